//! Obstruction (docs/conventions.md §5; seed 003 "Obstructing"; seed 001 "Obstruction by Huge Ships"):
//! whether the closest-point line passes through an obstacle or a huge ship that is
//! not the target.
//!
//! "Passes through" means the line enters the interior: a line that only grazes an
//! obstacle's edge or corner (within [`EPS`]) is not obstructed. The defender's own
//! token never obstructs (seed 003: "a section of a huge ship and that huge ship is
//! not the target": the defender is the target even when its other section lies on
//! the line), and neither does the attacker's own token, which the line leaves from.

use super::distance::Family;
use crate::geometry::math::{max, min};
use crate::geometry::query::overlaps;
use crate::geometry::segment::{closest_point_on_segment, cross};
use crate::geometry::{Polygon, Shape, Vec2, EPS};
use crate::objects::{Obstacle, Ship};
use crate::small_sort::sort_small_by;

/// Whether segment `a..b` passes through the interior of the simple polygon `poly`
/// (concave allowed). The segment is cut at every point where it meets the outline;
/// each piece lies wholly inside or outside, so testing its midpoint decides.
pub fn crosses_interior(a: Vec2, b: Vec2, poly: &Polygon) -> bool {
    let r = b - a;
    let len2 = r.length_squared();
    if len2 <= EPS * EPS || !bounds_meet(a, b, poly) {
        return false;
    }
    let mut cuts: Vec<f64> = vec![0.0, 1.0];
    for (p, q) in poly.edges() {
        let s = q - p;
        let denom = cross(r, s);
        if denom != 0.0 {
            let t = cross(p - a, s) / denom;
            let u = cross(p - a, r) / denom;
            if (0.0..=1.0).contains(&t) && (0.0..=1.0).contains(&u) {
                cuts.push(t);
            }
        }
        // Vertices on or next to the line (grazing, collinear edges).
        if p.distance(closest_point_on_segment(p, a, b)) <= EPS {
            cuts.push(((p - a).dot(r) / len2).clamp(0.0, 1.0));
        }
    }
    sort_small_by(&mut cuts, f64::total_cmp);
    cuts.windows(2).any(|w| {
        let mid = a + r * ((w[0] + w[1]) / 2.0);
        w[1] - w[0] > 0.0 && poly.contains(mid) && boundary_distance(mid, poly) > EPS
    })
}

fn bounds_meet(a: Vec2, b: Vec2, poly: &Polygon) -> bool {
    let (lo, hi) = poly.bounds();
    max(a.x, b.x) >= lo.x && min(a.x, b.x) <= hi.x && max(a.y, b.y) >= lo.y && min(a.y, b.y) <= hi.y
}

fn boundary_distance(p: Vec2, poly: &Polygon) -> f64 {
    poly.edges().map(|(a, b)| p.distance(closest_point_on_segment(p, a, b))).fold(f64::INFINITY, f64::min)
}

/// Whether any line of `family` passes through the interior of `outline`: the lines
/// sweep the parallelogram between the first and the last, and a point of it inside the
/// outline (deeper than [`EPS`]) lies on one of them; the two outer lines are tested
/// as lines, so a family narrower than [`EPS`] is one line.
///
/// Reading chosen for several equally short lines (seed 003 "Obstructing" measures
/// "the closest point" without saying which): the attack is obstructed when any of
/// them is. It does not depend on which line a search finds first, a mirrored table
/// gives the mirrored answer, and the players need not agree on a line.
pub fn family_crosses(family: &Family, outline: &Shape) -> bool {
    let [a0, a1] = family.from;
    let v = family.v;
    if crosses_interior(a0, a0 + v, outline.outline()) || crosses_interior(a1, a1 + v, outline.outline()) {
        return true;
    }
    if family.is_single() || v.length() <= EPS {
        return false;
    }
    let swept = Shape::new(Polygon::from_trusted(vec![a0, a1, a1 + v, a0 + v]));
    overlaps(&swept, outline)
}

/// The ids of what obstructs the closest lines `family`: obstacles any of them passes
/// through, then huge ships other than `attacker_id` and `defender_id` that any passes
/// through. Standard ships never obstruct.
pub fn obstructions(family: &Family, obstacles: &[Obstacle], ships: &[Ship], attacker_id: &str, defender_id: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for o in obstacles {
        if family_crosses(family, o.outline()) {
            ids.push(o.id.clone());
        }
    }
    for s in ships {
        if !s.is_huge() || s.id == attacker_id || s.id == defender_id {
            continue;
        }
        // The whole token: every part of either section counts (seed 003).
        if family_crosses(family, s.outline()) {
            ids.push(s.id.clone());
        }
    }
    ids
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(x: f64, y: f64) -> Vec2 {
        Vec2::new(x, y)
    }

    fn poly(pts: &[(f64, f64)]) -> Polygon {
        Polygon::from_points(pts.iter().map(|&(x, y)| v(x, y)).collect()).unwrap()
    }

    #[test]
    fn through_grazing_and_beside() {
        let sq = poly(&[(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)]);
        assert!(crosses_interior(v(-5.0, 5.0), v(15.0, 5.0), &sq));
        assert!(!crosses_interior(v(-5.0, 10.0), v(15.0, 10.0), &sq), "along an edge only");
        assert!(!crosses_interior(v(-5.0, 5.0), v(5.0, -5.0), &sq), "through the corner (0, 0) only");
        assert!(!crosses_interior(v(-5.0, 11.0), v(15.0, 11.0), &sq));
        assert!(crosses_interior(v(5.0, 5.0), v(50.0, 50.0), &sq), "starting inside");
    }

    #[test]
    fn concave_notch_lets_the_line_through() {
        // A "C" open to the right: the notch is y in (20, 80), x > 20.
        let c = poly(&[(0.0, 0.0), (100.0, 0.0), (100.0, 20.0), (20.0, 20.0), (20.0, 80.0), (100.0, 80.0), (100.0, 100.0), (0.0, 100.0)]);
        assert!(!crosses_interior(v(30.0, 50.0), v(200.0, 50.0), &c));
        assert!(crosses_interior(v(10.0, 50.0), v(200.0, 50.0), &c));
        assert!(crosses_interior(v(30.0, 50.0), v(90.0, 200.0), &c), "into the lower arm at (42, 80)");
    }
}
