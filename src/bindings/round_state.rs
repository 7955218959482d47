//! The huge-ship round state as JS sees it: one plain object, the same shape in every
//! round call's request and response, so that a response's `state` can be passed
//! back as is. Conversion only; the rules that refuse a state are in
//! [`crate::round::state::ShipState::validate`].

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::input::{Finite, PoseDto};
use super::resolve_attack_input::{whole, CardDto};
use crate::attack::{DamageCard, Pool, Reinforce};
use crate::bases::Section;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::objects::Ship;
use crate::round::state::{CardState, LockOn, ShipState, Tokens, UpgradeState, Used, UsedAction, MAX_COUNT};
use crate::ships::{HugeShip, ShipType};

/// Most damage cards, upgrades, locks or used entries one state may list.
pub const MAX_LIST: usize = 200;

#[derive(Deserialize, Serialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum SectionDto {
    Fore,
    Aft,
}

impl From<SectionDto> for Section {
    fn from(s: SectionDto) -> Section {
        match s {
            SectionDto::Fore => Section::Fore,
            SectionDto::Aft => Section::Aft,
        }
    }
}

impl From<Section> for SectionDto {
    fn from(s: Section) -> SectionDto {
        match s {
            Section::Fore => SectionDto::Fore,
            Section::Aft => SectionDto::Aft,
        }
    }
}

/// Where a reinforce token lies: a 1e section or a 2e full arc.
#[derive(Deserialize, Serialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
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

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CardStateDto {
    #[serde(default)]
    section: Option<SectionDto>,
    #[serde(default)]
    hull: Option<Finite>,
    shields: Finite,
    #[serde(default)]
    shield_value: Option<Finite>,
    #[serde(default)]
    energy: Option<Finite>,
    #[serde(default)]
    energy_limit: Option<Finite>,
    #[serde(default)]
    crippled: bool,
    #[serde(default)]
    damage: Option<Vec<CardDto>>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UpgradeDto {
    name: String,
    #[serde(default)]
    energy: Option<Finite>,
    energy_limit: Finite,
}

#[derive(Deserialize)]
pub struct LockOnDto {
    by: String,
    #[serde(default)]
    section: Option<SectionDto>,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct TokensDto {
    #[serde(default)]
    focus: Option<Finite>,
    #[serde(default)]
    evade: Option<Finite>,
    #[serde(default)]
    stress: Option<Finite>,
    #[serde(default)]
    ion: Option<Finite>,
    #[serde(default)]
    tractor: Option<Finite>,
    #[serde(default)]
    jam: Option<Finite>,
    #[serde(default)]
    reinforce: Option<ReinforceDto>,
    #[serde(default)]
    locks: Option<Vec<String>>,
    #[serde(default)]
    locked_by: Option<Vec<LockOnDto>>,
}

#[derive(Deserialize)]
pub struct UsedActionDto {
    action: String,
    #[serde(default)]
    section: Option<SectionDto>,
    #[serde(default)]
    free: bool,
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub struct UsedDto {
    #[serde(default)]
    actions: Option<Vec<UsedActionDto>>,
    #[serde(default)]
    energy_cards: Option<Vec<String>>,
    #[serde(default)]
    bonus_attacks: Option<Vec<String>>,
    #[serde(default)]
    primary_bonus: bool,
}

/// The state as a request gives it; every part but `cards` may be left out.
#[derive(Deserialize)]
pub struct ShipStateDto {
    cards: Vec<CardStateDto>,
    #[serde(default)]
    upgrades: Option<Vec<UpgradeDto>>,
    #[serde(default)]
    tokens: Option<TokensDto>,
    #[serde(default)]
    used: Option<UsedDto>,
    #[serde(default)]
    destroyed: bool,
}

/// A ship of a round request: a `Ship` with the round's extras.
#[derive(Deserialize)]
pub struct RoundShipDto {
    pub id: String,
    pub ship: String,
    pub pose: PoseDto,
    /// 0 = the first player (2e) / the player with initiative (1e), 1, ...
    #[serde(default)]
    pub player: Option<Finite>,
    /// A standard ship's stress tokens (jam).
    #[serde(default)]
    pub stress: Option<Finite>,
    /// A huge ship's round state; default its setup state.
    #[serde(default)]
    pub state: Option<ShipStateDto>,
}

/// A round ship in engine terms.
pub struct RoundShip {
    pub ship: Ship,
    pub player: u32,
    pub stress: u32,
    pub state: Option<ShipState>,
}

impl RoundShipDto {
    pub fn to_round_ship(&self, edition: Edition, field: &str) -> Result<RoundShip> {
        let t = ShipType::parse_field(&self.ship, &format!("{field}.ship"))?;
        let pose = self.pose.to_pose(&format!("{field}.pose"))?;
        let ship = Ship::new(self.id.clone(), t, pose, edition, &format!("{field}.ship"))?;
        let player = count_or(self.player, 0, &format!("{field}.player"))?;
        let stress = count_or(self.stress, 0, &format!("{field}.stress"))?;
        let state = match (t.huge(), &self.state) {
            (Some(h), Some(s)) => Some(s.to_state(h, edition).map_err(|e| e.within(&format!("{field}.state")))?),
            (Some(h), None) => Some(ShipState::setup(h, edition)),
            (None, Some(_)) => return Err(RulesError::invalid(format!("{field}.state"), "the round state is kept for huge ships only")),
            (None, None) => None,
        };
        Ok(RoundShip { ship, player, stress, state })
    }
}

fn count(v: Finite, field: &str) -> Result<u32> {
    whole(v.0, MAX_COUNT as u64, field).map(|n| n as u32)
}

pub fn count_or(v: Option<Finite>, default: u32, field: &str) -> Result<u32> {
    v.map(|v| count(v, field)).transpose().map(|n| n.unwrap_or(default))
}

fn list<'a, T>(v: &'a Option<Vec<T>>, field: &str) -> Result<&'a [T]> {
    let items = v.as_deref().unwrap_or(&[]);
    if items.len() > MAX_LIST {
        return Err(RulesError::too_large(field, format!("at most {MAX_LIST} entries")));
    }
    Ok(items)
}

impl ShipStateDto {
    /// The engine state (field paths relative to the state object), validated.
    pub fn to_state(&self, ship: HugeShip, edition: Edition) -> Result<ShipState> {
        let setup = ShipState::setup(ship, edition);
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
        let upgrades = list(&self.upgrades, "upgrades")?
            .iter()
            .enumerate()
            .map(|(i, u)| {
                let f = format!("upgrades[{i}]");
                Ok(UpgradeState {
                    name: u.name.clone(),
                    energy: count_or(u.energy, 0, &format!("{f}.energy"))?,
                    energy_limit: count(u.energy_limit, &format!("{f}.energyLimit"))?,
                })
            })
            .collect::<Result<Vec<_>>>()?;
        let tokens = self.tokens.as_ref().map(|t| t.to_tokens().map_err(|e| e.within("tokens"))).transpose()?.unwrap_or_default();
        let used = self.used.as_ref().map(|u| u.to_used().map_err(|e| e.within("used"))).transpose()?.unwrap_or_default();
        let state = ShipState { ship, edition, cards, upgrades, tokens, used, destroyed: self.destroyed };
        state.validate()?;
        Ok(state)
    }
}

impl CardStateDto {
    fn to_card(&self, printed: &CardState) -> Result<CardState> {
        let section = self.section.map(Section::from);
        if section != printed.section {
            let want = printed.section.map(|s| format!("{:?}", s.as_str())).unwrap_or_else(|| "null (one card)".into());
            return Err(RulesError::invalid("section", format!("expected {want}: cards are listed fore then aft")));
        }
        let cards = list(&self.damage, "damage")?;
        let damage = cards
            .iter()
            .map(|c| DamageCard { name: c.name.clone().unwrap_or_default(), faceup: c.faceup, text: c.text.clone().unwrap_or_default() })
            .collect();
        let pool = Pool { hull: count_or(self.hull, printed.pool.hull, "hull")?, shields: count(self.shields, "shields")?, damage };
        Ok(CardState {
            section,
            pool,
            shield_value: count_or(self.shield_value, printed.shield_value, "shieldValue")?,
            energy: count_or(self.energy, 0, "energy")?,
            energy_limit: count_or(self.energy_limit, printed.energy_limit, "energyLimit")?,
            crippled: self.crippled,
        })
    }
}

impl TokensDto {
    fn to_tokens(&self) -> Result<Tokens> {
        let locked_by =
            list(&self.locked_by, "lockedBy")?.iter().map(|l| LockOn { by: l.by.clone(), section: l.section.map(Section::from) }).collect();
        Ok(Tokens {
            focus: count_or(self.focus, 0, "focus")?,
            evade: count_or(self.evade, 0, "evade")?,
            stress: count_or(self.stress, 0, "stress")?,
            ion: count_or(self.ion, 0, "ion")?,
            tractor: count_or(self.tractor, 0, "tractor")?,
            jam: count_or(self.jam, 0, "jam")?,
            reinforce: self.reinforce.map(Reinforce::from),
            locks: list(&self.locks, "locks")?.to_vec(),
            locked_by,
        })
    }
}

impl UsedDto {
    fn to_used(&self) -> Result<Used> {
        let actions = list(&self.actions, "actions")?
            .iter()
            .map(|a| UsedAction { action: a.action.clone(), section: a.section.map(Section::from), free: a.free })
            .collect();
        Ok(Used {
            actions,
            energy_cards: list(&self.energy_cards, "energyCards")?.to_vec(),
            bonus_attacks: list(&self.bonus_attacks, "bonusAttacks")?.to_vec(),
            primary_bonus: self.primary_bonus,
        })
    }
}

/// The state as every response gives it: every field present, so that passing it
/// back reproduces the same state.
#[derive(Serialize, Debug)]
#[serde(rename_all = "camelCase")]
pub struct ShipStateOut {
    cards: Vec<CardOut>,
    upgrades: Vec<UpgradeOut>,
    tokens: TokensOut,
    used: UsedOut,
    destroyed: bool,
}

#[derive(Serialize, Debug)]
#[serde(rename_all = "camelCase")]
struct CardOut {
    section: Option<SectionDto>,
    hull: u32,
    shields: u32,
    shield_value: u32,
    energy: u32,
    energy_limit: u32,
    crippled: bool,
    damage: Vec<DamageOut>,
}

#[derive(Serialize, Debug)]
struct DamageOut {
    name: String,
    faceup: bool,
    text: String,
}

#[derive(Serialize, Debug)]
#[serde(rename_all = "camelCase")]
struct UpgradeOut {
    name: String,
    energy: u32,
    energy_limit: u32,
}

#[derive(Serialize, Debug)]
#[serde(rename_all = "camelCase")]
struct TokensOut {
    focus: u32,
    evade: u32,
    stress: u32,
    ion: u32,
    tractor: u32,
    jam: u32,
    reinforce: Option<ReinforceDto>,
    locks: Vec<String>,
    locked_by: Vec<LockOnOut>,
}

#[derive(Serialize, Debug)]
struct LockOnOut {
    by: String,
    section: Option<SectionDto>,
}

#[derive(Serialize, Debug)]
#[serde(rename_all = "camelCase")]
struct UsedOut {
    actions: Vec<UsedActionOut>,
    energy_cards: Vec<String>,
    bonus_attacks: Vec<String>,
    primary_bonus: bool,
}

#[derive(Serialize, Debug)]
struct UsedActionOut {
    action: String,
    section: Option<SectionDto>,
    free: bool,
}

impl From<&ShipState> for ShipStateOut {
    fn from(s: &ShipState) -> ShipStateOut {
        let card = |c: &CardState| CardOut {
            section: c.section.map(SectionDto::from),
            hull: c.pool.hull,
            shields: c.pool.shields,
            shield_value: c.shield_value,
            energy: c.energy,
            energy_limit: c.energy_limit,
            crippled: c.crippled,
            damage: c.pool.damage.iter().map(|d| DamageOut { name: d.name.clone(), faceup: d.faceup, text: d.text.clone() }).collect(),
        };
        let t = &s.tokens;
        ShipStateOut {
            cards: s.cards.iter().map(card).collect(),
            upgrades: s
                .upgrades
                .iter()
                .map(|u| UpgradeOut { name: u.name.clone(), energy: u.energy, energy_limit: u.energy_limit })
                .collect(),
            tokens: TokensOut {
                focus: t.focus,
                evade: t.evade,
                stress: t.stress,
                ion: t.ion,
                tractor: t.tractor,
                jam: t.jam,
                reinforce: t.reinforce.map(ReinforceDto::from),
                locks: t.locks.clone(),
                locked_by: t.locked_by.iter().map(|l| LockOnOut { by: l.by.clone(), section: l.section.map(SectionDto::from) }).collect(),
            },
            used: UsedOut {
                actions: s
                    .used
                    .actions
                    .iter()
                    .map(|a| UsedActionOut { action: a.action.clone(), section: a.section.map(SectionDto::from), free: a.free })
                    .collect(),
                energy_cards: s.used.energy_cards.clone(),
                bonus_attacks: s.used.bonus_attacks.clone(),
                primary_bonus: s.used.primary_bonus,
            },
            destroyed: s.destroyed,
        }
    }
}

#[wasm_bindgen(typescript_custom_section)]
const TS_ROUND_STATE: &'static str = r#"
/** One ship card as it lies on the table (1e CR90/Raider: fore then aft; else one). */
export type RoundCard = {
  section?: SectionName | null; hull?: number; shields: number; shieldValue?: number;
  energy?: number; energyLimit?: number; crippled?: boolean; damage?: DamageCard[];
};
export type ReinforceName = "fore" | "aft" | "fullFront" | "fullRear";
/** A huge ship's round state: the same shape in every round call's request and response. */
export type RoundState = {
  cards: RoundCard[];
  upgrades?: { name: string; energy?: number; energyLimit: number }[];
  tokens?: {
    focus?: number; evade?: number; stress?: number; ion?: number; tractor?: number; jam?: number;
    reinforce?: ReinforceName | null; locks?: string[]; lockedBy?: { by: string; section?: SectionName | null }[];
  };
  used?: { actions?: { action: string; section?: SectionName | null; free?: boolean }[]; energyCards?: string[]; bonusAttacks?: string[]; primaryBonus?: boolean };
  destroyed?: boolean;
};
/** A ship in a round call: `player` 0 is the first player; `state` for huge ships (default: setup). */
export type RoundShip = Ship & { player?: number; stress?: number; state?: RoundState };
"#;

#[cfg(all(test, not(target_arch = "wasm32")))]
mod props {
    use super::*;
    use crate::bindings::input::parse_text;
    use crate::bindings::json_out::to_json;
    use proptest::prelude::*;

    /// A valid state: any ship and edition, shields and energy within their limits,
    /// tokens the edition allows.
    fn state() -> impl Strategy<Value = ShipState> {
        (
            0usize..5,
            any::<bool>(),
            prop::collection::vec((0u32..8, 0u32..8, 0u32..4, 0usize..3), 2),
            (0u32..7, 0u32..7, 0u32..3),
            any::<bool>(),
            0u8..5,
        )
            .prop_map(|(h, first, cards, (ion, tractor, other), used, reinforce)| {
                let ed = if first { Edition::First } else { Edition::Second };
                let mut s = ShipState::setup(HugeShip::ALL[h], ed);
                for (c, (sh, en, lim, dmg)) in s.cards.iter_mut().zip(cards) {
                    c.pool.shields = sh.min(c.shield_value);
                    c.energy_limit += lim;
                    c.energy = en.min(c.energy_limit);
                    c.pool.damage = vec![DamageCard { name: "Fore Hull Breach".into(), faceup: dmg == 2, text: "x".into() }; dmg];
                }
                s.tokens.ion = ion;
                s.tokens.tractor = tractor;
                if ed == Edition::Second {
                    s.tokens.stress = other;
                    s.tokens.jam = other;
                    s.tokens.focus = other;
                }
                s.tokens.reinforce = match (ed, reinforce) {
                    (Edition::First, 1) => Some(Reinforce::Section(Section::Aft)),
                    (Edition::Second, 2) => Some(Reinforce::FullRear),
                    _ => None,
                };
                if used {
                    s.used.actions.push(UsedAction { action: "reinforce".into(), section: s.cards[0].section, free: used });
                    s.used.energy_cards.push("Comms Booster".into());
                    s.upgrades.push(UpgradeState { name: "Comms Booster".into(), energy: 1, energy_limit: 2 });
                    s.tokens.locks.push("x".into());
                    let section = if ed == Edition::First { Some(Section::Fore) } else { None };
                    s.tokens.locked_by.push(LockOn { by: "y".into(), section });
                }
                s
            })
            .prop_filter("valid", |s| s.validate().is_ok())
    }

    proptest! {
        /// state -> JSON -> state is the identity, and so is JSON -> state -> JSON.
        #[test]
        fn a_state_round_trips_unchanged(s in state()) {
            let text = to_json(&ShipStateOut::from(&s)).unwrap();
            let dto: ShipStateDto = parse_text(&text).unwrap();
            let back = dto.to_state(s.ship, s.edition).unwrap();
            prop_assert_eq!(&back, &s);
            prop_assert_eq!(to_json(&ShipStateOut::from(&back)).unwrap(), text);
        }
    }
}
