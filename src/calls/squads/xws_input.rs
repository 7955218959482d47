//! Reading one XWS squad (vendored xws-spec: 2.0.0 for 2nd edition, 1.x for 1st) the way
//! the spec reads it, not by the engine's strict-key rule: keys the spec lists as optional
//! or ignored (`name`, `description`, `points`, `obstacles`, `version`, `vendor`) and
//! vendor extras (a `ship` beside a 2e pilot) are accepted and ignored. What makes the
//! squad unreadable is `INVALID_INPUT` naming its path: not an object, `pilots` not a
//! list, an id or an upgrade id not a string, `upgrades` not an object of lists.

use std::collections::BTreeMap;

use crate::calls::shared::input::{check_len, Finite};
use crate::calls::shared::numbers::{count_or, points};
use crate::edition::Edition;
use crate::epic::squad::team_limit;
use crate::error::{Result, RulesError};
use crate::squads::{Mode, Pilot, Squad};
use crate::wire::{Errors, FromWire, Json};

/// Most upgrades one pilot entry may list (far above any card's slot bar).
pub const MAX_UPGRADES_PER_PILOT: usize = 64;

/// Any JSON value, kept only when it is a string: for keys that matter in one edition
/// and are vendor extras in the other (`ship`, `name` beside a 2e pilot).
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Loose {
    Text(String),
    #[default]
    Other,
}

impl FromWire for Loose {
    fn read(v: &Json, _: &mut Errors) -> Loose {
        match v {
            Json::Str(s) => Loose::Text(s.to_string()),
            _ => Loose::Other,
        }
    }
    fn placeholder() -> Loose {
        Loose::Other
    }
}

#[cfg(test)]
impl crate::wire::ts::TsIn for Loose {
    const OPTIONAL: bool = true;
    fn ts_in() -> String {
        "unknown".into()
    }
}

/// `{ faction, pilots, ... }` (every other key ignored: XWS is read by its spec's rules,
/// which allow `name`, `description`, `points`, `obstacles`, `vendor` and vendor extras).
#[derive(FromWire, Clone, Debug)]
#[wire(open)]
pub struct XwsSquad {
    pub faction: String,
    pub pilots: Vec<XwsPilot>,
}

/// 2e `{ id, upgrades? }`, 1e `{ name, ship, upgrades?, multisection_id? }` (and ignored keys).
#[derive(FromWire, Clone, Debug)]
#[wire(open)]
pub struct XwsPilot {
    #[serde(default)]
    pub id: Option<Loose>,
    #[serde(default)]
    pub name: Option<Loose>,
    #[serde(default)]
    pub ship: Option<Loose>,
    #[serde(default)]
    pub upgrades: Option<BTreeMap<String, Vec<String>>>,
    #[serde(default)]
    pub multisection_id: Option<Finite>,
}

/// A required string of the edition's pilot entry: absent or not a string is malformed.
fn text(v: &Option<Loose>, field: String) -> Result<String> {
    match v {
        Some(Loose::Text(s)) => Ok(s.clone()),
        Some(Loose::Other) => Err(RulesError::invalid(field, "expected a string")),
        None => Err(RulesError::invalid(field, "is required")),
    }
}

/// The squad as the engine checks it (`field`: the squad's path, `xws`).
pub fn squad(edition: Edition, x: &XwsSquad, field: &str) -> Result<Squad> {
    check_len(x.pilots.len(), &format!("{field}.pilots"))?;
    let pilots =
        x.pilots.iter().enumerate().map(|(i, p)| pilot(edition, p, &format!("{field}.pilots[{i}]"))).collect::<Result<Vec<_>>>()?;
    Ok(Squad { faction: x.faction.clone(), pilots })
}

fn pilot(edition: Edition, p: &XwsPilot, at: &str) -> Result<Pilot> {
    let upgrades: Vec<(String, Vec<String>)> = p.upgrades.clone().unwrap_or_default().into_iter().collect();
    let n: usize = upgrades.iter().map(|(_, v)| v.len()).sum();
    if n > MAX_UPGRADES_PER_PILOT {
        return Err(RulesError::too_large(format!("{at}.upgrades"), format!("at most {MAX_UPGRADES_PER_PILOT} upgrades per pilot")));
    }
    Ok(match edition {
        Edition::Second => Pilot { id: text(&p.id, format!("{at}.id"))?, ship: None, upgrades, multisection: None },
        Edition::First => {
            let multisection = p.multisection_id.map(|m| whole_id(m, &format!("{at}.multisection_id"))).transpose()?;
            Pilot { id: text(&p.name, format!("{at}.name"))?, ship: Some(text(&p.ship, format!("{at}.ship"))?), upgrades, multisection }
        }
    })
}

fn whole_id(v: Finite, field: &str) -> Result<u32> {
    if v.0 >= 0.0 && v.0.fract() == 0.0 && v.0 <= f64::from(u32::MAX) {
        Ok(v.0 as u32)
    } else {
        Err(RulesError::invalid(field, "expected a whole number from 0"))
    }
}

/// A team's limit: `limit` divided between `players` (default 1), rounded down.
pub(crate) fn player_limit(limit: Finite, players: Option<Finite>) -> Result<u32> {
    let players = count_or(players, 1, "players")?;
    if players == 0 {
        return Err(RulesError::invalid("players", "a team has at least one player"));
    }
    Ok(team_limit(points(limit, "limit")?, players))
}

/// The request's `limit`: a points limit in standard and extended play, the Epic squad
/// limit (shared by `players`) in Epic; `players` is Epic's (team battles) and needs `limit`.
pub(crate) fn squad_limit(mode: Mode, limit: Option<Finite>, players: Option<Finite>) -> Result<Option<u32>> {
    match (limit, players) {
        (_, Some(_)) if mode != Mode::Epic => {
            Err(RulesError::invalid("players", "team battles are Epic play: give `players` in \"epic\" mode only"))
        }
        (Some(l), p) => Ok(Some(player_limit(l, p)?)),
        (None, Some(_)) => Err(RulesError::invalid("players", "applies to a squad limit: give `limit` too")),
        (None, None) => Ok(None),
    }
}
