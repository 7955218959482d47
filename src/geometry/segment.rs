//! Segment queries: closest points and crossings, the building blocks of
//! polygon distance and line-of-sight tests.

use super::math::{max, min};
use super::Vec2;

/// 2D cross product (z of the 3D cross): > 0 when `b` is clockwise of `a` on screen.
pub fn cross(a: Vec2, b: Vec2) -> f64 {
    a.x * b.y - a.y * b.x
}

/// Closest point to `p` on segment `a..b`.
pub fn closest_point_on_segment(p: Vec2, a: Vec2, b: Vec2) -> Vec2 {
    let ab = b - a;
    let len2 = ab.length_squared();
    if len2 == 0.0 {
        return a;
    }
    let t = ((p - a).dot(ab) / len2).clamp(0.0, 1.0);
    a + ab * t
}

/// Whether segments `p1..p2` and `q1..q2` share at least one point (touching counts).
pub fn segments_intersect(p1: Vec2, p2: Vec2, q1: Vec2, q2: Vec2) -> bool {
    let d1 = cross(q2 - q1, p1 - q1);
    let d2 = cross(q2 - q1, p2 - q1);
    let d3 = cross(p2 - p1, q1 - p1);
    let d4 = cross(p2 - p1, q2 - p1);
    if ((d1 > 0.0 && d2 < 0.0) || (d1 < 0.0 && d2 > 0.0)) && ((d3 > 0.0 && d4 < 0.0) || (d3 < 0.0 && d4 > 0.0)) {
        return true;
    }
    let on = |a: Vec2, b: Vec2, p: Vec2, d: f64| {
        d == 0.0 && p.x >= min(a.x, b.x) && p.x <= max(a.x, b.x) && p.y >= min(a.y, b.y) && p.y <= max(a.y, b.y)
    };
    on(q1, q2, p1, d1) || on(q1, q2, p2, d2) || on(p1, p2, q1, d3) || on(p1, p2, q2, d4)
}

/// Whether the segments cross at a single interior point of both (no touching,
/// no collinear overlap): the test for "this line passes through that edge".
pub fn segments_cross_properly(p1: Vec2, p2: Vec2, q1: Vec2, q2: Vec2) -> bool {
    let d1 = cross(q2 - q1, p1 - q1);
    let d2 = cross(q2 - q1, p2 - q1);
    let d3 = cross(p2 - p1, q1 - p1);
    let d4 = cross(p2 - p1, q2 - p1);
    ((d1 > 0.0 && d2 < 0.0) || (d1 < 0.0 && d2 > 0.0)) && ((d3 > 0.0 && d4 < 0.0) || (d3 < 0.0 && d4 > 0.0))
}

/// Closest points between segments `p1..p2` and `q1..q2`: `(distance, on_p, on_q)`.
/// Exact for crossing segments (distance 0 at the crossing point).
pub fn segment_segment_closest(p1: Vec2, p2: Vec2, q1: Vec2, q2: Vec2) -> (f64, Vec2, Vec2) {
    if segments_cross_properly(p1, p2, q1, q2) {
        let r = p2 - p1;
        let s = q2 - q1;
        let t = cross(q1 - p1, s) / cross(r, s);
        let x = p1 + r * t;
        return (0.0, x, x);
    }
    // Otherwise the minimum is attained at an end point of one of the segments.
    let mut best = (f64::INFINITY, p1, q1);
    for (p, a, b, p_is_first) in [(p1, q1, q2, true), (p2, q1, q2, true), (q1, p1, p2, false), (q2, p1, p2, false)] {
        let c = closest_point_on_segment(p, a, b);
        let d = p.distance(c);
        if d < best.0 {
            best = if p_is_first { (d, p, c) } else { (d, c, p) };
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(x: f64, y: f64) -> Vec2 {
        Vec2::new(x, y)
    }

    #[test]
    fn crossing_segments_have_zero_distance_at_the_crossing() {
        let (d, a, b) = segment_segment_closest(v(0.0, 0.0), v(10.0, 10.0), v(0.0, 10.0), v(10.0, 0.0));
        assert_eq!(d, 0.0);
        assert!(a.distance(v(5.0, 5.0)) < 1e-12 && a == b);
    }

    #[test]
    fn parallel_segments_measure_between_them() {
        let (d, a, b) = segment_segment_closest(v(0.0, 0.0), v(10.0, 0.0), v(3.0, 4.0), v(20.0, 4.0));
        assert_eq!(d, 4.0);
        assert_eq!(b - a, v(0.0, 4.0));
    }

    #[test]
    fn end_point_to_interior() {
        let (d, a, b) = segment_segment_closest(v(0.0, 0.0), v(0.0, 10.0), v(3.0, 5.0), v(8.0, 5.0));
        assert_eq!(d, 3.0);
        assert_eq!((a, b), (v(0.0, 5.0), v(3.0, 5.0)));
    }

    #[test]
    fn touching_is_an_intersection_but_not_a_proper_crossing() {
        assert!(segments_intersect(v(0.0, 0.0), v(10.0, 0.0), v(10.0, 0.0), v(10.0, 5.0)));
        assert!(!segments_cross_properly(v(0.0, 0.0), v(10.0, 0.0), v(10.0, 0.0), v(10.0, 5.0)));
        assert!(!segments_intersect(v(0.0, 0.0), v(10.0, 0.0), v(0.0, 1.0), v(10.0, 1.0)));
    }
}
