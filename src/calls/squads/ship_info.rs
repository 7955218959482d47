//! `shipInfo`: a ship's base, sections, dial, printed statistics and arcs, for pages
//! that draw dials, footprints and arcs without repeating the rules' numbers
//! (`crate::squads::ship_sheet`); here its request, and the answers kept for a page that asks again.

use std::cell::RefCell;
use std::collections::HashMap;

use crate::wire::{op, FromWire, ToWire, Writer};

use crate::edition::Edition;
use crate::error::Result;
use crate::ships::resolve;

use crate::calls::shared::upgrades::{loadout, UpgradesDto};
use crate::squads::ship_sheet::ship_sheet;
pub use crate::squads::ship_sheet::ShipSheet as Response;

#[derive(FromWire)]
pub struct Request {
    #[serde(default)]
    #[wire(null)]
    edition: Edition,
    #[wire(ts = "ShipName")]
    ship: String,
    /// The pilot of a ship named by its ship id (docs/api.md "Ship names").
    #[wire(ts = "PilotName")]
    pilot: Option<String>,
    /// The upgrade cards it carries (docs/squads.md "Upgrades a ship carries").
    #[wire(ts = "Upgrades")]
    upgrades: Option<UpgradesDto>,
}

/// Most answers [`answer_text`] keeps (by slot, in js/boundary.js); when full it starts again
/// (there are about 700 2e pilots and 300 1e ones, so a page's squads fit many times over).
const KEPT_ANSWERS: usize = 256;

thread_local! {
    /// The js/boundary.js slot of each answer kept, by edition and the ship and pilot as asked.
    static KEPT: RefCell<HashMap<(Edition, String, Option<String>), u32>> = RefCell::new(HashMap::new());
}

/// `shipInfo`'s answer to the request `text` (the export's one read), deeply frozen, handed
/// to `f` written. Asked again for the same ship and pilot, it is the same frozen object: `f`
/// is given only its slot ([`op::KEPT`]). Why: the answer is a function of the request and
/// the card data, and building its objects in JS (the dial, the statistics, the arcs: about
/// 40) was most of a call; a page or a squad builder asks again for every ship it draws.
/// Frozen, so that no caller can change the answer another one gets. A slot is recorded only
/// once `f` built the object (so it is there for every later `KEPT`); an answer for a ship
/// with `upgrades` is frozen but not kept.
pub fn answer_text<T>(text: &str, f: impl Fn(&Writer) -> Result<T>) -> Result<T> {
    let req: Request = crate::calls::shared::input::parse_text(text)?;
    let mut w = Writer::default();
    if req.upgrades.is_some() {
        w.frozen();
        run(req)?.to_wire(&mut w);
        return f(&w);
    }
    let key = (req.edition, req.ship, req.pilot);
    if let Some(slot) = KEPT.with(|kept| kept.borrow().get(&key).copied()) {
        w.slot(op::KEPT, slot);
        return f(&w);
    }
    let response = run(Request { edition: key.0, ship: key.1.clone(), pilot: key.2.clone(), upgrades: None })?;
    let slot = KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        if kept.len() >= KEPT_ANSWERS {
            // Slot 0 is about to be written again: forget every slot.
            kept.clear();
        }
        kept.len() as u32
    });
    w.slot(op::KEEP, slot);
    response.to_wire(&mut w);
    let out = f(&w)?;
    KEPT.with(|kept| kept.borrow_mut().insert(key, slot));
    Ok(out)
}

pub fn run(req: Request) -> Result<Response> {
    let (t, card) = resolve(&req.ship, req.pilot.as_deref(), req.edition, "ship", "pilot")?;
    ship_sheet(req.edition, t, card, &loadout(req.upgrades.as_ref(), req.edition, "upgrades")?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::range::drawn::{DrawnArc, DrawnShape};
    use crate::ships::printed::Printed;

    fn info(edition: &str, ship: &str) -> Response {
        run(Request { edition: Edition::parse(edition).unwrap(), ship: ship.into(), pilot: None, upgrades: None }).unwrap()
    }

    fn arc<'a>(r: &'a Response, name: &str) -> &'a DrawnArc {
        r.facts.arcs.iter().find(|a| a.name == name).unwrap()
    }

    /// A wedge's `(apex, from, to)`.
    fn wedge(a: &DrawnArc) -> ([f64; 2], f64, f64) {
        match a.shape {
            DrawnShape::Wedge { apex, from, to } => (apex, from, to),
            other => panic!("{} is {other:?}", a.name),
        }
    }

    #[test]
    fn cr90_1e_side_arcs_start_at_the_section_base_centres() {
        // 224.8 / 2 − 80 / 2 = 72.4 mm ahead (fore) and behind (aft); 45–135° each side.
        let r = info("1e", "cr90");
        let names: Vec<&str> = r.facts.arcs.iter().map(|a| a.name).collect();
        assert_eq!(names, ["foreLeft", "foreRight", "aftLeft", "aftRight"]);
        let fr = arc(&r, "foreRight");
        let (apex, from, to) = wedge(fr);
        assert!(fr.primary);
        assert!((apex[1] - 72.4).abs() < 1e-9);
        assert_eq!((from, to), (45.0, 135.0));
        let al = arc(&r, "aftLeft");
        assert!(!al.primary);
        let (apex, from, to) = wedge(al);
        assert!((apex[1] + 72.4).abs() < 1e-9);
        assert_eq!((from, to), (225.0, 315.0));
        let bases = r.facts.section_bases.unwrap();
        assert!((bases[0].centre[1] - 72.4).abs() < 1e-9 && (bases[1].centre[1] + 72.4).abs() < 1e-9);
        assert_eq!(bases[0].side, 80.0);
        assert!(r.facts.centre_line);
    }

    #[test]
    fn raider_1e_fore_arc_from_the_centre_aft_arcs_from_the_aft_base() {
        let r = info("1e", "raider");
        assert_eq!(wedge(arc(&r, "front")), ([0.0, 0.0], -53.0, 53.0));
        let (apex, from, to) = wedge(arc(&r, "aftLeft"));
        assert_eq!((from, to), (225.0, 331.0));
        assert!((apex[1] + 72.4).abs() < 1e-9);
    }

    #[test]
    fn huge_2e_arcs_and_primary() {
        let r = info("2e", "cr90");
        assert_eq!(r.facts.arcs.len(), 7);
        let front = arc(&r, "front");
        assert_eq!((wedge(front).1, wedge(front).2), (-41.45, 41.45));
        assert!(!front.primary && arc(&r, "left").primary && arc(&r, "right").primary);
        assert_eq!(arc(&r, "bullseye").shape, DrawnShape::Strip { half_width: 7.5, start: 110.5 });
        assert_eq!(arc(&r, "fullRear").shape, DrawnShape::HalfPlane { ahead: false });
        assert!(r.facts.section_bases.is_none() && !r.facts.centre_line);
        assert!(arc(&info("2e", "raider"), "fullFront").primary);
    }

    fn request(edition: &str, ship: &str, pilot: Option<&str>) -> Request {
        Request { edition: Edition::parse(edition).unwrap(), ship: ship.into(), pilot: pilot.map(Into::into), upgrades: None }
    }

    /// The request [`request`] makes, as its JSON text.
    fn text(edition: &str, ship: &str, pilot: Option<&str>) -> String {
        let pilot = pilot.map_or(String::new(), |p| format!(r#", "pilot": "{p}""#));
        format!(r#"{{"edition": "{edition}", "ship": "{ship}"{pilot}}}"#)
    }

    /// The operations `answer_text` hands over.
    fn ops(w: &Writer) -> Result<(Vec<u32>, Vec<f64>)> {
        Ok((w.ops.clone(), w.nums.clone()))
    }

    #[test]
    fn an_answer_with_upgrades_is_frozen_and_never_kept() {
        use crate::wire::op;
        let with = r#"{"ship": "gr75", "upgrades": ["luminous"]}"#;
        let plain = answer_text(&text("2e", "gr75", None), ops).unwrap();
        assert_eq!(plain.0[..2], [op::KEEP, 0]);
        let carrying = answer_text(with, ops).unwrap();
        assert_eq!(carrying.0[0], op::FROZEN);
        // Luminous: energy +2, shields -1 (the numbers of the answer differ).
        assert_ne!(plain.1, carrying.1);
        assert_eq!(answer_text(&text("2e", "gr75", None), ops).unwrap(), (vec![op::KEPT, 0], vec![]));
        assert_eq!(answer_text(with, ops).unwrap(), carrying);
    }

    #[test]
    fn a_kept_answer_is_the_one_written_afresh() {
        use crate::wire::op;
        for (slot, (ed, ship, pilot)) in
            [("2e", "lukeskywalker", None), ("1e", "xwing", Some("wedgeantilles")), ("1e", "cr90", None)].into_iter().enumerate()
        {
            let fresh = crate::wire::write(&run(request(ed, ship, pilot)).unwrap());
            let first = answer_text(&text(ed, ship, pilot), ops).unwrap();
            assert_eq!(first.0, [vec![op::KEEP, slot as u32], fresh.ops.clone()].concat());
            assert_eq!(first.1, fresh.nums);
            assert_eq!(answer_text(&text(ed, ship, pilot), ops).unwrap(), (vec![op::KEPT, slot as u32], vec![]));
        }
        // A refusal is not kept.
        assert!(answer_text(&text("2e", "nosuchpilot", None), ops).is_err());
        assert!(answer_text(&text("2e", "nosuchpilot", None), ops).is_err());
        assert!(KEPT.with(|kept| kept.borrow().len()) == 3);
    }

    /// What js/boundary.js does with the operations (a slot holds the last value kept in
    /// it): past `KEPT_ANSWERS` ships, each `KEPT` still names the slot of its own ship.
    #[test]
    fn every_kept_slot_holds_the_ship_asked_for() {
        use crate::wire::op;
        let pilots: Vec<&str> = crate::cards::tables().pilots_2e.iter().map(|p| p.xws).take(KEPT_ANSWERS + 40).collect();
        assert_eq!(pilots.len(), KEPT_ANSWERS + 40);
        let mut slots: HashMap<u32, &str> = HashMap::new();
        // Every pilot twice, then the first and last 50 again (after the slots started again).
        let order =
            pilots.iter().flat_map(|p| [*p, *p]).chain(pilots[..50].iter().copied()).chain(pilots[pilots.len() - 50..].iter().copied());
        let (mut kept, mut written) = (0, 0);
        for p in order {
            let (o, _) = answer_text(&text("2e", p, None), ops).unwrap();
            assert!((o[1] as usize) < KEPT_ANSWERS);
            match o[0] {
                op::KEEP => {
                    slots.insert(o[1], p);
                    written += 1;
                }
                op::KEPT => {
                    assert_eq!(o.len(), 2);
                    assert_eq!(slots.get(&o[1]), Some(&p), "slot {} asked for {p}", o[1]);
                    kept += 1;
                }
                other => panic!("operation {other}"),
            }
        }
        assert_eq!(kept + written, 2 * pilots.len() + 100);
        assert!(kept >= pilots.len() && written > pilots.len(), "{kept} kept, {written} written");
    }

    fn pilot(edition: &str, ship: &str, pilot: &str) -> Response {
        run(Request { edition: Edition::parse(edition).unwrap(), ship: ship.into(), pilot: Some(pilot.into()), upgrades: None }).unwrap()
    }

    fn stats_2e(r: &Response) -> &crate::ships::printed::Printed2e {
        match r.stats.as_ref().unwrap() {
            Printed::Second(c) => c,
            Printed::First(_) => panic!("2e stats"),
        }
    }

    #[test]
    fn standard_ships_by_card() {
        // xwing-data2 t-65-x-wing.json: Luke Skywalker, initiative 5, force 2; the ship's 3 front,
        // agility 2, hull 4, shields 2, 17 maneuvers, small base.
        let r = info("2e", "lukeskywalker");
        assert_eq!((r.ship, r.base.width, r.dial.as_ref().unwrap().len()), ("small", 40.0, 17));
        let s = stats_2e(&r);
        assert_eq!((s.attack, s.agility, s.hull, s.shields, s.initiative, s.engagement), (3, 2, 4, 2, Some(5), None));
        assert!(s.force.is_some() && s.charges.is_none() && s.actions.len() == 3);
        assert!(arc(&r, "front").primary && !arc(&r, "rear").primary);
        // A ship id alone: no initiative; 1e: the X-wing's 15 maneuvers, Wedge's pilot skill 9.
        assert_eq!(stats_2e(&info("2e", "t65xwing")).initiative, None);
        let w = pilot("1e", "xwing", "wedgeantilles");
        assert_eq!(w.dial.as_ref().unwrap().len(), 15);
        match w.stats.unwrap() {
            Printed::First(s) => assert_eq!((s.pilot_skill(), s.agility()), (Some(9), 2)),
            Printed::Second(_) => panic!("1e stats"),
        }
    }

    #[test]
    fn the_trident_flies_in_2e() {
        let r = info("2e", "tridentclassassaultship");
        assert_eq!((r.ship, r.huge, r.base.length, r.dial.as_ref().unwrap().len()), ("trident", true, 221.0, 14));
        let s = stats_2e(&r);
        assert_eq!((s.attack, s.hull, s.energy, s.initiative, s.engagement), (3, 10, 3, Some(8), Some(0)));
    }

    #[test]
    fn c_roc_1e_has_no_centre_line_and_gr75_no_arc() {
        assert!(!info("1e", "croc").facts.centre_line);
        assert!(info("1e", "gozanti").facts.centre_line);
        assert!(info("1e", "gr75").facts.arcs.is_empty());
        let small = info("2e", "small");
        assert_eq!((wedge(arc(&small, "front")).1, wedge(arc(&small, "front")).2), (-40.62, 40.62));
    }
}
