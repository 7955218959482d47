//! Each call as the engine's caller sees it, knowing nothing of JS: its request and
//! response types (read from and written as `crate::wire`), the run function that
//! calls the engine, its TypeScript declaration (emitted by `crate::bindings`), its tests.
//! The Workspace's kept table is here too, as a plain Rust type.

pub mod allowed_actions;
pub mod apply_effects;
// The cards of an edition, listed for a page (docs/api.md "cardIndex").
pub mod card_index;
pub mod check_overlap;
pub mod check_setup;
// Epic (docs/epic.md): one file per call.
pub mod check_deployment;
pub mod check_squad;
pub mod cripple_section;
pub mod deploy_ship;
pub mod dock_ship;
pub mod end_phase;
pub mod energy_step;
pub mod input;
pub mod measure_range;
pub mod output;
pub mod perform_action;
pub mod place_move;
pub mod player_order;
pub mod resolve_attack;
pub mod resolve_attack_geometry;
pub mod resolve_attack_input;
pub mod resolve_attack_output;
pub mod resolve_attack_round;
pub mod round_order;
pub mod round_state;
pub mod round_state_output;
pub mod round_turrets;
pub mod score_game;
pub mod ship_info;
pub mod ship_info_names;
pub mod ship_info_stats;
pub mod table_input;
#[cfg(test)]
mod upgrade_effects_tests;
pub mod upgrades_input;
pub mod weapon_input;
// Squads as XWS (docs/squads.md).
pub mod squad_options;
pub mod squad_ships;
pub mod xws_input;
// Epic wings (docs/epic.md "Wings").
pub mod check_wing_split;
pub mod join_wing;
pub mod move_wing;
pub mod place_wing;
pub mod wing_input;
pub mod workspace;
pub mod workspace_kept;

use crate::error::Result;
use crate::wire::{FromWire, ToWire, Writer};

/// One trip through a call: its request's JSON text read into the typed request once,
/// `run` (the engine), the response written once, as the operations `crate::bindings`
/// builds the response object from.
pub fn answer<Req: FromWire, Resp: ToWire>(text: &str, run: impl FnOnce(Req) -> Result<Resp>) -> Result<Writer> {
    input::parse_text(text).and_then(run).map(|r| crate::wire::write(&r))
}
