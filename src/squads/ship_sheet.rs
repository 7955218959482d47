//! A ship's sheet as a page or a squad builder draws it (`shipInfo`): its base and sections,
//! its dial, its printed statistics changed by the cards it carries, its arcs in its own
//! frame, and its names in the edition's data, so that no page repeats the rules' numbers.

use crate::edition::Edition;
use crate::error::Result;
use crate::flight::maneuver::Bearing;
use crate::movement::dials::{card_dial, Difficulty};
use crate::range::drawn::{drawn_arcs, section_bases, DrawnArc, SectionBase};
use crate::ships::data_names::{names, DataName};
use crate::ships::loadout::Loadout;
use crate::ships::printed::{stats, Printed, PrintedPool};
use crate::ships::{ShipCard, ShipType};
use crate::wire::ToWire;

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
pub struct ShipSheet {
    pub ship: &'static str,
    /// The ship's xws id and display name in the edition's data; the pilot's when named (`ships::data_names`).
    pub ship_xws: Option<&'static str>,
    pub ship_name: Option<&'static str>,
    pub pilot: Option<DataName>,
    pub huge: bool,
    pub base: SheetBase,
    pub sections: bool,
    pub dial: Option<Vec<DialStep>>,
    pub stats: Option<Printed>,
    #[serde(flatten)]
    pub facts: DrawnFacts,
    pub upgrades: Vec<CarriedCard>,
}

/// The fields shipInfo adds to its answer for drawing (beside base, sections, dial, stats).
#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "ShipInfoFacts", ts_whole)]
pub struct DrawnFacts {
    pub arcs: Vec<DrawnArc>,
    pub section_bases: Option<Vec<SectionBase>>,
    pub centre_line: bool,
}

/// A carried card as the ship has it: the side up, its charges, its own energy limit (1e).
#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "CarriedUpgrade")]
pub struct CarriedCard {
    pub xws: &'static str,
    pub name: &'static str,
    pub side: u32,
    pub offline: bool,
    pub charges: Option<PrintedPool>,
    pub energy_limit: Option<u32>,
}

fn carried_cards(carried: &Loadout) -> Vec<CarriedCard> {
    carried
        .cards
        .iter()
        .map(|c| CarriedCard {
            xws: c.xws(),
            name: c.name(),
            side: c.side() as u32,
            offline: c.offline(),
            charges: c.charges().map(PrintedPool::from),
            energy_limit: c.energy_limit(),
        })
        .collect()
}

#[derive(ToWire)]
pub struct SheetBase {
    pub width: f64,
    pub length: f64,
}

#[derive(ToWire)]
#[wire(ts = "DialEntry")]
pub struct DialStep {
    pub speed: u8,
    pub bearing: Bearing,
    pub difficulty: Difficulty,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub energy: Option<u32>,
}

/// The sheet of ship `t` in edition `ed`, as its card `card` prints it and carrying `carried`.
pub fn ship_sheet(ed: Edition, t: ShipType, card: Option<ShipCard>, carried: &Loadout) -> Result<ShipSheet> {
    let base = t.base(ed, "ship")?;
    let dial = card_dial(t, card, ed).map(|d| {
        d.iter()
            .map(|e| DialStep { speed: e.maneuver.speed, bearing: e.maneuver.bearing, difficulty: e.difficulty, energy: e.energy })
            .collect()
    });
    let stats = stats(t, card, ed == Edition::Second, carried);
    let (named, pilot) = names(ed, t, card);
    Ok(ShipSheet {
        ship: t.name(),
        ship_xws: named.map(|n| n.xws),
        ship_name: named.map(|n| n.name),
        pilot,
        huge: t.is_huge(),
        base: SheetBase { width: base.width(), length: base.length() },
        sections: base.has_sections(),
        dial,
        stats,
        facts: DrawnFacts { arcs: drawn_arcs(ed, t, card, base)?, section_bases: section_bases(base), centre_line: t.has_centre_line(ed) },
        upgrades: carried_cards(carried),
    })
}
