//! Standard ships (small, medium, large; both editions): every maneuver of docs/conventions.md §3.1
//! flown with the core templates.

use super::maneuver::{Maneuver, TemplateKind};
use super::motion::Motion;
use super::templates::{place, Template};
use super::Plan;
use crate::bases::Base;
use crate::error::{Result, RulesError};
use crate::geometry::Pose;

/// The motion and the placed template of `maneuver` for a ship on `base` at `start`.
/// Speeds a template does not come in are refused, naming `field.speed`.
pub fn plan(start: Pose, base: Base, maneuver: Maneuver, field: &str) -> Result<Plan> {
    let b = maneuver.bearing;
    let (lo, hi) = b.standard_speeds();
    if !(lo..=hi).contains(&maneuver.speed) {
        return Err(RulesError::invalid(
            format!("{field}.speed"),
            format!("{} is flown at speed {lo}–{hi} by standard ships, got {}", b.as_str(), maneuver.speed),
        ));
    }
    let h = base.length() / 2.0;
    let template = match Template::new(b.template(), maneuver.speed) {
        Some(t) if b.template() != TemplateKind::None => t,
        _ => return Ok(Plan { motion: Motion::Stationary { start }, template: Vec::new() }),
    };
    let (left, reverse) = (b.is_left(), b.is_reverse());
    let motion = Motion::Template { start, template, h, left, reverse, final_rotation: b.final_rotation() };
    let outline = place(&start, &template.local_outline(h), left, reverse);
    Ok(Plan { motion, template: outline })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::movement::maneuver::Bearing;

    fn end(start: Pose, base: Base, speed: u8, b: Bearing) -> Pose {
        plan(start, base, Maneuver::new(speed, b), "m").unwrap().motion.end()
    }

    fn near(p: Pose, x: f64, y: f64, h: f64) {
        assert!((p.x - x).abs() < 1e-9 && (p.y - y).abs() < 1e-9 && (p.heading - h).abs() < 1e-9, "{p:?} vs ({x}, {y}, {h})");
    }

    #[test]
    fn right_angle_headings_match_the_spec_table() {
        // Heading 90 faces +x, right is +y: local (lat, fwd) = world (+fwd, +lat).
        let s = Pose::new(500.0, 500.0, 90.0);
        near(end(s, Base::Small, 2, Bearing::TurnRight), 582.5, 582.5, 180.0);
        near(end(s, Base::Small, 2, Bearing::TurnLeft), 582.5, 417.5, 0.0);
        near(end(s, Base::Large, 3, Bearing::Straight), 700.0, 500.0, 90.0);
        near(end(s, Base::Small, 4, Bearing::Koiogran), 700.0, 500.0, 270.0);
        near(end(s, Base::Small, 1, Bearing::TallonRight), 555.0, 555.0, 270.0);
        near(end(s, Base::Small, 1, Bearing::TallonLeft), 555.0, 445.0, 270.0);
        near(end(s, Base::Small, 0, Bearing::Stationary), 500.0, 500.0, 90.0);
    }

    #[test]
    fn a_bank_at_thirty_degrees_derived_by_hand() {
        // Small 1 bank right from (0,0) heading 30: local (37.574, 90.711) exactly
        // (R(1−cos45)+h sin45, h+R sin45+h cos45) with R = 80, h = 20.
        let (a, b) = (80.0 * (1.0 - 0.5f64.sqrt()) + 20.0 * 0.5f64.sqrt(), 20.0 + 100.0 * 0.5f64.sqrt());
        // Heading 30: f = (1/2, −√3/2), r = (√3/2, 1/2).
        let (x, y) = (a * 3f64.sqrt() / 2.0 + b * 0.5, a * 0.5 - b * 3f64.sqrt() / 2.0);
        near(end(Pose::new(0.0, 0.0, 30.0), Base::Small, 1, Bearing::BankRight), x, y, 75.0);
        // Segnor's loop left: the mirrored bank, then +180: heading 30 − 45 + 180 = 165.
        let (x, y) = (-a * 3f64.sqrt() / 2.0 + b * 0.5, -a * 0.5 - b * 3f64.sqrt() / 2.0);
        near(end(Pose::new(0.0, 0.0, 30.0), Base::Small, 1, Bearing::SegnorLeft), x, y, 165.0);
    }

    #[test]
    fn reverse_maneuvers_mirror_backward() {
        // Medium (h = 30) reverse 1 bank right at heading 200: local (lat, −fwd, −45).
        let r2 = 0.5f64.sqrt();
        let (a, b) = (80.0 * (1.0 - r2) + 30.0 * r2, -(30.0 + 110.0 * r2));
        let s = Pose::new(100.0, 100.0, 200.0);
        let want = s.moved(a, b, -45.0);
        near(end(s, Base::Medium, 1, Bearing::ReverseBankRight), want.x, want.y, 155.0);
        near(end(Pose::new(0.0, 0.0, 0.0), Base::Small, 2, Bearing::ReverseStraight), 0.0, 120.0, 0.0);
    }

    #[test]
    fn speeds_a_template_lacks_are_refused() {
        assert_eq!(
            plan(Pose::new(0.0, 0.0, 0.0), Base::Small, Maneuver::new(4, Bearing::BankLeft), "maneuver").unwrap_err().field,
            "maneuver.speed"
        );
        assert!(plan(Pose::new(0.0, 0.0, 0.0), Base::Small, Maneuver::new(1, Bearing::Stationary), "maneuver").is_err());
        assert!(plan(Pose::new(0.0, 0.0, 0.0), Base::Small, Maneuver::new(0, Bearing::Straight), "maneuver").is_err());
    }

    #[test]
    fn the_template_starts_at_the_front_edge() {
        let p = plan(Pose::new(0.0, 0.0, 0.0), Base::Large, Maneuver::new(2, Bearing::Straight), "m").unwrap();
        let (lo, hi) = crate::geometry::Polygon::from_trusted(p.template).bounds();
        assert!((lo.x + 10.0).abs() < 1e-12 && (hi.x - 10.0).abs() < 1e-12);
        assert!((hi.y + 40.0).abs() < 1e-12 && (lo.y + 120.0).abs() < 1e-12);
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod props {
        use super::*;
        use proptest::prelude::*;

        proptest! {
            /// Turning the start turns the result: the end pose at heading h is the
            /// heading-0 offset rotated by h (every bearing, every base, every speed).
            #[test]
            fn moves_are_the_same_at_every_heading(h in 0.0f64..360.0, bi in 0usize..14, size in 0usize..3, s in 0u8..=5) {
                let b = Bearing::ALL[bi];
                let base = [Base::Small, Base::Medium, Base::Large][size];
                let m = Maneuver::new(s, b);
                let Ok(p0) = plan(Pose::new(0.0, 0.0, 0.0), base, m, "m") else { return Ok(()) };
                let e0 = p0.motion.end();
                let start = Pose::new(700.0, 300.0, h);
                let e = plan(start, base, m, "m").unwrap().motion.end();
                // Heading 0: world (x, y) = (lateral, −forward).
                let want = start.moved(e0.x, -e0.y, e0.heading);
                prop_assert!((e.x - want.x).abs() < 1e-9 && (e.y - want.y).abs() < 1e-9);
                let dh = crate::geometry::math::normalize_deg(e.heading - want.heading + 180.0) - 180.0;
                prop_assert!(dh.abs() < 1e-9);
            }
        }
    }
}
