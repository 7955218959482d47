//! Simple polygons: base footprints, templates and obstacles.

use super::math::{max, min};
use super::segment::{cross, segments_intersect};
use super::{Pose, Vec2, EPS};
use crate::error::{Result, RulesError};
pub use crate::limits::{MAX_COORD, MAX_VERTICES};
use crate::num_text::Num;
use crate::small_sort::sort_small_by;
use crate::wire::numbers::Finite;

/// A simple polygon, stored with positive signed area (`Σ x_i·y_(i+1) − x_(i+1)·y_i > 0`).
/// `Default` (no points, as `from_trusted` makes of too few) only stands in for a request's
/// outline that failed its check (`#[wire(check)]`), never seen.
#[derive(Clone, Debug, Default, PartialEq)]
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

    /// A polygon from a request's `[x, y]` pairs ([`Polygon::from_points`]), checked while the
    /// request is read (`#[wire(check)]`: an obstacle's or a deployment area's `points`).
    pub fn from_pairs(points: Vec<[Finite; 2]>) -> Result<Polygon> {
        Polygon::from_points(points.iter().map(|[x, y]| Vec2::new(x.0, y.0)).collect())
    }

    /// A polygon from caller-supplied points: at least three and at most
    /// [`MAX_VERTICES`] (checked first, before any work that grows with the count),
    /// finite, within the table's scale, with a real area and no self-crossing edges.
    pub fn from_points(points: Vec<Vec2>) -> Result<Polygon> {
        if points.len() < 3 {
            return Err(RulesError::geometry("", "a polygon needs at least 3 points"));
        }
        crate::limits::check_vertices(points.len(), "")?;
        for (i, p) in points.iter().enumerate() {
            if !p.x.is_finite() || !p.y.is_finite() {
                return Err(RulesError::invalid(format!("[{i}]"), "expected finite numbers"));
            }
            if p.x.abs() > MAX_COORD || p.y.abs() > MAX_COORD {
                return Err(RulesError::too_large(format!("[{i}]"), format!("coordinates must be within ±{} mm", Num(MAX_COORD))));
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
            lo = Vec2::new(min(lo.x, p.x), min(lo.y, p.y));
            hi = Vec2::new(max(hi.x, p.x), max(hi.y, p.y));
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

/// `subject` clipped to the convex polygon `clip` (Sutherland–Hodgman; both positively
/// oriented, as [`Polygon`] keeps them).
pub fn clip_convex(subject: &[Vec2], clip: &Polygon) -> Vec<Vec2> {
    let mut out = subject.to_vec();
    for (e0, e1) in clip.edges() {
        let inside = |p: Vec2| (e1 - e0).perp_dot(p - e0) >= 0.0;
        let input = std::mem::take(&mut out);
        for (i, &p) in input.iter().enumerate() {
            let q = input[(i + 1) % input.len()];
            let (pin, qin) = (inside(p), inside(q));
            if pin {
                out.push(p);
            }
            if pin != qin {
                let (dp, dq) = ((e1 - e0).perp_dot(p - e0), (e1 - e0).perp_dot(q - e0));
                out.push(p + (q - p) * (dp / (dp - dq)));
            }
        }
        if out.is_empty() {
            break;
        }
    }
    out
}

/// Shoelace signed area.
pub fn signed_area(points: &[Vec2]) -> f64 {
    let n = points.len();
    (0..n).map(|i| cross(points[i], points[(i + 1) % n])).sum::<f64>() / 2.0
}

/// The first pair of non-adjacent edges that share a point, if any: the smallest
/// `(i, j)` (lexicographically, `i <= j`) where edge `i` has zero length (`(i, i)`) or
/// edges `i < j` meet (touching counts).
///
/// Bounded work: a sort-and-sweep over the edges' x-extents tests only pairs whose
/// bounding boxes meet, at most n²/2 segment tests for any outline; [`MAX_VERTICES`]
/// bounds n (the sort is [`sort_small_by`]: at most n²/2 compares, and a few bytes
/// of wasm instead of the standard sort's kilobytes). Two segments whose bounding
/// boxes are apart cannot share a point, so no pair that could meet is skipped; each
/// pair tested is tested as the plain pairwise loop did (lower index first), so the
/// pair reported is the one that loop would have found.
fn first_self_intersection(points: &[Vec2]) -> Option<(usize, usize)> {
    let n = points.len();
    let edge = |i: usize| (points[i], points[(i + 1) % n]);
    let mut best: Option<(usize, usize)> = (0..n).find(|&i| points[i] == points[(i + 1) % n]).map(|i| (i, i));
    let mut order: Vec<(f64, f64, usize)> = (0..n)
        .map(|i| {
            let (a, b) = edge(i);
            (min(a.x, b.x), max(a.x, b.x), i)
        })
        .collect();
    sort_small_by(&mut order, |p, q| p.0.total_cmp(&q.0).then(p.2.cmp(&q.2)));
    let mut active: Vec<(f64, usize)> = Vec::new();
    for &(lo, hi, k) in &order {
        active.retain(|&(end, _)| end >= lo);
        let (c, d) = edge(k);
        let (ylo, yhi) = (min(c.y, d.y), max(c.y, d.y));
        for &(_, m) in &active {
            let (i, j) = (m.min(k), m.max(k));
            let adjacent = j == i + 1 || (i == 0 && j == n - 1);
            if adjacent || best.is_some_and(|b| b <= (i, j)) {
                continue;
            }
            let (a, b) = edge(m);
            if min(a.y, b.y) > yhi || max(a.y, b.y) < ylo {
                continue;
            }
            let ((p1, p2), (q1, q2)) = (edge(i), edge(j));
            if segments_intersect(p1, p2, q1, q2) {
                best = Some((i, j));
            }
        }
        active.push((hi, k));
    }
    best
}

/// Ear clipping for a simple polygon of positive orientation. Collinear runs are
/// tolerated; a polygon that will not clip cleanly (numerically) falls back to a fan
/// so that no area is ever lost silently.
///
/// The ear chosen at each step is the first clippable vertex in the outline's order
/// (a collinear middle vertex is dropped, a convex vertex whose closed triangle holds
/// no other remaining vertex is cut off). Whether a vertex is clippable depends only on
/// its two neighbours and on which vertices remain, so it is kept per vertex (with the
/// count of remaining vertices inside its triangle) and updated when a vertex goes:
/// O(n²) in all, instead of testing every vertex against every other at every step.
fn triangulate(points: &[Vec2]) -> Vec<[Vec2; 3]> {
    let mut pts: Vec<Vec2> = points.to_vec();
    if signed_area(&pts) < 0.0 {
        pts.reverse();
    }
    let mut ears = Ears::new(&pts);
    let mut tris = Vec::with_capacity(pts.len());
    while ears.alive > 3 {
        let Some(v) = ears.first_clippable() else { break };
        if let Ear::Convex(0) = ears.state[v] {
            tris.push([pts[ears.prev[v]], pts[v], pts[ears.next[v]]]);
        }
        ears.remove(v);
    }
    let idx = ears.remaining();
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

/// What clipping a vertex would do.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Ear {
    /// A collinear middle vertex (the outline goes straight on): dropped, no triangle.
    Straight,
    /// A reflex vertex (or a collinear one that turns back): never clipped.
    Reflex,
    /// A convex vertex with this many other remaining vertices in its closed triangle;
    /// an ear when none.
    Convex(usize),
}

/// The remaining outline as a doubly linked ring over vertex indices, with each
/// vertex's [`Ear`] state.
struct Ears<'a> {
    pts: &'a [Vec2],
    prev: Vec<usize>,
    next: Vec<usize>,
    live: Vec<bool>,
    state: Vec<Ear>,
    alive: usize,
}

impl<'a> Ears<'a> {
    fn new(pts: &'a [Vec2]) -> Self {
        let n = pts.len();
        let prev = (0..n).map(|i| (i + n - 1) % n).collect();
        let next = (0..n).map(|i| (i + 1) % n).collect();
        let mut ears = Ears { pts, prev, next, live: vec![true; n], state: vec![Ear::Reflex; n], alive: n };
        for v in 0..n {
            ears.state[v] = ears.classify(v);
        }
        ears
    }

    /// The state of `v` among the remaining vertices, computed afresh.
    fn classify(&self, v: usize) -> Ear {
        let (ia, ic) = (self.prev[v], self.next[v]);
        let (a, b, c) = (self.pts[ia], self.pts[v], self.pts[ic]);
        let turn = cross(b - a, c - b);
        if turn <= 0.0 {
            return if turn == 0.0 && (b - a).dot(c - b) > 0.0 { Ear::Straight } else { Ear::Reflex };
        }
        let inside = (0..self.pts.len())
            .filter(|&m| self.live[m] && m != ia && m != v && m != ic && point_in_triangle(self.pts[m], a, b, c))
            .count();
        Ear::Convex(inside)
    }

    /// The remaining vertex that comes first in the outline's order and can be clipped.
    fn first_clippable(&self) -> Option<usize> {
        (0..self.pts.len()).find(|&v| self.live[v] && matches!(self.state[v], Ear::Straight | Ear::Convex(0)))
    }

    /// Removes `v`: vertices whose triangles held it count one fewer; its two
    /// neighbours get new triangles and are classified again.
    fn remove(&mut self, v: usize) {
        let (p, q) = (self.prev[v], self.next[v]);
        self.live[v] = false;
        self.alive -= 1;
        let at = self.pts[v];
        for w in 0..self.pts.len() {
            if !self.live[w] || w == p || w == q {
                continue;
            }
            if let Ear::Convex(k) = self.state[w] {
                if k > 0 && point_in_triangle(at, self.pts[self.prev[w]], self.pts[w], self.pts[self.next[w]]) {
                    self.state[w] = Ear::Convex(k - 1);
                }
            }
        }
        self.next[p] = q;
        self.prev[q] = p;
        self.state[p] = self.classify(p);
        self.state[q] = self.classify(q);
    }

    /// The remaining vertices in the outline's order.
    fn remaining(&self) -> Vec<usize> {
        (0..self.pts.len()).filter(|&v| self.live[v]).collect()
    }
}

/// Closed point-in-triangle for a positively oriented triangle.
fn point_in_triangle(p: Vec2, a: Vec2, b: Vec2, c: Vec2) -> bool {
    cross(b - a, p - a) >= 0.0 && cross(c - b, p - b) >= 0.0 && cross(a - c, p - c) >= 0.0
}

#[cfg(test)]
#[path = "polygon_tests.rs"]
mod bounded_tests;

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
