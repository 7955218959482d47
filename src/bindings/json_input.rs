//! A faster way in for large requests: one `JSON.stringify` on the JS side of the
//! boundary, then parsing inside wasm, instead of one boundary crossing per field
//! (serde-wasm-bindgen). For a table of 26 objects this is several times faster.
//!
//! The parser is small and strict (RFC 8259 values, nesting bounded by
//! [`MAX_DEPTH`]); the parsed tree feeds the same serde derives through serde's own
//! value deserializers, so field paths in errors are unchanged. `JSON.stringify`
//! turns NaN and ±Infinity into `null`, which [`super::input::Finite`] refuses with
//! the field's path.

use serde::de::value::{MapDeserializer, SeqDeserializer};
use serde::de::{self, DeserializeOwned, IntoDeserializer, Visitor};
use serde::forward_to_deserialize_any;
use std::borrow::Cow;
use std::fmt;
use wasm_bindgen::JsValue;

use crate::error::{Result, RulesError};

/// Deepest nesting accepted; real requests need 5.
pub const MAX_DEPTH: usize = 64;
/// Longest request text accepted, bytes (a full Epic table is a few tens of KB).
pub const MAX_LEN: usize = 8 << 20;

/// A parsed JSON value; strings without escapes borrow from the text.
#[derive(Clone, Debug, PartialEq)]
pub enum Value<'a> {
    Null,
    Bool(bool),
    Number(f64),
    Str(Cow<'a, str>),
    Array(Vec<Value<'a>>),
    Object(Vec<(Cow<'a, str>, Value<'a>)>),
}

/// Deserializes one request object through `JSON.stringify`.
pub fn parse<T: DeserializeOwned>(value: JsValue) -> Result<T> {
    if !value.is_object() || js_sys::Array::is_array(&value) {
        return Err(RulesError::invalid("request", "expected one plain object"));
    }
    let text = js_sys::JSON::stringify(&value)
        .map_err(|_| RulesError::invalid("request", "could not be read as plain data (cycles or BigInt values?)"))?;
    let text = String::from(text);
    from_str(&text)
}

/// Deserializes `T` from JSON text, with field paths in errors.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T> {
    if text.len() > MAX_LEN {
        return Err(RulesError::too_large("request", format!("at most {MAX_LEN} bytes of JSON are accepted")));
    }
    let parse = || Parser { s: text.as_bytes(), i: 0 }.document().map_err(|e| RulesError::invalid("request", e));
    // Path tracking costs a fifth of the time: only an error pays for it, by
    // deserializing a second time with the path recorded.
    if let Ok(v) = T::deserialize(parse()?) {
        return Ok(v);
    }
    serde_path_to_error::deserialize(parse()?).map_err(|e| {
        let path = e.path().to_string();
        let path = if path == "." { String::new() } else { path };
        super::input::field_error(path, &e.into_inner().0)
    })
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl<'a> Parser<'a> {
    fn document(mut self) -> std::result::Result<Value<'a>, String> {
        let v = self.value(0)?;
        self.ws();
        if self.i != self.s.len() {
            return Err("unexpected text after the request".into());
        }
        Ok(v)
    }

    fn ws(&mut self) {
        while matches!(self.s.get(self.i), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.i += 1;
        }
    }

    fn eat(&mut self, lit: &str) -> std::result::Result<(), String> {
        if self.s[self.i.min(self.s.len())..].starts_with(lit.as_bytes()) {
            self.i += lit.len();
            Ok(())
        } else {
            Err(format!("malformed JSON at byte {}", self.i))
        }
    }

    fn value(&mut self, depth: usize) -> std::result::Result<Value<'a>, String> {
        if depth > MAX_DEPTH {
            return Err(format!("nested deeper than {MAX_DEPTH} levels"));
        }
        self.ws();
        match self.s.get(self.i) {
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => self.string().map(Value::Str),
            Some(b't') => self.eat("true").map(|_| Value::Bool(true)),
            Some(b'f') => self.eat("false").map(|_| Value::Bool(false)),
            Some(b'n') => self.eat("null").map(|_| Value::Null),
            Some(_) => self.number(),
            None => Err("unexpected end of the request".into()),
        }
    }

    fn object(&mut self, depth: usize) -> std::result::Result<Value<'a>, String> {
        self.i += 1;
        let mut out = Vec::new();
        self.ws();
        if self.s.get(self.i) == Some(&b'}') {
            self.i += 1;
            return Ok(Value::Object(out));
        }
        loop {
            self.ws();
            if self.s.get(self.i) != Some(&b'"') {
                return Err(format!("expected a key at byte {}", self.i));
            }
            let k = self.string()?;
            self.ws();
            self.eat(":")?;
            let v = self.value(depth + 1)?;
            out.push((k, v));
            self.ws();
            match self.s.get(self.i) {
                Some(b',') => self.i += 1,
                Some(b'}') => {
                    self.i += 1;
                    return Ok(Value::Object(out));
                }
                _ => return Err(format!("malformed object at byte {}", self.i)),
            }
        }
    }

    fn array(&mut self, depth: usize) -> std::result::Result<Value<'a>, String> {
        self.i += 1;
        let mut out = Vec::new();
        self.ws();
        if self.s.get(self.i) == Some(&b']') {
            self.i += 1;
            return Ok(Value::Array(out));
        }
        loop {
            out.push(self.value(depth + 1)?);
            self.ws();
            match self.s.get(self.i) {
                Some(b',') => self.i += 1,
                Some(b']') => {
                    self.i += 1;
                    return Ok(Value::Array(out));
                }
                _ => return Err(format!("malformed array at byte {}", self.i)),
            }
        }
    }

    fn hex4(&mut self) -> std::result::Result<u32, String> {
        let h = self.s.get(self.i..self.i + 4).ok_or("truncated \\u escape")?;
        let h = std::str::from_utf8(h).map_err(|_| "bad \\u escape")?;
        self.i += 4;
        u32::from_str_radix(h, 16).map_err(|_| "bad \\u escape".to_string())
    }

    fn string(&mut self) -> std::result::Result<Cow<'a, str>, String> {
        self.i += 1;
        let s: &'a [u8] = self.s;
        let mut out = String::new();
        let mut first = true;
        loop {
            let start = self.i;
            while let Some(&c) = s.get(self.i) {
                if c == b'"' || c == b'\\' {
                    break;
                }
                self.i += 1;
            }
            let run = std::str::from_utf8(&s[start..self.i]).map_err(|_| "invalid UTF-8")?;
            if first && s.get(self.i) == Some(&b'"') {
                // No escapes: borrow the text.
                self.i += 1;
                return Ok(Cow::Borrowed(run));
            }
            first = false;
            out.push_str(run);
            match s.get(self.i) {
                Some(b'"') => {
                    self.i += 1;
                    return Ok(Cow::Owned(out));
                }
                Some(b'\\') => {
                    self.i += 1;
                    let c = *self.s.get(self.i).ok_or("truncated escape")?;
                    self.i += 1;
                    match c {
                        b'"' => out.push('"'),
                        b'\\' => out.push('\\'),
                        b'/' => out.push('/'),
                        b'b' => out.push('\u{8}'),
                        b'f' => out.push('\u{c}'),
                        b'n' => out.push('\n'),
                        b'r' => out.push('\r'),
                        b't' => out.push('\t'),
                        b'u' => {
                            let mut cp = self.hex4()?;
                            if (0xD800..0xDC00).contains(&cp) && self.s.get(self.i..self.i + 2) == Some(b"\\u") {
                                self.i += 2;
                                let lo = self.hex4()?;
                                cp = 0x10000 + ((cp - 0xD800) << 10) + (lo.wrapping_sub(0xDC00) & 0x3FF);
                            }
                            out.push(char::from_u32(cp).unwrap_or('\u{FFFD}'));
                        }
                        _ => return Err("bad escape".into()),
                    }
                }
                _ => return Err("unterminated string".into()),
            }
        }
    }

    fn number(&mut self) -> std::result::Result<Value<'a>, String> {
        let start = self.i;
        if let Some(v) = self.short_decimal() {
            return Ok(Value::Number(v));
        }
        self.i = start;
        while matches!(self.s.get(self.i), Some(b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E')) {
            self.i += 1;
        }
        let t = std::str::from_utf8(&self.s[start..self.i]).map_err(|_| "bad number")?;
        t.parse::<f64>().map(Value::Number).map_err(|_| format!("malformed number at byte {start}"))
    }
}

impl Parser<'_> {
    /// Clinger's fast path: a decimal without exponent and with at most 15 digits is
    /// an integer below 2^53 divided by an exact power of ten, so one division gives
    /// the correctly rounded double, the same value `JSON.parse` would give.
    fn short_decimal(&mut self) -> Option<f64> {
        let neg = self.s.get(self.i) == Some(&b'-');
        if neg {
            self.i += 1;
        }
        let (mut m, mut digits, mut frac, mut dot) = (0u64, 0u32, 0usize, false);
        while let Some(&c) = self.s.get(self.i) {
            match c {
                b'0'..=b'9' => {
                    m = m * 10 + (c - b'0') as u64;
                    digits += 1;
                    frac += dot as usize;
                    if digits > 15 {
                        return None;
                    }
                }
                b'.' if !dot && digits > 0 => dot = true,
                b'e' | b'E' | b'+' | b'-' | b'.' => return None,
                _ => break,
            }
            self.i += 1;
        }
        if digits == 0 || (dot && frac == 0) {
            return None;
        }
        const POW10: [f64; 16] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
        let v = m as f64 / POW10[frac];
        Some(if neg { -v } else { v })
    }
}

/// A deserialization error message.
#[derive(Debug)]
pub struct Error(pub String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
}

impl<'de> IntoDeserializer<'de, Error> for Value<'de> {
    type Deserializer = Value<'de>;
    fn into_deserializer(self) -> Value<'de> {
        self
    }
}

impl<'de> de::Deserializer<'de> for Value<'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> std::result::Result<V::Value, Error> {
        match self {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(b),
            Value::Number(n) => {
                // Whole numbers go as integers so that integer fields accept them.
                if n.fract() == 0.0 && n.abs() < 9.007_199_254_740_992e15 {
                    if n >= 0.0 {
                        visitor.visit_u64(n as u64)
                    } else {
                        visitor.visit_i64(n as i64)
                    }
                } else {
                    visitor.visit_f64(n)
                }
            }
            Value::Str(Cow::Borrowed(s)) => visitor.visit_borrowed_str(s),
            Value::Str(Cow::Owned(s)) => visitor.visit_string(s),
            Value::Array(a) => {
                let mut seq = SeqDeserializer::new(a.into_iter());
                let v = visitor.visit_seq(&mut seq)?;
                seq.end()?;
                Ok(v)
            }
            Value::Object(o) => {
                let mut map = MapDeserializer::new(o.into_iter());
                let v = visitor.visit_map(&mut map)?;
                map.end()?;
                Ok(v)
            }
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> std::result::Result<V::Value, Error> {
        match self {
            Value::Null => visitor.visit_none(),
            other => visitor.visit_some(other),
        }
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Deserialize, Debug, PartialEq)]
    struct Pt {
        x: super::super::input::Finite,
        #[serde(default)]
        tag: Option<String>,
        list: Vec<[f64; 2]>,
    }

    #[test]
    fn parses_values_and_names_bad_fields() {
        let p: Pt = from_str(r#"{"x": -1.5e2, "tag": "a\"\u00e9\ud83d\ude00", "list": [[1, 2], [3.5, -4]], "extra": {"deep": [true, null]}}"#).unwrap();
        assert_eq!(p.x.0, -150.0);
        assert_eq!(p.tag.as_deref(), Some("a\"é😀"));
        assert_eq!(p.list, vec![[1.0, 2.0], [3.5, -4.0]]);
        let e = from_str::<Pt>(r#"{"x": null, "list": []}"#).unwrap_err();
        assert!(e.field == "x", "{e}");
        let e = from_str::<Pt>(r#"{"list": []}"#).unwrap_err();
        assert_eq!(e.field, "x");
        let e = from_str::<Pt>(r#"{"x": 1, "list": [[1, "a"]]}"#).unwrap_err();
        assert_eq!(e.field, "list[0][1]");
        assert!(from_str::<Pt>(r#"{"x": 1, "list": []"#).is_err());
        assert!(from_str::<Pt>(&"[".repeat(100)).is_err());
        // The fast path agrees with the full parser, digit for digit.
        for t in ["0", "-0.5", "274.5", "123456789012345", "0.000000000000001", "-98.68986283848", "1.0000000000000002", "1e3", "01.5"] {
            let v = Parser { s: t.as_bytes(), i: 0 }.document();
            match (v, t.parse::<f64>()) {
                (Ok(Value::Number(a)), Ok(b)) if t != "01.5" => assert_eq!(a.to_bits(), b.to_bits(), "{t}"),
                (v, _) => assert!(t == "01.5" || v.is_err(), "{t}"),
            }
        }
    }
}

#[cfg(test)]
mod timing {
    #[test]
    #[ignore]
    fn json_timing() {
        let text = std::fs::read_to_string("/tmp/req.json").unwrap();
        let n = 2000;
        let t = std::time::Instant::now();
        for _ in 0..n {
            let v = super::Parser { s: text.as_bytes(), i: 0 }.document().unwrap();
            std::hint::black_box(v);
        }
        println!("value parse: {:?}", t.elapsed() / n);
        let t = std::time::Instant::now();
        for _ in 0..n {
            let v = super::Parser { s: text.as_bytes(), i: 0 }.document().unwrap();
            let r: super::super::place_move::Request = serde::Deserialize::deserialize(v).unwrap();
            std::hint::black_box(r);
        }
        println!("value parse + plain serde: {:?}", t.elapsed() / n);
        let t = std::time::Instant::now();
        for _ in 0..n {
            let r: super::super::place_move::Request = super::from_str(&text).unwrap();
            std::hint::black_box(r);
        }
        println!("with path_to_error: {:?}", t.elapsed() / n);
        let t = std::time::Instant::now();
        for _ in 0..n {
            let r: super::super::place_move::Request = super::from_str(&text).unwrap();
            std::hint::black_box(super::super::place_move::run(r).unwrap());
        }
        println!("parse + run: {:?}", t.elapsed() / n);
        let t = std::time::Instant::now();
        for _ in 0..n {
            let r: super::super::place_move::Request = super::from_str(&text).unwrap();
            let resp = super::super::place_move::run(r).unwrap();
            std::hint::black_box(super::super::json_output::to_string(&resp).unwrap());
        }
        println!("parse + run + write: {:?}", t.elapsed() / n);
        use crate::geometry::{Pose, Polygon, Vec2};
        let t = std::time::Instant::now();
        for i in 0..n {
            let s = crate::objects::Ship::new("x", crate::ships::ShipType::Small, Pose::new(i as f64, 3.0, 37.0), crate::Edition::Second, "s").unwrap();
            std::hint::black_box(s);
        }
        println!("Ship::new: {:?}", t.elapsed() / n);
        let t = std::time::Instant::now();
        for i in 0..n {
            let pts = (0..6).map(|k| Vec2::new(i as f64 + 30.0 * libm::cos(k as f64 * 1.0472), 330.0 + 30.0 * libm::sin(k as f64 * 1.0472))).collect();
            let o = crate::objects::Obstacle::new("o", crate::objects::ObstacleKind::Asteroid, Polygon::from_points(pts).unwrap());
            std::hint::black_box(o);
        }
        println!("Obstacle::new: {:?}", t.elapsed() / n);
    }
}
