//! `scoreGame`: health states, casualties and standard scoring (`epic::health`, `epic::scoring`).

use crate::wire::FromWire;

use crate::calls::shared::input::check_unique_ids;
use crate::epic::scoring::{score, teams, units, Player, ScoredShip, Scores, Scoring, Unit};
use crate::error::Result;
use crate::limits::MAX_OBJECTS;
use crate::wire::numbers::{List, OBJECTS};

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    #[serde(default)]
    scoring: Scoring,
    /// The players and their teams; omitted: each ship's player is on a team of their own.
    #[wire(read_as = "List<Player, MAX_OBJECTS, OBJECTS>")]
    players: Option<Vec<Player>>,
    #[wire(read_as = "List<ScoredShip, MAX_OBJECTS, OBJECTS>")]
    ships: Vec<ScoredShip>,
    /// Threat scoring: the Quick Builds and their threat.
    #[serde(default)]
    quick_builds: Vec<Unit>,
}

pub type Response = Scores;

pub fn run(req: Request) -> Result<Response> {
    let ships = &req.ships;
    check_unique_ids(ships.iter().map(|s| s.id.as_str()), |i| format!("ships[{i}]"))?;
    let players = teams(req.players.as_deref(), &ships.iter().map(|s| s.player).collect::<Vec<_>>())?;
    Ok(score(ships, &units(req.scoring, ships, &req.quick_builds)?, &players))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::{expect_err, ErrorCode};

    #[test]
    fn squad_points_and_threat() {
        // Player 0's 45-point X-wing destroyed: player 1 scores 45 and wins.
        let r = run(parse_text(
            r#"{"ships": [{"id": "x", "player": 0, "hull": 4, "shields": 2, "fate": "destroyed", "points": 45},
                          {"id": "t", "player": 1, "hull": 3, "damageCards": 1, "points": 26}]}"#,
        )
        .unwrap())
        .unwrap();
        assert_eq!((r.winners.clone(), r.draw, r.players[1].score, r.players[0].casualties), (vec![1], false, 45, 45));
        assert!(!r.ships[1].full_health && !r.ships[1].half_health); // 1 < ceil(3/2) = 2
                                                                     // Threat: a wing of three TIEs (threat 4) with 5 of 9 lost is at half health: 2.
        let r = run(parse_text(
            r#"{"scoring": "threat", "quickBuilds": [{"id": "w", "threat": 4}, {"id": "c", "threat": 6}],
                "ships": [{"id": "a", "hull": 3, "fate": "destroyed", "quickBuild": "w"},
                          {"id": "b", "hull": 3, "damageCards": 2, "quickBuild": "w"},
                          {"id": "c1", "hull": 3, "quickBuild": "w"},
                          {"id": "cr", "player": 1, "hull": 12, "shields": 4, "quickBuild": "c"}]}"#,
        )
        .unwrap())
        .unwrap();
        assert_eq!((r.units[0].scored, r.units[0].standing, r.teams[1].score), (2, crate::epic::scoring::Standing::Half, 2));
    }

    #[test]
    fn a_team_without_ships_listed_still_scores() {
        // Players 0 (team 0) and 1 (team 1); only player 1's destroyed 26-point ship is
        // listed: team 0 scores 26 and wins.
        let r = run(parse_text(
            r#"{"players": [{"player": 0, "team": 0}, {"player": 1, "team": 1}],
                "ships": [{"id": "t", "player": 1, "hull": 3, "fate": "destroyed", "points": 26}]}"#,
        )
        .unwrap())
        .unwrap();
        assert_eq!((r.teams.len(), r.teams[0].score, r.winners.clone()), (2, 26, vec![0]));
        // The destroyed ship's own row agrees with its unit: all 3 health lost, not full.
        assert_eq!((r.ships[0].lost_health, r.ships[0].full_health, r.ships[0].half_health), (3, false, true));
        assert_eq!((r.players[0].score, r.players[1].casualties), (26, 26));
    }

    #[test]
    fn bad_input_names_the_field() {
        let e = expect_err(run(
            parse_text(r#"{"players": [{"player": 0}], "ships": [{"id": "a", "player": 3, "hull": 3, "points": 1}]}"#).unwrap()
        ));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "ships[0].player"));
        let e = expect_err(run(parse_text(r#"{"ships": [{"id": "a", "hull": 3}]}"#).unwrap()));
        assert_eq!(e.field, "ships[0].points");
        // Checked while read: the ship's own rule, at its path.
        let e = expect_err(parse_text::<Request>(r#"{"ships": [{"id": "a", "hull": 3, "shields": 1, "lostShields": 2, "points": 1}]}"#));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "ships[0].lostShields"));
        let e = expect_err(run(parse_text(r#"{"scoring": "threat", "ships": [{"id": "a", "hull": 3, "quickBuild": "q"}]}"#).unwrap()));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "ships[0].quickBuild"));
        let e = expect_err(run(parse_text(
            r#"{"scoring": "threat", "quickBuilds": [{"id": "q", "threat": 3}], "ships": [{"id": "a", "hull": 3, "quickBuild": "q"}, {"id": "b", "player": 1, "hull": 3, "quickBuild": "q"}]}"#,
        )
        .unwrap()));
        assert_eq!(e.field, "ships[1].player");
        // Read straight into the engine's types: a wrong kind names them.
        let e = expect_err(parse_text::<Request>(r#"{"ships": [1]}"#));
        assert!(e.reason.ends_with("expected struct ScoredShip"), "{}", e.reason);
        let e = expect_err(parse_text::<Request>(r#"{"scoring": 1, "ships": []}"#));
        assert!(e.reason.ends_with("expected enum Scoring"), "{}", e.reason);
    }
}
