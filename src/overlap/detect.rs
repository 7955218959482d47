//! Overlap detection (docs/conventions.md §4 "Detection"): exact convex-polygon tests, obstacles
//! split into convex pieces, and the 1e huge-ship sections involved.

use crate::bases::Section;
use crate::geometry::query::{overlaps, touches_apart};
use crate::geometry::Shape;
use crate::objects::Piece;
use crate::small_sort::sort_small;

/// One object that the subject overlaps.
#[derive(Clone, Debug, PartialEq, crate::wire::ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "Overlap")]
pub struct OverlapHit {
    pub id: String,
    /// The subject's sections that overlap it (1e huge subject; empty otherwise).
    #[wire(ts_as = "string[]")]
    pub sections: Vec<Section>,
    /// The other object's sections that the subject overlaps (1e huge; empty otherwise).
    #[wire(ts_as = "string[]")]
    pub other_sections: Vec<Section>,
}

/// Everything the piece checked overlaps, and the ids of the pieces it only touches
/// (`checkOverlap`'s answer).
#[derive(Clone, Debug, Default, PartialEq, crate::wire::ToWire)]
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
    Some(sections_where(a, b, overlaps))
}

/// The sections of `a` and of `b` whose parts satisfy `meet` (sorted, no repeats;
/// empty for pieces without sections).
pub fn sections_where(a: &Piece, b: &Piece, meet: impl Fn(&Shape, &Shape) -> bool) -> (Vec<Section>, Vec<Section>) {
    let mut mine = Vec::new();
    let mut theirs = Vec::new();
    for (sa, pa) in a.parts() {
        for (sb, pb) in b.parts() {
            if !meet(pa, pb) {
                continue;
            }
            for (s, list) in [(sa, &mut mine), (sb, &mut theirs)] {
                if let Some(s) = s {
                    if !list.contains(s) {
                        list.push(*s);
                    }
                }
            }
        }
    }
    sort_small(&mut mine);
    sort_small(&mut theirs);
    (mine, theirs)
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
        } else if touches_apart(subject.outline(), other.outline()) {
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

#[cfg(all(test, not(target_arch = "wasm32")))]
mod properties {
    use super::*;
    use crate::edition::Edition;
    use crate::geometry::{Polygon, Pose, Vec2};
    use crate::objects::{Obstacle, ObstacleKind, Ship};
    use crate::ships::{HugeShip, ShipType};
    use proptest::prelude::*;

    fn ship_type() -> impl Strategy<Value = ShipType> {
        prop_oneof![
            Just(ShipType::Small),
            Just(ShipType::Large),
            Just(ShipType::Huge(HugeShip::Cr90)),
            Just(ShipType::Huge(HugeShip::Gr75)),
        ]
    }

    fn piece() -> impl Strategy<Value = (ShipType, f64, f64, f64)> {
        (ship_type(), 0.0..300.0f64, 0.0..300.0f64, 0.0..360.0f64)
    }

    fn make(id: &str, (t, x, y, h): (ShipType, f64, f64, f64), e: Edition) -> Piece {
        Piece::Ship(Ship::new(id, t, Pose::new(x, y, h), e, "s").unwrap())
    }

    proptest! {
        #[test]
        fn overlap_and_touching_are_symmetric(a in piece(), b in piece(), first in any::<bool>()) {
            let e = if first { Edition::First } else { Edition::Second };
            let (pa, pb) = (make("a", a, e), make("b", b, e));
            let ab = check_overlap(&pa, std::slice::from_ref(&pb));
            let ba = check_overlap(&pb, std::slice::from_ref(&pa));
            prop_assert_eq!(ab.overlaps.len(), ba.overlaps.len());
            prop_assert_eq!(ab.touching.len(), ba.touching.len());
            if let (Some(x), Some(y)) = (ab.overlaps.first(), ba.overlaps.first()) {
                prop_assert_eq!(&x.sections, &y.other_sections);
                prop_assert_eq!(&x.other_sections, &y.sections);
            }
        }

        #[test]
        fn a_ship_overlaps_an_obstacle_exactly_when_the_obstacle_overlaps_it(
            a in piece(), cx in 0.0..300.0f64, cy in 0.0..300.0f64, r in 10.0..60.0f64
        ) {
            // A concave star, so the triangulated path is exercised.
            let pts: Vec<Vec2> = (0..10).map(|k| {
                let ang = (k as f64 * 36.0).to_radians();
                let rr = if k % 2 == 1 { r * 0.45 } else { r };
                Vec2::new(cx + rr * ang.cos(), cy + rr * ang.sin())
            }).collect();
            let rock = Piece::Obstacle(Obstacle::new("rock", ObstacleKind::Asteroid, Polygon::from_points(pts).unwrap()));
            let s = make("a", a, Edition::Second);
            let x = check_overlap(&s, std::slice::from_ref(&rock));
            let y = check_overlap(&rock, std::slice::from_ref(&s));
            prop_assert_eq!(x.overlaps.len(), y.overlaps.len());
            prop_assert_eq!(x.touching.len(), y.touching.len());
        }

        #[test]
        fn translating_a_base_by_its_own_width_clears_it(t in ship_type(), h in 0.0..360.0f64) {
            // Two identical bases side by side (offset one width along the right vector)
            // touch and never overlap, at any heading.
            let p = Pose::new(500.0, 500.0, h);
            let a = Ship::new("a", t, p, Edition::Second, "s").unwrap();
            let q = p.moved(a.base.width(), 0.0, 0.0);
            let b = Ship::new("b", t, q, Edition::Second, "s").unwrap();
            let r = check_overlap(&Piece::Ship(a), &[Piece::Ship(b)]);
            prop_assert!(r.overlaps.is_empty());
            prop_assert_eq!(r.touching, vec!["b".to_string()]);
        }
    }
}
