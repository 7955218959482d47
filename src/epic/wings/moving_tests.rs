use super::*;
use crate::epic::wings::splitting::MateFacts;
use crate::epic::wings::tool::FULL_TOOL;
use crate::flight::Bearing;
use crate::geometry::{Polygon, Vec2};
use crate::objects::{Obstacle, ObstacleKind, Ship};
use crate::ships::ShipType;

fn small(id: &str, x: f64, y: f64, h: f64) -> Ship {
    Ship::new(id, ShipType::Small, Pose::new(x, y, h), Edition::Second, "ship").unwrap()
}

/// Leader at (500, 500) facing up, flanks beside it, rear support behind (tool_tests).
fn wing3() -> Wing {
    Wing::new(
        small("L", 500.0, 500.0, 0.0),
        vec![
            Wingmate::new(small("a", 440.0, 500.0, 0.0), WingPosition::LeftFlank),
            Wingmate::new(small("b", 560.0, 500.0, 0.0), WingPosition::RightFlank),
            Wingmate::new(small("c", 500.0, 560.0, 0.0), WingPosition::RearSupport),
        ],
    )
    .unwrap()
}

/// `w` with wingmate `id` holding `stress` stress tokens.
fn stressed(w: Wing, id: &str, stress: u32) -> Wing {
    let mut mates = w.wingmates().to_vec();
    for m in mates.iter_mut().filter(|m| m.ship.id == id) {
        m.facts.tokens.stress = stress;
    }
    Wing::new(w.leader, mates).unwrap()
}

fn request<'a>(wing: &'a Wing, m: Maneuver, d: Difficulty, others: &'a [Piece]) -> MoveRequest<'a> {
    MoveRequest { wing, maneuver: m, difficulty: Some(d), tool: FULL_TOOL, others, area: PlayArea::default(), seed: 7 }
}

fn at(p: Pose, x: f64, y: f64) -> bool {
    (p.x - x).abs() < 1e-9 && (p.y - y).abs() < 1e-9
}

#[test]
fn a_white_two_straight_carries_the_formation_forward() {
    // Small 2 straight: (0, 2h + 40·2) = (0, 120) forward → the leader ends at (500, 380).
    // Formation: flanks at x 440 / 560, y 380; rear support at (500, 380 + 60 = 440).
    let w = wing3();
    let out = move_wing(&request(&w, Maneuver::new(2, Bearing::Straight), Difficulty::White, &[])).unwrap();
    assert!(at(out.leader.pose, 500.0, 380.0));
    let want = [(440.0, 380.0), (560.0, 380.0), (500.0, 440.0)];
    for (mv, (x, y)) in out.wingmates.iter().zip(want) {
        assert!(at(mv.pose, x, y) && mv.split.is_none() && !mv.skip_action && mv.effects.is_empty(), "{mv:?}");
        assert_eq!(mv.pose.heading, 0.0);
    }
    assert_eq!(out.tool.outlines.len(), 1);
}

#[test]
fn a_wing_down_to_its_right_flank_flies_with_the_corner_tool() {
    // A wing that lost its left flank (Epic rules reference, "Corner wing tool": "for
    // positioning wings that have lost one of their flanks"). Leader at (500, 500) facing
    // up flies 2 straight: 120 mm forward → (500, 380); the right flank stays 60 mm to
    // its right → (560, 380), heading 0.
    let w = Wing::new(small("L", 500.0, 500.0, 0.0), vec![Wingmate::new(small("b", 560.0, 500.0, 0.0), WingPosition::RightFlank)]).unwrap();
    let mut req = request(&w, Maneuver::new(2, Bearing::Straight), Difficulty::White, &[]);
    req.tool = crate::epic::wings::tool::CORNER_TOOL;
    let out = move_wing(&req).unwrap();
    assert!(at(out.leader.pose, 500.0, 380.0));
    assert_eq!(out.wingmates.len(), 1);
    let b = &out.wingmates[0];
    assert!(at(b.pose, 560.0, 380.0) && b.split.is_none() && b.pose.heading == 0.0, "{b:?}");
}

#[test]
fn a_red_maneuver_stresses_wingmates_and_splits_a_stressed_one() {
    let w = stressed(wing3(), "b", 1);
    let out = move_wing(&request(&w, Maneuver::new(1, Bearing::Straight), Difficulty::Red, &[])).unwrap();
    let a = &out.wingmates[0];
    assert_eq!(a.effects, vec![Effect::Stress { target: "a".into(), count: 1, source: "redManeuver" }]);
    let b = &out.wingmates[1];
    assert_eq!((b.split, b.end_of_activation, b.skip_action), (Some(SplitCause::StressedRedManeuver), Some(NO_DIAL), true));
    assert!(at(b.pose, 560.0, 500.0), "it waits at its previous position");
}

#[test]
fn a_blue_maneuver_removes_a_stress_from_a_stressed_wingmate() {
    let w = stressed(wing3(), "a", 2);
    let out = move_wing(&request(&w, Maneuver::new(1, Bearing::Straight), Difficulty::Blue, &[])).unwrap();
    assert_eq!(out.wingmates[0].effects, vec![Effect::StressRemoved { target: "a".into(), count: 1, source: "blueManeuver" }]);
    assert!(out.wingmates[1].effects.is_empty());
}

#[test]
fn a_blocked_wingmate_splits_and_flies_the_leaders_maneuver_from_where_it_was() {
    // Blocker: small ship at (590, 380), x 570..610, y 360..400. The right flank's place
    // (560, 380), x 540..580, overlaps it by 10 mm: it splits, goes back to (560, 500)
    // and flies the 2 straight to (560, 380), overlapping again, so it backs off along
    // the template until its front edge (y − 20) meets the blocker's rear edge 400:
    // y = 420, touching; it skips its action.
    let w = wing3();
    let others = vec![Piece::Ship(small("x", 590.0, 380.0, 0.0))];
    let out = move_wing(&request(&w, Maneuver::new(2, Bearing::Straight), Difficulty::White, &others)).unwrap();
    let b = &out.wingmates[1];
    assert_eq!(b.split, Some(SplitCause::CannotBePlacedWhileMoving));
    assert_eq!(b.fit.ships, vec!["x".to_string()]);
    assert!(b.skip_action);
    assert!((b.pose.x - 560.0).abs() < 1e-6 && (b.pose.y - 420.0).abs() < 1e-6, "{:?}", b.pose);
    assert!(!b.executed.as_ref().unwrap().complete);
    // The others are in formation; the tool is drawn for them.
    assert!(out.wingmates[0].split.is_none() && out.wingmates[2].split.is_none());
}

#[test]
fn a_wingmate_pushed_off_the_table_splits_and_the_leaders_flight_decides_the_rest() {
    // Leader (500, 80) facing +x; left flank (500, 20) above it. Bank left 1 (small):
    // (−37.574, 90.711) in the leader's frame → (590.711, 42.426), heading 45. The left
    // flank's place −60·right = −60·(√½, √½) → (548.284, 0.0): its base crosses y = 0,
    // so it splits and flies the bank itself, ending at (590.711, −17.574): fled.
    let w = Wing::new(
        small("L", 500.0, 80.0, 90.0),
        vec![
            Wingmate::new(small("a", 500.0, 20.0, 90.0), WingPosition::LeftFlank),
            Wingmate::new(small("b", 500.0, 140.0, 90.0), WingPosition::RightFlank),
        ],
    )
    .unwrap();
    let out = move_wing(&request(&w, Maneuver::new(1, Bearing::BankLeft), Difficulty::White, &[])).unwrap();
    let a = &out.wingmates[0];
    assert!(a.fit.outside && a.split == Some(SplitCause::CannotBePlacedWhileMoving));
    assert!(a.executed.as_ref().unwrap().fled);
    assert!((a.formation_pose.y).abs() < 1e-3 && (a.pose.y + 17.574).abs() < 1e-3, "{a:?}");
    assert!(out.wingmates[1].split.is_none());
}

#[test]
fn a_leader_that_flees_splits_every_wingmate_without_a_dial() {
    let mut w = wing3();
    w = Wing::new(w.leader.at(Pose::new(500.0, 60.0, 0.0)), w.wingmates().to_vec()).unwrap();
    let out = move_wing(&request(&w, Maneuver::new(2, Bearing::Straight), Difficulty::White, &[])).unwrap();
    assert!(out.leader.fled);
    for mv in &out.wingmates {
        assert_eq!((mv.split, mv.end_of_activation), (Some(SplitCause::LeaderRemoved), Some(NO_DIAL)));
    }
}

#[test]
fn a_wingmate_placed_on_an_obstacle_stays_in_formation_and_reports_it() {
    // A rock around (440, 460): under the left flank's place after a 1 straight
    // (leader to (500, 420); left flank (440, 420), y 400..440).
    let rock = Obstacle::new(
        "r",
        ObstacleKind::Asteroid,
        Polygon::from_trusted(vec![Vec2::new(430.0, 430.0), Vec2::new(450.0, 430.0), Vec2::new(440.0, 450.0)]),
    );
    let others = vec![Piece::Obstacle(rock)];
    let out = move_wing(&request(&wing3(), Maneuver::new(1, Bearing::Straight), Difficulty::White, &others)).unwrap();
    let a = &out.wingmates[0];
    assert!(a.split.is_none() && a.fit.obstacles == vec!["r".to_string()]);
}

#[test]
fn an_ionized_leader_flies_the_ion_maneuver_and_its_wingmates_split() {
    let w = wing3().led_with(MateFacts { tokens: MateState { ion: 1, ..MateState::default() }, ..MateFacts::default() });
    let out = move_wing(&request(&w, Maneuver::new(3, Bearing::TurnRight), Difficulty::White, &[])).unwrap();
    assert_eq!(out.leader.executed, Maneuver::new(1, Bearing::BankRight));
    assert_eq!(out.difficulty, Difficulty::Blue);
    assert!(out.wingmates.iter().all(|m| m.split == Some(SplitCause::LeaderIonized)));
}

#[test]
fn the_answer_does_not_depend_on_list_order() {
    let w = wing3();
    let mut mates = w.wingmates().to_vec();
    mates.reverse();
    let w2 = Wing::new(w.leader.clone(), mates).unwrap();
    let others = vec![Piece::Ship(small("x", 590.0, 380.0, 0.0)), Piece::Ship(small("y", 300.0, 300.0, 0.0))];
    let mut rev = others.clone();
    rev.reverse();
    let a = move_wing(&request(&w, Maneuver::new(2, Bearing::Straight), Difficulty::White, &others)).unwrap();
    let b = move_wing(&request(&w2, Maneuver::new(2, Bearing::Straight), Difficulty::White, &rev)).unwrap();
    assert_eq!(a, b);
}

mod properties {
    use super::*;
    use crate::overlap::overlap_between;
    use proptest::prelude::*;

    fn maneuver() -> impl Strategy<Value = Maneuver> {
        (0usize..Bearing::ALL.len(), 1u8..=5).prop_map(|(b, s)| {
            let bearing = Bearing::ALL[b];
            let (lo, hi) = bearing.standard_speeds();
            Maneuver::new(s.clamp(lo, hi), bearing)
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn wingmates_in_formation_face_the_leaders_way_and_overlap_no_ship(
            m in maneuver(), h in 0.0f64..360.0, red in any::<bool>(),
            blockers in prop::collection::vec((700.0f64..1100.0, 300.0f64..600.0), 0..6),
        ) {
            // A wing of six in formation at (900, 450) heading h, a few small ships around.
            let lead = Pose::new(900.0, 450.0, h);
            let mates: Vec<Wingmate> = WingPosition::ALL
                .iter()
                .enumerate()
                .map(|(i, p)| Wingmate::new(small(&format!("m{i}"), 0.0, 0.0, 0.0).at(FULL_TOOL.pose(&lead, crate::bases::Base::Small, crate::bases::Base::Small, *p)), *p))
                .collect();
            let w = Wing::new(small("L", 900.0, 450.0, h), mates).unwrap();
            let start: Vec<Piece> = std::iter::once(&w.leader).chain(w.wingmates().iter().map(|m| &m.ship)).map(|s| Piece::Ship(s.clone())).collect();
            let others: Vec<Piece> = blockers
                .iter()
                .enumerate()
                .map(|(i, (x, y))| Piece::Ship(small(&format!("x{i}"), *x, *y, 0.0)))
                .filter(|p| start.iter().all(|s| overlap_between(p, s).is_none()))
                .collect();
            let colour = if red { Difficulty::Red } else { Difficulty::White };
            let out = move_wing(&request(&w, m, colour, &others)).unwrap();
            let mut finals: Vec<Piece> = others.clone();
            finals.push(Piece::Ship(w.leader.at(out.leader.pose)));
            for (mate, mv) in w.wingmates().iter().zip(&out.wingmates) {
                finals.push(Piece::Ship(mate.ship.at(mv.pose)));
            }
            for (mate, mv) in w.wingmates().iter().zip(&out.wingmates) {
                if mv.split.is_some() {
                    prop_assert!(mv.skip_action);
                    continue;
                }
                prop_assert_eq!(mv.pose.heading, out.leader.pose.heading);
                prop_assert_eq!(mv.effects.len(), usize::from(red));
                let me = Piece::Ship(mate.ship.at(mv.pose));
                for other in finals.iter().filter(|p| p.id() != mate.ship.id) {
                    prop_assert!(overlap_between(&me, other).is_none(), "{} overlaps {}", mate.ship.id, other.id());
                }
            }
        }
    }
}
