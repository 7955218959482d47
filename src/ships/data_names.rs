//! A ship's names in the data (`shipInfo`'s): the ship's xws id and display name in the edition's data, and the
//! pilot's when one is named, so that a page titles a ship without its own copy of the data.
//! A 1e CR90 or Raider is one ship of two cards: it is named as XWS 1.x names the whole
//! ship (`cr90corvette`, "CR90 Corvette"), its data ships being its sections
//! (`cr90corvettefore`, "CR90 Corvette (Fore)").

use crate::wire::ToWire;

use crate::cards::Ship1e;
use crate::edition::Edition;
use crate::ships::{HugeShip, ShipCard, ShipType};

/// The printed suffixes of a 1e section card's ship (xwing-data `ships.js`).
const SECTIONS_1E: [(&str, &str); 2] = [("fore", " (Fore)"), ("aft", " (Aft)")];

/// A name in the edition's data: written only for a pilot (`shipInfo`'s `pilot`).
#[derive(ToWire, Clone, Copy)]
pub struct DataName {
    #[wire(ts = "PilotName")]
    pub xws: &'static str,
    pub name: &'static str,
}

/// The ship's and the pilot's names (`None`: a base size named alone, or no pilot named).
pub fn names(ed: Edition, t: ShipType, card: Option<ShipCard>) -> (Option<DataName>, Option<DataName>) {
    let pilot = card.and_then(|c| match c {
        ShipCard::Pilot2e(p) => Some(DataName { xws: p.xws, name: p.name }),
        ShipCard::Pilot1e(p) => Some(DataName { xws: p.xws, name: p.name }),
        _ => None,
    });
    let ship = match card {
        Some(c) => c.ship_2e().map(|s| DataName { xws: s.xws, name: s.name }).or(c.ship_1e().map(whole_1e)),
        None => t.huge().and_then(|h| huge(ed, h)),
    };
    (ship, pilot)
}

/// A huge ship named by its short name, as the edition's data names it: built in, so that the
/// core module (without the card data) names it as the full one does; a test holds it to the
/// data (xwing-data2 `data/pilots/*/<ship>.json`, xwing-data `ships.js`, a CR90's or Raider's
/// section cards without their " (Fore)"/" (Aft)").
fn huge(ed: Edition, h: HugeShip) -> Option<DataName> {
    let (xws, name) = match (ed, h) {
        (Edition::Second, HugeShip::Cr90) => ("cr90corelliancorvette", "CR90 Corellian Corvette"),
        (Edition::First, HugeShip::Cr90) => ("cr90corvette", "CR90 Corvette"),
        (_, HugeShip::Gr75) => ("gr75mediumtransport", "GR-75 Medium Transport"),
        (_, HugeShip::Croc) => ("croccruiser", "C-ROC Cruiser"),
        (_, HugeShip::Gozanti) => ("gozanticlasscruiser", "Gozanti-class Cruiser"),
        (_, HugeShip::Raider) => ("raiderclasscorvette", "Raider-class Corvette"),
        (Edition::Second, HugeShip::Trident) => ("tridentclassassaultship", "Trident-Class Assault Ship"),
        (Edition::First, HugeShip::Trident) => return None,
    };
    Some(DataName { xws, name })
}

/// A 1e ship card's ship: a section card's whole ship, else the card's own.
fn whole_1e(s: &'static Ship1e) -> DataName {
    for (id, title) in SECTIONS_1E {
        if let (Some(xws), Some(name)) = (s.xws.strip_suffix(id), s.name.strip_suffix(title)) {
            if HugeShip::from_xws(s.xws, Edition::First).is_some() {
                return DataName { xws, name };
            }
        }
    }
    DataName { xws: s.xws, name: s.name }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ships::resolve;

    fn of(ed: Edition, ship: &str, pilot: Option<&str>) -> (Option<(&'static str, &'static str)>, Option<(&'static str, &'static str)>) {
        let (t, card) = resolve(ship, pilot, ed, "ship", "pilot").expect("a known ship");
        let (s, p) = names(ed, t, card);
        (s.map(|n| (n.xws, n.name)), p.map(|n| (n.xws, n.name)))
    }

    #[test]
    fn ships_and_pilots_by_their_data_names() {
        // xwing-data2 t-65-x-wing.json: ship "T-65 X-wing" (t65xwing), pilot "Luke Skywalker".
        let luke = of(Edition::Second, "lukeskywalker", None);
        assert_eq!(luke, (Some(("t65xwing", "T-65 X-wing")), Some(("lukeskywalker", "Luke Skywalker"))));
        assert_eq!(of(Edition::Second, "small", None), (None, None));
        // xwing-data2 gr-75-medium-transport.json, by the short name.
        assert_eq!(of(Edition::Second, "gr75", None).0, Some(("gr75mediumtransport", "GR-75 Medium Transport")));
        // xwing-data ships.js "CR90 Corvette (Fore)" / "(Aft)": the whole ship as XWS 1.x names it.
        assert_eq!(of(Edition::First, "cr90", None).0, Some(("cr90corvette", "CR90 Corvette")));
        assert_eq!(of(Edition::First, "raiderclasscorvetteaft", None).0, Some(("raiderclasscorvette", "Raider-class Corvette")));
        assert_eq!(of(Edition::First, "xwing", Some("wedgeantilles")).1, Some(("wedgeantilles", "Wedge Antilles")));
    }

    #[test]
    fn the_built_in_huge_names_are_the_data_s() {
        for h in HugeShip::ALL_2E {
            let data = h.data_2e().map(|s| (s.xws, s.name));
            assert_eq!(huge(Edition::Second, h).map(|n| (n.xws, n.name)), data, "{h:?}");
            let first = crate::cards::tables().ships_1e.iter().find(|s| HugeShip::from_xws(s.xws, Edition::First) == Some(h));
            assert_eq!(huge(Edition::First, h).map(|n| (n.xws, n.name)), first.map(|s| whole_1e(s)).map(|n| (n.xws, n.name)), "{h:?}");
        }
    }
}
