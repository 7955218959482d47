//! The exact candidates of the set-aside search: every point where the boundary of
//! the region of legal centres may have a corner, at one heading.
//!
//! At a fixed heading the placed base is a rectangle `B` moved to its centre `c`, and
//! each rule is a region of `c` (seed 001 "Overlapping Standard Ships", the readings of
//! the parent module):
//! - inside the play area: a rectangle (the play area shrunk by the base's extent);
//! - in the full rear arc: a half-plane (the most-behind corner behind the line);
//! - at range 0–1: the points within 100 mm of `H ⊕ B` (`H` the huge base), a convex
//!   region bounded by segments and arcs of radius 100 about its corners;
//! - not overlapping the huge base or any blocker: outside `P ⊕ B` for each convex
//!   part `P` (docs: `geometry::minkowski`).
//!
//! The legal region `L` is the first three (a convex set `C`) less the open interiors
//! of the sums; it is closed and bounded (touching counts as legal). If it is not
//! empty, take any piece of it: its boundary is made of pieces of the curves above,
//! and a piece of a curve ends where it meets another curve, or at a corner of its
//! own curve (a vertex of a sum, a corner of the shrunk play area, an end of a
//! range arc); a closed curve with no corner would be a whole circle, and none is.
//! So `L` holds one of: the end points of every segment (which include every corner
//! and every arc end), or a crossing of two curves. These are the candidates; each is
//! then verified exactly by the caller, and only legal ones are offered. An empty
//! list of legal candidates therefore means the ship truly cannot be placed at this
//! heading (up to legality that only the 1e-6 mm tolerance allows: a gap narrower
//! than the base by less than that is not looked for).
//!
//! Arcs are taken as whole circles and segments' crossings are kept a few ulps past
//! their ends: extra candidates cost a check each and are never wrong.

use super::{sorted_indices, Budget, RANGE_1};
use crate::error::Result;
use crate::flight::play_area::PlayArea;
use crate::geometry::crossings::{circle_circle, segment_circle, segment_segment};
use crate::geometry::math::{max, min};
use crate::geometry::minkowski::convex_sum;
use crate::geometry::{Polygon, Pose, Vec2};
use std::cmp::Ordering;

/// Units charged per point of a Minkowski sum (a sum and its share of the hull's sort).
const SUM_COST: u64 = 12;
/// Units charged per pair of curves whose boxes are compared in the sweep.
const PAIR_COST: u64 = 2;
/// Units charged per pair of curves whose boxes meet: their crossing is computed.
const CROSSING_COST: u64 = 24;
/// Units charged per curve, for its box and its place in the sweep's sort.
const CURVE_COST: u64 = 24;
/// How far outside the candidate box (mm) a computed point may lie and still be kept.
const BOX_SLACK: f64 = 1e-6;

/// A piece of the boundary of one rule's region of centres.
#[derive(Clone, Copy, Debug)]
enum Curve {
    Segment(Vec2, Vec2),
    /// A circle of radius [`RANGE_1`] about a corner of `H ⊕ B`.
    Circle(Vec2),
}

impl Curve {
    fn bounds(&self) -> (Vec2, Vec2) {
        match *self {
            Curve::Segment(a, b) => (a.min(b), a.max(b)),
            Curve::Circle(c) => (c - Vec2::splat(RANGE_1), c + Vec2::splat(RANGE_1)),
        }
    }
}

/// What the exact search needs to know about the table at one heading.
pub struct Setting<'a> {
    pub huge_pose: Pose,
    pub huge_outline: &'a Polygon,
    pub area: &'a PlayArea,
    /// The placed ship's base: width and length (mm).
    pub width: f64,
    pub length: f64,
    /// Every convex part of every piece that may block a placement.
    pub parts: &'a [&'a Polygon],
}

/// The candidate centres at `heading` (unordered; see the module's doc comment).
pub fn centres(s: &Setting, heading: f64, budget: &mut Budget) -> Result<Vec<Vec2>> {
    let corners = Polygon::rect(&Pose::new(0.0, 0.0, heading), s.width, s.length, 0.0).points().to_vec();
    let (clo, chi) = extent(&corners);
    // Play area: every corner inside, so the centre within the shrunk rectangle.
    let (alo, ahi) = (-clo, Vec2::new(s.area.width, s.area.height) - chi);
    budget.charge(SUM_COST * 4 * s.huge_outline.len() as u64)?;
    let m0 = convex_sum(s.huge_outline.points(), &corners);
    let (mlo, mhi) = extent(&m0);
    let (lo, hi) = (alo.max(mlo - Vec2::splat(RANGE_1)), ahi.min(mhi + Vec2::splat(RANGE_1)));
    if lo.x > hi.x || lo.y > hi.y {
        return Ok(Vec::new());
    }
    let mut curves = vec![
        Curve::Segment(alo, Vec2::new(ahi.x, alo.y)),
        Curve::Segment(Vec2::new(ahi.x, alo.y), ahi),
        Curve::Segment(ahi, Vec2::new(alo.x, ahi.y)),
        Curve::Segment(Vec2::new(alo.x, ahi.y), alo),
    ];
    curves.push(rear_line(s.huge_pose, &corners, (hi - lo).length() + 1.0));
    range_curves(&m0, &mut curves);
    for part in s.parts {
        let (plo, phi) = part.bounds();
        if !meets((plo + clo, phi + chi), (lo, hi)) {
            continue;
        }
        budget.charge(SUM_COST * 4 * part.len() as u64)?;
        edges(&convex_sum(part.points(), &corners), &mut curves);
    }
    budget.charge(CURVE_COST * curves.len() as u64)?;
    curves.retain(|c| meets(c.bounds(), (lo, hi)));
    let mut out: Vec<Vec2> = curves
        .iter()
        .flat_map(|c| match *c {
            Curve::Segment(a, b) => vec![a, b],
            Curve::Circle(_) => vec![],
        })
        .collect();
    crossings(&curves, budget, &mut out)?;
    let (lo, hi) = (lo - Vec2::splat(BOX_SLACK), hi + Vec2::splat(BOX_SLACK));
    out.retain(|p| p.x >= lo.x && p.y >= lo.y && p.x <= hi.x && p.y <= hi.y);
    Ok(out)
}

/// The line where the base's most-behind corner is on the line across the huge base
/// through its centre, as a segment `2·half` long centred on the huge ship's axis.
fn rear_line(huge: Pose, corners: &[Vec2], half: f64) -> Curve {
    let f = huge.forward();
    // Corner k is behind when (c + r_k − h)·f <= 0, so some corner is when
    // (c − h)·f <= −min_k r_k·f.
    let back = corners.iter().map(|r| r.dot(f)).fold(f64::INFINITY, min);
    let p0 = huge.position() - f * back;
    Curve::Segment(p0 - huge.right() * half, p0 + huge.right() * half)
}

/// The boundary of "within [`RANGE_1`] of `m0`": each edge moved out by 100 mm and a
/// circle about each corner; and `m0`'s own edges (the huge base may not be overlapped).
fn range_curves(m0: &[Vec2], curves: &mut Vec<Curve>) {
    let n = m0.len();
    for i in 0..n {
        let (a, b) = (m0[i], m0[(i + 1) % n]);
        let d = b - a;
        let len = d.length();
        if len > 0.0 {
            // Outward for a positively oriented polygon: (d.y, −d.x).
            let out = Vec2::new(d.y, -d.x) / len * RANGE_1;
            curves.push(Curve::Segment(a + out, b + out));
        }
        curves.push(Curve::Circle(a));
    }
    edges(m0, curves);
}

fn edges(poly: &[Vec2], curves: &mut Vec<Curve>) {
    let n = poly.len();
    curves.extend((0..n).map(|i| Curve::Segment(poly[i], poly[(i + 1) % n])));
}

/// Every crossing of two curves whose boxes meet: a sweep along x.
fn crossings(curves: &[Curve], budget: &mut Budget, out: &mut Vec<Vec2>) -> Result<()> {
    let boxes: Vec<(Vec2, Vec2)> = curves.iter().map(Curve::bounds).collect();
    let order = sorted_indices(boxes.iter().map(|b| b.0.x));
    let mut active: Vec<usize> = Vec::new();
    for &i in &order {
        let bi = boxes[i];
        active.retain(|&j| boxes[j].1.x >= bi.0.x);
        budget.charge(PAIR_COST * active.len() as u64)?;
        for &j in &active {
            if !meets(boxes[j], bi) {
                continue;
            }
            budget.charge(CROSSING_COST)?;
            cross_pair(curves[i], curves[j], out);
        }
        active.push(i);
    }
    Ok(())
}

/// The crossings of two curves, computed in an order fixed by the curves themselves
/// (not by their place in the table) so that the same pair gives the same bits.
fn cross_pair(a: Curve, b: Curve, out: &mut Vec<Vec2>) {
    match (a, b) {
        (Curve::Segment(p1, p2), Curve::Segment(q1, q2)) => {
            let ((p1, p2), (q1, q2)) =
                if lex(p1, q1).then(lex(p2, q2)) == Ordering::Greater { ((q1, q2), (p1, p2)) } else { ((p1, p2), (q1, q2)) };
            out.extend(segment_segment(p1, p2, q1, q2));
        }
        (Curve::Segment(p1, p2), Curve::Circle(c)) | (Curve::Circle(c), Curve::Segment(p1, p2)) => segment_circle(p1, p2, c, RANGE_1, out),
        (Curve::Circle(c), Curve::Circle(d)) => {
            let (c, d) = if lex(c, d) == Ordering::Greater { (d, c) } else { (c, d) };
            circle_circle(c, d, RANGE_1, out);
        }
    }
}

fn lex(a: Vec2, b: Vec2) -> Ordering {
    a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y))
}

fn extent(pts: &[Vec2]) -> (Vec2, Vec2) {
    pts.iter().fold((Vec2::splat(f64::INFINITY), Vec2::splat(f64::NEG_INFINITY)), |(lo, hi), p| {
        (Vec2::new(min(lo.x, p.x), min(lo.y, p.y)), Vec2::new(max(hi.x, p.x), max(hi.y, p.y)))
    })
}

fn meets(a: (Vec2, Vec2), b: (Vec2, Vec2)) -> bool {
    a.0.x <= b.1.x && b.0.x <= a.1.x && a.0.y <= b.1.y && b.0.y <= a.1.y
}
