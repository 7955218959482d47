//! `placeWing` (docs/epic.md "Wings"): the formation poses of a wing behind a leader's
//! pose, with the tool as laid, and which wingmates could not be placed (during setup
//! they split, are placed in their deployment area and gain one stress).

use crate::calls::epic::wing_input::{around, named_ids, required, run_either, WingDto};
use crate::calls::shared::table::TableDto;
use crate::epic::deployment::DeploymentArea;
use crate::epic::wings::formation::{place_formation, Formation};
use crate::epic::wings::tool::{WingTool, FULL_TOOL};
use crate::error::Result;
use crate::round::table::Table;
use crate::wire::FromWire;

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    wing: WingDto,
    tool: Option<WingTool>,
    #[serde(flatten)]
    table: TableDto,
    /// Setup: the wing's deployment area; a wingmate not wholly inside it cannot be placed.
    deployment_area: Option<DeploymentArea>,
}

pub type Response = Formation;

run_either!();

fn run_in(req: Request, kept: Option<&Table>) -> Result<Response> {
    let wing = req.wing.to_wing(false)?;
    let leader_pose = required(req.wing.leader.pose, "wing.leader", "pose")?;
    let (others, area) = around(&req.table, kept, &named_ids("wing.", &req.wing.leader, &req.wing.wingmates))?;
    Ok(place_formation(&wing, &req.tool.unwrap_or(FULL_TOOL), leader_pose, &others, &area, req.deployment_area.as_ref()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::{expect_err, ErrorCode};

    fn place(json: &str) -> Result<Response> {
        run(parse_text(json)?)
    }

    const LEADER: &str = r#""leader": {"id": "L", "ship": "small", "pose": {"x": 500, "y": 400, "heading": 0}}"#;

    #[test]
    fn bad_wings_name_their_field() {
        // Six wingmates: one more than the five wing positions.
        let six = ["leftFlank", "rightFlank", "rearSupport", "leftSupport", "rightSupport", "leftFlank"]
            .iter()
            .enumerate()
            .map(|(i, p)| format!(r#"{{"id": "m{i}", "ship": "small", "position": "{p}"}}"#))
            .collect::<Vec<_>>()
            .join(", ");
        let e = expect_err(place(&format!(r#"{{"wing": {{{LEADER}, "wingmates": [{six}]}}}}"#)));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "wing.wingmates"));
        let two = r#"{"id": "a", "ship": "small", "position": "leftFlank"}, {"id": "b", "ship": "small", "position": "leftFlank"}"#;
        let e = expect_err(place(&format!(r#"{{"wing": {{{LEADER}, "wingmates": [{two}]}}}}"#)));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "wing.wingmates[1].position"));
        let bad = r#"{"id": "a", "ship": "small", "position": "leftFlank"}, {"id": "b", "ship": "small", "position": "topFlank"}"#;
        let e = expect_err(place(&format!(r#"{{"wing": {{{LEADER}, "wingmates": [{bad}]}}}}"#)));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "wing.wingmates[1].position"));
        let e = expect_err(place(
            r#"{"wing": {"leader": {"id": "L", "ship": "small"}, "wingmates": [{"id": "a", "ship": "small", "position": "leftFlank"}, {"id": "b", "ship": "small", "position": "rightFlank"}]}}"#,
        ));
        assert_eq!(e.field, "wing.leader.pose");
    }

    #[test]
    fn a_blocked_position_splits_with_one_stress() {
        let mates = r#"{"id": "a", "ship": "small", "position": "leftFlank"}, {"id": "b", "ship": "small", "position": "rearSupport"}"#;
        let r = place(&format!(
            r#"{{"wing": {{{LEADER}, "wingmates": [{mates}]}}, "ships": [{{"id": "x", "ship": "small", "pose": {{"x": 430, "y": 400, "heading": 0}}}}]}}"#
        ))
        .unwrap();
        assert!(!r.wingmates[0].placed() && r.wingmates[0].split().is_some_and(|s| s.stress == 1));
        assert!(r.wingmates[1].placed() && (r.wingmates[1].pose.y - 460.0).abs() < 1e-9);
    }

    #[test]
    fn a_wingmate_outside_the_deployment_area_splits() {
        // Area x 0..530: the leader's base is 480..520 and the left flank's 420..460,
        // inside; the right flank's (560 ± 20) is outside.
        let mates = r#"{"id": "a", "ship": "small", "position": "leftFlank"}, {"id": "b", "ship": "small", "position": "rightFlank"}"#;
        let area = r#""deploymentArea": {"points": [[0, 0], [530, 0], [530, 914], [0, 914]]}"#;
        let r = place(&format!(r#"{{"wing": {{{LEADER}, "wingmates": [{mates}]}}, {area}}}"#)).unwrap();
        assert!(r.wingmates[0].placed() && !r.wingmates[0].fit.outside_deployment);
        assert!(!r.wingmates[1].placed() && r.wingmates[1].fit.outside_deployment && !r.wingmates[1].fit.outside);
        assert!(r.wingmates[1].split().is_some_and(|s| s.stress == 1));
        let crossed = r#""deploymentArea": {"points": [[0, 0], [530, 914], [530, 0], [0, 914]]}"#;
        let e = expect_err(place(&format!(r#"{{"wing": {{{LEADER}, "wingmates": [{mates}]}}, {crossed}}}"#)));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::BadGeometry, "deploymentArea.points"));
    }
}
