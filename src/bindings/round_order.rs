//! `roundOrder`: the setup, activation and engagement (1e: combat) order of a table.

use crate::wire::{FromWire, ToWire};
use wasm_bindgen::prelude::*;

use super::input::{check_len, check_unique_ids, Finite};
use super::round_state::count_or;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::round::order::{card_order_values, round_order, Entry, Slot};
use crate::round::relation::check_teams;
use crate::ships::ShipType;

#[derive(FromWire)]
#[cfg_attr(feature = "swb", derive(serde::Deserialize))]
pub struct Request {
    #[serde(default)]
    edition: Option<Edition>,
    ships: Vec<EntryDto>,
}

#[derive(FromWire)]
#[cfg_attr(feature = "swb", derive(serde::Deserialize))]
pub struct EntryDto {
    id: String,
    ship: String,
    /// 1e pilot skill, 2e initiative; a 2e CR90 or GR-75 defaults to its card's.
    #[serde(default)]
    skill: Option<Finite>,
    /// 2e huge ships: the engagement value; a 2e CR90 or GR-75 defaults to its card's.
    #[serde(default)]
    engagement: Option<Finite>,
    #[serde(default)]
    player: Option<Finite>,
    /// Epic team battles: 0 = the first team, 1 = the second (see `playerOrder`).
    #[serde(default)]
    team: Option<Finite>,
    /// A 1e huge ship placed as an obstacle: in no list.
    #[serde(default, rename = "asObstacle")]
    as_obstacle: bool,
}

#[derive(ToWire)]
#[cfg_attr(feature = "swb", derive(serde::Serialize))]
pub struct Response {
    setup: Vec<SlotOut>,
    activation: Vec<SlotOut>,
    engagement: Vec<SlotOut>,
}

#[derive(ToWire)]
#[cfg_attr(feature = "swb", derive(serde::Serialize))]
struct SlotOut {
    id: String,
    step: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    subphase: Option<&'static str>,
}

impl From<Slot> for SlotOut {
    fn from(s: Slot) -> SlotOut {
        SlotOut { id: s.id, step: s.step, subphase: s.subphase.map(|p| p.as_str()) }
    }
}

fn entry(e: &EntryDto, ed: Edition, field: &str) -> Result<Entry> {
    let t = ShipType::parse_field(&e.ship, &format!("{field}.ship"))?;
    let card = card_order_values(ed, t);
    let skill = match (e.skill, card.and_then(|c| c.0)) {
        (Some(v), _) => count_or(Some(v), 0, &format!("{field}.skill"))?,
        (None, Some(i)) => i,
        // An obstacle activates at no step.
        (None, None) if e.as_obstacle => 0,
        (None, None) => return Err(RulesError::invalid(format!("{field}.skill"), "is required (pilot skill in 1e, initiative in 2e)")),
    };
    let engagement = match (card, e.engagement) {
        (None, _) => None,
        (Some(_), Some(v)) => Some(count_or(Some(v), 0, &format!("{field}.engagement"))?),
        (Some(c), None) => Some(c.1.ok_or_else(|| {
            RulesError::invalid(
                format!("{field}.engagement"),
                format!("is required: the engine does not know the {}'s engagement value", e.ship),
            )
        })?),
    };
    if e.as_obstacle && (ed != Edition::First || !t.is_huge()) {
        return Err(RulesError::invalid(
            format!("{field}.asObstacle"),
            "only a 1e huge ship can be placed as an obstacle (seed 003 \"Using Huge Ships as Obstacles\")",
        ));
    }
    let player = count_or(e.player, 0, &format!("{field}.player"))?;
    let team = e.team.map(|v| team(v, &format!("{field}.team"))).transpose()?;
    Ok(Entry { id: e.id.clone(), huge: t.is_huge(), skill, engagement, player, team, obstacle: e.as_obstacle })
}

/// A team battle has a first team (0) and a second team (1).
fn team(v: Finite, field: &str) -> Result<u32> {
    match count_or(Some(v), 0, field)? {
        n @ (0 | 1) => Ok(n),
        n => Err(RulesError::invalid(field, format!("expected 0 (the first team) or 1 (the second team), got {n}"))),
    }
}

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    check_len(req.ships.len(), "ships")?;
    check_unique_ids(req.ships.iter().map(|s| s.id.as_str()), |i| format!("ships[{i}]"))?;
    let table = req.ships.iter().enumerate().map(|(i, e)| entry(e, ed, &format!("ships[{i}]"))).collect::<Result<Vec<_>>>()?;
    let teams: Vec<(u32, Option<u32>)> = table.iter().map(|e| (e.player, e.team)).collect();
    check_teams(&teams, |i| format!("ships[{i}].team"))?;
    let o = round_order(ed, &table);
    let out = |v: Vec<Slot>| v.into_iter().map(SlotOut::from).collect();
    Ok(Response { setup: out(o.setup), activation: out(o.activation), engagement: out(o.engagement) })
}

#[wasm_bindgen(typescript_custom_section)]
const TS_ROUND_ORDER: &'static str = r#"
export type RoundSlot = { id: string; step: number; subphase?: "smallLarge" | "huge" };
/** Setup, activation and engagement (1e: combat) order. Ties: the first team (Epic team battles:
 *  `team` 0, given for every ship or none), then lower `player`, then ascending id. */
export function roundOrder(request: {
  edition?: Edition;
  ships: { id: string; ship: string; skill?: number; engagement?: number; player?: number; team?: 0 | 1; asObstacle?: boolean }[];
}): { setup: RoundSlot[]; activation: RoundSlot[]; engagement: RoundSlot[] };
"#;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bindings::input::parse_text;
    use crate::error::expect_err;

    #[test]
    fn second_edition_cards_give_initiative_and_engagement() {
        let r = run(parse_text(r#"{"ships": [{"id": "c", "ship": "cr90"}, {"id": "x", "ship": "small", "skill": 3}]}"#).unwrap()).unwrap();
        let ids = |v: &[SlotOut]| v.iter().map(|s| s.id.clone()).collect::<Vec<_>>();
        // CR90 initiative 8 activates after the X-wing (3); engages at 0, last.
        assert_eq!((ids(&r.activation), ids(&r.engagement)), (vec!["x".to_string(), "c".into()], vec!["x".to_string(), "c".into()]));
        let e = expect_err(run(parse_text(r#"{"ships": [{"id": "r", "ship": "raider"}]}"#).unwrap()));
        assert_eq!(e.field, "ships[0].skill");
        let e = expect_err(run(parse_text(r#"{"ships": [{"id": "r", "ship": "raider", "skill": 5}]}"#).unwrap()));
        assert_eq!(e.field, "ships[0].engagement");
        let e = expect_err(run(parse_text(
            r#"{"ships": [{"id": "a", "ship": "small", "skill": 1}, {"id": "a", "ship": "small", "skill": 2}]}"#,
        )
        .unwrap()));
        assert_eq!(e.field, "ships[1].id");
    }
}
