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

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
pub enum ArcKind {
    Wedge,
    HalfPlane,
    Strip,
}

/// One arc in the ship's frame; only the fields of its `kind` are present.
#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
pub struct DrawnArc {
    pub name: &'static str,
    pub primary: bool,
    pub kind: ArcKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub apex: Option<[f64; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ahead: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub half_width: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start: Option<f64>,
}

#[derive(ToWire)]
pub struct SectionBase {
    pub section: &'static str,
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
            let mut out = DrawnArc {
                name: arc.as_str(),
                primary: primary.contains(&arc),
                kind: ArcKind::Wedge,
                apex: None,
                from: None,
                to: None,
                ahead: None,
                half_width: None,
                start: None,
            };
            match arc_shape(ed, &ship, arc, "ship")? {
                ArcShape::Wedge { apex, from, to } => (out.apex, out.from, out.to) = (Some([0.0, apex]), Some(from), Some(to)),
                ArcShape::HalfPlane { ahead } => (out.kind, out.ahead) = (ArcKind::HalfPlane, Some(ahead)),
                ArcShape::Strip { half_width, start } => {
                    (out.kind, out.half_width, out.start) = (ArcKind::Strip, Some(half_width), Some(start))
                }
            }
            Ok(out)
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
                SectionBase { section: s.as_str(), centre: [c.x, c.y], side: crate::bases::HUGE_1E_SECTION_BASE }
            })
            .collect(),
    )
}
