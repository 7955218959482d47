//! Overlap: which objects' interiors meet (detection), and what the rules do when
//! a maneuver ends overlapping (resolution, docs/conventions.md §4).
//!
//! - [`detect`], [`contact`]: overlap and touch, with 1e sections.
//! - [`backoff`]: backing off along the template (standard ships; 1e huge vs huge).
//! - [`standard`]: a standard ship's maneuver (both editions).
//! - [`resolve_1e`], [`resolve_2e`]: a huge ship's maneuver, per edition.
//! - [`set_aside`]: 2e placement in a huge ship's full rear arc at range 0–1.
//! - [`outcome`], [`table`]: effects, choices, and the table being resolved.

pub mod backoff;
pub mod contact;
pub mod detect;
pub mod outcome;
pub mod resolve_1e;
pub mod resolve_2e;
pub mod set_aside;
pub mod standard;
pub mod table;

pub use detect::{check_overlap, overlap_between, OverlapHit, OverlapReport};
