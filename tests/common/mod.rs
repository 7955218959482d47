//! Helpers shared by the wasm test files: build request objects the way a page
//! would, and read responses and thrown errors.
#![allow(dead_code)]

use js_sys::{Array, Reflect};
use wasm_bindgen::{JsCast, JsValue};

/// Parses a JSON literal into a plain JS object.
pub fn js(json: &str) -> JsValue {
    js_sys::JSON::parse(json).expect("test JSON is valid")
}

pub fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &JsValue::from_str(key)).expect("object")
}

pub fn num(v: &JsValue, key: &str) -> f64 {
    get(v, key).as_f64().expect("number")
}

pub fn strings(v: JsValue) -> Vec<String> {
    Array::from(&v).iter().filter_map(|s| s.as_string()).collect()
}

/// `(name, code, message)` of a thrown error, which must be a real `Error`.
pub fn err_parts(e: &JsValue) -> (String, String, String) {
    let err: &js_sys::Error = e.dyn_ref().expect("a real Error");
    (String::from(err.name()), get(e, "code").as_string().unwrap_or_default(), String::from(err.message()))
}
