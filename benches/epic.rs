//! Criterion benchmarks of the Epic calls, natively and through the same request text
//! a page sends (parse, run, write the response), on the requests of
//! `benches/epic_requests.json` (a table of 19 ships and 6 obstacles for `deployShip`
//! and `checkDeployment`); `benches/wasm_epic.mjs` prints both timings and their ratio.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

use xwing_huge::calls::input::parse_text;
use xwing_huge::calls::{check_deployment, check_squad, deploy_ship, dock_ship, player_order, score_game};
use xwing_huge::wire::to_text;

/// The requests, as JSON text: the single source `wasm_epic.mjs` reads too.
const REQUESTS: &str = include_str!("epic_requests.json");

/// One request of the file, as JSON text: the object after its call name's key.
fn request(name: &str) -> String {
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
    macro_rules! case {
        ($name:literal, $module:ident) => {
            let text = request($name);
            c.bench_function($name, |b| b.iter(|| to_text(&$module::run(parse_text(black_box(&text)).unwrap()).unwrap())));
        };
    }
    case!("dockShip", dock_ship);
    case!("deployShip", deploy_ship);
    case!("checkDeployment", check_deployment);
    case!("scoreGame", score_game);
    case!("checkSquad", check_squad);
    case!("playerOrder", player_order);
}

criterion_group!(benches, bench);
criterion_main!(benches);
