//! The round calls through the JS API in headless Chromium: a state passed from one
//! call to the next, one refusal naming its rule, and the module still working after
//! it (`cargo test --target wasm32-unknown-unknown --test wasm_round`).
#![cfg(target_arch = "wasm32")]

use js_sys::Array;
use wasm_bindgen_test::*;

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn a_1e_gr75_gains_energy_recovers_and_ends_the_round() {
    // GR-75 1e: shields 4 (has 1), limit 4. 1 straight shows 3 icons: 0 + 3 = 3.
    let r = xwing_huge::bindings::energy_step(js(r#"{"edition": "1e",
        "ship": {"id": "g", "ship": "gr75", "pose": {"x": 500, "y": 500, "heading": 0}, "state": {"cards": [{"shields": 1}]}},
        "steps": [{"type": "gain", "maneuver": {"speed": 1, "bearing": "straight"}}]}"#))
    .expect("valid call");
    let state = get(&r, "state");
    let card = Array::from(&get(&state, "cards")).get(0);
    assert_eq!(num(&card, "energy"), 3.0);
    // Recover: the 3 energy go, shields 1 + 3 = 4 (the card's value).
    let req = js(r#"{"edition": "1e", "ship": {"id": "g", "ship": "gr75", "pose": {"x": 500, "y": 500, "heading": 0}},
        "action": {"type": "recover"}}"#);
    js_sys::Reflect::set(&get(&req, "ship"), &"state".into(), &state).expect("object");
    let r = xwing_huge::bindings::perform_action(req).expect("valid call");
    let card = Array::from(&get(&get(&r, "state"), "cards")).get(0);
    assert_eq!((num(&card, "shields"), num(&card, "energy")), (4.0, 0.0));
    let order = xwing_huge::bindings::round_order(js(
        r#"{"edition": "1e", "ships": [{"id": "g", "ship": "gr75", "skill": 3}, {"id": "x", "ship": "small", "skill": 9}]}"#,
    ))
    .expect("valid call");
    assert_eq!(strings(Array::from(&get(&order, "activation")).iter().map(|s| get(&s, "id")).collect::<Array>().into()), vec!["x", "g"]);
}

#[wasm_bindgen_test]
fn a_jam_out_of_range_is_refused_naming_the_rule() {
    let e = xwing_huge::bindings::perform_action(js(r#"{"edition": "1e",
        "ship": {"id": "g", "ship": "gr75", "pose": {"x": 500, "y": 500, "heading": 0}},
        "ships": [{"id": "x", "ship": "small", "pose": {"x": 800, "y": 500, "heading": 0}, "player": 1}],
        "action": {"type": "jam", "target": "x"}}"#))
    .expect_err("out of range");
    let (name, code, message) = err_parts(&e);
    assert_eq!((name.as_str(), code.as_str()), ("XwingRulesError", "NOT_ALLOWED"));
    assert_eq!(message, "action: jam: the target is at range 3; jam needs range 1–2");
    let ok = xwing_huge::bindings::end_phase(js(r#"{"ships": [{"id": "c", "ship": "cr90", "pose": {"x": 500, "y": 500, "heading": 0}}]}"#));
    assert!(ok.is_ok());
}
