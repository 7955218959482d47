//! Which sections two pieces meet with, counting touching as meeting: after backing
//! off, a ship touches the ship it is treated as having overlapped, and the 1e rules
//! deal damage from "the affected section's deck".

use super::detect::{overlap_between, sections_where, OverlapHit};
use crate::bases::Section;
use crate::geometry::query::{closest, overlaps};
use crate::geometry::EPS;
use crate::objects::Piece;

/// The sections of `a` and of `b` whose parts overlap or touch (empty for pieces
/// without sections).
pub fn contact_sections(a: &Piece, b: &Piece) -> (Vec<Section>, Vec<Section>) {
    sections_where(a, b, |pa, pb| pa.bounds_meet(pb, EPS) && (overlaps(pa, pb) || closest(pa.outline(), pb.outline()).distance <= EPS))
}

/// An overlap entry for a piece `a` meets, by overlap or (after backing off) touch.
pub fn hit(a: &Piece, b: &Piece) -> OverlapHit {
    let (sections, other_sections) = overlap_between(a, b).unwrap_or_else(|| contact_sections(a, b));
    OverlapHit { id: b.id().to_string(), sections, other_sections }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edition::Edition;
    use crate::geometry::Pose;
    use crate::objects::Ship;
    use crate::ships::{HugeShip, ShipType};

    #[test]
    fn a_small_ship_touching_the_fore_half_only() {
        // 1e CR90 at (500, 500) facing up: fore half spans y 387.6..500.
        let cr90 = Piece::Ship(Ship::new("c", ShipType::Huge(HugeShip::Cr90), Pose::new(500.0, 500.0, 0.0), Edition::First, "s").unwrap());
        let x = Piece::Ship(Ship::new("x", ShipType::Small, Pose::new(560.0, 440.0, 0.0), Edition::First, "s").unwrap());
        assert_eq!(contact_sections(&x, &cr90), (vec![], vec![Section::Fore]));
        let h = hit(&x, &cr90);
        assert_eq!(h.other_sections, vec![Section::Fore]);
    }
}
