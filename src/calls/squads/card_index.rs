//! `cardIndex`: the edition's card catalogue as a squad builder displays it: factions, their
//! ships and every pilot (cost, slots, limits, formats, ability text…), and every upgrade card
//! (slots, cost, restrictions, text, weapon, grants…). A plain listing of `crate::cards`: the
//! data's values and text, no rule; the optional filters only narrow the listing. The upgrade
//! cards with a printed weapon stay listed apart (`weapons`), for `weapon: { upgrade }`.

use crate::cards::upgrades::{key_of_slot_1e, key_of_slot_2e, slot_1e_of_key, slot_2e_of_key, Cost, Grant1e, Grant2e, Req2e, Side2e};
use crate::cards::upgrades::{Upgrade1e, Upgrade2e};
use crate::cards::{tables, ActionColour, ForceSide, Pilot1e, Pilot2e, Pool, Size, FACTIONS_1E};
use std::collections::BTreeMap;

use super::ship_info_stats::action_name;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::ships::arc_name_2e;
use crate::squads::suggest::nearest_text;
use crate::wire::{FromWire, ToWire, Writer};

#[derive(FromWire)]
pub struct Request {
    #[serde(default)]
    edition: Edition,
    /// Only this faction: a 2e xwing-data2 id, a 1e XWS 1.x faction (`rebel`) or printed name.
    #[serde(default)]
    faction: Option<String>,
    /// Only this ship's pilots (its xws id), and the upgrades its size and id do not exclude.
    #[serde(default)]
    #[wire(ts = "CardShipName")]
    ship: Option<String>,
    /// Only upgrades taking this slot (an XWS slot key, `force-power`, or the data's name).
    #[serde(default)]
    slot: Option<String>,
    /// Only cards legal in this format (2e format flags; 1e `standard` leaves out huge ships).
    #[serde(default)]
    mode: Option<ModeFilter>,
}

/// The request's `mode`.
#[derive(FromWire, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
enum ModeFilter {
    Standard,
    Extended,
    Epic,
}

/// A printed number, or the data's `"?"` where the card fixes none (1e Nashtah Pup's pilot skill).
#[derive(Clone, Copy)]
enum Printed {
    Value(u16),
    Unknown,
}

impl ToWire for Printed {
    fn to_wire(&self, w: &mut Writer) {
        match self {
            Printed::Value(n) => n.to_wire(w),
            Printed::Unknown => "?".to_wire(w),
        }
    }
}

#[cfg(test)]
impl crate::wire::ts::TsOut for Printed {
    fn ts_out() -> String {
        r#"number | "?""#.into()
    }
}

/// A charge or force pool: its value and how many it recovers each round (-1: drains).
#[derive(ToWire)]
struct PoolOut {
    value: u8,
    recovers: i8,
    /// Force only: the side(s) the data gives (`["light"]`, `["dark"]`, both).
    #[serde(skip_serializing_if = "Option::is_none")]
    side: Option<Vec<&'static str>>,
}

#[derive(ToWire)]
struct ShipAbilityOut {
    name: &'static str,
    text: &'static str,
}

/// One pilot card: 2e `initiative` (and a huge ship's `engagement`), 1e `pilotSkill`.
#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
struct PilotOut {
    xws: &'static str,
    name: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    caption: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    initiative: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    engagement: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pilot_skill: Option<Printed>,
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
    #[serde(skip_serializing_if = "Option::is_none")]
    standard: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    extended: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    epic: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    keywords: Option<&'static [&'static str]>,
    /// 2e pilot ability text.
    #[serde(skip_serializing_if = "Option::is_none")]
    ability: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ship_ability: Option<ShipAbilityOut>,
    /// 1e card text.
    #[serde(skip_serializing_if = "Option::is_none")]
    text: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    charges: Option<PoolOut>,
    #[serde(skip_serializing_if = "Option::is_none")]
    force: Option<PoolOut>,
    /// 2e standard-loadout pilots' fixed upgrades (xws ids).
    #[serde(skip_serializing_if = "Option::is_none")]
    standard_loadout: Option<&'static [&'static str]>,
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
    /// The XWS faction a squad of these pilots names (1e: `"rebel"` for Rebel Alliance and Resistance).
    xws: &'static str,
    /// The display name.
    name: &'static str,
    ships: Vec<ShipOut>,
}

/// One alternative set of a restriction: the card fits when any key given holds (xwing-data2
/// `restrictions[]`; 1e's `size`, `ship` and `faction` one object each).
#[derive(ToWire, Default)]
#[serde(rename_all = "camelCase")]
struct RestrictionOut {
    #[serde(skip_serializing_if = "Option::is_none")]
    factions: Option<&'static [&'static str]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    sizes: Option<Vec<&'static str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ships: Option<&'static [&'static str]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    action: Option<ActionOut>,
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
    force_side: Option<Vec<&'static str>>,
}

#[derive(ToWire)]
struct ActionOut {
    action: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    colour: Option<&'static str>,
}

/// What equipping the card gives: `kind` says which of the other keys are set.
#[derive(ToWire)]
struct GrantOut {
    kind: &'static str,
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
struct AttackOut {
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
struct SideOut {
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
    attack: Option<AttackOut>,
    #[serde(skip_serializing_if = "Option::is_none")]
    charges: Option<PoolOut>,
    #[serde(skip_serializing_if = "Option::is_none")]
    force: Option<PoolOut>,
    grants: Vec<GrantOut>,
    restrictions: Vec<RestrictionOut>,
}

/// One upgrade card. 2e: `cost`, `limited`, format flags and its `sides`; 1e: `points`, the
/// unique and limited labels, `text` and the weapon, energy and grants of the card.
#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
struct UpgradeOut {
    xws: &'static str,
    name: &'static str,
    /// Every slot the card takes (its first side's, in 2e), as the data names them.
    slots: Vec<&'static str>,
    /// The same slots as XWS keys (the keys of an XWS pilot's `upgrades`).
    slot_keys: Vec<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    cost: Option<Printed>,
    #[serde(skip_serializing_if = "Option::is_none")]
    points: Option<i32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    limited: Option<LimitOut>,
    #[serde(skip_serializing_if = "Option::is_none")]
    unique: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    squad_limited: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    standard: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    extended: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    epic: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    standard_loadout_only: Option<bool>,
    restrictions: Vec<RestrictionOut>,
    #[serde(skip_serializing_if = "Option::is_none")]
    sides: Option<Vec<SideOut>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    text: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    attack: Option<AttackOut>,
    #[serde(skip_serializing_if = "Option::is_none")]
    energy: Option<i8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    grants: Option<Vec<GrantOut>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    dual_card: Option<bool>,
}

/// 2e: the limited dots (a count, 0: any); 1e: the "Limited." label (one per ship).
enum LimitOut {
    Count(u8),
    Label(bool),
}

impl ToWire for LimitOut {
    fn to_wire(&self, w: &mut Writer) {
        match self {
            LimitOut::Count(n) => n.to_wire(w),
            LimitOut::Label(b) => b.to_wire(w),
        }
    }
}

#[cfg(test)]
impl crate::wire::ts::TsOut for LimitOut {
    fn ts_out() -> String {
        "number | boolean".into()
    }
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
    upgrades: Vec<UpgradeOut>,
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

fn colour_name(c: ActionColour) -> &'static str {
    match c {
        ActionColour::White => "white",
        ActionColour::Red => "red",
        ActionColour::Purple => "purple",
    }
}

/// The data's force sides (`["light"]`…); `None` where it states none.
fn force_sides(side: ForceSide) -> Option<Vec<&'static str>> {
    match side {
        ForceSide::Unstated => None,
        ForceSide::Light => Some(vec!["light"]),
        ForceSide::Dark => Some(vec!["dark"]),
        ForceSide::Both => Some(vec!["dark", "light"]),
    }
}

fn pool(p: Pool) -> PoolOut {
    PoolOut { value: p.value, recovers: p.recovers, side: None }
}

/// The filters, checked against the edition's names.
struct Filter {
    edition: Edition,
    /// The data's faction names or ids kept (`None`: all).
    factions: Option<Vec<&'static str>>,
    ship: Option<String>,
    /// The slot kept, as the data names it.
    slot: Option<&'static str>,
    mode: Option<ModeFilter>,
}

/// The faction a request names, as the data's factions it covers.
fn factions_named(edition: Edition, name: &str) -> Result<Vec<&'static str>> {
    let known: Vec<&'static str> = match edition {
        Edition::Second => tables().factions_2e.iter().map(|f| f.xws).collect(),
        Edition::First => FACTIONS_1E.iter().flat_map(|(x, fs)| std::iter::once(*x).chain(fs.iter().copied())).collect(),
    };
    let covered: Vec<&'static str> = match edition {
        Edition::Second => known.iter().copied().filter(|f| *f == name).collect(),
        Edition::First => FACTIONS_1E
            .iter()
            .filter(|(x, _)| *x == name)
            .flat_map(|(_, fs)| fs.iter().copied())
            .chain(FACTIONS_1E.iter().flat_map(|(_, fs)| fs.iter().copied()).filter(|f| *f == name))
            .collect(),
    };
    if covered.is_empty() {
        return Err(RulesError::unknown("faction", format!("unknown faction \"{name}\"{}", nearest_text(name, known.into_iter()))));
    }
    Ok(covered)
}

fn filter(req: Request) -> Result<Filter> {
    let edition = req.edition;
    let factions = req.faction.as_deref().map(|f| factions_named(edition, f)).transpose()?;
    if let Some(s) = req.ship.as_deref() {
        let ships: Vec<&'static str> = match edition {
            Edition::Second => tables().ships_2e.iter().map(|s| s.xws).collect(),
            Edition::First => tables().ships_1e.iter().map(|s| s.xws).collect(),
        };
        if !ships.contains(&s) {
            return Err(RulesError::unknown("ship", format!("unknown ship \"{s}\"{}", nearest_text(s, ships.into_iter()))));
        }
    }
    let slot = match req.slot.as_deref() {
        None => None,
        Some(s) => Some(slot_named(edition, s)?),
    };
    if edition == Edition::First && req.mode == Some(ModeFilter::Extended) {
        return Err(RulesError::invalid("mode", "1st edition squads are built for \"standard\" or \"epic\" play"));
    }
    Ok(Filter { edition, factions, ship: req.ship, slot, mode: req.mode })
}

/// The data's name of the slot a request names by XWS key or by name.
fn slot_named(edition: Edition, s: &str) -> Result<&'static str> {
    let (by_key, by_name) = match edition {
        Edition::Second => (slot_2e_of_key(s), key_of_slot_2e(s).and_then(slot_2e_of_key)),
        Edition::First => (slot_1e_of_key(s), key_of_slot_1e(s).and_then(slot_1e_of_key)),
    };
    by_key.or(by_name).ok_or_else(|| {
        let keys = crate::cards::upgrades::slot_keys(edition == Edition::First);
        RulesError::unknown("slot", format!("unknown slot \"{s}\"{}", nearest_text(s, keys)))
    })
}

impl Filter {
    fn faction(&self, f: &str) -> bool {
        self.factions.as_ref().is_none_or(|fs| fs.contains(&f))
    }

    fn ship(&self, xws: &str) -> bool {
        self.ship.as_deref().is_none_or(|s| s == xws)
    }

    /// 2e format flags.
    fn formats(&self, standard: bool, extended: bool, epic: bool) -> bool {
        match self.mode {
            None => true,
            Some(ModeFilter::Standard) => standard,
            Some(ModeFilter::Extended) => extended,
            Some(ModeFilter::Epic) => epic,
        }
    }

    /// 1e: huge ships and "Huge Ship Only" cards are Epic play's (seed 000).
    fn huge_1e(&self, huge: bool) -> bool {
        !huge || self.mode != Some(ModeFilter::Standard)
    }

    fn slots(&self, slots: &[&str]) -> bool {
        self.slot.is_none_or(|s| slots.contains(&s))
    }

    /// The ship filter's size and id, for the upgrades a restriction on them excludes.
    fn ship_2e(&self) -> Option<(&'static str, Size)> {
        let s = crate::cards::ship_2e(self.ship.as_deref()?)?;
        Some((s.xws, s.size))
    }
}

/// False only when one restriction object holds nothing but faction, ship and size
/// alternatives and none admits the filter's faction or ship (others need the squad to judge).
fn admits_2e(f: &Filter, restrictions: &[&[Req2e]]) -> bool {
    let ship = f.ship_2e();
    restrictions.iter().all(|alts| {
        alts.iter().any(|r| match r {
            Req2e::Factions(fs) => f.factions.as_ref().is_none_or(|want| fs.iter().any(|x| want.contains(x))),
            Req2e::Ships(ss) => ship.is_none_or(|(x, _)| ss.contains(&x)),
            Req2e::Sizes(zs) => ship.is_none_or(|(_, z)| zs.contains(&z)),
            _ => true,
        })
    })
}

fn pilot_2e(p: &'static Pilot2e) -> PilotOut {
    PilotOut {
        xws: p.xws,
        name: p.name,
        caption: p.caption,
        initiative: Some(p.initiative),
        engagement: p.engagement,
        pilot_skill: None,
        cost: Some(p.cost),
        loadout: p.loadout,
        points: None,
        slots: p.slots,
        limited: Some(p.limited),
        unique: None,
        standard: Some(p.standard),
        extended: Some(p.extended),
        epic: Some(p.epic),
        keywords: Some(p.keywords),
        ability: p.ability,
        ship_ability: p.ship_ability.map(|name| ShipAbilityOut { name, text: p.ship_ability_text.unwrap_or("") }),
        text: None,
        charges: p.charges.map(pool),
        force: p.force.map(|f| PoolOut { side: force_sides(f.side), ..pool(f.pool) }),
        standard_loadout: (!p.standard_loadout.is_empty()).then_some(p.standard_loadout),
    }
}

fn printed(v: Option<u16>) -> Printed {
    v.map_or(Printed::Unknown, Printed::Value)
}

fn pilot_1e(p: &'static Pilot1e) -> PilotOut {
    PilotOut {
        xws: p.xws,
        name: p.name,
        caption: None,
        initiative: None,
        engagement: None,
        pilot_skill: Some(printed(p.skill.map(u16::from))),
        cost: None,
        loadout: None,
        points: Some(printed(p.points)),
        slots: p.slots,
        limited: None,
        unique: Some(p.unique),
        standard: None,
        extended: None,
        epic: None,
        keywords: None,
        ability: None,
        ship_ability: None,
        text: p.text,
        charges: None,
        force: None,
        standard_loadout: None,
    }
}

/// Groups `(faction, ship index, pilot)` into factions and ships, each sorted by id.
fn group(
    rows: impl Iterator<Item = (&'static str, usize, PilotOut)>,
    faction: impl Fn(&'static str) -> (&'static str, &'static str),
    ship: impl Fn(usize) -> ShipOut,
) -> Vec<FactionOut> {
    let mut by: BTreeMap<&'static str, BTreeMap<usize, Vec<PilotOut>>> = BTreeMap::new();
    for (f, s, p) in rows {
        by.entry(f).or_default().entry(s).or_default().push(p);
    }
    by.into_iter()
        .map(|(id, ships)| {
            let (xws, name) = faction(id);
            FactionOut { id, xws, name, ships: ships.into_iter().map(|(s, pilots)| ShipOut { pilots, ..ship(s) }).collect() }
        })
        .collect()
}

fn restriction_2e(alts: &[Req2e]) -> RestrictionOut {
    let mut r = RestrictionOut::default();
    for alt in alts {
        match *alt {
            Req2e::Factions(v) => r.factions = Some(v),
            Req2e::Sizes(v) => r.sizes = Some(v.iter().map(|s| size_name(*s)).collect()),
            Req2e::Ships(v) => r.ships = Some(v),
            Req2e::Action { kind, colour } => r.action = Some(ActionOut { action: action_name(kind), colour: colour.map(colour_name) }),
            Req2e::Arcs(v) => r.arcs = Some(v.iter().map(|a| arc_name_2e(*a)).collect()),
            Req2e::NonLimited => r.non_limited = Some(true),
            Req2e::Names(v) => r.names = Some(v),
            Req2e::Keywords(v) => r.keywords = Some(v),
            Req2e::Equipped(v) => r.equipped = Some(v),
            Req2e::Solitary => r.solitary = Some(true),
            Req2e::Standardized => r.standardized = Some(true),
            Req2e::ShipAbility(v) => r.ship_ability = Some(v),
            Req2e::ForceSide(v) => r.force_side = Some(v.iter().filter_map(|s| force_sides(*s)).flatten().collect()),
        }
    }
    r
}

fn grant_2e(g: &Grant2e) -> GrantOut {
    let none = GrantOut { kind: "", action: None, colour: None, slot: None, stat: None, arc: None, amount: None };
    match *g {
        Grant2e::Action { kind, colour } => {
            GrantOut { kind: "action", action: Some(action_name(kind)), colour: Some(colour_name(colour)), ..none }
        }
        Grant2e::Slot { slot, amount } => GrantOut { kind: "slot", slot: Some(slot), amount: Some(amount), ..none },
        Grant2e::Stat { stat, arc, amount } => {
            GrantOut { kind: "stat", stat: Some(stat), arc: arc.map(arc_name_2e), amount: Some(amount), ..none }
        }
        Grant2e::Force { amount } => GrantOut { kind: "force", amount: Some(amount), ..none },
        Grant2e::Arc(a) => GrantOut { kind: "arc", arc: Some(arc_name_2e(a)), ..none },
    }
}

fn side_2e(s: &'static Side2e) -> SideOut {
    SideOut {
        title: s.title,
        kind: s.kind,
        slots: s.slots,
        ability: s.ability,
        text: s.text,
        attack: s.attack.map(|a| AttackOut {
            value: a.value,
            range: [a.min, a.max],
            arc: Some(arc_name_2e(a.arc)),
            ordnance: Some(a.ordnance),
        }),
        charges: s.charges.map(pool),
        force: s.force.map(pool),
        grants: s.grants.iter().map(grant_2e).collect(),
        restrictions: s.restrictions.iter().map(|r| restriction_2e(r)).collect(),
    }
}

fn upgrade_2e(u: &'static Upgrade2e) -> UpgradeOut {
    let slots = u.front().slots.to_vec();
    UpgradeOut {
        xws: u.xws,
        name: u.name,
        slot_keys: slots.iter().filter_map(|s| key_of_slot_2e(s)).collect(),
        slots,
        cost: u.cost.map(|c| match c {
            Cost::Points(n) => Printed::Value(n),
            Cost::Variable => Printed::Unknown,
        }),
        points: None,
        limited: Some(LimitOut::Count(u.limited)),
        unique: None,
        squad_limited: None,
        standard: Some(u.formats.standard),
        extended: Some(u.formats.extended),
        epic: Some(u.formats.epic),
        standard_loadout_only: u.standard_loadout_only.then_some(true),
        restrictions: u.restrictions.iter().map(|r| restriction_2e(r)).collect(),
        sides: Some(u.sides.iter().map(side_2e).collect()),
        text: None,
        attack: None,
        energy: None,
        grants: None,
        dual_card: None,
    }
}

/// 1e's default secondary range when a card prints none (as `card_weapon` reads it).
const RANGE_1E_DEFAULT: [u8; 2] = [1, 3];

fn grant_1e(g: &Grant1e) -> GrantOut {
    let none = GrantOut { kind: "", action: None, colour: None, slot: None, stat: None, arc: None, amount: None };
    match *g {
        Grant1e::Slot(slot) => GrantOut { kind: "slot", slot: Some(slot), ..none },
        Grant1e::Action(kind) => GrantOut { kind: "action", action: Some(action_name(kind)), ..none },
        Grant1e::Stat { stat, amount } => GrantOut { kind: "stat", stat: Some(stat), amount: Some(amount), ..none },
    }
}

fn upgrade_1e(u: &'static Upgrade1e) -> UpgradeOut {
    let mut restrictions = Vec::new();
    if !u.sizes.is_empty() {
        restrictions.push(RestrictionOut { sizes: Some(u.sizes.iter().map(|s| size_name(*s)).collect()), ..Default::default() });
    }
    if !u.ships.is_empty() {
        restrictions.push(RestrictionOut { ships: Some(u.ships), ..Default::default() });
    }
    if !u.factions.is_empty() {
        restrictions.push(RestrictionOut { factions: Some(u.factions), ..Default::default() });
    }
    UpgradeOut {
        xws: u.xws,
        name: u.name,
        slots: vec![u.slot],
        slot_keys: key_of_slot_1e(u.slot).into_iter().collect(),
        cost: None,
        points: Some(i32::from(u.points)),
        limited: Some(LimitOut::Label(u.limited)),
        unique: Some(u.unique),
        squad_limited: u.squad_limited,
        standard: None,
        extended: None,
        epic: None,
        standard_loadout_only: None,
        restrictions,
        sides: None,
        text: Some(u.text),
        attack: u.attack.map(|value| AttackOut { value, range: u.range.unwrap_or(RANGE_1E_DEFAULT), arc: None, ordnance: None }),
        energy: u.energy,
        grants: Some(u.grants.iter().map(grant_1e).collect()),
        dual_card: Some(u.dual_card),
    }
}

fn index_2e(f: &Filter) -> Response {
    let rows = tables()
        .pilots_2e
        .iter()
        .filter(|p| f.faction(p.faction) && f.ship(p.ship_card().xws) && f.formats(p.standard, p.extended, p.epic))
        .map(|p| (p.faction, p.ship as usize, pilot_2e(p)));
    let faction = |id: &'static str| {
        let name = tables().factions_2e.iter().find(|x| x.xws == id).map_or(id, |x| x.name);
        (id, name)
    };
    let factions = group(rows, faction, |i| ShipOut {
        xws: tables().ships_2e[i].xws,
        name: tables().ships_2e[i].name,
        size: size_name(tables().ships_2e[i].size),
        pilots: vec![],
    });
    let upgrades = tables()
        .upgrades_2e
        .iter()
        .filter(|u| f.slots(u.front().slots) && f.formats(u.formats.standard, u.formats.extended, u.formats.epic))
        .filter(|u| admits_2e(f, u.restrictions))
        .map(upgrade_2e)
        .collect();
    let weapons = tables()
        .upgrades_2e
        .iter()
        .filter_map(|u| {
            let a = u.front().attack?;
            Some(WeaponOut { xws: u.xws, name: u.name, attack: a.value, range: [a.min, a.max], arc: Some(arc_name_2e(a.arc)) })
        })
        .collect();
    Response { factions, upgrades, weapons }
}

/// The XWS 1.x faction of a data faction, and its display name (the data's).
fn faction_1e(id: &'static str) -> (&'static str, &'static str) {
    let xws = FACTIONS_1E.iter().find(|(_, fs)| fs.contains(&id)).map_or(id, |(x, _)| *x);
    (xws, id)
}

/// 1e: an upgrade is kept unless its ship, size or faction restriction excludes the filter's.
fn admits_1e(f: &Filter, u: &Upgrade1e) -> bool {
    let ship = f.ship.as_deref().and_then(crate::cards::ship_1e);
    let faction = u.factions.is_empty() || f.factions.as_ref().is_none_or(|want| u.factions.iter().any(|x| want.contains(x)));
    let by_ship =
        ship.is_none_or(|s| (u.ships.is_empty() || u.ships.contains(&s.name)) && (u.sizes.is_empty() || u.sizes.contains(&s.size)));
    faction && by_ship && f.huge_1e(u.huge_only())
}

fn index_1e(f: &Filter) -> Response {
    let rows = tables()
        .pilots_1e
        .iter()
        .filter(|p| f.faction(p.faction) && f.ship(p.ship_card().xws) && f.huge_1e(p.ship_card().size == Size::Huge))
        .map(|p| (p.faction, p.ship as usize, pilot_1e(p)));
    let factions = group(rows, faction_1e, |i| ShipOut {
        xws: tables().ships_1e[i].xws,
        name: tables().ships_1e[i].name,
        size: size_name(tables().ships_1e[i].size),
        pilots: vec![],
    });
    let upgrades = tables().upgrades_1e.iter().filter(|u| f.slots(&[u.slot]) && admits_1e(f, u)).map(upgrade_1e).collect();
    let mut weapons: Vec<WeaponOut> = tables()
        .upgrades_1e
        .iter()
        .filter_map(|u| {
            Some(WeaponOut { xws: u.xws, name: u.name, attack: u.attack?, range: u.range.unwrap_or(RANGE_1E_DEFAULT), arc: None })
        })
        .collect();
    weapons.sort_by(|a, b| a.xws.cmp(b.xws));
    weapons.dedup_by(|a, b| a.xws == b.xws);
    Response { factions, upgrades, weapons }
}

pub fn run(req: Request) -> Result<Response> {
    let f = filter(req)?;
    Ok(match f.edition {
        Edition::Second => index_2e(&f),
        Edition::First => index_1e(&f),
    })
}

/// The TypeScript declaration of this call (emitted by `crate::bindings`).
pub const TS: &str = r#"
/** A charge or force pool (`recovers` -1: it drains); a 2e pilot's force gives its `side`s when the data does. */
export type CardPool = { value: number; recovers: number; side?: ("light" | "dark")[] };
/** A pilot card in `cardIndex`: 2e `initiative` (huge ships: `engagement`), `cost`, `loadout`, `limited`, format flags,
 *  `ability`, `shipAbility`; 1e `pilotSkill`, `points` ("?" where the card prints "?"), `unique`, `text`. */
export type CardIndexPilot = {
  xws: CardPilotName; name: string; caption?: string; initiative?: number; engagement?: number; pilotSkill?: number | "?";
  cost?: number; loadout?: number; points?: number | "?"; slots: string[]; limited?: number; unique?: boolean;
  standard?: boolean; extended?: boolean; epic?: boolean; keywords?: string[]; ability?: string;
  shipAbility?: { name: string; text: string }; text?: string; charges?: CardPool; force?: CardPool; standardLoadout?: CardUpgradeName[] };
/** One object of a card's restrictions: the card fits when any key given holds; every object must hold. */
export type CardRestriction = {
  factions?: string[]; sizes?: ("small" | "medium" | "large" | "huge")[]; ships?: string[]; action?: { action: string; colour?: string };
  arcs?: string[]; nonLimited?: boolean; names?: string[]; keywords?: string[]; equipped?: string[]; solitary?: boolean;
  standardized?: boolean; shipAbility?: string[]; forceSide?: ("light" | "dark")[] };
/** What equipping a card gives (`kind` says which other keys are set). */
export type CardGrant = { kind: "action" | "slot" | "stat" | "force" | "arc"; action?: string; colour?: string; slot?: string; stat?: string; arc?: string; amount?: number };
/** A printed weapon: value, range `[min, max]`, 2e its arc and ordnance icon. */
export type CardAttack = { value: number; range: [number, number]; arc?: string; ordnance?: boolean };
/** One side of a 2e upgrade card. */
export type CardSide = {
  title: string; type: string; slots: string[]; ability?: string; text?: string; attack?: CardAttack;
  charges?: CardPool; force?: CardPool; grants: CardGrant[]; restrictions: CardRestriction[] };
/** An upgrade card in `cardIndex`: 2e `cost` ("?" where the data prints "?"), `limited` dots, format flags, `sides`;
 *  1e `points`, `unique`, `limited` (the "Limited." label), `squadLimited`, `text`, `attack`, `energy`, `grants`, `dualCard`. */
export type CardIndexUpgrade = {
  xws: CardUpgradeName; name: string; slots: string[]; slotKeys: string[]; cost?: number | "?"; points?: number;
  limited?: number | boolean; unique?: boolean; squadLimited?: number; standard?: boolean; extended?: boolean; epic?: boolean;
  standardLoadoutOnly?: boolean; restrictions: CardRestriction[]; sides?: CardSide[]; text?: string; attack?: CardAttack;
  energy?: number; grants?: CardGrant[]; dualCard?: boolean };
export type CardIndexRequest = { edition?: Edition; faction?: string; ship?: CardShipName; slot?: string; mode?: "standard" | "extended" | "epic" };
export type CardIndexResponse = {
  factions: { id: string; xws: string; name: string; ships: { xws: CardShipName; name: string; size: "small" | "medium" | "large" | "huge"; pilots: CardIndexPilot[] }[] }[];
  upgrades: CardIndexUpgrade[];
  weapons: { xws: CardUpgradeName; name: string; attack: number; range: [number, number]; arc?: string }[] };
/** The edition's card catalogue: factions (2e xwing-data2 ids, 1e xwing-data's printed names, each with the XWS
 *  faction `xws` a squad names and its display `name`), their ships and pilots, sorted by id; every upgrade card;
 *  and the upgrade cards with a printed weapon (`weapon: { upgrade }`). `faction`, `ship`, `slot` and `mode`
 *  narrow the pilots and upgrades listed (docs/api.md "cardIndex"). */
export function cardIndex(request: CardIndexRequest): CardIndexResponse;
"#;

#[cfg(test)]
mod tests {
    use super::*;

    fn index(edition: Edition) -> Response {
        run(Request { edition, faction: None, ship: None, slot: None, mode: None }).unwrap()
    }

    #[test]
    fn every_pilot_once_under_its_faction_and_ship() {
        for (edition, total) in [(Edition::Second, tables().pilots_2e.len()), (Edition::First, tables().pilots_1e.len())] {
            let r = index(edition);
            let n: usize = r.factions.iter().flat_map(|f| &f.ships).map(|s| s.pilots.len()).sum();
            assert_eq!(n, total);
        }
        let r = index(Edition::Second);
        let rebels = r.factions.iter().find(|f| f.id == "rebelalliance").unwrap();
        let x = rebels.ships.iter().find(|s| s.xws == "t65xwing").unwrap();
        let luke = x.pilots.iter().find(|p| p.xws == "lukeskywalker").unwrap();
        // xwing-data2 pilots/rebel-alliance/t-65-x-wing.json: Luke Skywalker, initiative 5;
        // factions/factions.json: "Rebel Alliance".
        assert_eq!(
            (x.name, x.size, luke.name, luke.initiative, rebels.name),
            ("T-65 X-wing", "small", "Luke Skywalker", Some(5), "Rebel Alliance")
        );
        let tb = r.weapons.iter().find(|w| w.xws == "turbolaserbattery").unwrap();
        assert_eq!((tb.attack, tb.range, tb.arc), (3, [3, 5], Some("singleTurret")));
        assert_eq!(r.upgrades.len(), tables().upgrades_2e.len());
    }

    #[test]
    fn first_edition_factions_name_their_xws_faction() {
        let r = index(Edition::First);
        let resistance = r.factions.iter().find(|f| f.id == "Resistance").unwrap();
        assert_eq!((resistance.xws, resistance.name), ("rebel", "Resistance"));
        // xwing-data pilots.js: Nashtah Pup prints pilot skill "?".
        let pup = r.factions.iter().flat_map(|f| &f.ships).flat_map(|s| &s.pilots).find(|p| p.xws == "nashtahpuppilot").unwrap();
        assert!(matches!(pup.pilot_skill, Some(Printed::Unknown)));
    }

    #[test]
    fn filters_narrow_the_listing() {
        let req = |faction: Option<&str>, ship: Option<&str>, slot: Option<&str>| Request {
            edition: Edition::Second,
            faction: faction.map(String::from),
            ship: ship.map(String::from),
            slot: slot.map(String::from),
            mode: None,
        };
        let r = run(req(Some("rebelalliance"), Some("t65xwing"), Some("astromech"))).unwrap();
        assert_eq!(r.factions.len(), 1);
        assert_eq!(r.factions[0].ships.len(), 1);
        assert!(r.upgrades.iter().all(|u| u.slots.contains(&"Astromech")));
        // xwing-data2 upgrades/astromech.json: R2-D2 (rebel) fits, BB-8 (resistance) does not.
        assert!(r.upgrades.iter().any(|u| u.xws == "r2d2"));
        assert!(!r.upgrades.iter().any(|u| u.xws == "bb8"));
        for (bad, field) in
            [(req(Some("rebels"), None, None), "faction"), (req(None, Some("xwing"), None), "ship"), (req(None, None, Some("ept")), "slot")]
        {
            assert_eq!(run(bad).err().unwrap().field, field);
        }
    }
}
