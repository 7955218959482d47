//! `setTable` / `dropTable`: a table that crosses the JS boundary once.
//!
//! Reading a request's `ships` and `obstacles` costs about 2.5 µs per object in wasm
//! (stringify, parse, validate, build shapes), far more than `placeMove` itself. A page previewing many
//! maneuvers on an unchanged table can store it once and name it with `table` in
//! each `placeMove`. Tables are immutable once stored; at most [`MAX_TABLES`] are
//! kept (the oldest is dropped first), so a page that forgets `dropTable` cannot
//! grow memory without bound.

use crate::wire::{FromWire, ToWire};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use super::input::ShipDto;
use super::table_input::{to_pieces, ObstacleDto};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::num_text::Num;
use crate::objects::Piece;

/// Most tables kept at once.
pub const MAX_TABLES: usize = 16;

struct Stored {
    id: u32,
    edition: Edition,
    pieces: Rc<Vec<Piece>>,
}

thread_local! {
    static TABLES: RefCell<(u32, VecDeque<Stored>)> = const { RefCell::new((0, VecDeque::new())) };
}

#[derive(FromWire)]
pub struct SetRequest {
    #[serde(default)]
    edition: Option<Edition>,
    #[serde(default)]
    ships: Vec<ShipDto>,
    #[serde(default)]
    obstacles: Vec<ObstacleDto>,
}

#[derive(ToWire)]
pub struct SetResponse {
    pub table: u32,
    ships: usize,
    obstacles: usize,
}

#[derive(FromWire)]
pub struct DropRequest {
    table: super::input::Finite,
}

#[derive(ToWire)]
pub struct DropResponse {
    dropped: bool,
}

/// Parses and stores a table; returns its handle.
pub fn set(req: SetRequest) -> Result<SetResponse> {
    let ed = req.edition.unwrap_or_default();
    let pieces = to_pieces(&req.ships, &req.obstacles, ed)?;
    let (ships, obstacles) = (req.ships.len(), req.obstacles.len());
    let table = TABLES.with(|t| {
        let mut t = t.borrow_mut();
        t.0 = t.0.wrapping_add(1).max(1);
        let id = t.0;
        if t.1.len() >= MAX_TABLES {
            t.1.pop_front();
        }
        t.1.push_back(Stored { id, edition: ed, pieces: Rc::new(pieces) });
        id
    });
    Ok(SetResponse { table, ships, obstacles })
}

/// Forgets a table.
pub fn drop_table(req: DropRequest) -> Result<DropResponse> {
    let id = req.table.0;
    let dropped = TABLES.with(|t| {
        let mut t = t.borrow_mut();
        let before = t.1.len();
        t.1.retain(|s| s.id as f64 != id);
        t.1.len() != before
    });
    Ok(DropResponse { dropped })
}

/// The pieces of table `id`, which must have been stored for `edition`.
pub fn get(id: f64, ed: Edition) -> Result<Rc<Vec<Piece>>> {
    TABLES.with(|t| {
        let t = t.borrow();
        let s = t.1.iter().find(|s| s.id as f64 == id).ok_or_else(|| {
            RulesError::unknown("table", format!("no stored table {}: call setTable first (at most {MAX_TABLES} are kept)", Num(id)))
        })?;
        if s.edition != ed {
            return Err(RulesError::invalid("table", format!("stored for {}, asked for {}", s.edition.as_str(), ed.as_str())));
        }
        Ok(Rc::clone(&s.pieces))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_tables_are_found_dropped_and_bounded() {
        let r = set(SetRequest { edition: None, ships: vec![], obstacles: vec![] }).unwrap();
        assert!(get(r.table as f64, Edition::Second).unwrap().is_empty());
        assert_eq!(get(r.table as f64, Edition::First).unwrap_err().field, "table");
        assert!(drop_table(DropRequest { table: super::super::input::Finite(r.table as f64) }).unwrap().dropped);
        assert_eq!(get(r.table as f64, Edition::Second).unwrap_err().field, "table");
        let first = set(SetRequest { edition: None, ships: vec![], obstacles: vec![] }).unwrap().table;
        for _ in 0..MAX_TABLES {
            set(SetRequest { edition: None, ships: vec![], obstacles: vec![] }).unwrap();
        }
        assert!(get(first as f64, Edition::Second).is_err(), "the oldest was dropped");
    }
}
