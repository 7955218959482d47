//! Naming a ship by the cards (docs/api.md "Ship names"): a ship or pilot xws id of the
//! edition's data, or a ship id with a `pilot`, resolved to the engine's [`ShipType`] and
//! the card that prints its values.

use super::{HugeShip, ShipType};
use crate::cards::{self, Pilot1e, Pilot2e, Ship1e, Ship2e, Size};
use crate::edition::Edition;
use crate::error::{Result, RulesError};

/// The card a ship was named by: a ship card, or a pilot card (which names its ship).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ShipCard {
    Ship2e(&'static Ship2e),
    Pilot2e(&'static Pilot2e),
    Ship1e(&'static Ship1e),
    Pilot1e(&'static Pilot1e),
}

impl ShipCard {
    /// The 2e pilot, if a pilot was named.
    pub fn pilot_2e(self) -> Option<&'static Pilot2e> {
        match self {
            ShipCard::Pilot2e(p) => Some(p),
            _ => None,
        }
    }

    /// The 2e ship card (a pilot's own ship).
    pub fn ship_2e(self) -> Option<&'static Ship2e> {
        match self {
            ShipCard::Ship2e(s) => Some(s),
            ShipCard::Pilot2e(p) => Some(p.ship_card()),
            _ => None,
        }
    }

    /// The named pilot's printed initiative (2e) or pilot skill (1e).
    pub fn pilot_skill(self) -> Option<u32> {
        match self {
            ShipCard::Pilot2e(p) => Some(p.initiative as u32),
            ShipCard::Pilot1e(p) => p.skill.map(u32::from),
            _ => None,
        }
    }

    /// The named 2e pilot's printed engagement value (huge ships).
    pub fn engagement(self) -> Option<u32> {
        self.pilot_2e().and_then(|p| p.engagement).map(u32::from)
    }

    /// The agility the card prints: a 2e pilot's (its own `shipStats` if any) or ship's; a
    /// 1e pilot's override or ship's.
    pub fn printed_agility(self) -> Option<u32> {
        let second = self.pilot_2e().map(|p| p.stats().agility).or(self.ship_2e().map(|s| s.stats.agility));
        let first = self.pilot_1e().and_then(|p| p.ship_override).map(|o| o.agility).or(self.ship_1e().map(|s| s.agility));
        second.or(first).map(u32::from)
    }

    /// The primary attack value the card prints: 2e its first attack, 1e the pilot's
    /// override or the ship's.
    pub fn printed_primary(self) -> Option<u32> {
        let second =
            self.pilot_2e().map(|p| p.stats()).or(self.ship_2e().map(|s| s.stats)).and_then(|s| s.attacks.first().map(|a| a.value));
        let first = self.pilot_1e().and_then(|p| p.ship_override).map(|o| o.attack).or(self.ship_1e().and_then(|s| s.attack));
        second.or(first).map(u32::from)
    }

    /// The 1e pilot, if a pilot was named.
    pub fn pilot_1e(self) -> Option<&'static Pilot1e> {
        match self {
            ShipCard::Pilot1e(p) => Some(p),
            _ => None,
        }
    }

    /// The 1e ship card (a pilot's own ship).
    pub fn ship_1e(self) -> Option<&'static Ship1e> {
        match self {
            ShipCard::Ship1e(s) => Some(s),
            ShipCard::Pilot1e(p) => Some(p.ship_card()),
            _ => None,
        }
    }
}

/// The engine's ship for a card of `size`: a standard base, or the huge ship of that id.
fn ship_type(size: Size, xws: &str, edition: Edition, field: &str) -> Result<ShipType> {
    Ok(match size {
        Size::Small => ShipType::Small,
        Size::Medium => ShipType::Medium,
        Size::Large => ShipType::Large,
        Size::Huge => ShipType::Huge(
            HugeShip::from_xws(xws, edition)
                .ok_or_else(|| RulesError::unknown(field, format!("{xws:?} is a huge ship the engine does not fly")))?,
        ),
    })
}

/// The ship `name` names in `edition`, and its card: today's names ([`ShipType::parse`]:
/// sizes, short names, huge-ship ids), a ship xws id of the edition's data, or in 2e a pilot
/// xws id alone. `pilot` (the ship object's `pilot` field, path `pilot_field`) names the
/// pilot of a ship named by its id: required to tell 1e pilots apart, whose ids repeat
/// across ships. Errors name `field` or `pilot_field`.
pub fn resolve(name: &str, pilot: Option<&str>, edition: Edition, field: &str, pilot_field: &str) -> Result<(ShipType, Option<ShipCard>)> {
    let (t, card) = resolve_ship(name, edition, field)?;
    let Some(pilot) = pilot else { return Ok((t, card)) };
    let named = match (edition, card) {
        (Edition::Second, Some(ShipCard::Pilot2e(_))) => {
            return Err(RulesError::invalid(pilot_field, format!("{name:?} already names a pilot: give the pilot id as `ship` alone")))
        }
        (Edition::Second, Some(ShipCard::Ship2e(s))) => {
            cards::pilot_2e(pilot).filter(|p| p.ship_card().xws == s.xws).map(ShipCard::Pilot2e)
        }
        (Edition::First, Some(ShipCard::Ship1e(s))) => cards::pilots_1e(s.xws, pilot).first().map(ShipCard::Pilot1e),
        (Edition::First, None) => t.huge().and_then(|h| pilot_of_huge_1e(h, pilot)).map(ShipCard::Pilot1e),
        _ => None,
    };
    let what = card.and_then(|c| c.ship_2e().map(|s| s.xws).or(c.ship_1e().map(|s| s.xws))).unwrap_or(name);
    named
        .map(|c| (t, Some(c)))
        .ok_or_else(|| RulesError::unknown(pilot_field, format!("no {} pilot {pilot:?} flies the {what}", edition.as_str())))
}

/// A 1e huge ship named by a short name: its pilot on either of its cards (the CR90's and
/// Raider's fore and aft cards are pilots of their own ship ids).
fn pilot_of_huge_1e(h: HugeShip, pilot: &str) -> Option<&'static Pilot1e> {
    cards::tables()
        .ships_1e
        .iter()
        .filter(|s| HugeShip::from_xws(s.xws, Edition::First) == Some(h))
        .find_map(|s| cards::pilots_1e(s.xws, pilot).first())
}

/// `name` alone: today's names first (they keep their meaning), then the data's ids.
fn resolve_ship(name: &str, edition: Edition, field: &str) -> Result<(ShipType, Option<ShipCard>)> {
    if let Some(t) = ShipType::parse(name) {
        if let Some(h) = t.huge().filter(|h| !h.in_edition(edition)) {
            return Err(RulesError::not_allowed(field, format!("the {} exists only in 2nd edition", h.short_name())));
        }
        if t.huge() == Some(HugeShip::Trident) && !cfg!(feature = "cards") {
            // The Trident's dial and values are the data's alone (crate::ships::card_2e_from_data).
            let why = "the trident's dial and values come from the card data, which the core module (xwing-huge/core) does not hold: use the full module";
            return Err(RulesError::unknown(field, why));
        }
        let card = match (edition, t.huge()) {
            (Edition::Second, Some(h)) => h.data_2e().map(ShipCard::Ship2e),
            (Edition::First, _) => cards::ship_1e(name).filter(|s| s.size != Size::Huge || t.is_huge()).map(ShipCard::Ship1e),
            _ => None,
        };
        return Ok((t, card));
    }
    let card = match edition {
        Edition::Second => cards::ship_2e(name).map(ShipCard::Ship2e).or_else(|| cards::pilot_2e(name).map(ShipCard::Pilot2e)),
        Edition::First => cards::ship_1e(name).map(ShipCard::Ship1e),
    };
    let Some(card) = card else { return Err(unknown(name, edition, field)) };
    let (size, xws) = match card {
        ShipCard::Ship2e(_) | ShipCard::Pilot2e(_) => card.ship_2e().map(|s| (s.size, s.xws)),
        ShipCard::Ship1e(_) | ShipCard::Pilot1e(_) => card.ship_1e().map(|s| (s.size, s.xws)),
    }
    .ok_or_else(|| unknown(name, edition, field))?;
    Ok((ship_type(size, xws, edition, field)?, Some(card)))
}

fn unknown(name: &str, edition: Edition, field: &str) -> RulesError {
    let ids = match edition {
        Edition::Second => "an xwing-data2 ship or pilot id (t65xwing, lukeskywalker)",
        Edition::First => "an xwing-data ship id (xwing) with its `pilot`",
    };
    RulesError::unknown(
        field,
        format!("unknown ship {name:?}: expected small, medium, large, cr90, gr75, croc, gozanti, raider, trident or {ids}"),
    )
}
