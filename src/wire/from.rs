//! Reading a request tree into typed values: [`FromWire`], implemented here for the
//! standard types and derived (`#[derive(FromWire)]`) for request types.
//!
//! A derived struct is data, not code: its [`Shape`] (field keys, which may be absent,
//! which are flattened, the keys accepted unread, and under `cfg(test)` the doc comments
//! and TypeScript) is walked by one non-generic reader, [`read_struct`], which reads each
//! field into a [`Slot`] (a `&mut dyn` place holding the field's placeholder). So a
//! struct's generated code is its fields' placeholders and one call, and a field type
//! costs one small `Slot` method, whichever structs hold it: the idea of dtolnay's
//! miniserde (trait objects instead of monomorphised code per field and per type). Serde's
//! derived visitors were a quarter of the module, the per-field helpers that followed
//! (`field_or_default::<T>`, one copy per field type) 27 KB.
//!
//! Why errors are recorded instead of returned: a reader returning
//! `Result<T, RulesError>` puts an error branch after every field (`?`: 45 KB of code), which drops
//! every field read before it, and carries each result through stack memory. Here a
//! reader returns the value itself; a mistake is recorded in the [`Errors`] passed down
//! the whole read and the reader returns a placeholder ([`FromWire::placeholder`]).
//! Once something failed, nothing more is read (every field and item reads as its
//! placeholder), so the error reported is the one a `?` on every field would have
//! returned: the first field in declaration order, the first item in order, with its
//! path.

use std::borrow::Cow;
use std::collections::BTreeMap;

use super::error::{self, Errors};
use super::json::Json;
use crate::error::RulesError;
use crate::num_text::Num;

/// Largest integer a JS number holds exactly.
pub(super) const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

/// A value read from the request tree.
pub trait FromWire: Sized {
    /// A struct's keys as the request spells them, its flattened fields' too, joined by
    /// commas: what the reader checks keys against (and the TypeScript declarations are
    /// checked against: src/bindings/ts_fields_tests.rs). One string per type instead of a
    /// table of string slices (8 bytes a field in wasm).
    const KEYS: &'static str = "";

    /// Whether an absent key reads as the placeholder (`Option`: `None`) instead of
    /// being refused as missing.
    const ABSENT_OK: bool = false;

    /// A derived struct's description (`None` for every other type): what
    /// [`read_struct`] walks, and what the TypeScript and docs are generated from.
    const SHAPE: Option<&'static Shape> = None;

    /// Reads `v`. A mistake is recorded in `e` (see [`Errors::fail`]) and the
    /// placeholder returned instead; callers never call this once `e` has failed
    /// (containers stop at the first failure), except a derived struct's
    /// [`FromWire::placeholder`], which reads nothing then.
    fn read(v: &Json<'_>, e: &mut Errors) -> Self;

    /// The value standing in for one that could not be read (0, empty, `None`, an
    /// enum's first variant, a struct of placeholders). Never seen by a caller: the
    /// read that made it returns the error. The default reads a struct's fields from
    /// nothing with an already failed [`Errors`], which returns each field's
    /// placeholder without looking at the tree; types that are not structs of fields
    /// give theirs directly.
    fn placeholder() -> Self {
        Self::read(&Json::Null, &mut Errors { failed: true, ..Errors::default() })
    }

    /// Reads `v`: the value, or the first mistake with its path.
    fn from_wire(v: &Json<'_>) -> crate::error::Result<Self> {
        let mut e = Errors::default();
        let out = Self::read(v, &mut e);
        e.finish().map(|()| out)
    }
}

/// A derived struct, as data: what [`read_struct`] reads and the TypeScript says.
#[derive(Debug)]
pub struct Shape {
    /// The wrong-type error's name for it (`struct ShipDto`).
    pub expecting: &'static str,
    /// Every key it reads, its flattened fields' too, comma-separated ([`FromWire::KEYS`]).
    pub keys: &'static str,
    /// Keys accepted and never read (`#[wire(also = "...")]`, comma-separated; empty by
    /// default); `None` for a free-form object (`#[wire(open)]`), whose unknown keys are
    /// ignored.
    pub also: Option<&'static str>,
    /// Its fields in declaration order: the order they are read (and errors reported) in.
    pub fields: &'static [Field],
}

/// One field of a [`Shape`].
#[derive(Debug)]
pub struct Field {
    /// The key as the request spells it; empty for a flattened field (`#[serde(flatten)]`),
    /// whose own fields are read from this object.
    pub key: &'static str,
    /// An absent key leaves the field as it starts: `#[serde(default)]` (its `Default`)
    /// or an `Option` (`None`). Otherwise absent is an error naming the key.
    pub absent_ok: bool,
    /// `#[wire(null)]` on a `#[serde(default)]` field: `null` reads as absent.
    pub null_ok: bool,
    /// The field's `///` text and TypeScript (tests only: crate::wire::ts).
    #[cfg(test)]
    pub ts: super::ts::TsOf,
}

/// Where one field of a struct being read goes: the field's value, starting as its
/// placeholder or default. A trait object, so that [`read_struct`] exists once.
pub trait Slot {
    /// Reads `v` into the place (a flattened field: the fields of the object `v`).
    fn read_into(&mut self, v: &Json<'_>, e: &mut Errors);
}

/// The field itself is its place. (A borrow wrapper instead, whose table holds no drop code,
/// measured larger: its `read_into` held a second copy of each field type's reader.)
impl<T: FromWire> Slot for T {
    fn read_into(&mut self, v: &Json<'_>, e: &mut Errors) {
        *self = T::read(v, e);
    }
}

/// A `#[wire(read_as = "T")]` field's place ([`Slot`]): read as `T` (a checked number), kept
/// as `F` through `self.1`: `From` (an `Option<F>`: of each value), or `#[wire(check = "path")]`'s
/// function, an engine type's own check, whose error is reported at the field's path.
pub struct ReadAs<'a, T, F>(pub &'a mut F, pub fn(T) -> crate::error::Result<F>);

impl<T: FromWire, F> Slot for ReadAs<'_, T, F> {
    fn read_into(&mut self, v: &Json<'_>, e: &mut Errors) {
        let t = T::read(v, e);
        if !e.failed {
            (self.1)(t).map_or_else(|err| e.fail(err), |f| *self.0 = f);
        }
    }
}

/// Reads the struct `shape` from `v` into `slots` (one per field, in `shape.fields`'
/// order). Unknown keys are checked first (unless the struct is flattened: [`Errors::flat`]):
/// a misspelt key is the likelier mistake behind a missing field (`sead` beside a required
/// `seed`). The one reader of every derived struct.
#[inline(never)]
pub fn read_struct(v: &Json<'_>, shape: Option<&Shape>, slots: &mut [&mut dyn Slot], e: &mut Errors) {
    let whole = !std::mem::take(&mut e.flat);
    let Some(shape) = shape.filter(|_| !e.failed) else {
        return;
    };
    let entries: &Entries = match v {
        Json::Obj(entries) => entries,
        other => return e.wrong_type(other, shape.expecting),
    };
    if let (true, Some(also)) = (whole, shape.also) {
        deny_unknown(entries, shape.keys, also, e);
    }
    for (f, slot) in shape.fields.iter().zip(slots.iter_mut()) {
        if e.failed {
            return;
        }
        if f.key.is_empty() {
            e.flat = true;
            slot.read_into(v, e);
            continue;
        }
        // The first entry of the key (`JSON.stringify` writes each key once).
        match entries.iter().find(|(k, _)| k == f.key).map(|(_, v)| v) {
            Some(Json::Null) if f.null_ok => {}
            Some(x) => {
                slot.read_into(x, e);
                if e.failed {
                    e.at(Some(f.key), 0);
                }
            }
            None if f.absent_ok => {}
            None => e.fail(RulesError::invalid(f.key, "is required")),
        }
    }
}

/// Refuses a key that is neither one of `fields` (a struct's [`FromWire::KEYS`]) nor
/// of `also` (keys the type accepts without reading them, `#[wire(also)]`): a
/// misspelt key is an error naming its path and the nearest valid key, not a field
/// silently left at its default.
fn deny_unknown(entries: &Entries, fields: &'static str, also: &'static str, e: &mut Errors) {
    let known = |k: &str| fields.split(',').chain(also.split(',')).any(|f| !f.is_empty() && f == k);
    if let Some((k, _)) = entries.iter().find(|(k, _)| !known(k)) {
        e.fail(RulesError::invalid("", error::unknown_key_message(k, fields, also)));
        e.at(Some(k), 0);
    }
}

/// An object's entries, in text order.
type Entries<'a> = [(Cow<'a, str>, Json<'a>)];

/// Which of `names` the string `v` is (an enum of names); `expecting` names the enum
/// in a wrong-type error. On a mistake, 0 (the enum's first variant as placeholder).
#[inline(never)]
pub fn name_index(v: &Json, names: &[&str], expecting: &str, e: &mut Errors) -> usize {
    match v {
        Json::Str(s) => match names.iter().position(|n| *n == s.as_ref()) {
            Some(i) => i,
            None => {
                let names = super::error::quoted(names);
                e.fail(RulesError::unknown("", format!("unknown name {s:?}: expected one of {names}")));
                0
            }
        },
        other => {
            e.wrong_type(other, expecting);
            0
        }
    }
}

/// A value of one JSON kind: `$pat => $out`, else a wrong type naming `$expecting`; `$zero`
/// on a mistake and as the placeholder.
macro_rules! scalars {
    ($($t:ty: $pat:pat => $out:expr, $expecting:literal, $zero:expr;)*) => {$(
        impl FromWire for $t {
            fn read(v: &Json, e: &mut Errors) -> $t {
                match v {
                    $pat => $out,
                    other => {
                        e.wrong_type(other, $expecting);
                        $zero
                    }
                }
            }

            fn placeholder() -> $t {
                $zero
            }
        }
    )*};
}
scalars! {
    f64: Json::Num(n) => *n, "f64", 0.0;
    bool: Json::Bool(b) => *b, "a boolean", false;
    String: Json::Str(s) => s.to_string(), "a string", String::new();
}

/// A whole number from `min` to `max` (`expecting` names the type: `u32`); 0 on a mistake.
#[inline(never)]
fn whole(v: &Json, min: f64, max: f64, expecting: &'static str, e: &mut Errors) -> f64 {
    match v {
        Json::Num(n) if n.fract() == 0.0 && n.abs() <= MAX_SAFE => {
            if (min..=max).contains(n) {
                *n
            } else {
                e.fail(RulesError::invalid("", format!("invalid value: integer `{}`; expected {expecting}", Num(*n))));
                0.0
            }
        }
        other => {
            e.wrong_type(other, expecting);
            0.0
        }
    }
}

macro_rules! integers {
    ($($t:ty),*) => {$(
        impl FromWire for $t {
            fn read(v: &Json, e: &mut Errors) -> $t {
                whole(v, (<$t>::MIN as f64).max(-MAX_SAFE), (<$t>::MAX as f64).min(MAX_SAFE), stringify!($t), e) as $t
            }

            fn placeholder() -> $t {
                0
            }
        }
    )*};
}
integers!(u8, u16, u32, u64, usize, i32, i64);

impl<T: FromWire> FromWire for Option<T> {
    const ABSENT_OK: bool = true;

    fn read(v: &Json, e: &mut Errors) -> Option<T> {
        match v {
            Json::Null => None,
            // Refused whatever `T` is (an XWS extra reads any other value): never "not given".
            Json::NonFinite(_) => {
                e.wrong_type(v, "a finite number");
                None
            }
            other => Some(T::read(other, e)),
        }
    }

    fn placeholder() -> Option<T> {
        None
    }
}

/// The items of `v`, each read and kept by `push` (given a map entry's key), with its index (a
/// map's entries their key) in any error: an array's, or when `keyed` an object's entries
/// (`expecting` names what it must be). Reading stops at the first bad item. Not generic: one
/// loop for every list and map type, each type's `push` a small closure.
#[inline(never)]
fn items(v: &Json, expecting: &'static str, keyed: bool, e: &mut Errors, push: &mut dyn FnMut(&str, &Json, &mut Errors)) {
    let (list, entries): (&[Json], &Entries) = match (v, keyed) {
        (Json::Arr(list), false) => (list, &[]),
        (Json::Obj(entries), true) => (&[], entries),
        (other, _) => return e.wrong_type(other, expecting),
    };
    let all = list.iter().map(|x| (None, x)).chain(entries.iter().map(|(k, x)| (Some(k.as_ref()), x)));
    for (i, (key, item)) in all.enumerate() {
        push(key.unwrap_or_default(), item, e);
        if e.failed {
            return e.at(key, i);
        }
    }
}

/// The items of the array `v` ([`items`]; `expecting`: a `Vec`'s or an array's words).
fn list<T: FromWire>(v: &Json, expecting: &'static str, e: &mut Errors) -> Vec<T> {
    let mut out = Vec::with_capacity(if let Json::Arr(l) = v { l.len() } else { 0 });
    items(v, expecting, false, e, &mut |_, x, e| out.push(T::read(x, e)));
    out
}

impl<T: FromWire> FromWire for Vec<T> {
    fn read(v: &Json, e: &mut Errors) -> Vec<T> {
        list(v, "a sequence", e)
    }

    fn placeholder() -> Vec<T> {
        Vec::new()
    }
}

/// An object's entries by key.
impl<T: FromWire> FromWire for BTreeMap<String, T> {
    fn read(v: &Json, e: &mut Errors) -> BTreeMap<String, T> {
        let mut out = BTreeMap::new();
        items(v, "a map", true, e, &mut |k, x, e| _ = out.insert(k.to_string(), T::read(x, e)));
        out
    }
}

impl<T: FromWire, const N: usize> FromWire for [T; N] {
    fn read(v: &Json, e: &mut Errors) -> [T; N] {
        let list: Vec<T> = list(v, "an array", e);
        if e.failed {
            return Self::placeholder();
        }
        let got = list.len();
        list.try_into().unwrap_or_else(|_| {
            e.fail(RulesError::invalid("", format!("invalid length {got}; expected an array of length {N}")));
            Self::placeholder()
        })
    }

    fn placeholder() -> [T; N] {
        std::array::from_fn(|_| T::placeholder())
    }
}

#[cfg(test)]
mod tests {
    use super::super::json::parse_json;
    use super::*;

    /// An error as the tests compare it: its field, code and words.
    fn why(e: &RulesError) -> (&str, &str, &str) {
        (&e.field, e.code.as_str(), &e.reason)
    }

    fn read<T: FromWire>(text: &str) -> crate::error::Result<T> {
        T::from_wire(&parse_json(text).unwrap())
    }

    #[test]
    fn numbers_and_their_errors() {
        assert_eq!(read::<u32>("7").unwrap(), 7);
        assert_eq!(read::<i32>("-7").unwrap(), -7);
        assert_eq!(read::<f64>("2.5").unwrap(), 2.5);
        let reason = |r: crate::error::Result<u32>| match r.unwrap_err() {
            e if e.code == crate::error::ErrorCode::InvalidInput => e.reason.clone(),
            e => panic!("{e:?}"),
        };
        assert_eq!(reason(read::<u32>("2.5")), "got floating point `2.5`; expected u32");
        assert_eq!(reason(read::<u32>("-1")), "invalid value: integer `-1`; expected u32");
        assert_eq!(reason(read::<u32>("\"3\"")), "got string \"3\"; expected u32");
        assert_eq!(reason(read::<u32>("NaN")), "expected a finite number, got NaN");
        assert_eq!(reason(read::<u8>("256").map(u32::from)), "invalid value: integer `256`; expected u8");
    }

    #[test]
    fn containers_keep_the_path_of_a_bad_item() {
        assert_eq!(read::<Vec<[f64; 2]>>("[[1,2],[3,4]]").unwrap(), vec![[1.0, 2.0], [3.0, 4.0]]);
        assert_eq!(read::<Vec<[f64; 2]>>("[[1,2],[3,\"4\"]]").unwrap_err().field, "[1][1]");
        assert_eq!(read::<Vec<[f64; 2]>>("[[1,2,3]]").unwrap_err().field, "[0]");
        let m = read::<BTreeMap<String, Option<bool>>>(r#"{"b":true,"a":null}"#).unwrap();
        assert_eq!(m.into_iter().collect::<Vec<_>>(), [("a".to_string(), None), ("b".to_string(), Some(true))]);
        assert_eq!(read::<BTreeMap<String, bool>>(r#"{"a":true,"b":1}"#).unwrap_err().field, "b");
        assert!(read::<Option<f64>>("Infinity").is_err());
    }

    /// A shape of one field `key`, absent allowed or not.
    fn one(key: &'static str, absent_ok: bool) -> Shape {
        let ts = crate::wire::ts::TsOf::of::<u32>();
        Shape {
            expecting: "struct T",
            keys: "a,b,n",
            also: Some(""),
            fields: Box::leak(Box::new([Field { key, absent_ok, null_ok: false, ts }])),
        }
    }

    /// `key` read from `{"a":1,"n":null}` into a place starting at `start`.
    fn field<T: FromWire>(key: &'static str, absent_ok: bool, start: T) -> crate::error::Result<T> {
        let tree = parse_json(r#"{"a":1,"n":null}"#).unwrap();
        let mut e = Errors::default();
        let mut place = start;
        read_struct(&tree, Some(&one(key, absent_ok)), &mut [&mut place], &mut e);
        e.finish().map(|()| place)
    }

    #[test]
    fn fields_required_optional_and_defaulted() {
        assert_eq!(field::<u32>("a", false, 0).unwrap(), 1);
        assert_eq!(field::<Option<u32>>("b", true, None).unwrap(), None);
        assert_eq!(field::<Option<u32>>("n", true, None).unwrap(), None);
        assert_eq!(field::<u32>("b", true, 0).unwrap(), 0, "a default, absent");
        let e = field::<u32>("b", false, 0).unwrap_err();
        assert_eq!(why(&e), ("b", "INVALID_INPUT", "is required"));
        assert_eq!(field::<u32>("n", true, 0).unwrap_err().field, "n");
        let name = |s: &str| {
            let mut e = Errors::default();
            let i = name_index(&Json::Str(s.into()), &["a", "b"], "enum E", &mut e);
            e.finish().map(|()| i)
        };
        assert_eq!(why(&name("x").unwrap_err()), ("request", "UNKNOWN_NAME", "unknown name \"x\": expected one of \"a\", \"b\""));
        assert_eq!(name("b").unwrap(), 1);
        let mut e = Errors::default();
        let mut place = 0u32;
        read_struct(&Json::Bool(true), Some(&one("a", false)), &mut [&mut place], &mut e);
        assert_eq!(place, 0);
        assert_eq!(why(&e.finish().unwrap_err()), ("request", "INVALID_INPUT", "got boolean `true`; expected struct T"));
    }

    /// A derived-like struct: what `#[derive(FromWire)]` writes (the derive itself is
    /// tested in derive_tests.rs), less the keys check.
    #[derive(Debug, PartialEq)]
    struct Point {
        x: f64,
        y: f64,
        tags: Vec<String>,
        label: Option<String>,
    }

    impl FromWire for Point {
        const SHAPE: Option<&'static Shape> = Some(&Shape {
            expecting: "struct Point",
            keys: "x,y,tags,label",
            also: Some(""),
            fields: &[
                Field { key: "x", absent_ok: false, null_ok: false, ts: crate::wire::ts::TsOf::of::<f64>() },
                Field { key: "y", absent_ok: false, null_ok: false, ts: crate::wire::ts::TsOf::of::<f64>() },
                Field { key: "tags", absent_ok: false, null_ok: false, ts: crate::wire::ts::TsOf::of::<Vec<String>>() },
                Field { key: "label", absent_ok: true, null_ok: false, ts: crate::wire::ts::TsOf::of::<Option<String>>() },
            ],
        });
        fn read(v: &Json, e: &mut Errors) -> Point {
            let (mut x, mut y, mut tags, mut label) = (0.0, 0.0, Vec::new(), None);
            read_struct(v, Self::SHAPE, &mut [&mut x, &mut y, &mut tags, &mut label], e);
            Point { x, y, tags, label }
        }
    }

    #[test]
    fn a_bad_field_reports_its_path_and_the_first_of_two_wins() {
        let ok = read::<Vec<Point>>(r#"[{"x":1,"y":2,"tags":["a"]}]"#).unwrap();
        assert_eq!(ok, [Point { x: 1.0, y: 2.0, tags: vec!["a".into()], label: None }]);
        assert_eq!(Point::placeholder(), Point { x: 0.0, y: 0.0, tags: vec![], label: None });

        // The 3rd field bad: its path, down to the item.
        let e = read::<Vec<Point>>(r#"[{"x":1,"y":2,"tags":[]},{"x":1,"y":2,"tags":["a",3]}]"#).unwrap_err();
        assert_eq!(why(&e), ("[1].tags[1]", "INVALID_INPUT", "got integer `3`; expected a string"));

        // Two bad fields (2nd and 4th), and a bad later item: the first in order wins.
        let e = read::<Vec<Point>>(r#"[{"x":1,"y":"2","tags":[],"label":7},{"x":true}]"#).unwrap_err();
        assert_eq!(why(&e), ("[0].y", "INVALID_INPUT", "got string \"2\"; expected f64"));
        // A missing field before a wrong one: the missing one, at its own key.
        let e = read::<Vec<Point>>(r#"[{"x":1,"tags":"no"}]"#).unwrap_err();
        assert_eq!(why(&e), ("[0].y", "INVALID_INPUT", "is required"));
        // Keys in any order: declaration order decides, not text order.
        let e = read::<Point>(r#"{"label":1,"tags":0,"y":2,"x":1}"#).unwrap_err();
        assert_eq!(e.field, "tags");
        // Not an object: the struct's own error, at its path.
        let e = read::<BTreeMap<String, Point>>(r#"{"p":[]}"#).unwrap_err();
        assert_eq!(why(&e), ("p", "INVALID_INPUT", "got sequence; expected struct Point"));
    }
}
