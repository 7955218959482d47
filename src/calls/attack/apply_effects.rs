//! `applyEffects`: the effects `placeMove` returns (damage, faceup cards, energy,
//! destruction) applied to ships' damage states by the engine's one dealer
//! (`crate::attack::apply`), the same one `resolveAttack` deals its damage with.

use crate::attack::apply::{self, Applied, Change, ShipState, Skipped, Targeted};
use crate::attack::damage::{Harm, MAX_STAT};
use crate::attack::{DefenderState, Stat};
use crate::bases::Section;
use crate::calls::attack::input as dto;
use crate::calls::shared::input::check_unique_ids;
use crate::calls::shared::numbers::{AttackSeed, Seed};
use crate::calls::shared::table::entries;
use crate::dice::Pcg32;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::ships::ShipType;
use crate::wire::{numbers::Finite, FromWire, ToWire};

/// Most effects one call applies.
pub const MAX_EFFECTS: usize = 1024;

#[derive(FromWire)]
#[wire(also = "crate::calls::shared::input::SHIP_KEYS", ts = "EffectShip")]
pub struct ShipStateDto {
    pub id: String,
    #[wire(ts = "ShipName")]
    pub ship: String,
    pub state: Option<DefenderState>,
    pub deck: Option<dto::Deck>,
}

/// Every effect type `placeMove` returns.
#[derive(FromWire, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum EffectTypeDto {
    Damage,
    FaceupCard,
    Energy,
    Destroyed,
    // The types no part of a damage state: `stress` and the names after it.
    #[serde(rename = "stress")]
    #[wire(alias = "jam", alias = "stressRemoved", alias = "setAside", alias = "placed", alias = "obstacleRemoved", alias = "roll")]
    Other,
}

/// The keys of a `placeMove` effect (`MoveEffect`) that this call does not read: an
/// effect passed on as `placeMove` returned it is accepted; any other key is refused.
const UNREAD_EFFECT_KEYS: &str = "source,pose,who,dice,faces,purpose";

/// A `placeMove` effect as returned (its keys this call does not read are ignored).
#[derive(FromWire)]
#[wire(also = "UNREAD_EFFECT_KEYS")]
pub struct EffectDto {
    #[serde(rename = "type")]
    pub kind: EffectTypeDto,
    pub target: Option<String>,
    pub hits: Option<Stat>,
    pub crits: Option<Stat>,
    pub section: Option<Section>,
    pub change: Option<Finite>,
    /// Read so that a non-finite count is refused by name; token counts are not part
    /// of a damage state.
    pub count: Option<Finite>,
}

#[derive(FromWire)]
pub struct Request {
    edition: Option<Edition>,
    ships: Vec<ShipStateDto>,
    /// placeMove's `outcome.effects`, passed on unchanged.
    #[wire(ts = "MoveEffect[]")]
    effects: Vec<EffectDto>,
    seed: Option<AttackSeed>,
}

#[derive(ToWire)]
pub struct Response {
    ships: Vec<ShipState>,
    applied: Vec<Applied>,
    skipped: Vec<Skipped>,
    seed: u64,
}

/// The change an effect makes to its target (`None`: its type is no part of a damage state);
/// errors named relative to it.
fn targeted(e: &EffectDto) -> Result<Option<Targeted>> {
    let change = match e.kind {
        EffectTypeDto::Damage => {
            Change::Harm { harm: Harm::Damage { hits: e.hits.map_or(0, |n| n.0), crits: e.crits.map_or(0, |n| n.0) }, section: e.section }
        }
        EffectTypeDto::FaceupCard => Change::Harm { harm: Harm::FaceupCard, section: e.section },
        EffectTypeDto::Energy => {
            let c = e.change.ok_or_else(|| RulesError::invalid("change", "is required"))?.0;
            if c.fract() != 0.0 || c.abs() > f64::from(MAX_STAT) {
                return Err(RulesError::invalid("change", format!("expected a whole number within ±{MAX_STAT}")));
            }
            Change::Energy(c as i64)
        }
        EffectTypeDto::Destroyed => Change::Destroyed,
        EffectTypeDto::Other => return Ok(None),
    };
    let target = e.target.clone().ok_or_else(|| RulesError::invalid("target", "is required"))?;
    Ok(Some(Targeted { target, change }))
}

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    if req.effects.len() > MAX_EFFECTS {
        return Err(RulesError::too_large("effects", format!("at most {MAX_EFFECTS} effects")));
    }
    // A ship as given, errors named relative to it (`ship`, `state`, `deck`).
    let ship = |d: &ShipStateDto| {
        ShipState::checked(d.id.clone(), ShipType::parse_field(&d.ship, ed, "ship")?, d.state.clone(), dto::deck(&d.deck), ed)
    };
    let mut ships = entries(&req.ships, "ships", |s, f| ship(s).map_err(|e| e.within(f)))?;
    check_unique_ids(ships.iter().map(|s| s.id.as_str()), |i| format!("ships[{i}]"))?;
    let at = |(i, e): (usize, &EffectDto)| targeted(e).map_err(|err| err.within(&format!("effects[{i}]")));
    let changes = req.effects.iter().enumerate().map(at).collect::<Result<Vec<_>>>()?;
    let seed = Seed::or_drawn(req.seed);
    let (applied, skipped) = apply::apply(ed, &mut ships, &changes, &mut Pcg32::new(seed))?;
    Ok(Response { ships, applied, skipped, seed })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::{expect_err, ErrorCode};

    fn refused(ships: usize, effects: usize) -> RulesError {
        let ship = r#"{"id": "g", "ship": "gr75"}"#;
        let effect = r#"{"type": "stress", "target": "g", "count": 1}"#;
        let text = format!(r#"{{"ships": [{}], "effects": [{}]}}"#, vec![ship; ships].join(","), vec![effect; effects].join(","));
        expect_err(parse_text::<Request>(&text).and_then(run))
    }

    /// Every type after `destroyed` is read (aliases of one variant) and skipped as no part
    /// of a damage state; a name `placeMove` never returns is refused at `type`.
    #[test]
    fn the_other_effect_types_are_skipped() {
        let types = ["stress", "jam", "stressRemoved", "setAside", "placed", "obstacleRemoved", "roll"];
        let effects: Vec<String> = types.iter().map(|t| format!(r#"{{"type": "{t}", "target": "g"}}"#)).collect();
        let text = format!(r#"{{"ships": [{{"id": "g", "ship": "gr75"}}], "effects": [{}]}}"#, effects.join(","));
        let out = crate::wire::to_text(&run(parse_text::<Request>(&text).unwrap()).unwrap());
        assert_eq!(out.matches(r#""reason":"notDamageState""#).count(), 7, "{out}");
        assert!(out.contains(r#""applied":[]"#) && out.contains(r#"{"index":6,"reason""#), "{out}");
        let e = expect_err(parse_text::<Request>(r#"{"ships": [], "effects": [{"type": "other"}]}"#));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "effects[0].type"));
    }

    /// Both lists are held to their limits before any ship is read into the engine: the
    /// effects to `MAX_EFFECTS`, the ships to the table's limit (`entries`).
    #[test]
    fn both_lists_are_limited_by_name() {
        let e = refused(1, MAX_EFFECTS + 1);
        assert_eq!((e.code, e.field.as_str(), e.reason.as_str()), (ErrorCode::TooLarge, "effects", "at most 1024 effects"));
        let e = refused(crate::limits::MAX_OBJECTS + 1, 1);
        assert_eq!((e.code, e.field.as_str(), e.reason.as_str()), (ErrorCode::TooLarge, "ships", "at most 128 entries are accepted"));
        // Within the limits, a repeated id is named at the second ship.
        assert_eq!(refused(2, 1).field, "ships[1].id");
    }
}
