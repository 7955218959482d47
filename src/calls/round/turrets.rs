//! The 2e turret arc indicators of a round state as JS sees them:
//! `turrets: [{ upgrade, arc: "front" | "left" | "right" | "rear", double? }]`, read and
//! written as the engine's [`Turret`]. Only the list's length is checked here; the rules
//! are [`crate::round::turrets`].

use crate::calls::shared::numbers::list;
use crate::error::Result;
use crate::round::turrets::Turret;

/// The state's indicators (path `turrets`); the list length is checked before any work.
pub fn turrets(v: &Option<Vec<Turret>>) -> Result<Vec<Turret>> {
    list(v, "turrets").map(<[Turret]>::to_vec)
}
