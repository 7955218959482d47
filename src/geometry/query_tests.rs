//! The pruned queries (part boxes in `overlaps`, edge boxes in `closest` and
//! `within_eps`) against the plain pairwise scans they replace: the same answers.

use super::*;
use crate::geometry::Pose;

/// `overlaps` without the part boxes.
fn reference_overlaps(a: &Shape, b: &Shape) -> bool {
    a.bounds_meet(b, 0.0) && a.parts().iter().any(|pa| b.parts().iter().any(|pb| convex_depth(pa, pb) > EPS))
}

/// `closest` without the edge boxes.
fn reference_closest(a: &Polygon, b: &Polygon) -> Closest {
    let mut best = Closest { distance: f64::INFINITY, from: Vec2::ZERO, to: Vec2::ZERO };
    for (p1, p2) in a.edges() {
        for (q1, q2) in b.edges() {
            if segments_intersect(p1, p2, q1, q2) {
                let (_, x, _) = segment_segment_closest(p1, p2, q1, q2);
                return Closest { distance: 0.0, from: x, to: x };
            }
            let (d, x, y) = segment_segment_closest(p1, p2, q1, q2);
            if d < best.distance {
                best = Closest { distance: d, from: x, to: y };
            }
        }
    }
    if let Some(&v) = a.points().first() {
        if b.contains(v) {
            return Closest { distance: 0.0, from: v, to: v };
        }
    }
    if let Some(&v) = b.points().first() {
        if a.contains(v) {
            return Closest { distance: 0.0, from: v, to: v };
        }
    }
    best
}

fn assert_same(a: &Shape, b: &Shape) {
    assert_eq!(overlaps(a, b), reference_overlaps(a, b));
    let want = reference_closest(a.outline(), b.outline());
    assert_eq!(closest(a.outline(), b.outline()), want);
    assert_eq!(within_eps(a.outline(), b.outline()), want.distance <= EPS);
    assert_eq!(touches(a, b), a.bounds_meet(b, EPS) && !reference_overlaps(a, b) && want.distance <= EPS);
}

/// A star-shaped polygon with whole-millimetre vertices (so that edges touch and
/// run along each other exactly), or `None` when rounding made it cross itself.
fn star(cx: f64, cy: f64, radii: &[f64]) -> Option<Shape> {
    let n = radii.len() as f64;
    let pts = radii
        .iter()
        .enumerate()
        .map(|(k, r)| {
            let a = std::f64::consts::TAU * k as f64 / n;
            Vec2::new((cx + r * a.cos()).round(), (cy + r * a.sin()).round())
        })
        .collect();
    Polygon::from_points(pts).ok().map(Shape::new)
}

#[test]
fn touching_and_nested_shapes_agree_with_the_full_scans() {
    let l = Shape::new(
        Polygon::from_points(vec![
            Vec2::new(0.0, 0.0),
            Vec2::new(100.0, 0.0),
            Vec2::new(100.0, 20.0),
            Vec2::new(20.0, 20.0),
            Vec2::new(20.0, 100.0),
            Vec2::new(0.0, 100.0),
        ])
        .unwrap(),
    );
    for (x, y, h) in [(40.0, 40.0, 0.0), (40.0, 39.0, 0.0), (60.0, 60.0, 45.0), (10.0, 10.0, 0.0), (-20.0, 50.0, 90.0), (200.0, 0.0, 0.0)] {
        let r = Shape::new(Polygon::rect(&Pose::new(x, y, h), 40.0, 40.0, 0.0));
        assert_same(&l, &r);
        assert_same(&r, &l);
    }
    // The square at (40, 40) touches the L's inner corner edges: not apart, not overlapping.
    let r = Shape::new(Polygon::rect(&Pose::new(40.0, 40.0, 0.0), 40.0, 40.0, 0.0));
    assert!(touches(&l, &r) && !overlaps(&l, &r));
}

#[cfg(not(target_arch = "wasm32"))]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(256))]

        /// Two star-shaped polygons near each other (often overlapping, touching or
        /// one inside the other): every query answers as the full scans do.
        #[test]
        fn pruned_queries_answer_as_the_full_scans(
            ra in prop::collection::vec(5.0f64..40.0, 3..24),
            rb in prop::collection::vec(5.0f64..40.0, 3..24),
            dx in -80i32..80,
            dy in -80i32..80,
        ) {
            let (Some(a), Some(b)) = (star(100.0, 100.0, &ra), star(100.0 + dx as f64, 100.0 + dy as f64, &rb)) else {
                return Ok(());
            };
            assert_same(&a, &b);
            assert_same(&b, &a);
        }
    }
}
