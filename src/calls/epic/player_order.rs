//! `playerOrder`: who is first player (or first team), with seeded rolls (`epic::players`).

use crate::wire::{FromWire, ToWire};

use crate::calls::shared::input::{check_len, IdSet};
use crate::calls::shared::numbers::Seed;
use crate::dice::Pcg32;
use crate::epic::players::{free_for_all_order, head_to_head, team_battle, Call, Mode, PlayerOrder, Seat, Team};
use crate::error::{Result, RulesError};

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    mode: Mode,
    /// Head-to-head (two: the first rolls, the second calls) and free-for-all.
    #[serde(default)]
    players: Vec<String>,
    /// Team battle: two teams; the first team listed rolls, the second calls.
    #[serde(default)]
    teams: Vec<Team>,
    #[serde(default)]
    call: Call,
    #[serde(default)]
    winner_chooses: Seat,
    #[serde(default)]
    seed: Option<Seed>,
}

/// The order, with the seed that reproduces its rolls.
#[derive(ToWire)]
pub struct Response {
    seed: f64,
    #[serde(flatten)]
    game: PlayerOrder,
}

/// Unique, non-empty names; `TOO_LARGE` beyond the list limit.
fn names<'a>(list: &'a [String], field: &str, seen: &mut IdSet<'a>) -> Result<()> {
    check_len(list.len(), field)?;
    for (i, id) in list.iter().enumerate() {
        if !seen.insert(id) {
            return Err(RulesError::invalid(format!("{field}[{i}]"), format!("duplicate player {id:?}")));
        }
    }
    Ok(())
}

fn two<'a, T>(list: &'a [T], field: &str, what: &str) -> Result<(&'a T, &'a T)> {
    match list {
        [a, b] => Ok((a, b)),
        _ => Err(RulesError::invalid(field, format!("a {what} has exactly two sides, got {}", list.len()))),
    }
}

pub fn run(req: Request) -> Result<Response> {
    let seed = Seed::or_drawn(req.seed);
    let mut rng = Pcg32::new(seed);
    let (call, chooses) = (req.call, req.winner_chooses);
    let mut seen = IdSet::with_capacity(8);
    let order = match req.mode {
        Mode::HeadToHead => {
            names(&req.players, "players", &mut seen)?;
            let (roller, caller) = two(&req.players, "players", "head-to-head game")?;
            head_to_head(&mut rng, roller, caller, call, chooses)
        }
        Mode::FreeForAll => {
            names(&req.players, "players", &mut seen)?;
            if req.players.len() < 2 {
                return Err(RulesError::invalid("players", format!("a free-for-all needs at least 2 players, got {}", req.players.len())));
            }
            free_for_all_order(&mut rng, &req.players)
        }
        Mode::TeamBattle => {
            let (a, b) = two(&req.teams, "teams", "team battle")?;
            for (i, t) in req.teams.iter().enumerate() {
                if t.players.is_empty() {
                    return Err(RulesError::invalid(format!("teams[{i}].players"), "a team has at least one player"));
                }
                names(&t.players, &format!("teams[{i}].players"), &mut seen)?;
            }
            if a.id == b.id {
                return Err(RulesError::invalid("teams[1].id", format!("duplicate team {:?}", a.id)));
            }
            team_battle(&mut rng, a, b, call, chooses)
        }
    };
    Ok(Response { seed: seed as f64, game: order })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::dice::ATTACK_DIE;
    use crate::error::expect_err;

    #[test]
    fn head_to_head_follows_the_die() {
        for seed in 0..20 {
            let r = run(parse_text(&format!(r#"{{"mode": "headToHead", "players": ["ann", "bo"], "seed": {seed}}}"#)).unwrap()).unwrap();
            // The same seed rolls the same face: PCG32 d8.
            let face = ATTACK_DIE[Pcg32::new(seed).d8()].as_str();
            let roll = r.game.roll.unwrap();
            assert_eq!(roll.face.as_str(), face);
            let bo_wins = face == "hit" || face == "crit";
            assert_eq!(roll.winner, if bo_wins { "bo" } else { "ann" });
            assert_eq!(r.game.order[0], roll.winner);
        }
    }

    #[test]
    fn team_battle_numbers_the_first_team_first() {
        let r = run(parse_text(r#"{"mode": "teamBattle", "teams": [{"id": "red", "players": ["a", "b"]}, {"id": "blue", "players": ["c"]}], "seed": 5, "winnerChooses": "second"}"#).unwrap()).unwrap();
        let roll = r.game.roll.unwrap();
        assert_ne!(r.game.order[0], roll.winner);
        assert_eq!(r.game.players.iter().filter(|p| p.team == Some(0)).count(), if r.game.order[0] == "red" { 2 } else { 1 });
        assert_eq!(r.game.players.iter().map(|p| p.player).collect::<Vec<_>>(), vec![0, 1, 2]);
        let e = expect_err(run(parse_text(
            r#"{"mode": "teamBattle", "teams": [{"id": "r", "players": ["a"]}, {"id": "b", "players": ["a"]}]}"#,
        )
        .unwrap()));
        assert_eq!(e.field, "teams[1].players[0]");
        let e = expect_err(run(parse_text(r#"{"mode": "headToHead", "players": ["a", "b", "c"]}"#).unwrap()));
        assert_eq!(e.field, "players");
        let r = run(parse_text(r#"{"mode": "freeForAll", "players": ["a", "b", "c", "d"], "seed": 9}"#).unwrap()).unwrap();
        let mut o = r.game.order.clone();
        o.sort();
        assert_eq!(o, vec!["a", "b", "c", "d"]);
        assert_eq!(r.game.effect_order, r.game.order);
    }
}
