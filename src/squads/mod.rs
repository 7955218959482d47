//! Squads as squad builders export them (XWS, vendored `xws-spec/`): one squad read into
//! [`Squad`], checked against the cards of its edition (`crate::cards`), answered as a
//! [`Report`] of every problem found, and turned into the engine's ships ([`ships`]).
//!
//! A squad that breaks a rule is an answer (`legal: false`), never an error: the caller
//! shows the problems. What the XWS text itself gets wrong (not an object, an id that is
//! not a string) is refused before this layer, by the bindings' reader.
//!
//! Rules (docs/squads.md "Squads" gives each with its source):
//! - every id is known to the edition's data (else the nearest known ids are offered);
//! - every pilot is of the squad's faction;
//! - each upgrade sits in a slot the pilot has, counting the slots other equipped cards
//!   grant; a card listing two slots takes both;
//! - the card's restrictions (ship, size, faction, action, arc, keyword...) hold;
//! - limited (2e) and unique (1e) names are counted across the squad;
//! - the format: a card not legal in the mode is refused (2e flags; 1e huge ships, which
//!   carry the epic icon, only in Epic: seed 003 "The Epic Icon");
//! - 1e huge ships equip only "Huge Ship Only" modifications and the Epic card
//!   restrictions of seed 000; in 2e Epic every standard ship gains a command slot
//!   (seed 004 "Command Upgrades");
//! - the squad's points within its limit: standard and extended play by default
//!   ([`STANDARD_LIMIT_2E`], [`STANDARD_LIMIT_1E`]) or the caller's `limit`; in Epic, with a
//!   squad limit, the Epic squadron requirements (`crate::epic::squad`).

pub mod catalogue;
mod check_1e;
mod check_2e;
mod counts;
pub mod options;
mod restrict_2e;
pub mod ship_sheet;
pub mod ships;
mod slots;
pub mod suggest;

use crate::edition::Edition;
use crate::epic::squad::{self as epic_squad, SquadShip};
use crate::error::RulesError;
use crate::ships::ShipType;
use crate::wire::{FromWire, ToWire};

/// 2e standard and extended squads: 20 squad points. xwing-data2's costs (the vendored
/// commit, 2025-01-21) are the 20-point scale of the current points: standard pilots cost
/// 2 to 8 points and pay their upgrades from a loadout value (Luke Skywalker: cost 6,
/// loadout 24). No vendored file prints the limit itself (docs/squads.md "Points limits").
pub const STANDARD_LIMIT_2E: u32 = 20;

/// 1e standard squads: seed 003 "The Epic Icon": "these ships cannot be fielded in
/// 100-point squads of Standard Play" (the same in seed 000).
pub const STANDARD_LIMIT_1E: u32 = 100;

/// How many nearest known ids a problem about an unknown id offers.
pub const SUGGESTIONS: usize = 3;

/// The format the squad is built for: 2e `standard`, `extended` or `epic` (the data's
/// format flags); 1e `standard` or `epic`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, FromWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "SquadMode")]
pub enum Mode {
    Standard,
    Extended,
    Epic,
}

impl Mode {
    /// The mode, checked against the edition: 1e has no extended play (its squads are
    /// standard or Epic; seed 003 "The Epic Icon").
    pub fn in_edition(self, edition: Edition) -> crate::error::Result<Mode> {
        match (edition, self) {
            (Edition::First, Mode::Extended) => {
                Err(RulesError::invalid("mode", "1st edition squads are built for \"standard\" or \"epic\" play"))
            }
            _ => Ok(self),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Standard => "standard",
            Mode::Extended => "extended",
            Mode::Epic => "epic",
        }
    }
}

/// One pilot entry of an XWS squad. 2e names the pilot by `id` alone; 1e by `name` and
/// `ship`, with `multisection_id` tying a huge ship's section cards together.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pilot {
    /// 2e: the pilot id; 1e: the pilot name.
    pub id: String,
    /// 1e: the ship id.
    pub ship: Option<String>,
    /// Upgrades by XWS slot key, in the order the squad lists the keys.
    pub upgrades: Vec<(String, Vec<String>)>,
    pub multisection: Option<u32>,
}

/// One squad (the XWS keys that matter; the rest is ignored as the spec allows).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Squad {
    pub faction: String,
    pub pilots: Vec<Pilot>,
}

/// The rule a problem breaks, written by its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "SquadProblemRule")]
pub enum Rule {
    /// The squad's points over its limit (standard and extended play's, or Epic's).
    SquadLimit,
    /// From here to `WingSmallShips`: the other Epic squadron requirements ([`Rule::epic`]).
    HugeShipOrWing,
    HugeHalf,
    WingSize,
    WingSmallShips,
    UnknownFaction,
    UnknownPilot,
    UnknownUpgrade,
    UnknownSlot,
    Faction,
    Format,
    Slot,
    SlotKey,
    Restriction,
    Limited,
    Unique,
    Loadout,
    StandardLoadout,
    HugeShipOnly,
    EpicRestriction,
    /// Not a rule: the problems an answer leaves out past its bound, counted (`checkSquad`).
    MoreProblems,
}

impl Rule {
    /// The rule of an Epic requirement broken (`checkSquad` writes both forms' by this name).
    pub fn epic(reason: &epic_squad::Reason) -> Rule {
        use epic_squad::Reason as R;
        match reason {
            R::OverLimit { .. } => Rule::SquadLimit,
            R::NoHugeShipOrWing => Rule::HugeShipOrWing,
            R::HugeOverHalf { .. } => Rule::HugeHalf,
            R::WingSize { .. } => Rule::WingSize,
            R::WingNotSmall { .. } => Rule::WingSmallShips,
        }
    }

    /// The name written (tests).
    #[cfg(test)]
    pub fn as_str(self) -> &'static str {
        Box::leak(crate::wire::to_text(&self).trim_matches('"').to_string().into_boxed_str())
    }
}

/// One reason the squad is not legal.
#[derive(Clone, Debug, PartialEq, Eq, ToWire)]
#[wire(ts = "SquadProblem")]
pub struct Problem {
    /// Index of the pilot in the squad's `pilots`; `None` for the squad as a whole.
    pub pilot: Option<usize>,
    /// The upgrade's id, when the problem is one card's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub upgrade: Option<String>,
    pub rule: Rule,
    pub message: String,
}

impl Problem {
    pub fn pilot(i: usize, rule: Rule, message: String) -> Problem {
        Problem { pilot: Some(i), upgrade: None, rule, message }
    }
    pub fn upgrade(i: usize, id: &str, rule: Rule, message: String) -> Problem {
        Problem { pilot: Some(i), upgrade: Some(id.to_string()), rule, message }
    }
}

/// One pilot's cost as the data gives it (written in `checkSquad`'s and `squadOptions`'
/// answers without `ship`, which only the Epic requirements read).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ToWire)]
pub struct PilotPoints {
    /// Squad points: the pilot's cost, plus its upgrades' where they cost squad points.
    pub points: u32,
    /// The upgrades' share of `points`.
    pub upgrades: u32,
    /// 2e loadout points spent on upgrades (pilots with a loadout value).
    pub loadout: u32,
    /// The ship, as the Epic requirements count it (`None`: the pilot is unknown).
    #[serde(skip_serializing)]
    pub ship: Option<ShipType>,
}

/// The answer for one squad (`checkSquad`'s, its XWS form).
#[derive(Clone, Debug, Default, PartialEq, ToWire)]
#[wire(ts = "CheckSquadXwsResponse")]
pub struct Report {
    pub legal: bool,
    pub problems: Vec<Problem>,
    /// The squad's points (pilots known to the data only).
    pub points: u32,
    /// The points limit checked: standard and extended play's (default or given), Epic's
    /// when given; `None` in Epic without one.
    pub limit: Option<u32>,
    pub pilots: Vec<PilotPoints>,
    /// The Epic requirements' figures, when a limit was given in Epic.
    pub epic: Option<epic_squad::EpicFigures>,
}

/// The limit a squad is checked against: a points limit in standard and extended play
/// (the format's unless the caller gives one), the Epic squadron requirements in Epic
/// when the caller gives a limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    Points(u32),
    Epic(u32),
    None,
}

impl Limit {
    pub fn of(edition: Edition, mode: Mode, given: Option<u32>) -> Limit {
        match (mode, given) {
            (Mode::Epic, Some(l)) => Limit::Epic(l),
            (Mode::Epic, None) => Limit::None,
            (_, Some(l)) => Limit::Points(l),
            (_, None) => Limit::Points(match edition {
                Edition::Second => STANDARD_LIMIT_2E,
                Edition::First => STANDARD_LIMIT_1E,
            }),
        }
    }

    fn value(self) -> Option<u32> {
        match self {
            Limit::Points(l) | Limit::Epic(l) => Some(l),
            Limit::None => None,
        }
    }

    /// The problems of the squad's points against the limit, and the Epic figures.
    fn judge(self, mode: Mode, pilots: &[PilotPoints]) -> (Vec<Problem>, Option<epic_squad::SquadReport>) {
        match self {
            Limit::None => (Vec::new(), None),
            Limit::Points(limit) => {
                let points = total(pilots);
                let over = points > limit;
                let message = format!("the squad costs {points} points, over the {} play limit of {limit}", mode.as_str());
                (over.then_some(Problem { pilot: None, upgrade: None, rule: Rule::SquadLimit, message }).into_iter().collect(), None)
            }
            Limit::Epic(limit) => {
                let r = epic_requirements(limit, pilots);
                let problems = r.reasons.iter().map(|x| Problem { pilot: None, upgrade: None, rule: Rule::epic(x), message: x.message() });
                (problems.collect(), Some(r))
            }
        }
    }
}

/// A team's limit: `limit` divided between `players` (default 1), rounded down (Epic team
/// battles: the team's squad limit is shared by its players).
pub fn player_limit(limit: u32, players: Option<u32>) -> crate::error::Result<u32> {
    match players.unwrap_or(1) {
        0 => Err(RulesError::invalid("players", "a team has at least one player")),
        players => Ok(epic_squad::team_limit(limit, players)),
    }
}

/// A request's `limit`: a points limit in standard and extended play, the Epic squad
/// limit (shared by `players`) in Epic; `players` is Epic's (team battles) and needs `limit`.
pub fn squad_limit(mode: Mode, limit: Option<u32>, players: Option<u32>) -> crate::error::Result<Option<u32>> {
    match (limit, players) {
        (_, Some(_)) if mode != Mode::Epic => {
            Err(RulesError::invalid("players", "team battles are Epic play: give `players` in \"epic\" mode only"))
        }
        (Some(l), p) => Ok(Some(player_limit(l, p)?)),
        (None, Some(_)) => Err(RulesError::invalid("players", "applies to a squad limit: give `limit` too")),
        (None, None) => Ok(None),
    }
}

fn total(pilots: &[PilotPoints]) -> u32 {
    pilots.iter().map(|p| p.points).fold(0u32, u32::saturating_add)
}

/// Checks `squad` for `mode` in `edition` against its points limit ([`Limit::of`]: in
/// Epic, with `limit`, the Epic squadron requirements; points from the data).
pub fn check(edition: Edition, mode: Mode, squad: &Squad, limit: Option<u32>) -> Report {
    let _searches = suggest::bounded();
    let (mut problems, pilots) = match edition {
        Edition::Second => check_2e::check(mode, squad),
        Edition::First => check_1e::check(mode, squad),
    };
    let limit = Limit::of(edition, mode, limit);
    let (over, epic) = limit.judge(mode, &pilots);
    problems.extend(over);
    Report { legal: problems.is_empty(), problems, points: total(&pilots), limit: limit.value(), pilots, epic: epic.map(|r| r.figures) }
}

/// Every card of the slot kind the XWS key `slot_key` names offered to the squad's pilot
/// entry `pilot`, judged as [`check`] judges the squad with the card added ([`options`]).
/// Refused (naming `squadOptions`' fields) when the key names no slot, the squad has no
/// entry `pilot`, or the entry names a pilot the data does not know (a `checkSquad` problem).
pub fn offers(
    edition: Edition,
    mode: Mode,
    squad: &Squad,
    pilot: usize,
    slot_key: &str,
    limit: Option<u32>,
) -> crate::error::Result<options::Offers> {
    let slot = options::slot_of_key(edition, slot_key)?;
    if pilot >= squad.pilots.len() {
        return Err(RulesError::invalid("pilot", format!("no entry {pilot} in xws.pilots ({} entries)", squad.pilots.len())));
    }
    let limit = Limit::of(edition, mode, limit);
    let limits = |pilots: &[PilotPoints]| limit.judge(mode, pilots).0;
    let found = match edition {
        Edition::Second => check_2e::offers(mode, squad, pilot, slot, &limits),
        Edition::First => check_1e::offers(mode, squad, pilot, slot, &limits),
    };
    let id = if edition == Edition::First { "name" } else { "id" };
    let unknown = "the entry's pilot is not in the data (checkSquad names the nearest)";
    let mut found = found.ok_or_else(|| RulesError::unknown(format!("xws.pilots[{pilot}].{id}"), unknown))?;
    (found.slot, found.limit) = (slot_key.to_string(), limit.value());
    found.left = found.limit.map(|l| i64::from(l) - i64::from(found.points));
    Ok(found)
}

/// The Epic event guidance's requirements with each known pilot's points (an unknown
/// pilot is already a problem and counts for nothing).
fn epic_requirements(limit: u32, pilots: &[PilotPoints]) -> epic_squad::SquadReport {
    let ships: Vec<SquadShip> = pilots
        .iter()
        .enumerate()
        .filter_map(|(i, p)| {
            let ship = p.ship?;
            Some(SquadShip { id: i.to_string(), ship, points: p.points - p.upgrades, upgrades: p.upgrades, wing: None })
        })
        .collect();
    epic_squad::check_squad(limit, &ships)
}

/// `Small`/`Medium`/`Large`, or the huge ship the engine knows for a huge base.
pub(crate) fn ship_type(size: crate::cards::Size, ship_xws: &str) -> ShipType {
    use crate::cards::Size;
    match size {
        Size::Small => ShipType::Small,
        Size::Medium => ShipType::Medium,
        Size::Large => ShipType::Large,
        Size::Huge => ShipType::parse(ship_xws).unwrap_or(ShipType::Large),
    }
}

#[cfg(test)]
mod options_tests;
#[cfg(test)]
mod tests;
