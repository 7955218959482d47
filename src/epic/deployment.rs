//! Deployment areas (Epic rules reference, "Deployment Area", "Scenarios: Place
//! Forces"): "Each player places their ships within their deployment area." Each
//! scenario draws its own areas, so the caller gives one as a simple polygon in the
//! play-area frame.
//!
//! The placement rules are the setup rules of [`crate::round::setup`] (inside the
//! play area, no overlap, the huge-ship exception), with the polygon for the strip:
//!
//! - Inside: the base lies wholly inside the polygon, tested exactly as the area of
//!   the base inside the polygon (the base clipped to each convex piece of the
//!   polygon) against the base's own area, within a sliver of [`EPS`] mm along its outline,
//!   with every corner of the base within [`EPS`] of the polygon and no corner of the polygon
//!   deeper than [`EPS`] inside the base (so a corner is out as soon as the strip says so).
//! - The huge-ship exception (seeds 003 and 001 "Setup": a huge ship "may extend
//!   outside ... as long as the ship fully occupies the length of that area"): the
//!   engine reads "the length" as in the strip case, the area's depth measured from
//!   the player's edge, and takes as the player's edge any edge of the play area the
//!   polygon lies along (Epic "Player Edge" effects: "any portion of an edge of the
//!   play area that is in their deployment area"). The base fills the area when it
//!   touches that edge, reaches the area's far side, and the part of it no deeper
//!   than the far side lies inside the polygon. An area along no play-area edge has no
//!   length to fill: huge ships then lie wholly inside it like the rest.

use crate::edition::Edition;
use crate::flight::play_area::PlayArea;
use crate::geometry::math::{max, min};
use crate::geometry::polygon::{clip_convex, signed_area};
use crate::geometry::segment::{closest_point_on_segment, cross};
use crate::geometry::{Polygon, Vec2, EPS};
use crate::objects::{Piece, Ship};
use crate::round::setup::{check_placement, PlacementArea, SetupReport};

/// A scenario's deployment area: a simple polygon in the play-area frame.
#[derive(Clone, Debug, Default, PartialEq, crate::wire::FromWire)]
#[wire(ts = "Area")]
pub struct DeploymentArea {
    /// Its corners: 3 to `MAX_VERTICES`, finite, on the table, with an area and no crossing
    /// edges (`Polygon::from_points`, checked while the request is read).
    #[serde(rename = "points")]
    #[wire(read_as = "Vec<[crate::wire::numbers::Finite; 2]>", check = "Polygon::from_pairs")]
    pub polygon: Polygon,
}

impl DeploymentArea {
    /// The play-area edges the polygon lies along (by a length above [`EPS`]), as
    /// unit inward normals with the edge's offset: depth(p) = n·p − offset.
    fn player_edges(&self, play: PlayArea) -> Vec<(Vec2, f64)> {
        let sides = [
            (Vec2::new(0.0, 1.0), 0.0),           // top: depth = y
            (Vec2::new(0.0, -1.0), -play.height), // bottom: depth = height − y
            (Vec2::new(1.0, 0.0), 0.0),           // left: depth = x
            (Vec2::new(-1.0, 0.0), -play.width),  // right: depth = width − x
        ];
        sides
            .into_iter()
            .filter(|(n, off)| {
                self.polygon.edges().any(|(a, b)| (n.dot(a) - off).abs() <= EPS && (n.dot(b) - off).abs() <= EPS && (b - a).length() > EPS)
            })
            .collect()
    }
}

impl DeploymentArea {
    /// Whether a base outline lies wholly inside the area (no huge-ship exception).
    pub fn holds_base(&self, outline: &Polygon) -> bool {
        inside(outline.points(), &self.polygon)
    }
}

impl PlacementArea for DeploymentArea {
    fn name(&self) -> &'static str {
        "deployment area"
    }

    fn holds(&self, outline: &Polygon, _play: PlayArea) -> bool {
        self.holds_base(outline)
    }

    fn filled_by(&self, outline: &Polygon, play: PlayArea) -> bool {
        self.player_edges(play).into_iter().any(|(n, off)| {
            let far_side = self.polygon.points().iter().map(|p| n.dot(*p) - off).fold(f64::NEG_INFINITY, f64::max);
            let depths = outline.points().iter().map(|p| n.dot(*p) - off);
            let (near, far) = depths.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), d| (min(lo, d), max(hi, d)));
            // The part of the base no deeper than the far side: n·p <= off + far_side.
            let within = clip(outline.points(), -n, -(off + far_side));
            near <= EPS && far >= far_side - EPS && inside(&within, &self.polygon)
        })
    }
}

/// Whether the convex polygon `base` lies inside the simple polygon `area`, within
/// [`EPS`] mm, as the strip of `crate::round::setup` tests its depth:
/// - every corner of the base is inside the area or within `EPS` of its outline;
/// - no corner of the area lies deeper than `EPS` inside the base (a notch cutting in);
/// - the area of their intersection is the base's own, within a sliver of `EPS` along its
///   outline (an outside channel across the base, whose walls leave no corner inside it).
///
/// The area test alone let a corner poke out: the part outside a corner `d` mm out is
/// about `d²` mm², under the sliver's tolerance up to `d` ≈ 0.01 mm.
fn inside(base: &[Vec2], area: &Polygon) -> bool {
    if base.len() < 3 {
        return true; // nothing of a base there (a clipped part that is empty) lies outside
    }
    let near_outline = |p: Vec2| area.edges().any(|(a, b)| (p - closest_point_on_segment(p, a, b)).length() <= EPS);
    let own = signed_area(base).abs();
    let perimeter: f64 = base.iter().zip(base.iter().cycle().skip(1)).map(|(a, b)| (*b - *a).length()).sum();
    let covered: f64 = area.convex_parts().iter().map(|part| convex_intersection_area(base, part)).sum();
    base.iter().all(|&p| area.contains(p) || near_outline(p))
        && area.points().iter().all(|&q| depth_inside(base, q) <= EPS)
        && covered >= own - EPS * max(perimeter, 1.0)
}

/// How deep `q` lies inside the convex polygon `base` (either orientation): its least
/// distance to the lines of the base's edges, negative outside.
fn depth_inside(base: &[Vec2], q: Vec2) -> f64 {
    let turn = if signed_area(base) < 0.0 { -1.0 } else { 1.0 };
    base.iter()
        .zip(base.iter().cycle().skip(1))
        .filter(|(a, b)| (**b - **a).length() > 0.0)
        .map(|(&a, &b)| turn * cross(b - a, q - a) / (b - a).length())
        .fold(f64::INFINITY, min)
}

/// Area of a convex polygon `a` (either orientation) clipped to the convex polygon `b`.
fn convex_intersection_area(a: &[Vec2], b: &Polygon) -> f64 {
    signed_area(&clip_convex(a, b)).abs()
}

/// Sutherland–Hodgman: the part of the convex polygon `poly` where `n·x >= offset`.
fn clip(poly: &[Vec2], n: Vec2, offset: f64) -> Vec<Vec2> {
    let mut out = Vec::with_capacity(poly.len() + 1);
    for (i, &a) in poly.iter().enumerate() {
        let Some(&b) = poly.get((i + 1) % poly.len()) else { break };
        let (da, db) = (n.dot(a) - offset, n.dot(b) - offset);
        if da >= 0.0 {
            out.push(a);
        }
        if (da >= 0.0) != (db >= 0.0) {
            out.push(a + (b - a) * (da / (da - db)));
        }
    }
    out
}

/// Whether `ship` may be placed in `area` (Epic setup: the setup rules with a deployment area).
pub fn check_deployment(edition: Edition, ship: &Ship, play: PlayArea, area: &DeploymentArea, others: &[Piece]) -> SetupReport {
    check_placement(edition, ship, play, area, others)
}

#[cfg(test)]
#[path = "deployment_tests.rs"]
mod tests;
