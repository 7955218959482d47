//! An attack on the shared round state: what the attack reads from the attacker's and
//! the defender's states, and their states after it, so that `resolveAttack` takes and
//! returns the same state as every other round call.
//!
//! - The defender's cards are its hull and shield pools (1e fore and aft, or one);
//!   its crippled cards are crippled sections; a 1e section whose damage cards reach
//!   its hull but is not crippled yet is "to be crippled" (the simultaneous attack
//!   rule, seed 003 "Crippled Sections": it flips once the huge ship has attacked).
//! - The defender's reinforce token defends (seed 003 "Reinforce", seed 001); 2e focus
//!   and evade tokens are spent from the state; a 1e huge ship holds none.
//! - The attacker's lock on the defender is one it holds (`tokens.locks`), on the
//!   section the defender's `lockedBy` names in 1e (seed 003 "Target Lock Tokens"); a
//!   spent lock leaves both states. Its energy is the energy card's (the 1e CR90's die).
//! - The attacker's bonus attacks this round (seed 001 "Bonus Attacks": each "Bonus
//!   Attack:" header once per round, and one bonus attack with the primary or an
//!   "Attack:" header): `used.bonusAttacks` names the headers used and `used.primaryBonus`
//!   the primary one. They join the record the request gives (`attacksThisRound`; a
//!   header in either is used), so the attack refuses one already made, and the attack
//!   made is written back into `used`.

use super::state::ShipState;
use crate::attack::bonus::{AttacksThisRound, PRIMARY_HEADER};
use crate::attack::damage::Hull;
use crate::attack::{Attack, AttackOutcome, Attacker, AttackerTokens, Defender, DefenderState, DefenderTokens, Pool};
use crate::bases::Section;

/// The defender's damage state from its round state.
pub fn defender_state(s: &ShipState) -> DefenderState {
    let pool = |i: usize| s.cards.get(i).map(|c| c.pool()).unwrap_or_else(|| Pool::full(0, 0));
    let hull = if s.two_cards() { Hull::Sections { fore: pool(0), aft: pool(1) } } else { Hull::One(pool(0)) };
    let card = &s.cards[s.energy_card()];
    let mut d = DefenderState::new(hull, Some(card.energy));
    d.energy_limit = Some(card.energy_limit);
    for c in s.cards.iter().filter(|c| c.section.is_some()) {
        let section = c.section.unwrap_or(Section::Fore);
        if c.crippled {
            d.crippled.push(section);
        } else if c.pool().hull_damage() >= c.hull && c.hull > 0 {
            d.pending_cripple.push(section);
        }
    }
    d.destroyed = s.destroyed;
    d
}

/// Fills a defender's tokens and damage state from its round state.
pub fn read_defender(s: &ShipState, d: &mut Defender) {
    d.tokens = DefenderTokens { focus: s.tokens.focus, evade: s.tokens.evade, reinforce: s.tokens.reinforce };
    d.state = Some(defender_state(s));
}

/// Fills an attacker's focus, lock on `defender` and energy from its round state;
/// `defender_state` is the defender's round state, which says which 1e section the lock is on.
pub fn read_attacker(s: &ShipState, defender: Option<&str>, defender_state: Option<&ShipState>, a: &mut Attacker, me: &str) {
    let holds = defender.is_some_and(|id| s.tokens.locks.iter().any(|l| l == id));
    let lock_section =
        defender_state.and_then(|d| d.tokens.locked_by.iter().find(|l| l.by == me)).and_then(|l| l.section).filter(|_| holds);
    a.tokens = AttackerTokens { focus: s.tokens.focus, lock: u32::from(holds), lock_section };
    a.energy = Some(s.cards[s.energy_card()].energy);
    read_bonus(s, &mut a.attacks_this_round);
}

/// Adds the bonus attacks the state has used this round to the request's record.
fn read_bonus(s: &ShipState, done: &mut AttacksThisRound) {
    let primary = s.used.primary_bonus.then(|| PRIMARY_HEADER.to_string());
    for header in s.used.bonus_attacks.iter().cloned().chain(primary) {
        if !done.bonus.contains(&header) {
            done.bonus.push(header);
        }
    }
}

/// Writes the record of bonus attacks after the attack into the state's `used`.
fn write_bonus(done: &AttacksThisRound, next: &mut ShipState) {
    for header in &done.bonus {
        if header == PRIMARY_HEADER {
            next.used.primary_bonus = true;
        } else if !next.used.bonus_attacks.contains(header) {
            next.used.bonus_attacks.push(header.clone());
        }
    }
}

/// The defender's round state after the attack: pools, crippled sections, energy,
/// destroyed, tokens spent; a lock the attacker spent on it is gone.
pub fn defender_after(s: &ShipState, o: &AttackOutcome, attacker: Option<&str>) -> ShipState {
    let mut next = s.clone();
    if let Some(d) = &o.state {
        match &d.hull {
            Hull::Sections { fore, aft } if next.two_cards() => {
                next.cards[0].set_pool(fore);
                next.cards[1].set_pool(aft);
            }
            Hull::One(p) if !next.two_cards() => next.cards[0].set_pool(p),
            _ => {}
        }
        for c in next.cards.iter_mut() {
            // A section the attack cripples is crippled now (it takes no more damage), its
            // crippled side's consequences left to `crippleSection` (`flip_pending`).
            let now = !c.crippled && c.section.is_some_and(|x| d.crippled.contains(&x));
            c.crippled |= now;
            c.flip_pending |= now;
        }
        let i = next.energy_card();
        if let Some(e) = d.energy {
            next.cards[i].energy = e.min(next.cards[i].energy_limit);
        }
        next.destroyed = d.destroyed;
    }
    next.tokens.focus -= u32::from(o.defense.focus_spent).min(next.tokens.focus);
    next.tokens.evade -= u32::from(o.defense.evade_spent).min(next.tokens.evade);
    if o.lock_spent {
        next.tokens.locked_by.retain(|l| Some(l.by.as_str()) != attacker);
    }
    if next.destroyed {
        // A destroyed ship returns all its tokens (seed 000 "Crippled Sections").
        next.return_all_tokens();
    }
    next
}

/// The attacker's round state after the attack: focus and lock spent, energy for the 1e
/// CR90 die, the bonus attack made recorded in `used`.
pub fn attacker_after(s: &ShipState, o: &AttackOutcome, defender: Option<&str>) -> ShipState {
    let mut next = s.clone();
    write_bonus(&o.attacks_this_round, &mut next);
    next.tokens.focus -= u32::from(o.attack_focus_spent).min(next.tokens.focus);
    if o.lock_spent {
        next.tokens.locks.retain(|l| Some(l.as_str()) != defender);
    }
    let i = next.energy_card();
    next.cards[i].energy -= u32::from(o.dice.cr90_ability).min(next.cards[i].energy);
    next
}

/// The round states of an attack's two sides, each with its ship's id (locks name ships
/// by id): what the attack reads from them, and both states after it.
#[derive(Default)]
pub struct AttackStates {
    pub attacker: Option<(String, ShipState)>,
    pub defender: Option<(String, ShipState)>,
}

impl AttackStates {
    /// Fills the attack's tokens, energy and damage state from the round states; the ids
    /// are the sides' as the attack names them (the attacker's own by default).
    pub fn read(&self, a: &mut Attack, attacker_id: Option<&str>, defender_id: Option<&str>) {
        if let Some((_, d)) = &self.defender {
            read_defender(d, &mut a.defender);
        }
        if let Some((me, s)) = &self.attacker {
            read_attacker(s, defender_id, self.defender.as_ref().map(|(_, d)| d), &mut a.attacker, attacker_id.unwrap_or(me));
        }
    }

    /// The states after the attack: `(attacker, defender)`.
    pub fn after(&self, o: &AttackOutcome) -> (Option<ShipState>, Option<ShipState>) {
        let a_id = self.attacker.as_ref().map(|(id, _)| id.as_str());
        let d_id = self.defender.as_ref().map(|(id, _)| id.as_str());
        (self.attacker.as_ref().map(|(_, s)| attacker_after(s, o, d_id)), self.defender.as_ref().map(|(_, s)| defender_after(s, o, a_id)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attack::DamageCard;
    use crate::edition::Edition;
    use crate::round::LockOn;
    use crate::ships::HugeShip;
    use crate::wire::numbers::Whole;

    #[test]
    fn a_1e_cr90_state_reads_as_sections_with_a_pending_cripple() {
        // Fore: 8 hull, 8 damage cards, not yet crippled → to be crippled; aft crippled.
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::First);
        s.cards[0].damage = vec![DamageCard::facedown(); 8];
        s.cards[1].crippled = true;
        s.cards[1].damage = vec![DamageCard::facedown(); 8];
        s.cards[1].energy = 2;
        let d = defender_state(&s);
        assert_eq!((d.crippled.clone(), d.pending_cripple.clone(), d.energy), (vec![Section::Aft], vec![Section::Fore], Some(2)));
        assert!(matches!(d.hull, Hull::Sections { .. }));
    }

    #[test]
    fn the_attackers_lock_is_read_on_the_defenders_section() {
        // CR90 "c" holds a lock on Raider "r", which lies on the Raider's aft section.
        let mut me = ShipState::setup(HugeShip::Cr90, Edition::First);
        me.tokens.locks = vec!["r".into()];
        me.cards[1].energy = 3;
        let mut them = ShipState::setup(HugeShip::Raider, Edition::First);
        them.tokens.locked_by = vec![LockOn { by: "c".into(), section: Some(Section::Aft) }];
        let mut a = Attacker::default();
        read_attacker(&me, Some("r"), Some(&them), &mut a, "c");
        assert_eq!((a.tokens.lock, a.tokens.lock_section, a.energy), (1, Some(Section::Aft), Some(3)));
        // No lock on another defender.
        read_attacker(&me, Some("x"), None, &mut a, "c");
        assert_eq!((a.tokens.lock, a.tokens.lock_section), (0, None));
    }

    #[test]
    fn bonus_attacks_used_in_the_state_are_refused_and_new_ones_recorded() {
        // 2e CR90 that has used its "Ion Cannon Battery" bonus attack and its primary bonus
        // attack this round (seed 001 "Bonus Attacks": each header once, one primary bonus).
        use crate::attack::bonus::{AttackKind, AttackMade};
        use crate::attack::weapon::{arm, WeaponChoice};
        let ed = Edition::Second;
        let cr90 = Some(crate::ships::ShipType::Huge(HugeShip::Cr90));
        let primary = arm(ed, cr90, &WeaponChoice::default(), "weapon").unwrap();
        let special = WeaponChoice::printed(3, [1, 3], false);
        let special = arm(ed, cr90, &special, "weapon").unwrap();
        let perform = |kind: &AttackKind, done: &AttacksThisRound| {
            let weapon = if *kind == AttackKind::Bonus(PRIMARY_HEADER.into()) { &primary } else { &special };
            crate::attack::bonus::perform(ed, &AttackMade { kind, weapon, huge: true, secondary: None }, done)
        };
        let mut s = ShipState::setup(HugeShip::Cr90, ed);
        s.used.bonus_attacks = vec!["Ion Cannon Battery".into()];
        s.used.primary_bonus = true;
        let mut a = Attacker::default();
        a.attacks_this_round.bonus = vec!["Turbolaser Battery".into(), "Ion Cannon Battery".into()];
        read_attacker(&s, None, None, &mut a, "c");
        // The request's record and the state's, each header once: 2 + 1 new (primary) = 3.
        assert_eq!(a.attacks_this_round.bonus, ["Turbolaser Battery", "Ion Cannon Battery", PRIMARY_HEADER]);
        for used in ["Ion Cannon Battery", PRIMARY_HEADER, "Turbolaser Battery"] {
            let e = perform(&AttackKind::Bonus(used.into()), &a.attacks_this_round).unwrap_err();
            assert_eq!((e.code, e.field.as_str()), (crate::error::ErrorCode::NotAllowed, "weaponName"));
        }
        // A fresh state: the primary bonus attack is allowed once and written back as primaryBonus.
        let fresh = ShipState::setup(HugeShip::Cr90, ed);
        let mut b = Attacker::default();
        read_attacker(&fresh, None, None, &mut b, "c");
        let done = perform(&AttackKind::Bonus(PRIMARY_HEADER.into()), &b.attacks_this_round).unwrap();
        let mut next = fresh.clone();
        write_bonus(&done, &mut next);
        assert!(next.used.primary_bonus && next.used.bonus_attacks.is_empty());
        // Read back, the same primary bonus attack is refused.
        read_attacker(&next, None, None, &mut b, "c");
        assert!(perform(&AttackKind::Bonus(PRIMARY_HEADER.into()), &b.attacks_this_round).is_err());
    }

    #[test]
    fn the_states_after_follow_the_attack_for_every_seed() {
        // 2e: CR90 "c" (one focus, a lock on "g") attacks Gozanti "g" (one evade, reinforce
        // on the full front arc, 5 shields) with 4 dice. For each seed: the Gozanti's card
        // is the attack's pool after; the evade token goes iff it was spent; the lock leaves
        // both states iff it was spent; the reinforce token stays (until the End phase).
        use crate::attack::{resolve, Attack, AttackGeometry, Weapon};
        use crate::ships::ShipType;
        let ed = Edition::Second;
        let mut me = ShipState::setup(HugeShip::Cr90, ed);
        me.tokens.focus = 1;
        me.tokens.locks = vec!["g".into()];
        let mut them = ShipState::setup(HugeShip::Gozanti, ed);
        them.tokens.evade = 1;
        them.tokens.reinforce = Some(crate::attack::Reinforce::FullFront);
        them.tokens.locked_by = vec![LockOn { by: "c".into(), section: None }];
        let mut a = Attack {
            edition: ed,
            weapon: Weapon::primary_dice(4),
            geometry: AttackGeometry {
                range: Some(2),
                defender_arcs_containing_attacker: Some(vec![crate::attack::DefenderArc::FullFront]),
                ..AttackGeometry::default()
            },
            attacker: Attacker::default(),
            defender: Defender { ship: Some(ShipType::Huge(HugeShip::Gozanti)), ..Defender::default() },
            deck: None,
        };
        read_defender(&them, &mut a.defender);
        read_attacker(&me, Some("g"), Some(&them), &mut a.attacker, "c");
        assert_eq!((a.attacker.tokens.focus, a.attacker.tokens.lock, a.defender.tokens.evade), (1, 1, 1));
        for seed in 0..40 {
            let o = resolve(&a, seed, false).unwrap();
            let d = defender_after(&them, &o, Some("c"));
            let Some(Hull::One(pool)) = o.state.as_ref().map(|s| s.hull.clone()) else { panic!("a 2e pool") };
            assert_eq!(d.cards[0].pool(), pool);
            assert_eq!(d.tokens.evade, 1 - u32::from(o.defense.evade_spent));
            assert_eq!(d.tokens.locked_by.is_empty(), o.lock_spent);
            assert_eq!(d.tokens.reinforce, them.tokens.reinforce);
            let at = attacker_after(&me, &o, Some("g"));
            assert_eq!((at.tokens.focus, at.tokens.locks.is_empty()), (1 - u32::from(o.attack_focus_spent), o.lock_spent));
            d.validate().unwrap();
        }
    }

    #[test]
    fn a_section_the_attack_cripples_waits_for_its_crippled_side() {
        // 1e CR90 aft: hull 8, no shields, 7 facedown cards, 5 energy. A 3-dice attack at
        // range 2 by a small ship: any seed with a hit or crit makes 7 + 1 ≥ 8, so the aft is
        // crippled (no more damage) and its flip waits for crippleSection; energy unchanged (5).
        use crate::attack::{resolve, Attack, AttackGeometry, Weapon};
        use crate::round::crippling::{cripple, Cripple};
        use crate::ships::ShipType;
        let ed = Edition::First;
        let mut them = ShipState::setup(HugeShip::Cr90, ed);
        them.cards[1].shields = 0;
        them.cards[1].damage = vec![DamageCard::facedown(); 7];
        them.cards[1].energy = 5;
        let mut a = Attack {
            edition: ed,
            weapon: Weapon::primary_dice(3),
            geometry: AttackGeometry { range: Some(2), ..AttackGeometry::default() },
            attacker: Attacker { ship: Some(ShipType::Small), ..Attacker::default() },
            defender: Defender { ship: Some(ShipType::Huge(HugeShip::Cr90)), section: Some(Section::Aft), ..Defender::default() },
            deck: None,
        };
        read_defender(&them, &mut a.defender);
        let (mut crippled_seeds, none) = (0, Vec::new());
        for seed in 0..40 {
            let o = resolve(&a, seed, false).unwrap();
            let mut d = defender_after(&them, &o, None);
            d.validate().unwrap();
            let aft = &d.cards[1];
            let hit = o.hits + o.crits > 0;
            assert_eq!((aft.crippled, aft.flip_pending, aft.energy), (hit, hit, 5), "seed {seed}");
            if hit {
                crippled_seeds += 1;
                // Its crippled side, limit 2: 5 − 2 = 3 energy discarded, once.
                let c = Cripple { section: Section::Aft, energy_limit: Some(Whole(2)), shield_value: None, discard: none.clone() };
                assert_eq!(cripple(&mut d, &c).unwrap().energy_discarded, 3);
                assert_eq!((d.cards[1].energy, d.cards[1].flip_pending), (2, false));
                assert!(cripple(&mut d, &c).is_err());
            }
        }
        assert!(crippled_seeds > 0);
    }
}
