//! Moving a wing in the Activation Phase (Epic rules reference, "Activation Phase",
//! "Moving the Wing Leader", "Moving Wingmates", "Forced Splitting").
//!
//! The leader executes its maneuver as any ship does (`round::maneuver::place_move`),
//! among the table and its wingmates still at their previous positions. Then each
//! wingmate, in ascending ID order, is placed with the wing tool in its position
//! relative to the leader's final pose, against the table as it stands at that moment
//! (the leader moved, the wingmates before it moved, those after it not yet). A
//! wingmate that would overlap a ship or leave the play area splits, returns to its
//! previous position and executes the leader's revealed maneuver with the normal
//! overlap rules, and skips its Perform Action step. A wingmate placed on an obstacle
//! is treated as having moved through and overlapped it: the obstacle is reported, and
//! its effects on a standard ship are the core rules' (as for `placeMove`).

use crate::bases::Base;
use crate::dice::Pcg32;
use crate::edition::Edition;
use crate::error::Result;
use crate::flight::play_area::PlayArea;
use crate::flight::Maneuver;
use crate::geometry::Pose;
use crate::movement::dials::Difficulty;
use crate::objects::Piece;
use crate::overlap::outcome::{Choices, Effect};
use crate::round::maneuver::{ion_maneuver, place_move, MoverState, Placed, Request};
use crate::wire::ToWire;

use super::formation::{fit, footprint, formation_pose, is_member, Fit, Wing, Wingmate};
use super::positions::WingPosition;
use super::splitting::{forced_causes, EndOfActivation, LeaderFacts, SplitCause, IONIZED_SMALL, NO_DIAL};
use super::tool::{LaidTool, WingTool};

/// A wing ship's tokens that the move reads; read (0 when absent) from the ship's entry.
#[derive(Clone, Copy, Debug, Default, PartialEq, crate::wire::FromWire)]
pub struct MateState {
    #[serde(default)]
    #[wire(null, read_as = "crate::wire::numbers::Tokens")]
    pub stress: u32,
    #[serde(default)]
    #[wire(null, read_as = "crate::wire::numbers::Tokens")]
    pub ion: u32,
    #[serde(default)]
    #[wire(null, read_as = "crate::wire::numbers::Tokens")]
    pub tractor: u32,
}

/// Everything one wing move needs (each wing ship's tokens are its own).
pub struct MoveRequest<'a> {
    pub wing: &'a Wing,
    pub maneuver: Maneuver,
    /// The revealed maneuver's colour; absent, white (standard ships' dials are not held by the engine).
    pub difficulty: Option<Difficulty>,
    pub tool: WingTool,
    /// Ships and obstacles other than the wing's own.
    pub others: &'a [Piece],
    pub area: PlayArea,
    pub seed: u64,
}

/// What one wingmate did; written with its wing ID, whether it stayed in formation, each
/// split's rule and its base's outline where it ends.
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "WingmateMove")]
pub struct MateMove {
    pub id: String,
    #[wire(then(wing_id = "|m| m.position.id()"))]
    pub position: WingPosition,
    pub start: Pose,
    /// Where the tool would put it, relative to the leader's final pose.
    pub formation_pose: Pose,
    /// Where it ends this move.
    #[wire(then(in_formation = "|m| m.split.is_none()", split = "|m| m.split.map(SplitCause::cited)"))]
    pub pose: Pose,
    /// `None`: placed in formation.
    #[serde(skip_serializing)]
    pub split: Option<SplitCause>,
    /// The formation pose's check: ships overlapped, obstacles overlapped, outside.
    #[serde(flatten)]
    #[wire(then(footprint = "|m| footprint(m.base, &m.pose)"))]
    pub fit: Fit,
    #[serde(skip_serializing)]
    pub base: Base,
    pub skip_action: bool,
    /// Stress gained or removed by the maneuver's colour, and the split's own effects.
    pub effects: Vec<Effect>,
    /// The leader's maneuver as this wingmate executed it after splitting, as `placeMove`
    /// answers it.
    pub executed: Option<Placed>,
    /// Split before it could move, with no dial: at the end of the Activation Phase it
    /// executes this maneuver, skips its action and gains one stress (`splitting::NO_DIAL`).
    pub end_of_activation: Option<EndOfActivation>,
}

/// The whole wing's move, as `moveWing` writes it.
#[derive(Clone, Debug, PartialEq, ToWire)]
pub struct WingMove {
    /// The leader's maneuver, as `placeMove` answers it.
    pub leader: Placed,
    /// The leader's maneuver colour, as the wingmates are treated as having executed it.
    pub difficulty: Difficulty,
    /// In ascending ID order.
    pub wingmates: Vec<MateMove>,
    /// The wing tool as laid for the wingmates placed in formation.
    pub tool: LaidTool,
    /// The request's seed, which reproduces the dice.
    pub seed: u64,
}

/// Mixed into the request's seed for the seeds of the wingmates that split and fly the
/// leader's maneuver ("WING" in ASCII): the leader's own dice keep the request's seed,
/// as in `placeMove`, and each split wingmate draws its own, in ascending ID order.
const MATE_SEEDS: u64 = 0x5749_4e47;

pub fn move_wing(req: &MoveRequest) -> Result<WingMove> {
    let wing = req.wing;
    let l = wing.leader_facts.tokens;
    let ionized = l.ion >= IONIZED_SMALL;
    // A standard ship that is ionized executes a blue speed 1 bank or straight in its
    // dial's direction (core rules "Ion", as `ion_maneuver` applies it to huge ships).
    let (maneuver, difficulty) =
        if ionized { (ion_maneuver(req.maneuver), Difficulty::Blue) } else { (req.maneuver, req.difficulty.unwrap_or(Difficulty::White)) };
    // One table for every move: the other pieces, then the leader and its wingmates,
    // each entry updated as its ship moves (a mover's own entry is skipped by id).
    let mut world: Vec<Piece> = req.others.iter().filter(|p| !is_member(wing, p.id())).cloned().collect();
    let first_member = world.len();
    world.push(Piece::Ship(wing.leader.clone()));
    world.extend(wing.wingmates().iter().map(|m| Piece::Ship(m.ship.clone())));
    let choices = Choices::default();
    let leader = place_move(&Request {
        edition: Edition::Second,
        mover: &wing.leader,
        state: MoverState { stress: l.stress, ion: l.ion, tractor: l.tractor, ..MoverState::default() },
        maneuver,
        difficulty: Some(difficulty),
        others: &world,
        area: req.area,
        seed: req.seed,
        choices: &choices,
        crippled: &[],
    })?;
    let colour = leader.difficulty.unwrap_or(Difficulty::White);
    let facts = LeaderFacts { removed: leader.fled, tokens: l, red_maneuver: colour == Difficulty::Red, ..LeaderFacts::default() };
    if let Some(slot) = world.get_mut(first_member) {
        *slot = Piece::Ship(wing.leader.at(leader.pose));
    }
    let mut rng = Pcg32::new(req.seed ^ MATE_SEEDS);
    let mut wingmates = Vec::with_capacity(wing.wingmates().len());
    for (i, m) in wing.wingmates().iter().enumerate() {
        let mv = move_mate(req, m, &facts, &leader, colour, &world, &mut rng)?;
        if let Some(slot) = world.get_mut(first_member + 1 + i) {
            *slot = Piece::Ship(m.ship.at(mv.pose));
        }
        wingmates.push(mv);
    }
    let in_formation: Vec<_> =
        wing.wingmates().iter().zip(&wingmates).filter(|(_, mv)| mv.split.is_none()).map(|(m, _)| (m.ship.base, m.position)).collect();
    let tool = req.tool.laid(&leader.pose, wing.leader.base, &in_formation);
    Ok(WingMove { leader, difficulty: colour, wingmates, tool, seed: req.seed })
}

fn move_mate(
    req: &MoveRequest,
    m: &Wingmate,
    leader_facts: &LeaderFacts,
    leader: &Placed,
    colour: Difficulty,
    world: &[Piece],
    rng: &mut Pcg32,
) -> Result<MateMove> {
    let start = m.ship.pose;
    let formation = formation_pose(req.wing, &req.tool, &leader.pose, m);
    let placed_ship = m.ship.at(formation);
    let pieces: Vec<&Piece> = world.iter().collect();
    let f = fit(&placed_ship, &pieces, &req.area);
    let base = MateMove {
        id: m.ship.id.clone(),
        position: m.position,
        start,
        formation_pose: formation,
        pose: start,
        split: None,
        fit: f,
        base: m.ship.base,
        executed: None,
        skip_action: false,
        effects: Vec::new(),
        end_of_activation: None,
    };
    let state = m.facts.tokens;
    if let Some(cause) = forced_causes(leader_facts, &m.facts).first().copied() {
        // Split before moving, with no dial: it waits for the end of the Activation Phase.
        return Ok(MateMove { split: Some(cause), skip_action: true, end_of_activation: Some(NO_DIAL), ..base });
    }
    if !base.fit.blocked() {
        let effects = colour_effects(&m.ship.id, colour, state.stress);
        return Ok(MateMove { pose: formation, effects, ..base });
    }
    // Cannot be placed: back to its previous position, the leader's revealed maneuver.
    let choices = Choices::default();
    let seed = u64::from(rng.next_u32());
    let placed = place_move(&Request {
        edition: Edition::Second,
        mover: &m.ship,
        state: MoverState { stress: state.stress, ..MoverState::default() },
        maneuver: leader.revealed,
        difficulty: Some(colour),
        others: world,
        area: req.area,
        seed,
        choices: &choices,
        crippled: &[],
    })?;
    let mut effects = placed.outcome.effects.clone();
    if colour == Difficulty::Blue && state.stress > 0 {
        effects.push(Effect::StressRemoved { target: m.ship.id.clone(), count: 1, source: "blueManeuver" });
    }
    Ok(MateMove {
        pose: placed.pose,
        split: Some(SplitCause::CannotBePlacedWhileMoving),
        skip_action: true,
        effects,
        executed: Some(placed),
        ..base
    })
}

/// "After it is placed in formation, a wingmate is treated as having fully executed the
/// maneuver on the wing leader's dial. This includes the speed, color, and bearing":
/// red gains one stress, blue removes one (core rules "Check Difficulty").
fn colour_effects(id: &str, colour: Difficulty, stress: u32) -> Vec<Effect> {
    match colour {
        Difficulty::Red => vec![Effect::Stress { target: id.to_string(), count: 1, source: "redManeuver" }],
        Difficulty::Blue if stress > 0 => vec![Effect::StressRemoved { target: id.to_string(), count: 1, source: "blueManeuver" }],
        _ => Vec::new(),
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
#[path = "moving_tests.rs"]
mod tests;
