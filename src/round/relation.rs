//! Friendly, enemy and allied ships (core rules; Epic rules reference, "Allied",
//! "Multiplayer Games: 'Friendly,' 'Enemy,' and 'Allied' Ships").
//!
//! A ship is friendly to the ships of the player who controls it, and enemy to the
//! ships of an opponent. In a team battle the ships of another player on the same
//! team are allied: "Allied ships are not treated as friendly ships. Allied ships
//! are not treated as enemy ships." Teams count only when both ships name one;
//! without teams every other player is an opponent, as before Epic.

use crate::error::{Result, RulesError};

/// How one ship stands to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    Friendly,
    Enemy,
    Allied,
}

impl Relation {
    pub fn as_str(self) -> &'static str {
        match self {
            Relation::Friendly => "friendly",
            Relation::Enemy => "enemy",
            Relation::Allied => "allied",
        }
    }
}

/// The relation of ship B (player, team) seen from ship A.
pub fn relation(a_player: u32, a_team: Option<u32>, b_player: u32, b_team: Option<u32>) -> Relation {
    match (a_team, b_team) {
        _ if a_player == b_player => Relation::Friendly,
        (Some(x), Some(y)) if x == y => Relation::Allied,
        _ => Relation::Enemy,
    }
}

/// Epic team battles (Epic rules reference, "Team Battle": two teams of players): a
/// team is given for every ship or for none, and a player's ships share one team.
/// `ships` are (player, team) in table order; the error is `INVALID_INPUT` naming
/// `field(i)` of the first ship that breaks the rule (`roundOrder`, the kept table).
pub fn check_teams(ships: &[(u32, Option<u32>)], field: impl Fn(usize) -> String) -> Result<()> {
    let given = ships.iter().filter(|(_, t)| t.is_some()).count();
    if given != 0 && given != ships.len() {
        let i = ships.iter().position(|(_, t)| t.is_none()).unwrap_or(0);
        return Err(RulesError::invalid(field(i), "give a team for every ship or for none (Epic team battles)"));
    }
    for (i, (player, team)) in ships.iter().enumerate() {
        if let Some((_, other)) = ships.iter().take(i).find(|(p, t)| p == player && t != team) {
            return Err(RulesError::invalid(field(i), format!("player {player} already has ships on team {}", other.unwrap_or(0))));
        }
    }
    Ok(())
}

/// A team battle has a first team (0) and a second team (1) (Epic rules reference, "Team
/// Battle": two teams).
pub fn team(v: u32, field: &str) -> Result<u32> {
    match v {
        n @ (0 | 1) => Ok(n),
        n => Err(RulesError::invalid(field, format!("expected 0 (the first team) or 1 (the second team), got {n}"))),
    }
}

/// The words every refusal of an allied ship ends with.
pub const ALLIED_RULE: &str = "an allied ship is neither friendly nor enemy (Epic rules reference, \"Allied\")";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn teammates_are_allied_and_only_with_teams() {
        assert_eq!(relation(0, Some(0), 0, Some(0)), Relation::Friendly);
        assert_eq!(relation(0, Some(0), 1, Some(0)), Relation::Allied);
        assert_eq!(relation(0, Some(0), 1, Some(1)), Relation::Enemy);
        assert_eq!(relation(0, None, 1, None), Relation::Enemy);
        assert_eq!(relation(0, Some(0), 1, None), Relation::Enemy);
        assert_eq!(relation(2, None, 2, None), Relation::Friendly);
    }

    #[test]
    fn teams_are_given_for_every_ship_or_none_and_one_per_player() {
        let field = |i: usize| format!("ships[{i}].team");
        assert!(check_teams(&[(0, None), (1, None)], field).is_ok());
        assert!(check_teams(&[(0, Some(0)), (1, Some(1)), (2, Some(0))], field).is_ok());
        assert!(check_teams(&[], field).is_ok());
        // Ships 0 and 2 have teams, ship 1 not: the first ship without one is named.
        let e = crate::error::expect_err(check_teams(&[(0, Some(0)), (1, None), (2, Some(1))], field));
        assert_eq!((e.code, e.field.as_str()), (crate::error::ErrorCode::InvalidInput, "ships[1].team"));
        assert!(e.reason.contains("every ship or for none"), "{}", e.reason);
        // Player 0 on team 0 (ship 0), then on team 1 (ship 2): ship 2 is named.
        let e = crate::error::expect_err(check_teams(&[(0, Some(0)), (1, Some(1)), (0, Some(1))], field));
        assert_eq!((e.field.as_str(), e.reason.as_str()), ("ships[2].team", "player 0 already has ships on team 0"));
    }
}
