//! The one layer that knows JS: the list of exports and the `Workspace` class. Each export
//! reads its request as JSON text once (`boundary::request_text`: one walk of js/boundary.js,
//! limits checked before wasm memory holds it), hands it to its call in `crate::calls` (which
//! reads it into the call's typed request, runs the engine and writes the response once, as
//! `crate::wire` operations) and builds the response object from those operations once
//! (`boundary::response`, js/boundary.js). No engine work happens here. Every call's export
//! and the `Workspace` method of each call that runs on a kept table come from the registry
//! (`crate::calls::call_registry`). The package's TypeScript declarations are generated from
//! the same registry and the Rust types (`ts_generated_named_tests`, with js/prelude.d.ts:
//! scripts/generated-dts.mjs), none is emitted by wasm-bindgen.
//!
//! The `Workspace` class is JS's handle on a kept table (`crate::calls::workspace`, in the
//! style of Ruff's `Workspace`): each method reads its arguments, hands them to the kept
//! table's method of the same name, and builds the answer. An id or a coordinate is taken
//! only when `typeof` says it is a string or a number (`JsValue::as_string` / `as_f64`,
//! which cannot throw); request objects and typed arrays go through the catching reads of
//! js/boundary.js. Use after `free()` and re-entrant calls are refused by the package entry
//! (scripts/wrap-glue.mjs) before any wasm code runs.

pub mod boundary;
#[cfg(test)]
mod keys_tests;
#[cfg(test)]
mod ts_fields_tests;
#[cfg(test)]
mod ts_generated_named_tests;
#[cfg(test)]
mod ts_generated_tests;
#[cfg(test)]
mod ts_ship_keys_tests;

use crate::calls::measure_range::{answer_batch_with, BatchRequest};
use crate::calls::workspace::{AddDto, NewRequest, UpdateDto, Workspace as Kept, POSE_NUMBERS};
use crate::calls::*;
use crate::error::{Result, RulesError};
use crate::round::table::Table;
use crate::wire::{FromWire, ToWire, Writer};
use boundary::{Thrown, BYTES_PER_TEXT_UNIT};
use wasm_bindgen::prelude::*;

/// One trip (the module doc's), for every export and every `Workspace` method that answers:
/// once in the module, not once per request type. Any failure becomes a thrown
/// `XwingRulesError`; nothing here unwraps caller data.
#[inline(never)]
fn trip(value: &JsValue, keys: &'static str, answer: &dyn Fn(&str) -> Result<Writer>) -> Thrown<JsValue> {
    Ok(answer(&boundary::request_text(value, None, keys)?).and_then(|w| boundary::response(&w))?)
}

/// A `measureRangeBatch` trip (the export's and the `Workspace` method's, whose requests have
/// the same keys): the request text without `points`, which cross apart, as numbers, read only
/// once the rest of the request is good (`answer` calls `points` then; their refusal is thrown
/// as js/boundary.js made it); a `Float64Array` out.
fn batch(request: &JsValue, answer: &dyn Fn(&str, &dyn Fn() -> Result<Vec<f64>>) -> Result<Vec<f64>>) -> Thrown<js_sys::Float64Array> {
    let refused = std::cell::Cell::new(None);
    let read = || boundary::numbers(request, true, "points", 2 * measure_range::MAX_BATCH_POINTS, (2, "x, y pairs"));
    let points = || read().map_err(|e| refused.set(Some(e))).map_err(|()| RulesError::invalid("points", ""));
    let out = answer(&boundary::request_text(request, Some("points"), <BatchRequest as FromWire>::KEYS)?, &points);
    Ok(js_sys::Float64Array::from(out.map_err(|e| refused.take().unwrap_or_else(|| e.into()))?.as_slice()))
}

/// An export per call of the registry (`crate::calls::call_registry`): the request text in,
/// one call into `crate::calls`, the response out ([`trip`]); and for a call with a `kept` doc
/// line, the `Workspace` method of the same name, its `run_on` on the kept table
/// (`Workspace::on`). A call of the full module only (`full`) is compiled with the Cargo
/// feature `full`. Their TypeScript is generated from the same line
/// (`ts_generated_named_tests`), not emitted here (`skip_typescript`).
macro_rules! exports {
    ($($kind:ident $js:ident $m:ident $doc:literal $(kept $kept:literal)?;)*) => {
        $(
            in_module! { $kind
                #[doc = $doc]
                #[wasm_bindgen(js_name = $js, skip_typescript)]
                pub fn $m(request: JsValue) -> Thrown<JsValue> {
                    answer!($m, request)
                }
            }
            $(in_module! { $kind
                #[wasm_bindgen]
                impl Workspace {
                    #[doc = $kept]
                    #[wasm_bindgen(js_name = $js, skip_typescript)]
                    pub fn $m(&self, request: JsValue) -> Thrown<JsValue> {
                        self.on(request, $m::run_on)
                    }
                }
            })?
        )*
    };
}

/// The items of a registry line, in the module(s) its flag names.
macro_rules! in_module {
    (core $($item:item)*) => { $($item)* };
    (full $($item:item)*) => { $(#[cfg(feature = "full")] $item)* };
}

/// An export's body: one [`trip`] through its call's `run`, but for `shipInfo`, whose answers
/// are kept frozen (written once per ship and pilot asked, then built from the kept operations).
macro_rules! answer {
    (ship_info, $request:ident) => {
        Ok(ship_info::answer_text(&boundary::request_text(&$request, None, <ship_info::Request as FromWire>::KEYS)?, boundary::response)?)
    };
    ($m:ident, $request:ident) => {
        trip(&$request, <$m::Request as FromWire>::KEYS, &|text| crate::calls::answer(text, $m::run))
    };
}

crate::calls::call_registry!(exports);

/// One attacker against many defender positions (heat maps): a `Float64Array` of
/// x, y pairs in, one distance (or band) per pair out. The request text leaves `points`
/// out; they cross apart, as numbers, read only once the rest of the request is good.
#[wasm_bindgen(js_name = measureRangeBatch, skip_typescript)]
pub fn measure_range_batch(request: JsValue) -> Thrown<js_sys::Float64Array> {
    batch(&request, &|text, points| answer_batch_with(text, measure_range::prepare, points))
}

/// A kept table. Every method throws an `XwingRulesError` naming the field.
#[wasm_bindgen(skip_typescript)]
pub struct Workspace {
    kept: Kept,
}

impl Workspace {
    /// A method taking a call's request (one per registry line with a `kept` doc line,
    /// `crate::bindings`): the one-shot call of the same name on the kept table (`run`: the
    /// call's `run_on`, a function item, called directly), through one [`trip`].
    fn on<Req: FromWire, Resp: ToWire>(&self, request: JsValue, run: impl Fn(Req, &Table) -> Result<Resp>) -> Thrown<JsValue> {
        trip(&request, Req::KEYS, &move |text| self.kept.query(text, &run))
    }
}

#[wasm_bindgen]
impl Workspace {
    /// `new Workspace({ edition?, ships?, obstacles?, playArea? })`.
    #[wasm_bindgen(constructor)]
    pub fn new(request: JsValue) -> Thrown<Workspace> {
        Ok(Workspace { kept: Kept::from_text(&boundary::request_text(&request, None, NewRequest::KEYS)?)? })
    }

    /// The edition the table was made for.
    #[wasm_bindgen(getter, skip_typescript)]
    pub fn edition(&self) -> String {
        self.kept.edition().to_string()
    }

    /// The ship ids in table order (the order of `setPoses`).
    #[wasm_bindgen(js_name = shipIds, skip_typescript)]
    pub fn ship_ids(&self) -> Thrown<Vec<String>> {
        Ok(boundary::reserve(0, 0).and_then(|()| self.kept.ship_ids())?)
    }

    /// Moves one ship.
    #[wasm_bindgen(js_name = setPose, skip_typescript)]
    pub fn set_pose(&self, id: JsValue, x: JsValue, y: JsValue, heading: JsValue) -> Thrown<()> {
        Ok(boundary::string(&id, BYTES_PER_TEXT_UNIT).and_then(|id| self.kept.set_pose(id, x.as_f64(), y.as_f64(), heading.as_f64()))?)
    }

    /// Moves every ship: a `Float64Array` of x, y, heading per ship in `shipIds()` order.
    #[wasm_bindgen(js_name = setPoses, skip_typescript)]
    pub fn set_poses(&self, poses: JsValue) -> Thrown<()> {
        let max = POSE_NUMBERS * crate::limits::MAX_OBJECTS;
        let shape = (POSE_NUMBERS as u32, "x, y, heading triples");
        Ok(self.kept.set_poses(&boundary::numbers(&poses, false, "poses", max, shape)?)?)
    }

    /// Moves a ship and/or replaces state fields: `{ id, pose?, energy?, stress?, ion?,
    /// tractor?, energyLimit?, state?, crippled? }`.
    #[wasm_bindgen(skip_typescript)]
    pub fn update(&self, request: JsValue) -> Thrown<()> {
        Ok(self.kept.update(&boundary::request_text(&request, None, UpdateDto::KEYS)?)?)
    }

    /// Adds `{ ship }` or `{ obstacle }` (a new id).
    #[wasm_bindgen(skip_typescript)]
    pub fn add(&self, request: JsValue) -> Thrown<()> {
        Ok(self.kept.add(&boundary::request_text(&request, None, AddDto::KEYS)?)?)
    }

    /// Removes the ship or obstacle with this id.
    #[wasm_bindgen(skip_typescript)]
    pub fn remove(&self, id: JsValue) -> Thrown<()> {
        Ok(self.kept.remove(boundary::string(&id, BYTES_PER_TEXT_UNIT)?)?)
    }

    /// `measureRangeBatch` from the kept ship `attacker`.
    #[wasm_bindgen(js_name = measureRangeBatch, skip_typescript)]
    pub fn measure_range_batch(&self, request: JsValue) -> Thrown<js_sys::Float64Array> {
        batch(&request, &|text, points| self.kept.measure_range_batch(text, points))
    }
}
