//! Epic Battles (Epic rules reference, 2nd edition): the rules of the Epic game mode
//! that the core and huge-ship rules do not cover.
//!
//! Imports flow one way: `epic` uses `round` and the folders below it; nothing below
//! uses `epic`.

pub mod wings;
