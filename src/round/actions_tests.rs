use super::*;
use crate::error::{expect_err, ErrorCode};
use crate::geometry::Pose;
use crate::round::jam::JamPick;
use crate::ships::HugeShip;
use crate::ships::ShipType;

fn ship(id: &str, t: ShipType, x: f64, y: f64, ed: Edition) -> Ship {
    Ship::new(id, t, Pose::new(x, y, 0.0), ed, "s").unwrap()
}

const CR90: ShipType = ShipType::Huge(HugeShip::Cr90);

fn req<'a>(actor: &'a Ship, state: &'a ShipState, action: Action, section: Option<Section>) -> Request<'a> {
    Request { actor, state, choice: ActionChoice { action, section, ..Default::default() }, target: None, jam_pick: None }
}

fn enemy(ship: &Ship, stress: u32) -> Target<'_> {
    Target { ship, relation: Relation::Enemy, stress, section: None, state: None }
}

#[test]
fn first_edition_jam_measures_from_the_closest_point() {
    // 1e CR90 (80 x 224.8) at (500, 500): its right edge is x = 540. A small ship at
    // x = 700 is 140 mm away (range 2); at x = 800, 240 mm (range 3).
    let ed = Edition::First;
    let gr75 = ShipState::setup(HugeShip::Gr75, ed);
    let me = ship("g", ShipType::Huge(HugeShip::Gr75), 500.0, 500.0, ed);
    // The GR-75 (80 x 195) right edge is also x = 540.
    let near = ship("x", ShipType::Small, 700.0, 500.0, ed);
    let mut r = req(&me, &gr75, Action::Jam, None);
    r.target = Some(enemy(&near, 1));
    let p = perform(&r).unwrap();
    assert_eq!(p.range, Some(2));
    assert_eq!(p.outcome, Outcome::Stressed { target: "x".into(), gained: 1, total: 2, removed_at_once: false });
    assert_eq!(p.state.used.actions.len(), 1);
    // 1e jam has no choice to make: a 2e jamRemoves is a mistake in the request.
    let mut pick = r.clone();
    pick.jam_pick = Some(crate::round::jam::JamPick::Focus);
    assert_eq!(expect_err(perform(&pick)).field, "action.jamRemoves");
    let far = ship("x", ShipType::Small, 800.0, 500.0, ed);
    r.target = Some(enemy(&far, 0));
    let e = expect_err(perform(&r));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "action"));
    assert_eq!(e.reason, "jam: the target is at range 3; jam needs range 1–2");
    // The same action twice in a round.
    r.state = &p.state;
    r.target = Some(enemy(&near, 0));
    assert!(expect_err(perform(&r)).reason.contains("once per round"));
}

#[test]
fn two_card_ships_act_fore_then_aft() {
    let ed = Edition::First;
    let s = ShipState::setup(HugeShip::Cr90, ed);
    let me = ship("c", CR90, 500.0, 500.0, ed);
    // Reinforce is on the aft bar: it cannot be the first action.
    let mut r = req(&me, &s, Action::Reinforce, Some(Section::Aft));
    r.choice.reinforce = Some(Reinforce::Fore);
    assert!(expect_err(perform(&r)).reason.contains("must come from the fore section"));
    // Nor is it on the fore bar.
    r.choice.section = Some(Section::Fore);
    assert!(expect_err(perform(&r)).reason.contains("not in the fore section's action bar"));
    // Fore: coordinate a friend at range 1 (x = 600: 40 mm), then aft: reinforce.
    let friend = ship("y", ShipType::Small, 600.0, 500.0, ed);
    let mut c = req(&me, &s, Action::Coordinate, Some(Section::Fore));
    c.target = Some(Target { ship: &friend, relation: Relation::Friendly, stress: 0, section: None, state: None });
    let p = perform(&c).unwrap();
    assert_eq!((p.outcome.clone(), p.range), (Outcome::FreeAction { target: "y".into() }, Some(1)));
    r.state = &p.state;
    r.choice.section = Some(Section::Aft);
    let p2 = perform(&r).unwrap();
    assert_eq!(p2.state.tokens.reinforce, Some(Reinforce::Fore));
    // A third action: none left.
    let mut third = req(&me, &p2.state, Action::Recover, Some(Section::Aft));
    third.choice.section = Some(Section::Aft);
    assert!(expect_err(perform(&third)).reason.contains("two actions"));
    // A 1e huge ship cannot perform free actions.
    let mut free = req(&me, &s, Action::Recover, Some(Section::Aft));
    free.choice.free = true;
    assert!(expect_err(perform(&free)).reason.contains("free actions"));
}

#[test]
fn recover_moves_all_energy_to_shields_capped_by_each_card() {
    // CR90 1e: fore shields 5 (has 3), aft shields 3 (has 2), aft energy 4.
    // 2 to the fore (its room), the other 2: 1 fits the aft, 1 is lost; all 4 energy go.
    let ed = Edition::First;
    let mut s = ShipState::setup(HugeShip::Cr90, ed);
    s.cards[0].shields = 3;
    s.cards[1].shields = 2;
    s.cards[1].energy = 4;
    let me = ship("c", CR90, 500.0, 500.0, ed);
    let mut first = req(&me, &s, Action::Coordinate, Some(Section::Fore));
    let friend = ship("y", ShipType::Small, 600.0, 500.0, ed);
    first.target = Some(Target { ship: &friend, relation: Relation::Friendly, stress: 0, section: None, state: None });
    let after = perform(&first).unwrap().state;
    let p = perform(&req(&me, &after, Action::Recover, Some(Section::Aft))).unwrap();
    assert_eq!(
        p.outcome,
        Outcome::Recovered {
            energy_removed: 4,
            shields: vec![Shields { section: Some(Section::Fore), recovered: 2 }, Shields { section: Some(Section::Aft), recovered: 1 }]
        }
    );
    assert_eq!((p.state.cards[0].shields, p.state.cards[1].shields, p.state.cards[1].energy), (5, 3, 0));
    p.state.validate().unwrap();
}

#[test]
fn lock_on_a_1e_huge_ship_names_a_section() {
    let ed = Edition::First;
    let s = ShipState::setup(HugeShip::Gozanti, ed);
    let me = ship("g", ShipType::Huge(HugeShip::Gozanti), 500.0, 500.0, ed);
    let other = ship("c", CR90, 800.0, 500.0, ed);
    let other_state = ShipState::setup(HugeShip::Cr90, ed);
    let mut r = req(&me, &s, Action::Lock, None);
    r.target = Some(Target { ship: &other, relation: Relation::Enemy, stress: 0, section: None, state: Some(&other_state) });
    assert_eq!(expect_err(perform(&r)).field, "action.targetSection");
    r.target = Some(Target { ship: &other, relation: Relation::Enemy, stress: 0, section: Some(Section::Aft), state: Some(&other_state) });
    let p = perform(&r).unwrap();
    // 300 - 40 - 40 = 220 mm between the bases: range 3.
    assert_eq!(p.range, Some(3));
    assert_eq!(p.state.tokens.locks, vec!["c".to_string()]);
    let ts = p.target.unwrap().state.unwrap();
    assert_eq!(ts.tokens.locked_by, vec![LockOn { by: "g".into(), section: Some(Section::Aft) }]);
    ts.validate().unwrap();
}

#[test]
fn second_edition_move_effects_and_jam() {
    let ed = Edition::Second;
    let s = ShipState::setup(HugeShip::Cr90, ed);
    let me = ship("c", CR90, 500.0, 500.0, ed);
    let mut boost = req(&me, &s, Action::Boost, None);
    boost.choice.bar = Some(vec![Action::Boost]);
    let e = expect_err(perform(&boost));
    assert_eq!(e.code, ErrorCode::NotAllowed);
    assert!(e.reason.starts_with("boost: a huge ship does not move"));
    // 2e CR90 (80 x 221): front edge y = 389.5. A small ship 150 mm straight ahead is
    // range 2 inside the bullseye: jam allowed. One 140 mm to the right is range 2 outside it: refused.
    let ahead = ship("x", ShipType::Small, 500.0, 389.5 - 150.0 - 20.0, ed);
    let side = ship("y", ShipType::Small, 700.0, 500.0, ed);
    let mut jam = req(&me, &s, Action::Jam, None);
    jam.choice.bar = Some(vec![Action::Jam]);
    jam.target = Some(enemy(&ahead, 0));
    assert_eq!(perform(&jam).unwrap().outcome, Outcome::Jammed { target: "x".into(), removed: None, broke_lock: None });
    jam.target = Some(enemy(&side, 0));
    assert_eq!(expect_err(perform(&jam)).reason, "jam: the target is at range 2; jam needs range 1, or range 1–2 in the bullseye arc");
    // Without a bar the printed 2e bar is used: the CR90's has reinforce, not boost.
    let mut no_bar = req(&me, &s, Action::Reinforce, None);
    no_bar.choice.reinforce = Some(Reinforce::FullFront);
    assert_eq!(perform(&no_bar).unwrap().state.tokens.reinforce, Some(Reinforce::FullFront));
    let evade = req(&me, &s, Action::Evade, None);
    assert_eq!(expect_err(perform(&evade)).reason, "evade: not in the ship's action bar");
    no_bar.choice.bar = Some(vec![Action::Reinforce]);
    assert_eq!(perform(&no_bar).unwrap().state.tokens.reinforce, Some(Reinforce::FullFront));
    no_bar.choice.reinforce = Some(Reinforce::Fore);
    assert!(expect_err(perform(&no_bar)).reason.contains("full front or full rear"));
}

#[test]
fn a_crippled_section_needs_its_crippled_bar() {
    let ed = Edition::First;
    let mut s = ShipState::setup(HugeShip::Cr90, ed);
    s.cards[0].damage = vec![crate::attack::DamageCard::facedown(); 8];
    s.cards[0].crippled = true;
    let me = ship("c", CR90, 500.0, 500.0, ed);
    let friend = ship("y", ShipType::Small, 600.0, 500.0, ed);
    let mut c = req(&me, &s, Action::Coordinate, Some(Section::Fore));
    c.target = Some(Target { ship: &friend, relation: Relation::Friendly, stress: 0, section: None, state: None });
    assert!(expect_err(perform(&c)).reason.contains("give actionBar"));
    // An upgrade on the crippled fore grants coordinate: allowed.
    c.choice.bar = Some(vec![Action::Coordinate]);
    assert!(perform(&c).is_ok());
}

#[test]
fn second_edition_ionized_and_stressed_huge_ships() {
    let ed = Edition::Second;
    let me = ship("c", CR90, 500.0, 500.0, ed);
    let mut s = ShipState::setup(HugeShip::Cr90, ed);
    s.tokens.ion = 6;
    let mut r = req(&me, &s, Action::Reinforce, None);
    r.choice.bar = Some(vec![Action::Reinforce, Action::Focus]);
    r.choice.reinforce = Some(Reinforce::FullFront);
    assert!(expect_err(perform(&r)).reason.contains("only the focus action"));
    r.choice.action = Action::Focus;
    assert_eq!(perform(&r).unwrap().state.tokens.focus, 1);
    // Five ions: not ionized. Stressed: no action.
    let mut s = ShipState::setup(HugeShip::Cr90, ed);
    s.tokens.stress = 1;
    r.state = &s;
    assert!(expect_err(perform(&r)).reason.starts_with("focus: a stressed ship cannot perform actions"));
    // A coordinated (free) action does not take the ship's own action.
    let s = ShipState::setup(HugeShip::Cr90, ed);
    let mut free = req(&me, &s, Action::Focus, None);
    free.choice.bar = Some(vec![Action::Focus, Action::Reinforce]);
    free.choice.free = true;
    let after = perform(&free).unwrap().state;
    let mut own = req(&me, &after, Action::Reinforce, None);
    own.choice.bar = free.choice.bar.clone();
    own.choice.reinforce = Some(Reinforce::FullRear);
    assert!(perform(&own).is_ok());
}

#[test]
fn an_allied_ship_is_neither_friend_nor_enemy() {
    // Epic "Allied": a teammate's X-wing 160 mm from a 1e GR-75 (range 2) can be
    // neither jammed nor locked (enemy) nor coordinated (friendly).
    let ed = Edition::First;
    let s = ShipState::setup(HugeShip::Gr75, ed);
    let me = ship("g", ShipType::Huge(HugeShip::Gr75), 500.0, 500.0, ed);
    let ally = ship("a", ShipType::Small, 700.0, 500.0, ed);
    for a in [Action::Jam, Action::Coordinate] {
        let mut r = req(&me, &s, a, None);
        r.target = Some(Target { ship: &ally, relation: Relation::Allied, stress: 0, section: None, state: None });
        let e = expect_err(perform(&r));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "action"));
        assert!(e.reason.ends_with(ALLIED_RULE), "{}", e.reason);
    }
    // 1e target lock (range 1–3): refused for the same reason.
    let mut r = req(&me, &s, Action::Lock, None);
    r.choice.bar = Some(vec![Action::Lock]);
    r.target = Some(Target { ship: &ally, relation: Relation::Allied, stress: 0, section: None, state: None });
    assert!(expect_err(perform(&r)).reason.starts_with("lock: choose an enemy ship: an allied ship"));
}

#[test]
fn second_edition_red_actions_give_stress_paid_with_energy() {
    // 2e CR90: coordinate is red on its printed bar (xwing-data2). Performing it gives
    // one stress, which the huge ship removes at once by spending one energy (seed 001
    // "Stress"): energy 7 - 1 = 6, stress 0. With no energy the stress stays: 0, 1.
    let ed = Edition::Second;
    let me = ship("c", CR90, 500.0, 500.0, ed);
    let friend = ship("y", ShipType::Small, 700.0, 500.0, ed);
    let s = ShipState::setup(HugeShip::Cr90, ed);
    let mut c = req(&me, &s, Action::Coordinate, None);
    c.target = Some(Target { ship: &friend, relation: Relation::Friendly, stress: 0, section: None, state: None });
    let after = perform(&c).unwrap().state;
    assert_eq!((after.cards[0].energy, after.tokens.stress), (6, 0));
    let mut empty = ShipState::setup(HugeShip::Cr90, ed);
    empty.cards[0].energy = 0;
    c.state = &empty;
    let after = perform(&c).unwrap().state;
    assert_eq!((after.cards[0].energy, after.tokens.stress), (0, 1));
    // Jam is white: no stress.
    let s = ShipState::setup(HugeShip::Cr90, ed);
    let foe = ship("x", ShipType::Small, 500.0, 389.5 - 50.0 - 20.0, ed);
    let mut j = req(&me, &s, Action::Jam, None);
    j.target = Some(enemy(&foe, 0));
    let after = perform(&j).unwrap().state;
    assert_eq!((after.cards[0].energy, after.tokens.stress), (7, 0));
}

#[test]
fn second_edition_rotate_turns_turret_indicators_not_the_base() {
    // Seed 001 "Turret Arc Indicators": the rotate action turns either or both
    // indicators; "Move and Rotate Effects": a huge ship never rotates its base, so a
    // ship without an indicator has nothing to rotate.
    use crate::round::turrets::{Turn, Turret, TurretArc};
    let ed = Edition::Second;
    let me = ship("c", CR90, 500.0, 500.0, ed);
    let mut s = ShipState::setup(HugeShip::Cr90, ed);
    let mut r = req(&me, &s, Action::Rotate, None);
    r.choice.bar = Some(vec![Action::Rotate]);
    assert!(expect_err(perform(&r)).reason.starts_with("rotate: a huge ship does not move or rotate its base"));
    s.turrets = vec![
        Turret { upgrade: "Point-Defense Battery".into(), arc: TurretArc::Front, double: false },
        Turret { upgrade: "Ion Cannon Battery".into(), arc: TurretArc::Front, double: true },
    ];
    let mut r = req(&me, &s, Action::Rotate, None);
    r.choice.bar = Some(vec![Action::Rotate]);
    r.choice.turrets = vec![Turn { upgrade: "Ion Cannon Battery".into(), arc: TurretArc::Left }];
    let done = perform(&r).unwrap();
    assert_eq!((done.state.turrets[0].arc, done.state.turrets[1].arc), (TurretArc::Front, TurretArc::Left));
    assert_eq!(
        done.outcome,
        Outcome::Rotated {
            turrets: vec![
                Turn { upgrade: "Point-Defense Battery".into(), arc: TurretArc::Front },
                Turn { upgrade: "Ion Cannon Battery".into(), arc: TurretArc::Left }
            ]
        }
    );
    // Once per round, like every action.
    let mut again = req(&me, &done.state, Action::Rotate, None);
    again.choice.bar = Some(vec![Action::Rotate]);
    assert!(expect_err(perform(&again)).reason.contains("already performed"));
}

#[test]
fn which_side_each_action_may_choose() {
    // Jam and lock: an enemy; coordinate: a friendly ship; an allied ship is neither
    // (Epic "Allied"); actions without a target take any.
    // 2e lock ("Choose another object"): any of the three.
    for ed in [Edition::First, Edition::Second] {
        for (a, enemy, friendly) in [(Action::Jam, true, false), (Action::Coordinate, false, true)] {
            assert_eq!(side_fits(a, Relation::Enemy, ed), enemy, "{a:?}");
            assert_eq!(side_fits(a, Relation::Friendly, ed), friendly, "{a:?}");
            assert!(!side_fits(a, Relation::Allied, ed), "{a:?}");
        }
        assert!(side_fits(Action::Recover, Relation::Allied, ed));
    }
    let lock = |r, ed| side_fits(Action::Lock, r, ed);
    assert!(lock(Relation::Enemy, Edition::First) && !lock(Relation::Friendly, Edition::First) && !lock(Relation::Allied, Edition::First));
    assert!(lock(Relation::Enemy, Edition::Second) && lock(Relation::Friendly, Edition::Second) && lock(Relation::Allied, Edition::Second));
}

#[test]
fn a_huge_ship_placed_as_an_obstacle_is_no_target_and_performs_no_action() {
    // 1e GR-75 at (500, 500): right edge x = 540. A 1e Raider (80 mm wide) at x = 760:
    // 760 - 40 - 540 = 180 mm → range 2, in jam's 1–2 and lock's 1–3.
    let ed = Edition::First;
    let gr75 = ShipState::setup(HugeShip::Gr75, ed);
    let me = ship("g", ShipType::Huge(HugeShip::Gr75), 500.0, 500.0, ed);
    let raider = ship("r", ShipType::Huge(HugeShip::Raider), 760.0, 500.0, ed);
    let rock = raider.clone().as_obstacle(ed, "s").unwrap();
    let rs = ShipState::setup(HugeShip::Raider, ed);
    for action in [Action::Jam, Action::Lock] {
        let mut r = req(&me, &gr75, action, None);
        r.choice.bar = Some(vec![Action::Jam, Action::Lock]);
        let section = (action == Action::Lock).then_some(Section::Fore);
        r.target = Some(Target { ship: &raider, relation: Relation::Enemy, stress: 0, section, state: Some(&rs) });
        // As a ship: allowed at range 2 (jam: the huge target returns both stress at once).
        assert_eq!(perform(&r).unwrap().range, Some(2), "{action:?} on the Raider");
        r.target = Some(Target { ship: &rock, relation: Relation::Enemy, stress: 0, section, state: Some(&rs) });
        let e = expect_err(perform(&r));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "action"));
        assert_eq!(e.reason, format!("{}: the target is an obstacle, not a ship: {OBSTACLE_RULE}", action.as_str()));
    }
    // Coordinate: refused as an obstacle before the 1e huge-ship free-action rule.
    let mut c = req(&me, &gr75, Action::Coordinate, None);
    c.target = Some(Target { ship: &rock, relation: Relation::Friendly, stress: 0, section: None, state: Some(&rs) });
    assert!(expect_err(perform(&c)).reason.starts_with("coordinate: the target is an obstacle"));
    // The obstacle itself performs nothing (recover needs no target).
    let r = req(&rock, &rs, Action::Recover, Some(Section::Fore));
    assert_eq!(expect_err(perform(&r)).reason, format!("recover: the ship is an obstacle and performs no action: {OBSTACLE_RULE}"));
}

#[test]
fn second_edition_cr90_locks_at_range_4() {
    // 2e huge bases are 80 mm wide: a ship at x = 500 has its right edge at x = 540. A small
    // ship (40 mm) at x = 910 has its left edge at 890: 890 - 540 = 350 mm, range 4
    // (300 < 350 <= 400). The CR90's "Broadside Batteries" ("You can acquire locks ... at
    // range 1-4") with the core 0–3 gives 0–4: locked. A GR-75 has no such ability: 0–3.
    let ed = Edition::Second;
    let foe = ship("x", ShipType::Small, 910.0, 500.0, ed);
    let me = ship("c", CR90, 500.0, 500.0, ed);
    let s = ShipState::setup(HugeShip::Cr90, ed);
    let mut r = req(&me, &s, Action::Lock, None);
    r.target = Some(enemy(&foe, 0));
    let p = perform(&r).unwrap();
    assert_eq!((p.range, p.state.tokens.locks.clone()), (Some(4), vec!["x".to_string()]));
    // At x = 1010: 1010 - 20 - 540 = 450 mm, range 5: beyond 0–4.
    let far = ship("x", ShipType::Small, 1010.0, 500.0, ed);
    r.target = Some(enemy(&far, 0));
    assert_eq!(expect_err(perform(&r)).reason, "lock: the target is at range 5; lock needs range 0–4");
    let gr75 = ship("g", ShipType::Huge(HugeShip::Gr75), 500.0, 500.0, ed);
    let gs = ShipState::setup(HugeShip::Gr75, ed);
    let mut r = req(&gr75, &gs, Action::Lock, None);
    r.choice.bar = Some(vec![Action::Lock]);
    r.target = Some(enemy(&foe, 0));
    assert_eq!(expect_err(perform(&r)).reason, "lock: the target is at range 4; lock needs range 0–3");
    assert_eq!((lock_range(ed, HugeShip::Cr90), lock_range(Edition::First, HugeShip::Cr90)), ((0, 4), (1, 3)));
}

#[test]
fn second_edition_lock_chooses_any_other_ship() {
    // 2e core "Lock": "Choose another object at range 0–3". A 2e CR90 at x = 500 (right
    // edge 540) and a friendly small ship at x = 700 (left edge 680): 140 mm, range 2.
    // Friendly and allied ships are locked; the lock breaks none (the CR90 held none).
    let ed = Edition::Second;
    let me = ship("c", CR90, 500.0, 500.0, ed);
    let s = ShipState::setup(HugeShip::Cr90, ed);
    let friend = ship("f", ShipType::Small, 700.0, 500.0, ed);
    for relation in [Relation::Friendly, Relation::Allied, Relation::Enemy] {
        let mut r = req(&me, &s, Action::Lock, None);
        r.target = Some(Target { ship: &friend, relation, stress: 0, section: None, state: None });
        let p = perform(&r).unwrap();
        assert_eq!((p.range, p.outcome), (Some(2), Outcome::Locked { target: "f".into(), section: None, broke: None }), "{relation:?}");
    }
    // 1e target lock still needs an enemy: a 1e CR90 (right edge 540) and the friend at 140 mm.
    let ed = Edition::First;
    let me = ship("c", CR90, 500.0, 500.0, ed);
    let s = ShipState::setup(HugeShip::Cr90, ed);
    let friend = ship("f", ShipType::Small, 700.0, 500.0, ed);
    let mut r = req(&me, &s, Action::Lock, Some(Section::Fore));
    r.target = Some(Target { ship: &friend, relation: Relation::Friendly, stress: 0, section: None, state: None });
    assert_eq!(expect_err(perform(&r)).reason, "lock: choose an enemy ship");
}

#[test]
fn second_edition_jam_takes_effect() {
    // Core rules "Jam". 2e bases 80 mm wide: the CR90 at x = 500 has its right edge at 540.
    let ed = Edition::Second;
    let me = ship("c", CR90, 500.0, 500.0, ed);
    let s = ShipState::setup(HugeShip::Cr90, ed);
    // F3a: a GR-75 at x = 640 (left edge 600): 60 mm, range 1. It holds one focus and no
    // lock: no choice; focus 1 - 1 = 0, and the jam token goes (0 + 1 - 1 = 0).
    let g = ship("g", ShipType::Huge(HugeShip::Gr75), 640.0, 500.0, ed);
    let mut gs = ShipState::setup(HugeShip::Gr75, ed);
    gs.tokens.focus = 1;
    let mut r = req(&me, &s, Action::Jam, None);
    r.target = Some(Target { ship: &g, relation: Relation::Enemy, stress: 0, section: None, state: Some(&gs) });
    let p = perform(&r).unwrap();
    assert_eq!((p.range, p.outcome.clone()), (Some(1), Outcome::Jammed { target: "g".into(), removed: Some("focus"), broke_lock: None }));
    let t = p.target.unwrap().state.unwrap();
    assert_eq!((t.tokens.focus, t.tokens.jam), (0, 0));
    // With focus and evade, the jamming player's choice is required.
    let mut both = gs.clone();
    both.tokens.evade = 1;
    r.target = Some(Target { ship: &g, relation: Relation::Enemy, stress: 0, section: None, state: Some(&both) });
    assert_eq!(expect_err(perform(&r)).field, "action.jamRemoves");
    r.jam_pick = Some(JamPick::Evade);
    let t = perform(&r).unwrap().target.unwrap().state.unwrap();
    assert_eq!((t.tokens.focus, t.tokens.evade, t.tokens.jam), (1, 0, 0));
    // The GR-75 holds its only lock on the CR90 itself: broken, and the CR90's lockedBy loses it.
    let mut locker = ShipState::setup(HugeShip::Gr75, ed);
    locker.tokens.locks = vec!["c".into()];
    let mut mine = s.clone();
    mine.tokens.locked_by = vec![LockOn { by: "g".into(), section: None }];
    let mut r2 = req(&me, &mine, Action::Jam, None);
    r2.target = Some(Target { ship: &g, relation: Relation::Enemy, stress: 0, section: None, state: Some(&locker) });
    let p = perform(&r2).unwrap();
    assert_eq!(p.outcome, Outcome::Jammed { target: "g".into(), removed: Some("lock"), broke_lock: Some("c".into()) });
    assert!(p.state.tokens.locked_by.is_empty() && p.target.unwrap().state.unwrap().tokens.locks.is_empty());
    // A standard ship's tokens are not kept: no state, no choice; a choice is refused.
    let x = ship("x", ShipType::Small, 640.0, 500.0, ed);
    r.target = Some(enemy(&x, 0));
    assert_eq!(expect_err(perform(&r)).field, "action.jamRemoves");
    r.jam_pick = None;
    assert_eq!(perform(&r).unwrap().outcome, Outcome::Jammed { target: "x".into(), removed: None, broke_lock: None });
}

#[test]
fn a_jammed_ship_sheds_the_token_or_lock_it_gains() {
    let ed = Edition::Second;
    // F3b: a GR-75 with jam 1 focuses: focus 0 + 1 - 1 = 0, jam 1 - 1 = 0.
    let g = ship("g", ShipType::Huge(HugeShip::Gr75), 500.0, 500.0, ed);
    let mut gs = ShipState::setup(HugeShip::Gr75, ed);
    gs.tokens.jam = 1;
    let p = perform(&req(&g, &gs, Action::Focus, None)).unwrap();
    assert_eq!((p.state.tokens.focus, p.state.tokens.jam, p.shed_by_jam), (0, 0, true));
    // Unjammed, the focus stays: 0 + 1 = 1.
    let p = perform(&req(&g, &ShipState::setup(HugeShip::Gr75, ed), Action::Focus, None)).unwrap();
    assert_eq!((p.state.tokens.focus, p.shed_by_jam), (1, false));
    // Reinforce tokens are green: the one gained goes, jam 1 → 0.
    let mut r = req(&g, &gs, Action::Reinforce, None);
    r.choice.reinforce = Some(Reinforce::FullFront);
    let p = perform(&r).unwrap();
    assert_eq!((p.state.tokens.reinforce, p.state.tokens.jam), (None, 0));
    // F3c: a CR90 with jam 1 locks x (140 mm, range 2): the lock is acquired, then broken:
    // locks [], jam 0. A huge target's state does not keep the lock either.
    let me = ship("c", CR90, 500.0, 500.0, ed);
    let mut s = ShipState::setup(HugeShip::Cr90, ed);
    s.tokens.jam = 1;
    let x = ship("x", ShipType::Huge(HugeShip::Gr75), 720.0, 500.0, ed); // 720 - 40 - 540 = 140 mm
    let xs = ShipState::setup(HugeShip::Gr75, ed);
    let mut r = req(&me, &s, Action::Lock, None);
    r.target = Some(Target { ship: &x, relation: Relation::Enemy, stress: 0, section: None, state: Some(&xs) });
    let p = perform(&r).unwrap();
    assert_eq!((p.range, p.state.tokens.locks.len(), p.state.tokens.jam, p.shed_by_jam), (Some(2), 0, 0, true));
    assert!(p.target.unwrap().state.unwrap().tokens.locked_by.is_empty());
}

#[test]
fn first_edition_free_actions_only_from_huge_ship_only_upgrades() {
    // Seed 000 "Free Actions": "Huge ships cannot perform free actions, except those allowed by
    // Huge Ship Only Upgrade cards". A 1e GR-75 reinforces (fore) as a free action: refused
    // without the upgrade, performed with it (the token next to the fore section), and it does
    // not take the ship's own action (its recover is still allowed after).
    let ed = Edition::First;
    let me = ship("g", ShipType::Huge(HugeShip::Gr75), 500.0, 500.0, ed);
    let s = ShipState::setup(HugeShip::Gr75, ed);
    let mut r = req(&me, &s, Action::Reinforce, None);
    r.choice.free = true;
    r.choice.bar = Some(vec![Action::Reinforce]);
    r.choice.reinforce = Some(Reinforce::Fore);
    let e = expect_err(perform(&r));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "action"));
    assert!(e.reason.contains("except those allowed by Huge Ship Only Upgrade cards"), "{}", e.reason);
    r.choice.huge_upgrade = Some("Some Huge Ship Only Upgrade".into());
    let p = perform(&r).unwrap();
    assert_eq!(p.state.tokens.reinforce, Some(Reinforce::Fore));
    assert!(perform(&req(&me, &p.state, Action::Recover, None)).is_ok());
    // The name without free: true is a mistake in the request.
    let mut own = req(&me, &s, Action::Recover, None);
    own.choice.huge_upgrade = Some("X".into());
    assert_eq!(expect_err(perform(&own)).field, "action.hugeShipOnlyUpgrade");
}
