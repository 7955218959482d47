//! Hand-derived cases for `measureRange` and property tests of its invariants.

use super::arcs::{Arc, FRONT_2E_SMALL};
use super::bands::Ruler;
use super::measure::{measure_range, RangeQuery, RangeReport, Source};
use super::targeting::Blocked;
use crate::bases::Section;
use crate::edition::Edition;
use crate::geometry::{Polygon, Pose, Vec2};
use crate::objects::{Obstacle, ObstacleKind, Ship};
use crate::ships::{HugeShip, ShipType};

fn ship(id: &str, t: ShipType, e: Edition, x: f64, y: f64, h: f64) -> Ship {
    Ship::new(id, t, Pose::new(x, y, h), e, id).unwrap()
}

fn query<'a>(e: Edition, a: &'a Ship, d: &'a Ship) -> RangeQuery<'a> {
    RangeQuery::new(e, a, d)
}

fn run(q: RangeQuery) -> RangeReport {
    measure_range(&q).unwrap()
}

fn rock(id: &str, x0: f64, y0: f64, x1: f64, y1: f64) -> Obstacle {
    let pts = vec![Vec2::new(x0, y0), Vec2::new(x1, y0), Vec2::new(x1, y1), Vec2::new(x0, y1)];
    Obstacle::new(id, ObstacleKind::Asteroid, Polygon::from_points(pts).unwrap())
}

const E1: Edition = Edition::First;
const E2: Edition = Edition::Second;

#[test]
fn exactly_100_mm_is_range_1_and_100_001_is_range_2() {
    // Small bases side by side: faces at x = 120 and x = 220 when the centres are 140 apart.
    let a = ship("a", ShipType::Small, E2, 100.0, 500.0, 0.0);
    let b = ship("b", ShipType::Small, E2, 240.0, 500.0, 0.0);
    let r = run(query(E2, &a, &b));
    assert_eq!((r.measurement.distance, r.measurement.range), (100.0, Some(1)));
    let c = ship("c", ShipType::Small, E2, 240.001, 500.0, 0.0);
    let r = run(query(E2, &a, &c));
    assert!((r.measurement.distance - 100.001).abs() < 1e-9);
    assert_eq!(r.measurement.range, Some(2));
}

#[test]
fn touching_is_range_0_in_2e_and_1_in_1e_and_far_is_null() {
    let a = ship("a", ShipType::Large, E2, 100.0, 500.0, 0.0);
    let b = ship("b", ShipType::Small, E2, 160.0, 500.0, 0.0);
    assert_eq!(run(query(E2, &a, &b)).measurement.range, Some(0));
    let a1 = ship("a", ShipType::Large, E1, 100.0, 500.0, 0.0);
    let b1 = ship("b", ShipType::Small, E1, 160.0, 500.0, 0.0);
    assert_eq!(run(query(E1, &a1, &b1)).measurement.range, Some(1));
    // 500 mm exactly is range 5; 500.5 is beyond the huge ruler; 300.5 beyond the standard one.
    let far = ship("f", ShipType::Small, E2, 160.0 + 500.0, 500.0, 0.0);
    assert_eq!(run(query(E2, &a, &far)).measurement.range, Some(5));
    let farther = ship("f", ShipType::Small, E2, 160.5 + 500.0, 500.0, 0.0);
    assert_eq!(run(query(E2, &a, &farther)).measurement.range, None);
    let r3 = ship("f", ShipType::Small, E2, 160.5 + 300.0, 500.0, 0.0);
    assert_eq!(run(RangeQuery { ruler: Ruler::Standard, ..query(E2, &a, &r3) }).measurement.range, None);
}

#[test]
fn rotated_defender_corner_is_the_closest_point() {
    // A small base turned 45° reaches 20√2 to the left of its centre: the gap to a
    // small base at the origin is 100 − 20 − 20√2 = 51.716, along the x axis.
    let a = ship("a", ShipType::Small, E2, 0.0, 0.0, 0.0);
    let b = ship("b", ShipType::Small, E2, 100.0, 0.0, 45.0);
    let m = run(query(E2, &a, &b)).measurement;
    let want = 80.0 - 20.0 * 2f64.sqrt();
    assert!((m.distance - want).abs() < 1e-9);
    assert!(m.from.distance(Vec2::new(20.0, 0.0)) < 1e-9 && m.to.distance(Vec2::new(100.0 - 20.0 * 2f64.sqrt(), 0.0)) < 1e-9);
    assert_eq!(m.range, Some(1));
}

#[test]
fn a_defender_straddling_the_arc_edge_is_measured_to_its_in_arc_part() {
    // Attacker (small, 2e) at the origin facing up (−y). The right edge of its front arc
    // is the ray x = −y·tan 40.62°. The defender's base [180, 220] × [−220, −180] has
    // only the corner triangle x <= −y·tan θ inside, with its nearest vertex at
    // (180, −180 / tan θ) = (180, −209.88); the attacker's nearest point is its corner
    // (20, −20). The whole base is nearer: corner to corner 160√2 = 226.27.
    let a = ship("a", ShipType::Small, E2, 0.0, 0.0, 0.0);
    let d = ship("d", ShipType::Small, E2, 200.0, -200.0, 0.0);
    let tan = libm::tan(FRONT_2E_SMALL.to_radians());
    let corner_y = -180.0 / tan;
    let want = (160f64.powi(2) + (corner_y + 20.0).powi(2)).sqrt();
    let r = run(RangeQuery { arc: Some(Arc::Front), ..query(E2, &a, &d) });
    assert!(r.measurement.in_arc);
    assert!((r.measurement.distance - want).abs() < 1e-5, "{} vs {want}", r.measurement.distance);
    assert!(r.measurement.to.distance(Vec2::new(180.0, corner_y)) < 1e-5);
    assert_eq!(r.measurement.range, Some(3));
    let whole = run(query(E2, &a, &d)).measurement;
    assert!((whole.distance - 160.0 * 2f64.sqrt()).abs() < 1e-9);
    assert_eq!(whole.range, Some(3));
    assert!(r.arcs.contains(&Arc::Front) && r.arcs.contains(&Arc::Right));
}

#[test]
fn out_of_arc_reports_the_whole_base_with_in_arc_false() {
    let a = ship("a", ShipType::Small, E2, 0.0, 0.0, 0.0);
    let behind = ship("d", ShipType::Small, E2, 0.0, 200.0, 0.0);
    let r = run(RangeQuery { arc: Some(Arc::Front), ..query(E2, &a, &behind) });
    assert!(!r.measurement.in_arc && !r.can_target);
    assert_eq!(r.measurement.distance, 160.0);
    assert_eq!(r.arcs, vec![Arc::Rear, Arc::FullRear]);
    // The defender faces up too, so the attacker is ahead of it: its front arcs.
    assert_eq!(r.defender_arcs, vec![Arc::Front, Arc::FullFront, Arc::Bullseye]);
}

#[test]
fn a_shot_threading_between_two_obstacles_is_clear_until_one_moves_in() {
    // Closest line from the attacker's corner (20, −20) to the defender's corner
    // (80, −280): x = 20 + (−20 − y)·60/260, so x runs 47.7..52.3 for y in [−160, −140].
    let a = ship("a", ShipType::Small, E2, 0.0, 0.0, 0.0);
    let d = ship("d", ShipType::Small, E2, 100.0, -300.0, 0.0);
    let left = rock("left", 25.0, -160.0, 45.0, -140.0);
    let right = rock("right", 55.0, -160.0, 75.0, -140.0);
    let obstacles = [left.clone(), right];
    let r = run(RangeQuery { obstacles: &obstacles, ..query(E2, &a, &d) });
    assert!(r.measurement.from.distance(Vec2::new(20.0, -20.0)) < 1e-9);
    assert!(r.measurement.to.distance(Vec2::new(80.0, -280.0)) < 1e-9);
    assert!(r.obstructed_by.is_empty());
    let obstacles = [left, rock("right", 50.0, -160.0, 70.0, -140.0)];
    let r = run(RangeQuery { obstacles: &obstacles, ..query(E2, &a, &d) });
    assert_eq!(r.obstructed_by, vec!["right".to_string()]);
}

#[test]
fn huge_ships_obstruct_standard_ships_do_not() {
    let a = ship("a", ShipType::Small, E2, 300.0, 500.0, 90.0);
    let d = ship("d", ShipType::Small, E2, 700.0, 500.0, 0.0);
    let ships = [ship("gr75", ShipType::Huge(HugeShip::Gr75), E2, 500.0, 500.0, 0.0), ship("x", ShipType::Large, E2, 600.0, 500.0, 0.0)];
    let r = run(RangeQuery { ships: &ships, ..query(E2, &a, &d) });
    assert_eq!(r.obstructed_by, vec!["gr75".to_string()]);
}

#[test]
fn cr90_aft_hidden_behind_its_centre_line() {
    // 1e CR90 facing up at (500, 500): fore half y in [387.6, 500], aft [500, 612.4].
    // A small ship at (500, 100) facing down: base y in [80, 120].
    let a = ship("a", ShipType::Small, E1, 500.0, 100.0, 180.0);
    let cr90 = ship("cr90", ShipType::Huge(HugeShip::Cr90), E1, 500.0, 500.0, 0.0);
    let r = run(RangeQuery { arc: Some(Arc::Front), ..query(E1, &a, &cr90) });
    let (fore, aft) = (&r.sections[0], &r.sections[1]);
    assert_eq!(fore.section, Section::Fore);
    assert!((fore.measurement.distance - 267.6).abs() < 1e-9);
    assert_eq!((fore.measurement.range, fore.blocked), (Some(3), None));
    assert!((aft.measurement.distance - 380.0).abs() < 1e-9);
    assert_eq!((aft.measurement.range, aft.blocked), (Some(4), Some(Blocked::CentreLine)));
    assert!(r.can_target);
    let aft_only = run(RangeQuery { arc: Some(Arc::Front), section: Some(Section::Aft), ..query(E1, &a, &cr90) });
    assert!(!aft_only.can_target);
    // Crippled fore: nothing can be targeted from here.
    let crippled = [Section::Fore];
    let r = run(RangeQuery { crippled: &crippled, ..query(E1, &a, &cr90) });
    assert_eq!(r.sections[0].blocked, Some(Blocked::Crippled));
    assert!(!r.can_target);
}

#[test]
fn raider_aft_arc_from_the_aft_base() {
    // 1e Raider facing up at (500, 500): aft base centre (500, 572.4). A small ship
    // due right of it (bearing 90, inside 29–135°) at (700, 572.4).
    let raider = ship("r", ShipType::Huge(HugeShip::Raider), E1, 500.0, 500.0, 0.0);
    let d = ship("d", ShipType::Small, E1, 700.0, 572.4, 0.0);
    let q = RangeQuery { arc: Some(Arc::AftRight), from: Source::SectionBase(Section::Aft), ..query(E1, &raider, &d) };
    let r = run(q);
    assert!(r.measurement.in_arc);
    assert!((r.measurement.distance - 140.0).abs() < 1e-9, "from x = 540 to x = 680");
    let port = run(RangeQuery { arc: Some(Arc::AftLeft), ..q });
    assert!(!port.measurement.in_arc);
    assert_eq!(r.arcs, vec![Arc::AftRight]);
}

#[test]
fn measuring_from_the_whole_huge_ship_uses_both_sections() {
    // From the whole CR90 (1e) the nearest point to a ship level with the aft base is
    // the side, 20 mm + gap; from the fore section base it is much farther.
    let cr90 = ship("cr90", ShipType::Huge(HugeShip::Cr90), E1, 500.0, 500.0, 0.0);
    let d = ship("d", ShipType::Small, E1, 640.0, 590.0, 0.0);
    let whole = run(query(E1, &cr90, &d)).measurement;
    assert_eq!(whole.distance, 80.0);
    let fore_base = run(RangeQuery { from: Source::SectionBase(Section::Fore), ..query(E1, &cr90, &d) }).measurement;
    // Fore base spans y in [387.6, 467.6]; the defender's near corner is (620, 570).
    assert!((fore_base.distance - (80f64.powi(2) + 102.4f64.powi(2)).sqrt()).abs() < 1e-9);
}

#[test]
fn precision_shot_arcs_of_a_2e_huge_defender() {
    let cr90 = ship("cr90", ShipType::Huge(HugeShip::Cr90), E2, 500.0, 500.0, 0.0);
    let a = ship("a", ShipType::Small, E2, 500.0, 800.0, 0.0);
    let r = run(query(E2, &a, &cr90));
    assert_eq!(r.defender_arcs, vec![Arc::Rear, Arc::FullRear]);
}

#[test]
fn bad_combinations_are_errors_naming_the_field() {
    let a = ship("a", ShipType::Small, E2, 0.0, 0.0, 0.0);
    let d = ship("d", ShipType::Huge(HugeShip::Cr90), E2, 300.0, 0.0, 0.0);
    let e = measure_range(&RangeQuery { section: Some(Section::Fore), ..query(E2, &a, &d) }).unwrap_err();
    assert_eq!(e.field, "section");
    let e = measure_range(&RangeQuery { from: Source::Section(Section::Fore), ..query(E2, &a, &d) }).unwrap_err();
    assert_eq!(e.field, "from");
    let e = measure_range(&RangeQuery { arc: Some(Arc::ForeLeft), ..query(E2, &a, &d) }).unwrap_err();
    assert_eq!(e.field, "arc");
}

#[test]
fn huge_2e_bullseye_strip() {
    // 2e GR-75 facing up at (500, 500): front edge y = 389.5, bullseye x in [492.5, 507.5].
    let gr75 = ship("g", ShipType::Huge(HugeShip::Gr75), E2, 500.0, 500.0, 0.0);
    let d = ship("d", ShipType::Small, E2, 510.0, 200.0, 0.0);
    let r = run(RangeQuery { arc: Some(Arc::Bullseye), ..query(E2, &gr75, &d) });
    assert!(r.measurement.in_arc);
    assert!((r.measurement.distance - 169.5).abs() < 1e-9);
    assert_eq!(r.measurement.range, Some(2));
    // Base x in [510, 550]: 2.5 mm clear of the strip, still in the front arc.
    let off = ship("d", ShipType::Small, E2, 530.0, 200.0, 0.0);
    let r = run(RangeQuery { arc: Some(Arc::Bullseye), ..query(E2, &gr75, &off) });
    assert!(!r.measurement.in_arc);
    assert!(r.arcs.contains(&Arc::Front) && !r.arcs.contains(&Arc::Bullseye));
}

#[test]
fn cr90_fore_right_from_its_fore_base() {
    // 1e CR90 facing up at (500, 500): fore base x 460..540, y 387.6..467.6, apex (500, 427.6).
    let cr90 = ship("c", ShipType::Huge(HugeShip::Cr90), E1, 500.0, 500.0, 0.0);
    let abeam = ship("d", ShipType::Small, E1, 700.0, 427.6, 0.0);
    let q = RangeQuery { arc: Some(Arc::ForeRight), from: Source::SectionBase(Section::Fore), ..query(E1, &cr90, &abeam) };
    let r = run(q);
    assert!(r.measurement.in_arc && (r.measurement.distance - 140.0).abs() < 1e-9);
    assert_eq!(r.arcs, vec![Arc::ForeRight, Arc::AftRight]);
    // At (700, 200) only the corner near (720, 220) lies past the 45° line (bearing 46.7°;
    // the corner (680, 220) is at 40.9°), so the in-arc part is farther than the base.
    let ahead = ship("d", ShipType::Small, E1, 700.0, 200.0, 0.0);
    let r = run(RangeQuery { defender: &ahead, ..q });
    let whole = run(RangeQuery { defender: &ahead, arc: None, ..q });
    assert!(r.measurement.in_arc && r.measurement.distance > whole.measurement.distance + 1.0);
}

#[test]
fn first_edition_obstruction_by_a_huge_ship_but_not_by_the_defender() {
    let a = ship("a", ShipType::Small, E1, 300.0, 500.0, 90.0);
    let d = ship("d", ShipType::Small, E1, 700.0, 500.0, 0.0);
    let ships = [ship("blocker", ShipType::Huge(HugeShip::Cr90), E1, 500.0, 500.0, 0.0)];
    assert_eq!(run(RangeQuery { ships: &ships, ..query(E1, &a, &d) }).obstructed_by, vec!["blocker".to_string()]);
    // Measuring to a CR90's aft section from dead ahead runs through its fore section:
    // the huge ship is the target, so it does not obstruct.
    let a = ship("a", ShipType::Small, E1, 500.0, 100.0, 180.0);
    let cr90 = ship("cr90", ShipType::Huge(HugeShip::Cr90), E1, 500.0, 500.0, 0.0);
    let ships = [cr90.clone()];
    let r = run(RangeQuery { section: Some(Section::Aft), ships: &ships, ..query(E1, &a, &cr90) });
    assert!((r.measurement.distance - 380.0).abs() < 1e-9);
    assert!(r.obstructed_by.is_empty());
}

#[test]
fn turret_from_a_section_base_must_clear_the_attackers_centre_line() {
    // 1e CR90 facing up at (500, 500); a ship dead ahead at (500, 100). From the aft base
    // (centre (500, 572.4)) the line to it crosses the CR90's own centre line (y = 500).
    let cr90 = ship("c", ShipType::Huge(HugeShip::Cr90), E1, 500.0, 500.0, 0.0);
    let ahead = ship("d", ShipType::Small, E1, 500.0, 100.0, 0.0);
    let aft = run(RangeQuery { from: Source::SectionBase(Section::Aft), ..query(E1, &cr90, &ahead) });
    assert_eq!(aft.turret_line_clear, Some(false));
    assert!(aft.arcs.is_empty() && !aft.can_target);
    let fore = run(RangeQuery { from: Source::SectionBase(Section::Fore), ..query(E1, &cr90, &ahead) });
    assert_eq!(fore.turret_line_clear, Some(true));
    assert!(fore.can_target);
    // Fore base y in [387.6, 467.6], the small base's rear edge at y = 120.
    assert!((fore.measurement.distance - 267.6).abs() < 1e-9);
    assert_eq!(run(query(E1, &cr90, &ahead)).turret_line_clear, None);
    // Measured from the aft section (half the token, y in [500, 612.4]): 380 mm.
    let from_aft = run(RangeQuery { from: Source::Section(Section::Aft), ..query(E1, &cr90, &ahead) });
    assert!((from_aft.measurement.distance - 380.0).abs() < 1e-9);
}

#[cfg(not(target_arch = "wasm32"))]
mod properties {
    use super::*;
    use crate::geometry::query::closest;
    use crate::geometry::EPS;
    use crate::objects::Piece;
    use crate::overlap::check_overlap;
    use crate::range::distance::{rect_distance, Rect};
    use proptest::prelude::*;

    fn any_ship(id: &'static str) -> impl Strategy<Value = Ship> {
        let kinds = prop_oneof![
            Just(ShipType::Small),
            Just(ShipType::Medium),
            Just(ShipType::Large),
            Just(ShipType::Huge(HugeShip::Cr90)),
            Just(ShipType::Huge(HugeShip::Croc)),
        ];
        (kinds, 0.0..600.0f64, 0.0..600.0f64, 0.0..360.0f64).prop_map(move |(t, x, y, h)| ship(id, t, E2, x, y, h))
    }

    proptest! {
        #[test]
        fn distance_is_symmetric_non_negative_and_zero_exactly_on_contact(a in any_ship("a"), b in any_ship("b")) {
            let ab = run(query(E2, &a, &b)).measurement;
            let ba = run(query(E2, &b, &a)).measurement;
            prop_assert!(ab.distance >= 0.0);
            prop_assert!((ab.distance - ba.distance).abs() < 1e-9, "{} vs {}", ab.distance, ba.distance);
            let report = check_overlap(&Piece::Ship(a.clone()), &[Piece::Ship(b.clone())]);
            let contact = !report.overlaps.is_empty() || !report.touching.is_empty();
            prop_assert_eq!(ab.distance <= EPS, contact);
            prop_assert_eq!(ab.range == Some(0), contact);
        }

        #[test]
        fn fast_rectangles_agree_with_exact_polygons(a in any_ship("a"), b in any_ship("b")) {
            let ra = Rect::of(&a.pose, a.base.width(), a.base.length(), 0.0);
            let rb = Rect::of(&b.pose, b.base.width(), b.base.length(), 0.0);
            let exact = closest(a.outline().outline(), b.outline().outline()).distance;
            prop_assert!((rect_distance(&ra, &rb) - exact).abs() < 1e-9);
        }

        #[test]
        fn an_arc_never_brings_the_defender_closer(a in any_ship("a"), b in any_ship("b"), k in 0usize..7) {
            let arc = crate::range::arcs::arcs_of(E2, a.ship_type)[k];
            let with = run(RangeQuery { arc: Some(arc), ..query(E2, &a, &b) }).measurement;
            let without = run(query(E2, &a, &b)).measurement;
            if with.in_arc {
                prop_assert!(with.distance >= without.distance - 1e-5);
            }
        }
    }
}

#[test]
fn a_weapon_reach_blocks_bands_it_does_not_fire_at() {
    // The fore section 267.6 mm away is range 3: a weapon firing at 1–2 cannot target
    // it, one firing at 3–5 can; without a section the whole ship's band decides.
    let a = ship("a", ShipType::Small, E1, 500.0, 100.0, 180.0);
    let cr90 = ship("cr90", ShipType::Huge(HugeShip::Cr90), E1, 500.0, 500.0, 0.0);
    let short = run(RangeQuery { arc: Some(Arc::Front), reach: Some((1, 2)), ..query(E1, &a, &cr90) });
    assert_eq!(short.sections[0].blocked, Some(Blocked::NotInWeaponRange));
    assert!(!short.can_target);
    let long = run(RangeQuery { arc: Some(Arc::Front), reach: Some((3, 5)), ..query(E1, &a, &cr90) });
    assert!(long.can_target);
    let b = ship("b", ShipType::Small, E2, 500.0, 300.0, 0.0);
    let c = ship("c", ShipType::Small, E2, 500.0, 100.0, 0.0);
    // Faces 160 mm apart: range 2.
    assert!(!run(RangeQuery { reach: Some((3, 5)), ..query(E2, &b, &c) }).can_target);
    assert!(run(RangeQuery { reach: Some((0, 3)), ..query(E2, &b, &c) }).can_target);
}

#[test]
fn equally_short_lines_are_all_looked_at_for_obstruction() {
    // Two small ships facing each other squarely, faces at y 120 and y 380, x in
    // [480, 520]: every vertical line between them is a closest line (260 mm). A rock at
    // x 510..530 covers only the lines with x in [510, 520]: obstructed (any line), and
    // the reported line is the middle one, x = 500, whatever order the edges come in.
    let a = ship("a", ShipType::Small, E2, 500.0, 100.0, 180.0);
    let d = ship("d", ShipType::Small, E2, 500.0, 400.0, 0.0);
    let obstacles = [rock("r", 510.0, 240.0, 530.0, 260.0)];
    let r = run(RangeQuery { obstacles: &obstacles, ..query(E2, &a, &d) });
    assert_eq!((r.measurement.from, r.measurement.to), (Vec2::new(500.0, 120.0), Vec2::new(500.0, 380.0)));
    assert_eq!(r.obstructed_by, vec!["r".to_string()]);
    // Swapping attacker and defender: the same line reversed, the same obstruction.
    let s = run(RangeQuery { obstacles: &obstacles, ..query(E2, &d, &a) });
    assert_eq!((s.measurement.from, s.measurement.to), (r.measurement.to, r.measurement.from));
    assert_eq!(s.obstructed_by, r.obstructed_by);
    // A rock beside the family (x 520..540) only grazes the last line: not obstructed.
    let beside = [rock("b", 520.0, 240.0, 540.0, 260.0)];
    assert!(run(RangeQuery { obstacles: &beside, ..query(E2, &a, &d) }).obstructed_by.is_empty());
}

#[cfg(not(target_arch = "wasm32"))]
mod mirror {
    use super::*;
    use crate::range::arcs::arcs_of;
    use proptest::prelude::*;

    /// The table's width: mirroring maps x to W − x.
    const W: f64 = 1829.0;

    fn mirror_arc(a: Arc) -> Arc {
        match a {
            Arc::Left => Arc::Right,
            Arc::Right => Arc::Left,
            Arc::ForeLeft => Arc::ForeRight,
            Arc::ForeRight => Arc::ForeLeft,
            Arc::AftLeft => Arc::AftRight,
            Arc::AftRight => Arc::AftLeft,
            other => other,
        }
    }

    fn mirror_ship(s: &Ship, e: Edition) -> Ship {
        ship(&s.id, s.ship_type, e, W - s.pose.x, s.pose.y, -s.pose.heading)
    }

    fn mirror_point(p: Vec2) -> Vec2 {
        Vec2::new(W - p.x, p.y)
    }

    fn mirror_rock(o: &Obstacle) -> Obstacle {
        let pts = o.outline().outline().points().iter().map(|&p| mirror_point(p)).collect();
        Obstacle::new(o.id.clone(), o.kind, Polygon::from_points(pts).unwrap())
    }

    fn kinds() -> impl Strategy<Value = ShipType> {
        prop_oneof![
            Just(ShipType::Small),
            Just(ShipType::Large),
            Just(ShipType::Huge(HugeShip::Cr90)),
            Just(ShipType::Huge(HugeShip::Gr75)),
            Just(ShipType::Huge(HugeShip::Raider)),
            Just(ShipType::Huge(HugeShip::Croc)),
        ]
    }

    /// Whole-millimetre positions and right-angle-or-45° headings: parallel facing
    /// edges (many equally short lines) are common, which is the case under test.
    fn pose() -> impl Strategy<Value = (f64, f64, f64)> {
        (200u32..1600, 150u32..750, 0u32..8).prop_map(|(x, y, h)| (f64::from(x), f64::from(y), f64::from(h) * 45.0))
    }

    fn close(a: Vec2, b: Vec2) -> bool {
        a.distance(b) < 1e-6
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]
        /// Mirroring the table (x → W − x, heading → −heading, left ↔ right arcs) mirrors
        /// every answer of measureRange: band, distance, line, arcs, sections, targeting
        /// and obstruction.
        #[test]
        fn mirroring_the_table_mirrors_every_answer(
            first in any::<bool>(), ka in kinds(), kd in kinds(), kb in kinds(), pa in pose(), pd in pose(), pb in pose(),
            rocks in proptest::collection::vec((200u32..1600, 150u32..750, 5u32..40, 5u32..40), 0..4),
            arc_pick in 0usize..8, section_pick in 0usize..3,
        ) {
            let e = if first { E1 } else { E2 };
            let a = ship("a", ka, e, pa.0, pa.1, pa.2);
            let d = ship("d", kd, e, pd.0, pd.1, pd.2);
            let b = ship("b", kb, e, pb.0, pb.1, pb.2);
            let obstacles: Vec<Obstacle> = rocks.iter().enumerate()
                .map(|(i, &(x, y, w, h))| rock(&format!("o{i}"), f64::from(x), f64::from(y), f64::from(x + w), f64::from(y + h)))
                .collect();
            let arcs = arcs_of(e, ka);
            let arc = arcs.get(arc_pick).copied();
            let section = if d.base.has_sections() { [None, Some(Section::Fore), Some(Section::Aft)][section_pick] } else { None };
            let ships = [b.clone()];
            let q = RangeQuery { arc, section, ships: &ships, obstacles: &obstacles, ..query(e, &a, &d) };
            let (ma, md, mb) = (mirror_ship(&a, e), mirror_ship(&d, e), mirror_ship(&b, e));
            let mships = [mb];
            let mobstacles: Vec<Obstacle> = obstacles.iter().map(mirror_rock).collect();
            let mq = RangeQuery { attacker: &ma, defender: &md, arc: arc.map(mirror_arc), ships: &mships, obstacles: &mobstacles, ..q };
            let (r, m) = (run(q), run(mq));
            let (x, y) = (&r.measurement, &m.measurement);
            prop_assert_eq!(x.range, y.range);
            prop_assert!((x.distance - y.distance).abs() < 1e-6, "{} vs {}", x.distance, y.distance);
            prop_assert_eq!(x.in_arc, y.in_arc);
            prop_assert!(close(mirror_point(x.from), y.from) && close(mirror_point(x.to), y.to), "{:?} vs {:?}", x, y);
            prop_assert_eq!(&r.obstructed_by, &m.obstructed_by);
            prop_assert_eq!(r.can_target, m.can_target);
            let mut arcs_r: Vec<Arc> = r.arcs.iter().map(|&a| mirror_arc(a)).collect();
            let mut arcs_m = m.arcs.clone();
            arcs_r.sort_by_key(|a| a.as_str());
            arcs_m.sort_by_key(|a| a.as_str());
            prop_assert_eq!(arcs_r, arcs_m);
            let mut def_r: Vec<Arc> = r.defender_arcs.iter().map(|&a| mirror_arc(a)).collect();
            let mut def_m = m.defender_arcs.clone();
            def_r.sort_by_key(|a| a.as_str());
            def_m.sort_by_key(|a| a.as_str());
            prop_assert_eq!(def_r, def_m);
            for (s, t) in r.sections.iter().zip(&m.sections) {
                prop_assert_eq!((s.section, s.blocked, s.measurement.range), (t.section, t.blocked, t.measurement.range));
            }
        }

        /// A layout symmetric under swapping (the defender is the attacker turned about
        /// the table's centre line x = W/2, same ship type): attacker and defender
        /// swapped give the same band, distance and obstruction.
        #[test]
        fn a_symmetric_layout_swaps_without_flipping_obstruction(
            k in kinds(), p in pose(), rocks in proptest::collection::vec((700u32..1100, 150u32..750, 5u32..40), 0..4),
        ) {
            let a = ship("a", k, E2, p.0, p.1, p.2);
            let d = mirror_ship(&ship("d", k, E2, p.0, p.1, p.2), E2);
            // Obstacles mirrored in pairs, so the table is symmetric too.
            let mut obstacles = Vec::new();
            for (i, &(x, y, w)) in rocks.iter().enumerate() {
                let o = rock(&format!("o{i}"), f64::from(x), f64::from(y), f64::from(x + w), f64::from(y + w));
                obstacles.push(mirror_rock(&o));
                obstacles.push(o);
            }
            let ab = run(RangeQuery { obstacles: &obstacles, ..query(E2, &a, &d) });
            let ba = run(RangeQuery { obstacles: &obstacles, ..query(E2, &d, &a) });
            prop_assert_eq!(ab.measurement.range, ba.measurement.range);
            prop_assert!((ab.measurement.distance - ba.measurement.distance).abs() < 1e-6);
            prop_assert_eq!(ab.obstructed_by.is_empty(), ba.obstructed_by.is_empty());
        }
    }
}

/// Audit finding 4. 1e: "While a ship is touching another ship, those ships cannot attack
/// each other" (seed 002). 2e keeps range 0 (touching ships may attack).
#[test]
fn touching_ships_cannot_attack_in_1e_only() {
    // 1e CR90 facing up at (900, 450): its token is 224.8 mm long (fore section y from
    // 450 − 112.4 = 337.6). A small ship (40 mm) facing down at (900, 317.6): its base is
    // y in [297.6, 337.6], so its edge lies on the CR90's bow: distance 0.
    let x = ship("x", ShipType::Small, E1, 900.0, 317.6, 180.0);
    let cr90 = ship("c", ShipType::Huge(HugeShip::Cr90), E1, 900.0, 450.0, 0.0);
    let r = run(RangeQuery { arc: Some(Arc::Front), ..query(E1, &x, &cr90) });
    assert!(r.touching && !r.can_target);
    assert_eq!(r.measurement.range, Some(1), "1e has no range 0: touching is range 1");
    assert_eq!([r.sections[0].blocked, r.sections[1].blocked], [Some(Blocked::Touching); 2]);
    // The other way round: the CR90 cannot attack the small ship either.
    let back = run(query(E1, &cr90, &x));
    assert!(back.touching && !back.can_target);
    // 0.5 mm apart (centre y 317.1): range 1, the fore section targetable as before.
    let near = ship("x", ShipType::Small, E1, 900.0, 317.1, 180.0);
    let r = run(RangeQuery { arc: Some(Arc::Front), ..query(E1, &near, &cr90) });
    assert!((r.measurement.distance - 0.5).abs() < 1e-9);
    assert!(!r.touching && r.can_target);
    assert_eq!((r.sections[0].blocked, r.measurement.range), (None, Some(1)));
    // Two 1e small ships overlapping (centres 30 mm apart): no attack either way.
    let (a, b) = (ship("a", ShipType::Small, E1, 100.0, 100.0, 0.0), ship("b", ShipType::Small, E1, 100.0, 70.0, 0.0));
    assert!(!run(query(E1, &a, &b)).can_target);
    // 2e: the 2e CR90's half-length is 110.5, so a 2e small ship (40 mm) at y = 450 −
    // 110.5 − 20 = 319.5 touches its bow: range 0, and the attack may be declared.
    let x2 = ship("x", ShipType::Small, E2, 900.0, 319.5, 180.0);
    let cr90_2e = ship("c", ShipType::Huge(HugeShip::Cr90), E2, 900.0, 450.0, 0.0);
    let r = run(RangeQuery { arc: Some(Arc::Front), ..query(E2, &x2, &cr90_2e) });
    assert_eq!((r.measurement.range, r.touching, r.can_target), (Some(0), false, true));
}
