//! `Workspace`: a table kept in wasm (in the style of Ruff's `Workspace`), changed
//! piece by piece by id, and the calls that read a table as its methods.
//!
//! Why: a one-shot call sends, reads and builds the whole table each time, which
//! costs far more than the query (docs/api.md "Speed"). A workspace builds each
//! piece once; a method call carries only what is not kept (the checked ship's id, the
//! maneuver ...), and a moved ship is rebuilt alone.
//!
//! This is the kept table as plain Rust: each method takes what the JS class
//! (`crate::bindings::Workspace`) read from its caller (a request's JSON text, an id, numbers),
//! reads it into its typed request once, runs the call on the kept table and writes the
//! answer once.

use std::cell::RefCell;

use crate::calls::shared::input::parse_text;
use crate::calls::shared::table::{entries, TableDto};
use crate::calls::table::place_move::{MoverDto, StateDto};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::geometry::Pose;
use crate::objects::Obstacle;
use crate::round::table::Table;
use crate::wire::numbers::{scaled, COORD, HEADING};
use crate::wire::{FromWire, ToWire, Writer};

/// Numbers in one `setPoses` array: x, y and heading per ship.
pub const POSE_NUMBERS: usize = 3;

/// A kept table. Every method answers a `RulesError` naming the field.
pub struct Workspace {
    table: RefCell<Table>,
}

/// What `new Workspace(...)` takes.
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub(crate) struct NewRequest {
    edition: Option<Edition>,
    #[serde(flatten)]
    table: TableDto<MoverDto>,
}

/// `update({ id, pose?, ...state })`: each state field given replaces the kept one.
#[derive(FromWire)]
pub(crate) struct UpdateDto {
    id: String,
    pose: Option<Pose>,
    /// Its cards and state (`StateDto::apply`).
    #[serde(flatten)]
    state: StateDto,
}

/// `add({ ship })` or `add({ obstacle })`.
#[derive(FromWire)]
#[wire(forms = "ship | obstacle")]
pub(crate) struct AddDto {
    ship: Option<MoverDto>,
    obstacle: Option<Obstacle>,
}

/// An id as the class read it (`None`: the caller's value was no string).
fn id_of(value: Option<String>, field: &str) -> Result<String> {
    value.ok_or_else(|| RulesError::invalid(field, "expected a piece's id (a string)"))
}

/// A number as the class read it (`None`: the caller's value was no number).
fn number(value: Option<f64>, field: &str) -> Result<f64> {
    value.filter(|v| v.is_finite()).ok_or_else(|| RulesError::invalid(field, "expected a finite number"))
}

/// A pose from loose finite numbers (`setPose`, `setPoses`), held to the scale a read pose is;
/// a refusal with the name of the number refused.
fn checked_pose(x: f64, y: f64, h: f64) -> std::result::Result<Pose, (&'static str, RulesError)> {
    let (x, y) = (scaled(COORD, x).map_err(|r| ("x", r))?, scaled(COORD, y).map_err(|r| ("y", r))?);
    Ok(Pose::new(x, y, scaled(HEADING, h).map_err(|r| ("heading", r))?))
}

impl Workspace {
    /// The table, unless a call on it is already running (a caller's getter calling back).
    /// Wasm memory's room for the call was checked before (`crate::bindings::boundary::reserve`),
    /// where its request, id or numbers were read.
    fn with<T>(&self, f: impl FnOnce(&mut Table) -> Result<T>) -> Result<T> {
        let mut t = self
            .table
            .try_borrow_mut()
            .map_err(|_| RulesError::not_allowed("Workspace", "called again from inside one of its own calls"))?;
        f(&mut t)
    }

    /// `new Workspace(...)` on its request's JSON text (also the native constructor of tests and
    /// benches); the ids are compared by `Table::new`.
    pub fn from_text(text: &str) -> Result<Workspace> {
        let req: NewRequest = parse_text(text)?;
        let (ed, given) = (req.edition.unwrap_or_default(), req.table);
        let ships = entries(&given.ships, "ships", |s, f| s.to_kept(ed, f, ""))?;
        let table = Table::new(ed, given.play_area.unwrap_or_default(), ships, given.obstacles)?;
        Ok(Workspace { table: RefCell::new(table) })
    }

    /// Moves a ship and/or replaces state fields ([`UpdateDto`]).
    pub fn update(&self, text: &str) -> Result<()> {
        let req: UpdateDto = parse_text(text)?;
        self.with(|t| {
            let mut kept = t.ship(&req.id, "id")?.clone();
            req.state.apply(&mut kept, t.edition(), "")?;
            t.set_state(&req.id, kept, "id")?;
            req.pose.map_or(Ok(()), |p| t.set_pose(&req.id, p, "id"))
        })
    }

    /// The kept table (read only).
    pub fn table(&self) -> std::cell::Ref<'_, Table> {
        self.table.borrow()
    }

    /// A call on the table (`crate::bindings::Workspace`'s method of the call's name, one per
    /// registry line with a `kept` doc line: `crate::calls::call_registry`): its request read,
    /// the call's `run_on` run on the kept table, the answer written (as the one-shot call
    /// writes it).
    pub fn query<Req: FromWire, Resp: ToWire>(&self, text: &str, run_on: impl FnOnce(Req, &Table) -> Result<Resp>) -> Result<Writer> {
        parse_text(text).and_then(|r| self.with(|t| run_on(r, t))).map(|r| crate::wire::write(&r))
    }

    /// The edition the table was made for (empty while a call on it runs).
    pub fn edition(&self) -> &'static str {
        self.table.try_borrow().map(|t| t.edition().as_str()).unwrap_or("")
    }

    /// The ship ids in table order (the order of `setPoses`).
    pub fn ship_ids(&self) -> Result<Vec<String>> {
        self.with(|t| Ok(t.ship_ids().map(str::to_string).collect()))
    }

    /// Moves one ship.
    pub fn set_pose(&self, id: Option<String>, x: Option<f64>, y: Option<f64>, heading: Option<f64>) -> Result<()> {
        let id = id_of(id, "id")?;
        let pose = checked_pose(number(x, "x")?, number(y, "y")?, number(heading, "heading")?).map_err(|(f, r)| r.within(f))?;
        self.with(|t| t.set_pose(&id, pose, "id"))
    }

    /// Moves every ship: x, y, heading per ship in `shipIds()` order.
    pub fn set_poses(&self, v: &[f64]) -> Result<()> {
        if !v.len().is_multiple_of(POSE_NUMBERS) {
            return Err(RulesError::invalid("poses", format!("expected x, y, heading triples, got {} numbers", v.len())));
        }
        let poses = v.chunks_exact(POSE_NUMBERS).enumerate().map(|(i, c)| pose_at(c, i)).collect::<Result<Vec<Pose>>>()?;
        self.with(|t| t.set_poses(&poses, "poses"))
    }

    /// Adds `{ ship }` or `{ obstacle }` (a new id).
    pub fn add(&self, text: &str) -> Result<()> {
        let req: AddDto = parse_text(text)?;
        self.with(|t| match (&req.ship, &req.obstacle) {
            (Some(s), None) => t.add_ship(s.to_kept(t.edition(), "ship", "")?, "ship"),
            (None, Some(o)) => t.add_obstacle(o.clone(), "obstacle"),
            _ => Err(RulesError::invalid("request", "expected exactly one of `ship` and `obstacle`")),
        })
    }

    /// Removes the ship or obstacle with this id.
    pub fn remove(&self, id: Option<String>) -> Result<()> {
        id_of(id, "id").and_then(|id| self.with(|t| t.remove(&id, "id")))
    }

    /// `measureRangeBatch` from the kept ship `attacker`; `points` as in the one-shot call.
    pub fn measure_range_batch(&self, text: &str, points: impl FnOnce() -> Result<Vec<f64>>) -> Result<Vec<f64>> {
        crate::calls::attack::measure_range::answer_batch_with(
            text,
            |req| self.with(|t| crate::calls::attack::measure_range::prepare_on(req, t)),
            points,
        )
    }
}

fn pose_at(c: &[f64], i: usize) -> Result<Pose> {
    let field = || format!("poses[{}]", POSE_NUMBERS * i);
    match c {
        [x, y, h] if x.is_finite() && y.is_finite() && h.is_finite() => checked_pose(*x, *y, *h).map_err(|(_, r)| r.within(&field())),
        _ => Err(RulesError::invalid(field(), "expected finite x, y and heading")),
    }
}

#[cfg(all(test, feature = "full"))]
#[path = "full_tests.rs"]
mod full_tests;

#[cfg(test)]
mod tests;
