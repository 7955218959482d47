//! Minkowski sums of convex polygons: where a convex piece's centre may not go.
//!
//! A base `B` (centred on the origin) placed with its centre at `c` meets a convex
//! polygon `P` exactly when `c` lies in `P ⊕ (−B)`, the set of every `p − b`. A ship's
//! base is a rectangle symmetric about its centre, so `−B = B` and the region is
//! `P ⊕ B`: the convex hull of every vertex of `P` plus every corner of `B`.

use super::segment::cross;
use super::Vec2;

/// The convex hull of `{a + b}` over the points of `a` and `b`, positively oriented (as
/// [`super::Polygon`] keeps polygons), without collinear vertices; empty when either is.
pub fn convex_sum(a: &[Vec2], b: &[Vec2]) -> Vec<Vec2> {
    let mut pts: Vec<Vec2> = a.iter().flat_map(|p| b.iter().map(move |q| *p + *q)).collect();
    hull(&mut pts)
}

/// Andrew's monotone chain: the hull of `pts` with positive signed area.
fn hull(pts: &mut [Vec2]) -> Vec<Vec2> {
    pts.sort_unstable_by(|p, q| p.x.total_cmp(&q.x).then(p.y.total_cmp(&q.y)));
    if pts.len() < 3 {
        return pts.to_vec();
    }
    let mut out: Vec<Vec2> = Vec::with_capacity(pts.len() + 1);
    let n = pts.len();
    for pass in 0..2 {
        let start = out.len();
        for k in 0..n {
            let p = pts[if pass == 0 { k } else { n - 1 - k }];
            while out.len() >= start + 2 && !turns(out[out.len() - 2], out[out.len() - 1], p) {
                out.pop();
            }
            out.push(p);
        }
        out.pop();
    }
    out
}

/// Turns of less than this angle (radians) are straight on: the sums along one edge
/// of the result (a vertex of `a` plus each corner of `b`'s parallel edge) are
/// collinear, and rounding must not keep some of them as corners (it would, on one
/// table and not on its mirror image).
const STRAIGHT: f64 = 1e-9;

/// Whether `a → b → c` turns positively by more than [`STRAIGHT`].
fn turns(a: Vec2, b: Vec2, c: Vec2) -> bool {
    let (u, v) = (b - a, c - b);
    cross(u, v) > STRAIGHT * u.length() * v.length()
}

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
}
