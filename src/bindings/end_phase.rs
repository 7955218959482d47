//! `endPhase`: the End phase for every huge ship of a table, per edition.

use crate::wire::{FromWire, ToWire};
use wasm_bindgen::prelude::*;

use super::input::{check_len, check_unique_ids};
use super::round_state::{RoundShipDto, ShipStateOut};
use crate::edition::Edition;
use crate::error::Result;
use crate::round::end_phase::end_phase;

#[derive(FromWire)]
#[cfg_attr(feature = "swb", derive(serde::Deserialize))]
pub struct Request {
    #[serde(default)]
    edition: Option<Edition>,
    ships: Vec<RoundShipDto>,
}

#[derive(ToWire)]
#[cfg_attr(feature = "swb", derive(serde::Serialize))]
pub struct Response {
    ships: Vec<ShipOut>,
}

#[derive(ToWire)]
#[cfg_attr(feature = "swb", derive(serde::Serialize))]
#[serde(rename_all = "camelCase")]
struct ShipOut {
    id: String,
    /// `null` for standard ships (the engine keeps no round state for them).
    state: Option<ShipStateOut>,
    reinforce_removed: bool,
    tokens_removed: Vec<TokenOut>,
    energy_recovered: u32,
    shields_recovered: u32,
    stress_removed: u32,
}

#[derive(ToWire)]
#[cfg_attr(feature = "swb", derive(serde::Serialize))]
struct TokenOut {
    token: &'static str,
    count: u32,
}

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    check_len(req.ships.len(), "ships")?;
    check_unique_ids(req.ships.iter().map(|s| s.id.as_str()), |i| format!("ships[{i}]"))?;
    let mut ships = Vec::with_capacity(req.ships.len());
    for (i, dto) in req.ships.iter().enumerate() {
        let s = dto.to_round_ship(ed, &format!("ships[{i}]"))?;
        let id = s.ship.id.clone();
        let Some(mut state) = s.state else {
            ships.push(ShipOut {
                id,
                state: None,
                reinforce_removed: false,
                tokens_removed: vec![],
                energy_recovered: 0,
                shields_recovered: 0,
                stress_removed: 0,
            });
            continue;
        };
        let r = end_phase(&mut state);
        ships.push(ShipOut {
            id,
            state: Some(ShipStateOut::from(&state)),
            reinforce_removed: r.reinforce_removed,
            tokens_removed: r.tokens_removed.into_iter().map(|(token, count)| TokenOut { token, count }).collect(),
            energy_recovered: r.energy_recovered,
            shields_recovered: r.shields_recovered,
            stress_removed: r.stress_removed,
        });
    }
    Ok(Response { ships })
}

#[wasm_bindgen(typescript_custom_section)]
const TS_END_PHASE: &'static str = r#"
/** The End phase for every ship listed (huge ships' states; standard ships get `state: null`). */
export function endPhase(request: { edition?: Edition; ships: RoundShip[] }): {
  ships: {
    id: string; state: RoundState | null; reinforceRemoved: boolean; tokensRemoved: { token: string; count: number }[];
    energyRecovered: number; shieldsRecovered: number; stressRemoved: number;
  }[];
};
"#;
