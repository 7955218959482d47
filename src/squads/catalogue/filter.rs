//! The catalogue's filters, checked against the edition's names, and what each keeps.

use super::Query;
use crate::cards::upgrades::{key_of_slot_1e, key_of_slot_2e, slot_1e_of_key, slot_2e_of_key, slot_keys, Req2e, Upgrade1e, Upgrade2e};
use crate::cards::{tables, Size, FACTIONS_1E};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::squads::suggest::nearest_text;
use crate::squads::Mode;

/// The filters, checked against the edition's names.
pub(super) struct Filter {
    pub edition: Edition,
    /// The data's faction names or ids kept (`None`: all).
    factions: Option<Vec<&'static str>>,
    ship: Option<String>,
    /// The slot kept, as the data names it.
    slot: Option<&'static str>,
    mode: Option<Mode>,
}

/// The faction a query names, as the data's factions it covers.
fn factions_named(edition: Edition, name: &str) -> Result<Vec<&'static str>> {
    let all_1e = || FACTIONS_1E.iter().flat_map(|(_, fs)| fs.iter().copied());
    let (known, covered): (Vec<&'static str>, Vec<&'static str>) = match edition {
        Edition::Second => {
            let known: Vec<_> = tables().factions_2e.iter().map(|f| f.xws).collect();
            let covered = known.iter().copied().filter(|f| *f == name).collect();
            (known, covered)
        }
        Edition::First => (
            FACTIONS_1E.iter().flat_map(|(x, fs)| std::iter::once(*x).chain(fs.iter().copied())).collect(),
            FACTIONS_1E
                .iter()
                .filter(|(x, _)| *x == name)
                .flat_map(|(_, fs)| fs.iter().copied())
                .chain(all_1e().filter(|f| *f == name))
                .collect(),
        ),
    };
    if covered.is_empty() {
        return Err(RulesError::unknown("faction", format!("unknown faction \"{name}\"{}", nearest_text(name, known.into_iter()))));
    }
    Ok(covered)
}

/// The data's name of the slot a query names by XWS key or by name.
fn slot_named(edition: Edition, s: &str) -> Result<&'static str> {
    let (by_key, by_name) = match edition {
        Edition::Second => (slot_2e_of_key(s), key_of_slot_2e(s).and_then(slot_2e_of_key)),
        Edition::First => (slot_1e_of_key(s), key_of_slot_1e(s).and_then(slot_1e_of_key)),
    };
    by_key.or(by_name).ok_or_else(|| {
        let keys = slot_keys(edition == Edition::First);
        RulesError::unknown("slot", format!("unknown slot \"{s}\"{}", nearest_text(s, keys)))
    })
}

impl Filter {
    pub fn of(q: Query) -> Result<Filter> {
        let edition = q.edition;
        let factions = q.faction.as_deref().map(|f| factions_named(edition, f)).transpose()?;
        if let Some(s) = q.ship.as_deref() {
            let ships: Vec<&'static str> = match edition {
                Edition::Second => tables().ships_2e.iter().map(|s| s.xws).collect(),
                Edition::First => tables().ships_1e.iter().map(|s| s.xws).collect(),
            };
            if !ships.contains(&s) {
                return Err(RulesError::unknown("ship", format!("unknown ship \"{s}\"{}", nearest_text(s, ships.into_iter()))));
            }
        }
        let slot = q.slot.as_deref().map(|s| slot_named(edition, s)).transpose()?;
        let mode = q.mode.map(|m| m.in_edition(edition)).transpose()?;
        Ok(Filter { edition, factions, ship: q.ship, slot, mode })
    }

    pub fn faction(&self, f: &str) -> bool {
        self.factions.as_ref().is_none_or(|fs| fs.contains(&f))
    }

    pub fn ship(&self, xws: &str) -> bool {
        self.ship.as_deref().is_none_or(|s| s == xws)
    }

    /// 2e format flags.
    pub fn formats(&self, standard: bool, extended: bool, epic: bool) -> bool {
        match self.mode {
            None => true,
            Some(Mode::Standard) => standard,
            Some(Mode::Extended) => extended,
            Some(Mode::Epic) => epic,
        }
    }

    /// 1e: huge ships and "Huge Ship Only" cards are Epic play's (seed 000).
    pub fn huge_1e(&self, huge: bool) -> bool {
        !huge || self.mode != Some(Mode::Standard)
    }

    fn slots(&self, slots: &[&str]) -> bool {
        self.slot.is_none_or(|s| slots.contains(&s))
    }

    /// A 2e upgrade is kept when it takes the slot, is legal in the format, and no
    /// restriction object holds nothing but faction, ship and size alternatives none of
    /// which admits the filter's faction or ship (others need the squad to judge).
    pub fn admits_2e(&self, u: &Upgrade2e) -> bool {
        let ship = self.ship.as_deref().and_then(crate::cards::ship_2e).map(|s| (s.xws, s.size));
        let kept = self.slots(u.front().slots) && self.formats(u.formats.standard, u.formats.extended, u.formats.epic);
        kept && u.restrictions.iter().all(|alts| {
            alts.iter().any(|r| match r {
                Req2e::Factions(fs) => self.factions.as_ref().is_none_or(|want| fs.iter().any(|x| want.contains(x))),
                Req2e::Ships(ss) => ship.is_none_or(|(x, _)| ss.contains(&x)),
                Req2e::Sizes(zs) => ship.is_none_or(|(_, z): (&str, Size)| zs.contains(&z)),
                _ => true,
            })
        })
    }

    /// 1e: an upgrade is kept when it takes the slot, unless its ship, size or faction
    /// restriction excludes the filter's.
    pub fn admits_1e(&self, u: &Upgrade1e) -> bool {
        let ship = self.ship.as_deref().and_then(crate::cards::ship_1e);
        let faction = u.factions.is_empty() || self.factions.as_ref().is_none_or(|want| u.factions.iter().any(|x| want.contains(x)));
        let by_ship =
            ship.is_none_or(|s| (u.ships.is_empty() || u.ships.contains(&s.name)) && (u.sizes.is_empty() || u.sizes.contains(&s.size)));
        self.slots(&[u.slot]) && faction && by_ship && self.huge_1e(u.huge_only())
    }
}
