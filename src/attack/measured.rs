//! The step from a measurement to an attack (docs/conventions.md §5–§6): when both
//! ships' poses are known, `measureRange`'s report decides whether the attack may be
//! declared and gives the attack its range band, obstruction and the defender's arcs
//! that hold the attacker.

use super::weapon::Measuring;
use super::{AttackGeometry, DefenderArc};
use crate::bases::Section;
use crate::error::{Result, RulesError};
use crate::range::{Arc, RangeReport};

/// The attack's geometry from report `r` (measured in the attacker's `arc`, if any,
/// with `m`); an attack the report says cannot be declared (out of the arc, beyond
/// the ruler or the weapon's range, a crippled or centre-line-blocked 1e section) is
/// `NOT_ALLOWED` on `defender`, naming why. In 1st edition that includes two ships
/// that touch (`RangeReport::touching`, seed 002).
pub fn geometry(r: &RangeReport, arc: Option<Arc>, m: &Measuring) -> Result<AttackGeometry> {
    if !r.can_target {
        return Err(RulesError::not_allowed("defender", refusal(r, arc, m)));
    }
    Ok(AttackGeometry {
        range: r.measurement.range,
        obstructed: !r.obstructed_by.is_empty(),
        defender_arcs_containing_attacker: Some(DefenderArc::distinct(r.defender_arcs.iter().filter_map(|&a| DefenderArc::of_arc(a)))),
    })
}

fn refusal(r: &RangeReport, arc: Option<Arc>, m: &Measuring) -> String {
    if r.touching {
        return "cannot be attacked: the two ships touch, and in 1st edition \"while a ship is touching another ship, \
                those ships cannot attack each other\" (seed 002; seed 000 \"Small/Large Ship Overlapping a Huge Ship\", \"Overlapping Huge Ships\")"
            .to_string();
    }
    if !r.measurement.in_arc {
        return format!("cannot be targeted: no part of it is in the attacker's {} arc", arc.map_or("", Arc::as_str));
    }
    let reach = m.weapon.map_or(String::new(), |w| format!("; the weapon fires at {}", w.range.describe()));
    match r.measurement.range {
        None => return format!("cannot be targeted: it is beyond range {} ({} ruler){reach}", m.ruler.max_band(), m.ruler.as_str()),
        Some(b) if r.sections.is_empty() => return format!("cannot be targeted: it is at range {b}{reach}"),
        _ => {}
    }
    let blocked: Vec<String> =
        r.sections.iter().filter_map(|s| s.blocked.map(|b| format!("{} {}", s.section.as_str(), b.as_str()))).collect();
    format!("cannot be targeted (measureRange: {})", if blocked.is_empty() { "no legal target".to_string() } else { blocked.join(", ") })
}

/// The section of a 1e huge defender an attack targets when the request names none: the
/// only one that can be declared the target ("choose a section ... that the attacking
/// ship can target normally", seed 003 "Targeting a Huge Ship"). `None` when both (the
/// attacker's choice, which the caller must give where it matters) or neither can.
pub fn only_targetable_section(r: &RangeReport) -> Option<Section> {
    let mut open = r.sections.iter().filter(|s| s.blocked.is_none());
    match (open.next(), open.next()) {
        (Some(s), None) => Some(s.section),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edition::Edition;
    use crate::geometry::Pose;
    use crate::objects::Ship;
    use crate::range::{measure_range, RangeQuery};
    use crate::ships::{HugeShip, ShipType};

    fn ship(t: ShipType, x: f64, y: f64, h: f64) -> Ship {
        Ship::new("s", t, Pose::new(x, y, h), Edition::First, "s").unwrap()
    }

    /// Seed 003 "Targeting a Huge Ship": the line from the attacker's base centre to the
    /// section's base centre must clear the blue centre line across the token.
    #[test]
    fn the_only_targetable_section_is_found_from_the_poses() {
        // 1e GR-75 facing up at (500, 500): section base centres 72.4 mm ahead and behind
        // (y 427.6 and 572.4), centre line across the token at y = 500.
        let gr75 = ship(ShipType::Huge(HugeShip::Gr75), 500.0, 500.0, 0.0);
        // A small ship dead ahead at (500, 100): the line to the aft base centre runs down
        // the axis through y = 500, across the centre line, so only the fore section.
        let ahead = ship(ShipType::Small, 500.0, 100.0, 180.0);
        let r = measure_range(&RangeQuery::new(Edition::First, &ahead, &gr75)).unwrap();
        assert_eq!(only_targetable_section(&r), Some(Section::Fore));
        // Dead astern at (500, 900): only the aft section.
        let astern = ship(ShipType::Small, 500.0, 900.0, 0.0);
        let r = measure_range(&RangeQuery::new(Edition::First, &astern, &gr75)).unwrap();
        assert_eq!(only_targetable_section(&r), Some(Section::Aft));
        // Well off to the side at (800, 500): the line to the aft base centre (572.4) meets
        // y = 500 only at x = 800, far outside the token; likewise the fore. Both can be
        // targeted: the attacker's choice, not determined.
        let abeam = ship(ShipType::Small, 800.0, 500.0, 270.0);
        let r = measure_range(&RangeQuery::new(Edition::First, &abeam, &gr75)).unwrap();
        assert!(r.sections.iter().all(|s| s.blocked.is_none()));
        assert_eq!(only_targetable_section(&r), None);
    }
}
