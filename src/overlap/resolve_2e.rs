//! 2nd-edition huge ships ending a maneuver on something (seed 001 "Overlapping
//! Objects", docs/conventions.md §4):
//! - another huge ship: execute the maneuver one speed lower, again and again, until
//!   it no longer overlaps a huge ship (a speed-0 bank, or a 1 straight slowed
//!   further, becomes stationary); then the mover and each huge ship it overlapped
//!   suffer crit damage equal to the speed on the mover's dial;
//! - a standard ship: it suffers crits equal to the revealed speed, is set aside, and
//!   is placed in the huge ship's full rear arc at range 0–1 ([`super::set_aside`]),
//!   or destroyed when it cannot be (obstacles under the huge ship's final base are
//!   already removed then, so they do not block a placement); then the huge ship rolls 1 / 2 / 3 attack dice
//!   per small / medium / large ship overlapped: each hit is a stress, each crit a
//!   crit damage to the huge ship;
//! - an obstacle: it is removed; asteroid or debris: 1 crit damage and 1 stress; gas
//!   cloud: 1 jam token. The huge ship does not skip its action.
//!
//! Stress gained here is then removed by spending energy where the ship has some
//! (seed 001 "Stress"); that is done by the caller, which knows the ship's energy.

use super::detect::overlap_between;
use super::outcome::{At, Choice, Effect, Outcome, Owner};
use super::set_aside::{reach, Placer};
use super::table::{Resolution, Table};
use crate::bases::Base;
use crate::dice::Pcg32;
use crate::error::{Result, RulesError};
use crate::flight::{Bearing, Maneuver, Plan};
use crate::objects::{ObstacleKind, Piece, Ship};

/// Attack dice the huge ship rolls per standard ship it overlapped (seed 001).
pub fn overlap_dice(base: Base) -> u32 {
    match base {
        Base::Small => 1,
        Base::Medium => 2,
        _ => 3,
    }
}

/// One speed lower; `None` once stationary (seed 001 "Overlapping Huge Ships").
pub fn slower(m: Maneuver) -> Option<Maneuver> {
    match (m.bearing, m.speed) {
        (Bearing::Stationary, _) => None,
        (Bearing::Straight, 1) | (_, 0) => Some(Maneuver::new(0, Bearing::Stationary)),
        (b, s) => Some(Maneuver::new(s - 1, b)),
    }
}

/// Resolves a 2e huge ship's `executed` maneuver; `dial_speed` is the speed revealed.
/// After the red-maneuver fallback (no energy, stressed: a white 2 straight "instead")
/// the dial still shows the red maneuver, so its speed is the one the crits use
/// (seed 001: "the speed of the maneuver on the overlapping ship's dial", "the speed
/// of the huge ship's revealed maneuver"). `plan` plans a maneuver of the mover
/// with the huge maneuver tool (movement's, given by the caller so that the overlap
/// rules do not depend on movement).
pub fn resolve(
    table: &Table,
    executed: Maneuver,
    dial_speed: u8,
    plan: &dyn Fn(Maneuver) -> Result<Plan>,
    rng: &mut Pcg32,
) -> Result<Resolution> {
    let mover = table.mover;
    let huge: Vec<&Piece> = table.huge_ships().collect();
    let mut m = executed;
    let mut hit_huge: Vec<String> = Vec::new();
    let plan_now = loop {
        let p = plan(m)?;
        let at = Piece::Ship(mover.at(p.motion.end()));
        let hits: Vec<&&Piece> = huge.iter().filter(|h| overlap_between(&at, h).is_some()).collect();
        if hits.is_empty() {
            break p;
        }
        for h in hits {
            if !hit_huge.iter().any(|id| id == h.id()) {
                hit_huge.push(h.id().to_string());
            }
        }
        match slower(m) {
            Some(next) => m = next,
            None => break p,
        }
    };
    let pose = plan_now.motion.end();
    let fin = mover.at(pose);
    let fin_piece = Piece::Ship(fin.clone());
    let mut res = Resolution {
        pose: Some(pose),
        executed: Some(m),
        template: plan_now.template.clone(),
        complete: m == executed,
        travelled: 1.0,
        ..Resolution::default()
    };
    let out = &mut res.outcome;
    let crits = dial_speed as u32;
    if !hit_huge.is_empty() && crits > 0 {
        for target in std::iter::once(mover.id.clone()).chain(hit_huge.iter().cloned()) {
            out.effects.push(Effect::Damage { target, hits: 0, crits, section: None, source: "hugeShipOverlap" });
        }
    }
    for id in &hit_huge {
        res.overlaps.push(super::detect::OverlapHit { id: id.clone(), sections: vec![], other_sections: vec![] });
    }
    standard_ships(table, &fin, &fin_piece, dial_speed, rng, &mut res)?;
    obstacles(table, &fin_piece, &mut res);
    Ok(res)
}

fn standard_ships(table: &Table, fin: &Ship, fin_piece: &Piece, speed: u8, rng: &mut Pcg32, res: &mut Resolution) -> Result<()> {
    let hit: Vec<&Ship> = table.standard_ships().filter(|s| overlap_between(fin_piece, s).is_some()).filter_map(|p| p.as_ship()).collect();
    if hit.is_empty() {
        return Ok(());
    }
    // What stays on the table while the set-aside ships are placed "after the huge
    // ship completes its maneuver": not the ships set aside, and not the obstacles
    // its final base overlaps, which are removed as soon as it overlaps them.
    let set_aside = |p: &Piece| p.as_ship().is_some_and(|s| hit.iter().any(|h| std::ptr::eq(*h, s)));
    let removed = |p: &Piece| p.as_obstacle().is_some() && overlap_between(fin_piece, p).is_some();
    let max_reach = hit.iter().map(|s| reach(s)).fold(0.0, f64::max);
    let mut placer = Placer::new(fin, table.pieces().filter(|p| !set_aside(p) && !removed(p)), max_reach, &table.area);
    let mut dice = 0;
    for ship in &hit {
        res.overlaps.push(super::detect::OverlapHit { id: ship.id.clone(), sections: vec![], other_sections: vec![] });
        let out = &mut res.outcome;
        if speed > 0 {
            out.effects.push(Effect::Damage {
                target: ship.id.clone(),
                hits: 0,
                crits: speed as u32,
                section: None,
                source: "hugeShipOverlap",
            });
        }
        out.effects.push(Effect::SetAside { target: ship.id.clone() });
        dice += overlap_dice(ship.base);
        if let Some(&pose) = table.choices.placements.get(&ship.id) {
            placer.check(ship, pose)?.map_err(|why| RulesError::not_allowed(format!("choices.placements.{}", ship.id), why))?;
            out.effects.push(Effect::Placed { target: ship.id.clone(), pose: At::from(pose) });
            placer.place(ship, pose);
            continue;
        }
        let options = placer.options(ship)?;
        if options.is_empty() {
            out.effects.push(Effect::Destroyed { target: ship.id.clone(), source: "cannotBePlaced" });
            res.destroyed.push(ship.id.clone());
        } else {
            let options = options.into_iter().map(At::from).collect();
            out.choices.push(Choice::Placement { who: Owner::Owner, target: ship.id.clone(), options });
        }
    }
    let me = fin.id.clone();
    let out: &mut Outcome = &mut res.outcome;
    let (hits, crits) = out.roll(rng, &me, dice, "overlappedStandardShips");
    if hits > 0 {
        out.effects.push(Effect::Stress { target: me.clone(), count: hits, source: "overlappedStandardShips" });
    }
    if crits > 0 {
        out.effects.push(Effect::Damage { target: me, hits: 0, crits, section: None, source: "overlappedStandardShips" });
    }
    Ok(())
}

fn obstacles(table: &Table, fin_piece: &Piece, res: &mut Resolution) {
    let me = fin_piece.id().to_string();
    for o in table.obstacles() {
        let Some(obs) = o.as_obstacle() else { continue };
        if overlap_between(fin_piece, o).is_none() {
            continue;
        }
        res.overlaps.push(super::detect::OverlapHit { id: obs.id.clone(), sections: vec![], other_sections: vec![] });
        let out = &mut res.outcome;
        out.effects.push(Effect::ObstacleRemoved { target: obs.id.clone() });
        res.removed_obstacles.push(obs.id.clone());
        match obs.kind {
            ObstacleKind::Asteroid | ObstacleKind::Debris => {
                out.effects.push(Effect::Damage { target: me.clone(), hits: 0, crits: 1, section: None, source: "obstacle" });
                out.effects.push(Effect::Stress { target: me.clone(), count: 1, source: "obstacle" });
            }
            ObstacleKind::GasCloud => out.effects.push(Effect::Jam { target: me.clone(), count: 1, source: "obstacle" }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slowing_down_ends_stationary() {
        assert_eq!(slower(Maneuver::new(3, Bearing::BankLeft)), Some(Maneuver::new(2, Bearing::BankLeft)));
        assert_eq!(slower(Maneuver::new(0, Bearing::BankLeft)), Some(Maneuver::new(0, Bearing::Stationary)));
        assert_eq!(slower(Maneuver::new(1, Bearing::Straight)), Some(Maneuver::new(0, Bearing::Stationary)));
        assert_eq!(slower(Maneuver::new(0, Bearing::Stationary)), None);
    }
}
