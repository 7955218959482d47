//! `squadShips`: the engine's ships for an XWS squad (`crate::squads::ships`), so that a
//! site puts a squad on a table in one line: `{ id, ship, pilot, upgrades, player?, team? }`
//! per ship. Poses are the caller's to set (a scenario's deployment area: docs/epic.md).

use crate::calls::shared::numbers::Count;
use crate::calls::squads::xws_input::XwsSquad;
use crate::edition::Edition;
use crate::error::Result;
use crate::squads::ships::{ships, FieldedShip};
use crate::wire::{FromWire, ToWire};

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts_editions)]
pub struct Request {
    #[serde(default)]
    #[wire(ts_with = "crate::wire::ts::edition_key")]
    edition: Edition,
    xws: XwsSquad,
    /// The player the ships belong to (Epic: `player`), copied to each ship.
    player: Option<Count>,
    /// Epic team battles: the player's team, copied to each ship.
    team: Option<Count>,
}

#[derive(ToWire)]
pub struct Response {
    ships: Vec<FieldedShip>,
}

pub fn run(req: Request) -> Result<Response> {
    let squad = req.xws.squad(req.edition)?;
    Ok(Response { ships: ships(req.edition, &squad, req.player.map(|p| p.0), req.team.map(|t| t.0)) })
}
