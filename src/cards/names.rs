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

/// A size is written by its name (`cardIndex`'s sizes).
impl crate::wire::ToWire for Size {
    fn to_wire(&self, w: &mut crate::wire::Writer) {
        self.as_str().to_wire(w);
    }
}

/// A colour is written by its name (`shipInfo`'s action bar).
impl crate::wire::ToWire for ActionColour {
    fn to_wire(&self, w: &mut crate::wire::Writer) {
        self.as_str().to_wire(w);
    }
}

/// The union of every size's name, declared once as `CardSize`.
#[cfg(test)]
impl crate::wire::ts::TsOut for Size {
    fn ts_out() -> String {
        let names = [Size::Small, Size::Medium, Size::Large, Size::Huge].map(|s| crate::wire::ts::literal(s.as_str()));
        crate::wire::ts::named(crate::wire::ts::Dir::Out, std::any::type_name::<Self>(), "CardSize", "A ship's base size.", || {
            crate::wire::ts::union(&names)
        })
    }
}

/// The union of every action colour's name, declared once as `ActionColour`.
#[cfg(test)]
impl crate::wire::ts::TsOut for ActionColour {
    fn ts_out() -> String {
        let names = [ActionColour::White, ActionColour::Red, ActionColour::Purple].map(|c| crate::wire::ts::literal(c.as_str()));
        let doc = "An action's colour: red actions stress, purple ones spend force.";
        crate::wire::ts::named(crate::wire::ts::Dir::Out, std::any::type_name::<Self>(), "ActionColour", doc, || {
            crate::wire::ts::union(&names)
        })
    }
}
