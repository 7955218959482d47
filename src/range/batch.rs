//! Many defender poses against one attacker, for heat maps: no allocation per
//! point, rectangles throughout, and the arc clip in fixed arrays.

use super::arcs::{region, Arc, ArcRegion};
use super::bands::{band, Ruler};
use super::convex::{convex_distance, ConvexPoly};
use super::distance::{rect_distance, Rect};
use super::measure::{section_rect, source_rect, Source};
use crate::bases::{Base, Section};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::geometry::{Pose, Vec2};
use crate::objects::Ship;
use crate::wire::FromWire;

/// Most points one batch call may measure (see [`crate::limits::MAX_BATCH_POINTS`]).
pub use crate::limits::MAX_BATCH_POINTS;

/// What each output slot holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, FromWire)]
/// Read by serde under the camelCase names of `as_str` (the engine stays JS-free).
#[serde(rename_all = "camelCase")]
pub enum BatchOutput {
    /// The distance in mm (NaN when no part of the defender is in the arc).
    #[default]
    Distance,
    /// The range band (NaN when out of arc or beyond the ruler).
    Range,
}

impl BatchOutput {
    pub fn parse(s: &str) -> Option<BatchOutput> {
        match s {
            "distance" => Some(BatchOutput::Distance),
            "range" => Some(BatchOutput::Range),
            _ => None,
        }
    }
}

/// A prepared batch: the attacker's measuring rectangle and arc, and the defender's
/// rectangle relative to each point (its base centre).
#[derive(Clone, Copy, Debug)]
pub struct Batch {
    edition: Edition,
    ruler: Ruler,
    output: BatchOutput,
    source: Rect,
    source_corners: [Vec2; 4],
    /// The defender's rectangle as if its base centre stood at the origin.
    target: Rect,
    arc: Option<ArcRegion>,
}

impl Batch {
    /// `defender` is the base of the defending ship type, `heading` its heading, and
    /// `section` the 1e section measured to (the whole base when `None`).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        edition: Edition,
        attacker: &Ship,
        from: Source,
        arc: Option<Arc>,
        defender: Base,
        heading: f64,
        section: Option<Section>,
        ruler: Ruler,
        output: BatchOutput,
    ) -> Result<Batch> {
        if section.is_some() && !defender.has_sections() {
            return Err(RulesError::not_allowed("section", "only a 1st-edition huge defender has fore and aft sections"));
        }
        if from != Source::Ship && !attacker.base.has_sections() {
            return Err(RulesError::not_allowed("from", "only a 1st-edition huge ship measures from a section"));
        }
        let arc = match arc {
            Some(a) => Some(region(edition, attacker, a, "arc")?),
            None => None,
        };
        let origin = Pose::new(0.0, 0.0, heading);
        let target = match section {
            Some(s) => section_rect(defender, &origin, s),
            None => Rect::of(&origin, defender.width(), defender.length(), 0.0),
        };
        let source = source_rect(attacker, from);
        Ok(Batch { edition, ruler, output, source, source_corners: source.corners(), target, arc })
    }

    /// Measures the defender at each `(x, y)` pair of `points` into `out` (one value
    /// per pair; `out` shorter than the pairs stops early, never panics).
    pub fn run(&self, points: &[f64], out: &mut [f64]) {
        for (pair, slot) in points.chunks_exact(2).zip(out.iter_mut()) {
            let d = self.distance_at(Vec2::new(pair[0], pair[1]));
            *slot = match self.output {
                BatchOutput::Distance => d,
                BatchOutput::Range => band(self.edition, d, self.ruler).map_or(f64::NAN, f64::from),
            };
        }
    }

    /// The distance to the defender with its base centre at `p` (NaN when out of arc).
    pub fn distance_at(&self, p: Vec2) -> f64 {
        let target = Rect { centre: self.target.centre + p, ..self.target };
        let Some(region) = &self.arc else {
            return rect_distance(&self.source, &target);
        };
        let body = ConvexPoly::from_points(&target.corners());
        let mut best = f64::NAN;
        for piece in region.pieces() {
            let part = piece.clip(&body);
            if !part.is_empty() {
                let d = convex_distance(&self.source_corners, part.points());
                if best.is_nan() || d < best {
                    best = d;
                }
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::range::measure::{measure_range, RangeQuery};
    use crate::ships::{HugeShip, ShipType};

    fn ship(t: ShipType, e: Edition, x: f64, y: f64, h: f64) -> Ship {
        Ship::new("s", t, Pose::new(x, y, h), e, "s").unwrap()
    }

    /// The batch and the single call must agree on every pose and arc.
    #[test]
    fn batch_matches_the_single_call() {
        let e = Edition::Second;
        let a = ship(ShipType::Huge(HugeShip::Cr90), e, 500.0, 450.0, 30.0);
        let arcs = [None, Some(Arc::Front), Some(Arc::Left), Some(Arc::Bullseye), Some(Arc::FullRear)];
        for arc in arcs {
            let b = Batch::new(e, &a, Source::Ship, arc, Base::Medium, 70.0, None, Ruler::Huge, BatchOutput::Distance).unwrap();
            let mut pts = Vec::new();
            for i in 0..30 {
                for j in 0..15 {
                    pts.extend([i as f64 * 33.0, j as f64 * 61.0]);
                }
            }
            let mut out = vec![0.0; pts.len() / 2];
            b.run(&pts, &mut out);
            for (k, pair) in pts.chunks(2).enumerate() {
                let d = ship(ShipType::Medium, e, pair[0], pair[1], 70.0);
                let q = RangeQuery { arc, ..RangeQuery::new(e, &a, &d) };
                let m = measure_range(&q).unwrap().measurement;
                if m.in_arc {
                    assert!((out[k] - m.distance).abs() < 1e-6, "{arc:?} at {pair:?}: {} vs {}", out[k], m.distance);
                } else {
                    assert!(out[k].is_nan(), "{arc:?} at {pair:?}");
                }
            }
        }
    }

    #[test]
    fn range_output_and_short_buffers() {
        let e = Edition::First;
        let a = ship(ShipType::Small, e, 0.0, 0.0, 0.0);
        let b = Batch::new(e, &a, Source::Ship, None, Base::Small, 0.0, None, Ruler::Huge, BatchOutput::Range).unwrap();
        let pts = [140.0, 0.0, 40.0, 0.0, 1000.0, 0.0, 7.0];
        let mut out = [0.0; 2];
        b.run(&pts, &mut out);
        assert_eq!(out, [1.0, 1.0], "100 mm and touching (1e: range 1); the rest does not fit");
        let mut out = [0.0; 3];
        b.run(&pts, &mut out);
        assert!(out[2].is_nan());
    }
}
