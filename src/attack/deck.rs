//! Damage decks as data. A faceup damage card dealt to a huge ship is drawn from
//! a deck (1e: the targeted section's deck, seed 003 "Damage"; 2e: the huge ship
//! damage deck, seed 001 "Damage Cards"). Card texts are not public here, so a
//! card is modelled as data: a name, a primary effect, and for 2e a precision shot
//! (an arc of the defender and an effect resolved first when the attacker is in
//! that arc). The engine applies the countable parts of an effect (extra damage,
//! crit damage, lost shields, lost energy) and carries the text for the page.
//!
//! The default decks below are small PLACEHOLDERS documented as such: their names
//! and effects are invented stand-ins, not the printed cards. Callers who own the
//! real decks pass them in `deck`.

use super::DefenderArc;
use crate::bases::Section;
use crate::dice::Pcg32;
use crate::edition::Edition;
use crate::ships::ShipType;

/// Most distinct entries a caller's deck may list, and most copies of one entry.
pub const MAX_DECK_ENTRIES: usize = 256;
pub const MAX_CARD_COPIES: u32 = 64;
/// Most units of one effect (damage, crits, shields, energy) a card may carry.
pub const MAX_EFFECT: u32 = 10;

/// The countable part of a card's effect.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Effect {
    /// Suffer this much hit damage (shields first, then facedown cards).
    pub damage: u32,
    /// Suffer this much crit damage (shields first, then faceup cards).
    pub crit: u32,
    /// Lose this many shields.
    pub shields: u32,
    /// Lose this much energy.
    pub energy: u32,
    /// The card counts as this much damage against the hull while faceup (0 or 1: one).
    pub counts_as: u32,
}

impl Effect {
    pub fn is_none(&self) -> bool {
        *self == Effect::default()
    }
}

/// A 2e card's top effect, resolved first when the attacker is in `arc`.
#[derive(Clone, Debug, PartialEq)]
pub struct PrecisionShot {
    pub arc: DefenderArc,
    pub text: String,
    pub effect: Effect,
}

/// One entry of a deck: `count` identical cards.
#[derive(Clone, Debug, PartialEq)]
pub struct DeckCard {
    pub name: String,
    pub count: u32,
    /// 1e: the section whose deck holds the card; `None`: either deck.
    pub section: Option<Section>,
    pub text: String,
    pub effect: Effect,
    pub precision_shot: Option<PrecisionShot>,
}

fn card(name: &str, count: u32, section: Option<Section>, text: &str, effect: Effect, ps: Option<PrecisionShot>) -> DeckCard {
    DeckCard { name: name.into(), count, section, text: text.into(), effect, precision_shot: ps }
}

fn ps(arc: DefenderArc, text: &str, effect: Effect) -> Option<PrecisionShot> {
    Some(PrecisionShot { arc, text: text.into(), effect })
}

/// The placeholder 2e huge ship damage deck: 12 cards, every precision-shot arc
/// twice or more.
pub fn default_deck_2e() -> Vec<DeckCard> {
    let none = Effect::default();
    let one = |f: fn(&mut Effect)| {
        let mut e = Effect::default();
        f(&mut e);
        e
    };
    vec![
        card(
            "Scorched Plating",
            2,
            None,
            "Placeholder: no lasting effect.",
            none,
            ps(DefenderArc::Bullseye, "Suffer 1 additional damage.", one(|e| e.damage = 1)),
        ),
        card(
            "Shield Relay Fault",
            2,
            None,
            "Placeholder: lose 1 shield.",
            one(|e| e.shields = 1),
            ps(DefenderArc::Side, "Lose 1 additional shield.", one(|e| e.shields = 1)),
        ),
        card(
            "Power Surge",
            2,
            None,
            "Placeholder: lose 1 energy.",
            one(|e| e.energy = 1),
            ps(DefenderArc::FullFront, "Lose 1 additional energy.", one(|e| e.energy = 1)),
        ),
        card(
            "Damaged Engines",
            2,
            None,
            "Placeholder: text only.",
            none,
            ps(DefenderArc::FullRear, "Lose 1 energy.", one(|e| e.energy = 1)),
        ),
        card("Sensor Blackout", 2, None, "Placeholder: text only.", none, ps(DefenderArc::Side, "Placeholder: text only.", none)),
        card("Weapons Offline", 2, None, "Placeholder: text only.", none, ps(DefenderArc::FullFront, "Placeholder: text only.", none)),
    ]
}

/// The placeholder 1e section decks: 3 named cards per section, text only.
pub fn default_deck_1e() -> Vec<DeckCard> {
    let none = Effect::default();
    let mut deck = Vec::new();
    for (s, names) in [
        (Section::Fore, ["Fore Comms Damage", "Fore Weapons Damage", "Fore Hull Breach"]),
        (Section::Aft, ["Aft Engine Damage", "Aft Power Loss", "Aft Hull Breach"]),
    ] {
        for n in names {
            deck.push(card(n, 4, Some(s), "Placeholder: text only.", none, None));
        }
    }
    deck
}

/// The deck faceup cards are drawn from when the caller gives none.
pub fn default_for(edition: Edition, ship: Option<ShipType>) -> Vec<DeckCard> {
    match (ship.and_then(ShipType::huge), edition) {
        (Some(_), Edition::First) => default_deck_1e(),
        (Some(_), Edition::Second) => default_deck_2e(),
        (None, _) => Vec::new(),
    }
}

/// The card dealt when a deck has no eligible card left (or none applies, as for
/// standard ships, whose damage deck the engine does not model).
pub fn unnamed_faceup() -> DeckCard {
    card("Faceup damage card", 1, None, "", Effect::default(), None)
}

/// A uniform integer in 0..n from the generator, unbiased by rejection (the
/// reference PCG32 `boundedrand`), so draws are portable too.
pub fn below(rng: &mut Pcg32, n: u32) -> u32 {
    if n <= 1 {
        return 0;
    }
    let threshold = n.wrapping_neg() % n;
    loop {
        let r = rng.next_u32();
        if r >= threshold {
            return r % n;
        }
    }
}

/// Draws one card uniformly among the deck's eligible copies and removes it.
pub fn draw(deck: &mut Vec<DeckCard>, section: Option<Section>, rng: &mut Pcg32) -> Option<DeckCard> {
    let eligible = |c: &DeckCard| c.count > 0 && (c.section.is_none() || section.is_none() || c.section == section);
    let total: u32 = deck.iter().filter(|c| eligible(c)).map(|c| c.count).sum();
    if total == 0 {
        return None;
    }
    let mut pick = below(rng, total);
    let index = deck.iter().position(|c| {
        if !eligible(c) {
            return false;
        }
        if pick < c.count {
            return true;
        }
        pick -= c.count;
        false
    })?;
    let entry = deck.get_mut(index)?;
    entry.count -= 1;
    let mut drawn = entry.clone();
    drawn.count = 1;
    if entry.count == 0 {
        deck.remove(index);
    }
    Some(drawn)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_follow_sections_and_empty_the_deck() {
        let mut deck = default_deck_1e();
        let mut rng = Pcg32::new(1);
        for _ in 0..12 {
            assert_eq!(draw(&mut deck, Some(Section::Aft), &mut rng).unwrap().section, Some(Section::Aft));
        }
        assert!(draw(&mut deck, Some(Section::Aft), &mut rng).is_none());
        assert_eq!(deck.iter().map(|c| c.count).sum::<u32>(), 12);
    }

    #[test]
    fn bounded_draws_are_uniform() {
        let mut rng = Pcg32::new(9);
        let mut counts = [0u32; 3];
        for _ in 0..30_000 {
            counts[below(&mut rng, 3) as usize] += 1;
        }
        assert!(counts.iter().all(|c| (9_500..10_500).contains(c)), "{counts:?}");
    }
}
