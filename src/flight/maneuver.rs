//! Maneuvers as the dial shows them (docs/api.md `Maneuver`): a speed and one of the
//! fourteen bearing names of the JS contract.

use crate::error::{Result, RulesError};
use crate::num_text::Num;
use crate::wire::numbers::Finite;
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
    #[wire(read_as = "Finite", check = "speed_of")]
    pub speed: u8,
    #[wire(ts_as = "string")]
    pub bearing: Bearing,
}

impl Maneuver {
    pub fn new(speed: u8, bearing: Bearing) -> Maneuver {
        Maneuver { speed, bearing }
    }
}

/// A speed as a caller sends it: a whole number up to the largest template.
fn speed_of(Finite(speed): Finite) -> Result<u8> {
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

    /// A request's maneuver: its speed checked while read ([`speed_of`]), errors at its key.
    #[test]
    fn bad_speeds_and_bearings_name_their_field() {
        use crate::wire::{parse_json, FromWire};
        let read = |t: &str| Maneuver::from_wire(&parse_json(t).unwrap()).map_err(|e| (e.field.clone(), (e.code, e.reason.clone())));
        for speed in ["2.5", "6", "-1"] {
            let (path, kind) = read(&format!(r#"{{"speed": {speed}, "bearing": "straight"}}"#)).unwrap_err();
            let why = format!("expected a whole number from 0 to 5, got {speed}");
            assert_eq!((path.as_str(), kind), ("speed", (crate::error::ErrorCode::InvalidInput, why)));
        }
        assert!(
            matches!(read(r#"{"speed": 1, "bearing": "hardLeft"}"#).unwrap_err(), (p, (crate::error::ErrorCode::Unknown, _)) if p == "bearing")
        );
        assert_eq!(read(r#"{"speed": 3, "bearing": "tallonLeft"}"#).unwrap(), Maneuver::new(3, Bearing::TallonLeft));
    }
}
