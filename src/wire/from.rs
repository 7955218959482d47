//! Reading a request tree into typed values: [`FromWire`], implemented here for the
//! standard types and derived (`#[derive(FromWire)]`) for request types, whose
//! generated code is one call per field to [`Object::field`] or
//! [`Object::field_or_default`].
//!
//! Why errors are recorded instead of returned: a reader returning
//! `Result<T, WireError>` puts an error branch after every field (`?`), which drops
//! every field read before it, and carries each result through stack memory: about
//! 130 bytes of wasm per field at opt-level 3. Here a reader returns the value itself;
//! a mistake is recorded in the [`Errors`] passed down the whole read and the reader
//! returns a placeholder ([`FromWire::placeholder`]). Once something failed, nothing
//! more is read (every field and item reads as its placeholder), so the error
//! reported is the one a `?` on every field would have returned: the first field in
//! declaration order, the first item in order, with its path.

use std::borrow::Cow;
use std::collections::BTreeMap;

use super::error::WireError;
use super::json::Json;
use crate::num_text::Num;

/// Largest integer a JS number holds exactly.
pub const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

/// A value read from the request tree.
pub trait FromWire: Sized {
    /// A struct's field names as the request spells them (checked against the
    /// TypeScript declarations: src/bindings/ts_fields_tests.rs).
    const FIELDS: &'static [&'static str] = &[];

    /// The same names joined by commas: what the reader checks keys against. One string
    /// per type instead of a table of string slices (8 bytes a field in wasm), so
    /// `FIELDS` stays out of the module (tests use it).
    const KEYS: &'static str = "";

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
        Self::read(&Json::Null, &mut Errors::failed())
    }

    /// What an absent field reads as: an error for everything but `Option` (`None`).
    fn missing() -> Option<Self> {
        None
    }

    /// Reads `v`: the value, or the first mistake with its path.
    fn from_wire(v: &Json<'_>) -> Result<Self, WireError> {
        let mut e = Errors::new();
        let out = Self::read(v, &mut e);
        e.finish(out)
    }
}

/// The first mistake met while reading a request, shared by every reader of the read.
#[derive(Debug, Default)]
pub struct Errors {
    first: Option<WireError>,
    /// Set by the first mistake (or from the start for [`FromWire::placeholder`]):
    /// from then on readers read nothing.
    failed: bool,
}

impl Errors {
    pub fn new() -> Errors {
        Errors::default()
    }

    /// Already failed, with no error: readers return placeholders.
    fn failed() -> Errors {
        Errors { first: None, failed: true }
    }

    /// Whether a mistake has been met.
    #[inline]
    pub fn has_failed(&self) -> bool {
        self.failed
    }

    /// Records `err` if it is the first mistake (a later one is dropped).
    #[cold]
    #[inline(never)]
    pub fn fail(&mut self, err: WireError) {
        if !self.failed {
            self.failed = true;
            self.first = Some(err);
        }
    }

    /// Records that the required field `name` is absent.
    #[cold]
    #[inline(never)]
    fn missing(&mut self, name: &str) {
        self.fail(WireError::missing(name));
    }

    /// Records that `got` is not the `expected` kind of value.
    #[cold]
    #[inline(never)]
    pub fn wrong_type(&mut self, got: &Json, expected: &str) {
        if !self.failed {
            self.fail(WireError::wrong_type(got, expected));
        }
    }

    /// Adds object key `k` to the recorded error's path (its reader is returning).
    #[cold]
    #[inline(never)]
    fn at_key(&mut self, k: &str) {
        if let Some(err) = self.first.take() {
            self.first = Some(err.at_key(k));
        }
    }

    /// Adds array index `i` to the recorded error's path (see [`Errors::at_key`]).
    #[cold]
    #[inline(never)]
    fn at_index(&mut self, i: usize) {
        if let Some(err) = self.first.take() {
            self.first = Some(err.at_index(i));
        }
    }

    /// `out`, or the first mistake.
    pub fn finish<T>(self, out: T) -> Result<T, WireError> {
        match self.first {
            Some(err) => Err(err),
            None => Ok(out),
        }
    }
}

/// An object's entries, in text order.
pub type Entries<'a> = [(Cow<'a, str>, Json<'a>)];

/// A struct's reader: its object's entries and the read's [`Errors`].
pub struct Object<'r, 'v, 'a> {
    entries: &'v Entries<'a>,
    e: &'r mut Errors,
}

impl<'r, 'v, 'a> Object<'r, 'v, 'a> {
    /// The entries of `v`, which must be an object (`expecting` names the type in the
    /// error; a non-object reads as no entries). Out of line: shared by every struct.
    #[inline(never)]
    pub fn new(v: &'v Json<'a>, expecting: &str, e: &'r mut Errors) -> Object<'r, 'v, 'a> {
        let entries: &'v Entries<'a> = match v {
            Json::Obj(entries) => entries,
            other => {
                e.wrong_type(other, expecting);
                &[]
            }
        };
        Object { entries, e }
    }

    /// A required field (an absent `Option` is `None`, as with serde). Out of line:
    /// one copy per field type, shared by every request type.
    #[inline(never)]
    pub fn field<T: FromWire>(&mut self, key: &'static str) -> T {
        // One way out to the placeholder (after an earlier failure or when absent):
        // each copy of this function holds one placeholder.
        if !self.e.has_failed() {
            match lookup(self.entries, key) {
                Some(v) => return self.value(v, key),
                None => match T::missing() {
                    Some(x) => return x,
                    None => self.e.missing(key),
                },
            }
        }
        T::placeholder()
    }

    /// A `#[serde(default)]` field: absent means `T::default()`; `null` is still a wrong
    /// type for a non-`Option` field, as with serde. Out of line, as [`Object::field`].
    #[inline(never)]
    pub fn field_or_default<T: FromWire + Default>(&mut self, key: &'static str) -> T {
        if !self.e.has_failed() {
            return match lookup(self.entries, key) {
                Some(v) => self.value(v, key),
                None => T::default(),
            };
        }
        T::placeholder()
    }

    /// Refuses a key that is neither one of `fields` (a struct's [`FromWire::KEYS`]) nor
    /// of `also` (keys the type accepts without reading them, `#[wire(also)]`): a
    /// misspelt key is an error naming its path and the nearest valid key, not a field
    /// silently left at its default. Called once per object, before its fields are read
    /// (the misspelt key is the likelier cause of a missing field). Out of line: one copy
    /// for every struct.
    #[inline(never)]
    pub fn deny_unknown(&mut self, fields: &'static str, also: &'static str) {
        if self.e.has_failed() {
            return;
        }
        let known = |k: &str| fields.split(',').chain(also.split(',')).any(|f| !f.is_empty() && f == k);
        if let Some((k, _)) = self.entries.iter().find(|(k, _)| !known(k)) {
            self.e.fail(WireError::unknown_key(k, fields, also));
            self.e.at_key(k);
        }
    }

    /// `v` read as the value of `key` (added to the path if it fails).
    #[inline]
    fn value<T: FromWire>(&mut self, v: &Json, key: &str) -> T {
        let out = T::read(v, self.e);
        if self.e.has_failed() {
            self.e.at_key(key);
        }
        out
    }
}

/// The value under `key` (the first, as `JSON.stringify` writes each key once).
#[inline(never)]
fn lookup<'v, 'a>(o: &'v Entries<'a>, key: &str) -> Option<&'v Json<'a>> {
    o.iter().find(|(k, _)| k == key).map(|(_, v)| v)
}

/// Which of `names` the string `v` is (an enum of names); `expecting` names the enum
/// in a wrong-type error. On a mistake, 0 (the enum's first variant as placeholder).
#[inline(never)]
pub fn name_index(v: &Json, names: &[&str], expecting: &str, e: &mut Errors) -> usize {
    match v {
        Json::Str(s) => match names.iter().position(|n| *n == s.as_ref()) {
            Some(i) => i,
            None => {
                e.fail(WireError::unknown_name(s, names));
                0
            }
        },
        other => {
            e.wrong_type(other, expecting);
            0
        }
    }
}

impl FromWire for f64 {
    fn read(v: &Json, e: &mut Errors) -> f64 {
        match v {
            Json::Num(n) => *n,
            other => {
                e.wrong_type(other, "f64");
                0.0
            }
        }
    }

    fn placeholder() -> f64 {
        0.0
    }
}

/// A whole number from `min` to `max` (`expecting` names the type: `u32`); 0 on a mistake.
#[inline(never)]
fn whole(v: &Json, min: f64, max: f64, expecting: &str, e: &mut Errors) -> f64 {
    match v {
        Json::Num(n) if n.fract() == 0.0 && n.abs() <= MAX_SAFE => {
            if (min..=max).contains(n) {
                *n
            } else {
                e.fail(WireError::invalid(format!("invalid value: integer `{}`; expected {expecting}", Num(*n))));
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

impl FromWire for bool {
    fn read(v: &Json, e: &mut Errors) -> bool {
        match v {
            Json::Bool(b) => *b,
            other => {
                e.wrong_type(other, "a boolean");
                false
            }
        }
    }

    fn placeholder() -> bool {
        false
    }
}

impl FromWire for String {
    fn read(v: &Json, e: &mut Errors) -> String {
        match v {
            Json::Str(s) => s.to_string(),
            other => {
                e.wrong_type(other, "a string");
                String::new()
            }
        }
    }

    fn placeholder() -> String {
        String::new()
    }
}

impl<T: FromWire> FromWire for Option<T> {
    fn read(v: &Json, e: &mut Errors) -> Option<T> {
        match v {
            Json::Null => None,
            Json::NonFinite(s) => {
                e.fail(WireError::non_finite(s));
                None
            }
            other => Some(T::read(other, e)),
        }
    }

    fn placeholder() -> Option<T> {
        None
    }

    fn missing() -> Option<Self> {
        Some(None)
    }
}

impl<T: FromWire> FromWire for Box<T> {
    fn read(v: &Json, e: &mut Errors) -> Box<T> {
        Box::new(T::read(v, e))
    }

    fn placeholder() -> Box<T> {
        Box::new(T::placeholder())
    }
}

/// The items of `v`, which must be an array, each read with its index in any error;
/// reading stops at the first bad item (the items before it are returned).
fn items<T: FromWire>(v: &Json, expecting: &str, e: &mut Errors) -> Vec<T> {
    match v {
        Json::Arr(items) => {
            let mut out = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                let x = T::read(item, e);
                if e.has_failed() {
                    e.at_index(i);
                    break;
                }
                out.push(x);
            }
            out
        }
        other => {
            e.wrong_type(other, expecting);
            Vec::new()
        }
    }
}

impl<T: FromWire> FromWire for Vec<T> {
    fn read(v: &Json, e: &mut Errors) -> Vec<T> {
        items(v, "a sequence", e)
    }

    fn placeholder() -> Vec<T> {
        Vec::new()
    }
}

impl<T: FromWire, const N: usize> FromWire for [T; N] {
    fn read(v: &Json, e: &mut Errors) -> [T; N] {
        let list: Vec<T> = items(v, "an array", e);
        if e.has_failed() {
            return Self::placeholder();
        }
        let got = list.len();
        list.try_into().unwrap_or_else(|_| {
            e.fail(WireError::invalid(format!("invalid length {got}; expected an array of length {N}")));
            Self::placeholder()
        })
    }

    fn placeholder() -> [T; N] {
        std::array::from_fn(|_| T::placeholder())
    }
}

impl<T: FromWire> FromWire for BTreeMap<String, T> {
    fn read(v: &Json, e: &mut Errors) -> BTreeMap<String, T> {
        let mut out = BTreeMap::new();
        let Json::Obj(entries) = v else {
            e.wrong_type(v, "a map");
            return out;
        };
        for (k, item) in entries {
            let x = T::read(item, e);
            if e.has_failed() {
                e.at_key(k);
                break;
            }
            out.insert(k.to_string(), x);
        }
        out
    }

    fn placeholder() -> BTreeMap<String, T> {
        BTreeMap::new()
    }
}

#[cfg(test)]
mod tests {
    use super::super::error::Kind;
    use super::super::json::parse_json;
    use super::*;

    fn read<T: FromWire>(text: &str) -> Result<T, WireError> {
        T::from_wire(&parse_json(text).unwrap())
    }

    #[test]
    fn numbers_and_their_errors() {
        assert_eq!(read::<u32>("7").unwrap(), 7);
        assert_eq!(read::<i32>("-7").unwrap(), -7);
        assert_eq!(read::<f64>("2.5").unwrap(), 2.5);
        let reason = |r: Result<u32, WireError>| match r.unwrap_err().kind() {
            Kind::Invalid(s) => s.clone(),
            k => panic!("{k:?}"),
        };
        assert_eq!(reason(read::<u32>("2.5")), "got floating point `2.5`; expected u32");
        assert_eq!(reason(read::<u32>("-1")), "invalid value: integer `-1`; expected u32");
        assert_eq!(reason(read::<u32>("\"3\"")), "got string \"3\"; expected u32");
        assert_eq!(reason(read::<u32>("{\"$nonFinite\":\"NaN\"}")), "expected a finite number, got NaN");
        assert_eq!(read::<u8>("256").unwrap_err().kind(), &Kind::Invalid("invalid value: integer `256`; expected u8".into()));
    }

    #[test]
    fn containers_keep_the_path_of_a_bad_item() {
        assert_eq!(read::<Vec<[f64; 2]>>("[[1,2],[3,4]]").unwrap(), vec![[1.0, 2.0], [3.0, 4.0]]);
        assert_eq!(read::<Vec<[f64; 2]>>("[[1,2],[3,\"4\"]]").unwrap_err().path(), "[1][1]");
        assert_eq!(read::<Vec<[f64; 2]>>("[[1,2,3]]").unwrap_err().path(), "[0]");
        let m = read::<BTreeMap<String, Option<bool>>>(r#"{"b":true,"a":null}"#).unwrap();
        assert_eq!(m.into_iter().collect::<Vec<_>>(), [("a".to_string(), None), ("b".to_string(), Some(true))]);
        assert_eq!(read::<BTreeMap<String, bool>>(r#"{"a":true,"b":1}"#).unwrap_err().path(), "b");
        assert!(read::<Option<f64>>("{\"$nonFinite\":\"Infinity\"}").is_err());
    }

    #[test]
    fn fields_required_optional_and_defaulted() {
        let tree = parse_json(r#"{"a":1,"n":null}"#).unwrap();
        let mut e = Errors::new();
        let mut o = Object::new(&tree, "struct T", &mut e);
        assert_eq!(o.field::<u32>("a"), 1);
        assert_eq!(o.field::<Option<u32>>("b"), None);
        assert_eq!(o.field::<Option<u32>>("n"), None);
        assert_eq!(o.field_or_default::<u32>("b"), 0);
        assert!(!e.has_failed());

        let field = |key: &'static str, default: bool| {
            let mut e = Errors::new();
            let mut o = Object::new(&tree, "struct T", &mut e);
            let got: u32 = if default { o.field_or_default(key) } else { o.field(key) };
            assert_eq!(got, 0, "the placeholder");
            e.finish(got).unwrap_err()
        };
        assert_eq!(field("b", false).kind(), &Kind::Missing("b".into()));
        assert_eq!(field("n", true).path(), "n");
        let name = |s: &str| {
            let mut e = Errors::new();
            let i = name_index(&Json::Str(s.into()), &["a", "b"], "enum E", &mut e);
            e.finish(i)
        };
        assert!(matches!(name("x").unwrap_err().kind(), Kind::UnknownName(m) if m == "unknown name \"x\": expected one of \"a\", \"b\""));
        assert_eq!(name("b").unwrap(), 1);
        assert_eq!(Object::new(&Json::Bool(true), "struct T", &mut e).field::<u32>("a"), 0);
        assert_eq!(e.finish(()).unwrap_err().kind(), &Kind::Invalid("got boolean `true`; expected struct T".into()));
    }

    /// A derived-like struct: what `#[derive(FromWire)]` writes (the derive itself is
    /// tested on the request types, which live in the main crate's paths).
    #[derive(Debug, PartialEq)]
    struct Point {
        x: f64,
        y: f64,
        tags: Vec<String>,
        label: Option<String>,
    }

    impl FromWire for Point {
        const FIELDS: &'static [&'static str] = &["x", "y", "tags", "label"];
        fn read(v: &Json, e: &mut Errors) -> Point {
            let mut r = Object::new(v, "struct Point", e);
            Point { x: r.field("x"), y: r.field("y"), tags: r.field("tags"), label: r.field("label") }
        }
    }

    #[test]
    fn a_bad_field_reports_its_path_and_the_first_of_two_wins() {
        let ok = read::<Vec<Point>>(r#"[{"x":1,"y":2,"tags":["a"]}]"#).unwrap();
        assert_eq!(ok, [Point { x: 1.0, y: 2.0, tags: vec!["a".into()], label: None }]);
        assert_eq!(Point::placeholder(), Point { x: 0.0, y: 0.0, tags: vec![], label: None });

        // The 3rd field bad: its path, down to the item.
        let e = read::<Vec<Point>>(r#"[{"x":1,"y":2,"tags":[]},{"x":1,"y":2,"tags":["a",3]}]"#).unwrap_err();
        assert_eq!(e.path(), "[1].tags[1]");
        assert_eq!(e.kind(), &Kind::Invalid("got integer `3`; expected a string".into()));

        // Two bad fields (2nd and 4th), and a bad later item: the first in order wins.
        let e = read::<Vec<Point>>(r#"[{"x":1,"y":"2","tags":[],"label":7},{"x":true}]"#).unwrap_err();
        assert_eq!(e.path(), "[0].y");
        assert_eq!(e.kind(), &Kind::Invalid("got string \"2\"; expected f64".into()));
        // A missing field before a wrong one: the missing one, named relative to its struct.
        let e = read::<Vec<Point>>(r#"[{"x":1,"tags":"no"}]"#).unwrap_err();
        assert_eq!((e.path().as_str(), e.kind()), ("[0]", &Kind::Missing("y".into())));
        // Keys in any order: declaration order decides, not text order.
        let e = read::<Point>(r#"{"label":1,"tags":0,"y":2,"x":1}"#).unwrap_err();
        assert_eq!(e.path(), "tags");
        // Not an object: the struct's own error, at its path.
        let e = read::<BTreeMap<String, Point>>(r#"{"p":[]}"#).unwrap_err();
        assert_eq!((e.path().as_str(), e.kind()), ("p", &Kind::Invalid("got sequence; expected struct Point".into())));
    }
}
