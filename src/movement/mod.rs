//! Movement (`placeMove`, docs/conventions.md §3): where a maneuver puts a ship, and the template
//! or tool it is flown with.
//!
//! - [`maneuver`]: speeds and the bearing names of docs/api.md.
//! - [`templates`], [`standard`]: the core templates and standard ships (docs/conventions.md §3.1).
//! - [`huge_2e`]: the 2e huge maneuver tool (docs/conventions.md §3.2).
//! - [`huge_1e`]: the 1e huge template against the fore base (docs/conventions.md §3.3).
//! - [`motion`]: a maneuver as a motion the overlap rules can back along.
//! - [`dials`], [`energy`]: the dials (docs/conventions.md §7) and the activation bookkeeping.
//! - [`place_move`]: the whole `placeMove` call, overlap rules included.

pub mod dials;
pub mod energy;
pub mod huge_1e;
pub mod huge_2e;
pub mod maneuver;
pub mod motion;
pub mod place_move;
pub mod play_area;
pub mod standard;
pub mod templates;

pub use maneuver::{Bearing, Maneuver};
pub use motion::Motion;

use crate::edition::Edition;
use crate::error::Result;
use crate::geometry::Vec2;
use crate::objects::Ship;

/// A maneuver ready to fly: its motion and the template outline as placed.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    pub motion: Motion,
    pub template: Vec<Vec2>,
}

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
