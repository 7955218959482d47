//! `energyStep`: the energy steps of a huge ship's activation, in order (1e Gain,
//! Allocate, Use; 2e spending and the stress rule); the ship's state in, its state out.

use crate::wire::{FromWire, ToWire};

use crate::calls::round::state::{huge_only, RoundShipDto};
use crate::calls::shared::input::ManeuverDto;
use crate::calls::shared::numbers::Count;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::objects::Ship;
use crate::round::energy::{apply, dial_icons_1e, Progress, Step, StepReport};
use crate::round::state::ShipState;
use crate::wire::numbers::{List, STEPS};

/// Most steps one request may list.
pub const MAX_STEPS: usize = 64;

#[derive(FromWire)]
pub struct Request {
    edition: Option<Edition>,
    ship: RoundShipDto,
    steps: List<StepDto, MAX_STEPS, STEPS>,
}

/// A step's `type`.
#[derive(FromWire, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
enum StepKind {
    Gain,
    Allocate,
    Use,
    Spend,
    GainStress,
    EndActivation,
}

/// One energy step: its `type` and the keys that go with that type.
#[derive(FromWire)]
#[wire(
    ts = "EnergyStep",
    forms = "type=gain, maneuver?, icons? | type=allocate, upgrade, amount | type=use, card, cost? | type=spend, cost \
             | type=gainStress, count | type=endActivation"
)]
struct StepDto {
    #[serde(rename = "type")]
    kind: StepKind,
    /// Gain: the revealed maneuver (its energy icons come from the dial) ...
    maneuver: Option<ManeuverDto>,
    /// ... or the icons themselves.
    icons: Option<Count>,
    upgrade: Option<String>,
    amount: Option<Count>,
    card: Option<String>,
    cost: Option<Count>,
    count: Option<Count>,
}

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Response {
    state: ShipState,
    steps: Vec<StepReport>,
}

/// The engine's step; a key its type needs and the request left out is refused by name.
fn step(ship: &Ship, s: &StepDto, field: &str) -> Result<Step> {
    let n = |v: Option<Count>| v.map_or(0, |c| c.0);
    let need =
        |v: &Option<String>, key: &str| v.clone().ok_or_else(|| RulesError::invalid(format!("{field}.{key}"), "is required for this step"));
    let dial = format!("{field}.maneuver");
    Ok(match s.kind {
        // Gain: the icons given, or those of the revealed maneuver on the ship's 1e dial.
        StepKind::Gain => Step::Gain {
            icons: match (s.icons, &s.maneuver) {
                (Some(icons), _) => icons.0,
                (None, Some(m)) => dial_icons_1e(ship.ship_type, m.maneuver, &dial)?,
                (None, None) => return Err(RulesError::invalid(dial, "give the revealed maneuver (or icons)")),
            },
        },
        StepKind::Allocate => Step::Allocate { upgrade: need(&s.upgrade, "upgrade")?, amount: n(s.amount) },
        StepKind::Use => Step::Use { card: need(&s.card, "card")?, cost: n(s.cost) },
        StepKind::Spend => Step::Spend { cost: n(s.cost) },
        StepKind::GainStress => Step::GainStress { count: n(s.count) },
        StepKind::EndActivation => Step::EndActivation,
    })
}

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    let me = req.ship.to_round_ship(ed, "ship")?;
    let mut state = huge_only(me.round, "energyStep")?;
    let mut steps = Vec::with_capacity(req.steps.0.len());
    let mut progress = Progress::start(&state);
    for (i, s) in req.steps.0.iter().enumerate() {
        let field = format!("steps[{i}]");
        let st = step(&me.ship, s, &field)?;
        progress.check(ed, &st, &field)?;
        steps.push(apply(&mut state, &st, &field)?);
    }
    Ok(Response { state, steps })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::{expect_err, ErrorCode};

    #[test]
    fn gain_from_the_dial_then_use_once() {
        // 1e CR90 2 straight: +3 energy (docs/conventions.md §7), from 1: 4.
        let req = r#"{"edition": "1e", "ship": {"id": "c", "ship": "cr90", "pose": {"x": 500, "y": 400, "heading": 0},
            "state": {"cards": [{"section": "fore", "shields": 5}, {"section": "aft", "shields": 3, "energy": 1}]}},
            "steps": [{"type": "gain", "maneuver": {"speed": 2, "bearing": "straight"}}, {"type": "use", "card": "Comms Failure", "cost": 1}]}"#;
        let r = run(parse_text(req).unwrap()).unwrap();
        assert_eq!((r.steps[0].energy_after, r.steps[1].energy_after), (4, 3));
        let twice = req.replace(
            r#"{"type": "use", "card": "Comms Failure", "cost": 1}]"#,
            r#"{"type": "use", "card": "a"}, {"type": "use", "card": "a"}]"#,
        );
        let e = expect_err(run(parse_text(&twice).unwrap()));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "steps[2]"));
        let e = expect_err(run(parse_text(&req.replace(r#""energy": 1"#, r#""energy": 6"#)).unwrap()));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "ship.state.cards[1].energy"));
    }

    /// More than [`MAX_STEPS`] steps are refused while read, before any step is tried.
    #[test]
    fn a_long_step_list_is_refused_while_read() {
        let req = |n: usize| {
            let steps = vec![r#"{"type": "spend", "cost": 0}"#; n].join(",");
            format!(r#"{{"ship": {{"id": "c", "ship": "cr90", "pose": {{"x": 500, "y": 400, "heading": 0}}}}, "steps": [{steps}]}}"#)
        };
        let e = expect_err(parse_text::<Request>(&req(MAX_STEPS + 1)));
        assert_eq!((e.code, e.field.as_str(), e.reason.as_str()), (ErrorCode::TooLarge, "steps", "at most 64 steps"));
        assert!(parse_text::<Request>(&req(MAX_STEPS)).is_ok());
    }

    /// A key the step's type needs is refused by its path when left out.
    #[test]
    fn a_missing_key_of_a_step_is_named() {
        let req = |step: &str| {
            format!(
                r#"{{"edition": "1e", "ship": {{"id": "c", "ship": "cr90", "pose": {{"x": 500, "y": 400, "heading": 0}}}}, "steps": [{step}]}}"#
            )
        };
        let refusal = |step: &str| {
            let e = expect_err(run(parse_text(&req(step)).unwrap()));
            (e.field.to_string(), e.reason.to_string())
        };
        assert_eq!(refusal(r#"{"type": "gain"}"#), ("steps[0].maneuver".into(), "give the revealed maneuver (or icons)".into()));
        assert_eq!(refusal(r#"{"type": "allocate", "amount": 1}"#), ("steps[0].upgrade".into(), "is required for this step".into()));
        assert_eq!(refusal(r#"{"type": "use"}"#), ("steps[0].card".into(), "is required for this step".into()));
        // Icons given win over the dial: 2 icons from 0 energy.
        assert_eq!(run(parse_text(&req(r#"{"type": "gain", "icons": 2}"#)).unwrap()).unwrap().steps[0].energy_after, 2);
    }
}
