//! The request types handed to js/boundary.js with their `KEYS` (src/bindings/mod.rs): each
//! must be closed, as the early key check refuses every other top-level key.

use crate::calls::check_overlap::CheckedDto;
use crate::calls::measure_range::BatchRequest;
use crate::calls::workspace::{AddDto, NewRequest, UpdateDto};
use crate::wire::FromWire;

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
    // `batch` (src/bindings/mod.rs) reads both with the export's keys.
    assert_eq!(BatchRequest::<String>::KEYS, <BatchRequest as FromWire>::KEYS);
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
