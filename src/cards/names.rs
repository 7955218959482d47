//! The names the API gives the data's closed vocabularies (a ship's size, an action and its
//! colour), as `cardIndex`, `shipInfo` and the squad checks' messages write them.

use super::{ActionColour, ActionKind, Size};

impl Size {
    pub fn as_str(self) -> &'static str {
        match self {
            Size::Small => "small",
            Size::Medium => "medium",
            Size::Large => "large",
            Size::Huge => "huge",
        }
    }
}

impl ActionColour {
    pub fn as_str(self) -> &'static str {
        match self {
            ActionColour::White => "white",
            ActionColour::Red => "red",
            ActionColour::Purple => "purple",
        }
    }
}

impl ActionKind {
    /// The action names of the API (`performAction`'s, and `calculate` and `reload`).
    pub fn as_str(self) -> &'static str {
        match self {
            ActionKind::Focus => "focus",
            ActionKind::Lock => "lock",
            ActionKind::BarrelRoll => "barrelRoll",
            ActionKind::Boost => "boost",
            ActionKind::Evade => "evade",
            ActionKind::Calculate => "calculate",
            ActionKind::Coordinate => "coordinate",
            ActionKind::RotateArc => "rotate",
            ActionKind::Jam => "jam",
            ActionKind::Reinforce => "reinforce",
            ActionKind::Reload => "reload",
            ActionKind::Slam => "slam",
            ActionKind::Cloak => "cloak",
            ActionKind::Recover => "recover",
        }
    }
}
