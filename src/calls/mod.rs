//! Each call as the engine's caller sees it, knowing nothing of JS: its request and
//! response types (read from and written as `crate::wire`), the run function that
//! calls the engine, its TypeScript declaration (emitted by `crate::bindings`), its tests.
//! The Workspace's kept table is here too, as a plain Rust type.
//!
//! The calls are arranged by area, one folder each; what several areas read alike is in
//! `shared`, which imports no call (tests/layers.rs forbids an import circle between the
//! files of `calls/` and any import of a call from `shared`). The flat list below names
//! every call's module, for `crate::bindings`, the benches and the tests.

pub mod attack;
pub mod epic;
pub mod round;
pub mod shared;
pub mod squads;
pub mod table;
#[cfg(test)]
mod upgrade_effects_tests;
pub mod workspace;

pub use attack::{apply_effects, measure_range, resolve_attack};
pub use epic::{check_deployment, check_wing_split, deploy_ship, dock_ship, join_wing, move_wing, place_wing, player_order, score_game};
pub use round::{allowed_actions, cripple_section, end_phase, energy_step, perform_action, round_order};
pub use shared::input;
pub use squads::{card_index, check_squad, ship_info, squad_ships};
pub use table::{check_overlap, check_setup, place_move};

use crate::error::Result;
use crate::wire::{FromWire, ToWire, Writer};

/// One trip through a call: its request's JSON text read into the typed request once,
/// `run` (the engine), the response written once, as the operations `crate::bindings`
/// builds the response object from.
pub fn answer<Req: FromWire, Resp: ToWire>(text: &str, run: impl FnOnce(Req) -> Result<Resp>) -> Result<Writer> {
    input::parse_text(text).and_then(run).map(|r| crate::wire::write(&r))
}
