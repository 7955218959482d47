//! The exact probability of every total damage of an attack (docs/conventions.md §6): every
//! outcome of the dice is enumerated as face counts with multinomial weights,
//! equal states are merged, and the same modifier code as the roll is applied.
//! No sampling.
//!
//! Exactness: each probability is an integer weight over 8^k, a dyadic fraction,
//! and so are their products and sums; f64 holds them exactly while the dice
//! thrown in one attack path (attack dice, rerolls and defense dice) stay within
//! 17 (8^17 = 2^51). Beyond that the results are rounded to f64 (relative error
//! about 1e-16), never sampled.

use super::compare::{cancel, reinforce_2e};
use super::modifiers::{modify_defense, spend_attack_focus, AttackCounts, AttackTokens, DefenseCounts, DefenseTokens};
use super::MAX_DICE;
use crate::edition::Edition;
use std::sync::OnceLock;

/// `damage[k]` = P(total uncancelled hits and crits = k); `expected` = Σ k·P(k).
#[derive(Clone, Debug, PartialEq, crate::wire::ToWire)]
pub struct Distribution {
    pub damage: Vec<f64>,
    pub expected: f64,
}

/// Everything the exact enumeration needs: dice counts and the modifiers in force.
#[derive(Clone, Copy, Debug)]
pub struct DistributionInput {
    pub edition: Edition,
    pub attack_dice: u32,
    pub defense_dice: u32,
    pub attack: AttackTokens,
    pub defense: DefenseTokens,
    /// 2e reinforce applies (token on the arc the attacker is in).
    pub reinforce_2e: bool,
}

const SIDE: usize = MAX_DICE as usize + 1;

fn factorial(n: u32) -> u128 {
    (1..=n as u128).product()
}

/// Multinomial probability of a face count: n!/Π(k_i!) · Π(w_i^k_i) / 8^n,
/// where `w` are the faces' eighths.
fn probability(counts: &[u32], weights: &[u32]) -> f64 {
    let n: u32 = counts.iter().sum();
    let mut num = factorial(n);
    for (&k, &w) in counts.iter().zip(weights) {
        num = num / factorial(k) * (w as u128).pow(k);
    }
    num as f64 / 8f64.powi(n as i32)
}

/// Outcome tables for every dice count 0..=MAX_DICE, built once: the enumeration
/// then only reads them (this is what keeps a distribution in microseconds).
struct Tables {
    attack: Vec<Vec<(AttackCounts, f64)>>,
    defense: Vec<Vec<(DefenseCounts, f64)>>,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| Tables {
        attack: (0..=MAX_DICE).map(attack_outcomes).collect(),
        defense: (0..=MAX_DICE).map(defense_outcomes).collect(),
    })
}

fn attack_table(n: u32) -> &'static [(AttackCounts, f64)] {
    tables().attack.get(n as usize).map_or(&[], |v| v.as_slice())
}

fn defense_table(n: u32) -> &'static [(DefenseCounts, f64)] {
    tables().defense.get(n as usize).map_or(&[], |v| v.as_slice())
}

/// Every face count of `n` attack dice with its probability.
pub fn attack_outcomes(n: u32) -> Vec<(AttackCounts, f64)> {
    let mut out = Vec::new();
    for hit in 0..=n {
        for crit in 0..=n - hit {
            for focus in 0..=n - hit - crit {
                let blank = n - hit - crit - focus;
                let p = probability(&[hit, crit, focus, blank], &[3, 1, 2, 2]);
                out.push((AttackCounts { hit, crit, focus, blank }, p));
            }
        }
    }
    out
}

/// Every face count of `n` defense dice with its probability.
pub fn defense_outcomes(n: u32) -> Vec<(DefenseCounts, f64)> {
    let mut out = Vec::new();
    for evade in 0..=n {
        for focus in 0..=n - evade {
            let blank = n - evade - focus;
            out.push((DefenseCounts { evade, focus, blank }, probability(&[evade, focus, blank], &[3, 2, 3])));
        }
    }
    out
}

/// P(hits, crits) after rerolls and focus, as a dense SIDE x SIDE table.
fn attack_results(n: u32, t: AttackTokens) -> Vec<f64> {
    let mut table = vec![0.0; SIDE * SIDE];
    let mut add = |c: &AttackCounts, p: f64| {
        let r = spend_attack_focus(c, t);
        if let Some(cell) = table.get_mut(r.hits as usize * SIDE + r.crits as usize) {
            *cell += p;
        }
    };
    for &(c, p) in attack_table(n) {
        let k = t.reroll_count(&c);
        if k == 0 {
            add(&c, p);
            continue;
        }
        let kept_focus = if t.focus { c.focus } else { 0 };
        for (r, q) in attack_table(k) {
            let fin = AttackCounts { hit: c.hit + r.hit, crit: c.crit + r.crit, focus: kept_focus + r.focus, blank: r.blank };
            add(&fin, p * q);
        }
    }
    table
}

/// The exact damage distribution of one attack.
pub fn distribution(input: &DistributionInput) -> Distribution {
    let n = input.attack_dice.min(MAX_DICE);
    let attack = attack_results(n, input.attack);
    let defense = defense_table(input.defense_dice.min(MAX_DICE));
    let mut damage = vec![0.0; n as usize + 1];
    for (i, &p) in attack.iter().enumerate() {
        if p == 0.0 {
            continue;
        }
        let (hits, crits) = ((i / SIDE) as u32, (i % SIDE) as u32);
        for (d, q) in defense {
            let r = modify_defense(input.edition, d, input.defense, hits + crits);
            let (h, c) = cancel(hits, crits, r.evades);
            let (h, c, _) = reinforce_2e(h, c, input.reinforce_2e);
            if let Some(cell) = damage.get_mut((h + c) as usize) {
                *cell += p * q;
            }
        }
    }
    let expected = damage.iter().enumerate().map(|(k, p)| k as f64 * p).sum();
    Distribution { damage, expected }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(edition: Edition, a: u32, d: u32) -> DistributionInput {
        DistributionInput {
            edition,
            attack_dice: a,
            defense_dice: d,
            attack: AttackTokens::default(),
            defense: DefenseTokens::default(),
            reinforce_2e: false,
        }
    }

    fn assert_exact(got: &[f64], want: &[f64]) {
        assert_eq!(got.len(), want.len(), "{got:?}");
        for (g, w) in got.iter().zip(want) {
            assert!((g - w).abs() <= 1e-12, "{got:?} vs {want:?}");
        }
    }

    #[test]
    fn outcomes_sum_to_one() {
        for n in 0..=MAX_DICE {
            let s: f64 = attack_outcomes(n).iter().map(|o| o.1).sum();
            assert!((s - 1.0).abs() < 1e-12, "{n}: {s}");
            let s: f64 = defense_outcomes(n).iter().map(|o| o.1).sum();
            assert!((s - 1.0).abs() < 1e-12, "{n}: {s}");
        }
    }

    #[test]
    fn three_against_three_is_the_spec_reference() {
        // docs/conventions.md §6: successes ~ Bin(3, 1/2), evades ~ Bin(3, 3/8), damage = max(0, S − E).
        let d = distribution(&input(Edition::First, 3, 3));
        assert_exact(&d.damage, &[1093.0 / 2048.0, 1185.0 / 4096.0, 75.0 / 512.0, 125.0 / 4096.0]);
        // Exactly, not just within 1e-12: these are dyadic.
        assert_eq!(d.damage[0], 1093.0 / 2048.0);
    }

    #[test]
    fn focus_and_lock_make_each_die_hit_fifteen_times_in_sixteen() {
        // A die fails only by rolling blank (1/4) and rerolling blank (1/4): 1/16.
        // So damage ~ Bin(3, 15/16): 1, 45, 675, 3375 over 4096.
        let mut i = input(Edition::First, 3, 0);
        i.attack = AttackTokens { focus: true, lock: true };
        let d = distribution(&i);
        assert_exact(&d.damage, &[1.0 / 4096.0, 45.0 / 4096.0, 675.0 / 4096.0, 3375.0 / 4096.0]);
    }

    #[test]
    fn lock_without_focus_rerolls_focus_too() {
        // Per die: success 1/2, else (1/2) reroll for 1/2: 3/4.
        let mut i = input(Edition::Second, 1, 0);
        i.attack = AttackTokens { focus: false, lock: true };
        assert_exact(&distribution(&i).damage, &[0.25, 0.75]);
    }

    #[test]
    fn range_four_against_a_huge_ship() {
        // 2e range 4: 3 attack dice vs 0 + 2 defense dice. E[max(0, S − E)] with
        // S ~ Bin(3, 1/2), E ~ Bin(2, 3/8): P(E=0,1,2) = 25/64, 30/64, 9/64;
        // E[S] = 3/2, E[(S−1)+] = 3/2 − 7/8 = 5/8, E[(S−2)+] = 1/8;
        // 25/64·3/2 + 30/64·5/8 + 9/64·1/8 = (300 + 150 + 9)/512 = 459/512.
        let d = distribution(&input(Edition::Second, 3, 2));
        assert!((d.expected - 459.0 / 512.0).abs() <= 1e-12);
    }

    #[test]
    fn reinforce_2e_never_takes_the_last_point() {
        // 2 attack dice, no defense: S ~ Bin(2, 1/2) = 1/4, 1/2, 1/4; reinforce turns 2 into 1.
        let mut i = input(Edition::Second, 2, 0);
        i.reinforce_2e = true;
        assert_exact(&distribution(&i).damage, &[0.25, 0.75, 0.0]);
    }

    #[test]
    fn evade_token_1e_adds_and_2e_changes() {
        // 1 attack die vs 1 defense die with an evade token.
        // 1e: the token always cancels one: damage 0 surely.
        let mut i = input(Edition::First, 1, 1);
        i.defense = DefenseTokens { evade: true, ..Default::default() };
        assert_exact(&distribution(&i).damage, &[1.0, 0.0]);
        // 2e: the die is an evade (3/8) or can be changed into one (5/8): also 0.
        i.edition = Edition::Second;
        assert_exact(&distribution(&i).damage, &[1.0, 0.0]);
        // 2e with no defense die the token has nothing to change.
        i.defense_dice = 0;
        assert_exact(&distribution(&i).damage, &[0.5, 0.5]);
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod props {
    use super::super::resolve::resolve;
    use super::super::*;
    use super::*;
    use proptest::prelude::*;

    fn attack(edition: Edition, a: u32, d: u32, tokens: [bool; 5]) -> Attack {
        let [af, al, df, de, re] = tokens;
        Attack {
            edition,
            weapon: Weapon::primary_dice(a),
            geometry: AttackGeometry { defender_arcs_containing_attacker: Some(vec![DefenderArc::FullFront]), ..Default::default() },
            attacker: Attacker { tokens: AttackerTokens { focus: af as u32, lock: al as u32, lock_section: None }, ..Default::default() },
            defender: Defender {
                dice: d,
                tokens: DefenderTokens {
                    focus: df as u32,
                    evade: de as u32,
                    reinforce: re.then_some(if edition == Edition::First { Reinforce::Fore } else { Reinforce::FullFront }),
                },
                section: Some(crate::bases::Section::Fore),
                ..Default::default()
            },
            deck: None,
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// The distribution sums to 1, its expectation matches, and every rolled
        /// outcome is one the distribution gives a positive probability.
        #[test]
        fn rolls_fall_inside_the_exact_distribution(
            first in any::<bool>(), a in 0u32..8, d in 0u32..6, tokens in any::<[bool; 5]>(), seed in 0u64..1_000_000,
        ) {
            let edition = if first { Edition::First } else { Edition::Second };
            let o = resolve(&attack(edition, a, d, tokens), seed, true).unwrap();
            let dist = o.distribution.unwrap();
            let total: f64 = dist.damage.iter().sum();
            prop_assert!((total - 1.0).abs() < 1e-12);
            prop_assert!(dist.damage.iter().all(|p| *p >= 0.0));
            let k = (o.hits + o.crits) as usize;
            prop_assert!(dist.damage.get(k).is_some_and(|p| *p > 0.0), "{k} {:?}", dist.damage);
            prop_assert!(o.hits + o.crits <= a);
        }

        /// More defense dice, or a defender token, never raise the expected damage;
        /// attacker tokens never lower it.
        #[test]
        fn modifiers_move_expected_damage_the_right_way(
            first in any::<bool>(), a in 0u32..7, d in 0u32..5, tokens in any::<[bool; 5]>(),
        ) {
            let edition = if first { Edition::First } else { Edition::Second };
            let e = |a: u32, d: u32, t: [bool; 5]| resolve(&attack(edition, a, d, t), 0, true).unwrap().distribution.unwrap().expected;
            let base = e(a, d, tokens);
            prop_assert!(e(a, d + 1, tokens) <= base + 1e-12);
            prop_assert!(e(a + 1, d, tokens) >= base - 1e-12);
            for i in 0..5 {
                let mut more = tokens;
                more[i] = true;
                let changed = e(a, d, more);
                if i < 2 { prop_assert!(changed >= base - 1e-12) } else { prop_assert!(changed <= base + 1e-12) }
            }
        }
    }
}
