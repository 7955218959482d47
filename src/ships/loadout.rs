//! The upgrade cards a ship carries (its `upgrades`, docs/squads.md "Upgrades a ship
//! carries") and what the card data says they do to it: statistic changes (energy,
//! hull, shields), charges, granted actions, the energy limit of a 1e card that holds
//! energy, and which side of a two-sided card is up (a 2e hardpoint's "(Offline)" side).
//! Only what the data structures is read; card text is not interpreted.
//!
//! Readings (docs/readings.md "Upgrades"):
//! - 1e: a Title's printed energy is an "Energy Limit Increase" of the ship card (seed
//!   000 prints "Bright Hope +2"; seed 003 "Energy Limit": "A ship's energy limit can be
//!   increased with certain upgrade cards"); any other card's printed energy is that
//!   card's own energy limit, on which "Allocate Energy" places tokens (seed 003).
//! - 2e: a side's `grants` of `stat` change the ship's statistic (`energy`: its energy
//!   capacity, seed 001 "Energy"); a side's `charges` are that card's own charges.

use crate::cards::upgrades::{slot_1e_of_key, slot_2e_of_key, upgrade_2e, Grant1e, Grant2e, Upgrade1e, Upgrade2e};
use crate::cards::{tables, ActionColour, ActionKind, Pool};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::wire::numbers::wire_number;
use crate::wire::FromWire;

/// Most upgrade cards one ship may carry (far above any slot bar; checked before lookup).
pub const MAX_CARRIED: usize = 64;

/// The 1e slot whose printed energy raises the ship card's energy limit (seed 000 "Bright Hope +2").
const TITLE_1E: &str = "Title";

/// A card with the side that is up (0: the side equipped at setup).
#[derive(Clone, Debug, Default, PartialEq, Eq, FromWire)]
#[wire(ts = "Sided")]
pub struct Named {
    /// The XWS slot key it is listed under, if any (`upgrades` by slot key).
    #[serde(skip)]
    pub slot: Option<String>,
    #[serde(rename = "id")]
    pub xws: String,
    #[serde(default)]
    #[wire(null, read_as = "Side")]
    pub side: usize,
}

wire_number!(
    /// A side as a caller gives it: 0 (the side equipped at setup) or 1, whatever the card.
    Side(usize) = |n| match n == 0.0 || n == 1.0 {
        true => Ok(n as u64),
        false => Err(RulesError::invalid("", "must be 0 (the side equipped at setup) or 1")),
    }
);

/// A carried card with the side that is up.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Carried {
    /// A 2e card and the index of its side up.
    Second(&'static Upgrade2e, usize),
    /// A 1e card's side up (a dual card's two sides are two records of the data).
    First(&'static Upgrade1e),
}

/// A ship's statistic changes from its cards (added to the printed values).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StatChanges {
    pub energy: i32,
    pub hull: i32,
    pub shields: i32,
}

/// An action a carried card adds to the ship's bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GrantedAction {
    pub kind: ActionKind,
    pub colour: ActionColour,
    /// The granting card's printed name.
    pub card: &'static str,
}

/// The cards a ship carries, each with its side up.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Loadout {
    pub cards: Vec<Carried>,
}

impl Loadout {
    /// The cards `named` names in `edition`; errors name `field` (too many), or `field` and each
    /// card's position below it (`ship.upgrades[2]`, `ship.upgrades.hardpoint[0]`).
    pub fn new(edition: Edition, field: &str, named: &[(String, Named)]) -> Result<Loadout> {
        if named.len() > MAX_CARRIED {
            return Err(RulesError::too_large(field, format!("at most {MAX_CARRIED} upgrade cards per ship")));
        }
        let cards = named.iter().map(|(at, n)| carried(edition, n, &format!("{field}{at}"))).collect::<Result<Vec<_>>>()?;
        Ok(Loadout { cards })
    }

    /// The statistic changes of every side up.
    pub fn changes(&self) -> StatChanges {
        let mut c = StatChanges::default();
        for card in &self.cards {
            match card {
                Carried::Second(u, side) => {
                    for g in u.sides[*side].grants {
                        if let Grant2e::Stat { stat, arc: None, amount } = g {
                            add_stat(&mut c, stat, i32::from(*amount));
                        }
                    }
                }
                Carried::First(u) => {
                    if u.slot == TITLE_1E {
                        c.energy += i32::from(u.energy.unwrap_or(0));
                    }
                    for g in u.grants {
                        if let Grant1e::Stat { stat, amount } = g {
                            add_stat(&mut c, stat, i32::from(*amount));
                        }
                    }
                }
            }
        }
        c
    }

    /// The actions the sides up add to the ship's bar, in card order.
    pub fn actions(&self) -> Vec<GrantedAction> {
        let mut out = Vec::new();
        for card in &self.cards {
            match card {
                Carried::Second(u, side) => out.extend(u.sides[*side].grants.iter().filter_map(|g| match g {
                    Grant2e::Action { kind, colour } => Some(GrantedAction { kind: *kind, colour: *colour, card: u.name }),
                    _ => None,
                })),
                Carried::First(u) => out.extend(u.grants.iter().filter_map(|g| match g {
                    Grant1e::Action(kind) => Some(GrantedAction { kind: *kind, colour: ActionColour::White, card: u.name }),
                    _ => None,
                })),
            }
        }
        out
    }

    /// Each 2e card's charges on its side up: `(card name, charges)`.
    pub fn charges(&self) -> Vec<(&'static str, Pool)> {
        self.cards.iter().filter_map(|c| c.charges().map(|p| (c.card_name(), p))).collect()
    }

    /// Each 1e card (not a Title) that holds energy: `(card name, its energy limit)`.
    pub fn card_energy_limits(&self) -> Vec<(&'static str, u32)> {
        self.cards.iter().filter_map(|c| c.energy_limit().map(|l| (c.card_name(), l))).collect()
    }

    /// The carried card with this xws id, if any.
    pub fn find(&self, xws: &str) -> Option<Carried> {
        self.cards.iter().copied().find(|c| c.xws() == xws)
    }

    /// The carried 1e "Huge Ship Only" card named `name` (its xws id or printed name), if any.
    pub fn huge_ship_only(&self, name: &str) -> Option<Carried> {
        self.cards.iter().copied().find(|c| matches!(c, Carried::First(u) if u.huge_only() && (u.xws == name || u.name == name)))
    }

    /// Refuses (`NOT_ALLOWED` on `field`) a weapon card the ship does not carry, or one on
    /// its "(Offline)" side: an offline hardpoint prints no attack (xwing-data2 `sides`).
    pub fn check_fires(&self, xws: &str, field: &str) -> Result<()> {
        match self.find(xws) {
            None => Err(RulesError::not_allowed(field, format!("the ship's upgrades do not include {xws:?}"))),
            Some(c) if c.offline() => {
                Err(RulesError::not_allowed(field, format!("{} is offline: its weapon does not fire", c.card_name())))
            }
            Some(_) => Ok(()),
        }
    }
}

/// A printed value `v` changed by `d` (a card's statistic change), never below 0.
pub fn changed(v: u32, d: i32) -> u32 {
    (i64::from(v) + i64::from(d)).clamp(0, i64::from(u32::MAX)) as u32
}

impl Carried {
    pub fn xws(self) -> &'static str {
        match self {
            Carried::Second(u, _) => u.xws,
            Carried::First(u) => u.xws,
        }
    }

    /// The card's name (a 2e card's, whichever side is up).
    pub fn card_name(self) -> &'static str {
        match self {
            Carried::Second(u, _) => u.name,
            Carried::First(u) => u.name,
        }
    }

    /// A 2e card's charges on its side up.
    pub fn charges(self) -> Option<Pool> {
        match self {
            Carried::Second(u, side) => u.sides[side].charges,
            Carried::First(_) => None,
        }
    }

    /// A 1e card's own energy limit: a card other than a Title printing energy.
    pub fn energy_limit(self) -> Option<u32> {
        match self {
            Carried::First(u) if u.slot != TITLE_1E => u.energy.filter(|e| *e > 0).map(|e| e as u32),
            _ => None,
        }
    }

    /// The printed name of the side up.
    pub fn name(self) -> &'static str {
        match self {
            Carried::Second(u, side) => u.sides[side].title,
            Carried::First(u) => u.name,
        }
    }

    /// The index of the side up (1e: 0 or 1 for a dual card's two records).
    pub fn side(self) -> usize {
        match self {
            Carried::Second(_, side) => side,
            Carried::First(u) => sides_1e(u.slot, u.xws).iter().position(|s| std::ptr::eq(s, u)).unwrap_or(0),
        }
    }

    /// A 2e hardpoint on its "(Offline)" side: it has no weapon and grants nothing.
    pub fn offline(self) -> bool {
        matches!(self, Carried::Second(u, side) if u.has_offline_side() && u.sides[side].title.ends_with("(Offline)"))
    }
}

fn add_stat(c: &mut StatChanges, stat: &str, amount: i32) {
    match stat {
        "energy" => c.energy += amount,
        "hull" => c.hull += amount,
        "shields" => c.shields += amount,
        _ => {}
    }
}

/// Every record of the 1e card `xws` in `slot` (a dual card has two).
fn sides_1e(slot: &str, xws: &str) -> &'static [Upgrade1e] {
    let all = tables().upgrades_1e;
    let lo = all.partition_point(|u| (u.slot, u.xws) < (slot, xws));
    let hi = lo + all[lo..].partition_point(|u| u.slot == slot && u.xws == xws);
    &all[lo..hi]
}

fn carried(edition: Edition, n: &Named, field: &str) -> Result<Carried> {
    match edition {
        Edition::Second => {
            if let Some(k) = n.slot.as_ref().filter(|k| slot_2e_of_key(k).is_none()) {
                return Err(RulesError::unknown(field, format!("unknown 2e slot key {k:?}")));
            }
            let u = upgrade_2e(&n.xws).ok_or_else(|| RulesError::unknown(field, format!("unknown 2e upgrade {:?}", n.xws)))?;
            check_side(n.side, u.sides.len(), u.name, field)?;
            Ok(Carried::Second(u, n.side))
        }
        Edition::First => {
            let sides = match &n.slot {
                Some(k) => {
                    let slot = slot_1e_of_key(k).ok_or_else(|| RulesError::unknown(field, format!("unknown 1e slot key {k:?}")))?;
                    sides_1e(slot, &n.xws)
                }
                None => sides_1e_any_slot(&n.xws, field)?,
            };
            let first = sides.first().ok_or_else(|| RulesError::unknown(field, format!("unknown 1e upgrade {:?}", n.xws)))?;
            check_side(n.side, sides.len(), first.name, field)?;
            Ok(Carried::First(&sides[n.side]))
        }
    }
}

/// The 1e card `xws` named without a slot: refused when two slots print that id.
fn sides_1e_any_slot(xws: &str, field: &str) -> Result<&'static [Upgrade1e]> {
    let mut slots: Vec<&str> = tables().upgrades_1e.iter().filter(|u| u.xws == xws).map(|u| u.slot).collect();
    slots.dedup();
    match slots.as_slice() {
        [] => Ok(&[]),
        [one] => Ok(sides_1e(one, xws)),
        _ => Err(RulesError::invalid(field, format!("{xws:?} is a 1e card in {} slots: list it under its slot key", slots.join(" and ")))),
    }
}

fn check_side(side: usize, count: usize, name: &str, field: &str) -> Result<()> {
    if side >= count {
        let sides = if count == 1 { "one side (0)".to_string() } else { format!("sides 0 to {}", count - 1) };
        return Err(RulesError::invalid(format!("{field}.side"), format!("{name} has {sides}, got {side}")));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorCode;

    fn named(edition: Edition, cards: &[(Option<&str>, &str, usize)]) -> Result<Loadout> {
        let list: Vec<(String, Named)> = cards
            .iter()
            .enumerate()
            .map(|(i, &(slot, xws, side))| (format!("[{i}]"), Named { slot: slot.map(String::from), xws: xws.into(), side }))
            .collect();
        Loadout::new(edition, "upgrades", &list)
    }

    #[test]
    fn second_edition_titles_change_energy_hull_and_shields() {
        // xwing-data2 title.json: Blood Crow energy +2, shields -1, a gunner slot;
        // Insatiable Worrt energy -1, hull +3, shields -1.
        let l = named(Edition::Second, &[(Some("title"), "bloodcrow", 0)]).unwrap();
        assert_eq!(l.changes(), StatChanges { energy: 2, hull: 0, shields: -1 });
        let w = named(Edition::Second, &[(None, "insatiableworrt", 0)]).unwrap();
        assert_eq!(w.changes(), StatChanges { energy: -1, hull: 3, shields: -1 });
        // command.json: Captain Needa, 4 charges that do not recur.
        let n = named(Edition::Second, &[(None, "captainneeda", 0)]).unwrap();
        assert_eq!(n.charges(), vec![("Captain Needa", Pool { value: 4, recovers: 0 })]);
    }

    #[test]
    fn granted_actions_and_the_offline_side() {
        // hardpoint.json: Turbolaser Battery's online side grants a white rotate arc; its
        // "(Offline)" side grants nothing. Comms Team grants coordinate and jam (white).
        let on = named(Edition::Second, &[(None, "turbolaserbattery", 0), (Some("team"), "commsteam", 0)]).unwrap();
        let kinds: Vec<ActionKind> = on.actions().iter().map(|a| a.kind).collect();
        assert_eq!(kinds, [ActionKind::RotateArc, ActionKind::Coordinate, ActionKind::Jam]);
        assert!(!on.find("turbolaserbattery").unwrap().offline());
        let off = named(Edition::Second, &[(None, "turbolaserbattery", 1)]).unwrap();
        let c = off.find("turbolaserbattery").unwrap();
        assert!(c.offline() && off.actions().is_empty());
        assert_eq!((c.name(), c.side()), ("Turbolaser Battery (Offline)", 1));
        assert_eq!(off.check_fires("turbolaserbattery", "weapon.upgrade").unwrap_err().code, ErrorCode::NotAllowed);
        assert!(on.check_fires("turbolaserbattery", "weapon.upgrade").is_ok());
        assert_eq!(on.check_fires("ioncannonbattery", "weapon.upgrade").unwrap_err().code, ErrorCode::NotAllowed);
        // Ion Cannon Battery's offline side grants the rotate arc (as the data prints it).
        let ion = named(Edition::Second, &[(None, "ioncannonbattery", 1)]).unwrap();
        assert_eq!(ion.actions()[0].kind, ActionKind::RotateArc);
        // Carlist Rieekan: a red evade.
        let cr = named(Edition::Second, &[(None, "carlistrieekan", 0)]).unwrap();
        assert_eq!((cr.actions()[0].kind, cr.actions()[0].colour), (ActionKind::Evade, ActionColour::Red));
    }

    #[test]
    fn first_edition_titles_raise_the_energy_limit_and_hardpoints_hold_energy() {
        // xwing-data upgrades.js: Bright Hope (title) energy 2; Quantum Storm 1; Insatiable
        // Worrt -1; Quad Laser Cannons (hardpoint) energy 2: its own limit.
        let l = named(Edition::First, &[(Some("title"), "brighthope", 0), (Some("hardpoint"), "quadlasercannons", 0)]).unwrap();
        assert_eq!(l.changes().energy, 2);
        assert_eq!(l.card_energy_limits(), vec![("Quad Laser Cannons", 2)]);
        assert_eq!(named(Edition::First, &[(None, "insatiableworrt", 0)]).unwrap().changes().energy, -1);
        // Combat Retrofit (GR-75 modification): hull +2, shields +1. Broadcast Array: jam.
        let r = named(Edition::First, &[(Some("mod"), "combatretrofit", 0), (Some("cargo"), "broadcastarray", 0)]).unwrap();
        // Combat Retrofit is "Huge Ship Only" (xwing-data size huge); Broadcast Array is not.
        assert!(r.huge_ship_only("Combat Retrofit").is_some() && r.huge_ship_only("combatretrofit").is_some());
        assert!(r.huge_ship_only("broadcastarray").is_none());
        assert_eq!(r.changes(), StatChanges { energy: 0, hull: 2, shields: 1 });
        assert_eq!(r.actions()[0].kind, ActionKind::Jam);
        // Servomotor S-foils: two records; side 1 (closed) grants boost.
        let s = named(Edition::First, &[(Some("mod"), "servomotorsfoils", 1)]).unwrap();
        assert_eq!((s.actions()[0].kind, s.cards[0].side()), (ActionKind::Boost, 1));
    }

    #[test]
    fn refusals_name_the_field() {
        let e = named(Edition::Second, &[(None, "nope", 0)]).unwrap_err();
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "upgrades[0]"));
        let e = named(Edition::Second, &[(None, "r2d2", 1)]).unwrap_err();
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "upgrades[0].side"));
        let e = named(Edition::First, &[(Some("astro"), "r2d2", 0)]).unwrap_err();
        assert_eq!(e.code, ErrorCode::Unknown);
        let too_many: Vec<(Option<&str>, &str, usize)> = vec![(None, "r2d2", 0); MAX_CARRIED + 1];
        assert_eq!(named(Edition::Second, &too_many).unwrap_err().code, ErrorCode::TooLarge);
    }
}
