//! Weapons and the two damage shapes through the JS API in headless Chromium
//! (`make test-wasm`).
use js_sys::Array;
use wasm_bindgen_test::*;

use crate::common::*;

fn refused(e: wasm_bindgen::JsValue, field: &str) {
    let (name, code, message) = err_parts(&e);
    assert_eq!((name.as_str(), code.as_str()), ("XwingRulesError", "NOT_ALLOWED"), "{message}");
    assert!(message.starts_with(field), "{message}");
}

#[wasm_bindgen_test]
fn each_weapon_refusal() {
    let attack = |json: &str| xwing_huge::bindings::resolve_attack(js(json));
    // 1e CR90 primary prints range 3–5; 1e GR-75 prints no attack value; a 2e huge
    // primary fires at 1–3 unless extended; a small ship at range 5.
    refused(attack(r#"{"edition": "1e", "attacker": {"ship": "cr90"}, "range": 1, "seed": 1}"#).expect_err("range 1"), "range");
    refused(attack(r#"{"edition": "1e", "attacker": {"ship": "gr75"}, "range": 2, "seed": 1}"#).expect_err("no weapon"), "weapon");
    refused(attack(r#"{"attacker": {"ship": "cr90"}, "range": 5, "seed": 1}"#).expect_err("2e range 5"), "range");
    refused(attack(r#"{"attacker": {"ship": "small"}, "attackDice": 3, "range": 5, "seed": 1}"#).expect_err("small"), "range");
    let ok = attack(r#"{"attacker": {"ship": "cr90"}, "weapon": {"extendedTo": 5}, "range": 5, "seed": 1}"#).expect("extended");
    assert_eq!(num(&ok, "defenseDice"), 2.0);
    // A primary weapon fires only from its printed arcs: the 2e GR-75 (front) in its rear arc.
    let gr75_rear = r#"{"attacker": {"ship": "gr75", "pose": {"x": 900, "y": 450, "heading": 0}},
        "defender": {"ship": "small", "agility": 2, "pose": {"x": 900, "y": 710.5, "heading": 0}}, "arc": "rear", "seed": 1}"#;
    refused(attack(gr75_rear).expect_err("rear arc"), "arc");
    // The module still works.
    assert!(attack(r#"{"attackDice": 2, "seed": 1}"#).is_ok());
}

#[wasm_bindgen_test]
fn both_damage_shapes_applied() {
    // 2e: crit damage, shields first (GR-75 shields 3, 4 crits: 0 shields, 1 card).
    let r = xwing_huge::bindings::apply_effects(js(r#"{
        "ships": [{"id": "g", "ship": "gr75"}],
        "effects": [{"type": "damage", "target": "g", "hits": 0, "crits": 4, "section": null, "source": "hugeShipOverlap"}],
        "seed": 1
    }"#))
    .expect("valid");
    let ships: Array = get(&r, "ships").into();
    let pool = get(&get(&ships.get(0), "state"), "pool");
    assert_eq!(num(&pool, "shields"), 0.0);
    assert_eq!(Array::from(&get(&pool, "damage")).length(), 1);
    // 1e: a faceup card past the shields (CR90 fore shields 5 stay 5).
    let r = xwing_huge::bindings::apply_effects(js(r#"{
        "edition": "1e",
        "ships": [{"id": "c", "ship": "cr90"}],
        "effects": [{"type": "faceupCard", "target": "c", "section": "fore", "source": "obstacle"}],
        "seed": 1
    }"#))
    .expect("valid");
    let ships: Array = get(&r, "ships").into();
    let fore = get(&get(&get(&ships.get(0), "state"), "sections"), "fore");
    assert_eq!(num(&fore, "shields"), 5.0);
    assert_eq!(Array::from(&get(&fore, "damage")).length(), 1);
}
