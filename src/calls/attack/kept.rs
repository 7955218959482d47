//! `Workspace.resolveAttack`'s request: the call's keys, both sides kept ships by `id` (its
//! declaration says so), converted here once into the call's request. What it refuses (a side
//! or an id left out, a pose, a table part) is read and refused in code, with the messages
//! callers have always read; its types keep the call's Rust names ("expected struct …").

use crate::calls::attack::input::{self, AttackerDto, DefenderDto, Head, Named, Tail};
use crate::calls::shared::kept::{edition_of, kept_table_only};
use crate::error::{Result, RulesError};
use crate::geometry::Pose;
use crate::round::table::{Table, TableShip};
use crate::wire::FromWire;

// The kept ships' sides are read as `resolveAttack`'s; only their declarations differ
// (`ts`: `id` given, no `pose`).
#[derive(FromWire)]
#[wire(forms = "attacker, defender, -ships, -obstacles")]
pub struct Request {
    #[serde(flatten)]
    head: Head,
    #[wire(ts_with = "ts::attacker")]
    attacker: Option<AttackerDto>,
    #[wire(ts_with = "ts::defender")]
    defender: Option<DefenderDto>,
    #[serde(flatten)]
    tail: Tail,
}

/// The attacker's and the defender's kept ships.
pub type Sides<'t> = (&'t TableShip, &'t TableShip);

impl Request {
    /// The call's request on the kept `table`: none of the table's parts given, its edition,
    /// both sides kept ships at their kept poses, of their kept type unless `ship` is given
    /// (then it must be that type). A 1e huge ship kept as an obstacle neither attacks nor
    /// is attacked.
    pub fn on(self, table: &Table) -> Result<(input::Request, Sides<'_>)> {
        kept_table_only(&[("ships", self.tail.ships.is_some()), ("obstacles", self.tail.obstacles.is_some())])?;
        let mut head = self.head;
        head.edition = Some(edition_of(table, head.edition)?);
        let mut a = self.attacker.ok_or_else(|| no_id("attacker"))?;
        let ka = kept_side(table, "attacker", &mut a.named, &mut a.placed.pose)?;
        if ka.ship.obstacle {
            return Err(RulesError::not_allowed(
                "attacker.id",
                "a huge ship placed as an obstacle does not attack (seed 003 \"Using Huge Ships as Obstacles\")",
            ));
        }
        let mut d = self.defender.ok_or_else(|| no_id("defender"))?;
        let kd = kept_side(table, "defender", &mut d.named, &mut d.placed.pose)?;
        d.as_obstacle |= kd.ship.obstacle;
        Ok((input::Request { head, attacker: a, defender: d, tail: self.tail }, (ka, kd)))
    }
}

fn no_id(role: &str) -> RulesError {
    RulesError::invalid(format!("{role}.id"), "is required: the id of a kept ship")
}

/// The kept ship a side names, its kept pose and (unless given) its type set on the side.
fn kept_side<'t>(table: &'t Table, role: &str, side: &mut Named, pose: &mut Option<Pose>) -> Result<&'t TableShip> {
    let id = side.id.as_deref().ok_or_else(|| no_id(role))?;
    let kept = table.ship(id, &format!("{role}.id"))?;
    let k = &kept.ship;
    if pose.is_some() {
        return Err(RulesError::invalid(format!("{role}.pose"), "the kept pose is used: move the ship with setPose or update"));
    }
    if let Some(name) = side.ship.as_deref() {
        let (t, _) =
            crate::ships::resolve(name, side.pilot.as_deref(), table.edition(), &format!("{role}.ship"), &format!("{role}.pilot"))?;
        if t != k.ship_type {
            return Err(RulesError::invalid(format!("{role}.ship"), format!("the kept ship {id:?} is a {}", k.ship_type.name())));
        }
    }
    *pose = Some(k.pose);
    side.ship.get_or_insert_with(|| k.ship_type.name().to_string());
    Ok(kept)
}

/// The kept sides' declarations: a side of `resolveAttack` with `id` given and no `pose`.
#[cfg(test)]
mod ts {
    use crate::calls::attack::input::{AttackerDto, DefenderDto};
    use crate::wire::ts::{forms, named, shape_fields, Dir, TsField};
    use crate::wire::FromWire;

    /// `f` typed as the side `S`'s kept form, declared once as `name`.
    fn kept<S: FromWire>(f: &mut TsField, rust: &'static str, name: &'static str, doc: &'static str) {
        f.ty = format!("{} | null", named(Dir::In, rust, name, doc, || forms(shape_fields(S::SHAPE), "id, -pose")));
    }

    pub fn attacker(f: &mut TsField) {
        let doc = "The attacking kept ship, by `id`, at its kept pose; the rest as in `resolveAttack`.";
        kept::<AttackerDto>(f, concat!(module_path!(), "::KeptAttacker"), "KeptAttackerInput", doc);
    }

    pub fn defender(f: &mut TsField) {
        let doc = "The defending kept ship, by `id`, at its kept pose; the rest as in `resolveAttack`.";
        kept::<DefenderDto>(f, concat!(module_path!(), "::KeptDefender"), "KeptDefenderInput", doc);
    }
}
