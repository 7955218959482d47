//! How many dice each side rolls (docs/conventions.md §6 table): the weapon's value and the
//! defender's agility, plus the range, long-range, obstruction and card bonuses
//! of the edition.

use super::weapon::ArmedWeapon;
use super::{Attack, MAX_DICE};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::ships::{HugeShip, ShipType};

/// Range 1 primary attacks roll one more attack die (1e core rules; docs/conventions.md §6).
pub const CLOSE_RANGE_ATTACK_BONUS: u32 = 1;
/// 1e Huge Ship Rules v3.0: a primary attack at range 3 or beyond gives the
/// defender one more die (seed 003 "Huge Range Ruler").
pub const LONG_RANGE_DEFENSE_BONUS_1E: u32 = 1;
/// 2e: range 3, not ordnance, one more defense die (docs/conventions.md §6).
pub const RANGE_3_DEFENSE_BONUS_2E: u32 = 1;
/// 2e: range 4–5, not ordnance, two more defense dice (seed 001 "Defending at Range 4-5").
pub const RANGE_4_5_DEFENSE_BONUS_2E: u32 = 2;
/// An obstructed attack gives the defender one more die (both editions; seed 001
/// "Obstruction by Huge Ships", docs/conventions.md §5).
pub const OBSTRUCTION_DEFENSE_BONUS: u32 = 1;
/// 1e CR90 (fore) card: "spend 1 energy to roll 1 additional attack die" (seed 000).
pub const CR90_EXTRA_DIE: u32 = 1;

/// The dice each side rolls, and whether the CR90 ability was used (it costs energy).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DicePool {
    pub attack: u32,
    pub defense: u32,
    pub cr90_ability: bool,
}

/// Counts the dice of an attack with weapon `w` whose attack value is `value`,
/// refusing a range the edition does not have and pools beyond [`MAX_DICE`]. Range
/// bonuses follow the weapon's kind: 1e primary weapons only, 2e every weapon without
/// the ordnance icon.
pub fn count(a: &Attack, w: &ArmedWeapon, value: u32) -> Result<DicePool> {
    check_range(a)?;
    let cr90_ability = cr90_ability(a, w)?;
    let attack = value + range_attack_bonus(a, w) + if cr90_ability { CR90_EXTRA_DIE } else { 0 };
    let obstruction = if a.geometry.obstructed { OBSTRUCTION_DEFENSE_BONUS } else { 0 };
    let defense = a.defender.dice + range_defense_bonus(a, w) + obstruction;
    if attack > MAX_DICE {
        return Err(RulesError::too_large("attackDice", format!("{attack} attack dice after bonuses; at most {MAX_DICE} are rolled")));
    }
    if defense > MAX_DICE {
        return Err(RulesError::too_large("defenseDice", format!("{defense} defense dice after bonuses; at most {MAX_DICE} are rolled")));
    }
    Ok(DicePool { attack, defense, cr90_ability })
}

fn check_range(a: &Attack) -> Result<()> {
    let lowest = match a.edition {
        Edition::First => 1,
        Edition::Second => 0,
    };
    match a.geometry.range {
        Some(r) if r < lowest || r > 5 => {
            Err(RulesError::invalid("range", format!("expected a range band {lowest}..5 in {}, got {r}", a.edition.as_str())))
        }
        _ => Ok(()),
    }
}

fn range_attack_bonus(a: &Attack, w: &ArmedWeapon) -> u32 {
    let close = match (a.edition, a.geometry.range) {
        (Edition::First, Some(1)) => w.primary,
        (Edition::Second, Some(0 | 1)) => !w.ordnance,
        _ => false,
    };
    if close {
        CLOSE_RANGE_ATTACK_BONUS
    } else {
        0
    }
}

fn range_defense_bonus(a: &Attack, w: &ArmedWeapon) -> u32 {
    match (a.edition, a.geometry.range) {
        (Edition::First, Some(r)) if r >= 3 && w.primary => LONG_RANGE_DEFENSE_BONUS_1E,
        (Edition::Second, Some(3)) if !w.ordnance => RANGE_3_DEFENSE_BONUS_2E,
        (Edition::Second, Some(4 | 5)) if !w.ordnance => RANGE_4_5_DEFENSE_BONUS_2E,
        _ => 0,
    }
}

/// The 1e CR90 fore card's ability, the first ship-card ability the engine knows:
/// only a 1e CR90's primary attack, and only with energy to spend.
fn cr90_ability(a: &Attack, w: &ArmedWeapon) -> Result<bool> {
    if !a.attacker.use_cr90_ability {
        return Ok(false);
    }
    let field = "attacker.useCr90Ability";
    if a.edition != Edition::First || a.attacker.ship != Some(ShipType::Huge(HugeShip::Cr90)) {
        return Err(RulesError::not_allowed(field, "only a 1e CR90 (attacker.ship \"cr90\") has this ability"));
    }
    if !w.primary {
        return Err(RulesError::not_allowed(field, "the CR90's extra die is for primary weapon attacks"));
    }
    match a.attacker.energy {
        Some(e) if e >= 1 => Ok(true),
        _ => Err(RulesError::not_allowed(field, "needs attacker.energy of at least 1")),
    }
}

#[cfg(test)]
mod tests {
    use super::super::*;
    use super::*;

    fn attack(edition: Edition, dice: u32, range: Option<u8>) -> Attack {
        Attack {
            edition,
            weapon: Weapon::primary_dice(dice),
            geometry: AttackGeometry { range, ..Default::default() },
            attacker: Attacker::default(),
            defender: Defender::default(),
            deck: None,
        }
    }

    /// A primary weapon reaching range 1–5 (range checks are the weapon's, not tested here).
    fn primary() -> ArmedWeapon {
        ArmedWeapon { attack: None, range: WeaponRange { min: 1, max: 5 }, primary: true, ordnance: false, section: None }
    }

    fn count(a: &Attack) -> Result<DicePool> {
        super::count(a, &primary(), a.weapon.dice.unwrap_or(0))
    }

    #[test]
    fn range_bonuses_per_edition() {
        let d = |e, r| count(&attack(e, 3, r)).unwrap();
        assert_eq!((d(Edition::First, Some(1)).attack, d(Edition::First, Some(1)).defense), (4, 0));
        assert_eq!(d(Edition::First, Some(2)), DicePool { attack: 3, defense: 0, cr90_ability: false });
        // 1e v3.0: range 3 *or beyond* gives one die, never two.
        assert_eq!(d(Edition::First, Some(3)).defense, 1);
        assert_eq!(d(Edition::First, Some(5)).defense, 1);
        assert_eq!(d(Edition::Second, Some(0)).attack, 4);
        assert_eq!(d(Edition::Second, Some(3)).defense, 1);
        assert_eq!(d(Edition::Second, Some(4)).defense, 2);
        assert_eq!(d(Edition::Second, Some(5)).defense, 2);
        assert_eq!(d(Edition::Second, None), DicePool { attack: 3, defense: 0, cr90_ability: false });
    }

    #[test]
    fn ordnance_and_secondary_weapons_lose_range_bonuses() {
        let mut a = attack(Edition::Second, 3, Some(4));
        a.geometry.obstructed = true;
        let ordnance = ArmedWeapon { ordnance: true, primary: false, ..primary() };
        assert_eq!(super::count(&a, &ordnance, 3).unwrap().defense, 1);
        let b = attack(Edition::First, 3, Some(1));
        let secondary = ArmedWeapon { primary: false, ..primary() };
        assert_eq!(super::count(&b, &secondary, 3).unwrap().attack, 3);
        // 1e: a secondary weapon at range 3+ gives no long-range die either.
        let c = attack(Edition::First, 3, Some(3));
        assert_eq!(super::count(&c, &secondary, 3).unwrap().defense, 0);
    }

    #[test]
    fn range_zero_only_in_2e_and_pools_are_bounded() {
        assert_eq!(count(&attack(Edition::First, 3, Some(0))).unwrap_err().field, "range");
        assert_eq!(count(&attack(Edition::Second, 3, Some(6))).unwrap_err().field, "range");
        assert_eq!(count(&attack(Edition::Second, 20, Some(1))).unwrap_err().field, "attackDice");
    }

    #[test]
    fn cr90_spends_energy_for_one_die() {
        let mut a = attack(Edition::First, 4, Some(3));
        a.attacker.ship = Some(ShipType::Huge(HugeShip::Cr90));
        a.attacker.use_cr90_ability = true;
        assert_eq!(count(&a).unwrap_err().field, "attacker.useCr90Ability");
        a.attacker.energy = Some(1);
        assert_eq!(count(&a).unwrap(), DicePool { attack: 5, defense: 1, cr90_ability: true });
        a.edition = Edition::Second;
        assert!(count(&a).is_err());
    }
}
