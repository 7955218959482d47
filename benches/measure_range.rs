//! Native speed of range measurement: the batch path (heat maps) with and without an
//! arc, and the full single query. `cargo bench --bench measure_range`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use xwing_huge::bases::Base;
use xwing_huge::edition::Edition;
use xwing_huge::geometry::Pose;
use xwing_huge::objects::Ship;
use xwing_huge::range::{measure_range, Arc, Batch, BatchOutput, RangeQuery, Ruler, Source};
use xwing_huge::ships::{HugeShip, ShipType};

/// A 2-mm-ish grid over an Epic table: 100 000 defender positions.
fn grid() -> Vec<f64> {
    let mut pts = Vec::with_capacity(200_000);
    for i in 0..400 {
        for j in 0..250 {
            pts.extend([i as f64 * 4.57, j as f64 * 3.65]);
        }
    }
    pts
}

fn bench(c: &mut Criterion) {
    let e = Edition::Second;
    let attacker = Ship::new("a", ShipType::Huge(HugeShip::Cr90), Pose::new(900.0, 450.0, 30.0), e, "a").unwrap();
    let pts = grid();
    let mut out = vec![0.0; pts.len() / 2];
    let mut g = c.benchmark_group("measure_range");
    g.throughput(Throughput::Elements((pts.len() / 2) as u64));
    for (name, arc) in [("batch_no_arc", None), ("batch_front_arc", Some(Arc::Front)), ("batch_left_arc", Some(Arc::Left))] {
        let b = Batch::new(e, &attacker, Source::Ship, arc, Base::Small, 45.0, None, Ruler::Huge, BatchOutput::Distance).unwrap();
        g.bench_function(name, |bn| bn.iter(|| b.run(black_box(&pts), &mut out)));
    }
    g.finish();
    let defender = Ship::new("d", ShipType::Large, Pose::new(1300.0, 300.0, 10.0), e, "d").unwrap();
    c.bench_function("measure_range_single_query", |bn| {
        bn.iter(|| {
            let q = RangeQuery { arc: Some(Arc::Front), ..RangeQuery::new(e, &attacker, &defender) };
            black_box(measure_range(black_box(&q)).unwrap())
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
