//! The catalogue's listing and filters, against the vendored data.

use super::*;
use crate::cards::tables;

fn index(edition: Edition) -> Catalogue {
    list(Query { edition, faction: None, ship: None, slot: None, mode: None }).unwrap()
}

#[test]
fn every_pilot_once_under_its_faction_and_ship() {
    for (edition, total) in [(Edition::Second, tables().pilots_2e.len()), (Edition::First, tables().pilots_1e.len())] {
        let r = index(edition);
        let n: usize = r.factions.iter().flat_map(|f| &f.ships).map(|s| s.pilots.len()).sum();
        assert_eq!(n, total);
    }
    let r = index(Edition::Second);
    let rebels = r.factions.iter().find(|f| f.id == "rebelalliance").unwrap();
    let x = rebels.ships.iter().find(|s| s.xws == "t65xwing").unwrap();
    let luke = x.pilots.iter().find(|p| p.xws == "lukeskywalker").unwrap();
    // xwing-data2 pilots/rebel-alliance/t-65-x-wing.json: Luke Skywalker, initiative 5;
    // factions/factions.json: "Rebel Alliance".
    assert_eq!(
        (x.name, x.size.as_str(), luke.name, luke.initiative, rebels.name),
        ("T-65 X-wing", "small", "Luke Skywalker", Some(5), "Rebel Alliance")
    );
    let tb = r.weapons.iter().find(|w| w.xws == "turbolaserbattery").unwrap();
    assert_eq!((tb.attack, tb.range, tb.arc), (3, [3, 5], Some("singleTurret")));
    assert_eq!(r.upgrades.len(), tables().upgrades_2e.len());
}

#[test]
fn first_edition_factions_name_their_xws_faction() {
    let r = index(Edition::First);
    let resistance = r.factions.iter().find(|f| f.id == "Resistance").unwrap();
    assert_eq!((resistance.xws, resistance.name), ("rebel", "Resistance"));
    // xwing-data pilots.js: Nashtah Pup prints pilot skill "?".
    let pup = r.factions.iter().flat_map(|f| &f.ships).flat_map(|s| &s.pilots).find(|p| p.xws == "nashtahpuppilot").unwrap();
    assert!(matches!(pup.pilot_skill, Some(Printed::Unknown)));
}

#[test]
fn filters_narrow_the_listing() {
    let req = |faction: Option<&str>, ship: Option<&str>, slot: Option<&str>| Query {
        edition: Edition::Second,
        faction: faction.map(String::from),
        ship: ship.map(String::from),
        slot: slot.map(String::from),
        mode: None,
    };
    let r = list(req(Some("rebelalliance"), Some("t65xwing"), Some("astromech"))).unwrap();
    assert_eq!(r.factions.len(), 1);
    assert_eq!(r.factions[0].ships.len(), 1);
    assert!(r.upgrades.iter().all(|u| u.slots.contains(&"Astromech")));
    // xwing-data2 upgrades/astromech.json: R2-D2 (rebel) fits, BB-8 (resistance) does not.
    assert!(r.upgrades.iter().any(|u| u.xws == "r2d2"));
    assert!(!r.upgrades.iter().any(|u| u.xws == "bb8"));
    for (bad, field) in
        [(req(Some("rebels"), None, None), "faction"), (req(None, Some("xwing"), None), "ship"), (req(None, None, Some("ept")), "slot")]
    {
        assert_eq!(list(bad).err().unwrap().field, field);
    }
}
