//! `resolveAttack`'s two sides as answered: the engine's attacker and defender after the
//! attack (`Attacker::after`, `Defender::after`, written by themselves), around what the
//! request gave echoed, so that a page can pass them to the next call unchanged.

use crate::attack::{Attack, AttackOutcome, Attacker, Defender};
use crate::bases::Section;
use crate::calls::attack::input::{AttackerDto, DefenderDto};
use crate::geometry::Pose;
use crate::round::state::ShipState;
use crate::wire::ToWire;

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
pub struct AttackerOut {
    id: Option<String>,
    /// The request's ship name, echoed.
    #[wire(ts = "ShipName")]
    ship: Option<String>,
    #[serde(flatten)]
    after: Attacker,
    #[serde(skip_serializing_if = "Option::is_none")]
    /// The request's pose, echoed, so that the answer round-trips.
    pose: Option<Pose>,
    /// The round state after the attack, when the request gave `roundState`.
    #[serde(skip_serializing_if = "Option::is_none")]
    round_state: Option<ShipState>,
}

impl AttackerOut {
    /// The attacker after attacking, with the request's id, ship and pose.
    pub fn new(dto: &Option<AttackerDto>, a: &Attack, o: &AttackOutcome, round_state: Option<ShipState>) -> AttackerOut {
        let d = dto.as_ref();
        let (id, ship, pose) = (d.and_then(|d| d.id.clone()), d.and_then(|d| d.ship.clone()), d.and_then(|d| d.pose));
        AttackerOut { id, ship, after: a.attacker.after(o), pose, round_state }
    }
}

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
pub struct DefenderOut {
    id: Option<String>,
    /// The request's ship name, echoed.
    #[wire(ts = "ShipName")]
    ship: Option<String>,
    /// Echoed only as given, so the state passes back in with any `defenseDice`.
    agility: Option<u32>,
    /// The request's section: one the poses determined is in `geometry.section` and is not
    /// carried to the next attack, whose poses may allow another.
    section: Option<Section>,
    #[serde(flatten)]
    after: Defender,
    #[serde(skip_serializing_if = "Option::is_none")]
    /// The request's pose, echoed, so that the answer round-trips.
    pose: Option<Pose>,
    /// The round state after the attack, when the request gave `roundState`.
    #[serde(skip_serializing_if = "Option::is_none")]
    round_state: Option<ShipState>,
}

impl DefenderOut {
    /// The defender after the attack, with the request's id, ship, agility, section and pose.
    pub fn new(dto: &Option<DefenderDto>, a: &Attack, o: &AttackOutcome, round_state: Option<ShipState>) -> DefenderOut {
        let d = dto.as_ref();
        let (id, ship, pose) = (d.and_then(|d| d.id.clone()), d.and_then(|d| d.ship.clone()), d.and_then(|d| d.pose));
        let (agility, section) = (d.and_then(|d| d.agility).map(|a| a.0), d.and_then(|d| d.section));
        DefenderOut { id, ship, agility, section, after: a.defender.after(o), pose, round_state }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attack::damage::Dealt;
    use crate::calls::attack::apply_effects::SkipReason;
    use crate::dice::{AttackFace, DefenseFace};
    use crate::range::targeting::Blocked;
    use crate::wire::to_text;

    /// The enums written by their derived names write what the engine's `as_str` names
    /// (the answers' JSON as before they were written by name).
    #[test]
    fn enums_written_by_name_write_the_engine_names() {
        let quoted = |s: &str| format!("{s:?}");
        for f in [AttackFace::Hit, AttackFace::Crit, AttackFace::Focus, AttackFace::Blank] {
            assert_eq!(to_text(&f), quoted(f.as_str()));
        }
        for f in [DefenseFace::Evade, DefenseFace::Focus, DefenseFace::Blank] {
            assert_eq!(to_text(&f), quoted(f.as_str()));
        }
        for a in crate::range::Arc::ALL {
            assert_eq!(to_text(&a), quoted(a.as_str()));
        }
        for r in [crate::range::Ruler::Standard, crate::range::Ruler::Huge] {
            assert_eq!(to_text(&r), quoted(r.as_str()));
        }
        use Blocked::*;
        for b in [Touching, Crippled, CentreLine, NotInArc, OutOfRange, NotInWeaponRange] {
            assert_eq!(to_text(&b), quoted(b.as_str()));
        }
        assert_eq!(to_text(&Dealt::ShieldsLost { amount: 2 }), r#"{"kind":"shieldsLost","amount":2}"#);
        assert_eq!(to_text(&Dealt::PendingCripple { section: Section::Aft }), r#"{"kind":"pendingCripple","section":"aft"}"#);
        assert_eq!(to_text(&[Dealt::Facedown, Dealt::Lost { crit: true }][..]), r#"[{"kind":"facedown"},{"kind":"lost","crit":true}]"#);
        assert_eq!(to_text(&[SkipReason::NotDamageState, SkipReason::TargetNotInShips][..]), r#"["notDamageState","targetNotInShips"]"#);
    }
}
