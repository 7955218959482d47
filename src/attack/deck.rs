//! Damage decks as data. A faceup damage card dealt to a ship is drawn from a deck
//! (1e huge ships: the targeted section's deck, seed 003 "Damage"; 2e huge ships: the
//! huge ship damage deck, seed 001 "Damage Cards"; 2e standard ships: the core deck).
//! A card is data: a name, its text, the countable part of its effect, and for 2e
//! huge-ship cards a precision shot (an arc of the defender and an effect resolved
//! first when the attacker is in that arc). The engine applies the countable parts
//! (extra damage, crit damage, lost shields, lost energy, counting as more than one
//! damage, repairing the card itself) and returns the text for the rest.
//!
//! Default decks, where a public list of the printed cards exists:
//! - 1e huge ships: the fore and aft decks of xwing-data `data/damage-deck-rebel-transport.js`
//!   (names, amounts, sections and texts), for every 1e huge ship.
//! - 2e standard ships: xwing-data2 `data/damage-decks/core.json` (33 cards).
//! - 2e huge ships: no public list of the huge ship damage deck exists, so there is no
//!   default: pass the deck in `deck`. Without one, each faceup card is an unnamed card
//!   with no effect ([`unnamed_faceup`]), counted against the hull only.

use super::DefenderArc;
use crate::bases::Section;
use crate::dice::Pcg32;
use crate::edition::Edition;
use crate::ships::ShipType;
use crate::wire::numbers::Whole;
use crate::wire::{FromWire, ToWire};

/// Most distinct entries a caller's deck may list, and most copies of one entry.
pub const MAX_DECK_ENTRIES: usize = 256;
pub const MAX_CARD_COPIES: u32 = 64;
/// Most units of one effect (damage, crits, shields, energy) a card may carry.
pub const MAX_EFFECT: u32 = 10;

/// An effect's amount as a request gives it, checked while read.
type Amount = Whole<MAX_EFFECT>;

/// The countable part of a card's effect.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, FromWire, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "DamageEffect", ts_out = "Effect")]
pub struct Effect {
    /// Suffer this much hit damage (shields first, then facedown cards).
    #[serde(default)]
    #[wire(null, read_as = "Amount")]
    pub damage: u32,
    /// Suffer this much crit damage (shields first, then faceup cards).
    #[serde(default)]
    #[wire(null, read_as = "Amount")]
    pub crit: u32,
    /// Lose this many shields.
    #[serde(default)]
    #[wire(null, read_as = "Amount")]
    pub shields: u32,
    /// Lose this much energy.
    #[serde(default)]
    #[wire(null, read_as = "Amount")]
    pub energy: u32,
    /// The card counts as this much damage against the hull while faceup (0 or 1: one).
    #[serde(default, skip_serializing_if = "is_zero")]
    #[wire(null, read_as = "Amount")]
    pub counts_as: u32,
    /// After its other effects, the card repairs itself: it is flipped facedown (2e
    /// "Then repair this card"; 1e "Then flip this card facedown").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[wire(null)]
    pub repair: bool,
}

fn is_zero(v: &u32) -> bool {
    *v == 0
}

impl Effect {
    pub fn is_none(&self) -> bool {
        *self == Effect::default()
    }
}

/// A 2e card's top effect, resolved first when the attacker is in `arc`.
#[derive(Clone, Debug, PartialEq, FromWire, ToWire)]
#[wire(ts_out = "PrecisionShotOut")]
pub struct PrecisionShot {
    #[wire(ts_as = "string")]
    pub arc: DefenderArc,
    #[serde(default)]
    #[wire(null)]
    pub text: String,
    #[serde(default)]
    #[wire(null)]
    pub effect: Effect,
}

/// One entry of a deck: `count` identical cards (a caller's deck: one when not given).
#[derive(Clone, Debug, PartialEq, FromWire, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts_out = "DeckCardOut")]
pub struct DeckCard {
    pub name: String,
    #[serde(default = "one_copy")]
    #[wire(null, read_as = "Whole<MAX_CARD_COPIES>")]
    pub count: u32,
    /// 1e: the section whose deck holds the card; `None`: either deck.
    #[wire(ts_as = "string | null")]
    pub section: Option<Section>,
    #[serde(default)]
    #[wire(null)]
    pub text: String,
    #[serde(default)]
    #[wire(null)]
    pub effect: Effect,
    pub precision_shot: Option<PrecisionShot>,
}

fn one_copy() -> u32 {
    1
}

fn card(name: &str, count: u32, section: Option<Section>, text: &str, effect: Effect, ps: Option<PrecisionShot>) -> DeckCard {
    DeckCard { name: name.into(), count, section, text: text.into(), effect, precision_shot: ps }
}

/// One card of a printed deck: `(name, amount, text, effect)`.
type Printed = (&'static str, u32, &'static str, Effect);

const NONE: Effect = Effect { damage: 0, crit: 0, shields: 0, energy: 0, counts_as: 0, repair: false };

/// 1e huge ship fore damage deck (xwing-data `damage-deck-rebel-transport.js`, "section": "Fore").
const FORE_1E: [Printed; 5] = [
    ("Secondary Drive Failure", 1, "You must spend 1 energy to perform any action.", NONE),
    ("Broadcast Malfunction", 1, "You cannot perform the jam action.\n\nAction: Roll 1 attack die. On a [Hit] result, flip this card facedown.", NONE),
    ("Direct Hit", 4, "This card counts as 2 damage against your hull.", Effect { counts_as: 2, ..NONE }),
    (
        "Hull Breach",
        2,
        "Place 1 of your Upgrade cards under this card. You cannot use that Upgrade card while this card is faceup.\n\nEnergy: Spend 2 energy to flip this card facedown.",
        NONE,
    ),
    (
        "Damaged Stabilizers",
        2,
        "When you execute a bank maneuver ([Bank Left] or [Bank Right]), suffer 1 damage. If you draw a Damage card, draw it from the Fore Damage deck.\n\nAction: Roll 1 attack die. On a [Hit] result, flip this card facedown.",
        NONE,
    ),
];

/// 1e huge ship aft damage deck (xwing-data `damage-deck-rebel-transport.js`, "section": "Aft").
const AFT_1E: [Printed; 5] = [
    ("Reactor Cowl Rupture", 1, "When you perform a recover action, you cannot recover more than 2 shields. You must still spend all of your energy.", NONE),
    ("Projector Power Failure", 1, "You cannot perform the reinforce action unless you have at least 3 energy.", NONE),
    (
        "Command Pod Casualties",
        2,
        "Assign 1 stress token to 1 friendly small or large ship. Then your opponent may assign 1 stress token to 1 of your small or large ships.\n\nThen flip this card facedown.",
        Effect { repair: true, ..NONE },
    ),
    ("Reactor Leak", 3, "When you execute a maneuver, reduce the amount of energy you gain by 1 (to a minimum of 0).", NONE),
    (
        "Engine Damage",
        3,
        "When you execute a maneuver, if the speed of that maneuver plus the number of faceup \"Engine Damage\" cards you have equals or exceeds 5, you must skip your \"Perform Action\" step this round.",
        NONE,
    ),
];

/// 2e core damage deck for standard ships (xwing-data2 `data/damage-decks/core.json`).
/// "Repair this card" as the card's own last step flips it facedown at once.
const CORE_2E: [Printed; 14] = [
    ("Panicked Pilot", 2, "Gain 2 stress tokens. Then repair this card.", Effect { repair: true, ..NONE }),
    ("Blinded Pilot", 2, "While you perform an attack, you can modify your dice only by spending [Force] for their default effect. Action: Repair this card.", NONE),
    ("Wounded Pilot", 2, "After you perform an action, roll 1 attack die. On a [Hit] or [Critical Hit] result, gain 1 stress token. Action: Repair this card.", NONE),
    ("Stunned Pilot", 2, "After you execute a maneuver, if you moved through or overlapped an obstacle, suffer 1 [Hit] damage.", NONE),
    ("Console Fire", 2, "Before you engage, roll 1 attack die. On a [Hit] result, suffer 1 [Hit] damage. Action: Repair this card.", NONE),
    ("Damaged Engine", 2, "Increase the difficulty of your turn maneuvers ([Turn Left] and [Turn Right]).", NONE),
    ("Weapons Failure", 2, "While you perform an attack, roll 1 fewer attack die. Action: Repair this card.", NONE),
    ("Hull Breach", 2, "Before you would suffer 1 or more [Hit] damage, suffer that much [Critical Hit] damage instead. Action: Repair this card.", NONE),
    ("Structural Damage", 2, "While you defend, roll 1 fewer defense die.", NONE),
    ("Damaged Sensor Array", 2, "You cannot perform any actions except the [Focus] action and actions from damage cards. Action: Repair this card.", NONE),
    ("Loose Stabilizer", 2, "After you execute a non-straight maneuver, suffer 1 [Hit] damage and repair this card. Action: Repair this card.", NONE),
    ("Disabled Power Regulator", 2, "Before you engage, gain 1 ion token. After you execute an ion maneuver, repair this card.", NONE),
    ("Fuel Leak", 4, "After you suffer 1 [Critical Hit] damage, suffer 1 [Hit] damage and repair this card. Action: Repair this card.", NONE),
    ("Direct Hit!", 5, "Suffer 1 [Hit] damage. Then repair this card.", Effect { damage: 1, repair: true, ..NONE }),
];

fn printed(cards: &[Printed], section: Option<Section>) -> impl Iterator<Item = DeckCard> + '_ {
    cards.iter().map(move |&(name, count, text, effect)| card(name, count, section, text, effect, None))
}

/// The 1e huge ship damage decks: fore and aft, 10 cards each.
pub fn default_deck_1e() -> Vec<DeckCard> {
    printed(&FORE_1E, Some(Section::Fore)).chain(printed(&AFT_1E, Some(Section::Aft))).collect()
}

/// The 2e core damage deck (standard ships), 33 cards.
pub fn core_deck_2e() -> Vec<DeckCard> {
    printed(&CORE_2E, None).collect()
}

/// The deck faceup cards are drawn from when the caller gives none.
pub fn default_for(edition: Edition, ship: Option<ShipType>) -> Vec<DeckCard> {
    match (ship, edition) {
        (Some(ShipType::Huge(_)), Edition::First) => default_deck_1e(),
        (Some(ShipType::Huge(_)), Edition::Second) | (None, _) | (Some(_), Edition::First) => Vec::new(),
        (Some(_), Edition::Second) => core_deck_2e(),
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
        for _ in 0..10 {
            assert_eq!(draw(&mut deck, Some(Section::Aft), &mut rng).unwrap().section, Some(Section::Aft));
        }
        assert!(draw(&mut deck, Some(Section::Aft), &mut rng).is_none());
        assert_eq!(deck.iter().map(|c| c.count).sum::<u32>(), 10);
    }

    #[test]
    fn printed_decks_have_their_printed_sizes() {
        // xwing-data: 1+1+4+2+2 fore, 1+1+2+3+3 aft; xwing-data2 core: 12 × 2 + 4 + 5 = 33.
        let count = |d: &[DeckCard], s: Option<Section>| d.iter().filter(|c| c.section == s).map(|c| c.count).sum::<u32>();
        let d1 = default_deck_1e();
        assert_eq!((count(&d1, Some(Section::Fore)), count(&d1, Some(Section::Aft))), (10, 10));
        assert_eq!(count(&core_deck_2e(), None), 33);
        let direct = d1.iter().find(|c| c.name == "Direct Hit").unwrap();
        assert_eq!((direct.count, direct.section, direct.effect.counts_as), (4, Some(Section::Fore), 2));
        assert!(default_for(Edition::Second, Some(ShipType::Huge(crate::ships::HugeShip::Cr90))).is_empty());
        assert_eq!(default_for(Edition::Second, Some(ShipType::Small)).len(), 14);
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
