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
pub use polygon::Polygon;
pub use pose::Pose;
pub use shape::Shape;

/// Tolerance for "touching" and "overlapping" (docs/conventions.md §1): interiors must intersect
/// by more than this many millimetres to count as an overlap.
pub const EPS: f64 = 1e-6;
