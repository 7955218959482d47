//! `resolveAttack` (its request, geometry, round state and answer), `measureRange`,
//! `applyEffects` and the weapon both read.

pub mod apply_effects;
pub mod input;
pub mod kept;
pub mod measure_range;
pub mod resolve_attack;
pub mod round;
pub mod weapon;
