//! Reading one XWS squad (vendored xws-spec: 2.0.0 for 2nd edition, 1.x for 1st) the way
//! the spec reads it, not by the engine's strict-key rule: keys the spec lists as optional
//! or ignored (`name`, `description`, `points`, `obstacles`, `version`, `vendor`) and
//! vendor extras (a `ship` beside a 2e pilot) are accepted and ignored. What makes the
//! squad unreadable is `INVALID_INPUT` naming its path: not an object, `pilots` not a
//! list, an id or an upgrade id not a string, `upgrades` not an object of lists.

use std::collections::BTreeMap;

use crate::calls::shared::numbers::{Count, Points};
use crate::calls::shared::table::entries;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::squads::{squad_limit, Mode, Pilot, Squad};
use crate::wire::numbers::Whole;
use crate::wire::{FromWire, Json};

/// Most upgrades one pilot entry may list (far above any card's slot bar).
pub const MAX_UPGRADES_PER_PILOT: usize = 64;

crate::wire::numbers::wire_number!(
    /// Any JSON value, kept only when it is a string: for keys that matter in one edition
    /// and are vendor extras in the other (`ship`, `name` beside a 2e pilot).
    #[derive(Clone, Debug, Default, PartialEq)]
    Loose(Option<String>) = "unknown", |v, _e| match v {
        Json::Str(s) => Some(s.to_string()),
        _ => None,
    }
);

/// `{ faction, pilots, ... }` (every other key ignored: XWS is read by its spec's rules,
/// which allow `name`, `description`, `points`, `obstacles`, `vendor` and vendor extras).
#[derive(FromWire, Clone, Debug)]
#[wire(open, ts_editions = "XwsSquad2e XwsSquad1e")]
pub struct XwsSquad {
    #[wire(ts_with = "ts::faction")]
    pub faction: String,
    pub pilots: Vec<XwsPilot>,
    #[serde(flatten)]
    pub info: XwsSquadInfo,
}

/// The spec's optional keys, read as nothing (its `points` "SHOULD be ignored by importing
/// applications"): any value is accepted; the TypeScript says what the spec gives.
#[derive(FromWire, Clone, Debug, Default)]
#[wire(ts = "XwsSquadInfo", ts_whole)]
pub struct XwsSquadInfo {
    #[wire(ts = "string")]
    version: Option<Loose>,
    #[wire(ts = "string")]
    name: Option<Loose>,
    #[wire(ts = "string")]
    description: Option<Loose>,
    #[wire(ts = "number")]
    points: Option<Loose>,
    #[wire(ts_with = "ts::vendor")]
    vendor: Option<Loose>,
    #[wire(ts = "string[]")]
    obstacles: Option<Loose>,
}

/// 2e `{ id, upgrades? }`, 1e `{ name, ship, upgrades?, multisection_id? }` (and ignored keys).
#[derive(FromWire, Clone, Debug)]
#[wire(open, ts_editions = "XwsPilot2e XwsPilot1e")]
pub struct XwsPilot {
    #[wire(ts_with = "ts::pilot_key")]
    pub id: Option<Loose>,
    #[wire(ts_with = "ts::pilot_key")]
    pub name: Option<Loose>,
    #[wire(ts_with = "ts::pilot_key")]
    pub ship: Option<Loose>,
    #[wire(ts_with = "ts::upgrades")]
    pub upgrades: Option<BTreeMap<String, Vec<String>>>,
    /// XWS 1.x: the number a huge ship's section cards share (a whole number from 0).
    pub multisection_id: Option<Whole<{ u32::MAX }>>,
    /// The spec's `points` of the pilot, read as nothing (the engine counts its own).
    #[wire(ts = "number")]
    points: Option<Loose>,
    /// Data by vendor name, ignored.
    #[wire(ts_with = "ts::vendor")]
    vendor: Option<Loose>,
}

/// A squad as `checkSquad` (its XWS form) and `squadOptions` read it:
/// `{ edition?, mode, xws, limit?, players? }`.
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "CheckSquadXwsRequest", ts_editions)]
pub struct SquadRequest {
    #[serde(default)]
    #[wire(ts_with = "crate::wire::ts::edition_key")]
    pub edition: Edition,
    #[wire(ts_with = "ts::mode")]
    mode: Mode,
    xws: XwsSquad,
    limit: Option<Points>,
    players: Option<Count>,
}

impl SquadRequest {
    /// The mode (one of the edition's), the points limit ([`squad_limit`]) and the squad.
    pub fn checked(&self) -> Result<(Mode, Option<u32>, Squad)> {
        let mode = self.mode.in_edition(self.edition)?;
        let limit = squad_limit(mode, self.limit.map(|l| l.0), self.players.map(|p| p.0))?;
        Ok((mode, limit, self.xws.squad(self.edition)?))
    }
}

impl XwsSquad {
    /// The squad as the engine checks it, read by `edition`'s keys (errors under `xws`).
    pub fn squad(&self, edition: Edition) -> Result<Squad> {
        let pilots = entries(&self.pilots, "xws.pilots", |p, at| p.pilot(edition).map_err(|e| e.within(at)))?;
        Ok(Squad { faction: self.faction.clone(), pilots })
    }
}

impl XwsPilot {
    /// The pilot entry by the edition's keys: 2e `id`; 1e `name`, `ship`, `multisection_id`
    /// (errors relative to the entry).
    fn pilot(&self, edition: Edition) -> Result<Pilot> {
        let upgrades: Vec<(String, Vec<String>)> = self.upgrades.clone().unwrap_or_default().into_iter().collect();
        if upgrades.iter().map(|(_, v)| v.len()).sum::<usize>() > MAX_UPGRADES_PER_PILOT {
            return Err(RulesError::too_large("upgrades", format!("at most {MAX_UPGRADES_PER_PILOT} upgrades per pilot")));
        }
        // A required string of the edition's: absent or not a string is malformed.
        let text = |v: &Option<Loose>, key: &str| match v {
            Some(Loose(Some(s))) => Ok(s.clone()),
            Some(Loose(None)) => Err(RulesError::invalid(key, "expected a string")),
            None => Err(RulesError::invalid(key, "is required")),
        };
        if edition == Edition::Second {
            return Ok(Pilot { id: text(&self.id, "id")?, upgrades, ..Pilot::default() });
        }
        let multisection = self.multisection_id.map(u32::from);
        Ok(Pilot { id: text(&self.name, "name")?, ship: Some(text(&self.ship, "ship")?), upgrades, multisection })
    }
}

/// The XWS keys' TypeScript in each edition's form of a request (`#[wire(ts_with)]`, named
/// declarations only): what the engine reads them as, from its own tables and rules.
#[cfg(test)]
pub(crate) mod ts {
    use crate::edition::Edition;
    use crate::wire::ts::{collecting, edition_union, literal, named, object, prelude_name, union, Dir, TsField};

    /// The edition whose form is being written (`crate::wire::ts::edition`).
    fn edition() -> Option<Edition> {
        crate::wire::ts::edition().and_then(Edition::parse)
    }

    /// `vendor`: data by vendor name (XWS), declared once as `XwsVendor`.
    pub fn vendor(f: &mut TsField) {
        if collecting() {
            let by_name = TsField { key: "[vendor: string]".into(), optional: false, ty: "unknown".into(), doc: "" };
            let doc = "XWS `vendor`: data by vendor name, ignored.";
            f.ty = format!("{} | null", named(Dir::In, concat!(module_path!(), "::XwsVendor"), "XwsVendor", doc, || object(&[by_name])));
        }
    }

    /// `faction`: 2e the pilots' xwing-data2 faction ids, 1e the XWS 1.x factions.
    pub fn faction(f: &mut TsField) {
        let doc = "An XWS squad's `faction`: 2e the pilots' xwing-data2 faction ids, 1e the XWS 1.x ones (`cards::FACTIONS_1E`).";
        f.ty = match edition() {
            Some(Edition::Second) => {
                let mut ids: Vec<&str> = crate::cards::tables().pilots_2e.iter().map(|p| p.faction).collect();
                ids.sort_unstable();
                ids.dedup();
                edition_union("XwsFaction", "XwsFaction2e", doc, ids.into_iter().map(String::from))
            }
            Some(Edition::First) => {
                let ids = crate::cards::FACTIONS_1E.iter().map(|(x, _)| x.to_string());
                edition_union("XwsFaction", "XwsFaction1e", doc, ids)
            }
            None => return,
        };
    }

    /// The edition's XWS slot keys (`cards::upgrades::slot_keys`; 2e's read without their `-` too).
    fn slot_key() -> Option<String> {
        let doc = "An XWS slot key: 2e as xwing-data2 names its upgrade files (read without the `-` too), 1e the XWS 1.x keys.";
        let (first, name) = match edition()? {
            Edition::Second => (false, "XwsSlotKey2e"),
            Edition::First => (true, "XwsSlotKey1e"),
        };
        let keys = crate::cards::upgrades::slot_keys(first).flat_map(|k| [k.to_string(), k.replace('-', "")]);
        Some(edition_union("XwsSlotKey", name, doc, keys))
    }

    /// A pilot entry's `upgrades`: upgrade ids by the edition's slot keys.
    pub fn upgrades(f: &mut TsField) {
        if let Some(key) = slot_key() {
            f.ty = format!("{{ [K in {key}]?: {}[] }} | null", prelude_name("UpgradeName"));
        }
    }

    /// squadOptions' `slot`: one of the edition's slot keys.
    pub fn slot(f: &mut TsField) {
        if let Some(key) = slot_key() {
            f.ty = key;
        }
    }

    /// The keys naming a pilot, required in their edition (`xws_input::pilot`): 2e `id`,
    /// 1e `name` and `ship`; in the other edition a vendor's extra, unread.
    pub fn pilot_key(f: &mut TsField) {
        let ty = match (edition(), f.key.as_str()) {
            (Some(Edition::Second), "id") | (Some(Edition::First), "name") => "PilotName",
            (Some(Edition::First), "ship") => "ShipName",
            _ => return,
        };
        (f.ty, f.optional) = (prelude_name(ty), false);
    }

    /// A squad's `mode`: the modes the edition's squads are built for (`Mode::in_edition`).
    pub fn mode(f: &mut TsField) {
        use crate::squads::Mode;
        if let Some(ed @ Edition::First) = edition() {
            let modes = [Mode::Standard, Mode::Extended, Mode::Epic].into_iter().filter(|m| m.in_edition(ed).is_ok());
            f.ty = union(&modes.map(|m| literal(m.as_str())).collect::<Vec<_>>());
        }
    }
}
