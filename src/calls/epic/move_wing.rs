//! `moveWing` (docs/epic.md "Wings"): the leader's maneuver as `placeMove` executes it,
//! then each wingmate placed in formation or split, with the tool and templates to draw.
//! On a kept table (`Workspace.moveWing`) the table is not changed: move the ships with
//! setPose or update.

use crate::calls::epic::wing_input::{around, named_ids, run_either, WingDto};
use crate::calls::shared::input::ManeuverDto;
use crate::calls::shared::numbers::Seed;
use crate::calls::shared::table::TableDto;
use crate::epic::wings::moving::{move_wing, MoveRequest, WingMove};
use crate::epic::wings::tool::{WingTool, FULL_TOOL};
use crate::error::Result;
use crate::round::table::Table;
use crate::wire::FromWire;

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    wing: WingDto,
    maneuver: ManeuverDto,
    tool: Option<WingTool>,
    #[serde(flatten)]
    table: TableDto,
    seed: Option<Seed>,
}

pub type Response = WingMove;

run_either!();

fn run_in(req: Request, kept: Option<&Table>) -> Result<Response> {
    let wing = req.wing.to_wing(true)?;
    let (others, area) = around(&req.table, kept, &named_ids("wing.", &req.wing.leader, &req.wing.wingmates))?;
    move_wing(&MoveRequest {
        wing: &wing,
        maneuver: req.maneuver.maneuver,
        difficulty: req.maneuver.difficulty,
        tool: req.tool.unwrap_or(FULL_TOOL),
        others: &others,
        area,
        seed: Seed::or_drawn(req.seed),
    })
}
