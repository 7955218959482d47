//! Splitting from a wing (Epic rules reference, "Splitting From a Wing", "Forced
//! Splitting", "Voluntary Splitting", "Wing Leader Actions").

use crate::error::{Result, RulesError};
use crate::flight::{Bearing, Maneuver};
use crate::limits::check_objects;
use crate::wire::{FromWire, ToWire};

use super::actions::{after_leader_action, ActionName, LeaderActionEffect};
use super::formation::Wing;
use super::moving::MateState;
use super::positions::WingPosition;

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

/// What a split ship without a dial does at the end of the Activation Phase.
#[derive(Clone, Copy, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct EndOfActivation {
    pub maneuver: Maneuver,
    /// Always: it performs no action.
    #[wire(ts = "true")]
    pub skip_action: bool,
    pub stress: u32,
}

/// [`EndOfActivation`] as "Forced Splitting" gives it.
pub const NO_DIAL: EndOfActivation = EndOfActivation { maneuver: NO_DIAL_MANEUVER, skip_action: true, stress: NO_DIAL_STRESS };

/// Why a wingmate leaves its wing, each cause as the rules list it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, ToWire)]
#[serde(rename_all = "camelCase")]
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

/// A split's cause with the rule that names it, as the calls write it.
#[derive(Clone, Copy, Debug, PartialEq, ToWire)]
#[wire(ts = "WingSplitCause")]
pub struct CitedCause {
    pub cause: SplitCause,
    pub rule: &'static str,
}

impl SplitCause {
    /// The cause with its rule.
    pub fn cited(self) -> CitedCause {
        CitedCause { cause: self, rule: self.rule() }
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, FromWire)]
#[serde(rename_all = "camelCase")]
pub enum Phase {
    Planning,
    System,
    Activation,
    Engagement,
    /// The End Phase; voluntary splitting and joining happen at its end.
    End,
}

/// The wing leader's tokens and what just happened to it. `checkWingSplit` reads what
/// happened from its `events` (`leader…` keys); the tokens are the wing leader's own,
/// filled in from the wing (never read here).
#[derive(Clone, Copy, Debug, Default, PartialEq, FromWire)]
pub struct LeaderFacts {
    #[serde(default, rename = "leaderRemoved")]
    pub removed: bool,
    #[serde(skip)]
    pub tokens: MateState,
    #[serde(default, rename = "leaderReplaced")]
    pub replaced_after_huge_overlap: bool,
    /// The leader executes (or has executed this round) a red maneuver.
    #[serde(default, rename = "leaderRedManeuver")]
    pub red_maneuver: bool,
    /// The action the leader just performed.
    #[serde(rename = "leaderAction")]
    pub action: Option<ActionName>,
}

/// A wingmate's state and what just happened to it. A wing ship's entry holds its tokens and
/// action bar (read there); what happened comes from `checkWingSplit`'s `events` (never read here).
#[derive(Clone, Debug, Default, PartialEq, FromWire)]
#[serde(rename_all = "camelCase")]
pub struct MateFacts {
    /// It is cloaked (a cloaked leader cloaks its wingmates; a cloaked ship may not join).
    #[serde(default)]
    #[wire(null)]
    pub cloaked: bool,
    #[serde(flatten)]
    pub tokens: MateState,
    #[serde(skip)]
    pub moved_by_effect: bool,
    /// It has already activated this round (moved with the wing).
    #[serde(skip)]
    pub activated: bool,
    #[serde(default)]
    #[wire(null)]
    pub action_bar: Vec<ActionName>,
}

/// Every forced-split cause that applies to one wingmate, in the order the rules list them.
pub fn forced_causes(leader: &LeaderFacts, mate: &MateFacts) -> Vec<SplitCause> {
    let leader_action =
        leader.action.and_then(|a| (after_leader_action(a, &mate.action_bar) == Some(LeaderActionEffect::Splits)).then_some(a));
    [
        (mate.tokens.ion >= IONIZED_SMALL, SplitCause::Ionized),
        (mate.tokens.tractor >= TRACTORED_SMALL, SplitCause::Tractored),
        (mate.tokens.stress > 0 && leader.red_maneuver, SplitCause::StressedRedManeuver),
        (mate.moved_by_effect, SplitCause::MovedByEffect),
        (leader.removed, SplitCause::LeaderRemoved),
        (leader.tokens.ion >= IONIZED_SMALL, SplitCause::LeaderIonized),
        (leader.tokens.tractor >= TRACTORED_SMALL, SplitCause::LeaderTractored),
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

/// One wingmate that splits, written with its wing ID, each cause's rule and, without a
/// dial, what it does at the end of the Activation Phase.
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Split {
    pub id: String,
    #[wire(then(wing_id = "|s| s.position.id()"))]
    pub position: WingPosition,
    #[serde(skip_serializing)]
    #[wire(then(causes = "|s| s.causes.iter().map(|c| c.cited()).collect::<Vec<_>>()"))]
    pub causes: Vec<SplitCause>,
    #[wire(then(end_of_activation = "|s| s.without_dial.then_some(NO_DIAL)"))]
    pub without_dial: bool,
}

/// A whole wing checked: who splits, who stays, and what the leader's action did to those who stay.
#[derive(Clone, Debug, Default, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct WingCheck {
    /// In ascending ID order.
    pub splits: Vec<Split>,
    pub remaining: Vec<String>,
    /// Wingmates that gain a disarm token (the leader performed SLAM and they have it).
    pub disarmed: Vec<String>,
    /// Wingmates that count as cloaked while the leader is (the leader cloaked and they have
    /// it); written with the actions a wingmate may perform (`actions::WINGMATE_ACTIONS`).
    #[wire(then(wingmate_actions = "|_| super::actions::WINGMATE_ACTIONS.to_vec()"))]
    pub counts_as_cloaked: Vec<String>,
}

/// What happened to the wing, beyond the tokens its members carry.
#[derive(Clone, Debug, Default, PartialEq, FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Events {
    #[serde(flatten)]
    pub leader: LeaderFacts,
    /// Wingmates an effect other than a maneuver moved or rotated.
    #[serde(default)]
    pub moved_by_effect: Vec<String>,
    /// Wingmates that have already activated this round.
    #[serde(default)]
    pub activated: Vec<String>,
}

/// A wing's check as `checkWingSplit` asks it: the phase, what happened, and the wingmates
/// that choose to split.
#[derive(Clone, Debug, PartialEq, FromWire)]
pub struct SplitQuery {
    pub phase: Phase,
    #[serde(default)]
    pub events: Events,
    #[serde(default)]
    pub voluntary: Vec<String>,
}

/// Checks every wingmate of `wing` (its tokens and action bar its own; what happened from
/// `q.events`, each id there naming a wingmate), with the
/// wingmates that choose to split: "At the end of the End Phase, a ship can voluntarily
/// split from its wing", so a voluntary split in any other phase is refused.
pub fn check_wing(wing: &Wing, q: &SplitQuery) -> Result<WingCheck> {
    let (ev, voluntary) = (&q.events, &q.voluntary);
    let leader = &LeaderFacts { tokens: wing.leader_facts.tokens, ..q.events.leader };
    for (list, field) in [(&ev.moved_by_effect, "events.movedByEffect"), (&ev.activated, "events.activated"), (voluntary, "voluntary")] {
        check_objects(list.len(), field)?;
        if let Some(i) = list.iter().position(|id| wing.wingmate(id).is_none()) {
            return Err(RulesError::invalid(format!("{field}[{i}]"), format!("{:?} is not a wingmate of this wing", list[i])));
        }
    }
    if !voluntary.is_empty() && q.phase != Phase::End {
        return Err(RulesError::not_allowed(
            "voluntary",
            "split: a wingmate splits voluntarily only at the end of the End Phase (Epic rules reference, 'Voluntary Splitting')",
        ));
    }
    let mut out = WingCheck::default();
    for m in wing.wingmates() {
        let id = &m.ship.id;
        let f = MateFacts { moved_by_effect: ev.moved_by_effect.contains(id), activated: ev.activated.contains(id), ..m.facts.clone() };
        let mut causes = forced_causes(leader, &f);
        if voluntary.contains(id) {
            causes.push(SplitCause::Voluntary);
        }
        if causes.is_empty() {
            let effect = leader.action.and_then(|a| after_leader_action(a, &f.action_bar));
            if effect == Some(LeaderActionEffect::GainsDisarm) {
                out.disarmed.push(id.clone());
            }
            // "While a wing leader is cloaked, each of its wingmates counts as being cloaked":
            // a lasting state, not only the moment it cloaks.
            if wing.leader_facts.cloaked || effect == Some(LeaderActionEffect::CountsAsCloaked) {
                out.counts_as_cloaked.push(id.clone());
            }
            out.remaining.push(id.clone());
            continue;
        }
        let without_dial = without_dial(q.phase, f.activated, &causes);
        out.splits.push(Split { id: id.clone(), position: m.position, causes, without_dial });
    }
    Ok(out)
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
            (
                LeaderFacts::default(),
                MateFacts { tokens: MateState { ion: 1, ..MateState::default() }, ..mate() },
                vec![SplitCause::Ionized],
            ),
            (
                LeaderFacts::default(),
                MateFacts { tokens: MateState { tractor: 1, ..MateState::default() }, ..mate() },
                vec![SplitCause::Tractored],
            ),
            (red, MateFacts { tokens: MateState { stress: 1, ..MateState::default() }, ..mate() }, vec![SplitCause::StressedRedManeuver]),
            // Stressed under a white maneuver, or unstressed under a red one: no split.
            (LeaderFacts::default(), MateFacts { tokens: MateState { stress: 2, ..MateState::default() }, ..mate() }, vec![]),
            (red, mate(), vec![]),
            (LeaderFacts::default(), MateFacts { moved_by_effect: true, ..mate() }, vec![SplitCause::MovedByEffect]),
            (LeaderFacts { removed: true, ..LeaderFacts::default() }, mate(), vec![SplitCause::LeaderRemoved]),
            (
                LeaderFacts { tokens: MateState { ion: 1, ..MateState::default() }, ..LeaderFacts::default() },
                mate(),
                vec![SplitCause::LeaderIonized],
            ),
            (
                LeaderFacts { tokens: MateState { tractor: 1, ..MateState::default() }, ..LeaderFacts::default() },
                mate(),
                vec![SplitCause::LeaderTractored],
            ),
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
        let leader = LeaderFacts { tokens: MateState { ion: 2, ..MateState::default() }, red_maneuver: true, ..LeaderFacts::default() };
        let m = MateFacts { tokens: MateState { stress: 1, tractor: 1, ..MateState::default() }, ..mate() };
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

    fn query(leader: LeaderFacts, voluntary: &[&str], phase: Phase) -> SplitQuery {
        let voluntary = voluntary.iter().map(|v| v.to_string()).collect();
        SplitQuery { phase, events: Events { leader, ..Events::default() }, voluntary }
    }

    fn wing() -> Wing {
        wing_b(mate())
    }

    /// Wingmates c, a and b (b with `b`'s facts) behind leader L.
    fn wing_b(b: MateFacts) -> Wing {
        use crate::edition::Edition;
        use crate::epic::wings::formation::Wingmate;
        use crate::geometry::Pose;
        use crate::objects::Ship;
        use crate::ships::ShipType;
        let ship = |id: &str| Ship::new(id, ShipType::Small, Pose::new(0.0, 0.0, 0.0), Edition::Second, "ship").unwrap();
        Wing::new(
            ship("L"),
            vec![
                Wingmate::new(ship("c"), WingPosition::RearSupport),
                Wingmate::new(ship("a"), WingPosition::LeftFlank),
                Wingmate { ship: ship("b"), position: WingPosition::RightFlank, facts: b },
            ],
        )
        .unwrap()
    }

    #[test]
    fn a_leader_cloak_splits_some_and_cloaks_the_others() {
        let leader = LeaderFacts { action: Some(ActionName::Cloak), ..LeaderFacts::default() };
        let wing = wing_b(MateFacts { action_bar: vec![ActionName::Cloak], ..mate() });
        let mut q = query(leader, &[], Phase::Activation);
        q.events.activated = vec!["b".into()];
        let c = check_wing(&wing, &q).unwrap();
        let split: Vec<(&str, bool)> = c.splits.iter().map(|s| (s.id.as_str(), s.without_dial)).collect();
        // a (ID 2) and c (ID 4) lack cloak; neither has activated, so neither has a dial.
        assert_eq!(split, vec![("a", true), ("c", true)]);
        assert_eq!((c.remaining, c.counts_as_cloaked), (vec!["b".to_string()], vec!["b".to_string()]));
    }

    #[test]
    fn every_wingmate_of_a_cloaked_leader_counts_as_cloaked() {
        // "While a wing leader is cloaked, each of its wingmates counts as being cloaked":
        // the leader cloaked earlier (no action now); a, b and c all remain and count as cloaked.
        let (leader, cloaked) = (LeaderFacts::default(), MateFacts { cloaked: true, ..mate() });
        let c = check_wing(&wing().led_with(cloaked.clone()), &query(leader, &[], Phase::Engagement)).unwrap();
        assert_eq!(c.counts_as_cloaked, vec!["a".to_string(), "b".to_string(), "c".to_string()]);
        // An ionized wingmate still splits (its cause comes first) and is not counted.
        let wing = wing_b(MateFacts { tokens: MateState { ion: 1, ..MateState::default() }, ..mate() }).led_with(cloaked);
        let c = check_wing(&wing, &query(leader, &[], Phase::Engagement)).unwrap();
        assert_eq!(c.counts_as_cloaked, vec!["a".to_string(), "c".to_string()]);
    }

    #[test]
    fn voluntary_splits_only_at_the_end_of_the_end_phase() {
        let e = crate::error::expect_err(check_wing(&wing(), &query(LeaderFacts::default(), &["a"], Phase::Engagement)));
        assert_eq!((e.code, e.field.as_str()), (crate::error::ErrorCode::NotAllowed, "voluntary"));
        let c = check_wing(&wing(), &query(LeaderFacts::default(), &["a"], Phase::End)).unwrap();
        assert_eq!(c.splits[0].causes, vec![SplitCause::Voluntary]);
        assert!(!c.splits[0].without_dial);
    }
}
