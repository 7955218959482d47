//! The Neutralize Results / Compare Results step: each evade cancels a hit, and
//! only when no hits remain a crit (docs/conventions.md §6, both editions); then the 2e
//! reinforce token's extra evade.

/// Hits and crits left after `evades` cancel hits first, then crits.
pub fn cancel(hits: u32, crits: u32, evades: u32) -> (u32, u32) {
    let on_hits = evades.min(hits);
    let on_crits = (evades - on_hits).min(crits);
    (hits - on_hits, crits - on_crits)
}

/// Hits and crits still needed for the 2e reinforce token to add its evade:
/// "more than one hit/crit remains" (docs/conventions.md §6), so reinforce never cancels the
/// last result.
pub const REINFORCE_2E_MIN_RESULTS: u32 = 2;

/// 2e reinforce in the neutralize step: one more evade when at least two hits and
/// crits remain and the attacker is in the reinforced full arc (and not in both).
pub fn reinforce_2e(hits: u32, crits: u32, applies: bool) -> (u32, u32, bool) {
    if applies && hits + crits >= REINFORCE_2E_MIN_RESULTS {
        let (h, c) = cancel(hits, crits, 1);
        (h, c, true)
    } else {
        (hits, crits, false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hits_are_cancelled_before_crits() {
        assert_eq!(cancel(2, 1, 1), (1, 1));
        assert_eq!(cancel(2, 1, 2), (0, 1));
        assert_eq!(cancel(2, 1, 3), (0, 0));
        assert_eq!(cancel(0, 2, 5), (0, 0));
    }

    #[test]
    fn reinforce_2e_leaves_a_single_result() {
        assert_eq!(reinforce_2e(1, 0, true), (1, 0, false));
        assert_eq!(reinforce_2e(1, 1, true), (0, 1, true));
        assert_eq!(reinforce_2e(3, 0, false), (3, 0, false));
    }
}
