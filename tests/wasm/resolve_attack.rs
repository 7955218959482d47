//! `resolveAttack` called as JS would, inside headless Chromium: the seed sequence
//! must match the native one (src/attack/resolve.rs `seed_sequence`), and the exact
//! distribution must hold in wasm too.
use js_sys::Array;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

use crate::common::*;

#[wasm_bindgen_test]
fn seed_42_rolls_the_native_dice() {
    let r = xwing_huge::bindings::resolve_attack(js(r#"{"attackDice": 8, "defenseDice": 4, "seed": 42}"#)).expect("valid");
    assert_eq!(strings(get(&r, "attackRoll")), ["blank", "crit", "crit", "hit", "blank", "crit", "blank", "blank"]);
    assert_eq!(strings(get(&r, "defenseRoll")), ["focus", "blank", "blank", "focus"]);
    assert_eq!(get(&r, "seed").as_f64(), Some(42.0));
}

#[wasm_bindgen_test]
fn exact_distributions_hold_in_wasm() {
    let r = xwing_huge::bindings::resolve_attack(js(
        r#"{"edition": "1e", "attackDice": 3, "defenseDice": 3, "range": 2, "distribution": true, "seed": 1}"#,
    ))
    .expect("valid");
    let damage: Vec<f64> = Array::from(&get(&get(&r, "distribution"), "damage")).iter().filter_map(|v| v.as_f64()).collect();
    assert_eq!(damage, [1093.0 / 2048.0, 1185.0 / 4096.0, 75.0 / 512.0, 125.0 / 4096.0]);
    let r = xwing_huge::bindings::resolve_attack(js(
        r#"{"weapon": {"kind": "special", "attack": 3, "range": [4, 5]}, "range": 4, "defender": {"ship": "croc"}, "distribution": true, "seed": 1}"#,
    ))
    .expect("valid");
    assert_eq!(get(&get(&r, "distribution"), "expected").as_f64(), Some(459.0 / 512.0));
}

#[wasm_bindgen_test]
fn bad_input_throws_and_the_module_survives() {
    let e = xwing_huge::bindings::resolve_attack(js(r#"{"attackDice": 30}"#)).expect_err("too many dice");
    let err: &js_sys::Error = e.dyn_ref().expect("a real Error");
    assert_eq!(String::from(err.name()), "XwingRulesError");
    assert!(String::from(err.message()).starts_with("attackDice"));
    let e = xwing_huge::bindings::resolve_attack(js(r#"{"attackDice": 3, "seed": 0.5}"#)).expect_err("bad seed");
    assert!(String::from(e.dyn_ref::<js_sys::Error>().expect("Error").message()).starts_with("seed"));
    assert!(xwing_huge::bindings::resolve_attack(js(r#"{"attackDice": 3, "seed": 3}"#)).is_ok());
}

/// 1e: touching ships cannot attack each other (seed 002); a 1e reinforce token needs the
/// targeted section (seed 003 "Reinforce Token").
#[wasm_bindgen_test]
fn first_edition_touching_and_reinforce_refusals() {
    let attack = |json: &str| xwing_huge::bindings::resolve_attack(js(json));
    let touching = r#"{"edition": "1e", "attackDice": 3, "seed": 1, "arc": "front",
        "attacker": {"ship": "small", "pose": {"x": 900, "y": 317.6, "heading": 180}},
        "defender": {"ship": "cr90", "section": "fore", "pose": {"x": 900, "y": 450, "heading": 0}}}"#;
    let (_, code, message) = err_parts(&attack(touching).expect_err("touching"));
    assert_eq!(code, "NOT_ALLOWED");
    assert!(message.starts_with("defender") && message.contains("touch"), "{message}");
    let reinforce = r#"{"edition": "1e", "attackDice": 3, "range": 2, "seed": 1, "attacker": {"ship": "small"},
        "defender": {"ship": "gr75", "tokens": {"reinforce": "fore"}}}"#;
    let (_, code, message) = err_parts(&attack(reinforce).expect_err("no section"));
    assert_eq!(code, "INVALID_INPUT");
    assert!(message.starts_with("defender.section"), "{message}");
}
