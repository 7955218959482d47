//! 2nd edition squads (XWS 2.0): pilots by id, upgrades by slot key, judged by
//! xwing-data2's slots, restrictions, limited dots, format flags and costs.
//!
//! Points, as the data gives them (xwing-data2 prints two scales): a pilot with a
//! loadout value pays its upgrades from that value (their sum may not exceed it) and
//! costs its own cost in squad points; a pilot whose loadout value is 0 (the huge ships)
//! pays its upgrades in squad points, as the Epic guidance counts "huge ships and their
//! equipped upgrades"; a standard-loadout pilot carries exactly its printed loadout, at
//! no extra cost. A "?" cost (Combat Boarding Tube) counts 0.

use super::counts::{self, Counted};
use super::options::{Offered, OfferedPilot, Offers};
use super::restrict_2e::{self, Ctx};
use super::slots;
use super::suggest::nearest_text;
use super::{ship_type, Mode, Pilot, PilotPoints, Problem, Rule, Squad};
use crate::cards::tables;
use crate::cards::upgrades::{key_of_slot_2e, slot_2e_of_key, slot_keys, upgrade_2e, Cost, Grant2e, Upgrade2e};
use crate::cards::{pilot_2e, Pilot2e, Size};
use crate::small_sort::sort_small;

/// The slot every standard ship gains in Epic (seed 004 "Command Upgrades": "In Epic
/// games, each standard ship has one [command] upgrade slot in its upgrade bar in
/// addition to its usual upgrade slots").
const EPIC_COMMAND_SLOT: &str = "Command";

/// One known pilot and its known cards.
struct Entry<'s> {
    index: usize,
    pilot: &'static Pilot2e,
    cards: Vec<(&'s str, &'static Upgrade2e)>,
}

pub fn check(mode: Mode, squad: &Squad) -> (Vec<Problem>, Vec<PilotPoints>) {
    let (mut problems, points, entries) = read(squad);
    let refs: Vec<&Entry> = entries.iter().collect();
    let names = squad_names(&refs);
    for e in &entries {
        judge(mode, &squad.faction, e, &names, &mut problems);
    }
    limited(&refs, &mut problems);
    solitary(&refs, &mut problems);
    (problems, points)
}

/// The squad's known pilots and cards, every pilot's points, and the problems found
/// reading them (unknown ids, cards under another slot's key, loadouts overspent).
fn read(squad: &Squad) -> (Vec<Problem>, Vec<PilotPoints>, Vec<Entry<'_>>) {
    let mut problems = Vec::new();
    faction_known(&squad.faction, &mut problems);
    let mut points = Vec::with_capacity(squad.pilots.len());
    let mut entries = Vec::new();
    for (i, p) in squad.pilots.iter().enumerate() {
        match read_pilot(i, p, &mut problems) {
            Some(e) => {
                points.push(pilot_points(&e, &mut problems));
                entries.push(e);
            }
            None => points.push(PilotPoints::default()),
        }
    }
    (problems, points, entries)
}

/// The part of the check a card added to `entries[at]` can change: that pilot's points
/// and judgement, and the squad-wide counts (every other pilot's judgement can only gain
/// from a card added elsewhere: a restriction naming a card of the squad). `squadOptions`
/// runs it with and without each card offered; [`check`] runs the same functions.
fn part(mode: Mode, faction: &str, entries: &[&Entry], at: usize, names: &[&'static str]) -> (Vec<Problem>, PilotPoints) {
    let mut problems = Vec::new();
    let points = pilot_points(entries[at], &mut problems);
    judge(mode, faction, entries[at], names, &mut problems);
    limited(entries, &mut problems);
    solitary(entries, &mut problems);
    (problems, points)
}

/// Every card of `slot` offered to pilot entry `pilot` (`None`: the entry's pilot is
/// unknown): the problems the squad has with the card added that it does not have without
/// (`squads::options`), its cost, the pilot's points without it.
pub fn offers(mode: Mode, squad: &Squad, pilot: usize, slot: &str, limits: &dyn Fn(&[PilotPoints]) -> Vec<Problem>) -> Option<Offers> {
    let (_, mut points, entries) = read(squad);
    let at = entries.iter().position(|e| e.index == pilot)?;
    let refs: Vec<&Entry> = entries.iter().collect();
    let mut names = squad_names(&refs);
    let (mut base, own) = part(mode, &squad.faction, &refs, at, &names);
    base.extend(limits(&points));
    let p = entries[at].pilot;
    let points_now = points.iter().map(|p| p.points).fold(0u32, u32::saturating_add);
    let mut out = Offers {
        slot: String::new(),
        points: points_now,
        limit: None,
        left: None,
        pilot: OfferedPilot::new(own, p.loadout.filter(|v| *v > 0).map(u32::from)),
        offers: Vec::new(),
        work: 0,
    };
    let cards = entries.iter().map(|e| e.cards.len() as u64 + 1).sum::<u64>();
    for u in tables().upgrades_2e.iter().filter(|u| u.front().slots.contains(&slot)) {
        let mut with = Entry { index: pilot, pilot: p, cards: entries[at].cards.clone() };
        with.cards.push((u.xws, u));
        let swapped: Vec<&Entry> = refs.iter().enumerate().map(|(j, e)| if j == at { &with } else { *e }).collect();
        names.push(u.name);
        let (mut now, own) = part(mode, &squad.faction, &swapped, at, &names);
        names.pop();
        let before = std::mem::replace(&mut points[pilot], own);
        now.extend(limits(&points));
        points[pilot] = before;
        out.work += cards + with.cards.len() as u64;
        let cost = match u.cost {
            Some(Cost::Points(n)) => Some(i32::from(n)),
            Some(Cost::Variable) => None,
            None => Some(0),
        };
        out.offers.push(Offered::new(u.xws, u.name, cost, super::options::first_new(&base, now)));
    }
    Some(out)
}

fn faction_known(faction: &str, problems: &mut Vec<Problem>) {
    if tables().pilots_2e.iter().any(|p| p.faction == faction) {
        return;
    }
    // The factions, each once (a handful), then in order: the crate's small sort, not std's.
    let mut known: Vec<&str> = Vec::new();
    for p in tables().pilots_2e.iter() {
        if !known.contains(&p.faction) {
            known.push(p.faction);
        }
    }
    sort_small(&mut known);
    let message = format!("unknown 2e faction {faction:?}; expected one of {}", known.join(", "));
    problems.push(Problem { pilot: None, upgrade: None, rule: Rule::UnknownFaction, message });
}

/// The pilot and its cards known to the data; every unknown id, slot key, and card
/// listed under another slot's key is a problem.
fn read_pilot<'s>(i: usize, p: &'s Pilot, problems: &mut Vec<Problem>) -> Option<Entry<'s>> {
    let Some(pilot) = pilot_2e(&p.id) else {
        let near = nearest_text(&p.id, tables().pilots_2e.iter().map(|x| x.xws));
        problems.push(Problem::pilot(i, Rule::UnknownPilot, format!("unknown 2e pilot id {:?}{near}", p.id)));
        return None;
    };
    let mut cards = Vec::new();
    for (key, ids) in &p.upgrades {
        let slot = slot_2e_of_key(key);
        if slot.is_none() {
            let near = nearest_text(key, slot_keys(false));
            problems.push(Problem::pilot(i, Rule::UnknownSlot, format!("{}: unknown 2e upgrade slot key {key:?}{near}", pilot.name)));
        }
        for id in ids {
            let Some(u) = upgrade_2e(id) else {
                let near = nearest_text(id, tables().upgrades_2e.iter().map(|u| u.xws));
                problems.push(Problem::upgrade(i, id, Rule::UnknownUpgrade, format!("{}: unknown 2e upgrade id {id:?}{near}", pilot.name)));
                continue;
            };
            if let Some(slot) = slot.filter(|s| !u.front().slots.contains(s)) {
                let message = format!("{}: {} is a {} card, listed under {key:?} ({slot})", pilot.name, u.name, u.front().kind);
                problems.push(Problem::upgrade(i, id, Rule::SlotKey, message));
            }
            cards.push((id.as_str(), u));
        }
    }
    Some(Entry { index: i, pilot, cards })
}

fn cost(u: &Upgrade2e) -> u32 {
    match u.cost {
        Some(Cost::Points(n)) => u32::from(n),
        Some(Cost::Variable) | None => 0,
    }
}

/// The pilot's squad points, its upgrades' share and loadout (module docs).
fn pilot_points(e: &Entry, problems: &mut Vec<Problem>) -> PilotPoints {
    let p = e.pilot;
    let upgrades: u32 = e.cards.iter().map(|(_, u)| cost(u)).sum();
    let ship = Some(ship_type(p.ship_card().size, p.ship_card().xws));
    match p.loadout {
        Some(0) => PilotPoints { points: u32::from(p.cost) + upgrades, upgrades, loadout: 0, ship },
        Some(value) => {
            if upgrades > u32::from(value) {
                let message = format!("{}: its upgrades cost {upgrades} loadout points, over its loadout value of {value}", p.name);
                problems.push(Problem::pilot(e.index, Rule::Loadout, message));
            }
            PilotPoints { points: u32::from(p.cost), upgrades: 0, loadout: upgrades, ship }
        }
        None => PilotPoints { points: u32::from(p.cost), upgrades: 0, loadout: 0, ship },
    }
}

/// Every pilot and upgrade name in the squad (restrictions naming a card: 0-0-0).
fn squad_names(entries: &[&Entry]) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = Vec::new();
    for e in entries {
        names.push(e.pilot.name);
        names.extend(e.cards.iter().map(|(_, u)| u.name));
    }
    names
}

fn judge(mode: Mode, faction: &str, e: &Entry, names: &[&'static str], problems: &mut Vec<Problem>) {
    let p = e.pilot;
    if p.faction != faction {
        let message = format!("{} flies for {}, not the squad's faction {faction}", p.name, p.faction);
        problems.push(Problem::pilot(e.index, Rule::Faction, message));
    }
    if !legal_in(mode, p.standard, p.extended, p.epic) {
        problems.push(Problem::pilot(
            e.index,
            Rule::Format,
            format!("{} is not legal in {} play (xwing-data2 format flags)", p.name, mode.as_str()),
        ));
    }
    let equipped: Vec<&'static Upgrade2e> = e.cards.iter().map(|(_, u)| *u).collect();
    let ctx = Ctx { pilot: p, equipped: &equipped, squad_names: names };
    for (id, u) in &e.cards {
        if !legal_in(mode, u.formats.standard, u.formats.extended, u.formats.epic) {
            let message = format!("{}: {} is not legal in {} play (xwing-data2 format flags)", p.name, u.name, mode.as_str());
            problems.push(Problem::upgrade(e.index, id, Rule::Format, message));
        }
        if let Some(why) = restrict_2e::unmet(u, &ctx) {
            let ship = p.ship_card();
            let message = format!(
                "{}: {} {why}; the pilot is {} on a {} {} ({})",
                p.name,
                u.name,
                p.faction,
                ship.size.as_str(),
                ship.name,
                ship.xws
            );
            problems.push(Problem::upgrade(e.index, id, Rule::Restriction, message));
        }
    }
    loadout_kind(e, problems);
    slots_fit(mode, e, problems);
}

fn legal_in(mode: Mode, standard: bool, extended: bool, epic: bool) -> bool {
    match mode {
        Mode::Standard => standard,
        Mode::Extended => extended,
        Mode::Epic => epic,
    }
}

/// A standard-loadout pilot carries exactly its printed loadout; a card marked
/// standard-loadout-only goes on no other pilot.
fn loadout_kind(e: &Entry, problems: &mut Vec<Problem>) {
    let p = e.pilot;
    if !p.standard_loadout.is_empty() {
        let mut have: Vec<&str> = e.cards.iter().map(|(_, u)| u.xws).collect();
        let mut want: Vec<&str> = p.standard_loadout.to_vec();
        sort_small(&mut have);
        sort_small(&mut want);
        if have != want {
            let message = format!("{} flies with its standard loadout only: {}", p.name, p.standard_loadout.join(", "));
            problems.push(Problem::pilot(e.index, Rule::StandardLoadout, message));
        }
        return;
    }
    for (id, u) in e.cards.iter().filter(|(_, u)| u.standard_loadout_only) {
        let message = format!("{}: {} belongs to a standard loadout pilot's fixed loadout only", p.name, u.name);
        problems.push(Problem::upgrade(e.index, id, Rule::StandardLoadout, message));
    }
}

/// Each card in a slot the pilot has, with granted slots and the Epic command slot.
fn slots_fit(mode: Mode, e: &Entry, problems: &mut Vec<Problem>) {
    let p = e.pilot;
    if !p.standard_loadout.is_empty() {
        return; // the fixed loadout is the card's own (loadout_kind)
    }
    let mut have: Vec<&str> = p.slots.to_vec();
    if mode == Mode::Epic && p.ship_card().size != Size::Huge {
        have.push(EPIC_COMMAND_SLOT);
    }
    let granted: Vec<(&str, i32)> = e
        .cards
        .iter()
        .flat_map(|(_, u)| u.front().grants.iter())
        .filter_map(|g| match *g {
            Grant2e::Slot { slot, amount } => Some((slot, i32::from(amount))),
            _ => None,
        })
        .collect();
    let cards: Vec<(&str, &[&str])> = e.cards.iter().map(|(id, u)| (*id, u.front().slots)).collect();
    for s in slots::short(&have, &granted, &cards) {
        let key = key_of_slot_2e(s.slot).unwrap_or(s.slot);
        let names: Vec<&str> = s.cards.iter().map(|id| e.cards.iter().find(|(i, _)| i == id).map_or(*id, |(_, u)| u.name)).collect();
        let message = format!(
            "{}: {} need {} {} slot(s) ({key}); the pilot has {} (printed{}{})",
            p.name,
            names.join(", "),
            s.need,
            s.slot,
            s.have.max(0),
            if granted.iter().any(|g| g.0 == s.slot) { ", granted" } else { "" },
            if mode == Mode::Epic && s.slot == EPIC_COMMAND_SLOT && p.ship_card().size != Size::Huge { ", Epic command slot" } else { "" },
        );
        let last = s.cards.last().copied().unwrap_or_default();
        problems.push(Problem::upgrade(e.index, last, Rule::Slot, message));
    }
}

/// Limited names across the squad, pilots and upgrades together.
fn limited(entries: &[&Entry], problems: &mut Vec<Problem>) {
    let mut all = Vec::new();
    for e in entries {
        all.push(Counted { name: e.pilot.name, pilot: e.index, upgrade: None, allowed: u32::from(e.pilot.limited) });
        all.extend(e.cards.iter().map(|(id, u)| Counted {
            name: u.name,
            pilot: e.index,
            upgrade: Some(*id),
            allowed: u32::from(u.limited),
        }));
    }
    for (name, held, allowed, last) in counts::over(all) {
        let message = format!("{held} cards named {name}; a squad may hold {allowed} (limited)");
        problems.push(Problem { pilot: Some(last.pilot), upgrade: last.upgrade.map(String::from), rule: Rule::Limited, message });
    }
}

/// At most one solitary card of each upgrade type in the squad (xwing-data2 `solitary`).
fn solitary(entries: &[&Entry], problems: &mut Vec<Problem>) {
    let is_solitary = |u: &Upgrade2e| u.restrictions.iter().any(|g| g.contains(&crate::cards::upgrades::Req2e::Solitary));
    let mut seen: Vec<&str> = Vec::new();
    for e in entries {
        for (id, u) in e.cards.iter().filter(|(_, u)| is_solitary(u)) {
            let kind = u.front().kind;
            if seen.contains(&kind) {
                let message = format!("{}: {} is solitary: the squad already holds a solitary {kind} card", e.pilot.name, u.name);
                problems.push(Problem::upgrade(e.index, id, Rule::Restriction, message));
            } else {
                seen.push(kind);
            }
        }
    }
}
