//! `measureRange` (docs/conventions.md §5; docs/api.md): range bands, firing arcs, 1e huge-ship sections and
//! targeting, and obstruction, on the exact geometry of [`crate::geometry`].
//!
//! - [`bands`]: distance to band per edition (range 0 in 2e, the huge ruler's 4–5).
//! - [`arcs`]: every arc of docs/conventions.md §5 as convex pieces; [`arcs::arcs_containing`].
//! - [`distance`], [`convex`]: exact base-to-base distance, clipped to an arc.
//! - [`targeting`]: whether a 1e section may be declared the target.
//! - [`obstruction`]: obstacles and huge ships on the closest-point line.
//! - [`measure`]: the single query; [`batch`]: many defender poses at once.

pub mod arcs;
pub mod bands;
pub mod batch;
pub mod convex;
pub mod distance;
pub mod drawn;
pub mod measure;
pub mod obstruction;
pub mod targeting;

pub use arcs::{arcs_containing, Arc};
pub use bands::{band, Ruler};
pub use batch::{Batch, BatchOutput};
pub use measure::{measure_range, RangeQuery, RangeReport, Source};

#[cfg(test)]
mod tests;
