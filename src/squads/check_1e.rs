//! 1st edition squads (XWS 1.x): pilots by name and ship, upgrades by the 1.x slot keys
//! (`amd`, `ept`, `mod`...), judged by xwing-data's slots, restrictions, unique and
//! limited labels and points, with the huge-ship card rules of seeds 000 and 003.

use super::counts::{self, Counted};
use super::options::{Offered, OfferedPilot, Offers};
use super::slots;
use super::suggest::nearest_text;
use super::{ship_type, Mode, Pilot, PilotPoints, Problem, Rule, Squad};
use crate::cards::tables;
use crate::cards::upgrades::{key_of_slot_1e, slot_1e_of_key, slot_keys, upgrade_1e, Grant1e, Upgrade1e};
use crate::cards::{pilots_1e, Pilot1e, Size, FACTIONS_1E};

/// Seed 000 "Epic Play Card Restrictions": "Navigator cannot be equipped to huge
/// ships." "Cassian Andor cannot be equipped to huge ships."
pub const NOT_ON_HUGE_SHIPS: &[&str] = &["navigator", "cassianandor"];

/// The slot huge ships fill only with "Huge Ship Only" cards (seed 000 "Modifications":
/// "Huge ships can equip only modifications that are labeled 'Huge Ship Only'").
const MODIFICATION: &str = "Modification";

/// Slots every 1e ship card has without an icon: "Modification" and "Title" upgrades
/// carry no upgrade icon and each ship may equip one of each (1e core rules; xwing-data
/// lists neither in any pilot's `slots`; seed 003 "Crippled Sections": "Titles and
/// modifications are not discarded" with the icons of a crippled side).
const WITHOUT_ICON: [&str; 2] = [MODIFICATION, "Title"];

struct Entry<'s> {
    index: usize,
    pilot: &'static Pilot1e,
    cards: Vec<(&'s str, &'static Upgrade1e)>,
    /// The ship the card belongs to: a huge ship's section cards share one.
    ship_key: (usize, Option<u32>),
}

pub fn check(mode: Mode, squad: &Squad) -> (Vec<Problem>, Vec<PilotPoints>) {
    let (mut problems, factions, points, entries) = read(squad);
    for e in &entries {
        judge(mode, factions, e, &mut problems);
    }
    let refs: Vec<&Entry> = entries.iter().collect();
    unique(&refs, &mut problems);
    limited(&refs, &mut problems);
    (problems, points)
}

type Read<'s> = (Vec<Problem>, Option<&'static [&'static str]>, Vec<PilotPoints>, Vec<Entry<'s>>);

/// The squad's faction (the data's factions it takes in), known pilots and cards, every
/// pilot's points, and the problems found reading them.
fn read(squad: &Squad) -> Read<'_> {
    let mut problems = Vec::new();
    let factions = FACTIONS_1E.iter().find(|(k, _)| *k == squad.faction).map(|(_, f)| *f);
    if factions.is_none() {
        let message = format!("unknown 1e faction {:?}; expected rebel, imperial or scum (XWS 1.x)", squad.faction);
        problems.push(Problem { pilot: None, upgrade: None, rule: Rule::UnknownFaction, message });
    }
    let mut points = Vec::with_capacity(squad.pilots.len());
    let mut entries = Vec::new();
    for (i, p) in squad.pilots.iter().enumerate() {
        match read_pilot(i, p, factions.unwrap_or(&[]), &mut problems) {
            Some(e) => {
                points.push(pilot_points(&e));
                entries.push(e);
            }
            None => points.push(PilotPoints::default()),
        }
    }
    (problems, factions, points, entries)
}

/// The part of the check a card added to `entries[at]` can change (as in 2e: that
/// pilot's judgement and the squad-wide counts).
fn part(mode: Mode, factions: Option<&[&str]>, entries: &[&Entry], at: usize) -> Vec<Problem> {
    let mut problems = Vec::new();
    judge(mode, factions, entries[at], &mut problems);
    unique(entries, &mut problems);
    limited(entries, &mut problems);
    problems
}

/// Every card of `slot` offered to pilot entry `pilot`, as 2e's [`super::check_2e::offers`].
pub fn offers(mode: Mode, squad: &Squad, pilot: usize, slot: &str, limits: &dyn Fn(&[PilotPoints]) -> Vec<Problem>) -> Option<Offers> {
    let (_, factions, mut points, entries) = read(squad);
    let at = entries.iter().position(|e| e.index == pilot)?;
    let refs: Vec<&Entry> = entries.iter().collect();
    let mut base = part(mode, factions, &refs, at);
    base.extend(limits(&points));
    let e = &entries[at];
    let points_now = points.iter().map(|p| p.points).fold(0u32, u32::saturating_add);
    let pilot_now = OfferedPilot::new(points[pilot], None);
    let mut out =
        Offers { slot: String::new(), points: points_now, limit: None, left: None, pilot: pilot_now, offers: Vec::new(), work: 0 };
    let cards = entries.iter().map(|e| e.cards.len() as u64 + 1).sum::<u64>();
    for u in tables().upgrades_1e.iter().filter(|u| u.slot == slot) {
        let mut with = Entry { index: pilot, pilot: e.pilot, cards: e.cards.clone(), ship_key: e.ship_key };
        with.cards.push((u.xws, u));
        let swapped: Vec<&Entry> = refs.iter().enumerate().map(|(j, x)| if j == at { &with } else { *x }).collect();
        let mut now = part(mode, factions, &swapped, at);
        let before = std::mem::replace(&mut points[pilot], pilot_points(&with));
        now.extend(limits(&points));
        points[pilot] = before;
        out.work += cards + with.cards.len() as u64;
        let cost = i32::from(u.points);
        out.offers.push(Offered::new(u.xws, u.name, Some(cost), super::options::first_new(&base, now)));
    }
    Some(out)
}

fn read_pilot<'s>(i: usize, p: &'s Pilot, factions: &[&str], problems: &mut Vec<Problem>) -> Option<Entry<'s>> {
    let ship = p.ship.as_deref().unwrap_or_default();
    let found = section_pilots(ship, &p.id);
    let Some(pilot) = found.iter().find(|x| factions.contains(&x.faction)).or(found.first()).copied() else {
        let keys: Vec<String> = tables().pilots_1e.iter().map(|x| format!("{}/{}", x.ship_card().xws, x.xws)).collect();
        let near = nearest_text(&format!("{ship}/{}", p.id), keys.iter().map(String::as_str));
        let message = format!("unknown 1e pilot {:?} on ship {ship:?}{near}", p.id);
        problems.push(Problem::pilot(i, Rule::UnknownPilot, message));
        return None;
    };
    let mut cards = Vec::new();
    for (k, ids) in &p.upgrades {
        let Some(slot) = slot_1e_of_key(k) else {
            let near = nearest_text(k, slot_keys(true));
            problems.push(Problem::pilot(i, Rule::UnknownSlot, format!("{}: unknown 1e upgrade slot key {k:?}{near}", pilot.name)));
            continue;
        };
        for id in ids {
            match upgrade_1e(slot, id) {
                Some(u) => cards.push((id.as_str(), u)),
                None => problems.push(unknown_upgrade(i, pilot, k, slot, id)),
            }
        }
    }
    Some(Entry { index: i, pilot, cards, ship_key: (p.multisection.map_or(i, |_| usize::MAX), p.multisection) })
}

/// The pilots named `id` on `ship`. XWS 1.x names a CR90 or Raider section card's ship
/// as the whole ship (`cr90corvette`, pilot `cr90corvettefore`) where xwing-data has a
/// ship per section (`cr90corvettefore`): the section ship is then the one whose id
/// begins with the XWS ship's.
fn section_pilots(ship: &str, id: &str) -> Vec<&'static Pilot1e> {
    let exact = pilots_1e(ship, id);
    if !exact.is_empty() || ship.is_empty() {
        return exact.iter().collect();
    }
    tables().pilots_1e.iter().filter(|p| p.xws == id && p.ship_card().xws.starts_with(ship)).collect()
}

fn unknown_upgrade(i: usize, pilot: &Pilot1e, k: &str, slot: &str, id: &str) -> Problem {
    if let Some(other) = tables().upgrades_1e.iter().find(|u| u.xws == id) {
        let key = key_of_slot_1e(other.slot).unwrap_or(other.slot);
        let message = format!("{}: {} is a {} card ({key}), listed under {k:?} ({slot})", pilot.name, other.name, other.slot);
        return Problem::upgrade(i, id, Rule::SlotKey, message);
    }
    let near = nearest_text(id, tables().upgrades_1e.iter().filter(|u| u.slot == slot).map(|u| u.xws));
    Problem::upgrade(i, id, Rule::UnknownUpgrade, format!("{}: unknown 1e {slot} upgrade id {id:?}{near}", pilot.name))
}

fn pilot_points(e: &Entry) -> PilotPoints {
    let card = i32::from(e.pilot.points.unwrap_or(0));
    let upgrades: i32 = e.cards.iter().map(|(_, u)| i32::from(u.points)).sum();
    let total = (card + upgrades).max(0) as u32;
    let ship = e.pilot.ship_card();
    PilotPoints {
        points: total,
        upgrades: total.saturating_sub(card.max(0) as u32),
        loadout: 0,
        ship: Some(ship_type(ship.size, ship.xws)),
    }
}

fn judge(mode: Mode, factions: Option<&[&str]>, e: &Entry, problems: &mut Vec<Problem>) {
    let p = e.pilot;
    let ship = p.ship_card();
    let huge = ship.size == Size::Huge;
    if factions.is_some_and(|f| !f.contains(&p.faction)) {
        problems.push(Problem::pilot(
            e.index,
            Rule::Faction,
            format!("{} ({}) flies for {}, not the squad's faction", p.name, ship.name, p.faction),
        ));
    }
    if huge && mode != Mode::Epic {
        let message =
            format!("{} ({}) carries the epic icon: it can be fielded only in Epic play (seed 003 \"The Epic Icon\")", p.name, ship.name);
        problems.push(Problem::pilot(e.index, Rule::Format, message));
    }
    for (id, u) in &e.cards {
        if let Some(why) = unmet(u, p) {
            problems.push(Problem::upgrade(e.index, id, Rule::Restriction, format!("{}: {} {why}", p.name, u.name)));
        }
        if huge && u.slot == MODIFICATION && !u.huge_only() {
            let message = format!(
                "{}: {} is not labelled \"Huge Ship Only\": huge ships equip only such modifications (seed 000 \"Modifications\")",
                p.name, u.name
            );
            problems.push(Problem::upgrade(e.index, id, Rule::HugeShipOnly, message));
        }
        if huge && NOT_ON_HUGE_SHIPS.contains(&u.xws) {
            let message = format!("{}: {} cannot be equipped to huge ships (seed 000 \"Epic Play Card Restrictions\")", p.name, u.name);
            problems.push(Problem::upgrade(e.index, id, Rule::EpicRestriction, message));
        }
    }
    slots_fit(e, problems);
}

/// The card's size, ship and faction restrictions (xwing-data `size`, `ship`, `faction`).
fn unmet(u: &Upgrade1e, p: &Pilot1e) -> Option<String> {
    let ship = p.ship_card();
    if !u.sizes.is_empty() && !u.sizes.contains(&ship.size) {
        let sizes: Vec<&str> = u.sizes.iter().map(|s| s.as_str()).collect();
        return Some(format!("requires a {} ship; {} is {}", sizes.join(" or "), ship.name, ship.size.as_str()));
    }
    if !u.ships.is_empty() && !u.ships.contains(&ship.name) {
        return Some(format!("requires ship {}; the pilot flies a {}", u.ships.join(" or "), ship.name));
    }
    if !u.factions.is_empty() && !u.factions.contains(&p.faction) {
        return Some(format!("requires faction {}; the pilot is {}", u.factions.join(" or "), p.faction));
    }
    None
}

fn slots_fit(e: &Entry, problems: &mut Vec<Problem>) {
    let p = e.pilot;
    let granted: Vec<(&str, i32)> = e
        .cards
        .iter()
        .flat_map(|(_, u)| u.grants.iter())
        .filter_map(|g| match *g {
            Grant1e::Slot(s) => Some((s, 1)),
            _ => None,
        })
        .collect();
    let takes: Vec<[&str; 1]> = e.cards.iter().map(|(_, u)| [u.slot]).collect();
    let cards: Vec<(&str, &[&str])> = e.cards.iter().zip(&takes).map(|((id, _), t)| (*id, &t[..])).collect();
    let have: Vec<&str> = p.slots.iter().copied().chain(WITHOUT_ICON).collect();
    for s in slots::short(&have, &granted, &cards) {
        let key = key_of_slot_1e(s.slot).unwrap_or(s.slot);
        let names: Vec<&str> = s.cards.iter().map(|id| e.cards.iter().find(|(i, _)| i == id).map_or(*id, |(_, u)| u.name)).collect();
        let message =
            format!("{}: {} need {} {} slot(s) ({key}); the pilot has {}", p.name, names.join(", "), s.need, s.slot, s.have.max(0));
        let last = s.cards.last().copied().unwrap_or_default();
        problems.push(Problem::upgrade(e.index, last, Rule::Slot, message));
    }
}

/// Unique names (pilots and upgrades) once per squad; per-squad limits (Attanni Mindlink).
fn unique(entries: &[&Entry], problems: &mut Vec<Problem>) {
    let mut all = Vec::new();
    for e in entries {
        if e.pilot.unique {
            all.push(Counted { name: e.pilot.name, pilot: e.index, upgrade: None, allowed: 1 });
        }
        for (id, u) in &e.cards {
            let allowed = if u.unique { 1 } else { u.squad_limited.map_or(0, u32::from) };
            all.push(Counted { name: u.name, pilot: e.index, upgrade: Some(*id), allowed });
        }
    }
    for (name, held, allowed, last) in counts::over(all) {
        let what = if allowed == 1 { "unique: one per squad".to_string() } else { format!("at most {allowed} per squad") };
        let message = format!("{held} cards named {name}; {what}");
        problems.push(Problem { pilot: Some(last.pilot), upgrade: last.upgrade.map(String::from), rule: Rule::Unique, message });
    }
}

/// "A ship cannot equip multiple copies of the same card if that card is labeled as
/// 'LIMITED'" (seed 003 "Limited Upgrades"): counted per ship, a huge ship's section
/// cards together.
fn limited(entries: &[&Entry], problems: &mut Vec<Problem>) {
    let mut seen: std::collections::BTreeSet<((usize, Option<u32>), &str)> = std::collections::BTreeSet::new();
    for e in entries {
        for (id, u) in e.cards.iter().filter(|(_, u)| u.limited) {
            if !seen.insert((e.ship_key, u.xws)) {
                let message = format!(
                    "{}: a second {}: a ship cannot equip two copies of a limited card (seed 003 \"Limited Upgrades\")",
                    e.pilot.name, u.name
                );
                problems.push(Problem::upgrade(e.index, id, Rule::Limited, message));
            }
        }
    }
}
