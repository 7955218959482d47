//! The one layer that knows JS: plain objects in, engine calls, plain objects or
//! `XwingRulesError`s out. Objects cross the boundary as JSON text in both
//! directions (one `JSON.stringify` / `JSON.parse` per call; serde on the Rust side). Each call lives in its own file;
//! this file holds the exported entry points and their TypeScript types.

pub mod check_overlap;
pub mod input;
pub mod js_error;
pub mod json_in;
pub mod json_out;
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
"#;
