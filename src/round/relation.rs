//! Friendly, enemy and allied ships (core rules; Epic rules reference, "Allied",
//! "Multiplayer Games: 'Friendly,' 'Enemy,' and 'Allied' Ships").
//!
//! A ship is friendly to the ships of the player who controls it, and enemy to the
//! ships of an opponent. In a team battle the ships of another player on the same
//! team are allied: "Allied ships are not treated as friendly ships. Allied ships
//! are not treated as enemy ships." Teams count only when both ships name one;
//! without teams every other player is an opponent, as before Epic.

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
}
