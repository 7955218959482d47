//! The order of a round: setup, activation and engagement (1e: combat).
//!
//! - 1e activation (seed 003 "Huge Ship Activation"): "2a. Small and Large Ship
//!   Activation" from lowest to highest pilot skill, then "2b. Huge Ship
//!   Activation" from lowest to highest; effects "at the end of the Activation
//!   phase" resolve after 2b. 1e combat: highest pilot skill first (core rules);
//!   ships of equal pilot skill fall under the simultaneous attack rule (seed 003),
//!   so each slot carries its step and a page can group them.
//! - 2e (seed 001 "Engagement Value"): activation by initiative, lowest first; a
//!   huge ship engages at the initiative of its engagement value, which cannot be
//!   altered; engagement highest first. Setup (seed 001 "Setup"): huge ships are
//!   placed before all other ships, in descending initiative; then the rest in
//!   ascending initiative (core rules). 1e setup: ascending pilot skill.
//!
//! Ties: at equal value the player with initiative (1e) / the first player (2e)
//! goes first (core rules), i.e. the lower `player` number; between one player's
//! ships of equal value the rules let the player choose, and the engine takes
//! ascending `id` so that the answer never depends on the order of the table.
//!
//! Epic team battles (Epic rules reference, "Team Battle"): "First team and second
//! team function in the same manner as first player and second player", so at equal
//! value the first team's ships go first (`team` 0, then 1), whatever the players'
//! numbers; within a team the team decides, and the engine takes the lower `player`,
//! then ascending `id`. Free-for-all games number their players in player order
//! (`epic::players`), so the lower number goes first as in a standard game. Without
//! teams nothing changes.
//!
//! Epic wings (Epic rules reference, "Wings"): "After a wing leader has activated, each
//! of its wingmates activates in ascending order according to its ID number"; "the
//! entire wing is placed immediately after the wing leader is placed at their
//! initiative", again in ascending ID order ("Placing Wings During Setup"); "The wing
//! leader and each wingmate engages as normal at its standard initiative step". So in
//! setup and activation a wingmate ([`WingSlot`]) comes right after its leader, at the
//! leader's step, and in the engagement it keeps its own initiative. The wing's number
//! comes from the Epic rules (the ID card, `epic::wings`); here it is only a rank.

use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::ships::{card_2e, ShipCard, ShipType};
use crate::small_sort::sort_small_by;
use crate::wire::ToWire;

/// One ship of the table as the order needs it.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub id: String,
    pub huge: bool,
    /// 1e pilot skill, 2e initiative.
    pub skill: u32,
    /// 2e huge ships: the engagement value.
    pub engagement: Option<u32>,
    /// 0 = the player with initiative (1e) / the first player (2e), then 1, 2, ...
    pub player: u32,
    /// Epic team battles: 0 = the first team, 1 = the second; `None` outside them.
    pub team: Option<u32>,
    /// A 1e huge ship placed as an obstacle: "not controlled by any player" (seed 003
    /// "Using Huge Ships as Obstacles"), so it is in no list (it is placed with the obstacles).
    pub obstacle: bool,
    /// An Epic wingmate: set up and activated right after its leader.
    pub wing: Option<WingSlot>,
}

/// A wingmate's place: its leader's id and its wing ID number (2–6).
#[derive(Clone, Debug, PartialEq)]
pub struct WingSlot {
    pub leader: String,
    pub number: u8,
}

/// The step a ship of type `t` acts at and, a 2e huge ship, its engagement value: each the one
/// `given`, else its named pilot's card's (`pilot`: initiative in 2e, pilot skill in 1e; a 2e
/// huge pilot's engagement), else a 2e huge ship's card's (seed 001 "Engagement Value"); an
/// obstacle activates at no step. Refused at `pilotSkill` or `engagement`, naming the ship as
/// the caller did (`name`).
pub fn order_values(
    edition: Edition,
    (t, pilot): (ShipType, Option<ShipCard>),
    given: (Option<u32>, Option<u32>),
    obstacle: bool,
    name: &str,
) -> Result<(u32, Option<u32>)> {
    let card = t.huge().filter(|_| edition == Edition::Second).map(card_2e);
    let skill = given.0.or(pilot.and_then(|c| c.pilot_skill())).or(card.and_then(|c| c.initiative)).or(obstacle.then_some(0));
    let skill = skill.ok_or_else(|| RulesError::invalid("pilotSkill", "is required (pilot skill in 1e, initiative in 2e)"))?;
    let engagement = card.map(|c| given.1.or(pilot.and_then(|p| p.engagement())).or(c.engagement).ok_or(name));
    let why = |n| RulesError::invalid("engagement", format!("is required: the engine does not know the {n}'s engagement value"));
    Ok((skill, engagement.transpose().map_err(why)?))
}

/// Which activation subphase (1e) a slot belongs to (`smallLarge`, `huge`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ToWire)]
#[serde(rename_all = "camelCase")]
pub enum Subphase {
    SmallLarge,
    Huge,
}

#[derive(Clone, Debug, PartialEq, ToWire)]
#[wire(ts = "RoundSlot")]
pub struct Slot {
    pub id: String,
    /// The pilot skill / initiative the ship acts at (a 2e huge ship's engagement value when engaging).
    pub step: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub subphase: Option<Subphase>,
    /// Setup and activation: the wing leader a wingmate follows.
    #[serde(skip_serializing_if = "Option::is_none", rename = "wingLeader")]
    pub leader: Option<String>,
}

/// `roundOrder`'s answer.
#[derive(Clone, Debug, PartialEq, ToWire)]
pub struct Order {
    pub setup: Vec<Slot>,
    pub activation: Vec<Slot>,
    /// 1e: the combat phase; 2e: the engagement phase.
    pub engagement: Vec<Slot>,
}

pub fn round_order(edition: Edition, table: &[Entry]) -> Order {
    let ships: Vec<Entry> = table.iter().filter(|e| !e.obstacle).cloned().collect();
    let table = ships.as_slice();
    let (own, mates) = split_wings(table);
    Order {
        setup: with_wings(setup(edition, &own), &mates),
        activation: with_wings(activation(edition, &own), &mates),
        engagement: engagement(edition, table),
    }
}

/// The ships that take their own place, and the wingmates that follow a leader of the
/// table. A wingmate whose leader is not a ship taking its own place (absent, or itself
/// a wingmate) takes its own place, so that no ship is ever lost from a list.
fn split_wings(table: &[Entry]) -> (Vec<Entry>, Vec<Entry>) {
    let leads = |e: &Entry| table.iter().any(|l| l.wing.is_none() && e.wing.as_ref().is_some_and(|w| w.leader == l.id));
    let (mates, own): (Vec<Entry>, Vec<Entry>) = table.iter().cloned().partition(leads);
    (own, mates)
}

/// Each leader's wingmates right after it, in ascending ID number (then id), at its step.
fn with_wings(slots: Vec<Slot>, mates: &[Entry]) -> Vec<Slot> {
    let mut out = Vec::with_capacity(slots.len() + mates.len());
    for slot in slots {
        let mut mine: Vec<&Entry> = mates.iter().filter(|m| m.wing.as_ref().is_some_and(|w| w.leader == slot.id)).collect();
        sort_small_by(&mut mine, |a, b| {
            let n = |e: &Entry| e.wing.as_ref().map_or(0, |w| w.number);
            n(a).cmp(&n(b)).then(a.id.cmp(&b.id))
        });
        let follow =
            mine.into_iter().map(|m| Slot { id: m.id.clone(), step: slot.step, subphase: slot.subphase, leader: Some(slot.id.clone()) });
        let followers: Vec<Slot> = follow.collect();
        out.push(slot);
        out.extend(followers);
    }
    out
}

/// Sorts by `key` (then team, then player, then id) and maps to slots.
fn ordered<K: Ord>(table: &[Entry], key: impl Fn(&Entry) -> K, slot: impl Fn(&Entry) -> Slot) -> Vec<Slot> {
    let mut v: Vec<&Entry> = table.iter().collect();
    sort_small_by(&mut v, |a, b| key(a).cmp(&key(b)).then(a.team.cmp(&b.team)).then(a.player.cmp(&b.player)).then(a.id.cmp(&b.id)));
    v.into_iter().map(slot).collect()
}

fn plain(e: &Entry) -> Slot {
    Slot { id: e.id.clone(), step: e.skill, subphase: None, leader: None }
}

fn activation(edition: Edition, table: &[Entry]) -> Vec<Slot> {
    match edition {
        Edition::First => ordered(
            table,
            |e| (e.huge, e.skill),
            |e| Slot { subphase: Some(if e.huge { Subphase::Huge } else { Subphase::SmallLarge }), ..plain(e) },
        ),
        Edition::Second => ordered(table, |e| e.skill, plain),
    }
}

/// The step a ship engages at: a 2e huge ship's engagement value, else its skill.
fn engages_at(edition: Edition, e: &Entry) -> u32 {
    match (edition, e.huge, e.engagement) {
        (Edition::Second, true, Some(v)) => v,
        _ => e.skill,
    }
}

fn engagement(edition: Edition, table: &[Entry]) -> Vec<Slot> {
    ordered(table, |e| std::cmp::Reverse(engages_at(edition, e)), |e| Slot { step: engages_at(edition, e), ..plain(e) })
}

fn setup(edition: Edition, table: &[Entry]) -> Vec<Slot> {
    match edition {
        Edition::First => ordered(table, |e| e.skill, plain),
        // Huge ships first (descending initiative), then the rest ascending.
        Edition::Second => ordered(table, |e| if e.huge { (0, u32::MAX - e.skill) } else { (1, e.skill) }, plain),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_values_of_2e_huge_ships_only() {
        use crate::ships::HugeShip;
        let printed = |ed, t| order_values(ed, (t, None), (None, None), false, "x");
        // The 2e CR90 card: initiative 8, engagement 0; the GR-75: 7 and 1 (ships.rs `card_2e`).
        assert_eq!(printed(Edition::Second, ShipType::Huge(HugeShip::Cr90)).unwrap(), (8, Some(0)));
        assert_eq!(printed(Edition::Second, ShipType::Huge(HugeShip::Gr75)).unwrap(), (7, Some(1)));
        // 1e cards and standard ships print none: the caller gives it (or an obstacle acts at none).
        assert_eq!(printed(Edition::First, ShipType::Huge(HugeShip::Cr90)).unwrap_err().field, "pilotSkill");
        assert_eq!(printed(Edition::Second, ShipType::Small).unwrap_err().field, "pilotSkill");
        assert_eq!(order_values(Edition::First, (ShipType::Small, None), (None, None), true, "x").unwrap(), (0, None));
        assert_eq!(order_values(Edition::Second, (ShipType::Small, None), (Some(3), Some(2)), false, "x").unwrap(), (3, None));
        // The Raider's and the Trident's pilots print 8 / 0 (xwing-data2), the C-ROC's 7 / 1.
        assert_eq!(printed(Edition::Second, ShipType::Huge(HugeShip::Raider)).unwrap(), (8, Some(0)));
        assert_eq!(printed(Edition::Second, ShipType::Huge(HugeShip::Trident)).unwrap(), (8, Some(0)));
        assert_eq!(printed(Edition::Second, ShipType::Huge(HugeShip::Croc)).unwrap(), (7, Some(1)));
    }

    fn e(id: &str, huge: bool, skill: u32, player: u32) -> Entry {
        Entry { id: id.into(), huge, skill, engagement: None, player, team: None, obstacle: false, wing: None }
    }

    #[test]
    fn a_huge_ship_placed_as_an_obstacle_is_in_no_list() {
        // Seed 003: the huge ship obstacle "is not controlled by any player".
        let mut rock = e("cr90", true, 4, 0);
        rock.obstacle = true;
        let t = [rock, e("luke", false, 8, 0), e("rookie", false, 2, 1)];
        let o = round_order(Edition::First, &t);
        for list in [&o.setup, &o.activation, &o.engagement] {
            assert!(!ids(list).contains(&"cr90"));
            assert_eq!(list.len(), 2);
        }
    }

    fn ids(v: &[Slot]) -> Vec<&str> {
        v.iter().map(|s| s.id.as_str()).collect()
    }

    #[test]
    fn seed_003_activation_example() {
        // Rookie Pilot (PS 2), Luke Skywalker (PS 8), CR90 (PS 4): Rookie, Luke, then the CR90.
        let t = [e("cr90", true, 4, 0), e("luke", false, 8, 0), e("rookie", false, 2, 0)];
        let o = round_order(Edition::First, &t);
        assert_eq!(ids(&o.activation), ["rookie", "luke", "cr90"]);
        assert_eq!(o.activation[2].subphase, Some(Subphase::Huge));
        // Combat: highest pilot skill first, the huge ship among them by its skill.
        assert_eq!(ids(&o.engagement), ["luke", "cr90", "rookie"]);
    }

    #[test]
    fn second_edition_engagement_value() {
        // CR90 initiative 8 / engagement 0, GR-75 7 / 1 (docs/conventions.md §7), an X-wing at 4, a TIE at 1 of player 1.
        let mut cr90 = e("cr90", true, 8, 0);
        cr90.engagement = Some(0);
        let mut gr75 = e("gr75", true, 7, 1);
        gr75.engagement = Some(1);
        let t = [cr90, gr75, e("x", false, 4, 0), e("tie", false, 1, 1)];
        let o = round_order(Edition::Second, &t);
        assert_eq!(ids(&o.activation), ["tie", "x", "gr75", "cr90"]);
        // Engagement highest first: X-wing 4, then at 1 the first player's ships before player 1's: none; GR-75 (1) and TIE (1) are both player 1 -> by id.
        assert_eq!(ids(&o.engagement), ["x", "gr75", "tie", "cr90"]);
        assert_eq!(o.engagement[3].step, 0);
        // Setup: huge ships first in descending initiative, then the rest ascending.
        assert_eq!(ids(&o.setup), ["cr90", "gr75", "tie", "x"]);
    }

    #[test]
    fn team_battles_put_the_first_team_first() {
        // Players 0 and 2 are the second team, 1 and 3 the first: at initiative 3 the
        // first team's ships go first (player 1's, then player 3's), then player 0's, player 2's.
        let mut t = vec![e("p0", false, 3, 0), e("p1", false, 3, 1), e("p2", false, 3, 2), e("p3", false, 3, 3)];
        for x in &mut t {
            x.team = Some(u32::from(x.player % 2 == 0));
        }
        let o = round_order(Edition::Second, &t);
        assert_eq!(ids(&o.activation), ["p1", "p3", "p0", "p2"]);
        assert_eq!(ids(&o.engagement), ["p1", "p3", "p0", "p2"]);
        // Value still comes first: a second-team ship at initiative 1 activates before all.
        t[0].skill = 1;
        assert_eq!(ids(&round_order(Edition::Second, &t).activation), ["p0", "p1", "p3", "p2"]);
    }

    #[test]
    fn wingmates_follow_their_leader_in_setup_and_activation() {
        // The audit's table: leader L at initiative 4, its wingmate W at 1 (left flank, #2),
        // enemy E at 2. Activation by initiative alone: W (1), E (2), L (4). With the wing:
        // L activates at 4 and W right after it: E, L, W; setup likewise (all standard
        // ships, ascending): E, L, W. Engagement at own initiative, highest first: L, E, W.
        let mut w = e("W", false, 1, 0);
        w.wing = Some(WingSlot { leader: "L".into(), number: 2 });
        let t = [e("L", false, 4, 0), w, e("E", false, 2, 1)];
        let o = round_order(Edition::Second, &t);
        assert_eq!(ids(&o.activation), ["E", "L", "W"]);
        assert_eq!(ids(&o.setup), ["E", "L", "W"]);
        assert_eq!(ids(&o.engagement), ["L", "E", "W"]);
        // W acts in the leader's slot, at its step 4, and names it; engages at its own 1.
        assert_eq!(o.activation[2], Slot { id: "W".into(), step: 4, subphase: None, leader: Some("L".into()) });
        assert_eq!(o.engagement[2].step, 1);
    }

    #[test]
    fn wingmates_go_in_ascending_id_number_whatever_the_table_order() {
        // Leader A (initiative 3) with right support "a" (#6), left flank "z" (#2) and
        // rear support "m" (#4): A, z, m, a; a wingmate whose leader is absent keeps its own place.
        let mate = |id: &str, n| {
            let mut m = e(id, false, 5, 0);
            m.wing = Some(WingSlot { leader: "A".into(), number: n });
            m
        };
        let mut lost = e("q", false, 2, 0);
        lost.wing = Some(WingSlot { leader: "gone".into(), number: 2 });
        let t = vec![mate("a", 6), e("A", false, 3, 0), mate("z", 2), mate("m", 4), lost];
        let o = round_order(Edition::Second, &t);
        assert_eq!(ids(&o.activation), ["q", "A", "z", "m", "a"]);
        let mut rev = t.clone();
        rev.reverse();
        assert_eq!(round_order(Edition::Second, &rev), o);
    }

    #[test]
    fn ties_go_to_the_first_player_then_by_id() {
        let t = [e("b", false, 3, 1), e("a", false, 3, 1), e("z", false, 3, 0)];
        assert_eq!(ids(&round_order(Edition::Second, &t).activation), ["z", "a", "b"]);
        assert_eq!(ids(&round_order(Edition::Second, &t).engagement), ["z", "a", "b"]);
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn table() -> impl Strategy<Value = Vec<Entry>> {
        let ship = (any::<bool>(), 0u32..9, prop::option::of(0u32..9), 0u32..4, prop::option::of((0usize..4, 2u8..7)));
        (prop::collection::vec(ship, 0..20), any::<bool>()).prop_map(|(v, teams)| {
            v.into_iter()
                .enumerate()
                .map(|(i, (huge, skill, engagement, player, mate))| {
                    // With teams, players 0 and 3 form the second team, 1 and 2 the first.
                    let team = teams.then_some(u32::from(player == 0 || player == 3));
                    // Some ships follow another (maybe absent, maybe itself a wingmate) as wingmates.
                    let wing = mate.map(|(leader, number)| WingSlot { leader: format!("s{leader}"), number });
                    Entry { id: format!("s{i}"), huge, skill, engagement, player, team, obstacle: false, wing }
                })
                .collect()
        })
    }

    proptest! {
        /// Every list is a permutation of the table, and reversing the table changes nothing.
        #[test]
        fn order_is_a_permutation_independent_of_table_order(t in table(), first in any::<bool>()) {
            let ed = if first { Edition::First } else { Edition::Second };
            let o = round_order(ed, &t);
            let mut want: Vec<String> = t.iter().map(|e| e.id.clone()).collect();
            want.sort();
            for list in [&o.setup, &o.activation, &o.engagement] {
                let mut got: Vec<String> = list.iter().map(|s| s.id.clone()).collect();
                got.sort();
                prop_assert_eq!(&got, &want);
            }
            let mut rev = t.clone();
            rev.reverse();
            prop_assert_eq!(round_order(ed, &rev), o.clone());
            // Activation never goes down in step within a subphase; engagement never goes up.
            for w in o.engagement.windows(2) {
                prop_assert!(w[0].step >= w[1].step);
            }
        }
    }
}
