//! Finding a card by its id. The generator sorts every table by id (code-unit order, the
//! order of `str::cmp`), so a lookup is a binary search: no table is built at start-up.

use super::{Pilot1e, Pilot2e, Ship1e, Ship2e};
use crate::cards::tables;

/// The 2e ship with xws id `xws` (`"t65xwing"`).
pub fn ship_2e(xws: &str) -> Option<&'static Ship2e> {
    tables().ships_2e.binary_search_by(|s| s.xws.cmp(xws)).ok().map(|i| &tables().ships_2e[i])
}

/// The 2e pilot with xws id `xws` (`"lukeskywalker"`): XWS 2.0 ids are unique across the data.
pub fn pilot_2e(xws: &str) -> Option<&'static Pilot2e> {
    tables().pilots_2e.binary_search_by(|p| p.xws.cmp(xws)).ok().map(|i| &tables().pilots_2e[i])
}

/// The 1e ship with xws id `xws` (`"xwing"`, `"cr90corvettefore"`).
pub fn ship_1e(xws: &str) -> Option<&'static Ship1e> {
    tables().ships_1e.binary_search_by(|s| s.xws.cmp(xws)).ok().map(|i| &tables().ships_1e[i])
}

/// Every 1e pilot with xws id `pilot` on the ship `ship` (xws ids): one per faction printing
/// it (1e pilot ids repeat across ships, and a few across factions of one ship).
pub fn pilots_1e(ship: &str, pilot: &str) -> &'static [Pilot1e] {
    let key = |p: &Pilot1e| (tables().ships_1e[p.ship as usize].xws, p.xws);
    let lo = tables().pilots_1e.partition_point(|p| key(p) < (ship, pilot));
    let hi = lo + tables().pilots_1e[lo..].partition_point(|p| key(p) == (ship, pilot));
    &tables().pilots_1e[lo..hi]
}

/// The initiative and engagement every 2e pilot of the ship `xws` prints, when they all agree
/// (a huge ship's card has none; its pilots carry them): `None` when the pilots differ or the
/// ship has none.
pub fn ship_order_values_2e(xws: &str) -> Option<(u8, Option<u8>)> {
    let mut values = tables().pilots_2e.iter().filter(|p| p.ship_card().xws == xws).map(|p| (p.initiative, p.engagement));
    let first = values.next()?;
    values.all(|v| v == first).then_some(first)
}

impl Pilot2e {
    /// The ship this pilot flies.
    pub fn ship_card(&self) -> &'static Ship2e {
        &tables().ships_2e[self.ship as usize]
    }

    /// The statistics printed for this pilot: its own `shipStats` when the card has them,
    /// else its ship's.
    pub fn stats(&self) -> super::Stats2e {
        self.ship_stats.unwrap_or(self.ship_card().stats)
    }

    /// The action bar printed for this pilot: its `shipActions` when the card has them, else its ship's.
    pub fn actions(&self) -> &'static [super::Action2e] {
        self.ship_actions.unwrap_or(self.ship_card().actions)
    }
}

impl Pilot1e {
    /// The ship this pilot flies.
    pub fn ship_card(&self) -> &'static Ship1e {
        &tables().ships_1e[self.ship as usize]
    }
}

impl Ship2e {
    /// The dial's codes (`"1BB"`: speed, bearing, colour), in printed order.
    pub fn dial_codes(&self) -> impl Iterator<Item = &'static str> {
        let d = self.dial.unwrap_or("");
        (0..d.len() / 3).map(move |i| &d[3 * i..3 * i + 3])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Arc2e, Pool, Size};

    fn sorted<T>(items: &[T], key: impl Fn(&T) -> (&str, &str, &str)) -> bool {
        items.windows(2).all(|w| key(&w[0]) < key(&w[1]))
    }

    #[test]
    fn tables_are_sorted_and_ids_unique() {
        assert!(sorted(&tables().ships_2e, |s| (s.xws, "", "")));
        assert!(sorted(&tables().pilots_2e, |p| (p.xws, "", "")));
        assert!(sorted(&tables().ships_1e, |s| (s.xws, "", "")));
        assert!(sorted(&tables().pilots_1e, |p| (tables().ships_1e[p.ship as usize].xws, p.xws, p.faction)));
    }

    #[test]
    fn every_id_is_found() {
        assert!(tables().ships_2e.iter().all(|s| ship_2e(s.xws) == Some(s)));
        assert!(tables().pilots_2e.iter().all(|p| pilot_2e(p.xws) == Some(p)));
        assert!(tables().ships_1e.iter().all(|s| ship_1e(s.xws) == Some(s)));
        assert!(tables().pilots_1e.iter().all(|p| pilots_1e(p.ship_card().xws, p.xws).contains(p)));
        assert!(ship_2e("xwing").is_none() && pilot_2e("").is_none() && pilots_1e("xwing", "nobody").is_empty());
    }

    #[test]
    fn hand_read_cards() {
        // xwing-data2 rebel-alliance/t-65-x-wing.json: 3 front, agility 2, hull 4, shields 2, 17 maneuvers.
        let x = ship_2e("t65xwing").unwrap();
        assert_eq!((x.stats.attacks[0].value, x.stats.attacks[0].arc, x.stats.agility, x.stats.hull), (3, Arc2e::Front, 2, 4));
        assert_eq!((x.stats.shields.value, x.dial_codes().count(), x.size), (2, 17, Size::Small));
        // Biggs Darklighter: initiative 3, limited 1, cost 5, loadout 18.
        let biggs = pilot_2e("biggsdarklighter").unwrap();
        assert_eq!((biggs.initiative, biggs.limited, biggs.cost, biggs.loadout), (3, 1, 5, Some(18)));
        assert_eq!(biggs.ship_card().xws, "t65xwing");
        // scum-and-villainy/trident-class-assault-ship.json: Lawless Pirates 8/0, energy 3 recovering 2.
        let lp = pilot_2e("lawlesspirates").unwrap();
        assert_eq!((lp.initiative, lp.engagement, lp.standard, lp.epic), (8, Some(0), false, true));
        assert_eq!(lp.stats().energy, Some(Pool { value: 3, recovers: 2 }));
        assert_eq!(lp.ship_card().dial_codes().count(), 14);
        // Every huge ship's pilots agree: the Raider's two (8/0), the C-ROC's two (7/1).
        assert_eq!(ship_order_values_2e("raiderclasscorvette"), Some((8, Some(0))));
        assert_eq!(ship_order_values_2e("croccruiser"), Some((7, Some(1))));
        assert_eq!(ship_order_values_2e("t65xwing"), None);
        // xwing-data pilots.js: the 1e CR90 fore's range 3-5, pilot skill 4, 50 points.
        let fore = &pilots_1e("cr90corvettefore", "cr90corvettefore")[0];
        assert_eq!((fore.skill, fore.points, fore.range), (Some(4), Some(50), Some((3, 5))));
        assert_eq!(fore.ship_card().epic_points, Some(1.5));
        // Boba Fett flies a Firespray-31 for two factions.
        assert_eq!(pilots_1e("firespray31", "bobafett").len(), 2);
    }
}

/// XWS 1.x factions and the data's factions each takes in (xws-spec README_NAMES.md
/// "Subfactions and Factions"): `checkSquad` reads the first, `cardIndex` names both.
pub const FACTIONS_1E: &[(&str, &[&str])] =
    &[("rebel", &["Rebel Alliance", "Resistance"]), ("imperial", &["Galactic Empire", "First Order"]), ("scum", &["Scum and Villainy"])];
