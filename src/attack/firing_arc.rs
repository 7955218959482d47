//! The arc a primary attack is made from.
//!
//! Rules:
//! - 2e: "Huge ships have standard firing arcs as denoted on their ship cards" (seed
//!   001 "Firing Arcs"): the primary weapon fires from the arc printed beside the
//!   attack value ([`primary_arcs`]: the GR-75's front arc, the CR90's left and right
//!   arcs, the Raider's full front arc ...). A primary attack declared in any other
//!   arc is refused.
//! - 1e: the CR90 "has four firing arcs printed on the ship token; there are two
//!   firing arcs in the fore section and two firing arcs in the aft section" (seed 003
//!   "Additional Firing Arcs"): its primary weapon, printed on the fore card, fires
//!   from the fore section's two arcs; the Raider's from its fore arc.
//! - Standard ships: the engine holds no standard ship cards (a Firespray's printed
//!   rear arc, a turret primary weapon), so their arc is the caller's word, as before.
//! - A special weapon's arc (a turret arc indicator, a section's secondary weapon) is
//!   not the primary's and is not checked here.

use super::weapon::ArmedWeapon;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::range::arcs::primary_arcs;
use crate::range::Arc;
use crate::ships::ShipType;

/// Refuses (`NOT_ALLOWED` on `field`) a primary attack by a huge `ship` from an `arc`
/// its ship card does not print for the primary weapon.
pub fn check_primary_arc(edition: Edition, ship: ShipType, weapon: &ArmedWeapon, arc: Arc, field: &str) -> Result<()> {
    let Some(huge) = ship.huge() else { return Ok(()) };
    let printed = primary_arcs(edition, ship);
    if !weapon.primary || printed.contains(&arc) {
        return Ok(());
    }
    let names: Vec<&str> = printed.iter().map(|a| a.as_str()).collect();
    let rule = match edition {
        Edition::Second => "seed 001 \"Firing Arcs\": \"standard firing arcs as denoted on their ship cards\"",
        Edition::First => "seed 003 \"Additional Firing Arcs\": a section fires from its own section's arcs",
    };
    Err(RulesError::not_allowed(
        field,
        format!(
            "the {} {}'s primary weapon fires only from the arcs its ship card prints ({}), not from {} ({rule})",
            edition.as_str(),
            huge.short_name(),
            if names.is_empty() { "none".to_string() } else { names.join(", ") },
            arc.as_str(),
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attack::weapon::{arm, WeaponChoice};
    use crate::error::ErrorCode;
    use crate::ships::HugeShip;

    fn primary(e: Edition, t: ShipType) -> ArmedWeapon {
        arm(e, Some(t), &WeaponChoice::default(), "weapon").unwrap()
    }

    fn refused(e: Edition, t: ShipType, arc: Arc) -> bool {
        match check_primary_arc(e, t, &primary(e, t), arc, "arc") {
            Ok(()) => false,
            Err(err) => {
                assert_eq!((err.code, err.field.as_str()), (ErrorCode::NotAllowed, "arc"));
                true
            }
        }
    }

    #[test]
    fn second_edition_primaries_fire_from_the_printed_arc_only() {
        use HugeShip::*;
        let (e, h) = (Edition::Second, ShipType::Huge);
        // GR-75 card: attack 2 in the front arc (the auditor's request: arc "rear" refused).
        assert!(!refused(e, h(Gr75), Arc::Front));
        for a in [Arc::Rear, Arc::Left, Arc::Right, Arc::FullFront, Arc::FullRear, Arc::Bullseye] {
            assert!(refused(e, h(Gr75), a), "GR-75 {a:?}");
        }
        // CR90: left and right, not front.
        assert!(!refused(e, h(Cr90), Arc::Left) && !refused(e, h(Cr90), Arc::Right));
        assert!(refused(e, h(Cr90), Arc::Front));
        // Raider: full front, not its front or bullseye slice.
        assert!(!refused(e, h(Raider), Arc::FullFront));
        assert!(refused(e, h(Raider), Arc::Front) && refused(e, h(Raider), Arc::Bullseye));
    }

    #[test]
    fn first_edition_cr90_fires_from_its_fore_section_arcs() {
        let (e, cr90) = (Edition::First, ShipType::Huge(HugeShip::Cr90));
        // Fore card: 4 dice, arcs foreLeft and foreRight (the auditor's aftRight refused).
        assert!(!refused(e, cr90, Arc::ForeLeft) && !refused(e, cr90, Arc::ForeRight));
        assert!(refused(e, cr90, Arc::AftLeft) && refused(e, cr90, Arc::AftRight));
        let raider = ShipType::Huge(HugeShip::Raider);
        assert!(!refused(e, raider, Arc::Front));
        assert!(refused(e, raider, Arc::AftLeft) && refused(e, raider, Arc::AftRight));
    }

    #[test]
    fn special_weapons_and_standard_ships_are_not_checked() {
        let e = Edition::Second;
        let gr75 = ShipType::Huge(HugeShip::Gr75);
        let special = arm(e, Some(gr75), &WeaponChoice::printed(2, [1, 3], false), "w");
        assert!(check_primary_arc(e, gr75, &special.unwrap(), Arc::Rear, "arc").is_ok());
        // A 1e Firespray prints a rear arc; the engine holds no standard cards.
        assert!(!refused(Edition::First, ShipType::Small, Arc::Rear));
        assert!(!refused(e, ShipType::Large, Arc::Rear));
    }
}
