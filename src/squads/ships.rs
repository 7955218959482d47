//! From an XWS squad to the engine's ships: one `{ id, ship, pilot, upgrades, team }`
//! per ship, so that a site puts a squad on a table in one call. Poses are the
//! caller's (a scenario's deployment area depends on the table and the player).
//!
//! 2e: one ship per pilot entry. 1e: one ship per pilot entry, except a huge ship's
//! section cards sharing a `multisection_id`, which are one ship (XWS 1.x "Multi-Section
//! Huge Ships").

use std::collections::BTreeMap;

use super::{Pilot, Squad};
use crate::edition::Edition;
use crate::wire::ToWire;

/// One ship of the squad, as the engine's calls take it (declared under its old name).
#[derive(Clone, Debug, PartialEq, Eq, ToWire)]
#[wire(ts = "SquadShipsShipOut")]
pub struct FieldedShip {
    /// Unique in the squad: the pilot id, with `-2`, `-3`... for repeats.
    pub id: String,
    /// What the engine's calls take as `ship`, with `pilot`: 2e the pilot's ship id (an
    /// unknown pilot's id as given, which the calls then refuse), 1e the XWS ship id.
    #[wire(ts = "ShipName")]
    pub ship: String,
    #[wire(ts = "PilotName")]
    pub pilot: String,
    /// Upgrades by slot key, every section card's together.
    #[wire(ts = "{ [slot: string]: UpgradeName[] }")]
    pub upgrades: BTreeMap<String, Vec<String>>,
    /// Indexes of the pilot entries this ship is made of.
    pub entries: Vec<usize>,
    /// The player the ships belong to (Epic: `player`), as `squadShips` is asked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub player: Option<u32>,
    /// Epic team battles: the player's team, as `squadShips` is asked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub team: Option<u32>,
}

/// The ships of `squad`, each `player`'s and `team`'s, unchecked (`check` says whether the
/// squad is legal; an unknown id is then refused by the call that receives the ship).
pub fn ships(edition: Edition, squad: &Squad, player: Option<u32>, team: Option<u32>) -> Vec<FieldedShip> {
    let mut out: Vec<FieldedShip> = Vec::new();
    let mut groups: Vec<(String, u32, usize)> = Vec::new();
    for (i, p) in squad.pilots.iter().enumerate() {
        if let (Edition::First, Some(m), Some(ship)) = (edition, p.multisection, p.ship.as_ref()) {
            if let Some(&(_, _, at)) = groups.iter().find(|g| g.0 == *ship && g.1 == m) {
                merge(&mut out[at], i, p);
                continue;
            }
            groups.push((ship.clone(), m, out.len()));
        }
        let ship = match edition {
            Edition::Second => crate::cards::pilot_2e(&p.id).map_or_else(|| p.id.clone(), |x| x.ship_card().xws.to_string()),
            Edition::First => p.ship.clone().unwrap_or_default(),
        };
        let id = unique_id(&out, &p.id);
        out.push(FieldedShip {
            id,
            ship,
            pilot: p.id.clone(),
            upgrades: p.upgrades.iter().cloned().collect(),
            entries: vec![i],
            player,
            team,
        });
    }
    out
}

fn merge(ship: &mut FieldedShip, i: usize, p: &Pilot) {
    ship.entries.push(i);
    for (k, ids) in &p.upgrades {
        ship.upgrades.entry(k.clone()).or_default().extend(ids.iter().cloned());
    }
}

fn unique_id(out: &[FieldedShip], base: &str) -> String {
    if !out.iter().any(|s| s.id == base) {
        return base.to_string();
    }
    (2..).map(|n| format!("{base}-{n}")).find(|id| !out.iter().any(|s| s.id == *id)).unwrap_or_default()
}
