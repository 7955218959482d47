//! Reading one XWS squad (vendored xws-spec: 2.0.0 for 2nd edition, 1.x for 1st) the way
//! the spec reads it, not by the engine's strict-key rule: keys the spec lists as optional
//! or ignored (`name`, `description`, `points`, `obstacles`, `version`, `vendor`) and
//! vendor extras (a `ship` beside a 2e pilot) are accepted and ignored. What makes the
//! squad unreadable is `INVALID_INPUT` naming its path: not an object, `pilots` not a
//! list, an id or an upgrade id not a string, `upgrades` not an object of lists.

use std::collections::BTreeMap;

use super::input::{check_len, Finite};
use crate::edition::Edition;
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

/// The benchmark build's reader (feature `swb`): a string, or anything else skipped.
#[cfg(feature = "swb")]
impl<'de> serde::Deserialize<'de> for Loose {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Loose, D::Error> {
        struct Any;
        impl<'de> serde::de::Visitor<'de> for Any {
            type Value = Loose;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("any value")
            }
            fn visit_str<E>(self, s: &str) -> std::result::Result<Loose, E> {
                Ok(Loose::Text(s.to_string()))
            }
            fn visit_bool<E>(self, _: bool) -> std::result::Result<Loose, E> {
                Ok(Loose::Other)
            }
            fn visit_f64<E>(self, _: f64) -> std::result::Result<Loose, E> {
                Ok(Loose::Other)
            }
            fn visit_i64<E>(self, _: i64) -> std::result::Result<Loose, E> {
                Ok(Loose::Other)
            }
            fn visit_u64<E>(self, _: u64) -> std::result::Result<Loose, E> {
                Ok(Loose::Other)
            }
            fn visit_unit<E>(self) -> std::result::Result<Loose, E> {
                Ok(Loose::Other)
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut a: A) -> std::result::Result<Loose, A::Error> {
                while a.next_element::<serde::de::IgnoredAny>()?.is_some() {}
                Ok(Loose::Other)
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(self, mut a: A) -> std::result::Result<Loose, A::Error> {
                while a.next_entry::<serde::de::IgnoredAny, serde::de::IgnoredAny>()?.is_some() {}
                Ok(Loose::Other)
            }
        }
        d.deserialize_any(Any)
    }
}

/// `{ faction, pilots, ... }` (every other key ignored).
#[derive(FromWire, Clone, Debug)]
#[cfg_attr(feature = "swb", derive(serde::Deserialize))]
pub struct XwsSquad {
    pub faction: String,
    pub pilots: Vec<XwsPilot>,
}

/// 2e `{ id, upgrades? }`, 1e `{ name, ship, upgrades?, multisection_id? }` (and ignored keys).
#[derive(FromWire, Clone, Debug)]
#[cfg_attr(feature = "swb", derive(serde::Deserialize))]
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

/// The request's `mode`.
#[derive(FromWire, Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "swb", derive(serde::Deserialize))]
#[serde(rename_all = "camelCase")]
pub enum ModeDto {
    Standard,
    Extended,
    Epic,
}

/// The engine's mode; 1e has no extended play.
pub fn mode(edition: Edition, m: ModeDto) -> Result<Mode> {
    Ok(match (edition, m) {
        (_, ModeDto::Standard) => Mode::Standard,
        (_, ModeDto::Epic) => Mode::Epic,
        (Edition::Second, ModeDto::Extended) => Mode::Extended,
        (Edition::First, ModeDto::Extended) => {
            return Err(RulesError::invalid("mode", "1st edition squads are built for \"standard\" or \"epic\" play"))
        }
    })
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
