use proptest::prelude::*;

use super::*;
use crate::edition::Edition;
use crate::epic::wings::tool::{ToolKind, FULL_TOOL};
use crate::error::{expect_err, ErrorCode};
use crate::geometry::math::normalize_deg;
use crate::geometry::Vec2;
use crate::ships::ShipType;

fn small(id: &str, x: f64, y: f64) -> Ship {
    Ship::new(id, ShipType::Small, Pose::new(x, y, 0.0), Edition::Second, "ship").unwrap()
}

fn mate(id: &str, p: WingPosition) -> Wingmate {
    Wingmate::new(small(id, 0.0, 0.0), p)
}

fn wing_of(positions: &[WingPosition]) -> Wing {
    let mates = positions.iter().enumerate().map(|(i, p)| mate(&format!("m{i}"), *p)).collect();
    Wing::new(small("lead", 0.0, 0.0), mates).unwrap()
}

#[test]
fn a_wing_that_lost_wingmates_flies_on_and_a_wing_of_seven_is_refused() {
    // Built with two to five wingmates (checkSquad), a wing in play keeps flying as it
    // loses them: one left (a lost flank), or none (every wingmate split; they may join again).
    let one = Wing::new(small("l", 0.0, 0.0), vec![mate("a", WingPosition::LeftFlank)]).unwrap();
    assert_eq!(one.wingmates().len(), 1);
    assert!(Wing::new(small("l", 0.0, 0.0), vec![]).unwrap().wingmates().is_empty());
    let mut six: Vec<Wingmate> = WingPosition::ALL.iter().enumerate().map(|(i, p)| mate(&format!("m{i}"), *p)).collect();
    six.push(mate("extra", WingPosition::LeftFlank));
    let e = expect_err(Wing::new(small("l", 0.0, 0.0), six));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "wingmates"));
    assert!(e.reason.contains("got 6"), "{}", e.reason);
}

#[test]
fn duplicate_positions_and_ids_name_the_later_entry() {
    let e = expect_err(Wing::new(
        small("l", 0.0, 0.0),
        vec![mate("a", WingPosition::LeftFlank), mate("b", WingPosition::RearSupport), mate("c", WingPosition::LeftFlank)],
    ));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "wingmates[2].position"));
    let e = expect_err(Wing::new(small("l", 0.0, 0.0), vec![mate("a", WingPosition::LeftFlank), mate("l", WingPosition::RightFlank)]));
    assert_eq!(e.field, "wingmates[1].id");
}

#[test]
fn only_small_ships_fly_in_wings() {
    let large = Ship::new("big", ShipType::Large, Pose::new(0.0, 0.0, 0.0), Edition::Second, "ship").unwrap();
    let e = expect_err(Wing::new(
        small("l", 0.0, 0.0),
        vec![mate("a", WingPosition::LeftFlank), Wingmate::new(large, WingPosition::RightFlank)],
    ));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "wingmates[1].ship"));
}

#[test]
fn wingmates_are_held_in_ascending_id_order_whatever_the_input_order() {
    let w = Wing::new(
        small("l", 0.0, 0.0),
        vec![mate("c", WingPosition::RightSupport), mate("a", WingPosition::LeftFlank), mate("b", WingPosition::RearSupport)],
    )
    .unwrap();
    let ids: Vec<u8> = w.wingmates().iter().map(|m| m.position.id()).collect();
    assert_eq!(ids, vec![2, 4, 6]);
}

#[test]
fn setup_refuses_a_blocked_position_and_the_next_ones_still_place() {
    // Leader at (500, 400) heading 0: left flank at (440, 400) (tool_tests). A small ship
    // at (430, 400) overlaps it; the right flank (560, 400) is clear.
    let w = wing_of(&[WingPosition::LeftFlank, WingPosition::RightFlank]);
    let others = vec![Piece::Ship(small("x", 430.0, 400.0))];
    let out = place_formation(&w, &FULL_TOOL, Pose::new(500.0, 400.0, 0.0), &others, &PlayArea::default(), None).wingmates;
    assert_eq!(out[0].fit.ships, vec!["x".to_string()]);
    assert!(out[0].fit.blocked() && !out[1].fit.blocked());
    // Near the left edge the left flank (x 440 − 480 = −40) would leave the play area.
    let out = place_formation(&w, &FULL_TOOL, Pose::new(40.0, 400.0, 0.0), &[], &PlayArea::default(), None).wingmates;
    assert!(out[0].fit.outside && out[0].fit.blocked() && !out[1].fit.blocked());
}

#[test]
fn setup_splits_a_wingmate_outside_the_deployment_area() {
    // Deployment area x 0..470, y 0..914. Leader at (430, 400) heading 0 (its base
    // 410..450, inside): left flank at 430 − 60 = 370 (base 350..390, inside); right
    // flank at 430 + 60 = 490 (base 470..510): outside, so it cannot be placed.
    let w = wing_of(&[WingPosition::LeftFlank, WingPosition::RightFlank]);
    let pts = vec![Vec2::new(0.0, 0.0), Vec2::new(470.0, 0.0), Vec2::new(470.0, 914.0), Vec2::new(0.0, 914.0)];
    let area = DeploymentArea { polygon: crate::geometry::Polygon::from_points(pts).unwrap() };
    let out = place_formation(&w, &FULL_TOOL, Pose::new(430.0, 400.0, 0.0), &[], &PlayArea::default(), Some(&area)).wingmates;
    assert!(!out[0].fit.outside_deployment && !out[0].fit.blocked());
    assert!(out[1].fit.outside_deployment && !out[1].fit.outside && out[1].fit.blocked());
    // Without an area (a preview) both are placed.
    let out = place_formation(&w, &FULL_TOOL, Pose::new(430.0, 400.0, 0.0), &[], &PlayArea::default(), None).wingmates;
    assert!(out.iter().all(|p| !p.fit.blocked()));
}

#[test]
fn setup_splits_a_wingmate_on_an_obstacle() {
    // Leader at (500, 400): left flank at (440, 400), base x 420..460, y 380..420. A rock
    // around (440, 400) lies under it, so at setup it cannot be placed; the right flank can.
    let w = wing_of(&[WingPosition::LeftFlank, WingPosition::RightFlank]);
    let rock = crate::objects::Obstacle::new(
        "r",
        crate::objects::ObstacleKind::Asteroid,
        crate::geometry::Polygon::from_trusted(vec![Vec2::new(430.0, 395.0), Vec2::new(450.0, 395.0), Vec2::new(440.0, 410.0)]),
    );
    let out = place_formation(&w, &FULL_TOOL, Pose::new(500.0, 400.0, 0.0), &[Piece::Obstacle(rock)], &PlayArea::default(), None).wingmates;
    assert_eq!(out[0].fit.obstacles, vec!["r".to_string()]);
    assert!(!out[0].fit.blocked() && !out[0].placed(), "on an obstacle: not placed at setup");
    assert!(out[1].placed());
}

fn positions() -> impl Strategy<Value = Vec<WingPosition>> {
    proptest::sample::subsequence(WingPosition::ALL.to_vec(), 2..=5)
}

fn tool() -> impl Strategy<Value = WingTool> {
    (0usize..3, 40.0f64..120.0, 0.0f64..60.0).prop_map(|(k, s, d)| {
        let kind = [ToolKind::Full, ToolKind::Corner, ToolKind::Mini][k];
        WingTool { kind, spacing: s, depth: d }
    })
}

proptest! {
    #[test]
    fn a_wing_in_formation_never_overlaps_itself_and_faces_one_way(
        ps in positions(), t in tool(), x in 300.0f64..1500.0, y in 300.0f64..600.0, h in -720.0f64..720.0,
    ) {
        let w = wing_of(&ps);
        let out = place_formation(&w, &t, Pose::new(x, y, h), &[], &PlayArea { width: 1e4, height: 1e4 }, None).wingmates;
        for p in &out {
            prop_assert!(p.fit.ships.is_empty(), "{:?} overlaps {:?}", p.position, p.fit.ships);
            prop_assert_eq!(p.pose.heading, h);
        }
    }

    #[test]
    fn left_and_right_mirror_across_the_leaders_centre_line(
        t in tool(), x in 300.0f64..1500.0, y in 300.0f64..600.0, h in 0.0f64..360.0,
    ) {
        // Reflect the table across the vertical line through the leader: (x, y, h) →
        // (2x₀ − x, y, −h). The mirrored leader's left flank is the reflection of the
        // original right flank, and so on for every position.
        let w = wing_of(&WingPosition::ALL);
        let here = Pose::new(x, y, h);
        let there = Pose::new(x, y, normalize_deg(-h));
        for m in w.wingmates() {
            let a = formation_pose(&w, &t, &here, m);
            let twin = w.wingmates().iter().find(|o| o.position == m.position.mirror()).unwrap();
            let b = formation_pose(&w, &t, &there, twin);
            prop_assert!((b.x - (2.0 * x - a.x)).abs() < 1e-9 && (b.y - a.y).abs() < 1e-9);
            prop_assert!((normalize_deg(b.heading + a.heading)).abs() < 1e-9 || (normalize_deg(b.heading + a.heading) - 360.0).abs() < 1e-9);
        }
    }
}
