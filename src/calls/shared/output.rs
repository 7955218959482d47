//! Response DTOs shared by the calls (`null` for absent values, arrays for points),
//! written as `crate::wire` operations that `crate::bindings` builds into plain objects.

use crate::wire::ToWire;

use crate::geometry::Vec2;

pub type PointDto = [f64; 2];

pub fn point(v: Vec2) -> PointDto {
    [v.x, v.y]
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
