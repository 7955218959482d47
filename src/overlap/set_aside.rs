//! 2e: where a standard ship set aside by a huge ship may be placed again (seed 001
//! "Overlapping Standard Ships"): in the huge ship's **full rear arc at range 0–1**.
//!
//! Interpretation, stated here because the placement is a player's choice:
//! - full rear arc = the half-plane behind the line across the huge base through its
//!   centre (SPEC §5); a ship is in an arc when any part of its base is inside it
//!   (the core rules' meaning of "in arc"), so at least one corner lies behind the line;
//! - range 0–1 = closest distance to the huge base at most 100 mm (touching is range 0);
//! - the placed base may not overlap any ship or obstacle and must lie in the play area.
//!
//! Legal placements form a continuum; [`placements`] returns a representative set:
//! poses on a 10-mm grid in the huge ship's frame, facing as the huge ship does or
//! as the ship did before (the opponent's later 90° rotation is not enumerated), each
//! one verified exactly against every rule above, nearest to the ship's old position
//! first, at most [`MAX_OPTIONS`]. An empty set means the ship cannot be placed and
//! is destroyed.

use crate::geometry::query::{closest, overlaps};
use crate::geometry::{Pose, Shape};
use crate::movement::play_area::PlayArea;
use crate::objects::{Piece, Ship};

/// Range 1 ends at 100 mm (SPEC §5).
pub const RANGE_1: f64 = 100.0;
/// Spacing of candidate positions, mm.
pub const GRID: f64 = 10.0;
/// Most placements returned per ship.
pub const MAX_OPTIONS: usize = 64;

/// Whether `ship` at `pose` is a legal placement behind `huge` among `others`.
pub fn is_legal(huge: &Ship, ship: &Ship, pose: Pose, others: &[&Piece], area: &PlayArea) -> Result<(), &'static str> {
    let placed = ship.at(pose);
    let outline = placed.outline();
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
    if others.iter().any(|o| blocks(outline, o)) {
        return Err("the base may not overlap another ship or an obstacle");
    }
    Ok(())
}

fn blocks(outline: &Shape, other: &Piece) -> bool {
    other.outline().bounds_meet(outline, 0.0) && overlaps(outline, other.outline())
}

/// A representative set of legal placements, nearest to `ship`'s old position first.
pub fn placements(huge: &Ship, ship: &Ship, others: &[&Piece], area: &PlayArea) -> Vec<Pose> {
    let reach = ship.base.width().max(ship.base.length()) * std::f64::consts::SQRT_2 / 2.0;
    let lat_max = huge.base.width() / 2.0 + RANGE_1 + reach;
    let back_max = huge.base.length() / 2.0 + RANGE_1 + reach;
    let headings = [huge.pose.heading, ship.pose.heading];
    let mut found: Vec<(f64, Pose)> = Vec::new();
    let steps_lat = (lat_max / GRID).ceil() as i64;
    let steps_back = (back_max / GRID).ceil() as i64;
    let steps_fwd = (reach / GRID).ceil() as i64;
    for i in -steps_lat..=steps_lat {
        for j in -steps_back..=steps_fwd {
            let p = huge.pose.local_to_world(i as f64 * GRID, j as f64 * GRID);
            for (k, &h) in headings.iter().enumerate() {
                if k == 1 && h == headings[0] {
                    continue;
                }
                let pose = Pose::new(p.x, p.y, h);
                if is_legal(huge, ship, pose, others, area).is_ok() {
                    found.push((p.distance(ship.pose.position()), pose));
                }
            }
        }
    }
    found.sort_by(|a, b| a.0.total_cmp(&b.0));
    found.into_iter().take(MAX_OPTIONS).map(|(_, p)| p).collect()
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
        let opts = placements(&h, &x, &[], &PlayArea::default());
        assert!(!opts.is_empty() && opts.len() <= MAX_OPTIONS);
        for p in &opts {
            assert!(is_legal(&h, &x, *p, &[], &PlayArea::default()).is_ok());
            // Heading 90 faces +x: behind means some corner at x < 900.
            assert!(x.at(*p).outline().outline().points().iter().any(|c| c.x < 900.0));
        }
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
        assert!(placements(&h, &x, &[], &area).is_empty());
    }
}
