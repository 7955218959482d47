//! The one layer that knows JS: the list of exports. Each export reads its request as
//! JSON text once (`boundary::request_text`: one walk of js/boundary.js, limits checked before
//! wasm memory holds it), hands it to its call in `crate::calls` (which reads it into the
//! call's typed request, runs the engine and writes the response once, as `crate::wire`
//! operations) and builds the response object from those operations once
//! (`boundary::response`, js/boundary.js). No engine work happens here.
//! This file holds every call's export and the `Workspace` method of each call that runs on a
//! kept table (both from the registry, `crate::calls::call_registry`); `workspace_class.rs`
//! the rest of the `Workspace` class. The package's TypeScript declarations are
//! generated from the same registry and the Rust types (`ts_generated_named_tests`, with
//! js/prelude.d.ts: scripts/generated-dts.mjs), none is emitted by wasm-bindgen.

pub mod boundary;
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
use crate::wire::{FromWire, Writer};
use boundary::thrown;
use wasm_bindgen::prelude::*;

type Thrown<T> = std::result::Result<T, JsValue>;

/// `f` run on the request text of `value` (its top-level keys among `keys`); any failure
/// becomes a thrown `XwingRulesError`. Nothing here unwraps caller data.
fn with_text<T>(value: &JsValue, keys: &str, f: impl FnOnce(&str) -> Result<T>) -> Thrown<T> {
    thrown(boundary::request_text(value, None, keys).and_then(|text| f(&text)))
}

/// One trip, for every export and every `Workspace` method that answers: the request text
/// in, `answer` run on it (the call in `crate::calls`: read once, run, written once), the
/// response object out. Once in the module (not once per request type): reading the text,
/// building the object, dropping both.
#[inline(never)]
fn trip(value: &JsValue, keys: &'static str, answer: &dyn Fn(&str) -> Result<Writer>) -> Thrown<JsValue> {
    with_text(value, keys, |text| answer(text).and_then(|w| boundary::response(&w)))
}

/// A `measureRangeBatch` trip (the export's and the `Workspace` method's): the request text
/// without `points`, which cross apart, as numbers, read only once the rest of the request
/// is good (`answer` calls `points` then); a `Float64Array` out.
fn batch(
    request: &JsValue,
    keys: &'static str,
    answer: &dyn Fn(&str, &dyn Fn() -> Result<Vec<f64>>) -> Result<Vec<f64>>,
) -> Thrown<js_sys::Float64Array> {
    let points = || boundary::numbers(request, true, "points", 2 * measure_range::MAX_BATCH_POINTS, (2, "x, y pairs"));
    let out = boundary::request_text(request, Some("points"), keys).and_then(|text| answer(&text, &points));
    thrown(out.map(|out| js_sys::Float64Array::from(out.as_slice())))
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
        with_text(&$request, <ship_info::Request as FromWire>::KEYS, |text| ship_info::answer_text(text, boundary::response))
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
    batch(&request, <measure_range::BatchRequest as FromWire>::KEYS, &|text, points| measure_range::answer_batch(text, points))
}
