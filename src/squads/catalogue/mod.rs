//! The edition's card catalogue as a squad builder displays it (`cardIndex`): factions, their
//! ships and every pilot (cost, slots, limits, formats, ability text…), and every upgrade card
//! (slots, cost, restrictions, text, weapon, grants…). A plain listing of `crate::cards`: the
//! data's values and text, no rule; the optional filters only narrow the listing. The upgrade
//! cards with a printed weapon stay listed apart (`weapons`), for `weapon: { upgrade }`.
//!
//! The listing's types are what the call writes (their derives say how).

mod entries;
mod filter;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;

use crate::cards::upgrades::Formats;
use crate::cards::{tables, Size, FACTIONS_1E};
use crate::edition::Edition;
use crate::error::Result;
use crate::squads::Mode;
use crate::wire::{FromWire, ToWire};
use entries::{pilot_1e, pilot_2e, upgrade_1e, upgrade_2e, RANGE_1E_DEFAULT};
use filter::Filter;

/// What the catalogue lists: an edition, narrowed by the optional filters.
#[derive(FromWire)]
pub struct Query {
    #[serde(default)]
    pub edition: Edition,
    /// Only this faction: a 2e xwing-data2 id, a 1e XWS 1.x faction (`rebel`) or printed name.
    pub faction: Option<String>,
    /// Only this ship's pilots (its xws id), and the upgrades its size and id do not exclude.
    #[wire(ts = "CardShipName")]
    pub ship: Option<String>,
    /// Only upgrades taking this slot (an XWS slot key, `force-power`, or the data's name).
    pub slot: Option<String>,
    /// Only cards legal in this format (2e format flags; 1e `standard` leaves out huge ships).
    pub mode: Option<Mode>,
}

/// A printed number, or the data's `"?"` where the card fixes none (1e Nashtah Pup's pilot skill).
#[derive(Clone, Copy, ToWire)]
#[serde(untagged)]
#[wire(ts = "CardPrinted")]
pub enum Printed {
    Value(u16),
    #[serde(rename = "?")]
    Unknown,
}

/// 2e: the limited dots (a count, 0: any); 1e: the "Limited." label (one per ship).
#[derive(ToWire)]
#[serde(untagged)]
#[wire(ts = "CardLimited")]
pub enum Limit {
    Count(u8),
    Label(bool),
}

/// A charge or force pool: its value and how many it recovers each round (-1: drains).
#[derive(ToWire)]
pub struct CardPool {
    value: u8,
    recovers: i8,
    /// Force only: the side(s) the data gives (`["light"]`, `["dark"]`, both).
    #[serde(skip_serializing_if = "Option::is_none")]
    side: Option<Vec<ForceSideName>>,
}

/// A side of the force as the listing names it (`cards::ForceSide` is the data's field,
/// which may state none or both).
#[derive(ToWire, Clone, Copy)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "CardForceSide")]
pub enum ForceSideName {
    Light,
    Dark,
}

/// What a grant gives (`Grant::kind`): its other keys say which.
#[derive(ToWire, Clone, Copy, Default)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "CardGrantKind")]
pub enum GrantKind {
    /// Only `Grant::default()`'s; every grant built names its kind.
    #[default]
    Action,
    Slot,
    Stat,
    Force,
    Arc,
}

#[derive(ToWire)]
pub struct ShipAbility {
    name: &'static str,
    text: &'static str,
}

/// One pilot card: 2e `initiative` (and a huge ship's `engagement`), 1e `pilotSkill`.
#[derive(ToWire, Default)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "CardIndexPilot")]
pub struct PilotEntry {
    #[wire(ts = "CardPilotName")]
    pub xws: &'static str,
    pub name: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    caption: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub initiative: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    engagement: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pilot_skill: Option<Printed>,
    /// 2e squad points.
    #[serde(skip_serializing_if = "Option::is_none")]
    cost: Option<u16>,
    /// 2e loadout value.
    #[serde(skip_serializing_if = "Option::is_none")]
    loadout: Option<u16>,
    /// 1e squad points.
    #[serde(skip_serializing_if = "Option::is_none")]
    points: Option<Printed>,
    slots: &'static [&'static str],
    /// 2e limited dots (0: any number).
    #[serde(skip_serializing_if = "Option::is_none")]
    limited: Option<u8>,
    /// 1e unique name.
    #[serde(skip_serializing_if = "Option::is_none")]
    unique: Option<bool>,
    /// 2e format flags (`standard`, `extended`, `epic`).
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    formats: Option<Formats>,
    #[serde(skip_serializing_if = "Option::is_none")]
    keywords: Option<&'static [&'static str]>,
    /// 2e pilot ability text.
    #[serde(skip_serializing_if = "Option::is_none")]
    ability: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ship_ability: Option<ShipAbility>,
    /// 1e card text.
    #[serde(skip_serializing_if = "Option::is_none")]
    text: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    charges: Option<CardPool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    force: Option<CardPool>,
    /// 2e standard-loadout pilots' fixed upgrades (xws ids).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[wire(ts = "CardUpgradeName[]")]
    standard_loadout: Option<&'static [&'static str]>,
}

#[derive(ToWire)]
pub struct ShipEntry {
    #[wire(ts = "CardShipName")]
    pub xws: &'static str,
    pub name: &'static str,
    pub size: Size,
    pub pilots: Vec<PilotEntry>,
}

#[derive(ToWire)]
pub struct FactionEntry {
    /// 2e: the xwing-data2 id (`"rebelalliance"`); 1e: the name xwing-data prints.
    pub id: &'static str,
    /// The XWS faction a squad of these pilots names (1e: `"rebel"` for Rebel Alliance and Resistance).
    pub xws: &'static str,
    /// The display name.
    pub name: &'static str,
    pub ships: Vec<ShipEntry>,
}

/// One alternative set of a restriction: the card fits when any key given holds (xwing-data2
/// `restrictions[]`; 1e's `size`, `ship` and `faction` one object each).
#[derive(ToWire, Default)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "CardRestriction")]
pub struct Restriction {
    #[serde(skip_serializing_if = "Option::is_none")]
    factions: Option<&'static [&'static str]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    sizes: Option<Vec<Size>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ships: Option<&'static [&'static str]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    action: Option<ActionEntry>,
    #[serde(skip_serializing_if = "Option::is_none")]
    arcs: Option<Vec<&'static str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    non_limited: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    names: Option<&'static [&'static str]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    keywords: Option<&'static [&'static str]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    equipped: Option<&'static [&'static str]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solitary: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    standardized: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ship_ability: Option<&'static [&'static str]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    force_side: Option<Vec<ForceSideName>>,
}

#[derive(ToWire)]
pub struct ActionEntry {
    action: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    colour: Option<&'static str>,
}

/// What equipping the card gives: `kind` says which of the other keys are set.
#[derive(ToWire, Default)]
#[wire(ts = "CardGrant")]
pub struct Grant {
    kind: GrantKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    action: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    colour: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    slot: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    stat: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    arc: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    amount: Option<i8>,
}

/// A printed weapon: value and range, 2e its arc and ordnance icon.
#[derive(ToWire)]
pub struct CardAttack {
    value: u8,
    range: [u8; 2],
    #[serde(skip_serializing_if = "Option::is_none")]
    arc: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ordnance: Option<bool>,
}

/// One side of a 2e card (a dual card has two).
#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "CardSide")]
pub struct Side {
    title: &'static str,
    /// The card type, a slot name.
    #[serde(rename = "type")]
    kind: &'static str,
    slots: &'static [&'static str],
    #[serde(skip_serializing_if = "Option::is_none")]
    ability: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    text: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    attack: Option<CardAttack>,
    #[serde(skip_serializing_if = "Option::is_none")]
    charges: Option<CardPool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    force: Option<CardPool>,
    grants: Vec<Grant>,
    restrictions: Vec<Restriction>,
}

/// One upgrade card. 2e: `cost`, `limited`, format flags and its `sides`; 1e: `points`, the
/// unique and limited labels, `text` and the weapon, energy and grants of the card.
#[derive(ToWire, Default)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "CardIndexUpgrade")]
pub struct UpgradeEntry {
    #[wire(ts = "CardUpgradeName")]
    pub xws: &'static str,
    name: &'static str,
    /// Every slot the card takes (its first side's, in 2e), as the data names them.
    pub slots: Vec<&'static str>,
    /// The same slots as XWS keys (the keys of an XWS pilot's `upgrades`).
    slot_keys: Vec<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cost: Option<Printed>,
    #[serde(skip_serializing_if = "Option::is_none")]
    points: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    limited: Option<Limit>,
    #[serde(skip_serializing_if = "Option::is_none")]
    unique: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    squad_limited: Option<u8>,
    /// 2e format flags (`standard`, `extended`, `epic`).
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    formats: Option<Formats>,
    #[serde(skip_serializing_if = "Option::is_none")]
    standard_loadout_only: Option<bool>,
    restrictions: Vec<Restriction>,
    #[serde(skip_serializing_if = "Option::is_none")]
    sides: Option<Vec<Side>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    text: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    attack: Option<CardAttack>,
    #[serde(skip_serializing_if = "Option::is_none")]
    energy: Option<i8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    grants: Option<Vec<Grant>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    dual_card: Option<bool>,
}

/// An upgrade card with a printed weapon: its range, and in 2e its arc.
#[derive(ToWire)]
pub struct WeaponEntry {
    #[wire(ts = "CardUpgradeName")]
    pub xws: &'static str,
    name: &'static str,
    pub attack: u8,
    pub range: [u8; 2],
    #[serde(skip_serializing_if = "Option::is_none")]
    pub arc: Option<&'static str>,
}

/// The listing: pilots by faction and ship (each sorted by id), upgrades, weapons.
#[derive(ToWire)]
pub struct Catalogue {
    pub factions: Vec<FactionEntry>,
    pub upgrades: Vec<UpgradeEntry>,
    pub weapons: Vec<WeaponEntry>,
}

/// The catalogue of the query's edition, narrowed by its filters (each checked against the
/// edition's names first: an unknown one is an error offering the nearest).
pub fn list(query: Query) -> Result<Catalogue> {
    let f = Filter::of(query)?;
    Ok(match f.edition {
        Edition::Second => list_2e(&f),
        Edition::First => list_1e(&f),
    })
}

fn list_2e(f: &Filter) -> Catalogue {
    let t = tables();
    let rows = t
        .pilots_2e
        .iter()
        .filter(|p| f.faction(p.faction) && f.ship(p.ship_card().xws) && f.formats(p.standard, p.extended, p.epic))
        .map(|p| (p.faction, p.ship as usize, pilot_2e(p)));
    let faction = |id: &'static str| (id, t.factions_2e.iter().find(|x| x.xws == id).map_or(id, |x| x.name));
    let ship = |i: usize| (t.ships_2e[i].xws, t.ships_2e[i].name, t.ships_2e[i].size);
    let upgrades = t.upgrades_2e.iter().filter(|u| f.admits_2e(u)).map(upgrade_2e).collect();
    let weapons = t
        .upgrades_2e
        .iter()
        .filter_map(|u| {
            let a = u.front().attack?;
            Some(WeaponEntry {
                xws: u.xws,
                name: u.name,
                attack: a.value,
                range: [a.min, a.max],
                arc: Some(crate::ships::arc_name_2e(a.arc)),
            })
        })
        .collect();
    Catalogue { factions: group(rows, faction, ship), upgrades, weapons }
}

/// The XWS 1.x faction of a data faction, and its display name (the data's).
fn faction_1e(id: &'static str) -> (&'static str, &'static str) {
    let xws = FACTIONS_1E.iter().find(|(_, fs)| fs.contains(&id)).map_or(id, |(x, _)| *x);
    (xws, id)
}

fn list_1e(f: &Filter) -> Catalogue {
    let t = tables();
    let rows = t
        .pilots_1e
        .iter()
        .filter(|p| f.faction(p.faction) && f.ship(p.ship_card().xws) && f.huge_1e(p.ship_card().size == Size::Huge))
        .map(|p| (p.faction, p.ship as usize, pilot_1e(p)));
    let ship = |i: usize| (t.ships_1e[i].xws, t.ships_1e[i].name, t.ships_1e[i].size);
    let upgrades = t.upgrades_1e.iter().filter(|u| f.admits_1e(u)).map(upgrade_1e).collect();
    let mut weapons: Vec<WeaponEntry> = t
        .upgrades_1e
        .iter()
        .filter_map(|u| {
            Some(WeaponEntry { xws: u.xws, name: u.name, attack: u.attack?, range: u.range.unwrap_or(RANGE_1E_DEFAULT), arc: None })
        })
        .collect();
    weapons.sort_by(|a, b| a.xws.cmp(b.xws));
    weapons.dedup_by(|a, b| a.xws == b.xws);
    Catalogue { factions: group(rows, faction_1e, ship), upgrades, weapons }
}

/// Groups `(faction, ship index, pilot)` into factions and ships, each sorted by id.
fn group(
    rows: impl Iterator<Item = (&'static str, usize, PilotEntry)>,
    faction: impl Fn(&'static str) -> (&'static str, &'static str),
    ship: impl Fn(usize) -> (&'static str, &'static str, Size),
) -> Vec<FactionEntry> {
    let mut by: BTreeMap<&'static str, BTreeMap<usize, Vec<PilotEntry>>> = BTreeMap::new();
    for (f, s, p) in rows {
        by.entry(f).or_default().entry(s).or_default().push(p);
    }
    let ship_entry = |(i, pilots)| {
        let (xws, name, size) = ship(i);
        ShipEntry { xws, name, size, pilots }
    };
    by.into_iter()
        .map(|(id, ships)| {
            let (xws, name) = faction(id);
            FactionEntry { id, xws, name, ships: ships.into_iter().map(ship_entry).collect() }
        })
        .collect()
}
