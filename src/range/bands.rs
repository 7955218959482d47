//! Range bands from a distance (docs/conventions.md §1, §5): band `n` covers `(100·(n−1), 100·n]` mm,
//! 2e adds range 0 for bases that touch or overlap, and range 4–5 exist only on the
//! huge range ruler (seed 003 "Huge Ship Range Ruler", seed 001 "Attack Range 4-5").

use crate::edition::Edition;
use crate::geometry::EPS;
use crate::wire::FromWire;

/// Length of one range band, mm (docs/conventions.md §5: range 1 = (0, 100]).
pub const BAND_LENGTH: f64 = 100.0;
/// Last band of the core-set ruler (seed 003: the huge ruler "adds Range 4 and Range 5").
pub const STANDARD_RULER_MAX: u8 = 3;
/// Last band of the huge range ruler (docs/conventions.md §5).
pub const HUGE_RULER_MAX: u8 = 5;

/// Which ruler measures: the core-set ruler stops at range 3, the huge ruler at 5.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, FromWire, crate::wire::ToWire)]
/// Read by serde under the camelCase names of `as_str` (the engine stays JS-free).
#[serde(rename_all = "camelCase")]
pub enum Ruler {
    Standard,
    /// The default: `measureRange` reports every band up to 5 (docs/api.md "0..5").
    #[default]
    Huge,
}

impl Ruler {
    pub fn parse(s: &str) -> Option<Ruler> {
        match s {
            "standard" => Some(Ruler::Standard),
            "huge" => Some(Ruler::Huge),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Ruler::Standard => "standard",
            Ruler::Huge => "huge",
        }
    }

    pub fn max_band(self) -> u8 {
        match self {
            Ruler::Standard => STANDARD_RULER_MAX,
            Ruler::Huge => HUGE_RULER_MAX,
        }
    }
}

/// The range band of a closest-point distance, or `None` beyond the ruler's end.
///
/// Bands are `ceil(d / 100)` (exactly 100.0 mm is range 1). A distance within [`EPS`]
/// above a band edge counts as the inner band, the same tolerance the project uses
/// for touching, so that rounding noise from rotated poses never flips a band
/// (100.000001 mm is still range 2: EPS is 1e-6). Touching or overlapping bases
/// (`d <= EPS`) are range 0 in 2e and range 1 in 1e, which has no range 0.
pub fn band(edition: Edition, distance: f64, ruler: Ruler) -> Option<u8> {
    if distance.is_nan() || distance < 0.0 {
        return None;
    }
    if distance <= EPS {
        return Some(match edition {
            Edition::Second => 0,
            Edition::First => 1,
        });
    }
    let n = ((distance - EPS) / BAND_LENGTH).ceil().max(1.0);
    if n > f64::from(ruler.max_band()) {
        None
    } else {
        Some(n as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const E2: Edition = Edition::Second;
    const E1: Edition = Edition::First;

    #[test]
    fn band_edges_belong_to_the_lower_band() {
        assert_eq!(band(E2, 100.0, Ruler::Huge), Some(1));
        assert_eq!(band(E2, 100.001, Ruler::Huge), Some(2));
        assert_eq!(band(E2, 200.0, Ruler::Huge), Some(2));
        assert_eq!(band(E2, 300.0, Ruler::Huge), Some(3));
        assert_eq!(band(E2, 300.0001, Ruler::Huge), Some(4));
        assert_eq!(band(E2, 500.0, Ruler::Huge), Some(5));
        assert_eq!(band(E2, 500.001, Ruler::Huge), None);
    }

    #[test]
    fn range_zero_only_in_second_edition() {
        assert_eq!(band(E2, 0.0, Ruler::Huge), Some(0));
        assert_eq!(band(E2, 1e-7, Ruler::Huge), Some(0));
        assert_eq!(band(E1, 0.0, Ruler::Huge), Some(1));
        assert_eq!(band(E2, 0.01, Ruler::Huge), Some(1));
    }

    #[test]
    fn the_standard_ruler_stops_at_three() {
        assert_eq!(band(E1, 300.0, Ruler::Standard), Some(3));
        assert_eq!(band(E1, 300.5, Ruler::Standard), None);
    }

    #[test]
    fn noise_within_eps_stays_in_the_inner_band() {
        assert_eq!(band(E2, 100.0 + 1e-9, Ruler::Huge), Some(1));
        assert_eq!(band(E2, f64::NAN, Ruler::Huge), None);
    }
}
