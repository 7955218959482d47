//! Player order (Epic rules reference, "Player Order", "Multiplayer Games", "Team Battle").
//!
//! - Head-to-head: "one player rolls an attack die and the other player calls
//!   'blank and focus results' or 'hit and critical hit results.' The winning player
//!   chooses whether to be first player or second player." The first side listed
//!   rolls, the second calls.
//! - Team battle: "each team elects one member to roll off in the same manner", and
//!   the winning team chooses first or second team. Within a team the players keep
//!   the order given (a team decides together; the engine takes the caller's order).
//! - Free-for-all: "each player is assigned a player number arbitrarily" (numbered ID
//!   tokens drawn at random): a seeded shuffle. "Effects are resolved in descending
//!   player order": the engine reads "descending" as going down the order from the
//!   first player (player 1, then 2, ...), as the first player resolves first in a
//!   standard game.
//!
//! Rolls use the project's PCG32 ([`crate::dice::Pcg32`]), so a seed reproduces them.

use crate::dice::{AttackFace, Pcg32, ATTACK_DIE};
use crate::wire::FromWire;

/// What the calling side calls (default: hit or crit). Read by `playerOrder` as `call`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, FromWire)]
#[serde(rename_all = "camelCase")]
pub enum Call {
    #[default]
    HitCrit,
    BlankFocus,
}

impl Call {
    pub fn wins(self, face: AttackFace) -> bool {
        match self {
            Call::BlankFocus => matches!(face, AttackFace::Blank | AttackFace::Focus),
            Call::HitCrit => matches!(face, AttackFace::Hit | AttackFace::Crit),
        }
    }
}

/// What the winner of the roll-off chooses to be (default: first). Read by `playerOrder`
/// as `winnerChooses`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, FromWire)]
#[serde(rename_all = "camelCase")]
pub enum Seat {
    #[default]
    First,
    Second,
}

/// A head-to-head (or team) roll-off between side 0 (rolls) and side 1 (calls).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RollOff {
    pub face: AttackFace,
    /// 0 or 1: the side that won the roll.
    pub winner: usize,
    /// The sides in player order: `[first, second]`.
    pub order: [usize; 2],
}

pub fn roll_off(rng: &mut Pcg32, call: Call, winner_chooses: Seat) -> RollOff {
    let face = ATTACK_DIE.get(rng.d8()).copied().unwrap_or(AttackFace::Blank);
    let winner = if call.wins(face) { 1 } else { 0 };
    let loser = 1 - winner;
    let order = match winner_chooses {
        Seat::First => [winner, loser],
        Seat::Second => [loser, winner],
    };
    RollOff { face, winner, order }
}

/// A uniform integer in `0..n` (`n > 0`) by rejection, so no number is favoured.
fn below(rng: &mut Pcg32, n: u32) -> u32 {
    let zone = u32::MAX - u32::MAX % n;
    loop {
        let x = rng.next_u32();
        if x < zone {
            return x % n;
        }
    }
}

/// Free-for-all: the participants (by index) in player order, first player first.
pub fn free_for_all(rng: &mut Pcg32, n: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        let j = below(rng, (i + 1) as u32) as usize;
        order.swap(i, j);
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_caller_wins_on_the_faces_called() {
        // Hit and crit are 4 of 8 faces, blank and focus the other 4.
        let wins = |c: Call| ATTACK_DIE.iter().filter(|f| c.wins(**f)).count();
        assert_eq!((wins(Call::HitCrit), wins(Call::BlankFocus)), (4, 4));
        for seed in 0..50 {
            let r = roll_off(&mut Pcg32::new(seed), Call::HitCrit, Seat::First);
            let caller_won = matches!(r.face, AttackFace::Hit | AttackFace::Crit);
            assert_eq!(r.winner, usize::from(caller_won));
            assert_eq!(r.order[0], r.winner);
            let r2 = roll_off(&mut Pcg32::new(seed), Call::HitCrit, Seat::Second);
            assert_eq!((r2.face, r2.order), (r.face, [1 - r.winner, r.winner]));
        }
    }

    #[test]
    fn free_for_all_is_a_permutation_reproduced_by_its_seed() {
        for seed in 0..30 {
            let a = free_for_all(&mut Pcg32::new(seed), 5);
            let mut sorted = a.clone();
            sorted.sort();
            assert_eq!(sorted, vec![0, 1, 2, 3, 4]);
            assert_eq!(a, free_for_all(&mut Pcg32::new(seed), 5));
        }
        assert!(free_for_all(&mut Pcg32::new(1), 0).is_empty());
    }

    #[test]
    fn every_player_can_be_first() {
        // Over 400 seeds each of 4 players is drawn first at least once (each about 100 times).
        let mut firsts = [0u32; 4];
        for seed in 0..400 {
            firsts[free_for_all(&mut Pcg32::new(seed), 4)[0]] += 1;
        }
        assert!(firsts.iter().all(|&c| c > 50), "{firsts:?}");
    }
}
