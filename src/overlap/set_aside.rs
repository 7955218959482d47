//! 2e: where a standard ship set aside by a huge ship may be placed again (seed 001
//! "Overlapping Standard Ships"): in the huge ship's **full rear arc at range 0–1**.
//!
//! Interpretation, stated here because the placement is a player's choice:
//! - full rear arc = the half-plane behind the line across the huge base through its
//!   centre (docs/conventions.md §5); a ship is in an arc when any part of its base is inside it
//!   (the core rules' meaning of "in arc"), so at least one corner lies behind the line,
//!   or on it within [`EPS`] (arc edges belong to the arc, as in measureRange);
//! - range 0–1 = closest distance to the huge base at most 100 mm, within [`EPS`] (as
//!   `range::bands::band` counts exactly 100 mm as range 1; touching is range 0);
//! - the placed base may not overlap any ship or obstacle and must lie in the play area;
//! - the rule names no facing: the ship faces as the huge ship does or as it did
//!   before (the opponent's later 90° rotation is not enumerated); docs/readings.md.
//!
//! Legal placements form a continuum; [`Placer::options`] returns a representative
//! set, each one verified exactly against every rule above:
//! - poses on a 10-mm grid in the huge ship's frame at both headings, tried nearest
//!   to the ship's old position first, stopping at [`MAX_OPTIONS`];
//! - when the grid finds fewer, the exact candidates of [`exact`]: at each heading,
//!   every corner of the region of legal centres (the Minkowski sums of the pieces
//!   with the base, the range and rear-arc boundaries, the play area). If that region
//!   is not empty, one of its corners is legal, so an empty set means the ship truly
//!   cannot be placed at either heading and is destroyed ("Any standard ship that
//!   cannot be placed is destroyed"), however narrow the room left.
//!
//! Options are nearest first (then by position, so never by the order of the
//! table's pieces); options that tie on distance are kept or cut together, so a
//! mirror image of the table gives the mirror image of the options.
//!
//! Bounded work: a placement at range 0–1 lies wholly within the huge base's bounding
//! box grown by 100 mm plus the placed base's diagonal, so only pieces meeting that
//! box can block it; they are picked once per maneuver. Every candidate generated and
//! every check, and the exact search's sums, curves and pairs of curves, are charged
//! to a budget of [`MAX_WORK`] units (about one vertex projection each) before the
//! work is done; a table that would need more (a hundred ships or many-sided
//! obstacles packed around the huge ship) is refused with a `TOO_LARGE` error instead
//! of running for seconds.

use crate::error::{Result, RulesError};
use crate::flight::play_area::PlayArea;
use crate::geometry::query::{closest, overlaps};
use crate::geometry::{Polygon, Pose, Shape, Vec2, EPS};
use crate::objects::{Piece, Ship};
use std::cmp::Ordering;

mod exact;

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
/// Two candidates whose distances from the ship's old position differ by no more than
/// this (mm) are tied: a list of options is never cut between them, so that a mirror
/// image of the table gives the mirror image of the options (rounding makes mirrored
/// distances differ by ~1e-13 mm, far below this).
const TIE: f64 = EPS;

/// The set-aside search's work so far, against [`MAX_WORK`].
pub struct Budget {
    work: u64,
}

impl Budget {
    /// Adds `units`; `TOO_LARGE` once the total passes [`MAX_WORK`] (checked before the
    /// work the units stand for).
    pub fn charge(&mut self, units: u64) -> Result<()> {
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
    budget: Budget,
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
        Placer { huge, area, near, placed: Vec::new(), budget: Budget { work: 0 } }
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

    /// A representative set of legal placements, nearest to `ship`'s old position
    /// first; empty only when no legal placement exists at either heading.
    pub fn options(&mut self, ship: &Ship) -> Result<Vec<Pose>> {
        let mut found = Vec::new();
        let all = candidates(self.huge, ship);
        self.charge(all.len() as u64 * CANDIDATE_SORT_COST)?;
        for (d, pose) in all {
            if full(&found, d) {
                break;
            }
            if self.check(ship, pose)?.is_ok() {
                found.push((d, pose));
            }
        }
        if found.len() < MAX_OPTIONS {
            self.exact_options(ship, &mut found)?;
        }
        Ok(cut(found))
    }

    /// Adds to `found` the legal exact candidates ([`exact`]), nearest first.
    fn exact_options(&mut self, ship: &Ship, found: &mut Vec<(f64, Pose)>) -> Result<()> {
        let parts: Vec<&Polygon> = self.near.iter().map(|b| b.shape).chain(self.placed.iter()).flat_map(|s| s.parts().iter()).collect();
        let setting = exact::Setting {
            huge_pose: self.huge.pose,
            huge_outline: self.huge.outline().outline(),
            area: self.area,
            width: ship.base.width(),
            length: ship.base.length(),
            parts: &parts,
        };
        let from = ship.pose.position();
        let mut all: Vec<(f64, Pose)> = Vec::new();
        for h in headings(self.huge, ship) {
            let centres = exact::centres(&setting, h, &mut self.budget)?;
            all.extend(centres.into_iter().map(|p| (p.distance(from), Pose::new(p.x, p.y, h))));
        }
        self.charge((all.len() + found.len()) as u64 * CANDIDATE_SORT_COST)?;
        all.sort_by(order);
        found.sort_by(order);
        for (d, pose) in all {
            if full(found, d) {
                break;
            }
            // One unit per option compared (a distance each).
            self.budget.charge(found.len() as u64)?;
            if found.iter().any(|(_, q)| same(q, &pose)) {
                continue;
            }
            if self.check(ship, pose)?.is_ok() {
                // Keep the whole list nearest first (grid and exact options mixed).
                let at = found.partition_point(|f| order(f, &(d, pose)) == Ordering::Less);
                found.insert(at, (d, pose));
            }
        }
        Ok(())
    }

    fn charge(&mut self, units: u64) -> Result<()> {
        self.budget.charge(units)
    }
}

/// Whether `found` (nearest first) holds [`MAX_OPTIONS`] options and a candidate at
/// distance `d` (no nearer than any tried before) would not tie with the last of them.
fn full(found: &[(f64, Pose)], d: f64) -> bool {
    found.get(MAX_OPTIONS - 1).is_some_and(|(last, _)| d > last + TIE)
}

/// At most [`MAX_OPTIONS`] of `found` (nearest first), never cutting between tied
/// options (see [`TIE`]) unless the nearest tie alone is more than the maximum.
fn cut(found: Vec<(f64, Pose)>) -> Vec<Pose> {
    let mut n = found.len().min(MAX_OPTIONS);
    if found.len() > MAX_OPTIONS {
        while n > 0 && found[n].0 - found[n - 1].0 <= TIE {
            n -= 1;
        }
        if n == 0 {
            n = MAX_OPTIONS;
        }
    }
    found.into_iter().take(n).map(|(_, p)| p).collect()
}

/// Nearest first; then by position and heading, so that the order depends on the
/// candidates alone, never on the order the table lists its pieces in.
fn order(a: &(f64, Pose), b: &(f64, Pose)) -> Ordering {
    a.0.total_cmp(&b.0).then(a.1.x.total_cmp(&b.1.x)).then(a.1.y.total_cmp(&b.1.y)).then(a.1.heading.total_cmp(&b.1.heading))
}

/// Options closer than this (mm) are one placement to a player: the exact search may
/// find a region's corner twice, a few nanometres apart, from different pairs of
/// edges (and a mirrored table once where the table had it twice).
const SAME: f64 = 1e-3;

/// The indices of `keys` in increasing order, ties by index. Sorted with the module's
/// one sort (of `(f64, Pose)` by [`order`]): each instance of the standard sort is
/// several kilobytes of wasm (`small_sort`).
fn sorted_indices(keys: impl Iterator<Item = f64>) -> Vec<usize> {
    let mut v: Vec<(f64, Pose)> = keys.enumerate().map(|(i, k)| (k, Pose::new(i as f64, 0.0, 0.0))).collect();
    v.sort_by(order);
    v.into_iter().map(|(_, p)| p.x as usize).collect()
}

/// Two options that are the same placement (within [`SAME`]).
fn same(a: &Pose, b: &Pose) -> bool {
    a.heading == b.heading && a.position().distance(b.position()) <= SAME
}

/// The headings tried: the huge ship's, and the ship's own before it was set aside.
fn headings(huge: &Ship, ship: &Ship) -> Vec<f64> {
    let (a, b) = (huge.pose.heading, ship.pose.heading);
    if a == b {
        vec![a]
    } else {
        vec![a, b]
    }
}

/// Grid poses around the huge ship with their distance from `ship`'s old position,
/// nearest first (ties by position, see [`order`]), in both headings.
fn candidates(huge: &Ship, ship: &Ship) -> Vec<(f64, Pose)> {
    let reach = reach(ship);
    let lat_max = huge.base.width() / 2.0 + RANGE_1 + reach;
    let back_max = huge.base.length() / 2.0 + RANGE_1 + reach;
    let headings = headings(huge, ship);
    let steps_lat = (lat_max / GRID).ceil() as i64;
    let steps_back = (back_max / GRID).ceil() as i64;
    let steps_fwd = (reach / GRID).ceil() as i64;
    let from = ship.pose.position();
    let mut out: Vec<(f64, Pose)> = Vec::new();
    for i in -steps_lat..=steps_lat {
        for j in -steps_back..=steps_fwd {
            let p = huge.pose.local_to_world(i as f64 * GRID, j as f64 * GRID);
            for &h in &headings {
                out.push((p.distance(from), Pose::new(p.x, p.y, h)));
            }
        }
    }
    out.sort_by(order);
    out
}

/// The play-area, arc, huge-ship and range rules.
fn legal_apart_from_blockers(huge: &Ship, outline: &Shape, area: &PlayArea) -> std::result::Result<(), &'static str> {
    if !area.contains(outline.outline()) {
        return Err("the base must lie inside the play area");
    }
    // On the line counts as in the arc, within the tolerance measureRange uses for
    // arc edges (`range::convex`: a corner whose depth is within EPS is inside).
    let behind = outline.outline().points().iter().any(|p| huge.pose.world_to_local(*p).y <= EPS);
    if !behind {
        return Err("the base must be in the huge ship's full rear arc");
    }
    if overlaps(outline, huge.outline()) {
        return Err("the base may not overlap the huge ship");
    }
    // Exactly 100 mm is range 1, within the tolerance of `range::bands::band`.
    if closest(outline.outline(), huge.outline().outline()).distance > RANGE_1 + EPS {
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
        // x is on the huge ship's axis, so options tie in fours (left and right of
        // the axis, at both headings): the list is cut before the tie that would
        // straddle 64, at 15 · 4 = 60.
        assert_eq!(opts.len(), 60);
        for p in &opts {
            assert!(is_legal(&h, &x, *p, &[], &PlayArea::default()).is_ok());
            // Heading 90 faces +x: behind means some corner at x <= 900 (on the line counts).
            assert!(x.at(*p).outline().outline().points().iter().any(|c| c.x <= 900.0));
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

#[cfg(test)]
mod exact_tests;
