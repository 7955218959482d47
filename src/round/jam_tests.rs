//! Hand-derived cases of 2e "Jam" on a round state.

use super::*;
use crate::attack::Reinforce;
use crate::edition::Edition;
use crate::error::{expect_err, ErrorCode};
use crate::ships::HugeShip;

fn gr75(focus: u32, evade: u32, locks: &[&str]) -> ShipState {
    let mut s = ShipState::setup(HugeShip::Gr75, Edition::Second);
    s.tokens.focus = focus;
    s.tokens.evade = evade;
    s.tokens.locks = locks.iter().map(|l| l.to_string()).collect();
    s
}

#[test]
fn one_thing_to_lose_needs_no_choice() {
    // One focus (or two alike): it loses one focus, and the jam token goes: jam 0.
    for (focus, after) in [(1, 0), (2, 1)] {
        let mut s = gr75(focus, 0, &[]);
        assert_eq!(become_jammed(&mut s, None).unwrap(), Some(JamLoss::Focus));
        assert_eq!((s.tokens.focus, s.tokens.jam), (after, 0));
    }
    // One lock and nothing green: the lock breaks.
    let mut s = gr75(0, 0, &["x"]);
    assert_eq!(become_jammed(&mut s, None).unwrap(), Some(JamLoss::Lock { id: "x".into() }));
    assert!(s.tokens.locks.is_empty() && s.tokens.jam == 0);
}

#[test]
fn nothing_to_lose_remains_jammed() {
    // "If the ship does not have any green tokens or is not maintaining any locks, it remains jammed."
    let mut s = gr75(0, 0, &[]);
    s.tokens.jam = 1;
    assert_eq!(become_jammed(&mut s, None).unwrap(), None);
    assert_eq!(s.tokens.jam, 2);
    // A choice of something the ship does not have is refused, naming the field.
    let e = expect_err(become_jammed(&mut gr75(0, 0, &[]), Some(&JamPick::Focus)));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, PICK_FIELD));
}

#[test]
fn several_kinds_need_the_jamming_players_choice() {
    // Focus, evade and a reinforce token, and locks on "b" and "a": five options.
    let mut s = gr75(1, 1, &["b", "a"]);
    s.tokens.reinforce = Some(Reinforce::FullFront);
    let e = expect_err(become_jammed(&mut s.clone(), None));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, PICK_FIELD));
    // The options are listed in a fixed order, locks by id, whatever the state's order.
    assert!(e.reason.contains("a focus token, a evade token, a reinforce token, its lock on \"a\", its lock on \"b\""), "{}", e.reason);
    let mut flipped = s.clone();
    flipped.tokens.locks.reverse();
    assert_eq!(expect_err(become_jammed(&mut flipped, None)).reason, e.reason);
    // Evade chosen: evade 1 → 0, the rest stays, jam 0.
    let mut t = s.clone();
    assert_eq!(become_jammed(&mut t, Some(&JamPick::Evade)).unwrap(), Some(JamLoss::Evade));
    assert_eq!((t.tokens.focus, t.tokens.evade, t.tokens.jam, t.tokens.reinforce.is_some()), (1, 0, 0, true));
    // Reinforce chosen: the token goes.
    let mut t = s.clone();
    become_jammed(&mut t, Some(&JamPick::Reinforce)).unwrap();
    assert_eq!(t.tokens.reinforce, None);
    // A lock, but two are held: which one is asked for; naming "a" breaks it, "b" stays.
    let e = expect_err(become_jammed(&mut s.clone(), Some(&JamPick::Lock(None))));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, LOCK_FIELD));
    let mut t = s.clone();
    assert_eq!(become_jammed(&mut t, Some(&JamPick::Lock(Some("a".into())))).unwrap(), Some(JamLoss::Lock { id: "a".into() }));
    assert_eq!(t.tokens.locks, vec!["b".to_string()]);
    let e = expect_err(become_jammed(&mut s.clone(), Some(&JamPick::Lock(Some("z".into())))));
    assert_eq!(e.field, LOCK_FIELD);
    // probe_pick: the first option, for asking whether the jam is allowed at all.
    assert_eq!(probe_pick(&s.tokens), Some(JamPick::Focus));
    assert_eq!(probe_pick(&gr75(2, 0, &[]).tokens), None);
}

#[test]
fn a_jammed_ship_sheds_one_gain_per_jam_token() {
    // Jam 2: the first gain goes with one jam token (2 → 1), then the next (1 → 0), then gains stay.
    let mut s = gr75(0, 0, &[]);
    s.tokens.jam = 2;
    assert!(sheds_gain(&mut s) && s.tokens.jam == 1);
    assert!(sheds_gain(&mut s) && s.tokens.jam == 0);
    assert!(!sheds_gain(&mut s));
}
