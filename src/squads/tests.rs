//! Hand-built squads, one per rule, with the figures read from the vendored data
//! (xwing-data2 pilots/ and upgrades/, xwing-data pilots.js and upgrades.js).

use super::*;

fn pilot(id: &str, upgrades: &[(&str, &[&str])]) -> Pilot {
    Pilot {
        id: id.into(),
        ship: None,
        upgrades: upgrades.iter().map(|(k, v)| (k.to_string(), v.iter().map(|s| s.to_string()).collect())).collect(),
        multisection: None,
    }
}

fn pilot_1e(ship: &str, name: &str, upgrades: &[(&str, &[&str])]) -> Pilot {
    Pilot { ship: Some(ship.into()), ..pilot(name, upgrades) }
}

fn squad(faction: &str, pilots: Vec<Pilot>) -> Squad {
    Squad { faction: faction.into(), pilots }
}

/// The (rule, pilot, upgrade) of every problem.
fn rules(r: &Report) -> Vec<(&'static str, Option<usize>, Option<&str>)> {
    r.problems.iter().map(|p| (p.rule.as_str(), p.pilot, p.upgrade.as_deref())).collect()
}

fn luke() -> Pilot {
    // Luke Skywalker (t65xwing): cost 6, loadout 24; Instinctive Aim 2 + Proton Torpedoes 12
    // + R2-D2 8 + Servomotor S-foils 0 = 22 loadout points.
    pilot(
        "lukeskywalker",
        &[
            ("force-power", &["instinctiveaim"]),
            ("torpedo", &["protontorpedoes"]),
            ("astromech", &["r2d2"]),
            ("configuration", &["servomotorsfoils"]),
        ],
    )
}

#[test]
fn a_legal_standard_squad() {
    let r = check(Edition::Second, Mode::Standard, &squad("rebelalliance", vec![luke()]), None);
    assert!(r.legal, "{:?}", r.problems);
    assert_eq!((r.points, r.pilots[0].loadout), (6, 22));
}

#[test]
fn unknown_ids_are_named_with_the_nearest() {
    let s = squad(
        "rebelalliance",
        vec![pilot("lukeskywalkr", &[]), pilot("wedgeantilles", &[("torpedo", &["protontorpedos"]), ("torpedos", &[])])],
    );
    let r = check(Edition::Second, Mode::Standard, &s, None);
    assert_eq!(
        rules(&r),
        vec![("unknownPilot", Some(0), None), ("unknownUpgrade", Some(1), Some("protontorpedos")), ("unknownSlot", Some(1), None)]
    );
    assert!(r.problems[0].message.contains("lukeskywalker"), "{}", r.problems[0].message);
    assert!(r.problems[1].message.contains("protontorpedoes"), "{}", r.problems[1].message);
    assert!(r.problems[2].message.contains("torpedo"), "{}", r.problems[2].message);
    let r = check(Edition::Second, Mode::Standard, &squad("rebels", vec![luke()]), None);
    assert_eq!(rules(&r)[0].0, "unknownFaction");
}

#[test]
fn faction_format_and_restrictions() {
    // Luke in an Imperial squad; the Echo Base Evacuees (GR-75, epic only) in standard;
    // S-foils (t65xwing only) and Afterburners (small only) on the GR-75.
    let gr75 = pilot("echobaseevacuees", &[("configuration", &["servomotorsfoils"]), ("modification", &["afterburners"])]);
    let r = check(Edition::Second, Mode::Standard, &squad("galacticempire", vec![luke(), gr75]), None);
    let got = rules(&r);
    assert!(got.contains(&("faction", Some(0), None)), "{got:?}");
    assert!(got.contains(&("format", Some(1), None)), "{got:?}");
    assert!(got.contains(&("restriction", Some(1), Some("servomotorsfoils"))), "{got:?}");
    assert!(got.contains(&("restriction", Some(1), Some("afterburners"))), "{got:?}");
    // R2-D2 is Rebel only: refused on a Scum pilot... the faction restriction names it.
    assert!(r.problems.iter().any(|p| p.rule == Rule::Restriction && p.message.contains("Afterburners") && p.message.contains("small")));
}

#[test]
fn slots_dual_slot_cards_and_granted_slots() {
    // Luke has one torpedo slot: two torpedoes do not fit; the message names both.
    let two = pilot("lukeskywalker", &[("torpedo", &["protontorpedoes", "protontorpedoes"])]);
    let r = check(Edition::Second, Mode::Standard, &squad("rebelalliance", vec![two]), None);
    assert_eq!(rules(&r), vec![("slot", Some(0), Some("protontorpedoes"))]);
    // Syndicate Smugglers (C-ROC): two crew slots. Jabba the Hutt takes both; with
    // another crew card it does not fit. No turret slot, but Merchant One grants one.
    let crocs = |up: &[(&str, &[&str])]| squad("scumandvillainy", vec![pilot("syndicatesmugglers", up)]);
    let r = check(Edition::Second, Mode::Epic, &crocs(&[("crew", &["jabbathehutt"])]), None);
    assert!(r.legal, "{:?}", r.problems);
    let r = check(Edition::Second, Mode::Epic, &crocs(&[("crew", &["jabbathehutt", "4lom"])]), None);
    assert_eq!(rules(&r), vec![("slot", Some(0), Some("4lom"))]);
    let r = check(Edition::Second, Mode::Epic, &crocs(&[("turret", &["dorsalturret"])]), None);
    assert_eq!(rules(&r), vec![("slot", Some(0), Some("dorsalturret"))]);
    let r = check(Edition::Second, Mode::Epic, &crocs(&[("turret", &["dorsalturret"]), ("title", &["merchantone"])]), None);
    assert!(r.legal, "{:?}", r.problems);
    // A card listed under another slot's key.
    let r = check(Edition::Second, Mode::Epic, &crocs(&[("cargo", &["4lom"])]), None);
    assert_eq!(rules(&r)[0], ("slotKey", Some(0), Some("4lom")));
}

#[test]
fn epic_command_slot_for_standard_ships() {
    // Seed 004: in Epic each standard ship has a command slot. Dreadnought Hunter (epic
    // only) on Wedge: legal in Epic, and in standard both its format and its slot fail.
    let wedge = pilot("wedgeantilles", &[("command", &["dreadnoughthunter"])]);
    let s = squad("rebelalliance", vec![wedge]);
    assert!(check(Edition::Second, Mode::Epic, &s, None).legal);
    let r = check(Edition::Second, Mode::Standard, &s, None);
    let got = rules(&r);
    assert_eq!(got, vec![("format", Some(0), Some("dreadnoughthunter")), ("slot", Some(0), Some("dreadnoughthunter"))]);
}

#[test]
fn limited_loadout_and_epic_requirements() {
    // Two Luke Skywalkers (limited 1).
    let r = check(Edition::Second, Mode::Standard, &squad("rebelalliance", vec![luke(), pilot("lukeskywalker", &[])]), None);
    assert_eq!(rules(&r), vec![("limited", Some(1), None)]);
    // Wedge: loadout 9; Proton Torpedoes cost 12.
    let r = check(
        Edition::Second,
        Mode::Standard,
        &squad("rebelalliance", vec![pilot("wedgeantilles", &[("torpedo", &["protontorpedoes"])])]),
        None,
    );
    assert_eq!(rules(&r), vec![("loadout", Some(0), None)]);
    // Echo Base Evacuees 65 + Turbolaser Battery 10 = 75 squad points (loadout 0: upgrades
    // cost squad points); limit 100 allows 50 on huge ships.
    let gr75 = pilot("echobaseevacuees", &[("hardpoint", &["turbolaserbattery"])]);
    let r = check(Edition::Second, Mode::Epic, &squad("rebelalliance", vec![gr75]), Some(100));
    assert_eq!((r.points, r.pilots[0].upgrades), (75, 10));
    assert_eq!(rules(&r), vec![("hugeHalf", None, None)]);
    let e = r.epic.expect("epic figures");
    assert_eq!((e.huge_points, e.huge_limit), (75, 50));
}

#[test]
fn first_edition_huge_ship_cards() {
    // A CR90 (fore 50, aft 40) in two section cards, legal in Epic only.
    let fore = Pilot { multisection: Some(0), ..pilot_1e("cr90corvette", "cr90corvettefore", &[]) };
    let aft = Pilot { multisection: Some(0), ..pilot_1e("cr90corvette", "cr90corvetteaft", &[]) };
    let s = squad("rebel", vec![fore, aft]);
    let r = check(Edition::First, Mode::Epic, &s, None);
    assert!(r.legal, "{:?}", r.problems);
    assert_eq!(r.points, 90);
    let r = check(Edition::First, Mode::Standard, &s, None);
    assert_eq!(rules(&r), vec![("format", Some(0), None), ("format", Some(1), None)]);
    // A GR-75: a modification not labelled Huge Ship Only; Navigator (small and large
    // only) and Cassian Andor (seed 000 Epic card restrictions).
    let gr75 =
        pilot_1e("gr75mediumtransport", "gr75mediumtransport", &[("mod", &["hullupgrade"]), ("crew", &["navigator", "cassianandor"])]);
    let r = check(Edition::First, Mode::Epic, &squad("rebel", vec![gr75]), None);
    let got = rules(&r);
    assert!(got.contains(&("hugeShipOnly", Some(0), Some("hullupgrade"))), "{got:?}");
    assert!(got.contains(&("restriction", Some(0), Some("navigator"))), "{got:?}");
    assert!(got.contains(&("epicRestriction", Some(0), Some("navigator"))), "{got:?}");
    assert!(got.contains(&("epicRestriction", Some(0), Some("cassianandor"))), "{got:?}");
    // Combat Retrofit is Huge Ship Only (GR-75): legal there, in the modification slot
    // every 1e ship has without an icon; a second modification has no slot.
    let ok = pilot_1e("gr75mediumtransport", "gr75mediumtransport", &[("mod", &["combatretrofit"])]);
    let r = check(Edition::First, Mode::Epic, &squad("rebel", vec![ok]), None);
    assert!(r.legal, "{:?}", r.problems);
    let two = pilot_1e("gr75mediumtransport", "gr75mediumtransport", &[("mod", &["combatretrofit", "ordnancetubes"])]);
    let r = check(Edition::First, Mode::Epic, &squad("rebel", vec![two]), None);
    assert_eq!(rules(&r), vec![("slot", Some(0), Some("ordnancetubes"))]);
}

#[test]
fn first_edition_unique_and_faction() {
    // Luke Skywalker (X-wing pilot) and Luke Skywalker (crew): one unique name.
    let s = squad(
        "rebel",
        vec![
            pilot_1e("xwing", "lukeskywalker", &[]),
            pilot_1e("gr75mediumtransport", "gr75mediumtransport", &[("crew", &["lukeskywalker"])]),
        ],
    );
    let r = check(Edition::First, Mode::Epic, &s, None);
    assert_eq!(rules(&r), vec![("unique", Some(1), Some("lukeskywalker"))]);
    let r = check(Edition::First, Mode::Standard, &squad("imperial", vec![pilot_1e("xwing", "lukeskywalker", &[])]), None);
    let got = rules(&r);
    assert_eq!(got, vec![("faction", Some(0), None)]);
}

#[test]
fn squad_ships_merge_1e_sections() {
    let fore = Pilot { multisection: Some(0), ..pilot_1e("cr90corvette", "cr90corvettefore", &[("crew", &["a"])]) };
    let aft = Pilot { multisection: Some(0), ..pilot_1e("cr90corvette", "cr90corvetteaft", &[("crew", &["b"]), ("team", &["c"])]) };
    let out = ships::ships(
        Edition::First,
        &squad("rebel", vec![fore, aft, pilot_1e("xwing", "rookiepilot", &[]), pilot_1e("xwing", "rookiepilot", &[])]),
        None,
        None,
    );
    assert_eq!(out.len(), 3);
    assert_eq!(
        out[0].upgrades.clone().into_iter().collect::<Vec<_>>(),
        vec![("crew".to_string(), vec!["a".to_string(), "b".to_string()]), ("team".to_string(), vec!["c".to_string()])]
    );
    assert_eq!((out[0].entries.clone(), out[2].id.as_str()), (vec![0, 1], "rookiepilot-2"));
    let out = ships::ships(Edition::Second, &squad("rebelalliance", vec![luke()]), None, None);
    assert_eq!((out[0].ship.as_str(), out[0].pilot.as_str()), ("t65xwing", "lukeskywalker"));
}

#[test]
fn every_2e_huge_ship_is_a_huge_ship_the_engine_knows() {
    for p in crate::cards::tables().pilots_2e.iter().filter(|p| p.ship_card().size == crate::cards::Size::Huge) {
        assert!(ship_type(p.ship_card().size, p.ship_card().xws).is_huge(), "{}", p.ship_card().xws);
    }
}

/// An Epic requirement's problem is written by the name the requirement gives its rule.
#[test]
fn epic_requirements_keep_their_rule_names() {
    use crate::epic::squad::Reason;
    let none = String::new;
    let reasons = [
        Reason::OverLimit { total: 0, limit: 0 },
        Reason::NoHugeShipOrWing,
        Reason::HugeOverHalf { spent: 0, max: 0 },
        Reason::WingSize { wing: none(), ships: 0 },
        Reason::WingNotSmall { wing: none(), ship: none() },
    ];
    let names: Vec<&str> = reasons.iter().map(|r| Rule::epic(r).as_str()).collect();
    assert_eq!(names, ["squadLimit", "hugeShipOrWing", "hugeHalf", "wingSize", "wingSmallShips"]);
}
