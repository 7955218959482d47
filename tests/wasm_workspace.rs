//! The `Workspace` handle in headless Chromium: the same answers as the one-shot calls
//! for the same table, updates by id, errors naming the field, and hostile arguments to
//! every method thousands of times without harm
//! (`cargo test --target wasm32-unknown-unknown --test wasm_workspace`).
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Float64Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

use xwing_huge::bindings::workspace::Workspace;

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen(inline_js = r#"
export function hostileArgs() {
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const getter = Object.defineProperty({}, 'subject', { enumerable: true, get() { throw new Error('getter'); } });
  const valueOf = new Number(5);
  valueOf.valueOf = () => { throw new Error('valueOf'); };
  const liar = new Float64Array([1, 2, 3]);
  Object.defineProperty(liar, 'length', { get: () => 1e6 });
  const index = new Proxy([1, 2, 3], { get(t, k) { if (k === '0') throw new Error('index'); return Reflect.get(t, k); } });
  return [revoked.proxy, getter, valueOf, liar, index, 10n, Symbol('s'), Object.create(null), null, undefined, NaN, new Array(1e6)];
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = hostileArgs)]
    fn hostile_args() -> Array;
}

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
    let r = ws.check_overlap(js(r#"{"subject": "x"}"#)).expect("valid");
    let ids: Vec<String> = Array::from(&get(&r, "overlaps")).iter().map(|o| get(&o, "id").as_string().unwrap_or_default()).collect();
    assert_eq!(ids, ["y"]);
    ws.set_poses(Float64Array::from(&[500.0, 600.0, 0.0, 100.0, 100.0, 0.0, 800.0, 600.0, 180.0][..]).into()).expect("three poses");
    assert_eq!(Array::from(&get(&ws.check_overlap(js(r#"{"subject": "x"}"#)).expect("valid"), "overlaps")).length(), 0);
    ws.remove("y".into()).expect("removed");
    let e = ws.check_overlap(js(r#"{"subject": "y"}"#)).expect_err("removed");
    assert_eq!(err_parts(&e), ("XwingRulesError".into(), "UNKNOWN_NAME".into(), "subject: the table holds no piece \"y\"".into()));
    let e = ws.set_pose("x".into(), JsValue::from(1e7), 1.0.into(), 1.0.into()).map(|_| JsValue::NULL).expect_err("far");
    assert_eq!(err_parts(&e).1, "TOO_LARGE");
    let e = ws.set_poses(Float64Array::new_with_length(4).into()).map(|_| JsValue::NULL).expect_err("4 numbers");
    assert!(err_parts(&e).2.starts_with("poses: "));
}

#[wasm_bindgen_test]
fn hostile_arguments_to_every_method_are_refused_and_it_keeps_answering() {
    let ws = workspace();
    let before = text(&ws.place_move(js(r#"{"seed": 1, "ship": "g", "maneuver": {"speed": 1, "bearing": "straight"}}"#)).expect("valid"));
    let mut throws = 0;
    for _ in 0..200 {
        for v in hostile_args().iter() {
            let results = [
                ws.place_move(v.clone()).err(),
                ws.check_overlap(v.clone()).err(),
                ws.measure_range(v.clone()).err(),
                ws.check_setup(v.clone()).err(),
                ws.perform_action(v.clone()).err(),
                ws.measure_range_batch(v.clone()).err(),
                ws.update(v.clone()).err(),
                ws.add(v.clone()).err(),
                ws.remove(v.clone()).err(),
                ws.set_poses(v.clone()).err(),
                ws.set_pose(v.clone(), 1.0.into(), 1.0.into(), 1.0.into()).err(),
                ws.set_pose("g".into(), v.clone(), 1.0.into(), 1.0.into()).err(),
            ];
            for e in results {
                let e = e.expect("every hostile argument is refused");
                assert_eq!(err_parts(&e).0, "XwingRulesError");
                throws += 1;
            }
            // `Object.create(null)` is an empty table; everything else is refused.
            if let Err(e) = Workspace::new(v.clone()) {
                assert_eq!(err_parts(&e).0, "XwingRulesError");
                throws += 1;
            }
        }
    }
    assert!(throws > 20_000, "{throws} throws");
    let after = text(&ws.place_move(js(r#"{"seed": 1, "ship": "g", "maneuver": {"speed": 1, "bearing": "straight"}}"#)).expect("valid"));
    assert_eq!(before, after);
}
