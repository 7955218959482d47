//! A standard ship's maneuver ending on another ship (docs/conventions.md §4, both editions): it
//! backs off along the template, ends touching the last ship overlapped and skips
//! its Perform Action step. In 1e, if that ship is huge, the mover also rolls one
//! attack die and suffers its hits and crits (seed 003 "Small/Large Ship Overlapping
//! a Huge Ship"); in 2e it is resolved like overlapping a standard ship (seed 001).
//!
//! Obstacles under the final position are reported in `overlaps` only: their
//! effects on standard ships belong to the core rules, outside docs/conventions.md §4's table.

use super::backoff::back_off;
use super::contact::hit;
use super::outcome::{Effect, Outcome};
use super::table::{Resolution, Table};
use crate::dice::Pcg32;
use crate::edition::Edition;
use crate::flight::{Maneuver, Plan};
use crate::geometry::math::max;
use crate::objects::Piece;

/// Attack dice a standard ship rolls against itself after overlapping a huge ship (1e).
pub const HUGE_OVERLAP_DICE_1E: u32 = 1;

pub fn resolve(edition: Edition, table: &Table, plan: &Plan, maneuver: Maneuver, rng: &mut Pcg32) -> Resolution {
    let blockers: Vec<&Piece> = table.ships().collect();
    let bo = back_off(&plan.motion, table.mover, &blockers);
    let (lo, hi) = plan.motion.range();
    let fin = Piece::Ship(table.mover.at(bo.pose));
    let mut outcome = Outcome { skip_action: !bo.overlapped.is_empty(), ..Outcome::default() };
    let mut overlaps: Vec<_> = blockers.iter().filter(|b| bo.overlapped.iter().any(|id| id == b.id())).map(|b| hit(&fin, b)).collect();
    overlaps.extend(table.obstacles().filter_map(|o| super::detect::overlap_between(&fin, o).map(|_| hit(&fin, o))));
    let onto_huge = blockers.iter().any(|b| bo.overlapped.iter().any(|id| id == b.id()) && b.as_ship().is_some_and(|s| s.is_huge()));
    if edition == Edition::First && onto_huge {
        let who = table.mover.id.clone();
        let (hits, crits) = outcome.roll(rng, &who, HUGE_OVERLAP_DICE_1E, "overlappedHugeShip");
        if hits + crits > 0 {
            outcome.effects.push(Effect::Damage { target: who, hits, crits, section: None, source: "overlappedHugeShip" });
        }
    }
    let span = hi - max(lo, 0.0);
    let travelled = if bo.complete || span <= 0.0 { 1.0 } else { bo.u / span };
    Resolution {
        pose: Some(bo.pose),
        executed: Some(maneuver),
        template: plan.template.clone(),
        complete: bo.complete,
        travelled,
        overlaps,
        outcome,
        ..Resolution::default()
    }
}
