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
    #[wasm_bindgen(js_name = withField)]
    fn with_field(request: &JsValue, key: &str, value: &JsValue) -> JsValue;
    #[wasm_bindgen(js_name = lyingPoints)]
    fn lying_points() -> JsValue;
}

type Export = fn(JsValue) -> Result<JsValue, JsValue>;

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

#[wasm_bindgen_test]
fn hostile_values_are_refused_and_the_module_keeps_answering() {
    let hostile = hostile_values();
    let mut throws = 0;
    for (name, call, request) in calls() {
        let request = js(request);
        let before = js_sys::JSON::stringify(&call(request.clone()).expect("valid")).unwrap();
        let keys = js_sys::Object::keys(request.unchecked_ref::<js_sys::Object>());
        for _ in 0..40 {
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
                        throws += 1;
                    }
                }
            }
        }
        let after = js_sys::JSON::stringify(&call(request).expect("still valid")).unwrap();
        assert_eq!(after, before, "{name} answers as before");
    }
    assert!(throws > 5000, "{throws}");
}

#[wasm_bindgen_test]
fn a_lying_typed_array_length_reads_only_its_own_numbers() {
    let out = xwing_huge::bindings::measure_range_batch(lying_points()).expect("valid");
    assert_eq!(out.length(), 1);
}
