//! The standard maneuver templates (docs/conventions.md §3.1): their sizes, the path a ship's
//! rear-edge centre follows along them, and their outline on the table.
//!
//! Everything is computed in the ship's starting frame as `(lateral, forward,
//! rotation)` for a right-hand forward maneuver; left maneuvers negate lateral and
//! rotation, reverse maneuvers negate forward and rotation (docs/conventions.md §1, §3.1).

use super::maneuver::TemplateKind;
use crate::geometry::math::max;
use crate::geometry::math::sin_cos_deg;
use crate::geometry::{Pose, Vec2};

/// Length of one speed of the straight template, mm (docs/conventions.md §3.1).
pub const STRAIGHT_UNIT: f64 = 40.0;
/// Bank template radii for speeds 1–3, mm; each bank turns 45° (docs/conventions.md §3.1).
pub const BANK_RADII: [f64; 3] = [80.0, 130.0, 180.0];
/// Turn template radii for speeds 1–3, mm; each turn turns 90° (docs/conventions.md §3.1).
pub const TURN_RADII: [f64; 3] = [35.0, 62.5, 90.0];
/// Angle a bank template turns through, degrees (docs/conventions.md §3.1).
pub const BANK_ANGLE: f64 = 45.0;
/// Angle a turn template turns through, degrees (docs/conventions.md §3.1).
pub const TURN_ANGLE: f64 = 90.0;
/// Width of every standard template, mm (docs/conventions.md §3.1).
pub const TEMPLATE_WIDTH: f64 = 20.0;
/// Largest gap between a drawn arc and the true arc, mm. A 4K canvas showing the
/// 1829-mm Epic table draws about 2.1 px per mm, so 0.02 mm is under 1/20 px.
pub const ARC_SAGITTA: f64 = 0.02;

/// One placed standard template: which one, how long, and how it bends.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Template {
    pub kind: TemplateKind,
    /// Radius of the centre line (0 for straight).
    pub radius: f64,
    /// Angle turned, degrees (0 for straight).
    pub angle: f64,
    /// Length of the centre line, mm.
    pub length: f64,
}

impl Template {
    /// The template for `kind` at `speed`; `None` for stationary or a speed the
    /// template does not come in.
    pub fn new(kind: TemplateKind, speed: u8) -> Option<Template> {
        let i = (speed as usize).checked_sub(1)?;
        match kind {
            TemplateKind::Straight if (1..=5).contains(&speed) => {
                Some(Template { kind, radius: 0.0, angle: 0.0, length: STRAIGHT_UNIT * speed as f64 })
            }
            TemplateKind::Bank => BANK_RADII.get(i).map(|&r| arc(kind, r, BANK_ANGLE)),
            TemplateKind::Turn => TURN_RADII.get(i).map(|&r| arc(kind, r, TURN_ANGLE)),
            _ => None,
        }
    }

    /// Point of the centre line `u` mm from the start, and the heading change there,
    /// relative to the start point, for a right-hand template.
    pub fn centre_line(&self, u: f64) -> (Vec2, f64) {
        if self.radius == 0.0 || u <= 0.0 {
            return (Vec2::new(0.0, u), 0.0);
        }
        let deg = (u / self.radius).to_degrees();
        let (s, c) = sin_cos_deg(deg);
        (Vec2::new(self.radius * (1.0 - c), self.radius * s), deg)
    }

    /// Local `(lateral, forward, rotation)` of the centre of a base of half-size `h`
    /// whose rear-edge centre sits `u` mm along the template (right-hand, forward).
    /// For `u` in `[-2h, 0]` the ship slides straight back to where it started, so
    /// `u = -2h` is the starting position and `u = length` the template's end.
    pub fn ship_at(&self, h: f64, u: f64) -> (f64, f64, f64) {
        let (p, rot) = self.centre_line(u);
        let (s, c) = sin_cos_deg(rot);
        (p.x + h * s, h + p.y + h * c, rot)
    }

    /// The template's outline in the start frame, right-hand and forward, starting
    /// at the front-edge centre `(0, h)` of a base of half-size `h`.
    pub fn local_outline(&self, h: f64) -> Vec<Vec2> {
        let w = TEMPLATE_WIDTH / 2.0;
        if self.radius == 0.0 {
            return vec![Vec2::new(-w, h), Vec2::new(w, h), Vec2::new(w, h + self.length), Vec2::new(-w, h + self.length)];
        }
        let centre = Vec2::new(self.radius, h);
        let n = arc_segments(self.radius + w, self.angle);
        let ring = |r: f64, i: usize| {
            let (s, c) = sin_cos_deg(self.angle * i as f64 / n as f64);
            centre + Vec2::new(-r * c, r * s)
        };
        let outer: Vec<Vec2> = (0..=n).map(|i| ring(self.radius + w, i)).collect();
        let inner: Vec<Vec2> = (0..=n).rev().map(|i| ring(self.radius - w, i)).collect();
        outer.into_iter().chain(inner).collect()
    }
}

fn arc(kind: TemplateKind, radius: f64, angle: f64) -> Template {
    Template { kind, radius, angle, length: radius * angle.to_radians() }
}

/// Segments needed so that a chord of radius `r` strays at most [`ARC_SAGITTA`]
/// from the arc: the half-angle of each chord is `acos(1 − s/r)`.
pub fn arc_segments(r: f64, angle_deg: f64) -> usize {
    let half = libm::acos(1.0 - ARC_SAGITTA / max(r, ARC_SAGITTA));
    let n = (angle_deg.to_radians() / (2.0 * half)).ceil();
    n.clamp(1.0, 512.0) as usize
}

/// Applies the left / reverse mirrors to a right-hand forward local offset.
pub fn mirror(local: (f64, f64, f64), left: bool, reverse: bool) -> (f64, f64, f64) {
    let (mut a, mut b, mut r) = local;
    if left {
        a = -a;
        r = -r;
    }
    if reverse {
        b = -b;
        r = -r;
    }
    (a, b, r)
}

/// Local points to play-area points, with the same mirrors.
pub fn place(start: &Pose, points: &[Vec2], left: bool, reverse: bool) -> Vec<Vec2> {
    points
        .iter()
        .map(|p| {
            let (a, b, _) = mirror((p.x, p.y, 0.0), left, reverse);
            start.local_to_world(a, b)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: (f64, f64, f64), b: (f64, f64, f64), tol: f64) -> bool {
        (a.0 - b.0).abs() < tol && (a.1 - b.1).abs() < tol && (a.2 - b.2).abs() < tol
    }

    #[test]
    fn spec_check_values_for_small_and_large_bases() {
        // docs/conventions.md §3.1 check values (h = 20 small, 40 large), to the 3 decimals given.
        let bank = |s| Template::new(TemplateKind::Bank, s).unwrap();
        let turn = |s| Template::new(TemplateKind::Turn, s).unwrap();
        let end = |t: Template, h: f64| t.ship_at(h, t.length);
        assert!(close(end(bank(1), 20.0), (37.574, 90.711, 45.0), 5e-4));
        assert!(close(end(bank(2), 20.0), (52.218, 126.066, 45.0), 5e-4));
        assert!(close(end(bank(3), 20.0), (66.863, 161.421, 45.0), 5e-4));
        assert!(close(end(turn(1), 20.0), (55.0, 55.0, 90.0), 1e-9));
        assert!(close(end(turn(2), 20.0), (82.5, 82.5, 90.0), 1e-9));
        assert!(close(end(turn(3), 20.0), (110.0, 110.0, 90.0), 1e-9));
        assert!(close(end(bank(1), 40.0), (51.716, 124.853, 45.0), 5e-4));
        assert!(close(end(turn(3), 40.0), (130.0, 130.0, 90.0), 1e-9));
        let s4 = Template::new(TemplateKind::Straight, 4).unwrap();
        assert!(close(end(s4, 30.0), (0.0, 220.0, 0.0), 1e-12), "medium 4 straight: 2h + 160");
    }

    #[test]
    fn the_slide_back_reaches_the_start() {
        let t = Template::new(TemplateKind::Bank, 2).unwrap();
        assert!(close(t.ship_at(20.0, -40.0), (0.0, 0.0, 0.0), 1e-12));
        assert!(close(t.ship_at(20.0, 0.0), (0.0, 40.0, 0.0), 1e-12));
    }

    #[test]
    fn no_template_for_missing_speeds() {
        assert!(Template::new(TemplateKind::Bank, 4).is_none());
        assert!(Template::new(TemplateKind::Straight, 0).is_none());
        assert!(Template::new(TemplateKind::None, 1).is_none());
    }

    #[test]
    fn drawn_arcs_stay_within_the_sagitta() {
        let t = Template::new(TemplateKind::Bank, 3).unwrap();
        let pts = t.local_outline(20.0);
        let centre = Vec2::new(180.0, 20.0);
        // Chord midpoints of the outer ring stay within 0.02 mm of radius 190.
        let n = arc_segments(190.0, 45.0);
        for i in 0..n {
            let mid = (pts[i] + pts[i + 1]) / 2.0;
            let d = 190.0 - (mid - centre).length();
            assert!((0.0..=ARC_SAGITTA + 1e-9).contains(&d), "{d}");
        }
    }
}
