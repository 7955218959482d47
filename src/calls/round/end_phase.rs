//! `endPhase`: the End phase for every huge ship of a table, per edition.

use crate::wire::{FromWire, ToWire};

use crate::calls::round::state::RoundShipDto;
use crate::calls::shared::input::{check_len, check_unique_ids};
use crate::calls::shared::table::entries;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::round::end_phase::{end_phase, end_phase_standard, EndReport};
use crate::round::state::{ShipState, Tokens};
use crate::round::table::{Table, TableShip};

#[derive(FromWire)]
pub struct Request {
    edition: Option<Edition>,
    ships: Vec<EndShipDto>,
}

/// `Workspace.endPhase`: the kept ships are the table, so only the edition may be given.
#[derive(FromWire)]
pub struct KeptRequest {
    edition: Option<Edition>,
}

/// A round ship (`RoundShip`) with, for a standard ship, the `tokens` it holds (the
/// engine keeps no round state for standard ships; a huge ship's are in `state.tokens`).
#[derive(FromWire)]
#[wire(also = "crate::calls::shared::input::SHIP_KEYS")]
pub struct EndShipDto {
    #[serde(flatten)]
    ship: RoundShipDto,
    /// A standard ship's tokens, in the shape of a round state's `tokens`.
    tokens: Option<Tokens>,
}

#[derive(ToWire)]
pub struct Response {
    ships: Vec<ShipOut>,
}

/// One ship's End phase: its id, its state, what the rules did.
#[derive(ToWire)]
struct ShipOut {
    id: String,
    /// `null` for standard ships (the engine keeps no round state for them).
    state: Option<ShipState>,
    #[serde(flatten)]
    report: EndReport,
    /// A standard ship's tokens after the End phase (a huge ship's are in `state.tokens`).
    #[serde(skip_serializing_if = "Option::is_none")]
    tokens: Option<Tokens>,
}

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    check_len(req.ships.len(), "ships")?;
    check_unique_ids(req.ships.iter().map(|s| s.ship.ship.id.as_str()), |i| format!("ships[{i}]"))?;
    Ok(Response { ships: entries(&req.ships, "ships", |d, f| one(d, ed, f))? })
}

/// One entry's End phase, once its `tokens` are checked against its state and `stress`.
fn one(dto: &EndShipDto, ed: Edition, field: &str) -> Result<ShipOut> {
    let s = dto.ship.to_round_ship(ed, field)?;
    if s.round.is_some() && dto.tokens.is_some() {
        return Err(RulesError::invalid(format!("{field}.tokens"), "a huge ship's tokens are given inside its state"));
    }
    if dto.tokens.is_some() && dto.ship.stress.is_some() {
        return Err(RulesError::invalid(format!("{field}.stress"), "give it inside tokens when tokens is given"));
    }
    Ok(end(s, dto.tokens.clone(), ed))
}

/// `Workspace.endPhase`: every kept ship, in table order. A huge ship's state is its kept
/// round state (or its setup state); a standard ship holds the kept stress, ion and
/// tractor tokens (the one-shot call's `tokens` with those three).
pub fn run_on(req: KeptRequest, table: &Table) -> Result<Response> {
    let ed = crate::calls::shared::kept::edition_of(table, req.edition)?;
    let one = |id: &str| Ok(end(table.round_ship(id, ed, "ships")?, None, ed));
    Ok(Response { ships: table.ship_ids().map(one).collect::<Result<_>>()? })
}

/// One ship's End phase once built: a huge ship's round state, or a standard ship's `tokens`
/// (none given: the stress, ion and tractor it holds, as `run_on` says).
fn end(s: TableShip, tokens: Option<Tokens>, ed: Edition) -> ShipOut {
    let (id, m) = (s.ship.id, s.mover);
    let mut tokens = tokens.unwrap_or(Tokens { stress: m.stress, ion: m.ion, tractor: m.tractor, ..Tokens::default() });
    match s.round {
        Some(mut state) => ShipOut { id, report: end_phase(&mut state), state: Some(state), tokens: None },
        None => ShipOut { id, report: end_phase_standard(ed, &mut tokens), state: None, tokens: Some(tokens) },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::{expect_err, ErrorCode};
    use crate::wire::to_text;

    fn req(edition: &str, extra: &str) -> Request {
        parse_text(&format!(
            r#"{{"edition": "{edition}", "ships": [{{"id": "x", "ship": "small", "pose": {{"x": 500, "y": 500, "heading": 0}}{extra}}}]}}"#
        ))
        .unwrap()
    }

    #[test]
    fn a_standard_ships_tokens_travel_in_tokens() {
        // 2e: jam 1, focus 1, tractor 2 removed (green and orange); stress 2, ion 1 and the lock stay.
        let tokens = r#", "tokens": {"jam": 1, "focus": 1, "tractor": 2, "stress": 2, "ion": 1, "locks": ["c"]}"#;
        let r = run(req("2e", tokens)).unwrap();
        assert_eq!(
            to_text(&r.ships[0]),
            r#"{"id":"x","state":null,"reinforceRemoved":false,"tokensRemoved":[{"token":"focus","count":1},{"token":"jam","count":1},{"token":"tractor","count":2}],"energyRecovered":0,"shieldsRecovered":0,"stressRemoved":0,"tokens":{"focus":0,"evade":0,"stress":2,"ion":1,"tractor":0,"jam":0,"reinforce":null,"locks":["c"],"lockedBy":[]}}"#
        );
        // 1e: focus goes; tractor 2 (not in the 1e End phase text) and stress stay.
        let r = run(req("1e", tokens)).unwrap();
        assert!(to_text(&r.ships[0]).contains(r#""tokensRemoved":[{"token":"focus","count":1},{"token":"jam","count":1}]"#));
        assert!(to_text(&r.ships[0]).contains(r#""stress":2,"ion":1,"tractor":2"#));
        // Without tokens: the loose stress is kept and nothing is removed (as before, plus `tokens`).
        let r = run(req("2e", r#", "stress": 1"#)).unwrap();
        assert!(to_text(&r.ships[0]).ends_with(r#""tokensRemoved":[],"energyRecovered":0,"shieldsRecovered":0,"stressRemoved":0,"tokens":{"focus":0,"evade":0,"stress":1,"ion":0,"tractor":0,"jam":0,"reinforce":null,"locks":[],"lockedBy":[]}}"#));
    }

    #[test]
    fn tokens_are_refused_where_they_do_not_belong() {
        let e = expect_err(run(req("2e", r#", "stress": 1, "tokens": {"jam": 1}"#)));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "ships[0].stress"));
        // A bad count is refused while reading, at its path.
        let bad = r#"{"ships": [{"id": "x", "ship": "small", "pose": {"x": 500, "y": 500, "heading": 0}, "tokens": {"jam": -1}}]}"#;
        let e = expect_err(parse_text::<Request>(bad));
        assert_eq!(e.field, "ships[0].tokens.jam");
        let huge = r#"{"ships": [{"id": "c", "ship": "cr90", "pose": {"x": 500, "y": 500, "heading": 0}, "tokens": {"jam": 1}}]}"#;
        let e = expect_err(run(parse_text(huge).unwrap()));
        assert_eq!(e.field, "ships[0].tokens");
        // A huge ship's response carries no `tokens` (they are in its state), as before.
        let r = run(parse_text(&huge.replace(r#", "tokens": {"jam": 1}"#, "")).unwrap()).unwrap();
        assert!(r.ships[0].tokens.is_none());
    }
}
