//! Small convex polygons held in fixed arrays, so that clipping a base to an arc and
//! measuring it allocates nothing (the batch call measures millions of them).

use crate::geometry::math::{max, min};
use crate::geometry::segment::closest_point_on_segment;
use crate::geometry::{Vec2, EPS};

/// Room for a rectangle clipped by a few half-planes: each clip adds at most one
/// vertex, and no arc has more than three planes per convex piece (4 + 3 = 7).
pub const CAPACITY: usize = 12;

/// A convex polygon (either orientation; possibly degenerate: a segment or a point
/// when a base only touches an arc's edge).
#[derive(Clone, Copy, Debug)]
pub struct ConvexPoly {
    pts: [Vec2; CAPACITY],
    n: usize,
}

/// The closed half-plane `normal · p >= offset` (`normal` of unit length).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HalfPlane {
    pub normal: Vec2,
    pub offset: f64,
}

impl HalfPlane {
    /// Signed distance of `p` inside the half-plane (negative outside).
    pub fn depth(&self, p: Vec2) -> f64 {
        self.normal.dot(p) - self.offset
    }
}

impl ConvexPoly {
    pub const EMPTY: ConvexPoly = ConvexPoly { pts: [Vec2::ZERO; CAPACITY], n: 0 };

    /// At most [`CAPACITY`] points; extra points are dropped (callers pass rectangles).
    pub fn from_points(points: &[Vec2]) -> ConvexPoly {
        let mut poly = ConvexPoly::EMPTY;
        for &p in points.iter().take(CAPACITY) {
            poly.pts[poly.n] = p;
            poly.n += 1;
        }
        poly
    }

    pub fn points(&self) -> &[Vec2] {
        &self.pts[..self.n]
    }

    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// Sutherland–Hodgman clip to a half-plane widened by [`EPS`]: a base that
    /// touches an arc's edge keeps the touching point or edge (arc edges belong to
    /// the arc, within the project's tolerance).
    pub fn clip(&self, plane: &HalfPlane) -> ConvexPoly {
        let mut out = ConvexPoly::EMPTY;
        let n = self.n;
        for i in 0..n {
            let (a, b) = (self.pts[i], self.pts[(i + 1) % n]);
            let (da, db) = (plane.depth(a) + EPS, plane.depth(b) + EPS);
            if da >= 0.0 {
                out.push(a);
            }
            if (da >= 0.0) != (db >= 0.0) {
                let t = da / (da - db);
                out.push(a + (b - a) * t);
            }
        }
        out
    }

    fn push(&mut self, p: Vec2) {
        if self.n < CAPACITY {
            self.pts[self.n] = p;
            self.n += 1;
        }
    }
}

/// Exact distance between two convex polygons (0 when they touch or overlap).
///
/// Separating axes first: when no edge normal of either polygon separates them the
/// interiors meet or touch. Otherwise the gap between two disjoint convex polygons
/// is always attained at a vertex of one of them, so the vertex-to-edge minimum is exact.
pub fn convex_distance(a: &[Vec2], b: &[Vec2]) -> f64 {
    if a.is_empty() || b.is_empty() {
        return f64::INFINITY;
    }
    if !separated(a, b) {
        return 0.0;
    }
    min(vertex_gap(a, b), vertex_gap(b, a))
}

/// Whether some axis strictly separates the projections of `a` and `b`: every edge
/// normal of both (complete for polygons with area), plus, for degenerate pieces (a
/// base clipped to a single edge or point of an arc), their edge directions and the
/// line between first vertices, which complete the test for segments and points.
fn separated(a: &[Vec2], b: &[Vec2]) -> bool {
    let flat = |p: &[Vec2]| p.len() < 3 || crate::geometry::polygon::signed_area(p).abs() <= 1e-9;
    let (fa, fb) = (flat(a), flat(b));
    if axes_separate(a, a, b, false) || axes_separate(b, a, b, false) {
        return true;
    }
    if fa && axes_separate(a, a, b, true) || fb && axes_separate(b, a, b, true) {
        return true;
    }
    fa && fb && separates(b[0] - a[0], a, b)
}

fn axes_separate(edges_of: &[Vec2], a: &[Vec2], b: &[Vec2], along: bool) -> bool {
    let n = edges_of.len();
    (0..n).any(|i| {
        let e = edges_of[(i + 1) % n] - edges_of[i];
        let axis = if along { e } else { Vec2::new(-e.y, e.x) };
        !(e.x == 0.0 && e.y == 0.0) && separates(axis, a, b)
    })
}

fn separates(axis: Vec2, a: &[Vec2], b: &[Vec2]) -> bool {
    if axis.x == 0.0 && axis.y == 0.0 {
        return false;
    }
    let (a0, a1) = project(a, axis);
    let (b0, b1) = project(b, axis);
    a1 < b0 || b1 < a0
}

fn project(p: &[Vec2], axis: Vec2) -> (f64, f64) {
    let mut lo = f64::INFINITY;
    let mut hi = f64::NEG_INFINITY;
    for v in p {
        let d = v.dot(axis);
        lo = min(lo, d);
        hi = max(hi, d);
    }
    (lo, hi)
}

/// Smallest distance from a vertex of `a` to the boundary of `b`.
fn vertex_gap(a: &[Vec2], b: &[Vec2]) -> f64 {
    let n = b.len();
    let mut best = f64::INFINITY;
    for &p in a {
        for i in 0..n {
            let c = closest_point_on_segment(p, b[i], b[(i + 1) % n]);
            best = min(best, p.distance_squared(c));
        }
    }
    best.sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(x: f64, y: f64, s: f64) -> ConvexPoly {
        let h = s / 2.0;
        ConvexPoly::from_points(&[Vec2::new(x - h, y - h), Vec2::new(x + h, y - h), Vec2::new(x + h, y + h), Vec2::new(x - h, y + h)])
    }

    #[test]
    fn clip_keeps_the_inside_part() {
        // x >= 5 cuts the square [-10, 10]² into [5, 10] × [-10, 10].
        let c = sq(0.0, 0.0, 20.0).clip(&HalfPlane { normal: Vec2::X, offset: 5.0 });
        let xs: Vec<f64> = c.points().iter().map(|p| p.x).collect();
        assert!(xs.iter().all(|&x| x >= 5.0 - 2e-6));
        assert_eq!(c.points().len(), 4);
    }

    #[test]
    fn clip_away_entirely_and_touching() {
        let gone = sq(0.0, 0.0, 20.0).clip(&HalfPlane { normal: Vec2::X, offset: 10.1 });
        assert!(gone.is_empty());
        let edge = sq(0.0, 0.0, 20.0).clip(&HalfPlane { normal: Vec2::X, offset: 10.0 });
        assert!(!edge.is_empty(), "touching the edge keeps the edge");
    }

    #[test]
    fn distances_between_squares() {
        assert_eq!(convex_distance(sq(0.0, 0.0, 20.0).points(), sq(30.0, 0.0, 20.0).points()), 10.0);
        // Diagonal: corners (10, 10) and (20, 20).
        let d = convex_distance(sq(0.0, 0.0, 20.0).points(), sq(30.0, 30.0, 20.0).points());
        assert!((d - 200f64.sqrt()).abs() < 1e-12);
        assert_eq!(convex_distance(sq(0.0, 0.0, 20.0).points(), sq(5.0, 5.0, 20.0).points()), 0.0);
        assert_eq!(convex_distance(sq(0.0, 0.0, 20.0).points(), sq(20.0, 0.0, 20.0).points()), 0.0);
    }

    #[test]
    fn a_point_and_a_segment() {
        let p = [Vec2::new(0.0, 5.0)];
        let seg = [Vec2::new(-1.0, 0.0), Vec2::new(1.0, 0.0)];
        assert_eq!(convex_distance(&p, &seg), 5.0);
        // Collinear with the segment, beyond its end: 4 mm away, not touching.
        assert_eq!(convex_distance(&[Vec2::new(5.0, 0.0)], &seg), 4.0);
        assert_eq!(convex_distance(&[Vec2::new(5.0, 0.0)], &[Vec2::new(5.0, 3.0)]), 3.0);
        assert_eq!(convex_distance(&[Vec2::new(5.0, 0.0)], &[Vec2::new(5.0, 0.0)]), 0.0);
    }
}
