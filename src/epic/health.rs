//! Health value, full health and half health (Epic rules reference, "Health Value").
//!
//! "Each ship has a health value, which is equal to its hull value plus its shield
//! value": the printed values, not what is left. Lost health is "combined lost
//! shields and damage cards": every damage card counts one, facedown or faceup.
//! A ship is at full health with no lost shield and no damage card; at half health
//! when its lost health "is greater than or equal to half its health value, rounded up".

use crate::error::{Result, RulesError};
use crate::round::state::MAX_COUNT;
use crate::wire::numbers::Whole;
use crate::wire::FromWire;

/// One ship's printed values and what it has lost. Read by `scoreGame`: counts up to
/// [`MAX_COUNT`], all but `hull` optional (absent or `null`: 0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Health {
    #[wire(read_as = "Whole<MAX_COUNT>")]
    pub hull: u32,
    #[serde(default)]
    #[wire(null, read_as = "Whole<MAX_COUNT>")]
    pub shields: u32,
    /// Shields lost (the printed value minus the active shields).
    #[serde(default)]
    #[wire(null, read_as = "Whole<MAX_COUNT>")]
    pub lost_shields: u32,
    /// Damage cards, facedown and faceup.
    #[serde(default)]
    #[wire(null, read_as = "Whole<MAX_COUNT>")]
    pub damage_cards: u32,
}

/// `ceil(v / 2)`, the "half ..., rounded up" of the Epic rules reference.
pub fn half_rounded_up(v: u32) -> u32 {
    v / 2 + v % 2
}

impl Health {
    /// A ship loses at most the shields it has: lost shields at most the printed value
    /// (errors name `lostShields`; checked while a ship is read).
    pub fn checked(self) -> Result<Health> {
        if self.lost_shields > self.shields {
            let why = format!("at most the ship's {} shields, got {}", self.shields, self.lost_shields);
            return Err(RulesError::invalid("lostShields", why));
        }
        Ok(self)
    }

    /// Hull plus shields.
    pub fn value(&self) -> u32 {
        self.hull.saturating_add(self.shields)
    }

    /// Lost shields plus damage cards.
    pub fn lost(&self) -> u32 {
        self.lost_shields.saturating_add(self.damage_cards)
    }

    pub fn full(&self) -> bool {
        self.lost_shields == 0 && self.damage_cards == 0
    }

    /// Lost health at least half the health value, rounded up. A ship with a health
    /// value of 0 (none is printed) is at half health only once it has lost something.
    pub fn half(&self) -> bool {
        !self.full() && self.lost() >= half_rounded_up(self.value())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(hull: u32, shields: u32, lost_shields: u32, damage_cards: u32) -> Health {
        Health { hull, shields, lost_shields, damage_cards }
    }

    #[test]
    fn the_reference_example() {
        // "a ship with 2 shields and 3 hull is at half health when it has lost 3
        // hull/shields": value 5, half of 5 rounded up = 3.
        assert_eq!(h(3, 2, 0, 0).value(), 5);
        assert!(!h(3, 2, 2, 0).half()); // lost 2 < 3
        assert!(h(3, 2, 2, 1).half()); // lost 3 >= 3
        assert!(h(3, 2, 0, 3).half()); // damage cards alone
    }

    #[test]
    fn a_ship_loses_at_most_its_shields() {
        assert!(h(3, 2, 2, 0).checked().is_ok());
        let e = h(3, 2, 3, 0).checked().unwrap_err();
        assert_eq!((e.field.as_str(), e.reason.as_str()), ("lostShields", "at most the ship's 2 shields, got 3"));
    }

    #[test]
    fn full_health_is_nothing_lost() {
        assert!(h(3, 2, 0, 0).full());
        assert!(!h(3, 2, 1, 0).full() && !h(3, 2, 0, 1).full());
        // An even value: a CR90 (2e) hull 12 + shields 4 = 16; half is 8.
        assert!(!h(12, 4, 4, 3).half()); // 7
        assert!(h(12, 4, 4, 4).half()); // 8
        assert_eq!((half_rounded_up(0), half_rounded_up(1), half_rounded_up(7)), (0, 1, 4));
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod props {
        use super::*;
        use proptest::prelude::*;

        proptest! {
            /// More damage never takes a ship back above half health.
            #[test]
            fn half_health_is_monotone_in_damage(hull in 0u32..20, shields in 0u32..20, ls in 0u32..20, dc in 0u32..40, more in 0u32..10, more_s in 0u32..5) {
                let a = h(hull, shields, ls.min(shields), dc);
                let b = h(hull, shields, (ls + more_s).min(shields), dc + more);
                prop_assert!(!a.half() || b.half());
                prop_assert!(b.full() <= a.full());
            }
        }
    }
}
