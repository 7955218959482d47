//! The effects of a ship's carried cards (`upgrades`) in the calls that read them:
//! `shipInfo`'s values, the round state's printed values (energy capacity, hull,
//! shields), `allowedActions` / `performAction`'s bar, `resolveAttack`'s weapon card,
//! energy limit and Bright Hope's reinforce. Expected values are read by hand from
//! xwing-data2 / xwing-data and the engine's reviewed cards (docs/conventions.md §7).

use crate::calls::shared::input::parse_text;
use crate::error::{expect_err, ErrorCode};
use crate::wire::to_text;

fn ship_info(text: &str) -> String {
    to_text(&crate::calls::squads::ship_info::run(parse_text(text).unwrap()).unwrap())
}

#[test]
fn ship_info_answers_a_2e_gr75_with_its_cards() {
    // GR-75 (card): hull 12, shields 3, energy 4. Luminous (title): energy +2, shields -1;
    // Comms Team: coordinate and jam; Turbolaser Battery offline (side 1) grants nothing.
    let r = ship_info(
        r#"{"edition": "2e", "ship": "gr75", "upgrades": {"title": ["luminous"], "team": ["commsteam"],
            "hardpoint": [{"id": "turbolaserbattery", "side": 1}]}}"#,
    );
    assert!(r.contains(r#""hull":12,"shields":2,"shieldRecurring":1,"energy":6,"energyRecurring":1"#), "{r}");
    assert!(
        r.contains(
            r#"{"action":"coordinate","colour":"white","upgrade":"Comms Team"},{"action":"jam","colour":"white","upgrade":"Comms Team"}]"#
        ),
        "{r}"
    );
    assert!(!r.contains(r#""upgrade":"Turbolaser Battery"#), "{r}");
    assert!(
        r.contains(
            r#"{"xws":"turbolaserbattery","name":"Turbolaser Battery (Offline)","side":1,"offline":true,"charges":null,"energyLimit":null}"#
        ),
        "{r}"
    );
    // Online, its white rotate arc is on the bar.
    let on = ship_info(r#"{"edition": "2e", "ship": "gr75", "upgrades": ["turbolaserbattery"]}"#);
    assert!(on.contains(r#"{"action":"rotate","colour":"white","upgrade":"Turbolaser Battery"}"#), "{on}");
    // Captain Needa (command): 4 charges, not recurring.
    let n = ship_info(r#"{"edition": "2e", "ship": "gozanti", "upgrades": {"command": ["captainneeda"]}}"#);
    assert!(n.contains(r#""charges":{"value":4,"recovers":0},"energyLimit":null"#), "{n}");
    // Without upgrades: the printed card and an empty list.
    let plain = ship_info(r#"{"edition": "2e", "ship": "gr75"}"#);
    assert!(plain.contains(r#""hull":12,"shields":3"#) && plain.ends_with(r#""upgrades":[]}"#), "{plain}");
}

#[test]
fn ship_info_answers_a_1e_gr75_with_its_cards() {
    // 1e GR-75 (xwing-data): hull 8, shields 4, energy 4. Bright Hope (title) +2 energy
    // limit; Combat Retrofit hull +2, shields +1; Quad Laser Cannons hold 2 energy.
    let r = ship_info(
        r#"{"edition": "1e", "ship": "gr75", "upgrades": {"title": ["brighthope"], "mod": ["combatretrofit"],
            "hardpoint": ["quadlasercannons"], "cargo": ["broadcastarray"]}}"#,
    );
    assert!(r.contains(r#""hull":10,"shields":5,"energy":6}"#), "{r}");
    assert!(r.contains(r#""name":"Quad Laser Cannons","side":0,"offline":false,"charges":null,"energyLimit":2"#), "{r}");
    assert!(r.contains(r#"{"action":"jam","colour":"white","upgrade":"Broadcast Array"}"#), "{r}");
    let e = expect_err(crate::calls::squads::ship_info::run(
        parse_text(r#"{"edition": "1e", "ship": "gr75", "upgrades": {"mod": ["nope"]}}"#).unwrap(),
    ));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "upgrades.mod[0]"));
}

fn gr75_2e(upgrades: &str, state: &str) -> String {
    format!(r#"{{"id": "g", "ship": "gr75", "pose": {{"x": 500, "y": 500, "heading": 0}}, "upgrades": {upgrades}{state}}}"#)
}

#[test]
fn a_granted_action_is_listed_and_performed() {
    // Carlist Rieekan (command) grants a red evade, which the GR-75's bar does not print.
    let allowed = |ship: &str| {
        let r = crate::calls::round::allowed_actions::run(parse_text(&format!(r#"{{"edition": "2e", "ship": {ship}}}"#)).unwrap()).unwrap();
        to_text(&r)
    };
    assert!(!allowed(&gr75_2e("[]", "")).contains(r#""action":"evade""#));
    assert!(allowed(&gr75_2e(r#"["carlistrieekan"]"#, "")).contains(r#""action":"evade","section":null,"allowed":true"#));
    // Performed: an evade token; red, so a stress token, which the huge ship removes by
    // spending 1 energy (seed 001 "Stress"): the energy 4 + 2 (Luminous) = 6 goes to 5.
    let ship = gr75_2e(r#"{"command": ["carlistrieekan"], "title": ["luminous"]}"#, "");
    let text = format!(r#"{{"edition": "2e", "ship": {ship}, "action": {{"type": "evade"}}}}"#);
    let r = to_text(&crate::calls::round::perform_action::run(parse_text(&text).unwrap()).unwrap());
    assert!(r.contains(r#""energy":5,"energyLimit":6"#) && r.contains(r#""evade":1"#) && r.contains(r#""stress":0"#), "{r}");
    let bare = format!(r#"{{"edition": "2e", "ship": {}, "action": {{"type": "evade"}}}}"#, gr75_2e("[]", ""));
    assert_eq!(expect_err(crate::calls::round::perform_action::run(parse_text(&bare).unwrap())).code, ErrorCode::NotAllowed);
}

#[test]
fn a_state_is_checked_against_the_changed_card() {
    // With Luminous the GR-75's energy capacity is 6 and its shield value 2.
    let state = r#", "state": {"cards": [{"shields": 2, "energy": 6}]}"#;
    let ok = format!(r#"{{"edition": "2e", "ships": [{}]}}"#, gr75_2e(r#"["luminous"]"#, state));
    assert!(crate::calls::round::end_phase::run(parse_text(&ok).unwrap()).is_ok());
    let bare = format!(r#"{{"edition": "2e", "ships": [{}]}}"#, gr75_2e("[]", state));
    let e = expect_err(crate::calls::round::end_phase::run(parse_text(&bare).unwrap()));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "ships[0].state.cards[0].energy"));
    // 3 shields are above Luminous's shield value of 2 (3 - 1).
    let over = format!(r#"{{"edition": "2e", "ships": [{}]}}"#, gr75_2e(r#"["luminous"]"#, r#", "state": {"cards": [{"shields": 3}]}"#));
    let e = expect_err(crate::calls::round::end_phase::run(parse_text(&over).unwrap()));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "ships[0].state.cards[0].shields"));
    // 1e: a carried Quad Laser Cannons lists itself with its energy limit 2 (seed 003 "Allocate Energy").
    let one = r#"{"edition": "1e", "ship": {"id": "g", "ship": "gr75", "pose": {"x": 500, "y": 500, "heading": 0},
        "upgrades": {"hardpoint": ["quadlasercannons"]}, "state": {"cards": [{"shields": 4, "energy": 3}]}},
        "steps": [{"type": "allocate", "upgrade": "Quad Laser Cannons", "amount": 2}]}"#;
    let r = crate::calls::round::energy_step::run(parse_text(one).unwrap());
    let r = to_text(&r.unwrap());
    assert!(r.contains(r#""upgrades":[{"name":"Quad Laser Cannons","energy":2,"energyLimit":2}]"#), "{r}");
}

fn attack(attacker: &str, defender: &str, weapon: &str) -> String {
    format!(r#"{{"edition": "2e", "attacker": {attacker}, "defender": {defender}, "weapon": {weapon}, "range": 4, "seed": 1}}"#)
}

#[test]
fn an_offline_or_missing_weapon_card_does_not_fire() {
    let fire = |upgrades: &str| {
        let a = format!(r#"{{"ship": "gr75", "upgrades": {upgrades}}}"#);
        crate::calls::attack::resolve_attack::run(
            parse_text(&attack(&a, r#"{"ship": "small"}"#, r#"{"upgrade": "turbolaserbattery"}"#)).unwrap(),
        )
    };
    assert!(fire(r#"["turbolaserbattery"]"#).is_ok());
    let e = expect_err(fire(r#"[{"id": "turbolaserbattery", "side": 1}]"#));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "weapon.upgrade"));
    assert!(e.reason.contains("offline"), "{}", e.reason);
    assert_eq!(expect_err(fire(r#"["commsteam"]"#)).code, ErrorCode::NotAllowed);
}

#[test]
fn a_defenders_energy_limit_includes_its_cards() {
    let hit = |upgrades: &str| {
        let d = format!(r#"{{"ship": "gr75", "upgrades": {upgrades}, "state": {{"pool": {{"hull": 12, "shields": 2}}, "energy": 6}}}}"#);
        crate::calls::attack::resolve_attack::run(
            parse_text(&attack(r#"{"ship": "small"}"#, &d, r#"{"kind": "special", "attack": 3, "range": [3, 5]}"#)).unwrap(),
        )
    };
    assert!(hit(r#"["luminous"]"#).is_ok());
    let e = expect_err(hit("[]"));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "defender.state.energy"));
}

#[test]
fn bright_hope_s_fore_reinforce_adds_two_evades() {
    // Seed 000: "A reinforce token assigned to your fore section adds 2 [evade] results
    // (instead of 1)." A GR-75 rolls no defense dice (agility 0): the evades are the token's.
    let evades = |upgrades: &str, at: &str| {
        let text = format!(
            r#"{{"edition": "1e", "attackDice": 3, "range": 2, "seed": 7, "attacker": {{"ship": "small"}},
                "defender": {{"ship": "gr75", "section": "{at}", "upgrades": {upgrades}, "tokens": {{"reinforce": "{at}"}}}}}}"#
        );
        let r = to_text(&crate::calls::attack::resolve_attack::run(parse_text(&text).unwrap()).unwrap());
        let at = r.find(r#""evades":"#).expect("evades") + r#""evades":"#.len();
        r[at..].chars().take_while(char::is_ascii_digit).collect::<String>().parse::<u32>().unwrap()
    };
    assert_eq!(evades(r#"{"title": ["brighthope"]}"#, "fore"), 2);
    assert_eq!(evades(r#"{"title": ["brighthope"]}"#, "aft"), 1);
    assert_eq!(evades("[]", "fore"), 1);
}

#[test]
fn place_move_gains_energy_up_to_the_raised_limit() {
    // 1e GR-75: energy limit 4 (xwing-data), +2 with Bright Hope (seed 000 "Bright Hope +2");
    // its 1 straight gains 3 energy (docs/conventions.md §7): 5 + 3 = 8, kept at 6.
    let req = |upgrades: &str, energy: u32| {
        format!(
            r#"{{"edition": "1e", "ship": {{"id": "g", "ship": "gr75", "pose": {{"x": 450, "y": 450, "heading": 0}},
                "energy": {energy}, "upgrades": {upgrades}}}, "maneuver": {{"speed": 1, "bearing": "straight"}}, "seed": 1}}"#
        )
    };
    let r = to_text(&crate::calls::table::place_move::run(parse_text(&req(r#"{"title": ["brighthope"]}"#, 5)).unwrap()).unwrap());
    assert!(r.contains(r#""energy":{"before":5,"after":6,"icons":3,"ionLoss":0,"limit":6}"#), "{r}");
    let e = expect_err(crate::calls::table::place_move::run(parse_text(&req("[]", 5)).unwrap()));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "ship.energy"));
}

#[test]
fn a_turret_secondary_weapon_measures_from_the_whole_base() {
    // Seed 000 "Turret Secondary Weapon": "it measures range from the closest point. Treat
    // both sections together as a single ship base". A 1e C-ROC's Heavy Laser Turret.
    let req = |from: &str| {
        format!(
            r#"{{"edition": "1e", "attacker": {{"id": "c", "ship": "croc", "pose": {{"x": 400, "y": 400, "heading": 0}}}},
                "defender": {{"id": "x", "ship": "small", "pose": {{"x": 400, "y": 700, "heading": 180}}}},
                "weapon": {{"upgrade": "heavylaserturret"}}{from}}}"#
        )
    };
    assert!(crate::calls::attack::measure_range::run(parse_text(&req("")).unwrap()).is_ok());
    let e = expect_err(crate::calls::attack::measure_range::run(parse_text(&req(r#", "from": "fore""#)).unwrap()));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "from"));
}

#[test]
fn a_free_action_names_a_huge_ship_only_card_the_ship_carries() {
    // Seed 000 "Free Actions": "except those allowed by Huge Ship Only Upgrade cards". The
    // 1e GR-75 carries Combat Retrofit (xwing-data: size huge) and Broadcast Array (not).
    let req = |card: &str| {
        format!(
            r#"{{"edition": "1e", "ship": {{"id": "g", "ship": "gr75", "pose": {{"x": 500, "y": 500, "heading": 0}},
                "upgrades": {{"mod": ["combatretrofit"], "cargo": ["broadcastarray"]}}}},
                "action": {{"type": "reinforce", "reinforce": "fore", "free": true, "hugeShipOnlyUpgrade": "{card}"}}}}"#
        )
    };
    assert!(crate::calls::round::perform_action::run(parse_text(&req("Combat Retrofit")).unwrap()).is_ok());
    for card in ["Broadcast Array", "Engine Upgrade"] {
        let e = expect_err(crate::calls::round::perform_action::run(parse_text(&req(card)).unwrap()));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "action.hugeShipOnlyUpgrade"), "{card}");
    }
}
