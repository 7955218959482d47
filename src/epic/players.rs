//! Player order (Epic rules reference, "Player Order", "Multiplayer Games", "Team Battle").
//!
//! - Head-to-head: "one player rolls an attack die and the other player calls
//!   'blank and focus results' or 'hit and critical hit results.' The winning player
//!   chooses whether to be first player or second player." The first side listed
//!   rolls, the second calls.
//! - Team battle: "each team elects one member to roll off in the same manner", and
//!   the winning team chooses first or second team. Within a team the players keep
//!   the order given (a team decides together; the engine takes the caller's order).
//! - Free-for-all: "each player is assigned a player number arbitrarily" (numbered ID
//!   tokens drawn at random): a seeded shuffle. "Effects are resolved in descending
//!   player order": the engine reads "descending" as going down the order from the
//!   first player (player 1, then 2, ...), as the first player resolves first in a
//!   standard game.
//!
//! Rolls use the project's PCG32 ([`crate::dice::Pcg32`]), so a seed reproduces them.

use crate::dice::{AttackFace, Pcg32, ATTACK_DIE};
use crate::error::{Result, RulesError};
use crate::wire::{FromWire, ToWire};

/// What the calling side calls (default: hit or crit). Read by `playerOrder` as `call`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, FromWire)]
#[serde(rename_all = "camelCase")]
pub enum Call {
    #[default]
    HitCrit,
    BlankFocus,
}

impl Call {
    pub fn wins(self, face: AttackFace) -> bool {
        match self {
            Call::BlankFocus => matches!(face, AttackFace::Blank | AttackFace::Focus),
            Call::HitCrit => matches!(face, AttackFace::Hit | AttackFace::Crit),
        }
    }
}

/// What the winner of the roll-off chooses to be (default: first). Read by `playerOrder`
/// as `winnerChooses`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, FromWire)]
#[serde(rename_all = "camelCase")]
pub enum Seat {
    #[default]
    First,
    Second,
}

/// A head-to-head (or team) roll-off between side 0 (rolls) and side 1 (calls).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RollOff {
    pub face: AttackFace,
    /// 0 or 1: the side that won the roll.
    pub winner: usize,
    /// The sides in player order: `[first, second]`.
    pub order: [usize; 2],
}

pub fn roll_off(rng: &mut Pcg32, call: Call, winner_chooses: Seat) -> RollOff {
    let face = ATTACK_DIE.get(rng.d8()).copied().unwrap_or(AttackFace::Blank);
    let winner = if call.wins(face) { 1 } else { 0 };
    let loser = 1 - winner;
    let order = match winner_chooses {
        Seat::First => [winner, loser],
        Seat::Second => [loser, winner],
    };
    RollOff { face, winner, order }
}

/// The kind of game whose players are ordered. Read by `playerOrder` as `mode`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, FromWire)]
#[serde(rename_all = "camelCase")]
pub enum Mode {
    HeadToHead,
    FreeForAll,
    TeamBattle,
}

/// A team of a team battle: its players in the order the team keeps.
#[derive(Clone, Debug, PartialEq, FromWire)]
pub struct Team {
    pub id: String,
    pub players: Vec<String>,
}

/// A game whose players are ordered: its kind and its sides, as `playerOrder` reads them.
#[derive(Clone, Debug, PartialEq, FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Game {
    pub mode: Mode,
    /// Head-to-head (two: the first rolls, the second calls) and free-for-all.
    #[serde(default)]
    pub players: Vec<String>,
    /// Team battle: two teams; the first team listed rolls, the second calls.
    #[serde(default)]
    pub teams: Vec<Team>,
    #[serde(default)]
    pub call: Call,
    #[serde(default)]
    pub winner_chooses: Seat,
}

impl Game {
    /// The order, its rolls drawn from `seed`. A head-to-head game and a team battle have
    /// two sides, a free-for-all at least two players, a team at least one player, the
    /// two teams different names and each player one seat (errors name the field).
    pub fn order(&self, seed: u64) -> Result<PlayerOrder> {
        self.seats_once()?;
        let (call, chooses, rng) = (self.call, self.winner_chooses, &mut Pcg32::new(seed));
        let order = match self.mode {
            Mode::HeadToHead => {
                let (roller, caller) = two(&self.players, "players", "head-to-head game")?;
                head_to_head(rng, roller, caller, call, chooses)
            }
            Mode::FreeForAll if self.players.len() < 2 => {
                let why = format!("a free-for-all needs at least 2 players, got {}", self.players.len());
                return Err(RulesError::invalid("players", why));
            }
            Mode::FreeForAll => free_for_all_order(rng, &self.players),
            Mode::TeamBattle => {
                let (a, b) = two(&self.teams, "teams", "team battle")?;
                if let Some(i) = self.teams.iter().position(|t| t.players.is_empty()) {
                    return Err(RulesError::invalid(format!("teams[{i}].players"), "a team has at least one player"));
                }
                if a.id == b.id {
                    return Err(RulesError::invalid("teams[1].id", format!("duplicate team {:?}", a.id)));
                }
                team_battle(rng, a, b, call, chooses)
            }
        };
        Ok(PlayerOrder { seed: seed as f64, ..order })
    }
}

impl Game {
    /// Each player takes one seat: a name given twice (in a team battle, on either of the
    /// two teams) is refused, naming the second; a list beyond `limits::MAX_OBJECTS` is
    /// `TOO_LARGE`.
    fn seats_once(&self) -> Result<()> {
        let lists: Vec<(String, &[String])> = match self.mode {
            Mode::TeamBattle if self.teams.len() == 2 => {
                self.teams.iter().enumerate().map(|(i, t)| (format!("teams[{i}].players"), t.players.as_slice())).collect()
            }
            Mode::TeamBattle => Vec::new(),
            _ => vec![("players".to_string(), self.players.as_slice())],
        };
        let mut seen: Vec<&str> = Vec::new();
        for (field, list) in lists {
            crate::limits::check_objects(list.len(), &field)?;
            for (i, id) in list.iter().enumerate() {
                if seen.contains(&id.as_str()) {
                    return Err(RulesError::invalid(format!("{field}[{i}]"), format!("duplicate player {id:?}")));
                }
                seen.push(id);
            }
        }
        Ok(())
    }
}

/// The two sides of `list`, or an error naming `field`.
fn two<'a, T>(list: &'a [T], field: &str, what: &str) -> Result<(&'a T, &'a T)> {
    match list {
        [a, b] => Ok((a, b)),
        _ => Err(RulesError::invalid(field, format!("a {what} has exactly two sides, got {}", list.len()))),
    }
}

/// A roll-off as the players see it: the face rolled and who rolled, called and won.
#[derive(Clone, Debug, PartialEq, ToWire)]
pub struct Roll {
    pub face: AttackFace,
    pub roller: String,
    pub caller: String,
    pub winner: String,
}

/// A player in player order.
#[derive(Clone, Debug, PartialEq, ToWire)]
pub struct Seated {
    pub id: String,
    /// 0 = the first player: the `player` number of the round calls.
    pub player: u32,
    /// Team battle: the team's index, 0 (the first team listed) or 1.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[wire(ts = "0 | 1")]
    pub team: Option<u32>,
}

/// The order of a game's players (teams in a team battle), with the seed that reproduces its rolls.
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct PlayerOrder {
    /// The seed that reproduces the rolls (a JS number: at most 2^53 − 1).
    pub seed: f64,
    pub roll: Option<Roll>,
    /// Players (teams in a team battle) in order, first first.
    pub order: Vec<String>,
    pub players: Vec<Seated>,
    /// The order simultaneous effects resolve in.
    pub effect_order: Vec<String>,
}

impl PlayerOrder {
    fn new(roll: Option<Roll>, order: Vec<String>, players: Vec<Seated>) -> PlayerOrder {
        let effect_order = players.iter().map(|p| p.id.clone()).collect();
        PlayerOrder { seed: 0.0, roll, order, players, effect_order }
    }
}

/// Each player numbered in `order`, on no team.
fn numbered(order: &[String]) -> Vec<Seated> {
    order.iter().enumerate().map(|(n, id)| Seated { id: id.clone(), player: n as u32, team: None }).collect()
}

/// Head-to-head: `roller` rolls, `caller` calls, the winner chooses its seat.
pub fn head_to_head(rng: &mut Pcg32, roller: &str, caller: &str, call: Call, chooses: Seat) -> PlayerOrder {
    let r = roll_off(rng, call, chooses);
    let name = |i: usize| if i == 0 { roller.to_string() } else { caller.to_string() };
    let order: Vec<String> = r.order.iter().map(|&i| name(i)).collect();
    let roll = Roll { face: r.face, roller: roller.into(), caller: caller.into(), winner: name(r.winner) };
    PlayerOrder::new(Some(roll), order.clone(), numbered(&order))
}

/// Free-for-all: the players numbered at random.
pub fn free_for_all_order(rng: &mut Pcg32, players: &[String]) -> PlayerOrder {
    let order: Vec<String> = free_for_all(rng, players.len()).into_iter().filter_map(|i| players.get(i).cloned()).collect();
    PlayerOrder::new(None, order.clone(), numbered(&order))
}

/// Team battle: team `a` rolls, team `b` calls; the players are numbered team by team.
pub fn team_battle(rng: &mut Pcg32, a: &Team, b: &Team, call: Call, chooses: Seat) -> PlayerOrder {
    let r = roll_off(rng, call, chooses);
    let team = |i: usize| if i == 0 { a } else { b };
    let order: Vec<String> = r.order.iter().map(|&i| team(i).id.clone()).collect();
    let mut players = Vec::new();
    for (t, &side) in r.order.iter().enumerate() {
        for id in &team(side).players {
            players.push(Seated { id: id.clone(), player: players.len() as u32, team: Some(t as u32) });
        }
    }
    let roll = Roll { face: r.face, roller: a.id.clone(), caller: b.id.clone(), winner: team(r.winner).id.clone() };
    PlayerOrder::new(Some(roll), order, players)
}

/// A uniform integer in `0..n` (`n > 0`) by rejection, so no number is favoured.
fn below(rng: &mut Pcg32, n: u32) -> u32 {
    let zone = u32::MAX - u32::MAX % n;
    loop {
        let x = rng.next_u32();
        if x < zone {
            return x % n;
        }
    }
}

/// Free-for-all: the participants (by index) in player order, first player first.
pub fn free_for_all(rng: &mut Pcg32, n: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        let j = below(rng, (i + 1) as u32) as usize;
        order.swap(i, j);
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_takes_one_seat() {
        let game = |mode, players: &[&str], teams: Vec<Team>| Game {
            mode,
            players: players.iter().map(|p| p.to_string()).collect(),
            teams,
            call: Call::default(),
            winner_chooses: Seat::default(),
        };
        let e = game(Mode::FreeForAll, &["a", "b", "c", "b"], vec![]).order(1).unwrap_err();
        assert_eq!((e.field.as_str(), e.reason.as_str()), ("players[3]", "duplicate player \"b\""));
        let team = |id: &str, p: &str| Team { id: id.into(), players: vec![p.into()] };
        let e = game(Mode::TeamBattle, &[], vec![team("r", "x"), team("b", "x")]).order(1).unwrap_err();
        assert_eq!(e.field, "teams[1].players[0]");
        let many: Vec<String> = (0..=crate::limits::MAX_OBJECTS).map(|i| format!("p{i}")).collect();
        let e = game(Mode::FreeForAll, &many.iter().map(String::as_str).collect::<Vec<_>>(), vec![]).order(1).unwrap_err();
        assert_eq!((e.code, e.field.as_str()), (crate::error::ErrorCode::TooLarge, "players"));
    }

    #[test]
    fn the_caller_wins_on_the_faces_called() {
        // Hit and crit are 4 of 8 faces, blank and focus the other 4.
        let wins = |c: Call| ATTACK_DIE.iter().filter(|f| c.wins(**f)).count();
        assert_eq!((wins(Call::HitCrit), wins(Call::BlankFocus)), (4, 4));
        for seed in 0..50 {
            let r = roll_off(&mut Pcg32::new(seed), Call::HitCrit, Seat::First);
            let caller_won = matches!(r.face, AttackFace::Hit | AttackFace::Crit);
            assert_eq!(r.winner, usize::from(caller_won));
            assert_eq!(r.order[0], r.winner);
            let r2 = roll_off(&mut Pcg32::new(seed), Call::HitCrit, Seat::Second);
            assert_eq!((r2.face, r2.order), (r.face, [1 - r.winner, r.winner]));
        }
    }

    #[test]
    fn free_for_all_is_a_permutation_reproduced_by_its_seed() {
        for seed in 0..30 {
            let a = free_for_all(&mut Pcg32::new(seed), 5);
            let mut sorted = a.clone();
            sorted.sort();
            assert_eq!(sorted, vec![0, 1, 2, 3, 4]);
            assert_eq!(a, free_for_all(&mut Pcg32::new(seed), 5));
        }
        assert!(free_for_all(&mut Pcg32::new(1), 0).is_empty());
    }

    #[test]
    fn every_player_can_be_first() {
        // Over 400 seeds each of 4 players is drawn first at least once (each about 100 times).
        let mut firsts = [0u32; 4];
        for seed in 0..400 {
            firsts[free_for_all(&mut Pcg32::new(seed), 4)[0]] += 1;
        }
        assert!(firsts.iter().all(|&c| c > 50), "{firsts:?}");
    }
}
