//! 1st-edition huge ships and the huge maneuver template (seeds 003, 000 "Huge Ship
//! Movement", docs/conventions.md §3.3).
//!
//! The template is set against the **fore base** and the whole ship moves rigidly
//! with it. Straight 1–4 moves the ship 40 mm per speed. For banks the rules give
//! no template dimensions: docs/conventions.md §3.3 fits the fore base's displacement to the only
//! encoded source, (46.5, 59.0) for bank 1 and (52.5, 101.0) for bank 2 toward the
//! turn, with a 30° turn. While backing off after an overlap (docs/conventions.md §4, 1e huge vs
//! huge) the fore base is taken to move in a straight line from its start to its
//! end while the ship turns in proportion; this is a model, not a published shape.

use super::huge_tools::{template_1e_bank, template_1e_straight};
use super::maneuver::{Bearing, Maneuver};
use super::motion::Motion;
use super::templates::{place, STRAIGHT_UNIT};
use super::Plan;
use crate::bases::{Base, HUGE_1E_SECTION_BASE};
use crate::error::{Result, RulesError};
use crate::geometry::{Pose, Vec2};

/// Fore-base displacement `(toward the turn, forward)` for bank 1 and 2, mm (docs/conventions.md §3.3).
pub const BANK_FORE_OFFSETS: [(f64, f64); 2] = [(46.5, 59.0), (52.5, 101.0)];
/// Every 1e huge bank turns this much toward the bank, degrees (docs/conventions.md §3.3).
pub const BANK_ROTATION: f64 = 30.0;
/// Fastest straight on the huge template (docs/conventions.md §3.3).
pub const MAX_STRAIGHT: u8 = 4;
/// Fastest bank on the huge template (docs/conventions.md §3.3).
pub const MAX_BANK: u8 = 2;

/// Checks that a 1e huge ship can fly `m`. Stationary is accepted as a preview (the
/// ship stays), though no 1e huge dial has it.
pub fn check(m: Maneuver, field: &str) -> Result<()> {
    let (min, max) = match m.bearing {
        Bearing::Straight => (1, MAX_STRAIGHT),
        Bearing::BankLeft | Bearing::BankRight => (1, MAX_BANK),
        Bearing::Stationary => (0, 0),
        other => {
            return Err(RulesError::not_allowed(
                format!("{field}.bearing"),
                format!("huge ships fly only straight and bank maneuvers on the huge template (1st edition), not {}", other.as_str()),
            ))
        }
    };
    if !(min..=max).contains(&m.speed) {
        return Err(RulesError::invalid(
            format!("{field}.speed"),
            format!("a 1e huge ship's {} is speed {min}–{max}, got {}", m.bearing.as_str(), m.speed),
        ));
    }
    Ok(())
}

/// How far ahead of the ship's centre the fore base's centre is, mm.
pub fn fore_anchor(base: Base) -> f64 {
    base.length() / 2.0 - HUGE_1E_SECTION_BASE / 2.0
}

/// The motion and the template outline of `m` for a 1e huge ship on `base`.
pub fn plan(start: Pose, base: Base, m: Maneuver, field: &str) -> Result<Plan> {
    check(m, field)?;
    let anchor = fore_anchor(base);
    let (lateral, forward, rotation) = match m.bearing {
        Bearing::Straight => (0.0, STRAIGHT_UNIT * m.speed as f64, 0.0),
        Bearing::BankLeft | Bearing::BankRight => {
            let (a, b) = BANK_FORE_OFFSETS[(m.speed as usize).clamp(1, 2) - 1];
            if m.bearing == Bearing::BankLeft {
                (-a, b, -BANK_ROTATION)
            } else {
                (a, b, BANK_ROTATION)
            }
        }
        _ => return Ok(Plan { motion: Motion::Stationary { start }, template: Vec::new() }),
    };
    let motion = Motion::Offset { start, anchor, lateral, forward, rotation };
    Ok(Plan { motion, template: template_outline(start, anchor, m) })
}

/// The template as placed for `m` (outline: [`super::huge_tools`]) beside the fore base,
/// on the turn side (the right for straights).
fn template_outline(start: Pose, anchor: f64, m: Maneuver) -> Vec<Vec2> {
    match m.bearing {
        Bearing::Straight => place(&start, &template_1e_straight(anchor), false, false),
        Bearing::BankLeft => place(&start, &template_1e_bank(anchor), true, false),
        _ => place(&start, &template_1e_bank(anchor), false, false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bases::{HUGE_1E_LONG_LENGTH, HUGE_1E_SHORT_LENGTH};

    fn base(l: f64) -> Base {
        Base::Huge { length: l, sections: true }
    }

    #[test]
    fn the_fore_base_moves_by_the_spec_offsets_for_both_lengths() {
        for l in [HUGE_1E_SHORT_LENGTH, HUGE_1E_LONG_LENGTH] {
            let start = Pose::new(900.0, 450.0, 0.0);
            for (s, (a, b)) in [(1u8, BANK_FORE_OFFSETS[0]), (2, BANK_FORE_OFFSETS[1])] {
                let end = plan(start, base(l), Maneuver::new(s, Bearing::BankLeft), "m").unwrap().motion.end();
                let fore0 = base(l).section_base_centre(&start, crate::bases::Section::Fore);
                let fore1 = base(l).section_base_centre(&end, crate::bases::Section::Fore);
                // Heading 0: left is −x, forward is −y.
                assert!((fore1.x - (fore0.x - a)).abs() < 1e-9 && (fore1.y - (fore0.y - b)).abs() < 1e-9);
                assert!((end.heading - 330.0).abs() < 1e-12);
            }
        }
    }

    #[test]
    fn short_base_bank_1_right_at_45_degrees_by_hand() {
        // GR-75 (195 mm): anchor 57.5. Centre offset = (46.5 − 57.5 sin30, 57.5 + 59 − 57.5 cos30)
        // = (17.75, 66.704...). At heading 45 (r = (√½, √½), f = (√½, −√½)).
        let (a, b) = (46.5 - 57.5 * 0.5, 57.5 + 59.0 - 57.5 * 3f64.sqrt() / 2.0);
        let k = 0.5f64.sqrt();
        let end =
            plan(Pose::new(0.0, 0.0, 45.0), base(HUGE_1E_SHORT_LENGTH), Maneuver::new(1, Bearing::BankRight), "m").unwrap().motion.end();
        assert!((end.x - (a * k + b * k)).abs() < 1e-9 && (end.y - (a * k - b * k)).abs() < 1e-9 && (end.heading - 75.0).abs() < 1e-12);
    }

    #[test]
    fn only_straight_1_to_4_and_bank_1_to_2() {
        assert!(check(Maneuver::new(4, Bearing::Straight), "m").is_ok());
        assert_eq!(check(Maneuver::new(5, Bearing::Straight), "maneuver").unwrap_err().field, "maneuver.speed");
        assert_eq!(check(Maneuver::new(3, Bearing::BankRight), "maneuver").unwrap_err().field, "maneuver.speed");
        assert_eq!(check(Maneuver::new(1, Bearing::TurnRight), "maneuver").unwrap_err().code, crate::ErrorCode::NotAllowed);
    }
}
