//! 2e jam tokens on a huge ship (core rules "Jam"; the Epic rules reference's FAQ on
//! who chooses):
//!
//! - "When a ship becomes jammed, the player whose effect caused the ship to gain the
//!   jam token chooses for the ship to either remove one of its green tokens or break
//!   one of its locks. If either effect is resolved, it removes the jam token. If the
//!   ship does not have any green tokens or is not maintaining any locks, it remains
//!   jammed." ([`become_jammed`])
//! - "After a jammed ship gains a green token or acquires a lock, the jammed ship
//!   removes that token or breaks that lock. Then it removes one jam token."
//!   ([`sheds_gain`])
//!
//! The green tokens the round state holds are focus, evade and reinforce (2e
//! reinforce tokens are green); its locks are `tokens.locks`. The choice is the
//! jamming player's, and no default would be theirs: when the jammed ship has more
//! than one kind of thing to lose (focus and evade, a token and a lock, two locks on
//! different objects), the request must say which ([`JamPick`]), else `INVALID_INPUT`
//! naming the field. Two tokens of one kind are alike, so one kind is no choice.

use super::state::{ShipState, Tokens};
use crate::error::{Result, RulesError};

/// What the jamming player chooses: a kind of green token, or a lock (by the id of
/// the locked object when the ship holds more than one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JamPick {
    Focus,
    Evade,
    Reinforce,
    Lock(Option<String>),
}

/// What becoming jammed took away; written as `performAction` takes it back (its
/// `jamRemoves` and, for a lock, `jamLock`: `allowedActions`' `jamChoices`).
#[derive(Clone, Debug, PartialEq, Eq, crate::wire::ToWire)]
#[serde(tag = "jamRemoves", rename_all = "camelCase")]
pub enum JamLoss {
    Focus,
    Evade,
    Reinforce,
    /// The lock the jammed ship held on this object, broken.
    Lock {
        #[serde(rename = "jamLock")]
        id: String,
    },
}

impl JamLoss {
    pub fn as_str(&self) -> &'static str {
        match self {
            JamLoss::Focus => "focus",
            JamLoss::Evade => "evade",
            JamLoss::Reinforce => "reinforce",
            JamLoss::Lock { .. } => "lock",
        }
    }

    fn words(&self) -> String {
        match self {
            JamLoss::Lock { id } => format!("its lock on {id:?}"),
            other => format!("a {} token", other.as_str()),
        }
    }
}

/// The request fields that carry the choice (named in errors).
pub const PICK_FIELD: &str = "action.jamRemoves";
pub const LOCK_FIELD: &str = "action.jamLock";

/// What the jamming player has a huge target lose, as `performAction` names it (`jamRemoves`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, crate::wire::FromWire)]
#[serde(rename_all = "camelCase")]
pub enum JamRemoves {
    Focus,
    Evade,
    Reinforce,
    Lock,
}

/// The jamming player's choice from its two request fields; `jamLock` alone means a lock.
pub fn jam_pick(removes: Option<JamRemoves>, lock: &Option<String>) -> Result<Option<JamPick>> {
    Ok(match (removes, lock) {
        (None, None) => None,
        (None | Some(JamRemoves::Lock), id) => Some(JamPick::Lock(id.clone())),
        (Some(_), Some(_)) => return Err(RulesError::invalid(LOCK_FIELD, "names a lock: give it only with jamRemoves \"lock\"")),
        (Some(JamRemoves::Focus), None) => Some(JamPick::Focus),
        (Some(JamRemoves::Evade), None) => Some(JamPick::Evade),
        (Some(JamRemoves::Reinforce), None) => Some(JamPick::Reinforce),
    })
}

/// Everything the jammed ship could lose, in a fixed order (focus, evade, reinforce,
/// then locks by id), never the order the caller listed locks in.
pub fn options(t: &Tokens) -> Vec<JamLoss> {
    let mut out = Vec::new();
    if t.focus > 0 {
        out.push(JamLoss::Focus);
    }
    if t.evade > 0 {
        out.push(JamLoss::Evade);
    }
    if t.reinforce.is_some() {
        out.push(JamLoss::Reinforce);
    }
    let mut locks: Vec<&String> = t.locks.iter().collect();
    crate::small_sort::sort_small_by(&mut locks, |a, b| a.cmp(b));
    locks.dedup();
    out.extend(locks.into_iter().map(|id| JamLoss::Lock { id: id.clone() }));
    out
}

impl From<&JamLoss> for JamPick {
    fn from(l: &JamLoss) -> JamPick {
        match l {
            JamLoss::Focus => JamPick::Focus,
            JamLoss::Evade => JamPick::Evade,
            JamLoss::Reinforce => JamPick::Reinforce,
            JamLoss::Lock { id } => JamPick::Lock(Some(id.clone())),
        }
    }
}

/// A pick that lets a jam go through when the choice is needed (several options), for
/// asking whether a jam is allowed at all (`allowedActions`); `None` when no choice is.
pub fn probe_pick(t: &Tokens) -> Option<JamPick> {
    let opts = options(t);
    (opts.len() > 1).then(|| opts.first().map(JamPick::from)).flatten()
}

/// The `jamRemoves` values that name one of `opts` (each kind once, in the list's order).
fn pick_names(opts: &[JamLoss]) -> String {
    let mut names: Vec<&str> = Vec::new();
    for o in opts {
        let n = match o {
            JamLoss::Focus => "\"focus\"",
            JamLoss::Evade => "\"evade\"",
            JamLoss::Reinforce => "\"reinforce\"",
            JamLoss::Lock { .. } => "\"lock\"",
        };
        if !names.contains(&n) {
            names.push(n);
        }
    }
    names.join(", ")
}

fn listed(opts: &[JamLoss]) -> String {
    opts.iter().map(JamLoss::words).collect::<Vec<_>>().join(", ")
}

/// The loss `pick` names among `opts` (the one option when `pick` is `None`).
fn resolve(opts: &[JamLoss], pick: Option<&JamPick>) -> Result<JamLoss> {
    let has = |l: &JamLoss| opts.contains(l).then(|| l.clone());
    let missing = |what: &str| RulesError::invalid(PICK_FIELD, format!("the jammed ship has no {what}; it has {}", listed(opts)));
    match pick {
        None => match opts {
            [one] => Ok(one.clone()),
            _ => Err(RulesError::invalid(
                PICK_FIELD,
                format!(
                    "the jamming player chooses what the jammed ship loses (core rules \"Jam\"): it has {}; give one of {}",
                    listed(opts),
                    pick_names(opts)
                ),
            )),
        },
        Some(JamPick::Focus) => has(&JamLoss::Focus).ok_or_else(|| missing("focus token")),
        Some(JamPick::Evade) => has(&JamLoss::Evade).ok_or_else(|| missing("evade token")),
        Some(JamPick::Reinforce) => has(&JamLoss::Reinforce).ok_or_else(|| missing("reinforce token")),
        Some(JamPick::Lock(Some(id))) => has(&JamLoss::Lock { id: id.clone() })
            .ok_or_else(|| RulesError::invalid(LOCK_FIELD, format!("the jammed ship holds no lock on {id:?}; it has {}", listed(opts)))),
        Some(JamPick::Lock(None)) => {
            let locks: Vec<&JamLoss> = opts.iter().filter(|l| matches!(l, JamLoss::Lock { .. })).collect();
            match locks.as_slice() {
                [one] => Ok((*one).clone()),
                [] => Err(missing("lock")),
                _ => {
                    Err(RulesError::invalid(LOCK_FIELD, format!("the jammed ship holds several locks: say which; it has {}", listed(opts))))
                }
            }
        }
    }
}

fn take(t: &mut Tokens, loss: &JamLoss) {
    match loss {
        JamLoss::Focus => t.focus -= 1,
        JamLoss::Evade => t.evade -= 1,
        JamLoss::Reinforce => t.reinforce = None,
        JamLoss::Lock { id } => {
            if let Some(i) = t.locks.iter().position(|l| l == id) {
                t.locks.remove(i);
            }
        }
    }
}

/// The ship gains one jam token and, when it has something to lose, loses what the
/// jamming player picks and removes that jam token again. `pick` is refused when it
/// names nothing the ship has, or when there is nothing to lose.
pub fn become_jammed(state: &mut ShipState, pick: Option<&JamPick>) -> Result<Option<JamLoss>> {
    let opts = options(&state.tokens);
    if opts.is_empty() {
        if pick.is_some() {
            return Err(RulesError::invalid(
                PICK_FIELD,
                "the jammed ship has no green token and holds no lock: nothing to remove, it remains jammed",
            ));
        }
        state.tokens.jam += 1;
        return Ok(None);
    }
    let loss = resolve(&opts, pick)?;
    take(&mut state.tokens, &loss);
    Ok(Some(loss))
}

/// "After a jammed ship gains a green token or acquires a lock, the jammed ship
/// removes that token or breaks that lock. Then it removes one jam token": when the
/// ship is jammed, one jam token goes and the caller does not keep what it gained
/// (returns true). The gained token or lock is never held, so nothing else changes.
pub fn sheds_gain(state: &mut ShipState) -> bool {
    if state.tokens.jam == 0 {
        return false;
    }
    state.tokens.jam -= 1;
    true
}

#[cfg(test)]
#[path = "jam_tests.rs"]
mod tests;
