//! Epic Battles (Epic rules reference, 2nd edition) and the 2nd edition docking rules
//! that go with it, read like the reference's glossary:
//!
//! - [`wings`]: a wing leader and its wingmates, the wing tool, moving in formation,
//!   splitting and joining ("Wings", "Splitting From a Wing", "Joining a Wing").
//! - [`docking`]: standard ships docking with a huge ship and deploying from it
//!   (seed 001 "Docking With Huge Ships").
//! - [`deployment`]: placements inside a scenario's deployment area ("Deployment
//!   Area", "Scenarios: Place Forces"), with the huge-ship setup exception.
//! - [`health`]: health value, full and half health ("Health Value").
//! - [`scoring`]: casualties, escape and standard scoring ("Casualties", "Escape",
//!   "Standard Scoring").
//! - [`squad`]: the event guidance's squadron requirements and the team battle
//!   point split ("Squadron Requirements", "Team Battle").
//! - [`players`]: player order for head-to-head, free-for-all and team battles
//!   ("Player Order").
//! - [`allied`]: ships of a teammate are neither friendly nor enemy ("Allied").
//!
//! Imports flow one way: `epic` uses `round` and the engine folders below it;
//! nothing below uses `epic`.

pub mod allied;
pub mod deployment;
pub mod docking;
pub mod health;
pub mod players;
pub mod scoring;
pub mod squad;
pub mod wings;
