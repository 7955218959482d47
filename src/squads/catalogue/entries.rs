//! One catalogue entry per card: the data's values as the listing writes them.

use super::{
    ActionEntry, CardAttack, CardPool, ForceSideName, Grant, GrantKind, Limit, PilotEntry, Printed, Restriction, ShipAbility, Side,
    UpgradeEntry,
};
use crate::cards::upgrades::{key_of_slot_1e, key_of_slot_2e, Cost, Formats, Grant1e, Grant2e, Req2e, Side2e, Upgrade1e, Upgrade2e};
use crate::cards::{ForceSide, Pilot1e, Pilot2e, Pool};
use crate::ships::arc_name_2e;

/// 1e's default secondary range when a card prints none (as `card_weapon` reads it).
pub(super) const RANGE_1E_DEFAULT: [u8; 2] = [1, 3];

/// The data's force sides (`["light"]`…); `None` where it states none.
fn force_sides(side: ForceSide) -> Option<Vec<ForceSideName>> {
    match side {
        ForceSide::Unstated => None,
        ForceSide::Light => Some(vec![ForceSideName::Light]),
        ForceSide::Dark => Some(vec![ForceSideName::Dark]),
        ForceSide::Both => Some(vec![ForceSideName::Dark, ForceSideName::Light]),
    }
}

fn pool(p: Pool) -> CardPool {
    CardPool { value: p.value, recovers: p.recovers, side: None }
}

fn printed(v: Option<u16>) -> Printed {
    v.map_or(Printed::Unknown, Printed::Value)
}

pub(super) fn pilot_2e(p: &'static Pilot2e) -> PilotEntry {
    PilotEntry {
        xws: p.xws,
        name: p.name,
        caption: p.caption,
        initiative: Some(p.initiative),
        engagement: p.engagement,
        cost: Some(p.cost),
        loadout: p.loadout,
        slots: p.slots,
        limited: Some(p.limited),
        formats: Some(Formats { standard: p.standard, extended: p.extended, epic: p.epic }),
        keywords: Some(p.keywords),
        ability: p.ability,
        ship_ability: p.ship_ability.map(|name| ShipAbility { name, text: p.ship_ability_text.unwrap_or("") }),
        charges: p.charges.map(pool),
        force: p.force.map(|f| CardPool { side: force_sides(f.side), ..pool(f.pool) }),
        standard_loadout: (!p.standard_loadout.is_empty()).then_some(p.standard_loadout),
        ..PilotEntry::default()
    }
}

pub(super) fn pilot_1e(p: &'static Pilot1e) -> PilotEntry {
    PilotEntry {
        xws: p.xws,
        name: p.name,
        pilot_skill: Some(printed(p.skill.map(u16::from))),
        points: Some(printed(p.points)),
        slots: p.slots,
        unique: Some(p.unique),
        text: p.text,
        ..PilotEntry::default()
    }
}

fn restriction_2e(alts: &[Req2e]) -> Restriction {
    let mut r = Restriction::default();
    for alt in alts {
        match *alt {
            Req2e::Factions(v) => r.factions = Some(v),
            Req2e::Sizes(v) => r.sizes = Some(v.to_vec()),
            Req2e::Ships(v) => r.ships = Some(v),
            Req2e::Action { kind, colour } => r.action = Some(ActionEntry { action: kind.as_str(), colour: colour.map(|c| c.as_str()) }),
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

fn grant_2e(g: &Grant2e) -> Grant {
    match *g {
        Grant2e::Action { kind, colour } => {
            Grant { kind: GrantKind::Action, action: Some(kind.as_str()), colour: Some(colour.as_str()), ..Grant::default() }
        }
        Grant2e::Slot { slot, amount } => Grant { kind: GrantKind::Slot, slot: Some(slot), amount: Some(amount), ..Grant::default() },
        Grant2e::Stat { stat, arc, amount } => {
            Grant { kind: GrantKind::Stat, stat: Some(stat), arc: arc.map(arc_name_2e), amount: Some(amount), ..Grant::default() }
        }
        Grant2e::Force { amount } => Grant { kind: GrantKind::Force, amount: Some(amount), ..Grant::default() },
        Grant2e::Arc(a) => Grant { kind: GrantKind::Arc, arc: Some(arc_name_2e(a)), ..Grant::default() },
    }
}

fn side_2e(s: &'static Side2e) -> Side {
    Side {
        title: s.title,
        kind: s.kind,
        slots: s.slots,
        ability: s.ability,
        text: s.text,
        attack: s.attack.map(|a| CardAttack {
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

pub(super) fn upgrade_2e(u: &'static Upgrade2e) -> UpgradeEntry {
    let slots = u.front().slots.to_vec();
    UpgradeEntry {
        xws: u.xws,
        name: u.name,
        slot_keys: slots.iter().filter_map(|s| key_of_slot_2e(s)).collect(),
        slots,
        cost: u.cost.map(|c| match c {
            Cost::Points(n) => Printed::Value(n),
            Cost::Variable => Printed::Unknown,
        }),
        limited: Some(Limit::Count(u.limited)),
        formats: Some(u.formats),
        standard_loadout_only: u.standard_loadout_only.then_some(true),
        restrictions: u.restrictions.iter().map(|r| restriction_2e(r)).collect(),
        sides: Some(u.sides.iter().map(side_2e).collect()),
        ..UpgradeEntry::default()
    }
}

fn grant_1e(g: &Grant1e) -> Grant {
    match *g {
        Grant1e::Slot(slot) => Grant { kind: GrantKind::Slot, slot: Some(slot), ..Grant::default() },
        Grant1e::Action(kind) => Grant { kind: GrantKind::Action, action: Some(kind.as_str()), ..Grant::default() },
        Grant1e::Stat { stat, amount } => Grant { kind: GrantKind::Stat, stat: Some(stat), amount: Some(amount), ..Grant::default() },
    }
}

/// 1e's `size`, `ship` and `faction` restrictions, one object each.
fn restrictions_1e(u: &'static Upgrade1e) -> Vec<Restriction> {
    let sizes = (!u.sizes.is_empty()).then(|| Restriction { sizes: Some(u.sizes.to_vec()), ..Restriction::default() });
    let ships = (!u.ships.is_empty()).then(|| Restriction { ships: Some(u.ships), ..Restriction::default() });
    let factions = (!u.factions.is_empty()).then(|| Restriction { factions: Some(u.factions), ..Restriction::default() });
    [sizes, ships, factions].into_iter().flatten().collect()
}

pub(super) fn upgrade_1e(u: &'static Upgrade1e) -> UpgradeEntry {
    UpgradeEntry {
        xws: u.xws,
        name: u.name,
        slots: vec![u.slot],
        slot_keys: key_of_slot_1e(u.slot).into_iter().collect(),
        points: Some(i32::from(u.points)),
        limited: Some(Limit::Label(u.limited)),
        unique: Some(u.unique),
        squad_limited: u.squad_limited,
        restrictions: restrictions_1e(u),
        text: Some(u.text),
        attack: u.attack.map(|value| CardAttack { value, range: u.range.unwrap_or(RANGE_1E_DEFAULT), arc: None, ordnance: None }),
        energy: u.energy,
        grants: Some(u.grants.iter().map(grant_1e).collect()),
        dual_card: Some(u.dual_card),
        ..UpgradeEntry::default()
    }
}
