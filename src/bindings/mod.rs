//! The one layer that knows JS: plain objects in (serde-wasm-bindgen), engine
//! calls, plain objects or `XwingRulesError`s out. Each call lives in its own file;
//! this file holds the exported entry points and their TypeScript types.

pub mod check_overlap;
pub mod input;
pub mod js_error;
pub mod output;
pub mod place_move;
pub mod ship_info;
pub mod table;
pub mod table_input;

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::error::Result;

/// Parses the request, runs the call, serializes the response; any failure becomes
/// a thrown `XwingRulesError`. Nothing here unwraps caller data.
fn call<Req: DeserializeOwned, Resp: Serialize>(value: JsValue, f: impl FnOnce(Req) -> Result<Resp>) -> std::result::Result<JsValue, JsValue> {
    input::parse(value).and_then(f).and_then(|r| output::to_js(&r)).map_err(|e| js_error::to_js(&e))
}

/// What overlaps what: interiors meeting by more than 1e-6 mm, and what only touches.
#[wasm_bindgen(js_name = checkOverlap, skip_typescript)]
pub fn check_overlap(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, check_overlap::run)
}

/// Where a maneuver puts a ship, its template, and what the overlap rules do.
#[wasm_bindgen(js_name = placeMove, skip_typescript)]
pub fn place_move(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, place_move::run)
}

/// A ship's base, sections, dial and printed statistics.
#[wasm_bindgen(js_name = shipInfo, skip_typescript)]
pub fn ship_info(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, ship_info::run)
}

/// Stores a table of ships and obstacles once, for `placeMove({ table })`.
#[wasm_bindgen(js_name = setTable, skip_typescript)]
pub fn set_table(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, table::set)
}

/// Forgets a table stored with `setTable`.
#[wasm_bindgen(js_name = dropTable, skip_typescript)]
pub fn drop_table(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, table::drop_table)
}

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
export type Edition = "1e" | "2e";
export type Point = [number, number];
export type Pose = { x: number; y: number; heading: number };
export type SectionName = "fore" | "aft";
export type Ship = { id: string; ship: string; pose: Pose; [state: string]: unknown };
export type Obstacle = { id: string; type: "asteroid" | "debris" | "gasCloud"; points: Point[] };
/** Thrown by every call on bad input: `name` is "XwingRulesError". */
export interface XwingRulesError extends Error { name: "XwingRulesError"; code: string; field: string }
export type Overlap = { id: string; sections: SectionName[]; otherSections: SectionName[] };

export function checkOverlap(request: {
  edition?: Edition; subject: Ship | Obstacle; others: (Ship | Obstacle)[];
}): { overlaps: Overlap[]; touching: string[] };

export type Bearing = "straight" | "bankLeft" | "bankRight" | "turnLeft" | "turnRight" | "koiogran" |
  "segnorLeft" | "segnorRight" | "tallonLeft" | "tallonRight" | "stationary" | "reverseStraight" |
  "reverseBankLeft" | "reverseBankRight";
export type Maneuver = { speed: number; bearing: Bearing };
export type Difficulty = "white" | "blue" | "red";
/** The moving ship, with the state fields the rules read (all optional). */
export type MovingShip = Ship & { energy?: number; stress?: number; ion?: number; energyLimit?: number };
/** `{ type, ... }`: damage, stress, jam, destroyed, setAside, placed, obstacleRemoved, roll, energy, stressRemoved. */
export type MoveEffect =
  | { type: "damage"; target: string; hits: number; crits: number; faceup: boolean; section: SectionName | null; source: string }
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
  /** A table stored with setTable, used besides `ships` and `obstacles`. */
  table?: number;
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

/** Stores ships and obstacles once (at most 16 tables are kept, oldest dropped first). */
export function setTable(request: { edition?: Edition; ships?: Ship[]; obstacles?: Obstacle[] }):
  { table: number; ships: number; obstacles: number };
export function dropTable(request: { table: number }): { dropped: boolean };

export type DialEntry = { speed: number; bearing: Bearing; difficulty: Difficulty; energy?: number };
export function shipInfo(request: { edition?: Edition; ship: string }): {
  ship: string; huge: boolean; base: { width: number; length: number }; sections: boolean;
  dial: DialEntry[] | null;
  stats:
    | { cards: { section: SectionName | null; attack: number; attackRange: [number, number] | null;
                 hull: number; shields: number; energy: number }[] }
    | { attack: number; attackArc: string; hull: number; shields: number; shieldRecurring: number;
        energy: number; energyRecurring: number; initiative: number | null; engagement: number | null }
    | null;
};
"#;
