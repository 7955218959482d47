//! Declaring a 1e huge-ship section as the target (seed 003 "Targeting a Huge Ship",
//! seed 000 with the C-ROC exception; docs/conventions.md §5).
//!
//! "Measure a line from the exact center of the attacking ship's base to the exact
//! center of the base for the chosen section of the huge ship. If this line is not
//! obstructed by the blue center line ... the attacker can declare the chosen section
//! as his target." Crippled sections cannot be targeted.

use super::arcs::CROC_GOZANTI_HALF;
use crate::bases::Section;
use crate::geometry::math::sin_cos_deg;
use crate::geometry::segment::segments_intersect;
use crate::geometry::Vec2;
use crate::objects::Ship;
use crate::ships::HugeShip;

/// Why a section cannot be declared the target (written by the names of `as_str`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, crate::wire::ToWire)]
#[serde(rename_all = "camelCase")]
pub enum Blocked {
    /// 1st edition: the two ships touch, so they cannot attack each other (seed 002).
    Touching,
    /// The section is crippled.
    Crippled,
    /// The centre-to-centre line meets the blue centre line (C-ROC: its arc lines).
    CentreLine,
    /// No part of the section is inside the attack's arc.
    NotInArc,
    /// The section is beyond the ruler.
    OutOfRange,
    /// The section is at a band the weapon does not fire at (1e CR90: range 1–2).
    NotInWeaponRange,
}

impl Blocked {
    pub fn as_str(self) -> &'static str {
        match self {
            Blocked::Touching => "touching",
            Blocked::Crippled => "crippled",
            Blocked::CentreLine => "centreLine",
            Blocked::NotInArc => "notInArc",
            Blocked::OutOfRange => "outOfRange",
            Blocked::NotInWeaponRange => "notInWeaponRange",
        }
    }
}

/// The line(s) that stand for the centre line of `ship`'s token, end to end.
///
/// Ships with a blue centre line: that line, across the token at mid-length. The
/// C-ROC has none (seed 000: "use the C-ROC's firing arc lines as the center line"):
/// its ±68° primary-arc lines, drawn from the ship's centre to where they meet the
/// token's sides, stand in for it. They split the token into the part ahead of the
/// arc lines (holding the fore base) and the rest (holding the aft base), as the
/// centre line does for the other ships.
pub fn centre_lines(ship: &Ship) -> Vec<(Vec2, Vec2)> {
    if ship.ship_type.huge() != Some(HugeShip::Croc) {
        return vec![ship.base.centre_line(&ship.pose)];
    }
    let hw = ship.base.width() / 2.0;
    let (s, c) = sin_cos_deg(CROC_GOZANTI_HALF);
    // The ray at 68° from forward meets the side (lateral hw) hw / tan 68° ahead.
    let ahead = hw * c / s;
    let centre = ship.pose.position();
    vec![(centre, ship.pose.local_to_world(hw, ahead)), (centre, ship.pose.local_to_world(-hw, ahead))]
}

/// Whether the line from `attacker_centre` to the centre of `section`'s base meets
/// the defender's centre line. Touching counts as meeting (the line is not clear).
pub fn centre_line_blocks(attacker_centre: Vec2, defender: &Ship, section: Section) -> bool {
    let target = defender.base.section_base_centre(&defender.pose, section);
    centre_lines(defender).iter().any(|&(p, q)| segments_intersect(attacker_centre, target, p, q))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edition::Edition;
    use crate::geometry::Pose;
    use crate::ships::ShipType;

    fn huge(h: HugeShip, heading: f64) -> Ship {
        Ship::new("d", ShipType::Huge(h), Pose::new(500.0, 500.0, heading), Edition::First, "d").unwrap()
    }

    #[test]
    fn cr90_aft_hidden_from_a_ship_ahead() {
        // CR90 facing up: the fore base centre is at y = 500 − 72.4, the aft at 572.4.
        // From (500, 200) the line to the aft base centre crosses y = 500 inside the token.
        let cr90 = huge(HugeShip::Cr90, 0.0);
        let ahead = Vec2::new(500.0, 200.0);
        assert!(!centre_line_blocks(ahead, &cr90, Section::Fore));
        assert!(centre_line_blocks(ahead, &cr90, Section::Aft));
        // Abeam, level with the centre line: (700, 500) to (500, 572.4) stays below y = 500
        // except at its start, which lies beyond the token's side (x = 540).
        let abeam = Vec2::new(700.0, 500.0);
        assert!(!centre_line_blocks(abeam, &cr90, Section::Aft));
        assert!(!centre_line_blocks(abeam, &cr90, Section::Fore));
    }

    #[test]
    fn croc_arc_lines_stand_in_for_the_centre_line() {
        // C-ROC facing up at (500, 500): arc lines from the centre to (540, 483.84) and
        // (460, 483.84) (40 / tan 68° = 16.16 mm ahead).
        let croc = huge(HugeShip::Croc, 0.0);
        let ahead = Vec2::new(500.0, 200.0);
        assert!(!centre_line_blocks(ahead, &croc, Section::Fore));
        assert!(centre_line_blocks(ahead, &croc, Section::Aft));
        // From (560, 470), just off the right side: the line to the aft base centre
        // (500, 557.5) enters the token at x = 540, y = 499.2, between the arc line's end
        // (483.84) and the centre line (500), then crosses y = 500 at x = 539.4 inside the
        // token. A blue centre line blocks it; the C-ROC's arc lines do not.
        let close = Vec2::new(560.0, 470.0);
        assert!(!centre_line_blocks(close, &croc, Section::Aft));
        assert!(centre_line_blocks(close, &huge(HugeShip::Gozanti, 0.0), Section::Aft));
    }
}
