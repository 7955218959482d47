//! `moveWing` (docs/epic.md "Wings"): the leader's maneuver as `placeMove` executes it,
//! then each wingmate placed in formation or split, with the tool and templates to draw.

use crate::calls::shared::table::TableDto;
use crate::epic::wings::tool::{WingTool, FULL_TOOL};
use crate::wire::FromWire;

use crate::calls::epic::wing_input::{around, wing_ids, WingDto};
use crate::calls::shared::input::ManeuverDto;
use crate::calls::shared::numbers::Seed;
use crate::epic::wings::moving::{move_wing, MoveRequest, WingMove};
use crate::error::Result;
use crate::movement::dials::Difficulty;
use crate::round::maneuver::MoverState;
use crate::round::table::Table;

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    wing: WingDto,
    maneuver: ManeuverDto,
    tool: Option<WingTool>,
    /// The other ships, the obstacles and the play area.
    #[serde(flatten)]
    table: TableDto,
    seed: Option<Seed>,
}

/// The wing's move, with the seed that reproduces its dice.
pub type Response = WingMove;

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
    let wing = req.wing.to_wing(true)?;
    // The leader's revealed maneuver; its colour default white (the engine holds no standard ship's dial).
    let (maneuver, difficulty) = (req.maneuver.to_maneuver("maneuver")?, req.maneuver.difficulty.unwrap_or(Difficulty::White));
    let l = req.wing.leader.tokens;
    let leader_state = MoverState { stress: l.stress, ion: l.ion, tractor: l.tractor, ..MoverState::default() };
    let states: Vec<_> = req.wing.wingmates.iter().map(|m| (m.id.clone(), m.tokens)).collect();
    let tool = req.tool.unwrap_or(FULL_TOOL).checked().map_err(|e| e.within("tool"))?;
    let (others, area) = around(&req.table, kept, &wing_ids(&wing), &|id| req.wing.id_field(id))?;
    move_wing(&MoveRequest {
        wing: &wing,
        leader_state,
        mate_states: &states,
        maneuver,
        difficulty: Some(difficulty),
        tool,
        others: &others,
        area,
        seed: Seed::or_drawn(req.seed),
    })
}
