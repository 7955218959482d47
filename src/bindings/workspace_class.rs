//! The `Workspace` class: JS's handle on a kept table (`crate::calls::workspace`, in the
//! style of Ruff's `Workspace`). Each method reads its arguments, hands them to the kept
//! table's method of the same name, and builds the answer.
//!
//! Arguments are read without running caller code where possible: an id or a
//! coordinate is taken only when `typeof` says it is a string or a number
//! (`JsValue::as_string` / `as_f64`, which cannot throw); request objects and typed
//! arrays go through the catching reads of `js/boundary.js`. Use after `free()` and
//! re-entrant calls are refused by the package entry (scripts/wrap-glue.mjs) before
//! any wasm code runs.

use wasm_bindgen::prelude::*;

use super::{boundary, js_error};
use crate::calls::workspace::{Workspace as Kept, POSE_NUMBERS};
use crate::error::Result;
use crate::wire::Writer;

/// A kept table. Every method throws an `XwingRulesError` naming the field.
#[wasm_bindgen(skip_typescript)]
pub struct Workspace {
    kept: Kept,
}

type Thrown<T> = std::result::Result<T, JsValue>;

fn thrown<T>(r: Result<T>) -> Thrown<T> {
    r.map_err(|e| js_error::to_js(&e))
}

impl Workspace {
    /// One trip through a method that answers: the request text in, the kept table's
    /// `method` run on it (read once, run, written once), the answer object out.
    fn answer(&self, request: &JsValue, method: fn(&Kept, &str) -> Result<Writer>) -> Thrown<JsValue> {
        thrown(boundary::request_text(request, None).and_then(|text| method(&self.kept, &text)).and_then(|w| boundary::response(&w)))
    }

    /// The kept table (native tests and benches).
    pub fn kept(&self) -> &Kept {
        &self.kept
    }
}

#[wasm_bindgen]
impl Workspace {
    /// `new Workspace({ edition?, ships?, obstacles?, playArea? })`.
    #[wasm_bindgen(constructor)]
    pub fn new(request: JsValue) -> Thrown<Workspace> {
        thrown(boundary::request_text(&request, None).and_then(|text| Kept::from_text(&text)).map(|kept| Workspace { kept }))
    }

    /// The edition the table was made for.
    #[wasm_bindgen(getter, skip_typescript)]
    pub fn edition(&self) -> String {
        self.kept.edition().to_string()
    }

    /// The ship ids in table order (the order of `setPoses`).
    #[wasm_bindgen(js_name = shipIds, skip_typescript)]
    pub fn ship_ids(&self) -> Thrown<Vec<String>> {
        thrown(boundary::reserve(boundary::CALL_HEADROOM).and_then(|()| self.kept.ship_ids()))
    }

    /// Moves one ship.
    #[wasm_bindgen(js_name = setPose, skip_typescript)]
    pub fn set_pose(&self, id: JsValue, x: JsValue, y: JsValue, heading: JsValue) -> Thrown<()> {
        thrown(boundary::string(&id).and_then(|id| self.kept.set_pose(id, x.as_f64(), y.as_f64(), heading.as_f64())))
    }

    /// Moves every ship: a `Float64Array` of x, y, heading per ship in `shipIds()` order.
    #[wasm_bindgen(js_name = setPoses, skip_typescript)]
    pub fn set_poses(&self, poses: JsValue) -> Thrown<()> {
        let max = POSE_NUMBERS * crate::limits::MAX_OBJECTS;
        let shape = (POSE_NUMBERS as u32, "poses", "x, y, heading triples");
        thrown(boundary::numbers(&poses, "poses", max, shape).and_then(|v| self.kept.set_poses(&v)))
    }

    /// Moves a ship and/or replaces state fields: `{ id, pose?, energy?, stress?, ion?,
    /// tractor?, energyLimit?, state?, crippled? }`.
    #[wasm_bindgen(skip_typescript)]
    pub fn update(&self, request: JsValue) -> Thrown<()> {
        thrown(boundary::request_text(&request, None).and_then(|text| self.kept.update(&text)))
    }

    /// Adds `{ ship }` or `{ obstacle }` (a new id).
    #[wasm_bindgen(skip_typescript)]
    pub fn add(&self, request: JsValue) -> Thrown<()> {
        thrown(boundary::request_text(&request, None).and_then(|text| self.kept.add(&text)))
    }

    /// Removes the ship or obstacle with this id.
    #[wasm_bindgen(skip_typescript)]
    pub fn remove(&self, id: JsValue) -> Thrown<()> {
        thrown(boundary::string(&id).and_then(|id| self.kept.remove(id)))
    }

    /// `placeMove` for the kept ship `ship` among the rest of the table.
    #[wasm_bindgen(js_name = placeMove, skip_typescript)]
    pub fn place_move(&self, request: JsValue) -> Thrown<JsValue> {
        self.answer(&request, Kept::place_move)
    }

    /// `checkOverlap` of the kept ship `ship` (or obstacle `obstacle`) against the rest of the table.
    #[wasm_bindgen(js_name = checkOverlap, skip_typescript)]
    pub fn check_overlap(&self, request: JsValue) -> Thrown<JsValue> {
        self.answer(&request, Kept::check_overlap)
    }

    /// `measureRange` between two kept ships; the rest of the table may obstruct.
    #[wasm_bindgen(js_name = measureRange, skip_typescript)]
    pub fn measure_range(&self, request: JsValue) -> Thrown<JsValue> {
        self.answer(&request, Kept::measure_range)
    }

    /// `resolveAttack` between the kept ships `attacker.id` and `defender.id`, at their kept
    /// poses; every other kept piece may obstruct.
    #[wasm_bindgen(js_name = resolveAttack, skip_typescript)]
    pub fn resolve_attack(&self, request: JsValue) -> Thrown<JsValue> {
        self.answer(&request, Kept::resolve_attack)
    }

    /// `measureRangeBatch` from the kept ship `attacker`.
    #[wasm_bindgen(js_name = measureRangeBatch, skip_typescript)]
    pub fn measure_range_batch(&self, request: JsValue) -> Thrown<js_sys::Float64Array> {
        let points = || boundary::points(&request, "points", 2 * crate::calls::measure_range::MAX_BATCH_POINTS);
        thrown(
            boundary::request_text(&request, Some("points"))
                .and_then(|text| self.kept.measure_range_batch(&text, points))
                .map(|out| js_sys::Float64Array::from(out.as_slice())),
        )
    }
}

/// The full module's methods: each the one-shot call of the same name on the kept table
/// (the registry's `kept` list, `crate::calls::full_calls`).
macro_rules! methods {
    (calls: [$($calls:tt)*], kept: [$($js:ident $m:ident $doc:literal;)*],) => {
        #[cfg(feature = "full")]
        #[wasm_bindgen]
        impl Workspace {
            $(
                #[doc = $doc]
                #[wasm_bindgen(js_name = $js, skip_typescript)]
                pub fn $m(&self, request: JsValue) -> Thrown<JsValue> {
                    self.answer(&request, Kept::$m)
                }
            )*
        }
    };
}

crate::calls::full_calls!(methods);

/// The class's declaration, beside the kept table's types (`crate::calls::workspace`).
#[wasm_bindgen(typescript_custom_section)]
const TS_WORKSPACE: &str = crate::calls::workspace::TS;

/// The full module's methods, merged into the class's declaration.
#[cfg(feature = "full")]
#[wasm_bindgen(typescript_custom_section)]
const TS_WORKSPACE_FULL: &str = crate::calls::workspace::full::TS;
