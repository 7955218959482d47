//! A ship's attacks per round.
//!
//! - 2e huge ships (seed 001 "Standard Attack", "Bonus Attacks"): one standard attack
//!   (primary, or a special attack with an "Attack:" header), and any number of bonus
//!   attacks, each "Bonus Attack:" header once per round. "If an effect grants a huge
//!   ship a bonus attack that is a primary attack ..., it can perform only one bonus
//!   attack using that primary attack ... per round": every bonus attack made with the
//!   primary weapon takes the one [`PRIMARY_HEADER`] slot, whatever effect (the request's
//!   `weaponName`) grants it.
//! - 1e huge ships (seed 003 "Huge Ship Attacks"): "each huge ship may perform one
//!   attack with its primary weapon and may perform one attack with each of its
//!   secondary weapons". `standard` records the attack with the primary weapon: a second
//!   one is refused; a secondary weapon's attack does not set it (the engine does not
//!   name 1e secondary weapons, so their once-each is the caller's bookkeeping). 1e has
//!   no bonus attacks.
//! - Other 1e ships: the record is kept, nothing is refused.
//!
//! The attacker's record of the round comes in with the request and goes back, updated,
//! in the response (and in a round state's `used`, `round::attack_state`).

use super::weapon::ArmedWeapon;
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

impl AttackKind {
    /// A bonus attack headed by `weapon_name` when given, else by the upgrade card whose
    /// weapon fires (`card`), else by the primary weapon's [`PRIMARY_HEADER`].
    pub fn bonus(weapon_name: Option<String>, card: Option<&str>) -> AttackKind {
        AttackKind::Bonus(weapon_name.or(card.map(String::from)).unwrap_or_else(|| PRIMARY_HEADER.to_string()))
    }
}

/// The attacks a ship has already performed this round (2e bonus attacks).
#[derive(Clone, Debug, Default, PartialEq, Eq, crate::wire::FromWire, crate::wire::ToWire)]
#[wire(ts_out = "AttacksThisRoundOut")]
pub struct AttacksThisRound {
    #[serde(default)]
    #[wire(null)]
    pub standard: bool,
    #[serde(default)]
    #[wire(null)]
    pub bonus: Vec<String>,
}

/// The header name of a bonus attack with the primary weapon (whatever its `weaponName`);
/// a round state records it as `used.primaryBonus` rather than by name.
pub const PRIMARY_HEADER: &str = "primary";

/// Most bonus attacks one round may record (a huge ship has few upgrade slots).
pub const MAX_BONUS_RECORDS: usize = 32;

/// A record holds at most [`MAX_BONUS_RECORDS`] bonus attacks: refused at its `bonus`.
pub fn at_most_recorded(r: AttacksThisRound) -> Result<AttacksThisRound> {
    let too_many = || RulesError::too_large("bonus", format!("at most {MAX_BONUS_RECORDS} entries"));
    (r.bonus.len() <= MAX_BONUS_RECORDS).then_some(r).ok_or_else(too_many)
}

/// The attack being made: its kind, the weapon it is made with, whether the attacker is a huge ship.
pub struct AttackMade<'a> {
    pub kind: &'a AttackKind,
    pub weapon: &'a ArmedWeapon,
    pub huge: bool,
    /// The upgrade card (its name) whose weapon fires, when the request names one.
    pub secondary: Option<&'a str>,
}

/// Checks that the attack may be performed and returns the updated record.
pub fn perform(edition: Edition, made: &AttackMade, done: &AttacksThisRound) -> Result<AttacksThisRound> {
    let mut next = done.clone();
    match (made.kind, edition) {
        (AttackKind::Standard, Edition::Second) => {
            if done.standard {
                return Err(RulesError::not_allowed(
                    "attackKind",
                    "this ship has already performed its standard attack this round; use a bonus attack",
                ));
            }
            next.standard = true;
        }
        (AttackKind::Standard, Edition::First) if made.huge => {
            if !made.weapon.primary {
                return secondary_1e(made.secondary, next);
            }
            if done.standard {
                return Err(RulesError::not_allowed(
                    "weapon",
                    "this huge ship has already attacked with its primary weapon this round: one attack with its primary weapon per round (seed 003 \"Huge Ship Attacks\")",
                ));
            }
            next.standard = true;
        }
        (AttackKind::Standard, Edition::First) => next.standard = true,
        (AttackKind::Bonus(_), Edition::First) => {
            return Err(RulesError::not_allowed("attackKind", "bonus attacks are a 2nd edition rule"));
        }
        (AttackKind::Bonus(name), Edition::Second) => {
            let header = if made.weapon.primary { PRIMARY_HEADER } else { name.as_str() };
            if done.bonus.iter().any(|h| h == header) {
                return Err(RulesError::not_allowed("weaponName", used_already(header)));
            }
            next.bonus.push(header.to_string());
            return at_most_recorded(next).map_err(|e| e.within("attacker.attacksThisRound"));
        }
    }
    Ok(next)
}

/// A 1e huge ship "may perform one attack with each of its secondary weapons" (seed 003
/// "Huge Ship Attacks"): a named card's weapon is recorded by its name (a round state keeps
/// it in `used.bonusAttacks`) and refused a second time. A special weapon given by value
/// alone is not named, so it is not counted.
fn secondary_1e(card: Option<&str>, mut next: AttacksThisRound) -> Result<AttacksThisRound> {
    let Some(name) = card else { return Ok(next) };
    if next.bonus.iter().any(|h| h == name) {
        return Err(RulesError::not_allowed(
            "weapon.upgrade",
            format!("this huge ship has already attacked with {name} this round: one attack with each secondary weapon (seed 003 \"Huge Ship Attacks\")"),
        ));
    }
    next.bonus.push(name.to_string());
    at_most_recorded(next).map_err(|e| e.within("attacker.attacksThisRound"))
}

fn used_already(header: &str) -> String {
    if header == PRIMARY_HEADER {
        "a bonus attack with the primary weapon has already been made this round: one per round, whatever effect grants it (seed 001 \"Bonus Attacks\")".into()
    } else {
        format!("the bonus attack {header:?} has already been used this round")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attack::weapon::{arm, WeaponChoice};
    use crate::ships::{HugeShip, ShipType};

    fn weapon(edition: Edition, primary: bool) -> ArmedWeapon {
        let choice = if primary { WeaponChoice::default() } else { WeaponChoice::printed(3, [1, 3], false) };
        arm(edition, Some(ShipType::Huge(HugeShip::Cr90)), &choice, "weapon").unwrap()
    }

    #[test]
    fn one_standard_attack_and_each_bonus_header_once() {
        let ed = Edition::Second;
        let (primary, special) = (weapon(ed, true), weapon(ed, false));
        let made = |kind, weapon| AttackMade { kind, weapon, huge: true, secondary: None };
        let none = AttacksThisRound::default();
        let after = perform(ed, &made(&AttackKind::Standard, &primary), &none).unwrap();
        assert!(perform(ed, &made(&AttackKind::Standard, &primary), &after).is_err());
        let ion = AttackKind::Bonus("Ion Cannon Battery".into());
        let after = perform(ed, &made(&ion, &special), &after).unwrap();
        assert_eq!(perform(ed, &made(&ion, &special), &after).unwrap_err().field, "weaponName");
        let bonus_primary = AttackKind::Bonus("primary".into());
        let after = perform(ed, &made(&bonus_primary, &primary), &after).unwrap();
        assert!(perform(ed, &made(&bonus_primary, &primary), &after).is_err());
        assert_eq!(after.bonus.len(), 2);
        assert!(perform(Edition::First, &made(&ion, &weapon(Edition::First, false)), &none).is_err());
    }

    /// A record holds 32 bonus attacks (`MAX_BONUS_RECORDS`): the 32nd is recorded, a 33rd
    /// refused at the request's record, in 2e (a bonus attack) and 1e (a named secondary weapon).
    #[test]
    fn the_record_holds_at_most_32_bonus_attacks() {
        let (ed, special) = (Edition::Second, weapon(Edition::Second, false));
        let record = |n: usize| AttacksThisRound { standard: true, bonus: (0..n).map(|i| format!("b{i}")).collect() };
        let ion = AttackKind::Bonus("Ion Cannon Battery".into());
        let made = AttackMade { kind: &ion, weapon: &special, huge: true, secondary: None };
        assert_eq!(perform(ed, &made, &record(31)).unwrap().bonus.len(), 32);
        let e = perform(ed, &made, &record(32)).unwrap_err();
        let want = (crate::error::ErrorCode::TooLarge, "attacker.attacksThisRound.bonus", "at most 32 entries");
        assert_eq!((e.code, e.field.as_str(), e.reason.as_str()), want);
        let (first, secondary) = (Edition::First, weapon(Edition::First, false));
        let made = AttackMade { kind: &AttackKind::Standard, weapon: &secondary, huge: true, secondary: Some("Quad Laser Cannons") };
        assert_eq!(perform(first, &made, &record(31)).unwrap().bonus.len(), 32);
        let e = perform(first, &made, &record(32)).unwrap_err();
        assert_eq!((e.code, e.field.as_str(), e.reason.as_str()), want);
    }

    #[test]
    fn every_bonus_attack_with_the_primary_takes_the_one_primary_slot() {
        // Seed 001 "Bonus Attacks": effects A and B each grant a bonus primary attack; only
        // one bonus attack using the primary per round. A: recorded as "primary" (1 slot
        // used); B: "primary" again, refused.
        let ed = Edition::Second;
        let primary = weapon(ed, true);
        let (a, b) = (AttackKind::Bonus("Effect A".into()), AttackKind::Bonus("Effect B".into()));
        let after =
            perform(ed, &AttackMade { kind: &a, weapon: &primary, huge: true, secondary: None }, &AttacksThisRound::default()).unwrap();
        assert_eq!(after.bonus, [PRIMARY_HEADER]);
        let e = perform(ed, &AttackMade { kind: &b, weapon: &primary, huge: true, secondary: None }, &after).unwrap_err();
        assert_eq!((e.code, e.field.as_str()), (crate::error::ErrorCode::NotAllowed, "weaponName"));
        // A bonus special attack keeps its own header: "Effect B" with a special weapon is allowed.
        let special = weapon(ed, false);
        let after = perform(ed, &AttackMade { kind: &b, weapon: &special, huge: true, secondary: None }, &after).unwrap();
        assert_eq!(after.bonus, [PRIMARY_HEADER, "Effect B"]);
    }

    #[test]
    fn a_1e_huge_ship_attacks_once_with_its_primary() {
        // Seed 003 "Huge Ship Attacks": one attack with the primary weapon, one with each
        // secondary. Primary: standard set; primary again: refused. A secondary after it is
        // allowed and sets nothing; a secondary first leaves the primary free.
        let ed = Edition::First;
        let (primary, special) = (weapon(ed, true), weapon(ed, false));
        let std = AttackKind::Standard;
        let none = AttacksThisRound::default();
        let after = perform(ed, &AttackMade { kind: &std, weapon: &primary, huge: true, secondary: None }, &none).unwrap();
        assert!(after.standard);
        let e = perform(ed, &AttackMade { kind: &std, weapon: &primary, huge: true, secondary: None }, &after).unwrap_err();
        assert_eq!((e.code, e.field.as_str()), (crate::error::ErrorCode::NotAllowed, "weapon"));
        assert_eq!(perform(ed, &AttackMade { kind: &std, weapon: &special, huge: true, secondary: None }, &after).unwrap(), after);
        let first_secondary = perform(ed, &AttackMade { kind: &std, weapon: &special, huge: true, secondary: None }, &none).unwrap();
        assert!(!first_secondary.standard);
        // A 1e standard ship: recorded, never refused (the huge-ship rule only).
        let small = perform(ed, &AttackMade { kind: &std, weapon: &primary, huge: false, secondary: None }, &after).unwrap();
        // A named secondary weapon fires once per round; another fires too (seed 003).
        let quad = AttackMade { kind: &std, weapon: &special, huge: true, secondary: Some("Quad Laser Cannons") };
        let after_quad = perform(ed, &quad, &none).unwrap();
        assert_eq!(perform(ed, &quad, &after_quad).unwrap_err().field, "weapon.upgrade");
        let turbo = AttackMade { kind: &std, weapon: &special, huge: true, secondary: Some("Single Turbolasers") };
        assert_eq!(perform(ed, &turbo, &after_quad).unwrap().bonus.len(), 2);
        assert!(small.standard);
    }
}
