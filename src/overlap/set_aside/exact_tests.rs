//! The exact set-aside search: hand-worked tables where the grid finds nothing, the
//! tolerance on the arc line and at 100 mm, and properties against a brute-force scan.

use super::*;
use crate::edition::Edition;
use crate::geometry::math::normalize_deg;
use crate::objects::{Obstacle, ObstacleKind};
use crate::ships::{HugeShip, ShipType};
use proptest::prelude::*;

fn gr75(x: f64, y: f64, h: f64) -> Ship {
    Ship::new("g", ShipType::Huge(HugeShip::Gr75), Pose::new(x, y, h), Edition::Second, "s").unwrap()
}

fn small(x: f64, y: f64, h: f64) -> Ship {
    Ship::new("x", ShipType::Small, Pose::new(x, y, h), Edition::Second, "s").unwrap()
}

fn rock(id: &str, pts: &[(f64, f64)]) -> Piece {
    let poly = Polygon::from_points(pts.iter().map(|&(x, y)| Vec2::new(x, y)).collect()).unwrap();
    Piece::Obstacle(Obstacle::new(id, ObstacleKind::Asteroid, poly))
}

fn boxed(id: &str, x0: f64, y0: f64, x1: f64, y1: f64) -> Piece {
    rock(id, &[(x0, y0), (x1, y0), (x1, y1), (x0, y1)])
}

/// The audit's table: a GR-75 ended at (900, 560) heading 0 (base x 860..940,
/// y 449.5..670.5); rocks O1 x 700..1100 y 715..800, O2 x 740..859.9 y 500..715,
/// O3 x 940.1..1060 y 500..715.
fn audit_table() -> (Ship, Vec<Piece>) {
    let rocks =
        vec![boxed("O1", 700.0, 715.0, 1100.0, 800.0), boxed("O2", 740.0, 500.0, 859.9, 715.0), boxed("O3", 940.1, 500.0, 1060.0, 715.0)];
    (gr75(900.0, 560.0, 0.0), rocks)
}

#[test]
fn a_gap_finer_than_the_grid_is_found() {
    // The only room behind the line within 100 mm is the vacated strip y 670.5..715
    // between O2 and O3 (x 859.9..940.1): a 40-mm small base's centre must lie at
    // y 670.5 + 20 = 690.5 .. 715 − 20 = 695 and x 859.9 + 20 = 879.9 .. 940.1 − 20
    // = 920.1. The 10-mm grid tries y 690 (0.5 mm into the huge base) and y 700 (5 mm
    // into O1): nothing. The region's corners are crossings of the Minkowski sums'
    // edges (huge base's bottom y 690.5, O1's top y 695, O2's right x 879.9, O3's
    // left x 920.1), so exactly those four are offered, nearest to (900, 465) first:
    // the two at y 690.5 (√(20.1² + 225.5²) = 226.39 mm), then y 695 (230.88 mm).
    let (h, rocks) = audit_table();
    let x = small(900.0, 465.0, 0.0);
    let others: Vec<&Piece> = rocks.iter().collect();
    let opts = placements(&h, &x, &others, &PlayArea::default()).unwrap();
    let want = [(879.9, 690.5), (920.1, 690.5), (879.9, 695.0), (920.1, 695.0)];
    assert_eq!(opts.len(), 4, "{opts:?}");
    for (p, (wx, wy)) in opts.iter().zip(want) {
        assert!((p.x - wx).abs() < 1e-9 && (p.y - wy).abs() < 1e-9 && p.heading == 0.0, "{p:?} vs ({wx}, {wy})");
        assert!(is_legal(&h, &x, *p, &others, &PlayArea::default()).is_ok());
    }
    // (900, 692) of the audit is legal too; (900, 690) and (900, 700) of the grid are not.
    assert!(is_legal(&h, &x, Pose::new(900.0, 692.0, 0.0), &others, &PlayArea::default()).is_ok());
    assert!(is_legal(&h, &x, Pose::new(900.0, 690.0, 0.0), &others, &PlayArea::default()).is_err());
    assert!(is_legal(&h, &x, Pose::new(900.0, 700.0, 0.0), &others, &PlayArea::default()).is_err());
}

#[test]
fn a_gap_narrower_than_the_base_destroys() {
    // Raise O1 to y 710: the strip y 670.5..710 is 39.5 mm, less than the 40-mm base,
    // so no pose exists at heading 0 (the only heading: the ship's and the huge ship's).
    let (h, mut rocks) = audit_table();
    rocks[0] = boxed("O1", 700.0, 710.0, 1100.0, 800.0);
    let x = small(900.0, 465.0, 0.0);
    let others: Vec<&Piece> = rocks.iter().collect();
    let none = placements(&h, &x, &others, &PlayArea::default()).unwrap();
    assert!(none.is_empty(), "{none:?}");
    // Exactly 40 mm (O1 from y 710.5): the base fits with no slack, centre y 690.5,
    // x 879.9..920.1; the ends of that segment are offered.
    rocks[0] = boxed("O1", 700.0, 710.5, 1100.0, 800.0);
    let others: Vec<&Piece> = rocks.iter().collect();
    let opts = placements(&h, &x, &others, &PlayArea::default()).unwrap();
    assert!(!opts.is_empty());
    assert!(opts.iter().all(|p| (p.y - 690.5).abs() < 1e-9 && (879.9 - 1e-9..=920.1 + 1e-9).contains(&p.x)), "{opts:?}");
}

#[test]
fn on_the_arc_line_and_at_exactly_range_1_are_legal() {
    // GR-75 at (900, 420) heading 0: base x 860..940, y 309.5..530.5; the line across
    // its centre is y = 420 and "behind" is y > 420 (heading 0 faces −y).
    let h = gr75(900.0, 420.0, 0.0);
    let area = PlayArea::default();
    // The audit's placement (1000, 400): the base spans y 380..420, its rear edge on
    // the line; 1000 − 20 − 940 = 40 mm from the huge base. In the arc (measureRange
    // says inArc), so legal; 1 µm further ahead (y 399.998 < 420 − 20 − EPS) is not.
    let x = small(0.0, 0.0, 0.0);
    assert!(is_legal(&h, &x, Pose::new(1000.0, 400.0, 0.0), &[], &area).is_ok());
    assert!(is_legal(&h, &x, Pose::new(1000.0, 399.998, 0.0), &[], &area).is_err());
    // Beside the huge base at exactly 100 mm: centre x 940 + 100 + 20 = 1060, behind
    // (y 440: the base spans 420..460). Range 1; 1060.001 (100.001 mm) is range 2.
    assert!(is_legal(&h, &x, Pose::new(1060.0, 440.0, 0.0), &[], &area).is_ok());
    assert_eq!(is_legal(&h, &x, Pose::new(1060.001, 440.0, 0.0), &[], &area), Err("the base must be at range 0-1 of the huge ship"));
}

#[test]
fn options_do_not_depend_on_the_order_of_the_pieces() {
    let (h, mut rocks) = audit_table();
    rocks.push(Piece::Ship(Ship::new("y", ShipType::Medium, Pose::new(800.0, 760.0, 30.0), Edition::Second, "s").unwrap()));
    let x = small(910.0, 470.0, 15.0);
    let fwd: Vec<&Piece> = rocks.iter().collect();
    let back: Vec<&Piece> = rocks.iter().rev().collect();
    let a = placements(&h, &x, &fwd, &PlayArea::default()).unwrap();
    let b = placements(&h, &x, &back, &PlayArea::default()).unwrap();
    assert!(!a.is_empty());
    assert_eq!(a, b);
}

/// The table mirrored left to right: x → width − x, headings → −heading.
fn mirror_pose(p: Pose, area: &PlayArea) -> Pose {
    Pose::new(area.width - p.x, p.y, normalize_deg(-p.heading))
}

fn mirror_piece(p: &Piece, area: &PlayArea) -> Piece {
    match p {
        Piece::Ship(s) => Piece::Ship(s.at(mirror_pose(s.pose, area))),
        Piece::Obstacle(o) => {
            let pts = o.outline().outline().points().iter().map(|v| Vec2::new(area.width - v.x, v.y)).collect();
            Piece::Obstacle(Obstacle::new(o.id.clone(), o.kind, Polygon::from_points(pts).unwrap()))
        }
    }
}

/// Whether `b` is `a` mirrored, as sets of poses (within `SAME` and 1e-9°).
fn mirrored(a: &[Pose], b: &[Pose], area: &PlayArea) -> bool {
    let near = |p: &Pose, q: &Pose| {
        let dh = (p.heading - q.heading).abs();
        p.position().distance(q.position()) <= SAME && (dh < 1e-9 || (dh - 360.0).abs() < 1e-9)
    };
    a.len() == b.len() && a.iter().all(|p| b.iter().any(|q| near(&mirror_pose(*p, area), q)))
}

/// A legal pose at one of the considered headings on a `step`-mm scan of every centre
/// that could be at range 0–1, if any (test-only brute force).
fn scan(h: &Ship, x: &Ship, others: &[&Piece], area: &PlayArea, step: f64) -> Option<Pose> {
    let reach = reach(x);
    let half_w = h.base.width() / 2.0 + RANGE_1 + reach;
    let half_l = h.base.length() / 2.0 + RANGE_1 + reach;
    let n_w = (2.0 * half_w / step).ceil() as i64;
    let n_l = (half_l / step).ceil() as i64 + (reach / step).ceil() as i64;
    for heading in headings(h, x) {
        for i in 0..=n_w {
            for j in 0..=n_l {
                let (lat, fwd) = (-half_w + i as f64 * step, reach - j as f64 * step);
                let p = h.pose.local_to_world(lat, fwd);
                let pose = Pose::new(p.x, p.y, heading);
                if is_legal(h, x, pose, others, area).is_ok() {
                    return Some(pose);
                }
            }
        }
    }
    None
}

/// A crowded rear: the huge ship at a random heading, rocks behind it (random
/// rectangles, every other one an L, which is split into triangles), and the
/// set-aside ship at a random heading.
fn scene() -> impl Strategy<Value = (Ship, Ship, Vec<Piece>)> {
    let rock = (-160.0..160.0f64, -300.0..-40.0f64, 30.0..160.0f64, 30.0..160.0f64, 0.0..360.0f64);
    (0.0..360.0f64, 0.0..360.0f64, prop::bool::ANY, prop::collection::vec(rock, 3..7)).prop_map(|(hh, sh, medium, rocks)| {
        let h = gr75(900.0, 450.0, hh);
        let kind = if medium { ShipType::Medium } else { ShipType::Small };
        let x = Ship::new("x", kind, Pose::new(900.0, 450.0, sh), Edition::Second, "s").unwrap();
        let pieces = rocks
            .iter()
            .enumerate()
            .map(|(i, &(lat, fwd, w, l, t))| {
                let at = h.pose.local_to_world(lat, fwd);
                let p = Pose::new(at.x, at.y, t);
                // Every other rock an L (concave: split into triangles).
                let poly = if i % 2 == 0 {
                    Polygon::rect(&p, w, l, 0.0)
                } else {
                    let pts = [(0.0, 0.0), (w, 0.0), (w, l / 3.0), (w / 3.0, l / 3.0), (w / 3.0, l), (0.0, l)];
                    Polygon::from_points(pts.iter().map(|&(a, b)| p.local_to_world(a - w / 2.0, b - l / 2.0)).collect()).unwrap()
                };
                Piece::Obstacle(Obstacle::new(format!("o{i}"), ObstacleKind::Asteroid, poly))
            })
            .collect();
        (h, x, pieces)
    })
}

/// The audit's slot at a random heading: walls beside the huge base (inner edges
/// `gl`, `gr` mm off its sides) down to a back wall `depth` mm behind its rear edge,
/// so the only room is the vacated strip; the grid's 10-mm steps miss it whenever it
/// is shallower than 50 mm (the base is 40 deep), and it is empty below 40.
fn slot() -> impl Strategy<Value = (Ship, Ship, Vec<Piece>)> {
    (0.0..360.0f64, -0.2..0.2f64, -0.2..0.2f64, 38.0..48.0f64, prop::option::of(0.0..360.0f64)).prop_map(|(hh, gl, gr, depth, own)| {
        let h = gr75(900.0, 450.0, hh);
        let x = small(900.0, 450.0, own.unwrap_or(hh));
        // In the huge ship's frame (lateral, forward), each wall as (centre, width, length).
        let rear = -110.5;
        let walls = [
            ((0.0, rear - depth - 50.0), 400.0, 100.0),
            // From the back wall to 60 mm ahead of the centre line (no base in the
            // rear arc reaches past 28.3 mm, half a small base's diagonal).
            ((-40.0 - gl - 60.0, (60.0 + rear - depth) / 2.0), 120.0, 60.0 - rear + depth),
            ((40.0 + gr + 60.0, (60.0 + rear - depth) / 2.0), 120.0, 60.0 - rear + depth),
        ];
        let pieces = walls
            .iter()
            .enumerate()
            .map(|(i, &((lat, fwd), w, l))| {
                let at = h.pose.local_to_world(lat, fwd);
                let poly = Polygon::rect(&Pose::new(at.x, at.y, hh), w, l, 0.0);
                Piece::Obstacle(Obstacle::new(format!("w{i}"), ObstacleKind::Asteroid, poly))
            })
            .collect();
        (h, x, pieces)
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Every option is legal; no options only when a 2-mm scan of every centre at the
    /// considered headings finds no legal pose either.
    #[test]
    fn destroyed_only_when_nothing_fits((h, x, pieces) in prop_oneof![scene(), slot()]) {
        let area = PlayArea::default();
        let others: Vec<&Piece> = pieces.iter().collect();
        let opts = placements(&h, &x, &others, &area).unwrap();
        for p in &opts {
            prop_assert!(is_legal(&h, &x, *p, &others, &area).is_ok(), "{p:?}");
        }
        if opts.is_empty() {
            prop_assert_eq!(scan(&h, &x, &others, &area, 2.0), None);
        }
    }

    /// The mirror image of the table gives the mirror image of the options.
    #[test]
    fn mirrored_tables_give_mirrored_options((h, x, pieces) in prop_oneof![scene(), slot()]) {
        let area = PlayArea::default();
        let others: Vec<&Piece> = pieces.iter().collect();
        let opts = placements(&h, &x, &others, &area).unwrap();
        let mp: Vec<Piece> = pieces.iter().map(|p| mirror_piece(p, &area)).collect();
        let mothers: Vec<&Piece> = mp.iter().collect();
        let (mh, mx) = (h.at(mirror_pose(h.pose, &area)), x.at(mirror_pose(x.pose, &area)));
        let mopts = placements(&mh, &mx, &mothers, &area).unwrap();
        prop_assert!(mirrored(&opts, &mopts, &area), "{:?}\n{:?}", opts, mopts);
    }
}
