//! `performAction`: one action of a huge ship, checked against its bar, the round so
//! far, the edition and range; the ship's state in, its state out.

use crate::wire::FromWire;

use crate::calls::round::state::{acting_ship, huge_only, RoundShipDto};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::round::actions::{check_huge_upgrade, perform, ActionChoice, Performed, Request as EngineRequest, Target};
use crate::round::table::{Table, TableShip};

/// `S`: the acting ship, given whole or, on a kept table (`Workspace.performAction`), by id.
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request<S = RoundShipDto> {
    edition: Option<Edition>,
    ship: S,
    action: ActionChoice,
    /// The rest of the table (targets); an entry with the actor's id is ignored.
    #[serde(default)]
    ships: Vec<RoundShipDto>,
}

pub type Response = Performed;

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    let me = acting_ship(&req.ship, &req.ships, ed)?;
    let target = req.action.target.as_ref().map(|id| {
        let (i, s) = req.ships.iter().enumerate().find(|(_, s)| &s.ship.id == id && *id != me.ship.id).ok_or_else(|| {
            RulesError::unknown("action.target", format!("no ship {id:?} in ships (the acting ship cannot target itself)"))
        })?;
        s.to_round_ship(ed, &format!("ships[{i}]"))
    });
    act(req.action, me, target.transpose()?)
}

/// `Workspace.performAction`: the acting ship, its target and their state, player and
/// stress come from the kept table (a huge ship without a kept state is at its setup
/// state). A teammate's ship is allied when the kept ships have teams (`team`).
pub fn run_on(req: Request<String>, table: &Table) -> Result<Response> {
    crate::calls::shared::kept::kept_table_only(&[("ships", !req.ships.is_empty())])?;
    let ed = crate::calls::shared::kept::edition_of(table, req.edition)?;
    let me = table.round_ship(&req.ship, ed, "ship")?;
    let target = match &req.action.target {
        Some(id) if *id == me.ship.id => {
            return Err(RulesError::unknown("action.target", "the acting ship cannot target itself"));
        }
        Some(id) => Some(table.round_ship(id, ed, "action.target")?),
        None => None,
    };
    act(req.action, me, target)
}

/// The action once the ships are built (shared by the call and the kept table).
fn act(a: ActionChoice, me: TableShip, target: Option<TableShip>) -> Result<Response> {
    let state = huge_only(me.round.as_ref(), "performAction")?;
    check_huge_upgrade(&a, &me.carried)?;
    let target = target.as_ref().map(|t| Target::of(&me, t, a.target_section));
    perform(&EngineRequest::new(&me.ship, state, a, target)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::{expect_err, ErrorCode};

    #[test]
    fn jam_at_range_3_is_refused_naming_the_rule() {
        let req = |x: f64| {
            format!(
                r#"{{"edition": "1e", "ship": {{"id": "g", "ship": "gr75", "pose": {{"x": 500, "y": 500, "heading": 0}}}},
                "ships": [{{"id": "x", "ship": "small", "pose": {{"x": {x}, "y": 500, "heading": 0}}, "player": 1, "stress": 1}}],
                "action": {{"type": "jam", "target": "x"}}}}"#
            )
        };
        let r = run(parse_text(&req(700.0)).unwrap()).unwrap();
        assert_eq!(r.range, Some(2));
        let text = crate::wire::to_text(&r.outcome);
        assert_eq!(text, r#"{"type":"stressed","target":"x","gained":1,"total":2,"removedAtOnce":false}"#);
        let e = expect_err(run(parse_text(&req(800.0)).unwrap()));
        assert_eq!(
            (e.code, e.field.as_str(), e.reason.as_str()),
            (ErrorCode::NotAllowed, "action", "jam: the target is at range 3; jam needs range 1–2")
        );
        let e = expect_err(run(parse_text(&req(700.0).replace(r#""target": "x""#, r#""target": "nobody""#)).unwrap()));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "action.target"));
        let e = expect_err(parse_text::<Request>(&req(700.0).replace(r#""type": "jam""#, r#""type": "dance""#)));
        assert_eq!(e.field, "action.type");
        // A ship's `pilot` (read as every call that lists ships reads it) must fly its ship.
        let e = expect_err(run(parse_text(&req(700.0).replace(r#""ship": "small""#, r#""ship": "small", "pilot": "nobody""#)).unwrap()));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "ships[0].pilot"));
    }
}
