//! Criterion benchmark of `moveWing`: a wing of six moving a 2 bank among 20 ships and
//! 6 obstacles (two wingmates split, one lands on an obstacle), natively and through
//! the same request text a page sends (parse, run, write the response). The same
//! request as `benches/wasm_wings.mjs`, which prints both timings and their ratio.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

use xwing_huge::calls::input::parse_text;
use xwing_huge::calls::move_wing;
use xwing_huge::wire::to_text;

/// The request, as JSON text: the single source `wasm_wings.mjs` reads too.
const REQUEST: &str = include_str!("wings_request.json");

fn bench(c: &mut Criterion) {
    c.bench_function("moveWing", |b| b.iter(|| to_text(&move_wing::run(parse_text(black_box(REQUEST)).unwrap()).unwrap())));
}

criterion_group!(benches, bench);
criterion_main!(benches);
