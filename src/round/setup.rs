//! Whether a setup placement is legal (seed 003 "Setup", seed 001 "Setup").
//!
//! - A huge ship's base is never placed with any part outside the play area (both
//!   editions); a standard ship's neither (core rules).
//! - The base may extend outside the player's setup area "as long as the ship fully
//!   occupies the length of that area" (1e) / "fills the length of that area" (2e;
//!   2e large ships too, "Like a large ship"). The engine reads "the length of the
//!   area" as its depth from the player's edge (the setup example puts the rear base
//!   against the edge and lets the ship cross the area): the base must reach from the
//!   player's edge to the far side of the area. Other ships must lie wholly inside.
//! - A ship may not be placed overlapping another ship or an obstacle (core rules).

use crate::edition::Edition;
use crate::geometry::math::{max, min};
use crate::geometry::{Polygon, EPS};
use crate::movement::play_area::PlayArea;
use crate::objects::{Piece, Ship};
use crate::overlap::check_overlap;
use crate::ships::ShipType;
use crate::wire::FromWire;

/// Range 1, the core setup area's depth (seed 003: "outside of Range 1 (or a
/// mission's specified setup area)"), mm.
pub const DEFAULT_SETUP_DEPTH: f64 = 100.0;

/// The play-area edge a player sets up from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, FromWire)]
#[serde(rename_all = "camelCase")]
pub enum Edge {
    Top,
    Bottom,
    Left,
    Right,
}

impl Edge {
    pub fn parse(s: &str) -> Option<Edge> {
        Some(match s {
            "top" => Edge::Top,
            "bottom" => Edge::Bottom,
            "left" => Edge::Left,
            "right" => Edge::Right,
            _ => return None,
        })
    }
}

/// A strip of `depth` mm along `edge`: a request's `setupArea`, its depth above 0 and at most
/// 10000 mm (`crate::wire::numbers::length`), Range 1 ([`DEFAULT_SETUP_DEPTH`]) when left out.
#[derive(Clone, Copy, Debug, PartialEq, FromWire)]
pub struct SetupArea {
    pub edge: Edge,
    #[serde(default = "default_depth")]
    #[wire(null, read_as = "crate::wire::numbers::Length")]
    pub depth: f64,
}

fn default_depth() -> f64 {
    DEFAULT_SETUP_DEPTH
}

/// Whether a setup placement is legal (`checkSetup`'s answer, written as it is).
#[derive(Clone, Debug, PartialEq, crate::wire::ToWire)]
#[serde(rename_all = "camelCase")]
pub struct SetupReport {
    pub legal: bool,
    /// Why not, naming the rule; `None` when legal.
    pub reason: Option<String>,
    pub inside_play_area: bool,
    pub inside_setup_area: bool,
    /// The base reaches from the player's edge across the whole setup area.
    pub fills_setup_area: bool,
    pub overlaps: Vec<String>,
}

/// Whether `ship` may extend outside its setup area when it fills its depth.
fn may_extend(edition: Edition, ship: ShipType) -> bool {
    ship.is_huge() || (edition == Edition::Second && ship == ShipType::Large)
}

/// The area a player places ships in, as [`check_placement`] needs it: a strip along
/// an edge ([`SetupArea`]) or an Epic scenario's deployment area (`epic::deployment`).
pub trait PlacementArea {
    /// What the rules call it, for the reasons ("setup area", "deployment area").
    fn name(&self) -> &'static str;
    /// The base (already inside the play area) lies wholly inside the area.
    fn holds(&self, outline: &Polygon, play: PlayArea) -> bool;
    /// The base fills the area's length (the huge-ship exception).
    fn filled_by(&self, outline: &Polygon, play: PlayArea) -> bool;
}

impl SetupArea {
    /// The nearest and farthest depth of `outline` from the player's edge.
    fn depths(&self, outline: &Polygon, play: PlayArea) -> (f64, f64) {
        let depth_of = |x: f64, y: f64| match self.edge {
            Edge::Top => y,
            Edge::Bottom => play.height - y,
            Edge::Left => x,
            Edge::Right => play.width - x,
        };
        let (mut near, mut far) = (f64::INFINITY, f64::NEG_INFINITY);
        for p in outline.points() {
            let d = depth_of(p.x, p.y);
            near = min(near, d);
            far = max(far, d);
        }
        (near, far)
    }
}

impl PlacementArea for SetupArea {
    fn name(&self) -> &'static str {
        "setup area"
    }
    fn holds(&self, outline: &Polygon, play: PlayArea) -> bool {
        self.depths(outline, play).1 <= self.depth + EPS
    }
    fn filled_by(&self, outline: &Polygon, play: PlayArea) -> bool {
        let (near, far) = self.depths(outline, play);
        near <= EPS && far >= self.depth - EPS
    }
}

pub fn check_setup(edition: Edition, ship: &Ship, area: PlayArea, setup: SetupArea, others: &[Piece]) -> SetupReport {
    check_placement(edition, ship, area, &setup, others)
}

/// The setup rules above for any [`PlacementArea`].
pub fn check_placement(edition: Edition, ship: &Ship, area: PlayArea, setup: &dyn PlacementArea, others: &[Piece]) -> SetupReport {
    let outline = ship.base.outline(&ship.pose);
    let inside_play_area = area.contains(&outline);
    let inside_setup_area = inside_play_area && setup.holds(&outline, area);
    let fills_setup_area = setup.filled_by(&outline, area);
    let overlaps = check_overlap(&Piece::Ship(ship.clone()), others).overlaps.into_iter().map(|h| h.id).collect::<Vec<_>>();
    let extends_legally = may_extend(edition, ship.ship_type) && fills_setup_area;
    let name = setup.name();
    let reason = if !inside_play_area {
        Some("setup: no part of the base may be outside the play area (seed 003 / seed 001 \"Setup\")".to_string())
    } else if !(inside_setup_area || extends_legally) {
        Some(if may_extend(edition, ship.ship_type) {
            format!("setup: the base leaves the {name} without filling its length (seed 003 / seed 001 \"Setup\")")
        } else {
            format!("setup: the base must lie wholly inside the {name}")
        })
    } else if !overlaps.is_empty() {
        Some(format!("setup: the base overlaps {}", overlaps.join(", ")))
    } else {
        None
    };
    SetupReport { legal: reason.is_none(), reason, inside_play_area, inside_setup_area, fills_setup_area, overlaps }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Pose;
    use crate::ships::HugeShip;

    fn ship(t: ShipType, x: f64, y: f64, h: f64, ed: Edition) -> Ship {
        Ship::new("s", t, Pose::new(x, y, h), ed, "s").unwrap()
    }

    const BOTTOM: SetupArea = SetupArea { edge: Edge::Bottom, depth: DEFAULT_SETUP_DEPTH };

    #[test]
    fn a_huge_ship_across_the_setup_area_fills_it() {
        // 2e GR-75 (80 x 221) heading 0 with its rear edge on the bottom edge (y = 914):
        // centre y = 914 - 110.5; it reaches 221 mm in, past the 100-mm area: legal.
        let area = PlayArea::default();
        let ed = Edition::Second;
        let g = ship(ShipType::Huge(HugeShip::Gr75), 600.0, 914.0 - 110.5, 0.0, ed);
        let r = check_setup(ed, &g, area, BOTTOM, &[]);
        assert!(r.legal && r.fills_setup_area && !r.inside_setup_area, "{r:?}");
        // 5 mm up from the edge it no longer fills the area.
        let g = ship(ShipType::Huge(HugeShip::Gr75), 600.0, 914.0 - 115.5, 0.0, ed);
        let r = check_setup(ed, &g, area, BOTTOM, &[]);
        assert_eq!(
            r.reason.as_deref(),
            Some("setup: the base leaves the setup area without filling its length (seed 003 / seed 001 \"Setup\")")
        );
        // 1 mm past the edge: outside the play area.
        let g = ship(ShipType::Huge(HugeShip::Gr75), 600.0, 914.0 - 109.5, 0.0, ed);
        assert!(!check_setup(ed, &g, area, BOTTOM, &[]).inside_play_area);
    }

    #[test]
    fn standard_ships_stay_inside_and_do_not_overlap() {
        let area = PlayArea::default();
        let ed = Edition::First;
        let s = ship(ShipType::Small, 600.0, 914.0 - 20.0, 0.0, ed);
        assert!(check_setup(ed, &s, area, BOTTOM, &[]).legal);
        // A 1e large ship (80 mm) from the edge reaches past 100 mm? No: 80 < 100. Put it 30 mm in: 110 deep.
        let l = ship(ShipType::Large, 600.0, 914.0 - 70.0, 0.0, ed);
        assert!(!check_setup(ed, &l, area, BOTTOM, &[]).legal);
        let other = Piece::Ship(Ship::new("o", ShipType::Small, Pose::new(620.0, 894.0, 0.0), ed, "o").unwrap());
        let r = check_setup(ed, &s, area, BOTTOM, &[other]);
        assert_eq!((r.legal, r.overlaps.clone()), (false, vec!["o".to_string()]));
    }
}
