//! Backing off along the template (docs/conventions.md §4; 1e seed 002 "Rules for Small and Large
//! Ships"): a ship whose final position overlaps another ship moves backward along
//! the template, keeping its base centred on it, until it no longer overlaps, and
//! ends touching the last ship it overlapped.
//!
//! The maneuver is a [`Motion`] parametrised by the distance `u` travelled along the
//! template. From the end, samples every [`SCAN_STEP`] mm find the first free
//! position going backward; bisection between it and the overlapping sample before
//! it then pins the boundary to [`BISECTIONS`] halvings (below 1e-9 mm), so the ship
//! ends touching, to well within 0.01 mm. A free gap narrower than the scan step
//! along the template (a ship-sized hole under 1 mm long) could be jumped over; no
//! real table has one. A maneuver that adds a final rotation (Koiogran, Segnor,
//! Tallon) and overlaps is finished without that rotation, as when it backs off.

use super::detect::overlap_between;
use crate::flight::Motion;
use crate::geometry::math::max;
use crate::geometry::query::{convex_depth, touches};
use crate::geometry::{Polygon, Pose, Vec2, EPS};
use crate::limits::MAX_BACK_OFF_SAMPLES;
use crate::objects::{Piece, Ship};

/// Sampling step along the template, mm of travel.
pub const SCAN_STEP: f64 = 1.0;
/// Halvings of the last sampled interval: 2^-40 of 1 mm is ~1e-12 mm.
pub const BISECTIONS: u32 = 40;

/// Where a ship ends after backing off.
#[derive(Clone, Debug, PartialEq)]
pub struct BackOff {
    pub pose: Pose,
    /// Parameter reached (`Motion::range`); equal to the end when nothing blocked.
    pub u: f64,
    /// Whether the maneuver finished without backing off.
    pub complete: bool,
    /// Ids of the blockers the ship is treated as having overlapped: of the ships it
    /// overlapped while backing off (at the end or at any blocked sample on the way
    /// back), those it touches in its final position (seed 002: "treated as having
    /// overlapped only the ship or ships that it is touching in its final position").
    /// A ship it only touches, never having overlapped it, is not among them.
    pub overlapped: Vec<String>,
}

/// A blocker with its bounding box, computed once per back-off.
struct Blocker<'a> {
    lo: Vec2,
    hi: Vec2,
    piece: &'a Piece,
}

fn prepare<'a>(blockers: &[&'a Piece]) -> Vec<Blocker<'a>> {
    blockers
        .iter()
        .map(|b| {
            let (lo, hi) = b.outline().outline().bounds();
            Blocker { lo, hi, piece: b }
        })
        .collect()
}

/// Whether the mover's base at `pose` overlaps blocker `b`: the same test as
/// `overlap_between` on whole outlines (the base is one convex rectangle), without
/// building a ship per sample.
fn overlaps_at(rect: &Polygon, lo: Vec2, hi: Vec2, b: &Blocker) -> bool {
    lo.x <= b.hi.x
        && b.lo.x <= hi.x
        && lo.y <= b.hi.y
        && b.lo.y <= hi.y
        && b.piece.outline().parts().iter().any(|p| convex_depth(rect, p) > EPS)
}

/// Whether the mover's base at `pose` overlaps any blocker.
fn blocked_at(mover: &Ship, pose: Pose, blockers: &[Blocker]) -> bool {
    let rect = mover.base.outline(&pose);
    let (lo, hi) = rect.bounds();
    blockers.iter().any(|b| overlaps_at(&rect, lo, hi, b))
}

fn blocker_at(mover: &Ship, pose: Pose, b: &Blocker) -> bool {
    let rect = mover.base.outline(&pose);
    let (lo, hi) = rect.bounds();
    overlaps_at(&rect, lo, hi, b)
}

#[cfg(test)]
fn blocked(mover: &Ship, pose: Pose, blockers: &[&Piece]) -> bool {
    blocked_at(mover, pose, &prepare(blockers))
}

/// Moves `mover` along `motion`, backing off from `blockers` (ships only).
pub fn back_off(motion: &Motion, mover: &Ship, blockers: &[&Piece]) -> BackOff {
    let (lo, hi) = motion.range();
    let end = motion.end();
    let prepared = prepare(blockers);
    if !blocked_at(mover, end, &prepared) {
        return BackOff { pose: end, u: hi, complete: true, overlapped: Vec::new() };
    }
    let scale = max(motion.scale(), 1e-9);
    // One sample per SCAN_STEP of travel, never more than MAX_BACK_OFF_SAMPLES in all.
    let step = max((hi - lo) * SCAN_STEP / scale, (hi - lo) / MAX_BACK_OFF_SAMPLES as f64);
    // Every blocked pose tried on the way back, the end first.
    let mut tried = vec![end];
    let mut bad = hi;
    let mut free = None;
    let mut u = hi;
    loop {
        let pose = motion.pose_at(u);
        if !blocked_at(mover, pose, &prepared) {
            free = Some(u);
            break;
        }
        tried.push(pose);
        bad = u;
        if u <= lo || step <= 0.0 {
            break;
        }
        u = max(u - step, lo);
    }
    let Some(mut ok) = free else {
        // Even the start overlaps (the table was already overlapping): stay there.
        let pose = motion.pose_at(lo);
        return BackOff { pose, u: lo, complete: false, overlapped: overlapping(mover, pose, blockers) };
    };
    if ok < hi {
        for _ in 0..BISECTIONS {
            let mid = (ok + bad) / 2.0;
            let pose = motion.pose_at(mid);
            if blocked_at(mover, pose, &prepared) {
                tried.push(pose);
                bad = mid;
            } else {
                ok = mid;
            }
        }
    }
    let pose = motion.pose_at(ok);
    let mut overlapped = touched_after_overlap(mover, pose, &prepared, &tried);
    if overlapped.is_empty() {
        // Only the final rotation overlapped (the unrotated end is free and touches
        // nothing it overlapped): the ships overlapped are those at the end.
        overlapped = overlapping(mover, end, blockers);
    }
    BackOff { pose, u: ok, complete: false, overlapped }
}

/// The blockers the mover at `pose` touches that it overlapped at one of the `tried`
/// poses (the latest first: the one nearest the final position usually decides).
fn touched_after_overlap(mover: &Ship, pose: Pose, blockers: &[Blocker], tried: &[Pose]) -> Vec<String> {
    let m = mover.at(pose);
    blockers
        .iter()
        .filter(|b| touches(m.outline(), b.piece.outline()))
        .filter(|b| tried.iter().rev().any(|t| blocker_at(mover, *t, b)))
        .map(|b| b.piece.id().to_string())
        .collect()
}

fn overlapping(mover: &Ship, pose: Pose, blockers: &[&Piece]) -> Vec<String> {
    let p = Piece::Ship(mover.at(pose));
    blockers.iter().filter(|b| overlap_between(&p, b).is_some()).map(|b| b.id().to_string()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edition::Edition;
    use crate::flight::templates::Template;
    use crate::flight::{Bearing, Maneuver};
    use crate::geometry::query::closest;
    use crate::ships::ShipType;

    /// A standard ship's motion along the core template of `m` (docs/conventions.md §3.1), built
    /// here from the flight types so that the overlap rules' tests stay below movement.
    fn flown(mover: &Ship, m: Maneuver) -> Motion {
        let b = m.bearing;
        let template = Template::new(b.template(), m.speed).unwrap();
        let h = mover.base.length() / 2.0;
        Motion::Template { start: mover.pose, template, h, left: b.is_left(), reverse: b.is_reverse(), final_rotation: b.final_rotation() }
    }

    fn ship(id: &str, t: ShipType, x: f64, y: f64, h: f64) -> Ship {
        Ship::new(id, t, Pose::new(x, y, h), Edition::Second, "s").unwrap()
    }

    #[test]
    fn straight_back_off_ends_touching_exactly() {
        // Small ship at (500, 500) facing up flies 3 straight: ends at y = 500 − 160 = 340.
        // A large ship centred at (500, 300) spans y 260..340; the mover's front edge
        // must stop at y = 340, i.e. centre y = 360, 20 mm short of the template's end.
        let mover = ship("m", ShipType::Small, 500.0, 500.0, 0.0);
        let block = Piece::Ship(ship("b", ShipType::Large, 500.0, 300.0, 0.0));
        let m = flown(&mover, Maneuver::new(3, Bearing::Straight));
        let r = back_off(&m, &mover, &[&block]);
        assert!(!r.complete);
        assert!((r.pose.y - 360.0).abs() < 1e-6, "{:?}", r.pose);
        assert!((r.u - 100.0).abs() < 1e-6);
        assert_eq!(r.overlapped, vec!["b".to_string()]);
    }

    #[test]
    fn a_ship_only_touched_along_the_path_is_not_overlapped() {
        // As above: the small mover (x 480..520) backs off the large ship "b" to centre
        // y 360 (spans y 340..380). A large ship "s" at (560, 380) spans x 520..600,
        // y 340..420: it touches the mover's right side at x = 520 all along the
        // straight path and in the final position, but is never overlapped.
        let mover = ship("m", ShipType::Small, 500.0, 500.0, 0.0);
        let block = Piece::Ship(ship("b", ShipType::Large, 500.0, 300.0, 0.0));
        let side = Piece::Ship(ship("s", ShipType::Large, 560.0, 380.0, 0.0));
        let m = flown(&mover, Maneuver::new(3, Bearing::Straight));
        let r = back_off(&m, &mover, &[&side, &block]);
        assert!((r.pose.y - 360.0).abs() < 1e-6, "{:?}", r.pose);
        assert!(touches(mover.at(r.pose).outline(), side.outline()), "the side ship is touched");
        assert_eq!(r.overlapped, vec!["b".to_string()]);
    }

    #[test]
    fn a_ship_overlapped_on_the_way_back_and_touched_at_the_end_counts() {
        // Two ships across the end: "b" as above (front edge stops at y 340) and a
        // small "c" at (500, 370) spanning y 350..390, x 480..520, which the mover
        // (small, 3 straight to y 340) overlaps at the end and on the way back until
        // its front edge passes y 390, i.e. centre y 410. It ends touching "c" only.
        let mover = ship("m", ShipType::Small, 500.0, 500.0, 0.0);
        let b = Piece::Ship(ship("b", ShipType::Large, 500.0, 300.0, 0.0));
        let c = Piece::Ship(ship("c", ShipType::Small, 500.0, 370.0, 0.0));
        let m = flown(&mover, Maneuver::new(3, Bearing::Straight));
        let r = back_off(&m, &mover, &[&b, &c]);
        assert!((r.pose.y - 410.0).abs() < 1e-6, "{:?}", r.pose);
        assert_eq!(r.overlapped, vec!["c".to_string()]);
    }

    #[test]
    fn bank_back_off_touches_within_a_hundredth() {
        // A large ship sits across the end of a small 2 bank right at heading 17.
        let mover = ship("m", ShipType::Small, 400.0, 500.0, 17.0);
        let m = flown(&mover, Maneuver::new(2, Bearing::BankRight));
        let end = m.end();
        let block = Piece::Ship(ship("b", ShipType::Large, end.x + 30.0, end.y - 40.0, 5.0));
        let r = back_off(&m, &mover, &[&block]);
        assert!(!r.complete && r.u < m.range().1);
        let d = closest(mover.at(r.pose).outline().outline(), block.outline().outline()).distance;
        assert!(d < 0.01, "ends touching: gap {d}");
        assert!(!blocked(&mover, r.pose, &[&block]));
        // The heading follows the template: between the start (17) and the end (62).
        assert!(r.pose.heading > 17.0 && r.pose.heading < 62.0);
    }

    #[test]
    fn a_blocked_koiogran_ends_without_turning() {
        let mover = ship("m", ShipType::Small, 500.0, 500.0, 0.0);
        let block = Piece::Ship(ship("b", ShipType::Small, 500.0, 320.0, 0.0));
        let m = flown(&mover, Maneuver::new(4, Bearing::Koiogran));
        let r = back_off(&m, &mover, &[&block]);
        assert!((r.pose.y - 360.0).abs() < 1e-6 && r.pose.heading == 0.0);
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod props {
        use super::*;
        use proptest::prelude::*;

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(64))]
            /// Wherever the blocker sits, the ship ends free of it and, when it backed
            /// off without reaching its start, touching it.
            #[test]
            fn ends_free_and_touching(h in 0.0f64..360.0, dx in -60.0f64..60.0, dy in -60.0f64..60.0, bh in 0.0f64..90.0, s in 1u8..=3) {
                let mover = ship("m", ShipType::Small, 900.0, 450.0, h);
                let m = flown(&mover, Maneuver::new(s, Bearing::TurnLeft));
                let end = m.end();
                let block = Piece::Ship(ship("b", ShipType::Large, end.x + dx, end.y + dy, bh));
                if overlap_between(&Piece::Ship(mover.clone()), &block).is_some() {
                    return Ok(());
                }
                let r = back_off(&m, &mover, &[&block]);
                prop_assert!(!blocked(&mover, r.pose, &[&block]));
                if !r.complete {
                    let d = closest(mover.at(r.pose).outline().outline(), block.outline().outline()).distance;
                    prop_assert!(d < 0.01, "gap {}", d);
                }
            }
        }
    }
}
