//! `checkOverlap` (docs/conventions.md §4; docs/api.md).

use crate::calls::shared::input::ShipDto;
use crate::calls::shared::table::to_pieces;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::objects::{Obstacle, Piece};
use crate::overlap::{check_overlap, OverlapReport};
use crate::round::table::Table;
use crate::wire::FromWire;

/// The piece checked is `ship` or `obstacle` (exactly one), against the table's `ships` and
/// `obstacles`: the names every call that reads a table uses (issue 21; before 0.2 they
/// were `subject` and one mixed `others` list).
#[derive(FromWire)]
#[wire(forms = "ship | obstacle")]
pub struct Request {
    edition: Option<Edition>,
    ship: Option<ShipDto>,
    obstacle: Option<Obstacle>,
    #[serde(default)]
    ships: Vec<ShipDto>,
    #[serde(default)]
    obstacles: Vec<Obstacle>,
}

pub type Response = OverlapReport;

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    let checked = match (req.ship, req.obstacle) {
        (Some(s), None) => Piece::Ship(s.ship.to_ship(ed, "ship")?),
        (None, Some(o)) => Piece::Obstacle(o),
        (Some(_), Some(_)) => return Err(RulesError::invalid("obstacle", "give `ship` or `obstacle`, not both")),
        (None, None) => return Err(RulesError::invalid("ship", "is required (or `obstacle`: the piece checked)")),
    };
    let table = to_pieces(&req.ships, &req.obstacles, ed)?;
    Ok(check_overlap(&checked, &table))
}

/// `Workspace.checkOverlap({ ship })` or `({ obstacle })`: the kept piece checked, by id.
#[derive(FromWire)]
#[wire(forms = "ship | obstacle")]
pub struct CheckedDto {
    ship: Option<String>,
    obstacle: Option<String>,
}

/// `Workspace.checkOverlap`: the kept piece named (a ship by `ship`, an obstacle by
/// `obstacle`) against the rest of the kept table.
pub fn run_on(req: CheckedDto, t: &Table) -> Result<Response> {
    let checked = match (&req.ship, &req.obstacle) {
        (Some(id), None) => t.ship(id, "ship").and_then(|_| t.piece(id, "ship"))?,
        (None, Some(id)) => match t.piece(id, "obstacle")? {
            p if p.as_obstacle().is_some() => p,
            _ => return Err(RulesError::invalid("obstacle", format!("{id:?} is a ship: name it as `ship`"))),
        },
        (Some(_), Some(_)) => return Err(RulesError::invalid("obstacle", "give `ship` or `obstacle`, not both")),
        (None, None) => return Err(RulesError::invalid("ship", "is required (or `obstacle`: the kept piece checked)")),
    };
    Ok(check_overlap(checked, t.pieces()))
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::calls::shared::input::parse_text;
    use crate::error::expect_err as err;

    #[test]
    fn duplicate_ids_across_the_table_are_refused() {
        let req = r#"{"ship": {"id": "s", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}},
            "ships": [{"id": "s", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}},
                      {"id": "a", "ship": "small", "pose": {"x": 50, "y": 0, "heading": 0}}],
            "obstacles": [{"id": "a", "type": "debris", "points": [[0, 0], [9, 0], [0, 9]]}]}"#;
        let e = err(run(parse_text(req).unwrap()));
        assert_eq!((e.field.as_str(), e.reason.as_str()), ("obstacles[0].id", "duplicate id \"a\""));
    }

    #[test]
    fn the_piece_checked_is_a_ship_or_an_obstacle_never_both_or_neither() {
        let ship = r#""ship": {"id": "s", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}}"#;
        let rock = r#""obstacle": {"id": "r", "type": "debris", "points": [[-5, -5], [5, -5], [0, 5]]}"#;
        let both = err(run(parse_text(&format!("{{{ship}, {rock}}}")).unwrap()));
        assert_eq!(both.field, "obstacle");
        assert_eq!(err(run(parse_text("{}").unwrap())).field, "ship");
        // The obstacle under the ship's base overlaps it; its errors are named `obstacle…`.
        let r =
            run(parse_text(&format!(r#"{{{rock}, "ships": [{{"id": "s", "ship": "small", "pose": {{"x": 0, "y": 0, "heading": 0}}}}]}}"#))
                .unwrap())
            .unwrap();
        assert_eq!(r.overlaps.len(), 1);
        let bad = r#"{"obstacle": {"id": "r", "type": "debris", "points": [[0, 0], [1, 0]]}}"#;
        assert!(err(parse_text::<Request>(bad)).field.starts_with("obstacle.points"));
    }

    #[test]
    fn the_old_names_are_refused_with_the_new_ones() {
        let old = r#"{"subject": {"id": "s", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}}, "others": []}"#;
        let e = err(parse_text::<Request>(old).map(|_| ()));
        assert_eq!(e.field, "subject");
        assert!(e.reason.contains("\"ship\""), "{}", e.reason);
    }
}
