//! The Epic wing calls through the JS API in headless Chromium
//! (`make test-wasm`).
use js_sys::Array;
use wasm_bindgen_test::*;

use crate::common::*;

const WING: &str = r#""wing": {
    "leader": {"id": "L", "ship": "small", "pose": {"x": 500, "y": 500, "heading": 0}},
    "wingmates": [
        {"id": "c", "ship": "small", "position": "rearSupport", "pose": {"x": 500, "y": 560, "heading": 0}},
        {"id": "a", "ship": "small", "position": "leftFlank", "pose": {"x": 440, "y": 500, "heading": 0}},
        {"id": "b", "ship": "small", "position": "rightFlank", "pose": {"x": 560, "y": 500, "heading": 0}}
    ]}"#;

#[wasm_bindgen_test]
fn place_wing_gives_the_formation_in_id_order() {
    // Leader (500, 500) facing up: flanks at x 440 / 560 beside it, rear support 60 behind.
    let r = xwing_huge::bindings::place_wing(js(&format!("{{{WING}}}"))).expect("valid call");
    let mates = Array::from(&get(&r, "wingmates"));
    let got: Vec<(f64, f64, f64)> =
        mates.iter().map(|m| (num(&m, "wingId"), num(&get(&m, "pose"), "x"), num(&get(&m, "pose"), "y"))).collect();
    assert_eq!(got, vec![(2.0, 440.0, 500.0), (3.0, 560.0, 500.0), (4.0, 500.0, 560.0)]);
}

#[wasm_bindgen_test]
fn move_wing_splits_a_blocked_wingmate() {
    // 2 straight: leader to (500, 380); a ship at (590, 380) blocks the right flank, which
    // flies the 2 straight from (560, 500) and backs off to y 420.
    let r = xwing_huge::bindings::move_wing(js(&format!(
        r#"{{{WING}, "maneuver": {{"speed": 2, "bearing": "straight"}},
            "ships": [{{"id": "x", "ship": "small", "pose": {{"x": 590, "y": 380, "heading": 0}}}}], "seed": 1}}"#
    )))
    .expect("valid call");
    let mates = Array::from(&get(&r, "wingmates"));
    let b = mates.get(1);
    assert_eq!(get(&get(&b, "split"), "cause").as_string().as_deref(), Some("cannotBePlacedWhileMoving"));
    assert!((num(&get(&b, "pose"), "y") - 420.0).abs() < 1e-6);
    assert_eq!(get(&b, "skipAction").as_bool(), Some(true));
    assert_eq!(get(&mates.get(0), "inFormation").as_bool(), Some(true));
}

#[wasm_bindgen_test]
fn a_wing_of_six_wingmates_throws_naming_the_field_and_the_next_call_works() {
    // Five wing positions: a sixth wingmate is one too many.
    let e = xwing_huge::bindings::place_wing(js(r#"{"wing": {
        "leader": {"id": "L", "ship": "small", "pose": {"x": 500, "y": 500, "heading": 0}},
        "wingmates": [{"id": "a", "ship": "small", "position": "leftFlank"}, {"id": "b", "ship": "small", "position": "rightFlank"},
            {"id": "c", "ship": "small", "position": "rearSupport"}, {"id": "d", "ship": "small", "position": "leftSupport"},
            {"id": "e", "ship": "small", "position": "rightSupport"}, {"id": "f", "ship": "small", "position": "leftFlank"}]}}"#))
    .expect_err("six wingmates");
    let (name, code, message) = err_parts(&e);
    assert_eq!((name.as_str(), code.as_str()), ("XwingRulesError", "INVALID_INPUT"));
    assert!(message.starts_with("wing.wingmates"), "{message}");
    let r = xwing_huge::bindings::check_wing_split(js(&format!(r#"{{{WING}, "phase": "end", "voluntary": ["c"]}}"#))).expect("valid call");
    assert_eq!(Array::from(&get(&r, "splits")).length(), 1);
}

#[wasm_bindgen_test]
fn join_wing_refuses_a_stressed_ship() {
    let e = xwing_huge::bindings::join_wing(js(r#"{
        "leader": {"id": "L", "ship": "small", "pose": {"x": 500, "y": 500, "heading": 0}},
        "ship": {"id": "a", "ship": "small", "pose": {"x": 400, "y": 560, "heading": 30}, "position": "leftFlank",
                 "wingLeader": "L", "stress": 1}}"#))
    .expect_err("stressed");
    let (_, code, message) = err_parts(&e);
    assert_eq!(code, "NOT_ALLOWED");
    assert!(message.contains("stressed"), "{message}");
}
