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
    let mut w = Writer { out: String::with_capacity(256) };
    value.serialize(&mut w)?;
    Ok(w.out)
}

pub struct Writer {
    out: String,
}

impl Writer {
    fn num(&mut self, v: f64) {
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
