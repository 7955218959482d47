//! `resolveAttack` response DTOs. The `defender` and `deck` objects have the
//! request's shape, so a page can pass them to the next call unchanged.

use crate::attack::bonus::AttacksThisRound;
use crate::attack::{Attack, AttackOutcome, DefenderState, Reinforce};
use crate::bases::Section;
use crate::calls::attack::input::{AttackerDto, DefenderDto};
use crate::calls::shared::input::PoseDto;
use crate::geometry::Pose;
use crate::round::state::ShipState;
use crate::wire::ToWire;

/// A pose echoed as given, so the response's attacker and defender round-trip.
fn pose_out(p: PoseDto) -> Pose {
    p
}

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
pub struct AttackerTokensOut {
    focus: u32,
    lock: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    lock_section: Option<Section>,
}

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
pub struct AttackerOut {
    id: Option<String>,
    /// The request's ship name, echoed.
    #[wire(ts = "ShipName")]
    ship: Option<String>,
    tokens: AttackerTokensOut,
    pilot_skill: Option<u32>,
    energy: Option<u32>,
    use_cr90_ability: bool,
    attacks_this_round: AttacksThisRound,
    #[serde(skip_serializing_if = "Option::is_none")]
    pose: Option<Pose>,
    /// The round state after the attack, when the request gave `roundState`.
    #[serde(skip_serializing_if = "Option::is_none")]
    round_state: Option<ShipState>,
}

impl AttackerOut {
    /// The attacker after attacking (`Attacker::after`), with the request's id, ship and pose.
    pub fn new(dto: &Option<AttackerDto>, a: &Attack, o: &AttackOutcome, round_state: Option<ShipState>) -> AttackerOut {
        let at = a.attacker.after(o);
        AttackerOut {
            id: dto.as_ref().and_then(|d| d.id.clone()),
            ship: dto.as_ref().and_then(|d| d.ship.clone()),
            tokens: AttackerTokensOut { focus: at.focus, lock: at.lock, lock_section: at.lock_section },
            pilot_skill: at.pilot_skill,
            energy: at.energy,
            use_cr90_ability: at.use_cr90_ability,
            attacks_this_round: at.attacks_this_round,
            pose: dto.as_ref().and_then(|d| d.pose).map(pose_out),
            round_state,
        }
    }
}

#[derive(ToWire)]
pub struct DefenderTokensOut {
    focus: u32,
    evade: u32,
    #[wire(ts = "ReinforceName")]
    reinforce: Option<Reinforce>,
}

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
pub struct DefenderOut {
    id: Option<String>,
    /// The request's ship name, echoed.
    #[wire(ts = "ShipName")]
    ship: Option<String>,
    agility: Option<u32>,
    section: Option<Section>,
    tokens: DefenderTokensOut,
    state: Option<DefenderState>,
    pilot_skill: Option<u32>,
    has_attacked: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pose: Option<Pose>,
    /// The round state after the attack, when the request gave `roundState`.
    #[serde(skip_serializing_if = "Option::is_none")]
    round_state: Option<ShipState>,
}

impl DefenderOut {
    /// The defender after the attack (`Defender::tokens_after`, the outcome's state).
    pub fn new(dto: &Option<DefenderDto>, a: &Attack, o: &AttackOutcome, round_state: Option<ShipState>) -> DefenderOut {
        let d = &a.defender;
        let (focus, evade) = d.tokens_after(o);
        DefenderOut {
            id: dto.as_ref().and_then(|x| x.id.clone()),
            ship: dto.as_ref().and_then(|x| x.ship.clone()),
            // Echo agility only as given, so the state passes back in with any `defenseDice`.
            agility: dto.as_ref().and_then(|x| x.agility).map(|a| a.0),
            // The request's section: one the poses determined is in `geometry.section` and
            // is not carried to the next attack, whose poses may allow another.
            section: dto.as_ref().and_then(|x| x.section),
            tokens: DefenderTokensOut { focus, evade, reinforce: d.reinforce },
            state: o.state.clone(),
            pilot_skill: d.pilot_skill,
            has_attacked: d.has_attacked,
            pose: dto.as_ref().and_then(|x| x.pose).map(pose_out),
            round_state,
        }
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
