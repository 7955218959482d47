//! Maneuvers as the dial shows them (docs/api.md `Maneuver`): a speed and one of the
//! fourteen bearing names of the JS contract.

use crate::error::{Result, RulesError};
use crate::num_text::Num;
use crate::wire::FromWire;

/// Fastest speed any template or tool has (docs/conventions.md §3: straight 1–5).
pub const MAX_SPEED: u8 = 5;

/// The bearings of docs/api.md, named as the JS contract names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, FromWire, crate::wire::ToWire)]
/// Read by serde under the camelCase names of `as_str` (the engine stays JS-free).
#[serde(rename_all = "camelCase")]
pub enum Bearing {
    Straight,
    BankLeft,
    BankRight,
    TurnLeft,
    TurnRight,
    Koiogran,
    SegnorLeft,
    SegnorRight,
    TallonLeft,
    TallonRight,
    Stationary,
    ReverseStraight,
    ReverseBankLeft,
    ReverseBankRight,
}

/// The template a bearing is flown with (a left and a right bearing share one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TemplateKind {
    Straight,
    Bank,
    Turn,
    None,
}

impl Bearing {
    pub const ALL: [Bearing; 14] = [
        Bearing::Straight,
        Bearing::BankLeft,
        Bearing::BankRight,
        Bearing::TurnLeft,
        Bearing::TurnRight,
        Bearing::Koiogran,
        Bearing::SegnorLeft,
        Bearing::SegnorRight,
        Bearing::TallonLeft,
        Bearing::TallonRight,
        Bearing::Stationary,
        Bearing::ReverseStraight,
        Bearing::ReverseBankLeft,
        Bearing::ReverseBankRight,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Bearing::Straight => "straight",
            Bearing::BankLeft => "bankLeft",
            Bearing::BankRight => "bankRight",
            Bearing::TurnLeft => "turnLeft",
            Bearing::TurnRight => "turnRight",
            Bearing::Koiogran => "koiogran",
            Bearing::SegnorLeft => "segnorLeft",
            Bearing::SegnorRight => "segnorRight",
            Bearing::TallonLeft => "tallonLeft",
            Bearing::TallonRight => "tallonRight",
            Bearing::Stationary => "stationary",
            Bearing::ReverseStraight => "reverseStraight",
            Bearing::ReverseBankLeft => "reverseBankLeft",
            Bearing::ReverseBankRight => "reverseBankRight",
        }
    }

    pub fn parse(s: &str) -> Option<Bearing> {
        Bearing::ALL.iter().copied().find(|b| b.as_str() == s)
    }

    /// Whether the maneuver goes to the left (docs/conventions.md §1: a left maneuver negates
    /// lateral and rotation of the right-hand table).
    pub fn is_left(self) -> bool {
        matches!(self, Bearing::BankLeft | Bearing::TurnLeft | Bearing::SegnorLeft | Bearing::TallonLeft | Bearing::ReverseBankLeft)
    }

    /// Reverse maneuvers mirror the forward template backward (docs/conventions.md §3.1).
    pub fn is_reverse(self) -> bool {
        matches!(self, Bearing::ReverseStraight | Bearing::ReverseBankLeft | Bearing::ReverseBankRight)
    }

    /// The template the bearing uses.
    pub fn template(self) -> TemplateKind {
        match self {
            Bearing::Straight | Bearing::Koiogran | Bearing::ReverseStraight => TemplateKind::Straight,
            Bearing::BankLeft
            | Bearing::BankRight
            | Bearing::SegnorLeft
            | Bearing::SegnorRight
            | Bearing::ReverseBankLeft
            | Bearing::ReverseBankRight => TemplateKind::Bank,
            Bearing::TurnLeft | Bearing::TurnRight | Bearing::TallonLeft | Bearing::TallonRight => TemplateKind::Turn,
            Bearing::Stationary => TemplateKind::None,
        }
    }

    /// Extra rotation after the template, clockwise degrees (docs/conventions.md §3.1: Koiogran
    /// and Segnor's loop +180°, Tallon roll a further 90° toward the turn).
    pub fn final_rotation(self) -> f64 {
        match self {
            Bearing::Koiogran | Bearing::SegnorLeft | Bearing::SegnorRight => 180.0,
            Bearing::TallonRight => 90.0,
            Bearing::TallonLeft => -90.0,
            _ => 0.0,
        }
    }

    /// The speeds a template can fly this bearing with, for standard ships
    /// (docs/conventions.md §3.1: straight 1–5, bank and turn 1–3, stationary 0).
    pub fn standard_speeds(self) -> (u8, u8) {
        match self.template() {
            TemplateKind::Straight => (1, MAX_SPEED),
            TemplateKind::Bank | TemplateKind::Turn => (1, 3),
            TemplateKind::None => (0, 0),
        }
    }
}

/// A speed and a bearing; in a request, the speed is a whole number up to the fastest template.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, FromWire, crate::wire::ToWire)]
pub struct Maneuver {
    #[wire(read_as = "crate::wire::numbers::Finite", check = "speed_of")]
    pub speed: u8,
    #[wire(ts_as = "string")]
    pub bearing: Bearing,
}

impl Maneuver {
    pub fn new(speed: u8, bearing: Bearing) -> Maneuver {
        Maneuver { speed, bearing }
    }

    /// Reads a speed and a bearing name as a caller sends them; `field` names the
    /// maneuver object in errors (`maneuver.speed: ...`).
    pub fn parse(speed: f64, bearing: &str, field: &str) -> Result<Maneuver> {
        let b = Bearing::parse(bearing).ok_or_else(|| {
            let names: Vec<&str> = Bearing::ALL.iter().map(|b| b.as_str()).collect();
            RulesError::unknown(format!("{field}.bearing"), format!("unknown bearing {bearing:?}: expected one of {}", names.join(", ")))
        })?;
        Maneuver::checked(speed, b, field)
    }

    /// A maneuver from a speed as a caller sends it (a whole number up to the
    /// largest template) and a bearing already read.
    pub fn checked(speed: f64, b: Bearing, field: &str) -> Result<Maneuver> {
        let speed = speed_of(crate::wire::numbers::Finite(speed)).map_err(|e| e.within(&format!("{field}.speed")))?;
        Ok(Maneuver::new(speed, b))
    }
}

/// A speed as a caller sends it: a whole number up to the largest template.
fn speed_of(speed: crate::wire::numbers::Finite) -> Result<u8> {
    let speed = speed.0;
    if !(speed.is_finite() && speed.fract() == 0.0 && (0.0..=MAX_SPEED as f64).contains(&speed)) {
        return Err(RulesError::invalid("", format!("expected a whole number from 0 to {MAX_SPEED}, got {}", Num(speed))));
    }
    Ok(speed as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bearing_round_trips_its_name() {
        for b in Bearing::ALL {
            assert_eq!(Bearing::parse(b.as_str()), Some(b));
        }
        assert_eq!(Bearing::parse("left"), None);
    }

    #[test]
    fn bad_speeds_and_bearings_name_their_field() {
        let e = Maneuver::parse(2.5, "straight", "maneuver").unwrap_err();
        assert_eq!(e.field, "maneuver.speed");
        let e = Maneuver::parse(6.0, "straight", "maneuver").unwrap_err();
        assert_eq!(e.field, "maneuver.speed");
        let e = Maneuver::parse(1.0, "hardLeft", "maneuver").unwrap_err();
        assert_eq!(e.field, "maneuver.bearing");
        assert_eq!(Maneuver::parse(3.0, "tallonLeft", "m").unwrap(), Maneuver::new(3, Bearing::TallonLeft));
    }
}
