//! `cardIndex`: the factions, ships and pilots of an edition's card data, for a page's
//! "add a ship" lists (faction, then ship, then pilot). A plain listing of `crate::cards`:
//! ids and printed names and numbers, no rule. Upgrades with a printed weapon are listed
//! too, so that a page knows which carried card `weapon: { upgrade }` can fire.

use crate::cards::tables;
use std::collections::BTreeMap;

use crate::cards::Size;
use crate::edition::Edition;
use crate::error::Result;
use crate::ships::arc_name_2e;
use crate::wire::{FromWire, ToWire};

#[derive(FromWire)]
pub struct Request {
    #[serde(default)]
    edition: Edition,
}

/// One pilot card: 2e `initiative` (and a huge ship's `engagement`), 1e `pilotSkill`.
#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
struct PilotOut {
    xws: &'static str,
    name: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    initiative: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    engagement: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pilot_skill: Option<u8>,
}

#[derive(ToWire)]
struct ShipOut {
    xws: &'static str,
    name: &'static str,
    size: &'static str,
    pilots: Vec<PilotOut>,
}

#[derive(ToWire)]
struct FactionOut {
    /// 2e: the xwing-data2 id (`"rebelalliance"`); 1e: the name xwing-data prints.
    id: &'static str,
    ships: Vec<ShipOut>,
}

/// An upgrade card with a printed weapon: its range, and in 2e its arc.
#[derive(ToWire)]
struct WeaponOut {
    xws: &'static str,
    name: &'static str,
    attack: u8,
    range: [u8; 2],
    #[serde(skip_serializing_if = "Option::is_none")]
    arc: Option<&'static str>,
}

#[derive(ToWire)]
pub struct Response {
    factions: Vec<FactionOut>,
    weapons: Vec<WeaponOut>,
}

fn size_name(s: Size) -> &'static str {
    match s {
        Size::Small => "small",
        Size::Medium => "medium",
        Size::Large => "large",
        Size::Huge => "huge",
    }
}

/// Groups `(faction, ship index, pilot)` into factions and ships, each sorted by id.
fn group(rows: impl Iterator<Item = (&'static str, usize, PilotOut)>, ship: impl Fn(usize) -> ShipOut) -> Vec<FactionOut> {
    let mut by: BTreeMap<&'static str, BTreeMap<usize, Vec<PilotOut>>> = BTreeMap::new();
    for (faction, s, p) in rows {
        by.entry(faction).or_default().entry(s).or_default().push(p);
    }
    by.into_iter()
        .map(|(id, ships)| FactionOut { id, ships: ships.into_iter().map(|(s, pilots)| ShipOut { pilots, ..ship(s) }).collect() })
        .collect()
}

fn index_2e() -> Response {
    let rows = tables().pilots_2e.iter().map(|p| {
        (
            p.faction,
            p.ship as usize,
            PilotOut { xws: p.xws, name: p.name, initiative: Some(p.initiative), engagement: p.engagement, pilot_skill: None },
        )
    });
    let factions = group(rows, |i| ShipOut {
        xws: tables().ships_2e[i].xws,
        name: tables().ships_2e[i].name,
        size: size_name(tables().ships_2e[i].size),
        pilots: vec![],
    });
    let weapons = tables()
        .upgrades_2e
        .iter()
        .filter_map(|u| {
            let a = u.front().attack?;
            Some(WeaponOut { xws: u.xws, name: u.name, attack: a.value, range: [a.min, a.max], arc: Some(arc_name_2e(a.arc)) })
        })
        .collect();
    Response { factions, weapons }
}

/// 1e's default secondary range when a card prints none (as `card_weapon` reads it).
const RANGE_1E_DEFAULT: [u8; 2] = [1, 3];

fn index_1e() -> Response {
    let rows = tables().pilots_1e.iter().map(|p| {
        (p.faction, p.ship as usize, PilotOut { xws: p.xws, name: p.name, initiative: None, engagement: None, pilot_skill: p.skill })
    });
    let factions = group(rows, |i| ShipOut {
        xws: tables().ships_1e[i].xws,
        name: tables().ships_1e[i].name,
        size: size_name(tables().ships_1e[i].size),
        pilots: vec![],
    });
    let mut weapons: Vec<WeaponOut> = tables()
        .upgrades_1e
        .iter()
        .filter_map(|u| {
            Some(WeaponOut { xws: u.xws, name: u.name, attack: u.attack?, range: u.range.unwrap_or(RANGE_1E_DEFAULT), arc: None })
        })
        .collect();
    weapons.sort_by(|a, b| a.xws.cmp(b.xws));
    weapons.dedup_by(|a, b| a.xws == b.xws);
    Response { factions, weapons }
}

pub fn run(req: Request) -> Result<Response> {
    Ok(match req.edition {
        Edition::Second => index_2e(),
        Edition::First => index_1e(),
    })
}

/// The TypeScript declaration of this call (emitted by `crate::bindings`).
pub const TS: &str = r#"
/** A pilot card in `cardIndex`: 2e `initiative` (huge ships: `engagement`), 1e `pilotSkill`. */
export type CardIndexPilot = { xws: string; name: string; initiative?: number; engagement?: number; pilotSkill?: number };
export type CardIndexRequest = { edition?: Edition };
export type CardIndexResponse = {
  factions: { id: string; ships: { xws: string; name: string; size: "small" | "medium" | "large" | "huge"; pilots: CardIndexPilot[] }[] }[];
  weapons: { xws: string; name: string; attack: number; range: [number, number]; arc?: string }[] };
/** The factions (2e xwing-data2 ids, 1e xwing-data's printed names), their ships and pilots, sorted by id;
 *  and the upgrade cards with a printed weapon (`weapon: { upgrade }`), 2e with their arc. */
export function cardIndex(request: CardIndexRequest): CardIndexResponse;
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pilot_once_under_its_faction_and_ship() {
        for (edition, total) in [(Edition::Second, tables().pilots_2e.len()), (Edition::First, tables().pilots_1e.len())] {
            let r = run(Request { edition }).unwrap();
            let n: usize = r.factions.iter().flat_map(|f| &f.ships).map(|s| s.pilots.len()).sum();
            assert_eq!(n, total);
        }
        let r = index_2e();
        let rebels = r.factions.iter().find(|f| f.id == "rebelalliance").unwrap();
        let x = rebels.ships.iter().find(|s| s.xws == "t65xwing").unwrap();
        let luke = x.pilots.iter().find(|p| p.xws == "lukeskywalker").unwrap();
        // xwing-data2 pilots/rebelalliance/t-65-x-wing.json: Luke Skywalker, initiative 5.
        assert_eq!((x.name, x.size, luke.name, luke.initiative), ("T-65 X-wing", "small", "Luke Skywalker", Some(5)));
        let tb = r.weapons.iter().find(|w| w.xws == "turbolaserbattery").unwrap();
        assert_eq!((tb.attack, tb.range, tb.arc), (3, [3, 5], Some("singleTurret")));
    }
}
