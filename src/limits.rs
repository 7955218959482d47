//! Limits on caller data, each checked before the work it bounds (docs/limits.md).
//!
//! A request beyond a limit is refused with a `TOO_LARGE` error naming the field and
//! the limit (`obstacles[3].points: at most 64 vertices`). The numbers are far above
//! any real table, and low enough that the slowest request they allow stays under
//! 100 ms in wasm (`benches/worst_case.rs`, `benches/wasm_worst_case.mjs`).

use crate::error::{Result, RulesError};

/// Most vertices of one caller polygon (an obstacle outline). Printed obstacle tokens
/// traced by hand need about 10–40 vertices; 64 leaves room for a fine tracing.
/// Validating and splitting a polygon costs up to n² steps, and testing two polygons
/// against each other n·m, so this bound (with [`MAX_OBJECTS`]) is what bounds the
/// slowest request: `checkOverlap` of one such polygon against [`MAX_OBJECTS`] others.
pub const MAX_VERTICES: usize = 64;

/// Most entries in one list of a request (`others`, `ships`, `obstacles`,
/// `choices.placements`, ...). An Epic table holds fewer than 100 pieces, a standard
/// one fewer than 20; a list of 128 obstacles holds at most 8,192 vertices.
pub const MAX_OBJECTS: usize = 128;

/// Most points one `measureRangeBatch` call may measure (256 Ki). The page's threat
/// map measures a 5-mm grid (about 67,000 points over an Epic table) in bands of rows;
/// a 3-mm grid over the whole Epic table is about 186,000 points. At the slowest (an
/// arc clip for every point, about 6 million points a second natively on the
/// development machine) 2^18 points take about 45 ms; a larger map is measured in bands.
pub const MAX_BATCH_POINTS: usize = 1 << 18;

/// Largest coordinate magnitude accepted (mm): ten metres is far beyond any table.
pub const MAX_COORD: f64 = 10_000.0;

/// `TOO_LARGE` when a polygon has more than [`MAX_VERTICES`] vertices.
pub fn check_vertices(n: usize, field: &str) -> Result<()> {
    if n > MAX_VERTICES {
        return Err(RulesError::too_large(field, format!("at most {MAX_VERTICES} vertices")));
    }
    Ok(())
}

/// Most entries of an action bar a request may give: every action the engine knows
/// (14) fits, and no printed bar holds more than six. `allowedActions` tries each
/// entry against every other ship, so an unbounded bar (a 1 MiB request holds
/// about 140,000) would cost seconds; with this bound it costs microseconds.
pub const MAX_ACTION_BAR: usize = 16;

/// `TOO_LARGE` when a list has more than [`MAX_OBJECTS`] entries.
pub fn check_objects(n: usize, field: &str) -> Result<()> {
    if n > MAX_OBJECTS {
        return Err(RulesError::too_large(field, format!("at most {MAX_OBJECTS} entries are accepted")));
    }
    Ok(())
}

/// Work budget of the 2e set-aside search of one maneuver (placing the standard ships a
/// huge ship set aside, seed 001 "Overlapping Standard Ships"), in units of about one
/// vertex projection (1–2 ns natively): every candidate position generated, sorted and
/// tested is charged, and so is the exact part of the search (each Minkowski sum, each
/// boundary curve and each pair of curves compared), before the work is done. One ship set aside from under a GR-75's bow uses about 8e4 units,
/// so about 100 such ships fit; a table that would need more (a hundred ships under
/// the huge ship's base and many-sided obstacles packed behind it) is refused with
/// `TOO_LARGE` on `ships` once the budget is spent (`benches/worst_case.rs`).
pub const MAX_SET_ASIDE_WORK: u64 = 8_000_000;

/// Most positions sampled along the template when a ship backs off (docs/conventions.md §4): one per
/// millimetre of travel (`overlap::backoff::SCAN_STEP`) covers the longest real motion
/// (a 5 straight with a 1e CR90's 225-mm base is about 425 mm), and beyond this count
/// the samples spread out. With the 40 bisections after them, a back-off tests at most
/// this many positions (plus 40) against each ship of the request.
pub const MAX_BACK_OFF_SAMPLES: usize = 1024;
