//! The rows of docs/conventions.md §4's table and the activation bookkeeping, each on a table laid
//! out by hand so that the expected poses follow from the numbers in the comments.

use super::*;
use crate::geometry::{Polygon, Vec2};
use crate::objects::{Obstacle, ObstacleKind};
use crate::overlap::outcome::{Choice, Owner};
use crate::ships::{HugeShip, ShipType};

const CR90: ShipType = ShipType::Huge(HugeShip::Cr90);
const GR75: ShipType = ShipType::Huge(HugeShip::Gr75);

fn ship(id: &str, t: ShipType, x: f64, y: f64, h: f64, ed: Edition) -> Ship {
    Ship::new(id, t, Pose::new(x, y, h), ed, "s").unwrap()
}

fn rock(id: &str, kind: ObstacleKind, x: f64, y: f64, r: f64) -> Piece {
    let pts = vec![Vec2::new(x - r, y - r), Vec2::new(x + r, y - r), Vec2::new(x + r, y + r), Vec2::new(x - r, y + r)];
    Piece::Obstacle(Obstacle::new(id, kind, Polygon::from_points(pts).unwrap()))
}

fn run(ed: Edition, mover: &Ship, m: Maneuver, others: &[Piece], state: MoverState, choices: &Choices) -> Result<Placed> {
    place_move(&Request {
        edition: ed,
        mover,
        state,
        maneuver: m,
        difficulty: None,
        others,
        area: PlayArea::default(),
        seed: 7,
        choices,
        crippled: &[],
    })
}

fn go(ed: Edition, mover: &Ship, m: Maneuver, others: &[Piece]) -> Placed {
    run(ed, mover, m, others, MoverState::default(), &Choices::default()).unwrap()
}

fn count(p: &Placed, pred: impl Fn(&Effect) -> bool) -> usize {
    p.outcome.effects.iter().filter(|e| pred(e)).count()
}

#[test]
fn standard_onto_standard_backs_off_and_skips_its_action_in_both_editions() {
    for ed in [Edition::First, Edition::Second] {
        // Small at y 500 flies 3 straight (to y 340); a large base spans y 260..340.
        let mover = ship("m", ShipType::Small, 500.0, 500.0, 0.0, ed);
        let others = [Piece::Ship(ship("b", ShipType::Large, 500.0, 300.0, 0.0, ed))];
        let p = go(ed, &mover, Maneuver::new(3, Bearing::Straight), &others);
        assert!((p.pose.y - 360.0).abs() < 1e-6 && (p.intended_pose.y - 340.0).abs() < 1e-9);
        assert!(p.outcome.skip_action && !p.complete);
        assert_eq!(p.overlaps.len(), 1);
        assert!((p.travelled - 100.0 / 120.0).abs() < 1e-6);
        assert_eq!(count(&p, |e| matches!(e, Effect::Roll { .. })), 0);
    }
}

#[test]
fn standard_onto_huge_rolls_one_die_in_1e_only() {
    // CR90 across the path: 1e at (500, 300) heading 90 spans y 260..340.
    for ed in [Edition::First, Edition::Second] {
        let mover = ship("m", ShipType::Small, 500.0, 500.0, 0.0, ed);
        let others = [Piece::Ship(ship("c", CR90, 500.0, 300.0, 90.0, ed))];
        let p = go(ed, &mover, Maneuver::new(3, Bearing::Straight), &others);
        assert!((p.pose.y - 360.0).abs() < 1e-6 && p.outcome.skip_action);
        let rolls = count(&p, |e| matches!(e, Effect::Roll { dice: 1, .. }));
        assert_eq!(rolls, if ed == Edition::First { 1 } else { 0 });
    }
}

#[test]
fn huge_2e_slows_down_until_free_then_crits_by_dial_speed() {
    // GR-75 at (900, 600) facing up: front edge y 489.5. A CR90 lies across at y 300
    // (spans y 260..340). 4 straight: front at 329.5, overlaps; 3 straight: 369.5, free.
    let mover = ship("g", GR75, 900.0, 600.0, 0.0, Edition::Second);
    let others = [Piece::Ship(ship("c", CR90, 900.0, 300.0, 90.0, Edition::Second))];
    let p = go(Edition::Second, &mover, Maneuver::new(4, Bearing::Straight), &others);
    assert_eq!(p.executed, Maneuver::new(3, Bearing::Straight));
    assert!((p.pose.y - 480.0).abs() < 1e-9);
    let crits: Vec<(String, u32)> = p
        .outcome
        .effects
        .iter()
        .filter_map(|e| match e {
            Effect::Damage { target, crits, .. } => Some((target.clone(), *crits)),
            _ => None,
        })
        .collect();
    assert_eq!(crits, vec![("g".to_string(), 4), ("c".to_string(), 4)]);
    assert!(!p.outcome.skip_action);
}

#[test]
fn a_bank_1_slowed_to_a_bank_0_that_still_overlaps_becomes_stationary() {
    // A huge ship right in front of the bank's pivot: bank 1 and bank 0 overlap it,
    // stationary does not.
    let mover = ship("g", GR75, 900.0, 600.0, 0.0, Edition::Second);
    let others = [Piece::Ship(ship("c", CR90, 1000.0, 440.0, 90.0, Edition::Second))];
    let p = go(Edition::Second, &mover, Maneuver::new(1, Bearing::BankRight), &others);
    assert_eq!(p.executed, Maneuver::new(0, Bearing::Stationary));
    assert_eq!(p.pose, mover.pose);
    // Dial speed 1: one crit each.
    assert_eq!(count(&p, |e| matches!(e, Effect::Damage { crits: 1, .. })), 2);
}

#[test]
fn huge_2e_onto_a_standard_ship_sets_it_aside_and_rolls() {
    // GR-75 3 straight from y 600 to y 480 (front edge 369.5); a medium ship sits at y 400.
    let mover = ship("g", GR75, 900.0, 600.0, 0.0, Edition::Second);
    let others = [Piece::Ship(ship("x", ShipType::Medium, 900.0, 400.0, 0.0, Edition::Second))];
    let p = go(Edition::Second, &mover, Maneuver::new(3, Bearing::Straight), &others);
    assert_eq!(p.executed, Maneuver::new(3, Bearing::Straight));
    assert_eq!(count(&p, |e| matches!(e, Effect::Damage { target, crits: 3, .. } if target == "x")), 1);
    assert_eq!(count(&p, |e| matches!(e, Effect::SetAside { .. })), 1);
    assert_eq!(count(&p, |e| matches!(e, Effect::Roll { dice: 2, .. })), 1, "medium ship: 2 dice");
    let Choice::Placement { who: Owner::Owner, target, options } = &p.outcome.choices[0] else { panic!("a placement") };
    assert_eq!(target, "x");
    assert!(!options.is_empty());
    // Naming a legal placement (touching the rear edge, y 480 + 110.5 + 30) places it.
    let mut given = Choices::default();
    given.placements.insert("x".into(), Pose::new(900.0, 620.5, 0.0));
    let q = run(Edition::Second, &mover, Maneuver::new(3, Bearing::Straight), &others, MoverState::default(), &given).unwrap();
    assert!(q.outcome.choices.is_empty());
    assert_eq!(count(&q, |e| matches!(e, Effect::Placed { .. })), 1);
    // An illegal one (ahead of the ship) is an error naming the choice.
    given.placements.insert("x".into(), Pose::new(900.0, 300.0, 0.0));
    let e = run(Edition::Second, &mover, Maneuver::new(3, Bearing::Straight), &others, MoverState::default(), &given).unwrap_err();
    assert_eq!(e.field, "choices.placements.x");
}

#[test]
fn obstacles_the_huge_ship_removes_do_not_block_the_set_aside_ship() {
    // GR-75 3 straight to (900, 480): base x 860..940, y 369.5..590.5; the medium ship
    // at y 400 is set aside. An asteroid square x 750..1050, y 470..770 lies under the
    // final base, so it is removed (seed 001: "after a huge ship overlaps an
    // obstacle"). It covers the whole rear arc at range 0-1 (a base clear of it at
    // x < 750 is over 100 mm from x 860; at y > 770 over 100 mm from y 590.5), so if
    // it still blocked, the ship could not be placed and would be destroyed.
    let mover = ship("g", GR75, 900.0, 600.0, 0.0, Edition::Second);
    let others = [
        Piece::Ship(ship("x", ShipType::Medium, 900.0, 400.0, 0.0, Edition::Second)),
        rock("r", ObstacleKind::Asteroid, 900.0, 620.0, 150.0),
    ];
    let p = go(Edition::Second, &mover, Maneuver::new(3, Bearing::Straight), &others);
    assert_eq!(p.removed_obstacles, vec!["r".to_string()]);
    assert!(p.destroyed.is_empty());
    let Choice::Placement { target, options, .. } = &p.outcome.choices[0] else { panic!("a placement") };
    // x (heading 0, as the huge ship) sat on the huge ship's axis: grid options tie in
    // pairs left and right of it, and the list is not cut inside a tie: 62, not 64.
    assert_eq!((target.as_str(), options.len()), ("x", crate::overlap::set_aside::MAX_OPTIONS - 2));
    // Touching the rear edge squarely (y 590.5 + 30), inside the removed asteroid: legal.
    let mut given = Choices::default();
    given.placements.insert("x".into(), Pose::new(900.0, 620.5, 0.0));
    let q = run(Edition::Second, &mover, Maneuver::new(3, Bearing::Straight), &others, MoverState::default(), &given).unwrap();
    assert_eq!(count(&q, |e| matches!(e, Effect::Placed { target, .. } if target == "x")), 1);
}

#[test]
fn set_aside_work_is_bounded() {
    // GR-75 3 straight to (900, 480) (base x 860..940, y 369.5..590.5) onto 300 small
    // ships stacked under its final base, with 4096 tiny debris triangles (1 mm) on a
    // 5-mm lattice behind it (x 760..1075, y 600..920) inside the placement region.
    // Each candidate is charged 300 + 4096 units against MAX_WORK = 8e6: under 2,000
    // candidates in all, fewer than the ships need, so the call is refused as too
    // large instead of running for seconds.
    let mover = ship("g", GR75, 900.0, 600.0, 0.0, Edition::Second);
    let mut others: Vec<Piece> = (0..300)
        .map(|i| {
            Piece::Ship(ship(
                &format!("s{i}"),
                ShipType::Small,
                880.0 + (i % 10) as f64 * 4.0,
                400.0 + (i / 10) as f64 * 5.0,
                0.0,
                Edition::Second,
            ))
        })
        .collect();
    for i in 0..4096 {
        let (x, y) = (760.0 + (i % 64) as f64 * 5.0, 600.0 + (i / 64) as f64 * 5.0);
        let pts = vec![Vec2::new(x, y), Vec2::new(x + 1.0, y), Vec2::new(x, y + 1.0)];
        others.push(Piece::Obstacle(Obstacle::new(format!("o{i}"), ObstacleKind::Debris, Polygon::from_points(pts).unwrap())));
    }
    let t = std::time::Instant::now();
    let e =
        run(Edition::Second, &mover, Maneuver::new(3, Bearing::Straight), &others, MoverState::default(), &Choices::default()).unwrap_err();
    let took = t.elapsed();
    assert_eq!((e.code, e.field.as_str()), (crate::error::ErrorCode::TooLarge, "ships"));
    // ~0.1 s in a debug build, ~15 ms optimised; generous for a loaded machine.
    assert!(took.as_secs_f64() < 3.0, "took {took:?}");
    // Without the obstacles, 100 of the ships each get their nearest options (about
    // 7.7e4 units each, generating, sorting and testing candidates: 7.7e6 in all,
    // within the budget).
    others.truncate(100);
    let t = std::time::Instant::now();
    let p = go(Edition::Second, &mover, Maneuver::new(3, Bearing::Straight), &others);
    assert!(t.elapsed().as_secs_f64() < 3.0);
    assert_eq!(p.outcome.choices.len() + p.destroyed.len(), 100);
}

#[test]
fn huge_2e_onto_obstacles() {
    // White 2 straight (2FW): the final base spans y 409.5..630.5, over an asteroid
    // (y 380..420) and a gas cloud (y 530..570).
    let mover = ship("g", GR75, 900.0, 600.0, 0.0, Edition::Second);
    let others = [rock("a", ObstacleKind::Asteroid, 900.0, 400.0, 20.0), rock("gas", ObstacleKind::GasCloud, 900.0, 550.0, 20.0)];
    let state = MoverState { energy: Some(2), ..MoverState::default() };
    let p = run(Edition::Second, &mover, Maneuver::new(2, Bearing::Straight), &others, state, &Choices::default()).unwrap();
    assert_eq!(p.removed_obstacles, vec!["a".to_string(), "gas".to_string()]);
    assert_eq!(count(&p, |e| matches!(e, Effect::Damage { crits: 1, source: "obstacle", .. })), 1);
    assert_eq!(count(&p, |e| matches!(e, Effect::Jam { count: 1, .. })), 1);
    // The asteroid's stress is removed at once by spending 1 of the 2 energy.
    assert_eq!(count(&p, |e| matches!(e, Effect::StressRemoved { count: 1, .. })), 1);
    assert_eq!(p.energy.unwrap().after, 1);
    assert!(!p.outcome.skip_action);
}

#[test]
fn huge_1e_destroys_standard_ships_and_rolls_for_them() {
    // CR90 (224.8) at (900, 600) facing up, 2 straight: to y 520, spans y 407.6..632.4.
    // A small (1 die) and a large (2 dice) ship both under its fore half (y < 520).
    let mover = ship("c", CR90, 900.0, 600.0, 0.0, Edition::First);
    let others = [
        Piece::Ship(ship("s", ShipType::Small, 870.0, 450.0, 0.0, Edition::First)),
        Piece::Ship(ship("l", ShipType::Large, 960.0, 470.0, 0.0, Edition::First)),
    ];
    let p = go(Edition::First, &mover, Maneuver::new(2, Bearing::Straight), &others);
    assert_eq!(p.destroyed, vec!["s".to_string(), "l".to_string()]);
    assert_eq!(count(&p, |e| matches!(e, Effect::Roll { dice: 3, .. })), 1);
    assert!(p.outcome.choices.is_empty(), "only the fore section overlapped");
    for e in &p.outcome.effects {
        if let Effect::Damage { section, .. } = e {
            assert_eq!(*section, Some("fore"));
        }
    }
    assert!(!p.outcome.skip_action);
}

#[test]
fn huge_1e_obstacle_across_both_sections_asks_the_opponent() {
    // CR90 2 straight ends centred at y 520: a rock across the centre line.
    let mover = ship("c", CR90, 900.0, 600.0, 0.0, Edition::First);
    let others = [rock("a", ObstacleKind::Debris, 900.0, 520.0, 25.0)];
    let p = go(Edition::First, &mover, Maneuver::new(2, Bearing::Straight), &others);
    assert_eq!(p.removed_obstacles, vec!["a".to_string()]);
    assert_eq!(p.outcome.choices.len(), 1);
    assert!(matches!(p.outcome.choices[0], Choice::Section { .. }));
    let mut given = Choices::default();
    given.sections.insert("c".into(), crate::bases::Section::Aft);
    let q = run(Edition::First, &mover, Maneuver::new(2, Bearing::Straight), &others, MoverState::default(), &given).unwrap();
    assert!(q.outcome.choices.is_empty());
    assert_eq!(count(&q, |e| matches!(e, Effect::FaceupCard { section: Some("aft"), source: "obstacle", .. })), 1);
}

/// `run` with crippled sections (ship id, section).
fn run_crippled(mover: &Ship, m: Maneuver, others: &[Piece], crippled: &[(String, crate::bases::Section)]) -> Placed {
    let choices = Choices::default();
    let state = MoverState::default();
    let area = PlayArea::default();
    place_move(&Request {
        edition: Edition::First,
        mover,
        state,
        maneuver: m,
        difficulty: None,
        others,
        area,
        seed: 7,
        choices: &choices,
        crippled,
    })
    .unwrap()
}

#[test]
fn huge_1e_crippled_sections_cannot_be_chosen_or_suffer_overlap_damage() {
    use crate::bases::Section::{Aft, Fore};
    // Seed 003 "Damage": "Crippled sections cannot be chosen"; "Crippled Sections":
    // they "cannot suffer damage". CR90 2 straight ends centred at (900, 520): fore
    // y 407.6..520, aft 520..632.4.
    let mover = ship("c", CR90, 900.0, 600.0, 0.0, Edition::First);
    let two = Maneuver::new(2, Bearing::Straight);
    let aft = [("c".to_string(), Aft)];
    // A rock at x 930..960, y 580..610 lies under the aft half only: the obstacle is
    // still removed, but the crippled aft is dealt no card.
    let under_aft = [rock("a", ObstacleKind::Debris, 945.0, 595.0, 15.0)];
    assert_eq!(count(&run_crippled(&mover, two, &under_aft, &[]), |e| matches!(e, Effect::FaceupCard { section: Some("aft"), .. })), 1);
    let p = run_crippled(&mover, two, &under_aft, &aft);
    assert_eq!(p.removed_obstacles, vec!["a".to_string()]);
    assert_eq!(count(&p, |e| matches!(e, Effect::FaceupCard { .. })), 0);
    // A rock across the centre line (y 495..545) meets both halves: with the aft
    // crippled there is no choice, the fore is dealt the card.
    let across = [rock("a", ObstacleKind::Debris, 900.0, 520.0, 25.0)];
    let p = run_crippled(&mover, two, &across, &aft);
    assert!(p.outcome.choices.is_empty());
    assert_eq!(count(&p, |e| matches!(e, Effect::FaceupCard { section: Some("fore"), source: "obstacle", .. })), 1);
    // Both crippled: nothing is dealt (the ship is destroyed by then in play).
    let both = [("c".to_string(), Fore), ("c".to_string(), Aft)];
    assert_eq!(count(&run_crippled(&mover, two, &across, &both), |e| matches!(e, Effect::FaceupCard { .. })), 0);
    // Another ship's crippled section is not this ship's: the mover still chooses.
    let other = [("x".to_string(), Aft)];
    assert_eq!(run_crippled(&mover, two, &across, &other).outcome.choices.len(), 1);
}

#[test]
fn huge_1e_onto_a_crippled_huge_ship_deals_it_no_card_there() {
    // As below: the CR90 backs off the GR-75 "g" (heading 90, both halves touched). With
    // g's aft crippled its card goes to the fore without a choice; the CR90's own fore card stays.
    let mover = ship("c", CR90, 900.0, 600.0, 0.0, Edition::First);
    let others = [Piece::Ship(ship("g", GR75, 900.0, 300.0, 90.0, Edition::First))];
    let p = run_crippled(&mover, Maneuver::new(4, Bearing::Straight), &others, &[("g".to_string(), crate::bases::Section::Aft)]);
    assert!(p.outcome.choices.is_empty());
    assert_eq!(count(&p, |e| matches!(e, Effect::FaceupCard { target, section: Some("fore"), .. } if target == "g")), 1);
    assert_eq!(count(&p, |e| matches!(e, Effect::FaceupCard { target, section: Some("fore"), .. } if target == "c")), 1);
}

#[test]
fn huge_1e_onto_huge_backs_off_and_both_take_a_faceup_card() {
    // CR90 at y 600 facing up, 4 straight would put its front edge at 600 − 160 − 112.4
    // = 327.6; a GR-75 lies across at y 300 (spans 260..340): back off to front edge 340,
    // centre y 452.4.
    let mover = ship("c", CR90, 900.0, 600.0, 0.0, Edition::First);
    let others = [Piece::Ship(ship("g", GR75, 900.0, 300.0, 90.0, Edition::First))];
    let p = go(Edition::First, &mover, Maneuver::new(4, Bearing::Straight), &others);
    assert!((p.pose.y - 452.4).abs() < 1e-6, "{:?}", p.pose);
    assert!(!p.outcome.skip_action);
    assert_eq!(count(&p, |e| matches!(e, Effect::FaceupCard { target, section: Some("fore"), .. } if target == "c")), 1);
    // The GR-75 (heading 90: fore half is x > 900) is touched on both halves: a choice.
    assert_eq!(count(&p, |e| matches!(e, Effect::FaceupCard { target, section: None, .. } if target == "g")), 1);
    // 1e huge onto huge deals cards, never damage that shields could absorb.
    assert_eq!(count(&p, |e| matches!(e, Effect::Damage { .. })), 0);
    assert_eq!(p.outcome.choices.len(), 1);
}

#[test]
fn huge_1e_only_touching_a_huge_ship_along_the_path_is_no_overlap() {
    // As above (CR90 backs off GR-75 "g" to centre y 452.4, spanning x 860..940 and
    // y 340..564.8), plus a GR-75 "b" parked at (980, 500) facing up: x 940..1020,
    // y 402.5..597.5. It touches the CR90's right side all along the straight path
    // and at the end but is never overlapped: no overlap entry, no card.
    let mover = ship("c", CR90, 900.0, 600.0, 0.0, Edition::First);
    let others =
        [Piece::Ship(ship("g", GR75, 900.0, 300.0, 90.0, Edition::First)), Piece::Ship(ship("b", GR75, 980.0, 500.0, 0.0, Edition::First))];
    let p = go(Edition::First, &mover, Maneuver::new(4, Bearing::Straight), &others);
    assert!((p.pose.y - 452.4).abs() < 1e-6, "{:?}", p.pose);
    assert_eq!(p.overlaps.iter().map(|o| o.id.as_str()).collect::<Vec<_>>(), vec!["g"]);
    assert_eq!(count(&p, |e| matches!(e, Effect::FaceupCard { .. })), 2);
    assert_eq!(count(&p, |e| matches!(e, Effect::FaceupCard { target, .. } if target == "b")), 0);
}

#[test]
fn huge_1e_onto_two_huge_ships_deals_the_mover_one_card() {
    // Two GR-75s across the CR90's path at y 300 (heading 90: each spans y 260..340
    // and 195 mm in x): "l" centred at x 802.5 (x 705..900, fore half x > 802.5) and
    // "r" at x 997.5 (x 900..1095, fore half x > 997.5). The CR90 (x 860..940) backs
    // off to front edge y 340 touching both: its fore section meets "l"'s fore half
    // (x 860..900) and "r"'s aft half (x 900..940). Seed 003: the mover is dealt ONE
    // faceup card (fore), each GR-75 one (fore, aft); no choice is left.
    let mover = ship("c", CR90, 900.0, 600.0, 0.0, Edition::First);
    let others = [
        Piece::Ship(ship("l", GR75, 802.5, 300.0, 90.0, Edition::First)),
        Piece::Ship(ship("r", GR75, 997.5, 300.0, 90.0, Edition::First)),
    ];
    let p = go(Edition::First, &mover, Maneuver::new(4, Bearing::Straight), &others);
    assert!((p.pose.y - 452.4).abs() < 1e-6, "{:?}", p.pose);
    let cards: Vec<(String, Option<&str>)> = p
        .outcome
        .effects
        .iter()
        .filter_map(|e| match e {
            Effect::FaceupCard { target, section, .. } => Some((target.clone(), *section)),
            _ => None,
        })
        .collect();
    assert_eq!(cards, vec![("c".to_string(), Some("fore")), ("l".to_string(), Some("fore")), ("r".to_string(), Some("aft"))]);
    assert!(p.outcome.choices.is_empty());
}

#[test]
fn energy_1e_from_the_dial_less_ions_capped_by_the_limit() {
    let mover = ship("c", CR90, 900.0, 600.0, 0.0, Edition::First);
    let state = MoverState { energy: Some(1), ion: 1, ..MoverState::default() };
    let p = run(Edition::First, &mover, Maneuver::new(2, Bearing::Straight), &[], state, &Choices::default()).unwrap();
    let e = p.energy.unwrap();
    assert_eq!((e.icons, e.ion_loss, e.after, e.limit), (Some(3), Some(1), 3, Some(5)));
    // GR-75 1 straight (+3) from 3: capped at 4; C-ROC 3 straight gives +2.
    let gr = ship("g", GR75, 900.0, 600.0, 0.0, Edition::First);
    let state = MoverState { energy: Some(3), ..MoverState::default() };
    assert_eq!(
        run(Edition::First, &gr, Maneuver::new(1, Bearing::Straight), &[], state, &Choices::default()).unwrap().energy.unwrap().after,
        4
    );
    let croc = ship("r", ShipType::Huge(HugeShip::Croc), 900.0, 600.0, 0.0, Edition::First);
    assert_eq!(go(Edition::First, &croc, Maneuver::new(3, Bearing::Straight), &[]).energy.unwrap().after, 2);
    // Energy above the limit cannot be held (seed 003 "Energy Limit"): GR-75 limit 4.
    let state = MoverState { energy: Some(5), ..MoverState::default() };
    let e = run(Edition::First, &gr, Maneuver::new(1, Bearing::Straight), &[], state, &Choices::default()).unwrap_err();
    assert_eq!(e.field, "ship.energy");
    // ... unless the limit is raised.
    let state = MoverState { energy: Some(5), energy_limit: Some(6), ..MoverState::default() };
    assert!(run(Edition::First, &gr, Maneuver::new(1, Bearing::Straight), &[], state, &Choices::default()).is_ok());
}

#[test]
fn red_maneuvers_2e() {
    let mover = ship("g", GR75, 900.0, 600.0, 0.0, Edition::Second);
    let red = Maneuver::new(3, Bearing::Straight);
    let with = |energy, stress| MoverState { energy: Some(energy), stress, ..MoverState::default() };
    let p = run(Edition::Second, &mover, red, &[], with(2, 0), &Choices::default()).unwrap();
    assert_eq!((p.energy.unwrap().after, p.difficulty), (1, Some(Difficulty::Red)));
    let p = run(Edition::Second, &mover, red, &[], with(0, 0), &Choices::default()).unwrap();
    assert_eq!(count(&p, |e| matches!(e, Effect::Stress { source: "redManeuver", .. })), 1);
    let p = run(Edition::Second, &mover, red, &[], with(0, 1), &Choices::default()).unwrap();
    assert_eq!(p.executed, RED_FALLBACK);
    assert!((p.pose.y - 520.0).abs() < 1e-9 && (p.intended_pose.y - 480.0).abs() < 1e-9);
    // The dial still shows the red 3 straight: a medium ship at y 400 (y 370..430)
    // under the white 2 straight's base (front edge 520 − 110.5 = 409.5) suffers 3
    // crits, the revealed speed (seed 001: "the speed of the huge ship's revealed maneuver").
    let others = [Piece::Ship(ship("x", ShipType::Medium, 900.0, 400.0, 0.0, Edition::Second))];
    let p = run(Edition::Second, &mover, red, &others, with(0, 1), &Choices::default()).unwrap();
    assert_eq!(p.executed, RED_FALLBACK);
    assert_eq!(count(&p, |e| matches!(e, Effect::Damage { target, crits: 3, .. } if target == "x")), 1);
}

#[test]
fn off_dial_flags_and_refusals() {
    let gr = ship("g", GR75, 900.0, 600.0, 0.0, Edition::Second);
    assert_eq!(go(Edition::Second, &gr, Maneuver::new(5, Bearing::Straight), &[]).off_dial, Some(true));
    assert_eq!(go(Edition::Second, &gr, Maneuver::new(2, Bearing::Straight), &[]).off_dial, Some(false));
    let x = ship("x", ShipType::Small, 900.0, 600.0, 0.0, Edition::Second);
    assert_eq!(go(Edition::Second, &x, Maneuver::new(2, Bearing::TurnLeft), &[]).off_dial, None);
    let e = run(Edition::Second, &gr, Maneuver::new(2, Bearing::TurnLeft), &[], MoverState::default(), &Choices::default()).unwrap_err();
    assert_eq!((e.code, e.field.as_str()), (crate::ErrorCode::NotAllowed, "maneuver.bearing"));
}

#[test]
fn leaving_the_play_area() {
    // Small at y 100 flies 3 straight: centre y −60, off the table: fled.
    let x = ship("x", ShipType::Small, 900.0, 100.0, 0.0, Edition::Second);
    let p = go(Edition::Second, &x, Maneuver::new(3, Bearing::Straight), &[]);
    assert!(p.fled && p.outside_play_area);
    // A huge ship does not flee; its illegal position is reported.
    // GR-75 at y 150, 2 straight: centre y 70, front edge 70 − 110.5 < 0.
    let g = ship("g", GR75, 900.0, 150.0, 0.0, Edition::Second);
    let p = go(Edition::Second, &g, Maneuver::new(2, Bearing::Straight), &[]);
    assert!(!p.fled && p.outside_play_area);
}

#[test]
fn seeds_reproduce_rolls() {
    let mover = ship("g", GR75, 900.0, 600.0, 0.0, Edition::Second);
    let others = [Piece::Ship(ship("x", ShipType::Large, 900.0, 400.0, 0.0, Edition::Second))];
    let a = go(Edition::Second, &mover, Maneuver::new(3, Bearing::Straight), &others);
    let b = go(Edition::Second, &mover, Maneuver::new(3, Bearing::Straight), &others);
    assert_eq!(a.outcome, b.outcome);
    assert_eq!(a.seed, 7);
}

#[cfg(not(target_arch = "wasm32"))]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]
        /// 2e: a huge ship ends free of every huge ship, or stationary.
        #[test]
        fn huge_2e_ends_clear_of_huge_ships_or_stationary(dx in -250.0f64..250.0, dy in -350.0f64..-150.0, bh in 0.0f64..180.0, s in 0u8..=3, right in any::<bool>()) {
            let mover = ship("g", GR75, 900.0, 600.0, 0.0, Edition::Second);
            let other = ship("c", CR90, 900.0 + dx, 600.0 + dy, bh, Edition::Second);
            if crate::overlap::overlap_between(&Piece::Ship(mover.clone()), &Piece::Ship(other.clone())).is_some() {
                return Ok(());
            }
            let b = if right { Bearing::BankRight } else { Bearing::BankLeft };
            let p = go(Edition::Second, &mover, Maneuver::new(s, b), &[Piece::Ship(other.clone())]);
            let clear = crate::overlap::overlap_between(&Piece::Ship(mover.at(p.pose)), &Piece::Ship(other)).is_none();
            prop_assert!(clear || p.executed.bearing == Bearing::Stationary);
            prop_assert!(p.executed.speed <= s);
        }

        /// Both editions: a standard ship never ends overlapping another ship.
        #[test]
        fn standard_ships_end_clear_of_ships(h in 0.0f64..360.0, dx in -80.0f64..80.0, dy in -80.0f64..80.0, bi in 0usize..14, s in 0u8..=3, first in any::<bool>()) {
            let ed = if first { Edition::First } else { Edition::Second };
            let mover = ship("m", ShipType::Large, 900.0, 450.0, h, ed);
            let m = Maneuver::new(s, Bearing::ALL[bi]);
            let Ok(plan0) = crate::movement::plan(&mover, ed, m, "m") else { return Ok(()) };
            let end = plan0.motion.end();
            let other = Piece::Ship(ship("b", CR90, end.x + dx, end.y + dy, 30.0, ed));
            if crate::overlap::overlap_between(&Piece::Ship(mover.clone()), &other).is_some() {
                return Ok(());
            }
            let p = go(ed, &mover, m, std::slice::from_ref(&other));
            prop_assert!(crate::overlap::overlap_between(&Piece::Ship(mover.at(p.pose)), &other).is_none());
            prop_assert_eq!(p.outcome.skip_action, !p.complete);
        }
    }
}

#[test]
fn ionized_and_tractored_2e_huge_ships() {
    // Seed 001 "Ion": six or more ion tokens ionize a huge ship; the ion maneuver is a
    // blue 1 bank or straight in the dial's direction. A GR-75 revealing 2 bank right
    // with six ions flies the 1 bank right of the huge tool; with five it flies its dial.
    let mover = ship("g", GR75, 900.0, 600.0, 0.0, Edition::Second);
    let bank2 = Maneuver::new(2, Bearing::BankRight);
    let ions = |ion| MoverState { ion, ..MoverState::default() };
    let p = run(Edition::Second, &mover, bank2, &[], ions(6), &Choices::default()).unwrap();
    let one = crate::movement::plan(&mover, Edition::Second, Maneuver::new(1, Bearing::BankRight), "m").unwrap().motion.end();
    assert_eq!((p.executed, p.revealed, p.difficulty), (Maneuver::new(1, Bearing::BankRight), bank2, Some(Difficulty::Blue)));
    assert_eq!((p.pose, p.intended_pose, p.ionized, p.ion_removed), (one, one, true, 6));
    let p = run(Edition::Second, &mover, bank2, &[], ions(5), &Choices::default()).unwrap();
    assert_eq!((p.executed, p.ionized, p.ion_removed), (bank2, false, 0));
    // A red 3 straight revealed while ionized: the blue 1 straight, no energy spent.
    let red = MoverState { ion: 7, energy: Some(2), ..MoverState::default() };
    let p = run(Edition::Second, &mover, Maneuver::new(3, Bearing::Straight), &[], red, &Choices::default()).unwrap();
    assert_eq!((p.executed, p.energy.unwrap().after), (Maneuver::new(1, Bearing::Straight), 2));
    // A stop becomes a 1 straight.
    assert_eq!(ion_maneuver(Maneuver::new(0, Bearing::Stationary)), Maneuver::new(1, Bearing::Straight));
    // Six tractor tokens: tractored (seed 001 "Tractor"), its own maneuver flown as usual.
    let t = MoverState { tractor: 6, ..MoverState::default() };
    let p = run(Edition::Second, &mover, bank2, &[], t, &Choices::default()).unwrap();
    assert_eq!((p.executed, p.tractored), (bank2, true));
    // 1e has no ionized huge ships: ions reduce energy instead.
    let c = ship("c", CR90, 900.0, 600.0, 0.0, Edition::First);
    let p = run(Edition::First, &c, Maneuver::new(2, Bearing::Straight), &[], ions(6), &Choices::default()).unwrap();
    assert!(!p.ionized && p.executed == Maneuver::new(2, Bearing::Straight));
}

#[test]
fn an_ionized_huge_ship_overlapping_a_huge_ship_suffers_crits_at_its_dials_speed() {
    // Seed 001 "Ion": an ionized huge ship behaves as an ionized standard ship: it reveals
    // its dial and flies the ion maneuver in the dial's direction (core rules "Ion", the
    // reading docs/readings.md states). Seed 001 "Overlapping Huge Ships": the crits equal
    // "the speed of the maneuver on the overlapping ship's dial". A 2e GR-75 (221 long) at
    // y = 600 facing up has its front at 600 - 110.5 = 489.5; a CR90 at y = 370 has its rear
    // at 370 + 110.5 = 480.5, 9 mm ahead. Revealing 2 straight with six ions it flies 1
    // straight (40 mm): overlap; one speed lower is stationary, free. Crits: 2 (the dial), not 1.
    let mover = ship("g", GR75, 500.0, 600.0, 0.0, Edition::Second);
    let others = [Piece::Ship(ship("c", CR90, 500.0, 370.0, 0.0, Edition::Second))];
    let ionized = MoverState { ion: 6, ..MoverState::default() };
    let p = run(Edition::Second, &mover, Maneuver::new(2, Bearing::Straight), &others, ionized, &Choices::default()).unwrap();
    assert!(p.ionized);
    assert_eq!(p.executed, Maneuver::new(0, Bearing::Stationary));
    let crits: Vec<(String, u32)> = p
        .outcome
        .effects
        .iter()
        .filter_map(|e| match e {
            Effect::Damage { target, crits, source: "hugeShipOverlap", .. } => Some((target.clone(), *crits)),
            _ => None,
        })
        .collect();
    assert_eq!(crits, vec![("g".to_string(), 2), ("c".to_string(), 2)]);
}

#[test]
fn a_1e_huge_ship_placed_as_an_obstacle_is_overlapped_but_never_damaged_and_never_moves() {
    // Seed 003 "Using Huge Ships as Obstacles": the obstacle CR90 "uses the rules for
    // overlapping ... described under Additional Huge Ship Rules ... It does not move, and
    // it cannot be attacked, damaged, or destroyed". A 1e GR-75 (195 long) at (500, 500)
    // facing up has its front at 402.5; the obstacle CR90 lies across at y = 300 (1e: 80
    // wide, y 260..340). A 3 straight (120 mm) would end with the front at 282.5: overlap.
    // Overlapping a huge ship: standard overlap rules, and "both huge ships are dealt one
    // faceup Damage card" — the obstacle cannot be damaged, so only the GR-75 is.
    let ed = Edition::First;
    let mover = ship("g", ShipType::Huge(HugeShip::Gr75), 500.0, 500.0, 0.0, ed);
    let cr90 = ship("c", CR90, 500.0, 300.0, 90.0, ed);
    let others = [Piece::Ship(cr90.clone().as_obstacle(ed, "s").unwrap())];
    let p = go(ed, &mover, Maneuver::new(3, Bearing::Straight), &others);
    let cards: Vec<&str> = p
        .outcome
        .effects
        .iter()
        .filter_map(|e| match e {
            Effect::FaceupCard { target, .. } => Some(target.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(cards, ["g"]);
    // As a ship (not an obstacle), both are dealt a card.
    let p = go(ed, &mover, Maneuver::new(3, Bearing::Straight), &[Piece::Ship(cr90.clone())]);
    assert_eq!(count(&p, |e| matches!(e, Effect::FaceupCard { .. })), 2);
    // The obstacle does not move; only a 1e huge ship can be one.
    let obstacle = cr90.clone().as_obstacle(ed, "s").unwrap();
    let e = run(ed, &obstacle, Maneuver::new(1, Bearing::Straight), &[], MoverState::default(), &Choices::default()).unwrap_err();
    assert_eq!((e.code, e.field.as_str()), (crate::error::ErrorCode::NotAllowed, "ship"));
    assert!(ship("x", ShipType::Small, 0.0, 0.0, 0.0, ed).as_obstacle(ed, "s").is_err());
    assert!(ship("c", CR90, 0.0, 0.0, 0.0, Edition::Second).as_obstacle(Edition::Second, "s").is_err());
}
