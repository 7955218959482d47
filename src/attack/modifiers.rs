//! Dice modifiers by tokens, per edition (docs/conventions.md §6 table). They work on face
//! counts, so that the roll and the exact distribution go through the same code.
//!
//! Policies (the obvious optimal ones for damage, documented because a player
//! could choose otherwise):
//! - Attacker with a lock rerolls every blank, and every focus result too when it
//!   has no focus token to spend; never a hit or crit. Each die is rerolled at most
//!   once (2e says so; 1e allows one reroll per lock anyway). Then a focus token
//!   turns every focus result into a hit.
//! - Defender spends a token only while hits and crits would still get through:
//!   first its focus (every focus result becomes an evade), then its evade token.
//!   1e evade token: adds one evade result; 2e: changes one blank (else focus)
//!   result into an evade. 1e reinforce adds one evade when the token lies next to
//!   the targeted section and is never spent (seed 003 "Reinforce").

use crate::dice::{AttackFace, DefenseFace};
use crate::edition::Edition;

/// How many attack dice show each face.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AttackCounts {
    pub hit: u32,
    pub crit: u32,
    pub focus: u32,
    pub blank: u32,
}

impl AttackCounts {
    pub fn of(faces: &[AttackFace]) -> AttackCounts {
        let mut c = AttackCounts::default();
        for f in faces {
            match f {
                AttackFace::Hit => c.hit += 1,
                AttackFace::Crit => c.crit += 1,
                AttackFace::Focus => c.focus += 1,
                AttackFace::Blank => c.blank += 1,
            }
        }
        c
    }
}

/// How many defense dice show each face.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DefenseCounts {
    pub evade: u32,
    pub focus: u32,
    pub blank: u32,
}

impl DefenseCounts {
    pub fn of(faces: &[DefenseFace]) -> DefenseCounts {
        let mut c = DefenseCounts::default();
        for f in faces {
            match f {
                DefenseFace::Evade => c.evade += 1,
                DefenseFace::Focus => c.focus += 1,
                DefenseFace::Blank => c.blank += 1,
            }
        }
        c
    }
}

/// The attacker's tokens that modify dice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AttackTokens {
    pub focus: bool,
    pub lock: bool,
}

impl AttackTokens {
    /// Whether a rolled face is rerolled by the lock (see the module policy).
    pub fn rerolls(self, face: AttackFace) -> bool {
        self.lock && (face == AttackFace::Blank || (face == AttackFace::Focus && !self.focus))
    }
    /// How many dice of a roll the lock rerolls.
    pub fn reroll_count(self, c: &AttackCounts) -> u32 {
        if !self.lock {
            return 0;
        }
        c.blank + if self.focus { 0 } else { c.focus }
    }
}

/// Attack results after the attacker's focus.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AttackResult {
    pub hits: u32,
    pub crits: u32,
    pub focus_spent: bool,
}

/// Applies the focus token to the final attack faces.
pub fn spend_attack_focus(c: &AttackCounts, t: AttackTokens) -> AttackResult {
    let spend = t.focus && c.focus > 0;
    AttackResult { hits: c.hit + if spend { c.focus } else { 0 }, crits: c.crit, focus_spent: spend }
}

/// The defender's tokens that modify dice.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DefenseTokens {
    pub focus: bool,
    pub evade: bool,
    /// 1e: the evade results the reinforce token adds (0 unless it lies next to the
    /// targeted section; 1, or 2 for Bright Hope's fore section: `attack::resolve`).
    pub reinforce_1e: u32,
}

/// What the defender's tokens did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DefenseResult {
    pub evades: u32,
    pub focus_spent: bool,
    pub evade_spent: bool,
    /// 2e: the face the evade token changed (a blank, else a focus).
    pub changed: Option<DefenseFace>,
}

/// Modifies the defense roll against `incoming` hits and crits.
pub fn modify_defense(edition: Edition, c: &DefenseCounts, t: DefenseTokens, incoming: u32) -> DefenseResult {
    let mut r = DefenseResult { evades: c.evade, ..Default::default() };
    if edition == Edition::First {
        r.evades += t.reinforce_1e;
    }
    if r.evades < incoming && t.focus && c.focus > 0 {
        r.evades += c.focus;
        r.focus_spent = true;
    }
    if r.evades < incoming && t.evade {
        match edition {
            Edition::First => {
                r.evades += 1;
                r.evade_spent = true;
            }
            Edition::Second => {
                let focus_left = if r.focus_spent { 0 } else { c.focus };
                r.changed = if c.blank > 0 {
                    Some(DefenseFace::Blank)
                } else if focus_left > 0 {
                    Some(DefenseFace::Focus)
                } else {
                    None
                };
                if r.changed.is_some() {
                    r.evades += 1;
                    r.evade_spent = true;
                }
            }
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lock_rerolls_blanks_and_focus_only_without_a_focus_token() {
        let c = AttackCounts { hit: 1, crit: 1, focus: 2, blank: 3 };
        assert_eq!(AttackTokens { focus: true, lock: true }.reroll_count(&c), 3);
        assert_eq!(AttackTokens { focus: false, lock: true }.reroll_count(&c), 5);
        assert_eq!(AttackTokens { focus: true, lock: false }.reroll_count(&c), 0);
        assert_eq!(spend_attack_focus(&c, AttackTokens { focus: true, lock: false }).hits, 3);
        assert!(!spend_attack_focus(&AttackCounts { hit: 2, ..Default::default() }, AttackTokens { focus: true, lock: false }).focus_spent);
    }

    #[test]
    fn evade_adds_in_1e_and_changes_in_2e() {
        let all_evades = DefenseCounts { evade: 2, focus: 0, blank: 0 };
        let t = DefenseTokens { evade: true, ..Default::default() };
        assert_eq!(modify_defense(Edition::First, &all_evades, t, 3).evades, 3);
        // 2e: nothing left to change.
        assert_eq!(modify_defense(Edition::Second, &all_evades, t, 3).evades, 2);
        let mixed = DefenseCounts { evade: 0, focus: 1, blank: 1 };
        let r = modify_defense(Edition::Second, &mixed, DefenseTokens { focus: true, evade: true, reinforce_1e: 0 }, 3);
        assert_eq!((r.evades, r.changed), (2, Some(DefenseFace::Blank)));
    }

    #[test]
    fn tokens_are_kept_when_not_needed() {
        let c = DefenseCounts { evade: 2, focus: 1, blank: 0 };
        let t = DefenseTokens { focus: true, evade: true, reinforce_1e: 1 };
        let r = modify_defense(Edition::First, &c, t, 3);
        assert_eq!((r.evades, r.focus_spent, r.evade_spent), (3, false, false));
        let r = modify_defense(Edition::First, &c, t, 5);
        assert_eq!((r.evades, r.focus_spent, r.evade_spent), (5, true, true));
        // Bright Hope's fore reinforce: 2 evades + 2 rolled = 4, enough against 4 without tokens.
        let r = modify_defense(Edition::First, &c, DefenseTokens { reinforce_1e: 2, ..t }, 4);
        assert_eq!((r.evades, r.focus_spent, r.evade_spent), (4, false, false));
    }
}
