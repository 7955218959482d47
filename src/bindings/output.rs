//! Response DTOs shared by the calls, and the serializer that turns them into
//! plain JS objects (`null` for absent values, arrays for points).

use serde::Serialize;
use wasm_bindgen::JsValue;

use crate::error::RulesError;
use crate::geometry::{Pose, Vec2};

pub type PointDto = [f64; 2];

pub fn point(v: Vec2) -> PointDto {
    [v.x, v.y]
}

#[derive(Serialize, Clone, Copy, Debug)]
pub struct PoseOut {
    pub x: f64,
    pub y: f64,
    pub heading: f64,
}

impl From<Pose> for PoseOut {
    fn from(p: Pose) -> PoseOut {
        PoseOut { x: p.x, y: p.y, heading: p.heading }
    }
}

#[derive(Serialize, Clone, Debug)]
#[serde(rename_all = "camelCase")]
pub struct OverlapOut {
    pub id: String,
    pub sections: Vec<&'static str>,
    pub other_sections: Vec<&'static str>,
}

impl From<&crate::overlap::OverlapHit> for OverlapOut {
    fn from(h: &crate::overlap::OverlapHit) -> OverlapOut {
        OverlapOut {
            id: h.id.clone(),
            sections: h.sections.iter().map(|s| s.as_str()).collect(),
            other_sections: h.other_sections.iter().map(|s| s.as_str()).collect(),
        }
    }
}

/// [`to_js`] without float formatting: the numbers travel beside the text as f64s
/// ([`super::json_out::to_json_deferred`]). Used by the `Workspace` methods.
pub fn to_js_deferred<T: Serialize>(value: &T) -> Result<JsValue, RulesError> {
    match super::json_out::to_json_deferred(value).map_err(|e| RulesError::invalid("response", format!("could not be built: {e}")))? {
        Some((text, numbers)) => super::boundary::response_with_numbers(&text, &numbers),
        None => to_js(value),
    }
}

/// Serializes a response as a plain JS object: JSON text written here, one
/// `JSON.parse` on the JS side (see [`super::json_out`] for why).
#[cfg(not(feature = "swb"))]
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, RulesError> {
    let text = super::json_out::to_json(value).map_err(|e| RulesError::invalid("response", format!("could not be built: {e}")))?;
    super::boundary::response(&text)
}

/// The `swb` benchmark build: serde-wasm-bindgen builds the JS object field by
/// field (maps as plain objects, as JSON would). Not shipped.
#[cfg(feature = "swb")]
pub fn to_js<T: Serialize>(value: &T) -> Result<JsValue, RulesError> {
    let s = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&s).map_err(|e| RulesError::invalid("response", format!("could not be built: {e}")))
}
