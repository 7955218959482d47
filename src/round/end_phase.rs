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

use super::energy::after_energy_recovered_2e;
use super::state::{ShipState, Used};
use crate::edition::Edition;
use crate::ships::card_2e;

/// What the End phase did to one ship.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EndReport {
    pub reinforce_removed: bool,
    pub tokens_removed: Vec<(&'static str, u32)>,
    pub energy_recovered: u32,
    pub shields_recovered: u32,
    pub stress_removed: u32,
}

pub fn end_phase(s: &mut ShipState) -> EndReport {
    let mut r = EndReport { reinforce_removed: s.tokens.reinforce.take().is_some(), ..EndReport::default() };
    let t = &mut s.tokens;
    let removable: [(&'static str, &mut u32); 4] =
        [("focus", &mut t.focus), ("evade", &mut t.evade), ("jam", &mut t.jam), ("tractor", &mut t.tractor)];
    for (name, n) in removable {
        // 1e has no jam tokens; tractor tokens are not part of the 1e huge-ship End phase.
        if s.edition == Edition::First && name == "tractor" {
            continue;
        }
        if *n > 0 {
            r.tokens_removed.push((name, *n));
            *n = 0;
        }
    }
    if s.edition == Edition::Second && !s.destroyed {
        let c = card_2e(s.ship);
        let card = &mut s.cards[0];
        let energy = (card.energy + c.energy_recurring).min(card.energy_limit);
        r.energy_recovered = energy - card.energy;
        card.energy = energy;
        let shields = (card.pool.shields + c.shield_recurring).min(card.shield_value);
        r.shields_recovered = shields - card.pool.shields;
        card.pool.shields = shields;
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
    use crate::round::state::UsedAction;
    use crate::ships::HugeShip;

    #[test]
    fn first_edition_removes_reinforce_and_clears_the_round() {
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::First);
        s.cards[1].energy = 3;
        s.tokens.reinforce = Some(Reinforce::Section(Section::Aft));
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
        s.cards[0].pool.shields = 6;
        s.cards[0].energy = 1;
        s.tokens.stress = 2;
        s.tokens.jam = 1;
        s.tokens.ion = 3;
        s.tokens.reinforce = Some(Reinforce::FullFront);
        let r = end_phase(&mut s);
        assert_eq!((r.energy_recovered, r.stress_removed, r.shields_recovered), (2, 2, 1));
        assert_eq!((s.cards[0].energy, s.tokens.stress, s.cards[0].pool.shields), (1, 0, 7));
        assert_eq!((s.tokens.jam, s.tokens.ion, s.tokens.reinforce), (0, 3, None));
        // An upgrade raises the capacity but not the recovery: capacity 9, still +2.
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::Second);
        s.cards[0].energy_limit = 9;
        s.cards[0].energy = 5;
        assert_eq!(end_phase(&mut s).energy_recovered, 2);
    }
}
