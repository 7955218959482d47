//! `moveWing` (docs/epic.md "Wings"): the leader's maneuver as `placeMove` executes it,
//! then each wingmate placed in formation or split, with the tool and templates to draw.

use crate::calls::shared::table::TableDto;
use crate::geometry::{Pose, Vec2};
use crate::wire::{FromWire, ToWire};

use crate::calls::epic::wing_input::{footprint, tool, tool_out, wing_ids, Around, CauseOut, ToolDto, ToolOut, WingDto};
use crate::calls::shared::input::ManeuverDto;
use crate::calls::shared::numbers::Seed;
use crate::calls::table::place_move::{respond, Response as PlacedOut};
use crate::epic::wings::moving::{move_wing, MateMove, MoveRequest};
use crate::epic::wings::splitting::EndOfActivation;
use crate::epic::wings::WingPosition;
use crate::error::Result;
use crate::movement::dials::Difficulty;
use crate::overlap::outcome::Effect;
use crate::round::maneuver::MoverState;
use crate::round::table::Table;

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    wing: WingDto,
    maneuver: ManeuverDto,
    #[serde(default)]
    tool: Option<ToolDto>,
    /// The other ships, the obstacles and the play area.
    #[serde(flatten)]
    table: TableDto,
    #[serde(default)]
    seed: Option<Seed>,
}

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Response {
    leader: PlacedOut,
    difficulty: Difficulty,
    wingmates: Vec<MateOut>,
    tool: ToolOut,
    seed: f64,
}

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "WingmateMove")]
struct MateOut {
    id: String,
    position: WingPosition,
    wing_id: u8,
    start: Pose,
    formation_pose: Pose,
    pose: Pose,
    in_formation: bool,
    split: Option<CauseOut>,
    overlaps: Vec<String>,
    obstacles: Vec<String>,
    outside_play_area: bool,
    footprint: Vec<Vec2>,
    skip_action: bool,
    effects: Vec<Effect>,
    executed: Option<PlacedOut>,
    end_of_activation: Option<EndOfActivation>,
}

pub fn run(req: Request) -> Result<Response> {
    run_in(req, None)
}

/// `Workspace.moveWing`: the wing is given whole with its state (a kept ship's own entry
/// is skipped by id); the others and the play area are the kept table's. The table is
/// not changed: move the ships with setPose or update.
pub fn run_on(req: Request, table: &Table) -> Result<Response> {
    run_in(req, Some(table))
}

/// The call on the request's pieces (`kept` none) or on a kept table's.
fn run_in(req: Request, kept: Option<&Table>) -> Result<Response> {
    let around = Around::of(&req.table, kept)?;
    let wing = req.wing.to_wing(true)?;
    // The leader's revealed maneuver; its colour default white (the engine holds no standard ship's dial).
    let (maneuver, difficulty) = (req.maneuver.to_maneuver("maneuver")?, req.maneuver.difficulty.unwrap_or(Difficulty::White));
    let l = req.wing.leader.tokens();
    let leader_state = MoverState { stress: l.stress, ion: l.ion, tractor: l.tractor, ..MoverState::default() };
    let states: Vec<_> = req.wing.wingmates.iter().map(|m| (m.id.clone(), m.tokens())).collect();
    let tool = tool(req.tool)?;
    let (others, area) = around.read(&wing_ids(&wing), &|id| req.wing.id_field(id))?;
    let seed = Seed::or_drawn(req.seed);
    let out = move_wing(&MoveRequest {
        wing: &wing,
        leader_state,
        mate_states: &states,
        maneuver,
        difficulty: Some(difficulty),
        tool,
        others: &others,
        area,
        seed,
    })?;
    let wingmates = wing.wingmates().iter().zip(out.wingmates).map(|(m, mv)| mate_out(m.ship.base, mv)).collect();
    Ok(Response { leader: respond(out.leader), difficulty: out.difficulty, wingmates, tool: tool_out(&tool, &out.tool), seed: seed as f64 })
}

fn mate_out(base: crate::bases::Base, mv: MateMove) -> MateOut {
    MateOut {
        id: mv.id,
        position: mv.position,
        wing_id: mv.position.id(),
        start: mv.start,
        formation_pose: mv.formation_pose,
        pose: mv.pose,
        in_formation: mv.split.is_none(),
        split: mv.split.map(CauseOut::from),
        overlaps: mv.fit.ships,
        obstacles: mv.fit.obstacles,
        outside_play_area: mv.fit.outside,
        footprint: footprint(base, &mv.pose),
        skip_action: mv.skip_action,
        effects: mv.effects,
        executed: mv.executed.map(respond),
        end_of_activation: mv.end_of_activation,
    }
}
