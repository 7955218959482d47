//! Energy during the round.
//!
//! 1e (seed 003 "Energy Steps in the Activation Phase", between "Clean Up" and
//! "Perform Action"):
//! 1. Gain Energy: the energy icons of the revealed maneuver, one less per ion token
//!    (seed 003 "Ion Tokens"); the excess over the card's limit is returned at once
//!    ("Energy Limit").
//! 2. Allocate Energy: from the ship card to cards with an energy limit, never above
//!    a card's limit.
//! 3. Use Energy: each card with the "Energy:" header once per round.
//!
//! All ion tokens are removed at the end of the Activation phase (seed 003 "Ion Tokens").
//!
//! The steps "occur in the following order", once per activation ([`Progress`]): one
//! request's list is checked so (one Gain; no Gain or Allocate after a Use; nothing
//! after the end of the Activation phase), and a state that has used an "Energy:"
//! card this round (`used.energy_cards`) is past Gain and Allocate. A Gain made by an
//! earlier call (`energyStep` or `placeMove`, which also gains) leaves no mark in the
//! state, so a second one across calls cannot be seen.
//!
//! 2e (seed 001 "Energy", "Stress"): energy is a charge on the ship card, spent from
//! the ship card; after gaining a stress token the ship spends one energy to remove
//! it, if able; after recovering energy it spends one per stress token and removes
//! that many. Recovery happens in the End phase ([`super::end_phase`]).

use super::state::ShipState;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::movement::dials;
use crate::movement::energy::gain_energy_1e;
use crate::movement::Maneuver;
use crate::ships::ShipType;
use crate::wire::ToWire;

/// The energy icons of revealed maneuver `m` on the ship's 1e dial (step 1, Gain
/// Energy); a maneuver the dial lacks is `NOT_ALLOWED` on `field`.
pub fn dial_icons_1e(ship: ShipType, m: Maneuver, field: &str) -> Result<u32> {
    let entry = dials::lookup(ship, Edition::First, m)
        .ok_or_else(|| RulesError::not_allowed(field, "gain energy: the maneuver is not on the ship's 1e dial"))?;
    Ok(entry.energy.unwrap_or(0))
}

/// One energy step; `field` is the step's path in the request for errors.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// 1e Gain Energy with the revealed maneuver's energy icons.
    Gain { icons: u32 },
    /// 1e Allocate Energy: `amount` from the ship card to the upgrade `upgrade`.
    Allocate { upgrade: String, amount: u32 },
    /// 1e Use Energy: the "Energy:" header of `card`, spending `cost` from it (an
    /// upgrade with an energy limit) or from the ship card.
    Use { card: String, cost: u32 },
    /// Spend energy from the ship card (2e: an upgrade instructs it; 1e: any other cost).
    Spend { cost: u32 },
    /// 2e: gain stress tokens; each is removed by spending one energy while any is left.
    GainStress { count: u32 },
    /// 1e: the end of the Activation phase removes every ion token.
    EndActivation,
}

/// What one step did, for the page to show (`energyStep`'s `steps`).
#[derive(Clone, Debug, Default, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct StepReport {
    pub energy_before: u32,
    pub energy_after: u32,
    /// Gain: energy icons cancelled by ion tokens, and energy returned over the limit.
    pub ion_loss: u32,
    pub returned: u32,
    pub stress_removed: u32,
    pub ions_removed: u32,
}

/// The 1e energy steps' order (seed 003 "Energy Steps in the Activation Phase": "two
/// additional steps ... they occur in the following order: Gain Energy ... Allocate
/// Energy ... Use Energy"), once per activation; the end of the Activation phase
/// comes after them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    #[default]
    Before,
    Gained,
    Allocating,
    Using,
    Ended,
}

/// Where a 1e ship stands in its energy steps, as far as one request can tell.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Progress {
    stage: Stage,
}

const ORDER_RULE: &str =
    "the energy steps occur once per activation, in the order Gain Energy, Allocate Energy, Use Energy (seed 003 \"Energy Steps in the Activation Phase\")";

impl Progress {
    /// A ship that has used an "Energy:" card this round is at its Use Energy step.
    pub fn start(s: &ShipState) -> Progress {
        Progress { stage: if s.used.energy_cards.is_empty() { Stage::Before } else { Stage::Using } }
    }

    /// Refuses `step` out of order (1e; 2e has no such steps and `apply` refuses them).
    pub fn check(&mut self, edition: Edition, step: &Step, field: &str) -> Result<()> {
        let (at, what) = match step {
            Step::Gain { .. } => (Stage::Gained, "gain energy"),
            Step::Allocate { .. } => (Stage::Allocating, "allocate energy"),
            Step::Use { .. } => (Stage::Using, "use energy"),
            Step::EndActivation => (Stage::Ended, "end of activation"),
            Step::Spend { .. } | Step::GainStress { .. } => return Ok(()),
        };
        if edition == Edition::Second {
            return Ok(());
        }
        // Allocate and Use may list several cards (several entries); Gain is one step.
        let repeatable = matches!(at, Stage::Allocating | Stage::Using | Stage::Ended);
        if self.stage > at || (self.stage == at && !repeatable) {
            let done = match self.stage {
                Stage::Gained => "the ship has already gained energy",
                Stage::Allocating => "the ship has already allocated energy",
                Stage::Using => "the ship has already used energy this round",
                Stage::Ended | Stage::Before => "the Activation phase has ended",
            };
            return Err(refuse(field, format!("{what}: {done}; {ORDER_RULE}")));
        }
        self.stage = at;
        Ok(())
    }
}

fn refuse(field: &str, msg: impl Into<String>) -> RulesError {
    RulesError::not_allowed(field, msg)
}

/// Applies one step to `s` (already validated), or refuses it naming the rule.
pub fn apply(s: &mut ShipState, step: &Step, field: &str) -> Result<StepReport> {
    let i = s.energy_card();
    let before = s.cards[i].energy;
    let mut r = StepReport { energy_before: before, ..StepReport::default() };
    match (step, s.edition) {
        (Step::Gain { icons }, Edition::First) => {
            let card = &mut s.cards[i];
            let g = gain_energy_1e(before, *icons, s.tokens.ion, card.energy_limit);
            card.energy = g.after;
            r.ion_loss = g.ion_loss;
            r.returned = (before + icons - g.ion_loss).saturating_sub(g.after);
        }
        (Step::Gain { .. }, Edition::Second) => {
            return Err(refuse(
                field,
                "gain energy: 2e has no Gain Energy step; energy is a charge recovered in the End phase (seed 001 \"Energy\")",
            ))
        }
        (Step::Allocate { upgrade, amount }, Edition::First) => allocate(s, upgrade, *amount, field)?,
        (Step::Use { card, cost }, Edition::First) => use_energy(s, card, *cost, field)?,
        (Step::Allocate { .. } | Step::Use { .. }, Edition::Second) => {
            return Err(refuse(
                field,
                "allocate and use energy are 1e steps; a 2e ship spends energy from its ship card (seed 001 \"Energy\")",
            ))
        }
        (Step::Spend { cost }, _) => spend(s, *cost, "spend energy", field)?,
        (Step::GainStress { count }, Edition::Second) => r.stress_removed = gain_stress_2e(s, *count),
        (Step::GainStress { count }, Edition::First) => {
            // Seed 003 "Focus, Evade, and Stress Tokens": removed at once.
            r.stress_removed = *count;
        }
        (Step::EndActivation, Edition::First) => {
            r.ions_removed = s.tokens.ion;
            s.tokens.ion = 0;
        }
        (Step::EndActivation, Edition::Second) => {
            return Err(refuse(field, "end of activation: only 1e removes ion tokens then (seed 003 \"Ion Tokens\")"))
        }
    }
    r.energy_after = s.cards[s.energy_card()].energy;
    Ok(r)
}

fn spend(s: &mut ShipState, cost: u32, what: &str, field: &str) -> Result<()> {
    let i = s.energy_card();
    let card = &mut s.cards[i];
    if cost > card.energy {
        return Err(refuse(field, format!("{what}: costs {cost} energy and the ship card holds {}", card.energy)));
    }
    card.energy -= cost;
    Ok(())
}

fn allocate(s: &mut ShipState, name: &str, amount: u32, field: &str) -> Result<()> {
    let i = s.energy_card();
    let Some(u) = s.upgrades.iter_mut().find(|u| u.name == name) else {
        return Err(RulesError::unknown(format!("{field}.upgrade"), format!("no upgrade {name:?} with an energy limit on this ship")));
    };
    if u.energy + amount > u.energy_limit {
        return Err(refuse(
            field,
            format!(
                "allocate energy: {name:?} holds {} of its limit {}; {amount} more would exceed it (seed 003 \"Allocate Energy\")",
                u.energy, u.energy_limit
            ),
        ));
    }
    if amount > s.cards[i].energy {
        return Err(refuse(field, format!("allocate energy: the ship card holds {} energy, not {amount}", s.cards[i].energy)));
    }
    u.energy += amount;
    s.cards[i].energy -= amount;
    Ok(())
}

fn use_energy(s: &mut ShipState, name: &str, cost: u32, field: &str) -> Result<()> {
    if s.used.energy_cards.iter().any(|c| c == name) {
        return Err(refuse(
            field,
            format!("use energy: {name:?} was already used this round; each \"Energy:\" card once per round (seed 003 \"Use Energy\")"),
        ));
    }
    match s.upgrades.iter_mut().find(|u| u.name == name) {
        Some(u) if cost > u.energy => {
            return Err(refuse(field, format!("use energy: {name:?} costs {cost} energy and holds {}", u.energy)));
        }
        Some(u) => u.energy -= cost,
        None => spend(s, cost, "use energy", field)?,
    }
    s.used.energy_cards.push(name.to_string());
    Ok(())
}

/// 2e: the ship gains `count` stress; after each, it spends one energy to remove it
/// if able (seed 001 "Stress"). Returns the number removed.
pub fn gain_stress_2e(s: &mut ShipState, count: u32) -> u32 {
    let i = s.energy_card();
    let removed = count.min(s.cards[i].energy);
    s.cards[i].energy -= removed;
    s.tokens.stress += count - removed;
    removed
}

/// 2e: after recovering energy, the ship spends one per stress token and removes
/// that many (seed 001 "Stress"). Returns the number removed.
pub fn after_energy_recovered_2e(s: &mut ShipState) -> u32 {
    let i = s.energy_card();
    let removed = s.tokens.stress.min(s.cards[i].energy);
    s.cards[i].energy -= removed;
    s.tokens.stress -= removed;
    removed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::{expect_err, ErrorCode};
    use crate::round::state::UpgradeState;
    use crate::ships::HugeShip;

    fn cr90() -> ShipState {
        ShipState::setup(HugeShip::Cr90, Edition::First)
    }

    #[test]
    fn gain_reads_the_icons_on_the_1e_dial() {
        use crate::flight::Bearing;
        let cr90 = ShipType::Huge(HugeShip::Cr90);
        // The 1e CR90 dial prints 3 energy on the white 2 straight and has no 1 straight (dials.rs).
        assert_eq!(dial_icons_1e(cr90, Maneuver::new(2, Bearing::Straight), "m").unwrap(), 3);
        let e = expect_err(dial_icons_1e(cr90, Maneuver::new(1, Bearing::Straight), "m"));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "m"));
    }

    #[test]
    fn gain_energy_with_ions_and_the_limit() {
        // CR90 aft limit 5, energy 4, 2 straight (+3), 1 ion: +2 wanted, 1 returned over the limit.
        let mut s = cr90();
        s.cards[1].energy = 4;
        s.tokens.ion = 1;
        let r = apply(&mut s, &Step::Gain { icons: 3 }, "steps[0]").unwrap();
        assert_eq!((r.energy_after, r.ion_loss, r.returned), (5, 1, 1));
        // The end of the Activation phase removes all ion tokens.
        let r = apply(&mut s, &Step::EndActivation, "steps[1]").unwrap();
        assert_eq!((r.ions_removed, s.tokens.ion), (1, 0));
    }

    #[test]
    fn allocate_never_above_a_cards_limit_and_use_once_per_round() {
        let mut s = cr90();
        s.cards[1].energy = 5;
        s.upgrades.push(UpgradeState { name: "Quad Laser Cannons".into(), energy: 0, energy_limit: 2 });
        apply(&mut s, &Step::Allocate { upgrade: "Quad Laser Cannons".into(), amount: 2 }, "s").unwrap();
        assert_eq!((s.cards[1].energy, s.upgrades[0].energy), (3, 2));
        let e = expect_err(apply(&mut s, &Step::Allocate { upgrade: "Quad Laser Cannons".into(), amount: 1 }, "steps[1]"));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "steps[1]"));
        assert!(e.reason.starts_with("allocate energy:"));
        apply(&mut s, &Step::Use { card: "Quad Laser Cannons".into(), cost: 1 }, "s").unwrap();
        assert_eq!(s.upgrades[0].energy, 1);
        let e = expect_err(apply(&mut s, &Step::Use { card: "Quad Laser Cannons".into(), cost: 1 }, "steps[3]"));
        assert!(e.reason.contains("already used this round"));
        // A damage card's "Energy:" header spends from the ship card.
        apply(&mut s, &Step::Use { card: "Comms Failure".into(), cost: 3 }, "s").unwrap();
        assert_eq!(s.cards[1].energy, 0);
        s.validate().unwrap();
    }

    #[test]
    fn energy_steps_once_each_in_order() {
        // The audit's F4: aft energy 1, limit 5; 2 straight gives 3 icons, 1 ion cancels
        // one: 1 + (3 - 1) = 3. A second Gain is refused (it would make 3 + 2 = 5).
        let mut s = cr90();
        s.cards[1].energy = 1;
        s.tokens.ion = 1;
        let mut p = Progress::start(&s);
        let gain = Step::Gain { icons: 3 };
        p.check(Edition::First, &gain, "steps[0]").unwrap();
        assert_eq!(apply(&mut s, &gain, "steps[0]").unwrap().energy_after, 3);
        let e = expect_err(p.check(Edition::First, &gain, "steps[1]"));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "steps[1]"));
        assert!(e.reason.starts_with("gain energy: the ship has already gained energy; "), "{}", e.reason);
        // Allocate twice (two cards), then Use twice: fine. Allocate after Use: refused.
        let alloc = Step::Allocate { upgrade: "Q".into(), amount: 1 };
        let use_ = Step::Use { card: "Q".into(), cost: 0 };
        for st in [&alloc, &alloc, &use_, &use_] {
            p.check(Edition::First, st, "s").unwrap();
        }
        let e = expect_err(p.check(Edition::First, &alloc, "steps[5]"));
        assert!(e.reason.starts_with("allocate energy: the ship has already used energy this round; "), "{}", e.reason);
        // After the end of the Activation phase, no step of the three.
        p.check(Edition::First, &Step::EndActivation, "s").unwrap();
        assert!(expect_err(p.check(Edition::First, &use_, "s")).reason.contains("the Activation phase has ended"));
        // Spend and stress are no step of the three: any time.
        p.check(Edition::First, &Step::Spend { cost: 1 }, "s").unwrap();
        // Across calls: a state that used an "Energy:" card this round is past Gain and Allocate.
        let mut used = cr90();
        used.used.energy_cards.push("Q".into());
        let mut q = Progress::start(&used);
        assert!(q.check(Edition::First, &gain, "s").is_err() && q.check(Edition::First, &use_, "s").is_ok());
        // 2e: not checked here (apply refuses Gain, Allocate and Use).
        assert!(Progress::default().check(Edition::Second, &gain, "s").is_ok());
    }

    #[test]
    fn second_edition_stress_spends_energy() {
        // 2e GR-75 energy 4: gaining 2 stress spends 2 energy, no stress left.
        let mut s = ShipState::setup(HugeShip::Gr75, Edition::Second);
        assert_eq!(gain_stress_2e(&mut s, 2), 2);
        assert_eq!((s.cards[0].energy, s.tokens.stress), (2, 0));
        // Energy 1, gaining 3: 1 removed, 2 stay.
        s.cards[0].energy = 1;
        assert_eq!(gain_stress_2e(&mut s, 3), 1);
        assert_eq!((s.cards[0].energy, s.tokens.stress), (0, 2));
        s.cards[0].energy = 3;
        assert_eq!(after_energy_recovered_2e(&mut s), 2);
        assert_eq!((s.cards[0].energy, s.tokens.stress), (1, 0));
        assert_eq!(expect_err(apply(&mut s, &Step::Gain { icons: 1 }, "steps[0]")).code, ErrorCode::NotAllowed);
    }
}
