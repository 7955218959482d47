//! Writing a response: [`ToWire`] values write themselves into a [`Writer`], a flat
//! list of operations with the numbers and strings beside it. js/boundary.js
//! (`buildResponse`) turns that list into the plain JS object in one pass over wasm
//! memory; [`super::text::to_text`] turns it into JSON text (native callers, tests).
//!
//! Why not JSON text for JS: writing every float as text in wasm and reading it back
//! with `JSON.parse` was most of a call's cost (`Workspace.placeMove`: about 9 of its
//! 21 µs). Here a number is one f64 store, and a name from the code (every key, every
//! enum name) crosses once per module: js/boundary.js keeps it by address.

use std::collections::BTreeMap;

/// The operations; a string is either `STATIC` (address, byte length: text in the
/// module's data, cached by js/boundary.js) or `TEXT` (UTF-16 length, byte length:
/// the next slice of [`Writer::text`]). The one table of these codes: js/boundary.js's
/// copy is generated from this block (scripts/wire-ops.mjs, run by scripts/build.sh) and
/// tests/node/wire_ops.test.mjs fails when the two differ.
pub mod op {
    pub const OBJECT: u32 = 0;
    pub const ARRAY: u32 = 1;
    pub const END: u32 = 2;
    pub const NUM: u32 = 3;
    pub const NULL: u32 = 4;
    pub const TRUE: u32 = 5;
    pub const FALSE: u32 = 6;
    pub const STATIC: u32 = 7;
    pub const TEXT: u32 = 8;
    /// An array of numbers (a point, a list of distances): count, then that many of `nums`.
    pub const NUMS: u32 = 9;
    /// The next value, deeply frozen (`Object.freeze` on every object and array of it).
    pub const FROZEN: u32 = 10;
    /// A slot number, then the next value: deeply frozen, and kept by js/boundary.js in
    /// that slot for a later `KEPT` (`shipInfo`'s kept answers, `bindings::ship_info::answer`).
    pub const KEEP: u32 = 11;
    /// A slot number: the value kept in it by an earlier `KEEP` (the same frozen object).
    pub const KEPT: u32 = 12;
}

/// A response being written. In an object, keys and values alternate until `END`.
#[derive(Default)]
pub struct Writer {
    pub ops: Vec<u32>,
    pub nums: Vec<f64>,
    /// The `TEXT` strings, one after another.
    pub text: String,
    /// Written for [`super::text::to_text`]: names from the code go as `TEXT` (an address
    /// does not fit an op natively); false for a response built in JS.
    pub for_text: bool,
}

/// The methods writing one operation: `name => code`.
macro_rules! single_ops {
    ($($name:ident => $code:ident),*) => {$(
        #[inline(never)]
        pub fn $name(&mut self) {
            self.ops.push(op::$code);
        }
    )*};
}

/// Every method out of line: they are called from each response type's writer, and
/// inlined copies made the writers five times larger at `opt-level = 3` for no
/// measured speed.
impl Writer {
    single_ops!(begin_object => OBJECT, begin_array => ARRAY, end => END, null => NULL, frozen => FROZEN);

    #[inline(never)]
    pub fn bool(&mut self, b: bool) {
        self.ops.push(if b { op::TRUE } else { op::FALSE });
    }

    /// A number; a non-finite one (which the engine never produces) is `null`, as JSON has it.
    #[inline(never)]
    pub fn num(&mut self, v: f64) {
        if v.is_finite() {
            self.ops.push(op::NUM);
            self.nums.push(v);
        } else {
            self.null();
        }
    }

    /// An array of numbers, as one operation; non-finite ones are `null`, as [`Writer::num`] writes them.
    #[inline(never)]
    pub fn nums(&mut self, values: &[f64]) {
        if values.iter().all(|v| v.is_finite()) {
            self.ops.extend_from_slice(&[op::NUMS, values.len() as u32]);
            self.nums.extend_from_slice(values);
        } else {
            self.begin_array();
            values.iter().for_each(|v| self.num(*v));
            self.end();
        }
    }

    /// A key, or a name from the code.
    #[inline(never)]
    pub fn static_str(&mut self, s: &'static str) {
        if self.for_text {
            return self.str(s);
        }
        self.ops.extend_from_slice(&[op::STATIC, s.as_ptr() as usize as u32, s.len() as u32]);
    }

    /// [`op::KEEP`] (the next value, kept in `slot`) or [`op::KEPT`] (the value kept there): `code`.
    pub fn slot(&mut self, code: u32, slot: u32) {
        self.ops.extend_from_slice(&[code, slot]);
    }

    /// A string made at run time (an id, a message).
    #[inline(never)]
    pub fn str(&mut self, s: &str) {
        let utf16 = if s.is_ascii() { s.len() } else { s.chars().map(char::len_utf16).sum() };
        self.ops.extend_from_slice(&[op::TEXT, utf16 as u32, s.len() as u32]);
        self.text.push_str(s);
    }
}

/// A response value.
pub trait ToWire {
    fn to_wire(&self, w: &mut Writer);

    /// A slice of these values as an array (numbers override it: one operation for all).
    fn slice_to_wire(items: &[Self], w: &mut Writer)
    where
        Self: Sized,
    {
        w.begin_array();
        for v in items {
            v.to_wire(w);
        }
        w.end();
    }

    /// The fields alone, merged into an enclosing object (`#[serde(flatten)]`): derived
    /// for structs and tagged enums; nothing for other values.
    fn to_wire_fields(&self, _w: &mut Writer) {}
}

/// One field of a derived struct or struct variant, as [`write_fields`] writes it.
#[derive(Debug)]
pub struct OutField {
    /// The key as the response spells it; empty for a flattened field (`#[serde(flatten)]`),
    /// whose value's own fields are merged into this object.
    pub key: &'static str,
    /// Its `///` text and TypeScript (tests only): the description the writer walks is the one declared.
    #[cfg(test)]
    pub ts: crate::wire::ts::TsOutOf,
}

/// A tagged variant's tag and fields (with their `values`, as [`write_fields`] takes them), into
/// the open object: the variant's own, or one flattening it (`#[serde(flatten)]`). The derive
/// passes the variant's parts, not its description (`crate::wire::ts::OutVariant`, tests only):
/// so the description is left out of the module (it took more bytes than the arguments).
#[inline(never)]
pub fn write_tagged(w: &mut Writer, tag: &'static str, name: &'static str, fields: &[OutField], values: &[Option<&dyn ToWire>]) {
    w.static_str(tag);
    w.static_str(name);
    write_fields(w, fields, values);
}

/// Writes a derived struct's fields (`keys`) with their `values` (`None`: skipped,
/// `skip_serializing_if`) into the open object. The one writer of every derived struct:
/// the fields are data and the values trait objects, so a response type's generated code
/// is one call (see src/wire/from.rs for the reading side).
#[inline(never)]
pub fn write_fields(w: &mut Writer, keys: &[OutField], values: &[Option<&dyn ToWire>]) {
    for (f, v) in keys.iter().zip(values) {
        match (v, f.key.is_empty()) {
            (None, _) => {}
            (Some(v), true) => v.to_wire_fields(w),
            (Some(v), false) => {
                w.static_str(f.key);
                v.to_wire(w);
            }
        }
    }
}

/// `value`'s fields as an object: a derived struct's `to_wire`. Out of line and through
/// the trait object, so that no struct's writer holds a second copy of its fields' writes.
#[inline(never)]
pub fn write_object(w: &mut Writer, value: &dyn ToWire) {
    w.begin_object();
    value.to_wire_fields(w);
    w.end();
}

/// `value` written, for JS (js/boundary.js `buildResponse`). Not generic: one copy.
#[inline(never)]
pub fn write(value: &dyn ToWire) -> Writer {
    let mut w = Writer { ops: Vec::with_capacity(64), nums: Vec::with_capacity(32), ..Writer::default() };
    value.to_wire(&mut w);
    w
}

impl ToWire for f64 {
    fn to_wire(&self, w: &mut Writer) {
        w.num(*self);
    }

    fn slice_to_wire(items: &[f64], w: &mut Writer) {
        w.nums(items);
    }
}

/// Values written by one [`Writer`] call each: `method(types) => |v| argument`.
macro_rules! scalars {
    ($($method:ident($($t:ty),*) => |$v:ident| $arg:expr;)*) => {$($(
        impl ToWire for $t {
            fn to_wire(&self, w: &mut Writer) {
                let $v = self;
                w.$method($arg);
            }
        }
    )*)*};
}
scalars! {
    num(f32, u8, u16, u32, u64, usize, i8, i32, i64) => |n| *n as f64;
    bool(bool) => |b| *b;
    static_str(&'static str) => |s| s;
    str(String) => |s| s;
}

impl<T: ToWire> ToWire for Option<T> {
    fn to_wire(&self, w: &mut Writer) {
        match self {
            Some(v) => v.to_wire(w),
            None => w.null(),
        }
    }

    fn to_wire_fields(&self, w: &mut Writer) {
        if let Some(v) = self {
            v.to_wire_fields(w);
        }
    }
}

/// A reference writes what it points to.
impl<T: ToWire + ?Sized> ToWire for &T {
    fn to_wire(&self, w: &mut Writer) {
        (**self).to_wire(w);
    }

    fn to_wire_fields(&self, w: &mut Writer) {
        (**self).to_wire_fields(w);
    }
}

/// A slice, a `Vec` and an array write their items as an array (numbers: one operation).
macro_rules! lists {
    ($($t:ty $(, const $n:ident)?;)*) => {$(
        impl<T: ToWire $(, const $n: usize)?> ToWire for $t {
            fn to_wire(&self, w: &mut Writer) {
                T::slice_to_wire(self, w);
            }
        }
    )*};
}
lists! { [T]; Vec<T>; [T; N], const N; }

impl<A: ToWire, B: ToWire> ToWire for (A, B) {
    fn to_wire(&self, w: &mut Writer) {
        w.begin_array();
        self.0.to_wire(w);
        self.1.to_wire(w);
        w.end();
    }
}

/// A map as an object: its keys are strings (`String`s, or names from the code).
impl<K: ToWire, V: ToWire> ToWire for BTreeMap<K, V> {
    fn to_wire(&self, w: &mut Writer) {
        w.begin_object();
        for (k, v) in self {
            k.to_wire(w);
            v.to_wire(w);
        }
        w.end();
    }
}
