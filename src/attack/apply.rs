//! Applying what the rules deal to the ships' damage states: the effects `placeMove`
//! returns, with the same [`Dealer`] that deals an attack's damage, so a page or a
//! squad builder never re-implements them.
//!
//! - [`Harm::Damage`] (2e overlap crit damage, rolled overlap results in both editions)
//!   is suffered as an attack's damage: shields first, then hits as facedown and crits
//!   as faceup cards.
//! - [`Harm::FaceupCard`] (1e huge-ship overlaps: "dealt one faceup Damage card", seed
//!   003) is dealt directly, past the shields, from the section's deck.
//! - 1e sections: "If a huge ship suffers damage from a source that does not explicitly
//!   affect a single section, the opposing player chooses which section suffers the
//!   damage. Crippled sections cannot be chosen" (seed 003 "Damage"). An effect whose
//!   section is still open goes to the only section that is not crippled; with both
//!   open the opponent's choice must be given. A section the effect names (it overlapped
//!   only that one) that is crippled suffers nothing: "Crippled sections ... cannot
//!   suffer damage" (the damage is reported as lost, as in an attack).
//! - Energy changes are added, never below 0 nor above the energy limit: "If at any
//!   time a card has a number of energy tokens that exceeds its energy limit,
//!   immediately return the excess" (seed 003 "Energy"); the excess is reported as
//!   energy lost. `destroyed` marks the ship destroyed.

use super::damage::{Dealer, Dealt, DefenderState, Harm, Hull};
use super::deck::{self, DeckCard};
use super::AttackGeometry;
use crate::bases::Section;
use crate::dice::Pcg32;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::ships::ShipType;

/// A ship whose state the effects change, with the deck its faceup cards come from
/// (written as `applyEffects` answers it: the ship by name, the deck given or none).
#[derive(Clone, Debug, PartialEq, crate::wire::ToWire)]
#[wire(ts = "ApplyEffectsShipOut")]
pub struct ShipState {
    pub id: String,
    #[serde(skip_serializing)]
    #[wire(then(ship = "|s: &ShipState| s.ship.name().to_string()"))]
    pub ship: ShipType,
    pub state: DefenderState,
    /// `None`: the default deck of [`deck::default_for`].
    #[serde(skip_serializing)]
    #[wire(then(deck = "|s: &ShipState| s.deck.clone().unwrap_or_default()"))]
    pub deck: Option<Vec<DeckCard>>,
}

impl ShipState {
    /// A ship's damage state as given (`state`), by default a huge ship's full strength (a
    /// standard ship's hull and shields must be given); a huge ship's energy within its
    /// limit, and `sections` exactly for a 1e CR90 or Raider. Errors name `state…`.
    pub fn checked(
        id: String,
        ship: ShipType,
        state: Option<DefenderState>,
        deck: Option<Vec<DeckCard>>,
        ed: Edition,
    ) -> Result<ShipState> {
        let mut state = match (state, ship.huge()) {
            (Some(s), _) => s,
            (None, Some(h)) => DefenderState::full_strength(h, ed),
            (None, None) => return Err(RulesError::invalid("state", "is required for a standard ship (its hull and shields)")),
        };
        if let Some(h) = ship.huge() {
            state.check_energy_limit(h, ed).map_err(|e| e.within("state"))?;
        }
        if DefenderState::wants_sections(Some(ship), ed) != matches!(state.hull, Hull::Sections { .. }) {
            return Err(RulesError::invalid("state", "`sections` for a 1e CR90 or Raider, one `pool` for any other ship"));
        }
        Ok(ShipState { id, ship, state, deck })
    }
}

/// What one effect does to a ship's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Harm { harm: Harm, section: Option<Section> },
    Energy(i64),
    Destroyed,
}

/// An effect as the engine applies it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Targeted {
    pub target: String,
    pub change: Change,
}

/// Why an effect was not applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, crate::wire::ToWire)]
#[serde(rename_all = "camelCase")]
pub enum SkipReason {
    /// Its type is no part of a damage state (stress, jam, placed ...).
    NotDamageState,
    /// Its target is not one of `ships`.
    TargetNotInShips,
}

/// An effect not applied (its index in the request), and why.
#[derive(Clone, Debug, PartialEq, crate::wire::ToWire)]
pub struct Skipped {
    pub index: usize,
    pub reason: SkipReason,
}

/// What one applied effect did.
#[derive(Clone, Debug, PartialEq, crate::wire::ToWire)]
pub struct Applied {
    /// Index of the effect in the request.
    pub index: usize,
    pub target: String,
    /// The 1e section that suffered it.
    pub section: Option<Section>,
    pub dealt: Vec<Dealt>,
}

/// Applies `changes` in order (`None`: an effect no part of a damage state), errors named
/// `effects[i]`; an effect whose target is not among `ships` is skipped, as is a `None`.
pub fn apply(ed: Edition, ships: &mut [ShipState], changes: &[Option<Targeted>], rng: &mut Pcg32) -> Result<(Vec<Applied>, Vec<Skipped>)> {
    let mut decks: Vec<Vec<DeckCard>> =
        ships.iter().map(|s| s.deck.clone().unwrap_or_else(|| deck::default_for(ed, Some(s.ship)))).collect();
    let (mut out, mut skipped) = (Vec::new(), Vec::new());
    for (index, t) in changes.iter().enumerate() {
        let field = format!("effects[{index}]");
        let Some((t, i)) = t.as_ref().and_then(|t| Some((t, ships.iter().position(|s| s.id == t.target)?))) else {
            let reason = if t.is_some() { SkipReason::TargetNotInShips } else { SkipReason::NotDamageState };
            skipped.push(Skipped { index, reason });
            continue;
        };
        let (Some(ship), Some(deck)) = (ships.get_mut(i), decks.get_mut(i)) else { continue };
        let mut applied = Applied { index, target: t.target.clone(), section: None, dealt: Vec::new() };
        match t.change {
            Change::Harm { harm, section } => {
                let section = section_for(ed, ship, section, &field)?;
                let geometry = AttackGeometry::default();
                let mut dealer = Dealer::new(ed, ship.ship.is_huge(), section, &geometry, deck, rng);
                dealer.take(&mut ship.state, harm);
                applied.section = section;
                applied.dealt = dealer.log;
            }
            Change::Energy(change) => {
                // Above the energy limit, the excess is returned at once (seed 003 "Energy").
                let returned = ship.state.add_energy(change);
                if returned > 0 {
                    applied.dealt.push(Dealt::EnergyLost { amount: returned });
                }
            }
            Change::Destroyed => {
                if !ship.state.destroyed {
                    ship.state.destroyed = true;
                    applied.dealt.push(Dealt::Destroyed);
                }
            }
        }
        out.push(applied);
    }
    for (ship, deck) in ships.iter_mut().zip(decks) {
        ship.deck = Some(deck);
    }
    Ok((out, skipped))
}

/// The 1e section that suffers an effect (see the module docs); `None` in 2e and for
/// standard ships.
fn section_for(edition: Edition, ship: &ShipState, given: Option<Section>, field: &str) -> Result<Option<Section>> {
    let sections = edition == Edition::First && ship.ship.is_huge();
    if !sections {
        if given.is_some() {
            return Err(RulesError::invalid(format!("{field}.section"), "only a 1st-edition huge ship has fore and aft sections"));
        }
        return Ok(None);
    }
    if given.is_some() {
        return Ok(given);
    }
    let two_cards = matches!(ship.state.hull, Hull::Sections { .. });
    let open: Vec<Section> =
        [Section::Fore, Section::Aft].into_iter().filter(|s| !(two_cards && ship.state.crippled.contains(s))).collect();
    match open.as_slice() {
        [only] => Ok(Some(*only)),
        _ => Err(RulesError::invalid(
            format!("{field}.section"),
            "the opposing player chooses the section that suffers it (seed 003 \"Damage\"): give \"fore\" or \"aft\"",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attack::damage::Pool;
    use crate::ships::HugeShip;

    fn huge(id: &str, h: HugeShip, edition: Edition) -> ShipState {
        ShipState { id: id.into(), ship: ShipType::Huge(h), state: DefenderState::full_strength(h, edition), deck: None }
    }

    fn change(target: &str, change: Change) -> Option<Targeted> {
        Some(Targeted { target: target.into(), change })
    }

    fn pool(s: &ShipState, section: Option<Section>) -> Pool {
        match (&s.state.hull, section) {
            (Hull::One(p), _) => p.clone(),
            (Hull::Sections { aft, .. }, Some(Section::Aft)) => aft.clone(),
            (Hull::Sections { fore, .. }, _) => fore.clone(),
        }
    }

    #[test]
    fn second_edition_crit_damage_is_absorbed_by_shields_first() {
        // 2e GR-75: shields 3. 4 crit damage (a 4-speed overlap): 3 shields, then 1 faceup card.
        let mut ships = [huge("g", HugeShip::Gr75, Edition::Second)];
        let harm = Change::Harm { harm: Harm::Damage { hits: 0, crits: 4 }, section: None };
        apply(Edition::Second, &mut ships, &[change("g", harm)], &mut Pcg32::new(1)).unwrap();
        let p = pool(&ships[0], None);
        assert_eq!((p.shields, p.damage.len(), p.damage.iter().filter(|c| c.faceup).count()), (0, 1, 1));
    }

    #[test]
    fn a_first_edition_faceup_card_bypasses_shields() {
        // 1e CR90 fore: shields 5. One faceup card to the fore: shields stay 5, 1 card.
        let mut ships = [huge("c", HugeShip::Cr90, Edition::First)];
        let card = Change::Harm { harm: Harm::FaceupCard, section: Some(Section::Fore) };
        let (done, _) = apply(Edition::First, &mut ships, &[change("c", card)], &mut Pcg32::new(1)).unwrap();
        let p = pool(&ships[0], Some(Section::Fore));
        assert_eq!((p.shields, p.damage.len(), p.damage[0].faceup), (5, 1, true));
        assert_eq!(done[0].section, Some(Section::Fore));
        // Damage of the same size would have hit the shields.
        let mut again = [huge("c", HugeShip::Cr90, Edition::First)];
        let dmg = Change::Harm { harm: Harm::Damage { hits: 0, crits: 1 }, section: Some(Section::Fore) };
        apply(Edition::First, &mut again, &[change("c", dmg)], &mut Pcg32::new(1)).unwrap();
        assert_eq!(pool(&again[0], Some(Section::Fore)).shields, 4);
    }

    #[test]
    fn an_open_section_goes_to_the_only_one_not_crippled() {
        let mut ships = [huge("c", HugeShip::Cr90, Edition::First)];
        let open = Change::Harm { harm: Harm::FaceupCard, section: None };
        let e = apply(Edition::First, &mut ships, &[change("c", open)], &mut Pcg32::new(1)).unwrap_err();
        assert_eq!(e.field, "effects[0].section");
        ships[0].state.crippled.push(Section::Fore);
        let (done, _) = apply(Edition::First, &mut ships, &[change("c", open)], &mut Pcg32::new(1)).unwrap();
        assert_eq!(done[0].section, Some(Section::Aft));
        assert_eq!(pool(&ships[0], Some(Section::Aft)).damage.len(), 1);
        // Named crippled section: the card is lost.
        let named = Change::Harm { harm: Harm::FaceupCard, section: Some(Section::Fore) };
        let (done, _) = apply(Edition::First, &mut ships, &[change("c", named)], &mut Pcg32::new(1)).unwrap();
        assert_eq!(done[0].dealt, vec![Dealt::Lost { crit: true }]);
    }

    #[test]
    fn energy_destroyed_and_unknown_targets() {
        let mut ships = [huge("g", HugeShip::Gr75, Edition::Second)];
        apply(Edition::Second, &mut ships, &[change("g", Change::Energy(-10)), change("g", Change::Destroyed)], &mut Pcg32::new(1))
            .unwrap();
        assert_eq!((ships[0].state.energy, ships[0].state.destroyed), (Some(0), true));
        let (applied, skipped) = apply(Edition::Second, &mut ships, &[None, change("x", Change::Destroyed)], &mut Pcg32::new(1)).unwrap();
        let reasons =
            [Skipped { index: 0, reason: SkipReason::NotDamageState }, Skipped { index: 1, reason: SkipReason::TargetNotInShips }];
        assert_eq!((applied, skipped), (vec![], reasons.to_vec()));
    }

    #[test]
    fn energy_never_goes_above_the_limit() {
        // Seed 003 "Energy": a 1e CR90 sets up with no energy; its aft card's limit is 5.
        // A 2 straight gives 3 energy: 0 + 3 = 3. Two more such gains: 3 + 3 = 6 > 5, so
        // 5 kept and 6 − 5 = 1 returned; then 5 + 3 = 8 → 5, 3 returned.
        let mut ships = [huge("c", HugeShip::Cr90, Edition::First)];
        assert_eq!((ships[0].state.energy, ships[0].state.energy_limit), (Some(0), Some(5)));
        let gains = [change("c", Change::Energy(3)), change("c", Change::Energy(3)), change("c", Change::Energy(3))];
        let (done, _) = apply(Edition::First, &mut ships, &gains, &mut Pcg32::new(1)).unwrap();
        assert_eq!(ships[0].state.energy, Some(5));
        let returned: Vec<_> = done.iter().map(|a| a.dealt.clone()).collect();
        assert_eq!(returned, vec![vec![], vec![Dealt::EnergyLost { amount: 1 }], vec![Dealt::EnergyLost { amount: 3 }]]);
        // An upgrade raised the limit to 7 (the caller's energyLimit): 5 + 3 = 8 → 7, 1 returned.
        ships[0].state.energy_limit = Some(7);
        let (done, _) = apply(Edition::First, &mut ships, &gains[..1], &mut Pcg32::new(1)).unwrap();
        assert_eq!((ships[0].state.energy, done[0].dealt.clone()), (Some(7), vec![Dealt::EnergyLost { amount: 1 }]));
        // 2e GR-75: the tracker starts at the card's energy, which is also its capacity.
        let g = huge("g", HugeShip::Gr75, Edition::Second);
        assert_eq!((g.state.energy, g.state.energy_limit), (Some(4), Some(4)));
    }
}
