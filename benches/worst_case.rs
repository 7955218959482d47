//! The slowest requests the limits allow (docs/limits.md), run natively through the
//! request path (JSON text in, validation, shapes, the rules, JSON text out), the
//! same requests as `benches/wasm_worst_case.mjs`. Each must stay under 100 ms in
//! wasm, so natively (2–4× faster) under about 30 ms; the summary prints each time.
//!
//! The polygons are combs of [`MAX_VERTICES`] vertices (16 teeth for 64), half of
//! them reflex, so validating, splitting (n − 2 triangles) and testing them costs the
//! most; every list holds [`MAX_OBJECTS`] entries.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::time::{Duration, Instant};

use xwing_huge::calls::{check_overlap, input::parse_text, measure_range, place_move, workspace::Workspace};
use xwing_huge::limits::{MAX_BATCH_POINTS, MAX_OBJECTS, MAX_VERTICES};
use xwing_huge::wire::to_text;

/// A comb with `MAX_VERTICES / 4` teeth 1 mm wide every 4 mm, 50 mm long on a 10-mm
/// spine whose outer edge is at `y0`; the teeth point to +y when `dir` is 1.
fn comb(x0: f64, y0: f64, dir: f64) -> String {
    points(&comb_points(x0, y0, dir))
}

fn comb_points(x0: f64, y0: f64, dir: f64) -> Vec<(f64, f64)> {
    let teeth = MAX_VERTICES / 4;
    let mut pts = vec![(x0, y0)];
    for t in 0..teeth {
        let x = x0 + 4.0 * t as f64;
        pts.extend([(x, y0 + 60.0 * dir), (x + 1.0, y0 + 60.0 * dir)]);
        if t + 1 < teeth {
            pts.extend([(x + 1.0, y0 + 10.0 * dir), (x + 4.0, y0 + 10.0 * dir)]);
        } else {
            pts.push((x + 1.0, y0));
        }
    }
    pts
}

/// `pts` turned by `deg` about (360, 336), the middle of the interleaved combs.
fn turned(pts: &[(f64, f64)], deg: f64) -> Vec<(f64, f64)> {
    let (s, c) = deg.to_radians().sin_cos();
    pts.iter().map(|&(x, y)| (360.0 + (x - 360.0) * c - (y - 336.0) * s, 336.0 + (x - 360.0) * s + (y - 336.0) * c)).collect()
}

fn points(pts: &[(f64, f64)]) -> String {
    let pts: Vec<String> = pts.iter().map(|(x, y)| format!("[{x},{y}]")).collect();
    format!("[{}]", pts.join(","))
}

fn obstacle(id: &str, points: &str) -> String {
    format!(r#"{{"id":"{id}","type":"asteroid","points":{points}}}"#)
}

fn ship(id: &str, kind: &str, x: f64, y: f64, heading: f64) -> String {
    format!(r#"{{"id":"{id}","ship":"{kind}","pose":{{"x":{x},"y":{y},"heading":{heading}}}}}"#)
}

/// `MAX_OBJECTS` copies of one comb.
fn combs(prefix: &str, x0: f64, y0: f64, dir: f64) -> String {
    let c = comb(x0, y0, dir);
    let list: Vec<String> = (0..MAX_OBJECTS).map(|i| obstacle(&format!("{prefix}{i}"), &c)).collect();
    list.join(",")
}

/// checkOverlap: a comb against `MAX_OBJECTS` combs whose teeth interleave with its
/// own 1 mm apart: their boxes meet, nothing overlaps or touches, so every pair of
/// convex parts and every pair of edges is tested.
/// Turned by `deg`, the convex parts' boxes spread across the other comb's teeth.
fn check_overlap_request(deg: f64) -> String {
    let checked = obstacle("checked", &points(&turned(&comb_points(300.0, 300.0, 1.0), deg)));
    let other = points(&turned(&comb_points(302.0, 372.0, -1.0), deg));
    let list: Vec<String> = (0..MAX_OBJECTS).map(|i| obstacle(&format!("o{i}"), &other)).collect();
    format!(r#"{{"edition":"2e","obstacle":{checked},"obstacles":[{}]}}"#, list.join(","))
}

/// new Workspace: `MAX_OBJECTS` ships and `MAX_OBJECTS` combs.
fn workspace_request() -> String {
    let ships: Vec<String> = (0..MAX_OBJECTS).map(|i| ship(&format!("s{i}"), "small", 50.0 + 6.0 * i as f64, 100.0, 0.0)).collect();
    format!(r#"{{"edition":"2e","ships":[{}],"obstacles":[{}]}}"#, ships.join(","), combs("o", 300.0, 700.0, 1.0))
}

/// placeMove, 2e set-aside search: a GR-75 flies 3 straight to (900, 480) (base
/// y 369.5..590.5) onto `MAX_OBJECTS` small ships stacked under its final base; the
/// combs lie behind it, in the region where the ships set aside must be placed.
fn set_aside_request() -> String {
    let ships: Vec<String> = (0..MAX_OBJECTS)
        .map(|i| ship(&format!("s{i}"), "small", 880.0 + (i % 10) as f64 * 4.0, 400.0 + (i / 10) as f64 * 5.0, 0.0))
        .collect();
    format!(
        r#"{{"edition":"2e","ship":{},"maneuver":{{"speed":3,"bearing":"straight"}},"ships":[{}],"obstacles":[{}],"seed":1}}"#,
        ship("g", "gr75", 900.0, 600.0, 0.0),
        ships.join(","),
        combs("o", 840.0, 600.0, 1.0)
    )
}

/// placeMove, 2e set-aside search in its exact part: as [`set_aside_request`], but the
/// combs spread over the whole rear region (8 columns 45 mm apart, 16 rows 22 mm
/// apart), so the grid finds no room and every ship sends the search to the corners
/// of the region of legal centres (Minkowski sums of 7,936 triangles, their crossings).
fn set_aside_exact_request() -> String {
    let ships: Vec<String> = (0..MAX_OBJECTS)
        .map(|i| ship(&format!("s{i}"), "small", 880.0 + (i % 10) as f64 * 4.0, 400.0 + (i / 10) as f64 * 5.0, 0.0))
        .collect();
    let combs: Vec<String> = (0..MAX_OBJECTS)
        .map(|i| obstacle(&format!("o{i}"), &comb(700.0 + (i % 8) as f64 * 45.0, 600.0 + (i / 8) as f64 * 22.0, 1.0)))
        .collect();
    format!(
        r#"{{"edition":"2e","ship":{},"maneuver":{{"speed":3,"bearing":"straight"}},"ships":[{}],"obstacles":[{}],"seed":1}}"#,
        ship("g", "gr75", 900.0, 600.0, 0.0),
        ships.join(","),
        combs.join(",")
    )
}

/// placeMove, back-off: a small ship flies 5 straight from (900, 800) to y 600 along a
/// column of `MAX_OBJECTS` small ships reaching to just ahead of its start, so it backs
/// off sample by sample nearly to the start; the combs lie across its path.
fn back_off_request() -> String {
    let ships: Vec<String> = (0..MAX_OBJECTS).map(|i| ship(&format!("s{i}"), "small", 900.0, 560.0 + 0.75 * i as f64, 0.0)).collect();
    format!(
        r#"{{"edition":"2e","ship":{},"maneuver":{{"speed":5,"bearing":"straight"}},"ships":[{}],"obstacles":[{}],"seed":1}}"#,
        ship("m", "small", 900.0, 800.0, 0.0),
        ships.join(","),
        combs("o", 840.0, 580.0, 1.0)
    )
}

/// placeMove, 1e huge back-off: a CR90 flies 4 straight from (900, 800) (to y 640)
/// along a column of `MAX_OBJECTS` GR-75s reaching to just ahead of its start, so it
/// backs off sample by sample against every one of them, among the combs.
fn huge_back_off_request() -> String {
    let ships: Vec<String> = (0..MAX_OBJECTS).map(|i| ship(&format!("h{i}"), "gr75", 900.0, 380.0 + 1.5 * i as f64, 0.0)).collect();
    format!(
        r#"{{"edition":"1e","ship":{},"maneuver":{{"speed":4,"bearing":"straight"}},"ships":[{}],"obstacles":[{}],"seed":1}}"#,
        ship("m", "cr90", 900.0, 800.0, 0.0),
        ships.join(","),
        combs("o", 840.0, 580.0, 1.0)
    )
}

/// measureRange: the closest-point line from a GR-75 to a small ship 1,200 mm away
/// crosses every tooth of `MAX_OBJECTS` combs and `MAX_OBJECTS` huge ships on the way
/// (each cut of the line is tested inside or out).
fn measure_range_request() -> String {
    let ships: Vec<String> = (0..MAX_OBJECTS).map(|i| ship(&format!("h{i}"), "gr75", 600.0 + 2.0 * i as f64, 335.0, 90.0)).collect();
    format!(
        r#"{{"edition":"2e","attacker":{},"defender":{},"ruler":"huge","ships":[{}],"obstacles":[{}]}}"#,
        ship("a", "gr75", 200.0, 335.0, 90.0),
        ship("d", "small", 1400.0, 335.0, 0.0),
        ships.join(","),
        combs("o", 700.0, 310.0, 1.0)
    )
}

/// measureRangeBatch: `MAX_BATCH_POINTS` defender positions (a 1-mm grid from
/// (100, 100)) against a 2e CR90's left arc, the slowest batch (an arc clip per point).
/// The points travel as a typed array in JS; here they are made once, outside the call.
fn batch_request() -> String {
    format!(
        r#"{{"edition":"2e","attacker":{},"defenderShip":"small","heading":45,"arc":"left","output":"range"}}"#,
        ship("c", "cr90", 900.0, 450.0, 30.0)
    )
}

fn batch_points() -> &'static [f64] {
    static POINTS: std::sync::OnceLock<Vec<f64>> = std::sync::OnceLock::new();
    POINTS.get_or_init(|| (0..MAX_BATCH_POINTS).flat_map(|i| [100.0 + (i % 1024) as f64, 100.0 + (i / 1024) as f64]).collect())
}

fn run_batch(text: &str) -> String {
    let batch = match parse_text(text).and_then(measure_range::prepare) {
        Ok(b) => b,
        Err(e) => return format!("{}: {e}", e.code.as_str()),
    };
    let points = batch_points();
    let mut out = vec![0.0; points.len() / 2];
    batch.run(points, &mut out);
    let in_range = out.iter().filter(|r| !r.is_nan()).count();
    format!("{} points, {in_range} in arc and range", out.len())
}

type Call = fn(&str) -> String;

fn calls() -> Vec<(String, String, Call)> {
    fn out<T: xwing_huge::wire::ToWire>(r: xwing_huge::error::Result<T>) -> String {
        match r {
            Ok(v) => to_text(&v),
            Err(e) => format!("{}: {e}", e.code.as_str()),
        }
    }
    const N: usize = MAX_OBJECTS;
    vec![
        (format!("checkOverlap comb vs {N} interleaved combs"), check_overlap_request(0.0), |t| {
            out(parse_text(t).and_then(check_overlap::run))
        }),
        ("checkOverlap the same turned 30°".into(), check_overlap_request(30.0), |t| out(parse_text(t).and_then(check_overlap::run))),
        ("checkOverlap the same turned 45°".into(), check_overlap_request(45.0), |t| out(parse_text(t).and_then(check_overlap::run))),
        (format!("new Workspace {N} ships + {N} combs"), workspace_request(), |t| match Workspace::from_text(t) {
            Ok(w) => format!("{} ships kept", w.table().ship_ids().count()),
            Err(e) => format!("{}: {e}", e.code.as_str()),
        }),
        (format!("placeMove GR-75 set-aside among {N} ships + {N} combs"), set_aside_request(), |t| {
            out(parse_text(t).and_then(place_move::run))
        }),
        (format!("placeMove GR-75 set-aside, exact search, among {N} ships + {N} spread combs"), set_aside_exact_request(), |t| {
            out(parse_text(t).and_then(place_move::run))
        }),
        (format!("placeMove back-off along {N} ships + {N} combs"), back_off_request(), |t| out(parse_text(t).and_then(place_move::run))),
        (format!("placeMove 1e CR90 back-off along {N} GR-75s + {N} combs"), huge_back_off_request(), |t| {
            out(parse_text(t).and_then(place_move::run))
        }),
        (format!("measureRangeBatch {MAX_BATCH_POINTS} points, left arc"), batch_request(), run_batch),
        (format!("measureRange across {N} combs + {N} GR-75s"), measure_range_request(), |t| {
            out(parse_text(t).and_then(measure_range::run))
        }),
    ]
}

/// The fastest of a few runs, in ms, and what the call returned.
fn time(text: &str, call: Call) -> (f64, String) {
    let mut best = f64::INFINITY;
    let mut result = String::new();
    for _ in 0..5 {
        let t = Instant::now();
        result = black_box(call(black_box(text)));
        best = best.min(t.elapsed().as_secs_f64() * 1e3);
    }
    (best, result)
}

fn bench(c: &mut Criterion) {
    let mut summary = Vec::new();
    for (name, text, call) in calls() {
        let (ms, result) = time(&text, call);
        let head: String = result.chars().take(100).collect();
        summary.push(format!("{name}: {ms:.2} ms native ({} KB request) -> {head}", text.len() / 1024));
        let mut g = c.benchmark_group("worst case");
        g.sample_size(10).warm_up_time(Duration::from_millis(200)).measurement_time(Duration::from_secs(2));
        g.bench_function(&name, |b| b.iter(|| call(black_box(&text))));
        g.finish();
    }
    println!("\nWorst requests the limits allow (native, best of 5; the wasm budget is 100 ms):");
    for line in summary {
        println!("  {line}");
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
