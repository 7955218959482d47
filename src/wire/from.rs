//! Reading a request tree into typed values: [`FromWire`], implemented here for the
//! standard types and derived (`#[derive(FromWire)]`) for request types, whose
//! generated code is one call per field to [`field`] or [`field_or_default`].

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

    fn from_wire(v: &Json<'_>) -> Result<Self, WireError>;

    /// What an absent field reads as: an error for everything but `Option` (`None`).
    fn missing() -> Option<Self> {
        None
    }
}

/// An object's entries, in text order.
pub type Entries<'a> = [(Cow<'a, str>, Json<'a>)];

/// The entries of `v`, which must be an object (`expecting` names the type in the error).
pub fn object<'v, 'a>(v: &'v Json<'a>, expecting: &str) -> Result<&'v Entries<'a>, WireError> {
    match v {
        Json::Obj(entries) => Ok(entries),
        other => Err(WireError::wrong_type(other, expecting)),
    }
}

/// The value under `key` (the first, as `JSON.stringify` writes each key once).
#[inline(never)]
fn lookup<'v, 'a>(o: &'v Entries<'a>, key: &str) -> Option<&'v Json<'a>> {
    o.iter().find(|(k, _)| k == key).map(|(_, v)| v)
}

/// A required field (an absent `Option` is `None`, as with serde). Out of line: one
/// copy per field type, shared by every request type.
#[inline(never)]
pub fn field<T: FromWire>(o: &Entries, key: &'static str) -> Result<T, WireError> {
    match lookup(o, key) {
        Some(v) => T::from_wire(v).map_err(|e| e.at_key(key)),
        None => T::missing().ok_or_else(|| WireError::missing(key)),
    }
}

/// A `#[serde(default)]` field: absent means `T::default()`; `null` is still a wrong type
/// for a non-`Option` field, as with serde. Out of line, as [`field`].
#[inline(never)]
pub fn field_or_default<T: FromWire + Default>(o: &Entries, key: &'static str) -> Result<T, WireError> {
    match lookup(o, key) {
        Some(v) => T::from_wire(v).map_err(|e| e.at_key(key)),
        None => Ok(T::default()),
    }
}

/// Which of `names` the string `v` is (an enum of names); `expecting` names the enum
/// in a wrong-type error.
pub fn name_index(v: &Json, names: &[&str], expecting: &str) -> Result<usize, WireError> {
    match v {
        Json::Str(s) => names.iter().position(|n| *n == s.as_ref()).ok_or_else(|| WireError::unknown_name(s, names)),
        other => Err(WireError::wrong_type(other, expecting)),
    }
}

impl FromWire for f64 {
    fn from_wire(v: &Json) -> Result<f64, WireError> {
        match v {
            Json::Num(n) => Ok(*n),
            other => Err(WireError::wrong_type(other, "f64")),
        }
    }
}

/// A whole number from `min` to `max` (`expecting` names the type: `u32`).
fn whole(v: &Json, min: f64, max: f64, expecting: &str) -> Result<f64, WireError> {
    match v {
        Json::Num(n) if n.fract() == 0.0 && n.abs() <= MAX_SAFE => {
            if (min..=max).contains(n) {
                Ok(*n)
            } else {
                Err(WireError::invalid(format!("invalid value: integer `{}`; expected {expecting}", Num(*n))))
            }
        }
        other => Err(WireError::wrong_type(other, expecting)),
    }
}

macro_rules! integers {
    ($($t:ty),*) => {$(
        impl FromWire for $t {
            fn from_wire(v: &Json) -> Result<$t, WireError> {
                whole(v, (<$t>::MIN as f64).max(-MAX_SAFE), (<$t>::MAX as f64).min(MAX_SAFE), stringify!($t)).map(|n| n as $t)
            }
        }
    )*};
}
integers!(u8, u16, u32, u64, usize, i32, i64);

impl FromWire for bool {
    fn from_wire(v: &Json) -> Result<bool, WireError> {
        match v {
            Json::Bool(b) => Ok(*b),
            other => Err(WireError::wrong_type(other, "a boolean")),
        }
    }
}

impl FromWire for String {
    fn from_wire(v: &Json) -> Result<String, WireError> {
        match v {
            Json::Str(s) => Ok(s.to_string()),
            other => Err(WireError::wrong_type(other, "a string")),
        }
    }
}

impl<T: FromWire> FromWire for Option<T> {
    fn from_wire(v: &Json) -> Result<Option<T>, WireError> {
        match v {
            Json::Null => Ok(None),
            Json::NonFinite(s) => Err(WireError::non_finite(s)),
            other => T::from_wire(other).map(Some),
        }
    }

    fn missing() -> Option<Self> {
        Some(None)
    }
}

impl<T: FromWire> FromWire for Box<T> {
    fn from_wire(v: &Json) -> Result<Box<T>, WireError> {
        T::from_wire(v).map(Box::new)
    }
}

/// The items of `v`, which must be an array, each read with its index in any error.
fn items<T: FromWire>(v: &Json, expecting: &str) -> Result<Vec<T>, WireError> {
    match v {
        Json::Arr(items) => {
            let mut out = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                out.push(T::from_wire(item).map_err(|e| e.at_index(i))?);
            }
            Ok(out)
        }
        other => Err(WireError::wrong_type(other, expecting)),
    }
}

impl<T: FromWire> FromWire for Vec<T> {
    fn from_wire(v: &Json) -> Result<Vec<T>, WireError> {
        items(v, "a sequence")
    }
}

impl<T: FromWire, const N: usize> FromWire for [T; N] {
    fn from_wire(v: &Json) -> Result<[T; N], WireError> {
        let list: Vec<T> = items(v, "an array")?;
        let got = list.len();
        list.try_into().map_err(|_| WireError::invalid(format!("invalid length {got}; expected an array of length {N}")))
    }
}

impl<T: FromWire> FromWire for BTreeMap<String, T> {
    fn from_wire(v: &Json) -> Result<BTreeMap<String, T>, WireError> {
        let mut out = BTreeMap::new();
        for (k, item) in object(v, "a map")? {
            out.insert(k.to_string(), T::from_wire(item).map_err(|e| e.at_key(k))?);
        }
        Ok(out)
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
        let o = object(&tree, "struct T").unwrap();
        assert_eq!(field::<u32>(o, "a").unwrap(), 1);
        assert_eq!(field::<Option<u32>>(o, "b").unwrap(), None);
        assert_eq!(field::<Option<u32>>(o, "n").unwrap(), None);
        assert_eq!(field_or_default::<u32>(o, "b").unwrap(), 0);
        assert_eq!(field::<u32>(o, "b").unwrap_err().kind(), &Kind::Missing("b".into()));
        assert_eq!(field_or_default::<u32>(o, "n").unwrap_err().path(), "n");
        assert!(
            matches!(name_index(&Json::Str("x".into()), &["a", "b"], "enum E").unwrap_err().kind(), Kind::UnknownName(m) if m == "unknown name \"x\": expected one of \"a\", \"b\"")
        );
        assert_eq!(name_index(&Json::Str("b".into()), &["a", "b"], "enum E").unwrap(), 1);
    }
}
