//! A faster way out: the response is written as JSON text inside wasm and turned
//! into plain JS objects by one `JSON.parse`, instead of one boundary crossing per
//! field. Produces exactly what `output::to_js` would (plain objects, arrays, `null`
//! for absent values); non-finite numbers, which the engine never returns, become `null`.

use serde::ser::{self, Serialize};
use std::fmt::{self, Write};
use wasm_bindgen::JsValue;

use crate::error::RulesError;

/// Serializes a response to a plain JS object through JSON text.
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, RulesError> {
    let text = to_string(value)?;
    js_sys::JSON::parse(&text).map_err(|_| RulesError::invalid("response", "could not be built"))
}

/// The JSON text of a response.
pub fn to_string<T: Serialize>(value: &T) -> Result<String, RulesError> {
    let mut w = Writer { out: String::with_capacity(1024) };
    value.serialize(&mut w).map_err(|e| RulesError::invalid("response", format!("could not be built: {e}")))?;
    Ok(w.out)
}

#[derive(Debug)]
pub struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for Error {}
impl ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
}

pub struct Writer {
    out: String,
}

impl Writer {
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
    fn float(&mut self, v: f64) {
        if v.is_finite() {
            let _ = write!(self.out, "{v:?}");
        } else {
            self.out.push_str("null");
        }
    }
}

/// A list or object being written; `first` tracks the commas.
pub struct Compound<'a> {
    w: &'a mut Writer,
    first: bool,
    close: &'static str,
}

impl Compound<'_> {
    fn comma(&mut self) {
        if !self.first {
            self.w.out.push(',');
        }
        self.first = false;
    }
    fn key(&mut self, k: &str) {
        self.comma();
        self.w.string(k);
        self.w.out.push(':');
    }
}

type R = Result<(), Error>;

impl<'a> ser::Serializer for &'a mut Writer {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Compound<'a>;

    fn serialize_bool(self, v: bool) -> R {
        self.out.push_str(if v { "true" } else { "false" });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> R {
        self.serialize_i64(v as i64)
    }
    fn serialize_i16(self, v: i16) -> R {
        self.serialize_i64(v as i64)
    }
    fn serialize_i32(self, v: i32) -> R {
        self.serialize_i64(v as i64)
    }
    fn serialize_i64(self, v: i64) -> R {
        let _ = write!(self.out, "{v}");
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> R {
        self.serialize_u64(v as u64)
    }
    fn serialize_u16(self, v: u16) -> R {
        self.serialize_u64(v as u64)
    }
    fn serialize_u32(self, v: u32) -> R {
        self.serialize_u64(v as u64)
    }
    fn serialize_u64(self, v: u64) -> R {
        let _ = write!(self.out, "{v}");
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> R {
        self.float(v as f64);
        Ok(())
    }
    fn serialize_f64(self, v: f64) -> R {
        self.float(v);
        Ok(())
    }
    fn serialize_char(self, v: char) -> R {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> R {
        self.string(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> R {
        use ser::SerializeSeq;
        let mut s = self.serialize_seq(Some(v.len()))?;
        for b in v {
            s.serialize_element(b)?;
        }
        s.end()
    }
    fn serialize_none(self) -> R {
        self.out.push_str("null");
        Ok(())
    }
    fn serialize_some<T: ?Sized + Serialize>(self, v: &T) -> R {
        v.serialize(self)
    }
    fn serialize_unit(self) -> R {
        self.serialize_none()
    }
    fn serialize_unit_struct(self, _: &'static str) -> R {
        self.serialize_none()
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> R {
        self.string(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(self, _: &'static str, v: &T) -> R {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(self, _: &'static str, _: u32, variant: &'static str, v: &T) -> R {
        self.out.push('{');
        self.string(variant);
        self.out.push(':');
        v.serialize(&mut *self)?;
        self.out.push('}');
        Ok(())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Compound<'a>, Error> {
        self.out.push('[');
        Ok(Compound { w: self, first: true, close: "]" })
    }
    fn serialize_tuple(self, n: usize) -> Result<Compound<'a>, Error> {
        self.serialize_seq(Some(n))
    }
    fn serialize_tuple_struct(self, _: &'static str, n: usize) -> Result<Compound<'a>, Error> {
        self.serialize_seq(Some(n))
    }
    fn serialize_tuple_variant(self, _: &'static str, _: u32, variant: &'static str, _: usize) -> Result<Compound<'a>, Error> {
        self.out.push('{');
        self.string(variant);
        self.out.push_str(":[");
        Ok(Compound { w: self, first: true, close: "]}" })
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Compound<'a>, Error> {
        self.out.push('{');
        Ok(Compound { w: self, first: true, close: "}" })
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Compound<'a>, Error> {
        self.serialize_map(None)
    }
    fn serialize_struct_variant(self, _: &'static str, _: u32, variant: &'static str, _: usize) -> Result<Compound<'a>, Error> {
        self.out.push('{');
        self.string(variant);
        self.out.push_str(":{");
        Ok(Compound { w: self, first: true, close: "}}" })
    }
}

impl ser::SerializeSeq for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: ?Sized + Serialize>(&mut self, v: &T) -> R {
        self.comma();
        v.serialize(&mut *self.w)
    }
    fn end(self) -> R {
        self.w.out.push_str(self.close);
        Ok(())
    }
}

impl ser::SerializeTuple for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: ?Sized + Serialize>(&mut self, v: &T) -> R {
        ser::SerializeSeq::serialize_element(self, v)
    }
    fn end(self) -> R {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeTupleStruct for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, v: &T) -> R {
        ser::SerializeSeq::serialize_element(self, v)
    }
    fn end(self) -> R {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeTupleVariant for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, v: &T) -> R {
        ser::SerializeSeq::serialize_element(self, v)
    }
    fn end(self) -> R {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: ?Sized + Serialize>(&mut self, k: &T) -> R {
        self.comma();
        // Keys must be strings: write the key, then check it came out quoted.
        let at = self.w.out.len();
        k.serialize(&mut *self.w)?;
        if !self.w.out[at..].starts_with('"') {
            return Err(Error("map keys must be strings".into()));
        }
        self.w.out.push(':');
        Ok(())
    }
    fn serialize_value<T: ?Sized + Serialize>(&mut self, v: &T) -> R {
        v.serialize(&mut *self.w)
    }
    fn end(self) -> R {
        self.w.out.push_str(self.close);
        Ok(())
    }
}

impl ser::SerializeStruct for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, k: &'static str, v: &T) -> R {
        self.key(k);
        v.serialize(&mut *self.w)
    }
    fn end(self) -> R {
        self.w.out.push_str(self.close);
        Ok(())
    }
}

impl ser::SerializeStructVariant for Compound<'_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, k: &'static str, v: &T) -> R {
        ser::SerializeStruct::serialize_field(self, k, v)
    }
    fn end(self) -> R {
        ser::SerializeStruct::end(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::overlap::outcome::{At, ChoiceOption, Effect};

    #[test]
    fn writes_tagged_and_untagged_values_as_json() {
        let e = vec![
            Effect::Damage { target: "a\"b".into(), hits: 1, crits: 0, faceup: false, section: None, source: "s" },
            Effect::Placed { target: "x".into(), pose: At { x: 1.5, y: -2.0, heading: 1e-7 } },
        ];
        assert_eq!(
            to_string(&e).unwrap(),
            r#"[{"type":"damage","target":"a\"b","hits":1,"crits":0,"faceup":false,"section":null,"source":"s"},{"type":"placed","target":"x","pose":{"x":1.5,"y":-2.0,"heading":1e-7}}]"#
        );
        assert_eq!(to_string(&vec![ChoiceOption::Section("fore")]).unwrap(), r#"["fore"]"#);
        assert_eq!(to_string(&[f64::NAN, 0.1]).unwrap(), "[null,0.1]");
    }
}
