//! The `Workspace` class: JS's handle on a kept table (`crate::calls::workspace`, in the
//! style of Ruff's `Workspace`). Each method reads its arguments, hands them to the kept
//! table's method of the same name, and builds the answer. The methods taking a call's
//! request come from the calls' registry with the exports (`crate::bindings`).
//!
//! Arguments are read without running caller code where possible: an id or a
//! coordinate is taken only when `typeof` says it is a string or a number
//! (`JsValue::as_string` / `as_f64`, which cannot throw); request objects and typed
//! arrays go through the catching reads of `js/boundary.js`. Use after `free()` and
//! re-entrant calls are refused by the package entry (scripts/wrap-glue.mjs) before
//! any wasm code runs.

use wasm_bindgen::prelude::*;

use super::{batch, boundary, thrown, trip, with_text, Thrown};
use crate::calls::measure_range::BatchRequest;
use crate::calls::workspace::{AddDto, NewRequest, UpdateDto, Workspace as Kept, POSE_NUMBERS};
use crate::error::Result;
use crate::round::table::Table;
use crate::wire::{FromWire, ToWire};

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

    /// A method taking a call's request (one per registry line with a `kept` doc line,
    /// `crate::bindings`): the one-shot call of the same name on the kept table (`run`: the
    /// call's `run_on`, a function item, called directly), through one [`trip`].
    pub(super) fn on<Req: FromWire, Resp: ToWire>(&self, request: JsValue, run: impl Fn(Req, &Table) -> Result<Resp>) -> Thrown<JsValue> {
        trip(&request, Req::KEYS, &move |text| self.kept.query(text, &run))
    }
}

#[wasm_bindgen]
impl Workspace {
    /// `new Workspace({ edition?, ships?, obstacles?, playArea? })`.
    #[wasm_bindgen(constructor)]
    pub fn new(request: JsValue) -> Thrown<Workspace> {
        with_text(&request, NewRequest::KEYS, Kept::from_text).map(|kept| Workspace { kept })
    }

    /// The edition the table was made for.
    #[wasm_bindgen(getter, skip_typescript)]
    pub fn edition(&self) -> String {
        self.kept.edition().to_string()
    }

    /// The ship ids in table order (the order of `setPoses`).
    #[wasm_bindgen(js_name = shipIds, skip_typescript)]
    pub fn ship_ids(&self) -> Thrown<Vec<String>> {
        thrown(boundary::reserve(0, 0).and_then(|()| self.kept.ship_ids()))
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
        let shape = (POSE_NUMBERS as u32, "x, y, heading triples");
        thrown(boundary::numbers(&poses, false, "poses", max, shape).and_then(|v| self.kept.set_poses(&v)))
    }

    /// Moves a ship and/or replaces state fields: `{ id, pose?, energy?, stress?, ion?,
    /// tractor?, energyLimit?, state?, crippled? }`.
    #[wasm_bindgen(skip_typescript)]
    pub fn update(&self, request: JsValue) -> Thrown<()> {
        with_text(&request, UpdateDto::KEYS, |text| self.kept.update(text))
    }

    /// Adds `{ ship }` or `{ obstacle }` (a new id).
    #[wasm_bindgen(skip_typescript)]
    pub fn add(&self, request: JsValue) -> Thrown<()> {
        with_text(&request, AddDto::KEYS, |text| self.kept.add(text))
    }

    /// Removes the ship or obstacle with this id.
    #[wasm_bindgen(skip_typescript)]
    pub fn remove(&self, id: JsValue) -> Thrown<()> {
        thrown(boundary::string(&id).and_then(|id| self.kept.remove(id)))
    }

    /// `measureRangeBatch` from the kept ship `attacker`.
    #[wasm_bindgen(js_name = measureRangeBatch, skip_typescript)]
    pub fn measure_range_batch(&self, request: JsValue) -> Thrown<js_sys::Float64Array> {
        batch(&request, BatchRequest::<String>::KEYS, &|text, points| self.kept.measure_range_batch(text, points))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::check_overlap::CheckedDto;

    /// True when `R` accepts exactly the keys `R::KEYS` lists: js/boundary.js refuses any
    /// other top-level key before reading a value, so an open type (`#[wire(open)]`) or one
    /// with keys it accepts unread (`#[wire(also)]`) would see good requests refused.
    fn closed<R: FromWire>() -> bool {
        R::SHAPE.map_or(true, |shape| shape.also == Some(""))
    }

    /// The keys of the request type of a call's `run_on` (or `prepare_on`), and whether it
    /// is closed: the kept table's methods are named by the call, their request types by
    /// its function.
    fn keys_of<R: FromWire, T, O>(_: fn(R, T) -> O) -> (&'static str, bool) {
        keys::<R>()
    }

    /// `R`'s keys, and whether it is [`closed`].
    fn keys<R: FromWire>() -> (&'static str, bool) {
        (R::KEYS, closed::<R>())
    }

    /// The kept table's own request types: every key they read, none more (a key here
    /// missing from the struct would refuse a good request before it is read).
    #[test]
    fn own_requests_give_their_keys() {
        assert_eq!(keys::<NewRequest>(), ("edition,ships,obstacles,playArea", true));
        let update = "id,pose,energy,stress,ion,tractor,energyLimit,state,upgrades,crippled,player,team";
        assert_eq!(keys::<UpdateDto>(), (update, true));
        assert_eq!(keys::<AddDto>(), ("ship,obstacle", true));
        assert_eq!(keys::<CheckedDto>(), ("ship,obstacle", true));
    }

    /// Every export and every method taking a call's request checks its keys, and its
    /// request type is closed (no `open`, no `also`), so no good request is refused early.
    #[test]
    fn call_requests_are_checked() {
        let (exports, kept) = requests();
        assert_eq!(kept.len(), if cfg!(feature = "full") { 14 } else { 5 });
        for (name, (keys, closed)) in exports.into_iter().chain(kept) {
            assert!(!keys.is_empty() && closed, "{name}: keys {keys:?}, closed {closed}");
        }
        assert!(keys_of(crate::calls::measure_range::prepare_on).0.split(',').any(|k| k == "attacker"));
        assert!(closed::<BatchRequest<String>>() && closed::<crate::calls::measure_range::BatchRequest>());
    }

    /// The request types of the module built: every export's (`run`), and every kept
    /// method's (the registry's lines with a `kept` doc line, and measureRangeBatch).
    #[allow(clippy::type_complexity)]
    fn requests() -> (Vec<(&'static str, (&'static str, bool))>, Vec<(&'static str, (&'static str, bool))>) {
        let mut exports = Vec::new();
        let mut kept = vec![("measureRangeBatch", keys_of(crate::calls::measure_range::prepare_on))];
        macro_rules! push {
            ($js:ident $m:ident $($kept:literal)?) => {{
                exports.push((stringify!($js), keys::<crate::calls::$m::Request>()));
                $(let _ = $kept; kept.push((stringify!($js), keys_of(crate::calls::$m::run_on)));)?
            }};
        }
        macro_rules! in_module {
            (core $($t:tt)*) => { $($t)* };
            (full $($t:tt)*) => { #[cfg(feature = "full")] $($t)* };
        }
        macro_rules! list {
            ($($kind:ident $js:ident $m:ident $doc:literal $(kept $kept:literal)?;)*) => {
                $(in_module!($kind push!($js $m $($kept)?));)*
            };
        }
        crate::calls::call_registry!(list);
        (exports, kept)
    }

    /// An open type, or one accepting keys unread, is not closed.
    #[test]
    fn open_and_also_types_are_not_closed() {
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
        assert_eq!((closed::<Open>(), closed::<Also>(), closed::<NewRequest>()), (false, false, true));
    }
}
