//! Wings (Epic rules reference, "Wings", "Wing Tool", "Splitting From a Wing"): a wing
//! leader and two to five wingmates that fly on the leader's dial, kept in formation
//! with a wing tool.
//!
//! - [`positions`]: the wing positions by ID number (left flank 2 ... right support 6).
//! - [`tool`]: the full-size, corner and mini wing tools and where they put a wingmate.
//! - [`formation`]: a wing (validated) and its formation poses.
//! - [`moving`]: the leader's maneuver, then each wingmate placed in formation or split.
//! - [`splitting`]: forced and voluntary splitting, and the split ship without a dial.
//! - [`joining`]: a split ship joining its wing again at the end of the End Phase.
//! - [`actions`]: the actions a wingmate may perform and the leader actions that split it.
//! - [`order`]: where wingmates set up and activate: right after their leader.

pub mod actions;
pub mod formation;
pub mod joining;
pub mod moving;
pub mod order;
pub mod positions;
pub mod splitting;
pub mod tool;

pub use formation::{Wing, Wingmate};
pub use positions::WingPosition;
pub use tool::{ToolKind, WingTool};
