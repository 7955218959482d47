//! Splitting from a wing (Epic rules reference, "Splitting From a Wing", "Forced
//! Splitting", "Voluntary Splitting", "Wing Leader Actions").

use crate::flight::{Bearing, Maneuver};

use super::actions::{after_leader_action, ActionName, LeaderActionEffect};

/// A small ship is ionized with one ion token and tractored with one tractor token
/// (core rules; the thresholds grow with the base, and wings are small ships).
pub const IONIZED_SMALL: u32 = 1;
/// See [`IONIZED_SMALL`].
pub const TRACTORED_SMALL: u32 = 1;

/// What a split ship without a dial does instead of activating ("Forced Splitting":
/// "at the end of the Activation Phase, it must execute a [2 straight] maneuver, skip
/// its Perform Action step, and gain one stress token").
pub const NO_DIAL_MANEUVER: Maneuver = Maneuver { speed: 2, bearing: Bearing::Straight };
/// Stress tokens the ship without a dial gains.
pub const NO_DIAL_STRESS: u32 = 1;

/// Why a wingmate leaves its wing, each cause as the rules list it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum SplitCause {
    /// "The ship cannot be placed into formation during setup."
    CannotBePlacedInSetup,
    /// "The ship cannot be placed into formation while moving."
    CannotBePlacedWhileMoving,
    /// "The ship becomes ionized or tractored."
    Ionized,
    Tractored,
    /// "The ship is stressed and its wing leader executes a red maneuver."
    StressedRedManeuver,
    /// "An effect other than a maneuver instructs the ship to move or rotate its base."
    MovedByEffect,
    /// "The wing leader is removed."
    LeaderRemoved,
    /// "The wing leader becomes ionized or tractored, or is replaced after being
    /// overlapped by a Huge ship."
    LeaderIonized,
    LeaderTractored,
    LeaderReplaced,
    /// "Wing Leader Actions": the leader performed SLAM / cloak and the wingmate lacks it.
    LeaderSlam,
    LeaderCloak,
    /// "Voluntary Splitting": at the end of the End Phase, by the player's choice.
    Voluntary,
}

impl SplitCause {
    pub fn as_str(self) -> &'static str {
        match self {
            SplitCause::CannotBePlacedInSetup => "cannotBePlacedInSetup",
            SplitCause::CannotBePlacedWhileMoving => "cannotBePlacedWhileMoving",
            SplitCause::Ionized => "ionized",
            SplitCause::Tractored => "tractored",
            SplitCause::StressedRedManeuver => "stressedRedManeuver",
            SplitCause::MovedByEffect => "movedByEffect",
            SplitCause::LeaderRemoved => "leaderRemoved",
            SplitCause::LeaderIonized => "leaderIonized",
            SplitCause::LeaderTractored => "leaderTractored",
            SplitCause::LeaderReplaced => "leaderReplaced",
            SplitCause::LeaderSlam => "leaderSlam",
            SplitCause::LeaderCloak => "leaderCloak",
            SplitCause::Voluntary => "voluntary",
        }
    }

    /// The rule that names the cause.
    pub fn rule(self) -> &'static str {
        match self {
            SplitCause::LeaderSlam | SplitCause::LeaderCloak => "Epic rules reference, 'Wing Leader Actions'",
            SplitCause::Voluntary => "Epic rules reference, 'Voluntary Splitting'",
            SplitCause::CannotBePlacedWhileMoving => "Epic rules reference, 'Forced Splitting' and 'Moving Wingmates'",
            _ => "Epic rules reference, 'Forced Splitting'",
        }
    }
}

/// When in the round a split happens (only the Activation Phase's dial matters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Planning,
    System,
    Activation,
    Engagement,
    /// The End Phase; voluntary splitting and joining happen at its end.
    End,
}

/// The wing leader's state and what just happened to it.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct LeaderFacts {
    pub removed: bool,
    pub ion: u32,
    pub tractor: u32,
    pub replaced_after_huge_overlap: bool,
    /// The leader executes (or has executed this round) a red maneuver.
    pub red_maneuver: bool,
    /// The action the leader just performed.
    pub action: Option<ActionName>,
}

/// A wingmate's state and what just happened to it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MateFacts {
    pub stress: u32,
    pub ion: u32,
    pub tractor: u32,
    pub moved_by_effect: bool,
    /// It has already activated this round (moved with the wing).
    pub activated: bool,
    pub action_bar: Vec<ActionName>,
}

/// Every forced-split cause that applies to one wingmate, in the order the rules list them.
pub fn forced_causes(leader: &LeaderFacts, mate: &MateFacts) -> Vec<SplitCause> {
    let leader_action =
        leader.action.and_then(|a| (after_leader_action(a, &mate.action_bar) == Some(LeaderActionEffect::Splits)).then_some(a));
    [
        (mate.ion >= IONIZED_SMALL, SplitCause::Ionized),
        (mate.tractor >= TRACTORED_SMALL, SplitCause::Tractored),
        (mate.stress > 0 && leader.red_maneuver, SplitCause::StressedRedManeuver),
        (mate.moved_by_effect, SplitCause::MovedByEffect),
        (leader.removed, SplitCause::LeaderRemoved),
        (leader.ion >= IONIZED_SMALL, SplitCause::LeaderIonized),
        (leader.tractor >= TRACTORED_SMALL, SplitCause::LeaderTractored),
        (leader.replaced_after_huge_overlap, SplitCause::LeaderReplaced),
        (leader_action == Some(ActionName::Slam), SplitCause::LeaderSlam),
        (leader_action == Some(ActionName::Cloak), SplitCause::LeaderCloak),
    ]
    .into_iter()
    .filter_map(|(applies, cause)| applies.then_some(cause))
    .collect()
}

/// Whether a ship that splits now has no dial for this Activation Phase: "Due to forced
/// splitting that occurs after the Planning Phase and before the Engagement Phase, it is
/// possible that a ship might not have a maneuver dial assigned to it." A wingmate that
/// has already moved this round needs none; one that could not be placed while moving
/// executes the leader's maneuver at once instead ("Moving Wingmates").
pub fn without_dial(phase: Phase, activated: bool, causes: &[SplitCause]) -> bool {
    let before_engagement = matches!(phase, Phase::System | Phase::Activation);
    before_engagement && !activated && !causes.contains(&SplitCause::CannotBePlacedWhileMoving)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mate() -> MateFacts {
        MateFacts::default()
    }

    #[test]
    fn each_listed_cause_splits_alone() {
        // One row per bullet of "Forced Splitting" (and "Wing Leader Actions"), built by hand.
        let red = LeaderFacts { red_maneuver: true, ..LeaderFacts::default() };
        let rows: Vec<(LeaderFacts, MateFacts, Vec<SplitCause>)> = vec![
            (LeaderFacts::default(), mate(), vec![]),
            (LeaderFacts::default(), MateFacts { ion: 1, ..mate() }, vec![SplitCause::Ionized]),
            (LeaderFacts::default(), MateFacts { tractor: 1, ..mate() }, vec![SplitCause::Tractored]),
            (red, MateFacts { stress: 1, ..mate() }, vec![SplitCause::StressedRedManeuver]),
            // Stressed under a white maneuver, or unstressed under a red one: no split.
            (LeaderFacts::default(), MateFacts { stress: 2, ..mate() }, vec![]),
            (red, mate(), vec![]),
            (LeaderFacts::default(), MateFacts { moved_by_effect: true, ..mate() }, vec![SplitCause::MovedByEffect]),
            (LeaderFacts { removed: true, ..LeaderFacts::default() }, mate(), vec![SplitCause::LeaderRemoved]),
            (LeaderFacts { ion: 1, ..LeaderFacts::default() }, mate(), vec![SplitCause::LeaderIonized]),
            (LeaderFacts { tractor: 1, ..LeaderFacts::default() }, mate(), vec![SplitCause::LeaderTractored]),
            (LeaderFacts { replaced_after_huge_overlap: true, ..LeaderFacts::default() }, mate(), vec![SplitCause::LeaderReplaced]),
            (LeaderFacts { action: Some(ActionName::Slam), ..LeaderFacts::default() }, mate(), vec![SplitCause::LeaderSlam]),
            (
                LeaderFacts { action: Some(ActionName::Slam), ..LeaderFacts::default() },
                MateFacts { action_bar: vec![ActionName::Slam], ..mate() },
                vec![],
            ),
            (LeaderFacts { action: Some(ActionName::Cloak), ..LeaderFacts::default() }, mate(), vec![SplitCause::LeaderCloak]),
            (LeaderFacts { action: Some(ActionName::Boost), ..LeaderFacts::default() }, mate(), vec![]),
        ];
        for (leader, m, want) in rows {
            assert_eq!(forced_causes(&leader, &m), want, "{leader:?} {m:?}");
        }
    }

    #[test]
    fn several_causes_are_all_named_in_rule_order() {
        let leader = LeaderFacts { ion: 2, red_maneuver: true, ..LeaderFacts::default() };
        let m = MateFacts { stress: 1, tractor: 1, ..mate() };
        assert_eq!(forced_causes(&leader, &m), vec![SplitCause::Tractored, SplitCause::StressedRedManeuver, SplitCause::LeaderIonized]);
    }

    #[test]
    fn only_a_split_before_its_activation_leaves_a_ship_without_a_dial() {
        let ion = [SplitCause::Ionized];
        assert!(without_dial(Phase::System, false, &ion));
        assert!(without_dial(Phase::Activation, false, &ion));
        assert!(!without_dial(Phase::Activation, true, &ion));
        assert!(!without_dial(Phase::Engagement, false, &ion));
        assert!(!without_dial(Phase::Planning, false, &ion));
        assert!(!without_dial(Phase::Activation, false, &[SplitCause::CannotBePlacedWhileMoving]));
        assert_eq!((NO_DIAL_MANEUVER.speed, NO_DIAL_MANEUVER.bearing, NO_DIAL_STRESS), (2, Bearing::Straight, 1));
    }
}
