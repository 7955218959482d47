//! 2e turret arc indicators on a huge ship (seed 001 "Turret Arc Indicators"):
//! - up to two, each associated with the upgrade that grants it (a single or a double
//!   turret arc indicator);
//! - each points at the front, left, right or rear arc, and occupies that arc (a
//!   double indicator also the opposite one), "always measured from the center of the
//!   ship, not from the mount": the 2e huge ship's own front, left, right and rear arcs,
//!   whose wedges start at the ship's centre (`range::arcs`);
//! - when instructed to rotate (the rotate action), the ship may rotate either or both.
//!
//! 1e huge ships have no turret arc indicators (their turret weapons have no arc):
//! a state listing one is refused.

use super::state::ShipState;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::range::{measure_range, Arc, RangeQuery, RangeReport};
use crate::wire::{FromWire, ToWire};

/// "A huge ship can have up to two turret arc indicators" (seed 001).
pub const MAX_TURRETS_2E: usize = 2;

/// Where an indicator points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, FromWire, ToWire)]
#[serde(rename_all = "camelCase")]
pub enum TurretArc {
    Front,
    Left,
    Right,
    Rear,
}

impl TurretArc {
    pub fn as_str(self) -> &'static str {
        match self {
            TurretArc::Front => "front",
            TurretArc::Left => "left",
            TurretArc::Right => "right",
            TurretArc::Rear => "rear",
        }
    }

    fn arc(self) -> Arc {
        match self {
            TurretArc::Front => Arc::Front,
            TurretArc::Left => Arc::Left,
            TurretArc::Right => Arc::Right,
            TurretArc::Rear => Arc::Rear,
        }
    }

    fn opposite(self) -> TurretArc {
        match self {
            TurretArc::Front => TurretArc::Rear,
            TurretArc::Rear => TurretArc::Front,
            TurretArc::Left => TurretArc::Right,
            TurretArc::Right => TurretArc::Left,
        }
    }
}

/// One indicator: the upgrade it belongs to, where it points, and whether it is a double one.
/// Read and written by the calls as a round state's `turrets` entry.
#[derive(Clone, Debug, PartialEq, FromWire, ToWire)]
pub struct Turret {
    pub upgrade: String,
    pub arc: TurretArc,
    #[serde(default)]
    pub double: bool,
}

/// An indicator turned (2e rotate): the upgrade it belongs to and where it points.
/// Read as `performAction`'s `action.turrets` entry and written in its outcome.
#[derive(Clone, Debug, PartialEq, FromWire, ToWire)]
pub struct Turn {
    pub upgrade: String,
    pub arc: TurretArc,
}

impl Turret {
    /// The arcs it occupies: the one it points at, and for a double indicator the opposite one.
    pub fn arcs(&self) -> Vec<Arc> {
        let mut out = vec![self.arc.arc()];
        if self.double {
            out.push(self.arc.opposite().arc());
        }
        out
    }
}

/// The indicator of `upgrade` a 2e huge attacker measures from (seed 001 "Turret Arc
/// Indicators"), among its indicators (`list`, checked only once the attacker may have any).
/// Errors name `turret` and `attacker.turrets…`.
pub fn pick(edition: Edition, huge: bool, upgrade: &str, list: &[Turret]) -> Result<Turret> {
    if edition == Edition::First || !huge {
        return Err(RulesError::invalid(
            "turret",
            "turret arc indicators are measured for 2e huge ships (seed 001 \"Turret Arc Indicators\")",
        ));
    }
    check(list, edition).map_err(|e| e.within("attacker"))?;
    let found = list.iter().find(|t| t.upgrade == upgrade).cloned();
    found.ok_or_else(|| RulesError::unknown("turret", format!("no turret arc indicator of {upgrade:?} in attacker.turrets")))
}

/// Refuses a state's indicators that break the rules (`field`: the list's path).
pub fn check(turrets: &[Turret], edition: Edition) -> Result<()> {
    if edition == Edition::First && !turrets.is_empty() {
        return Err(RulesError::invalid("turrets", "1e huge ships have no turret arc indicators"));
    }
    if turrets.len() > MAX_TURRETS_2E {
        return Err(RulesError::invalid(
            "turrets",
            format!(
                "a huge ship has at most {MAX_TURRETS_2E} turret arc indicators (seed 001 \"Turret Arc Indicators\"), got {}",
                turrets.len()
            ),
        ));
    }
    for (i, t) in turrets.iter().enumerate() {
        if turrets[..i].iter().any(|u| u.upgrade == t.upgrade) {
            return Err(RulesError::invalid(format!("turrets[{i}].upgrade"), "each indicator is associated with its own upgrade"));
        }
    }
    Ok(())
}

/// Rotates the indicators named in `to` (either or both, seed 001); `field` names the request's list.
pub fn rotate(state: &mut ShipState, to: &[Turn], field: &str) -> Result<()> {
    if state.turrets.is_empty() {
        return Err(RulesError::not_allowed(field, "rotate: the ship has no turret arc indicator"));
    }
    for (i, Turn { upgrade, arc }) in to.iter().enumerate() {
        let t = state.turrets.iter_mut().find(|t| &t.upgrade == upgrade).ok_or_else(|| {
            RulesError::unknown(format!("{field}[{i}].upgrade"), format!("no turret arc indicator of {upgrade:?} on the ship"))
        })?;
        t.arc = *arc;
    }
    Ok(())
}

/// Measures `q` (its `arc` replaced) in each arc the indicator occupies and keeps the
/// best, with its arc: one holding the defender, at the shortest distance.
pub fn measure_turret(q: &RangeQuery, turret: &Turret) -> Result<(Arc, RangeReport)> {
    let mut best: Option<(Arc, RangeReport)> = None;
    for arc in turret.arcs() {
        let mut one = *q;
        one.arc = Some(arc);
        let r = measure_range(&one)?;
        let better = match &best {
            None => true,
            Some((_, b)) => {
                let (m, n) = (&r.measurement, &b.measurement);
                (m.in_arc && !n.in_arc) || (m.in_arc == n.in_arc && m.distance < n.distance)
            }
        };
        if better {
            best = Some((arc, r));
        }
    }
    best.ok_or_else(|| RulesError::invalid("turret", "the indicator occupies no arc"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Pose;
    use crate::objects::Ship;
    use crate::ships::{HugeShip, ShipType};

    fn turret(upgrade: &str, arc: TurretArc, double: bool) -> Turret {
        Turret { upgrade: upgrade.into(), arc, double }
    }

    #[test]
    fn a_2e_huge_attacker_picks_its_indicator_by_upgrade() {
        let list = [turret("a", TurretArc::Left, false), turret("b", TurretArc::Rear, true)];
        assert_eq!(pick(Edition::Second, true, "b", &list).unwrap(), turret("b", TurretArc::Rear, true));
        assert_eq!(pick(Edition::Second, true, "c", &list).unwrap_err().field, "turret");
        // Not measured for a standard attacker nor in 1e, before the list is checked.
        let same = [turret("a", TurretArc::Left, false), turret("a", TurretArc::Rear, false)];
        assert_eq!(pick(Edition::Second, false, "a", &same).unwrap_err().field, "turret");
        assert_eq!(pick(Edition::First, true, "a", &same).unwrap_err().field, "turret");
        assert_eq!(pick(Edition::Second, true, "a", &same).unwrap_err().field, "attacker.turrets[1].upgrade");
    }

    #[test]
    fn at_most_two_indicators_each_with_its_upgrade_and_none_in_1e() {
        let two = [turret("a", TurretArc::Left, false), turret("b", TurretArc::Left, false)];
        assert!(check(&two, Edition::Second).is_ok(), "both may point at the same arc");
        let three = [turret("a", TurretArc::Left, false), turret("b", TurretArc::Rear, false), turret("c", TurretArc::Front, false)];
        assert_eq!(check(&three, Edition::Second).unwrap_err().field, "turrets");
        let same = [turret("a", TurretArc::Left, false), turret("a", TurretArc::Rear, false)];
        assert_eq!(check(&same, Edition::Second).unwrap_err().field, "turrets[1].upgrade");
        assert_eq!(check(&two[..1], Edition::First).unwrap_err().field, "turrets");
    }

    #[test]
    fn rotating_turns_either_or_both() {
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::Second);
        assert_eq!(rotate(&mut s, &[], "action.turrets").unwrap_err().code, crate::error::ErrorCode::NotAllowed);
        s.turrets = vec![turret("a", TurretArc::Front, false), turret("b", TurretArc::Front, true)];
        rotate(&mut s, &[Turn { upgrade: "b".into(), arc: TurretArc::Left }], "action.turrets").unwrap();
        assert_eq!((s.turrets[0].arc, s.turrets[1].arc), (TurretArc::Front, TurretArc::Left));
        rotate(
            &mut s,
            &[Turn { upgrade: "a".into(), arc: TurretArc::Rear }, Turn { upgrade: "b".into(), arc: TurretArc::Right }],
            "action.turrets",
        )
        .unwrap();
        assert_eq!((s.turrets[0].arc, s.turrets[1].arc), (TurretArc::Rear, TurretArc::Right));
        assert_eq!(
            rotate(&mut s, &[Turn { upgrade: "x".into(), arc: TurretArc::Rear }], "action.turrets").unwrap_err().field,
            "action.turrets[0].upgrade"
        );
    }

    #[test]
    fn an_indicator_measures_from_the_ships_centre() {
        // 2e CR90 (80 x 221) at (500, 500) facing up (heading 0). A small ship 200 mm to
        // its right, level with its centre: in the right arc (a wedge from the centre, the
        // 41.45° front half-angle leaves 41.45°–138.55° to the right), not in the left.
        // Closest points: 540 → 680 = 140 mm, range 2. A double indicator pointing left
        // also occupies the right arc.
        let ed = Edition::Second;
        let me = Ship::new("c", ShipType::Huge(HugeShip::Cr90), Pose::new(500.0, 500.0, 0.0), ed, "s").unwrap();
        let foe = Ship::new("x", ShipType::Small, Pose::new(700.0, 500.0, 0.0), ed, "s").unwrap();
        let q = RangeQuery::new(ed, &me, &foe);
        let right = measure_turret(&q, &turret("a", TurretArc::Right, false)).unwrap().1.measurement;
        assert!(right.in_arc);
        assert_eq!(right.range, Some(2));
        assert!(!measure_turret(&q, &turret("a", TurretArc::Left, false)).unwrap().1.measurement.in_arc);
        assert!(measure_turret(&q, &turret("a", TurretArc::Left, true)).unwrap().1.measurement.in_arc);
    }
}
