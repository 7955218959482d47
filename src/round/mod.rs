//! A huge ship's round, in the rulebook's order: the ship state every call shares
//! ([`state`]), the order of setup, activation and engagement ([`order`]).
//!
//! Imports flow one way: `round` uses `attack`, `overlap`, `movement` and `range`;
//! none of them uses `round`.

pub mod end_phase;
pub mod energy;
pub mod order;
pub mod state;

pub use order::{round_order, Entry, Order, Slot, Subphase};
pub use state::{CardState, LockOn, ShipState, Tokens, UpgradeState, Used, UsedAction};
