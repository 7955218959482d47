//! Overlap: which objects' interiors meet (detection), and what the rules do when
//! a maneuver ends overlapping (resolution, SPEC §4).

pub mod detect;

pub use detect::{check_overlap, overlap_between, OverlapHit, OverlapReport};
