//! The one layer that knows JS: plain objects in, engine calls, plain objects or
//! `XwingRulesError`s out. Objects cross the boundary as JSON text in both
//! directions (one `JSON.stringify` / `JSON.parse` per call; serde on the Rust side). Each call lives in its own file;
//! this file holds the exported entry points and their TypeScript types.

pub mod check_overlap;
pub mod input;
pub mod js_error;
pub mod json_in;
pub mod json_out;
pub mod measure_range;
pub mod output;

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

/// Range, arcs, 1e section targeting and obstruction between two ships (SPEC §5).
#[wasm_bindgen(js_name = measureRange, skip_typescript)]
pub fn measure_range(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    call(request, measure_range::run)
}

/// One attacker against many defender positions (heat maps): a `Float64Array` of
/// x, y pairs in, one distance (or band) per pair out.
#[wasm_bindgen(js_name = measureRangeBatch, skip_typescript)]
pub fn measure_range_batch(request: JsValue) -> std::result::Result<js_sys::Float64Array, JsValue> {
    let run = || -> Result<js_sys::Float64Array> {
        let batch = input::parse(measure_range::without_points(&request)).and_then(measure_range::prepare)?;
        let points = measure_range::batch_points(&request)?;
        let mut out = vec![0.0; points.len() / 2];
        batch.run(&points, &mut out);
        Ok(js_sys::Float64Array::from(out.as_slice()))
    };
    run().map_err(|e| js_error::to_js(&e))
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
export type ArcName = "front" | "rear" | "left" | "right" | "fullFront" | "fullRear" | "bullseye" |
  "foreLeft" | "foreRight" | "aftLeft" | "aftRight";
/** Where the measuring ship measures from: the whole ship (default), a 1e section, or a section's base. */
export type MeasureFrom = "ship" | "fore" | "aft" | "foreBase" | "aftBase";
export type RangeShip = Ship & { crippled?: SectionName[] };
export type SectionRange = {
  range: number | null; distance: number; inArc: boolean; from: Point; to: Point;
  canTarget: boolean; reason: "crippled" | "centreLine" | "notInArc" | "outOfRange" | null; crippled: boolean;
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
};

export function measureRange(request: {
  edition?: Edition; attacker: RangeShip; defender: RangeShip; arc?: ArcName; section?: SectionName;
  from?: MeasureFrom; ruler?: "standard" | "huge"; ships?: Ship[]; obstacles?: Obstacle[];
}): MeasureRangeResult;

/** One distance (mm; NaN when out of arc) or band (output: "range"; NaN when none) per x, y pair. */
export function measureRangeBatch(request: {
  edition?: Edition; attacker: Ship; defenderShip: string; heading?: number; points: Float64Array | number[];
  arc?: ArcName; section?: SectionName; from?: MeasureFrom; ruler?: "standard" | "huge"; output?: "distance" | "range";
}): Float64Array;
"#;
