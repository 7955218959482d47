//! Request text to a tree: the JS object is turned into JSON text by one walk
//! (js/boundary.js `jsonText`, JSON.stringify's text), parsed here into a small tree, and read
//! into a request type by [`super::FromWire`].
//!
//! Why not serde-wasm-bindgen for input: it crosses the JS/wasm boundary for every
//! field, about 3 µs per ship object (measured: 88 µs for a 26-ship checkOverlap
//! against 10 µs for one `JSON.stringify`). NaN and ±Infinity reach the text as
//! the bare words `NaN`, `Infinity` and `-Infinity` (JSON has none; `JSON.stringify`
//! writes `null`, which an optional field would take for "not given"), read as
//! [`Json::NonFinite`]; `undefined` fields vanish and are reported as missing.

use std::borrow::Cow;

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
    /// NaN or ±Infinity, as js/boundary.js writes them (never a valid value).
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
            Some(b'{') => self.list(depth, true, b'}'),
            Some(b'[') => self.list(depth, false, b']'),
            Some(b'"') => self.string().map(Json::Str),
            Some(b't') if self.eat(b"true") => Ok(Json::Bool(true)),
            Some(b'f') if self.eat(b"false") => Ok(Json::Bool(false)),
            Some(b'n') if self.eat(b"null") => Ok(Json::Null),
            Some(b'N') if self.eat(b"NaN") => Ok(Json::NonFinite(Cow::Borrowed("NaN"))),
            Some(b'I') if self.eat(b"Infinity") => Ok(Json::NonFinite(Cow::Borrowed("Infinity"))),
            Some(b'-') if self.eat(b"-Infinity") => Ok(Json::NonFinite(Cow::Borrowed("-Infinity"))),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => Err(format!("unexpected character at {}", self.i)),
        }
    }

    /// An object (`object`: its entries, keys first) or an array, from its opening bracket
    /// to `close`.
    fn list(&mut self, depth: usize, object: bool, close: u8) -> Result<Json<'a>, String> {
        self.i += 1;
        let (mut entries, mut items) = (Vec::new(), Vec::new());
        self.ws();
        let mut done = self.eat(&[close]);
        while !done {
            if object {
                self.ws();
                if self.s.get(self.i) != Some(&b'"') {
                    return Err(format!("expected a key at {}", self.i));
                }
                let key = self.string()?;
                self.ws();
                if !self.eat(b":") {
                    return Err(format!("expected ':' at {}", self.i));
                }
                entries.push((key, self.value(depth + 1)?));
            } else {
                items.push(self.value(depth + 1)?);
            }
            self.ws();
            done = self.eat(&[close]);
            if !done && !self.eat(b",") {
                return Err(format!("expected ',' or '{}' at {}", close as char, self.i));
            }
        }
        Ok(if object { Json::Obj(entries) } else { Json::Arr(items) })
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
                        b'"' | b'\\' | b'/' => e as char,
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
                    out.extend_from_slice(ch.encode_utf8(&mut [0; 4]).as_bytes());
                }
                _ => out.push(c),
            }
        }
        String::from_utf8(out).map(Cow::Owned).map_err(|_| "invalid UTF-8 in a string".to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_nested_values() {
        let j = parse_json(r#"{"id":"a\u00e9\"b","n":3,"x":-1.5e2,"opt":[[1,2],[3.25,4]],"extra":{"deep":[null,true]}}"#).unwrap();
        let Json::Obj(entries) = j else { panic!("an object") };
        let keys: Vec<&str> = entries.iter().map(|(k, _)| k.as_ref()).collect();
        assert_eq!(keys, ["id", "n", "x", "opt", "extra"]);
        assert_eq!(entries[0].1, Json::Str("aé\"b".into()));
        assert_eq!(entries[2].1, Json::Num(-150.0));
        assert_eq!(
            entries[3].1,
            Json::Arr(vec![Json::Arr(vec![Json::Num(1.0), Json::Num(2.0)]), Json::Arr(vec![Json::Num(3.25), Json::Num(4.0)])])
        );
        assert_eq!(entries[4].1, Json::Obj(vec![("deep".into(), Json::Arr(vec![Json::Null, Json::Bool(true)]))]));
    }

    #[test]
    fn refuses_bad_text() {
        assert!(parse_json("{\"a\":}").is_err());
        assert!(parse_json("[1,2").is_err());
        assert!(parse_json("[1] x").is_err());
        assert!(parse_json(&"[".repeat(100)).is_err());
    }

    #[test]
    fn non_finite_words_become_non_finite_values() {
        let j = parse_json(r#"[NaN,Infinity,-Infinity,-1]"#).unwrap();
        let words = ["NaN", "Infinity", "-Infinity"].map(|w| Json::NonFinite(w.into()));
        assert_eq!(j, Json::Arr(words.into_iter().chain([Json::Num(-1.0)]).collect()));
        // The marker object js/boundary.js once wrote is an object like any other.
        assert!(matches!(parse_json(r#"{"$nonFinite":"NaN"}"#).unwrap(), Json::Obj(e) if e.len() == 1));
        assert!(parse_json("Nan").is_err());
    }

    #[test]
    fn surrogate_pairs_decode() {
        assert_eq!(parse_json(r#""\ud83d\ude80""#).unwrap(), Json::Str("🚀".into()));
    }
}
