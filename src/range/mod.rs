//! `measureRange` (SPEC §5, §8): range bands, firing arcs, 1e huge-ship sections and
//! targeting, and obstruction, on the exact geometry of [`crate::geometry`].

pub mod arcs;
pub mod bands;
pub mod convex;
pub mod distance;
pub mod obstruction;
pub mod targeting;
pub mod measure;

#[cfg(test)]
mod tests;
