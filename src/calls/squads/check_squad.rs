//! `checkSquad`: one squad as a squad builder exports it (XWS, checked against the cards:
//! `crate::squads`), or the Epic event guidance's squadron requirements from points the
//! caller gives (`epic::squad`). A request with `xws` is the first, without it the second.

use crate::calls::shared::input::check_unique_ids;
use crate::calls::shared::numbers::{Count, Points};
pub use crate::calls::squads::xws_input::SquadRequest as XwsRequest;
use crate::epic::squad::{check_squad, Reason, SquadReport, SquadShip};
use crate::error::Result;
use crate::limits::MAX_OBJECTS;
pub use crate::squads::Report as XwsResponse;
use crate::squads::{self, Problem, Rule};
use crate::wire::numbers::{List, OBJECTS};
use crate::wire::{Errors, FromWire, Json, ToWire, Writer};

/// The two request forms, told apart by the `xws` key.
pub enum Request {
    Xws(XwsRequest),
    Points(PointsRequest),
}

impl FromWire for Request {
    /// Both forms' keys: what js/boundary.js accepts at the top level (`xwz` offers `xws`).
    const KEYS: &'static str = "edition,mode,xws,limit,players,ships";

    fn read(v: &Json, e: &mut Errors) -> Request {
        match v {
            Json::Obj(entries) if entries.iter().any(|(k, _)| k == "xws") => Request::Xws(XwsRequest::read(v, e)),
            _ => Request::Points(PointsRequest::read(v, e)),
        }
    }
}

/// `{ limit, players?, ships: [{ id, ship, points, upgrades?, wing? }] }`.
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "CheckSquadEpicRequest")]
pub struct PointsRequest {
    limit: Points,
    /// Team battles: players sharing the team's limit (divided, rounded down).
    players: Option<Count>,
    ships: List<SquadShip, MAX_OBJECTS, OBJECTS>,
}

/// The answer to either form.
#[derive(ToWire)]
#[serde(untagged)]
pub enum Response {
    Xws(XwsResponse),
    Points(SquadReport),
}

pub fn run(req: Request) -> Result<Response> {
    match req {
        Request::Xws(r) => {
            let (mode, limit, squad) = r.checked()?;
            let report = squads::check(r.edition, mode, &squad, limit);
            Ok(Response::Xws(XwsResponse { problems: listed(report.problems), ..report }))
        }
        Request::Points(r) => {
            check_unique_ids(r.ships.0.iter().map(|s| s.id.as_str()), |i| format!("ships[{i}]"))?;
            let limit = squads::player_limit(r.limit.0, r.players.map(|p| p.0))?;
            Ok(Response::Points(check_squad(limit, &r.ships.0)))
        }
    }
}

/// Most problems one answer lists (issue 30). A 1 MiB squad can break rules thousands of times
/// (128 pilots of 64 cards: 8,192 unknown ids; 6,018 problems measured for one squad of known
/// cards), and each problem listed is a message sent and an object built in JS; a real squad has
/// a few. Past the bound, one last problem (`moreProblems`) counts those left out.
pub const MAX_PROBLEMS: usize = 256;

/// The first [`MAX_PROBLEMS`] problems, then a `moreProblems` one when any is left out.
fn listed(mut problems: Vec<Problem>) -> Vec<Problem> {
    let total = problems.len();
    problems.truncate(MAX_PROBLEMS);
    if total > MAX_PROBLEMS {
        let message = format!("{} more problems are not listed (an answer lists at most {MAX_PROBLEMS})", total - MAX_PROBLEMS);
        problems.push(Problem { pilot: None, upgrade: None, rule: Rule::MoreProblems, message });
    }
    problems
}

/// An Epic requirement broken: `{ rule, message }`, as the XWS check's problems.
impl ToWire for Reason {
    fn to_wire(&self, w: &mut Writer) {
        w.begin_object();
        w.static_str("rule");
        Rule::epic(self).to_wire(w);
        w.static_str("message");
        self.message().to_wire(w);
        w.end();
    }
}

#[cfg(test)]
/// The TypeScript of the two forms and of an Epic requirement broken.
mod ts {
    use super::*;
    use crate::wire::ts::{literal, named, union, Dir, TsIn, TsOut};

    impl TsIn for Request {
        fn ts_in() -> String {
            format!("{} | {}", <XwsRequest as TsIn>::ts_in(), <PointsRequest as TsIn>::ts_in())
        }
    }

    /// The Epic requirements' rule names (`Rule::epic`), one reason of each kind.
    fn epic_rules() -> Vec<&'static str> {
        let none = String::new;
        [
            Reason::OverLimit { total: 0, limit: 0 },
            Reason::NoHugeShipOrWing,
            Reason::HugeOverHalf { spent: 0, max: 0 },
            Reason::WingSize { wing: none(), ships: 0 },
            Reason::WingNotSmall { wing: none(), ship: none() },
        ]
        .iter()
        .map(|r| Rule::epic(r).as_str())
        .collect()
    }

    /// `SquadRule`: the union of [`epic_rules`].
    fn squad_rule_ts() -> String {
        let doc = "An Epic squadron requirement broken (`squads::Rule::epic`).";
        named(Dir::Out, concat!(module_path!(), "::SquadRule"), "SquadRule", doc, || {
            union(&epic_rules().into_iter().map(literal).collect::<Vec<_>>())
        })
    }

    impl TsOut for Reason {
        fn ts_out() -> String {
            format!("{{ rule: {}; message: string }}", squad_rule_ts())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::{expect_err, ErrorCode};

    /// The ships are counted while read, worded as every call's list of pieces.
    #[test]
    fn too_many_ships_are_refused_at_ships() {
        let ship = |i: usize| format!(r#"{{"id": "s{i}", "ship": "gr75", "points": 1}}"#);
        let text = format!(r#"{{"limit": 600, "ships": [{}]}}"#, (0..129).map(ship).collect::<Vec<_>>().join(","));
        let e = expect_err(parse_text::<Request>(&text));
        assert_eq!((e.code, e.field.as_str(), e.reason.as_str()), (ErrorCode::TooLarge, "ships", "at most 128 entries are accepted"));
    }

    #[test]
    fn a_team_list_over_its_share() {
        // 600 for 2 players: 300 each, 150 on huge ships. A GR-75 at 100 + 60 = 160 > 150.
        let r =
            run(parse_text(r#"{"limit": 600, "players": 2, "ships": [{"id": "g", "ship": "gr75", "points": 100, "upgrades": 60}]}"#)
                .unwrap());
        let Ok(Response::Points(r)) = r else { panic!("the points form") };
        assert_eq!((r.legal, r.figures.limit, r.figures.huge_limit, r.figures.huge_points), (false, 300, 150, 160));
        assert_eq!(r.reasons.iter().map(|x| Rule::epic(x).as_str()).collect::<Vec<_>>(), vec!["hugeHalf"]);
        let e = expect_err(run(parse_text(r#"{"limit": 600, "players": 0, "ships": []}"#).unwrap()));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "players"));
        // `upgrades` absent or null: none.
        let r = run(parse_text(r#"{"limit": 200, "ships": [{"id": "g", "ship": "gr75", "points": 100, "upgrades": null}]}"#).unwrap());
        let Ok(Response::Points(r)) = r else { panic!("the points form") };
        assert_eq!((r.legal, r.figures.total), (true, 100));
        // An unknown ship is refused while the list is read, at its path with its code.
        let e = expect_err(parse_text::<Request>(r#"{"limit": 600, "ships": [{"id": "a", "ship": "tie", "points": 1}]}"#));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "ships[0].ship"));
    }

    fn xws(text: &str) -> Result<XwsResponse> {
        match run(parse_text(text)?)? {
            Response::Xws(r) => Ok(r),
            Response::Points(_) => panic!("the XWS form"),
        }
    }

    #[test]
    fn the_xws_form_reads_by_the_spec() {
        // XWS 2.0 with the spec's optional and ignored keys, and a vendor `ship` beside a pilot.
        let r = xws(r#"{"mode": "standard", "xws": {"version": "2.0.0", "name": "n", "description": "d", "points": 3,
            "obstacles": ["a", "b", "c"], "vendor": {"x": {"url": "u"}}, "faction": "rebelalliance",
            "pilots": [{"id": "lukeskywalker", "ship": {"any": 1}, "points": 9, "vendor": {}, "upgrades": {"torpedo": ["protontorpedoes"]}}]}}"#)
        .unwrap();
        assert!(r.legal && r.points == 6, "{:?}", r.problems.iter().map(|p| &p.message).collect::<Vec<_>>());
        // Malformed: INVALID_INPUT with the path.
        for (text, field) in [
            (r#"{"mode": "standard", "xws": 3}"#, "xws"),
            (r#"{"mode": "standard", "xws": {"faction": "rebelalliance", "pilots": {}}}"#, "xws.pilots"),
            (r#"{"mode": "standard", "xws": {"faction": "rebelalliance", "pilots": [{"id": 7}]}}"#, "xws.pilots[0].id"),
            (
                r#"{"mode": "standard", "xws": {"faction": "rebelalliance", "pilots": [{"id": "x", "upgrades": {"crew": [1]}}]}}"#,
                "xws.pilots[0].upgrades.crew[0]",
            ),
            (r#"{"edition": "1e", "mode": "epic", "xws": {"faction": "rebel", "pilots": [{"name": "x"}]}}"#, "xws.pilots[0].ship"),
            (r#"{"edition": "1e", "mode": "extended", "xws": {"faction": "rebel", "pilots": []}}"#, "mode"),
            (
                r#"{"edition": "1e", "mode": "epic", "xws": {"faction": "rebel", "pilots": [{"name": "x", "ship": "y", "multisection_id": 0.5}]}}"#,
                "xws.pilots[0].multisection_id",
            ),
        ] {
            let e = expect_err(xws(text));
            assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, field), "{text}");
        }
        // A section number is read as a whole number, worded as every count.
        let e = expect_err(xws(
            r#"{"edition": "1e", "mode": "epic", "xws": {"faction": "rebel", "pilots": [{"name": "x", "ship": "y", "multisection_id": -1}]}}"#,
        ));
        assert_eq!(e.reason, "expected a whole number ≥ 0, got -1");
    }
}
