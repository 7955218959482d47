//! A ship's position and facing (docs/conventions.md §1 `Pose`).

use super::math::{normalize_deg, sin_cos_deg};
use super::Vec2;
use crate::wire::{FromWire, ToWire};

/// Centre of a base and its heading: 0 faces up the screen (−y), growing clockwise.
/// Read and written by the calls as `{ x, y, heading }`; read, `x` and `y` are held within
/// ±10000 mm and `heading` within ±1000000 degrees (`TOO_LARGE`: `crate::wire::numbers`).
#[derive(Clone, Copy, Debug, PartialEq, FromWire, ToWire)]
pub struct Pose {
    #[wire(read_as = "crate::wire::numbers::Coord")]
    pub x: f64,
    #[wire(read_as = "crate::wire::numbers::Coord")]
    pub y: f64,
    #[wire(read_as = "crate::wire::numbers::Heading")]
    pub heading: f64,
}

impl Pose {
    pub fn new(x: f64, y: f64, heading: f64) -> Pose {
        Pose { x, y, heading }
    }

    pub fn position(&self) -> Vec2 {
        Vec2::new(self.x, self.y)
    }

    /// Unit vector the ship faces: `(sin h, −cos h)`.
    pub fn forward(&self) -> Vec2 {
        let (s, c) = sin_cos_deg(self.heading);
        Vec2::new(s, -c)
    }

    /// Unit vector to the ship's right: `(cos h, sin h)`.
    pub fn right(&self) -> Vec2 {
        let (s, c) = sin_cos_deg(self.heading);
        Vec2::new(c, s)
    }

    /// The play-area point `lateral` mm to the right and `forward` mm ahead of the centre.
    pub fn local_to_world(&self, lateral: f64, forward: f64) -> Vec2 {
        self.position() + self.right() * lateral + self.forward() * forward
    }

    /// A play-area point expressed as (lateral, forward) in this pose's frame.
    pub fn world_to_local(&self, p: Vec2) -> Vec2 {
        let d = p - self.position();
        Vec2::new(d.dot(self.right()), d.dot(self.forward()))
    }

    /// The pose reached by moving (lateral, forward) in this frame and turning
    /// `rotation` degrees clockwise; the heading stays in `[0, 360)`.
    pub fn moved(&self, lateral: f64, forward: f64, rotation: f64) -> Pose {
        let p = self.local_to_world(lateral, forward);
        Pose::new(p.x, p.y, normalize_deg(self.heading + rotation))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heading_zero_faces_up_and_ninety_faces_right() {
        let p = Pose::new(0.0, 0.0, 0.0);
        assert_eq!(p.forward(), Vec2::new(0.0, -1.0));
        assert_eq!(p.right(), Vec2::new(1.0, 0.0));
        let q = Pose::new(0.0, 0.0, 90.0);
        assert_eq!(q.forward(), Vec2::new(1.0, 0.0));
        assert_eq!(q.right(), Vec2::new(0.0, 1.0));
    }

    #[test]
    fn local_offsets_round_trip() {
        let p = Pose::new(100.0, 200.0, 33.0);
        let w = p.local_to_world(12.5, -40.0);
        let l = p.world_to_local(w);
        assert!((l.x - 12.5).abs() < 1e-12 && (l.y + 40.0).abs() < 1e-12);
    }

    #[test]
    fn moved_turns_clockwise() {
        let p = Pose::new(0.0, 0.0, 350.0).moved(0.0, 0.0, 45.0);
        assert!((p.heading - 35.0).abs() < 1e-12);
    }
}
