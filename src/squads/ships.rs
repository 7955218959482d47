//! From an XWS squad to the engine's ships: one `{ id, ship, pilot, upgrades, team }`
//! per ship, so that a site puts a squad on a table in one call. Poses are the
//! caller's (a scenario's deployment area depends on the table and the player).
//!
//! 2e: one ship per pilot entry. 1e: one ship per pilot entry, except a huge ship's
//! section cards sharing a `multisection_id`, which are one ship (XWS 1.x "Multi-Section
//! Huge Ships").

use super::{Pilot, Squad};
use crate::edition::Edition;

/// One ship of the squad, as the engine's calls take it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquadShipOut {
    /// Unique in the squad: the pilot id, with `-2`, `-3`... for repeats.
    pub id: String,
    /// What the engine's calls take as `ship`, with `pilot`: 2e the pilot's ship id (an
    /// unknown pilot's id as given, which the calls then refuse), 1e the XWS ship id.
    pub ship: String,
    pub pilot: String,
    /// Upgrades by slot key, every section card's together.
    pub upgrades: Vec<(String, Vec<String>)>,
    /// Indexes of the pilot entries this ship is made of.
    pub entries: Vec<usize>,
}

/// The ships of `squad`, unchecked (`check` says whether the squad is legal; an unknown
/// id is then refused by the call that receives the ship).
pub fn ships(edition: Edition, squad: &Squad) -> Vec<SquadShipOut> {
    let mut out: Vec<SquadShipOut> = Vec::new();
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
        out.push(SquadShipOut { id, ship, pilot: p.id.clone(), upgrades: p.upgrades.clone(), entries: vec![i] });
    }
    out
}

fn merge(ship: &mut SquadShipOut, i: usize, p: &Pilot) {
    ship.entries.push(i);
    for (k, ids) in &p.upgrades {
        match ship.upgrades.iter_mut().find(|(key, _)| key == k) {
            Some((_, list)) => list.extend(ids.iter().cloned()),
            None => ship.upgrades.push((k.clone(), ids.clone())),
        }
    }
}

fn unique_id(out: &[SquadShipOut], base: &str) -> String {
    if !out.iter().any(|s| s.id == base) {
        return base.to_string();
    }
    (2..).map(|n| format!("{base}-{n}")).find(|id| !out.iter().any(|s| s.id == *id)).unwrap_or_default()
}
