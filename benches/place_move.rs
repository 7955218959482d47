//! Criterion benchmark of `placeMove` for a huge ship among 20 ships and 6 obstacles
//! (the same fixed table as `benches/wasm_place_move.mjs`).

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;

use xwing_huge::edition::Edition;
use xwing_huge::geometry::{Polygon, Pose, Vec2};
use xwing_huge::movement::play_area::PlayArea;
use xwing_huge::movement::{Bearing, Maneuver};
use xwing_huge::objects::{Obstacle, ObstacleKind, Piece, Ship};
use xwing_huge::overlap::outcome::Choices;
use xwing_huge::round::maneuver::{place_move, MoverState, Request};
use xwing_huge::ships::{HugeShip, ShipType};

/// 20 ships in two rows (y 120 and 800) and 6 hexagonal obstacles at y 330.
fn table(ed: Edition) -> Vec<Piece> {
    let kinds = [ShipType::Small, ShipType::Large, if ed == Edition::Second { ShipType::Medium } else { ShipType::Small }];
    let mut out = Vec::new();
    for i in 0..20 {
        // Coordinates as a page produces them: arbitrary doubles, not round numbers.
        let (x, y) = (100.0 + (i % 10) as f64 * 170.0 + i as f64 / 7.0, if i < 10 { 120.0 } else { 800.0 } + i as f64 / 3.0);
        let pose = Pose::new(x, y, ((i * 37) % 360) as f64 + i as f64 / 9.0);
        out.push(Piece::Ship(Ship::new(format!("s{i}"), kinds[i % 3], pose, ed, "s").unwrap()));
    }
    for j in 0..6 {
        let c = Vec2::new(250.0 + j as f64 * 260.0, 330.0);
        let pts = (0..6)
            .map(|k| {
                c + 30.0 * Vec2::new(libm::cos(k as f64 * std::f64::consts::FRAC_PI_3), libm::sin(k as f64 * std::f64::consts::FRAC_PI_3))
            })
            .collect();
        let kind = [ObstacleKind::Asteroid, ObstacleKind::Debris, ObstacleKind::GasCloud][j % 3];
        out.push(Piece::Obstacle(Obstacle::new(format!("o{j}"), kind, Polygon::from_points(pts).unwrap())));
    }
    out
}

fn bench(c: &mut Criterion) {
    let choices = Choices::default();
    for (name, ed, ship, m) in [
        ("placeMove 2e GR-75 2 bank right, 20 ships + 6 obstacles", Edition::Second, HugeShip::Gr75, Maneuver::new(2, Bearing::BankRight)),
        ("placeMove 1e CR90 2 bank left, 20 ships + 6 obstacles", Edition::First, HugeShip::Cr90, Maneuver::new(2, Bearing::BankLeft)),
    ] {
        let others = table(ed);
        let mover = Ship::new("huge", ShipType::Huge(ship), Pose::new(900.0, 600.0, 0.0), ed, "s").unwrap();
        c.bench_function(name, |b| {
            b.iter(|| {
                let req = Request {
                    edition: ed,
                    mover: &mover,
                    state: MoverState::default(),
                    maneuver: m,
                    difficulty: None,
                    others: &others,
                    area: PlayArea::default(),
                    seed: 1,
                    choices: &choices,
                    crippled: &[],
                };
                black_box(place_move(black_box(&req)).unwrap())
            })
        });
    }
    // A standard ship backing off a huge ship (the bisection path).
    let ed = Edition::Second;
    let mut others = table(ed);
    others.push(Piece::Ship(Ship::new("g", ShipType::Huge(HugeShip::Gr75), Pose::new(900.0, 400.0, 90.0), ed, "s").unwrap()));
    let mover = Ship::new("x", ShipType::Small, Pose::new(900.0, 600.0, 0.0), ed, "s").unwrap();
    c.bench_function("placeMove 2e small 5 straight backing off a GR-75", |b| {
        b.iter(|| {
            let req = Request {
                edition: ed,
                mover: &mover,
                state: MoverState::default(),
                maneuver: Maneuver::new(5, Bearing::Straight),
                difficulty: None,
                others: &others,
                area: PlayArea::default(),
                seed: 1,
                choices: &choices,
                crippled: &[],
            };
            black_box(place_move(black_box(&req)).unwrap())
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
