//! Criterion benchmarks of the round calls, natively and through the same request
//! text a page sends (parse, run, write the response), on a table of 20 ships (the
//! same requests as `benches/wasm_round.mjs`, which prints both timings and their ratio).

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

use xwing_huge::calls::input::parse_text;
use xwing_huge::calls::{allowed_actions, check_setup, cripple_section, end_phase, energy_step, perform_action, round_order};
use xwing_huge::wire::to_text;

/// The requests, as JSON text: the single source `wasm_round.mjs` reads too.
const REQUESTS: &str = include_str!("round_requests.json");

fn request(name: &str) -> String {
    // The file maps call names to requests; pick one object out by its key.
    let start = REQUESTS.find(&format!("\"{name}\":")).expect("request present") + name.len() + 3;
    let mut depth = 0;
    for (i, c) in REQUESTS[start..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return REQUESTS[start..start + i + 1].to_string();
                }
            }
            _ => {}
        }
    }
    panic!("unbalanced request {name}")
}

fn bench(c: &mut Criterion) {
    let text = request("roundOrder");
    c.bench_function("roundOrder", |b| b.iter(|| to_text(&round_order::run(parse_text(black_box(&text)).unwrap()).unwrap())));
    let text = request("performAction");
    c.bench_function("performAction", |b| b.iter(|| to_text(&perform_action::run(parse_text(black_box(&text)).unwrap()).unwrap())));
    let text = request("allowedActions");
    c.bench_function("allowedActions", |b| b.iter(|| to_text(&allowed_actions::run(parse_text(black_box(&text)).unwrap()).unwrap())));
    let text = request("energyStep");
    c.bench_function("energyStep", |b| b.iter(|| to_text(&energy_step::run(parse_text(black_box(&text)).unwrap()).unwrap())));
    let text = request("endPhase");
    c.bench_function("endPhase", |b| b.iter(|| to_text(&end_phase::run(parse_text(black_box(&text)).unwrap()).unwrap())));
    let text = request("crippleSection");
    c.bench_function("crippleSection", |b| b.iter(|| to_text(&cripple_section::run(parse_text(black_box(&text)).unwrap()).unwrap())));
    let text = request("checkSetup");
    c.bench_function("checkSetup", |b| b.iter(|| to_text(&check_setup::run(parse_text(black_box(&text)).unwrap()).unwrap())));
}

criterion_group!(benches, bench);
criterion_main!(benches);
