//! Minkowski sums of convex polygons: where a convex piece's centre may not go.
//!
//! A base `B` (centred on the origin) placed with its centre at `c` meets a convex
//! polygon `P` exactly when `c` lies in `P ⊕ (−B)`, the set of every `p − b`. A ship's
//! base is a rectangle symmetric about its centre, so `−B = B` and the region is
//! `P ⊕ B`: the convex hull of every vertex of `P` plus every corner of `B`.

use super::segment::cross;
use super::Vec2;

/// `a ⊕ b` for convex polygons `a` and `b`, both positively oriented (as
/// [`super::Polygon`] keeps them): their edges merged in order of direction, from the
/// sum of their lowest vertices. Edges of the two whose directions differ by less than
/// [`STRAIGHT`] are taken together, so the result has no corner that only rounding
/// made (it would, on one table and not on its mirror image). No sort: a sort's code
/// is kilobytes of wasm. Empty when either is.
pub fn convex_sum(a: &[Vec2], b: &[Vec2]) -> Vec<Vec2> {
    let (n, m) = (a.len(), b.len());
    if n == 0 || m == 0 {
        return Vec::new();
    }
    let (i0, j0) = (lowest(a), lowest(b));
    let pa = |k: usize| a[(i0 + k) % n];
    let pb = |k: usize| b[(j0 + k) % m];
    let mut out = Vec::with_capacity(n + m);
    let (mut i, mut j) = (0, 0);
    while i < n || j < m {
        out.push(pa(i) + pb(j));
        let (ea, eb) = (pa(i + 1) - pa(i), pb(j + 1) - pb(j));
        let c = cross(ea, eb);
        let (la, lb) = (ea.length(), eb.length());
        if j == m || la == 0.0 {
            i += 1;
        } else if i == n || lb == 0.0 {
            j += 1;
        } else if c.abs() <= STRAIGHT * la * lb {
            // Parallel edges (same direction: both turn the same way round): one edge.
            i += 1;
            j += 1;
        } else if c > 0.0 {
            i += 1;
        } else {
            j += 1;
        }
    }
    out
}

/// The index of the lowest vertex (least y, then least x).
fn lowest(p: &[Vec2]) -> usize {
    let mut best = 0;
    for (k, v) in p.iter().enumerate() {
        let b = p[best];
        if v.y < b.y || (v.y == b.y && v.x < b.x) {
            best = k;
        }
    }
    best
}

/// Turns of less than this angle (radians) are straight on.
const STRAIGHT: f64 = 1e-9;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::polygon::signed_area;

    fn v(x: f64, y: f64) -> Vec2 {
        Vec2::new(x, y)
    }

    #[test]
    fn square_plus_square_is_the_bigger_square() {
        // [0, 10]² ⊕ [−2, 2]² = [−2, 12]²: 4 corners, area 14² = 196.
        let a = [v(0.0, 0.0), v(10.0, 0.0), v(10.0, 10.0), v(0.0, 10.0)];
        let b = [v(-2.0, -2.0), v(2.0, -2.0), v(2.0, 2.0), v(-2.0, 2.0)];
        let s = convex_sum(&a, &b);
        assert_eq!(s.len(), 4);
        assert!((signed_area(&s) - 196.0).abs() < 1e-9);
    }

    #[test]
    fn triangle_plus_square() {
        // Triangle (0,0) (10,0) (0,10) ⊕ [−1, 1]²: the hull of the sums has 5 corners
        // (−1,−1) (11,−1) (11,1) (1,11) (−1,11); its area is the box [−1, 11]² (144)
        // less the corner triangle (11,1) (11,11) (1,11) (10·10/2 = 50): 94.
        let a = [v(0.0, 0.0), v(10.0, 0.0), v(0.0, 10.0)];
        let b = [v(-1.0, -1.0), v(1.0, -1.0), v(1.0, 1.0), v(-1.0, 1.0)];
        let s = convex_sum(&a, &b);
        assert_eq!(s.len(), 5);
        assert!((signed_area(&s) - 94.0).abs() < 1e-9);
    }

    use crate::geometry::segment::closest_point_on_segment;
    use crate::geometry::{Polygon, Pose};
    use proptest::prelude::*;

    proptest! {
        /// The sum is convex and positively oriented, its corners are sums of corners,
        /// and every sum of corners lies in it (inside or on its boundary).
        #[test]
        fn sum_is_the_hull_of_the_corner_sums(
            t in prop::collection::vec((-50.0..50.0f64, -50.0..50.0f64), 3),
            (w, l, h) in (1.0..100.0f64, 1.0..100.0f64, 0.0..360.0f64),
        ) {
            let tri = Polygon::from_trusted(t.iter().map(|&(x, y)| v(x, y)).collect());
            prop_assume!(tri.area() > 1.0);
            let rect = Polygon::rect(&Pose::new(0.0, 0.0, h), w, l, 0.0);
            let s = convex_sum(tri.points(), rect.points());
            let sum = Polygon::from_trusted(s.clone());
            prop_assert!(signed_area(&s) > 0.0 && sum.is_convex());
            let corners: Vec<Vec2> = tri.points().iter().flat_map(|p| rect.points().iter().map(move |q| *p + *q)).collect();
            for c in &s {
                prop_assert!(corners.iter().any(|k| k.distance(*c) < 1e-9));
            }
            for k in &corners {
                let on = sum.edges().any(|(a, b)| closest_point_on_segment(*k, a, b).distance(*k) < 1e-9);
                prop_assert!(on || sum.contains(*k), "{k:?} outside {s:?}");
            }
        }
    }
}
