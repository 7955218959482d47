//! The `ships` and `obstacles` lists of the one-shot calls that read a table, read with one
//! DTO per kind: each list holds one kind, so no field is looked up that cannot be
//! there (at the JS boundary every lookup, even of a missing field, costs time).

use super::input::{check_len, check_unique_ids, to_obstacle, Finite, PieceDto, ShipDto};
use crate::edition::Edition;
use crate::error::Result;
use crate::objects::{ObstacleKind, Piece};
use crate::wire::FromWire;

/// An obstacle as a caller sends it (docs/api.md `Obstacle`).
#[derive(FromWire, Clone, Debug)]
pub struct ObstacleDto {
    id: String,
    #[serde(rename = "type")]
    kind: ObstacleKind,
    points: Vec<[Finite; 2]>,
}

impl ObstacleDto {
    pub fn id(&self) -> &str {
        &self.id
    }
}

/// Ships then obstacles, each entry's errors naming `ships[i]` / `obstacles[i]`. Ids
/// must be unique across both lists (`ships[3].id: duplicate id "x"`): the rules'
/// results name pieces by id, and a ship and an obstacle named alike would be confused.
pub fn to_pieces(ships: &[ShipDto], obstacles: &[ObstacleDto], ed: Edition) -> Result<Vec<Piece>> {
    check_len(ships.len(), "ships")?;
    check_len(obstacles.len(), "obstacles")?;
    let mut out = Vec::with_capacity(ships.len() + obstacles.len());
    for (i, s) in ships.iter().enumerate() {
        out.push(Piece::Ship(s.to_ship(ed, &format!("ships[{i}]"))?));
    }
    for (i, o) in obstacles.iter().enumerate() {
        let dto = PieceDto {
            id: o.id.clone(),
            ship: None,
            pilot: None,
            pose: None,
            kind: Some(o.kind),
            points: Some(o.points.clone()),
            as_obstacle: false,
        };
        out.push(Piece::Obstacle(to_obstacle(&dto, &format!("obstacles[{i}]"))?));
    }
    let ids = out.iter().map(|p| p.id());
    let n = ships.len();
    check_unique_ids(ids, |i| if i < n { format!("ships[{i}]") } else { format!("obstacles[{}]", i - n) })?;
    Ok(out)
}
