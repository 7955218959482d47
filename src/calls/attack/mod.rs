//! `resolveAttack` (its request, geometry, round state and answer), `measureRange` and
//! `applyEffects` (the weapon both read is the engine's `attack::weapon::WeaponChoice`).

pub mod apply_effects;
pub mod input;
pub mod kept;
pub mod measure_range;
pub mod resolve_attack;
pub mod round;
