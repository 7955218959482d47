//! Flight: what both movement and the overlap rules need to speak of a maneuver,
//! below both of them: its name ([`maneuver`]), the core templates ([`templates`]),
//! the motion a ship follows ([`motion`]), a planned maneuver ([`Plan`]) and the
//! play area ([`play_area`]). Movement plans maneuvers with these; the overlap rules
//! back ships along them; neither imports the other.

pub mod maneuver;
pub mod motion;
pub mod play_area;
pub mod templates;

pub use maneuver::{Bearing, Maneuver};
pub use motion::Motion;

use crate::geometry::Vec2;

/// A maneuver ready to fly: its motion and the template outline as placed.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    pub motion: Motion,
    pub template: Vec<Vec2>,
}
