//! An engine enum written as its name (`as_str`), typed `string` in the generated
//! TypeScript: the rule folders' result types carry their own enums (a unit's standing, an
//! activation subphase) instead of a response copy holding the name as a `&'static str`.

/// `ToWire` (and, under `cfg(test)`, `TsOut` as `string`) for enums with `fn as_str(self)`.
macro_rules! to_wire_as_name {
    ($($t:ty),*) => {$(
        impl $crate::wire::ToWire for $t {
            fn to_wire(&self, w: &mut $crate::wire::Writer) {
                w.static_str(self.as_str());
            }
        }
        #[cfg(test)]
        impl $crate::wire::ts::TsOut for $t {
            fn ts_out() -> String {
                "string".into()
            }
        }
    )*};
}
pub(crate) use to_wire_as_name;
