//! `joinWing` (docs/epic.md "Wings"): a split ship joining its wing at the end of the
//! End Phase (Epic rules reference, "Joining"), placed back in formation with one stress,
//! or refused with `NOT_ALLOWED` naming the condition. On a kept table (`Workspace.joinWing`)
//! the leader, the joining ship and the wingmates are still given whole.

use crate::calls::epic::wing_input::{around, named_ids, required, run_either, wing_of, MemberDto};
use crate::calls::shared::table::TableDto;
use crate::epic::wings::joining::{join, JoinTable, Joined};
use crate::epic::wings::tool::{WingTool, FULL_TOOL};
use crate::error::{Result, RulesError};
use crate::round::table::Table;
use crate::wire::FromWire;

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    /// The wing leader, its pose required (refused without: `leader.pose`).
    #[wire(ts = "WingMember & { pose: Pose }")]
    leader: MemberDto,
    /// The split ship: its wing position (its wing ID card) and the leader it split from.
    #[wire(ts = "WingMember & { pose: Pose; position: WingPosition; wingLeader: string }")]
    ship: MemberDto,
    #[serde(default)]
    wingmates: Vec<MemberDto>,
    tool: Option<WingTool>,
    #[serde(flatten)]
    table: TableDto,
}

pub type Response = Joined;

run_either!();

fn run_in(req: Request, kept: Option<&Table>) -> Result<Response> {
    let s = &req.ship;
    // The wing still in formation: small ships, each id and position once, none the joiner.
    let wing = wing_of(&req.leader, &req.wingmates, true)?;
    let mate = s.to_mate("ship", true)?;
    let previous_leader = required(s.wing_leader.as_deref(), "ship", "wingLeader")?;
    if s.id == wing.leader.id {
        return Err(RulesError::invalid("ship.id", format!("duplicate id {:?}: the joining ship is not the leader", s.id)));
    }
    if let Some(i) = req.wingmates.iter().position(|m| m.id == s.id) {
        return Err(RulesError::invalid(format!("wingmates[{i}].id"), format!("duplicate id {:?}", s.id)));
    }
    let mut named = named_ids("", &req.leader, &req.wingmates);
    named.push((&s.id, "ship.id".into()));
    let (others, area) = around(&req.table, kept, &named)?;
    join(&mate, previous_leader, &JoinTable { wing: &wing, tool: req.tool.unwrap_or(FULL_TOOL), others: &others, area })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::{expect_err, ErrorCode};

    const BASE: &str = r#""leader": {"id": "L", "ship": "small", "pose": {"x": 500, "y": 500, "heading": 0}},
        "ship": {"id": "a", "ship": "small", "pose": {"x": 400, "y": 560, "heading": 30}, "position": "leftFlank", "wingLeader": "L"}"#;

    fn join_text(rest: &str) -> Result<Response> {
        run(parse_text(&format!("{{{BASE}{rest}}}"))?)
    }

    #[test]
    fn the_wing_still_in_formation_is_checked() {
        let e = expect_err(join_text(
            r#", "wingmates": [{"id": "b", "ship": "small", "pose": {"x": 560, "y": 500, "heading": 0}, "position": "rightFlank"},
               {"id": "c", "ship": "small", "pose": {"x": 500, "y": 560, "heading": 0}, "position": "rightFlank"}]"#,
        ));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "wingmates[1].position"));
        let e = expect_err(join_text(
            r#", "wingmates": [{"id": "a", "ship": "small", "pose": {"x": 560, "y": 500, "heading": 0}, "position": "rightFlank"}]"#,
        ));
        assert_eq!(e.field, "wingmates[0].id");
        let e = expect_err(join_text(r#", "obstacles": [{"id": "L", "type": "debris", "points": [[0, 0], [9, 0], [0, 9]]}]"#));
        assert_eq!(e.field, "obstacles[0].id");
        let large = BASE.replace(r#""id": "a", "ship": "small""#, r#""id": "a", "ship": "large""#);
        let e = expect_err(parse_text(&format!("{{{large}}}")).and_then(run));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "ship.ship"));
    }

    #[test]
    fn a_kept_obstacle_named_like_a_wing_ship_names_its_entry() {
        // Each wing ship's id is refused at the entry that gave it: the leader, a wingmate, the joiner.
        let rock = |id: &str| {
            let text =
                format!(r#"{{"edition": "2e", "obstacles": [{{"id": "{id}", "type": "debris", "points": [[0, 0], [9, 0], [0, 9]]}}]}}"#);
            crate::calls::workspace::Workspace::from_text(&text).unwrap()
        };
        let mates =
            r#", "wingmates": [{"id": "b", "ship": "small", "pose": {"x": 560, "y": 500, "heading": 0}, "position": "rightFlank"}]"#;
        for (id, field) in [("L", "leader.id"), ("b", "wingmates[0].id"), ("a", "ship.id")] {
            let e = expect_err(run_on(parse_text(&format!("{{{BASE}{mates}}}")).unwrap(), &rock(id).table()));
            assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, field));
            assert!(e.reason.contains("a kept obstacle has this id"), "{}", e.reason);
        }
    }
}
