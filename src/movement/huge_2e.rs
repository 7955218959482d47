//! 2nd-edition huge ships and the huge ship maneuver tool (seed 001 "Movement",
//! docs/conventions.md §3.2). Where 2e huge banks are computed: [`bank_offset`].
//!
//! Huge ships fly only straight 1–5, bank 0–3 and stationary; every other bearing
//! is refused with a `NOT_ALLOWED` error.

use super::huge_tools::{tool_2e_bank, tool_2e_straight};
use super::maneuver::{Bearing, Maneuver};
use super::motion::Motion;
use super::templates::{place, STRAIGHT_UNIT};
use super::Plan;
use crate::error::{Result, RulesError};
use crate::geometry::math::sin_cos_deg;
use crate::geometry::{Pose, Vec2};

/// The hook pivot of a bank: this far to the turn side of the centre, mm (docs/conventions.md §3.2).
pub const BANK_PIVOT_LATERAL: f64 = 40.0;
/// ... and this far ahead of it, mm (docs/conventions.md §3.2).
pub const BANK_PIVOT_FORWARD: f64 = 40.0;
/// Every huge bank turns 45° (docs/conventions.md §3.2).
pub const BANK_ROTATION: f64 = 45.0;
/// Bank 1 moves this far along the new heading after the pivot, mm (docs/conventions.md §3.2).
pub const BANK_1_FORWARD: f64 = 33.0;
/// Banks 2 and 3 each add this much forward, mm, in the new heading's frame (docs/conventions.md §3.2).
pub const BANK_STEP_FORWARD: f64 = 40.0;
/// ... and this much away from the turn side, mm (docs/conventions.md §3.2).
pub const BANK_STEP_OUTWARD: f64 = 10.0;
/// Fastest straight and bank on the tool (docs/conventions.md §3.2).
pub const MAX_STRAIGHT: u8 = 5;
pub const MAX_BANK: u8 = 3;
/// Checks that a 2e huge ship can fly `m`; `field` names the maneuver object.
pub fn check(m: Maneuver, field: &str) -> Result<()> {
    let max = match m.bearing {
        Bearing::Straight => MAX_STRAIGHT,
        Bearing::BankLeft | Bearing::BankRight => MAX_BANK,
        Bearing::Stationary => 0,
        other => {
            return Err(RulesError::not_allowed(
                format!("{field}.bearing"),
                format!("huge ships fly only straight, bank and stationary maneuvers (2nd edition), not {}", other.as_str()),
            ))
        }
    };
    let min = if m.bearing == Bearing::Straight { 1 } else { 0 };
    if !(min..=max).contains(&m.speed) {
        return Err(RulesError::invalid(
            format!("{field}.speed"),
            format!("a huge ship's {} is speed {min}–{max}, got {}", m.bearing.as_str(), m.speed),
        ));
    }
    Ok(())
}

/// Right-bank end offset `(lateral, forward, rotation)` of the centre: rotate 45°
/// about the hook pivot, then bank 1 moves 33 mm along the new heading and banks 2
/// and 3 each add 40 mm forward and 10 mm outward (docs/conventions.md §3.2 table).
pub fn bank_offset(speed: u8) -> (f64, f64, f64) {
    let (s, c) = sin_cos_deg(BANK_ROTATION);
    let pivot = Vec2::new(BANK_PIVOT_LATERAL, BANK_PIVOT_FORWARD);
    // The centre, seen from the pivot, turned 45° clockwise (x right, y forward).
    let v = -pivot;
    let mut p = pivot + Vec2::new(v.x * c + v.y * s, -v.x * s + v.y * c);
    let fwd = Vec2::new(s, c);
    let right = Vec2::new(c, -s);
    if speed >= 1 {
        p += fwd * BANK_1_FORWARD;
    }
    for _ in 1..speed.min(MAX_BANK) {
        p += fwd * BANK_STEP_FORWARD - right * BANK_STEP_OUTWARD;
    }
    (p.x, p.y, BANK_ROTATION)
}

/// The end offset of a (checked) maneuver, left banks mirrored.
pub fn offset(m: Maneuver) -> (f64, f64, f64) {
    match m.bearing {
        Bearing::Straight => (0.0, STRAIGHT_UNIT * m.speed as f64, 0.0),
        Bearing::BankRight => bank_offset(m.speed),
        Bearing::BankLeft => {
            let (a, b, r) = bank_offset(m.speed);
            (-a, b, -r)
        }
        _ => (0.0, 0.0, 0.0),
    }
}

/// The motion and the tool outline of `m` from `start`.
pub fn plan(start: Pose, m: Maneuver, field: &str) -> Result<Plan> {
    check(m, field)?;
    if m.bearing == Bearing::Stationary {
        return Ok(Plan { motion: Motion::Stationary { start }, template: Vec::new() });
    }
    let (a, b, r) = offset(m);
    let motion = Motion::Offset { start, anchor: 0.0, lateral: a, forward: b, rotation: r };
    Ok(Plan { motion, template: tool_outline(start, m) })
}

/// The tool as placed for `m` from `start` (outline: [`super::huge_tools`]): for a
/// straight, its straight edge against the base's right side; for a bank, its hook at
/// the pivot on the turn side.
pub fn tool_outline(start: Pose, m: Maneuver) -> Vec<Vec2> {
    match m.bearing {
        Bearing::Straight => place(&start, &tool_2e_straight(), false, false),
        Bearing::BankLeft => place(&start, &tool_2e_bank(), true, false),
        _ => place(&start, &tool_2e_bank(), false, false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bank_offsets_match_the_spec_table() {
        let table = [(0, -16.5685, 40.0), (1, 6.7660, 63.3350), (2, 27.9790, 98.6900), (3, 49.1920, 134.0450)];
        for (s, a, b) in table {
            let (x, y, r) = bank_offset(s);
            // The table is rounded loosely (to within 5e-4): the construction gives e.g.
            // (6.765981, 63.334524) for bank 1 and (27.979185, 98.689863) for bank 2.
            assert!((x - a).abs() < 5e-4 && (y - b).abs() < 5e-4 && r == 45.0, "bank {s}: ({x}, {y})");
        }
    }

    #[test]
    fn turns_loops_and_rolls_are_refused() {
        for b in [Bearing::TurnLeft, Bearing::Koiogran, Bearing::SegnorRight, Bearing::TallonLeft, Bearing::ReverseStraight] {
            let e = check(Maneuver::new(1, b), "maneuver").unwrap_err();
            assert_eq!((e.code, e.field.as_str()), (crate::ErrorCode::NotAllowed, "maneuver.bearing"));
        }
        assert!(check(Maneuver::new(0, Bearing::Straight), "m").is_err());
        assert!(check(Maneuver::new(4, Bearing::BankLeft), "m").is_err());
        assert!(check(Maneuver::new(0, Bearing::BankLeft), "m").is_ok());
        assert!(check(Maneuver::new(5, Bearing::Straight), "m").is_ok());
    }

    #[test]
    fn a_left_bank_at_a_slant_heading() {
        // Bank-left 2 from heading 60: local (−27.979185, 98.689863), heading 15, where
        // 27.979185 = 40 − 80·√½ + 33·√½ + 40·√½ − 10·√½ and 98.689863 = 40 + 33·√½ + 40·√½ + 10·√½.
        let start = Pose::new(800.0, 400.0, 60.0);
        let p = plan(start, Maneuver::new(2, Bearing::BankLeft), "m").unwrap().motion.end();
        let (a, b) = (-27.979_185, 98.689_863);
        // Heading 60: r = (1/2, √3/2), f = (√3/2, −1/2).
        let want = (800.0 + a * 0.5 + b * 3f64.sqrt() / 2.0, 400.0 + a * 3f64.sqrt() / 2.0 - b * 0.5);
        assert!((p.x - want.0).abs() < 1e-4 && (p.y - want.1).abs() < 1e-4 && (p.heading - 15.0).abs() < 1e-12, "{p:?}");
    }
}
