//! The weapon an attack is made with, and the range it may fire at.
//!
//! An attack is made with a weapon, never with "the ship": the **primary weapon**,
//! whose attack value and range the ship card prints (per edition, per 1e section
//! card), or a **special weapon** (a secondary weapon, an upgrade's "Attack:" or
//! "Bonus Attack:", a card effect) whose value and range the caller gives, or, for an
//! upgrade card the request names, its card's printed attack value and range.
//!
//! Rules:
//! - 1e: "Some huge ships have a Range restriction for their primary weapon. For
//!   example, the CR90's primary weapon uses Range 3–5 ... the weapon range is shown on
//!   the Ship card" (seed 003 "Primary Weapon Range"). A card with no printed attack
//!   value has no primary weapon (1e GR-75, Gozanti, C-ROC, and the CR90 / Raider aft
//!   cards): a primary attack with it is refused. Every other primary weapon fires at
//!   range 1–3 (core rules).
//! - 2e: "By default, their primary attacks can be made at range 1-3"; "Some special
//!   weapons and abilities can extend a huge ship's firing arcs to range 4 or 5 ... If
//!   a ship's front arc or full front arc extends to range 4 or 5, its bullseye arc also
//!   extends to range 4 or 5" (seed 001 "Firing Arcs", "Attack Range 4-5"). The engine
//!   holds the ship abilities that do it (the 2e CR90's "Broadside Batteries": range
//!   1–4, [`ships::primary_range_2e`]); for weapons and other abilities the caller says
//!   when an arc is extended ([`WeaponChoice::extended_to`]); only a huge ship's arcs
//!   can be extended.
//! - The ruler follows the weapon: "Only ships using a weapon or card effect that
//!   specifically affects targets at a range beyond Range 3 may use the huge range
//!   ruler" (seed 003 "Huge Range Ruler"): [`WeaponRange::ruler`].
//! - 2e range 0 (touching): the project keeps the core rules' range-0 attack (docs/conventions.md §6
//!   "range 0–1" bonus), so a weapon whose range starts at 1 also fires at range 0 in
//!   2e; 1e has no range 0.

use super::card_weapon::{card_weapon, CardWeapon};
use super::MAX_DICE;
use crate::bases::Section;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::range::bands::{Ruler, HUGE_RULER_MAX, STANDARD_RULER_MAX};
use crate::ships::{self, HugeShip, ShipType};
use crate::wire::numbers::Whole;
use crate::wire::{FromWire, ToWire};

/// A primary weapon's range when the card prints none: range 1–3 (core rules; seed
/// 001 "Firing Arcs" for 2e huge ships).
pub const DEFAULT_PRIMARY_RANGE: WeaponRange = WeaponRange { min: 1, max: STANDARD_RULER_MAX };

/// The range bands a weapon fires at, inclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WeaponRange {
    pub min: u8,
    pub max: u8,
}

impl WeaponRange {
    /// Checks a caller's range: 1 ≤ min ≤ max ≤ 5 (0 allowed in 2e).
    pub fn new(edition: Edition, min: u8, max: u8, field: &str) -> Result<WeaponRange> {
        let lowest = if edition == Edition::Second { 0 } else { 1 };
        if min < lowest || max > HUGE_RULER_MAX || min > max {
            return Err(RulesError::invalid(
                field,
                format!("expected [min, max] with {lowest} ≤ min ≤ max ≤ {HUGE_RULER_MAX}, got [{min}, {max}]"),
            ));
        }
        Ok(WeaponRange { min, max })
    }

    /// The ruler this weapon measures with: the huge ruler only when it reaches beyond
    /// range 3 (seed 003 "Huge Range Ruler").
    pub fn ruler(self) -> Ruler {
        if self.max > STANDARD_RULER_MAX {
            Ruler::Huge
        } else {
            Ruler::Standard
        }
    }

    /// Whether an attack at `band` is within this weapon's range (2e range 0 counts as
    /// within a range that starts at 1: see the module docs).
    pub fn contains(self, edition: Edition, band: u8) -> bool {
        let (min, max) = self.bands(edition);
        (min..=max).contains(&band)
    }

    /// The bands the weapon fires at as a range query's `reach` (2e: a range starting
    /// at 1 takes in range 0).
    pub fn bands(self, edition: Edition) -> (u8, u8) {
        let min = if edition == Edition::Second && self.min == 1 { 0 } else { self.min };
        (min, self.max)
    }

    pub fn describe(self) -> String {
        if self.min == self.max {
            format!("range {}", self.min)
        } else {
            format!("range {}–{}", self.min, self.max)
        }
    }
}

/// A range band as a request gives it, checked while read: 0 to the huge range ruler's
/// last (seed 003: it "adds Range 4 and Range 5").
pub type Band = Whole<{ HUGE_RULER_MAX as u32 }>;

/// The weapon the request names (`weapon`; none: the primary weapon), declared as its three
/// forms: the primary weapon, a special weapon given by its printed values (a secondary
/// weapon, special attack or card effect), an upgrade card's weapon ([`arm`] refuses the keys
/// of another form).
#[derive(FromWire, Clone, Debug, Default, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "WeaponInput")]
#[wire(forms = "kind?=primary, section?, extendedTo? | kind=special, attack, range, ordnance? | kind?=special, upgrade, section?")]
pub struct WeaponChoice {
    pub kind: Option<WeaponKind>,
    /// Primary, 1e CR90 / Raider: the section card that fires.
    pub section: Option<Section>,
    /// Primary, 2e huge ship: the arc is extended to range 4 or 5.
    #[wire(ts = "4 | 5")]
    pub extended_to: Option<Band>,
    /// Special: the printed attack value.
    pub attack: Option<Whole<MAX_DICE>>,
    /// Special: the printed range `[min, max]`.
    #[wire(ts = "[number, number]")]
    pub range: Option<Vec<Band>>,
    /// Special: the ordnance icon (no range bonuses in 2e).
    pub ordnance: Option<bool>,
    /// The upgrade card (xws id) whose printed weapon fires: its value, range, ordnance
    /// and arcs from the card data (`attack::card_weapon`).
    #[wire(ts = "UpgradeName")]
    pub upgrade: Option<String>,
}

impl WeaponChoice {
    /// The primary weapon: no upgrade card named and no `kind` other than primary (the default).
    fn is_primary(&self) -> bool {
        self.upgrade.is_none() && self.kind.unwrap_or_default() == WeaponKind::Primary
    }

    /// A special weapon by its printed values (tests).
    #[cfg(test)]
    pub fn printed(attack: u32, [min, max]: [u32; 2], ordnance: bool) -> WeaponChoice {
        let range = Some(vec![Whole(min), Whole(max)]);
        WeaponChoice { kind: Some(WeaponKind::Special), attack: Some(Whole(attack)), range, ordnance: Some(ordnance), ..Default::default() }
    }
}

/// The name of the first key given of `keys` (`(given, name)`).
pub fn first_given<const N: usize>(keys: [(bool, &'static str); N]) -> Option<&'static str> {
    keys.into_iter().find_map(|(given, name)| given.then_some(name))
}

/// The weapon `w` names (none: the primary weapon), its form checked as [`arm`] checks it
/// (without the ship), so that a request's weapon is refused before the rest of it.
pub fn choice(edition: Edition, w: Option<&WeaponChoice>) -> Result<WeaponChoice> {
    let w = w.cloned().unwrap_or_default();
    special(edition, &w, "weapon")?;
    Ok(w)
}

/// The card weapon `w` names, for `ship` (its arcs depend on a 1e huge ship's section).
pub fn card(edition: Edition, w: Option<&WeaponChoice>, ship: Option<ShipType>) -> Result<Option<CardWeapon>> {
    w.and_then(|w| Some((w.upgrade.as_deref()?, w.section))).map(|(id, s)| card_weapon(edition, id, ship, s, "weapon.upgrade")).transpose()
}

/// A special weapon as armed (`None`: the primary weapon), from the values the caller gives or
/// the upgrade card's. Each of the three forms refuses the keys of another: an upgrade card's
/// weapon is given alone, the primary weapon's value and range are printed on the ship card, a
/// special weapon has no section nor extended arc.
fn special(edition: Edition, w: &WeaponChoice, field: &str) -> Result<Option<ArmedWeapon>> {
    let refused = |name: &str, why: &str| RulesError::invalid(format!("{field}.{name}"), why);
    let printed = first_given([(w.attack.is_some(), "attack"), (w.range.is_some(), "range"), (w.ordnance.is_some(), "ordnance")]);
    let armed = |attack, range, ordnance| Ok(Some(ArmedWeapon { attack: Some(attack), range, primary: false, ordnance, section: None }));
    if let Some(id) = w.upgrade.as_deref() {
        if let Some(name) = printed.or(w.extended_to.is_some().then_some("extendedTo")) {
            return Err(refused(name, "is printed on the upgrade card: give `upgrade` alone"));
        }
        if w.kind == Some(WeaponKind::Primary) {
            return Err(refused("kind", "an upgrade card's weapon is a special weapon"));
        }
        let c = card_weapon(edition, id, None, w.section, &format!("{field}.upgrade"))?;
        return armed(c.attack, c.range, c.ordnance);
    }
    if w.is_primary() {
        if let Some(name) = printed {
            return Err(refused(name, "the primary weapon's value and range are printed on the ship card; give them for kind \"special\""));
        }
        return Ok(None);
    }
    if let Some(name) = first_given([(w.section.is_some(), "section"), (w.extended_to.is_some(), "extendedTo")]) {
        return Err(refused(name, "applies to the primary weapon only"));
    }
    let attack = w.attack.ok_or_else(|| refused("attack", "is required for a special weapon"))?;
    let range = match w.range.as_deref() {
        Some([min, max]) => WeaponRange::new(edition, min.0 as u8, max.0 as u8, &format!("{field}.range"))?,
        Some(_) => return Err(refused("range", "expected [min, max]")),
        None => return Err(refused("range", "is required for a special weapon: its printed range [min, max]")),
    };
    armed(attack.0, range, w.ordnance.unwrap_or(false))
}

/// Primary or special: the kind of weapon (the request's `weapon.kind`, the answer's).
#[derive(FromWire, ToWire, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum WeaponKind {
    #[default]
    Primary,
    Special,
}

/// The weapon as the attack uses it: value, range and kind (echoed in the answers, its
/// range as `[min, max]` with the ruler it measures with).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "WeaponUsed")]
pub struct ArmedWeapon {
    #[serde(skip_serializing)]
    #[wire(then(kind = "|w| if w.primary { WeaponKind::Primary } else { WeaponKind::Special }"))]
    pub primary: bool,
    /// The printed attack value (`None`: the ship's printed value is not known to the
    /// engine, as for standard ships, and the caller gives the dice).
    pub attack: Option<u32>,
    #[serde(skip_serializing)]
    #[wire(then(range = "|w| [w.range.min, w.range.max]"))]
    pub range: WeaponRange,
    pub ordnance: bool,
    /// 1e: the section card that fires.
    #[wire(then(ruler = "|w| w.range.ruler()"))]
    pub section: Option<Section>,
}

/// The weapon `choice` of `ship` in `edition`, with its printed value and range; a
/// primary attack by a card without a primary weapon is refused (`field` names the
/// weapon in the request).
pub fn arm(edition: Edition, ship: Option<ShipType>, choice: &WeaponChoice, field: &str) -> Result<ArmedWeapon> {
    special(edition, choice, field)?.map_or_else(|| primary(edition, ship, choice, field), Ok)
}

/// The primary weapon: 1e the `section` card's, 2e its arc `extended_to` range 4 or 5 (only a
/// huge ship's: seed 001 "Attack Range 4-5").
fn primary(edition: Edition, ship: Option<ShipType>, p: &WeaponChoice, field: &str) -> Result<ArmedWeapon> {
    let (huge, extended_to) = (ship.and_then(ShipType::huge), p.extended_to.map(|e| e.0 as u8));
    if extended_to.is_some() && (edition == Edition::First || huge.is_none()) {
        return Err(RulesError::not_allowed(
            format!("{field}.extendedTo"),
            "only a 2nd-edition huge ship's firing arc can be extended to range 4–5 (seed 001 \"Attack Range 4-5\")",
        ));
    }
    if p.section.is_some() && !(edition == Edition::First && huge.is_some_and(HugeShip::has_two_cards_1e)) {
        return Err(RulesError::not_allowed(format!("{field}.section"), "only a 1st-edition CR90 or Raider has a ship card per section"));
    }
    let Some(h) = huge else {
        return Ok(ArmedWeapon { attack: None, range: DEFAULT_PRIMARY_RANGE, primary: true, ordnance: false, section: None });
    };
    match edition {
        Edition::First => primary_1e(h, p.section, field),
        Edition::Second => {
            let (min, printed) = ships::primary_range_2e(h);
            let max = match extended_to {
                None => printed,
                Some(m @ 4..=HUGE_RULER_MAX) => m.max(printed),
                Some(m) => return Err(RulesError::invalid(format!("{field}.extendedTo"), format!("expected 4 or 5, got {m}"))),
            };
            let range = WeaponRange { min, max };
            Ok(ArmedWeapon { attack: Some(ships::card_2e(h).attack), range, primary: true, ordnance: false, section: None })
        }
    }
}

/// The 1e card whose primary weapon fires: the one named, else the only card with a
/// printed attack value.
fn primary_1e(h: HugeShip, section: Option<Section>, field: &str) -> Result<ArmedWeapon> {
    let cards = ships::cards_1e(h);
    let armed = |s: &Option<Section>, c: &ships::Card1e| (c.attack > 0 && section.is_none_or(|want| *s == Some(want))).then_some(());
    let Some((s, card)) = cards.iter().find(|(s, c)| armed(s, c).is_some()) else {
        let which = section.map_or(String::new(), |s| format!(" {} section", s.as_str()));
        return Err(RulesError::not_allowed(
            field,
            format!("the 1e {}{which} card prints no attack value: it has no primary weapon", h.short_name()),
        ));
    };
    let range = card.attack_range.map_or(DEFAULT_PRIMARY_RANGE, |(min, max)| WeaponRange { min, max });
    Ok(ArmedWeapon { attack: Some(card.attack), range, primary: true, ordnance: false, section: *s })
}

/// The ruler a measurement uses: the one asked for, else the weapon's (seed 003 "Huge
/// Range Ruler"). With no weapon (a ship with no primary weapon, measuring for an
/// action) the core-set ruler.
pub fn ruler(asked: Option<Ruler>, weapon: Option<&ArmedWeapon>) -> Ruler {
    asked.unwrap_or_else(|| weapon.map_or(Ruler::Standard, |w| w.range.ruler()))
}

/// How a measurement for a weapon is made: the weapon (`None` when none applies),
/// the ruler, and the bands it fires at (a `RangeQuery`'s `ruler` and `reach`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Measuring {
    pub weapon: Option<ArmedWeapon>,
    pub ruler: Ruler,
    pub reach: Option<(u8, u8)>,
}

/// The one place `measureRange`, `measureRangeBatch` and `resolveAttack` decide how
/// to measure. `choice` is the weapon the request names: it must exist (a primary
/// attack by a ship without one is refused). Without one, the attacker's primary
/// weapon when it has one, else no weapon (any band, core-set ruler). `asked` is a
/// ruler the caller insists on; it does not change the bands the weapon fires at.
pub fn measuring(edition: Edition, ship: Option<ShipType>, choice: Option<&WeaponChoice>, asked: Option<Ruler>) -> Result<Measuring> {
    let weapon = match choice {
        Some(c) => Some(arm(edition, ship, c, "weapon")?),
        None => arm(edition, ship, &WeaponChoice::default(), "weapon").ok(),
    };
    Ok(Measuring { ruler: ruler(asked, weapon.as_ref()), reach: weapon.map(|w| w.range.bands(edition)), weapon })
}

/// Refuses an attack at `band` outside the weapon's range (`field` names the range).
pub fn check_range(edition: Edition, weapon: &ArmedWeapon, band: u8, field: &str) -> Result<()> {
    if weapon.range.contains(edition, band) {
        return Ok(());
    }
    let what = if weapon.primary { "the primary weapon" } else { "this weapon" };
    Err(RulesError::not_allowed(field, format!("the target is at range {band}; {what} fires at {}", weapon.range.describe())))
}

/// A standard attacker's attack dice with its primary weapon when the card it is named by
/// prints them (`printed_primary`: 2e its first attack, 1e its ship's or its pilot's
/// override); `None` for any other weapon, and for huge ships, whose values are
/// this module's, from their ship cards.
pub fn printed_dice(choice: &WeaponChoice, ship: ShipType, card: Option<ships::ShipCard>) -> Option<u32> {
    card.filter(|_| choice.is_primary() && !ship.is_huge()).and_then(ships::ShipCard::printed_primary)
}

#[cfg(test)]
mod tests {
    use super::*;

    const E1: Edition = Edition::First;
    const E2: Edition = Edition::Second;

    fn huge(h: HugeShip) -> Option<ShipType> {
        Some(ShipType::Huge(h))
    }

    fn prim(edition: Edition, ship: Option<ShipType>, section: Option<Section>, extended_to: Option<u8>) -> Result<ArmedWeapon> {
        arm(edition, ship, &WeaponChoice { section, extended_to: extended_to.map(|e| Whole(u32::from(e))), ..Default::default() }, "weapon")
    }

    #[test]
    fn printed_1e_ranges() {
        // xwing-data ships.js / docs/conventions.md §7: CR90 fore 4 dice at range 3–5, Raider fore 4 at 2–4.
        let cr90 = prim(E1, huge(HugeShip::Cr90), None, None).unwrap();
        assert_eq!((cr90.attack, cr90.range, cr90.section), (Some(4), WeaponRange { min: 3, max: 5 }, Some(Section::Fore)));
        assert_eq!(cr90.range.ruler(), Ruler::Huge);
        let raider = prim(E1, huge(HugeShip::Raider), None, None).unwrap();
        assert_eq!(raider.range, WeaponRange { min: 2, max: 4 });
        assert!(check_range(E1, &cr90, 1, "range").is_err());
        assert!(check_range(E1, &cr90, 2, "range").is_err());
        assert!(check_range(E1, &cr90, 3, "range").is_ok());
        assert!(check_range(E1, &raider, 5, "range").is_err());
    }

    #[test]
    fn cards_without_an_attack_value_have_no_primary_weapon() {
        for h in [HugeShip::Gr75, HugeShip::Gozanti, HugeShip::Croc] {
            let e = prim(E1, huge(h), None, None).unwrap_err();
            assert_eq!((e.code, e.field.as_str()), (crate::error::ErrorCode::NotAllowed, "weapon"));
        }
        assert!(prim(E1, huge(HugeShip::Cr90), Some(Section::Aft), None).is_err());
        assert!(prim(E1, huge(HugeShip::Cr90), Some(Section::Fore), None).is_ok());
        // The 2e GR-75 prints 2 attack dice.
        assert_eq!(prim(E2, huge(HugeShip::Gr75), None, None).unwrap().attack, Some(2));
    }

    #[test]
    fn second_edition_huge_primaries_fire_at_1_to_3_unless_extended() {
        let w = prim(E2, huge(HugeShip::Gozanti), None, None).unwrap();
        assert_eq!((w.range, w.range.ruler()), (WeaponRange { min: 1, max: 3 }, Ruler::Standard));
        assert!(check_range(E2, &w, 4, "range").is_err());
        assert!(check_range(E2, &w, 0, "range").is_ok());
        // The CR90's "Broadside Batteries" (xwing-data2): primary attacks at range 1–4.
        let b = prim(E2, huge(HugeShip::Cr90), None, None).unwrap();
        assert_eq!((b.range.max, b.range.ruler()), (4, Ruler::Huge));
        assert!(check_range(E2, &b, 5, "range").is_err());
        assert_eq!(prim(E2, huge(HugeShip::Cr90), None, Some(4)).unwrap().range.max, 4);
        let x = prim(E2, huge(HugeShip::Cr90), None, Some(5)).unwrap();
        assert_eq!((x.range.max, x.range.ruler()), (5, Ruler::Huge));
        assert!(prim(E2, huge(HugeShip::Cr90), None, Some(3)).is_err());
        assert!(prim(E2, Some(ShipType::Small), None, Some(5)).is_err());
        assert!(prim(E1, huge(HugeShip::Cr90), None, Some(5)).is_err());
    }

    #[test]
    fn standard_ships_fire_at_1_to_3_and_special_weapons_as_given() {
        let w = prim(E2, Some(ShipType::Small), None, None).unwrap();
        assert_eq!((w.attack, w.range.max), (None, 3));
        assert!(check_range(E2, &w, 5, "range").is_err());
        let unknown = prim(E1, None, None, None).unwrap();
        assert!(check_range(E1, &unknown, 4, "range").is_err());
        let torp = WeaponChoice::printed(4, [2, 3], true);
        let t = arm(E2, Some(ShipType::Small), &torp, "weapon").unwrap();
        assert!(!t.primary && t.ordnance);
        assert!(check_range(E2, &t, 1, "range").is_err());
        assert!(WeaponRange::new(E1, 0, 3, "r").is_err());
        assert!(WeaponRange::new(E2, 3, 2, "r").is_err());
        assert!(WeaponRange::new(E2, 1, 6, "r").is_err());
    }

    #[test]
    fn measuring_defaults_to_the_primary_weapon() {
        let m = measuring(E1, huge(HugeShip::Cr90), None, None).unwrap();
        assert_eq!((m.ruler, m.reach), (Ruler::Huge, Some((3, 5))));
        // A 1e GR-75 has no primary weapon: a plain measurement uses the core ruler...
        let g = measuring(E1, huge(HugeShip::Gr75), None, None).unwrap();
        assert_eq!((g.weapon, g.ruler, g.reach), (None, Ruler::Standard, None));
        // ...and naming its primary weapon is refused.
        assert!(measuring(E1, huge(HugeShip::Gr75), Some(&WeaponChoice::default()), None).is_err());
        let m2 = measuring(E2, huge(HugeShip::Gr75), None, None).unwrap();
        assert_eq!((m2.ruler, m2.reach), (Ruler::Standard, Some((0, 3))));
        let asked = measuring(E2, huge(HugeShip::Gr75), None, Some(Ruler::Huge)).unwrap();
        assert_eq!((asked.ruler, asked.reach), (Ruler::Huge, Some((0, 3))));
        let cr90 = measuring(E2, huge(HugeShip::Cr90), None, None).unwrap();
        assert_eq!((cr90.ruler, cr90.reach), (Ruler::Huge, Some((0, 4))));
    }

    #[test]
    fn the_ruler_follows_the_weapon() {
        let cr90 = prim(E1, huge(HugeShip::Cr90), None, None).unwrap();
        assert_eq!(ruler(None, Some(&cr90)), Ruler::Huge);
        assert_eq!(ruler(None, None), Ruler::Standard);
        assert_eq!(ruler(Some(Ruler::Standard), Some(&cr90)), Ruler::Standard);
        let gr75 = prim(E2, huge(HugeShip::Gr75), None, None).unwrap();
        assert_eq!(ruler(None, Some(&gr75)), Ruler::Standard);
    }
}
