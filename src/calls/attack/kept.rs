//! `Workspace.resolveAttack`'s request: the one-shot call's keys, its two sides kept ships
//! named by id. Its own type so that its declaration says what the method takes (both
//! sides, each with its `id`; no `pose`, `ships` or `obstacles`), converted here, once, into
//! the one-shot call's request. What it refuses (a side or an id left out, a pose, a table
//! part) it still reads and refuses in code, with the messages callers have always read.
//! The sides and the request keep the Rust names of the one-shot's (`AttackerDto`,
//! `Request`): a reader's "expected struct …" message names them.

use crate::calls::attack::input::{self, Head, Tail};
use crate::calls::shared::kept::{edition_of, kept_table_only};
use crate::error::{Result, RulesError};
use crate::objects::Ship;
use crate::round::table::Table;
use crate::wire::FromWire;

#[derive(FromWire)]
#[wire(forms = "attacker, defender, -ships, -obstacles")]
pub struct Request {
    #[serde(flatten)]
    head: Head,
    #[serde(default)]
    attacker: Option<AttackerDto>,
    #[serde(default)]
    defender: Option<DefenderDto>,
    #[serde(flatten)]
    tail: Tail,
}

/// The attacking kept ship, by `id`, at its kept pose; the rest as in `resolveAttack`.
#[derive(FromWire)]
#[wire(ts = "KeptAttackerInput")]
#[wire(forms = "id, -pose")]
pub struct AttackerDto {
    #[serde(flatten)]
    side: input::AttackerDto,
}

/// The defending kept ship, by `id`, at its kept pose; the rest as in `resolveAttack`.
#[derive(FromWire)]
#[wire(ts = "KeptDefenderInput")]
#[wire(forms = "id, -pose")]
pub struct DefenderDto {
    #[serde(flatten)]
    side: input::DefenderDto,
}

impl Request {
    /// The one-shot call's request on the kept `table`: none of the table's parts given,
    /// the table's edition, both sides kept ships ([`take_kept_sides`]).
    pub fn on(self, table: &Table) -> Result<input::Request> {
        kept_table_only(&[("ships", self.tail.ships.is_some()), ("obstacles", self.tail.obstacles.is_some())])?;
        let mut head = self.head;
        head.edition = Some(edition_of(table, head.edition)?);
        let (attacker, defender) = (self.attacker.map(|a| a.side), self.defender.map(|d| d.side));
        let mut req = input::Request { head, attacker, defender, tail: self.tail };
        take_kept_sides(&mut req, table)?;
        Ok(req)
    }
}

/// `Workspace.resolveAttack`: `attacker.id` and `defender.id` name kept ships, whose kept
/// poses the request takes (giving `pose` is refused) and whose ship, when the request
/// leaves `ship` out, is the kept ship's type; a `ship` given (with its `pilot`) must be of
/// the kept ship's type. Everything else about the two sides is the request's, as in the
/// one-shot call. A 1e huge ship kept as an obstacle neither attacks nor is attacked.
fn take_kept_sides(req: &mut input::Request, table: &Table) -> Result<()> {
    let ed = table.edition();
    let a = req.attacker.as_mut().ok_or_else(|| RulesError::invalid("attacker.id", "is required: the id of a kept ship"))?;
    let k = kept_side(table, ed, "attacker", a.id.as_deref(), a.pose.is_some(), a.ship.as_deref(), a.pilot.as_deref())?;
    if k.obstacle {
        return Err(RulesError::not_allowed(
            "attacker.id",
            "a huge ship placed as an obstacle does not attack (seed 003 \"Using Huge Ships as Obstacles\")",
        ));
    }
    (a.pose, a.ship) = (Some(k.pose.into()), a.ship.take().or_else(|| Some(k.ship_type.name().to_string())));
    let d = req.defender.as_mut().ok_or_else(|| RulesError::invalid("defender.id", "is required: the id of a kept ship"))?;
    let k = kept_side(table, ed, "defender", d.id.as_deref(), d.pose.is_some(), d.ship.as_deref(), d.pilot.as_deref())?;
    d.as_obstacle |= k.obstacle;
    (d.pose, d.ship) = (Some(k.pose.into()), d.ship.take().or_else(|| Some(k.ship_type.name().to_string())));
    Ok(())
}

/// The kept ship a side names; its `ship` (and `pilot`), when given, must be of its type.
fn kept_side<'t>(
    table: &'t Table,
    ed: crate::edition::Edition,
    role: &str,
    id: Option<&str>,
    pose_given: bool,
    ship: Option<&str>,
    pilot: Option<&str>,
) -> Result<&'t Ship> {
    let id = id.ok_or_else(|| RulesError::invalid(format!("{role}.id"), "is required: the id of a kept ship"))?;
    let k = &table.ship(id, &format!("{role}.id"))?.ship;
    if pose_given {
        return Err(RulesError::invalid(format!("{role}.pose"), "the kept pose is used: move the ship with setPose or update"));
    }
    if let Some(name) = ship {
        let (t, _) = crate::ships::resolve(name, pilot, ed, &format!("{role}.ship"), &format!("{role}.pilot"))?;
        if t != k.ship_type {
            return Err(RulesError::invalid(format!("{role}.ship"), format!("the kept ship {id:?} is a {}", k.ship_type.name())));
        }
    }
    Ok(k)
}
