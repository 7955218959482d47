//! The play area (docs/conventions.md §1): a ship whose base ends partly outside it has fled; a
//! huge ship's base may never be placed outside it (seeds 003, 001 "Setup").

use crate::geometry::{Polygon, EPS};

/// Epic play area, 6' x 3', mm (docs/conventions.md §1).
pub const EPIC_WIDTH: f64 = 1829.0;
pub const EPIC_HEIGHT: f64 = 914.0;

/// The rectangle `[0, width] x [0, height]`: a request's `playArea`, each side above 0 and at
/// most 10000 mm (`crate::wire::numbers::length`).
#[derive(Clone, Copy, Debug, PartialEq, crate::wire::FromWire)]
pub struct PlayArea {
    #[wire(read_as = "crate::wire::numbers::Length")]
    pub width: f64,
    #[wire(read_as = "crate::wire::numbers::Length")]
    pub height: f64,
}

impl Default for PlayArea {
    fn default() -> Self {
        PlayArea { width: EPIC_WIDTH, height: EPIC_HEIGHT }
    }
}

impl PlayArea {
    /// Whether every point of `poly` lies inside (touching the edge counts as inside).
    pub fn contains(&self, poly: &Polygon) -> bool {
        poly.points().iter().all(|p| p.x >= -EPS && p.y >= -EPS && p.x <= self.width + EPS && p.y <= self.height + EPS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Pose;

    #[test]
    fn a_base_on_the_edge_is_inside_and_one_past_it_is_not() {
        let area = PlayArea::default();
        assert!(area.contains(&Polygon::rect(&Pose::new(20.0, 20.0, 0.0), 40.0, 40.0, 0.0)));
        assert!(!area.contains(&Polygon::rect(&Pose::new(19.0, 20.0, 0.0), 40.0, 40.0, 0.0)));
        assert!(!area.contains(&Polygon::rect(&Pose::new(1820.0, 500.0, 0.0), 40.0, 40.0, 0.0)));
    }
}
