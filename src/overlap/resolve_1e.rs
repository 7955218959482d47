//! 1st-edition huge ships ending a maneuver on something (seeds 003, 000, 002
//! "Overlapping", docs/conventions.md §4). The huge ship never skips its Perform Action step.
//! - another huge ship: the standard rules (back off along the template until no
//!   longer overlapping, ending touching); then **both** ships are dealt one faceup
//!   damage card from the deck of the affected section: the mover one card in all,
//!   each huge ship it is treated as overlapping one;
//! - small or large ships under its final position: destroyed; the huge ship then
//!   rolls 1 attack die per small and 2 per large ship destroyed and the overlapping
//!   section suffers the hits and crits (seed 000; v3.0 said the fore section); if
//!   both sections overlapped, the opponent chooses;
//! - obstacles under its final position: it is dealt one faceup damage card from the
//!   overlapping section's deck (the opponent chooses if both) and every overlapped
//!   obstacle is removed. The template crossing an obstacle does nothing.
//!
//! Sections: the affected section of a ship is the one its footprint half meets the
//! other with; when both halves do, the choice is returned for the opponent unless
//! the request names it (`choices.sections[shipId]`). A crippled section "cannot be
//! chosen" and "cannot suffer damage" (seed 003 "Damage", "Crippled Sections"): it is
//! left out of the choice, and what only it would suffer is not dealt.

use super::backoff::back_off;
use super::contact::{contact_sections, hit as hit_entry};
use super::detect::overlap_between;
use super::outcome::Effect;
use super::table::{Resolution, Table};
use crate::bases::{Base, Section};
use crate::dice::Pcg32;
use crate::flight::{Maneuver, Plan};
use crate::objects::Piece;
use crate::small_sort::sort_small;

/// Attack dice per standard ship destroyed: 1 per small, 2 per large (seed 003).
pub fn destroyed_dice(base: Base) -> u32 {
    match base {
        Base::Small => 1,
        _ => 2,
    }
}

pub fn resolve(table: &Table, plan: &Plan, maneuver: Maneuver, rng: &mut Pcg32) -> Resolution {
    let mover = table.mover;
    let huge: Vec<&Piece> = table.huge_ships().collect();
    let bo = back_off(&plan.motion, mover, &huge);
    let fin = Piece::Ship(mover.at(bo.pose));
    let mut res = Resolution {
        pose: Some(bo.pose),
        executed: Some(maneuver),
        template: plan.template.clone(),
        complete: bo.complete,
        travelled: if bo.complete { 1.0 } else { bo.u },
        ..Resolution::default()
    };
    huge_ships(table, &huge, &bo.overlapped, &fin, &mut res);
    destroy_standard_ships(table, &fin, rng, &mut res);
    obstacles(table, &fin, &mut res);
    res
}

/// Seed 003 "Overlapping Huge Ships": "both huge ships are dealt one faceup Damage
/// card". The mover is dealt ONE card however many huge ships it is treated as
/// overlapping, from the section that meets them (a choice when both do); each
/// overlapped huge ship is dealt one from its own affected section.
fn huge_ships(table: &Table, huge: &[&Piece], overlapped: &[String], fin: &Piece, res: &mut Resolution) {
    let me = fin.id().to_string();
    let hit: Vec<&&Piece> = huge.iter().filter(|h| overlapped.iter().any(|id| id == h.id())).collect();
    if hit.is_empty() {
        return;
    }
    let mut mine_all: Vec<Section> = Vec::new();
    let mut theirs_all = Vec::new();
    for other in &hit {
        res.overlaps.push(hit_entry(fin, other));
        let (mine, theirs) = contact_sections(fin, other);
        for s in mine {
            if !mine_all.contains(&s) {
                mine_all.push(s);
            }
        }
        theirs_all.push((other.id().to_string(), theirs));
    }
    sort_small(&mut mine_all);
    if let Some(s) = damaged_section(table, &mut res.outcome, &me, &mine_all) {
        res.outcome.effects.push(Effect::FaceupCard { target: me, section: s, source: "hugeShipOverlap" });
    }
    for (id, theirs) in theirs_all {
        // A huge ship placed as an obstacle cannot be damaged (seed 003 "Using Huge Ships as Obstacles").
        if table.others.iter().any(|p| p.id() == id && p.as_ship().is_some_and(|s| s.obstacle)) {
            continue;
        }
        if let Some(s) = damaged_section(table, &mut res.outcome, &id, &theirs) {
            res.outcome.effects.push(Effect::FaceupCard { target: id, section: s, source: "hugeShipOverlap" });
        }
    }
}

/// The section of `id` that suffers damage met by `sections` (`Some(None)`: a ship
/// without sections, or a choice left to the opponent), or `None` when every section
/// met is crippled, so nothing is dealt ("Crippled sections cannot suffer damage").
fn damaged_section(table: &Table, out: &mut super::outcome::Outcome, id: &str, sections: &[Section]) -> Option<Option<&'static str>> {
    let open = table.damageable(id, sections);
    if open.is_empty() && !sections.is_empty() {
        return None;
    }
    Some(out.section_for(id, &open, table.choices))
}

fn destroy_standard_ships(table: &Table, fin: &Piece, rng: &mut Pcg32, res: &mut Resolution) {
    let me = fin.id().to_string();
    let mut dice = 0;
    let mut sections: Vec<Section> = Vec::new();
    for p in table.standard_ships() {
        let (Some(ship), Some((mine, _))) = (p.as_ship(), overlap_between(fin, p)) else { continue };
        res.overlaps.push(hit_entry(fin, p));
        res.outcome.effects.push(Effect::Destroyed { target: ship.id.clone(), source: "overlappedByHugeShip" });
        res.destroyed.push(ship.id.clone());
        dice += destroyed_dice(ship.base);
        for s in mine {
            if !sections.contains(&s) {
                sections.push(s);
            }
        }
    }
    if dice == 0 {
        return;
    }
    sort_small(&mut sections);
    let (hits, crits) = res.outcome.roll(rng, &me, dice, "destroyedStandardShips");
    if hits + crits > 0 {
        if let Some(s) = damaged_section(table, &mut res.outcome, &me, &sections) {
            res.outcome.effects.push(Effect::Damage { target: me, hits, crits, section: s, source: "destroyedStandardShips" });
        }
    }
}

fn obstacles(table: &Table, fin: &Piece, res: &mut Resolution) {
    let me = fin.id().to_string();
    let mut sections: Vec<Section> = Vec::new();
    for o in table.obstacles() {
        let Some((mine, _)) = overlap_between(fin, o) else { continue };
        res.overlaps.push(hit_entry(fin, o));
        res.outcome.effects.push(Effect::ObstacleRemoved { target: o.id().to_string() });
        res.removed_obstacles.push(o.id().to_string());
        for s in mine {
            if !sections.contains(&s) {
                sections.push(s);
            }
        }
    }
    if res.removed_obstacles.is_empty() {
        return;
    }
    sort_small(&mut sections);
    if let Some(s) = damaged_section(table, &mut res.outcome, &me, &sections) {
        res.outcome.effects.push(Effect::FaceupCard { target: me, section: s, source: "obstacle" });
    }
}
