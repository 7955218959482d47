//! Epic (docs/epic.md): deployment, docking, player order, scoring and wings.

pub mod check_deployment;
pub mod check_wing_split;
pub mod deploy_ship;
pub mod dock_ship;
pub mod join_wing;
pub mod move_wing;
pub mod place_wing;
pub mod player_order;
pub mod score_game;
pub mod wing_input;
