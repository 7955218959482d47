//! `checkSetup`: whether a setup placement is legal.

use crate::calls::shared::input::ShipDto;
use crate::calls::shared::kept::edition_of;
use crate::calls::shared::table::TableDto;
use crate::edition::Edition;
use crate::error::Result;
use crate::round::setup::{check_setup, SetupArea, SetupReport};
use crate::round::table::Table;
use crate::wire::FromWire;

/// `S`: the ship placed, given whole or, on a kept table (`Workspace.checkSetup`), by id.
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request<S = ShipDto> {
    edition: Option<Edition>,
    ship: S,
    setup_area: SetupArea,
    #[serde(flatten)]
    table: TableDto,
}

pub type Response = SetupReport;

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    let ship = req.ship.ship.to_ship(ed, "ship")?;
    let others = req.table.pieces(ed)?;
    Ok(check_setup(ed, &ship, req.table.area(), req.setup_area, &others))
}

/// `Workspace.checkSetup`: the ship (at its kept pose), the play area and the others
/// come from the kept table.
pub fn run_on(req: Request<String>, table: &Table) -> Result<Response> {
    req.table.kept_only()?;
    let ed = edition_of(table, req.edition)?;
    Ok(check_setup(ed, &table.ship(&req.ship, "ship")?.ship, table.area(), req.setup_area, table.pieces()))
}
