//! Simple polygons: base footprints, templates and obstacles.

use super::segment::{cross, segments_intersect};
use super::{Pose, Vec2, EPS};
use crate::error::{Result, RulesError};

/// Most vertices an obstacle outline may have; real tokens need a few dozen.
pub const MAX_VERTICES: usize = 1024;
/// Largest coordinate magnitude accepted (mm): ten metres is far beyond any table.
pub const MAX_COORD: f64 = 10_000.0;

/// A simple polygon, stored with positive signed area (`Σ x_i·y_(i+1) − x_(i+1)·y_i > 0`).
#[derive(Clone, Debug, PartialEq)]
pub struct Polygon {
    points: Vec<Vec2>,
}

impl Polygon {
    /// A polygon from points already known to be simple (footprints, templates).
    /// Orientation is normalised; fewer than three points is a programming error
    /// upstream and yields a degenerate polygon, never a panic.
    pub fn from_trusted(mut points: Vec<Vec2>) -> Polygon {
        if signed_area(&points) < 0.0 {
            points.reverse();
        }
        Polygon { points }
    }

    /// A polygon from caller-supplied points: at least three, finite, within the
    /// table's scale, with a real area and no self-crossing edges.
    pub fn from_points(points: Vec<Vec2>) -> Result<Polygon> {
        if points.len() < 3 {
            return Err(RulesError::geometry("", "a polygon needs at least 3 points"));
        }
        if points.len() > MAX_VERTICES {
            return Err(RulesError::too_large("", format!("at most {MAX_VERTICES} points are accepted")));
        }
        for (i, p) in points.iter().enumerate() {
            if !p.x.is_finite() || !p.y.is_finite() {
                return Err(RulesError::invalid(format!("[{i}]"), "expected finite numbers"));
            }
            if p.x.abs() > MAX_COORD || p.y.abs() > MAX_COORD {
                return Err(RulesError::too_large(format!("[{i}]"), format!("coordinates must be within ±{MAX_COORD} mm")));
            }
        }
        if signed_area(&points).abs() <= EPS {
            return Err(RulesError::geometry("", "the polygon has no area"));
        }
        if let Some((i, j)) = first_self_intersection(&points) {
            return Err(RulesError::geometry("", format!("edges {i} and {j} cross: the polygon must be simple")));
        }
        Ok(Polygon::from_trusted(points))
    }

    /// The rectangle `width` (across) by `length` (along the heading) centred on `pose`,
    /// offset `forward` mm along the heading.
    pub fn rect(pose: &Pose, width: f64, length: f64, forward: f64) -> Polygon {
        let (hw, hl) = (width / 2.0, length / 2.0);
        // The same sums as `Pose::local_to_world`, with the trigonometry done once.
        let (o, r, f) = (pose.position(), pose.right(), pose.forward());
        let at = |a: f64, b: f64| o + r * a + f * b;
        Polygon::from_trusted(vec![at(-hw, forward + hl), at(hw, forward + hl), at(hw, forward - hl), at(-hw, forward - hl)])
    }

    pub fn points(&self) -> &[Vec2] {
        &self.points
    }

    pub fn len(&self) -> usize {
        self.points.len()
    }

    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }

    /// Edges as `(start, end)` pairs, closing the loop.
    pub fn edges(&self) -> impl Iterator<Item = (Vec2, Vec2)> + '_ {
        let n = self.points.len();
        (0..n).map(move |i| (self.points[i], self.points[(i + 1) % n]))
    }

    pub fn area(&self) -> f64 {
        signed_area(&self.points).abs()
    }

    pub fn centroid(&self) -> Vec2 {
        let a = signed_area(&self.points);
        if a.abs() < f64::MIN_POSITIVE {
            return self.points.iter().copied().sum::<Vec2>() / self.points.len().max(1) as f64;
        }
        let mut c = Vec2::ZERO;
        for (p, q) in self.edges() {
            c += (p + q) * cross(p, q);
        }
        c / (6.0 * a)
    }

    /// Whether every turn goes the same way (collinear vertices allowed).
    pub fn is_convex(&self) -> bool {
        let n = self.points.len();
        (0..n).all(|i| {
            let (a, b, c) = (self.points[i], self.points[(i + 1) % n], self.points[(i + 2) % n]);
            cross(b - a, c - b) >= -1e-12
        })
    }

    /// Point-in-polygon by crossing number: true strictly inside, false outside;
    /// points on the boundary may go either way (callers test the boundary apart).
    pub fn contains(&self, p: Vec2) -> bool {
        let mut inside = false;
        for (a, b) in self.edges() {
            if (a.y > p.y) != (b.y > p.y) {
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x);
                if p.x < x {
                    inside = !inside;
                }
            }
        }
        inside
    }

    /// Axis-aligned bounds `(min, max)`.
    pub fn bounds(&self) -> (Vec2, Vec2) {
        let mut lo = Vec2::splat(f64::INFINITY);
        let mut hi = Vec2::splat(f64::NEG_INFINITY);
        for p in &self.points {
            lo = lo.min(*p);
            hi = hi.max(*p);
        }
        (lo, hi)
    }

    /// Splits into convex pieces: itself when convex, else ear-clipped triangles.
    pub fn convex_parts(&self) -> Vec<Polygon> {
        if self.is_convex() {
            return vec![self.clone()];
        }
        triangulate(&self.points).into_iter().map(|t| Polygon::from_trusted(t.to_vec())).collect()
    }
}

/// Shoelace signed area.
pub fn signed_area(points: &[Vec2]) -> f64 {
    let n = points.len();
    (0..n).map(|i| cross(points[i], points[(i + 1) % n])).sum::<f64>() / 2.0
}

/// The first pair of non-adjacent edges that share a point, if any.
fn first_self_intersection(points: &[Vec2]) -> Option<(usize, usize)> {
    let n = points.len();
    for i in 0..n {
        let (a, b) = (points[i], points[(i + 1) % n]);
        if a == b {
            return Some((i, i));
        }
        for j in (i + 1)..n {
            let adjacent = j == i + 1 || (i == 0 && j == n - 1);
            if adjacent {
                continue;
            }
            if segments_intersect(a, b, points[j], points[(j + 1) % n]) {
                return Some((i, j));
            }
        }
    }
    None
}

/// Ear clipping for a simple polygon of positive orientation: O(n²), run once per
/// obstacle. Collinear runs are tolerated; a polygon that will not clip cleanly
/// (numerically) falls back to a fan so that no area is ever lost silently.
fn triangulate(points: &[Vec2]) -> Vec<[Vec2; 3]> {
    let mut pts: Vec<Vec2> = points.to_vec();
    if signed_area(&pts) < 0.0 {
        pts.reverse();
    }
    let mut idx: Vec<usize> = (0..pts.len()).collect();
    let mut tris = Vec::with_capacity(pts.len());
    let mut guard = 0;
    while idx.len() > 3 && guard < 4 * points.len() * points.len() + 16 {
        guard += 1;
        let n = idx.len();
        let mut clipped = false;
        for k in 0..n {
            let (ia, ib, ic) = (idx[(k + n - 1) % n], idx[k], idx[(k + 1) % n]);
            let (a, b, c) = (pts[ia], pts[ib], pts[ic]);
            let turn = cross(b - a, c - b);
            if turn <= 0.0 {
                if turn == 0.0 && (b - a).dot(c - b) > 0.0 {
                    // Collinear middle vertex: drop it, the outline is unchanged.
                    idx.remove(k);
                    clipped = true;
                    break;
                }
                continue;
            }
            let any_inside = idx.iter().any(|&m| m != ia && m != ib && m != ic && point_in_triangle(pts[m], a, b, c));
            if !any_inside {
                tris.push([a, b, c]);
                idx.remove(k);
                clipped = true;
                break;
            }
        }
        if !clipped {
            break;
        }
    }
    if idx.len() == 3 {
        tris.push([pts[idx[0]], pts[idx[1]], pts[idx[2]]]);
    } else if idx.len() > 3 {
        for k in 1..idx.len() - 1 {
            tris.push([pts[idx[0]], pts[idx[k]], pts[idx[k + 1]]]);
        }
    }
    tris.retain(|t| signed_area(t).abs() > 0.0);
    tris
}

/// Closed point-in-triangle for a positively oriented triangle.
fn point_in_triangle(p: Vec2, a: Vec2, b: Vec2, c: Vec2) -> bool {
    cross(b - a, p - a) >= 0.0 && cross(c - b, p - b) >= 0.0 && cross(a - c, p - c) >= 0.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(x: f64, y: f64) -> Vec2 {
        Vec2::new(x, y)
    }

    fn l_shape() -> Vec<Vec2> {
        vec![v(0.0, 0.0), v(100.0, 0.0), v(100.0, 20.0), v(20.0, 20.0), v(20.0, 100.0), v(0.0, 100.0)]
    }

    #[test]
    fn rejects_bad_polygons() {
        assert!(Polygon::from_points(vec![v(0.0, 0.0), v(1.0, 1.0)]).is_err());
        assert!(Polygon::from_points(vec![v(0.0, 0.0), v(1.0, 1.0), v(2.0, 2.0)]).is_err());
        let bow_tie = vec![v(0.0, 0.0), v(10.0, 10.0), v(10.0, 0.0), v(0.0, 10.0)];
        assert!(Polygon::from_points(bow_tie).is_err());
        assert!(Polygon::from_points(vec![v(0.0, 0.0), v(f64::NAN, 1.0), v(2.0, 0.0)]).is_err());
    }

    #[test]
    fn triangulation_keeps_the_area_of_a_concave_polygon() {
        let p = Polygon::from_points(l_shape()).unwrap();
        assert!(!p.is_convex());
        let parts = p.convex_parts();
        let total: f64 = parts.iter().map(Polygon::area).sum();
        assert!((total - p.area()).abs() < 1e-9, "{total} vs {}", p.area());
        assert_eq!(p.area(), 100.0 * 20.0 + 20.0 * 80.0);
    }

    #[test]
    fn contains_respects_the_notch() {
        let p = Polygon::from_points(l_shape()).unwrap();
        assert!(p.contains(v(10.0, 50.0)));
        assert!(!p.contains(v(50.0, 50.0)));
    }

    #[test]
    fn rect_is_centred_on_the_pose() {
        let r = Polygon::rect(&Pose::new(100.0, 100.0, 0.0), 40.0, 80.0, 0.0);
        assert_eq!(r.bounds(), (v(80.0, 60.0), v(120.0, 140.0)));
        assert_eq!(r.area(), 3200.0);
    }
}
