//! The dice as they stand at the end of an attack (docs/api.md `resolveAttack`
//! `attackResults`, `defenseResults`, `evades`): the rolled faces after rerolls and
//! the tokens spent on them.

use super::resolve::AttackOutcome;
use crate::dice::{AttackFace, DefenseFace};
use crate::edition::Edition;

impl AttackOutcome {
    /// The attack dice after rerolls and the attacker's focus (every focus result
    /// becomes a hit when focus was spent).
    pub fn attack_results(&self) -> Vec<AttackFace> {
        let spent = self.attack_focus_spent;
        self.attack_after_rerolls.iter().map(|&f| if spent && f == AttackFace::Focus { AttackFace::Hit } else { f }).collect()
    }

    /// The defense dice after the defender's tokens: focus results become evades when
    /// focus was spent, a face changed by a 2e evade token becomes an evade, and
    /// evades added without a die follow the rolled ones: a 1e evade token's and
    /// reinforce's (docs/conventions.md §6; [`super::modifiers::modify_defense`]).
    pub fn defense_results(&self, edition: Edition) -> Vec<DefenseFace> {
        let d = &self.defense;
        let mut faces: Vec<DefenseFace> =
            self.defense_roll.iter().map(|&f| if d.focus_spent && f == DefenseFace::Focus { DefenseFace::Evade } else { f }).collect();
        if let Some(changed) = d.changed {
            if let Some(f) = faces.iter_mut().find(|f| **f == changed) {
                *f = DefenseFace::Evade;
            }
        }
        if edition == Edition::First && d.evade_spent {
            faces.push(DefenseFace::Evade);
        }
        if self.reinforce_used {
            faces.push(DefenseFace::Evade);
        }
        faces
    }

    /// The evades that cancelled results; in 2e, reinforce counts as one more evade
    /// ([`super::compare::reinforce_2e`]); in 1e it caps the damage instead.
    pub fn evades(&self, edition: Edition) -> u32 {
        self.defense.evades + u32::from(self.reinforce_used && edition == Edition::Second)
    }
}
