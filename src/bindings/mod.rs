//! The one layer that knows JS: plain objects in, engine calls, plain objects or
//! `XwingRulesError`s out. A request crosses as JSON text (one `JSON.stringify`); a
//! response as a list of operations that js/boundary.js builds into the object
//! (`crate::wire` on the Rust side). Each call lives in its own file;
//! this file holds the exported entry points and their TypeScript types.

pub mod allowed_actions;
pub mod apply_effects;
pub mod boundary;
// The cards of an edition, listed for a page (docs/api.md "cardIndex").
pub mod card_index;
pub mod check_overlap;
pub mod check_setup;
// Epic (docs/epic.md): one file per call.
pub mod check_deployment;
pub mod check_squad;
pub mod cripple_section;
pub mod deploy_ship;
pub mod dock_ship;
pub mod end_phase;
pub mod energy_step;
pub mod input;
pub mod js_error;
pub mod measure_range;
pub mod output;
pub mod perform_action;
pub mod place_move;
pub mod player_order;
pub mod resolve_attack;
pub mod resolve_attack_geometry;
pub mod resolve_attack_input;
pub mod resolve_attack_output;
pub mod resolve_attack_round;
pub mod round_order;
pub mod round_state;
pub mod round_state_output;
pub mod round_turrets;
pub mod score_game;
pub mod ship_info;
pub mod ship_info_stats;
pub mod table_input;
#[cfg(test)]
mod ts_fields_tests;
#[cfg(test)]
mod upgrade_effects_tests;
pub mod upgrades_input;
pub mod weapon_input;
// Squads as XWS (docs/squads.md).
pub mod squad_ships;
pub mod xws_input;
// Epic wings (docs/epic.md "Wings").
pub mod check_wing_split;
pub mod join_wing;
pub mod move_wing;
pub mod place_wing;
pub mod wing_input;
pub mod workspace;
pub mod workspace_kept;

use wasm_bindgen::prelude::*;

use crate::error::Result;

/// Parses the request, runs the call, serializes the response; any failure becomes
/// a thrown `XwingRulesError`. Nothing here unwraps caller data.
pub(crate) fn call<Req: input::Request, Resp: output::Response>(
    value: JsValue,
    f: impl FnOnce(Req) -> Result<Resp>,
) -> std::result::Result<JsValue, JsValue> {
    input::parse(&value).and_then(f).and_then(|r| output::to_js(&r)).map_err(|e| js_error::to_js(&e))
}

/// What overlaps what: interiors meeting by more than 1e-6 mm, and what only touches.
#[wasm_bindgen(js_name = checkOverlap, skip_typescript)]
pub fn check_overlap(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, check_overlap::run)
}

/// Rolls and resolves one attack from a seed; optionally its exact damage distribution.
#[wasm_bindgen(js_name = resolveAttack, skip_typescript)]
pub fn resolve_attack(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, resolve_attack::run)
}

/// Range, arcs, 1e section targeting and obstruction between two ships (docs/conventions.md §5).
#[wasm_bindgen(js_name = measureRange, skip_typescript)]
pub fn measure_range(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, measure_range::run)
}

/// One attacker against many defender positions (heat maps): a `Float64Array` of
/// x, y pairs in, one distance (or band) per pair out.
#[wasm_bindgen(js_name = measureRangeBatch, skip_typescript)]
pub fn measure_range_batch(request: JsValue) -> std::result::Result<js_sys::Float64Array, JsValue> {
    let run = || -> Result<js_sys::Float64Array> {
        let text = boundary::request_text(&request, Some("points"))?;
        let batch = input::parse_text(&text).and_then(measure_range::prepare)?;
        let points = measure_range::batch_points(&request)?;
        let mut out = vec![0.0; points.len() / 2];
        batch.run(&points, &mut out);
        Ok(js_sys::Float64Array::from(out.as_slice()))
    };
    run().map_err(|e| js_error::to_js(&e))
}

/// Where a maneuver puts a ship, its template, and what the overlap rules do.
#[wasm_bindgen(js_name = placeMove, skip_typescript)]
pub fn place_move(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, place_move::run)
}

/// A ship's base, sections, dial and printed statistics.
#[wasm_bindgen(js_name = shipInfo, skip_typescript)]
pub fn ship_info(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    // Written once per ship and pilot asked (ship_info::answer), then built from the kept operations.
    input::parse(&request).and_then(|req| ship_info::answer(req, boundary::response)).map_err(|e| js_error::to_js(&e))
}

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
export type Edition = "1e" | "2e";
export type Point = [number, number];
export type Pose = { x: number; y: number; heading: number };
export type SectionName = "fore" | "aft";
/** `asObstacle`: a 1e huge ship placed as an obstacle (it overlaps and obstructs as a huge ship, never moves, is never attacked or damaged, performs and is the target of no action). `crippled`: a 1e huge ship's crippled sections (`placeMove`: they suffer no overlap damage). */
export type Ship = { id: string; ship: string; pilot?: string; pose: Pose; asObstacle?: boolean; crippled?: SectionName[]; [state: string]: unknown };
export type Obstacle = { id: string; type: "asteroid" | "debris" | "gasCloud"; points: Point[] };
/** Thrown by every call on bad input: `name` is "XwingRulesError". */
export interface XwingRulesError extends Error { name: "XwingRulesError"; code: string; field: string }
export type Overlap = { id: string; sections: SectionName[]; otherSections: SectionName[] };

export function checkOverlap(request: {
  edition?: Edition; subject: Ship | Obstacle; others: (Ship | Obstacle)[];
}): { overlaps: Overlap[]; touching: string[] };
export type AttackFaceName = "hit" | "crit" | "focus" | "blank";
export type DefenseFaceName = "evade" | "focus" | "blank";
/** Arcs of the defending (2e huge) ship that contain the attacker. In `attackerIn`,
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
  id?: string | null; ship?: string | null; pilot?: string | null;
  tokens?: { focus?: number | boolean; lock?: number | boolean; lockSection?: SectionName };
  pilotSkill?: number | null; energy?: number | null;
  /** 1e CR90 (fore): spend 1 energy for 1 extra attack die. */
  useCr90Ability?: boolean;
  /** 1e huge attacker: the game effect that lets it spend focus (e.g. "Esege Tuketu"). */
  focusAllowedBy?: string;
  /** 2e: attacks already performed this round (one standard; each bonus header once). */
  attacksThisRound?: { standard?: boolean; bonus?: string[] };
  /** With defender.pose: range, obstruction and attackerIn are measured (measureRange). */
  pose?: Pose;
  /** A huge attacker's round state (docs/round.md) instead of tokens and energy; the response gives it after. */
  roundState?: RoundState;
  /** The cards it carries: with them, `weapon.upgrade` must be one of them, not on its offline side (docs/squads.md). */
  upgrades?: Upgrades;
};
export type DefenderInput = {
  id?: string | null; ship?: string | null; pilot?: string | null;
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
  attackerIn?: (DefenderArcName | ArcName)[];
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
  attacker: AttackerInput; defender: DefenderInput;
  deck: DeckCard[]; dealt: DealtStep[];
  distribution?: { damage: number[]; expected: number };
  /** The geometry used: measured from the poses, or as given. */
  geometry: { measured: boolean; range: number | null; obstructed: boolean; attackerIn: DefenderArcName[];
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
  | { kind?: "special"; upgrade: string; section?: SectionName };
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
export type MeasureRangeResult = {
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

export function measureRange(request: {
  edition?: Edition; attacker: RangeShip; defender: RangeShip; arc?: ArcName; section?: SectionName;
  from?: MeasureFrom; ruler?: "standard" | "huge"; weapon?: WeaponInput; ships?: Ship[]; obstacles?: Obstacle[];
  /** Instead of arc: the upgrade whose 2e turret arc indicator (attacker.turrets) is measured, from the ship's centre. */
  turret?: string;
}): MeasureRangeResult;

/** One distance (mm; NaN when out of arc) or band (output: "range"; NaN when none) per x, y pair. */
export function measureRangeBatch(request: {
  edition?: Edition; attacker: Ship; defenderShip: string; heading?: number; points: Float64Array | number[];
  arc?: ArcName; section?: SectionName; from?: MeasureFrom; ruler?: "standard" | "huge"; output?: "distance" | "range";
}): Float64Array;

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

export function placeMove(request: {
  edition?: Edition; ship: MovingShip; maneuver: Maneuver & { difficulty?: Difficulty };
  ships?: Ship[]; obstacles?: Obstacle[]; playArea?: { width: number; height: number };
  seed?: number; choices?: { sections?: Record<string, SectionName>; placements?: Record<string, Pose> };
}): {
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
};

export type DialEntry = { speed: number; bearing: Bearing; difficulty: Difficulty; energy?: number };
/** An action on a printed action bar, with its colour and the action linked after it. */
export type ShipInfoAction = { action: string; colour: "white" | "red" | "purple"; linked?: { action: string; colour: "white" | "red" | "purple" };
  /** The carried card that grants it (absent: printed on the bar). */ upgrade?: string };
/** A ship's `upgrades`: by XWS slot key, or a list; `{ id, side }` says which side of a two-sided card is up (1: a 2e hardpoint's "(Offline)" side). */
export type Upgrades = { [slot: string]: (string | { id: string; side?: number })[] } | (string | { id: string; side?: number })[];
/** A card a ship carries, as shipInfo answers it: the side up, its charges (2e), its own energy limit (1e cards that hold energy). */
export type CarriedUpgrade = { xws: string; name: string; side: number; offline: boolean;
  charges: { value: number; recovers: number } | null; energyLimit: number | null };
export function shipInfo(request: { edition?: Edition; ship: string; pilot?: string; upgrades?: Upgrades }): {
  ship: string; huge: boolean; base: { width: number; length: number }; sections: boolean;
  dial: DialEntry[] | null;
  stats:
    | { cards: { section: SectionName | null; attack: number; attackRange: [number, number] | null;
                 hull: number; shields: number; energy: number }[];
        pilotSkill: number | null; agility: number; actions: ShipInfoAction[] }
    | { attack: number; attackArc: string; attacks: { arc: string; value: number }[]; agility: number;
        hull: number; shields: number; shieldRecurring: number; energy: number; energyRecurring: number;
        charges: { value: number; recovers: number } | null; force: { value: number; recovers: number } | null;
        initiative: number | null; engagement: number | null; actions: ShipInfoAction[] }
    | null;
  upgrades: CarriedUpgrade[];
} & ShipInfoFacts;
"#;

/// The setup, activation and engagement (1e: combat) order of a table of ships.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = roundOrder, skip_typescript)]
pub fn round_order(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, round_order::run)
}

/// One action of a huge ship: its state in, its state out.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = performAction, skip_typescript)]
pub fn perform_action(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, perform_action::run)
}

/// The energy steps of a huge ship's activation, in order: its state in, its state out.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = energyStep, skip_typescript)]
pub fn energy_step(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, energy_step::run)
}

/// The End phase for every huge ship of a table.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = endPhase, skip_typescript)]
pub fn end_phase(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, end_phase::run)
}

/// Whether a setup placement is legal.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = checkSetup, skip_typescript)]
pub fn check_setup(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, check_setup::run)
}

/// A 1e CR90 or Raider section flips to its crippled side.
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = crippleSection, skip_typescript)]
pub fn cripple_section(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, cripple_section::run)
}

/// Applies placeMove's effects to ships' damage states (the dealer resolveAttack uses).
#[cfg(feature = "full")]
#[wasm_bindgen(js_name = applyEffects, skip_typescript)]
pub fn apply_effects(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, apply_effects::run)
}
