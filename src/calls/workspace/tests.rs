//! The kept table's calls answer as the one-shot calls; requests and kept state are checked.

use super::*;
use crate::calls::{check_overlap, measure_range, place_move};
use crate::error::{expect_err as err, ErrorCode};
use crate::wire::to_text;

const SHIPS: &str = r#"[{"id": "g", "ship": "gr75", "pose": {"x": 400, "y": 400, "heading": 0}},
    {"id": "a", "ship": "small", "pose": {"x": 400, "y": 250, "heading": 180}},
    {"id": "b", "ship": "large", "pose": {"x": 700, "y": 400, "heading": 90}}]"#;
const ROCKS: &str = r#"[{"id": "r", "type": "asteroid", "points": [[430, 380], [470, 380], [450, 420]]}]"#;

fn ws() -> Workspace {
    Workspace::from_text(&format!(r#"{{"edition": "2e", "ships": {SHIPS}, "obstacles": {ROCKS}}}"#)).unwrap()
}

#[test]
fn kept_calls_answer_as_the_one_shot_calls() {
    let w = ws();
    let t = w.table();
    let one: place_move::Response = place_move::run(
        parse_text(&format!(
            r#"{{"edition": "2e", "seed": 3, "ship": {{"id": "g", "ship": "gr75", "pose": {{"x": 400, "y": 400, "heading": 0}}}},
            "maneuver": {{"speed": 3, "bearing": "straight"}}, "ships": {SHIPS}, "obstacles": {ROCKS}}}"#
        ))
        .unwrap(),
    )
    .unwrap();
    let kept = place_move::run_on(parse_text(r#"{"seed": 3, "ship": "g", "maneuver": {"speed": 3, "bearing": "straight"}}"#).unwrap(), &t)
        .unwrap();
    assert_eq!(to_text(&one), to_text(&kept));
    let one = measure_range::run(
        parse_text(&format!(
            r#"{{"attacker": {{"id": "a", "ship": "small", "pose": {{"x": 400, "y": 250, "heading": 180}}}},
            "defender": {{"id": "b", "ship": "large", "pose": {{"x": 700, "y": 400, "heading": 90}}}},
            "ships": {SHIPS}, "obstacles": {ROCKS}}}"#
        ))
        .unwrap(),
    )
    .unwrap();
    let kept = measure_range::run_on(parse_text(r#"{"attacker": "a", "defender": "b"}"#).unwrap(), &t).unwrap();
    assert_eq!(to_text(&one), to_text(&kept));
    let one = check_overlap::run(
        parse_text(&format!(
            r#"{{"ship": {{"id": "g", "ship": "gr75", "pose": {{"x": 400, "y": 400, "heading": 0}}}},
            "ships": {SHIPS}, "obstacles": {ROCKS}}}"#
        ))
        .unwrap(),
    )
    .unwrap();
    assert!(to_text(&one).contains(r#""id":"r""#), "the GR-75 overlaps the rock, so the comparison says something");
    let kept = crate::overlap::check_overlap(t.piece("g", "ship").unwrap(), t.pieces());
    assert_eq!(to_text(&one), to_text(&kept));
}

#[test]
fn kept_setup_is_checked_as_the_one_shot_call() {
    use crate::calls::table::check_setup;
    let w = ws();
    let t = w.table();
    let one = check_setup::run(
        parse_text(&format!(
            r#"{{"ship": {{"id": "g", "ship": "gr75", "pose": {{"x": 400, "y": 400, "heading": 0}}}},
            "setupArea": {{"edge": "bottom"}}, "ships": {SHIPS}, "obstacles": {ROCKS}}}"#
        ))
        .unwrap(),
    )
    .unwrap();
    let kept = check_setup::run_on(parse_text(r#"{"ship": "g", "setupArea": {"edge": "bottom"}}"#).unwrap(), &t).unwrap();
    assert_eq!(to_text(&one), to_text(&kept));
    assert!(to_text(&kept).contains(r#""overlaps":["r"]"#), "the rock under the GR-75 is found: {}", to_text(&kept));
}

#[test]
fn requests_name_what_is_wrong() {
    let w = ws();
    let t = w.table();
    let mv = |s: &str| place_move::run_on(parse_text(s).unwrap(), &t);
    let e = err(mv(r#"{"ship": "zz", "maneuver": {"speed": 1, "bearing": "straight"}}"#));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "ship"));
    let e = err(mv(r#"{"ship": "r", "maneuver": {"speed": 1, "bearing": "straight"}}"#));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "ship"));
    let e = err(mv(r#"{"edition": "1e", "ship": "g", "maneuver": {"speed": 1, "bearing": "straight"}}"#));
    assert_eq!(e.field, "edition");
    let e = err(mv(r#"{"ship": "g", "playArea": {"width": 900, "height": 900}, "maneuver": {"speed": 1, "bearing": "straight"}}"#));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "playArea"));
    // setTable's `table` is gone: an unknown key, read before the request is run.
    let e = err(parse_text::<place_move::Request<String>>(r#"{"ship": "g", "maneuver": {"speed": 1, "bearing": "straight"}, "table": 1}"#));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "table"));
    let e = err(measure_range::run_on(parse_text(r#"{"attacker": "a", "defender": "q"}"#).unwrap(), &t));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "defender"));
}

#[test]
fn kept_state_is_checked_and_read() {
    let e = err(Workspace::from_text(
        r#"{"ships": [{"id": "a", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}, "state": {"cards": []}}]}"#,
    ));
    assert_eq!(e.field, "ships[0].state");
    let e =
        err(Workspace::from_text(r#"{"ships": [{"id": "a", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}, "stress": 100}]}"#));
    assert_eq!(e.field, "ships[0].stress");
    let e = err(Workspace::from_text(
        r#"{"edition": "1e", "ships": [{"id": "a", "ship": "cr90", "pose": {"x": 0, "y": 0, "heading": 0}, "crippled": ["mid"]}]}"#,
    ));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "ships[0].crippled[0]"));
    // A ship has two sections: a third is refused while read, in the kept table and in
    // measureRange's defender alike (before the ship, here unknown, is resolved).
    let e = err(Workspace::from_text(
        r#"{"edition": "1e", "ships": [{"id": "a", "ship": "cr90", "pose": {"x": 0, "y": 0, "heading": 0}, "crippled": ["fore", "aft", "fore"]}]}"#,
    ));
    assert_eq!(
        (e.code, e.field.as_str(), e.reason.as_str()),
        (ErrorCode::TooLarge, "ships[0].crippled", "a ship has at most two sections")
    );
    let pose = r#""pose": {"x": 0, "y": 0, "heading": 0}"#;
    let text = format!(
        r#"{{"attacker": {{"id": "a", "ship": "cr90", {pose}}}, "defender": {{"id": "b", "ship": "nope", {pose}, "crippled": ["fore", "aft", "aft"]}}}}"#
    );
    let e = err(parse_text(&text).and_then(measure_range::run));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::TooLarge, "defender.crippled"));
    // The kept stress is what the ship's maneuvers read.
    let w = Workspace::from_text(r#"{"ships": [{"id": "a", "ship": "small", "pose": {"x": 400, "y": 400, "heading": 0}, "stress": 2}]}"#)
        .unwrap();
    assert_eq!(w.table().ship("a", "id").unwrap().mover.stress, 2);
}

#[test]
fn kept_action_is_performed_as_the_one_shot_call() {
    use crate::calls::round::perform_action;
    // A 1e GR-75 jams an enemy small ship 200 mm away (range 1 of the 1e jam action).
    let g = r#"{"id": "g", "ship": "gr75", "pose": {"x": 500, "y": 500, "heading": 0}, "player": 0,
        "state": {"cards": [{"shields": 2, "energy": 3}], "tokens": {"ion": 1}}}"#;
    let x = r#"{"id": "x", "ship": "small", "pose": {"x": 700, "y": 500, "heading": 0}, "player": 1, "stress": 1}"#;
    let action = r#"{"type": "jam", "target": "x", "actionBar": ["jam"]}"#;
    let one = perform_action::run(parse_text(&format!(r#"{{"edition": "1e", "ship": {g}, "ships": [{x}], "action": {action}}}"#)).unwrap())
        .unwrap();
    let w = Workspace::from_text(&format!(r#"{{"edition": "1e", "ships": [{g}, {x}]}}"#)).unwrap();
    let t = w.table();
    let kept = perform_action::run_on(parse_text(&format!(r#"{{"ship": "g", "action": {action}}}"#)).unwrap(), &t).unwrap();
    assert_eq!(to_text(&one), to_text(&kept));
    let e = err(perform_action::run_on(parse_text(r#"{"ship": "g", "action": {"type": "jam", "target": "g"}}"#).unwrap(), &t));
    assert_eq!(e.field, "action.target");
    let e = err(perform_action::run_on(parse_text(r#"{"ship": "x", "action": {"type": "recover"}}"#).unwrap(), &t));
    assert_eq!(e.field, "ship.ship");
}

#[test]
fn a_kept_ship_keeps_its_upgrades() {
    // 2e GR-75 with Luminous (energy 4 + 2) and Carlist Rieekan (a red evade): its kept
    // state may hold 6 energy, and its evade is performed, the red stress paid with 1 energy.
    let ship = r#"{"id": "g", "ship": "gr75", "pose": {"x": 400, "y": 400, "heading": 0},
        "upgrades": {"title": ["luminous"], "command": ["carlistrieekan"]}, "state": {"cards": [{"shields": 2, "energy": 6}]}}"#;
    let w = Workspace::from_text(&format!(r#"{{"edition": "2e", "ships": [{ship}]}}"#)).unwrap();
    let r = crate::calls::round::perform_action::run_on(parse_text(r#"{"ship": "g", "action": {"type": "evade"}}"#).unwrap(), &w.table());
    let r = to_text(&r.unwrap());
    assert!(r.contains(r#""energy":5,"energyLimit":6"#) && r.contains(r#""evade":1"#), "{r}");
    let bare = ship.replace(r#""title": ["luminous"], "#, "");
    let e = err(Workspace::from_text(&format!(r#"{{"edition": "2e", "ships": [{bare}]}}"#)));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "ships[0].state.cards[0].energy"));
}

#[test]
fn kept_attack_is_resolved_as_the_one_shot_call() {
    use crate::calls::attack::resolve_attack;
    let w = ws();
    let t = w.table();
    // `a` (small, facing down the table) attacks `b` (large) to its front; `g` and the rock
    // lie between them and may obstruct.
    let kept = resolve_attack::run_on(
        parse_text(r#"{"seed": 7, "attackDice": 3, "defenseDice": 1, "attacker": {"id": "a"}, "defender": {"id": "b"}}"#).unwrap(),
        &t,
    );
    let one = resolve_attack::run(
        parse_text(&format!(
            r#"{{"edition": "2e", "seed": 7, "attackDice": 3, "defenseDice": 1,
            "attacker": {{"id": "a", "ship": "small", "pose": {{"x": 400, "y": 250, "heading": 180}}}},
            "defender": {{"id": "b", "ship": "large", "pose": {{"x": 700, "y": 400, "heading": 90}}}},
            "ships": {SHIPS}, "obstacles": {ROCKS}}}"#
        ))
        .unwrap(),
    );
    let (kept, one) = (kept.map(|r| to_text(&r)), one.map(|r| to_text(&r)));
    assert!(kept.as_ref().is_ok_and(|t| t.contains(r#""measured":true,"range":3"#)), "{kept:?}");
    assert_eq!(kept, one);
    let e = err(resolve_attack::run_on(parse_text(r#"{"attacker": {"id": "q"}, "defender": {"id": "b"}}"#).unwrap(), &t));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "attacker.id"));
    let e = err(resolve_attack::run_on(
        parse_text(r#"{"attacker": {"id": "a", "pose": {"x": 0, "y": 0, "heading": 0}}, "defender": {"id": "b"}}"#).unwrap(),
        &t,
    ));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "attacker.pose"));
    let e = err(resolve_attack::run_on(parse_text(r#"{"attacker": {"id": "a"}, "defender": {"id": "b", "ship": "cr90"}}"#).unwrap(), &t));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "defender.ship"));
    // A `pilot` without `ship` names a pilot of the kept ship's type.
    let e = err(resolve_attack::run_on(parse_text(r#"{"attacker": {"id": "a"}, "defender": {"id": "b", "pilot": "x"}}"#).unwrap(), &t));
    assert_eq!((e.code, e.field.as_str(), e.reason.as_str()), (ErrorCode::Unknown, "defender.pilot", "no 2e pilot \"x\" flies the large"));
    let e = err(resolve_attack::run_on(parse_text(r#"{"attacker": {"id": "a"}, "defender": {"id": "b"}, "ships": []}"#).unwrap(), &t));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "ships"));
}

#[test]
fn a_kept_round_state_is_the_defenders_unless_one_is_given() {
    use crate::calls::attack::resolve_attack;
    let state = r#"{"cards": [{"shields": 1, "energy": 2}]}"#;
    let g = format!(r#"{{"id": "g", "ship": "gr75", "pose": {{"x": 600, "y": 500, "heading": 270}}, "state": {state}}}"#);
    let x = r#"{"id": "x", "ship": "small", "pose": {"x": 300, "y": 500, "heading": 90}}"#;
    let w = Workspace::from_text(&format!(r#"{{"edition": "2e", "ships": [{g}, {x}]}}"#)).unwrap();
    let t = w.table();
    let req = r#""seed": 4, "attackDice": 4, "attacker": {"id": "x"}"#;
    let kept = resolve_attack::run_on(parse_text(&format!(r#"{{{req}, "defender": {{"id": "g"}}}}"#)).unwrap(), &t).map(|r| to_text(&r));
    let one = resolve_attack::run(
        parse_text(&format!(
            r#"{{"edition": "2e", "seed": 4, "attackDice": 4, "attacker": {{"id": "x", "ship": "small", "pose": {{"x": 300, "y": 500, "heading": 90}}}},
            "defender": {{"id": "g", "ship": "gr75", "pose": {{"x": 600, "y": 500, "heading": 270}}, "roundState": {state}}}, "ships": [{g}, {x}]}}"#
        ))
        .unwrap(),
    )
    .map(|r| to_text(&r));
    assert!(kept.as_ref().is_ok_and(|t| t.contains(r#""roundState""#)), "{kept:?}");
    assert_eq!(kept, one);
    // Tokens given instead: the kept state is not read (as the one-shot call without roundState).
    let tokens =
        resolve_attack::run_on(parse_text(&format!(r#"{{{req}, "defender": {{"id": "g", "tokens": {{"evade": 1}}}}}}"#)).unwrap(), &t);
    assert!(tokens.is_ok_and(|r| !to_text(&r).contains(r#""roundState""#)));
}

#[test]
fn update_changes_a_kept_ships_cards() {
    let update = |w: &Workspace, text: &str| w.update(text);
    // 2e GR-75 (xwing-data2: energy 4): with Luminous (energy +2) its kept state may hold 6 energy.
    let w =
        Workspace::from_text(r#"{"edition": "2e", "ships": [{"id": "g", "ship": "gr75", "pose": {"x": 400, "y": 400, "heading": 0}}]}"#)
            .unwrap();
    let six = r#""state": {"cards": [{"shields": 2, "energy": 6}]}"#;
    let e = err(update(&w, &format!(r#"{{"id": "g", {six}}}"#)));
    assert_eq!(e.field, "state.cards[0].energy");
    update(&w, &format!(r#"{{"id": "g", "upgrades": {{"title": ["luminous"]}}, {six}}}"#)).unwrap();
    assert_eq!(w.table().ship("g", "id").unwrap().carried.cards.len(), 1);
    // A kept round state was checked against the old cards: new cards need it again.
    let e = err(update(&w, r#"{"id": "g", "upgrades": []}"#));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "upgrades"));
    assert_eq!(w.table().ship("g", "id").unwrap().carried.cards.len(), 1, "a refused update changes nothing");
    let e = err(update(&w, &format!(r#"{{"id": "g", "upgrades": [], {six}}}"#)));
    assert_eq!(e.field, "state.cards[0].energy");
    update(&w, r#"{"id": "g", "upgrades": [], "state": {"cards": [{"shields": 3, "energy": 4}]}}"#).unwrap();
    assert!(w.table().ship("g", "id").unwrap().carried.cards.is_empty());
    let e = err(update(&w, r#"{"id": "g", "upgrades": ["nosuchcard"]}"#));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "upgrades[0]"));
}

#[test]
fn update_of_1e_cards_moves_the_energy_limit_unless_given() {
    // 1e GR-75 (energy limit 4, seed 003); Bright Hope: "Energy Limit Increase +2" (seed 000).
    let update = |w: &Workspace, text: &str| w.update(text);
    let w =
        Workspace::from_text(r#"{"edition": "1e", "ships": [{"id": "g", "ship": "gr75", "pose": {"x": 400, "y": 400, "heading": 0}}]}"#)
            .unwrap();
    update(&w, r#"{"id": "g", "upgrades": {"title": ["brighthope"]}}"#).unwrap();
    assert_eq!(w.table().ship("g", "id").unwrap().mover.energy_limit, Some(6));
    update(&w, r#"{"id": "g", "upgrades": [], "energyLimit": 5}"#).unwrap();
    assert_eq!(w.table().ship("g", "id").unwrap().mover.energy_limit, Some(5));
    update(&w, r#"{"id": "g", "upgrades": []}"#).unwrap();
    assert_eq!(w.table().ship("g", "id").unwrap().mover.energy_limit, Some(4));
}

#[test]
fn a_1e_ships_energy_limit_follows_its_cards_given_beside_a_round_state() {
    // 1e GR-75 (energy limit 4, seed 003) with Bright Hope ("Energy Limit Increase +2", seed 000),
    // added with a round state: when an update gives loose fields instead, 5 energy is in its limit.
    let gr75 = r#"{"id": "g", "ship": "gr75", "pose": {"x": 400, "y": 400, "heading": 0},
        "upgrades": {"title": ["brighthope"]}, "state": {"cards": [{"shields": 0, "energy": 0}]}}"#;
    let w = Workspace::from_text(&format!(r#"{{"edition": "1e", "ships": [{gr75}]}}"#)).unwrap();
    w.update(r#"{"id": "g", "energy": 5}"#).unwrap();
    assert_eq!(w.table().ship("g", "id").unwrap().mover.energy_limit, Some(6));
    assert!(w.query(r#"{"ship": "g", "maneuver": {"speed": 2, "bearing": "straight"}}"#, crate::calls::place_move::run_on).is_ok());
}

#[test]
fn the_moving_ship_reads_its_crippled_sections_as_a_kept_ship() {
    use crate::overlap::outcome::Effect;
    // Seed 003 "Crippled Sections": they "cannot suffer damage". The 1e CR90 at (900, 600)
    // flies 2 straight to end centred at (900, 520): its aft half spans y 520..632.4, and the
    // debris at x 930..960, y 580..610 lies under it alone (as round::maneuver_tests).
    let cr90 = |crippled: &str| format!(r#"{{"id": "c", "ship": "cr90", "pose": {{"x": 900, "y": 600, "heading": 0}}{crippled}}}"#);
    let rock = r#"[{"id": "a", "type": "debris", "points": [[930, 580], [960, 580], [960, 610], [930, 610]]}]"#;
    let two = r#""seed": 7, "maneuver": {"speed": 2, "bearing": "straight"}"#;
    let one = |ship: &str| place_move::run(parse_text(&format!(r#"{{"edition": "1e", "ship": {ship}, {two}, "obstacles": {rock}}}"#))?);
    let cards = |r: &place_move::Response| r.placed.outcome.effects.iter().filter(|e| matches!(e, Effect::FaceupCard { .. })).count();
    // Not crippled: the aft is dealt its faceup card.
    assert_eq!(cards(&one(&cr90("")).unwrap()), 1);
    // Its aft crippled on the moving ship: the debris is still removed, no card is dealt.
    let crippled = one(&cr90(r#", "crippled": ["aft"]"#)).unwrap();
    assert_eq!((crippled.placed.removed_obstacles.clone(), cards(&crippled)), (vec!["a".to_string()], 0));
    // The same ship kept by a workspace moves the same.
    let w = Workspace::from_text(&format!(r#"{{"edition": "1e", "ships": [{}], "obstacles": {rock}}}"#, cr90(r#", "crippled": ["aft"]"#)))
        .unwrap();
    let kept = place_move::run_on(parse_text(&format!(r#"{{"ship": "c", {two}}}"#)).unwrap(), &w.table()).unwrap();
    assert_eq!(to_text(&crippled), to_text(&kept));
    // Its kept-ship fields are checked as a kept ship's: the same code, under `ship`.
    for (bad, field) in [(r#""crippled": ["mid"]"#, "crippled[0]"), (r#""player": -1"#, "player"), (r#""team": 1.5"#, "team")] {
        let e = err(one(&cr90(&format!(", {bad}"))));
        let k = err(Workspace::from_text(&format!(r#"{{"edition": "1e", "ships": [{}]}}"#, cr90(&format!(", {bad}")))));
        assert_eq!((e.code, e.field.clone()), (k.code, format!("ship.{field}")));
        assert_eq!(k.field, format!("ships[0].{field}"));
    }
}
