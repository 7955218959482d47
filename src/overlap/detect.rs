//! Overlap detection (SPEC §4 "Detection"): exact convex-polygon tests, obstacles
//! split into convex pieces, and the 1e huge-ship sections involved.

use crate::bases::Section;
use crate::geometry::query::{overlaps, touches};
use crate::objects::Piece;

/// One object that the subject overlaps.
#[derive(Clone, Debug, PartialEq)]
pub struct OverlapHit {
    pub id: String,
    /// The subject's sections that overlap it (1e huge subject; empty otherwise).
    pub sections: Vec<Section>,
    /// The other object's sections that the subject overlaps (1e huge; empty otherwise).
    pub other_sections: Vec<Section>,
}

/// Everything the subject overlaps, and the ids it only touches.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OverlapReport {
    pub overlaps: Vec<OverlapHit>,
    pub touching: Vec<String>,
}

/// Whether `a` and `b` overlap, and if so which sections of each take part.
/// Symmetric: `overlap_between(a, b)` is `Some` exactly when `overlap_between(b, a)` is.
pub fn overlap_between(a: &Piece, b: &Piece) -> Option<(Vec<Section>, Vec<Section>)> {
    if !a.outline().bounds_meet(b.outline(), 0.0) || !overlaps(a.outline(), b.outline()) {
        return None;
    }
    let mut mine = Vec::new();
    let mut theirs = Vec::new();
    for (sa, pa) in a.parts() {
        for (sb, pb) in b.parts() {
            if overlaps(pa, pb) {
                if let Some(s) = sa {
                    if !mine.contains(s) {
                        mine.push(*s);
                    }
                }
                if let Some(s) = sb {
                    if !theirs.contains(s) {
                        theirs.push(*s);
                    }
                }
            }
        }
    }
    mine.sort();
    theirs.sort();
    Some((mine, theirs))
}

/// `checkOverlap`: every object in `others` whose interior meets the subject's by more
/// than EPS, and those that only touch it. An entry with the subject's own id is
/// skipped, so a caller may pass its whole table.
pub fn check_overlap(subject: &Piece, others: &[Piece]) -> OverlapReport {
    let mut report = OverlapReport::default();
    for other in others {
        if other.id() == subject.id() {
            continue;
        }
        if let Some((sections, other_sections)) = overlap_between(subject, other) {
            report.overlaps.push(OverlapHit { id: other.id().to_string(), sections, other_sections });
        } else if touches(subject.outline(), other.outline()) {
            report.touching.push(other.id().to_string());
        }
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edition::Edition;
    use crate::geometry::{Polygon, Pose, Vec2};
    use crate::objects::{Obstacle, ObstacleKind, Ship};
    use crate::ships::{HugeShip, ShipType};

    fn ship(id: &str, t: ShipType, x: f64, y: f64, h: f64, e: Edition) -> Piece {
        Piece::Ship(Ship::new(id, t, Pose::new(x, y, h), e, "ship").unwrap())
    }

    #[test]
    fn cr90_overlapping_only_with_its_aft_section() {
        // 1e CR90 facing up at (500, 500): 224.8 long, aft half spans y in [500, 612.4].
        let cr90 = ship("cr90", ShipType::Huge(HugeShip::Cr90), 500.0, 500.0, 0.0, Edition::First);
        // The ship's right edge is x = 540; a small base centred at x = 555 pokes 5 mm
        // into it, at y in [560, 600]: inside the aft half only.
        let x = 540.0 + 20.0 - 5.0;
        let small = ship("x", ShipType::Small, x, 580.0, 0.0, Edition::First);
        let report = check_overlap(&cr90, &[small]);
        assert_eq!(report.overlaps.len(), 1);
        assert_eq!(report.overlaps[0].sections, vec![Section::Aft]);
        assert!(report.overlaps[0].other_sections.is_empty());
    }

    #[test]
    fn a_base_across_the_centre_line_overlaps_both_sections() {
        let cr90 = ship("cr90", ShipType::Huge(HugeShip::Cr90), 500.0, 500.0, 0.0, Edition::First);
        let small = ship("x", ShipType::Small, 530.0, 500.0, 0.0, Edition::First);
        let r = check_overlap(&small, &[cr90]);
        assert_eq!(r.overlaps[0].other_sections, vec![Section::Fore, Section::Aft]);
        assert!(r.overlaps[0].sections.is_empty());
    }

    #[test]
    fn touching_is_reported_apart_and_is_symmetric() {
        let a = ship("a", ShipType::Large, 100.0, 100.0, 0.0, Edition::Second);
        let b = ship("b", ShipType::Medium, 170.0, 100.0, 0.0, Edition::Second);
        let ra = check_overlap(&a, std::slice::from_ref(&b));
        let rb = check_overlap(&b, std::slice::from_ref(&a));
        assert!(ra.overlaps.is_empty() && ra.touching == vec!["b".to_string()]);
        assert!(rb.overlaps.is_empty() && rb.touching == vec!["a".to_string()]);
    }

    #[test]
    fn concave_asteroid_notch_holds_a_base_without_overlap() {
        let pts = [(0.0, 0.0), (120.0, 0.0), (120.0, 20.0), (20.0, 20.0), (20.0, 100.0), (120.0, 100.0), (120.0, 120.0), (0.0, 120.0)];
        let poly = Polygon::from_points(pts.iter().map(|&(x, y)| Vec2::new(x, y)).collect()).unwrap();
        let rock = Piece::Obstacle(Obstacle::new("rock", ObstacleKind::Asteroid, poly));
        let inside = ship("s", ShipType::Small, 70.0, 60.0, 0.0, Edition::Second);
        let r = check_overlap(&inside, std::slice::from_ref(&rock));
        assert!(r.overlaps.is_empty() && r.touching.is_empty());
        // Turned 30°, its half-height is 20(cos30° + sin30°) = 27.32: the top reaches y = 12.7 < 20.
        let nudged = ship("s", ShipType::Small, 70.0, 40.0, 30.0, Edition::Second);
        assert_eq!(check_overlap(&nudged, &[rock]).overlaps.len(), 1);
    }

    #[test]
    fn the_subject_itself_is_skipped() {
        let a = ship("a", ShipType::Small, 0.0, 0.0, 0.0, Edition::Second);
        assert_eq!(check_overlap(&a, std::slice::from_ref(&a)), OverlapReport::default());
    }
}
