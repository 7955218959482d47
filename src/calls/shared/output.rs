//! Response DTOs shared by the calls (`null` for absent values, arrays for points),
//! written as `crate::wire` operations that `crate::bindings` builds into plain objects.

use crate::geometry::Vec2;

pub type PointDto = [f64; 2];

pub fn point(v: Vec2) -> PointDto {
    [v.x, v.y]
}
