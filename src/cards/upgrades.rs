//! Upgrade cards of both editions: the types of the generated tables (`gen/`, from the rows
//! scripts/cards/upgrades.mjs reads from the vendored xwing-data2 and xwing-data, laid out by
//! scripts/cards/schema.mjs, which the compiler checks these types against) and their lookups.
//!
//! What the data structures (slots, restrictions, weapons, charges, energy, grants, costs and
//! format flags) and the card text for `cardIndex`: the engine acts on card text only where
//! docs/squads.md says so.

use super::{ActionColour, ActionKind, Arc2e, ForceSide, Pool, Size};
use crate::cards::tables;

/// Which 2e formats a card is legal in (xwing-data2 `standard`, `extended`, `epic`); written
/// flat into `cardIndex`'s pilot and upgrade entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, crate::wire::ToWire)]
pub struct Formats {
    pub standard: bool,
    pub extended: bool,
    pub epic: bool,
}

/// A printed 2e cost: points, or "?" (the data's `"?"`, e.g. Combat Boarding Tube).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cost {
    Points(u16),
    Variable,
}

/// A card's weapon (xwing-data2 `attack`): arc, value, range and the ordnance icon.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weapon2e {
    pub arc: Arc2e,
    pub value: u8,
    pub min: u8,
    pub max: u8,
    pub ordnance: bool,
}

/// What equipping the side gives the ship.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grant2e {
    Action {
        kind: ActionKind,
        colour: ActionColour,
    },
    /// An upgrade slot (a negative amount removes one: "Device -1").
    Slot {
        slot: &'static str,
        amount: i8,
    },
    /// A statistic change ("energy", "hull", "shields", "agility", "attack" with its arc).
    Stat {
        stat: &'static str,
        arc: Option<Arc2e>,
        amount: i8,
    },
    Force {
        amount: i8,
    },
    /// A firing arc.
    Arc(Arc2e),
}

/// One alternative of a restriction (xwing-data2 `restrictions`: every object must hold;
/// within one object, any of its keys suffices, as 0-0-0's "Scum, or a squad with Darth
/// Vader" reads).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Req2e {
    /// Faction xws ids.
    Factions(&'static [&'static str]),
    Sizes(&'static [Size]),
    /// Ship xws ids.
    Ships(&'static [&'static str]),
    /// The ship's action bar has this action (in this colour, when given).
    Action {
        kind: ActionKind,
        colour: Option<ActionColour>,
    },
    /// The ship has this printed arc.
    Arcs(&'static [Arc2e]),
    /// The pilot is not limited.
    NonLimited,
    /// The squad includes a card with this name.
    Names(&'static [&'static str]),
    /// The pilot has this keyword.
    Keywords(&'static [&'static str]),
    /// The ship also equips an upgrade of this slot.
    Equipped(&'static [&'static str]),
    /// At most one solitary card of a slot type per squad.
    Solitary,
    /// Only for standardized ships (the card's text sets it).
    Standardized,
    /// The ship has this ship ability.
    ShipAbility(&'static [&'static str]),
    /// The pilot's force is of this side.
    ForceSide(&'static [ForceSide]),
}

/// One side of a 2e card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Side2e {
    pub title: &'static str,
    /// The card type (a slot name).
    pub kind: &'static str,
    /// Every slot the card takes (a dual-slot card lists two).
    pub slots: &'static [&'static str],
    pub attack: Option<Weapon2e>,
    pub charges: Option<Pool>,
    pub force: Option<Pool>,
    pub grants: &'static [Grant2e],
    pub restrictions: &'static [&'static [Req2e]],
    /// The side's ability text (`ability`), as the data prints it.
    pub ability: Option<&'static str>,
    /// The side's other text (`text`: mostly flavour), as the data prints it.
    pub text: Option<&'static str>,
}

/// A 2e upgrade card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Upgrade2e {
    pub xws: &'static str,
    pub name: &'static str,
    /// Limited dots: copies of the name a squad may hold (0: any).
    pub limited: u8,
    /// `None`: no printed cost (cards of a standard loadout).
    pub cost: Option<Cost>,
    pub formats: Formats,
    pub standard_loadout_only: bool,
    pub restrictions: &'static [&'static [Req2e]],
    pub sides: &'static [Side2e],
}

impl Upgrade2e {
    /// The side equipped at setup (the data's first).
    pub fn front(&self) -> &'static Side2e {
        &self.sides[0]
    }

    /// A side with an offline state (a 2e hardpoint's "(Offline)" side) has two sides of one type.
    pub fn has_offline_side(&self) -> bool {
        self.sides.iter().any(|s| s.title.ends_with("(Offline)"))
    }
}

/// A 1e grant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grant1e {
    Slot(&'static str),
    Action(ActionKind),
    Stat { stat: &'static str, amount: i8 },
}

/// A 1e upgrade card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Upgrade1e {
    pub xws: &'static str,
    pub name: &'static str,
    /// The slot as xwing-data spells it ("Elite", "Salvaged Astromech").
    pub slot: &'static str,
    pub points: i16,
    pub unique: bool,
    pub limited: bool,
    /// Base sizes the card is restricted to; `[Huge]` is the "Huge Ship Only" label (seed
    /// 000 "Ship-Restricted Upgrades").
    pub sizes: &'static [Size],
    /// Ship names it is restricted to ("GR-75 Medium Transport").
    pub ships: &'static [&'static str],
    /// Factions it is restricted to ("Rebel Alliance").
    pub factions: &'static [&'static str],
    pub attack: Option<u8>,
    pub range: Option<[u8; 2]>,
    /// The card's printed energy: the energy limit of a card that holds energy (seed 003
    /// "Energy"), or a change of the ship's energy (Insatiable Worrt: -1).
    pub energy: Option<i8>,
    pub grants: &'static [Grant1e],
    /// One of the two sides of a dual card.
    pub dual_card: bool,
    /// Copies per squad, when the card limits it (Attanni Mindlink: 2).
    pub squad_limited: Option<u8>,
    /// The card's text as the data prints it (`text`).
    pub text: &'static str,
}

impl Upgrade1e {
    /// "Huge Ship Only" (seeds 000 and 003): the data restricts the card to huge ships.
    pub fn huge_only(&self) -> bool {
        self.sizes == [Size::Huge]
    }
}

/// The 2e card with this xws id.
pub fn upgrade_2e(xws: &str) -> Option<&'static Upgrade2e> {
    tables().upgrades_2e.binary_search_by(|u| u.xws.cmp(xws)).ok().map(|i| &tables().upgrades_2e[i])
}

/// The 1e card with this slot (xwing-data spelling) and xws id (a dual card: its first side).
pub fn upgrade_1e(slot: &str, xws: &str) -> Option<&'static Upgrade1e> {
    let i = tables().upgrades_1e.partition_point(|u| (u.slot, u.xws) < (slot, xws));
    tables().upgrades_1e.get(i).filter(|u| u.slot == slot && u.xws == xws)
}

/// 2e slot names and their XWS keys (xwing-data2's upgrade file names).
const SLOT_KEYS_2E: &[(&str, &str)] = &[
    ("astromech", "Astromech"),
    ("cannon", "Cannon"),
    ("cargo", "Cargo"),
    ("command", "Command"),
    ("configuration", "Configuration"),
    ("crew", "Crew"),
    ("device", "Device"),
    ("force-power", "Force Power"),
    ("gunner", "Gunner"),
    ("hardpoint", "Hardpoint"),
    ("hyperdrive", "Hyperdrive"),
    ("illicit", "Illicit"),
    ("missile", "Missile"),
    ("modification", "Modification"),
    ("sensor", "Sensor"),
    ("tactical-relay", "Tactical Relay"),
    ("talent", "Talent"),
    ("team", "Team"),
    ("tech", "Tech"),
    ("title", "Title"),
    ("torpedo", "Torpedo"),
    ("turret", "Turret"),
];

/// 1e slot keys (xws-spec README_NAMES.md "Upgrade Slots") and xwing-data's slot names.
const SLOT_KEYS_1E: &[(&str, &str)] = &[
    ("amd", "Astromech"),
    ("bomb", "Bomb"),
    ("cannon", "Cannon"),
    ("cargo", "Cargo"),
    ("crew", "Crew"),
    ("ept", "Elite"),
    ("hardpoint", "Hardpoint"),
    ("illicit", "Illicit"),
    ("missile", "Missile"),
    ("mod", "Modification"),
    ("samd", "Salvaged Astromech"),
    ("system", "System"),
    ("team", "Team"),
    ("tech", "Tech"),
    ("title", "Title"),
    ("torpedo", "Torpedo"),
    ("turret", "Turret"),
];

/// The 2e slot an XWS key names (`force-power` → "Force Power"); `forcepower` is read too.
pub fn slot_2e_of_key(key: &str) -> Option<&'static str> {
    SLOT_KEYS_2E.iter().find(|(k, _)| *k == key || k.replace('-', "") == key).map(|(_, s)| *s)
}

/// The XWS key of a 2e slot.
pub fn key_of_slot_2e(slot: &str) -> Option<&'static str> {
    SLOT_KEYS_2E.iter().find(|(_, s)| *s == slot).map(|(k, _)| *k)
}

/// The 1e slot an XWS 1.x key names (`amd` → "Astromech").
pub fn slot_1e_of_key(key: &str) -> Option<&'static str> {
    SLOT_KEYS_1E.iter().find(|(k, _)| *k == key).map(|(_, s)| *s)
}

/// The XWS 1.x key of a 1e slot.
pub fn key_of_slot_1e(slot: &str) -> Option<&'static str> {
    SLOT_KEYS_1E.iter().find(|(_, s)| *s == slot).map(|(k, _)| *k)
}

/// Every XWS slot key of an edition (for "nearest known" suggestions).
pub fn slot_keys(first_edition: bool) -> impl Iterator<Item = &'static str> {
    let t = if first_edition { SLOT_KEYS_1E } else { SLOT_KEYS_2E };
    t.iter().map(|(k, _)| *k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_sorted_for_lookup() {
        assert!(tables().upgrades_2e.windows(2).all(|w| w[0].xws < w[1].xws));
        assert!(tables().upgrades_1e.windows(2).all(|w| (w[0].slot, w[0].xws) <= (w[1].slot, w[1].xws)));
    }

    #[test]
    fn a_turbolaser_battery_and_a_huge_only_modification() {
        // xwing-data2 hardpoint.json: Turbolaser Battery, attack 3 at range 3-5, single turret arc.
        let t = upgrade_2e("turbolaserbattery").expect("in the data");
        let a = t.front().attack.expect("a weapon");
        assert_eq!((a.arc, a.value, a.min, a.max, a.ordnance), (Arc2e::SingleTurret, 3, 3, 5, false));
        assert!(t.formats.epic && !t.formats.standard);
        // xwing-data upgrades.js: Ordnance Tubes is a Modification restricted to huge ships.
        let o = upgrade_1e("Modification", "ordnancetubes").expect("in the data");
        assert!(o.huge_only());
        assert!(upgrade_1e("Crew", "ordnancetubes").is_none());
        assert_eq!((slot_2e_of_key("force-power"), slot_1e_of_key("amd")), (Some("Force Power"), Some("Astromech")));
    }
}
