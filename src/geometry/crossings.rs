//! Where two boundary curves (segments, circles) cross: the vertices of an
//! arrangement, the only points an exact search for a free position must try
//! (`overlap::set_aside`).

use super::segment::cross;
use super::Vec2;

/// Slack on a segment's parameter, so that a crossing at an end point computed a few
/// ulps outside the segment is kept (the caller verifies every point exactly).
const PARAM_SLACK: f64 = 1e-9;
/// How far (mm) a circle may miss a line or another circle and still count as
/// touching it: rounding of a tangency at table scale is far below this.
const TANGENT_SLACK: f64 = 1e-9;

/// Segments whose directions differ by less than this angle (radians) are parallel:
/// over a metre they stay within 1e-6 mm of each other, so their crossing is no
/// better defined than the project's tolerance, and a point computed from a
/// denominator that is only rounding would land anywhere along them.
const PARALLEL: f64 = 1e-9;

/// The crossing point of segments `p1..p2` and `q1..q2`, if they cross at one point.
/// Parallel segments give none: where collinear ones overlap, the overlap ends at an
/// end point of one of them, which the caller tries anyway.
pub fn segment_segment(p1: Vec2, p2: Vec2, q1: Vec2, q2: Vec2) -> Option<Vec2> {
    let (d, e) = (p2 - p1, q2 - q1);
    let den = cross(d, e);
    if den.abs() <= PARALLEL * d.length() * e.length() {
        return None;
    }
    let t = cross(q1 - p1, e) / den;
    let s = cross(q1 - p1, d) / den;
    let inside = |u: f64| (-PARAM_SLACK..=1.0 + PARAM_SLACK).contains(&u);
    (inside(t) && inside(s)).then(|| p1 + d * t)
}

/// The points where segment `p1..p2` meets the circle of radius `r` about `c` (0–2).
pub fn segment_circle(p1: Vec2, p2: Vec2, c: Vec2, r: f64, out: &mut Vec<Vec2>) {
    let d = p2 - p1;
    let a = d.length_squared();
    if a == 0.0 {
        return;
    }
    let t0 = (c - p1).dot(d) / a;
    let foot = p1 + d * t0;
    let miss = foot.distance(c);
    if miss > r + TANGENT_SLACK {
        return;
    }
    let half = ((r * r - miss * miss).max(0.0) / a).sqrt();
    for t in [t0 - half, t0 + half] {
        if (-PARAM_SLACK..=1.0 + PARAM_SLACK).contains(&t) {
            out.push(p1 + d * t);
        }
    }
}

/// The points where circles of radius `r` about `a` and `b` meet (0–2).
pub fn circle_circle(a: Vec2, b: Vec2, r: f64, out: &mut Vec<Vec2>) {
    let d = a.distance(b);
    if d == 0.0 || d > 2.0 * r + TANGENT_SLACK {
        return;
    }
    let u = (b - a) / d;
    let mid = a + u * (d / 2.0);
    let h = (r * r - d * d / 4.0).max(0.0).sqrt();
    let n = Vec2::new(-u.y, u.x);
    out.extend([mid + n * h, mid - n * h]);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(x: f64, y: f64) -> Vec2 {
        Vec2::new(x, y)
    }

    #[test]
    fn segments_cross_at_one_point_or_none() {
        // The diagonals of [0, 10]² cross at (5, 5); parallel sides do not.
        assert_eq!(segment_segment(v(0.0, 0.0), v(10.0, 10.0), v(0.0, 10.0), v(10.0, 0.0)), Some(v(5.0, 5.0)));
        assert_eq!(segment_segment(v(0.0, 0.0), v(10.0, 0.0), v(0.0, 10.0), v(10.0, 10.0)), None);
        // Parallel up to rounding (1e-12 over 10 mm): none, not a point anywhere along.
        assert_eq!(segment_segment(v(0.0, 0.0), v(10.0, 0.0), v(0.0, 1e-12), v(10.0, 0.0)), None);
        // Touching at an end point counts; stopping 1 mm short does not.
        assert_eq!(segment_segment(v(0.0, 0.0), v(10.0, 0.0), v(10.0, -5.0), v(10.0, 5.0)), Some(v(10.0, 0.0)));
        assert_eq!(segment_segment(v(0.0, 0.0), v(9.0, 0.0), v(10.0, -5.0), v(10.0, 5.0)), None);
    }

    #[test]
    fn a_segment_meets_a_circle_twice_once_or_never() {
        // x from −200 to 200 on y = 60 meets the 100-mm circle about 0 at x = ±80
        // (60² + 80² = 100²); y = 100 is tangent at (0, 100); y = 101 misses.
        let mut out = Vec::new();
        segment_circle(v(-200.0, 60.0), v(200.0, 60.0), Vec2::ZERO, 100.0, &mut out);
        assert_eq!(out, vec![v(-80.0, 60.0), v(80.0, 60.0)]);
        out.clear();
        segment_circle(v(-200.0, 100.0), v(200.0, 100.0), Vec2::ZERO, 100.0, &mut out);
        assert_eq!(out, vec![v(0.0, 100.0), v(0.0, 100.0)]);
        out.clear();
        segment_circle(v(-200.0, 101.0), v(200.0, 101.0), Vec2::ZERO, 100.0, &mut out);
        assert!(out.is_empty());
    }

    #[test]
    fn circles_meet_on_the_perpendicular_bisector() {
        // Centres 120 apart, radius 100: half-chord √(100² − 60²) = 80.
        let mut out = Vec::new();
        circle_circle(Vec2::ZERO, v(120.0, 0.0), 100.0, &mut out);
        assert_eq!(out, vec![v(60.0, 80.0), v(60.0, -80.0)]);
        out.clear();
        circle_circle(Vec2::ZERO, v(201.0, 0.0), 100.0, &mut out);
        assert!(out.is_empty());
    }
}
