//! The bounded simplicity check and ear clipping against the plain O(n³) versions
//! they replace (kept here as the reference): same pair reported, same triangles.

use super::*;
use crate::error::ErrorCode;

/// The pairwise loop that `first_self_intersection` replaces.
fn reference_self_intersection(points: &[Vec2]) -> Option<(usize, usize)> {
    let n = points.len();
    for i in 0..n {
        let (a, b) = (points[i], points[(i + 1) % n]);
        if a == b {
            return Some((i, i));
        }
        for j in (i + 1)..n {
            let adjacent = j == i + 1 || (i == 0 && j == n - 1);
            if !adjacent && segments_intersect(a, b, points[j], points[(j + 1) % n]) {
                return Some((i, j));
            }
        }
    }
    None
}

/// The ear clipping that `triangulate` replaces: rescans every vertex against every
/// other after each clip.
fn reference_triangulate(points: &[Vec2]) -> Vec<[Vec2; 3]> {
    let mut pts: Vec<Vec2> = points.to_vec();
    if signed_area(&pts) < 0.0 {
        pts.reverse();
    }
    let mut idx: Vec<usize> = (0..pts.len()).collect();
    let mut tris = Vec::new();
    while idx.len() > 3 {
        let n = idx.len();
        let mut clipped = false;
        for k in 0..n {
            let (ia, ib, ic) = (idx[(k + n - 1) % n], idx[k], idx[(k + 1) % n]);
            let (a, b, c) = (pts[ia], pts[ib], pts[ic]);
            let turn = cross(b - a, c - b);
            if turn <= 0.0 {
                if turn == 0.0 && (b - a).dot(c - b) > 0.0 {
                    idx.remove(k);
                    clipped = true;
                    break;
                }
                continue;
            }
            if !idx.iter().any(|&m| m != ia && m != ib && m != ic && point_in_triangle(pts[m], a, b, c)) {
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

/// A star-shaped polygon around (500, 400): vertex `k` at the running sum of the angle
/// weights (each gap under half a turn, so the outline is simple) and its radius.
fn star(spokes: &[(f64, f64)]) -> Vec<Vec2> {
    let total: f64 = spokes.iter().map(|s| s.0).sum();
    let mut turned = 0.0;
    spokes
        .iter()
        .map(|&(w, r)| {
            turned += w;
            let a = std::f64::consts::TAU * turned / total;
            Vec2::new(500.0 + r * a.cos(), 400.0 + r * a.sin())
        })
        .collect()
}

/// A comb of `teeth` teeth, 2 mm wide with 1 mm gaps, 50 mm long on a 10-mm spine
/// `3·teeth − 1` mm long: 4·teeth vertices,
/// half of them reflex, every edge spanning nearly the same y range (the sweep's
/// worst case) when `turned`.
fn comb(teeth: usize, turned: bool) -> Vec<Vec2> {
    let mut pts = vec![Vec2::new(0.0, 0.0)];
    for t in 0..teeth {
        let x = 3.0 * t as f64;
        pts.extend([Vec2::new(x, 60.0), Vec2::new(x + 2.0, 60.0)]);
        if t + 1 < teeth {
            pts.extend([Vec2::new(x + 2.0, 10.0), Vec2::new(x + 3.0, 10.0)]);
        } else {
            pts.push(Vec2::new(x + 2.0, 0.0));
        }
    }
    if turned {
        pts.iter().map(|p| Vec2::new(p.y, p.x)).collect()
    } else {
        pts
    }
}

fn parts_area(points: &[Vec2]) -> f64 {
    triangulate(points).iter().map(|t| signed_area(t).abs()).sum()
}

#[test]
fn too_many_vertices_are_refused_before_any_other_check() {
    // One vertex over the limit, even with NaN among them: the count is checked first.
    let mut pts = star(&vec![(1.0, 40.0); MAX_VERTICES + 1]);
    pts[3].x = f64::NAN;
    let e = crate::error::expect_err(Polygon::from_points(pts));
    assert_eq!((e.code, e.reason.as_str()), (ErrorCode::TooLarge, "at most 64 vertices"));
    assert_eq!(e.within("points").within("obstacles[3]").to_string(), "obstacles[3].points: at most 64 vertices");
    assert!(Polygon::from_points(star(&vec![(1.0, 40.0); MAX_VERTICES])).is_ok());
}

#[test]
fn combs_at_the_limit_are_accepted_and_split_exactly() {
    for turned in [false, true] {
        let pts = comb(MAX_VERTICES / 4, turned);
        assert_eq!(pts.len(), MAX_VERTICES);
        let p = Polygon::from_points(pts.clone()).unwrap();
        // Spine 47 × 10 plus 16 teeth of 2 × 50.
        assert_eq!(p.area(), 47.0 * 10.0 + 16.0 * 100.0);
        assert_eq!(triangulate(&pts), reference_triangulate(&pts));
        assert!((parts_area(&pts) - p.area()).abs() < 1e-9);
    }
}

#[test]
fn a_crossing_comb_names_the_first_pair() {
    // The last tooth's tip pulled back across the first tooth: edges 1 (the first
    // tooth's top) and the moved vertex's two edges cross.
    let mut pts = comb(8, false);
    let n = pts.len();
    pts[n - 3] = Vec2::new(1.0, 65.0);
    let want = reference_self_intersection(&pts).unwrap();
    assert_eq!(first_self_intersection(&pts), Some(want));
    let e = crate::error::expect_err(Polygon::from_points(pts));
    assert_eq!(e.code, ErrorCode::BadGeometry);
    assert_eq!(e.reason, format!("edges {} and {} cross: the polygon must be simple", want.0, want.1));
}

#[test]
fn a_zero_length_edge_is_reported_as_before() {
    // Edge 2 is the point (10, 0), on edge 0: the loop meets the pair (0, 2) before
    // it reaches edge 1, also of zero length.
    let pts = vec![Vec2::new(0.0, 0.0), Vec2::new(10.0, 0.0), Vec2::new(10.0, 0.0), Vec2::new(10.0, 0.0), Vec2::new(0.0, 10.0)];
    assert_eq!(first_self_intersection(&pts), Some((0, 2)));
    assert_eq!(reference_self_intersection(&pts), Some((0, 2)));
    // A zero-length edge that meets no earlier edge is reported as (i, i).
    let pts = vec![Vec2::new(0.0, 0.0), Vec2::new(10.0, 0.0), Vec2::new(10.0, 10.0), Vec2::new(10.0, 10.0), Vec2::new(0.0, 10.0)];
    assert_eq!(first_self_intersection(&pts), reference_self_intersection(&pts));
    assert_eq!(first_self_intersection(&pts), Some((1, 3)));
    let pts = vec![Vec2::new(0.0, 0.0), Vec2::new(0.0, 0.0), Vec2::new(10.0, 0.0), Vec2::new(0.0, 10.0)];
    assert_eq!((first_self_intersection(&pts), reference_self_intersection(&pts)), (Some((0, 0)), Some((0, 0))));
}

#[cfg(not(target_arch = "wasm32"))]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn spokes() -> impl Strategy<Value = Vec<(f64, f64)>> {
        prop::collection::vec((0.5f64..1.0, 5.0f64..60.0), 3..=MAX_VERTICES)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(128))]

        /// Star-shaped outlines are simple: accepted, and split into triangles whose
        /// areas add up to the polygon's, the very triangles the old clipping made.
        #[test]
        fn star_polygons_are_accepted_and_keep_their_area(s in spokes()) {
            let pts = star(&s);
            let p = Polygon::from_points(pts.clone()).unwrap();
            prop_assert_eq!(first_self_intersection(&pts), None);
            let tris = triangulate(&pts);
            prop_assert_eq!(&tris, &reference_triangulate(&pts));
            let total: f64 = tris.iter().map(|t| signed_area(t).abs()).sum();
            prop_assert!((total - p.area()).abs() <= 1e-9 * p.area(), "{} vs {}", total, p.area());
            let parts: f64 = p.convex_parts().iter().map(Polygon::area).sum();
            prop_assert!((parts - p.area()).abs() <= 1e-9 * p.area());
        }

        /// Two vertices of a star swapped: usually a crossing outline, refused naming
        /// the same pair of edges as the plain pairwise loop; otherwise accepted by both.
        #[test]
        fn swapped_stars_are_refused_with_the_same_error(s in spokes(), i in 0usize..1000, j in 0usize..1000) {
            let mut pts = star(&s);
            let n = pts.len();
            pts.swap(i % n, j % n);
            let want = reference_self_intersection(&pts);
            prop_assert_eq!(first_self_intersection(&pts), want);
            if let (Some((a, b)), true) = (want, signed_area(&pts).abs() > EPS) {
                let e = crate::error::expect_err(Polygon::from_points(pts));
                prop_assert_eq!(e.code, ErrorCode::BadGeometry);
                prop_assert_eq!(e.reason.clone(), format!("edges {a} and {b} cross: the polygon must be simple"));
            }
        }

        /// Stars on a whole-millimetre grid: collinear runs and vertices on other
        /// triangles' edges (the cases the closed ear test decides); when rounding left
        /// the outline simple, the same triangles as the old clipping, with its area.
        #[test]
        fn grid_stars_clip_as_before(s in prop::collection::vec((0.5f64..1.0, 2.0f64..12.0), 3..=MAX_VERTICES)) {
            let pts: Vec<Vec2> = star(&s).into_iter().map(|p| Vec2::new(p.x.round(), p.y.round())).collect();
            prop_assert_eq!(first_self_intersection(&pts), reference_self_intersection(&pts));
            if let Ok(p) = Polygon::from_points(pts.clone()) {
                let tris = triangulate(&pts);
                prop_assert_eq!(&tris, &reference_triangulate(&pts));
                let total: f64 = tris.iter().map(|t| signed_area(t).abs()).sum();
                prop_assert!((total - p.area()).abs() <= 1e-9 * p.area(), "{} vs {}", total, p.area());
            }
        }

        /// Random point clouds (nearly always crossing): the same pair as the loop.
        #[test]
        fn random_outlines_report_the_same_pair(pts in prop::collection::vec((0.0f64..100.0, 0.0f64..100.0), 3..64)) {
            let pts: Vec<Vec2> = pts.into_iter().map(|(x, y)| Vec2::new(x.round(), y.round())).collect();
            prop_assert_eq!(first_self_intersection(&pts), reference_self_intersection(&pts));
        }
    }
}
