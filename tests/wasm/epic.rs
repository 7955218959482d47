//! The Epic calls through the JS API in headless Chromium: a ship docks and deploys,
//! a deployment area refuses a bad polygon by name, a game is scored, and the module
//! keeps working after the refusals (`make test-wasm`).
use wasm_bindgen_test::*;

use crate::common::*;

use xwing_huge::bindings::{check_deployment, check_squad, deploy_ship, dock_ship, player_order, score_game};

const CARRIER: &str = r#"{"id": "g", "ship": "gr75", "pose": {"x": 900, "y": 450, "heading": 0}}"#;

#[wasm_bindgen_test]
fn a_ship_docks_then_deploys_from_the_right_side() {
    // 30 mm from the GR-75's right edge: range 1.
    let r = dock_ship(js(&format!(
        r#"{{"carrier": {CARRIER}, "ship": {{"id": "x", "ship": "small", "pose": {{"x": 990, "y": 450, "heading": 0}}}}}}"#
    )))
    .expect("valid call");
    assert_eq!(num(&r, "range"), 1.0);
    // Right side: the template starts at (940, 450) heading 90; a 1 straight ends at x 1000.
    let r = deploy_ship(js(&format!(
        r#"{{"carrier": {CARRIER}, "ship": {{"id": "x", "ship": "small"}}, "from": "right", "maneuver": {{"speed": 1, "bearing": "straight"}}, "seed": 1}}"#
    )))
    .expect("valid call");
    let pose = get(&get(&r, "move"), "pose");
    assert_eq!((num(&pose, "x"), num(&pose, "y"), num(&pose, "heading")), (1000.0, 450.0, 90.0));
    assert!(!get(&r, "destroyed").as_bool().unwrap_or(true));
}

#[wasm_bindgen_test]
fn refusals_name_their_field_and_the_module_keeps_working() {
    let e = dock_ship(js(&format!(
        r#"{{"carrier": {CARRIER}, "ship": {{"id": "x", "ship": "small", "pose": {{"x": 1100, "y": 450, "heading": 0}}}}}}"#
    )))
    .expect_err("too far");
    let (name, code, message) = err_parts(&e);
    assert_eq!((name.as_str(), code.as_str()), ("XwingRulesError", "NOT_ALLOWED"));
    assert!(message.starts_with("ship.pose: dock: the ship is at range 2"), "{message}");
    let e = check_deployment(js(
        r#"{"ship": {"id": "x", "ship": "small", "pose": {"x": 50, "y": 50, "heading": 0}}, "deploymentArea": {"points": [[0, 0], [100, 100], [100, 0], [0, 100]]}}"#,
    ))
    .expect_err("bow tie");
    assert_eq!(err_parts(&e).1, "BAD_GEOMETRY");
    let e = score_game(js(r#"{"players": [{"player": 0}], "ships": [{"id": "a", "player": 5, "hull": 3, "points": 1}]}"#))
        .expect_err("unknown player");
    assert!(err_parts(&e).2.starts_with("ships[0].player"));
    let r = check_squad(js(r#"{"limit": 20, "ships": [{"id": "g", "ship": "cr90", "points": 11}]}"#)).expect("valid call");
    // 20 threat: at most 10 on huge ships; 11 is over.
    assert_eq!(num(&r, "hugeLimit"), 10.0);
    let r = player_order(js(r#"{"mode": "headToHead", "players": ["a", "b"], "seed": 3}"#)).expect("valid call");
    assert_eq!(num(&r, "seed"), 3.0);
}
