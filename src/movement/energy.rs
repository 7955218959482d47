//! The energy bookkeeping of a huge ship's activation that a maneuver preview shows.
//!
//! - 1e (seed 003 "Energy", "Ion Tokens"): in the Gain Energy step the ship gains
//!   one energy per energy icon of its revealed maneuver, one less per ion token,
//!   and never holds more than its energy limit.
//! - 2e (seed 001 "Red Maneuvers", "Stress"): a red maneuver costs 1 energy instead
//!   of a stress; with 0 energy and no stress it gives a stress; with 0 energy and
//!   stressed the ship executes a white 2 straight instead. After a huge ship gains
//!   a stress token it must spend 1 energy to remove it, if able.

use crate::bases::Section;
use crate::ships::{cards_1e, HugeShip};

/// The 1e Gain Energy step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnergyGain {
    pub before: u32,
    /// Icons on the dial for the revealed maneuver.
    pub icons: u32,
    /// Icons cancelled by ion tokens.
    pub ion_loss: u32,
    /// Energy actually added.
    pub gained: u32,
    pub after: u32,
    pub limit: u32,
}

/// The energy limit printed on a 1e huge ship's card(s): the aft card for the CR90
/// and Raider, the single card otherwise (docs/conventions.md §7).
pub fn energy_limit_1e(ship: HugeShip) -> u32 {
    cards_1e(ship).iter().map(|(_, c)| c.energy).sum()
}

/// Whether a 1e card with energy belongs to a section (the aft for two-card ships).
pub fn energy_section_1e(ship: HugeShip) -> Option<Section> {
    cards_1e(ship).iter().find(|(_, c)| c.energy > 0).and_then(|(s, _)| *s)
}

/// Gains `icons` energy less one per ion token, capped by `limit` (1e).
pub fn gain_energy_1e(before: u32, icons: u32, ion: u32, limit: u32) -> EnergyGain {
    let ion_loss = ion.min(icons);
    let wanted = icons - ion_loss;
    // Energy above the limit is returned at once (seed 003 "Energy Limit").
    let after = before.saturating_add(wanted).min(limit);
    let gained = after.saturating_sub(before);
    EnergyGain { before, icons, ion_loss, gained, after, limit }
}

/// What a red maneuver does to a 2e huge ship (`placeMove`'s `energy.red`: what it did).
#[derive(Clone, Copy, Debug, PartialEq, Eq, crate::wire::ToWire)]
#[serde(rename_all = "camelCase")]
pub enum RedManeuver {
    /// It has energy: it loses 1 instead of gaining a stress.
    #[serde(rename = "spentEnergy")]
    SpendEnergy,
    /// No energy, not stressed: it gains a stress token.
    #[serde(rename = "gainedStress")]
    GainStress,
    /// No energy and stressed: it executes a white 2 straight instead.
    WhiteTwoStraight,
}

/// The 2e red-maneuver rule (seed 001 "Red Maneuvers").
pub fn red_maneuver_2e(energy: u32, stress: u32) -> RedManeuver {
    if energy > 0 {
        RedManeuver::SpendEnergy
    } else if stress == 0 {
        RedManeuver::GainStress
    } else {
        RedManeuver::WhiteTwoStraight
    }
}

/// The 2e stress rule: of `gained` new stress tokens, how many are removed by
/// spending energy (one energy each, while any is left).
pub fn absorb_stress_2e(energy: u32, gained: u32) -> u32 {
    energy.min(gained)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gain_energy_with_ions_and_the_limit() {
        // CR90 2 straight (+3), energy 1, limit 5: 1 + 3 = 4.
        assert_eq!(gain_energy_1e(1, 3, 0, 5).after, 4);
        // ...with 2 ion tokens: +1 only.
        let g = gain_energy_1e(1, 3, 2, 5);
        assert_eq!((g.ion_loss, g.gained, g.after), (2, 1, 2));
        // GR-75 1 straight (+3) from 3, limit 4: capped at 4.
        assert_eq!(gain_energy_1e(3, 3, 0, 4).gained, 1);
        // More ions than icons gain nothing.
        assert_eq!(gain_energy_1e(0, 1, 3, 4).gained, 0);
        assert_eq!(energy_limit_1e(HugeShip::Cr90), 5);
        assert_eq!(energy_limit_1e(HugeShip::Raider), 6);
        assert_eq!(energy_limit_1e(HugeShip::Croc), 4);
        assert_eq!(energy_section_1e(HugeShip::Cr90), Some(Section::Aft));
    }

    #[test]
    fn red_maneuvers_in_order_of_the_rule() {
        assert_eq!(red_maneuver_2e(2, 1), RedManeuver::SpendEnergy);
        assert_eq!(red_maneuver_2e(0, 0), RedManeuver::GainStress);
        assert_eq!(red_maneuver_2e(0, 1), RedManeuver::WhiteTwoStraight);
        assert_eq!(absorb_stress_2e(1, 2), 1);
    }
}
