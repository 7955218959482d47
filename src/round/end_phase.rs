//! The End phase.
//!
//! - 1e (seed 003 "Reinforce"): "During the End phase, remove all reinforce tokens
//!   along with focus and evade tokens" (a huge ship holds no focus or evade: they are
//!   removed at once). Energy is not recovered: it is gained in the Gain Energy step.
//! - 2e: green and orange tokens (focus, evade, reinforce; jam, tractor) are removed
//!   (core rules, "Tokens"); red ones (stress, ion) and locks stay. The ship recovers
//!   energy equal to the recurring symbols on its ship card only (seed 001 "Energy"),
//!   never above its capacity, then spends one energy per stress token and removes
//!   that many (seed 001 "Stress"); shields recover by their recurring symbols, to
//!   at most the shield value (seed 001 "Resource Trackers").
//!
//! Both: what was used this round (actions, "Energy:" cards, bonus attack headers)
//! is cleared.
//!
//! Standard ships ([`end_phase_standard`]): the engine keeps only their tokens, and
//! the End phase removes the same tokens from them as from a huge ship of the edition
//! (1e: "remove all reinforce tokens along with focus and evade tokens", seed 003
//! "Reinforce", as the core rules' End phase; 2e: the green and orange tokens, core
//! rules "Tokens"). They have no energy, and their shields do not recover.

use super::energy::after_energy_recovered_2e;
use super::state::{ShipState, Tokens, Used};
use crate::edition::Edition;
use crate::ships::card_2e;
use crate::wire::ToWire;

/// What the End phase did to one ship (`endPhase` writes it beside the ship's id).
#[derive(Clone, Debug, Default, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct EndReport {
    pub reinforce_removed: bool,
    pub tokens_removed: Vec<Removed>,
    pub energy_recovered: u32,
    pub shields_recovered: u32,
    pub stress_removed: u32,
}

/// Tokens of one kind removed.
#[derive(Clone, Debug, PartialEq, ToWire)]
pub struct Removed {
    pub token: &'static str,
    pub count: u32,
}

/// Removes the tokens the End phase removes in `edition` (huge and standard ships alike):
/// reinforce, focus, evade and jam; in 2e tractor too. Stress, ion and locks stay.
fn remove_tokens(edition: Edition, t: &mut Tokens) -> EndReport {
    let mut r = EndReport { reinforce_removed: t.reinforce.take().is_some(), ..EndReport::default() };
    let removable: [(&'static str, &mut u32); 4] =
        [("focus", &mut t.focus), ("evade", &mut t.evade), ("jam", &mut t.jam), ("tractor", &mut t.tractor)];
    for (name, n) in removable {
        // 1e has no jam tokens; tractor tokens are not part of the 1e End phase text.
        if edition == Edition::First && name == "tractor" {
            continue;
        }
        if *n > 0 {
            r.tokens_removed.push(Removed { token: name, count: *n });
            *n = 0;
        }
    }
    r
}

/// A standard ship's End phase: its tokens only (the engine keeps no other state for it).
pub fn end_phase_standard(edition: Edition, t: &mut Tokens) -> EndReport {
    remove_tokens(edition, t)
}

pub fn end_phase(s: &mut ShipState) -> EndReport {
    let mut r = remove_tokens(s.edition, &mut s.tokens);
    if s.edition == Edition::Second && !s.destroyed {
        let c = card_2e(s.ship);
        let card = &mut s.cards[0];
        let energy = (card.energy + c.energy_recurring).min(card.energy_limit);
        r.energy_recovered = energy - card.energy;
        card.energy = energy;
        let shields = (card.shields + c.shield_recurring).min(card.shield_value);
        r.shields_recovered = shields - card.shields;
        card.shields = shields;
        r.stress_removed = after_energy_recovered_2e(s);
    }
    s.used = Used::default();
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attack::Reinforce;
    use crate::bases::Section;
    use crate::round::state::{LockOn, UsedAction};
    use crate::ships::HugeShip;

    fn removed(r: &EndReport) -> Vec<(&'static str, u32)> {
        r.tokens_removed.iter().map(|t| (t.token, t.count)).collect()
    }

    #[test]
    fn first_edition_removes_reinforce_and_clears_the_round() {
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::First);
        s.cards[1].energy = 3;
        s.tokens.reinforce = Some(Reinforce::Aft);
        s.tokens.ion = 1;
        s.used.actions.push(UsedAction { action: "reinforce".into(), section: Some(Section::Aft), free: false });
        let r = end_phase(&mut s);
        assert!(r.reinforce_removed);
        // Energy stays (no recovery in 1e), ions stay (removed at the end of Activation).
        assert_eq!((s.cards[1].energy, s.tokens.ion, s.used.actions.len()), (3, 1, 0));
        assert_eq!(r.energy_recovered, 0);
    }

    #[test]
    fn second_edition_recovers_by_the_recurring_symbols_then_pays_stress() {
        // 2e CR90: shields 7 (+2), energy 7 (+2) (docs/conventions.md §7). From shields 6, energy 1,
        // 2 stress: energy 1 + 2 = 3, then 2 spent on the 2 stress -> 1; shields 6 + 2 capped at 7.
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::Second);
        s.cards[0].shields = 6;
        s.cards[0].energy = 1;
        s.tokens.stress = 2;
        s.tokens.jam = 1;
        s.tokens.ion = 3;
        s.tokens.reinforce = Some(Reinforce::FullFront);
        let r = end_phase(&mut s);
        assert_eq!((r.energy_recovered, r.stress_removed, r.shields_recovered), (2, 2, 1));
        assert_eq!((s.cards[0].energy, s.tokens.stress, s.cards[0].shields), (1, 0, 7));
        assert_eq!((s.tokens.jam, s.tokens.ion, s.tokens.reinforce), (0, 3, None));
        // An upgrade raises the capacity but not the recovery: capacity 9, still +2.
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::Second);
        s.cards[0].energy_limit = 9;
        s.cards[0].energy = 5;
        assert_eq!(end_phase(&mut s).energy_recovered, 2);
    }

    /// A standard ship holding one of every token the engine knows, and a lock.
    fn everything() -> Tokens {
        Tokens {
            focus: 1,
            evade: 2,
            stress: 3,
            ion: 1,
            tractor: 2,
            jam: 1,
            reinforce: Some(Reinforce::FullRear),
            locks: vec!["x".into()],
            locked_by: vec![LockOn { by: "y".into(), section: None }],
        }
    }

    #[test]
    fn second_edition_standard_ships_lose_green_and_orange_tokens() {
        // Core rules "Tokens": green (focus 1, evade 2, reinforce) and orange (jam 1,
        // tractor 2) go; red (stress 3, ion 1) and the locks stay.
        let mut t = everything();
        let r = end_phase_standard(Edition::Second, &mut t);
        assert!(r.reinforce_removed);
        assert_eq!(removed(&r), [("focus", 1), ("evade", 2), ("jam", 1), ("tractor", 2)]);
        assert_eq!((r.energy_recovered, r.shields_recovered, r.stress_removed), (0, 0, 0));
        let left = Tokens {
            stress: 3,
            ion: 1,
            locks: vec!["x".into()],
            locked_by: vec![LockOn { by: "y".into(), section: None }],
            ..Tokens::default()
        };
        assert_eq!(t, left);
    }

    #[test]
    fn first_edition_standard_ships_lose_focus_evade_and_reinforce_only() {
        // Seed 003 "Reinforce": reinforce, focus and evade go (and a jam count, which 1e
        // never gives: its jam assigns stress); tractor 2, stress 3, ion 1 and locks stay.
        let mut t = everything();
        let r = end_phase_standard(Edition::First, &mut t);
        assert!(r.reinforce_removed);
        assert_eq!(removed(&r), [("focus", 1), ("evade", 2), ("jam", 1)]);
        assert_eq!((t.stress, t.ion, t.tractor, t.locks.len(), t.locked_by.len()), (3, 1, 2, 1, 1));
        // Nothing to remove: an empty report.
        let mut none = Tokens { stress: 1, ..Tokens::default() };
        assert_eq!(end_phase_standard(Edition::First, &mut none), EndReport::default());
    }
}
