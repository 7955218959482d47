//! The whole numbers requests give (counts, tokens, seeds), each checked against its
//! limit with an error naming its field. Here, not in the call that needed one first, so
//! that every area reads them alike.

use crate::calls::shared::input::Finite;
use crate::dice::{draw_seed, MAX_SEED};
use crate::error::{Result, RulesError};
use crate::num_text::Num;
use crate::round::state::MAX_COUNT;

/// Largest squad limit or cost accepted: far above any Epic list (a 6-player team at 600 each).
pub const MAX_POINTS: f64 = 1_000_000.0;

/// A whole number of points (squad points or threat), 0 to [`MAX_POINTS`].
pub fn points(v: Finite, field: &str) -> Result<u32> {
    if v.0 > MAX_POINTS {
        return Err(RulesError::too_large(field, format!("at most {} points", Num(MAX_POINTS))));
    }
    if !(v.0 >= 0.0 && v.0.fract() == 0.0) {
        return Err(RulesError::invalid(field, format!("expected a whole number of points, got {}", Num(v.0))));
    }
    Ok(v.0 as u32)
}

/// Most damage cards, upgrades, locks or used entries one state may list.
pub const MAX_LIST: usize = 200;

/// Largest token or energy count accepted: far above any ship's capacity.
pub const MAX_TOKENS: f64 = 99.0;

/// A whole number in 0..=max, or an error naming `field`.
pub fn whole(v: f64, max: u64, field: &str) -> Result<u64> {
    if !v.is_finite() || v.fract() != 0.0 || v < 0.0 {
        return Err(RulesError::invalid(field, format!("expected a whole number ≥ 0, got {}", Num(v))));
    }
    if v > max as f64 {
        return Err(RulesError::too_large(field, format!("must be at most {max}, got {}", Num(v))));
    }
    Ok(v as u64)
}

/// An optional whole number in 0..=max.
pub fn small(v: Option<f64>, max: u32, field: &str) -> Result<Option<u32>> {
    v.map(|v| whole(v, max as u64, field).map(|n| n as u32)).transpose()
}

/// A round count (a player, a team, stress) up to the round state's `MAX_COUNT`, or `default`.
pub fn count_or(v: Option<Finite>, default: u32, field: &str) -> Result<u32> {
    v.map(|v| whole(v.0, MAX_COUNT as u64, field).map(|n| n as u32)).transpose().map(|n| n.unwrap_or(default))
}

/// A token or energy count of a ship given without a round state (0 to `MAX_TOKENS`).
pub fn count(v: Option<Finite>, field: &str) -> Result<Option<u32>> {
    match v {
        None => Ok(None),
        Some(Finite(x)) if x.fract() == 0.0 && (0.0..=MAX_TOKENS).contains(&x) => Ok(Some(x as u32)),
        Some(Finite(x)) => {
            Err(RulesError::invalid(field, format!("expected a whole number from 0 to {}, got {}", Num(MAX_TOKENS), Num(x))))
        }
    }
}

/// The request's `seed`, or a drawn one when it gives none.
pub fn seed(v: Option<Finite>) -> Result<u64> {
    match v {
        None => Ok(draw_seed()),
        Some(Finite(x)) if x.fract() == 0.0 && (0.0..=MAX_SEED as f64).contains(&x) => Ok(x as u64),
        Some(Finite(x)) => Err(RulesError::invalid("seed", format!("expected a whole number from 0 to 2^53 - 1, got {}", Num(x)))),
    }
}

/// A list of at most `MAX_LIST` entries (none when absent).
pub fn list<'a, T>(v: &'a Option<Vec<T>>, field: &str) -> Result<&'a [T]> {
    let items = v.as_deref().unwrap_or(&[]);
    if items.len() > MAX_LIST {
        return Err(RulesError::too_large(field, format!("at most {MAX_LIST} entries")));
    }
    Ok(items)
}
