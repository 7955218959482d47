//! `resolveAttack` with poses: when both `attacker.pose` and `defender.pose` are
//! given, the two ships and what may obstruct are read from the request (or the kept
//! table) and the attack is measured from the poses by the engine
//! ([`crate::attack::posed`]: the rules, in docs/conventions.md §5); the geometry used is
//! echoed in the response.

use crate::attack::posed::{self, Poses};
use crate::attack::{Attack, AttackGeometry};
use crate::calls::attack::input::{Named, Request};
use crate::calls::attack::weapon;
use crate::calls::shared::input::ship_of;
use crate::calls::shared::table::ships_and_obstacles;
use crate::error::{Result, RulesError};
use crate::geometry::{Pose, Vec2};
use crate::objects::Ship;
use crate::round::table::Table;
use crate::wire::ToWire;

/// The geometry an attack used, echoed for the page.
#[derive(ToWire, Default)]
#[serde(rename_all = "camelCase")]
pub struct GeometryOut {
    /// Whether it was measured from the poses (else taken from the request).
    measured: bool,
    #[serde(flatten)]
    given: AttackGeometry,
    #[serde(skip_serializing_if = "Option::is_none")]
    distance: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<Vec2>,
    #[serde(skip_serializing_if = "Option::is_none")]
    to: Option<Vec2>,
    #[serde(skip_serializing_if = "Option::is_none")]
    obstructed_by: Option<Vec<String>>,
    /// 1e huge defender: the section targeted, as given or, when the request names none,
    /// the only one the poses let the attacker target.
    #[serde(skip_serializing_if = "Option::is_none")]
    section: Option<crate::bases::Section>,
}

/// The side's ship at `pose` (`field`: "attacker" or "defender", also its default id).
fn ship(side: &Named, pose: Pose, attack: &Attack, field: &str) -> Result<Ship> {
    let ship = side.ship.as_deref().ok_or_else(|| RulesError::invalid(format!("{field}.ship"), "is required with a pose"))?;
    ship_of(side.id.as_deref().unwrap_or(field), ship, None, pose, false, attack.edition, field)
}

/// Replaces the attack's geometry by `measureRange`'s when both poses are given. With a
/// kept table (`Workspace.resolveAttack`) its ships and obstacles may obstruct, instead
/// of the request's.
pub fn measure(req: &Request, attack: &mut Attack, kept: Option<&Table>) -> Result<GeometryOut> {
    let (a, d) = (&req.attacker, &req.defender);
    let (a_pose, d_pose) = match (a.placed.pose, d.placed.pose) {
        (None, None) => return Ok(GeometryOut { given: attack.geometry.clone(), ..Default::default() }),
        (Some(a), Some(d)) => (a, d),
        (Some(_), None) => return Err(RulesError::invalid("defender.pose", "is required with attacker.pose")),
        (None, Some(_)) => return Err(RulesError::invalid("attacker.pose", "is required with defender.pose")),
    };
    let attacker = ship(&a.named, a_pose, attack, "attacker")?;
    let defender = ship(&d.named, d_pose, attack, "defender")?;
    let from = req.from.unwrap_or_default();
    let aim = posed::aim(attack, &attacker, req.arc, req.ruler)?;
    weapon::check_card(attack.edition, req.weapon.as_ref(), &attacker, from, aim.arc)?;
    let (s, o) = (req.ships.as_deref().unwrap_or(&[]), req.obstacles.as_deref().unwrap_or(&[]));
    let built = if kept.is_some() { Default::default() } else { ships_and_obstacles(s, o, attack.edition)? };
    let (ships, obstacles) = kept.map_or((&built.0[..], &built.1[..]), |t| (t.ships(), t.obstacles()));
    let r = posed::measure(attack, &aim, &Poses { attacker: &attacker, defender: &defender, from }, ships, obstacles)?;
    let m = r.measurement;
    Ok(GeometryOut {
        measured: true,
        given: attack.geometry.clone(),
        distance: Some(m.distance),
        from: Some(m.from),
        to: Some(m.to),
        obstructed_by: Some(r.obstructed_by),
        section: attack.defender.section.filter(|_| defender.base.has_sections()),
    })
}

#[cfg(test)]
mod tests {
    use crate::calls::measure_range::{run, Request};
    use crate::calls::shared::input::parse_text;
    use crate::error::expect_err;

    /// `measureRange` with `ships`/`obstacles` as given after the two sides.
    fn measure(table: &str) -> crate::error::RulesError {
        let sides = r#""attacker":{"id":"a","ship":"small","pose":{"x":0,"y":0,"heading":0}},"defender":{"id":"d","ship":"small","pose":{"x":0,"y":200,"heading":180}}"#;
        expect_err(parse_text::<Request>(&format!("{{{sides},{table}}}")).and_then(run))
    }

    /// The attack calls read the table's lists as every call does: each list one kind.
    #[test]
    fn attack_tables_hold_ships_in_ships_and_obstacles_in_obstacles() {
        for (table, field, reason) in [
            (r#""ships":[{"id":"o","type":"asteroid","points":[[0,0],[9,0],[0,9]]}]"#, "ships[0].type", "unknown key \"type\""),
            (r#""ships":[{"id":"s","ship":"small"}]"#, "ships[0].pose", "is required"),
            (r#""obstacles":[{"id":"o","type":"asteroid","points":[[0,0],[9,0]]}]"#, "obstacles[0].points", "at least 3 points"),
            (r#""obstacles":[{"id":"s","ship":"small","pose":{"x":0,"y":0,"heading":0}}]"#, "obstacles[0].ship", "unknown key \"ship\""),
        ] {
            let e = measure(table);
            assert_eq!(e.field, field, "{table}");
            assert!(e.reason.contains(reason), "{table}");
        }
    }
}
