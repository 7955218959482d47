//! Joining a wing (Epic rules reference, "Splitting From a Wing", "Joining"): "At the
//! end of the End Phase, a split ship can join its wing if the following conditions
//! are met: the ship is at range 0–1 of its previous wing leader; the ship is not
//! stressed, ionized, tractored, or cloaked, and the wing leader is not cloaked; a ship
//! can only join its previous wing". It "is placed back into formation, in its wing
//! position, and becomes a wingmate again, then gains one stress token."
//!
//! Reading: the rules do not say what happens when the ship's place in formation is
//! taken by another ship or lies outside the play area; since joining places the ship
//! there, a join whose placement would overlap a ship or leave the play area is
//! refused like the other conditions.

use crate::bases::Base;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::flight::play_area::PlayArea;
use crate::geometry::query::closest;
use crate::geometry::Pose;
use crate::objects::Piece;
use crate::overlap::outcome::Effect;
use crate::range::bands::{band, Ruler};
use crate::wire::ToWire;

use super::formation::{fit, footprint, small_ship, Fit, Wing, Wingmate};
use super::positions::WingPosition;
use super::splitting::{IONIZED_SMALL, TRACTORED_SMALL};
use super::tool::WingTool;

/// Stress the joining ship gains.
pub const JOIN_STRESS: u32 = 1;
/// Farthest range band at which a ship may join ("at range 0–1 of its previous wing leader").
pub const JOIN_RANGE: u8 = 1;

/// The wing it would join (the wingmates still in formation), and the table.
pub struct JoinTable<'a> {
    pub wing: &'a Wing,
    pub tool: WingTool,
    pub others: &'a [Piece],
    pub area: PlayArea,
}

/// A join that the rules allow; written with the ship's wing ID, its base's outline where
/// it is placed, the stress it gains (as a move's effect) and the obstacles under it.
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Joined {
    pub id: String,
    #[wire(then(wing_id = "|j| j.position.id()"))]
    pub position: WingPosition,
    #[wire(then(footprint = "|j| footprint(j.base, &j.pose)"))]
    pub pose: Pose,
    pub distance: f64,
    pub range: u8,
    #[serde(skip_serializing)]
    #[wire(then(effects = "|j| vec![Effect::Stress { target: j.id.clone(), count: j.stress, source: \"joinedWing\" }]"))]
    pub stress: u32,
    #[serde(skip_serializing)]
    #[wire(then(obstacles = "|j| j.fit.obstacles.clone()"))]
    pub fit: Fit,
    #[serde(skip_serializing)]
    pub base: Base,
}

/// The split ship `j` (its wing position is its wing ID card; a small ship, as every wing
/// ship) joining the wing `t`; `previous_leader`: the leader whose wing it split from.
pub fn join(j: &Wingmate, previous_leader: &str, t: &JoinTable) -> Result<Joined> {
    let (leader, wingmates) = (&t.wing.leader, t.wing.wingmates());
    small_ship(&j.ship, "ship.ship")?;
    let refuse = |field: &str, why: String| Err(RulesError::not_allowed(field, format!("join: {why} (Epic rules reference, 'Joining')")));
    if previous_leader != leader.id {
        return refuse("ship.wingLeader", format!("a ship can only join its previous wing, led by {previous_leader:?}"));
    }
    let d = closest(&j.ship.base.outline(&j.ship.pose), &leader.base.outline(&leader.pose)).distance;
    let range = band(Edition::Second, d, Ruler::Standard);
    if range.is_none_or(|r| r > JOIN_RANGE) {
        return refuse("ship.pose", format!("the ship is {} mm from its wing leader; it must be at range 0–1", crate::num_text::Tenths(d)));
    }
    let (tokens, cloaked) = (j.facts.tokens, j.facts.cloaked);
    for (bad, why) in [
        (tokens.stress > 0, "the ship is stressed"),
        (tokens.ion >= IONIZED_SMALL, "the ship is ionized"),
        (tokens.tractor >= TRACTORED_SMALL, "the ship is tractored"),
        (cloaked, "the ship is cloaked"),
    ] {
        if bad {
            return refuse("ship", why.to_string());
        }
    }
    if t.wing.leader_facts.cloaked {
        return refuse("leader", "the wing leader is cloaked".to_string());
    }
    if let Some(holder) = wingmates.iter().find(|m| m.position == j.position) {
        return refuse("ship.position", format!("the {} position is held by {:?}", j.position.as_str(), holder.ship.id));
    }
    let pose = t.tool.pose(&leader.pose, leader.base, j.ship.base, j.position);
    let lead = Piece::Ship(leader.clone());
    let mates: Vec<Piece> = wingmates.iter().map(|m| Piece::Ship(m.ship.clone())).collect();
    let pieces: Vec<&Piece> = t.others.iter().filter(|p| p.id() != leader.id).chain(std::iter::once(&lead)).chain(mates.iter()).collect();
    let f = fit(&j.ship.at(pose), &pieces, &t.area);
    if f.blocked() {
        let why = if f.outside {
            "its place in formation is outside the play area".to_string()
        } else {
            format!("its place in formation overlaps {}", f.ships.join(", "))
        };
        return refuse("ship.position", why);
    }
    let (id, position, base) = (j.ship.id.clone(), j.position, j.ship.base);
    Ok(Joined { id, position, pose, distance: d, range: range.unwrap_or(0), stress: JOIN_STRESS, fit: f, base })
}

#[cfg(all(test, not(target_arch = "wasm32")))]
#[path = "joining_tests.rs"]
mod tests;
