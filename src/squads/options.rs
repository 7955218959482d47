//! Legal options per slot (`squadOptions`): every card of one slot kind offered to one
//! pilot entry of a squad, each judged by the squad check's own rule functions
//! (`check_2e::offers`, `check_1e::offers`), run on the squad with the card added and
//! without it. A card is legal there when the squad with it has no problem the squad
//! without it lacks, so adding a card offered as legal never makes `checkSquad` refuse
//! the squad for it; a refused card names the first such problem (its rule and message).

use super::suggest::nearest_text;
use super::{PilotPoints, Problem, Rule};
use crate::cards::upgrades::{slot_1e_of_key, slot_2e_of_key, slot_keys};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::wire::ToWire;

/// The data's slot name for an XWS slot `key` of the edition, or `UNKNOWN_NAME` on
/// `squadOptions`' `slot` with the nearest keys.
pub fn slot_of_key(edition: Edition, key: &str) -> Result<&'static str> {
    let first = edition == Edition::First;
    let found = if first { slot_1e_of_key(key) } else { slot_2e_of_key(key) };
    found.ok_or_else(|| {
        let near = nearest_text(key, slot_keys(first));
        RulesError::unknown("slot", format!("unknown {} upgrade slot key {key:?}{near}", edition.as_str()))
    })
}

/// One card offered for the slot: its cost as printed, whether legal there now, else the
/// rule and message of the first problem `checkSquad` would report with it added.
#[derive(Clone, Debug, PartialEq, ToWire)]
#[wire(ts = "SquadOption")]
pub struct Offered {
    #[wire(ts = "UpgradeName")]
    pub id: &'static str,
    pub name: &'static str,
    /// The printed cost (2e loadout or squad points as the pilot pays them, 1e squad
    /// points, negative for a few cards); `None`: printed "?" (2e Combat Boarding Tube).
    pub cost: Option<i32>,
    pub legal: bool,
    /// The rule and message of the first problem the card brings (`None` when legal).
    pub rule: Option<Rule>,
    pub message: Option<String>,
}

impl Offered {
    /// The card, refused for the problem `refusal` (`None`: legal there now).
    pub fn new(id: &'static str, name: &'static str, cost: Option<i32>, refusal: Option<Problem>) -> Offered {
        let (rule, message) = refusal.map(|p| (p.rule, p.message)).unzip();
        Offered { id, name, cost, legal: rule.is_none(), rule, message }
    }
}

/// `squadOptions`' answer: the slot key asked, every card of its slot kind, and the
/// pilot's figures without any of them.
#[derive(Clone, Debug, PartialEq, ToWire)]
pub struct Offers {
    /// The slot key asked (`squadOptions`' `slot`, as given).
    pub slot: String,
    /// The squad's points now (pilots known to the data), and the points limit checked.
    pub points: u32,
    pub limit: Option<u32>,
    /// The points left under the limit (negative: over it).
    pub left: Option<i64>,
    pub pilot: OfferedPilot,
    #[serde(rename = "options")]
    pub offers: Vec<Offered>,
    /// Cards visited by the rule functions over every card offered: the work done is
    /// bounded by (cards of the slot kind) x (cards of the squad), never more (tests).
    #[serde(skip_serializing)]
    pub work: u64,
}

/// The pilot entry's points as the squad has it now, and (2e) what its loadout value leaves.
#[derive(Clone, Copy, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "Pilot")]
pub struct OfferedPilot {
    #[serde(flatten)]
    pub points: PilotPoints,
    /// 2e: the pilot's loadout value, when it pays its upgrades from one.
    pub loadout_value: Option<u32>,
    /// The loadout value less the loadout points spent (negative: over it).
    pub loadout_left: Option<i64>,
}

impl OfferedPilot {
    pub fn new(points: PilotPoints, loadout_value: Option<u32>) -> OfferedPilot {
        let loadout_left = loadout_value.map(|v| i64::from(v) - i64::from(points.loadout));
        OfferedPilot { points, loadout_value, loadout_left }
    }
}

/// The first problem of `now` that `base` lacks (as a multiset: a problem already there
/// is consumed once; a message changed, a count grown, is new).
pub fn first_new(base: &[Problem], now: Vec<Problem>) -> Option<Problem> {
    let mut used = vec![false; base.len()];
    now.into_iter().find(|p| match base.iter().enumerate().position(|(i, b)| !used[i] && b == p) {
        Some(i) => {
            used[i] = true;
            false
        }
        None => true,
    })
}
