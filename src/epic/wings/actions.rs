//! Actions in a wing (Epic rules reference, "Wingmate Actions", "Wing Leader Actions").
//!
//! The rule text's icons did not survive in the engine's copy of the rules reference;
//! the two leader actions are read as SLAM and cloak: the first gives wingmates that
//! can perform it a disarm token (the cost SLAM itself carries in the core rules), the
//! second goes on "While a wing leader is cloaked".

use crate::wire::FromWire;

/// The actions of the 2nd-edition action bars this module speaks of. Read by serde
/// under the camelCase names of `as_str` (the engine stays JS-free).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, FromWire, crate::wire::ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "WingAction")]
pub enum ActionName {
    BarrelRoll,
    Boost,
    Calculate,
    Cloak,
    Coordinate,
    Evade,
    Focus,
    Jam,
    Lock,
    Reinforce,
    Reload,
    Rotate,
    Slam,
}

impl ActionName {
    pub fn as_str(self) -> &'static str {
        match self {
            ActionName::BarrelRoll => "barrelRoll",
            ActionName::Boost => "boost",
            ActionName::Calculate => "calculate",
            ActionName::Cloak => "cloak",
            ActionName::Coordinate => "coordinate",
            ActionName::Evade => "evade",
            ActionName::Focus => "focus",
            ActionName::Jam => "jam",
            ActionName::Lock => "lock",
            ActionName::Reinforce => "reinforce",
            ActionName::Reload => "reload",
            ActionName::Rotate => "rotate",
            ActionName::Slam => "slam",
        }
    }
}

/// "During the Activation Phase and at all other times, a wingmate is limited to the
/// following actions: Calculate, Evade, Focus, Reinforce, Lock."
pub const WINGMATE_ACTIONS: [ActionName; 5] =
    [ActionName::Calculate, ActionName::Evade, ActionName::Focus, ActionName::Reinforce, ActionName::Lock];

/// Whether a wingmate may perform `action`.
pub fn wingmate_may_perform(action: ActionName) -> bool {
    WINGMATE_ACTIONS.contains(&action)
}

/// What a wing leader's action does to one of its wingmates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeaderActionEffect {
    /// The wingmate splits from the wing.
    Splits,
    /// The wingmate gains a disarm token (leader SLAM, wingmate with SLAM on its bar).
    GainsDisarm,
    /// The wingmate counts as cloaked while the leader is (leader cloak, wingmate with cloak).
    CountsAsCloaked,
}

/// "After a wing leader performs a SLAM action, each of its wingmates without SLAM on
/// its action bar splits from the wing, and each of its wingmates with SLAM on its
/// action bar gains a disarm token. After a wing leader performs a cloak action, each
/// of its wingmates without cloak on its action bar splits from the wing. While a wing
/// leader is cloaked, each of its wingmates counts as being cloaked." Other leader
/// actions do nothing to the wing.
pub fn after_leader_action(action: ActionName, wingmate_bar: &[ActionName]) -> Option<LeaderActionEffect> {
    let has = wingmate_bar.contains(&action);
    match (action, has) {
        (ActionName::Slam, false) | (ActionName::Cloak, false) => Some(LeaderActionEffect::Splits),
        (ActionName::Slam, true) => Some(LeaderActionEffect::GainsDisarm),
        (ActionName::Cloak, true) => Some(LeaderActionEffect::CountsAsCloaked),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wingmates_keep_five_actions_only() {
        use ActionName::*;
        let allowed: Vec<ActionName> =
            [BarrelRoll, Boost, Calculate, Cloak, Coordinate, Evade, Focus, Jam, Lock, Reinforce, Reload, Rotate, Slam]
                .into_iter()
                .filter(|a| wingmate_may_perform(*a))
                .collect();
        assert_eq!(allowed, vec![Calculate, Evade, Focus, Lock, Reinforce]);
    }

    #[test]
    fn slam_and_cloak_split_wingmates_without_them() {
        use ActionName::*;
        // Hand table from the rule: (leader action, wingmate bar) → effect.
        let table = [
            (Slam, vec![Focus, BarrelRoll], Some(LeaderActionEffect::Splits)),
            (Slam, vec![Focus, Slam], Some(LeaderActionEffect::GainsDisarm)),
            (Cloak, vec![Focus], Some(LeaderActionEffect::Splits)),
            (Cloak, vec![Cloak, Focus], Some(LeaderActionEffect::CountsAsCloaked)),
            (BarrelRoll, vec![Focus], None),
            (Boost, vec![], None),
            (Focus, vec![Focus], None),
        ];
        for (action, bar, want) in table {
            assert_eq!(after_leader_action(action, &bar), want, "{action:?} {bar:?}");
        }
    }
}
