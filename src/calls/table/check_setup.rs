//! `checkSetup`: whether a setup placement is legal.

use crate::calls::shared::input::{Finite, ShipDto};
use crate::calls::shared::kept::edition_of;
use crate::calls::shared::table::{length, TableDto};
use crate::edition::Edition;
use crate::error::Result;
use crate::flight::play_area::PlayArea;
use crate::objects::{Piece, Ship};
use crate::round::setup::{check_setup, Edge, SetupArea, SetupReport, DEFAULT_SETUP_DEPTH};
use crate::round::table::Table;
use crate::wire::FromWire;

/// `S`: the ship placed, given whole or, on a kept table (`Workspace.checkSetup`), by id.
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request<S = ShipDto> {
    edition: Option<Edition>,
    ship: S,
    setup_area: SetupAreaDto,
    /// The other ships, the obstacles and the play area.
    #[serde(flatten)]
    table: TableDto,
}

#[derive(FromWire)]
struct SetupAreaDto {
    edge: Edge,
    depth: Option<Finite>,
}

/// The engine's report.
pub type Response = SetupReport;

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    let ship = req.ship.to_ship(ed, "ship")?;
    let area = req.table.area()?;
    let others = req.table.pieces(ed)?;
    check(&req, ed, &ship, area, &others)
}

/// `Workspace.checkSetup`: the ship (at its kept pose), the play area and the others
/// come from the kept table.
pub fn run_on(req: Request<String>, table: &Table) -> Result<Response> {
    req.table.kept_only()?;
    let ed = edition_of(table, req.edition)?;
    check(&req, ed, &table.ship(&req.ship, "ship")?.ship, table.area(), table.pieces())
}

fn check<S>(req: &Request<S>, ed: Edition, ship: &Ship, area: PlayArea, others: &[Piece]) -> Result<Response> {
    let edge = req.setup_area.edge;
    let depth = req.setup_area.depth.map(|d| length(d.0, "setupArea.depth")).transpose()?.unwrap_or(DEFAULT_SETUP_DEPTH);
    Ok(check_setup(ed, ship, area, SetupArea { edge, depth }, others))
}
