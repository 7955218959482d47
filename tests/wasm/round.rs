//! The round calls through the JS API in headless Chromium: a state passed from one
//! call to the next, one refusal naming its rule, and the module still working after
//! it (`make test-wasm`).
use js_sys::Array;
use wasm_bindgen_test::*;

use crate::common::*;

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
        r#"{"edition": "1e", "ships": [{"id": "g", "ship": "gr75", "pilotSkill": 3}, {"id": "x", "ship": "small", "pilotSkill": 9}]}"#,
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

#[wasm_bindgen_test]
fn allowed_actions_lists_the_bar_with_targets_and_bands() {
    // 2e CR90 (80 x 221) at (500, 500) facing up: front edge y = 389.5. An enemy 50 mm
    // ahead (its near edge y = 339.5, centre 319.5) is range 1: jam allowed, band 0–100 mm
    // and 0–200 mm in the bullseye. The printed 2e bar: focus, lock, reinforce, coordinate, jam.
    let r = xwing_huge::bindings::allowed_actions(js(r#"{"edition": "2e",
        "ship": {"id": "c", "ship": "cr90", "pose": {"x": 500, "y": 500, "heading": 0}},
        "ships": [{"id": "x", "ship": "small", "pose": {"x": 500, "y": 319.5, "heading": 180}, "player": 1}]}"#))
    .expect("valid call");
    let list = Array::from(&get(&r, "actions"));
    let names: Vec<String> = list.iter().map(|c| get(&c, "action").as_string().unwrap_or_default()).collect();
    assert_eq!(names, ["focus", "lock", "reinforce", "coordinate", "jam"]);
    let jam = list.get(4);
    assert_eq!(get(&jam, "allowed").as_bool(), Some(true));
    let target = Array::from(&get(&jam, "targets")).get(0);
    assert_eq!(num(&target, "range"), 1.0);
    let bands = Array::from(&get(&jam, "bands"));
    assert_eq!((num(&bands.get(0), "withinMm"), num(&bands.get(1), "withinMm")), (100.0, 200.0));
    // Coordinate has no friendly ship: refused with the rule's words.
    assert_eq!(get(&list.get(3), "allowed").as_bool(), Some(false));
    let e = xwing_huge::bindings::allowed_actions(js(r#"{"ship": {"id": "x", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}}}"#))
        .expect_err("standard ship");
    assert_eq!(err_parts(&e).1, "INVALID_INPUT");
}

#[wasm_bindgen_test]
fn the_round_state_through_attacks_turrets_and_obstacles() {
    // resolveAttack with no dice: nothing happens, and both round states come back as given.
    let r = xwing_huge::bindings::resolve_attack(js(r#"{"edition": "2e", "seed": 1, "attackDice": 0, "range": 2,
        "attacker": {"id": "c", "ship": "cr90", "roundState": {"cards": [{"shields": 7, "energy": 6}], "tokens": {"locks": ["g"]}}},
        "defender": {"id": "g", "ship": "gozanti", "roundState": {"cards": [{"shields": 4, "energy": 3}], "tokens": {"lockedBy": [{"by": "c"}]}}}}"#))
    .expect("valid call");
    let card = Array::from(&get(&get(&get(&r, "defender"), "roundState"), "cards")).get(0);
    assert_eq!(num(&card, "shields"), 4.0);
    let card = Array::from(&get(&get(&get(&r, "attacker"), "roundState"), "cards")).get(0);
    assert_eq!(num(&card, "energy"), 6.0);
    // A 2e turret indicator pointing right holds a ship 140 mm off the CR90's right edge: range 2.
    let m = xwing_huge::bindings::measure_range(js(r#"{"attacker": {"id": "c", "ship": "cr90", "pose": {"x": 500, "y": 500, "heading": 0},
        "turrets": [{"upgrade": "u", "arc": "right"}]}, "defender": {"id": "x", "ship": "small", "pose": {"x": 700, "y": 500, "heading": 0}}, "turret": "u"}"#))
    .expect("valid call");
    assert_eq!((get(&m, "inArc").as_bool(), num(&m, "range")), (Some(true), 2.0));
    // A 1e huge ship placed as an obstacle is never attacked.
    let e = xwing_huge::bindings::resolve_attack(js(
        r#"{"edition": "1e", "attackDice": 2, "range": 2, "defender": {"id": "c", "ship": "cr90", "section": "fore", "asObstacle": true}}"#,
    ))
    .expect_err("an obstacle");
    assert_eq!(err_parts(&e).1, "NOT_ALLOWED");
}

#[wasm_bindgen_test]
fn a_2e_jam_takes_a_green_token_and_wingmates_follow_their_leader() {
    // Core rules "Jam": the CR90 (right edge 540) jams a GR-75 at x = 640 (60 mm, range 1)
    // holding one focus: focus 1 - 1 = 0 and the jam token goes, jam 0.
    let r = xwing_huge::bindings::perform_action(js(r#"{"edition": "2e",
        "ship": {"id": "c", "ship": "cr90", "pose": {"x": 500, "y": 500, "heading": 0}, "player": 0},
        "ships": [{"id": "g", "ship": "gr75", "pose": {"x": 640, "y": 500, "heading": 0}, "player": 1,
            "state": {"cards": [{"shields": 3, "energy": 4}], "tokens": {"focus": 1}}}],
        "action": {"type": "jam", "target": "g"}}"#))
    .expect("valid call");
    assert_eq!(get(&get(&r, "outcome"), "removed").as_string().as_deref(), Some("focus"));
    let tokens = get(&get(&get(&r, "target"), "state"), "tokens");
    assert_eq!((num(&tokens, "focus"), num(&tokens, "jam")), (0.0, 0.0));
    // Epic wings: leader L (4), wingmate W (1), enemy E (2): activation E, L, W.
    let order = xwing_huge::bindings::round_order(js(r#"{"edition": "2e", "ships": [{"id": "L", "ship": "small", "pilotSkill": 4},
        {"id": "W", "ship": "small", "pilotSkill": 1}, {"id": "E", "ship": "small", "pilotSkill": 2, "player": 1}],
        "wings": [{"leader": "L", "wingmates": [{"id": "W", "position": "leftFlank"}]}]}"#))
    .expect("valid call");
    let ids = strings(Array::from(&get(&order, "activation")).iter().map(|s| get(&s, "id")).collect::<Array>().into());
    assert_eq!(ids, vec!["E", "L", "W"]);
}
