//! The huge-ship round state as JS sees it: one plain object, the same shape in every
//! round call's request and response, so that a response's `state` can be passed
//! back as is. Conversion only; the rules that refuse a state are in
//! [`crate::round::state::ShipState::validate`].

use crate::wire::{FromWire, ToWire};

use crate::attack::{Pool, Reinforce};
use crate::bases::Section;
use crate::calls::shared::cards::CardDto;
use crate::calls::shared::input::{check_len, check_unique_ids, PoseDto};
use crate::calls::shared::numbers::{list, Count};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::objects::Ship;
use crate::round::state::{CardState, ShipState, Tokens, UpgradeState, Used};
use crate::ships::{HugeShip, ShipType};

use crate::calls::round::turrets::turrets;
use crate::calls::shared::upgrades::{loadout, UpgradesDto};
use crate::round::turrets::Turret;
use crate::ships::loadout::Loadout;

/// Where a reinforce token lies: a 1e section or a 2e full arc.
#[derive(FromWire, ToWire, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "ReinforceName")]
pub enum ReinforceDto {
    Fore,
    Aft,
    FullFront,
    FullRear,
}

impl From<ReinforceDto> for Reinforce {
    fn from(r: ReinforceDto) -> Reinforce {
        match r {
            ReinforceDto::Fore => Reinforce::Section(Section::Fore),
            ReinforceDto::Aft => Reinforce::Section(Section::Aft),
            ReinforceDto::FullFront => Reinforce::FullFront,
            ReinforceDto::FullRear => Reinforce::FullRear,
        }
    }
}

impl From<Reinforce> for ReinforceDto {
    fn from(r: Reinforce) -> ReinforceDto {
        match r {
            Reinforce::Section(Section::Fore) => ReinforceDto::Fore,
            Reinforce::Section(Section::Aft) => ReinforceDto::Aft,
            Reinforce::FullFront => ReinforceDto::FullFront,
            Reinforce::FullRear => ReinforceDto::FullRear,
        }
    }
}

/// The engine's reinforce token read by its name (`ReinforceDto`).
impl FromWire for Reinforce {
    fn read(v: &crate::wire::Json, e: &mut crate::wire::Errors) -> Reinforce {
        ReinforceDto::read(v, e).into()
    }

    fn placeholder() -> Reinforce {
        ReinforceDto::placeholder().into()
    }
}

#[cfg(test)]
impl crate::wire::ts::TsIn for Reinforce {
    fn ts_in() -> String {
        ReinforceDto::ts_in()
    }
}

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "RoundCard")]
pub struct CardStateDto {
    section: Option<Section>,
    hull: Option<Count>,
    shields: Count,
    shield_value: Option<Count>,
    energy: Option<Count>,
    energy_limit: Option<Count>,
    #[serde(default)]
    crippled: bool,
    /// Crippled by an attack, its crippled side still to apply (`crippleSection`).
    #[serde(default)]
    flip_pending: bool,
    damage: Option<Vec<CardDto>>,
}

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct UpgradeDto {
    name: String,
    energy: Option<Count>,
    /// Default: the printed limit of the carried card of that name (the ship's `upgrades`).
    energy_limit: Option<Count>,
}

/// The state as a request gives it; every part but `cards` may be left out.
#[derive(FromWire)]
#[wire(ts = "RoundState")]
pub struct ShipStateDto {
    cards: Vec<CardStateDto>,
    upgrades: Option<Vec<UpgradeDto>>,
    tokens: Option<Tokens>,
    used: Option<Used>,
    #[serde(default)]
    destroyed: bool,
    /// 2e turret arc indicators (docs/round.md).
    turrets: Option<Vec<Turret>>,
}

/// A ship of a round request: a `Ship` with the round's extras.
#[derive(FromWire)]
#[wire(also = "crate::calls::shared::input::SHIP_KEYS")]
pub struct RoundShipDto {
    pub id: String,
    #[wire(ts = "ShipName")]
    pub ship: String,
    pub pose: PoseDto,
    /// 0 = the first player (2e) / the player with initiative (1e), 1, ...
    pub player: Option<Count>,
    /// Epic team battles: the ship's team (0 = the first team); a ship of another
    /// player on its team is allied (Epic rules reference, "Allied").
    pub team: Option<Count>,
    /// A standard ship's stress tokens (jam).
    pub stress: Option<Count>,
    /// A huge ship's round state; default its setup state.
    pub state: Option<ShipStateDto>,
    /// A 1e huge ship placed as an obstacle (seed 003 "Using Huge Ships as Obstacles"):
    /// an obstacle, not a ship, for the actions (`round::actions`).
    #[serde(default, rename = "asObstacle")]
    pub as_obstacle: bool,
    /// The upgrade cards it carries (docs/squads.md "Upgrades a ship carries").
    #[wire(ts = "Upgrades")]
    pub upgrades: Option<UpgradesDto>,
}

/// A round ship in engine terms.
pub struct RoundShip {
    pub ship: Ship,
    pub player: u32,
    pub team: Option<u32>,
    pub stress: u32,
    pub state: Option<ShipState>,
    /// The upgrade cards it carries (its `upgrades`).
    pub carried: Loadout,
}

/// The acting ship (`ship`) of a one-shot round call, once the rest of the table
/// (`ships[i]`) is checked: its length, unique ids and the Epic team rule the kept table
/// and `roundOrder` apply (a team for every ship or none, one per player:
/// `crate::round::relation::check_teams`).
pub fn acting_ship(me: &RoundShipDto, ships: &[RoundShipDto], ed: Edition) -> Result<RoundShip> {
    check_len(ships.len(), "ships")?;
    check_unique_ids(ships.iter().map(|s| s.id.as_str()), |i| format!("ships[{i}]"))?;
    let others: Vec<(usize, &RoundShipDto)> = ships.iter().enumerate().filter(|(_, s)| s.id != me.id).collect();
    let pairs: Vec<(u32, Option<u32>)> =
        std::iter::once(me).chain(others.iter().map(|(_, s)| *s)).map(|s| (n(s.player), s.team.map(|t| t.0))).collect();
    let field = |i: usize| i.checked_sub(1).and_then(|j| others.get(j)).map_or("ship.team".into(), |(k, _)| format!("ships[{k}].team"));
    crate::round::relation::check_teams(&pairs, field)?;
    me.to_round_ship(ed, "ship")
}

/// The round state of the call's ship (`ship.ship`), which `call` needs: a huge ship's.
pub fn huge_only<T>(state: Option<T>, call: &str) -> Result<T> {
    state.ok_or_else(|| RulesError::invalid("ship.ship", format!("{call} is for huge ships")))
}

/// A count given, or 0.
fn n(v: Option<Count>) -> u32 {
    v.map_or(0, |c| c.0)
}

impl RoundShipDto {
    pub fn to_round_ship(&self, edition: Edition, field: &str) -> Result<RoundShip> {
        let t = ShipType::parse_field(&self.ship, edition, &format!("{field}.ship"))?;
        let pose = self.pose.to_pose(&format!("{field}.pose"))?;
        let mut ship = Ship::new(self.id.clone(), t, pose, edition, &format!("{field}.ship"))?;
        if self.as_obstacle {
            ship = ship.as_obstacle(edition, &format!("{field}.asObstacle"))?;
        }
        let (player, team, stress) = (n(self.player), self.team.map(|t| t.0), n(self.stress));
        let carried = loadout(self.upgrades.as_ref(), edition, &format!("{field}.upgrades"))?;
        let state = match (t.huge(), &self.state) {
            (Some(h), Some(s)) => Some(s.to_state_with(h, edition, &carried).map_err(|e| e.within(&format!("{field}.state")))?),
            (Some(h), None) => Some(ShipState::carrying(h, edition, &carried)),
            (None, Some(_)) => return Err(RulesError::invalid(format!("{field}.state"), "the round state is kept for huge ships only")),
            (None, None) => None,
        };
        Ok(RoundShip { ship, player, team, stress, state, carried })
    }
}

impl ShipStateDto {
    /// The engine state (field paths relative to the state object), validated.
    pub fn to_state(&self, ship: HugeShip, edition: Edition) -> Result<ShipState> {
        self.to_state_with(ship, edition, &Loadout::default())
    }

    /// The state of a ship carrying `carried`: its cards' printed values changed by the
    /// cards, their granted actions, and the energy limits of carried cards that hold energy.
    pub fn to_state_with(&self, ship: HugeShip, edition: Edition, carried: &Loadout) -> Result<ShipState> {
        let setup = ShipState::carrying(ship, edition, carried);
        if self.cards.len() != setup.cards.len() {
            let what = if setup.cards.len() == 2 { "a fore and an aft card" } else { "one card" };
            return Err(RulesError::invalid(
                "cards",
                format!("a {} {} has {what}, got {}", edition.as_str(), ship.short_name(), self.cards.len()),
            ));
        }
        let mut cards = Vec::with_capacity(self.cards.len());
        for (i, (c, printed)) in self.cards.iter().zip(&setup.cards).enumerate() {
            cards.push(c.to_card(printed).map_err(|e| e.within(&format!("cards[{i}]")))?);
        }
        let upgrades = match &self.upgrades {
            Some(_) => upgrade_states(list(&self.upgrades, "upgrades")?, carried)?,
            None => setup.upgrades.clone(),
        };
        let (tokens, used) = (self.tokens.clone().unwrap_or_default(), self.used.clone().unwrap_or_default());
        let turrets = turrets(&self.turrets)?;
        let (changes, granted) = (setup.changes, setup.granted);
        let state = ShipState { ship, edition, cards, upgrades, tokens, used, destroyed: self.destroyed, turrets, changes, granted };
        state.validate()?;
        Ok(state)
    }
}

/// The upgrade cards a state lists; an energy limit not given is the carried card's.
fn upgrade_states(list: &[UpgradeDto], carried: &Loadout) -> Result<Vec<UpgradeState>> {
    let limits = carried.card_energy_limits();
    list.iter()
        .enumerate()
        .map(|(i, u)| {
            let printed = limits.iter().find(|(n, _)| *n == u.name).map(|(_, l)| *l);
            let energy_limit = match (u.energy_limit, printed) {
                (Some(l), _) => l.0,
                (None, Some(l)) => l,
                (None, None) => {
                    return Err(RulesError::invalid(
                        format!("upgrades[{i}].energyLimit"),
                        "is required: no card the ship carries (its `upgrades`) has this name and an energy limit",
                    ))
                }
            };
            Ok(UpgradeState { name: u.name.clone(), energy: n(u.energy), energy_limit })
        })
        .collect()
}

impl CardStateDto {
    fn to_card(&self, printed: &CardState) -> Result<CardState> {
        let section = self.section;
        if section != printed.section {
            let want = printed.section.map(|s| format!("{:?}", s.as_str())).unwrap_or_else(|| "null (one card)".into());
            return Err(RulesError::invalid("section", format!("expected {want}: cards are listed fore then aft")));
        }
        let cards = list(&self.damage, "damage")?;
        // Read as `resolveAttack` reads a pool's card, and written back by every response.
        let damage = cards.iter().map(CardDto::to_card).collect();
        let or = |v: Option<Count>, printed: u32| v.map_or(printed, |c| c.0);
        let pool = Pool { hull: or(self.hull, printed.pool.hull), shields: self.shields.0, damage };
        Ok(CardState {
            section,
            pool,
            shield_value: or(self.shield_value, printed.shield_value),
            energy: n(self.energy),
            energy_limit: or(self.energy_limit, printed.energy_limit),
            crippled: self.crippled,
            flip_pending: self.flip_pending,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::{expect_err, ErrorCode};

    fn refusal(text: &str) -> (ErrorCode, String, String) {
        let e = expect_err(parse_text::<ShipStateDto>(text));
        (e.code, e.field.to_string(), e.reason.to_string())
    }

    /// The engine's `Tokens` and `Used`, read straight: `null` is absent (as the declarations
    /// say), counts and lists are checked while read, at their paths, with the old words.
    #[test]
    fn tokens_and_used_read_into_the_engine_types() {
        let d = parse_text::<ShipStateDto>(r#"{"cards":[],"tokens":{"focus":null,"ion":2,"locks":null},"used":{"actions":null}}"#).unwrap();
        assert_eq!(d.tokens, Some(Tokens { ion: 2, ..Tokens::default() }));
        assert_eq!(d.used, Some(Used::default()));
        let at = |f: &str, r: &str| (ErrorCode::InvalidInput, f.to_string(), r.to_string());
        assert_eq!(refusal(r#"{"cards":[],"tokens":{"jam":1.5}}"#), at("tokens.jam", "expected a whole number ≥ 0, got 1.5"));
        let big = |f: &str, r: &str| (ErrorCode::TooLarge, f.to_string(), r.to_string());
        assert_eq!(refusal(r#"{"cards":[],"tokens":{"focus":100}}"#), big("tokens.focus", "must be at most 99, got 100"));
        let locks = format!(r#"{{"cards":[],"tokens":{{"locks":[{}]}}}}"#, vec![r#""x""#; 201].join(","));
        assert_eq!(refusal(&locks), big("tokens.locks", "at most 200 entries"));
        assert_eq!(refusal(r#"{"cards":[],"used":{"primaryBonus":null}}"#), at("used.primaryBonus", "got null; expected a boolean"));
    }
}
