//! Squadron requirements of the Epic event guidance (Epic rules reference, "Epic
//! Event Guidance: Squadron Requirements") and the team battle point split ("Team
//! Battle: Team Squadron Building").
//!
//! - "Each squadron must include at least 1 huge ship or wing."
//! - "Each squadron can spend a maximum of half its available squad points (or
//!   threat), rounded up, on huge ships and their equipped upgrades."
//! - A team's limit is divided "by the number of players, rounded down".
//! - The squad limit itself (the total may not exceed it) is the core squad-building
//!   rule, checked alongside so that one answer lists every reason.
//! - A wing is "one wing leader and two to five wingmates" of small ships
//!   ("Wings"): a group of ships sharing a wing id is a wing only when it has three
//!   to six ships, all small; otherwise that is a reason too.
//!
//! Points are the caller's (squad points or threat: the same arithmetic).

use super::health::half_rounded_up;
use crate::edition::Edition;
use crate::error::Result;
use crate::ships::ShipType;
use crate::wire::numbers::Points;
use crate::wire::{FromWire, ToWire};

/// Ships in a wing: one leader and two to five wingmates (Epic rules reference, "Wings").
pub const WING_MIN_SHIPS: usize = 3;
pub const WING_MAX_SHIPS: usize = 6;

/// One ship of a list (`checkSquad`'s points form reads it: `{ id, ship, points, upgrades?, wing? }`).
#[derive(Clone, Debug, PartialEq, FromWire)]
#[serde(rename_all = "camelCase")]
pub struct SquadShip {
    pub id: String,
    /// A 2e ship name or id ([`ShipType::parse_field`]).
    #[wire(read_as = "String", check = "ship_2e")]
    pub ship: ShipType,
    /// The ship's cost.
    #[wire(read_as = "Points")]
    pub points: u32,
    /// Its equipped upgrades' cost.
    #[serde(default)]
    #[wire(null, read_as = "Points")]
    pub upgrades: u32,
    /// The wing it flies in, if any.
    pub wing: Option<String>,
}

/// The 2e ship `name` names; its error is reported at the field read.
fn ship_2e(name: String) -> Result<ShipType> {
    ShipType::parse_field(&name, Edition::Second, "")
}

/// Why a list is not legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    OverLimit { total: u32, limit: u32 },
    NoHugeShipOrWing,
    HugeOverHalf { spent: u32, max: u32 },
    WingSize { wing: String, ships: usize },
    WingNotSmall { wing: String, ship: String },
}

impl Reason {
    pub fn message(&self) -> String {
        match self {
            Reason::OverLimit { total, limit } => format!("the squad costs {total}, over its limit of {limit}"),
            Reason::NoHugeShipOrWing => "each squadron must include at least 1 huge ship or wing (Epic event guidance, \"Squadron Requirements\")".into(),
            Reason::HugeOverHalf { spent, max } => format!(
                "{spent} spent on huge ships and their upgrades; at most half the squad limit, rounded up, is allowed: {max} (Epic event guidance, \"Squadron Requirements\")"
            ),
            Reason::WingSize { wing, ships } => format!(
                "wing {wing:?} has {ships} ship(s); a wing is one leader and two to five wingmates (Epic rules reference, \"Wings\")"
            ),
            Reason::WingNotSmall { wing, ship } => {
                format!("wing {wing:?}: {ship:?} is not a small ship; a wing is a group of small ships (Epic rules reference, \"Wings\")")
            }
        }
    }
}

/// The requirements' figures for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct EpicFigures {
    /// The player's limit (after a team split).
    pub limit: u32,
    pub total: u32,
    pub huge_points: u32,
    pub huge_limit: u32,
}

#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "CheckSquadEpicResponse")]
pub struct SquadReport {
    pub legal: bool,
    /// Why it is illegal (written `problems`, as the XWS check names them).
    #[serde(rename = "problems")]
    pub reasons: Vec<Reason>,
    #[serde(flatten)]
    pub figures: EpicFigures,
    /// Wing ids that make a wing (three to six small ships), ascending.
    pub wings: Vec<String>,
}

/// A team's squad limit split between its players, rounded down.
pub fn team_limit(limit: u32, players: u32) -> u32 {
    limit.checked_div(players).unwrap_or(0)
}

/// Every reason the list breaks the requirements, for a player whose limit is `limit`.
pub fn check_squad(limit: u32, ships: &[SquadShip]) -> SquadReport {
    let cost = |s: &SquadShip| s.points.saturating_add(s.upgrades);
    let total = ships.iter().map(cost).fold(0u32, u32::saturating_add);
    let huge_points = ships.iter().filter(|s| s.ship.is_huge()).map(cost).fold(0u32, u32::saturating_add);
    let huge_limit = half_rounded_up(limit);
    let mut reasons = Vec::new();
    if total > limit {
        reasons.push(Reason::OverLimit { total, limit });
    }
    let (wings, mut wing_reasons) = wings(ships);
    if !ships.iter().any(|s| s.ship.is_huge()) && wings.is_empty() {
        reasons.push(Reason::NoHugeShipOrWing);
    }
    if huge_points > huge_limit {
        reasons.push(Reason::HugeOverHalf { spent: huge_points, max: huge_limit });
    }
    reasons.append(&mut wing_reasons);
    SquadReport { legal: reasons.is_empty(), reasons, figures: EpicFigures { limit, total, huge_points, huge_limit }, wings }
}

/// The wing ids that make a wing, and the reasons the others do not (ascending by id).
fn wings(ships: &[SquadShip]) -> (Vec<String>, Vec<Reason>) {
    let mut ids: Vec<&String> = ships.iter().filter_map(|s| s.wing.as_ref()).collect();
    crate::small_sort::sort_small(&mut ids);
    ids.dedup();
    let (mut ok, mut reasons) = (Vec::new(), Vec::new());
    for id in ids {
        let members: Vec<&SquadShip> = ships.iter().filter(|s| s.wing.as_ref() == Some(id)).collect();
        let mut bad = false;
        if !(WING_MIN_SHIPS..=WING_MAX_SHIPS).contains(&members.len()) {
            reasons.push(Reason::WingSize { wing: id.clone(), ships: members.len() });
            bad = true;
        }
        let mut not_small: Vec<&String> = members.iter().filter(|s| s.ship != ShipType::Small).map(|s| &s.id).collect();
        crate::small_sort::sort_small(&mut not_small);
        for s in not_small {
            reasons.push(Reason::WingNotSmall { wing: id.clone(), ship: s.clone() });
            bad = true;
        }
        if !bad {
            ok.push(id.clone());
        }
    }
    (ok, reasons)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ships::HugeShip;

    fn s(id: &str, ship: ShipType, points: u32, upgrades: u32, wing: Option<&str>) -> SquadShip {
        SquadShip { id: id.into(), ship, points, upgrades, wing: wing.map(String::from) }
    }

    #[test]
    fn the_guidance_example_500_points() {
        // Limit 500: up to 250 on huge ships and their upgrades. A CR90 at 146 + 104
        // upgrades = 250 is allowed; one more upgrade point is not.
        let cr90 = s("c", ShipType::Huge(HugeShip::Cr90), 146, 104, None);
        let r = check_squad(500, &[cr90.clone(), s("x", ShipType::Small, 45, 0, None)]);
        assert!(r.legal, "{r:?}");
        assert_eq!((r.figures.total, r.figures.huge_points, r.figures.huge_limit), (295, 250, 250));
        let over = SquadShip { upgrades: 105, ..cr90 };
        let r = check_squad(500, &[over]);
        assert_eq!(r.reasons, vec![Reason::HugeOverHalf { spent: 251, max: 250 }]);
        // 20 threat: up to 10; an odd limit rounds up: 21 -> 11.
        assert_eq!((check_squad(20, &[]).figures.huge_limit, check_squad(21, &[]).figures.huge_limit), (10, 11));
    }

    #[test]
    fn every_reason_is_listed() {
        // No huge ship, a wing of two, a medium ship in another, 320 points for 300.
        let ships = [
            s("a", ShipType::Small, 100, 0, Some("w1")),
            s("b", ShipType::Small, 100, 0, Some("w1")),
            s("c", ShipType::Small, 40, 0, Some("w2")),
            s("d", ShipType::Small, 40, 0, Some("w2")),
            s("e", ShipType::Medium, 40, 0, Some("w2")),
        ];
        let r = check_squad(300, &ships);
        assert_eq!(
            r.reasons,
            vec![
                Reason::OverLimit { total: 320, limit: 300 },
                Reason::NoHugeShipOrWing,
                Reason::WingSize { wing: "w1".into(), ships: 2 },
                Reason::WingNotSmall { wing: "w2".into(), ship: "e".into() },
            ]
        );
        // Three small ships make a wing: the requirement is met.
        let wing = [
            s("a", ShipType::Small, 30, 0, Some("w")),
            s("b", ShipType::Small, 30, 0, Some("w")),
            s("c", ShipType::Small, 30, 0, Some("w")),
        ];
        let r = check_squad(300, &wing);
        assert!(r.legal && r.wings == vec!["w".to_string()], "{r:?}");
    }

    #[test]
    fn team_split_rounds_down() {
        // 600 for a team of 2 is 300 each; 500 for 3 is 166 (166.67 rounded down).
        assert_eq!((team_limit(600, 2), team_limit(500, 3), team_limit(500, 0)), (300, 166, 0));
    }
}
