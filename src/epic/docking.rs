//! Docking with and deploying from a huge ship (seed 001 "Docking With Huge Ships").
//!
//! - "During the System Phase, one or more standard ships may dock with a huge ship
//!   carrier at range 0-1": range from the closest points of the two bases (the
//!   range module, as actions measure it). Docking is friendly business: an enemy or
//!   allied carrier is refused (Epic rules reference, "Allied"), and "ships that are
//!   part of a wing cannot be docked" (Epic rules reference, "Placing Wings During Setup").
//! - "During the System Phase, any number of ships docked to a huge ship may deploy
//!   from it ... it may execute its maneuver from the front or rear guides, or by
//!   aligning the center of its maneuver template to the huge ship's center line";
//!   "align the line that runs down the center of the template with the center line
//!   of the huge ship's token, and then execute the maneuver as normal."
//!   The engine places the template's start on the carrier's base edge where the
//!   ship leaves it: the front guides (mid-front, heading the carrier's), the rear
//!   guides (mid-rear, facing away, heading + 180°), or a side where the token's
//!   centre line (across the token at mid-length, `Base::centre_line`) meets the
//!   edge, the template's centre line continuing the token's (heading ∓ 90°, away
//!   from the ship). The ship then executes its maneuver as from a base whose front
//!   edge is that start ([`crate::round::maneuver::place_move`], the normal overlap
//!   rules included).
//! - "If a ship cannot be placed while being deployed, it is destroyed": the engine
//!   reads "cannot be placed" as a final position that still overlaps a ship after
//!   the normal overlap rules (it backed off into the carrier), or that is not
//!   wholly inside the play area.

use super::allied::{require_friendly, Relation};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::flight::play_area::PlayArea;
use crate::flight::Maneuver;
use crate::geometry::Pose;
use crate::movement::dials::Difficulty;
use crate::objects::{Piece, Ship};
use crate::overlap::check_overlap;
use crate::overlap::outcome::Choices;
use crate::range::measure::{measure_range, RangeQuery};
use crate::round::maneuver::{place_move, MoverState, Placed, Request as MoveRequest};
use crate::wire::{FromWire, ToWire};

/// Docking: the carrier at range 0–1 (seed 001 "Docking With Huge Ships").
pub const DOCK_RANGE: (u8, u8) = (0, 1);

const RULE: &str = "seed 001 \"Docking With Huge Ships\"";

/// The phase a request happens in: docking and deploying belong to the System phase (the
/// default: a request that names none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, FromWire)]
#[serde(rename_all = "camelCase")]
pub enum Phase {
    Planning,
    #[default]
    System,
    Activation,
    Engagement,
    End,
}

/// Where a docked ship leaves its carrier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, FromWire)]
#[serde(rename_all = "camelCase")]
pub enum Guides {
    Front,
    Rear,
    Left,
    Right,
}

/// One standard ship docking with a carrier.
pub struct DockRequest<'a> {
    pub edition: Edition,
    pub carrier: &'a Ship,
    pub ship: &'a Ship,
    /// The carrier as seen from the docking ship.
    pub relation: Relation,
    pub phase: Phase,
    /// The ship flies as a wingmate or wing leader.
    pub in_wing: bool,
}

/// A docking, as `dockShip` writes it.
#[derive(Clone, Debug, PartialEq, ToWire)]
pub struct Docked {
    /// Always `true`: a ship that cannot dock is refused (`NOT_ALLOWED`).
    #[wire(ts = "true")]
    pub docked: bool,
    /// The carrier's id.
    pub carrier: String,
    /// The docked ship's id (not its ship name).
    pub ship: String,
    /// The carrier is at range 0-1 (seed 001 "Docking With Huge Ships").
    #[wire(ts = "0 | 1")]
    pub range: u8,
    pub distance: f64,
}

fn refuse(field: &str, why: impl std::fmt::Display) -> RulesError {
    RulesError::not_allowed(field, format!("{why} ({RULE})"))
}

/// The checks docking and deploying share: two ships (by id), 2nd edition, System phase, a
/// friendly huge carrier, a standard ship.
fn common(what: &str, edition: Edition, carrier: &Ship, ship: &Ship, relation: Relation, phase: Phase) -> Result<()> {
    if ship.id == carrier.id {
        return Err(RulesError::invalid("ship.id", format!("duplicate id {:?}: the ship and its carrier need different ids", ship.id)));
    }
    let (carrier, ship) = (carrier.ship_type, ship.ship_type);
    if edition != Edition::Second {
        return Err(refuse("edition", format!("{what}: docking with huge ships is a 2nd edition rule")));
    }
    if phase != Phase::System {
        return Err(refuse("phase", format!("{what}: ships {what} during the System Phase")));
    }
    if !carrier.is_huge() {
        return Err(refuse("carrier.ship", format!("{what}: the carrier must be a huge ship")));
    }
    if ship.is_huge() {
        return Err(refuse("ship.ship", format!("{what}: only standard ships dock with a huge ship")));
    }
    require_friendly(relation, what, "carrier")
}

pub fn dock(req: &DockRequest) -> Result<Docked> {
    common("dock", req.edition, req.carrier, req.ship, req.relation, req.phase)?;
    if req.in_wing {
        return Err(RulesError::not_allowed(
            "ship.inWing",
            "dock: ships that are part of a wing cannot be docked (Epic rules reference, \"Placing Wings During Setup\")",
        ));
    }
    let r = measure_range(&RangeQuery::new(req.edition, req.carrier, req.ship))?;
    let m = r.measurement;
    match m.range {
        Some(band) if band >= DOCK_RANGE.0 && band <= DOCK_RANGE.1 => {
            Ok(Docked { docked: true, carrier: req.carrier.id.clone(), ship: req.ship.id.clone(), range: band, distance: m.distance })
        }
        other => {
            let at = other.map(|b| format!("range {b}")).unwrap_or_else(|| "beyond range 5".into());
            Err(refuse(
                "ship.pose",
                format!(
                    "dock: the ship is at {at} of the carrier ({} mm); docking needs range {}–{}",
                    crate::num_text::Tenths(m.distance),
                    DOCK_RANGE.0,
                    DOCK_RANGE.1
                ),
            ))
        }
    }
}

/// Where the template starts and which way it points, on the carrier's base edge.
pub fn guide(carrier: &Ship, from: Guides) -> Pose {
    let (w, l) = (carrier.base.width(), carrier.base.length());
    let p = &carrier.pose;
    let (lateral, forward, turn) = match from {
        Guides::Front => (0.0, l / 2.0, 0.0),
        Guides::Rear => (0.0, -l / 2.0, 180.0),
        Guides::Left => (-w / 2.0, 0.0, -90.0),
        Guides::Right => (w / 2.0, 0.0, 90.0),
    };
    p.moved(lateral, forward, turn)
}

/// The pose a base of `length` would have with its front edge on the guide: the
/// start the maneuver is executed from.
pub fn start(carrier: &Ship, from: Guides, length: f64) -> Pose {
    guide(carrier, from).moved(0.0, -length / 2.0, 0.0)
}

/// One docked ship deploying.
pub struct DeployRequest<'a> {
    pub edition: Edition,
    pub carrier: &'a Ship,
    pub relation: Relation,
    pub phase: Phase,
    /// The docked ship; its pose is ignored (it is on board).
    pub ship: &'a Ship,
    pub state: MoverState,
    pub from: Guides,
    pub maneuver: Maneuver,
    pub difficulty: Option<Difficulty>,
    /// The rest of the table; the carrier is added, entries with the carrier's or the ship's id are skipped.
    pub others: &'a [Piece],
    pub area: PlayArea,
    pub seed: u64,
}

/// A deployment, as `deployShip` writes it.
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Deployed {
    /// Where the template starts, pointing the way the ship leaves.
    pub guide: Pose,
    /// The pose the maneuver is executed from (its front edge on the guide).
    pub start: Pose,
    pub destroyed: bool,
    /// Why the ship could not be placed.
    pub reason: Option<String>,
    /// The maneuver, as `placeMove` answers it.
    #[serde(rename = "move")]
    pub placed: Placed,
}

pub fn deploy(req: &DeployRequest) -> Result<Deployed> {
    common("deploy", req.edition, req.carrier, req.ship, req.relation, req.phase)?;
    let start = start(req.carrier, req.from, req.ship.base.length());
    let mover = req.ship.at(start);
    let mut others: Vec<Piece> = vec![Piece::Ship(req.carrier.clone())];
    others.extend(req.others.iter().filter(|p| p.id() != req.carrier.id && p.id() != mover.id).cloned());
    let choices = Choices::default();
    let placed = place_move(&MoveRequest {
        edition: req.edition,
        mover: &mover,
        state: req.state,
        maneuver: req.maneuver,
        difficulty: req.difficulty,
        others: &others,
        area: req.area,
        seed: req.seed,
        choices: &choices,
        crippled: &[],
    })?;
    let ships: Vec<Piece> = others.into_iter().filter(|p| p.as_ship().is_some()).collect();
    let under = check_overlap(&Piece::Ship(mover.at(placed.pose)), &ships).overlaps;
    let reason = if !under.is_empty() {
        let ids: Vec<String> = under.into_iter().map(|h| h.id).collect();
        Some(format!("deploy: the ship cannot be placed: it would overlap {}; it is destroyed ({RULE})", ids.join(", ")))
    } else if placed.outside_play_area {
        Some(format!("deploy: the ship cannot be placed inside the play area; it is destroyed ({RULE})"))
    } else {
        None
    };
    Ok(Deployed { guide: guide(req.carrier, req.from), start, placed, destroyed: reason.is_some(), reason })
}

#[cfg(test)]
#[path = "docking_tests.rs"]
mod tests;
