//! The `weapon` object of `resolveAttack` and `measureRange` requests, mapped to the
//! engine's [`WeaponChoice`] (the rules are in `crate::attack::weapon`).

use crate::attack::card_weapon::{card_weapon, CardWeapon};
use crate::attack::posed::check_card_at;
use crate::attack::weapon::{PrimaryChoice, WeaponChoice, WeaponKind, WeaponRange};
use crate::attack::MAX_DICE;
use crate::bases::Section;
use crate::calls::shared::numbers::Whole;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::objects::Ship;
use crate::range::{Arc, Source};
use crate::ships::ShipType;
use crate::wire::FromWire;

/// A range band, checked while read: 0 to the huge range ruler's last, 5 (seed 003: it "adds
/// Range 4 and Range 5").
pub type Band = Whole<5>;

/// `{ kind?: "primary" | "special", section?, extendedTo?, attack?, range?, ordnance? }`:
/// declared as its three forms, the primary weapon, a special weapon given by its printed
/// values, an upgrade card's weapon (`choice` refuses the keys of another form).
#[derive(FromWire, Clone, Debug, Default)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "WeaponInput")]
#[wire(forms = "kind?=primary, section?, extendedTo? | kind=special, attack, range, ordnance? | kind?=special, upgrade, section?")]
pub struct WeaponDto {
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

/// The card weapon `w` names, for `ship` (its arcs depend on a 1e huge ship's section).
pub fn card(edition: Edition, w: Option<&WeaponDto>, ship: Option<ShipType>) -> Result<Option<CardWeapon>> {
    w.and_then(|w| Some((w.upgrade.as_deref()?, w.section))).map(|(id, s)| card_weapon(edition, id, ship, s, "weapon.upgrade")).transpose()
}

/// A card weapon `w` names fires from `from` and in `arc` as its card says (for `attacker`:
/// a 1e huge ship's arcs depend on its section).
pub fn check_card(edition: Edition, w: Option<&WeaponDto>, attacker: &Ship, from: Source, arc: Option<Arc>) -> Result<()> {
    card(edition, w, Some(attacker.ship_type))?.map_or(Ok(()), |c| check_card_at(edition, &c, from, arc))
}

/// The name of the first key given of `keys` (`(given, name)`).
pub fn first_given<const N: usize>(keys: [(bool, &'static str); N]) -> Option<&'static str> {
    keys.into_iter().find_map(|(given, name)| given.then_some(name))
}

/// `weapon.{name}` refused, `why`.
fn refused(name: &str, why: &str) -> RulesError {
    RulesError::invalid(format!("weapon.{name}"), why)
}

/// The weapon a request names; none: the primary weapon. Each of its three forms refuses
/// the keys of another: an upgrade card's weapon is given alone, the primary weapon's
/// value and range are printed, a special weapon has no section nor extended arc.
pub fn choice(edition: Edition, w: Option<&WeaponDto>) -> Result<WeaponChoice> {
    let Some(w) = w else { return Ok(WeaponChoice::default()) };
    let printed = first_given([(w.attack.is_some(), "attack"), (w.range.is_some(), "range"), (w.ordnance.is_some(), "ordnance")]);
    if let Some(id) = w.upgrade.as_deref() {
        if let Some(name) = printed.or(w.extended_to.is_some().then_some("extendedTo")) {
            return Err(refused(name, "is printed on the upgrade card: give `upgrade` alone"));
        }
        if w.kind == Some(WeaponKind::Primary) {
            return Err(refused("kind", "an upgrade card's weapon is a special weapon"));
        }
        let c = card_weapon(edition, id, None, w.section, "weapon.upgrade")?;
        return Ok(WeaponChoice::Special { attack: c.attack, range: c.range, ordnance: c.ordnance });
    }
    if w.kind.unwrap_or_default() == WeaponKind::Primary {
        if let Some(name) = printed {
            return Err(refused(name, "the primary weapon's value and range are printed on the ship card; give them for kind \"special\""));
        }
        return Ok(WeaponChoice::Primary(PrimaryChoice { section: w.section, extended_to: w.extended_to.map(|e| e.0 as u8) }));
    }
    if let Some(name) = first_given([(w.section.is_some(), "section"), (w.extended_to.is_some(), "extendedTo")]) {
        return Err(refused(name, "applies to the primary weapon only"));
    }
    let attack = w.attack.ok_or_else(|| refused("attack", "is required for a special weapon"))?;
    let range = match w.range.as_deref() {
        Some([min, max]) => WeaponRange::new(edition, min.0 as u8, max.0 as u8, "weapon.range")?,
        Some(_) => return Err(refused("range", "expected [min, max]")),
        None => return Err(refused("range", "is required for a special weapon: its printed range [min, max]")),
    };
    Ok(WeaponChoice::Special { attack: attack.0, range, ordnance: w.ordnance.unwrap_or(false) })
}
