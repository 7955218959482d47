//! `Workspace.resolveAttack`: the call's request ([`input::Request`], read as the one-shot
//! call reads it), both sides kept ships by `id`, set here once on the kept table. What it
//! refuses (a side or an id left out, a pose, a table part) is refused in code, with the
//! messages callers have always read; its declaration says so ([`Request`], test-only).

use crate::calls::attack::input::{self, Named};
use crate::calls::shared::kept::{edition_of, kept_table_only};
use crate::error::{Result, RulesError};
use crate::geometry::Pose;
use crate::round::table::{Table, TableShip};

/// The call's request on the kept `table`: none of the table's parts given, its edition,
/// both sides kept ships at their kept poses, of their kept type unless `ship` is given
/// (then it must be that type); answered: the attacker's and the defender's kept ships.
/// A 1e huge ship kept as an obstacle neither attacks nor is attacked.
pub fn on<'t>(req: &mut input::Request, table: &'t Table) -> Result<(&'t TableShip, &'t TableShip)> {
    kept_table_only(&[("ships", req.ships.is_some()), ("obstacles", req.obstacles.is_some())])?;
    req.edition = Some(edition_of(table, req.edition)?);
    let (a, d) = (&mut req.attacker, &mut req.defender);
    let ka = kept_side(table, "attacker", &mut a.named, &mut a.placed.pose)?;
    if ka.ship.obstacle {
        return Err(RulesError::not_allowed(
            "attacker.id",
            "a huge ship placed as an obstacle does not attack (seed 003 \"Using Huge Ships as Obstacles\")",
        ));
    }
    let kd = kept_side(table, "defender", &mut d.named, &mut d.placed.pose)?;
    d.as_obstacle |= kd.ship.obstacle;
    Ok((ka, kd))
}

/// The kept ship a side names, its kept pose and (unless given) its type set on the side.
fn kept_side<'t>(table: &'t Table, role: &str, side: &mut Named, pose: &mut Option<Pose>) -> Result<&'t TableShip> {
    let id = side.id.as_deref().ok_or_else(|| RulesError::invalid(format!("{role}.id"), "is required: the id of a kept ship"))?;
    let kept = table.ship(id, &format!("{role}.id"))?;
    let k = &kept.ship;
    if pose.is_some() {
        return Err(RulesError::invalid(format!("{role}.pose"), "the kept pose is used: move the ship with setPose or update"));
    }
    *pose = Some(k.pose);
    side.ship.get_or_insert_with(|| k.ship_type.name().to_string());
    if input::ship(side, table.edition(), role)?.is_some_and(|(t, _)| t != k.ship_type) {
        return Err(RulesError::invalid(format!("{role}.ship"), format!("the kept ship {id:?} is a {}", k.ship_type.name())));
    }
    Ok(kept)
}

/// The method's request as declared: `resolveAttack`'s, both sides kept ships by `id` (no
/// `pose`), no table part (read as [`input::Request`]).
#[cfg(test)]
pub struct Request;

#[cfg(test)]
impl crate::wire::ts::TsIn for Request {
    fn ts_in() -> String {
        use crate::wire::ts::{forms, named, shape_fields, Dir};
        use crate::wire::FromWire;
        let mut fields = shape_fields(input::Request::SHAPE);
        for f in &mut fields {
            match f.key.as_str() {
                "attacker" => ts::attacker(f),
                "defender" => ts::defender(f),
                _ => {}
            }
        }
        let rust = concat!(module_path!(), "::Request");
        named(Dir::In, rust, "Request", "", || forms(fields, "attacker, defender, -ships, -obstacles"))
    }
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
