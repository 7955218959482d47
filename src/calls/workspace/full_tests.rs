//! The full module's kept-table calls answer as the one-shot calls on the same table.

use crate::calls::shared::input::parse_text;
use crate::calls::workspace::Workspace;
use crate::calls::{allowed_actions, check_deployment, end_phase, place_wing};
use crate::error::{expect_err as err, ErrorCode};
use crate::wire::to_text;

/// A 2e table: a CR90 (player 0, a kept state), a small ship of player 1 in jam range, an
/// asteroid.
const CR90: &str = r#"{"id": "c", "ship": "cr90", "pose": {"x": 500, "y": 500, "heading": 0}, "player": 0,
    "state": {"cards": [{"shields": 4, "energy": 5}], "tokens": {"ion": 1}}}"#;
const SMALL: &str = r#"{"id": "x", "ship": "small", "pose": {"x": 500, "y": 300, "heading": 0}, "player": 1, "stress": 1}"#;
const ROCK: &str = r#"{"id": "r", "type": "asteroid", "points": [[100, 100], [140, 100], [120, 140]]}"#;

fn ws() -> Workspace {
    Workspace::from_text(&format!(r#"{{"edition": "2e", "ships": [{CR90}, {SMALL}], "obstacles": [{ROCK}]}}"#)).unwrap()
}

#[test]
fn allowed_actions_and_end_phase_answer_as_the_one_shot_calls() {
    let w = ws();
    let t = w.table();
    let one = allowed_actions::run(parse_text(&format!(r#"{{"edition": "2e", "ship": {CR90}, "ships": [{SMALL}]}}"#)).unwrap()).unwrap();
    let kept = allowed_actions::run_on(parse_text(r#"{"ship": "c"}"#).unwrap(), &t).unwrap();
    assert!(to_text(&one).contains(r#""id":"x""#), "the small ship is a target, so the comparison says something");
    assert_eq!(to_text(&one), to_text(&kept));
    // The standard ship's kept stress is its End-phase tokens' stress.
    let small = SMALL.replace(r#""stress": 1"#, r#""tokens": {"stress": 1}"#);
    let one = end_phase::run(parse_text(&format!(r#"{{"edition": "2e", "ships": [{CR90}, {small}]}}"#)).unwrap()).unwrap();
    let kept = end_phase::run_on(parse_text("{}").unwrap(), &t).unwrap();
    assert_eq!(to_text(&one), to_text(&kept));
}

#[test]
fn check_deployment_reads_the_kept_pose_and_refuses_table_parts() {
    let w = ws();
    let t = w.table();
    let area = r#""deploymentArea": {"points": [[0, 914], [900, 914], [900, 600], [0, 600]]}"#;
    let one =
        check_deployment::run(parse_text(&format!(r#"{{"ship": {CR90}, {area}, "ships": [{SMALL}], "obstacles": [{ROCK}]}}"#)).unwrap());
    let kept = check_deployment::run_on(parse_text(&format!(r#"{{"ship": "c", {area}}}"#)).unwrap(), &t);
    assert_eq!(to_text(&one.unwrap()), to_text(&kept.unwrap()));
    let e = err(check_deployment::run_on(parse_text(&format!(r#"{{"ship": "c", {area}, "ships": [{SMALL}]}}"#)).unwrap(), &t));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "ships"));
    let e = err(check_deployment::run_on(parse_text(&format!(r#"{{"ship": "y", {area}}}"#)).unwrap(), &t));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "ship"));
}

#[test]
fn a_wing_ship_named_like_a_kept_obstacle_is_refused_naming_its_entry() {
    let w = ws();
    let t = w.table();
    let wing = r#"{"wing": {"leader": {"id": "L", "ship": "small", "pose": {"x": 900, "y": 450, "heading": 0}},
        "wingmates": [{"id": "a", "ship": "small", "position": "leftFlank"}, {"id": "r", "ship": "small", "position": "rightFlank"}]}}"#;
    let e = err(place_wing::run_on(parse_text(wing).unwrap(), &t));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "wing.wingmates[1].id"));
    let ok = place_wing::run_on(parse_text(&wing.replace(r#""id": "r""#, r#""id": "b""#)).unwrap(), &t).unwrap();
    let one = place_wing::run(
        parse_text(&wing.replace(r#""id": "r""#, r#""id": "b""#).replacen(
            '{',
            &format!(r#"{{"ships": [{CR90}, {SMALL}], "obstacles": [{ROCK}], "#),
            1,
        ))
        .unwrap(),
    )
    .unwrap();
    assert_eq!(to_text(&one), to_text(&ok));
}
