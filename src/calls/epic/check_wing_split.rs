//! `checkWingSplit` (docs/epic.md "Wings"): which wingmates must split from their wing,
//! and why (Epic rules reference, "Forced Splitting", "Wing Leader Actions"), the
//! wingmates that choose to split at the end of the End Phase ("Voluntary Splitting"),
//! and what a split ship without a dial does.

use crate::wire::FromWire;

use crate::calls::epic::wing_input::WingDto;
use crate::epic::wings::splitting::{check_wing, SplitQuery, WingCheck};
use crate::error::Result;

#[derive(FromWire)]
pub struct Request {
    wing: WingDto,
    #[serde(flatten)]
    query: SplitQuery,
}

pub type Response = WingCheck;

pub fn run(req: Request) -> Result<Response> {
    check_wing(&req.wing.to_wing(false)?, &req.query)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::epic::wings::splitting::SplitCause;
    use crate::error::{expect_err, ErrorCode};

    const WING: &str = r#""wing": {"leader": {"id": "L", "ship": "small"}, "wingmates": [
        {"id": "a", "ship": "small", "position": "leftFlank", "stress": 1},
        {"id": "b", "ship": "small", "position": "rightFlank", "actionBar": ["focus", "slam"]}]}"#;

    fn check(rest: &str) -> Result<Response> {
        run(parse_text(&format!("{{{WING}, {rest}}}"))?)
    }

    #[test]
    fn a_red_leader_splits_its_stressed_wingmate_which_then_has_no_dial() {
        let r = check(r#""phase": "activation", "events": {"leaderRedManeuver": true}"#).unwrap();
        assert_eq!(r.splits.len(), 1);
        assert_eq!(
            (r.splits[0].id.as_str(), r.splits[0].causes[0], r.splits[0].without_dial),
            ("a", SplitCause::StressedRedManeuver, true)
        );
        assert_eq!(r.remaining, vec!["b".to_string()]);
    }

    #[test]
    fn a_leader_slam_splits_or_disarms() {
        let r = check(r#""phase": "activation", "events": {"leaderAction": "slam", "activated": ["a", "b"]}"#).unwrap();
        assert_eq!((r.splits[0].id.as_str(), r.splits[0].causes[0], r.splits[0].without_dial), ("a", SplitCause::LeaderSlam, false));
        assert_eq!(r.disarmed, vec!["b".to_string()]);
    }

    #[test]
    fn voluntary_splits_wait_for_the_end_of_the_end_phase() {
        let e = expect_err(check(r#""phase": "engagement", "voluntary": ["b"]"#));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "voluntary"));
        let r = check(r#""phase": "end", "voluntary": ["b"]"#).unwrap();
        assert_eq!((r.splits[0].id.as_str(), r.splits[0].causes[0], r.splits[0].without_dial), ("b", SplitCause::Voluntary, false));
        let e = expect_err(check(r#""phase": "end", "voluntary": ["zz"]"#));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "voluntary[0]"));
    }
}
