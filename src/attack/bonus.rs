//! 2e huge ships' attacks per round (seed 001 "Standard Attack", "Bonus Attacks"):
//! one standard attack (primary, or a special attack with an "Attack:" header),
//! and any number of bonus attacks, each "Bonus Attack:" header once per round; a
//! bonus attack that uses the primary weapon or an "Attack:" header also only
//! once per round. The attacker's record of the round comes in with the request
//! and goes back, updated, in the response.

use crate::edition::Edition;
use crate::error::{Result, RulesError};

/// Which of its attacks a ship is performing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum AttackKind {
    /// The one standard attack of the engagement.
    #[default]
    Standard,
    /// A bonus attack, named by its header (an upgrade's name, or "primary").
    Bonus(String),
}

/// The attacks a ship has already performed this round.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AttacksThisRound {
    pub standard: bool,
    pub bonus: Vec<String>,
}

/// The header name of a bonus attack with the primary weapon (`weaponName` left out);
/// a round state records it as `used.primaryBonus` rather than by name.
pub const PRIMARY_HEADER: &str = "primary";

/// Most bonus attacks one round may record (a huge ship has few upgrade slots).
pub const MAX_BONUS_RECORDS: usize = 32;

/// Checks that the attack may be performed and returns the updated record. 1e has
/// no bonus attacks: only the record is kept.
pub fn perform(edition: Edition, kind: &AttackKind, done: &AttacksThisRound) -> Result<AttacksThisRound> {
    let mut next = done.clone();
    match kind {
        AttackKind::Standard => {
            if done.standard && edition == Edition::Second {
                return Err(RulesError::not_allowed(
                    "attackKind",
                    "this ship has already performed its standard attack this round; use a bonus attack",
                ));
            }
            next.standard = true;
        }
        AttackKind::Bonus(header) => {
            if edition == Edition::First {
                return Err(RulesError::not_allowed("attackKind", "bonus attacks are a 2nd edition rule"));
            }
            if done.bonus.iter().any(|h| h == header) {
                return Err(RulesError::not_allowed("weaponName", format!("the bonus attack {header:?} has already been used this round")));
            }
            if next.bonus.len() >= MAX_BONUS_RECORDS {
                return Err(RulesError::too_large("attacker.attacksThisRound.bonus", format!("at most {MAX_BONUS_RECORDS} entries")));
            }
            next.bonus.push(header.clone());
        }
    }
    Ok(next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_standard_attack_and_each_bonus_header_once() {
        let none = AttacksThisRound::default();
        let after = perform(Edition::Second, &AttackKind::Standard, &none).unwrap();
        assert!(perform(Edition::Second, &AttackKind::Standard, &after).is_err());
        let ion = AttackKind::Bonus("Ion Cannon Battery".into());
        let after = perform(Edition::Second, &ion, &after).unwrap();
        assert_eq!(perform(Edition::Second, &ion, &after).unwrap_err().field, "weaponName");
        let primary = AttackKind::Bonus("primary".into());
        let after = perform(Edition::Second, &primary, &after).unwrap();
        assert!(perform(Edition::Second, &primary, &after).is_err());
        assert_eq!(after.bonus.len(), 2);
        assert!(perform(Edition::First, &ion, &none).is_err());
    }
}
