//! Crippling a section of a 1e CR90 or Raider (seed 000 "Crippled Sections for Ships
//! with Multiple Ship Cards"; seed 003 "Crippled Sections"):
//! - a section is crippled when its damage cards equal or exceed its hull, counted as
//!   `resolveAttack` counts them ([`crate::attack::Pool::hull_damage`]: a faceup card that "counts as 2
//!   damage against your hull", 1e "Direct Hit", counts 2); its card flips to the crippled side;
//! - the crippled side has fewer upgrade icons: the controlling player chooses and
//!   discards the excess upgrades (the caller names them, `discard`), and energy
//!   tokens above the crippled side's energy limit are discarded;
//! - both sections crippled: the ship is destroyed and returns all its tokens.
//!
//! The crippled side's values (energy limit, shield value) are printed on cards the
//! engine does not hold, so the caller gives them; left out, they stay as they were.
//! Shields above the crippled side's shield value are lost with the flip (a card never
//! holds more than its value, the rule every state keeps).
//!
//! A section `resolveAttack` crippled is crippled at once (it can suffer no more damage)
//! but waits for its crippled side (`flip_pending`): this call applies that side to it,
//! as to a section whose damage reached its hull. A card goes through the flip exactly
//! once: `flip_pending` is cleared with it, and a crippled card without it (flipped by
//! this call, or given crippled by the caller) is refused. So no state can be crippled
//! twice with different results, as an idempotent re-application with other values
//! (a later, higher `energyLimit`) could be.

use super::state::ShipState;
use super::state::MAX_COUNT;
use crate::bases::Section;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::wire::numbers::{List, Whole};
use crate::wire::{FromWire, ToWire};

/// The flip `crippleSection` asks for (read as its request's keys).
#[derive(Clone, Debug, FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Cripple {
    pub section: Section,
    /// The crippled side's printed energy limit and shield value.
    pub energy_limit: Option<Whole<MAX_COUNT>>,
    pub shield_value: Option<Whole<MAX_COUNT>>,
    /// Upgrades the controlling player discards (those in excess of the crippled side's icons).
    #[serde(default)]
    #[wire(read_as = "List<String>")]
    pub discard: Vec<String>,
}

/// What flipping the section did (`crippleSection` writes it beside the state).
#[derive(Clone, Debug, Default, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct CrippleReport {
    pub energy_discarded: u32,
    pub shields_lost: u32,
    pub upgrades_discarded: Vec<String>,
    pub destroyed: bool,
}

fn refuse(why: impl std::fmt::Display) -> RulesError {
    RulesError::not_allowed("section", format!("cripple: {why}"))
}

pub fn cripple(s: &mut ShipState, c: &Cripple) -> Result<CrippleReport> {
    if s.edition != Edition::First || !s.two_cards() {
        return Err(refuse("only a 1e CR90 or Raider has sections with their own ship cards"));
    }
    let name = c.section.as_str();
    let Some(i) = s.cards.iter().position(|k| k.section == Some(c.section)) else { return Err(refuse("no such section")) };
    let card = &s.cards[i];
    if card.crippled && !card.flip_pending {
        return Err(refuse(format!("the {name} section is already crippled and shows its crippled side")));
    }
    let damage = card.pool().hull_damage();
    if !card.crippled && damage < card.hull {
        return Err(refuse(format!("the {name} section has {damage} damage; it is crippled at its hull of {}", card.hull)));
    }
    for (k, n) in c.discard.iter().enumerate() {
        if !s.upgrades.iter().any(|u| &u.name == n) {
            return Err(RulesError::unknown(format!("discard[{k}]"), format!("no upgrade {n:?} with an energy limit on this ship")));
        }
    }
    let mut r = CrippleReport::default();
    let card = &mut s.cards[i];
    card.crippled = true;
    card.flip_pending = false;
    if let Some(Whole(limit)) = c.energy_limit {
        card.energy_limit = limit;
    }
    if let Some(Whole(v)) = c.shield_value.filter(|v| v.0 < card.shield_value) {
        card.shield_value = v;
    }
    r.energy_discarded = card.energy.saturating_sub(card.energy_limit);
    card.energy -= r.energy_discarded;
    r.shields_lost = card.shields.saturating_sub(card.shield_value);
    card.shields -= r.shields_lost;
    s.upgrades.retain(|u| !c.discard.contains(&u.name));
    r.upgrades_discarded = c.discard.clone();
    if s.cards.iter().all(|k| k.crippled) {
        s.destroyed = true;
        s.return_all_tokens();
        r.destroyed = true;
    }
    Ok(r)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attack::DamageCard;
    use crate::error::{expect_err, ErrorCode};
    use crate::round::state::UpgradeState;
    use crate::ships::HugeShip;

    #[test]
    fn the_aft_cripples_at_its_hull_and_sheds_energy_and_upgrades() {
        // CR90 aft: hull 8. With 7 cards it is not crippled; with 8 it is. Energy 5 on a
        // crippled side whose limit the caller gives as 2: 3 discarded.
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::First);
        s.cards[1].energy = 5;
        s.cards[1].damage = vec![DamageCard::facedown(); 7];
        s.upgrades.push(UpgradeState { name: "Comms Booster".into(), energy: 1, energy_limit: 2 });
        let discard = vec!["Comms Booster".to_string()];
        let c = Cripple { section: Section::Aft, energy_limit: Some(Whole(2)), shield_value: None, discard: discard.clone() };
        let e = expect_err(cripple(&mut s, &c));
        assert_eq!(
            (e.code, e.reason.as_str()),
            (ErrorCode::NotAllowed, "cripple: the aft section has 7 damage; it is crippled at its hull of 8")
        );
        s.cards[1].damage.push(DamageCard::facedown());
        let r = cripple(&mut s, &c).unwrap();
        assert_eq!((r.energy_discarded, r.destroyed), (3, false));
        assert_eq!((s.cards[1].energy, s.upgrades.len(), s.cards[1].crippled), (2, 0, true));
        s.validate().unwrap();
        assert!(expect_err(cripple(&mut s, &c)).reason.contains("already crippled"));
        assert!(!s.cards[1].flip_pending);
    }

    #[test]
    fn both_crippled_is_destroyed_with_every_token_returned() {
        let mut s = ShipState::setup(HugeShip::Raider, Edition::First);
        s.tokens.ion = 2;
        s.tokens.locks.push("x".into());
        for k in &mut s.cards {
            k.damage = vec![DamageCard::facedown(); 8];
        }
        // The Raider's aft card holds 3 energy and 2 shields; an upgrade holds 2 energy.
        s.cards[1].energy = 3;
        s.cards[1].shields = 2;
        s.upgrades.push(crate::round::state::UpgradeState { name: "Comms Booster".into(), energy: 2, energy_limit: 3 });
        let none: Vec<String> = Vec::new();
        cripple(&mut s, &Cripple { section: Section::Fore, energy_limit: None, shield_value: Some(Whole(2)), discard: none.clone() })
            .unwrap();
        assert_eq!(s.cards[0].shields, 2);
        let r = cripple(&mut s, &Cripple { section: Section::Aft, energy_limit: None, shield_value: None, discard: none.clone() }).unwrap();
        assert!(r.destroyed && s.destroyed);
        assert_eq!(s.tokens, crate::round::state::Tokens::default());
        // Every token goes back: energy and shields on the cards and on the upgrade too.
        assert!(s.cards.iter().all(|k| k.energy == 0 && k.shields == 0), "{:?}", s.cards);
        assert_eq!(s.upgrades[0].energy, 0);
        s.validate().unwrap();
        // 2e ships and single-card ships have nothing to cripple.
        let mut g = ShipState::setup(HugeShip::Gr75, Edition::First);
        assert_eq!(
            expect_err(cripple(&mut g, &Cripple { section: Section::Fore, energy_limit: None, shield_value: None, discard: none.clone() }))
                .code,
            ErrorCode::NotAllowed
        );
    }

    #[test]
    fn a_faceup_direct_hit_counts_two_towards_the_hull() {
        // Seed 003 "Crippled Sections" and "Direct Hit" ("counts as 2 damage against your
        // hull"): CR90 fore, hull 8, with 6 facedown cards and a faceup Direct Hit: 6 + 2 = 8
        // ≥ 8, crippled although only 7 cards lie there. Facedown, the same card is 1: 6 + 1 = 7 < 8.
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::First);
        let direct_hit = DamageCard { name: "Direct Hit".into(), faceup: true, text: String::new(), counts_as: 2 };
        s.cards[0].damage = vec![DamageCard::facedown(); 6];
        s.cards[0].damage.push(DamageCard { faceup: false, ..direct_hit.clone() });
        let none: Vec<String> = Vec::new();
        let c = Cripple { section: Section::Fore, energy_limit: None, shield_value: None, discard: none.clone() };
        assert_eq!(expect_err(cripple(&mut s, &c)).reason, "cripple: the fore section has 7 damage; it is crippled at its hull of 8");
        s.cards[0].damage[6] = direct_hit;
        cripple(&mut s, &c).unwrap();
        assert!(s.cards[0].crippled);
    }

    #[test]
    fn a_section_an_attack_crippled_takes_its_crippled_side_once() {
        // Seed 003 "Crippled Sections": "he must discard any energy tokens in excess of the
        // energy limit on that side". CR90 aft crippled by an attack with 5 energy, its flip
        // pending; crippled side's limit 2: 5 − 2 = 3 discarded, 2 left. A second call is
        // refused (the flip is done), whatever limit it gives.
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::First);
        s.cards[1].energy = 5;
        s.cards[1].damage = vec![DamageCard::facedown(); 8];
        s.cards[1].crippled = true;
        s.cards[1].flip_pending = true;
        s.validate().unwrap();
        let none: Vec<String> = Vec::new();
        let c = Cripple { section: Section::Aft, energy_limit: Some(Whole(2)), shield_value: None, discard: none.clone() };
        let r = cripple(&mut s, &c).unwrap();
        assert_eq!((r.energy_discarded, s.cards[1].energy, s.cards[1].energy_limit), (3, 2, 2));
        assert!(s.cards[1].crippled && !s.cards[1].flip_pending);
        let again = Cripple { energy_limit: Some(Whole(4)), ..c.clone() };
        assert!(expect_err(cripple(&mut s, &again)).reason.contains("already crippled"));
        assert_eq!(s.cards[1].energy_limit, 2);
    }
}
