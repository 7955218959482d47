//! Response DTOs shared by the calls, and the writer that turns them into plain JS
//! objects (`null` for absent values, arrays for points).

use crate::wire::ToWire;
use wasm_bindgen::JsValue;

use crate::error::RulesError;
use crate::geometry::{Pose, Vec2};

pub type PointDto = [f64; 2];

pub fn point(v: Vec2) -> PointDto {
    [v.x, v.y]
}

#[derive(ToWire, Clone, Copy, Debug)]
#[cfg_attr(feature = "swb", derive(serde::Serialize))]
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

#[derive(ToWire, Clone, Debug)]
#[cfg_attr(feature = "swb", derive(serde::Serialize))]
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

/// A response type: written through [`crate::wire::Writer`]; in the `swb` benchmark
/// build, also by serde-wasm-bindgen.
#[cfg(not(feature = "swb"))]
pub trait Response: ToWire {}
#[cfg(not(feature = "swb"))]
impl<T: ToWire> Response for T {}
#[cfg(feature = "swb")]
pub trait Response: ToWire + serde::Serialize {}
#[cfg(feature = "swb")]
impl<T: ToWire + serde::Serialize> Response for T {}

/// A response as a plain JS object: written here as operations with its numbers and
/// strings beside them, built by js/boundary.js in one pass (see [`crate::wire`]).
#[cfg(not(feature = "swb"))]
pub fn to_js<T: Response>(value: &T) -> Result<JsValue, RulesError> {
    super::boundary::response(&crate::wire::write(value))
}

/// The `swb` benchmark build: serde-wasm-bindgen builds the JS object field by
/// field (maps as plain objects, as JSON would). Not shipped.
#[cfg(feature = "swb")]
pub fn to_js<T: Response>(value: &T) -> Result<JsValue, RulesError> {
    let s = serde_wasm_bindgen::Serializer::json_compatible();
    value.serialize(&s).map_err(|e| RulesError::invalid("response", format!("could not be built: {e}")))
}
