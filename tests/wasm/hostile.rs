//! What only a browser can throw at the module: the browser's own values and exceptions.
//! A cross-origin window and its `Location` (reading `toJSON` on them throws the browser's
//! `SecurityError`), a getter whose read makes the browser throw a `DOMException`, a
//! platform `toJSON` called on the wrong object ("Illegal invocation"), `document.all`
//! (an object whose `typeof` is `"undefined"`), `window` itself, and a DOM element (no data
//! of its own). Each is thrown at every export and every `Workspace` method, as the whole
//! request and as each top-level field: each refusal must be an `XwingRulesError`, and
//! every export must then give the same answer as before. Values from another frame (a
//! same-origin realm) are read as plain data.
//!
//! The values any JS engine has (revoked proxies, BigInt, Symbol, throwing getters and
//! `valueOf`, cycles, deep nesting, vast and lying arrays), thousands of times per export,
//! are the Node suite's (tests/node/hostile.test.mjs, and tests/node/workspace.test.mjs
//! for the `Workspace`): the same js/boundary.js reads them in both.
use js_sys::{Array, Float64Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;
use xwing_huge::bindings::Workspace;

use crate::common::*;

#[wasm_bindgen(inline_js = r#"
/** A frame of another origin (sandboxed: an opaque origin) and one of this origin. */
async function frames() {
  const other = document.createElement('iframe');
  other.sandbox = 'allow-scripts';
  other.srcdoc = '<p>another origin</p>';
  const loaded = new Promise((ok) => { other.onload = ok; });
  document.body.append(other);
  await loaded;
  const same = document.createElement('iframe');
  document.body.append(same);
  return [other.contentWindow, same.contentWindow];
}
export async function browserValues() {
  const [other] = await frames();
  const domException = Object.defineProperty({}, 'x', { enumerable: true, get() { return document.querySelector('::not a selector'); } });
  const wrongThis = Object.create(DOMRect.prototype);
  return [other, other.location, domException, wrongThis, document.all, window, document.body];
}
/** Whether reading the value as JSON throws a DOMException of the browser's own. */
export function throwsDomException(v) {
  try { JSON.stringify(v); return false; } catch (e) { return e instanceof DOMException; }
}
export async function otherRealm(request, points) {
  const [, same] = await frames();
  const w = same.JSON.parse(JSON.stringify(request));
  w.points = new same.Float64Array(points);
  return w;
}
export function withField(request, key, value) {
  return Object.assign({}, request, { [key]: value });
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = browserValues)]
    async fn browser_values() -> JsValue;
    #[wasm_bindgen(js_name = throwsDomException)]
    fn throws_dom_exception(v: &JsValue) -> bool;
    #[wasm_bindgen(js_name = otherRealm)]
    async fn other_realm(request: &JsValue, points: &[f64]) -> JsValue;
    #[wasm_bindgen(js_name = withField)]
    fn with_field(request: &JsValue, key: &str, value: &JsValue) -> JsValue;
}

type Export = fn(JsValue) -> Result<JsValue, JsValue>;

/// The first calls, with small requests of their own.
fn calls() -> Vec<(&'static str, Export, &'static str)> {
    use xwing_huge::bindings as b;
    vec![
        (
            "checkOverlap",
            b::check_overlap,
            r#"{"edition":"1e","ship":{"id":"c","ship":"cr90","pose":{"x":500,"y":500,"heading":0}},"ships":[{"id":"x","ship":"small","pose":{"x":555,"y":580,"heading":0}}]}"#,
        ),
        (
            "placeMove",
            b::place_move,
            r#"{"ship":{"id":"g","ship":"gr75","pose":{"x":900,"y":600,"heading":0}},"maneuver":{"speed":2,"bearing":"straight"},"seed":3}"#,
        ),
        (
            "measureRange",
            b::measure_range,
            r#"{"attacker":{"id":"a","ship":"small","pose":{"x":500,"y":100,"heading":180}},"defender":{"id":"c","ship":"cr90","pose":{"x":500,"y":400,"heading":0}}}"#,
        ),
        ("resolveAttack", b::resolve_attack, r#"{"attackDice":3,"defenseDice":2,"range":2,"seed":5}"#),
        ("shipInfo", b::ship_info, r#"{"ship":"cr90"}"#),
    ]
}

/// The round calls, with the valid requests of tests/node/requests.mjs.
fn round_calls() -> Vec<(&'static str, Export, &'static str)> {
    use xwing_huge::bindings as b;
    vec![
        (
            "roundOrder",
            b::round_order,
            r#"{"edition":"2e","ships":[{"id":"c","ship":"cr90","player":0},{"id":"x","ship":"small","pilotSkill":3,"player":1}]}"#,
        ),
        (
            "performAction",
            b::perform_action,
            r#"{"edition":"1e","ship":{"id":"g","ship":"gr75","pose":{"x":500,"y":500,"heading":0},"player":0,"state":{"cards":[{"shields":2,"energy":3}],"tokens":{"ion":1}}},"ships":[{"id":"x","ship":"small","pose":{"x":700,"y":500,"heading":0},"player":1,"stress":1}],"action":{"type":"jam","target":"x","actionBar":["jam"]}}"#,
        ),
        (
            "energyStep",
            b::energy_step,
            r#"{"edition":"1e","ship":{"id":"c","ship":"cr90","pose":{"x":500,"y":500,"heading":0},"state":{"cards":[{"section":"fore","shields":5},{"section":"aft","shields":3,"energy":1}],"upgrades":[{"name":"u","energy":0,"energyLimit":2}]}},"steps":[{"type":"gain","maneuver":{"speed":2,"bearing":"straight"}},{"type":"allocate","upgrade":"u","amount":1},{"type":"use","card":"u","cost":1}]}"#,
        ),
        (
            "endPhase",
            b::end_phase,
            r#"{"edition":"2e","ships":[{"id":"c","ship":"cr90","pose":{"x":500,"y":500,"heading":0},"state":{"cards":[{"shields":6,"energy":1}],"tokens":{"stress":2,"reinforce":"fullFront"}}}]}"#,
        ),
        (
            "checkSetup",
            b::check_setup,
            r#"{"edition":"2e","ship":{"id":"g","ship":"gr75","pose":{"x":600,"y":803.5,"heading":0}},"setupArea":{"edge":"bottom","depth":100},"ships":[{"id":"x","ship":"small","pose":{"x":100,"y":880,"heading":0}}],"obstacles":[{"id":"r","type":"asteroid","points":[[400,400],[460,410],[440,470],[420,430],[390,450]]}]}"#,
        ),
        (
            "crippleSection",
            b::cripple_section,
            r#"{"edition":"1e","section":"aft","energyLimit":2,"shieldValue":1,"discard":["u"],"ship":{"id":"c","ship":"cr90","pose":{"x":500,"y":500,"heading":0},"state":{"cards":[{"section":"fore","shields":5},{"section":"aft","shields":3,"energy":4,"damage":[{"faceup":false},{"faceup":false},{"faceup":false},{"faceup":false},{"faceup":false},{"faceup":false},{"faceup":false},{"faceup":true,"name":"x"}]}],"upgrades":[{"name":"u","energyLimit":2}]}}}"#,
        ),
        (
            "applyEffects",
            b::apply_effects,
            r#"{"edition":"1e","seed":4,"ships":[{"id":"c","ship":"cr90"},{"id":"x","ship":"small","state":{"pool":{"hull":3,"shields":2}}}],"effects":[{"type":"faceupCard","target":"c","section":"fore","source":"obstacle"},{"type":"damage","target":"x","hits":1,"crits":2,"section":null,"source":"overlappedHugeShip"},{"type":"energy","target":"c","change":-1,"source":"x"},{"type":"stress","target":"x","count":1,"source":"y"}]}"#,
        ),
        (
            "allowedActions",
            b::allowed_actions,
            r#"{"edition":"2e","ship":{"id":"c","ship":"cr90","pose":{"x":500,"y":500,"heading":0},"player":0,"state":{"cards":[{"shields":4,"energy":5}],"tokens":{"ion":1}}},"ships":[{"id":"x","ship":"small","pose":{"x":500,"y":300,"heading":0},"player":1},{"id":"y","ship":"small","pose":{"x":650,"y":500,"heading":0},"player":0}]}"#,
        ),
    ]
}

/// The Epic calls, with the valid requests of tests/node/requests.mjs.
fn epic_calls() -> Vec<(&'static str, Export, &'static str)> {
    use xwing_huge::bindings as b;
    vec![
        (
            "checkDeployment",
            b::check_deployment,
            r#"{"edition":"2e","ship":{"id":"g","ship":"gr75","pose":{"x":450,"y":803.5,"heading":0}},"playArea":{"width":1829,"height":914},"deploymentArea":{"points":[[0,914],[900,914],[900,814],[0,814]]},"ships":[{"id":"x","ship":"small","pose":{"x":100,"y":880,"heading":0}}],"obstacles":[{"id":"r","type":"asteroid","points":[[400,400],[460,410],[440,470],[420,430],[390,450]]}]}"#,
        ),
        (
            "checkSquad",
            b::check_squad,
            r#"{"limit":600,"players":2,"ships":[{"id":"g","ship":"gr75","points":100,"upgrades":40},{"id":"a","ship":"small","points":30,"wing":"w"},{"id":"b","ship":"small","points":30,"wing":"w"},{"id":"c","ship":"small","points":30,"wing":"w"}]}"#,
        ),
        (
            "squadOptions",
            b::squad_options,
            r#"{"edition":"2e","mode":"standard","xws":{"faction":"rebelalliance","pilots":[{"id":"lukeskywalker"}]},"pilot":0,"slot":"astromech"}"#,
        ),
        (
            "checkWingSplit",
            b::check_wing_split,
            r#"{"wing":{"leader":{"id":"L","ship":"small","pose":{"x":900,"y":450,"heading":0},"ion":0},"wingmates":[{"id":"a","ship":"small","pose":{"x":840,"y":450,"heading":0},"position":"leftFlank","tractor":1},{"id":"b","ship":"small","pose":{"x":960,"y":450,"heading":0},"position":"rightFlank","actionBar":["focus","cloak"]}]},"phase":"activation","events":{"leaderAction":"cloak","movedByEffect":["b"],"activated":["a"]}}"#,
        ),
        (
            "deployShip",
            b::deploy_ship,
            r#"{"edition":"2e","carrier":{"id":"g","ship":"gr75","pose":{"x":900,"y":450,"heading":0},"player":0},"ship":{"id":"x","ship":"small","player":0,"stress":0},"from":"right","maneuver":{"speed":2,"bearing":"bankLeft","difficulty":"white"},"ships":[{"id":"y","ship":"small","pose":{"x":1200,"y":300,"heading":0}}],"obstacles":[{"id":"r","type":"asteroid","points":[[400,400],[460,410],[440,470],[420,430],[390,450]]}],"seed":5}"#,
        ),
        (
            "dockShip",
            b::dock_ship,
            r#"{"edition":"2e","phase":"system","carrier":{"id":"g","ship":"gr75","pose":{"x":900,"y":450,"heading":0},"player":0,"team":0},"ship":{"id":"x","ship":"small","pose":{"x":990,"y":450,"heading":0},"player":0,"team":0,"inWing":false}}"#,
        ),
        (
            "joinWing",
            b::join_wing,
            r#"{"leader":{"id":"L","ship":"small","pose":{"x":500,"y":500,"heading":0}},"ship":{"id":"a","ship":"small","pose":{"x":400,"y":560,"heading":30},"position":"leftFlank","wingLeader":"L"},"wingmates":[{"id":"b","ship":"small","pose":{"x":560,"y":500,"heading":0},"position":"rightFlank"}],"ships":[{"id":"x","ship":"small","pose":{"x":300,"y":300,"heading":0}}],"obstacles":[{"id":"r","type":"asteroid","points":[[400,400],[460,410],[440,470],[420,430],[390,450]]}]}"#,
        ),
        (
            "moveWing",
            b::move_wing,
            r#"{"wing":{"leader":{"id":"L","ship":"small","pose":{"x":900,"y":450,"heading":0}},"wingmates":[{"id":"a","ship":"small","pose":{"x":840,"y":450,"heading":0},"position":"leftFlank","stress":1},{"id":"b","ship":"small","pose":{"x":960,"y":450,"heading":0},"position":"rightFlank"},{"id":"c","ship":"small","pose":{"x":900,"y":510,"heading":0},"position":"rearSupport"}]},"maneuver":{"speed":2,"bearing":"bankLeft","difficulty":"blue"},"tool":{"kind":"mini"},"ships":[{"id":"x","ship":"small","pose":{"x":700,"y":300,"heading":0}}],"obstacles":[{"id":"r","type":"asteroid","points":[[400,400],[460,410],[440,470],[420,430],[390,450]]}],"seed":6}"#,
        ),
        (
            "placeWing",
            b::place_wing,
            r#"{"wing":{"leader":{"id":"L","ship":"small","pose":{"x":900,"y":450,"heading":30}},"wingmates":[{"id":"a","ship":"small","pose":{"x":0,"y":0,"heading":0},"position":"leftFlank"},{"id":"b","ship":"small","pose":{"x":0,"y":0,"heading":0},"position":"rearSupport"}]},"tool":{"kind":"corner","spacing":62,"depth":20},"ships":[{"id":"x","ship":"small","pose":{"x":840,"y":300,"heading":0}}],"obstacles":[{"id":"r","type":"asteroid","points":[[400,400],[460,410],[440,470],[420,430],[390,450]]}]}"#,
        ),
        (
            "playerOrder",
            b::player_order,
            r#"{"mode":"teamBattle","teams":[{"id":"red","players":["a","b"]},{"id":"blue","players":["c"]}],"call":"blankFocus","winnerChooses":"second","seed":2}"#,
        ),
        (
            "scoreGame",
            b::score_game,
            r#"{"scoring":"threat","players":[{"player":0,"team":0},{"player":1,"team":1}],"quickBuilds":[{"id":"w","threat":4},{"id":"c","threat":8}],"ships":[{"id":"a","player":0,"hull":3,"fate":"destroyed","quickBuild":"w"},{"id":"b","player":0,"hull":3,"shields":1,"lostShields":1,"damageCards":1,"quickBuild":"w"},{"id":"c","player":1,"hull":12,"shields":4,"damageCards":2,"fate":"inPlay","quickBuild":"c"}]}"#,
        ),
    ]
}

/// Every one-shot export with its valid request.
fn exports() -> Vec<(&'static str, Export, &'static str)> {
    [calls(), round_calls(), epic_calls()].concat()
}

/// The value itself, then the request with each top-level field replaced by it.
fn variants(request: &JsValue, value: &JsValue) -> Vec<JsValue> {
    let keys = js_sys::Object::keys(request.unchecked_ref::<js_sys::Object>());
    let mut out = vec![value.clone()];
    out.extend(keys.iter().map(|k| with_field(request, &k.as_string().unwrap(), value)));
    out
}

/// Asserts that a refusal is an `XwingRulesError` with a code.
fn refused(e: JsValue, what: &str) {
    let (name, code, _) = err_parts(&e);
    assert_eq!(name, "XwingRulesError", "{what}");
    assert!(!code.is_empty(), "{what}");
}

#[wasm_bindgen_test]
async fn the_browser_own_values_are_refused_by_every_export_which_keeps_answering() {
    let values = Array::from(&browser_values().await);
    // The first two really make the browser throw its own SecurityError, the third a
    // DOMException of its own: the values test what they claim.
    for i in 0..3 {
        assert!(throws_dom_exception(&values.get(i)), "value {i} throws a DOMException");
    }
    let mut throws = 0;
    for (name, call, request) in exports() {
        let request = js(request);
        let before = js_sys::JSON::stringify(&call(request.clone()).expect("valid")).unwrap();
        for (i, value) in values.iter().enumerate() {
            // A DOM element (the last value) reads as `{}`: as the request, or in a field
            // standing for an optional object, it may be accepted. Every other value as the
            // whole request is refused; anything refused is an XwingRulesError.
            if i + 1 < values.length() as usize {
                assert!(call(value.clone()).is_err(), "{name}: value {i} as the request");
            }
            for v in variants(&request, &value) {
                if let Err(e) = call(v) {
                    refused(e, name);
                    throws += 1;
                }
            }
        }
        let after = js_sys::JSON::stringify(&call(request).expect("still valid")).unwrap();
        assert_eq!(after, before, "{name} answers as before");
    }
    assert!(throws > 7 * exports().len(), "{throws} throws");
}

#[wasm_bindgen_test]
async fn the_browser_own_values_are_refused_by_every_workspace_method() {
    let values = Array::from(&browser_values().await);
    let ws = Workspace::new(js(r#"{"edition": "2e", "ships": [{"id": "g", "ship": "gr75", "pose": {"x": 500, "y": 600, "heading": 0}}]}"#))
        .expect("valid table");
    let request = js(r#"{"seed": 1, "ship": "g", "maneuver": {"speed": 1, "bearing": "straight"}}"#);
    let before = js_sys::JSON::stringify(&ws.place_move(request.clone()).expect("valid")).unwrap();
    for (i, v) in values.iter().enumerate() {
        let last = i + 1 == values.length() as usize;
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
        // A DOM element (the last value) reads as `{}`, which a method may accept.
        for e in results {
            match e {
                Some(e) => refused(e, "Workspace"),
                None => assert!(last, "every method refuses value {i}"),
            }
        }
        if let Err(e) = Workspace::new(v.clone()) {
            refused(e, "new Workspace");
        }
        for v in variants(&request, &v) {
            if let Err(e) = ws.place_move(v) {
                refused(e, "Workspace.placeMove");
            }
        }
    }
    assert_eq!(js_sys::JSON::stringify(&ws.place_move(request).expect("valid")).unwrap(), before);
}

#[wasm_bindgen_test]
async fn a_request_and_a_float64_array_from_another_frame_read_as_plain_data() {
    let request = js(r#"{"attacker": {"id": "a", "ship": "cr90", "pose": {"x": 900, "y": 450, "heading": 0}}, "defenderShip": "small"}"#);
    let points = [950.0, 300.0, 100.0, 100.0];
    let here = js_sys::Object::assign(&js_sys::Object::new(), request.unchecked_ref());
    js_sys::Reflect::set(&here, &"points".into(), &Float64Array::from(&points[..])).unwrap();
    let mine = xwing_huge::bindings::measure_range_batch(here.into()).expect("this frame's request");
    let theirs = xwing_huge::bindings::measure_range_batch(other_realm(&request, &points).await).expect("another frame's request");
    assert_eq!(mine.length(), 2);
    assert_eq!(js_sys::JSON::stringify(&theirs).unwrap(), js_sys::JSON::stringify(&mine).unwrap());
}
