//! `measureRange` and `measureRangeBatch` called as JS calls them, in headless Chromium.
use js_sys::{Array, Float64Array, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

use crate::common::*;

#[wasm_bindgen_test]
fn cr90_sections_range_and_targeting() {
    // 1e CR90 facing up at (500, 500); a small ship at (500, 100) facing it: the fore
    // section is 387.6 − 120 = 267.6 mm away (range 3), the aft 380 (range 4) and hidden.
    let r = xwing_huge::bindings::measure_range(js(r#"{
        "edition": "1e", "arc": "front",
        "attacker": {"id": "a", "ship": "small", "pose": {"x": 500, "y": 100, "heading": 180}},
        "defender": {"id": "cr90", "ship": "cr90", "pose": {"x": 500, "y": 500, "heading": 0}}
    }"#))
    .expect("valid call");
    assert_eq!(get(&r, "range").as_f64(), Some(3.0));
    assert!((get(&r, "distance").as_f64().unwrap() - 267.6).abs() < 1e-9);
    assert_eq!(get(&r, "inArc").as_bool(), Some(true));
    let aft = get(&get(&r, "sections"), "aft");
    assert_eq!(get(&aft, "canTarget").as_bool(), Some(false));
    assert_eq!(get(&aft, "reason").as_string().as_deref(), Some("centreLine"));
    let from: Array = get(&r, "from").into();
    assert_eq!(from.length(), 2);
}

#[wasm_bindgen_test]
fn batch_returns_one_value_per_point() {
    let req = js(r#"{"attacker": {"id": "a", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}},
                     "defenderShip": "small"}"#);
    let pts = Float64Array::from(&[140.0, 0.0, 0.0, -300.0][..]);
    Reflect::set(&req, &"points".into(), &pts).unwrap();
    let out = xwing_huge::bindings::measure_range_batch(req).expect("valid batch");
    assert_eq!(out.to_vec(), vec![100.0, 260.0]);
}

#[wasm_bindgen_test]
fn bad_input_names_the_field_and_the_module_survives() {
    let bad = [
        (
            r#"{"attacker": {"id": "a", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}},
             "defender": {"id": "d", "ship": "small", "pose": {"x": 0, "y": 100, "heading": 0}}, "arc": "foreLeft"}"#,
            "arc",
        ),
        (
            r#"{"attacker": {"id": "a", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}},
             "defender": {"id": "d", "ship": "small", "pose": {"x": 0, "y": 100}}}"#,
            "defender.pose.heading",
        ),
        (
            r#"{"attacker": {"id": "a", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}},
             "defender": {"id": "d", "ship": "small", "pose": {"x": 0, "y": 100, "heading": 0}}, "section": "fore"}"#,
            "section",
        ),
    ];
    for (json, field) in bad {
        let e = xwing_huge::bindings::measure_range(js(json)).expect_err(json);
        let err: &js_sys::Error = e.dyn_ref().expect("an Error");
        assert_eq!(String::from(err.name()), "XwingRulesError");
        assert!(String::from(err.message()).starts_with(field), "{}", String::from(err.message()));
    }
    let req = js(r#"{"attacker": {"id": "a", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}},
                     "defenderShip": "small", "points": [1, 2, 3]}"#);
    assert!(xwing_huge::bindings::measure_range_batch(req).is_err());
    let ok = xwing_huge::bindings::measure_range(js(r#"{
        "attacker": {"id": "a", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}},
        "defender": {"id": "d", "ship": "small", "pose": {"x": 0, "y": 100, "heading": 0}}}"#));
    assert!(ok.is_ok());
}
