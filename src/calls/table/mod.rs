//! The calls that place and check pieces on the table: `placeMove`, `checkOverlap`,
//! `checkSetup`.

pub mod check_overlap;
pub mod check_setup;
pub mod place_move;
