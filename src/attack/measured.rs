//! The step from a measurement to an attack (docs/conventions.md §5–§6): when both
//! ships' poses are known, `measureRange`'s report decides whether the attack may be
//! declared and gives the attack its range band, obstruction and the defender's arcs
//! that hold the attacker.

use super::weapon::Measuring;
use super::{AttackGeometry, DefenderArc};
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
