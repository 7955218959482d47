//! `checkOverlap` called as JS would call it, inside headless Chromium: overlap, touch
//! and sections, and bad input refused by name with the module still answering.
use js_sys::{Array, Reflect};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

use crate::common::*;

#[wasm_bindgen_test]
fn check_overlap_reports_overlap_touch_and_sections() {
    let r = xwing_huge::bindings::check_overlap(js(r#"{
        "edition": "1e",
        "ship": {"id": "cr90", "ship": "cr90", "pose": {"x": 500, "y": 500, "heading": 0}},
        "ships": [
            {"id": "x1", "ship": "small", "pose": {"x": 555, "y": 580, "heading": 0}},
            {"id": "x2", "ship": "small", "pose": {"x": 440, "y": 500, "heading": 0}}
        ],
        "obstacles": [{"id": "rock", "type": "asteroid", "points": [[0,0],[50,0],[25,40]]}]}"#))
    .expect("valid call");
    let overlaps: Array = get(&r, "overlaps").into();
    assert_eq!(overlaps.length(), 1);
    let hit = overlaps.get(0);
    assert_eq!(get(&hit, "id").as_string().as_deref(), Some("x1"));
    let sections: Array = get(&hit, "sections").into();
    assert_eq!(sections.get(0).as_string().as_deref(), Some("aft"));
    let touching: Array = get(&r, "touching").into();
    assert_eq!(touching.length(), 1);
    assert_eq!(touching.get(0).as_string().as_deref(), Some("x2"));
}

#[wasm_bindgen_test]
fn bad_input_throws_named_errors_and_the_module_survives() {
    let bad = [
        (r#"{"ship": {"id": "a", "ship": "small", "pose": {"x": 0, "y": 0}}}"#, "ship.pose.heading"),
        (r#"{"ship": {"id": "a", "ship": "tie", "pose": {"x": 0, "y": 0, "heading": 0}}}"#, "ship.ship"),
        (r#"{"ship": {"id": "a", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}}, "ships": [1, 2]}"#, "ships[0]"),
        (
            r#"{"ship": {"id": "a", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}},
             "obstacles": [{"id": "r", "type": "asteroid", "points": [[0,0],[1,1]]}]}"#,
            "obstacles[0].points",
        ),
        (r#"{"edition": "3e", "ship": {"id": "a", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}}}"#, "edition"),
    ];
    for (json, field) in bad {
        let e = xwing_huge::bindings::check_overlap(js(json)).expect_err(json);
        let (name, code, message) = err_parts(&e);
        assert_eq!(name, "XwingRulesError");
        assert!(!code.is_empty());
        assert!(message.starts_with(field), "{message} should name {field}");
    }
    // NaN cannot be written in JSON: build it by hand.
    let req = js(r#"{"ship": {"id": "a", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}}}"#);
    Reflect::set(&get(&get(&req, "ship"), "pose"), &"x".into(), &JsValue::from_f64(f64::NAN)).unwrap();
    let (_, _, message) = err_parts(&xwing_huge::bindings::check_overlap(req).expect_err("NaN"));
    assert!(message.starts_with("ship.pose.x: "), "{message}");
    for v in [JsValue::UNDEFINED, JsValue::NULL, JsValue::from_f64(3.0), JsValue::from_str("x")] {
        assert!(xwing_huge::bindings::check_overlap(v).is_err());
    }
    // After the burst, a valid call still works.
    let ok = xwing_huge::bindings::check_overlap(js(r#"{"ship": {"id": "a", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}}}"#));
    assert!(ok.is_ok());
}
