//! `shipInfo`: a ship's base, sections, dial and printed statistics, for pages that
//! draw dials and footprints.

use serde::{Deserialize, Serialize};

use super::input::edition;
use crate::edition::Edition;
use crate::error::Result;
use crate::movement::dials::dial;
use crate::ships::{card_2e, cards_1e, ShipType};

#[derive(Deserialize)]
pub struct Request {
    #[serde(default)]
    edition: Option<String>,
    ship: String,
}

#[derive(Serialize)]
pub struct Response {
    ship: &'static str,
    huge: bool,
    base: BaseOut,
    sections: bool,
    dial: Option<Vec<DialOut>>,
    stats: Option<StatsOut>,
}

#[derive(Serialize)]
struct BaseOut {
    width: f64,
    length: f64,
}

#[derive(Serialize)]
struct DialOut {
    speed: u8,
    bearing: &'static str,
    difficulty: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    energy: Option<u32>,
}

#[derive(Serialize)]
#[serde(untagged)]
enum StatsOut {
    First { cards: Vec<Card1eOut> },
    Second(Card2eOut),
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Card1eOut {
    section: Option<&'static str>,
    attack: u32,
    attack_range: Option<[u8; 2]>,
    hull: u32,
    shields: u32,
    energy: u32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Card2eOut {
    attack: u32,
    attack_arc: &'static str,
    hull: u32,
    shields: u32,
    shield_recurring: u32,
    energy: u32,
    energy_recurring: u32,
    initiative: Option<u32>,
    engagement: Option<u32>,
}

pub fn run(req: Request) -> Result<Response> {
    let ed = edition(&req.edition)?;
    let t = ShipType::parse_field(&req.ship, "ship")?;
    let base = t.base(ed, "ship")?;
    let dial = dial(t, ed).map(|d| {
        d.iter()
            .map(|e| DialOut {
                speed: e.maneuver.speed,
                bearing: e.maneuver.bearing.as_str(),
                difficulty: e.difficulty.as_str(),
                energy: e.energy,
            })
            .collect()
    });
    let stats = t.huge().map(|h| match ed {
        Edition::First => StatsOut::First {
            cards: cards_1e(h)
                .into_iter()
                .map(|(s, c)| Card1eOut {
                    section: s.map(|s| s.as_str()),
                    attack: c.attack,
                    attack_range: c.attack_range.map(|(a, b)| [a, b]),
                    hull: c.hull,
                    shields: c.shields,
                    energy: c.energy,
                })
                .collect(),
        },
        Edition::Second => {
            let c = card_2e(h);
            StatsOut::Second(Card2eOut {
                attack: c.attack,
                attack_arc: c.attack_arc,
                hull: c.hull,
                shields: c.shields,
                shield_recurring: c.shield_recurring,
                energy: c.energy,
                energy_recurring: c.energy_recurring,
                initiative: c.initiative,
                engagement: c.engagement,
            })
        }
    });
    Ok(Response {
        ship: t.name(),
        huge: t.is_huge(),
        base: BaseOut { width: base.width(), length: base.length() },
        sections: base.has_sections(),
        dial,
        stats,
    })
}
