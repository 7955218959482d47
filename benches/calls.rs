//! Native timings of every export on a 26-object table (`benches/call_requests.json`),
//! printed as one JSON object for `benches/wasm_calls.mjs`, which sets them beside the
//! same calls through JS. Per call:
//!
//! - `engine`: the engine's own work on objects already built (what the JS call would
//!   cost with a free boundary); only for the calls that read a table;
//! - `path`: the whole one-shot request path natively: JSON text in, parse, validate,
//!   build, run, JSON text out (what wasm does inside one call, without JS);
//! - `handlePath`: the same for the `Workspace` method on a table built once.
//!
//! A plain timing loop (no criterion) so that the figures are machine-readable:
//! `cargo bench --bench calls` prints them.

use std::hint::black_box;
use std::time::Instant;

use xwing_huge::attack::weapon::measuring;
use xwing_huge::calls::input::parse_text;
use xwing_huge::calls::workspace::Workspace;
use xwing_huge::calls::*;
use xwing_huge::movement::{Bearing, Maneuver};
use xwing_huge::overlap::check_overlap;
use xwing_huge::overlap::outcome::Choices;
use xwing_huge::range::{measure_range as measure, Batch, BatchOutput, RangeQuery, Source};
use xwing_huge::round::maneuver::{place_move as place, MoverState, Request};
use xwing_huge::round::setup::{check_setup as setup, Edge, SetupArea, DEFAULT_SETUP_DEPTH};
use xwing_huge::ships::ShipType;
use xwing_huge::wire::to_text;

const REQUESTS: &str = include_str!("call_requests.json");

/// The request text of entry `key` (one entry per line, as make_call_requests.mjs
/// writes them). Looked up outside the timed closures: finding the line costs more
/// than some of the calls.
fn request(key: &str) -> &'static str {
    let prefix = format!("\"{key}\": ");
    let line = REQUESTS.lines().find(|l| l.starts_with(&prefix)).unwrap_or_else(|| panic!("no request {key}"));
    line[prefix.len()..].trim_end_matches(',')
}

/// Microseconds per call: the best of several ~60 ms rounds (the machine is shared).
fn time(mut f: impl FnMut()) -> f64 {
    for _ in 0..50 {
        f();
    }
    let mut best = f64::INFINITY;
    for _ in 0..7 {
        let (start, mut n) = (Instant::now(), 0u32);
        while start.elapsed().as_millis() < 60 {
            for _ in 0..20 {
                f();
            }
            n += 20;
        }
        best = best.min(start.elapsed().as_secs_f64() * 1e6 / n as f64);
    }
    best
}

/// Text in, text out: what one call does inside wasm.
macro_rules! path {
    ($module:ident, $key:expr) => {{
        let text = request($key);
        time(|| _ = black_box(to_text(&$module::run(parse_text(black_box(text)).unwrap()).unwrap())))
    }};
}

/// `text` without its `"points":[...]` entry: the request text the engine reads for a batch.
fn without_points(text: &'static str) -> &'static str {
    let Some(at) = text.find(",\"points\":[") else { return text };
    let end = at + text[at..].find(']').expect("the points list ends") + 1;
    Box::leak(format!("{}{}", &text[..at], &text[end..]).into_boxed_str())
}

fn batch_points() -> Vec<f64> {
    let text = request("handle.measureRangeBatch");
    let list = &text[text.find("\"points\":[").unwrap() + 10..text.rfind(']').unwrap()];
    list.split(',').map(|v| v.parse().unwrap()).collect()
}

fn main() {
    let ws = Workspace::from_text(request("table")).unwrap();
    let t = ws.table();
    let ed = t.edition();
    let huge = &t.ship("huge", "ship").unwrap().ship;
    let defender = &t.ship("s4", "s").unwrap().ship;
    let points = batch_points();
    let mut out = vec![0.0; points.len() / 2];
    let mut rows: Vec<(&str, Option<f64>, f64, Option<f64>)> = Vec::new();

    let choices = Choices::default();
    let engine = time(|| {
        let req = Request {
            edition: ed,
            mover: huge,
            state: MoverState::default(),
            maneuver: Maneuver::new(2, Bearing::BankRight),
            difficulty: None,
            others: t.pieces(),
            area: t.area(),
            seed: 1,
            choices: &choices,
            crippled: &[],
        };
        _ = black_box(place(black_box(&req)).unwrap());
    });
    let req_handle_place_move = request("handle.placeMove");
    let handle = time(|| {
        let r = place_move::run_on(parse_text(req_handle_place_move).unwrap(), &t).unwrap();
        _ = black_box(to_text(&r));
    });
    rows.push(("placeMove", Some(engine), path!(place_move, "oneShot.placeMove"), Some(handle)));

    let subject = t.piece("huge", "ship").unwrap();
    let engine = time(|| _ = black_box(check_overlap(black_box(subject), t.pieces())));
    let handle = time(|| {
        let r = check_overlap(t.piece("huge", "ship").unwrap(), t.pieces());
        _ = black_box(to_text(&r));
    });
    rows.push(("checkOverlap", Some(engine), path!(check_overlap, "oneShot.checkOverlap"), Some(handle)));

    let m = measuring(ed, Some(huge.ship_type), None, None).unwrap();
    let engine = time(|| {
        let q = RangeQuery {
            edition: ed,
            attacker: huge,
            defender,
            arc: None,
            section: None,
            from: Source::Ship,
            ruler: m.ruler,
            reach: m.reach,
            crippled: &[],
            ships: t.ships(),
            obstacles: t.obstacles(),
        };
        _ = black_box(measure(black_box(&q)).unwrap());
    });
    let req_handle_measure_range = request("handle.measureRange");
    let handle = time(|| {
        let r = measure_range::run_on(parse_text(req_handle_measure_range).unwrap(), &t).unwrap();
        _ = black_box(to_text(&r));
    });
    rows.push(("measureRange", Some(engine), path!(measure_range, "oneShot.measureRange"), Some(handle)));

    let small = ShipType::Small.base(ed, "s").unwrap();
    let engine = time(|| {
        let b = Batch::new(ed, huge, Source::Ship, None, small, 0.0, None, m.ruler, BatchOutput::Distance).unwrap();
        b.run(black_box(&points), &mut out);
    });
    // The batch's `points` cross as a Float64Array beside the request text (js/boundary.js
    // leaves them out of it), so the text the engine reads has none.
    let req_one_shot_measure_range_batch = without_points(request("oneShot.measureRangeBatch"));
    let path = time(|| {
        let b = measure_range::prepare(parse_text(req_one_shot_measure_range_batch).unwrap()).unwrap();
        b.run(black_box(&points), &mut out);
    });
    let req_handle_measure_range_batch = without_points(request("handle.measureRangeBatch"));
    let handle = time(|| {
        let b = measure_range::prepare_on(parse_text(req_handle_measure_range_batch).unwrap(), &t).unwrap();
        b.run(black_box(&points), &mut out);
    });
    rows.push(("measureRangeBatch", Some(engine), path, Some(handle)));

    let req_handle_check_setup = request("handle.checkSetup");
    let handle = time(|| {
        let r = check_setup::run_on(parse_text(req_handle_check_setup).unwrap(), &t).unwrap();
        _ = black_box(to_text(&r));
    });
    let bottom = SetupArea { edge: Edge::Bottom, depth: DEFAULT_SETUP_DEPTH };
    let engine = time(|| _ = black_box(setup(ed, huge, t.area(), bottom, t.pieces())));
    rows.push(("checkSetup", Some(engine), path!(check_setup, "oneShot.checkSetup"), Some(handle)));
    let table_text = request("table");
    rows.push(("workspace (new)", None, time(|| _ = black_box(Workspace::from_text(table_text).unwrap())), None));
    rows.push(("shipInfo", None, path!(ship_info, "oneShot.shipInfo"), None));
    rows.push(("resolveAttack", None, path!(resolve_attack, "oneShot.resolveAttack"), None));
    rows.push(("roundOrder", None, path!(round_order, "oneShot.roundOrder"), None));
    let req_handle_perform_action = request("handle.performAction");
    let handle = time(|| {
        let r = perform_action::run_on(parse_text(req_handle_perform_action).unwrap(), &t).unwrap();
        _ = black_box(to_text(&r));
    });
    rows.push(("performAction", None, path!(perform_action, "oneShot.performAction"), Some(handle)));
    rows.push(("energyStep", None, path!(energy_step, "oneShot.energyStep"), None));
    rows.push(("endPhase", None, path!(end_phase, "oneShot.endPhase"), None));
    rows.push(("crippleSection", None, path!(cripple_section, "oneShot.crippleSection"), None));
    rows.push(("applyEffects", None, path!(apply_effects, "oneShot.applyEffects"), None));
    rows.push(("allowedActions", None, path!(allowed_actions, "oneShot.allowedActions"), None));
    rows.push(("placeWing", None, path!(place_wing, "oneShot.placeWing"), None));
    rows.push(("moveWing", None, path!(move_wing, "oneShot.moveWing"), None));
    rows.push(("checkWingSplit", None, path!(check_wing_split, "oneShot.checkWingSplit"), None));
    rows.push(("joinWing", None, path!(join_wing, "oneShot.joinWing"), None));
    rows.push(("dockShip", None, path!(dock_ship, "oneShot.dockShip"), None));
    rows.push(("deployShip", None, path!(deploy_ship, "oneShot.deployShip"), None));
    rows.push(("checkDeployment", None, path!(check_deployment, "oneShot.checkDeployment"), None));
    rows.push(("scoreGame", None, path!(score_game, "oneShot.scoreGame"), None));
    rows.push(("checkSquad", None, path!(check_squad, "oneShot.checkSquad"), None));
    rows.push(("playerOrder", None, path!(player_order, "oneShot.playerOrder"), None));

    let num = |v: Option<f64>| v.map_or("null".to_string(), |v| format!("{v:.3}"));
    let body: Vec<String> = rows
        .iter()
        .map(|(name, e, p, h)| format!("  \"{name}\": {{\"engine\": {}, \"path\": {p:.3}, \"handlePath\": {}}}", num(*e), num(*h)))
        .collect();
    println!("{{\n{}\n}}", body.join(",\n"));
}
