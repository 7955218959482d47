//! `cardIndex`: the edition's card catalogue (`crate::squads::catalogue`, which lists and
//! filters it); here only how a printed value (a number or `"?"`) is written.

use crate::squads::catalogue::{self, Printed};
use crate::wire::{ToWire, Writer};

pub use catalogue::{list as run, Catalogue as Response, Query as Request};

impl ToWire for Printed {
    fn to_wire(&self, w: &mut Writer) {
        match self {
            Printed::Value(n) => n.to_wire(w),
            Printed::Unknown => "?".to_wire(w),
        }
    }
}

#[cfg(test)]
impl crate::wire::ts::TsOut for Printed {
    fn ts_out() -> String {
        r#"number | "?""#.into()
    }
}
