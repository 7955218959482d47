//! The dice (docs/conventions.md §6) and the one seeded generator every roll uses, so that the
//! same seed gives the same dice natively and in the browser.

pub mod rng;

pub use rng::{draw_seed, Pcg32, MAX_SEED};

/// Faces of the red attack die (written by the names of `as_str`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, crate::wire::ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "AttackFaceName")]
pub enum AttackFace {
    Hit,
    Crit,
    Focus,
    Blank,
}

/// Faces of the green defense die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DefenseFace {
    Evade,
    Focus,
    Blank,
}

/// The eight faces of the attack die: 3 hit, 1 crit, 2 focus, 2 blank (docs/conventions.md §6).
pub const ATTACK_DIE: [AttackFace; 8] = [
    AttackFace::Hit,
    AttackFace::Hit,
    AttackFace::Hit,
    AttackFace::Crit,
    AttackFace::Focus,
    AttackFace::Focus,
    AttackFace::Blank,
    AttackFace::Blank,
];

/// The eight faces of the defense die: 3 evade, 2 focus, 3 blank (docs/conventions.md §6).
pub const DEFENSE_DIE: [DefenseFace; 8] = [
    DefenseFace::Evade,
    DefenseFace::Evade,
    DefenseFace::Evade,
    DefenseFace::Focus,
    DefenseFace::Focus,
    DefenseFace::Blank,
    DefenseFace::Blank,
    DefenseFace::Blank,
];

impl AttackFace {
    pub fn as_str(self) -> &'static str {
        match self {
            AttackFace::Hit => "hit",
            AttackFace::Crit => "crit",
            AttackFace::Focus => "focus",
            AttackFace::Blank => "blank",
        }
    }
    /// Probability of the face on one die, in eighths.
    pub fn eighths(self) -> u32 {
        ATTACK_DIE.iter().filter(|f| **f == self).count() as u32
    }
}

impl DefenseFace {
    pub fn as_str(self) -> &'static str {
        match self {
            DefenseFace::Evade => "evade",
            DefenseFace::Focus => "focus",
            DefenseFace::Blank => "blank",
        }
    }
    pub fn eighths(self) -> u32 {
        DEFENSE_DIE.iter().filter(|f| **f == self).count() as u32
    }
}

/// One attack die.
pub fn roll_attack(rng: &mut Pcg32) -> AttackFace {
    ATTACK_DIE[rng.d8()]
}

/// One defense die.
pub fn roll_defense(rng: &mut Pcg32) -> DefenseFace {
    DEFENSE_DIE[rng.d8()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_have_the_printed_counts() {
        assert_eq!(
            (AttackFace::Hit.eighths(), AttackFace::Crit.eighths(), AttackFace::Focus.eighths(), AttackFace::Blank.eighths()),
            (3, 1, 2, 2)
        );
        assert_eq!((DefenseFace::Evade.eighths(), DefenseFace::Focus.eighths(), DefenseFace::Blank.eighths()), (3, 2, 3));
    }

    #[test]
    fn rolls_are_fair_over_many_throws() {
        let mut rng = Pcg32::new(7);
        let mut counts = [0u32; 8];
        for _ in 0..80_000 {
            counts[rng.d8()] += 1;
        }
        for c in counts {
            assert!((9_500..10_500).contains(&c), "{counts:?}");
        }
    }
}
