//! The typed records of the generated card tables (`gen/`): one struct per kind of card
//! and edition, and the small closed vocabularies (size, arc, action, colour) the data
//! uses. Open vocabularies (factions, slots, keywords, conditions) stay the data's own
//! strings, so a new upstream value needs no code change. Values are as printed in the
//! vendored files (vendor/sources.json); nothing here interprets a rule. scripts/cards/schema.mjs
//! describes the same types for the generator; the generated reader (`gen/decode.rs`) names every
//! field and variant, so the compiler refuses a difference between the two.

/// A ship's base size (the data's 2e `"Small"`…`"Huge"`, 1e `"small"`, `"large"`, `"huge"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, crate::wire::ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "CardSize")]
pub enum Size {
    Small,
    Medium,
    Large,
    Huge,
}

/// A 2e printed arc (xwing-data2 `stats[].arc`, e.g. `"Front Arc"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arc2e {
    Front,
    Rear,
    Left,
    Right,
    SingleTurret,
    DoubleTurret,
    FullFront,
    FullRear,
    Bullseye,
}

/// A 1e firing arc (xwing-data `firing_arcs`, e.g. `"Auxiliary 180"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arc1e {
    Front,
    Turret,
    AuxiliaryRear,
    Auxiliary180,
    Mobile,
    Bullseye,
}

/// An action on an action bar. 1e's "Target Lock" is [`ActionKind::Lock`] (2e renamed it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ActionKind {
    Focus,
    Lock,
    BarrelRoll,
    Boost,
    Evade,
    Calculate,
    Coordinate,
    RotateArc,
    Jam,
    Reinforce,
    Reload,
    Slam,
    Cloak,
    Recover,
}

/// A 2e action's colour (xwing-data2 `difficulty`): red actions stress, purple ones spend force.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, crate::wire::ToWire)]
#[serde(rename_all = "camelCase")]
pub enum ActionColour {
    White,
    Red,
    Purple,
}

/// One 2e action: its colour, and the action linked after it, if any (`linked`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Action2e {
    pub kind: ActionKind,
    pub colour: ActionColour,
    pub linked: Option<(ActionKind, ActionColour)>,
}

/// A printed attack value and the arc it fires from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attack2e {
    pub arc: Arc2e,
    pub value: u8,
}

/// A pool that may refill: shields, energy, charges or force (`value`, `recovers` per round;
/// the data prints -1 for a charge that drains).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pool {
    pub value: u8,
    pub recovers: i8,
}

/// The side of the force a pilot's force belongs to (xwing-data2 `force.side`; absent for
/// most force users).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForceSide {
    Unstated,
    Light,
    Dark,
    Both,
}

/// A pilot's force capacity.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Force {
    pub pool: Pool,
    pub side: ForceSide,
}

/// A 2e ship card's statistics (xwing-data2 `stats`); also a pilot's `shipStats` override.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stats2e {
    /// Primary attacks in printed order.
    pub attacks: &'static [Attack2e],
    pub agility: u8,
    pub hull: u8,
    /// Shields; `recovers` is 0 for a ship whose shields do not recur.
    pub shields: Pool,
    /// Energy (huge ships only).
    pub energy: Option<Pool>,
}

/// The ship's dial codes in one faction (xwing-data2 `dialCodes` differ per faction for
/// ships two factions fly).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShipFaction2e {
    /// xwing-data2 faction id, e.g. `"rebelalliance"`.
    pub faction: &'static str,
    pub dial_codes: &'static [&'static str],
}

/// A 2e ship (xwing-data2 `data/pilots/<faction>/<ship>.json`, without its pilots).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ship2e {
    pub xws: &'static str,
    pub name: &'static str,
    pub size: Size,
    /// Factions flying it, sorted by id.
    pub factions: &'static [ShipFaction2e],
    /// The dial as xwing-data2 codes of three characters each, concatenated
    /// (`"1BB1FB…"`: speed, bearing, colour); `None` for the one ship the data prints
    /// without a dial (the Syliure-class hyperspace ring, which flies on a docked ship's).
    pub dial: Option<&'static str>,
    pub stats: Stats2e,
    pub actions: &'static [Action2e],
}

/// A 2nd edition faction (xwing-data2 `data/factions/factions.json`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Faction2e {
    /// The id pilots and XWS use, e.g. `"rebelalliance"`.
    pub xws: &'static str,
    /// The display name, e.g. `"Rebel Alliance"`.
    pub name: &'static str,
}

/// A 2e pilot card (xwing-data2 `pilots[]`): its ability text, no flavour text, no image.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pilot2e {
    /// The XWS 2.0 pilot id, unique across the data.
    pub xws: &'static str,
    pub name: &'static str,
    pub caption: Option<&'static str>,
    /// Index of its ship in `super::tables().ships_2e`.
    pub ship: u16,
    pub faction: &'static str,
    pub initiative: u8,
    /// Huge ships' engagement value.
    pub engagement: Option<u8>,
    pub cost: u16,
    /// Loadout value (absent for a few pilots with a fixed loadout).
    pub loadout: Option<u16>,
    /// How many copies a squad may hold: 0 = no limit.
    pub limited: u8,
    /// Upgrade slots as the data names them (`"Torpedo"`, `"Force Power"`…).
    pub slots: &'static [&'static str],
    pub charges: Option<Pool>,
    pub force: Option<Force>,
    /// Format flags: legal in standard, extended and epic play.
    pub standard: bool,
    pub extended: bool,
    pub epic: bool,
    pub keywords: &'static [&'static str],
    /// The ship ability's name printed on this pilot's card, if any.
    pub ship_ability: Option<&'static str>,
    /// Statistics and action bar that replace the ship's on this pilot's card.
    pub ship_stats: Option<Stats2e>,
    pub ship_actions: Option<&'static [Action2e]>,
    /// Fixed loadout of a standard-loadout pilot (upgrade xws ids).
    pub standard_loadout: &'static [&'static str],
    /// Conditions the pilot brings (condition xws ids).
    pub conditions: &'static [&'static str],
    /// The pilot's ability text as the data prints it (`ability`; its markup kept, docs/squads.md).
    pub ability: Option<&'static str>,
    /// The ship ability's text (`shipAbility.text`), beside its name `ship_ability`.
    pub ship_ability_text: Option<&'static str>,
}

/// A 1e ship (xwing-data `data/ships.js`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ship1e {
    pub xws: &'static str,
    pub name: &'static str,
    pub size: Size,
    /// Faction names as the data prints them (`"Rebel Alliance"`).
    pub factions: &'static [&'static str],
    /// Primary weapon value (absent when the card prints none, e.g. a CR90's aft).
    pub attack: Option<u8>,
    pub agility: u8,
    pub hull: u8,
    pub shields: u8,
    /// Energy (huge ships).
    pub energy: Option<u8>,
    pub actions: &'static [ActionKind],
    pub arcs: &'static [Arc1e],
    /// The dial as three-character codes concatenated (speed, bearing, colour G/W/R); the data
    /// gives it for standard ships only.
    pub dial: Option<&'static str>,
    /// `maneuvers`: one row per speed from 0, one digit per bearing column (0 none, 1 white,
    /// 2 green, 3 red), columns as xwing-data orders them (turn left, bank left, straight, bank
    /// right, turn right, Koiogran, then the later special maneuvers).
    pub maneuvers: &'static [&'static str],
    /// `maneuvers_energy` (huge ships): the energy each maneuver gains, laid out like `maneuvers`.
    pub maneuvers_energy: Option<&'static [&'static str]>,
    /// Huge ships' Epic squad points (`epic_points`, e.g. 1.5 for each CR90 section card).
    pub epic_points: Option<f64>,
}

/// A 1st edition pilot's printed override of its ship's values (xwing-data `ship_override`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Override1e {
    pub attack: u8,
    pub agility: u8,
    pub hull: u8,
    pub shields: u8,
}

/// A 1e pilot card (xwing-data `data/pilots.js`): no image.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pilot1e {
    /// The XWS 1.x pilot name; unique only together with the ship (and faction).
    pub xws: &'static str,
    pub name: &'static str,
    /// Index of its ship in `super::tables().ships_1e`.
    pub ship: u16,
    /// Faction name as the data prints it.
    pub faction: &'static str,
    /// Pilot skill (absent for a card printing none).
    pub skill: Option<u8>,
    pub points: Option<u16>,
    pub slots: &'static [&'static str],
    pub unique: bool,
    /// A huge section's printed primary weapon range (`range`, e.g. 3–5).
    pub range: Option<(u8, u8)>,
    pub ship_override: Option<Override1e>,
    /// Arcs the pilot grants to a slot's weapons (`grants` of type `firing_arc`).
    pub granted_arcs: &'static [(Arc1e, &'static str)],
    pub conditions: &'static [&'static str],
    /// The card's text as the data prints it (`text`: the ability of a named pilot, the
    /// flavour of a generic one; its markup kept, docs/squads.md).
    pub text: Option<&'static str>,
}
