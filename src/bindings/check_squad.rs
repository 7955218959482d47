//! `checkSquad`: the Epic event guidance's squadron requirements (`epic::squad`).

use crate::wire::{FromWire, ToWire};
use wasm_bindgen::prelude::*;

use super::input::{check_len, check_unique_ids, Finite};
use super::round_state::count_or;
use crate::epic::squad::{check_squad, team_limit, SquadShip};
use crate::error::{Result, RulesError};
use crate::ships::ShipType;

/// Largest squad limit or cost accepted: far above any Epic list (a 6-player team at 600 each).
pub const MAX_POINTS: f64 = 1_000_000.0;

#[derive(FromWire)]
#[cfg_attr(feature = "swb", derive(serde::Deserialize))]
#[serde(rename_all = "camelCase")]
pub struct Request {
    limit: Finite,
    /// Team battles: players sharing the team's limit (divided, rounded down).
    #[serde(default)]
    players: Option<Finite>,
    ships: Vec<SquadShipDto>,
}

#[derive(FromWire)]
#[cfg_attr(feature = "swb", derive(serde::Deserialize))]
#[serde(rename_all = "camelCase")]
struct SquadShipDto {
    id: String,
    ship: String,
    points: Finite,
    #[serde(default)]
    upgrades: Option<Finite>,
    #[serde(default)]
    wing: Option<String>,
}

#[derive(ToWire)]
#[cfg_attr(feature = "swb", derive(serde::Serialize))]
struct ReasonOut {
    rule: &'static str,
    message: String,
}

#[derive(ToWire)]
#[cfg_attr(feature = "swb", derive(serde::Serialize))]
#[serde(rename_all = "camelCase")]
pub struct Response {
    legal: bool,
    reasons: Vec<ReasonOut>,
    limit: u32,
    total: u32,
    huge_points: u32,
    huge_limit: u32,
    wings: Vec<String>,
}

/// A whole number of points (squad points or threat), 0 to [`MAX_POINTS`].
pub(crate) fn points(v: Finite, field: &str) -> Result<u32> {
    if v.0 > MAX_POINTS {
        return Err(RulesError::too_large(field, format!("at most {} points", crate::num_text::Num(MAX_POINTS))));
    }
    if !(v.0 >= 0.0 && v.0.fract() == 0.0) {
        return Err(RulesError::invalid(field, format!("expected a whole number of points, got {}", crate::num_text::Num(v.0))));
    }
    Ok(v.0 as u32)
}

pub fn run(req: Request) -> Result<Response> {
    check_len(req.ships.len(), "ships")?;
    check_unique_ids(req.ships.iter().map(|s| s.id.as_str()), |i| format!("ships[{i}]"))?;
    let players = count_or(req.players, 1, "players")?;
    if players == 0 {
        return Err(RulesError::invalid("players", "a team has at least one player"));
    }
    let limit = team_limit(points(req.limit, "limit")?, players);
    let ships = req
        .ships
        .iter()
        .enumerate()
        .map(|(i, s)| {
            Ok(SquadShip {
                id: s.id.clone(),
                ship: ShipType::parse_field(&s.ship, crate::edition::Edition::Second, &format!("ships[{i}].ship"))?,
                points: points(s.points, &format!("ships[{i}].points"))?,
                upgrades: s.upgrades.map(|u| points(u, &format!("ships[{i}].upgrades"))).transpose()?.unwrap_or(0),
                wing: s.wing.clone(),
            })
        })
        .collect::<Result<Vec<_>>>()?;
    let r = check_squad(limit, &ships);
    Ok(Response {
        legal: r.legal,
        reasons: r.reasons.iter().map(|x| ReasonOut { rule: x.rule(), message: x.message() }).collect(),
        limit: r.limit,
        total: r.total,
        huge_points: r.huge_points,
        huge_limit: r.huge_limit,
        wings: r.wings,
    })
}

/// Whether an Epic list meets the event guidance's squadron requirements, and every reason it does not.
#[wasm_bindgen(js_name = checkSquad, skip_typescript)]
pub fn check_squad_js(request: JsValue) -> std::result::Result<JsValue, JsValue> {
    super::call(request, run)
}

#[wasm_bindgen(typescript_custom_section)]
const TS_CHECK_SQUAD: &'static str = r#"
export type SquadRule = "squadLimit" | "hugeShipOrWing" | "hugeHalf" | "wingSize" | "wingSmallShips";
/** Epic event guidance: at least 1 huge ship or wing (3–6 small ships sharing `wing`), at most half the
 *  limit (rounded up) on huge ships and their upgrades, the total within the limit. `players`: a team's
 *  limit is divided between them, rounded down. Points are squad points or threat, as the caller's. */
export function checkSquad(request: {
  limit: number; players?: number;
  ships: { id: string; ship: string; points: number; upgrades?: number; wing?: string }[];
}): { legal: boolean; reasons: { rule: SquadRule; message: string }[]; limit: number; total: number;
      hugePoints: number; hugeLimit: number; wings: string[] };
"#;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bindings::input::parse_text;
    use crate::error::{expect_err, ErrorCode};

    #[test]
    fn a_team_list_over_its_share() {
        // 600 for 2 players: 300 each, 150 on huge ships. A GR-75 at 100 + 60 = 160 > 150.
        let r =
            run(parse_text(r#"{"limit": 600, "players": 2, "ships": [{"id": "g", "ship": "gr75", "points": 100, "upgrades": 60}]}"#)
                .unwrap())
            .unwrap();
        assert_eq!((r.legal, r.limit, r.huge_limit, r.huge_points), (false, 300, 150, 160));
        assert_eq!(r.reasons.iter().map(|x| x.rule).collect::<Vec<_>>(), vec!["hugeHalf"]);
        let e = expect_err(run(parse_text(r#"{"limit": 600, "players": 0, "ships": []}"#).unwrap()));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "players"));
        let e = expect_err(run(parse_text(r#"{"limit": 600, "ships": [{"id": "a", "ship": "tie", "points": 1}]}"#).unwrap()));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "ships[0].ship"));
    }
}
