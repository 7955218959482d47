//! Overlap: which objects' interiors meet (detection), and what the rules do when
//! a maneuver ends overlapping (resolution, SPEC §4).

pub mod detect;

pub use detect::{check_overlap, overlap_between, OverlapHit, OverlapReport};
pub mod backoff;
pub mod contact;
pub mod outcome;
pub mod resolve_1e;
pub mod resolve_2e;
pub mod set_aside;
pub mod standard;
pub mod table;
