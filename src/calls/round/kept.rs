//! A kept ship (`crate::calls::workspace`) read as the ship of a round call: what the
//! round calls' `run_on` share with the one-shot `run` they mirror.

use crate::calls::round::state::RoundShip;
use crate::edition::Edition;
use crate::error::Result;
use crate::round::state::ShipState;
use crate::round::table::Table;

/// The kept ship `id` as a round call's ship: its kept round state, or (a huge ship
/// without one) its setup state with its carried cards, as a one-shot call reads a ship
/// given without `state`; its stress, player, team and cards as kept.
pub(crate) fn round_ship(table: &Table, ed: Edition, id: &str, field: &str) -> Result<RoundShip> {
    let k = table.ship(id, field)?;
    let state = k.round.clone().or_else(|| k.ship.ship_type.huge().map(|h| ShipState::carrying(h, ed, &k.carried)));
    Ok(RoundShip { ship: k.ship.clone(), player: k.player, team: k.team, stress: k.mover.stress, state, carried: k.carried.clone() })
}

/// Every kept ship but `except`, in table order, as round calls' ships.
pub(crate) fn other_round_ships(table: &Table, ed: Edition, except: &str) -> Result<Vec<RoundShip>> {
    table.ship_ids().filter(|id| *id != except).map(|id| round_ship(table, ed, id, "ships")).collect()
}
