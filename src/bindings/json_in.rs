//! Reading requests: the JS object is turned into JSON text by one
//! `JSON.stringify` call, parsed here into a small tree, and handed to serde.
//!
//! Why not serde-wasm-bindgen for input: it crosses the JS/wasm boundary for every
//! field, about 3 µs per ship object (measured: 88 µs for a 26-ship checkOverlap
//! against 10 µs for one `JSON.stringify`). `JSON.stringify` writes NaN and ±Infinity
//! as `null`, so a number field that receives `null` is reported as "not a finite
//! number"; `undefined` fields vanish and are reported as missing.

use serde::de::{self, DeserializeSeed, Deserializer, IntoDeserializer, MapAccess, SeqAccess, Visitor};
use std::borrow::Cow;
use std::fmt;

use crate::num_text::Num;

/// The key of the marker object that stands for a non-finite number in the text
/// (written by the request reader's replacer; `JSON.stringify` alone writes `null`).
pub const NON_FINITE_KEY: &str = "$nonFinite";

/// Deepest nesting accepted; requests are a few levels deep.
const MAX_DEPTH: usize = 64;

/// A parsed JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Json<'a> {
    Null,
    Bool(bool),
    Num(f64),
    /// Borrowed from the text unless it held escapes.
    Str(Cow<'a, str>),
    Arr(Vec<Json<'a>>),
    Obj(Vec<(Cow<'a, str>, Json<'a>)>),
    /// NaN or ±Infinity, marked by the reader (never a valid value).
    NonFinite(Cow<'a, str>),
}

/// Parses JSON text (as `JSON.stringify` writes it) into a [`Json`] tree.
pub fn parse_json(text: &str) -> Result<Json<'_>, String> {
    let mut p = Parser { s: text.as_bytes(), i: 0 };
    let v = p.value(0)?;
    p.ws();
    if p.i != p.s.len() {
        return Err("trailing characters after the request".into());
    }
    Ok(v)
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl<'a> Parser<'a> {
    fn ws(&mut self) {
        while matches!(self.s.get(self.i), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.i += 1;
        }
    }

    fn eat(&mut self, lit: &[u8]) -> bool {
        if self.s.get(self.i..self.i + lit.len()) == Some(lit) {
            self.i += lit.len();
            true
        } else {
            false
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json<'a>, String> {
        if depth > MAX_DEPTH {
            return Err(format!("nested deeper than {MAX_DEPTH} levels"));
        }
        self.ws();
        match self.s.get(self.i) {
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => self.string().map(Json::Str),
            Some(b't') if self.eat(b"true") => Ok(Json::Bool(true)),
            Some(b'f') if self.eat(b"false") => Ok(Json::Bool(false)),
            Some(b'n') if self.eat(b"null") => Ok(Json::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => Err(format!("unexpected character at {}", self.i)),
        }
    }

    fn object(&mut self, depth: usize) -> Result<Json<'a>, String> {
        self.i += 1;
        let mut entries = Vec::new();
        self.ws();
        if self.eat(b"}") {
            return Ok(Json::Obj(entries));
        }
        loop {
            self.ws();
            if self.s.get(self.i) != Some(&b'"') {
                return Err(format!("expected a key at {}", self.i));
            }
            let key = self.string()?;
            self.ws();
            if !self.eat(b":") {
                return Err(format!("expected ':' at {}", self.i));
            }
            let v = self.value(depth + 1)?;
            entries.push((key, v));
            self.ws();
            if self.eat(b",") {
                continue;
            }
            if self.eat(b"}") {
                return Ok(non_finite_marker(entries));
            }
            return Err(format!("expected ',' or '}}' at {}", self.i));
        }
    }

    fn array(&mut self, depth: usize) -> Result<Json<'a>, String> {
        self.i += 1;
        let mut items = Vec::new();
        self.ws();
        if self.eat(b"]") {
            return Ok(Json::Arr(items));
        }
        loop {
            items.push(self.value(depth + 1)?);
            self.ws();
            if self.eat(b",") {
                continue;
            }
            if self.eat(b"]") {
                return Ok(Json::Arr(items));
            }
            return Err(format!("expected ',' or ']' at {}", self.i));
        }
    }

    fn number(&mut self) -> Result<Json<'a>, String> {
        let start = self.i;
        while matches!(self.s.get(self.i), Some(b'-' | b'+' | b'.' | b'e' | b'E' | b'0'..=b'9')) {
            self.i += 1;
        }
        let text = std::str::from_utf8(&self.s[start..self.i]).map_err(|_| "bad number".to_string())?;
        text.parse::<f64>().map(Json::Num).map_err(|_| format!("bad number {text:?}"))
    }

    fn hex4(&mut self) -> Result<u32, String> {
        let h = self.s.get(self.i..self.i + 4).ok_or("truncated \\u escape")?;
        let h = std::str::from_utf8(h).map_err(|_| "bad \\u escape")?;
        self.i += 4;
        u32::from_str_radix(h, 16).map_err(|_| "bad \\u escape".to_string())
    }

    fn string(&mut self) -> Result<Cow<'a, str>, String> {
        self.i += 1;
        // Fast path: no escapes before the closing quote (ids, names, keys).
        let start = self.i;
        while let Some(&c) = self.s.get(self.i) {
            if c == b'"' {
                let s: &'a [u8] = self.s;
                let text = std::str::from_utf8(&s[start..self.i]).map_err(|_| "invalid UTF-8 in a string")?;
                self.i += 1;
                return Ok(Cow::Borrowed(text));
            }
            if c == b'\\' {
                break;
            }
            self.i += 1;
        }
        let mut out = self.s[start..self.i].to_vec();
        loop {
            let c = *self.s.get(self.i).ok_or("unterminated string")?;
            self.i += 1;
            match c {
                b'"' => break,
                b'\\' => {
                    let e = *self.s.get(self.i).ok_or("unterminated escape")?;
                    self.i += 1;
                    let ch = match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let hi = self.hex4()?;
                            let code = if (0xD800..0xDC00).contains(&hi) && self.eat(b"\\u") {
                                let lo = self.hex4()?;
                                0x10000 + ((hi - 0xD800) << 10) + (lo.wrapping_sub(0xDC00) & 0x3FF)
                            } else {
                                hi
                            };
                            char::from_u32(code).unwrap_or('\u{FFFD}')
                        }
                        _ => return Err("bad escape".into()),
                    };
                    let mut buf = [0u8; 4];
                    out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                }
                _ => out.push(c),
            }
        }
        String::from_utf8(out).map(Cow::Owned).map_err(|_| "invalid UTF-8 in a string".to_string())
    }
}

/// `{"$nonFinite": "NaN"}` becomes [`Json::NonFinite`]; any other object stays one.
fn non_finite_marker<'a>(mut entries: Vec<(Cow<'a, str>, Json<'a>)>) -> Json<'a> {
    if entries.len() == 1 && entries[0].0 == NON_FINITE_KEY {
        if let Some((_, Json::Str(s))) = entries.pop() {
            return Json::NonFinite(s);
        }
    }
    Json::Obj(entries)
}

/// Errors raised while mapping the tree onto a request type, with the path of
/// the field where it happened. Each map or sequence level adds its key or index
/// as the error travels out, so a successful read pays nothing for paths.
///
/// Boxed, so that every `Result<T, DeError>` of every monomorphised visitor is a
/// pointer wide (serde_json does the same): the moves that the many derived
/// visitors make of their results are then a few bytes of code each.
#[derive(Debug)]
pub struct DeError(Box<DeErrorInner>);

#[derive(Debug)]
struct DeErrorInner {
    message: String,
    /// Path segments, innermost first (`.key` or `[i]`).
    segments: Vec<String>,
    /// A string that names nothing the field accepts (serde's "unknown variant"):
    /// reported as `UNKNOWN_NAME` in every call, where a wrong type is `INVALID_INPUT`.
    unknown_name: bool,
}

impl DeError {
    fn new(message: String, unknown_name: bool) -> DeError {
        DeError(Box::new(DeErrorInner { message, segments: Vec::new(), unknown_name }))
    }

    pub fn message(&self) -> &str {
        &self.0.message
    }

    pub fn unknown_name(&self) -> bool {
        self.0.unknown_name
    }

    /// The field path, e.g. `others[2].points` (empty at the top level).
    pub fn path(&self) -> String {
        let mut out = String::new();
        for seg in self.0.segments.iter().rev() {
            out.push_str(seg);
        }
        out.strip_prefix('.').map(str::to_string).unwrap_or(out)
    }
}

/// Adds map key `k` to the error's path. Out of line and cold: it is reached from
/// every field of every request type, and only on a bad request.
#[cold]
#[inline(never)]
fn at_key(mut e: DeError, k: &str) -> DeError {
    let mut seg = String::with_capacity(k.len() + 1);
    seg.push('.');
    seg.push_str(k);
    e.0.segments.push(seg);
    e
}

/// Adds sequence index `i` to the error's path (see [`at_key`]).
#[cold]
#[inline(never)]
fn at_index(mut e: DeError, i: usize) -> DeError {
    e.0.segments.push(format!("[{i}]"));
    e
}

impl fmt::Display for DeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.message)
    }
}

impl std::error::Error for DeError {}

impl de::Error for DeError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        DeError::new(msg.to_string(), false)
    }

    /// serde's own message, with the value described here: serde's `Unexpected`
    /// formats floats with `core::fmt` (see `crate::num_text`).
    fn invalid_type(unexp: de::Unexpected, exp: &dyn de::Expected) -> Self {
        DeError::new(format!("invalid type: {}, expected {exp}", describe(unexp)), false)
    }

    fn invalid_value(unexp: de::Unexpected, exp: &dyn de::Expected) -> Self {
        DeError::new(format!("invalid value: {}, expected {exp}", describe(unexp)), false)
    }

    /// `unknown name "3e": expected one of "1e", "2e"`, for every enum-like field.
    fn unknown_variant(name: &str, expected: &'static [&'static str]) -> Self {
        let mut message = format!("unknown name {name:?}: expected one of ");
        for (i, e) in expected.iter().enumerate() {
            if i > 0 {
                message.push_str(", ");
            }
            message.push('"');
            message.push_str(e);
            message.push('"');
        }
        DeError::new(message, true)
    }
}

/// What serde's `Unexpected` says of a value, in its words.
fn describe(u: de::Unexpected) -> String {
    use de::Unexpected as U;
    match u {
        U::Bool(b) => format!("boolean `{b}`"),
        U::Unsigned(n) => format!("integer `{n}`"),
        U::Signed(n) => format!("integer `{n}`"),
        U::Float(v) => format!("floating point `{}`", Num(v)),
        U::Char(c) => format!("character `{c}`"),
        U::Str(s) => format!("string {s:?}"),
        U::Unit => "unit value".to_string(),
        U::Seq => "sequence".to_string(),
        U::Map => "map".to_string(),
        U::Other(o) => o.to_string(),
        _ => "a value".to_string(),
    }
}

impl Json<'_> {
    fn unexpected(&self) -> de::Unexpected<'_> {
        match self {
            Json::Null => de::Unexpected::Other("null"),
            Json::NonFinite(s) => de::Unexpected::Other(s),
            Json::Bool(b) => de::Unexpected::Bool(*b),
            Json::Num(n) => de::Unexpected::Float(*n),
            Json::Str(s) => de::Unexpected::Str(s),
            Json::Arr(_) => de::Unexpected::Seq,
            Json::Obj(_) => de::Unexpected::Map,
        }
    }
}

fn non_finite(s: &str) -> DeError {
    de::Error::custom(format!("expected a finite number, got {s}"))
}

/// Largest integer a JS number holds exactly.
const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

impl<'de> Deserializer<'de> for &'de Json<'_> {
    type Error = DeError;

    fn deserialize_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        match self {
            Json::Null => v.visit_unit(),
            Json::Bool(b) => v.visit_bool(*b),
            Json::Num(_) => self.number(v),
            Json::Str(s) => v.visit_borrowed_str(s),
            Json::Arr(items) => v.visit_seq(Seq { items: items.iter(), index: 0 }),
            Json::Obj(entries) => v.visit_map(Map { entries: entries.iter(), value: None }),
            Json::NonFinite(s) => Err(non_finite(s)),
        }
    }

    // Each kind of request field below calls the one `visit_*` method that can
    // succeed for it, instead of `deserialize_any`'s eight: serde's derived
    // visitors are instantiated once per type, so calling only the method a type
    // needs keeps the others (a struct's `visit_seq`, a number's `visit_str`) out of
    // the module. The error for a wrong kind is the visitor's own.

    fn deserialize_f64<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        match self {
            Json::Num(n) => v.visit_f64(*n),
            Json::NonFinite(s) => Err(non_finite(s)),
            other => Err(de::Error::invalid_type(other.unexpected(), &v)),
        }
    }

    fn deserialize_u64<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        self.number(v)
    }

    fn deserialize_str<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        match self {
            Json::Str(s) => v.visit_borrowed_str(s),
            other => Err(de::Error::invalid_type(other.unexpected(), &v)),
        }
    }

    fn deserialize_bool<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        match self {
            Json::Bool(b) => v.visit_bool(*b),
            other => Err(de::Error::invalid_type(other.unexpected(), &v)),
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        match self {
            Json::Arr(items) => v.visit_seq(Seq { items: items.iter(), index: 0 }),
            other => Err(de::Error::invalid_type(other.unexpected(), &v)),
        }
    }

    fn deserialize_map<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        match self {
            Json::Obj(entries) => v.visit_map(Map { entries: entries.iter(), value: None }),
            other => Err(de::Error::invalid_type(other.unexpected(), &v)),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(self, _name: &'static str, _fields: &'static [&'static str], v: V) -> Result<V::Value, DeError> {
        self.deserialize_map(v)
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, _len: usize, v: V) -> Result<V::Value, DeError> {
        self.deserialize_seq(v)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        self.deserialize_str(v)
    }

    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        match self {
            Json::Null => v.visit_none(),
            Json::NonFinite(s) => Err(non_finite(s)),
            other => v.visit_some(other),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(self, _name: &'static str, _variants: &'static [&'static str], v: V) -> Result<V::Value, DeError> {
        match self {
            Json::Str(s) => v.visit_enum(<&str as IntoDeserializer<DeError>>::into_deserializer(s.as_ref())),
            other => Err(de::Error::invalid_type(other.unexpected(), &v)),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, DeError> {
        v.visit_unit()
    }

    serde::forward_to_deserialize_any! {
        i8 i16 i32 i64 i128 u8 u16 u32 u128 f32 char string bytes byte_buf
        unit unit_struct newtype_struct tuple_struct
    }
}

impl<'a> Json<'a> {
    /// A number: integers within JS's exact range as `u64` / `i64` (so integer
    /// fields accept them), others as `f64`.
    fn number<'de, V: Visitor<'de>>(&'de self, v: V) -> Result<V::Value, DeError> {
        match self {
            Json::Num(n) if n.fract() == 0.0 && n.abs() <= MAX_SAFE => {
                if *n >= 0.0 {
                    v.visit_u64(*n as u64)
                } else {
                    v.visit_i64(*n as i64)
                }
            }
            Json::Num(n) => v.visit_f64(*n),
            Json::NonFinite(s) => Err(non_finite(s)),
            other => Err(de::Error::invalid_type(other.unexpected(), &v)),
        }
    }
}

struct Seq<'de> {
    items: std::slice::Iter<'de, Json<'de>>,
    index: usize,
}

impl<'de> SeqAccess<'de> for Seq<'de> {
    type Error = DeError;
    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, DeError> {
        let i = self.index;
        self.index += 1;
        self.items.next().map(|v| seed.deserialize(v).map_err(|e| at_index(e, i))).transpose()
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.items.len())
    }
}

struct Map<'de> {
    entries: std::slice::Iter<'de, (Cow<'de, str>, Json<'de>)>,
    value: Option<(&'de str, &'de Json<'de>)>,
}

impl<'de> MapAccess<'de> for Map<'de> {
    type Error = DeError;
    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, DeError> {
        match self.entries.next() {
            Some((k, v)) => {
                self.value = Some((k, v));
                seed.deserialize(de::value::BorrowedStrDeserializer::new(k)).map(Some)
            }
            None => Ok(None),
        }
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, DeError> {
        match self.value.take() {
            Some((k, v)) => seed.deserialize(v).map_err(|e| at_key(e, k)),
            None => Err(de::Error::custom("value requested before key")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Deserialize, Debug, PartialEq)]
    struct Req {
        id: String,
        n: u32,
        x: f64,
        opt: Option<Vec<[f64; 2]>>,
        #[serde(default)]
        flag: bool,
    }

    #[test]
    fn parses_and_maps_a_request() {
        let j = parse_json(r#"{"id":"a\u00e9\"b","n":3,"x":-1.5e2,"opt":[[1,2],[3.25,4]],"extra":{"deep":[null]}}"#).unwrap();
        let r = Req::deserialize(&j).unwrap();
        assert_eq!(r, Req { id: "aé\"b".into(), n: 3, x: -150.0, opt: Some(vec![[1.0, 2.0], [3.25, 4.0]]), flag: false });
    }

    #[test]
    fn refuses_bad_text_and_wrong_types() {
        assert!(parse_json("{\"a\":}").is_err());
        assert!(parse_json("[1,2").is_err());
        assert!(parse_json(&"[".repeat(100)).is_err());
        let j = parse_json(r#"{"id":"a","n":2.5,"x":1,"opt":null}"#).unwrap();
        assert!(Req::deserialize(&j).is_err());
        let j = parse_json(r#"{"id":"a","n":2,"x":null,"opt":null}"#).unwrap();
        let e = Req::deserialize(&j).unwrap_err();
        assert!(e.to_string().contains("null"), "{e}");
        assert_eq!(e.path(), "x");
        let j = parse_json(r#"{"id":"a","n":2,"x":1,"opt":[[1,2],[3,"4"]]}"#).unwrap();
        assert_eq!(Req::deserialize(&j).unwrap_err().path(), "opt[1][1]");
    }

    #[test]
    fn marked_non_finite_numbers_are_refused_even_in_optional_fields() {
        let j = parse_json(r#"{"id":"a","n":2,"x":1,"opt":[[1,{"$nonFinite":"Infinity"}]]}"#).unwrap();
        let e = Req::deserialize(&j).unwrap_err();
        assert_eq!((e.path().as_str(), e.to_string().as_str()), ("opt[0][1]", "expected a finite number, got Infinity"));
        let j = parse_json(r#"{"id":"a","n":2,"x":1,"opt":{"$nonFinite":"NaN"}}"#).unwrap();
        assert_eq!(Req::deserialize(&j).unwrap_err().path(), "opt");
        // Any other object is still an object.
        let j = parse_json(r#"{"id":"a","n":2,"x":1,"opt":null,"extra":{"$nonFinite":"NaN","more":1}}"#).unwrap();
        assert!(Req::deserialize(&j).is_ok());
    }

    #[test]
    fn surrogate_pairs_decode() {
        assert_eq!(parse_json(r#""\ud83d\ude80""#).unwrap(), Json::Str("🚀".into()));
    }
}
