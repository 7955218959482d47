//! `squads::offers` against `squads::check`: every card offered as legal keeps the squad
//! legal once added (random squads, seeded, both editions, Epic included); the points
//! limits; the work bounded by the squad's size.

use super::*;
use crate::cards::tables;
use crate::cards::upgrades::{slot_1e_of_key, slot_2e_of_key, slot_keys};

/// A small seeded generator (64-bit LCG, Knuth's constants): the same squads every run.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

fn slot_of(edition: Edition, key: &str) -> &'static str {
    match edition {
        Edition::Second => slot_2e_of_key(key),
        Edition::First => slot_1e_of_key(key),
    }
    .expect("a known key")
}

/// A random pilot entry of `faction` (2e by id; 1e by name and ship, taking in the data's
/// factions as XWS 1.x does).
fn random_pilot(edition: Edition, faction: &str, rng: &mut Lcg) -> Pilot {
    match edition {
        Edition::Second => {
            let all: Vec<_> = tables().pilots_2e.iter().filter(|p| p.faction == faction).collect();
            let p = all[rng.below(all.len())];
            Pilot { id: p.xws.into(), ..Pilot::default() }
        }
        Edition::First => {
            let names: &[&str] = match faction {
                "rebel" => &["Rebel Alliance", "Resistance"],
                "imperial" => &["Galactic Empire", "First Order"],
                _ => &["Scum and Villainy"],
            };
            let all: Vec<_> = tables().pilots_1e.iter().filter(|p| names.contains(&p.faction)).collect();
            let p = all[rng.below(all.len())];
            Pilot { id: p.xws.into(), ship: Some(p.ship_card().xws.into()), ..Pilot::default() }
        }
    }
}

fn add(squad: &mut Squad, pilot: usize, key: &str, id: &str) {
    let ups = &mut squad.pilots[pilot].upgrades;
    match ups.iter_mut().find(|(k, _)| k == key) {
        Some((_, v)) => v.push(id.into()),
        None => ups.push((key.into(), vec![id.into()])),
    }
    ups.sort_by(|a, b| a.0.cmp(&b.0)); // as the XWS reader keeps them (by key)
}

/// Builds a squad of up to `pilots` pilots, each given up to 12 legal offers from random
/// slot keys, checking the squad after every step; returns the offers taken.
fn build(edition: Edition, mode: Mode, faction: &str, limit: Option<u32>, seed: u64) -> usize {
    build_from(edition, mode, Squad { faction: faction.into(), pilots: Vec::new() }, limit, seed)
}

fn build_from(edition: Edition, mode: Mode, mut squad: Squad, limit: Option<u32>, seed: u64) -> usize {
    let mut rng = Lcg(seed);
    let faction = squad.faction.clone();
    let faction = faction.as_str();
    let keys: Vec<&str> = slot_keys(edition == Edition::First).collect();
    let mut taken = 0;
    let given = !squad.pilots.is_empty();
    for round in 0..40 {
        // A squad given with a pilot (Epic's huge ship) offers to it first.
        let i = if round == 0 && given { 0 } else { squad.pilots.len() };
        if i == squad.pilots.len() {
            squad.pilots.push(random_pilot(edition, faction, &mut rng));
        }
        if !check(edition, mode, &squad, limit).legal {
            assert!(!(round == 0 && given), "the starting squad is legal");
            squad.pilots.pop();
            continue;
        }
        for _ in 0..12 {
            let key = keys[rng.below(keys.len())];
            let o = offers(edition, mode, &squad, i, key, limit).expect("a known pilot");
            let now = check(edition, mode, &squad, limit);
            assert_eq!(
                (o.points, o.limit, o.pilot.points),
                (now.points, now.limit, now.pilots[i]),
                "the squad's figures, as checkSquad counts them"
            );
            let legal: Vec<_> = o.offers.iter().filter(|x| x.legal).collect();
            if legal.is_empty() {
                continue;
            }
            let pick = legal[rng.below(legal.len())];
            add(&mut squad, i, key, pick.id);
            taken += 1;
            let r = check(edition, mode, &squad, limit);
            assert!(r.legal, "{edition:?} {mode:?} seed {seed}: {} under {key} on pilot {i}: {:?}", pick.id, r.problems);
        }
        if squad.pilots.len() >= 8 {
            break;
        }
    }
    taken
}

#[test]
fn every_card_offered_as_legal_keeps_the_squad_legal() {
    let mut taken = 0;
    for seed in 1..=6 {
        for f in ["rebelalliance", "galacticempire", "scumandvillainy", "separatistalliance"] {
            taken += build(Edition::Second, Mode::Standard, f, None, seed);
            taken += build(Edition::Second, Mode::Extended, f, None, seed);
            taken += build(Edition::Second, Mode::Epic, f, None, seed);
        }
        for f in ["rebel", "imperial", "scum"] {
            taken += build(Edition::First, Mode::Standard, f, None, seed);
            taken += build(Edition::First, Mode::Epic, f, None, seed);
        }
        // Epic with a squad limit: the requirements hold from a huge ship on.
        let gr75 = Pilot { id: "echobaseevacuees".into(), ..Pilot::default() };
        taken += build_from(Edition::Second, Mode::Epic, Squad { faction: "rebelalliance".into(), pilots: vec![gr75] }, Some(200), seed);
        let gr75 = Pilot { id: "gr75mediumtransport".into(), ship: Some("gr75mediumtransport".into()), ..Pilot::default() };
        taken += build_from(Edition::First, Mode::Epic, Squad { faction: "rebel".into(), pilots: vec![gr75] }, Some(300), seed);
    }
    assert!(taken > 300, "only {taken} cards were offered and taken");
}

/// The largest squad the reader takes (128 pilots), legal in Epic: 128 Blue Squadron Escorts
/// (xwing-data2 t-65-x-wing.json: not limited, loadout 4, astromech and configuration slots)
/// with R3 Astromech (3) and Servomotor S-foils (0).
fn escorts() -> Squad {
    let escort = Pilot {
        id: "bluesquadronescort".into(),
        upgrades: vec![("astromech".into(), vec!["r3astromech".into()]), ("configuration".into(), vec!["servomotorsfoils".into()])],
        ..Pilot::default()
    };
    Squad { faction: "rebelalliance".into(), pilots: vec![escort; 128] }
}

#[test]
fn the_work_is_the_cards_offered_times_the_squad() {
    let squad = escorts();
    assert!(check(Edition::Second, Mode::Epic, &squad, None).legal);
    for key in ["astromech", "command", "talent"] {
        let o = offers(Edition::Second, Mode::Epic, &squad, 127, key, None).expect("a known pilot");
        let kind = tables().upgrades_2e.iter().filter(|u| u.front().slots.contains(&slot_of(Edition::Second, key))).count() as u64;
        assert_eq!(o.offers.len() as u64, kind);
        // Each card offered: the squad's 128 pilots and 256 cards counted once, and the pilot's
        // own 2 cards plus the one offered judged: (128 + 256) + 3 per card.
        assert_eq!(o.work, kind * (128 + 256 + 3), "{key}");
        // Under 100 ms at about 100 ns a card visited (a name looked up in an index, a
        // restriction compared) even for the largest slot kind.
        assert!(o.work < 100_000, "{key}: {} cards visited", o.work);
    }
    // The same cards offered to a pilot of a one-pilot squad: the work shrinks with the squad.
    let one = Squad { faction: "rebelalliance".into(), pilots: escorts().pilots[..1].to_vec() };
    let o = offers(Edition::Second, Mode::Epic, &one, 0, "astromech", None).expect("a known pilot");
    assert_eq!(o.work, o.offers.len() as u64 * (3 + 3));
}

#[test]
fn points_limits_by_format() {
    // 2e: Luke Skywalker 6, Wedge Antilles 5... (xwing-data2 t-65-x-wing.json costs): five aces.
    let aces: Vec<Pilot> = ["lukeskywalker", "wedgeantilles", "biggsdarklighter", "jekporkins", "garvendreis-t65xwing"]
        .iter()
        .map(|id| Pilot { id: (*id).into(), ..Pilot::default() })
        .collect();
    let squad = Squad { faction: "rebelalliance".into(), pilots: aces };
    let r = check(Edition::Second, Mode::Standard, &squad, None);
    assert_eq!(r.limit, Some(STANDARD_LIMIT_2E));
    assert!(r.points > 20);
    assert_eq!(r.problems.iter().map(|p| (p.rule, p.pilot)).collect::<Vec<_>>(), vec![(Rule::SquadLimit, None)]);
    assert!(r.problems[0].message.contains(&format!("{} points", r.points)) && r.problems[0].message.contains("limit of 20"));
    // `limit` is a points limit in standard: never the Epic requirements.
    let wide = check(Edition::Second, Mode::Standard, &squad, Some(r.points));
    assert!(wide.legal && wide.epic.is_none());
    // Epic: no limit unless given.
    assert!(check(Edition::Second, Mode::Epic, &squad, None).legal);
    // 1e: Luke 28, Wedge 29, Biggs 25, Wes Janson 29 (xwing-data pilots.js) = 111 > 100.
    let x: Vec<Pilot> = ["lukeskywalker", "wedgeantilles", "biggsdarklighter", "wesjanson"]
        .iter()
        .map(|n| Pilot { id: (*n).into(), ship: Some("xwing".into()), ..Pilot::default() })
        .collect();
    let r = check(Edition::First, Mode::Standard, &Squad { faction: "rebel".into(), pilots: x }, None);
    assert_eq!((r.legal, r.points, r.limit), (false, 111, Some(STANDARD_LIMIT_1E)));
}
