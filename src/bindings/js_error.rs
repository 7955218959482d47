//! Engine errors as real JS `Error`s named `XwingRulesError` (docs/api.md), with
//! `code` and `field` properties for callers that switch on them.

use crate::error::RulesError;
use wasm_bindgen::JsValue;

/// The `name` every error thrown by the API carries.
pub const ERROR_NAME: &str = "XwingRulesError";

/// Built by `js/boundary.js` with intrinsics captured at load (see [`super::boundary`]).
pub fn to_js(err: &RulesError) -> JsValue {
    super::boundary::error(err)
}
