//! Wing positions by ID number (Epic rules reference, "Wings": the wing positions and
//! "Activation Phase": wingmates activate "in ascending order according to its ID
//! number (left flank, right flank, rear support, left support, and right support)";
//! the errata to the wing ID cards confirm rear support is #4 and left support #5).
//! The wing leader's ID card is #1.

use crate::wire::{FromWire, ToWire};

/// The wing leader's ID number: wingmates are numbered from 2.
pub const LEADER_ID: u8 = 1;

/// A wingmate's place in the formation, with its ID number. Read and written by the
/// calls under its camelCase name (`leftFlank`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, FromWire, ToWire)]
#[serde(rename_all = "camelCase")]
pub enum WingPosition {
    /// #2, to the left of the wing leader.
    LeftFlank,
    /// #3, to the right of the wing leader.
    RightFlank,
    /// #4, directly behind the wing leader.
    RearSupport,
    /// #5, directly behind the left flank, to the left of the rear support.
    LeftSupport,
    /// #6, directly behind the right flank, to the right of the rear support.
    RightSupport,
}

impl WingPosition {
    /// In ascending ID order.
    pub const ALL: [WingPosition; 5] = [
        WingPosition::LeftFlank,
        WingPosition::RightFlank,
        WingPosition::RearSupport,
        WingPosition::LeftSupport,
        WingPosition::RightSupport,
    ];

    /// The ID number printed on the wing ID card.
    pub fn id(self) -> u8 {
        match self {
            WingPosition::LeftFlank => 2,
            WingPosition::RightFlank => 3,
            WingPosition::RearSupport => 4,
            WingPosition::LeftSupport => 5,
            WingPosition::RightSupport => 6,
        }
    }

    pub fn from_id(id: u8) -> Option<WingPosition> {
        WingPosition::ALL.into_iter().find(|p| p.id() == id)
    }

    pub fn as_str(self) -> &'static str {
        match self {
            WingPosition::LeftFlank => "leftFlank",
            WingPosition::RightFlank => "rightFlank",
            WingPosition::RearSupport => "rearSupport",
            WingPosition::LeftSupport => "leftSupport",
            WingPosition::RightSupport => "rightSupport",
        }
    }

    /// The tool's column: −1 left of the leader's centre line, 0 on it, +1 right.
    pub fn column(self) -> i8 {
        match self {
            WingPosition::LeftFlank | WingPosition::LeftSupport => -1,
            WingPosition::RearSupport => 0,
            WingPosition::RightFlank | WingPosition::RightSupport => 1,
        }
    }

    /// The row: 0 beside the leader (rear guides on the tool's front edge), 1 behind
    /// the tool (front guides on its rear edge).
    pub fn row(self) -> u8 {
        match self {
            WingPosition::LeftFlank | WingPosition::RightFlank => 0,
            _ => 1,
        }
    }

    /// The position on the other side of the leader's centre line.
    pub fn mirror(self) -> WingPosition {
        match self {
            WingPosition::LeftFlank => WingPosition::RightFlank,
            WingPosition::RightFlank => WingPosition::LeftFlank,
            WingPosition::LeftSupport => WingPosition::RightSupport,
            WingPosition::RightSupport => WingPosition::LeftSupport,
            WingPosition::RearSupport => WingPosition::RearSupport,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_follow_the_activation_order_of_the_rules() {
        // "left flank, right flank, rear support, left support, and right support": 2..6.
        let ids: Vec<u8> = WingPosition::ALL.iter().map(|p| p.id()).collect();
        assert_eq!(ids, vec![2, 3, 4, 5, 6]);
        for p in WingPosition::ALL {
            assert_eq!(WingPosition::from_id(p.id()), Some(p));
        }
        assert_eq!(WingPosition::from_id(LEADER_ID), None);
    }

    #[test]
    fn supports_stand_behind_their_flanks_and_mirror_across_the_leader() {
        assert_eq!((WingPosition::LeftSupport.column(), WingPosition::LeftSupport.row()), (WingPosition::LeftFlank.column(), 1));
        assert_eq!((WingPosition::RearSupport.column(), WingPosition::RearSupport.row()), (0, 1));
        for p in WingPosition::ALL {
            assert_eq!(p.mirror().column(), -p.column());
            assert_eq!(p.mirror().row(), p.row());
            assert_eq!(p.mirror().mirror(), p);
        }
    }
}
