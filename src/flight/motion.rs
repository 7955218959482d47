//! A maneuver as a rigid motion of the ship, parametrised so that the overlap rules
//! can move the ship back along it (docs/conventions.md §4 "back along the template").

use super::templates::{mirror, Template};
use crate::geometry::math::sin_cos_deg;
use crate::geometry::Pose;

/// How the ship gets from its start to its end.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Motion {
    /// No movement (stationary maneuvers).
    Stationary { start: Pose },
    /// A standard template: the rear-edge centre of a base of half-size `h` follows
    /// the template; `u` runs from `-2h` (the start) to the template's length.
    Template { start: Pose, template: Template, h: f64, left: bool, reverse: bool, final_rotation: f64 },
    /// A huge-ship move given by its end offset: the point `anchor` mm ahead of the
    /// ship's centre (1e: the fore base's centre) moves `(lateral, forward)` in the
    /// start frame while the ship turns `rotation`. `u` runs from 0 to 1, moving the
    /// anchor in a straight line and turning in proportion (see `huge_1e`).
    Offset { start: Pose, anchor: f64, lateral: f64, forward: f64, rotation: f64 },
}

impl Motion {
    pub fn start(&self) -> Pose {
        match *self {
            Motion::Stationary { start } | Motion::Template { start, .. } | Motion::Offset { start, .. } => start,
        }
    }

    /// The parameter range `(start, end)`.
    pub fn range(&self) -> (f64, f64) {
        match *self {
            Motion::Stationary { .. } => (0.0, 0.0),
            Motion::Template { template, h, .. } => (-2.0 * h, template.length),
            Motion::Offset { .. } => (0.0, 1.0),
        }
    }

    /// Where the ship stands at `u` along the motion, before any final rotation.
    pub fn pose_at(&self, u: f64) -> Pose {
        match *self {
            Motion::Stationary { start } => start,
            Motion::Template { start, template, h, left, reverse, .. } => {
                let (a, b, r) = mirror(template.ship_at(h, u), left, reverse);
                start.moved(a, b, r)
            }
            Motion::Offset { start, anchor, lateral, forward, rotation } => {
                let rot = rotation * u;
                let (s, c) = sin_cos_deg(rot);
                // Anchor moves linearly; the centre sits `anchor` behind it along the new heading.
                let a = lateral * u - anchor * s;
                let b = anchor + forward * u - anchor * c;
                start.moved(a, b, rot)
            }
        }
    }

    /// Where the completed maneuver puts the ship (with Koiogran / Segnor / Tallon rotations).
    pub fn end(&self) -> Pose {
        let (_, hi) = self.range();
        let p = self.pose_at(hi);
        match *self {
            Motion::Template { final_rotation, .. } if final_rotation != 0.0 => p.moved(0.0, 0.0, final_rotation),
            _ => p,
        }
    }

    /// Length of the parameter range in mm of template (for the 1e huge offset, the
    /// anchor's travel), so that tolerances can be stated in millimetres.
    pub fn scale(&self) -> f64 {
        match *self {
            Motion::Stationary { .. } => 0.0,
            Motion::Template { template, h, .. } => template.length + 2.0 * h,
            Motion::Offset { lateral, forward, anchor, rotation, .. } => {
                // Anchor travel plus the arc swept by the far end of the ship.
                (lateral * lateral + forward * forward).sqrt() + 2.0 * anchor.abs() * rotation.abs().to_radians()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flight::maneuver::TemplateKind;

    #[test]
    fn template_motion_starts_at_the_start_and_ends_with_the_loop_rotation() {
        let start = Pose::new(300.0, 400.0, 30.0);
        let t = Template::new(TemplateKind::Straight, 3).unwrap();
        let m = Motion::Template { start, template: t, h: 20.0, left: false, reverse: false, final_rotation: 180.0 };
        let p0 = m.pose_at(-40.0);
        assert!((p0.x - 300.0).abs() < 1e-12 && (p0.y - 400.0).abs() < 1e-12);
        let e = m.end();
        // 2h + 120 = 160 mm along heading 30°: (+80, −138.564).
        assert!((e.x - 380.0).abs() < 1e-9 && (e.y - (400.0 - 160.0 * 3f64.sqrt() / 2.0)).abs() < 1e-9);
        assert!((e.heading - 210.0).abs() < 1e-12);
    }

    #[test]
    fn offset_motion_interpolates_from_start_to_end() {
        let start = Pose::new(0.0, 0.0, 0.0);
        let m = Motion::Offset { start, anchor: 72.4, lateral: 46.5, forward: 59.0, rotation: 30.0 };
        assert_eq!(m.pose_at(0.0), start);
        let e = m.end();
        // docs/conventions.md §3.3: the 224.8-mm CR90's centre moves about (10.3, 68.7).
        assert!((e.x - 10.3).abs() < 0.01 && (-e.y - 68.7).abs() < 0.01, "{e:?}");
        assert!((e.heading - 30.0).abs() < 1e-12);
    }
}
