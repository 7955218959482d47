//! Property tests across the round: whatever sequence of energy steps, recover
//! actions and End phases a ship goes through, energy never exceeds a limit and
//! shields never exceed a card's value (the state stays valid).

use super::actions::{perform, Action, ActionChoice, Request};
use super::end_phase::end_phase;
use super::energy::{apply, Step};
use super::state::{ShipState, UpgradeState};
use crate::bases::Section;
use crate::edition::Edition;
use crate::geometry::Pose;
use crate::objects::Ship;
use crate::ships::{HugeShip, ShipType};
use proptest::prelude::*;

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        (0u32..5).prop_map(|icons| Step::Gain { icons }),
        (0u32..4).prop_map(|amount| Step::Allocate { upgrade: "u".into(), amount }),
        (0u32..4).prop_map(|cost| Step::Use { card: "u".into(), cost }),
        (0u32..4).prop_map(|cost| Step::Spend { cost }),
        (0u32..4).prop_map(|count| Step::GainStress { count }),
        Just(Step::EndActivation),
    ]
}

proptest! {
    #[test]
    fn energy_and_shields_stay_within_their_limits(
        ship in 0usize..5, first in any::<bool>(), ion in 0u32..4, shields_lost in 0u32..6,
        steps in prop::collection::vec((step(), any::<bool>(), any::<bool>()), 0..24),
    ) {
        let h = HugeShip::ALL[ship];
        let ed = if first { Edition::First } else { Edition::Second };
        let mut s = ShipState::setup(h, ed);
        s.tokens.ion = ion;
        s.upgrades.push(UpgradeState { name: "u".into(), energy: 0, energy_limit: 2 });
        for c in &mut s.cards {
            c.shields = c.shields.saturating_sub(shields_lost);
        }
        prop_assert!(s.validate().is_ok());
        let actor = Ship::new("me", ShipType::Huge(h), Pose::new(500.0, 400.0, 0.0), ed, "s").unwrap();
        for (st, recover, end) in steps {
            let _ = apply(&mut s, &st, "step");
            prop_assert!(s.validate().is_ok(), "{:?} after {:?}", s.validate(), st);
            if recover {
                let section = if s.two_cards() { Some(Section::Aft) } else { None };
                let choice = ActionChoice { action: Action::Recover, section, bar: Some(vec![Action::Recover]), ..Default::default() };
                let r = Request { actor: &actor, state: &s, choice, target: None, jam_pick: None };
                // Two-card ships need a fore action first; the bar given lets the aft recover when allowed.
                if let Ok(p) = perform(&r) {
                    s = p.state;
                }
                prop_assert!(s.validate().is_ok());
            }
            if end {
                end_phase(&mut s);
                prop_assert!(s.validate().is_ok());
            }
        }
    }
}
