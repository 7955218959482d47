//! Writing responses: serde serializes the response DTO to JSON text here, and
//! one `JSON.parse` call on the JS side makes the plain object.
//!
//! Why not serde-wasm-bindgen for output: it builds the object with a boundary
//! crossing per value, which dominates responses with polygon outlines (hundreds of
//! numbers). Non-finite numbers, which the engine never produces, are written `null`.

use serde::ser::{self, Serialize};
use std::fmt::{self, Write};

use crate::num_text::{write_f64, write_u64};

#[derive(Debug)]
pub struct SerError(pub String);

impl fmt::Display for SerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SerError {}

impl ser::Error for SerError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        SerError(msg.to_string())
    }
}

/// JSON text of `value`.
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> Result<String, SerError> {
    let mut w = Writer { out: String::with_capacity(256), deferred: None };
    value.serialize(&mut w)?;
    Ok(w.out)
}

/// Stands for a deferred number in the text: valid JSON, read by `JSON.parse` as
/// `Infinity`, which a response never holds (non-finite numbers are written `null`).
pub const DEFERRED: &str = "1e999";

/// JSON text of `value` without float formatting (the costly part of writing a
/// response with polygon outlines): each number that is not a whole number is written
/// [`DEFERRED`] and listed, in text order, in the second part; js/boundary.js puts
/// them back in the same order. `None` when an object key looks like an array index
/// (JS would reorder it), so the caller writes the text in full instead.
pub fn to_json_deferred<T: Serialize + ?Sized>(value: &T) -> Result<Option<(String, Vec<f64>)>, SerError> {
    let mut w = Writer { out: String::with_capacity(256), deferred: Some(Deferred { numbers: Vec::new(), index_keys: false }) };
    value.serialize(&mut w)?;
    Ok(w.deferred.filter(|d| !d.index_keys).map(|d| (w.out, d.numbers)))
}

pub struct Writer {
    out: String,
    deferred: Option<Deferred>,
}

struct Deferred {
    numbers: Vec<f64>,
    /// A map key made of digits only was written.
    index_keys: bool,
}

/// Largest whole number written as an integer (beyond it, f64 Display may differ).
const MAX_WHOLE: f64 = 9_007_199_254_740_992.0;

impl Writer {
    fn num(&mut self, v: f64) {
        if let Some(d) = &mut self.deferred {
            if v.is_finite() && v.fract() == 0.0 && v.abs() < MAX_WHOLE && !(v == 0.0 && v.is_sign_negative()) {
                let _ = write!(self.out, "{}", v as i64);
                return;
            }
            if v.is_finite() {
                d.numbers.push(v);
                self.out.push_str(DEFERRED);
                return;
            }
        }
        if v.is_finite() {
            // The shortest text that reads back to the same f64 (see `write_f64`).
            write_f64(&mut self.out, v);
        } else {
            self.out.push_str("null");
        }
    }

    fn string(&mut self, s: &str) {
        self.out.push('"');
        for c in s.chars() {
            match c {
                '"' => self.out.push_str("\\\""),
                '\\' => self.out.push_str("\\\\"),
                '\n' => self.out.push_str("\\n"),
                '\r' => self.out.push_str("\\r"),
                '\t' => self.out.push_str("\\t"),
                c if (c as u32) < 0x20 => {
                    let _ = write!(self.out, "\\u{:04x}", c as u32);
                }
                c => self.out.push(c),
            }
        }
        self.out.push('"');
    }
}

/// A sequence or map in progress: writes the separators.
pub struct Compound<'a> {
    w: &'a mut Writer,
    first: bool,
    close: &'static str,
}

impl Compound<'_> {
    fn sep(&mut self) {
        if !self.first {
            self.w.out.push(',');
        }
        self.first = false;
    }
    fn key(&mut self, k: &str) {
        self.sep();
        self.w.string(k);
        self.w.out.push(':');
    }
}

impl<'a> ser::Serializer for &'a mut Writer {
    type Ok = ();
    type Error = SerError;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    fn serialize_bool(self, v: bool) -> Result<(), SerError> {
        self.out.push_str(if v { "true" } else { "false" });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), SerError> {
        self.serialize_i64(v as i64)
    }
    fn serialize_i16(self, v: i16) -> Result<(), SerError> {
        self.serialize_i64(v as i64)
    }
    fn serialize_i32(self, v: i32) -> Result<(), SerError> {
        self.serialize_i64(v as i64)
    }
    fn serialize_i64(self, v: i64) -> Result<(), SerError> {
        if v < 0 {
            self.out.push('-');
        }
        write_u64(&mut self.out, v.unsigned_abs());
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<(), SerError> {
        self.serialize_u64(v as u64)
    }
    fn serialize_u16(self, v: u16) -> Result<(), SerError> {
        self.serialize_u64(v as u64)
    }
    fn serialize_u32(self, v: u32) -> Result<(), SerError> {
        self.serialize_u64(v as u64)
    }
    fn serialize_u64(self, v: u64) -> Result<(), SerError> {
        write_u64(&mut self.out, v);
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> Result<(), SerError> {
        self.num(v as f64);
        Ok(())
    }
    fn serialize_f64(self, v: f64) -> Result<(), SerError> {
        self.num(v);
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), SerError> {
        self.string(v.encode_utf8(&mut [0u8; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), SerError> {
        self.string(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), SerError> {
        let mut s = ser::Serializer::serialize_seq(self, Some(v.len()))?;
        for b in v {
            ser::SerializeSeq::serialize_element(&mut s, b)?;
        }
        ser::SerializeSeq::end(s)
    }
    fn serialize_none(self) -> Result<(), SerError> {
        self.out.push_str("null");
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> Result<(), SerError> {
        v.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), SerError> {
        self.out.push_str("null");
        Ok(())
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<(), SerError> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result<(), SerError> {
        self.string(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, v: &T) -> Result<(), SerError> {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        v: &T,
    ) -> Result<(), SerError> {
        self.out.push('{');
        self.string(variant);
        self.out.push(':');
        v.serialize(&mut *self)?;
        self.out.push('}');
        Ok(())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Compound<'a>, SerError> {
        self.out.push('[');
        Ok(Compound { w: self, first: true, close: "]" })
    }
    fn serialize_tuple(self, len: usize) -> Result<Compound<'a>, SerError> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _: &'static str, len: usize) -> Result<Compound<'a>, SerError> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(self, _: &'static str, _: u32, variant: &'static str, _: usize) -> Result<Compound<'a>, SerError> {
        self.out.push('{');
        self.string(variant);
        self.out.push_str(":[");
        Ok(Compound { w: self, first: true, close: "]}" })
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Compound<'a>, SerError> {
        self.out.push('{');
        Ok(Compound { w: self, first: true, close: "}" })
    }
    fn serialize_struct(self, _: &'static str, len: usize) -> Result<Compound<'a>, SerError> {
        self.serialize_map(Some(len))
    }
    fn serialize_struct_variant(self, _: &'static str, _: u32, variant: &'static str, _: usize) -> Result<Compound<'a>, SerError> {
        self.out.push('{');
        self.string(variant);
        self.out.push_str(":{");
        Ok(Compound { w: self, first: true, close: "}}" })
    }
}

impl ser::SerializeSeq for Compound<'_> {
    type Ok = ();
    type Error = SerError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), SerError> {
        self.sep();
        v.serialize(&mut *self.w)
    }
    fn end(self) -> Result<(), SerError> {
        self.w.out.push_str(self.close);
        Ok(())
    }
}

impl ser::SerializeTuple for Compound<'_> {
    type Ok = ();
    type Error = SerError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), SerError> {
        ser::SerializeSeq::serialize_element(self, v)
    }
    fn end(self) -> Result<(), SerError> {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeTupleStruct for Compound<'_> {
    type Ok = ();
    type Error = SerError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), SerError> {
        ser::SerializeSeq::serialize_element(self, v)
    }
    fn end(self) -> Result<(), SerError> {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeTupleVariant for Compound<'_> {
    type Ok = ();
    type Error = SerError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), SerError> {
        ser::SerializeSeq::serialize_element(self, v)
    }
    fn end(self) -> Result<(), SerError> {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = SerError;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, k: &T) -> Result<(), SerError> {
        // Keys must be strings in JSON: serialize the key, then quote it if it was not.
        self.sep();
        let text = to_json(k)?;
        if let Some(d) = &mut self.w.deferred {
            let bare = text.trim_matches('"');
            d.index_keys |= !bare.is_empty() && bare.bytes().all(|b| b.is_ascii_digit());
        }
        if text.starts_with('"') {
            self.w.out.push_str(&text);
        } else {
            self.w.string(&text);
        }
        self.w.out.push(':');
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), SerError> {
        v.serialize(&mut *self.w)
    }
    fn end(self) -> Result<(), SerError> {
        self.w.out.push_str(self.close);
        Ok(())
    }
}

impl ser::SerializeStruct for Compound<'_> {
    type Ok = ();
    type Error = SerError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, v: &T) -> Result<(), SerError> {
        self.key(key);
        v.serialize(&mut *self.w)
    }
    fn end(self) -> Result<(), SerError> {
        self.w.out.push_str(self.close);
        Ok(())
    }
}

impl ser::SerializeStructVariant for Compound<'_> {
    type Ok = ();
    type Error = SerError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, v: &T) -> Result<(), SerError> {
        ser::SerializeStruct::serialize_field(self, key, v)
    }
    fn end(self) -> Result<(), SerError> {
        self.w.out.push_str(self.close);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bindings::json_in::{parse_json, Json};
    use serde::Serialize;
    use std::collections::BTreeMap;

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Out {
        range: Option<u8>,
        from_point: [f64; 2],
        name: &'static str,
        tags: Vec<String>,
        map: BTreeMap<u32, bool>,
    }

    #[test]
    fn writes_json_that_reads_back() {
        let mut map = BTreeMap::new();
        map.insert(3, true);
        let o = Out { range: None, from_point: [0.1, -2e-7], name: "a\"b\n", tags: vec!["x".into()], map };
        let text = to_json(&o).unwrap();
        // Ryu's shortest form (`-2e-7`, as JS writes it too; core::fmt wrote `-0.0000002`).
        assert_eq!(text, r#"{"range":null,"fromPoint":[0.1,-2e-7],"name":"a\"b\n","tags":["x"],"map":{"3":true}}"#);
        let back = parse_json(&text).unwrap();
        let Json::Obj(entries) = back else { panic!("object") };
        assert_eq!(entries[1].1, Json::Arr(vec![Json::Num(0.1), Json::Num(-2e-7)]));
    }

    #[test]
    fn floats_round_trip_exactly() {
        for v in [1.0f64 / 3.0, 1e-300, 123456789.12345679, -0.0, 5e-324] {
            let Json::Num(back) = parse_json(&to_json(&v).unwrap()).unwrap() else { panic!() };
            assert_eq!(back.to_bits(), v.to_bits());
        }
    }
}

#[cfg(test)]
mod deferred_tests {
    use super::*;
    use std::collections::BTreeMap;

    /// The deferred text with its numbers put back in order, as js/boundary.js does.
    fn restored(text: &str, numbers: &[f64]) -> String {
        let mut parts = text.split(DEFERRED);
        let mut out = parts.next().unwrap_or("").to_string();
        for (part, n) in parts.zip(numbers) {
            write_f64(&mut out, *n);
            out.push_str(part);
        }
        out
    }

    #[test]
    fn deferred_numbers_restore_the_same_text() {
        let value = (vec![1.5, -0.0, 45.0, 1e300, 9_007_199_254_740_993.0, f64::NAN, -3.0], "1e999 in a string is text", 0.1);
        let (text, numbers) = to_json_deferred(&value).unwrap().unwrap();
        // Whole numbers are written at once; the rest (-0, beyond 2^53, fractions) are deferred.
        assert_eq!(numbers.len(), 5);
        assert!(!text.contains("0.1") && text.contains("45") && text.contains("null"));
        // (A string holding "1e999" stays a string for JSON.parse; the textual restore
        // below cannot tell, so it uses a plain string.)
        let plain = (vec![1.5, -0.0, 45.0, 1e300, 9_007_199_254_740_993.0, f64::NAN, -3.0], "text", 0.1);
        let (text, numbers) = to_json_deferred(&plain).unwrap().unwrap();
        assert_eq!(restored(&text, &numbers), to_json(&plain).unwrap());
    }

    #[test]
    fn index_like_keys_fall_back_to_full_text() {
        let mut m = BTreeMap::new();
        m.insert("12", 0.5);
        assert!(to_json_deferred(&m).unwrap().is_none());
        let mut m = BTreeMap::new();
        m.insert("a12", 0.5);
        assert_eq!(to_json_deferred(&m).unwrap().unwrap().1, vec![0.5]);
    }
}
