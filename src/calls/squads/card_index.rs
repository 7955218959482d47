//! `cardIndex`: the edition's card catalogue (`crate::squads::catalogue`, which lists and
//! filters it); here only how its two either-kind values are written.

use crate::error::Result;
use crate::squads::catalogue::{self, Limit, Printed};
use crate::wire::{ToWire, Writer};

pub use catalogue::{Catalogue as Response, Query as Request};

impl ToWire for Printed {
    fn to_wire(&self, w: &mut Writer) {
        match self {
            Printed::Value(n) => n.to_wire(w),
            Printed::Unknown => "?".to_wire(w),
        }
    }
}

impl ToWire for Limit {
    fn to_wire(&self, w: &mut Writer) {
        match self {
            Limit::Count(n) => n.to_wire(w),
            Limit::Label(b) => b.to_wire(w),
        }
    }
}

#[cfg(test)]
impl crate::wire::ts::TsOut for Printed {
    fn ts_out() -> String {
        r#"number | "?""#.into()
    }
}

#[cfg(test)]
impl crate::wire::ts::TsOut for Limit {
    fn ts_out() -> String {
        "number | boolean".into()
    }
}

pub fn run(req: Request) -> Result<Response> {
    catalogue::list(req)
}

/// The TypeScript declaration of this call (emitted by `crate::bindings`).
pub const TS: &str = r#"
/** A charge or force pool (`recovers` -1: it drains); a 2e pilot's force gives its `side`s when the data does. */
export type CardPool = { value: number; recovers: number; side?: ("light" | "dark")[] };
/** A pilot card in `cardIndex`: 2e `initiative` (huge ships: `engagement`), `cost`, `loadout`, `limited`, format flags,
 *  `ability`, `shipAbility`; 1e `pilotSkill`, `points` ("?" where the card prints "?"), `unique`, `text`. */
export type CardIndexPilot = {
  xws: CardPilotName; name: string; caption?: string; initiative?: number; engagement?: number; pilotSkill?: number | "?";
  cost?: number; loadout?: number; points?: number | "?"; slots: string[]; limited?: number; unique?: boolean;
  standard?: boolean; extended?: boolean; epic?: boolean; keywords?: string[]; ability?: string;
  shipAbility?: { name: string; text: string }; text?: string; charges?: CardPool; force?: CardPool; standardLoadout?: CardUpgradeName[] };
/** One object of a card's restrictions: the card fits when any key given holds; every object must hold. */
export type CardRestriction = {
  factions?: string[]; sizes?: ("small" | "medium" | "large" | "huge")[]; ships?: string[]; action?: { action: string; colour?: string };
  arcs?: string[]; nonLimited?: boolean; names?: string[]; keywords?: string[]; equipped?: string[]; solitary?: boolean;
  standardized?: boolean; shipAbility?: string[]; forceSide?: ("light" | "dark")[] };
/** What equipping a card gives (`kind` says which other keys are set). */
export type CardGrant = { kind: "action" | "slot" | "stat" | "force" | "arc"; action?: string; colour?: string; slot?: string; stat?: string; arc?: string; amount?: number };
/** A printed weapon: value, range `[min, max]`, 2e its arc and ordnance icon. */
export type CardAttack = { value: number; range: [number, number]; arc?: string; ordnance?: boolean };
/** One side of a 2e upgrade card. */
export type CardSide = {
  title: string; type: string; slots: string[]; ability?: string; text?: string; attack?: CardAttack;
  charges?: CardPool; force?: CardPool; grants: CardGrant[]; restrictions: CardRestriction[] };
/** An upgrade card in `cardIndex`: 2e `cost` ("?" where the data prints "?"), `limited` dots, format flags, `sides`;
 *  1e `points`, `unique`, `limited` (the "Limited." label), `squadLimited`, `text`, `attack`, `energy`, `grants`, `dualCard`. */
export type CardIndexUpgrade = {
  xws: CardUpgradeName; name: string; slots: string[]; slotKeys: string[]; cost?: number | "?"; points?: number;
  limited?: number | boolean; unique?: boolean; squadLimited?: number; standard?: boolean; extended?: boolean; epic?: boolean;
  standardLoadoutOnly?: boolean; restrictions: CardRestriction[]; sides?: CardSide[]; text?: string; attack?: CardAttack;
  energy?: number; grants?: CardGrant[]; dualCard?: boolean };
export type CardIndexRequest = { edition?: Edition; faction?: string; ship?: CardShipName; slot?: string; mode?: "standard" | "extended" | "epic" };
export type CardIndexResponse = {
  factions: { id: string; xws: string; name: string; ships: { xws: CardShipName; name: string; size: "small" | "medium" | "large" | "huge"; pilots: CardIndexPilot[] }[] }[];
  upgrades: CardIndexUpgrade[];
  weapons: { xws: CardUpgradeName; name: string; attack: number; range: [number, number]; arc?: string }[] };
/** The edition's card catalogue: factions (2e xwing-data2 ids, 1e xwing-data's printed names, each with the XWS
 *  faction `xws` a squad names and its display `name`), their ships and pilots, sorted by id; every upgrade card;
 *  and the upgrade cards with a printed weapon (`weapon: { upgrade }`). `faction`, `ship`, `slot` and `mode`
 *  narrow the pilots and upgrades listed (docs/api.md "cardIndex"). */
export function cardIndex(request: CardIndexRequest): CardIndexResponse;
"#;
