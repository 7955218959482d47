//! 2e: where a standard ship set aside by a huge ship may be placed again (seed 001
//! "Overlapping Standard Ships"): in the huge ship's **full rear arc at range 0–1**.
//!
//! Interpretation, stated here because the placement is a player's choice:
//! - full rear arc = the half-plane behind the line across the huge base through its
//!   centre (docs/conventions.md §5); a ship is in an arc when any part of its base is inside it
//!   (the core rules' meaning of "in arc"), so at least one corner lies behind the line;
//! - range 0–1 = closest distance to the huge base at most 100 mm (touching is range 0);
//! - the placed base may not overlap any ship or obstacle and must lie in the play area.
//!
//! Legal placements form a continuum; [`Placer::options`] returns a representative
//! set: poses on a 10-mm grid in the huge ship's frame, facing as the huge ship does
//! or as the ship did before (the opponent's later 90° rotation is not enumerated),
//! tried nearest to the ship's old position first, each one verified exactly against
//! every rule above, stopping at [`MAX_OPTIONS`]. An empty set means the ship cannot
//! be placed and is destroyed.
//!
//! Bounded work: a placement at range 0–1 lies wholly within the huge base's bounding
//! box grown by 100 mm plus the placed base's diagonal, so only pieces meeting that
//! box can block it; they are picked once per maneuver. Every candidate generated and
//! every check is charged to a budget of [`MAX_WORK`] units (about one vertex
//! projection each); a table that would need more (a hundred ships or many-sided
//! obstacles packed around the huge ship) is refused with a `TOO_LARGE` error instead
//! of running for seconds.

use crate::error::{Result, RulesError};
use crate::flight::play_area::PlayArea;
use crate::geometry::query::{closest, overlaps};
use crate::geometry::{Pose, Shape, Vec2};
use crate::objects::{Piece, Ship};

/// Range 1 ends at 100 mm (docs/conventions.md §5).
pub const RANGE_1: f64 = 100.0;
/// Spacing of candidate positions, mm.
pub const GRID: f64 = 10.0;
/// Most placements returned per ship.
pub const MAX_OPTIONS: usize = 64;
/// Work budget of one maneuver's placements (see [`crate::limits::MAX_SET_ASIDE_WORK`]).
pub const MAX_WORK: u64 = crate::limits::MAX_SET_ASIDE_WORK;
/// Units charged per candidate for the play-area, arc, range and huge-ship tests.
const CANDIDATE_COST: u64 = 300;
/// Units charged per candidate position generated and sorted (its distance and
/// about a dozen comparisons), before any is tested.
const CANDIDATE_SORT_COST: u64 = 16;

/// A piece that may block placements, with its bounding box and the cost of an exact test.
struct Blocker<'a> {
    lo: Vec2,
    hi: Vec2,
    shape: &'a Shape,
    cost: u64,
}

impl<'a> Blocker<'a> {
    fn new(shape: &'a Shape) -> Self {
        let (lo, hi) = shape.outline().bounds();
        // Separating-axis tests against a 4-cornered base: (n + 4)² per convex part.
        let cost = shape.parts().iter().map(|p| (p.points().len() as u64 + 4).pow(2)).sum();
        Blocker { lo, hi, shape, cost }
    }

    fn meets(&self, lo: Vec2, hi: Vec2) -> bool {
        lo.x <= self.hi.x && self.lo.x <= hi.x && lo.y <= self.hi.y && self.lo.y <= hi.y
    }
}

/// Places the ships one huge ship set aside, against what stays on the table.
pub struct Placer<'a> {
    huge: &'a Ship,
    area: &'a PlayArea,
    near: Vec<Blocker<'a>>,
    /// Ships placed so far in this maneuver; later ships must avoid them.
    placed: Vec<Shape>,
    work: u64,
}

/// Half the diagonal of `ship`'s base: how far its corners reach from its centre.
pub fn reach(ship: &Ship) -> f64 {
    let (w, l) = (ship.base.width(), ship.base.length());
    (w * w + l * l).sqrt() / 2.0
}

impl<'a> Placer<'a> {
    /// `pieces`: everything that stays on the table (not the huge ship, not the ships
    /// set aside, not the obstacles it removes); `max_reach`: the largest [`reach`] of
    /// the ships to place.
    pub fn new(huge: &'a Ship, pieces: impl Iterator<Item = &'a Piece>, max_reach: f64, area: &'a PlayArea) -> Self {
        let (lo, hi) = huge.outline().outline().bounds();
        let grow = RANGE_1 + 2.0 * max_reach;
        let (lo, hi) = (lo - Vec2::splat(grow), hi + Vec2::splat(grow));
        let near = pieces.map(|p| Blocker::new(p.outline())).filter(|b| b.meets(lo, hi)).collect();
        Placer { huge, area, near, placed: Vec::new(), work: 0 }
    }

    /// Whether `ship` at `pose` is a legal placement (charged to the budget).
    pub fn check(&mut self, ship: &Ship, pose: Pose) -> Result<std::result::Result<(), &'static str>> {
        let placed = ship.at(pose);
        self.charge(CANDIDATE_COST)?;
        if let Err(why) = legal_apart_from_blockers(self.huge, placed.outline(), self.area) {
            return Ok(Err(why));
        }
        let (lo, hi) = placed.outline().outline().bounds();
        let mut cost = self.near.len() as u64 + self.placed.len() as u64;
        let mut blocked = false;
        for b in self.near.iter().filter(|b| b.meets(lo, hi)) {
            cost += b.cost;
            if overlaps(placed.outline(), b.shape) {
                blocked = true;
                break;
            }
        }
        blocked = blocked || self.placed.iter().any(|s| overlaps(placed.outline(), s));
        self.charge(cost)?;
        Ok(if blocked { Err("the base may not overlap another ship or an obstacle") } else { Ok(()) })
    }

    /// Records a placed ship, which later placements must avoid.
    pub fn place(&mut self, ship: &Ship, pose: Pose) {
        self.placed.push(ship.at(pose).outline().clone());
    }

    /// A representative set of legal placements, nearest to `ship`'s old position first.
    pub fn options(&mut self, ship: &Ship) -> Result<Vec<Pose>> {
        let mut found = Vec::new();
        let all = candidates(self.huge, ship);
        self.charge(all.len() as u64 * CANDIDATE_SORT_COST)?;
        for pose in all {
            if self.check(ship, pose)?.is_ok() {
                found.push(pose);
                if found.len() == MAX_OPTIONS {
                    break;
                }
            }
        }
        Ok(found)
    }

    fn charge(&mut self, units: u64) -> Result<()> {
        self.work += units;
        if self.work > MAX_WORK {
            return Err(RulesError::too_large(
                "ships",
                format!(
                    "too many ships or obstacle vertices around the huge ship to place the ships it set aside within {MAX_WORK} work units"
                ),
            ));
        }
        Ok(())
    }
}

/// Grid poses around the huge ship, nearest to `ship`'s old position first (ties in
/// grid order), in both headings.
fn candidates(huge: &Ship, ship: &Ship) -> Vec<Pose> {
    let reach = reach(ship);
    let lat_max = huge.base.width() / 2.0 + RANGE_1 + reach;
    let back_max = huge.base.length() / 2.0 + RANGE_1 + reach;
    let headings = [huge.pose.heading, ship.pose.heading];
    let steps_lat = (lat_max / GRID).ceil() as i64;
    let steps_back = (back_max / GRID).ceil() as i64;
    let steps_fwd = (reach / GRID).ceil() as i64;
    let from = ship.pose.position();
    let mut out: Vec<(f64, Pose)> = Vec::new();
    for i in -steps_lat..=steps_lat {
        for j in -steps_back..=steps_fwd {
            let p = huge.pose.local_to_world(i as f64 * GRID, j as f64 * GRID);
            for (k, &h) in headings.iter().enumerate() {
                if k == 1 && h == headings[0] {
                    continue;
                }
                out.push((p.distance(from), Pose::new(p.x, p.y, h)));
            }
        }
    }
    out.sort_by(|a, b| a.0.total_cmp(&b.0));
    out.into_iter().map(|(_, p)| p).collect()
}

/// The play-area, arc, huge-ship and range rules.
fn legal_apart_from_blockers(huge: &Ship, outline: &Shape, area: &PlayArea) -> std::result::Result<(), &'static str> {
    if !area.contains(outline.outline()) {
        return Err("the base must lie inside the play area");
    }
    let behind = outline.outline().points().iter().any(|p| huge.pose.world_to_local(*p).y < 0.0);
    if !behind {
        return Err("the base must be in the huge ship's full rear arc");
    }
    if overlaps(outline, huge.outline()) {
        return Err("the base may not overlap the huge ship");
    }
    if closest(outline.outline(), huge.outline().outline()).distance > RANGE_1 {
        return Err("the base must be at range 0-1 of the huge ship");
    }
    Ok(())
}

/// Whether `ship` at `pose` is a legal placement behind `huge` among `others`
/// (unbudgeted: one check).
pub fn is_legal(huge: &Ship, ship: &Ship, pose: Pose, others: &[&Piece], area: &PlayArea) -> std::result::Result<(), &'static str> {
    let placed = ship.at(pose);
    legal_apart_from_blockers(huge, placed.outline(), area)?;
    if others.iter().any(|o| overlaps(placed.outline(), o.outline())) {
        return Err("the base may not overlap another ship or an obstacle");
    }
    Ok(())
}

/// A representative set of legal placements among `others` (see [`Placer::options`]).
pub fn placements(huge: &Ship, ship: &Ship, others: &[&Piece], area: &PlayArea) -> Result<Vec<Pose>> {
    Placer::new(huge, others.iter().copied(), reach(ship), area).options(ship)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edition::Edition;
    use crate::ships::{HugeShip, ShipType};

    fn huge() -> Ship {
        Ship::new("g", ShipType::Huge(HugeShip::Gr75), Pose::new(900.0, 450.0, 90.0), Edition::Second, "s").unwrap()
    }

    #[test]
    fn every_option_is_behind_within_range_and_free() {
        let h = huge();
        let x = Ship::new("x", ShipType::Small, Pose::new(1000.0, 450.0, 0.0), Edition::Second, "s").unwrap();
        let opts = placements(&h, &x, &[], &PlayArea::default()).unwrap();
        assert_eq!(opts.len(), MAX_OPTIONS);
        for p in &opts {
            assert!(is_legal(&h, &x, *p, &[], &PlayArea::default()).is_ok());
            // Heading 90 faces +x: behind means some corner at x < 900.
            assert!(x.at(*p).outline().outline().points().iter().any(|c| c.x < 900.0));
        }
        // Nearest first.
        let d: Vec<f64> = opts.iter().map(|p| p.position().distance(x.pose.position())).collect();
        assert!(d.windows(2).all(|w| w[0] <= w[1]));
        // Touching the rear edge squarely (centre 110.5 + 20 behind) is legal, range 0.
        assert!(is_legal(&h, &x, Pose::new(900.0 - 130.5, 450.0, 90.0), &[], &PlayArea::default()).is_ok());
        // 101 mm behind the rear edge is out of range.
        assert!(is_legal(&h, &x, Pose::new(900.0 - 110.5 - 101.0 - 20.0, 450.0, 90.0), &[], &PlayArea::default()).is_err());
        // Wholly ahead of the centre line is not in the full rear arc.
        assert!(is_legal(&h, &x, Pose::new(930.0, 390.0, 90.0), &[], &PlayArea::default()).is_err());
    }

    #[test]
    fn no_room_means_no_options() {
        // The huge ship's rear sits against the left table edge: x from 0.
        let h = Ship::new("g", ShipType::Huge(HugeShip::Gr75), Pose::new(110.5, 45.0, 90.0), Edition::Second, "s").unwrap();
        let x = Ship::new("x", ShipType::Large, Pose::new(300.0, 45.0, 0.0), Edition::Second, "s").unwrap();
        // Play area only 90 mm tall: the large base fits beside the huge one nowhere.
        let area = PlayArea { width: 1829.0, height: 90.0 };
        assert!(placements(&h, &x, &[], &area).unwrap().is_empty());
    }

    #[test]
    fn far_pieces_are_never_tested() {
        // A small ship's diagonal is 56.6 mm: pieces beyond 156.6 mm of the huge
        // base's box cannot meet a placement at range 0-1, so they are dropped at once.
        let h = huge();
        let far = Piece::Ship(Ship::new("f", ShipType::Small, Pose::new(1500.0, 450.0, 0.0), Edition::Second, "s").unwrap());
        let near = Piece::Ship(Ship::new("n", ShipType::Small, Pose::new(700.0, 450.0, 0.0), Edition::Second, "s").unwrap());
        let x = Ship::new("x", ShipType::Small, Pose::new(1000.0, 450.0, 0.0), Edition::Second, "s").unwrap();
        let area = PlayArea::default();
        let p = Placer::new(&h, [&far, &near].into_iter(), reach(&x), &area);
        assert_eq!(p.near.len(), 1);
    }
}
