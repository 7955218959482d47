//! The one layer that knows JS: the list of exports. Each export reads its request as
//! JSON text once (`boundary::request_text`: one `JSON.stringify`, limits checked before
//! wasm memory holds it), hands it to its call in `crate::calls` (which reads it into the
//! call's typed request, runs the engine and writes the response once, as `crate::wire`
//! operations) and builds the response object from those operations once
//! (`boundary::response`, js/boundary.js). No engine work happens here.
//! This file holds every call's export (from the registry, `crate::calls::call_registry`)
//! and the shared TypeScript types; `workspace_class.rs` the `Workspace` class.

pub mod boundary;
pub mod js_error;
#[cfg(test)]
mod ts_fields_tests;
#[cfg(test)]
mod ts_generated_named_tests;
#[cfg(test)]
mod ts_generated_tests;
#[cfg(test)]
mod ts_ship_keys_tests;
mod workspace_class;

pub use workspace_class::Workspace;

use crate::calls::*;
use crate::error::Result;
use crate::wire::{FromWire, ToWire};
use wasm_bindgen::prelude::*;

/// One trip: the request text in, the call run on it in `crate::calls` (read into `Req`
/// once, run, written once), the response object out; any failure becomes a thrown
/// `XwingRulesError`. Nothing here unwraps caller data.
pub(crate) fn call<Req: FromWire, Resp: ToWire>(value: JsValue, run: fn(Req) -> Result<Resp>) -> std::result::Result<JsValue, JsValue> {
    trip(&value, Req::KEYS, &|text| crate::calls::answer(text, run))
}

/// The part of [`call`] that is the same for every call, once in the module (not once
/// per request type): reading the text, building the object, dropping both.
#[inline(never)]
fn trip(
    value: &JsValue,
    keys: &'static str,
    answer: &dyn Fn(&str) -> Result<crate::wire::Writer>,
) -> std::result::Result<JsValue, JsValue> {
    boundary::request_text_keyed(value, None, keys)
        .and_then(|text| answer(&text))
        .and_then(|w| boundary::response(&w))
        .map_err(|e| js_error::to_js(&e))
}

/// An export and its declaration per call of the registry (`crate::calls::call_registry`):
/// the request text in, one call into `crate::calls`, the response out ([`call`]); a call
/// of the full module only (`full`) is compiled with the Cargo feature `full`, with its
/// TypeScript section (its module's `TS`, beside its types).
macro_rules! exports {
    (calls: [$($kind:ident $js:ident $m:ident $doc:literal;)*], kept: [$($kept:tt)*],) => {
        $(
            in_module! { $kind
                #[doc = $doc]
                #[wasm_bindgen(js_name = $js, skip_typescript)]
                pub fn $m(request: JsValue) -> std::result::Result<JsValue, JsValue> {
                    answer!($m, request)
                }
            }
            ts_section!($kind $m);
        )*
    };
}

/// The items of a registry line, in the module(s) its flag names.
macro_rules! in_module {
    (core $($item:item)*) => { $($item)* };
    (full $($item:item)*) => { $(#[cfg(feature = "full")] $item)* };
}

/// An export's body: [`call`], but for `shipInfo`, whose answers are kept frozen.
macro_rules! answer {
    (ship_info, $request:ident) => {
        ship_info_answer($request)
    };
    ($m:ident, $request:ident) => {
        call($request, $m::run)
    };
}

/// A full call's TypeScript section (the core calls' are in [`TS_TYPES_TEXT`]).
macro_rules! ts_section {
    (core $m:ident) => {};
    (full $m:ident) => {
        #[cfg(feature = "full")]
        const _: () = {
            #[wasm_bindgen(typescript_custom_section)]
            const TS: &str = $m::TS;
        };
    };
}

crate::calls::call_registry!(exports);

/// shipInfo's trip: written once per ship and pilot asked (ship_info::answer), then built from
/// the kept operations.
fn ship_info_answer(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    boundary::request_text_keyed(&request, None, <ship_info::Request as FromWire>::KEYS)
        .and_then(|text| ship_info::answer_text(&text, boundary::response))
        .map_err(|e| js_error::to_js(&e))
}

/// One attacker against many defender positions (heat maps): a `Float64Array` of
/// x, y pairs in, one distance (or band) per pair out. The request text leaves `points`
/// out; they cross apart, as numbers, read only once the rest of the request is good.
#[wasm_bindgen(js_name = measureRangeBatch, skip_typescript)]
pub fn measure_range_batch(request: JsValue) -> std::result::Result<js_sys::Float64Array, JsValue> {
    let points = || boundary::points(&request, "points", 2 * measure_range::MAX_BATCH_POINTS);
    boundary::request_text_keyed(&request, Some("points"), <measure_range::BatchRequest as FromWire>::KEYS)
        .and_then(|text| measure_range::answer_batch(&text, points))
        .map(|out| js_sys::Float64Array::from(out.as_slice()))
        .map_err(|e| js_error::to_js(&e))
}

/// The round state every round call reads and writes (`crate::calls::round::state`).
#[wasm_bindgen(typescript_custom_section)]
const TS_ROUND_STATE: &str = round::state::TS;

/// shipInfo's drawing facts (`crate::calls::ship_info`).
#[wasm_bindgen(typescript_custom_section)]
const TS_SHIP_INFO_FACTS: &str = ship_info::TS;

/// The card ids as unions (generated by scripts/cards/build.mjs from the card data).
#[cfg(feature = "cards")]
#[wasm_bindgen(typescript_custom_section)]
const TS_CARD_NAMES: &str = include_str!("../cards/gen/names.ts");

/// The core module has no cards: no card id type-checks.
#[cfg(not(feature = "cards"))]
#[wasm_bindgen(typescript_custom_section)]
const TS_CARD_NAMES: &str = "export type CardShipName = never;\nexport type CardPilotName = never;\nexport type CardUpgradeName = never;\n";

/// The shared declarations (also read by src/bindings/ts_fields_tests.rs). The lint does not see
/// the custom section below read it.
#[allow(dead_code)]
const TS_TYPES_TEXT: &str = r#"
export type Edition = "1e" | "2e";
export type Point = [number, number];
export type Pose = { x: number; y: number; heading: number };
export type SectionName = "fore" | "aft";
/** The names the engine knows without cards: base sizes, the huge ships' short names and their data ids (src/ships.rs `BUILT_IN_NAMES`). */
export type BuiltInShipName = "small" | "medium" | "large"
  | "cr90" | "cr90corvette" | "cr90corelliancorvette" | "cr90corvettefore" | "cr90corvetteaft"
  | "gr75" | "gr75mediumtransport" | "gr75transport" | "croc" | "croccruiser"
  | "gozanti" | "gozanticlasscruiser" | "gozanticruiser"
  | "raider" | "raiderclasscorvette" | "raiderclasscorvettefore" | "raiderclasscorvetteaft" | "raidercorvette"
  | "trident" | "tridentclassassaultship" | "tridentassaultship";
/** What `ship` accepts (docs/api.md "Ship names"): the built-in names, and in the full module every ship and pilot id of the card data. */
export type ShipName = BuiltInShipName | CardShipName;
/** What `pilot` accepts beside a ship id: a pilot id of the card data (none in the core module). */
export type PilotName = CardPilotName;
/** An upgrade card id of the card data (none in the core module). */
export type UpgradeName = CardUpgradeName;
/**
 * A ship on the table. Beside `id`, `ship` and `pose` it may hold every field some call reads
 * from a ship, so that one ship object (squadShips' ships, a page's pieces) serves every call;
 * a call accepts the others unread. Any other key is refused (`INVALID_INPUT`).
 * `asObstacle`: a 1e huge ship placed as an obstacle (it overlaps and obstructs as a huge ship,
 * never moves, is never attacked or damaged, performs and is the target of no action).
 * `crippled`: a 1e huge ship's crippled sections (`placeMove`: they suffer no overlap damage).
 */
export type Ship = {
  id: string; ship: ShipName; pilot?: PilotName; pose: Pose; asObstacle?: boolean; crippled?: SectionName[];
  /** The cards it carries (docs/squads.md), and the XWS entries squadShips made it from. */
  upgrades?: Upgrades; entries?: number[];
  player?: number; team?: number; pilotSkill?: number; engagement?: number;
  energy?: number; energyLimit?: number; stress?: number; ion?: number; tractor?: number; cloaked?: boolean;
  /** A huge ship's round state (docs/round.md); its damage deck (applyEffects). */
  state?: RoundState; deck?: DeckCard[];
  /** Tokens as the reading call takes them (resolveAttack's attacker, endPhase's ships). */
  tokens?: object;
  turrets?: { upgrade: UpgradeName; arc: "front" | "left" | "right" | "rear"; double?: boolean }[];
  /** Epic wings (docs/epic.md). */
  inWing?: boolean; position?: "leftFlank" | "rightFlank" | "rearSupport" | "leftSupport" | "rightSupport"; wingLeader?: string;
  actionBar?: string[];
};
export type Obstacle = { id: string; type: "asteroid" | "debris" | "gasCloud"; points: Point[] };
/** Why a call refused (docs/api.md "Requests, responses and errors"); `NOT_INITIALISED` before `init`, `FREED` on a freed Workspace. */
export type XwingRulesErrorCode = "INVALID_INPUT" | "UNKNOWN_NAME" | "NOT_ALLOWED" | "BAD_GEOMETRY" | "TOO_LARGE" | "NOT_INITIALISED" | "FREED";
/** Thrown by every call on a request it cannot answer: `e instanceof XwingRulesError`; `field` is the offending field's path. */
export class XwingRulesError extends Error {
  constructor(code: XwingRulesErrorCode, field: string, message: string);
  name: "XwingRulesError"; code: XwingRulesErrorCode; field: string;
}
export type Overlap = { id: string; sections: SectionName[]; otherSections: SectionName[] };

/** The piece checked is `ship` or `obstacle` (exactly one), against the table's `ships` and `obstacles`. */
export type CheckOverlapRequest = {
  edition?: Edition; ship?: Ship; obstacle?: Obstacle; ships?: Ship[]; obstacles?: Obstacle[];
} & ({ ship: Ship } | { obstacle: Obstacle });
export type CheckOverlapResponse = { overlaps: Overlap[]; touching: string[] };
export function checkOverlap(request: CheckOverlapRequest): CheckOverlapResponse;
export type AttackFaceName = "hit" | "crit" | "focus" | "blank";
export type DefenseFaceName = "evade" | "focus" | "blank";
/** Arcs of the defending (2e huge) ship that contain the attacker. In `defenderArcs`,
 *  measureRange's `defenderArcs` names are accepted too: "left"/"right" mean "side";
 *  "front", "rear" and the 1e section arcs are skipped. */
export type DefenderArcName = "side" | "fullFront" | "fullRear" | "bullseye";
/** `countsAs`: damage the card counts as against the hull while faceup (default 1). */
export type DamageCard = { name?: string; faceup: boolean; text?: string; countsAs?: number };
/** One hull and shield pool: `hull` is the printed value, `shields` the active ones. */
export type DamagePool = { hull: number; shields: number; damage?: DamageCard[] };
export type DefenderState = {
  /** 1e CR90 and Raider only: one pool per ship card. */
  sections?: { fore: DamagePool; aft: DamagePool };
  /** Every other ship: one pool. */
  pool?: DamagePool;
  energy?: number | null;
  /** The energy card's limit (1e) or capacity (2e), upgrades included; default the printed one. */
  energyLimit?: number | null;
  crippled?: SectionName[];
  /** Sections crippled once the huge ship has attacked (1e simultaneous attack rule). */
  pendingCripple?: SectionName[];
  destroyed?: boolean;
};
export type AttackerInput = {
  id?: string | null; ship?: ShipName | null; pilot?: PilotName | null;
  tokens?: { focus?: number | boolean; lock?: number | boolean; lockSection?: SectionName };
  pilotSkill?: number | null; energy?: number | null;
  /** 1e CR90 (fore): spend 1 energy for 1 extra attack die. */
  useCr90Ability?: boolean;
  /** 1e huge attacker: the game effect that lets it spend focus (e.g. "Esege Tuketu"). */
  focusAllowedBy?: string;
  /** 2e: attacks already performed this round (one standard; each bonus header once). */
  attacksThisRound?: { standard?: boolean; bonus?: string[] };
  /** With defender.pose: range, obstruction and defenderArcs are measured (measureRange). */
  pose?: Pose;
  /** A huge attacker's round state (docs/round.md) instead of tokens and energy; the response gives it after. */
  roundState?: RoundState;
  /** The cards it carries: with them, `weapon.upgrade` must be one of them, not on its offline side (docs/squads.md). */
  upgrades?: Upgrades;
};
export type DefenderInput = {
  id?: string | null; ship?: ShipName | null; pilot?: PilotName | null;
  /** Standard ships; huge ships have agility 0 (extra dice from cards go in defenseDice). */
  agility?: number | null;
  /** 1e: the targeted section. */
  section?: SectionName | null;
  tokens?: { focus?: number | boolean; evade?: number | boolean;
             reinforce?: "fore" | "aft" | "fullFront" | "fullRear" | null };
  /** Omitted: a huge ship starts at full strength; other ships are not tracked. */
  state?: DefenderState | null;
  pilotSkill?: number | null;
  hasAttacked?: boolean;
  pose?: Pose;
  /** A huge defender's round state (docs/round.md) instead of tokens and state; the response gives it after. */
  roundState?: RoundState;
  /** The cards it carries: its energy limit and shield value; 1e Bright Hope's fore reinforce (docs/squads.md). */
  upgrades?: Upgrades;
};
/** `countsAs`: the card counts as that much damage against the hull while faceup; `repair`: the
 *  card flips itself facedown after its effect ("Then repair this card"). */
export type DamageEffect = { damage?: number; crit?: number; shields?: number; energy?: number; countsAs?: number; repair?: boolean };
export type DeckCard = {
  name: string; count?: number; section?: SectionName | null; text?: string; effect?: DamageEffect;
  precisionShot?: { arc: DefenderArcName; text?: string; effect?: DamageEffect } | null;
};
export type DealtStep = {
  kind: "shield" | "facedown" | "faceup" | "shieldsLost" | "energyLost" | "lost" | "crippled" | "pendingCripple" | "destroyed" | "repaired";
  crit?: boolean; card?: DeckCard; precisionShot?: boolean; section?: SectionName; amount?: number;
};
export type ResolveAttackRequest = {
  edition?: Edition;
  /** The weapon's attack value, before range and card bonuses; default: its printed value
   *  (required when the engine holds none, e.g. standard ships). */
  attackDice?: number;
  /** The weapon; default the attacker's primary weapon (see WeaponInput). */
  weapon?: WeaponInput;
  /** The defender's base dice (agility plus card effects), before range and obstruction. */
  defenseDice?: number;
  range?: number | null; obstructed?: boolean;
  defenderArcs?: (DefenderArcName | ArcName)[];
  attacker?: AttackerInput; defender?: DefenderInput;
  /** Integer 0..2^53-1; omitted: drawn and returned. */
  seed?: number;
  distribution?: boolean;
  deck?: DeckCard[];
  /** "standard" (default) or a 2e "bonus" attack named by weaponName (default "primary"). */
  attackKind?: "standard" | "bonus";
  weaponName?: string;
  /** With poses only (measureRange's fields): the attack's arc, where a 1e huge attacker
   *  measures from, the ruler (default: the weapon's), and what may obstruct. */
  arc?: ArcName; from?: MeasureFrom; ruler?: "standard" | "huge";
  ships?: Ship[]; obstacles?: Obstacle[];
};
export type ResolveAttackResponse = {
  seed: number; edition: Edition; weapon: WeaponUsed; attackDice: number; defenseDice: number;
  attackRoll: AttackFaceName[]; rerolled: number[]; attackResults: AttackFaceName[];
  defenseRoll: DefenseFaceName[]; defenseResults: DefenseFaceName[];
  hits: number; crits: number; evades: number;
  /** The sides as read, their cards resolved into the values above (so no `pilot`, `upgrades` or `focusAllowedBy`). */
  attacker: Omit<AttackerInput, "pilot" | "upgrades" | "focusAllowedBy">; defender: Omit<DefenderInput, "pilot" | "upgrades">;
  deck: DeckCard[]; dealt: DealtStep[];
  distribution?: { damage: number[]; expected: number };
  /** The geometry used: measured from the poses, or as given. */
  geometry: { measured: boolean; range: number | null; obstructed: boolean; defenderArcs: DefenderArcName[];
              distance?: number; from?: Point; to?: Point; obstructedBy?: string[]; section?: SectionName };
};
export function resolveAttack(request: ResolveAttackRequest): ResolveAttackResponse;
/** The primary weapon (its value and range from the ship card), a special weapon with its
 *  printed value and range, or an upgrade card's weapon by xws id (value, range, ordnance and arcs
 *  from the card data; 1e `section`: the CR90/Raider section card it is equipped to). `section`: 1e
 *  CR90/Raider card that fires; `extendedTo`: a 2e huge ship's arc extended to range 4 or 5 by a
 *  weapon or ability. */
export type WeaponInput =
  | { kind?: "primary"; section?: SectionName; extendedTo?: 4 | 5 }
  | { kind: "special"; attack: number; range: [number, number]; ordnance?: boolean }
  | { kind?: "special"; upgrade: UpgradeName; section?: SectionName };
export type WeaponUsed = { kind: "primary" | "special"; attack: number | null; range: [number, number];
  ordnance: boolean; section: SectionName | null; ruler: "standard" | "huge" };
export type ArcName = "front" | "rear" | "left" | "right" | "fullFront" | "fullRear" | "bullseye" |
  "foreLeft" | "foreRight" | "aftLeft" | "aftRight";
/** Where the measuring ship measures from: the whole ship (default), a 1e section, or a section's base. */
export type MeasureFrom = "ship" | "fore" | "aft" | "foreBase" | "aftBase";
export type RangeShip = Ship & { crippled?: SectionName[];
  /** A 2e huge ship's turret arc indicators (its round state's `turrets`). */
  turrets?: { upgrade: string; arc: "front" | "left" | "right" | "rear"; double?: boolean }[] };
export type SectionRange = {
  range: number | null; distance: number; inArc: boolean; from: Point; to: Point;
  canTarget: boolean; reason: "touching" | "crippled" | "centreLine" | "notInArc" | "outOfRange" | "notInWeaponRange" | null; crippled: boolean;
};
export type MeasureRangeResponse = {
  range: number | null;        // 0..5 (2e range 0 = touching); null beyond the ruler
  distance: number;            // mm, to the in-arc part when `arc` is given and inArc
  inArc: boolean;              // false: no part in the arc, and the line is to the whole target
  from: Point; to: Point;
  obstructed: boolean; obstructedBy: string[];
  canTarget: boolean;
  edition: Edition; arc: ArcName | null; section: SectionName | null;
  sections: { fore: SectionRange; aft: SectionRange } | null;   // 1e huge defenders
  arcs: ArcName[];             // the attacker's arcs holding part of the target
  defenderArcs: ArcName[];     // the defender's arcs holding part of the attacker
  turretLineClear: boolean | null;   // 1e huge attacker measuring `from` a section: its centre line is clear
  ruler: "standard" | "huge";        // the ruler used: the weapon's unless `ruler` was given
  weapon: WeaponUsed | null;         // the weapon measured for (null: the attacker has no primary weapon)
  inWeaponRange: boolean | null;     // `range` is one the weapon fires at (canTarget requires it)
};

export type MeasureRangeRequest = {
  edition?: Edition; attacker: RangeShip; defender: RangeShip; arc?: ArcName; section?: SectionName;
  from?: MeasureFrom; ruler?: "standard" | "huge"; weapon?: WeaponInput; ships?: Ship[]; obstacles?: Obstacle[];
  /** Instead of arc: the upgrade whose 2e turret arc indicator (attacker.turrets) is measured, from the ship's centre. */
  turret?: string;
};
export function measureRange(request: MeasureRangeRequest): MeasureRangeResponse;

export type MeasureRangeBatchRequest = {
  edition?: Edition; attacker: Ship; defenderShip: string; heading?: number; points: Float64Array | number[];
  arc?: ArcName; section?: SectionName; from?: MeasureFrom; ruler?: "standard" | "huge"; output?: "distance" | "range";
};
/** One distance (mm; NaN when out of arc) or band (output: "range"; NaN when none) per x, y pair. */
export type MeasureRangeBatchResponse = Float64Array;
export function measureRangeBatch(request: MeasureRangeBatchRequest): MeasureRangeBatchResponse;

export type Bearing = "straight" | "bankLeft" | "bankRight" | "turnLeft" | "turnRight" | "koiogran" |
  "segnorLeft" | "segnorRight" | "tallonLeft" | "tallonRight" | "stationary" | "reverseStraight" |
  "reverseBankLeft" | "reverseBankRight";
export type Maneuver = { speed: number; bearing: Bearing };
export type Difficulty = "white" | "blue" | "red" | "purple";
/** The moving ship, with the state fields the rules read (all optional). */
export type MovingShip = Ship & { energy?: number; stress?: number; ion?: number; energyLimit?: number;
  /** The cards it carries: its energy limit (a 1e Title's increase) and its state's printed values. */
  upgrades?: Upgrades };
/** `{ type, ... }`: damage, faceupCard, stress, jam, destroyed, setAside, placed, obstacleRemoved, roll, energy, stressRemoved. */
export type MoveEffect =
  /** Damage suffered as an attack deals it (shields first; a crit reaching the hull is a faceup card). */
  | { type: "damage"; target: string; hits: number; crits: number; section: SectionName | null; source: string }
  /** 1e: one faceup damage card dealt directly from the section's deck (shields do not stop it). */
  | { type: "faceupCard"; target: string; section: SectionName | null; source: string }
  | { type: "stress" | "jam"; target: string; count: number; source: string }
  | { type: "stressRemoved"; target: string; count: number; source: string }
  | { type: "destroyed"; target: string; source: string }
  | { type: "setAside" | "obstacleRemoved"; target: string }
  | { type: "placed"; target: string; pose: Pose }
  | { type: "roll"; who: string; dice: number; faces: ("hit" | "crit" | "focus" | "blank")[]; hits: number; crits: number; purpose: string }
  | { type: "energy"; target: string; change: number; source: string };
/** A player's decision: which section suffers (`opponent`), where a set-aside ship goes (`owner`). */
export type MoveChoice =
  | { type: "section"; who: "opponent"; target: string; options: SectionName[] }
  | { type: "placement"; who: "owner"; target: string; options: Pose[] };

export type PlaceMoveRequest = {
  edition?: Edition; ship: MovingShip; maneuver: Maneuver & { difficulty?: Difficulty };
  ships?: Ship[]; obstacles?: Obstacle[]; playArea?: { width: number; height: number };
  seed?: number; choices?: { sections?: Record<string, SectionName>; placements?: Record<string, Pose> };
};
export type PlaceMoveResponse = {
  pose: Pose; intendedPose: Pose; executed: Maneuver; revealed: Maneuver;
  footprint: { section: SectionName | null; points: Point[] }[];
  template: Point[];
  overlaps: Overlap[];
  outcome: { skipAction: boolean; effects: MoveEffect[]; choices: MoveChoice[] };
  offDial: boolean | null; difficulty: Difficulty | null;
  complete: boolean; travelled: number; fled: boolean; outsidePlayArea: boolean;
  energy: { before: number; after: number; icons?: number; ionLoss?: number; limit?: number;
            red?: "spentEnergy" | "gainedStress" | "whiteTwoStraight" } | null;
  removedObstacles: string[]; destroyed: string[]; seed: number;
  /** 2e huge: it was ionized and flew the ion maneuver, removing `ionRemoved` ion tokens at the end of its
   *  activation; it is tractored (tractor effects do not move it; its own maneuver is flown as usual). */
  ionized: boolean; ionRemoved: number; tractored: boolean;
  /** A huge ship's round state after the move (when `ship.state` was given). */
  state?: RoundState;
};
export function placeMove(request: PlaceMoveRequest): PlaceMoveResponse;

export type DialEntry = { speed: number; bearing: Bearing; difficulty: Difficulty; energy?: number };
/** An action on a printed action bar, with its colour and the action linked after it. */
export type ShipInfoAction = { action: string; colour: "white" | "red" | "purple"; linked?: { action: string; colour: "white" | "red" | "purple" };
  /** The carried card that grants it (absent: printed on the bar). */ upgrade?: string };
/** A ship's `upgrades`: by XWS slot key, or a list; `{ id, side }` says which side of a two-sided card is up (1: a 2e hardpoint's "(Offline)" side). */
export type Upgrades = { [slot: string]: (UpgradeName | { id: UpgradeName; side?: number })[] } | (UpgradeName | { id: UpgradeName; side?: number })[];
/** A card a ship carries, as shipInfo answers it: the side up, its charges (2e), its own energy limit (1e cards that hold energy). */
export type CarriedUpgrade = { xws: string; name: string; side: number; offline: boolean;
  charges: { value: number; recovers: number } | null; energyLimit: number | null };
export type ShipInfoRequest = { edition?: Edition; ship: ShipName; pilot?: PilotName; upgrades?: Upgrades };
/** A value and everything in it read-only: shipInfo's answers are frozen (`Object.freeze`, deeply). A tuple stays a
 *  tuple (`[number, number]` becomes `readonly [number, number]`: the mapped type keeps arrays and tuples). */
export type Frozen<T> = T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;
/**
 * Frozen, deeply; asked again for the same ship and pilot (without `upgrades`), the same object
 * (docs/api.md "shipInfo"). `structuredClone(answer)` gives a copy to change.
 */
export function shipInfo(request: ShipInfoRequest): Frozen<ShipInfoResponse>;
/** shipInfo's 1e `stats`: one card per section (a CR90's or Raider's two); `pilotSkillVariable`: the named pilot's card
 *  prints "?" (Nashtah Pup Pilot), so `pilotSkill` is null. */
export type ShipInfoStats1e = { edition: "1e"; cards: { section: SectionName | null; attack: number; attackRange: [number, number] | null;
                 hull: number; shields: number; energy: number }[];
        pilotSkill: number | null; pilotSkillVariable: boolean; agility: number; actions: ShipInfoAction[] };
export type ShipInfoStats2e = { edition: "2e"; attack: number; attackArc: string; attacks: { arc: string; value: number }[]; agility: number;
        hull: number; shields: number; shieldRecurring: number; energy: number; energyRecurring: number;
        charges: { value: number; recovers: number } | null; force: { value: number; recovers: number } | null;
        initiative: number | null; engagement: number | null; actions: ShipInfoAction[] };
/** `shipXws`/`shipName`: the ship in the edition's data (a 1e CR90 or Raider as XWS 1.x names the whole ship;
 *  null for a base size named alone); `pilot`: the pilot named, by xws id and printed name. `stats` by `edition`. */
export type ShipInfoResponse = {
  ship: string; shipXws: string | null; shipName: string | null; pilot: { xws: PilotName; name: string } | null;
  huge: boolean; base: { width: number; length: number }; sections: boolean;
  dial: DialEntry[] | null;
  stats: ShipInfoStats1e | ShipInfoStats2e | null;
  upgrades: CarriedUpgrade[];
} & ShipInfoFacts;
"#;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &str = TS_TYPES_TEXT;
