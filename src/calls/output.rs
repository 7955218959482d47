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

/// A response type: written through [`crate::wire::Writer`].
pub trait Response: ToWire {}
impl<T: ToWire> Response for T {}

/// A response as a plain JS object: written here as operations with its numbers and
/// strings beside them, built by js/boundary.js in one pass (see [`crate::wire`]).
pub fn to_js<T: Response>(value: &T) -> Result<JsValue, RulesError> {
    crate::bindings::boundary::response(&crate::wire::write(value))
}
