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

use super::{batch, boundary, thrown, trip, Thrown};
use crate::calls::workspace::{AddDto, NewRequest, UpdateDto, Workspace as Kept, POSE_NUMBERS};
use crate::wire::FromWire;

/// A kept table. Every method throws an `XwingRulesError` naming the field.
#[wasm_bindgen(skip_typescript)]
pub struct Workspace {
    kept: Kept,
}

impl Workspace {
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
        let text = boundary::request_text(&request, None, keys::<NewRequest>());
        thrown(text.and_then(|text| Kept::from_text(&text)).map(|kept| Workspace { kept }))
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
        thrown(boundary::numbers(&poses, false, "poses", max, shape).and_then(|v| self.kept.set_poses(&v)))
    }

    /// Moves a ship and/or replaces state fields: `{ id, pose?, energy?, stress?, ion?,
    /// tractor?, energyLimit?, state?, crippled? }`.
    #[wasm_bindgen(skip_typescript)]
    pub fn update(&self, request: JsValue) -> Thrown<()> {
        thrown(boundary::request_text(&request, None, keys::<UpdateDto>()).and_then(|text| self.kept.update(&text)))
    }

    /// Adds `{ ship }` or `{ obstacle }` (a new id).
    #[wasm_bindgen(skip_typescript)]
    pub fn add(&self, request: JsValue) -> Thrown<()> {
        thrown(boundary::request_text(&request, None, keys::<AddDto>()).and_then(|text| self.kept.add(&text)))
    }

    /// Removes the ship or obstacle with this id.
    #[wasm_bindgen(skip_typescript)]
    pub fn remove(&self, id: JsValue) -> Thrown<()> {
        thrown(boundary::string(&id).and_then(|id| self.kept.remove(id)))
    }

    /// `measureRangeBatch` from the kept ship `attacker`.
    #[wasm_bindgen(js_name = measureRangeBatch, skip_typescript)]
    pub fn measure_range_batch(&self, request: JsValue) -> Thrown<js_sys::Float64Array> {
        batch(&request, keys_of(crate::calls::measure_range::prepare_on), &|text, points| self.kept.measure_range_batch(text, points))
    }
}

/// The top-level keys a request of type `R` accepts, given to js/boundary.js so that any
/// other key is refused before a value of the request is read (issue 30): `R::KEYS`, but
/// `""` (no check there; the reader still refuses an unknown key) for a derived type that
/// accepts keys `KEYS` does not list (`#[wire(open)]`, `#[wire(also)]`), so that no good
/// request is refused early.
fn keys<R: FromWire>() -> &'static str {
    match R::SHAPE {
        Some(shape) if shape.also != Some("") => "",
        _ => R::KEYS,
    }
}

/// [`keys`] of the request type of a call's `run_on` (or `prepare_on`): the kept table's
/// methods are named by the call, their request types by its function.
fn keys_of<R: FromWire, T, O>(_: fn(R, T) -> O) -> &'static str {
    keys::<R>()
}

/// The kept table's methods taking a call's request, each the one-shot call of the same
/// name on the kept table, through one [`trip`]: the core module's (`crate::calls::workspace::core_kept`) and the
/// full module's (the registry's `kept` list, `crate::calls::call_registry`).
macro_rules! methods {
    (calls: [$($calls:tt)*], kept: [$($js:ident $m:ident $doc:literal;)*],) => {
        #[wasm_bindgen]
        impl Workspace {
            $(
                #[doc = $doc]
                #[wasm_bindgen(js_name = $js, skip_typescript)]
                pub fn $m(&self, request: JsValue) -> Thrown<JsValue> {
                    trip(&request, keys_of(crate::calls::$m::run_on), &|text| self.kept.$m(text))
                }
            )*
        }
    };
}

crate::calls::workspace::core_kept!(methods);

/// The full module's (Cargo feature `full`).
#[cfg(feature = "full")]
mod full {
    use super::*;
    crate::calls::call_registry!(methods);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::check_overlap::CheckedDto;

    /// The kept table's own request types: every key they read, none more (a key here
    /// missing from the struct would refuse a good request before it is read).
    #[test]
    fn own_requests_give_their_keys() {
        assert_eq!(keys::<NewRequest>(), "edition,ships,obstacles,playArea");
        assert_eq!(keys::<UpdateDto>(), "id,pose,energy,stress,ion,tractor,energyLimit,state,upgrades,crippled,player,team");
        assert_eq!(keys::<AddDto>(), "ship,obstacle");
        assert_eq!(keys::<CheckedDto>(), "ship,obstacle");
    }

    /// Every method taking a call's request checks its keys (its type is closed: no
    /// `open`, no `also`, so `keys` did not fall back to no check).
    #[test]
    fn call_requests_are_checked() {
        let core = [
            ("placeMove", keys_of(crate::calls::place_move::run_on)),
            ("measureRange", keys_of(crate::calls::measure_range::run_on)),
            ("resolveAttack", keys_of(crate::calls::resolve_attack::run_on)),
            ("measureRangeBatch", keys_of(crate::calls::measure_range::prepare_on)),
        ];
        for (name, keys) in core.into_iter().chain(full()) {
            assert!(!keys.is_empty(), "{name}: no keys checked");
        }
        assert!(keys_of(crate::calls::measure_range::prepare_on).split(',').any(|k| k == "attacker"));
    }

    /// The full module's kept methods and their keys (none in the core module).
    fn full() -> Vec<(&'static str, &'static str)> {
        #[allow(unused_mut)]
        let mut out = Vec::new();
        macro_rules! list {
            (calls: [$($calls:tt)*], kept: [$($js:ident $m:ident $doc:literal;)*],) => {
                #[cfg(feature = "full")]
                out.extend([$((stringify!($js), keys_of(crate::calls::$m::run_on))),*]);
            };
        }
        crate::calls::call_registry!(list);
        out
    }

    /// An open type is not checked early: its unknown keys are read and ignored.
    #[test]
    fn open_and_also_types_are_not_checked_early() {
        #[derive(crate::wire::FromWire)]
        #[wire(open)]
        #[allow(dead_code)]
        struct Open {
            a: f64,
        }
        #[derive(crate::wire::FromWire)]
        #[wire(also = "crate::calls::shared::input::SHIP_KEYS")]
        #[allow(dead_code)]
        struct Also {
            a: f64,
        }
        assert_eq!((keys::<Open>(), keys::<Also>(), Open::KEYS), ("", "", "a"));
    }
}
