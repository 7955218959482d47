//! The ships the engine knows (docs/conventions.md §7): names accepted from squad builders, the
//! base each stands on in each edition, and the printed statistics of huge ships.

use crate::bases::{self, Base, Section};
use crate::cards::{self, Arc2e};
use crate::edition::Edition;
use crate::error::{Result, RulesError};

mod card_ref;
pub mod data_names;
pub mod loadout;
pub mod printed;
pub use card_ref::{resolve, ShipCard};

/// The huge ships: five in both editions, and the Trident-class assault ship in 2e only.
/// (`Default`: a placeholder while a round state is read, the request's ship set after.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum HugeShip {
    #[default]
    Cr90,
    Gr75,
    Croc,
    Gozanti,
    Raider,
    /// 2e only (xwing-data2 `tridentclassassaultship`; xwing-data has no 1e card).
    Trident,
}

/// What a `Ship.ship` string names: a standard base size, or a huge ship. (`Default`: the
/// placeholder of a request field being read, never a ship a caller is given.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ShipType {
    #[default]
    Small,
    Medium,
    Large,
    Huge(HugeShip),
}

impl HugeShip {
    /// The huge ships of both editions.
    pub const ALL: [HugeShip; 5] = [HugeShip::Cr90, HugeShip::Gr75, HugeShip::Croc, HugeShip::Gozanti, HugeShip::Raider];
    /// Every 2e huge ship: [`HugeShip::ALL`] and the Trident.
    pub const ALL_2E: [HugeShip; 6] =
        [HugeShip::Cr90, HugeShip::Gr75, HugeShip::Croc, HugeShip::Gozanti, HugeShip::Raider, HugeShip::Trident];

    /// Whether the edition has this ship (the Trident is 2e only).
    pub fn in_edition(self, edition: Edition) -> bool {
        self != HugeShip::Trident || edition == Edition::Second
    }

    /// The huge ship with this xws id in `edition`'s data (2e `cr90corelliancorvette`, 1e
    /// `cr90corvettefore` and `cr90corvetteaft` for the two cards of one ship).
    pub fn from_xws(xws: &str, edition: Edition) -> Option<HugeShip> {
        let h = match (edition, xws) {
            (Edition::First, "cr90corvettefore" | "cr90corvetteaft") => HugeShip::Cr90,
            (Edition::First, "raiderclasscorvettefore" | "raiderclasscorvetteaft") => HugeShip::Raider,
            _ => HugeShip::ALL_2E.into_iter().find(|h| h.xws_id() == xws)?,
        };
        h.in_edition(edition).then_some(h)
    }

    /// The 2e ship card in the data (every 2e huge ship has one).
    pub fn data_2e(self) -> Option<&'static cards::Ship2e> {
        cards::ship_2e(self.xws_id())
    }

    /// The short name used in responses.
    pub fn short_name(self) -> &'static str {
        match self {
            HugeShip::Cr90 => "cr90",
            HugeShip::Gr75 => "gr75",
            HugeShip::Croc => "croc",
            HugeShip::Gozanti => "gozanti",
            HugeShip::Raider => "raider",
            HugeShip::Trident => "trident",
        }
    }

    /// The xwing-data2 ship id (docs/conventions.md §7).
    pub fn xws_id(self) -> &'static str {
        match self {
            HugeShip::Cr90 => "cr90corelliancorvette",
            HugeShip::Gr75 => "gr75mediumtransport",
            HugeShip::Croc => "croccruiser",
            HugeShip::Gozanti => "gozanticlasscruiser",
            HugeShip::Raider => "raiderclasscorvette",
            HugeShip::Trident => "tridentclassassaultship",
        }
    }

    /// 1e footprint length: the CR90 and Raider are long, the rest short (docs/conventions.md §2;
    /// the Trident has no 1e base: [`ShipType::base`] refuses it).
    pub fn length_1e(self) -> f64 {
        match self {
            HugeShip::Cr90 | HugeShip::Raider => bases::HUGE_1E_LONG_LENGTH,
            _ => bases::HUGE_1E_SHORT_LENGTH,
        }
    }

    /// Whether the ship has two ship cards in 1e (fore and aft, each crippled apart).
    pub fn has_two_cards_1e(self) -> bool {
        matches!(self, HugeShip::Cr90 | HugeShip::Raider)
    }

    /// Whether the token has a blue centre line (seed 000: the C-ROC has none).
    pub fn has_centre_line_1e(self) -> bool {
        self != HugeShip::Croc
    }
}

/// The ship names the engine knows without cards, as [`ShipType::parse`] keys them (lower
/// case, letters and digits only): the base sizes, the huge ships' short names and their ids in
/// the community data. The declarations' `BuiltInShipName` (src/bindings/mod.rs) lists the same
/// names (a test keeps them equal).
pub const BUILT_IN_NAMES: &[(&str, ShipType)] = &[
    ("small", ShipType::Small),
    ("medium", ShipType::Medium),
    ("large", ShipType::Large),
    ("cr90", ShipType::Huge(HugeShip::Cr90)),
    ("cr90corvette", ShipType::Huge(HugeShip::Cr90)),
    ("cr90corelliancorvette", ShipType::Huge(HugeShip::Cr90)),
    ("cr90corvettefore", ShipType::Huge(HugeShip::Cr90)),
    ("cr90corvetteaft", ShipType::Huge(HugeShip::Cr90)),
    ("gr75", ShipType::Huge(HugeShip::Gr75)),
    ("gr75mediumtransport", ShipType::Huge(HugeShip::Gr75)),
    ("gr75transport", ShipType::Huge(HugeShip::Gr75)),
    ("croc", ShipType::Huge(HugeShip::Croc)),
    ("croccruiser", ShipType::Huge(HugeShip::Croc)),
    ("gozanti", ShipType::Huge(HugeShip::Gozanti)),
    ("gozanticlasscruiser", ShipType::Huge(HugeShip::Gozanti)),
    ("gozanticruiser", ShipType::Huge(HugeShip::Gozanti)),
    ("raider", ShipType::Huge(HugeShip::Raider)),
    ("raiderclasscorvette", ShipType::Huge(HugeShip::Raider)),
    ("raiderclasscorvettefore", ShipType::Huge(HugeShip::Raider)),
    ("raiderclasscorvetteaft", ShipType::Huge(HugeShip::Raider)),
    ("raidercorvette", ShipType::Huge(HugeShip::Raider)),
    ("trident", ShipType::Huge(HugeShip::Trident)),
    ("tridentclassassaultship", ShipType::Huge(HugeShip::Trident)),
    ("tridentassaultship", ShipType::Huge(HugeShip::Trident)),
];

impl ShipType {
    /// Accepts `small`/`medium`/`large`, the short names and the xwing-data2 ids of
    /// docs/conventions.md §7 ([`BUILT_IN_NAMES`]), and close variants ("CR90 Corvette",
    /// "gr-75") after dropping case, spaces and punctuation.
    pub fn parse(name: &str) -> Option<ShipType> {
        let key: String = name.chars().filter(|c| c.is_ascii_alphanumeric()).map(|c| c.to_ascii_lowercase()).collect();
        BUILT_IN_NAMES.iter().find(|(n, _)| *n == key).map(|&(_, t)| t)
    }

    /// The ship `name` names in `edition`: [`ShipType::parse`]'s names, or a ship or (2e) pilot
    /// xws id of the edition's data ([`resolve`]); an error names `field`.
    pub fn parse_field(name: &str, edition: Edition, field: &str) -> Result<ShipType> {
        resolve(name, None, edition, field, "pilot").map(|(t, _)| t)
    }

    /// Whether the ship's token has a centre line that blocks 1e section targeting:
    /// 1e huge ships but the C-ROC ([`HugeShip::has_centre_line_1e`]); 2e has none.
    pub fn has_centre_line(self, edition: Edition) -> bool {
        edition == Edition::First && self.huge().is_some_and(|h| h.has_centre_line_1e())
    }

    pub fn huge(self) -> Option<HugeShip> {
        match self {
            ShipType::Huge(h) => Some(h),
            _ => None,
        }
    }

    pub fn is_huge(self) -> bool {
        self.huge().is_some()
    }

    /// The name used in responses: the size or the short huge-ship name.
    pub fn name(self) -> &'static str {
        match self {
            ShipType::Small => "small",
            ShipType::Medium => "medium",
            ShipType::Large => "large",
            ShipType::Huge(h) => h.short_name(),
        }
    }

    /// The base this ship stands on in `edition`. Medium bases exist only in 2e.
    pub fn base(self, edition: Edition, field: &str) -> Result<Base> {
        Ok(match (self, edition) {
            (ShipType::Small, _) => Base::Small,
            (ShipType::Medium, Edition::Second) => Base::Medium,
            (ShipType::Medium, Edition::First) => return Err(RulesError::not_allowed(field, "medium bases exist only in 2nd edition")),
            (ShipType::Large, _) => Base::Large,
            (ShipType::Huge(h), Edition::First) if !h.in_edition(edition) => {
                return Err(RulesError::not_allowed(field, format!("the {} exists only in 2nd edition", h.short_name())))
            }
            (ShipType::Huge(_), Edition::Second) => Base::Huge { length: bases::HUGE_2E_LENGTH, sections: false },
            (ShipType::Huge(h), Edition::First) => Base::Huge { length: h.length_1e(), sections: true },
        })
    }
}

/// Printed values of one 1e ship card (docs/conventions.md §7, xwing-data). Single-card ships
/// have one card; the CR90 and Raider have a fore and an aft card.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Card1e {
    pub attack: u32,
    /// Primary weapon range band, inclusive (CR90 fore: 3–5).
    pub attack_range: Option<(u8, u8)>,
    pub hull: u32,
    pub shields: u32,
    pub energy: u32,
}

/// The 1e ship card(s) of a huge ship: `(section, card)`; single-card ships give
/// `None` as the section.
pub fn cards_1e(ship: HugeShip) -> Vec<(Option<Section>, Card1e)> {
    let card = |attack, attack_range, hull, shields, energy| Card1e { attack, attack_range, hull, shields, energy };
    match ship {
        HugeShip::Cr90 => vec![(Some(Section::Fore), card(4, Some((3, 5)), 8, 5, 0)), (Some(Section::Aft), card(0, None, 8, 3, 5))],
        HugeShip::Raider => vec![(Some(Section::Fore), card(4, Some((2, 4)), 8, 6, 0)), (Some(Section::Aft), card(0, None, 8, 4, 6))],
        HugeShip::Gr75 => vec![(None, card(0, None, 8, 4, 4))],
        HugeShip::Gozanti => vec![(None, card(0, None, 9, 5, 4))],
        HugeShip::Croc => vec![(None, card(0, None, 10, 4, 4))],
        // No 1e card: every 1e entry point refuses the Trident (`HugeShip::in_edition`).
        HugeShip::Trident => vec![],
    }
}

/// Printed values of a 2e huge ship (docs/conventions.md §7, xwing-data2): one hull and shield pool.
/// The five ships of both editions keep the engine's reviewed values ([`card_2e`]); the
/// Trident's, and the initiative and engagement the C-ROC, Gozanti and Raider cards lack,
/// come from the data ([`card_2e_from_data`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Card2e {
    /// Primary attack value and the arc it fires from.
    pub attack: u32,
    pub attack_arc: &'static str,
    pub hull: u32,
    pub shields: u32,
    pub shield_recurring: u32,
    pub energy: u32,
    pub energy_recurring: u32,
    pub initiative: Option<u32>,
    pub engagement: Option<u32>,
}

/// The 2e card of `ship`: the reviewed values below, with the data's pilots' initiative and
/// engagement where the reviewed card has none, and the Trident wholly from the data.
pub fn card_2e(ship: HugeShip) -> Card2e {
    let reviewed = reviewed_card_2e(ship);
    let Some(c) = reviewed else { return card_2e_from_data(ship) };
    match (c.initiative, ship.data_2e().and_then(|s| cards::ship_order_values_2e(s.xws))) {
        (None, Some((i, e))) => Card2e { initiative: Some(i as u32), engagement: e.map(u32::from), ..c },
        _ => c,
    }
}

/// A 2e huge ship's card read from xwing-data2: the first attack and its arc, hull, shields,
/// energy, and the initiative and engagement every pilot of the ship shares.
pub fn card_2e_from_data(ship: HugeShip) -> Card2e {
    let data = ship.data_2e();
    let st = data.map(|s| s.stats);
    let attack = st.and_then(|s| s.attacks.first().copied());
    let order = data.and_then(|s| cards::ship_order_values_2e(s.xws));
    Card2e {
        attack: attack.map_or(0, |a| a.value as u32),
        attack_arc: attack.map_or("front", |a| arc_name_2e(a.arc)),
        hull: st.map_or(0, |s| s.hull as u32),
        shields: st.map_or(0, |s| s.shields.value as u32),
        shield_recurring: st.map_or(0, |s| s.shields.recovers.max(0) as u32),
        energy: st.and_then(|s| s.energy).map_or(0, |e| e.value as u32),
        energy_recurring: st.and_then(|s| s.energy).map_or(0, |e| e.recovers.max(0) as u32),
        initiative: order.map(|(i, _)| i as u32),
        engagement: order.and_then(|(_, e)| e.map(u32::from)),
    }
}

/// The engine's name of a data arc, as [`Card2e::attack_arc`] spells it (`"leftRight"` is the
/// CR90's pair, which the data prints as two attacks).
pub fn arc_name_2e(arc: Arc2e) -> &'static str {
    match arc {
        Arc2e::Front => "front",
        Arc2e::Rear => "rear",
        Arc2e::Left => "left",
        Arc2e::Right => "right",
        Arc2e::SingleTurret => "singleTurret",
        Arc2e::DoubleTurret => "doubleTurret",
        Arc2e::FullFront => "fullFront",
        Arc2e::FullRear => "fullRear",
        Arc2e::Bullseye => "bullseye",
    }
}

/// The engine's reviewed 2e cards (docs/conventions.md §7); `None` for the Trident, whose
/// values are the data's.
fn reviewed_card_2e(ship: HugeShip) -> Option<Card2e> {
    let c = |attack, attack_arc, hull, shields, shield_recurring, energy, energy_recurring, initiative, engagement| Card2e {
        attack,
        attack_arc,
        hull,
        shields,
        shield_recurring,
        energy,
        energy_recurring,
        initiative,
        engagement,
    };
    Some(match ship {
        HugeShip::Cr90 => c(4, "leftRight", 18, 7, 2, 7, 2, Some(8), Some(0)),
        HugeShip::Raider => c(4, "fullFront", 20, 8, 2, 6, 2, None, None),
        HugeShip::Gr75 => c(2, "front", 12, 3, 1, 4, 1, Some(7), Some(1)),
        HugeShip::Gozanti => c(3, "front", 11, 5, 1, 3, 1, None, None),
        HugeShip::Croc => c(3, "front", 12, 4, 1, 4, 1, None, None),
        HugeShip::Trident => return None,
    })
}

/// A 2e huge ship's printed ship ability that widens the range of its locks and
/// primary attacks: the CR90's "Broadside Batteries", "You can acquire locks and
/// perform primary attacks at range 1-4" (xwing-data2
/// `data/pilots/*/cr90-corellian-corvette.json`). No other 2e huge ship's ability
/// changes these ranges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RangeAbility2e {
    /// The ability's printed name.
    pub name: &'static str,
    /// The band it grants, inclusive.
    pub range: (u8, u8),
}

/// "Broadside Batteries" grants range 1–4 (its printed text).
pub const BROADSIDE_BATTERIES: RangeAbility2e = RangeAbility2e { name: "Broadside Batteries", range: (1, 4) };

/// The ship ability of [`RangeAbility2e`], when the ship's card prints one.
pub fn range_ability_2e(ship: HugeShip) -> Option<RangeAbility2e> {
    match ship {
        HugeShip::Cr90 => Some(BROADSIDE_BATTERIES),
        HugeShip::Gr75 | HugeShip::Croc | HugeShip::Gozanti | HugeShip::Raider | HugeShip::Trident => None,
    }
}

/// The range bands a 2e huge ship's primary weapon fires at by default (seed 001
/// "Firing Arcs").
pub const PRIMARY_RANGE_2E: (u8, u8) = (1, 3);

/// The band a rule allows (`base`), widened by what an ability's "you can ... at range
/// `lo`–`hi`" adds: an ability that says "can" permits, it takes nothing away, so the
/// answer is the two bands together (they overlap or touch in every use here).
pub fn widen((lo, hi): (u8, u8), ability: Option<RangeAbility2e>) -> (u8, u8) {
    match ability {
        Some(RangeAbility2e { range: (a, b), .. }) => (lo.min(a), hi.max(b)),
        None => (lo, hi),
    }
}

/// The range bands a 2e huge ship's primary weapon fires at: range 1–3 by default
/// (seed 001 "Firing Arcs"), and 1–4 for the CR90, whose ship ability says so
/// ([`range_ability_2e`]).
pub fn primary_range_2e(ship: HugeShip) -> (u8, u8) {
    widen(PRIMARY_RANGE_2E, range_ability_2e(ship))
}

#[cfg(test)]
mod data_tests;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centre_line_only_on_1e_huge_tokens_but_the_croc() {
        let cr90 = ShipType::Huge(HugeShip::Cr90);
        assert!(cr90.has_centre_line(Edition::First) && !cr90.has_centre_line(Edition::Second));
        assert!(!ShipType::Huge(HugeShip::Croc).has_centre_line(Edition::First));
        assert!(!ShipType::Large.has_centre_line(Edition::First));
    }

    #[test]
    fn accepts_xwing_data2_ids_and_short_names() {
        for h in HugeShip::ALL {
            assert_eq!(ShipType::parse(h.xws_id()), Some(ShipType::Huge(h)));
            assert_eq!(ShipType::parse(h.short_name()), Some(ShipType::Huge(h)));
        }
        assert_eq!(ShipType::parse("CR90 Corvette"), Some(ShipType::Huge(HugeShip::Cr90)));
        assert_eq!(ShipType::parse("GR-75"), Some(ShipType::Huge(HugeShip::Gr75)));
        assert_eq!(ShipType::parse("tie"), None);
    }

    #[test]
    fn broadside_batteries_widens_the_cr90_only() {
        // "You can acquire locks and perform primary attacks at range 1-4": primary 1–3
        // joined with 1–4 is 1–4; the 2e lock band 0–3 joined with 1–4 is 0–4.
        assert_eq!(primary_range_2e(HugeShip::Cr90), (1, 4));
        assert_eq!(widen((0, 3), range_ability_2e(HugeShip::Cr90)), (0, 4));
        for h in [HugeShip::Gr75, HugeShip::Croc, HugeShip::Gozanti, HugeShip::Raider] {
            assert_eq!((primary_range_2e(h), widen((0, 3), range_ability_2e(h))), ((1, 3), (0, 3)));
        }
    }

    #[test]
    fn bases_follow_the_edition() {
        let cr90 = ShipType::Huge(HugeShip::Cr90);
        assert_eq!(cr90.base(Edition::Second, "s").unwrap().length(), 221.0);
        assert_eq!(cr90.base(Edition::First, "s").unwrap().length(), 224.8);
        assert_eq!(ShipType::Huge(HugeShip::Croc).base(Edition::First, "s").unwrap().length(), 195.0);
        assert!(ShipType::Medium.base(Edition::First, "s").is_err());
    }
}
