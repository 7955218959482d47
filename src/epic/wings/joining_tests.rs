use super::*;
use crate::epic::wings::moving::MateState;
use crate::epic::wings::positions::WingPosition;
use crate::epic::wings::splitting::MateFacts;
use crate::epic::wings::tool::FULL_TOOL;
use crate::error::{expect_err, ErrorCode};
use crate::objects::Ship;
use crate::ships::ShipType;

fn small(id: &str, x: f64, y: f64, h: f64) -> Ship {
    Ship::new(id, ShipType::Small, Pose::new(x, y, h), Edition::Second, "ship").unwrap()
}

fn joiner(x: f64, y: f64) -> Wingmate {
    Wingmate::new(small("a", x, y, 30.0), WingPosition::LeftFlank)
}

/// The joiner at (400, 560) with `facts`.
fn with_facts(facts: MateFacts) -> Wingmate {
    Wingmate { facts, ..joiner(400.0, 560.0) }
}

/// Leader `L` at (500, 500) facing up, with `mates`.
fn wing(mates: &[Wingmate]) -> Wing {
    Wing::new(small("L", 500.0, 500.0, 0.0), mates.to_vec()).unwrap()
}

fn table<'a>(wing: &'a Wing, others: &'a [Piece]) -> JoinTable<'a> {
    JoinTable { wing, tool: FULL_TOOL, others, area: PlayArea::default() }
}

#[test]
fn a_ship_in_range_one_joins_in_its_position_with_one_stress() {
    // Leader (500, 500) facing up: the left flank's place is (440, 500) (tool_tests).
    // The ship at (400, 560) is well within 100 mm of the leader's base.
    let j = join(&joiner(400.0, 560.0), "L", &table(&wing(&[]), &[])).unwrap();
    assert!((j.pose.x - 440.0).abs() < 1e-9 && (j.pose.y - 500.0).abs() < 1e-9 && j.pose.heading == 0.0);
    assert_eq!((j.range, j.stress), (1, 1));
}

#[test]
fn each_condition_refuses_naming_its_rule() {
    let w = wing(&[]);
    let t = table(&w, &[]);
    let e = expect_err(join(&joiner(400.0, 560.0), "other", &t));
    assert!((e.field.as_str(), e.reason.contains("previous wing")) == ("ship.wingLeader", true), "{}", e.reason);
    let cases: Vec<(Wingmate, &str, &str)> = vec![
        // Leader's base y 480..520; a ship at y 700 (680..720) is 160 mm away: range 2.
        (joiner(500.0, 700.0), "ship.pose", "range 0–1"),
        (with_facts(MateFacts { tokens: MateState { stress: 1, ..MateState::default() }, ..MateFacts::default() }), "ship", "stressed"),
        (with_facts(MateFacts { tokens: MateState { ion: 1, ..MateState::default() }, ..MateFacts::default() }), "ship", "ionized"),
        (with_facts(MateFacts { tokens: MateState { tractor: 1, ..MateState::default() }, ..MateFacts::default() }), "ship", "tractored"),
        (with_facts(MateFacts { cloaked: true, ..MateFacts::default() }), "ship", "cloaked"),
    ];
    for (j, field, why) in cases {
        let e = expect_err(join(&j, "L", &t));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, field));
        assert!(e.reason.contains(why) && e.reason.contains("'Joining'"), "{}", e.reason);
    }
    let w = wing(&[]).led_with(MateFacts { cloaked: true, ..MateFacts::default() });
    let cloaked = table(&w, &[]);
    assert_eq!(expect_err(join(&joiner(400.0, 560.0), "L", &cloaked)).field, "leader");
}

#[test]
fn a_held_or_blocked_position_refuses_the_join() {
    let held = [Wingmate::new(small("z", 440.0, 500.0, 0.0), WingPosition::LeftFlank)];
    let e = expect_err(join(&joiner(400.0, 560.0), "L", &table(&wing(&held), &[])));
    assert!(e.reason.contains("held by \"z\""), "{}", e.reason);
    let others = [Piece::Ship(small("x", 430.0, 470.0, 0.0))];
    let e = expect_err(join(&joiner(400.0, 560.0), "L", &table(&wing(&[]), &others)));
    assert!(e.reason.contains("overlaps x"), "{}", e.reason);
}
