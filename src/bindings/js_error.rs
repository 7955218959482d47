//! Engine errors as real JS `Error`s named `XwingRulesError` (SPEC §8), with
//! `code` and `field` properties for callers that switch on them.

use crate::error::RulesError;
use wasm_bindgen::JsValue;

/// The `name` every error thrown by the API carries.
pub const ERROR_NAME: &str = "XwingRulesError";

pub fn to_js(err: &RulesError) -> JsValue {
    let e = js_sys::Error::new(&err.to_string());
    e.set_name(ERROR_NAME);
    let obj: &JsValue = e.as_ref();
    // Setting a property on a fresh Error object cannot fail; ignore the Result
    // rather than unwrap so that nothing here can trap.
    let _ = js_sys::Reflect::set(obj, &JsValue::from_str("code"), &JsValue::from_str(err.code.as_str()));
    let _ = js_sys::Reflect::set(obj, &JsValue::from_str("field"), &JsValue::from_str(&err.field));
    e.into()
}
