//! The outlines of the huge ships' movement tools, for drawing: the 2e huge ship
//! maneuver tool (seed 001 "Movement": a straight edge with six speed lines, and a
//! hook with a jagged edge of bank corners) and the 1e huge maneuver template (seed 003
//! "Huge Ship Movement": a bottom line against the fore base's rear edge, a notch for
//! its rear corner, right angles for its front corner).
//!
//! What the rules fix is derived from the movement itself, so the drawing and the
//! motion cannot disagree: each right angle of a jagged edge is where the ship's front
//! corner ends for that speed (from [`super::huge_2e::bank_offset`] and
//! [`super::huge_1e::BANK_FORE_OFFSETS`]), the 2e hook sits at the bank pivot, and the
//! speed lines are 40 mm apart. The rules print no other dimension of either tool:
//! the widths, the hook's size, the ledges and the end margins below are drawing
//! choices, named so that they are not mistaken for rules. Nothing but drawing uses
//! these outlines (a huge ship's template crossing an obstacle does nothing).

use super::huge_1e::{BANK_FORE_OFFSETS, BANK_ROTATION as BANK_ROTATION_1E, MAX_STRAIGHT as MAX_STRAIGHT_1E};
use super::huge_2e::{bank_offset, BANK_PIVOT_FORWARD, BANK_PIVOT_LATERAL, BANK_ROTATION as BANK_ROTATION_2E, MAX_BANK};
use super::templates::STRAIGHT_UNIT;
use crate::bases::{HUGE_1E_SECTION_BASE, HUGE_2E_LENGTH, HUGE_WIDTH};
use crate::geometry::math::max;
use crate::geometry::math::sin_cos_deg;
use crate::geometry::Vec2;

/// 2e tool: distance from the hook's edge to the straight edge, mm. Drawing choice (the
/// rules print no width); it must exceed the hook's reach across the tool (28.3 mm).
pub const TOOL_2E_WIDTH: f64 = 40.0;
/// 2e tool: length of the hook's edge that lies flush against the base behind the
/// pivot, mm. Drawing choice ("both the hook and the hook's edge should be flush").
pub const TOOL_2E_HOOK_EDGE: f64 = 40.0;
/// 2e tool: how far the hook reaches under the base into its groove, mm. Drawing choice.
pub const TOOL_2E_HOOK_DEPTH: f64 = 6.0;
/// 2e tool: the ledge past the last (speed 3) corner, mm: drawn as wide as each step
/// between corners (`BANK_STEP_OUTWARD`). Drawing choice.
pub const TOOL_2E_LAST_LEDGE: f64 = 10.0;
/// 2e tool: tool beyond the last ledge, mm. Drawing choice.
pub const TOOL_2E_END: f64 = 20.0;
/// 2e tool: the straight edge's speed-0 line this far from the tool's hook end, mm.
/// Drawing choice; the five speeds (200 mm) then fit before the far end.
pub const TOOL_2E_LINE0_FROM_END: f64 = 10.0;

/// 1e template: the notch's lip behind the fore base's rear edge, mm. Drawing choice
/// ("fits snugly into the notch at the bottom of the template").
pub const TEMPLATE_1E_LIP: f64 = 5.0;
/// 1e template: the ledge past the bank-2 corner, mm. Drawing choice.
pub const TEMPLATE_1E_LAST_LEDGE: f64 = 10.0;
/// 1e template: rim beyond the outermost corner, mm. Drawing choice.
pub const TEMPLATE_1E_RIM: f64 = 10.0;
/// 1e template: template beyond the speed-4 line or the last ledge, mm. Drawing choice.
pub const TEMPLATE_1E_END: f64 = 20.0;

/// A right angle of a jagged edge: where the ship's front corner ends (`corner`), the
/// ship's final forward (`side`: its side runs back along it) and the direction along
/// its final front edge towards its other side (`edge`). Right-hand maneuver, in the
/// start frame as (lateral, forward).
#[derive(Clone, Copy, Debug)]
struct Notch {
    corner: Vec2,
    side: Vec2,
    edge: Vec2,
}

/// Final (right, forward) unit vectors after turning `rotation` degrees clockwise.
fn turned(rotation: f64) -> (Vec2, Vec2) {
    let (s, c) = sin_cos_deg(rotation);
    (Vec2::new(c, -s), Vec2::new(s, c))
}

fn cross(a: Vec2, b: Vec2) -> f64 {
    a.x * b.y - a.y * b.x
}

/// Where the front-edge line of `a` meets the side line of `b`.
fn ledge_end(a: &Notch, b: &Notch) -> Vec2 {
    let s = cross(b.corner - a.corner, b.side) / cross(a.edge, b.side);
    a.corner + a.edge * s
}

/// The jagged edge: each corner, then along its front edge to the next side line;
/// after the last, a ledge of `last` mm.
fn jagged(notches: &[Notch], last: f64) -> Vec<Vec2> {
    let mut out = Vec::new();
    for (i, n) in notches.iter().enumerate() {
        out.push(n.corner);
        match notches.get(i + 1) {
            Some(next) => out.push(ledge_end(n, next)),
            None => out.push(n.corner + n.edge * last),
        }
    }
    out.dedup_by(|a, b| (*a - *b).length() < 1e-9);
    out
}

/// The 2e tool in its own frame `(u, v)`: origin at the bank pivot, `v` along the
/// banked ship's forward, `u` to its right; the straight edge is the line `u =`
/// [`TOOL_2E_WIDTH`]. Also returns `v` of the tool's hook end.
fn tool_2e_shape() -> (Vec<Vec2>, f64) {
    let (right, fwd) = turned(BANK_ROTATION_2E);
    let pivot = Vec2::new(BANK_PIVOT_LATERAL, BANK_PIVOT_FORWARD);
    let to_tool = |p: Vec2| Vec2::new((p - pivot).dot(right), (p - pivot).dot(fwd));
    let corner = Vec2::new(HUGE_WIDTH / 2.0, HUGE_2E_LENGTH / 2.0);
    // Speed 0 is a line, not a corner: it lies on the speed-1 side line.
    let notches: Vec<Notch> = (1..=MAX_BANK)
        .map(|s| {
            let (a, b, _) = bank_offset(s);
            let c = Vec2::new(a, b) + right * corner.x + fwd * corner.y;
            Notch { corner: to_tool(c), side: Vec2::new(0.0, 1.0), edge: Vec2::new(-1.0, 0.0) }
        })
        .collect();
    // The hook's edge runs back from the pivot along the unturned ship's side.
    let hook_end = to_tool(pivot - Vec2::new(0.0, TOOL_2E_HOOK_EDGE));
    let inward = to_tool(pivot - Vec2::new(TOOL_2E_HOOK_DEPTH, 0.0));
    let tab = inward - Vec2::ZERO;
    let edge = jagged(&notches, TOOL_2E_LAST_LEDGE);
    let last = *edge.last().unwrap_or(&Vec2::ZERO);
    let top = last.y + TOOL_2E_END;
    let mut out = vec![Vec2::new(TOOL_2E_WIDTH, hook_end.y), hook_end, hook_end + tab, tab, Vec2::ZERO];
    out.extend(edge);
    out.extend([Vec2::new(last.x, top), Vec2::new(TOOL_2E_WIDTH, top)]);
    (out, hook_end.y)
}

/// The 2e tool for a right bank, in the start frame (lateral, forward): the hook at the
/// pivot, the jagged edge holding the front-right corner at the speed's corner.
pub fn tool_2e_bank() -> Vec<Vec2> {
    let (right, fwd) = turned(BANK_ROTATION_2E);
    let pivot = Vec2::new(BANK_PIVOT_LATERAL, BANK_PIVOT_FORWARD);
    tool_2e_shape().0.into_iter().map(|p| pivot + right * p.x + fwd * p.y).collect()
}

/// The 2e tool for a straight, in the start frame: its straight edge against the
/// base's right side, the speed-0 line on the centre line.
pub fn tool_2e_straight() -> Vec<Vec2> {
    let (shape, hook_v) = tool_2e_shape();
    let line0 = hook_v + TOOL_2E_LINE0_FROM_END;
    shape.into_iter().map(|p| Vec2::new(HUGE_WIDTH / 2.0 + TOOL_2E_WIDTH - p.x, p.y - line0)).collect()
}

/// The 1e template for a right bank, in the start frame of a ship whose fore base's
/// centre is `anchor` mm ahead of its centre: beside the fore base, its bottom line on
/// the fore base's rear edge, a notch for the rear corner, right angles for banks 1–2.
pub fn template_1e_bank(anchor: f64) -> Vec<Vec2> {
    let half = HUGE_1E_SECTION_BASE / 2.0;
    let (right, fwd) = turned(BANK_ROTATION_1E);
    let notches: Vec<Notch> = BANK_FORE_OFFSETS
        .iter()
        .map(|&(a, b)| Notch { corner: Vec2::new(a, anchor + b) + right * half + fwd * half, side: fwd, edge: -right })
        .collect();
    let side_x = HUGE_WIDTH / 2.0;
    let bottom = anchor - half;
    // Where the bank-1 side line leaves the fore base's side.
    let first = notches[0];
    let from = first.corner - first.side * ((first.corner.x - side_x) / first.side.x);
    let edge = jagged(&notches, TEMPLATE_1E_LAST_LEDGE);
    let last = *edge.last().unwrap_or(&from);
    let far = edge.iter().fold(side_x, |m, p| max(m, p.x)) + TEMPLATE_1E_RIM;
    let top = max(last.y, bottom + STRAIGHT_UNIT * f64::from(MAX_STRAIGHT_1E)) + TEMPLATE_1E_END;
    let lip = TEMPLATE_1E_LIP;
    let mut out = vec![Vec2::new(side_x - lip, bottom - lip), Vec2::new(side_x - lip, bottom), Vec2::new(side_x, bottom), from];
    out.extend(edge);
    out.extend([Vec2::new(last.x, top), Vec2::new(far, top), Vec2::new(far, bottom - lip)]);
    out
}

/// The 1e template for a straight: the same template turned over, its flat side
/// against the fore base's right side, its bottom line on the fore base's rear edge.
pub fn template_1e_straight(anchor: f64) -> Vec<Vec2> {
    let bank = template_1e_bank(anchor);
    let side_x = HUGE_WIDTH / 2.0;
    let far = bank.iter().fold(side_x, |m, p| max(m, p.x));
    let bottom = anchor - HUGE_1E_SECTION_BASE / 2.0;
    let lip_bottom = bottom - TEMPLATE_1E_LIP;
    // Mirror across the template's own middle, then shift the bottom line (not the lip) onto the rear edge.
    bank.into_iter().map(|p| Vec2::new(side_x + (far - p.x), p.y - lip_bottom + bottom)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bases::Base;
    use crate::bases::HUGE_1E_LONG_LENGTH;
    use crate::geometry::Polygon;
    use crate::movement::huge_1e::fore_anchor;
    use crate::movement::huge_2e::MAX_STRAIGHT;

    fn simple(points: &[Vec2]) {
        Polygon::from_points(points.to_vec()).expect("a simple polygon with an area");
    }

    fn has(points: &[Vec2], p: Vec2) -> bool {
        points.iter().any(|q| (*q - p).length() < 1e-6)
    }

    #[test]
    fn the_2e_bank_tool_holds_each_corner_and_the_pivot() {
        let t = tool_2e_bank();
        simple(&t);
        assert!(has(&t, Vec2::new(40.0, 40.0)), "the hook at the pivot");
        // Bank 2's front-right corner: centre (27.979185, 98.689863) + 40·right' + 110.5·forward',
        // right' = (√½, −√½), forward' = (√½, √½): (27.979 + 150.5·√½, 98.690 + 70.5·√½).
        let k = 0.5f64.sqrt();
        let want = Vec2::new(27.979_185 + 150.5 * k, 98.689_863 + 70.5 * k);
        assert!(t.iter().any(|q| (*q - want).length() < 1e-5), "bank-2 corner {want:?} in {t:?}");
    }

    #[test]
    fn the_2e_straight_edge_lies_on_the_base_side_and_holds_the_five_speeds() {
        let t = tool_2e_straight();
        simple(&t);
        let on_side: Vec<&Vec2> = t.iter().filter(|p| (p.x - 40.0).abs() < 1e-9).collect();
        assert_eq!(on_side.len(), 2, "two corners on the base's right side: {t:?}");
        let (lo, hi) = (on_side[0].y.min(on_side[1].y), on_side[0].y.max(on_side[1].y));
        assert!((lo + TOOL_2E_LINE0_FROM_END).abs() < 1e-9, "speed 0 line on the centre line");
        assert!(hi >= STRAIGHT_UNIT * f64::from(MAX_STRAIGHT), "speed 5 line on the tool ({hi})");
        assert!(t.iter().all(|p| p.x >= 40.0 - 1e-9), "the tool stays off the base");
    }

    #[test]
    fn the_1e_bank_template_holds_the_fore_base_corners() {
        let anchor = fore_anchor(Base::Huge { length: HUGE_1E_LONG_LENGTH, sections: true });
        let t = template_1e_bank(anchor);
        simple(&t);
        assert!(has(&t, Vec2::new(40.0, anchor - 40.0)), "the notch at the fore base's rear-right corner");
        // Bank 1: fore centre + (46.5, 59) + 40·(cos30, −sin30) + 40·(sin30, cos30).
        let c1 = Vec2::new(46.5 + 40.0 * (0.75f64.sqrt() + 0.5), anchor + 59.0 + 40.0 * (0.75f64.sqrt() - 0.5));
        assert!(t.iter().any(|q| (*q - c1).length() < 1e-9), "bank-1 corner {c1:?} in {t:?}");
        let s = template_1e_straight(anchor);
        simple(&s);
        assert!(s.iter().all(|p| p.x >= 40.0 - 1e-9), "the straight side against the base");
        let bottom = s.iter().fold(f64::INFINITY, |m, p| m.min(p.y));
        assert!((bottom - (anchor - 40.0)).abs() < 1e-9, "bottom line on the fore base's rear edge");
    }
}
