//! Base-to-base distance. Every base, section and section base is a rectangle, so the
//! hot path (the batch call) uses a rectangle-rectangle test with no allocation; the
//! single call uses the exact polygon closest points of [`crate::geometry::query`].

use crate::geometry::math::{max, min};
use crate::geometry::polygon::clip_convex;
use crate::geometry::query::{closest, Closest};
use crate::geometry::segment::closest_point_on_segment;
use crate::geometry::{Polygon, Pose, Vec2, EPS};

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
        let dx = max(d.dot(self.u).abs() - self.half_width, 0.0);
        let dy = max(d.dot(self.v).abs() - self.half_length, 0.0);
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
        best = min(best, b.point_distance_sq(c));
    }
    for c in b.corners() {
        best = min(best, a.point_distance_sq(c));
    }
    best.sqrt()
}

/// The exact closest-point line between two polygons (see [`closest`]).
pub fn closest_line(from: &Polygon, to: &Polygon) -> Closest {
    closest(from, to)
}

/// Every closest-point line between two convex polygons at once.
///
/// When facing edges are parallel there are infinitely many equally short lines, and
/// which one a search returns depends on the order it visits edges. They are one
/// family: the closest point of the (convex) Minkowski difference to the origin is
/// unique, so every closest line has the same vector `v = to − from`, and their start
/// points form the segment `from[0]..from[1]` (the polygon `a` meets `b − v` there).
/// The rules measure "the closest point" without saying which, so the engine reports
/// the family's middle line (a mirror image of the table gives the mirror image of it;
/// swapping attacker and defender gives the same line reversed) and obstruction looks
/// at every line of the family (`obstruction`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Family {
    pub from: [Vec2; 2],
    pub v: Vec2,
}

impl Family {
    pub fn single(c: &Closest) -> Family {
        Family { from: [c.from, c.from], v: c.to - c.from }
    }

    /// The middle line of the family: `(from, to)`.
    pub fn middle(&self) -> (Vec2, Vec2) {
        let m = (self.from[0] + self.from[1]) / 2.0;
        (m, m + self.v)
    }

    /// One line only (the start segment is shorter than [`EPS`]).
    pub fn is_single(&self) -> bool {
        self.from[0].distance(self.from[1]) <= EPS
    }

    /// Joins another family with the same vector (adjacent convex pieces of one target):
    /// the start points stay on one line, so the union is the outermost two.
    pub fn join(&self, other: &Family) -> Family {
        extremes(self.v, [self.from[0], self.from[1], other.from[0], other.from[1]].into_iter())
            .map_or(*self, |from| Family { from, v: self.v })
    }
}

fn point_distance(p: Vec2, poly: &Polygon) -> f64 {
    poly.edges().map(|(a, b)| p.distance(closest_point_on_segment(p, a, b))).fold(f64::INFINITY, f64::min)
}

/// The two points of `pts` furthest apart across `v` (they lie on one line across `v`).
fn extremes(v: Vec2, pts: impl Iterator<Item = Vec2>) -> Option<[Vec2; 2]> {
    let u = v.perp();
    let key = |p: &Vec2| p.dot(u);
    let pts: Vec<Vec2> = pts.collect();
    let lo = pts.iter().copied().min_by(|a, b| key(a).total_cmp(&key(b)))?;
    let hi = pts.iter().copied().max_by(|a, b| key(a).total_cmp(&key(b)))?;
    Some([lo, hi])
}

/// The family of closest lines between convex polygons `a` and `b`, from the one line
/// `c` a search found: the vertices of either polygon at the closest distance (within
/// [`EPS`]) are the ends of the start segment (a segment of one polygon's edge meets
/// the other's only at vertices of one of them). Touching or overlapping: one line.
pub fn closest_family(a: &Polygon, b: &Polygon, c: &Closest) -> Family {
    if c.distance <= EPS {
        let p = contact_point(a, b).unwrap_or(c.from);
        return Family { from: [p, p], v: Vec2::ZERO };
    }
    let v = c.to - c.from;
    let near = |p: Vec2, other: &Polygon| (point_distance(p, other) - c.distance).abs() <= EPS;
    let starts = a.points().iter().copied().filter(|&p| near(p, b));
    let ends = b.points().iter().copied().filter(|&q| near(q, a)).map(|q| q - v);
    let all = std::iter::once(c.from).chain(starts).chain(ends);
    extremes(v, all).map_or_else(|| Family::single(c), |from| Family { from, v })
}

/// The point reported for bases that touch or overlap (range 0 / 1e range 1), chosen
/// so that it does not depend on edge order: the centroid of the overlap when it has an
/// area, else the middle of the contact (vertices of either base on the other).
fn contact_point(a: &Polygon, b: &Polygon) -> Option<Vec2> {
    let overlap = clip_convex(a.points(), b);
    if let Some(c) = area_centroid(&overlap) {
        return Some(c);
    }
    // A sliver or a contact: the middle of its extent (a centroid would divide by a
    // vanishing area and lose the mirror symmetry to rounding).
    let on = |p: &Vec2, other: &Polygon| other.contains(*p) || point_distance(*p, other) <= EPS;
    let contacts = a.points().iter().filter(|p| on(p, b)).chain(b.points().iter().filter(|p| on(p, a)));
    let pts: Vec<Vec2> = contacts.chain(overlap.iter()).copied().collect();
    let lo = pts.iter().copied().reduce(Vec2::min)?;
    let hi = pts.iter().copied().reduce(Vec2::max)?;
    Some((lo + hi) / 2.0)
}

/// Smallest overlap area (mm²) whose centroid is taken; below it the overlap is a sliver.
const SLIVER_AREA: f64 = 1e-3;

/// The centroid of a polygon with an area above [`SLIVER_AREA`]; `None` for a sliver.
/// Computed about the middle of the polygon's bounding box, not the table's origin: with
/// table coordinates (hundreds of mm) the cross products of a small overlap cancel and
/// the centroid moved by micrometres between a table and its mirror image. The middle of
/// the box mirrors with the table, so the answer does too.
fn area_centroid(pts: &[Vec2]) -> Option<Vec2> {
    let n = pts.len();
    let lo = pts.iter().copied().reduce(|a, b| Vec2::new(min(a.x, b.x), min(a.y, b.y)))?;
    let hi = pts.iter().copied().reduce(|a, b| Vec2::new(max(a.x, b.x), max(a.y, b.y)))?;
    let o = (lo + hi) / 2.0;
    let (mut area2, mut c) = (0.0, Vec2::ZERO);
    for i in 0..n {
        let (p, q) = (pts[i] - o, pts[(i + 1) % n] - o);
        let w = p.perp_dot(q);
        area2 += w;
        c += (p + q) * w;
    }
    (area2.abs() / 2.0 > SLIVER_AREA).then(|| o + c / (3.0 * area2))
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

    #[test]
    fn parallel_faces_give_a_family_and_its_middle() {
        // Two 40-mm squares 100 mm apart, one 10 mm lower: the faces face each other for y in [−10, 20].
        let a = Rect::of(&Pose::new(0.0, 0.0, 0.0), 40.0, 40.0, 0.0).polygon();
        let b = Rect::of(&Pose::new(140.0, 10.0, 0.0), 40.0, 40.0, 0.0).polygon();
        let c = closest_line(&a, &b);
        let f = closest_family(&a, &b, &c);
        assert_eq!(c.distance, 100.0);
        let (from, to) = f.middle();
        assert!((from - Vec2::new(20.0, 5.0)).length() < 1e-12, "{from:?}");
        assert!((to - Vec2::new(120.0, 5.0)).length() < 1e-12, "{to:?}");
        // Corner to corner: one line.
        let d = Rect::of(&Pose::new(140.0, 140.0, 0.0), 40.0, 40.0, 0.0).polygon();
        assert!(closest_family(&a, &d, &closest_line(&a, &d)).is_single());
    }
}
