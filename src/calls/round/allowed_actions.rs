//! `allowedActions`: the actions a huge ship may perform now (its bar, per section on
//! 1e two-card ships), each with the ships it may affect or the rule that refuses it,
//! and the range bands the action needs (to draw them from the closest point of the
//! base). Conversion only; the rules are [`crate::round::allowed`] and `performAction`'s.

use crate::wire::{FromWire, ToWire};

use crate::calls::round::state::{acting_ship, huge_only, RoundShipDto};
use crate::calls::shared::table::entries;
use crate::edition::Edition;
use crate::error::Result;
use crate::round::actions::{Action, ActionBar, Target};
use crate::round::allowed::{allowed_actions, Choice};
use crate::round::table::{Table, TableShip};

/// `S`: the acting ship, given whole or, on a kept table (`Workspace.allowedActions`), by id.
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request<S = RoundShipDto> {
    edition: Option<Edition>,
    ship: S,
    /// The rest of the table (targets); an entry with the actor's id is ignored.
    #[serde(default)]
    ships: Vec<RoundShipDto>,
    /// Overrides the printed bar (every section's), as `performAction`'s `actionBar`.
    #[wire(read_as = "ActionBar")]
    action_bar: Option<Vec<Action>>,
}

#[derive(ToWire)]
pub struct Response {
    actions: Vec<Choice>,
}

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    let me = acting_ship(&req.ship, &req.ships, ed)?;
    let others = entries(&req.ships, "ships", |s, f| s.to_round_ship(ed, f))?;
    answer(&me, &others, req.action_bar.as_deref())
}

/// `Workspace.allowedActions`: the acting ship and the others (their states, players,
/// teams and stress) come from the kept table, as `performAction`'s do.
pub fn run_on(req: Request<String>, table: &Table) -> Result<Response> {
    crate::calls::shared::kept::kept_table_only(&[("ships", !req.ships.is_empty())])?;
    let ed = crate::calls::shared::kept::edition_of(table, req.edition)?;
    let me = table.round_ship(&req.ship, ed, "ship")?;
    let others = table.ship_ids().filter(|id| *id != me.ship.id).map(|id| table.round_ship(id, ed, "ships")).collect::<Result<Vec<_>>>()?;
    answer(&me, &others, req.action_bar.as_deref())
}

/// The actions once the ships are built (shared by the call and the kept table).
fn answer(me: &TableShip, others: &[TableShip], action_bar: Option<&[Action]>) -> Result<Response> {
    let state = huge_only(me.round.as_ref(), "allowedActions")?;
    let table: Vec<Target> = others.iter().map(|o| Target::of(me, o, None)).collect();
    Ok(Response { actions: allowed_actions(&me.ship, state, action_bar, &table) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;

    #[test]
    fn a_gr75_may_jam_the_enemy_at_range_2() {
        // 1e GR-75 right edge x = 540; the small ship's left edge x = 680: 140 mm → range 2.
        let text = r#"{"edition": "1e", "ship": {"id": "g", "ship": "gr75", "pose": {"x": 500, "y": 500, "heading": 0}},
            "ships": [{"id": "x", "ship": "small", "pose": {"x": 700, "y": 500, "heading": 0}, "player": 1}]}"#;
        let r = run(parse_text(text).unwrap()).unwrap();
        let json = crate::wire::to_text(&r);
        assert!(json.contains(
            r#"{"action":"jam","section":null,"allowed":true,"reason":null,"targets":[{"id":"x","section":null,"range":2}],"bands":[{"range":[1,2],"beyondMm":0,"withinMm":200,"bullseye":false}]}"#
        ), "{json}");
    }

    #[test]
    fn a_long_action_bar_is_refused_while_read() {
        let bar = |n: usize| vec!["\"lock\""; n].join(",");
        let ship = r#""ship": {"id": "g", "ship": "gr75", "pose": {"x": 500, "y": 500, "heading": 0}}"#;
        let text = format!(r#"{{"edition": "1e", {ship}, "actionBar": [{}]}}"#, bar(crate::limits::MAX_ACTION_BAR + 1));
        let e = crate::error::expect_err(parse_text::<Request>(&text));
        let refusal = (crate::error::ErrorCode::TooLarge, "actionBar", "at most 16 actions are accepted");
        assert_eq!((e.code, e.field.as_str(), e.reason.as_str()), refusal);
        assert!(run(parse_text(&format!(r#"{{"edition": "1e", {ship}, "actionBar": [{}]}}"#, bar(16))).unwrap()).is_ok());
        // performAction's `action.actionBar` (the engine's `ActionChoice`) is held to the same limit.
        let action = format!(r#"{{"edition": "1e", {ship}, "action": {{"type": "lock", "actionBar": [{}]}}}}"#, bar(17));
        let e = crate::error::expect_err(parse_text::<crate::calls::perform_action::Request>(&action));
        assert_eq!((e.code, e.field.as_str(), e.reason.as_str()), (refusal.0, "action.actionBar", refusal.2));
    }
}
