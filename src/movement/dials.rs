//! The maneuver dials of the huge ships, per edition (docs/conventions.md §7), with each
//! maneuver's difficulty and, in 1e, its energy icons.
//!
//! Sources (facts, cited; codes are `speed`, bearing `T/B/F/N/Y/O` = turn left /
//! bank left / straight / bank right / turn right / stationary, colour `W/B/R`):
//! - 1e: xwing-data `data/ships.js` (guidokessels/xwing-data, commit d0bece42),
//!   `maneuvers` (1 = white) and `maneuvers_energy`; CR90 and GR-75 also docs/conventions.md §7.
//!   1e huge dials are all white.
//! - 2e: xwing-data2 `data/pilots/<faction>/<ship>.json` `dial` (xwingtmg/xwing-data2:
//!   rebel-alliance/cr90-corellian-corvette.json, galactic-empire/raider-class-corvette.json,
//!   galactic-empire/gozanti-class-cruiser.json, scum-and-villainy/c-roc-cruiser.json);
//!   GR-75 from docs/conventions.md §7.
//!
//! - The Trident (2e only) and every standard ship named by a card: the data's `dial` (2e
//!   xwing-data2 codes; 1e xwing-data `dial`, colour G = green, the easy difficulty the engine
//!   calls blue) through [`card_dial`].
//!
//! Standard ships named by base size only have no known dial (`None`).

use super::maneuver::{Bearing, Maneuver};
use crate::edition::Edition;
use crate::ships::{HugeShip, ShipCard, ShipType};
use crate::wire::FromWire;

/// Maneuver colour: white, blue (easy) or red (hard).
#[derive(Clone, Copy, Debug, PartialEq, Eq, FromWire, crate::wire::ToWire)]
/// Read and written under the camelCase names of `as_str` (the engine stays JS-free).
#[serde(rename_all = "camelCase")]
pub enum Difficulty {
    White,
    Blue,
    Red,
    /// 2e force maneuvers (xwing-data2 colour `P`): flown as white; spending the force is the caller's.
    Purple,
}

impl Difficulty {
    pub fn as_str(self) -> &'static str {
        match self {
            Difficulty::White => "white",
            Difficulty::Blue => "blue",
            Difficulty::Red => "red",
            Difficulty::Purple => "purple",
        }
    }
    pub fn parse(s: &str) -> Option<Difficulty> {
        match s {
            "white" => Some(Difficulty::White),
            "blue" => Some(Difficulty::Blue),
            "red" => Some(Difficulty::Red),
            "purple" => Some(Difficulty::Purple),
            _ => None,
        }
    }
}

/// One maneuver printed on a dial.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DialEntry {
    pub maneuver: Maneuver,
    pub difficulty: Difficulty,
    /// 1e energy icons under the speed (docs/conventions.md §7 "+N"); `None` in 2e.
    pub energy: Option<u32>,
}

/// 1e dials as `speed bearing energy` (xwing-data `maneuvers_energy`).
fn dial_1e(ship: HugeShip) -> &'static [&'static str] {
    match ship {
        HugeShip::Cr90 => &["1B3", "1N3", "2B2", "2F3", "2N2", "3F2", "4F1"],
        HugeShip::Raider => &["1B3", "1F3", "1N3", "2B2", "2F3", "2N2", "3F2", "4F2"],
        HugeShip::Gr75 => &["1B2", "1F3", "1N2", "2B1", "2F2", "2N1", "3F1", "4F0"],
        HugeShip::Gozanti => &["1B2", "1F3", "1N2", "2B1", "2F2", "2N1", "3F1", "4F1"],
        HugeShip::Croc => &["1B2", "1F3", "1N2", "2B1", "2F2", "2N1", "3F2", "4F1"],
        // 2e only: no 1e dial (every 1e entry point refuses it).
        HugeShip::Trident => &[],
    }
}

/// 2e dials as xwing-data2 codes: the engine's reviewed dials, and the Trident's from the data.
fn dial_2e(ship: HugeShip) -> Vec<&'static str> {
    let reviewed: &[&str] = match ship {
        HugeShip::Cr90 => &["0BR", "0OR", "0NR", "1BW", "1NW", "1FW", "2BB", "2NB", "2FB", "3NR", "3FB", "3BR", "4FR", "5FR"],
        HugeShip::Raider => &["0BR", "0OR", "0NR", "1BB", "1NB", "1FW", "2BW", "2NW", "2FB", "3BR", "3NR", "3FB", "4FW", "5FR"],
        HugeShip::Gr75 => &["0BR", "0OR", "0NR", "1BB", "1NB", "1FB", "2BW", "2NW", "2FW", "3FR", "4FR"],
        HugeShip::Gozanti => &["0BR", "0OR", "0NR", "1BW", "1NW", "1FB", "2BR", "2NR", "2FB", "3FB", "4FR"],
        HugeShip::Croc => &["0BR", "0OR", "0NR", "1BW", "1NW", "1FB", "2BW", "2NW", "2FB", "3NR", "3FW", "3BR", "4FR", "5FR"],
        HugeShip::Trident => return ship.data_2e().map_or(Vec::new(), |s| s.dial_codes().collect()),
    };
    reviewed.to_vec()
}

fn bearing(code: u8) -> Option<Bearing> {
    Some(match code {
        b'T' => Bearing::TurnLeft,
        b'B' => Bearing::BankLeft,
        b'F' => Bearing::Straight,
        b'N' => Bearing::BankRight,
        b'Y' => Bearing::TurnRight,
        b'O' => Bearing::Stationary,
        b'K' => Bearing::Koiogran,
        // The special maneuvers of standard ships (xwing-data and xwing-data2 letters).
        b'L' => Bearing::SegnorLeft,
        b'P' => Bearing::SegnorRight,
        b'E' => Bearing::TallonLeft,
        b'R' => Bearing::TallonRight,
        b'S' => Bearing::ReverseStraight,
        b'A' => Bearing::ReverseBankLeft,
        b'D' => Bearing::ReverseBankRight,
        _ => return None,
    })
}

fn entry(code: &str, edition: Edition) -> Option<DialEntry> {
    let b = code.as_bytes();
    let third = *b.get(2)?;
    match edition {
        Edition::First => {
            Some(DialEntry { maneuver: maneuver(b)?, difficulty: Difficulty::White, energy: Some(third.checked_sub(b'0')? as u32) })
        }
        Edition::Second => coloured(code),
    }
}

fn maneuver(code: &[u8]) -> Option<Maneuver> {
    Some(Maneuver::new(code.first()?.checked_sub(b'0')?, bearing(*code.get(1)?)?))
}

/// A data dial code with a colour (`W`, `B`, `R`, `P`; 1e's `G`, green, is the easy difficulty).
fn coloured(code: &str) -> Option<DialEntry> {
    let b = code.as_bytes();
    let difficulty = match *b.get(2)? {
        b'W' => Difficulty::White,
        b'B' | b'G' => Difficulty::Blue,
        b'R' => Difficulty::Red,
        b'P' => Difficulty::Purple,
        _ => return None,
    };
    Some(DialEntry { maneuver: maneuver(b)?, difficulty, energy: None })
}

/// The dial printed for a ship named by a card: a huge ship's as [`dial`] gives it, a
/// standard ship's from the data (`None` when the data prints none).
pub fn card_dial(ship: ShipType, card: Option<ShipCard>, edition: Edition) -> Option<Vec<DialEntry>> {
    if ship.is_huge() {
        return dial(ship, edition);
    }
    let codes = match card? {
        c @ (ShipCard::Ship2e(_) | ShipCard::Pilot2e(_)) => c.ship_2e()?.dial?,
        c => c.ship_1e()?.dial?,
    };
    Some((0..codes.len() / 3).filter_map(|i| coloured(&codes[3 * i..3 * i + 3])).collect())
}

/// The dial of `ship` in `edition`, or `None` when unknown (standard bases).
pub fn dial(ship: ShipType, edition: Edition) -> Option<Vec<DialEntry>> {
    let h = ship.huge()?;
    let codes = match edition {
        Edition::First => dial_1e(h).to_vec(),
        Edition::Second => dial_2e(h),
    };
    Some(codes.iter().filter_map(|c| entry(c, edition)).collect())
}

/// The dial entry for `m`, if the dial is known and has it.
pub fn lookup(ship: ShipType, edition: Edition, m: Maneuver) -> Option<DialEntry> {
    dial(ship, edition)?.into_iter().find(|e| e.maneuver == m)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_parses() {
        for h in HugeShip::ALL {
            assert_eq!(dial(ShipType::Huge(h), Edition::First).unwrap().len(), dial_1e(h).len());
            assert_eq!(dial(ShipType::Huge(h), Edition::Second).unwrap().len(), dial_2e(h).len());
        }
        assert!(dial(ShipType::Small, Edition::Second).is_none());
    }

    #[test]
    fn spec_7_dials() {
        // 1e CR90: 2S+3, and no 1 straight.
        let cr90 = ShipType::Huge(HugeShip::Cr90);
        assert_eq!(lookup(cr90, Edition::First, Maneuver::new(2, Bearing::Straight)).unwrap().energy, Some(3));
        assert!(lookup(cr90, Edition::First, Maneuver::new(1, Bearing::Straight)).is_none());
        // 1e GR-75: 4S+0. 2e GR-75: 0 bank right red, 1 straight blue, 3 straight red.
        let gr75 = ShipType::Huge(HugeShip::Gr75);
        assert_eq!(lookup(gr75, Edition::First, Maneuver::new(4, Bearing::Straight)).unwrap().energy, Some(0));
        assert_eq!(lookup(gr75, Edition::Second, Maneuver::new(0, Bearing::BankRight)).unwrap().difficulty, Difficulty::Red);
        assert_eq!(lookup(gr75, Edition::Second, Maneuver::new(1, Bearing::Straight)).unwrap().difficulty, Difficulty::Blue);
        assert_eq!(lookup(gr75, Edition::Second, Maneuver::new(0, Bearing::Stationary)).unwrap().difficulty, Difficulty::Red);
        assert!(lookup(gr75, Edition::Second, Maneuver::new(5, Bearing::Straight)).is_none());
    }
}
