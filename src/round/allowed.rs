//! Which actions a huge ship may perform now, and on whom: every action of its bar
//! (per section on 1e two-card ships) tried against [`super::actions::perform`], so
//! the answer is the same rule code that performing it runs, never a copy of it.
//! For the actions that measure range, the band they need (in range bands and in mm
//! from the closest point of the huge ship's base, seed 003 "Measuring Range from
//! Huge Ships During Actions"), so that a page can draw it without repeating a number.

use super::actions::{
    bar_of, lock_range, perform, side_fits, Action, ActionChoice, Request, Target, JAM_BULLSEYE_RANGE_2E, JAM_COORDINATE_RANGE,
    JAM_RANGE_2E,
};
use super::jam::{options, probe_pick, JamLoss};
use super::state::ShipState;
use crate::attack::Reinforce;
use crate::bases::Section;
use crate::edition::Edition;
use crate::objects::Ship;
use crate::range::bands::BAND_LENGTH;
use crate::ships::HugeShip;
use crate::wire::ToWire;

/// A ship (and, for a 1e lock on a huge ship, a section) the action may affect now.
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct TargetChoice {
    pub id: String,
    pub section: Option<Section>,
    pub range: Option<u8>,
    /// 2e jam on a huge ship with more than one kind of thing to lose: what the jamming
    /// player may have it lose (`performAction`'s `jamRemoves`); empty when no choice is needed.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub jam_choices: Vec<JamLoss>,
}

/// A range band an action needs: bands `lo`–`hi`, i.e. from `beyond_mm` (exclusive
/// unless 0) to `within_mm` from the closest point of the base; `bullseye` when it
/// holds only in the bullseye arc.
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "ActionBand")]
pub struct Band {
    pub range: (u8, u8),
    pub beyond_mm: f64,
    pub within_mm: f64,
    pub bullseye: bool,
}

/// One action of the bar: allowed now (with its targets) or the rule that refuses it
/// (`allowed` beside the refusal's `reason`, as `allowedActions` writes it).
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Choice {
    pub action: Action,
    pub section: Option<Section>,
    /// No refusal: some way of performing it is allowed now.
    pub allowed: bool,
    /// The refusal's reason when no way of performing it is allowed.
    #[serde(rename = "reason")]
    pub refusal: Option<String>,
    /// Targeted actions: the ships it may affect now.
    pub targets: Vec<TargetChoice>,
    pub bands: Vec<Band>,
}

fn band((lo, hi): (u8, u8), bullseye: bool) -> Band {
    let beyond = f64::from(lo.saturating_sub(1)) * BAND_LENGTH;
    Band { range: (lo, hi), beyond_mm: if lo == 0 { 0.0 } else { beyond }, within_mm: f64::from(hi) * BAND_LENGTH, bullseye }
}

/// The bands an action's range check uses, per edition and ship (the constants and
/// [`lock_range`] of [`super::actions`]).
pub fn bands(action: Action, edition: Edition, ship: HugeShip) -> Vec<Band> {
    match (action, edition) {
        (Action::Jam, Edition::First) | (Action::Coordinate, _) => vec![band(JAM_COORDINATE_RANGE, false)],
        (Action::Jam, Edition::Second) => vec![band(JAM_RANGE_2E, false), band(JAM_BULLSEYE_RANGE_2E, true)],
        (Action::Lock, _) => vec![band(lock_range(edition, ship), false)],
        _ => vec![],
    }
}

fn targeted(a: Action) -> bool {
    matches!(a, Action::Jam | Action::Lock | Action::Coordinate)
}

/// The sections that act (1e two-card ships) and the bar each may use.
fn slots(state: &ShipState, bar: Option<&[Action]>) -> Vec<(Option<Section>, Vec<Action>)> {
    let sections: Vec<Option<Section>> = if state.two_cards() { vec![Some(Section::Fore), Some(Section::Aft)] } else { vec![None] };
    sections
        .into_iter()
        .map(|sec| {
            let list = match (bar, state.edition) {
                (Some(b), _) => b.to_vec(),
                (None, _) => bar_of(state, sec),
            };
            (sec, list)
        })
        .collect()
}

/// Every action of the bar, in bar order (fore first), with what the rules allow now;
/// `table`: the other ships as targets (one with the actor's id is skipped; a 1e lock's
/// section is tried here, each side).
pub fn allowed_actions(actor: &Ship, state: &ShipState, bar: Option<&[Action]>, table: &[Target]) -> Vec<Choice> {
    let mut out = Vec::new();
    for (section, list) in slots(state, bar) {
        for action in list {
            let c = choice(actor, state, bar, section, action, table);
            out.push(Choice { allowed: c.refusal.is_none(), ..c });
        }
    }
    out
}

fn choice(actor: &Ship, state: &ShipState, bar: Option<&[Action]>, section: Option<Section>, action: Action, table: &[Target]) -> Choice {
    let reinforce = match (state.edition, section) {
        (Edition::First, Some(Section::Aft)) => Some(Reinforce::Aft),
        (Edition::First, _) => Some(Reinforce::Fore),
        (Edition::Second, _) => Some(Reinforce::FullFront),
    };
    let choice = ActionChoice { action, section, bar: bar.map(<[Action]>::to_vec), reinforce, ..Default::default() };
    let base = Request { actor, state, choice, target: None, jam_pick: None };
    let mut c =
        Choice { action, section, allowed: true, refusal: None, targets: Vec::new(), bands: bands(action, state.edition, state.ship) };
    // Without a target, `perform` stops at the first rule that does not depend on one
    // (bar, round, stress, ...) or asks for the target: only then are targets worth trying.
    // "needs a target ship" is the one refusal on `action.target`: any other is the action's own.
    let own = perform(&base).err().filter(|e| e.field != "action.target").map(|e| e.reason.clone());
    if !targeted(action) || own.is_some() {
        c.refusal = own;
        return c;
    }
    let mut first_refusal = None;
    let mut side_refusal = None;
    let mut obstacle_refusal = None;
    // By id, so that which refusal is kept (and the order of the targets) never
    // depends on the order the caller listed the ships in.
    let mut others: Vec<&Target> = table.iter().filter(|t| t.ship.id != actor.id).collect();
    crate::small_sort::sort_small_by(&mut others, |a, b| a.ship.id.cmp(&b.ship.id));
    for cand in others {
        let sections: Vec<Option<Section>> = if action == Action::Lock && state.edition == Edition::First && cand.ship.base.has_sections() {
            vec![Some(Section::Fore), Some(Section::Aft)]
        } else {
            vec![None]
        };
        for ts in sections {
            let mut r = base.clone();
            r.target = Some(Target { section: ts, ..cand.clone() });
            // A 2e jam on a ship with several things to lose needs the jamming player's
            // choice; any of them tells whether the target qualifies.
            if action == Action::Jam && state.edition == Edition::Second {
                r.jam_pick = cand.state.and_then(|s| probe_pick(&s.tokens));
            }
            match perform(&r) {
                Ok(done) => {
                    let jam_choices =
                        if r.jam_pick.is_some() { cand.state.map(|s| options(&s.tokens)).unwrap_or_default() } else { Vec::new() };
                    c.targets.push(TargetChoice { id: cand.ship.id.clone(), section: ts, range: done.range, jam_choices })
                }
                // A huge ship placed as an obstacle is no ship at all: its refusal says least.
                Err(e) if cand.ship.obstacle => obstacle_refusal = obstacle_refusal.or(Some(e.reason.clone())),
                // A ship of the wrong side says less than one out of range: keep the latter.
                Err(e) if !side_fits(action, cand.relation, state.edition) => side_refusal = side_refusal.or(Some(e.reason.clone())),
                Err(e) => {
                    first_refusal.get_or_insert(e.reason.clone());
                }
            }
        }
    }
    if c.targets.is_empty() {
        // No target qualifies: why (range first, then the wrong side, then an obstacle), or
        // that there is none.
        let none = || format!("{}: no other ship on the table", action.as_str());
        c.refusal = Some(first_refusal.or(side_refusal).or(obstacle_refusal).unwrap_or_else(none));
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Pose;
    use crate::round::relation::Relation;
    use crate::ships::{HugeShip, ShipType};

    fn ship(id: &str, t: ShipType, x: f64, y: f64, ed: Edition) -> Ship {
        Ship::new(id, t, Pose::new(x, y, 0.0), ed, "s").unwrap()
    }

    #[test]
    fn first_edition_gozanti_lists_its_bar_with_targets_in_range() {
        // 1e Gozanti bar: recover, reinforce, coordinate, target lock (its card).
        // Its base is 80 mm wide: right edge at x = 540 for a ship at x = 500.
        // Friend at x = 700: 160 - 20 (half a small base) = 140 mm → range 2 (coordinate 1–2 ok).
        // Enemy at x = 900: 340 mm → range 4 (lock needs 1–3: refused, no other target).
        let ed = Edition::First;
        let me = ship("g", ShipType::Huge(HugeShip::Gozanti), 500.0, 500.0, ed);
        let state = ShipState::setup(HugeShip::Gozanti, ed);
        let friend = ship("f", ShipType::Small, 700.0, 500.0, ed);
        let foe = ship("e", ShipType::Small, 900.0, 500.0, ed);
        let table = [
            Target { ship: &friend, relation: Relation::Friendly, stress: 0, section: None, state: None },
            Target { ship: &foe, relation: Relation::Enemy, stress: 0, section: None, state: None },
        ];
        let list = allowed_actions(&me, &state, None, &table);
        let names: Vec<&str> = list.iter().map(|c| c.action.as_str()).collect();
        assert_eq!(names, ["recover", "reinforce", "coordinate", "lock"]);
        assert!(list[0].allowed && list[1].allowed);
        assert_eq!(list[2].targets, vec![TargetChoice { id: "f".into(), section: None, range: Some(2), jam_choices: vec![] }]);
        assert_eq!(list[2].bands, vec![Band { range: (1, 2), beyond_mm: 0.0, within_mm: 200.0, bullseye: false }]);
        assert_eq!(list[3].refusal.as_deref(), Some("lock: the target is at range 4; lock needs range 1–3"));
        // Two enemies out of lock range (range 4 and 5): the refusal names the first by id,
        // whatever the order of the table.
        let far = ship("a", ShipType::Small, 1000.0, 500.0, ed); // 1000 - 540 - 20 = 440 mm → range 5
        let two = [
            Target { ship: &foe, relation: Relation::Enemy, stress: 0, section: None, state: None },
            Target { ship: &far, relation: Relation::Enemy, stress: 0, section: None, state: None },
        ];
        let mut rev = two.clone();
        rev.reverse();
        let (a, b) = (allowed_actions(&me, &state, None, &two), allowed_actions(&me, &state, None, &rev));
        assert_eq!(a, b);
        assert!(a[3].refusal.as_deref().is_some_and(|r| r.starts_with("lock: the target is at range 5")), "{:?}", a[3].refusal);
        // After one action the ship has used its one action: everything is refused.
        let mut used = state.clone();
        used.used.actions.push(crate::round::UsedAction { action: "recover".into(), section: None, free: false });
        let list = allowed_actions(&me, &used, None, &table);
        assert!(list.iter().all(|c| !c.allowed));
        assert_eq!(list[2].refusal.as_deref(), Some("coordinate: the ship has already performed its action this round"));
    }

    #[test]
    fn first_edition_cr90_acts_fore_then_aft_and_locks_a_section() {
        // CR90 fore bar: coordinate, target lock; aft: reinforce, recover. The first action is the fore's.
        let ed = Edition::First;
        let me = ship("c", ShipType::Huge(HugeShip::Cr90), 500.0, 500.0, ed);
        let state = ShipState::setup(HugeShip::Cr90, ed);
        let raider = ship("r", ShipType::Huge(HugeShip::Raider), 760.0, 500.0, ed);
        let rs = ShipState::setup(HugeShip::Raider, ed);
        let table = [Target { ship: &raider, relation: Relation::Enemy, stress: 0, section: None, state: Some(&rs) }];
        let list = allowed_actions(&me, &state, None, &table);
        let got: Vec<(&str, Option<Section>, bool)> = list.iter().map(|c| (c.action.as_str(), c.section, c.allowed)).collect();
        assert_eq!(
            got,
            [
                ("coordinate", Some(Section::Fore), false),
                ("lock", Some(Section::Fore), true),
                ("reinforce", Some(Section::Aft), false),
                ("recover", Some(Section::Aft), false),
            ]
        );
        // Raider 80 wide at x = 760: 760 - 40 - 540 = 180 mm → range 2, both of its sections.
        let secs: Vec<Option<Section>> = list[1].targets.iter().map(|t| t.section).collect();
        assert_eq!(secs, [Some(Section::Fore), Some(Section::Aft)]);
        assert!(list[2].refusal.as_deref().unwrap().contains("must come from the fore section"));
    }

    #[test]
    fn a_huge_ship_placed_as_an_obstacle_is_never_a_target() {
        // The CR90 and Raider of the test above: the Raider at range 2 (180 mm) is a lock
        // target on both sections; placed as an obstacle it is none, and the refusal names
        // the rule. With an enemy out of range beside it, the range refusal says more.
        let ed = Edition::First;
        let me = ship("c", ShipType::Huge(HugeShip::Cr90), 500.0, 500.0, ed);
        let state = ShipState::setup(HugeShip::Cr90, ed);
        let rock = ship("r", ShipType::Huge(HugeShip::Raider), 760.0, 500.0, ed).as_obstacle(ed, "s").unwrap();
        let rs = ShipState::setup(HugeShip::Raider, ed);
        let table = [Target { ship: &rock, relation: Relation::Enemy, stress: 0, section: None, state: Some(&rs) }];
        let lock = &allowed_actions(&me, &state, None, &table)[1];
        assert_eq!((lock.action, lock.targets.len()), (Action::Lock, 0));
        assert!(
            lock.refusal.as_deref().is_some_and(|r| r.starts_with("lock: the target is an obstacle, not a ship: ")),
            "{:?}",
            lock.refusal
        );
        // A small enemy at x = 1000: 1000 - 20 - 540 = 440 mm → range 5.
        let far = ship("a", ShipType::Small, 1000.0, 500.0, ed);
        let both = [table[0].clone(), Target { ship: &far, relation: Relation::Enemy, stress: 0, section: None, state: None }];
        let lock = &allowed_actions(&me, &state, None, &both)[1];
        assert_eq!(lock.refusal.as_deref(), Some("lock: the target is at range 5; lock needs range 1–3"));
        // The obstacle as the actor: every action refused with the rule.
        let list = allowed_actions(&rock, &rs, None, &[]);
        assert!(!list.is_empty() && list.iter().all(|c| c.refusal.as_deref().is_some_and(|r| r.contains("performs no action"))));
    }

    #[test]
    fn a_jam_that_needs_the_jamming_players_choice_is_still_allowed() {
        // 2e CR90 at x = 500 (right edge 540), a GR-75 at x = 640 (left edge 600): 60 mm,
        // range 1. It holds focus and evade, so performing the jam asks which goes; the
        // target qualifies all the same.
        let ed = Edition::Second;
        let me = ship("c", ShipType::Huge(HugeShip::Cr90), 500.0, 500.0, ed);
        let state = ShipState::setup(HugeShip::Cr90, ed);
        let g = ship("g", ShipType::Huge(HugeShip::Gr75), 640.0, 500.0, ed);
        let mut gs = ShipState::setup(HugeShip::Gr75, ed);
        (gs.tokens.focus, gs.tokens.evade) = (1, 1);
        let table = [Target { ship: &g, relation: Relation::Enemy, stress: 0, section: None, state: Some(&gs) }];
        let list = allowed_actions(&me, &state, None, &table);
        let jam = list.iter().find(|c| c.action == Action::Jam).unwrap();
        let jam_choices = vec![JamLoss::Focus, JamLoss::Evade];
        assert_eq!(jam.targets, vec![TargetChoice { id: "g".into(), section: None, range: Some(1), jam_choices }]);
    }

    #[test]
    fn a_first_edition_jam_has_no_choice() {
        // 1e jam assigns stress (seed 003 "Jam"): a huge target holding a reinforce token and a
        // lock is still jammed without a choice. 1e GR-75 right edge 540; the Raider (80 wide)
        // at x = 760: 760 - 40 - 540 = 180 mm, range 2.
        let ed = Edition::First;
        let me = ship("g", ShipType::Huge(HugeShip::Gr75), 500.0, 500.0, ed);
        let state = ShipState::setup(HugeShip::Gr75, ed);
        let r = ship("r", ShipType::Huge(HugeShip::Raider), 760.0, 500.0, ed);
        let mut rs = ShipState::setup(HugeShip::Raider, ed);
        rs.tokens.reinforce = Some(Reinforce::Fore);
        rs.tokens.locks = vec!["x".into()];
        let table = [Target { ship: &r, relation: Relation::Enemy, stress: 0, section: None, state: Some(&rs) }];
        let list = allowed_actions(&me, &state, None, &table);
        let jam = list.iter().find(|c| c.action == Action::Jam).unwrap();
        assert_eq!(jam.targets, vec![TargetChoice { id: "r".into(), section: None, range: Some(2), jam_choices: vec![] }]);
    }

    #[test]
    fn second_edition_jam_has_two_bands() {
        // 2e jam: range 1 (0–100 mm), or 1–2 (0–200 mm) in the bullseye arc (core rules).
        let b = bands(Action::Jam, Edition::Second, HugeShip::Gr75);
        assert_eq!((b[0].within_mm, b[0].bullseye, b[1].within_mm, b[1].bullseye), (100.0, false, 200.0, true));
        // 2e lock 0–3: 0 to 300 mm.
        assert_eq!(bands(Action::Lock, Edition::Second, HugeShip::Gr75)[0].within_mm, 300.0);
        // The 2e CR90's "Broadside Batteries" locks at range 1–4 besides 0–3: 0–4, 0 to 400 mm.
        assert_eq!(
            bands(Action::Lock, Edition::Second, HugeShip::Cr90),
            vec![Band { range: (0, 4), beyond_mm: 0.0, within_mm: 400.0, bullseye: false }]
        );
        // 1e: 1–3 for every ship, the CR90 too.
        assert_eq!(bands(Action::Lock, Edition::First, HugeShip::Cr90)[0].range, (1, 3));
    }
}
