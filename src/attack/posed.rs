//! An attack measured from the two ships' poses (docs/conventions.md §5): when both
//! poses are known, the attack's range, obstruction and the defender's arcs holding the
//! attacker are `measureRange`'s instead of the ones a caller gives. An attack
//! `measureRange` says cannot be declared (out of the arc, beyond the ruler, a crippled
//! or centre-line-blocked 1e section) is refused ([`super::measured::geometry`]), and so
//! is a primary attack from an arc its ship card does not print
//! ([`super::firing_arc`]). A 1e huge defender given without a section is attacked in
//! the only section the poses let the attacker target, if one.
//!
//! Two steps, so that a caller reading a request checks its fields in the request's
//! order: [`aim`] (the arc and the weapon), [`measure`].

use super::card_weapon::{check_card_arc, check_card_source};
use super::firing_arc::check_primary_arc;
use super::weapon::{card, measuring, Measuring, WeaponChoice};
use super::{measured, Attack};
use crate::edition::Edition;
use crate::error::Result;
use crate::objects::{Obstacle, Ship};
use crate::range::arcs::check_arc;
use crate::range::{measure_range, Arc, RangeQuery, RangeReport, Ruler, Source};
use crate::ships::ShipType;

/// The attacker's arc (checked: one it has), and how the weapon measures.
pub struct Aim {
    pub arc: Option<Arc>,
    pub measuring: Measuring,
}

/// The two ships at their poses, and where the attacker measures from.
pub struct Poses<'a> {
    pub attacker: &'a Ship,
    pub defender: &'a Ship,
    pub from: Source,
}

/// The arc (checked: one the attacker has; errors on `arc`), the weapon's ruler and reach
/// (`ruler`: the one asked for, if any), and a primary weapon chosen (`choice`) fired only
/// from an arc its ship card prints (`ship`: the attacker's type as the attack names it), a
/// card's weapon from where (`from`) and in the arc its card says (errors on `from`, `arc`).
/// Without a choice (`measureRange` given no `weapon`) it is a plain measurement in any arc
/// the ship has.
pub fn aim(
    edition: Edition,
    ship: Option<ShipType>,
    attacker: &Ship,
    choice: Option<&WeaponChoice>,
    arc: Option<Arc>,
    ruler: Option<Ruler>,
    from: Source,
) -> Result<Aim> {
    let arc = arc.map(|a| check_arc(edition, attacker, a, "arc")).transpose()?;
    let m = measuring(edition, ship, choice, ruler)?;
    if let (Some(a), Some(w), true) = (arc, m.weapon.as_ref(), choice.is_some()) {
        check_primary_arc(edition, attacker.ship_type, w, a, "arc")?;
    }
    if let Some(c) = card(edition, choice, Some(attacker.ship_type))? {
        check_card_source(edition, &c, from, "from")?;
        arc.map_or(Ok(()), |a| check_card_arc(&c, a, "arc"))?;
    }
    Ok(Aim { arc, measuring: m })
}

/// Measures the attack among `ships` and `obstacles` (what may obstruct) and makes the
/// measurement the attack's geometry; a 1e huge defender without a section given takes
/// the only one the poses let the attacker target. The report, for the caller to echo.
pub fn measure(attack: &mut Attack, aim: &Aim, p: &Poses, ships: &[Ship], obstacles: &[Obstacle]) -> Result<RangeReport> {
    let sections = p.defender.base.has_sections();
    let crippled = if sections { attack.defender.state.as_ref().map(|s| s.crippled.clone()).unwrap_or_default() } else { Vec::new() };
    let m = &aim.measuring;
    let q = RangeQuery {
        edition: attack.edition,
        attacker: p.attacker,
        defender: p.defender,
        arc: aim.arc,
        section: attack.defender.section.filter(|_| sections),
        from: p.from,
        ruler: m.ruler,
        reach: m.reach,
        crippled: &crippled,
        ships,
        obstacles,
    };
    let r = measure_range(&q)?;
    attack.geometry = measured::geometry(&r, aim.arc, m)?;
    if sections && attack.defender.section.is_none() {
        attack.defender.section = measured::only_targetable_section(&r);
    }
    Ok(r)
}
