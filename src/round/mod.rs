//! A huge ship's round, in the rulebook's order:
//!
//! - [`state`]: the one ship state every round call takes and returns.
//! - [`order`]: setup, activation and engagement (1e: combat) order.
//! - [`maneuver`]: executing a maneuver (`placeMove`): movement's plan, then the
//!   overlap rules, then energy; movement and overlap do not import each other.
//! - [`energy`]: the 1e energy steps (gain, allocate, use), 2e energy and stress.
//! - [`actions`]: recover, reinforce, jam, lock, coordinate, and what huge ships cannot do.
//! - [`jam`]: 2e jam tokens: what becoming jammed takes, and what a jammed ship sheds.
//! - [`attack_state`]: an attack read from and written back to the round states.
//! - [`allowed`]: which actions the ship may perform now, on whom, and the bands they need.
//! - [`crippling`]: a 1e section flipping to its crippled side.
//! - [`end_phase`]: tokens removed, energy and shields recovered, per edition.
//! - [`setup`]: whether a setup placement is legal.
//! - [`relation`]: friendly, enemy and (Epic) allied ships.
//! - [`turrets`]: 2e turret arc indicators, rotated by the rotate action, measured from the centre.
//! - [`table`]: a table kept between calls, changed piece by piece by id.
//!
//! Imports flow one way: `round` uses `attack`, `overlap`, `movement` and `range`;
//! none of them uses `round`.

pub mod action_bar;
pub mod actions;
pub mod after_move;
pub mod allowed;
pub mod attack_state;
pub mod crippling;
pub mod end_phase;
pub mod energy;
pub mod jam;
pub mod maneuver;
pub mod order;
pub mod relation;
pub mod setup;
pub mod state;
pub mod table;
pub mod turrets;

pub use order::{round_order, Entry, Order, Slot, Subphase, WingSlot};
pub use state::{CardState, LockOn, ShipState, Tokens, UpgradeState, Used, UsedAction};

#[cfg(all(test, not(target_arch = "wasm32")))]
mod invariants_tests;
