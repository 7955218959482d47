//! checkOverlap natively: a 1e CR90 against a full Epic table (20 ships, 6
//! obstacles, two of them concave), the engine call the JS API wraps.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use xwing_huge::edition::Edition;
use xwing_huge::geometry::{Polygon, Pose, Vec2};
use xwing_huge::objects::{Obstacle, ObstacleKind, Piece, Ship};
use xwing_huge::overlap::check_overlap;
use xwing_huge::ships::{HugeShip, ShipType};

fn table(edition: Edition) -> (Piece, Vec<Piece>) {
    let subject = Piece::Ship(Ship::new("cr90", ShipType::Huge(HugeShip::Cr90), Pose::new(600.0, 450.0, 80.0), edition, "s").unwrap());
    let mut others = Vec::new();
    for i in 0..20 {
        let kind = [ShipType::Small, ShipType::Large, ShipType::Small, ShipType::Huge(HugeShip::Gr75)][i % 4];
        let (x, y) = (150.0 + 80.0 * i as f64, 200.0 + 37.0 * (i % 7) as f64 * 2.0);
        others.push(Piece::Ship(Ship::new(format!("s{i}"), kind, Pose::new(x, y, 17.0 * i as f64), edition, "s").unwrap()));
    }
    let rock = |i: usize, cx: f64, cy: f64, concave: bool| {
        let pts: Vec<Vec2> = (0..10)
            .map(|k| {
                let a = k as f64 * 36f64.to_radians();
                let r = if concave && k % 2 == 1 { 18.0 } else { 40.0 };
                Vec2::new(cx + r * a.cos(), cy + r * a.sin())
            })
            .collect();
        Piece::Obstacle(Obstacle::new(format!("o{i}"), ObstacleKind::Asteroid, Polygon::from_points(pts).unwrap()))
    };
    for i in 0..6 {
        others.push(rock(i, 300.0 + 220.0 * i as f64, 700.0 - 60.0 * (i % 3) as f64, i % 3 == 0));
    }
    (subject, others)
}

fn bench(c: &mut Criterion) {
    for edition in [Edition::First, Edition::Second] {
        let (subject, others) = table(edition);
        c.bench_function(&format!("check_overlap {} cr90 vs 20 ships + 6 obstacles", edition.as_str()), |b| {
            b.iter(|| check_overlap(black_box(&subject), black_box(&others)))
        });
    }
}

/// The whole request path natively: JSON text in (what the wasm side receives from
/// `JSON.stringify`), validation, shapes, the query, JSON text out.
fn bench_request(c: &mut Criterion) {
    let ships: Vec<String> = (0..26)
        .map(|i| format!(r#"{{"id":"s{i}","ship":"small","pose":{{"x":{},"y":200,"heading":{}}}}}"#, 150 + 80 * i, 17 * i))
        .collect();
    let text = format!(r#"{{"ship":{{"id":"cr90","ship":"cr90","pose":{{"x":600,"y":450,"heading":80}}}},"ships":[{}]}}"#, ships.join(","));
    c.bench_function("checkOverlap request path, cr90 vs 26 small ships (native)", |b| {
        b.iter(|| {
            let req: xwing_huge::calls::check_overlap::Request = xwing_huge::calls::input::parse_text(black_box(&text)).unwrap();
            let resp = xwing_huge::calls::check_overlap::run(req).unwrap();
            xwing_huge::wire::to_text(&resp)
        })
    });
}

criterion_group!(benches, bench, bench_request);
criterion_main!(benches);
