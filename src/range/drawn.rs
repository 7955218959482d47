//! A ship's firing arcs and a 1e huge ship's section bases in its own frame, as the range
//! rules place them (`arcs`), for pages that draw them without repeating the rules' numbers
//! (`shipInfo`'s `arcs` and `sectionBases`).

use super::arcs::{arc_shape, arcs_of, primary_arcs, Arc, ArcShape};
use crate::bases::{Base, Section};
use crate::edition::Edition;
use crate::error::Result;
use crate::geometry::Pose;
use crate::objects::Ship;
use crate::ships::{arc_name_2e, ShipCard, ShipType};
use crate::wire::ToWire;

/// An arc's shape in the ship's frame, by `kind` (`range::arcs::ArcShape`): `[lateral,
/// forward]` mm from the base centre, bearings in degrees clockwise from forward.
#[derive(ToWire, Clone, Copy, Debug, PartialEq)]
#[serde(tag = "kind", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum DrawnShape {
    /// The rays at `from` and `to` (from < to) out of `apex`.
    Wedge { apex: [f64; 2], from: f64, to: f64 },
    /// Everything ahead of (`ahead`) or behind the line across the base centre.
    HalfPlane { ahead: bool },
    /// The 2e bullseye: `halfWidth` either side of the axis from `start` mm ahead.
    Strip { half_width: f64, start: f64 },
}

/// One arc in the ship's frame: its name, whether it is primary, its shape.
#[derive(ToWire)]
#[wire(ts = "ShipInfoArc")]
pub struct DrawnArc {
    pub name: &'static str,
    pub primary: bool,
    #[serde(flatten)]
    pub shape: DrawnShape,
}

/// A 1e huge section's own square base: its centre `[lateral, forward]` and side, mm.
#[derive(ToWire)]
#[wire(ts = "ShipInfoSectionBase")]
pub struct SectionBase {
    pub section: Section,
    pub centre: [f64; 2],
    pub side: f64,
}

/// The ship's arcs as the range rules place them (`range::arcs`), in its own frame.
pub fn drawn_arcs(ed: Edition, t: ShipType, card: Option<ShipCard>, base: Base) -> Result<Vec<DrawnArc>> {
    let ship = Ship::with_base("shipInfo", t, base, Pose::new(0.0, 0.0, 0.0));
    let printed = printed_arcs(ed, t, card);
    let primary = printed.as_deref().unwrap_or(primary_arcs(ed, t));
    arcs_of(ed, t)
        .iter()
        .map(|&arc| {
            let shape = match arc_shape(ed, &ship, arc, "ship")? {
                ArcShape::Wedge { apex, from, to } => DrawnShape::Wedge { apex: [0.0, apex], from, to },
                ArcShape::HalfPlane { ahead } => DrawnShape::HalfPlane { ahead },
                ArcShape::Strip { half_width, start } => DrawnShape::Strip { half_width, start },
            };
            Ok(DrawnArc { name: arc.as_str(), primary: primary.contains(&arc), shape })
        })
        .collect()
}

/// A 2e standard ship's primary arcs as its card prints them (front, rear, full front, bullseye…;
/// turret arcs are in `stats.attacks`), when a card names it.
fn printed_arcs(ed: Edition, t: ShipType, card: Option<ShipCard>) -> Option<Vec<Arc>> {
    if ed != Edition::Second || t.is_huge() {
        return None;
    }
    let c = card?;
    let stats = c.pilot_2e().map(|p| p.stats()).or(c.ship_2e().map(|s| s.stats))?;
    Some(stats.attacks.iter().filter_map(|a| Arc::parse(arc_name_2e(a.arc))).collect())
}

/// A 1e huge ship's two square bases (`bases::Base::section_base_centre`), in its own frame.
pub fn section_bases(base: Base) -> Option<Vec<SectionBase>> {
    if !base.has_sections() {
        return None;
    }
    let origin = Pose::new(0.0, 0.0, 0.0);
    Some(
        [Section::Fore, Section::Aft]
            .into_iter()
            .map(|s| {
                let c = origin.world_to_local(base.section_base_centre(&origin, s));
                SectionBase { section: s, centre: [c.x, c.y], side: crate::bases::HUGE_1E_SECTION_BASE }
            })
            .collect(),
    )
}
