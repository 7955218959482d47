//! The round state as every response writes it and every request reads it: the
//! round-trip property (the engine's `ShipState` and `CardState` are written by their
//! derives, `crate::round::state`).

#[cfg(not(target_arch = "wasm32"))]
mod props {
    use crate::attack::{DamageCard, Reinforce};
    use crate::bases::Section;
    use crate::calls::shared::input::parse_text;
    use crate::edition::Edition;
    use crate::round::state::{GivenState, LockOn, ShipState, UpgradeState, UsedAction};
    use crate::ships::HugeShip;
    use crate::wire::to_text;
    use proptest::prelude::*;

    /// A valid state: any ship and edition, shields and energy within their limits,
    /// tokens the edition allows.
    fn state() -> impl Strategy<Value = ShipState> {
        (
            0usize..5,
            any::<bool>(),
            prop::collection::vec((0u32..8, 0u32..8, 0u32..4, 0usize..3, 1u32..4), 2),
            (0u32..7, 0u32..7, 0u32..3),
            any::<bool>(),
            0u8..5,
        )
            .prop_map(|(h, first, cards, (ion, tractor, other), used, reinforce)| {
                let ed = if first { Edition::First } else { Edition::Second };
                let mut s = ShipState::setup(HugeShip::ALL[h], ed);
                for (c, (sh, en, lim, dmg, weight)) in s.cards.iter_mut().zip(cards) {
                    c.shields = sh.min(c.shield_value);
                    c.energy_limit += lim;
                    c.energy = en.min(c.energy_limit);
                    // A card's weight survives the round trip, faceup or not (finding: "Direct Hit" lost its 2).
                    c.damage = vec![DamageCard { name: "Direct Hit".into(), faceup: dmg == 2, text: "x".into(), counts_as: weight }; dmg];
                }
                s.tokens.ion = ion;
                s.tokens.tractor = tractor;
                if ed == Edition::Second {
                    s.tokens.stress = other;
                    s.tokens.jam = other;
                    s.tokens.focus = other;
                }
                s.tokens.reinforce = match (ed, reinforce) {
                    (Edition::First, 1) => Some(Reinforce::Aft),
                    (Edition::Second, 2) => Some(Reinforce::FullRear),
                    _ => None,
                };
                if used {
                    s.used.actions.push(UsedAction { action: "reinforce".into(), section: s.cards[0].section, free: used });
                    s.used.energy_cards.push("Comms Booster".into());
                    s.upgrades.push(UpgradeState { name: "Comms Booster".into(), energy: 1, energy_limit: 2 });
                    s.tokens.locks.push("x".into());
                    let section = if ed == Edition::First { Some(Section::Fore) } else { None };
                    s.tokens.locked_by.push(LockOn { by: "y".into(), section });
                }
                s
            })
            .prop_filter("valid", |s| s.validate().is_ok())
    }

    #[test]
    fn a_direct_hit_keeps_its_weight_between_calls() {
        // Seed 003 "Crippled Sections" with "Direct Hit" ("counts as 2 damage against your
        // hull"): CR90 fore, hull 8, 5 facedown cards and a faceup Direct Hit = 5 + 2 = 7.
        // Written and read back it is still 7 (it was 6: the weight was not written), so
        // one more card makes 8 ≥ 8 and the section is to be crippled.
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::First);
        s.cards[0].shields = 0;
        s.cards[0].damage = vec![DamageCard::facedown(); 5];
        s.cards[0].damage.push(DamageCard { name: "Direct Hit".into(), faceup: true, text: "x".into(), counts_as: 2 });
        let text = to_text(&s);
        assert!(text.contains(r#""countsAs":2"#), "{text}");
        let dto: GivenState = parse_text(&text).unwrap();
        let mut back = dto.to_state(crate::ships::ShipType::Huge(s.ship), s.edition, &Default::default()).unwrap();
        assert_eq!(back.cards[0].pool().hull_damage(), 7);
        back.cards[0].damage.push(DamageCard::facedown());
        let d = crate::round::attack_state::defender_state(&back);
        assert_eq!(d.pending_cripple, vec![Section::Fore]);
    }

    proptest! {
        /// state -> JSON -> state is the identity, and so is JSON -> state -> JSON.
        #[test]
        fn a_state_round_trips_unchanged(s in state()) {
            let text = to_text(&s);
            let dto: GivenState = parse_text(&text).unwrap();
            let back = dto.to_state(crate::ships::ShipType::Huge(s.ship), s.edition, &Default::default()).unwrap();
            prop_assert_eq!(&back, &s);
            prop_assert_eq!(to_text(&back), text);
        }
    }
}
