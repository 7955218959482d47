//! `playerOrder`: who is first player (or first team), with seeded rolls (`epic::players`).

use crate::calls::shared::numbers::Seed;
use crate::epic::players::{Game, PlayerOrder};
use crate::error::Result;
use crate::wire::FromWire;

#[derive(FromWire)]
pub struct Request {
    #[serde(flatten)]
    game: Game,
    seed: Option<Seed>,
}

pub type Response = PlayerOrder;

pub fn run(req: Request) -> Result<Response> {
    req.game.order(Seed::or_drawn(req.seed))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::dice::{Pcg32, ATTACK_DIE};
    use crate::error::expect_err;

    #[test]
    fn head_to_head_follows_the_die() {
        for seed in 0..20 {
            let r = run(parse_text(&format!(r#"{{"mode": "headToHead", "players": ["ann", "bo"], "seed": {seed}}}"#)).unwrap()).unwrap();
            // The same seed rolls the same face: PCG32 d8.
            let face = ATTACK_DIE[Pcg32::new(seed).d8()].as_str();
            let roll = r.roll.unwrap();
            assert_eq!(roll.face.as_str(), face);
            let bo_wins = face == "hit" || face == "crit";
            assert_eq!(roll.winner, if bo_wins { "bo" } else { "ann" });
            assert_eq!(r.order[0], roll.winner);
        }
    }

    #[test]
    fn team_battle_numbers_the_first_team_first() {
        let r = run(parse_text(r#"{"mode": "teamBattle", "teams": [{"id": "red", "players": ["a", "b"]}, {"id": "blue", "players": ["c"]}], "seed": 5, "winnerChooses": "second"}"#).unwrap()).unwrap();
        let roll = r.roll.unwrap();
        assert_ne!(r.order[0], roll.winner);
        assert_eq!(r.players.iter().filter(|p| p.team == Some(0)).count(), if r.order[0] == "red" { 2 } else { 1 });
        assert_eq!(r.players.iter().map(|p| p.player).collect::<Vec<_>>(), vec![0, 1, 2]);
        let e = expect_err(run(parse_text(
            r#"{"mode": "teamBattle", "teams": [{"id": "r", "players": ["a"]}, {"id": "b", "players": ["a"]}]}"#,
        )
        .unwrap()));
        assert_eq!(e.field, "teams[1].players[0]");
        let e = expect_err(run(parse_text(r#"{"mode": "headToHead", "players": ["a", "b", "c"]}"#).unwrap()));
        assert_eq!(e.field, "players");
        let r = run(parse_text(r#"{"mode": "freeForAll", "players": ["a", "b", "c", "d"], "seed": 9}"#).unwrap()).unwrap();
        let mut o = r.order.clone();
        o.sort();
        assert_eq!(o, vec!["a", "b", "c", "d"]);
        assert_eq!(r.effect_order, r.order);
    }
}
