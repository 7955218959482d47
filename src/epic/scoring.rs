//! Casualties, escape and standard scoring (Epic rules reference, "Casualties",
//! "Escape", "Standard Scoring", "Draws and Tiebreakers").
//!
//! - A unit is what is scored: one ship, or a multi-ship Quick Build (a wing),
//!   "score it as if it were a single ship": the health values of its ships are
//!   added and compared with their total lost health, and it "counts as destroyed
//!   if all ships in the wing are destroyed or have fled". A ship that was destroyed
//!   or fled adds its whole health value to the lost health (the engine's reading:
//!   it has lost everything it had).
//! - A unit scores its value (squad points or threat) when destroyed or fled, half
//!   its value rounded up at half health, else nothing.
//! - An escaped ship "does not count as being destroyed or fleeing for the purposes
//!   of effects or scoring"; the engine reads that it still scores half when it
//!   left at half health (only destroyed or fled is excluded).
//! - A player's standard score totals the enemy units, and their casualties their
//!   own units, with the same arithmetic. Teammates' ships are allied, not enemy
//!   (see [`super::allied`]): a team's players share one score.
//! - The higher score wins; equal highest scores are a draw between the tied teams
//!   (a scenario's tiebreaker is the caller's to apply first).

use super::health::{half_rounded_up, Health};
use crate::error::{Result, RulesError};
use crate::round::state::MAX_COUNT;
use crate::wire::numbers::{Points, Whole};
use crate::wire::{FromWire, ToWire};

/// What became of a ship (default: still in play). Read and written by `scoreGame`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, FromWire, ToWire)]
#[serde(rename_all = "camelCase")]
pub enum Fate {
    #[default]
    InPlay,
    Destroyed,
    Fled,
    Escaped,
}

/// How units are valued: each ship its squad points, or each Quick Build its threat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, FromWire)]
#[serde(rename_all = "camelCase")]
pub enum Scoring {
    #[default]
    SquadPoints,
    Threat,
}

/// A ship scored, with its squad points or its Quick Build.
#[derive(Clone, Debug, PartialEq, FromWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "ScoreGameShip")]
pub struct ScoredShip {
    pub id: String,
    #[serde(default)]
    #[wire(null, read_as = "Whole<MAX_COUNT>")]
    pub player: u32,
    #[serde(flatten)]
    #[wire(read_as = "Health", check = "Health::checked")]
    pub health: Health,
    #[serde(default)]
    pub fate: Fate,
    #[wire(read_as = "Points")]
    pub points: Option<u32>,
    pub quick_build: Option<String>,
}

impl ScoredShip {
    /// Destroyed or fled: gone from the table, having lost everything it had.
    pub fn gone(&self) -> bool {
        matches!(self.fate, Fate::Destroyed | Fate::Fled)
    }

    /// Lost health, a ship that is gone counting its whole health value (the reading
    /// that units use, so that a ship's row and its unit agree).
    pub fn lost_health(&self) -> u32 {
        if self.gone() {
            self.health.value()
        } else {
            self.health.lost()
        }
    }

    /// At full health: on the table (or escaped) and nothing lost.
    pub fn full_health(&self) -> bool {
        !self.gone() && self.health.full()
    }

    /// At half health: lost health at least half the health value, rounded up (a ship
    /// that is gone has lost all of it).
    pub fn half_health(&self) -> bool {
        if self.gone() {
            return true;
        }
        self.health.half()
    }
}

/// A unit scored as one ship: its ships (indices into the ship list), owner and value.
/// `scoreGame` reads a Quick Build as one (`id`, `threat`): its owner and ships are
/// those of the ships naming it, never read.
#[derive(Clone, Debug, PartialEq, FromWire)]
#[wire(ts = "QuickBuild")]
pub struct Unit {
    pub id: String,
    #[serde(skip)]
    pub player: u32,
    /// Squad points or threat.
    #[serde(rename = "threat")]
    #[wire(read_as = "Points")]
    pub value: u32,
    #[serde(skip)]
    pub ships: Vec<usize>,
}

/// The units scored (`scoring`): each ship with its squad points, or each Quick Build
/// (threat) with the ships naming it, "score it as if it were a single ship", owned by one
/// player. Errors name `ships[i]` and `quickBuilds[i]`.
pub fn units(scoring: Scoring, ships: &[ScoredShip], quick_builds: &[Unit]) -> Result<Vec<Unit>> {
    if scoring == Scoring::SquadPoints {
        if !quick_builds.is_empty() {
            return Err(RulesError::invalid("quickBuilds", "Quick Builds are scored with scoring: \"threat\""));
        }
        let unit = |(i, s): (usize, &ScoredShip)| {
            let v = s.points.ok_or_else(|| RulesError::invalid(format!("ships[{i}].points"), "is required when scoring squad points"))?;
            Ok(Unit { id: s.id.clone(), player: s.player, value: v, ships: vec![i] })
        };
        return ships.iter().enumerate().map(unit).collect();
    }
    crate::limits::check_objects(quick_builds.len(), "quickBuilds")?;
    let mut out = quick_builds.to_vec();
    crate::round::table::check_unique_ids(out.iter().map(|u| u.id.as_str()), |i| format!("quickBuilds[{i}]"))?;
    for (i, s) in ships.iter().enumerate() {
        let field = format!("ships[{i}]");
        if s.points.is_some() {
            return Err(RulesError::invalid(format!("{field}.points"), "with scoring: \"threat\" the threat is given on quickBuilds"));
        }
        let qb = s
            .quick_build
            .as_deref()
            .ok_or_else(|| RulesError::invalid(format!("{field}.quickBuild"), "is required when scoring threat"))?;
        let unit = out
            .iter_mut()
            .find(|u| u.id == qb)
            .ok_or_else(|| RulesError::unknown(format!("{field}.quickBuild"), format!("no Quick Build {qb:?} in quickBuilds")))?;
        if !unit.ships.is_empty() && unit.player != s.player {
            return Err(RulesError::invalid(format!("{field}.player"), format!("Quick Build {qb:?} belongs to player {}", unit.player)));
        }
        unit.player = s.player;
        unit.ships.push(i);
    }
    if let Some(i) = out.iter().position(|u| u.ships.is_empty()) {
        return Err(RulesError::invalid(format!("quickBuilds[{i}]"), "no ship names this Quick Build"));
    }
    Ok(out)
}

/// A unit's standing at the end, by the name `scoreGame` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ToWire)]
pub enum Standing {
    /// Every ship destroyed or fled: scores its whole value.
    #[serde(rename = "destroyedOrFled")]
    Lost,
    /// At half health: scores half its value, rounded up.
    #[serde(rename = "halfHealth")]
    Half,
    /// Scores nothing.
    #[serde(rename = "none")]
    Whole,
}

/// One ship's health as scored: a ship that is gone counts as having lost everything.
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct ShipScore {
    pub id: String,
    pub health_value: u32,
    pub lost_health: u32,
    pub full_health: bool,
    pub half_health: bool,
    pub fate: Fate,
}

impl From<&ScoredShip> for ShipScore {
    fn from(s: &ScoredShip) -> ShipScore {
        ShipScore {
            id: s.id.clone(),
            health_value: s.health.value(),
            lost_health: s.lost_health(),
            full_health: s.full_health(),
            half_health: s.half_health(),
            fate: s.fate,
        }
    }
}

/// A unit's sums and what it scored, with the unit's id, owner and value.
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct UnitScore {
    pub id: String,
    pub player: u32,
    pub value: u32,
    pub health_value: u32,
    pub lost_health: u32,
    pub standing: Standing,
    /// What the unit is worth to its enemies (and counts as its owner's casualties).
    pub scored: u32,
}

/// The sums of a unit's ships: destroyed or fled ships count as wholly lost.
pub fn score_unit(unit: &Unit, ships: &[ScoredShip]) -> UnitScore {
    let members: Vec<&ScoredShip> = unit.ships.iter().filter_map(|&i| ships.get(i)).collect();
    let health_value = members.iter().map(|s| s.health.value()).fold(0u32, u32::saturating_add);
    let lost_health = members.iter().map(|s| s.lost_health()).fold(0u32, u32::saturating_add);
    let untouched = members.iter().all(|s| s.full_health());
    let standing = if !members.is_empty() && members.iter().all(|s| s.gone()) {
        Standing::Lost
    } else if !untouched && lost_health >= half_rounded_up(health_value) {
        Standing::Half
    } else {
        Standing::Whole
    };
    let scored = match standing {
        Standing::Lost => unit.value,
        Standing::Half => half_rounded_up(unit.value),
        Standing::Whole => 0,
    };
    UnitScore { id: unit.id.clone(), player: unit.player, value: unit.value, health_value, lost_health, standing, scored }
}

/// One team's result.
#[derive(Clone, Debug, PartialEq, ToWire)]
pub struct TeamScore {
    pub team: u32,
    /// The standard score: what the enemy units scored.
    pub score: u32,
    /// What the team's own units scored (the total of its players' casualties).
    pub casualties: u32,
}

/// One player's result: their team's score and their own units' casualties.
#[derive(Clone, Debug, PartialEq, ToWire)]
pub struct PlayerScore {
    pub player: u32,
    pub team: u32,
    pub score: u32,
    pub casualties: u32,
}

/// The game's result (`scoreGame`'s answer).
#[derive(Clone, Debug, PartialEq, ToWire)]
pub struct Scores {
    pub ships: Vec<ShipScore>,
    pub units: Vec<UnitScore>,
    /// Every player of the game, in the order given.
    pub players: Vec<PlayerScore>,
    /// Ascending team number.
    pub teams: Vec<TeamScore>,
    /// Teams with the highest score, ascending.
    pub winners: Vec<u32>,
    /// More than one team shares the highest score.
    pub draw: bool,
}

/// A player of the game and, in a team battle, its team; read by `scoreGame` (`players`).
#[derive(Clone, Copy, Debug, PartialEq, FromWire)]
pub struct Player {
    #[wire(read_as = "Whole<MAX_COUNT>")]
    pub player: u32,
    #[wire(read_as = "Whole<MAX_COUNT>")]
    pub team: Option<u32>,
}

/// Each player's team, sorted: `players` (each player and, in a team battle, its team) as
/// listed, else every ship's player (`ship_players`) on a team of its own. Errors name
/// `players[i]` and `ships[i]`.
pub fn teams(players: Option<&[Player]>, ship_players: &[u32]) -> Result<Vec<(u32, u32)>> {
    let Some(list) = players else {
        let mut v: Vec<(u32, u32)> = ship_players.iter().map(|&p| (p, p)).collect();
        crate::small_sort::sort_small(&mut v);
        v.dedup();
        return Ok(v);
    };
    // A player without a team would default onto a team number someone else was given
    // (and be allied with them: Epic rules reference, "Allied"): teams for all or none.
    let first_has_team = list.first().is_some_and(|p| p.team.is_some());
    if let Some(i) = list.iter().position(|p| p.team.is_some() != first_has_team) {
        return Err(RulesError::invalid(
            format!("players[{i}].team"),
            "give a team to every player or to none (without teams, each player is a team of their own)",
        ));
    }
    let mut out: Vec<(u32, u32)> = Vec::with_capacity(list.len());
    for (i, &Player { player, team }) in list.iter().enumerate() {
        if out.iter().any(|(q, _)| *q == player) {
            return Err(RulesError::invalid(format!("players[{i}].player"), format!("player {player} is listed twice")));
        }
        out.push((player, team.unwrap_or(player)));
    }
    if let Some(i) = ship_players.iter().position(|p| !out.iter().any(|(q, _)| q == p)) {
        return Err(RulesError::unknown(
            format!("ships[{i}].player"),
            format!("player {} is not in players", ship_players.get(i).copied().unwrap_or(0)),
        ));
    }
    crate::small_sort::sort_small(&mut out);
    Ok(out)
}

/// Scores `units`; `players` lists every player of the game (ships or not) with its team
/// ([`teams`]; a player not listed is a team of its own, as in head-to-head and
/// free-for-all games): a team that has no ship left in the request still scores the
/// other teams' casualties.
pub fn score(ships: &[ScoredShip], units: &[Unit], players: &[(u32, u32)]) -> Scores {
    let team_of = |p: u32| players.iter().find(|(q, _)| *q == p).map_or(p, |(_, t)| *t);
    let scores: Vec<UnitScore> = units.iter().map(|u| score_unit(u, ships)).collect();
    let mut teams: Vec<u32> = units.iter().map(|u| u.player).chain(players.iter().map(|&(p, _)| p)).map(team_of).collect();
    crate::small_sort::sort_small(&mut teams);
    teams.dedup();
    let totals: Vec<TeamScore> = teams
        .iter()
        .map(|&t| {
            let (mut score, mut casualties) = (0u32, 0u32);
            for (u, s) in units.iter().zip(&scores) {
                if team_of(u.player) == t {
                    casualties = casualties.saturating_add(s.scored);
                } else {
                    score = score.saturating_add(s.scored);
                }
            }
            TeamScore { team: t, score, casualties }
        })
        .collect();
    let best = totals.iter().map(|t| t.score).max().unwrap_or(0);
    let winners: Vec<u32> = totals.iter().filter(|t| t.score == best).map(|t| t.team).collect();
    let team_score = |t: u32| totals.iter().find(|x| x.team == t).map_or(0, |x| x.score);
    let players = players
        .iter()
        .map(|&(p, t)| PlayerScore { player: p, team: t, score: team_score(t), casualties: casualties(p, units, &scores) })
        .collect();
    let ships = ships.iter().map(ShipScore::from).collect();
    Scores { ships, units: scores, players, draw: winners.len() > 1, teams: totals, winners }
}

/// A player's casualties: their own units' scored values.
pub fn casualties(player: u32, units: &[Unit], scores: &[UnitScore]) -> u32 {
    units.iter().zip(scores).filter(|(u, _)| u.player == player).map(|(_, s)| s.scored).fold(0, u32::saturating_add)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ship(id: &str, player: u32, hull: u32, shields: u32, lost_shields: u32, cards: u32, fate: Fate) -> ScoredShip {
        let health = Health { hull, shields, lost_shields, damage_cards: cards };
        ScoredShip { id: id.into(), player, health, fate, points: None, quick_build: None }
    }

    #[test]
    fn teams_for_all_players_or_for_none() {
        use crate::error::ErrorCode;
        // No players listed: each ship's player (3, 1, 3) on a team of its own, sorted.
        assert_eq!(teams(None, &[3, 1, 3]).unwrap(), vec![(1, 1), (3, 3)]);
        // Players 1 and 0 on team 5: sorted by player; an unlisted ship player is unknown.
        assert_eq!(
            teams(Some(&[Player { player: 1, team: Some(5) }, Player { player: 0, team: Some(5) }]), &[0]).unwrap(),
            vec![(0, 5), (1, 5)]
        );
        let e = teams(Some(&[Player { player: 0, team: Some(0) }, Player { player: 1, team: Some(1) }]), &[0, 2]).unwrap_err();
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "ships[1].player"));
        let e = teams(Some(&[Player { player: 0, team: Some(0) }, Player { player: 1, team: None }]), &[]).unwrap_err();
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "players[1].team"));
        let e = teams(Some(&[Player { player: 2, team: None }, Player { player: 2, team: None }]), &[]).unwrap_err();
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "players[1].player"));
    }

    fn unit(id: &str, player: u32, value: u32, ships: &[usize]) -> Unit {
        Unit { id: id.into(), player, value, ships: ships.to_vec() }
    }

    #[test]
    fn standard_scoring_with_squad_points() {
        // Player 0: an X-wing (4 hull, 2 shields, 45 points) destroyed, and a 3-hull
        // 2-shield ship (37 points) with 2 shields and 1 card lost: 3 >= ceil(5/2) = 3,
        // half health: ceil(37/2) = 19. Player 1: a TIE (3 hull, 26 points) fled, and
        // a CR90 (12 + 4, 146 points) with 4 shields and 3 cards lost: 7 < 8, nothing.
        let ships = [
            ship("x", 0, 4, 2, 0, 0, Fate::Destroyed),
            ship("y", 0, 3, 2, 2, 1, Fate::InPlay),
            ship("t", 1, 3, 0, 0, 0, Fate::Fled),
            ship("c", 1, 12, 4, 4, 3, Fate::InPlay),
        ];
        let units = [unit("x", 0, 45, &[0]), unit("y", 0, 37, &[1]), unit("t", 1, 26, &[2]), unit("c", 1, 146, &[3])];
        let r = score(&ships, &units, &[]);
        // Player 0 scores 26 (the TIE); player 1 scores 45 + 19 = 64 and wins.
        assert_eq!(r.teams, vec![TeamScore { team: 0, score: 26, casualties: 64 }, TeamScore { team: 1, score: 64, casualties: 26 }]);
        assert_eq!((r.winners.clone(), r.draw), (vec![1], false));
        assert_eq!(r.units[1].standing, Standing::Half);
        assert_eq!(casualties(0, &units, &r.units), 64);
    }

    #[test]
    fn a_wing_quick_build_is_one_ship() {
        // Threat 4 wing of three 3-hull TIEs (value 9): one destroyed (3 lost) and one
        // with 2 cards: lost 5 >= ceil(9/2) = 5, half health: ceil(4/2) = 2.
        let ships =
            [ship("a", 0, 3, 0, 0, 0, Fate::Destroyed), ship("b", 0, 3, 0, 0, 2, Fate::InPlay), ship("c", 0, 3, 0, 0, 0, Fate::InPlay)];
        let wing = [unit("wing", 0, 4, &[0, 1, 2])];
        let r = score(&ships, &wing, &[]);
        assert_eq!((r.units[0].health_value, r.units[0].lost_health, r.units[0].standing, r.units[0].scored), (9, 5, Standing::Half, 2));
        // One card fewer: lost 4 < 5, nothing.
        let ships2 = [ships[0].clone(), ship("b", 0, 3, 0, 0, 1, Fate::InPlay), ships[2].clone()];
        assert_eq!(score(&ships2, &wing, &[]).units[0].scored, 0);
        // All destroyed or fled: counts as destroyed, the whole threat.
        let gone = [ships[0].clone(), ship("b", 0, 3, 0, 0, 0, Fate::Fled), ship("c", 0, 3, 0, 0, 3, Fate::Destroyed)];
        assert_eq!(score(&gone, &wing, &[]).units[0].standing, Standing::Lost);
        // One escaped, the others destroyed: not destroyed, but 6 >= 5 lost: half.
        let esc = [ships[0].clone(), ship("b", 0, 3, 0, 0, 0, Fate::Escaped), ship("c", 0, 3, 0, 0, 3, Fate::Destroyed)];
        assert_eq!(score(&esc, &wing, &[]).units[0].standing, Standing::Half);
    }

    #[test]
    fn escape_is_not_destroyed_and_equal_scores_draw() {
        // Both sides lose one 30-point ship: an escaped ship at full health scores nothing.
        let ships = [ship("a", 0, 3, 0, 0, 0, Fate::Escaped), ship("b", 1, 3, 0, 0, 0, Fate::InPlay)];
        let units = [unit("a", 0, 30, &[0]), unit("b", 1, 30, &[1])];
        let r = score(&ships, &units, &[]);
        assert_eq!((r.winners.clone(), r.draw), (vec![0, 1], true));
        assert!(r.teams.iter().all(|t| t.score == 0));
    }

    #[test]
    fn teammates_share_a_score() {
        // Players 0 and 1 on team 0, player 2 on team 1; player 1's 20-point ship is
        // destroyed: team 1 scores 20; team 0 nothing. Player 0 gains nothing from it.
        let ships =
            [ship("a", 0, 3, 0, 0, 0, Fate::InPlay), ship("b", 1, 3, 0, 0, 0, Fate::Destroyed), ship("c", 2, 3, 0, 0, 0, Fate::InPlay)];
        let units = [unit("a", 0, 20, &[0]), unit("b", 1, 20, &[1]), unit("c", 2, 20, &[2])];
        let r = score(&ships, &units, &[(0, 0), (1, 0), (2, 1)]);
        assert_eq!(r.teams, vec![TeamScore { team: 0, score: 0, casualties: 20 }, TeamScore { team: 1, score: 20, casualties: 0 }]);
        assert_eq!(r.winners, vec![1]);
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod props {
        use super::*;
        use proptest::prelude::*;

        fn fate(i: u8) -> Fate {
            [Fate::InPlay, Fate::Destroyed, Fate::Fled, Fate::Escaped][usize::from(i % 4)]
        }

        proptest! {
            /// Swapping the two players swaps their scores and casualties, and the
            /// order of the ships changes nothing.
            #[test]
            fn mirrored_players_get_mirrored_scores(v in prop::collection::vec((0u32..2, 0u32..10, 0u32..5, 0u32..5, 0u32..8, 0u8..4, 1u32..80), 1..12)) {
                let ships: Vec<ScoredShip> = v.iter().enumerate().map(|(i, &(p, hull, sh, ls, dc, f, _))| {
                    ship(&format!("s{i}"), p, hull, sh, ls.min(sh), dc, fate(f))
                }).collect();
                let units: Vec<Unit> = v.iter().enumerate().map(|(i, &(p, .., value))| unit(&format!("s{i}"), p, value, &[i])).collect();
                let r = score(&ships, &units, &[]);
                let swapped: Vec<ScoredShip> = ships.iter().map(|s| ScoredShip { player: 1 - s.player, ..s.clone() }).collect();
                let su: Vec<Unit> = units.iter().map(|u| Unit { player: 1 - u.player, ..u.clone() }).collect();
                let m = score(&swapped, &su, &[]);
                let get = |r: &Scores, t: u32| r.teams.iter().find(|x| x.team == t).map(|x| (x.score, x.casualties));
                prop_assert_eq!(get(&r, 0), get(&m, 1));
                prop_assert_eq!(get(&r, 1), get(&m, 0));
                let rev_units: Vec<Unit> = units.iter().rev().cloned().collect();
                prop_assert_eq!(score(&ships, &rev_units, &[]).teams, r.teams);
            }
        }
    }
}
