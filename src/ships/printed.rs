//! The printed values (`shipInfo`'s `stats`) of a ship named by a card (docs/api.md
//! "shipInfo"). Huge ships keep the engine's reviewed cards (`ships::card_2e`,
//! `ships::cards_1e`); the data fills what those lack (agility, each attack and its arc,
//! charges, force, a named pilot's initiative or pilot skill) and everything of a standard ship.

use crate::wire::ToWire;

use crate::bases::Section;
use crate::cards::{Action2e, ActionColour, Pool, Stats2e};
use crate::ships::loadout::{changed, GrantedAction, Loadout};
use crate::ships::{arc_name_2e, card_2e, cards_1e, Card1e, Card2e, HugeShip, ShipCard, ShipType};

#[derive(ToWire)]
#[serde(untagged)]
pub enum Printed {
    First(Printed1e),
    Second(Printed2e),
}

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "ShipInfoStats1e")]
pub struct Printed1e {
    /// `"1e"`: tells the two shapes apart.
    #[wire(ts = r#""1e""#)]
    edition: &'static str,
    cards: Vec<PrintedCard1e>,
    /// The named pilot's pilot skill.
    pilot_skill: Option<u32>,
    /// The named pilot's card prints "?" for its pilot skill (xwing-data `"skill": "?"`, the
    /// one such card: Nashtah Pup Pilot, whose ability gives it a destroyed ship's):
    /// `pilot_skill` is then `None` (the data keeps no other card without a pilot skill).
    pilot_skill_variable: bool,
    agility: u32,
    actions: Vec<PrintedAction>,
}

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
struct PrintedCard1e {
    section: Option<Section>,
    attack: u32,
    attack_range: Option<[u8; 2]>,
    hull: u32,
    shields: u32,
    energy: u32,
}

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "ShipInfoStats2e")]
pub struct Printed2e {
    /// `"2e"`: tells the two shapes apart.
    #[wire(ts = r#""2e""#)]
    pub edition: &'static str,
    pub attack: u32,
    pub attack_arc: &'static str,
    pub attacks: Vec<PrintedAttack>,
    pub agility: u32,
    pub hull: u32,
    pub shields: u32,
    pub shield_recurring: u32,
    pub energy: u32,
    pub energy_recurring: u32,
    pub charges: Option<PrintedPool>,
    pub force: Option<PrintedPool>,
    pub initiative: Option<u32>,
    pub engagement: Option<u32>,
    pub actions: Vec<PrintedAction>,
}

#[derive(ToWire)]
pub struct PrintedAttack {
    arc: &'static str,
    value: u32,
}

#[derive(ToWire)]
pub struct PrintedPool {
    value: u32,
    recovers: i32,
}

/// An action on a printed action bar, with its colour and the action linked after it.
#[derive(ToWire)]
#[wire(ts = "ShipInfoAction")]
pub struct PrintedAction {
    action: &'static str,
    colour: ActionColour,
    #[serde(skip_serializing_if = "Option::is_none")]
    linked: Option<LinkedAction>,
    /// The carried card that grants it (absent: printed on the ship's bar).
    #[serde(skip_serializing_if = "Option::is_none")]
    upgrade: Option<&'static str>,
}

#[derive(ToWire)]
struct LinkedAction {
    action: &'static str,
    colour: ActionColour,
}

#[cfg(test)]
impl Printed1e {
    pub fn pilot_skill(&self) -> Option<u32> {
        self.pilot_skill
    }
    pub fn agility(&self) -> u32 {
        self.agility
    }
}

fn action_out(a: &Action2e) -> PrintedAction {
    PrintedAction {
        action: a.kind.as_str(),
        colour: a.colour,
        linked: a.linked.map(|(k, c)| LinkedAction { action: k.as_str(), colour: c }),
        upgrade: None,
    }
}

/// An action a carried card grants (the data's grants carry no linked action).
fn granted_out(g: &GrantedAction) -> PrintedAction {
    PrintedAction { action: g.kind.as_str(), colour: g.colour, linked: None, upgrade: Some(g.card) }
}

fn pool(p: Pool) -> PrintedPool {
    PrintedPool { value: p.value as u32, recovers: p.recovers as i32 }
}

impl From<Pool> for PrintedPool {
    fn from(p: Pool) -> PrintedPool {
        pool(p)
    }
}

/// The stats of a ship, or `None` for a standard ship named by its base size alone:
/// printed, then changed by the cards it carries (`carried`: its statistic changes and
/// the actions they grant, appended to `actions` with the card's name).
pub fn stats(ship: ShipType, card: Option<ShipCard>, second: bool, carried: &Loadout) -> Option<Printed> {
    let (ch, granted) = (carried.changes(), carried.actions());
    if second {
        let mut s = stats_2e(ship, card)?;
        (s.energy, s.hull, s.shields) = (changed(s.energy, ch.energy), changed(s.hull, ch.hull), changed(s.shields, ch.shields));
        s.actions.extend(granted.iter().map(granted_out));
        return Some(Printed::Second(s));
    }
    let mut s = stats_1e(ship, card)?;
    let energy_card = s.cards.iter().position(|c| c.energy > 0).unwrap_or(0);
    let single = s.cards.len() == 1;
    for (i, c) in s.cards.iter_mut().enumerate() {
        if i == energy_card {
            c.energy = changed(c.energy, ch.energy);
        }
        if single {
            (c.hull, c.shields) = (changed(c.hull, ch.hull), changed(c.shields, ch.shields));
        }
    }
    if single {
        s.actions.extend(granted.iter().map(granted_out));
    }
    Some(Printed::First(s))
}

fn stats_2e(ship: ShipType, card: Option<ShipCard>) -> Option<Printed2e> {
    let data: Option<Stats2e> = card.and_then(|c| c.pilot_2e().map(|p| p.stats()).or(c.ship_2e().map(|s| s.stats)));
    let actions: Option<&[Action2e]> = card.and_then(|c| c.pilot_2e().map(|p| p.actions()).or(c.ship_2e().map(|s| s.actions)));
    let pilot = card.and_then(ShipCard::pilot_2e);
    let printed = match ship.huge() {
        Some(h) => huge_2e(h),
        None => standard_2e(data?),
    };
    Some(Printed2e {
        edition: "2e",
        attacks: data
            .map_or(Vec::new(), |d| d.attacks.iter().map(|a| PrintedAttack { arc: arc_name_2e(a.arc), value: a.value as u32 }).collect()),
        agility: data.map_or(0, |d| d.agility as u32),
        charges: pilot.and_then(|p| p.charges).map(pool),
        force: pilot.and_then(|p| p.force).map(|f| pool(f.pool)),
        initiative: pilot.map(|p| p.initiative as u32).or(printed.initiative),
        engagement: pilot.and_then(|p| p.engagement).map(u32::from).or(printed.engagement),
        actions: actions.map_or(Vec::new(), |a| a.iter().map(action_out).collect()),
        attack: printed.attack,
        attack_arc: printed.attack_arc,
        hull: printed.hull,
        shields: printed.shields,
        shield_recurring: printed.shield_recurring,
        energy: printed.energy,
        energy_recurring: printed.energy_recurring,
    })
}

/// A 2e huge ship's reviewed card (its action bar is the data's, listed beside it).
fn huge_2e(h: HugeShip) -> Card2e {
    card_2e(h)
}

/// A standard ship's card in the shape of [`Card2e`]: its first printed attack.
fn standard_2e(d: Stats2e) -> Card2e {
    let first = d.attacks.first();
    Card2e {
        attack: first.map_or(0, |a| a.value as u32),
        attack_arc: first.map_or("front", |a| arc_name_2e(a.arc)),
        hull: d.hull as u32,
        shields: d.shields.value as u32,
        shield_recurring: d.shields.recovers.max(0) as u32,
        energy: d.energy.map_or(0, |e| e.value as u32),
        energy_recurring: d.energy.map_or(0, |e| e.recovers.max(0) as u32),
        initiative: None,
        engagement: None,
    }
}

fn stats_1e(ship: ShipType, card: Option<ShipCard>) -> Option<Printed1e> {
    let pilot = card.and_then(ShipCard::pilot_1e);
    let data = card.and_then(ShipCard::ship_1e);
    let cards: Vec<(Option<Section>, Card1e)> = match ship.huge() {
        Some(h) => cards_1e(h),
        None => {
            let s = data?;
            let o = pilot.and_then(|p| p.ship_override);
            let attack = o.map_or(s.attack.unwrap_or(0), |o| o.attack) as u32;
            let (hull, shields) = o.map_or((s.hull, s.shields), |o| (o.hull, o.shields));
            vec![(
                None,
                Card1e { attack, attack_range: None, hull: hull as u32, shields: shields as u32, energy: s.energy.unwrap_or(0) as u32 },
            )]
        }
    };
    let agility = pilot.and_then(|p| p.ship_override).map(|o| o.agility).or(data.map(|s| s.agility)).unwrap_or(0) as u32;
    Some(Printed1e {
        edition: "1e",
        cards: cards
            .into_iter()
            .map(|(s, c)| PrintedCard1e {
                section: s,
                attack: c.attack,
                attack_range: c.attack_range.map(|(a, b)| [a, b]),
                hull: c.hull,
                shields: c.shields,
                energy: c.energy,
            })
            .collect(),
        pilot_skill: pilot.and_then(|p| p.skill).map(u32::from),
        pilot_skill_variable: pilot.is_some_and(|p| p.skill.is_none()),
        agility,
        actions: data.map_or(Vec::new(), |s| {
            s.actions
                .iter()
                .map(|&k| PrintedAction { action: k.as_str(), colour: ActionColour::White, linked: None, upgrade: None })
                .collect()
        }),
    })
}
