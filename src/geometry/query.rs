//! Pairwise queries between shapes: overlap (interiors meet by more than EPS),
//! touching, and the exact closest points.

use super::math::{max, min};
use super::segment::{segment_segment_closest, segments_intersect};
use super::{Polygon, Shape, Vec2, EPS};

/// Penetration depth of two convex polygons by the separating-axis theorem: the
/// smallest overlap of their projections over every edge normal. Positive means the
/// interiors intersect that deeply; zero means touching; negative means apart.
pub fn convex_depth(a: &Polygon, b: &Polygon) -> f64 {
    depth_over_axes(a, &edge_normals(a), b, &edge_normals(b))
}

/// The unit normals of `poly`'s edges in order, skipping edges of zero length (which
/// give no axis): computed once per convex part of a [`Shape`].
pub fn edge_normals(poly: &Polygon) -> Vec<Vec2> {
    poly.edges()
        .filter_map(|(p, q)| {
            let e = q - p;
            let len = e.length();
            (len != 0.0).then(|| Vec2::new(-e.y, e.x) / len)
        })
        .collect()
}

/// [`convex_depth`] with each polygon's [`edge_normals`] given: `a`'s axes, then `b`'s,
/// stopping as soon as one separates them by more than EPS.
fn depth_over_axes(a: &Polygon, axes_a: &[Vec2], b: &Polygon, axes_b: &[Vec2]) -> f64 {
    let mut depth = f64::INFINITY;
    for &n in axes_a.iter().chain(axes_b) {
        let (a0, a1) = project(a, n);
        let (b0, b1) = project(b, n);
        let overlap = min(a1, b1) - max(a0, b0);
        if overlap < depth {
            depth = overlap;
            if depth < -EPS {
                return depth;
            }
        }
    }
    depth
}

fn project(p: &Polygon, axis: Vec2) -> (f64, f64) {
    let mut lo = f64::INFINITY;
    let mut hi = f64::NEG_INFINITY;
    for v in p.points() {
        let d = v.dot(axis);
        lo = min(lo, d);
        hi = max(hi, d);
    }
    (lo, hi)
}

/// Whether the interiors of two shapes intersect by more than [`EPS`] (docs/conventions.md §1).
///
/// Pairs of convex parts whose bounding boxes are apart are skipped: a line between
/// them separates them, so their depth is negative (rounding at table scale is ~1e-12,
/// far below EPS) and the pair could not count. For two many-sided polygons this
/// leaves only the parts that lie near each other.
pub fn overlaps(a: &Shape, b: &Shape) -> bool {
    if !a.bounds_meet(b, 0.0) {
        return false;
    }
    a.parts_with_bounds()
        .any(|(pa, ba, na)| b.parts_with_bounds().any(|(pb, bb, nb)| boxes_meet(ba, bb) && depth_over_axes(pa, na, pb, nb) > EPS))
}

/// Whether two bounding boxes `(min, max)` share a point.
fn boxes_meet(a: (Vec2, Vec2), b: (Vec2, Vec2)) -> bool {
    a.0.x <= b.1.x && b.0.x <= a.1.x && a.0.y <= b.1.y && b.0.y <= a.1.y
}

/// How far apart the bounding boxes of segments `p1..p2` and `q1..q2` are along x or
/// along y, whichever is more (0 when they meet): a lower bound on the segments' distance.
fn box_gap(p1: Vec2, p2: Vec2, q1: Vec2, q2: Vec2) -> f64 {
    let gap = |a0: f64, a1: f64, b0: f64, b1: f64| max(min(a0, a1) - max(b0, b1), min(b0, b1) - max(a0, a1));
    max(gap(p1.x, p2.x, q1.x, q2.x), gap(p1.y, p2.y, q1.y, q2.y))
}

/// Whether two shapes touch: their boundaries come within [`EPS`] but they do not overlap.
pub fn touches(a: &Shape, b: &Shape) -> bool {
    a.bounds_meet(b, EPS) && !overlaps(a, b) && within_eps(a.outline(), b.outline())
}

/// [`touches`] for two shapes already known not to overlap: the overlap test, the
/// costliest part for many-sided polygons, is not run again.
pub fn touches_apart(a: &Shape, b: &Shape) -> bool {
    a.bounds_meet(b, EPS) && within_eps(a.outline(), b.outline())
}

/// Whether `closest(a, b).distance <= EPS`, without finding the closest points: true
/// at the first pair of edges that meet or come within [`EPS`], or when one polygon
/// holds the other's first vertex (as `closest` decides); edges whose bounding boxes
/// are more than 2·EPS apart (so surely more than EPS, whatever the rounding) are not
/// measured.
pub fn within_eps(a: &Polygon, b: &Polygon) -> bool {
    for (p1, p2) in a.edges() {
        for (q1, q2) in b.edges() {
            if box_gap(p1, p2, q1, q2) > 2.0 * EPS {
                continue;
            }
            if segments_intersect(p1, p2, q1, q2) || segment_segment_closest(p1, p2, q1, q2).0 <= EPS {
                return true;
            }
        }
    }
    a.points().first().is_some_and(|&v| b.contains(v)) || b.points().first().is_some_and(|&v| a.contains(v))
}

/// The closest-point line between two polygons.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Closest {
    pub distance: f64,
    /// The end on the first polygon.
    pub from: Vec2,
    /// The end on the second polygon.
    pub to: Vec2,
}

/// Exact shortest distance between two simple polygons (as filled regions) and its
/// end points. Zero when they meet, with both ends at a common point.
///
/// A pair of edges whose bounding boxes lie more than [`EPS`] farther apart than the
/// best distance found so far is skipped: its segments can neither meet nor come
/// closer, so the answer is the one the full pairwise scan gives.
pub fn closest(a: &Polygon, b: &Polygon) -> Closest {
    let mut best = Closest { distance: f64::INFINITY, from: Vec2::ZERO, to: Vec2::ZERO };
    for (p1, p2) in a.edges() {
        for (q1, q2) in b.edges() {
            if box_gap(p1, p2, q1, q2) > best.distance + EPS {
                continue;
            }
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
    // No edges meet: either apart, or one lies wholly inside the other.
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

#[cfg(test)]
#[path = "query_tests.rs"]
mod pruned_tests;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Pose;

    fn square(x: f64, y: f64, heading: f64, size: f64) -> Shape {
        Shape::new(Polygon::rect(&Pose::new(x, y, heading), size, size, 0.0))
    }

    fn poly(pts: &[(f64, f64)]) -> Shape {
        Shape::new(Polygon::from_points(pts.iter().map(|&(x, y)| Vec2::new(x, y)).collect()).unwrap())
    }

    #[test]
    fn side_by_side_bases_touch_but_do_not_overlap() {
        let a = square(0.0, 0.0, 0.0, 40.0);
        let b = square(40.0, 0.0, 0.0, 40.0);
        assert!(!overlaps(&a, &b));
        assert!(touches(&a, &b));
        let c = square(40.0 - 2e-6, 0.0, 0.0, 40.0);
        assert!(overlaps(&a, &c));
        let d = square(40.0 + 2e-6, 0.0, 0.0, 40.0);
        assert!(!overlaps(&a, &d) && !touches(&a, &d));
    }

    #[test]
    fn corner_to_corner_touch() {
        // Square corners meet at (20, 20) exactly.
        let a = square(0.0, 0.0, 0.0, 40.0);
        let b = square(40.0, 40.0, 0.0, 40.0);
        assert!(!overlaps(&a, &b) && touches(&a, &b));
    }

    #[test]
    fn rotated_corner_pokes_in() {
        // A 40-mm square turned 45° has its corners 20·√2 = 28.284 mm from the centre.
        let a = square(0.0, 0.0, 0.0, 40.0);
        let b = square(48.0, 0.0, 45.0, 40.0);
        assert!(overlaps(&a, &b), "corner reaches x = 19.716 < 20");
        let c = square(48.3, 0.0, 45.0, 40.0);
        assert!(!overlaps(&a, &c), "corner at x = 20.016 > 20");
        let gap = closest(a.outline(), c.outline()).distance;
        assert!((gap - (48.3 - 20.0 - 20.0 * 2f64.sqrt())).abs() < 1e-9);
    }

    #[test]
    fn base_inside_the_hull_of_a_concave_asteroid_but_outside_it() {
        // A "C" shape whose notch holds a small base without touching.
        let c = poly(&[(0.0, 0.0), (100.0, 0.0), (100.0, 20.0), (20.0, 20.0), (20.0, 80.0), (100.0, 80.0), (100.0, 100.0), (0.0, 100.0)]);
        let inside_notch = square(60.0, 50.0, 0.0, 40.0);
        assert!(!overlaps(&c, &inside_notch));
        assert!(!touches(&c, &inside_notch));
        assert!((closest(c.outline(), inside_notch.outline()).distance - 10.0).abs() < 1e-12);
        let poking = square(35.0, 50.0, 0.0, 40.0);
        assert!(overlaps(&c, &poking));
    }

    #[test]
    fn containment_is_overlap_with_zero_distance() {
        let big = square(0.0, 0.0, 0.0, 200.0);
        let small = square(10.0, 10.0, 30.0, 40.0);
        assert!(overlaps(&big, &small) && overlaps(&small, &big));
        assert_eq!(closest(big.outline(), small.outline()).distance, 0.0);
    }
}
