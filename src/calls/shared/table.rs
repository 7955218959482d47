//! The `ships` and `obstacles` lists of the one-shot calls that read a table, read with one
//! DTO per kind: each list holds one kind, so no field is looked up that cannot be
//! there (at the JS boundary every lookup, even of a missing field, costs time).

use crate::calls::shared::input::{check_len, ShipDto};
use crate::calls::shared::kept::kept_table_only;
use crate::edition::Edition;
use crate::error::Result;
use crate::flight::play_area::PlayArea;
use crate::objects::{Obstacle, Piece, Ship};
use crate::round::table::check_piece_ids;
use crate::wire::FromWire;

/// Each entry of the list `field`, within [`MAX_OBJECTS`](crate::limits::MAX_OBJECTS)
/// (checked first), its errors naming `field[i]`.
pub fn entries<D, T>(list: &[D], field: &str, to: impl Fn(&D, &str) -> Result<T>) -> Result<Vec<T>> {
    check_len(list.len(), field)?;
    list.iter().enumerate().map(|(i, d)| to(d, &format!("{field}[{i}]"))).collect()
}

/// The ships and the obstacles as two lists ([`entries`]). Ids are not compared: `to_pieces`
/// does, for the calls whose results name pieces by id (the attack calls' obstruction does not).
pub fn ships_and_obstacles(ships: &[ShipDto], obstacles: &[Obstacle], ed: Edition) -> Result<(Vec<Ship>, Vec<Obstacle>)> {
    let ships = entries(ships, "ships", |s, f| s.ship.to_ship(ed, f))?;
    check_len(obstacles.len(), "obstacles")?;
    Ok((ships, obstacles.to_vec()))
}

/// Ships then obstacles ([`ships_and_obstacles`]). Ids must be unique across both lists
/// (`ships[3].id: duplicate id "x"`): the rules' results name pieces by id, and a ship and
/// an obstacle named alike would be confused.
pub fn to_pieces(ships: &[ShipDto], obstacles: &[Obstacle], ed: Edition) -> Result<Vec<Piece>> {
    let (ships, obstacles) = ships_and_obstacles(ships, obstacles, ed)?;
    check_piece_ids(ships.iter().map(|s| s.id.as_str()), obstacles.iter().map(|o| o.id.as_str()))?;
    Ok(ships.into_iter().map(Piece::Ship).chain(obstacles.into_iter().map(Piece::Obstacle)).collect())
}

/// The table a one-shot call reads beside its own pieces: the other `ships`, the
/// `obstacles` and the `playArea` (docs/api.md), one type flattened into every request
/// that takes them (`#[serde(flatten)]`), so that each reads and checks them alike; with
/// `S` a kept ship (`MovingShip`), the table `new Workspace` keeps.
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct TableDto<S = ShipDto> {
    #[serde(default)]
    pub ships: Vec<S>,
    #[serde(default)]
    pub obstacles: Vec<Obstacle>,
    pub play_area: Option<PlayArea>,
}

impl TableDto {
    /// The ships then the obstacles ([`to_pieces`]).
    pub fn pieces(&self, ed: Edition) -> Result<Vec<Piece>> {
        to_pieces(&self.ships, &self.obstacles, ed)
    }

    /// The play area given; absent, the Epic 6' x 3' area.
    pub fn area(&self) -> PlayArea {
        self.play_area.unwrap_or_default()
    }

    /// On a kept table (`Workspace`) none of these may be given: the kept ones are used.
    pub fn kept_only(&self) -> Result<()> {
        kept_table_only(&[
            ("ships", !self.ships.is_empty()),
            ("obstacles", !self.obstacles.is_empty()),
            ("playArea", self.play_area.is_some()),
        ])
    }
}
