//! A kept ship (`crate::calls::workspace`) read as the ship of a round call: what the
//! round calls' `run_on` share with the one-shot `run` they mirror.

use crate::edition::Edition;
use crate::error::Result;
use crate::round::state::ShipState;
use crate::round::table::{Table, TableShip};

/// The kept ship `id` as a round call's ship: its kept round state, or (a huge ship
/// without one) its setup state with its carried cards, as a one-shot call reads a ship
/// given without `state`.
pub(crate) fn round_ship(table: &Table, ed: Edition, id: &str, field: &str) -> Result<TableShip> {
    let mut k = table.ship(id, field)?.clone();
    k.round = k.round.or_else(|| k.ship.ship_type.huge().map(|h| ShipState::carrying(h, ed, &k.carried)));
    Ok(k)
}
