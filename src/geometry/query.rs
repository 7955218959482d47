//! Pairwise queries between shapes: overlap (interiors meet by more than EPS),
//! touching, and the exact closest points.

use super::segment::{segment_segment_closest, segments_intersect};
use super::{Polygon, Shape, Vec2, EPS};

/// Penetration depth of two convex polygons by the separating-axis theorem: the
/// smallest overlap of their projections over every edge normal. Positive means the
/// interiors intersect that deeply; zero means touching; negative means apart.
pub fn convex_depth(a: &Polygon, b: &Polygon) -> f64 {
    let mut depth = f64::INFINITY;
    for poly in [a, b] {
        for (p, q) in poly.edges() {
            let e = q - p;
            let len = e.length();
            if len == 0.0 {
                continue;
            }
            let n = Vec2::new(-e.y, e.x) / len;
            let (a0, a1) = project(a, n);
            let (b0, b1) = project(b, n);
            let overlap = a1.min(b1) - a0.max(b0);
            if overlap < depth {
                depth = overlap;
                if depth < -EPS {
                    return depth;
                }
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
        lo = lo.min(d);
        hi = hi.max(d);
    }
    (lo, hi)
}

/// Whether the interiors of two shapes intersect by more than [`EPS`] (docs/conventions.md §1).
pub fn overlaps(a: &Shape, b: &Shape) -> bool {
    if !a.bounds_meet(b, 0.0) {
        return false;
    }
    a.parts().iter().any(|pa| b.parts().iter().any(|pb| convex_depth(pa, pb) > EPS))
}

/// Whether two shapes touch: their boundaries come within [`EPS`] but they do not overlap.
pub fn touches(a: &Shape, b: &Shape) -> bool {
    a.bounds_meet(b, EPS) && !overlaps(a, b) && closest(a.outline(), b.outline()).distance <= EPS
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
pub fn closest(a: &Polygon, b: &Polygon) -> Closest {
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
