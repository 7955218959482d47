//! The `Workspace` handle in headless Chromium: the same answers as the one-shot calls
//! for the same table, updates by id, errors naming the field. The browser's own hostile
//! values at every method: hostile.rs; the rest, thousands of times:
//! tests/node/workspace.test.mjs.
use js_sys::{Array, Float64Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

use xwing_huge::bindings::Workspace;

use crate::common::*;

const SHIPS: &str = r#"[{"id": "g", "ship": "gr75", "pose": {"x": 500, "y": 600, "heading": 0}},
    {"id": "x", "ship": "small", "pose": {"x": 560, "y": 420, "heading": 90}},
    {"id": "y", "ship": "large", "pose": {"x": 800, "y": 600, "heading": 180}}]"#;
const ROCKS: &str = r#"[{"id": "r", "type": "asteroid", "points": [[400, 400], [460, 410], [440, 470]]}]"#;

fn workspace() -> Workspace {
    Workspace::new(js(&format!(r#"{{"edition": "2e", "ships": {SHIPS}, "obstacles": {ROCKS}}}"#))).expect("valid table")
}

fn text(v: &JsValue) -> String {
    js_sys::JSON::stringify(v).expect("plain data").into()
}

#[wasm_bindgen_test]
fn methods_answer_as_the_one_shot_calls() {
    let ws = workspace();
    let one = xwing_huge::bindings::place_move(js(&format!(
        r#"{{"seed": 2, "ship": {{"id": "g", "ship": "gr75", "pose": {{"x": 500, "y": 600, "heading": 0}}}},
        "maneuver": {{"speed": 2, "bearing": "bankLeft"}}, "ships": {SHIPS}, "obstacles": {ROCKS}}}"#
    )))
    .expect("one-shot");
    let kept = ws.place_move(js(r#"{"seed": 2, "ship": "g", "maneuver": {"speed": 2, "bearing": "bankLeft"}}"#)).expect("kept");
    assert_eq!(text(&one), text(&kept));
    let one = xwing_huge::bindings::measure_range(js(&format!(
        r#"{{"attacker": {{"id": "x", "ship": "small", "pose": {{"x": 560, "y": 420, "heading": 90}}}},
        "defender": {{"id": "y", "ship": "large", "pose": {{"x": 800, "y": 600, "heading": 180}}}}, "ships": {SHIPS}, "obstacles": {ROCKS}}}"#
    )))
    .expect("one-shot");
    assert_eq!(text(&one), text(&ws.measure_range(js(r#"{"attacker": "x", "defender": "y"}"#)).expect("kept")));
}

#[wasm_bindgen_test]
fn updates_by_id_take_effect_and_errors_name_the_field() {
    let ws = workspace();
    // "x" (small, 40 mm) moved onto "y" (large, 80 mm square at 800, 600): they overlap.
    ws.set_pose("x".into(), 790.0.into(), 600.0.into(), 0.0.into()).expect("moved");
    let r = ws.check_overlap(js(r#"{"ship": "x"}"#)).expect("valid");
    let ids: Vec<String> = Array::from(&get(&r, "overlaps")).iter().map(|o| get(&o, "id").as_string().unwrap_or_default()).collect();
    assert_eq!(ids, ["y"]);
    ws.set_poses(Float64Array::from(&[500.0, 600.0, 0.0, 100.0, 100.0, 0.0, 800.0, 600.0, 180.0][..]).into()).expect("three poses");
    assert_eq!(Array::from(&get(&ws.check_overlap(js(r#"{"ship": "x"}"#)).expect("valid"), "overlaps")).length(), 0);
    ws.remove("y".into()).expect("removed");
    let e = ws.check_overlap(js(r#"{"ship": "y"}"#)).expect_err("removed");
    assert_eq!(err_parts(&e), ("XwingRulesError".into(), "UNKNOWN_NAME".into(), "ship: the table holds no piece \"y\"".into()));
    let e = ws.set_pose("x".into(), JsValue::from(1e7), 1.0.into(), 1.0.into()).map(|_| JsValue::NULL).expect_err("far");
    assert_eq!(err_parts(&e).1, "TOO_LARGE");
    let e = ws.set_poses(Float64Array::new_with_length(4).into()).map(|_| JsValue::NULL).expect_err("4 numbers");
    assert!(err_parts(&e).2.starts_with("poses: "));
}
