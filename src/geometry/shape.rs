//! A polygon prepared for repeated queries: its outline, its convex pieces and
//! their bounding boxes (the broad phase).

use super::query::edge_normals;
use super::{Polygon, Vec2};

/// `Default` (no outline) only stands in for a request's outline that failed its check
/// (`#[wire(check)]`), never seen.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Shape {
    outline: Polygon,
    parts: Vec<Polygon>,
    /// Each part's bounding box `(min, max)`, in the order of `parts`.
    part_bounds: Vec<(Vec2, Vec2)>,
    /// Each part's edge normals (the separating axes it brings), in the order of `parts`.
    part_axes: Vec<Vec<Vec2>>,
    lo: Vec2,
    hi: Vec2,
}

impl Shape {
    pub fn new(outline: Polygon) -> Shape {
        let parts = outline.convex_parts();
        let part_bounds = parts.iter().map(Polygon::bounds).collect();
        let part_axes = parts.iter().map(edge_normals).collect();
        let (lo, hi) = outline.bounds();
        Shape { outline, parts, part_bounds, part_axes, lo, hi }
    }

    pub fn outline(&self) -> &Polygon {
        &self.outline
    }

    /// Convex pieces whose union is the outline (one piece when already convex).
    pub fn parts(&self) -> &[Polygon] {
        &self.parts
    }

    /// The convex parts with their bounding boxes and edge normals.
    pub fn parts_with_bounds(&self) -> impl Iterator<Item = (&Polygon, (Vec2, Vec2), &[Vec2])> + '_ {
        self.parts.iter().zip(self.part_bounds.iter().copied()).zip(&self.part_axes).map(|((p, b), n)| (p, b, n.as_slice()))
    }

    /// Whether the bounding boxes, grown by `margin`, intersect.
    pub fn bounds_meet(&self, other: &Shape, margin: f64) -> bool {
        self.lo.x <= other.hi.x + margin
            && other.lo.x <= self.hi.x + margin
            && self.lo.y <= other.hi.y + margin
            && other.lo.y <= self.hi.y + margin
    }
}

impl From<Polygon> for Shape {
    fn from(p: Polygon) -> Shape {
        Shape::new(p)
    }
}
