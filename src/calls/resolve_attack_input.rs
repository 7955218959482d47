//! `resolveAttack` request DTOs (docs/api.md) and their checked conversion to the
//! engine's [`crate::attack::Attack`]. Every number is range-checked here and every
//! error names its field.

use crate::wire::{Errors, FromWire, Json};

use super::input::Finite;
use super::round_state::{ReinforceDto, SectionDto};
use crate::attack::damage::Hull;
use crate::attack::deck::{MAX_CARD_COPIES, MAX_DECK_ENTRIES, MAX_EFFECT};
use crate::attack::{DamageCard, DeckCard, DefenderArc, DefenderState, Effect, Pool, PrecisionShot, Reinforce, MAX_DICE};
use crate::bases::Section;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::num_text::Num;
use crate::range::Arc;
use crate::ships::{resolve, ShipCard, ShipType};

/// Most tokens of one kind, pilot skill, energy, hull or shields a request may
/// give: far above any card, small enough that nothing overflows.
pub const MAX_STAT: u32 = 100;
/// Most damage cards one pool may already hold.
pub const MAX_CARDS: usize = 200;

/// A token count: a whole number, or `true`/`false` for one or none.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TokenCount(pub f64);

impl FromWire for TokenCount {
    fn read(v: &Json, e: &mut Errors) -> TokenCount {
        match v {
            Json::Bool(b) => TokenCount(if *b { 1.0 } else { 0.0 }),
            Json::Num(n) => TokenCount(*n),
            other => {
                e.wrong_type(other, "a whole number of tokens or a boolean");
                TokenCount(0.0)
            }
        }
    }

    fn placeholder() -> TokenCount {
        TokenCount(0.0)
    }
}

#[cfg(test)]
impl crate::wire::ts::TsIn for TokenCount {
    fn ts_in() -> String {
        "number | boolean".into()
    }
}

/// A whole number in 0..=max, or an error naming `field`.
pub fn whole(v: f64, max: u64, field: &str) -> Result<u64> {
    if !v.is_finite() || v.fract() != 0.0 || v < 0.0 {
        return Err(RulesError::invalid(field, format!("expected a whole number ≥ 0, got {}", Num(v))));
    }
    if v > max as f64 {
        return Err(RulesError::too_large(field, format!("must be at most {max}, got {}", Num(v))));
    }
    Ok(v as u64)
}

pub fn small(v: Option<f64>, max: u32, field: &str) -> Result<Option<u32>> {
    v.map(|v| whole(v, max as u64, field).map(|n| n as u32)).transpose()
}

fn tokens(v: Option<TokenCount>, field: &str) -> Result<u32> {
    Ok(small(v.map(|t| t.0), MAX_STAT, field)?.unwrap_or(0))
}

pub fn dice(v: Option<Finite>, field: &str) -> Result<Option<u32>> {
    small(v.map(|f| f.0), MAX_DICE, field)
}

/// The ship a side names (`{side}.ship`, with its `{side}.pilot`), and its card.
pub fn ship(s: &Option<String>, pilot: Option<&str>, ed: Edition, side: &str) -> Result<Option<(ShipType, Option<ShipCard>)>> {
    match s.as_deref() {
        Some(n) => resolve(n, pilot, ed, &format!("{side}.ship"), &format!("{side}.pilot")).map(Some),
        None if pilot.is_some() => Err(RulesError::invalid(format!("{side}.pilot"), "names a pilot of `ship`, which is missing")),
        None => Ok(None),
    }
}

/// The agility a card prints: a 2e pilot's (its own `shipStats` if any) or ship's; a 1e
/// pilot's override or ship's.
pub fn printed_agility(c: ShipCard) -> Option<u32> {
    let second = c.pilot_2e().map(|p| p.stats().agility).or(c.ship_2e().map(|s| s.stats.agility));
    let first = c.pilot_1e().and_then(|p| p.ship_override).map(|o| o.agility).or(c.ship_1e().map(|s| s.agility));
    second.or(first).map(u32::from)
}

/// The primary attack value a card prints: 2e its first attack, 1e the pilot's override or the ship's.
pub fn printed_primary(c: ShipCard) -> Option<u32> {
    let second = c.pilot_2e().map(|p| p.stats()).or(c.ship_2e().map(|s| s.stats)).and_then(|s| s.attacks.first().map(|a| a.value));
    let first = c.pilot_1e().and_then(|p| p.ship_override).map(|o| o.attack).or(c.ship_1e().and_then(|s| s.attack));
    second.or(first).map(u32::from)
}

/// A `defenderArcs` entry: `side` or any arc name `measureRange` reports in
/// `defenderArcs`, so that list can be passed as is (which of them name a
/// precision-shot or reinforce arc is the engine's [`DefenderArc::of_arc`]).
#[derive(FromWire, Clone, Copy, Debug)]
#[serde(rename_all = "camelCase")]
pub enum AttackerInDto {
    Side,
    Front,
    Rear,
    Left,
    Right,
    FullFront,
    FullRear,
    Bullseye,
    ForeLeft,
    ForeRight,
    AftLeft,
    AftRight,
}

impl AttackerInDto {
    fn defender_arc(self) -> Option<DefenderArc> {
        let arc = match self {
            AttackerInDto::Side => return Some(DefenderArc::Side),
            AttackerInDto::Front => Arc::Front,
            AttackerInDto::Rear => Arc::Rear,
            AttackerInDto::Left => Arc::Left,
            AttackerInDto::Right => Arc::Right,
            AttackerInDto::FullFront => Arc::FullFront,
            AttackerInDto::FullRear => Arc::FullRear,
            AttackerInDto::Bullseye => Arc::Bullseye,
            AttackerInDto::ForeLeft => Arc::ForeLeft,
            AttackerInDto::ForeRight => Arc::ForeRight,
            AttackerInDto::AftLeft => Arc::AftLeft,
            AttackerInDto::AftRight => Arc::AftRight,
        };
        DefenderArc::of_arc(arc)
    }
}

/// The defender's arcs holding the attacker, each once (`defenderArcs`).
pub fn arcs(list: &Option<Vec<AttackerInDto>>) -> Result<Option<Vec<DefenderArc>>> {
    let Some(list) = list else { return Ok(None) };
    if list.len() > 16 {
        return Err(RulesError::too_large("defenderArcs", "at most 16 arc names"));
    }
    Ok(Some(DefenderArc::distinct(list.iter().filter_map(|a| a.defender_arc()))))
}

#[derive(FromWire, Default)]
#[serde(rename_all = "camelCase")]
pub struct AttackerTokensDto {
    #[serde(default)]
    pub focus: Option<TokenCount>,
    #[serde(default)]
    pub lock: Option<TokenCount>,
    /// 1e: the huge defender's section the lock lies on ("fore" | "aft").
    #[serde(default, rename = "lockSection")]
    pub lock_section: Option<SectionDto>,
}

impl AttackerTokensDto {
    pub fn counts(&self) -> Result<(u32, u32)> {
        Ok((tokens(self.focus, "attacker.tokens.focus")?, tokens(self.lock, "attacker.tokens.lock")?))
    }

    pub fn lock_section(&self) -> Option<Section> {
        self.lock_section.map(Section::from)
    }
}

#[derive(FromWire, Default)]
#[serde(rename_all = "camelCase")]
pub struct DefenderTokensDto {
    #[serde(default)]
    pub focus: Option<TokenCount>,
    #[serde(default)]
    pub evade: Option<TokenCount>,
    #[serde(default)]
    pub reinforce: Option<ReinforceDto>,
}

impl DefenderTokensDto {
    pub fn counts(&self) -> Result<(u32, u32, Option<Reinforce>)> {
        let reinforce = self.reinforce.map(Reinforce::from);
        Ok((tokens(self.focus, "defender.tokens.focus")?, tokens(self.evade, "defender.tokens.evade")?, reinforce))
    }
}

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct CardDto {
    #[serde(default)]
    pub name: Option<String>,
    pub faceup: bool,
    #[serde(default)]
    pub text: Option<String>,
    /// Damage the card counts as against the hull while faceup (default 1).
    #[serde(default)]
    pub counts_as: Option<Finite>,
}

impl CardDto {
    /// The card; `field` is its path (`defender.pool.damage[2]`). Its weight against the
    /// hull ("Direct Hit": "counts as 2 damage") is whole, 1 to `MAX_EFFECT`, default 1
    /// (0 reads as 1: every card counts at least once), as in every call that reads one.
    pub fn to_card(&self, field: &str) -> Result<DamageCard> {
        let counts_as = small(self.counts_as.map(|x| x.0), MAX_EFFECT, &format!("{field}.countsAs"))?.unwrap_or(1).max(1);
        Ok(DamageCard {
            name: self.name.clone().unwrap_or_default(),
            faceup: self.faceup,
            text: self.text.clone().unwrap_or_default(),
            counts_as,
        })
    }
}

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct PoolDto {
    pub hull: Finite,
    pub shields: Finite,
    #[serde(default)]
    pub damage: Option<Vec<CardDto>>,
}

impl PoolDto {
    fn to_pool(&self, field: &str) -> Result<Pool> {
        let hull = whole(self.hull.0, MAX_STAT as u64, &format!("{field}.hull"))? as u32;
        let shields = whole(self.shields.0, MAX_STAT as u64, &format!("{field}.shields"))? as u32;
        let cards = self.damage.as_deref().unwrap_or(&[]);
        if cards.len() > MAX_CARDS {
            return Err(RulesError::too_large(format!("{field}.damage"), format!("at most {MAX_CARDS} cards")));
        }
        let damage = cards.iter().enumerate().map(|(i, c)| c.to_card(&format!("{field}.damage[{i}]"))).collect::<Result<Vec<_>>>()?;
        Ok(Pool { hull, shields, damage })
    }
}

#[derive(FromWire)]
pub struct SectionsDto {
    pub fore: PoolDto,
    pub aft: PoolDto,
}

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct StateDto {
    #[serde(default)]
    pub sections: Option<SectionsDto>,
    #[serde(default)]
    pub pool: Option<PoolDto>,
    #[serde(default)]
    pub energy: Option<Finite>,
    /// The energy card's limit (upgrades included); default the printed one.
    #[serde(default)]
    pub energy_limit: Option<Finite>,
    #[serde(default)]
    pub crippled: Option<Vec<SectionDto>>,
    #[serde(default)]
    pub pending_cripple: Option<Vec<SectionDto>>,
    #[serde(default)]
    pub destroyed: Option<bool>,
}

fn section_list(list: &Option<Vec<SectionDto>>, field: &str) -> Result<Vec<Section>> {
    if list.as_ref().is_some_and(|l| l.len() > 2) {
        return Err(RulesError::too_large(field, "a ship has at most two sections"));
    }
    let mut out = Vec::new();
    for &s in list.as_deref().unwrap_or(&[]) {
        let s = Section::from(s);
        if !out.contains(&s) {
            out.push(s);
        }
    }
    Ok(out)
}

impl StateDto {
    pub fn to_state(&self) -> Result<DefenderState> {
        self.to_state_at("defender.state")
    }

    /// The state, with errors named under `f` (`ships[2].state`).
    pub fn to_state_at(&self, f: &str) -> Result<DefenderState> {
        let hull = match (&self.sections, &self.pool) {
            (Some(s), None) => {
                Hull::Sections { fore: s.fore.to_pool(&format!("{f}.sections.fore"))?, aft: s.aft.to_pool(&format!("{f}.sections.aft"))? }
            }
            (None, Some(p)) => Hull::One(p.to_pool(&format!("{f}.pool"))?),
            _ => return Err(RulesError::invalid(f, "expected exactly one of `sections` (1e CR90, Raider) or `pool`")),
        };
        let energy = small(self.energy.map(|e| e.0), MAX_STAT, &format!("{f}.energy"))?;
        let mut state = DefenderState::new(hull, energy);
        state.energy_limit = small(self.energy_limit.map(|e| e.0), MAX_STAT, &format!("{f}.energyLimit"))?;
        state.crippled = section_list(&self.crippled, &format!("{f}.crippled"))?;
        state.pending_cripple = section_list(&self.pending_cripple, &format!("{f}.pendingCripple"))?;
        state.destroyed = self.destroyed.unwrap_or(false);
        Ok(state)
    }
}

#[derive(FromWire, Default)]
#[serde(rename_all = "camelCase")]
pub struct EffectDto {
    #[serde(default)]
    pub damage: Option<Finite>,
    #[serde(default)]
    pub crit: Option<Finite>,
    #[serde(default)]
    pub shields: Option<Finite>,
    #[serde(default)]
    pub energy: Option<Finite>,
    #[serde(default)]
    pub counts_as: Option<Finite>,
    #[serde(default)]
    pub repair: Option<bool>,
}

impl EffectDto {
    fn to_effect(&self, field: &str) -> Result<Effect> {
        let n = |v: Option<Finite>, name: &str| {
            Ok::<u32, RulesError>(small(v.map(|x| x.0), MAX_EFFECT, &format!("{field}.{name}"))?.unwrap_or(0))
        };
        Ok(Effect {
            damage: n(self.damage, "damage")?,
            crit: n(self.crit, "crit")?,
            shields: n(self.shields, "shields")?,
            energy: n(self.energy, "energy")?,
            counts_as: n(self.counts_as, "countsAs")?,
            repair: self.repair.unwrap_or(false),
        })
    }
}

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct PrecisionShotDto {
    pub arc: DefenderArc,
    #[serde(default)]
    pub text: Option<String>,
    #[serde(default)]
    pub effect: Option<EffectDto>,
}

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct DeckCardDto {
    pub name: String,
    #[serde(default)]
    pub count: Option<Finite>,
    #[serde(default)]
    pub section: Option<SectionDto>,
    #[serde(default)]
    pub text: Option<String>,
    #[serde(default)]
    pub effect: Option<EffectDto>,
    #[serde(default)]
    pub precision_shot: Option<PrecisionShotDto>,
}

impl DeckCardDto {
    fn to_card(&self, field: &str) -> Result<DeckCard> {
        let count = small(self.count.map(|c| c.0), MAX_CARD_COPIES, &format!("{field}.count"))?.unwrap_or(1);
        let section = self.section.map(Section::from);
        let effect = self.effect.as_ref().map(|e| e.to_effect(&format!("{field}.effect"))).transpose()?.unwrap_or_default();
        let precision_shot = match &self.precision_shot {
            None => None,
            Some(p) => Some(PrecisionShot {
                arc: p.arc,
                text: p.text.clone().unwrap_or_default(),
                effect: p.effect.as_ref().map(|e| e.to_effect(&format!("{field}.precisionShot.effect"))).transpose()?.unwrap_or_default(),
            }),
        };
        Ok(DeckCard { name: self.name.clone(), count, section, text: self.text.clone().unwrap_or_default(), effect, precision_shot })
    }
}

pub fn deck(list: &Option<Vec<DeckCardDto>>) -> Result<Option<Vec<DeckCard>>> {
    deck_at(list, "deck")
}

/// A caller's deck, with errors named under `field` (`ships[1].deck`).
pub fn deck_at(list: &Option<Vec<DeckCardDto>>, field: &str) -> Result<Option<Vec<DeckCard>>> {
    let Some(list) = list else { return Ok(None) };
    if list.len() > MAX_DECK_ENTRIES {
        return Err(RulesError::too_large(field, format!("at most {MAX_DECK_ENTRIES} entries")));
    }
    let cards = list.iter().enumerate().map(|(i, c)| c.to_card(&format!("{field}[{i}]"))).collect::<Result<Vec<_>>>()?;
    Ok(Some(cards.into_iter().filter(|c| c.count > 0).collect()))
}
