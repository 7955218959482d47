//! Hostile JS values in headless Chromium: revoked proxies, BigInt, Symbol, throwing
//! getters and `valueOf`, cycles, deep nesting, vast and lying arrays, thrown at every
//! export thousands of times. Each must come back as an `XwingRulesError`, and a valid
//! call must still give the same answer afterwards (a JS exception unwinding through
//! wasm frames would have broken every later call after a few hundred throws).
#![cfg(target_arch = "wasm32")]

use js_sys::Array;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen(inline_js = r#"
export function hostileValues() {
  const revoked = Proxy.revocable({}, {});
  revoked.revoke();
  const trap = new Proxy({}, { get() { throw new Error('get'); }, ownKeys() { throw new Error('ownKeys'); } });
  const getter = Object.defineProperty({}, 'x', { enumerable: true, get() { throw new Error('getter'); } });
  const valueOf = new Number(5);
  valueOf.valueOf = () => { throw new Error('valueOf'); };
  const cycle = {};
  cycle.self = cycle;
  let deep = {};
  for (let i = 0; i < 100000; i++) deep = { d: deep };
  const lying = new Proxy([], { get(t, k) { return k === 'length' ? 1e9 : Reflect.get(t, k); } });
  return [revoked.proxy, trap, getter, valueOf, cycle, deep, lying, 10n, Symbol('s'), Object.create(null), new Array(1e6)];
}
export function pause() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
export function withField(request, key, value) {
  return Object.assign({}, request, { [key]: value });
}
export function lyingPoints() {
  const a = new Float64Array([950, 300]);
  Object.defineProperty(a, 'length', { get: () => 20000 });
  return { attacker: { id: 'a', ship: 'cr90', pose: { x: 900, y: 450, heading: 0 } }, defenderShip: 'small', points: a };
}
"#)]
extern "C" {
    #[wasm_bindgen(js_name = hostileValues)]
    fn hostile_values() -> Array;
    fn pause() -> js_sys::Promise;
    #[wasm_bindgen(js_name = withField)]
    fn with_field(request: &JsValue, key: &str, value: &JsValue) -> JsValue;
    #[wasm_bindgen(js_name = lyingPoints)]
    fn lying_points() -> JsValue;
}

type Export = fn(JsValue) -> Result<JsValue, JsValue>;

/// The first calls, with small requests of their own.
fn calls() -> Vec<(&'static str, Export, &'static str)> {
    use xwing_huge::bindings as b;
    vec![
        (
            "checkOverlap",
            b::check_overlap,
            r#"{"edition":"1e","subject":{"id":"c","ship":"cr90","pose":{"x":500,"y":500,"heading":0}},"others":[{"id":"x","ship":"small","pose":{"x":555,"y":580,"heading":0}}]}"#,
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
            r#"{"edition":"2e","ships":[{"id":"c","ship":"cr90","player":0},{"id":"x","ship":"small","skill":3,"player":1}]}"#,
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
            b::allowed_actions::allowed_actions_js,
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
            b::check_deployment::check_deployment_js,
            r#"{"edition":"2e","ship":{"id":"g","ship":"gr75","pose":{"x":450,"y":803.5,"heading":0}},"playArea":{"width":1829,"height":914},"deploymentArea":{"points":[[0,914],[900,914],[900,814],[0,814]]},"ships":[{"id":"x","ship":"small","pose":{"x":100,"y":880,"heading":0}}],"obstacles":[{"id":"r","type":"asteroid","points":[[400,400],[460,410],[440,470],[420,430],[390,450]]}]}"#,
        ),
        (
            "checkSquad",
            b::check_squad::check_squad_js,
            r#"{"limit":600,"players":2,"ships":[{"id":"g","ship":"gr75","points":100,"upgrades":40},{"id":"a","ship":"small","points":30,"wing":"w"},{"id":"b","ship":"small","points":30,"wing":"w"},{"id":"c","ship":"small","points":30,"wing":"w"}]}"#,
        ),
        (
            "checkWingSplit",
            b::check_wing_split::check_wing_split,
            r#"{"wing":{"leader":{"id":"L","ship":"small","pose":{"x":900,"y":450,"heading":0},"ion":0},"wingmates":[{"id":"a","ship":"small","pose":{"x":840,"y":450,"heading":0},"position":"leftFlank","tractor":1},{"id":"b","ship":"small","pose":{"x":960,"y":450,"heading":0},"position":"rightFlank","actionBar":["focus","cloak"]}]},"phase":"activation","events":{"leaderAction":"cloak","movedByEffect":["b"],"activated":["a"]}}"#,
        ),
        (
            "deployShip",
            b::deploy_ship::deploy_ship_js,
            r#"{"edition":"2e","carrier":{"id":"g","ship":"gr75","pose":{"x":900,"y":450,"heading":0},"player":0},"ship":{"id":"x","ship":"small","player":0,"stress":0},"from":"right","maneuver":{"speed":2,"bearing":"bankLeft","difficulty":"white"},"ships":[{"id":"y","ship":"small","pose":{"x":1200,"y":300,"heading":0}}],"obstacles":[{"id":"r","type":"asteroid","points":[[400,400],[460,410],[440,470],[420,430],[390,450]]}],"seed":5}"#,
        ),
        (
            "dockShip",
            b::dock_ship::dock_ship_js,
            r#"{"edition":"2e","phase":"system","carrier":{"id":"g","ship":"gr75","pose":{"x":900,"y":450,"heading":0},"player":0,"team":0},"ship":{"id":"x","ship":"small","pose":{"x":990,"y":450,"heading":0},"player":0,"team":0,"inWing":false}}"#,
        ),
        (
            "joinWing",
            b::join_wing::join_wing,
            r#"{"leader":{"id":"L","ship":"small","pose":{"x":500,"y":500,"heading":0}},"ship":{"id":"a","ship":"small","pose":{"x":400,"y":560,"heading":30},"position":"leftFlank","wingLeader":"L"},"wingmates":[{"id":"b","ship":"small","pose":{"x":560,"y":500,"heading":0},"position":"rightFlank"}],"ships":[{"id":"x","ship":"small","pose":{"x":300,"y":300,"heading":0}}],"obstacles":[{"id":"r","type":"asteroid","points":[[400,400],[460,410],[440,470],[420,430],[390,450]]}]}"#,
        ),
        (
            "moveWing",
            b::move_wing::move_wing_js,
            r#"{"wing":{"leader":{"id":"L","ship":"small","pose":{"x":900,"y":450,"heading":0}},"wingmates":[{"id":"a","ship":"small","pose":{"x":840,"y":450,"heading":0},"position":"leftFlank","stress":1},{"id":"b","ship":"small","pose":{"x":960,"y":450,"heading":0},"position":"rightFlank"},{"id":"c","ship":"small","pose":{"x":900,"y":510,"heading":0},"position":"rearSupport"}]},"maneuver":{"speed":2,"bearing":"bankLeft","difficulty":"blue"},"tool":{"kind":"mini"},"ships":[{"id":"x","ship":"small","pose":{"x":700,"y":300,"heading":0}}],"obstacles":[{"id":"r","type":"asteroid","points":[[400,400],[460,410],[440,470],[420,430],[390,450]]}],"seed":6}"#,
        ),
        (
            "placeWing",
            b::place_wing::place_wing,
            r#"{"wing":{"leader":{"id":"L","ship":"small","pose":{"x":900,"y":450,"heading":30}},"wingmates":[{"id":"a","ship":"small","pose":{"x":0,"y":0,"heading":0},"position":"leftFlank"},{"id":"b","ship":"small","pose":{"x":0,"y":0,"heading":0},"position":"rearSupport"}]},"tool":{"kind":"corner","spacing":62,"depth":20},"ships":[{"id":"x","ship":"small","pose":{"x":840,"y":300,"heading":0}}],"obstacles":[{"id":"r","type":"asteroid","points":[[400,400],[460,410],[440,470],[420,430],[390,450]]}]}"#,
        ),
        (
            "playerOrder",
            b::player_order::player_order_js,
            r#"{"mode":"teamBattle","teams":[{"id":"red","players":["a","b"]},{"id":"blue","players":["c"]}],"call":"blankFocus","winnerChooses":"second","seed":2}"#,
        ),
        (
            "scoreGame",
            b::score_game::score_game_js,
            r#"{"scoring":"threat","players":[{"player":0,"team":0},{"player":1,"team":1}],"quickBuilds":[{"id":"w","threat":4},{"id":"c","threat":8}],"ships":[{"id":"a","player":0,"hull":3,"fate":"destroyed","quickBuild":"w"},{"id":"b","player":0,"hull":3,"shields":1,"lostShields":1,"damageCards":1,"quickBuild":"w"},{"id":"c","player":1,"hull":12,"shields":4,"damageCards":2,"fate":"inPlay","quickBuild":"c"}]}"#,
        ),
    ]
}

/// Throws every hostile value at each call, as the whole request and as each of its
/// top-level fields, 40 times over; returns how many calls threw. Between rounds it
/// gives the page back to the browser: ChromeDriver gives up on a page that is busy
/// for more than 30 s.
async fn hammer(calls: Vec<(&'static str, Export, &'static str)>) -> usize {
    let hostile = hostile_values();
    let mut throws = 0;
    for (name, call, request) in calls {
        let request = js(request);
        let before = js_sys::JSON::stringify(&call(request.clone()).expect("valid")).unwrap();
        let keys = js_sys::Object::keys(request.unchecked_ref::<js_sys::Object>());
        let mut mine = 0;
        for _ in 0..40 {
            wasm_bindgen_futures::JsFuture::from(pause()).await.expect("a timer");
            for h in hostile.iter() {
                let mut bad = vec![h.clone()];
                bad.extend(keys.iter().map(|k| with_field(&request, &k.as_string().unwrap(), &h)));
                // A Symbol in an optional field vanishes like `undefined`: such a
                // request may succeed; anything that fails must be an XwingRulesError.
                for v in bad {
                    if let Err(e) = call(v) {
                        let (err_name, code, _) = err_parts(&e);
                        assert_eq!(err_name, "XwingRulesError", "{name}");
                        assert!(!code.is_empty());
                        mine += 1;
                    }
                }
            }
        }
        // At least every whole-request value threw, every time.
        assert!(mine >= 40 * hostile.length() as usize, "{name}: only {mine} throws");
        throws += mine;
        let after = js_sys::JSON::stringify(&call(request).expect("still valid")).unwrap();
        assert_eq!(after, before, "{name} answers as before");
    }
    throws
}

#[wasm_bindgen_test]
async fn hostile_values_are_refused_and_the_module_keeps_answering() {
    let throws = hammer(calls()).await;
    assert!(throws > 5000, "{throws}");
}

#[wasm_bindgen_test]
async fn the_round_calls_refuse_hostile_values_too() {
    let throws = hammer(round_calls()).await;
    assert!(throws > 8000, "{throws}");
}

#[wasm_bindgen_test]
async fn the_epic_calls_refuse_hostile_values_too() {
    let throws = hammer(epic_calls()).await;
    assert!(throws > 10000, "{throws}");
}

#[wasm_bindgen_test]
fn a_lying_typed_array_length_reads_only_its_own_numbers() {
    let out = xwing_huge::bindings::measure_range_batch(lying_points()).expect("valid");
    assert_eq!(out.length(), 1);
}
