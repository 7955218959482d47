//! Plane geometry in the play-area frame (docs/conventions.md §1): millimetres, x right, y down,
//! headings in degrees clockwise from "up the screen".
//!
//! Everything here is exact in the sense that matters for the rules: no sampling,
//! only closed-form tests on polygons and segments with one tolerance, [`EPS`].

pub mod crossings;
pub mod math;
pub mod minkowski;
pub mod polygon;
pub mod pose;
pub mod query;
pub mod segment;
pub mod shape;

pub use glam::DVec2 as Vec2;

/// A point is written by the calls as `[x, y]` (one `NUMS` operation).
impl crate::wire::ToWire for Vec2 {
    fn to_wire(&self, w: &mut crate::wire::Writer) {
        w.nums(&[self.x, self.y]);
    }
}

/// Its TypeScript: the tuple, named `Point` in the shipped declarations.
#[cfg(test)]
impl crate::wire::ts::TsOut for Vec2 {
    fn ts_out() -> String {
        use crate::wire::ts::{named, Dir};
        named(Dir::Out, "Vec2", "Point", "A point on the table: x, y in mm (docs/conventions.md §1).", || "[number, number]".into())
    }
}
pub use polygon::Polygon;
pub use pose::Pose;
pub use shape::Shape;

/// Tolerance for "touching" and "overlapping" (docs/conventions.md §1): interiors must intersect
/// by more than this many millimetres to count as an overlap.
pub const EPS: f64 = 1e-6;
