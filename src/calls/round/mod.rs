//! The round (docs/round.md): the huge ship's round state and the calls that read and
//! write it.

pub mod allowed_actions;
pub mod cripple_section;
pub mod end_phase;
pub mod energy_step;
pub mod perform_action;
pub mod round_order;
pub mod state;
#[cfg(test)]
mod state_tests;
