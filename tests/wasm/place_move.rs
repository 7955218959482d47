//! `placeMove` and `shipInfo` through the JS API in headless Chromium, one case per
//! edition (`make test-wasm`).
use js_sys::Array;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

use crate::common::*;

#[wasm_bindgen_test]
fn second_edition_huge_ship_slows_down_on_another_huge_ship() {
    // GR-75 4 straight would reach a CR90 lying across at y 300; 3 straight is free.
    let r = xwing_huge::bindings::place_move(js(r#"{
        "ship": {"id": "g", "ship": "gr75", "pose": {"x": 900, "y": 600, "heading": 0}},
        "maneuver": {"speed": 4, "bearing": "straight"},
        "ships": [{"id": "c", "ship": "cr90", "pose": {"x": 900, "y": 300, "heading": 90}}],
        "seed": 3
    }"#))
    .expect("valid call");
    let executed = get(&r, "executed");
    assert_eq!(num(&executed, "speed"), 3.0);
    assert!((num(&get(&r, "pose"), "y") - 480.0).abs() < 1e-9);
    let effects: Array = get(&get(&r, "outcome"), "effects").into();
    let crits: Vec<f64> =
        effects.iter().filter(|e| get(e, "type").as_string().as_deref() == Some("damage")).map(|e| num(&e, "crits")).collect();
    assert_eq!(crits, vec![4.0, 4.0]);
    assert_eq!(num(&r, "seed"), 3.0);
}

#[wasm_bindgen_test]
fn first_edition_small_ship_backs_off_a_huge_ship_and_rolls_a_die() {
    let r = xwing_huge::bindings::place_move(js(r#"{
        "edition": "1e",
        "ship": {"id": "x", "ship": "small", "pose": {"x": 500, "y": 500, "heading": 0}},
        "maneuver": {"speed": 3, "bearing": "straight"},
        "ships": [{"id": "c", "ship": "cr90", "pose": {"x": 500, "y": 300, "heading": 90}}],
        "seed": 5
    }"#))
    .expect("valid call");
    assert!((num(&get(&r, "pose"), "y") - 360.0).abs() < 1e-6);
    let outcome = get(&r, "outcome");
    assert_eq!(get(&outcome, "skipAction").as_bool(), Some(true));
    let effects: Array = get(&outcome, "effects").into();
    assert!(effects.iter().any(|e| get(&e, "type").as_string().as_deref() == Some("roll") && num(&e, "dice") == 1.0));
}

#[wasm_bindgen_test]
fn a_refused_maneuver_throws_and_the_next_call_works() {
    let e = xwing_huge::bindings::place_move(js(r#"{
        "ship": {"id": "g", "ship": "gr75", "pose": {"x": 900, "y": 600, "heading": 0}},
        "maneuver": {"speed": 1, "bearing": "koiogran"}
    }"#))
    .expect_err("huge ships cannot Koiogran");
    let err: &js_sys::Error = e.dyn_ref().expect("a real Error");
    assert_eq!(String::from(err.name()), "XwingRulesError");
    assert!(String::from(err.message()).starts_with("maneuver.bearing"));
    let info = xwing_huge::bindings::ship_info(js(r#"{"ship": "croc", "edition": "1e"}"#)).expect("valid call");
    assert_eq!(get(&info, "sections").as_bool(), Some(true));
    assert_eq!(num(&get(&info, "base"), "length"), 195.0);
}

#[wasm_bindgen_test]
fn duplicate_ids_throw_naming_the_entry() {
    let e = xwing_huge::bindings::place_move(js(r#"{
        "ship": {"id": "g", "ship": "gr75", "pose": {"x": 900, "y": 600, "heading": 0}},
        "maneuver": {"speed": 1, "bearing": "straight"},
        "ships": [{"id": "x", "ship": "small", "pose": {"x": 100, "y": 100, "heading": 0}}],
        "obstacles": [{"id": "x", "type": "debris", "points": [[0, 0], [9, 0], [0, 9]]}]
    }"#))
    .expect_err("a ship and an obstacle share an id");
    let err: &js_sys::Error = e.dyn_ref().expect("a real Error");
    assert_eq!(String::from(err.name()), "XwingRulesError");
    assert!(String::from(err.message()).starts_with("obstacles[0].id: duplicate id \"x\""));
}

#[wasm_bindgen_test]
fn second_edition_set_aside_ship_fits_a_gap_finer_than_the_grid() {
    // The GR-75 ends at (900, 560) (base y 449.5..670.5): the only room for x is the
    // strip y 670.5..715 between O2 and O3, 44.5 mm deep. The 40-mm base's centre fits
    // at y 690.5..695, which a 10-mm grid misses; the region's 4 corners are offered.
    let r = xwing_huge::bindings::place_move(js(r#"{
        "edition": "2e",
        "ship": {"id": "g", "ship": "gr75", "pose": {"x": 900, "y": 600, "heading": 0}},
        "maneuver": {"speed": 1, "bearing": "straight"},
        "ships": [{"id": "x", "ship": "small", "pose": {"x": 900, "y": 465, "heading": 0}}],
        "obstacles": [
            {"id": "O1", "type": "asteroid", "points": [[700,715],[1100,715],[1100,800],[700,800]]},
            {"id": "O2", "type": "asteroid", "points": [[740,500],[859.9,500],[859.9,715],[740,715]]},
            {"id": "O3", "type": "asteroid", "points": [[940.1,500],[1060,500],[1060,715],[940.1,715]]}
        ],
        "seed": 1
    }"#))
    .expect("valid call");
    let destroyed: Array = get(&r, "destroyed").into();
    assert_eq!(destroyed.length(), 0);
    let choices: Array = get(&get(&r, "outcome"), "choices").into();
    let options: Array = get(&choices.get(0), "options").into();
    assert_eq!(options.length(), 4);
    let first = options.get(0);
    assert!((num(&first, "x") - 879.9).abs() < 1e-9 && (num(&first, "y") - 690.5).abs() < 1e-9);
}
