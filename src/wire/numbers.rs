//! The generic core of the checked-number wire types: a number read and range-checked
//! while the request is read, so its error carries the field's path and a type can hold
//! the checked number itself. Here, below the engine, so that engine types can derive
//! `FromWire` with checked fields (an Epic squad ship's [`Points`]); `crate::calls::shared::numbers`
//! builds its named types (counts, seeds) on it, with the same wording.

use super::{Errors, Json};
use crate::error::RulesError;
use crate::num_text::Num;

/// A whole number in 0..=max, its refusal without a path yet.
pub fn checked_whole(v: f64, max: u64) -> Result<u64, RulesError> {
    if !v.is_finite() || v.fract() != 0.0 || v < 0.0 {
        return Err(RulesError::invalid("", format!("expected a whole number ≥ 0, got {}", Num(v))));
    }
    if v > max as f64 {
        return Err(RulesError::too_large("", format!("must be at most {max}, got {}", Num(v))));
    }
    Ok(v as u64)
}

/// Reads a number checked by `check`, recording a refusal (and a wrong type, worded as a
/// finite number's) in `e`; 0 then. One reader for every checked number (a copy per kept type).
#[inline(never)]
pub fn read_checked<N: Default>(v: &Json, e: &mut Errors, check: &dyn Fn(f64) -> Result<N, RulesError>) -> N {
    let n = match v {
        Json::Num(n) => *n,
        other => {
            e.wrong_type(other, "a finite number");
            return N::default();
        }
    };
    check(n).unwrap_or_else(|r| {
        e.fail(r);
        N::default()
    })
}

/// Declares a checked wire type `$name(pub $t)`: a number, a value read one of several ways
/// (`upgrades`, a set of sections), or a checked list (`<type T, …>` over its item type and
/// its limits). Read by `$body` (`$v` the value, `$e` the read's errors, where a refusal is
/// recorded with its words; the value is then unused), declared to TypeScript as `$ts`, kept
/// as `$t` through `From` (an engine type's field, `#[wire(read_as)]`); its placeholder is
/// `$t`'s default. One declaration for every checked value, however its check differs; the short
/// form `$name($t) = $check` is a number read through `$check` ([`read_checked`]).
macro_rules! wire_number {
    ($(#[$a:meta])* $name:ident$(<const $p:ident: $pt:ty>)?$(<type $tp:ident$(, const $lp:ident: $lt:ty = $ld:ident)*>)?($t:ty) = $ts:expr, |$v:ident, $e:ident| $body:expr) => {
        $(#[$a])*
        pub struct $name$(<const $p: $pt>)?$(<$tp$(, const $lp: $lt = $ld)*>)?(pub $t);

        impl$(<const $p: $pt>)?$(<$tp: $crate::wire::FromWire$(, const $lp: $lt)*>)? $crate::wire::FromWire for $name$(<$p>)?$(<$tp$(, $lp)*>)? {
            fn read($v: &$crate::wire::Json, $e: &mut $crate::wire::Errors) -> Self {
                $name($body)
            }

            fn placeholder() -> Self {
                $name(<$t>::default())
            }
        }

        impl$(<const $p: $pt>)?$(<$tp$(, const $lp: $lt)*>)? From<$name$(<$p>)?$(<$tp$(, $lp)*>)?> for $t {
            fn from(n: $name$(<$p>)?$(<$tp$(, $lp)*>)?) -> $t {
                n.0
            }
        }

        #[cfg(test)]
        impl$(<const $p: $pt>)?$(<$tp: $crate::wire::ts::TsIn$(, const $lp: $lt)*>)? $crate::wire::ts::TsIn for $name$(<$p>)?$(<$tp$(, $lp)*>)? {
            fn ts_in() -> String {
                $ts.into()
            }
        }
    };
    ($(#[$a:meta])* $name:ident($t:ty) = $check:expr) => {
        $crate::wire::numbers::wire_number!(
            $(#[$a])*
            #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
            $name($t) = "number", |v, e| $crate::wire::numbers::read_checked::<u64>(v, e, &$check) as $t
        );
    };
}
pub(crate) use wire_number;

wire_number!(
    /// A whole number from 0 to `MAX` (a count, a stat, a die), refused as [`checked_whole`] words it.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    Whole<const MAX: u32>(u32) = "number", |v, e| read_checked(v, e, &|n| checked_whole(n, u64::from(MAX))) as u32
);

wire_number!(
    /// A whole number from 0 to `MAX`, or `true`/`false` for one or none (a token count:
    /// `crate::attack::TokenCount`).
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    WholeOrBool<const MAX: u32>(u32) = "number | boolean", |v, e| match v {
        Json::Bool(b) => u32::from(*b),
        Json::Num(_) => Whole::<MAX>::read(v, e).0,
        other => {
            e.wrong_type(other, "a whole number of tokens or a boolean");
            0
        }
    }
);

/// The check of a whole number from 0 to `max`, worded with `shown` for `max` (a token or
/// energy count of a ship given without a round state; a `seed`).
pub fn from_zero(x: f64, max: f64, shown: &dyn std::fmt::Display) -> Result<u64, RulesError> {
    if x.fract() == 0.0 && (0.0..=max).contains(&x) {
        return Ok(x as u64);
    }
    Err(RulesError::invalid("", format!("expected a whole number from 0 to {shown}, got {}", Num(x))))
}

/// Largest token or energy count accepted: far above any ship's capacity.
pub const MAX_TOKENS: f64 = 99.0;

wire_number!(
    /// A token or energy count of a ship given without a round state: 0 to [`MAX_TOKENS`],
    /// worded as [`from_zero`].
    Tokens(u32) = |n| from_zero(n, MAX_TOKENS, &Num(MAX_TOKENS))
);

/// Largest squad limit or cost accepted: far above any Epic list (a 6-player team at 600 each).
pub const MAX_POINTS: f64 = 1_000_000.0;

/// The check of a whole number of points (squad points or threat), 0 to [`MAX_POINTS`].
pub fn checked_points(v: f64) -> std::result::Result<u32, RulesError> {
    if v > MAX_POINTS {
        return Err(RulesError::too_large("", format!("at most {} points", Num(MAX_POINTS))));
    }
    if !(v >= 0.0 && v.fract() == 0.0) {
        return Err(RulesError::invalid("", format!("expected a whole number of points, got {}", Num(v))));
    }
    Ok(v as u32)
}

wire_number!(
    /// A whole number of points (squad points or threat), 0 to [`MAX_POINTS`], worded as `checked_points`.
    Points(u32) = |n| checked_points(n).map(u64::from)
);

wire_number!(
    /// A number that must be finite; NaN and ±Infinity are refused while parsing, so the error
    /// carries the field's path. Read into an engine `f64` with `#[wire(read_as)]`.
    #[derive(Clone, Copy, Debug, PartialEq)]
    Finite(f64) = "number", |v, e| read_checked(v, e, &Ok)
);

/// Most damage cards, upgrades, locks or used entries one state may list.
pub const MAX_LIST: usize = 200;

/// What a [`List`]'s refusal counts (`NOUN`): "at most 200 entries", "… cards", "… arc names",
/// "… entries are accepted" (a call's pieces, as `crate::limits::check_objects`), "… actions are accepted", "… steps".
pub const ENTRIES: u8 = 0;
pub const CARDS: u8 = 1;
pub const ARC_NAMES: u8 = 2;
pub const OBJECTS: u8 = 3;
pub const ACTIONS: u8 = 4;
pub const STEPS: u8 = 5;

wire_number!(
    /// A list of at most `MAX` entries (default [`MAX_LIST`]), refused `TOO_LARGE` at its path after
    /// its entries, "at most MAX" and its `NOUN` ([`ENTRIES`] unless given): its length is checked
    /// while read, so no call counts it after.
    #[derive(Clone, Debug, Default, PartialEq)]
    List<type T, const MAX: usize = MAX_LIST, const NOUN: u8 = ENTRIES>(Vec<T>) = <Vec<T> as crate::wire::ts::TsIn>::ts_in(), |v, e| {
        let items = Vec::<T>::read(v, e);
        if items.len() > MAX && !e.failed {
            let noun = match NOUN { CARDS => "cards", ARC_NAMES => "arc names", OBJECTS => "entries are accepted", ACTIONS => "actions are accepted", STEPS => "steps", _ => "entries" };
            e.fail(RulesError::too_large("", format!("at most {MAX} {noun}")));
        }
        items
    }
);

wire_number!(
    /// A finite number held to a physical scale while read, so that its refusal names its field:
    /// `Scaled<COORD>` ([`Coord`]: a pose's `x`, `y`), [`Heading`] and [`Length`] (a play area's
    /// side, a setup area's depth), each refused as [`scaled`] words it.
    #[derive(Clone, Copy, Debug, Default, PartialEq)]
    Scaled<const S: u8>(f64) = "number", |v, e| read_checked(v, e, &|n| scaled(S, n))
);
pub const COORD: u8 = 0;
pub const HEADING: u8 = 1;
pub const LENGTH: u8 = 2;
pub type Coord = Scaled<COORD>;
pub type Heading = Scaled<HEADING>;
pub type Length = Scaled<LENGTH>;

/// Largest heading magnitude accepted (degrees): far beyond any turn, small enough that
/// the heading's sine and cosine keep their precision.
pub const MAX_HEADING: f64 = 1e6;

/// `v` on scale `s`: a coordinate within ±[`MAX_COORD`](crate::limits::MAX_COORD) mm and a
/// heading within ±[`MAX_HEADING`] degrees (else `TOO_LARGE`), a length above 0 and at most
/// `MAX_COORD` mm (else `INVALID_INPUT`). Also the check of loose numbers (`Workspace.setPose`).
pub fn scaled(s: u8, v: f64) -> Result<f64, RulesError> {
    let (max, unit) = if s == HEADING { (MAX_HEADING, "degrees") } else { (crate::limits::MAX_COORD, "mm") };
    match s {
        LENGTH if !(v > 0.0 && v <= max) => {
            Err(RulesError::invalid("", format!("expected a length above 0 and at most {} mm, got {}", Num(max), Num(v))))
        }
        COORD | HEADING if v.abs() > max => Err(RulesError::too_large("", format!("must be within ±{} {unit}", Num(max)))),
        _ => Ok(v),
    }
}
