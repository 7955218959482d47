//! Movement (`placeMove`, docs/conventions.md §3): where a maneuver puts a ship, and the template
//! or tool it is flown with.
//!
//! - [`standard`]: standard ships on the core templates (docs/conventions.md §3.1); the names,
//!   templates and motions themselves are in [`crate::flight`], below movement and
//!   the overlap rules alike, and re-exported here.
//! - [`huge_2e`]: the 2e huge maneuver tool (docs/conventions.md §3.2).
//! - [`huge_1e`]: the 1e huge template against the fore base (docs/conventions.md §3.3).
//! - [`huge_tools`]: the outlines of the 2e huge tool and the 1e huge template, for drawing.
//! - [`dials`], [`energy`]: the dials (docs/conventions.md §7) and the activation bookkeeping.
//!
//! The whole `placeMove` (maneuver, overlap rules, energy) is orchestrated above
//! both movement and overlap, in the round (`round/maneuver.rs`).

pub mod dials;
pub mod energy;
pub mod huge_1e;
pub mod huge_2e;
pub mod huge_tools;
pub mod standard;

pub use crate::flight::{maneuver, motion, play_area, templates};
pub use crate::flight::{Bearing, Maneuver, Motion, Plan};

use crate::edition::Edition;
use crate::error::Result;
use crate::objects::Ship;

/// Plans `m` for `ship` in `edition`, refusing bearings and speeds the ship's
/// template or tool cannot fly (`field` names the maneuver object).
pub fn plan(ship: &Ship, edition: Edition, m: Maneuver, field: &str) -> Result<Plan> {
    if !ship.is_huge() {
        return standard::plan(ship.pose, ship.base, m, field);
    }
    match edition {
        Edition::Second => huge_2e::plan(ship.pose, m, field),
        Edition::First => huge_1e::plan(ship.pose, ship.base, m, field),
    }
}
