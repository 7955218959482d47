//! Base-to-base distance. Every base, section and section base is a rectangle, so the
//! hot path (the batch call) uses a rectangle-rectangle test with no allocation; the
//! single call uses the exact polygon closest points of [`crate::geometry::query`].

use crate::geometry::query::{closest, Closest};
use crate::geometry::{Polygon, Pose, Vec2};

/// A rectangle by centre, unit axes and half extents.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub centre: Vec2,
    /// Unit vector across (the ship's right).
    pub u: Vec2,
    /// Unit vector along (the ship's forward).
    pub v: Vec2,
    pub half_width: f64,
    pub half_length: f64,
}

impl Rect {
    /// The `width` × `length` rectangle of a ship at `pose`, its centre `forward` mm ahead.
    pub fn of(pose: &Pose, width: f64, length: f64, forward: f64) -> Rect {
        let (u, v) = (pose.right(), pose.forward());
        Rect { centre: pose.position() + v * forward, u, v, half_width: width / 2.0, half_length: length / 2.0 }
    }

    /// The corners, anticlockwise on screen (as [`Polygon::rect`] lists them).
    pub fn corners(&self) -> [Vec2; 4] {
        let (a, b) = (self.u * self.half_width, self.v * self.half_length);
        let c = self.centre;
        [c - a + b, c + a + b, c + a - b, c - a - b]
    }

    pub fn polygon(&self) -> Polygon {
        Polygon::from_trusted(self.corners().to_vec())
    }

    /// Squared distance from `p` to the filled rectangle.
    pub fn point_distance_sq(&self, p: Vec2) -> f64 {
        let d = p - self.centre;
        let dx = (d.dot(self.u).abs() - self.half_width).max(0.0);
        let dy = (d.dot(self.v).abs() - self.half_length).max(0.0);
        dx * dx + dy * dy
    }

    /// Half the extent of the rectangle's projection on `axis` (unit or not: scaled alike).
    fn radius(&self, axis: Vec2) -> f64 {
        self.half_width * self.u.dot(axis).abs() + self.half_length * self.v.dot(axis).abs()
    }
}

/// Exact distance between two filled rectangles: 0 when they touch or overlap.
///
/// Four separating axes decide whether they meet; when apart, the gap between two
/// disjoint convex polygons is attained at a corner of one of them, and a corner's
/// distance to a rectangle is two clamps in the rectangle's frame.
pub fn rect_distance(a: &Rect, b: &Rect) -> f64 {
    let d = b.centre - a.centre;
    let apart = [a.u, a.v, b.u, b.v].iter().any(|&n| d.dot(n).abs() > a.radius(n) + b.radius(n));
    if !apart {
        return 0.0;
    }
    let mut best = f64::INFINITY;
    for c in a.corners() {
        best = best.min(b.point_distance_sq(c));
    }
    for c in b.corners() {
        best = best.min(a.point_distance_sq(c));
    }
    best.sqrt()
}

/// The exact closest-point line between two polygons (see [`closest`]).
pub fn closest_line(from: &Polygon, to: &Polygon) -> Closest {
    closest(from, to)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axis_aligned_gaps() {
        let a = Rect::of(&Pose::new(0.0, 0.0, 0.0), 40.0, 40.0, 0.0);
        let b = Rect::of(&Pose::new(140.0, 0.0, 0.0), 40.0, 40.0, 0.0);
        assert_eq!(rect_distance(&a, &b), 100.0);
        let c = Rect::of(&Pose::new(140.0, 140.0, 0.0), 40.0, 40.0, 0.0);
        assert!((rect_distance(&a, &c) - 100.0 * 2f64.sqrt()).abs() < 1e-12);
        let touching = Rect::of(&Pose::new(40.0, 0.0, 0.0), 40.0, 40.0, 0.0);
        assert_eq!(rect_distance(&a, &touching), 0.0);
    }

    #[test]
    fn rotated_corner_to_face() {
        // A 40-mm square turned 45° reaches 20√2 = 28.284 mm from its centre.
        let a = Rect::of(&Pose::new(0.0, 0.0, 0.0), 40.0, 40.0, 0.0);
        let b = Rect::of(&Pose::new(100.0, 0.0, 45.0), 40.0, 40.0, 0.0);
        let want = 100.0 - 20.0 - 20.0 * 2f64.sqrt();
        assert!((rect_distance(&a, &b) - want).abs() < 1e-12);
        assert!((rect_distance(&b, &a) - want).abs() < 1e-12);
        let exact = closest_line(&a.polygon(), &b.polygon());
        assert!((exact.distance - want).abs() < 1e-12);
    }

    #[test]
    fn a_cross_overlaps_with_no_corner_inside() {
        let a = Rect::of(&Pose::new(0.0, 0.0, 0.0), 10.0, 100.0, 0.0);
        let b = Rect::of(&Pose::new(0.0, 0.0, 90.0), 10.0, 100.0, 0.0);
        assert_eq!(rect_distance(&a, &b), 0.0);
    }

    #[test]
    fn offset_rect_matches_polygon_rect() {
        let p = Pose::new(10.0, 20.0, 30.0);
        let r = Rect::of(&p, 80.0, 112.4, 56.2);
        let q = Polygon::rect(&p, 80.0, 112.4, 56.2);
        for (a, b) in r.corners().iter().zip(q.points()) {
            assert!(a.distance(*b) < 1e-12);
        }
    }
}
