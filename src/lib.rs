//! Rules and geometry for X-Wing huge ships, in both editions.
//!
//! The engine modules read like the rulebook's table of contents (geometry,
//! bases, ships, movement, overlap, range, attack) and know nothing of JS;
//! [`bindings`] is the one layer that turns JS objects into engine types and back.

// The core module (no `full` feature) exports fewer calls: the engine code only the full
// module calls is then unused, and LTO drops it.
#![cfg_attr(not(feature = "full"), allow(dead_code, unused_imports))]

pub mod attack;
pub mod bases;
pub mod cards;
pub mod dice;
pub mod edition;
pub mod epic;
pub mod error;
pub mod flight;
pub mod geometry;
pub mod limits;
pub mod movement;
pub mod num_text;
pub mod objects;
pub mod overlap;
pub mod range;
pub mod round;
pub mod ships;
pub mod small_sort;
pub mod squads;
pub mod wire;

pub mod bindings;
pub mod calls;

pub use edition::Edition;
pub use error::{ErrorCode, RulesError};
