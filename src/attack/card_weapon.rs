//! The weapon printed on an upgrade card (`weapon: { upgrade: '<xws>' }`): its attack
//! value, range and ordnance icon from the card data (xwing-data2 `attack`, xwing-data
//! `attack` / `range`), and the arcs it may fire from.
//!
//! Rules:
//! - 2e: the card prints the arc beside its value. A front, full front, rear, full rear,
//!   left, right or bullseye arc is checked like a primary's arc; a single or double
//!   turret arc is the turret indicator's, which the caller places (seed 001 "Turret Arc
//!   Indicators"), so the request's `arc` is taken as given. The printed range is the
//!   weapon's: a card firing at range 4–5 uses the huge ruler (seed 001 "Attack Range
//!   4-5"; seed 003 "Huge Range Ruler").
//! - 1e: "If a section of the CR90 has a secondary weapon equipped, that secondary
//!   weapon must target a ship inside either firing arc from its corresponding section"
//!   (seed 003 "Additional Firing Arcs"): with `section`, a CR90's card fires from that
//!   section's two arcs (the Raider's fore from its fore arc, its aft from its two aft
//!   arcs); other 1e cards (turrets, single-card huge ships) keep the caller's arc.

use super::weapon::WeaponRange;
use crate::bases::Section;
use crate::cards::tables;
use crate::cards::upgrades::upgrade_2e;
use crate::cards::Arc2e;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::range::{Arc, Source};
use crate::ships::{HugeShip, ShipType};

/// A card's weapon as an attack uses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardWeapon {
    pub xws: &'static str,
    pub name: &'static str,
    pub attack: u32,
    pub range: WeaponRange,
    pub ordnance: bool,
    /// The arcs it fires from; `None`: the arc the caller gives (a turret).
    pub arcs: Option<&'static [Arc]>,
}

/// The weapon of the card `xws` in `edition`, fired by `ship` (1e: from `section`).
/// An unknown card is `UNKNOWN_NAME`; a card without a weapon is `NOT_ALLOWED`.
pub fn card_weapon(edition: Edition, xws: &str, ship: Option<ShipType>, section: Option<Section>, field: &str) -> Result<CardWeapon> {
    match edition {
        Edition::Second => {
            let u = upgrade_2e(xws).ok_or_else(|| RulesError::unknown(field, format!("unknown 2e upgrade {xws:?}")))?;
            let a = u.front().attack.ok_or_else(|| no_weapon(u.name, field))?;
            let range = WeaponRange::new(edition, a.min, a.max, field)?;
            Ok(CardWeapon { xws: u.xws, name: u.name, attack: u32::from(a.value), range, ordnance: a.ordnance, arcs: arcs_2e(a.arc) })
        }
        Edition::First => {
            let mut cards = tables().upgrades_1e.iter().filter(|u| u.xws == xws).peekable();
            let first = cards.peek().copied().ok_or_else(|| RulesError::unknown(field, format!("unknown 1e upgrade {xws:?}")))?;
            let u = cards.find(|u| u.attack.is_some()).ok_or_else(|| no_weapon(first.name, field))?;
            let [min, max] = u.range.unwrap_or([1, 3]);
            let range = WeaponRange::new(edition, min, max, field)?;
            let arcs = section.and_then(|s| arcs_1e(ship, s));
            Ok(CardWeapon { xws: u.xws, name: u.name, attack: u32::from(u.attack.unwrap_or(0)), range, ordnance: false, arcs })
        }
    }
}

fn no_weapon(name: &str, field: &str) -> RulesError {
    RulesError::not_allowed(field, format!("{name} prints no attack: it is not a weapon"))
}

/// The engine's arcs a 2e card's printed arc allows (a narrower arc inside it included).
fn arcs_2e(arc: Arc2e) -> Option<&'static [Arc]> {
    Some(match arc {
        Arc2e::Front => &[Arc::Front, Arc::Bullseye],
        Arc2e::FullFront => &[Arc::FullFront, Arc::Front, Arc::Bullseye],
        Arc2e::Rear => &[Arc::Rear],
        Arc2e::FullRear => &[Arc::FullRear, Arc::Rear],
        Arc2e::Left => &[Arc::Left],
        Arc2e::Right => &[Arc::Right],
        Arc2e::Bullseye => &[Arc::Bullseye],
        Arc2e::SingleTurret | Arc2e::DoubleTurret => return None,
    })
}

/// A 1e two-card huge ship's section arcs (seed 003 "Additional Firing Arcs").
fn arcs_1e(ship: Option<ShipType>, section: Section) -> Option<&'static [Arc]> {
    match (ship?.huge()?, section) {
        (HugeShip::Cr90, Section::Fore) => Some(&[Arc::ForeLeft, Arc::ForeRight]),
        (HugeShip::Cr90, Section::Aft) => Some(&[Arc::AftLeft, Arc::AftRight]),
        (HugeShip::Raider, Section::Fore) => Some(&[Arc::Front]),
        (HugeShip::Raider, Section::Aft) => Some(&[Arc::AftLeft, Arc::AftRight]),
        _ => None,
    }
}

/// The 1e huge ships' turret secondary weapons: the hardpoints whose card says "perform
/// this attack against 1 ship (even a ship outside of your firing arc)" (xwing-data
/// `text`, which the generated tables do not keep): the Gozanti's Dual Laser Turret and
/// the C-ROC's Heavy Laser Turret.
pub const TURRET_SECONDARY_1E: &[&str] = &["duallaserturret", "heavylaserturret"];

/// A 1e turret secondary weapon "measures range from the closest point. Treat both
/// sections together as a single ship base for the purposes of measuring range" (seed 000
/// "Turret Secondary Weapon"): measuring from a section or a section's base is refused
/// (`NOT_ALLOWED` on `field`, the request's `from`).
pub fn check_card_source(edition: Edition, w: &CardWeapon, from: Source, field: &str) -> Result<()> {
    if edition == Edition::First && TURRET_SECONDARY_1E.contains(&w.xws) && from != Source::Ship {
        return Err(RulesError::not_allowed(
            field,
            format!(
                "{} is a turret secondary weapon: it measures from the closest point of both sections as one base, \
                 from: \"ship\" (seed 000 \"Turret Secondary Weapon\")",
                w.name
            ),
        ));
    }
    Ok(())
}

/// Refuses (`NOT_ALLOWED` on `field`) an attack with the card's weapon from an arc it does not fire from.
pub fn check_card_arc(w: &CardWeapon, arc: Arc, field: &str) -> Result<()> {
    match w.arcs {
        Some(arcs) if !arcs.contains(&arc) => {
            let names: Vec<&str> = arcs.iter().map(|a| a.as_str()).collect();
            Err(RulesError::not_allowed(field, format!("{} fires only from {}, not from {}", w.name, names.join(", "), arc.as_str())))
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorCode;

    #[test]
    fn printed_weapons() {
        // xwing-data2 hardpoint.json: Turbolaser Battery 3 dice, range 3-5, single turret arc.
        let t = card_weapon(Edition::Second, "turbolaserbattery", None, None, "weapon.upgrade").unwrap();
        assert_eq!((t.attack, t.range.min, t.range.max, t.ordnance, t.arcs), (3, 3, 5, false, None));
        // Proton Torpedoes: 4 dice, range 2-3, ordnance, front arc (bullseye inside it).
        let p = card_weapon(Edition::Second, "protontorpedoes", None, None, "weapon.upgrade").unwrap();
        assert_eq!((p.attack, p.range.min, p.range.max, p.ordnance), (4, 2, 3, true));
        assert!(check_card_arc(&p, Arc::Bullseye, "arc").is_ok());
        assert_eq!(check_card_arc(&p, Arc::Rear, "arc").unwrap_err().code, ErrorCode::NotAllowed);
        // xwing-data: 1e Quad Laser Cannons, 3 dice at range 1-2, from the CR90 aft's two arcs.
        let cr90 = Some(ShipType::Huge(HugeShip::Cr90));
        let q = card_weapon(Edition::First, "quadlasercannons", cr90, Some(Section::Aft), "weapon.upgrade").unwrap();
        assert_eq!((q.attack, q.range.min, q.range.max), (3, 1, 2));
        assert!(check_card_arc(&q, Arc::AftLeft, "arc").is_ok() && check_card_arc(&q, Arc::ForeLeft, "arc").is_err());
        // Seed 000 "Turret Secondary Weapon": the C-ROC's Heavy Laser Turret measures from the whole base.
        let croc = Some(ShipType::Huge(HugeShip::Croc));
        let h = card_weapon(Edition::First, "heavylaserturret", croc, None, "weapon.upgrade").unwrap();
        assert_eq!((h.attack, h.range.min, h.range.max, h.arcs), (4, 2, 3, None));
        assert!(check_card_source(Edition::First, &h, Source::Ship, "from").is_ok());
        let e = check_card_source(Edition::First, &h, Source::Section(Section::Fore), "from").unwrap_err();
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "from"));
        assert!(check_card_source(Edition::First, &h, Source::SectionBase(Section::Aft), "from").is_err());
        assert!(check_card_source(Edition::First, &q, Source::Section(Section::Aft), "from").is_ok());
        let e = card_weapon(Edition::Second, "r2d2", None, None, "weapon.upgrade").unwrap_err();
        assert_eq!(e.code, ErrorCode::NotAllowed);
        assert_eq!(card_weapon(Edition::Second, "nope", None, None, "weapon.upgrade").unwrap_err().code, ErrorCode::Unknown);
    }
}
