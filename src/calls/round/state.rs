//! A ship of a round call, built into the engine's table ship; its round state is the
//! engine's, read as given ([`crate::round::state::GivenState`]).

use crate::wire::FromWire;

use crate::calls::shared::input::{check_len, check_unique_ids, ShipFieldsDto};
use crate::calls::shared::numbers::Count;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::round::maneuver::MoverState;
use crate::round::state::{GivenState, ShipState};
use crate::round::table::TableShip;

use crate::calls::shared::upgrades::{loadout, UpgradesDto};

/// A ship of a round request: a `Ship` with the round's extras.
#[derive(FromWire)]
#[wire(also = "crate::calls::shared::input::SHIP_KEYS")]
pub struct RoundShipDto {
    /// What it is and where; its `pilot`, when given, must fly its ship (as in every call
    /// that lists ships), though no round rule reads the pilot.
    #[serde(flatten)]
    pub ship: ShipFieldsDto,
    /// 0 = the first player (2e) / the player with initiative (1e), 1, ...
    #[serde(default)]
    #[wire(null)]
    pub player: Count,
    /// Epic team battles: the ship's team (0 = the first team); a ship of another
    /// player on its team is allied (Epic rules reference, "Allied").
    pub team: Option<Count>,
    /// A standard ship's stress tokens (jam).
    pub stress: Option<Count>,
    /// A huge ship's round state; default its setup state.
    pub state: Option<GivenState>,
    /// The upgrade cards it carries (docs/squads.md "Upgrades a ship carries").
    #[wire(ts = "Upgrades")]
    pub upgrades: Option<UpgradesDto>,
}

/// The acting ship (`ship`) of a one-shot round call, once the rest of the table
/// (`ships[i]`) is checked: its length, unique ids and the Epic team rule the kept table
/// and `roundOrder` apply (a team for every ship or none, one per player:
/// `crate::round::relation::check_teams`).
pub fn acting_ship(me: &RoundShipDto, ships: &[RoundShipDto], ed: Edition) -> Result<TableShip> {
    check_len(ships.len(), "ships")?;
    check_unique_ids(ships.iter().map(|s| s.ship.id.as_str()), |i| format!("ships[{i}]"))?;
    let others: Vec<(usize, &RoundShipDto)> = ships.iter().enumerate().filter(|(_, s)| s.ship.id != me.ship.id).collect();
    let pairs: Vec<(u32, Option<u32>)> =
        std::iter::once(me).chain(others.iter().map(|(_, s)| *s)).map(|s| (s.player.0, s.team.map(|t| t.0))).collect();
    let field = |i: usize| i.checked_sub(1).and_then(|j| others.get(j)).map_or("ship.team".into(), |(k, _)| format!("ships[{k}].team"));
    crate::round::relation::check_teams(&pairs, field)?;
    me.to_round_ship(ed, "ship")
}

/// The round state of the call's ship (`ship.ship`), which `call` needs: a huge ship's.
pub fn huge_only<T>(state: Option<T>, call: &str) -> Result<T> {
    state.ok_or_else(|| RulesError::invalid("ship.ship", format!("{call} is for huge ships")))
}

impl RoundShipDto {
    /// The ship as a kept table holds one (`TableShip`): a huge ship with its round state
    /// (given, or its setup state), a standard ship with its stress.
    pub fn to_round_ship(&self, edition: Edition, field: &str) -> Result<TableShip> {
        let ship = self.ship.to_ship(edition, field)?;
        let carried = loadout(self.upgrades.as_ref(), edition, &format!("{field}.upgrades"))?;
        let round = match &self.state {
            Some(s) => Some(s.to_state(ship.ship_type, edition, &carried).map_err(|e| e.within(&format!("{field}.state")))?),
            None => ship.ship_type.huge().map(|h| ShipState::carrying(h, edition, &carried)),
        };
        let mover = MoverState { stress: self.stress.map_or(0, |s| s.0), ..MoverState::default() };
        let (player, team) = (self.player.0, self.team.map(|t| t.0));
        Ok(TableShip { mover, round, player, team, carried, ..TableShip::plain(ship) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::{expect_err, ErrorCode};
    use crate::round::state::{Tokens, UpgradeState, Used};

    fn refusal(text: &str) -> (ErrorCode, String, String) {
        let e = expect_err(parse_text::<GivenState>(text));
        (e.code, e.field.to_string(), e.reason.to_string())
    }

    /// A reinforce token is read and written by the names callers give it (the engine
    /// enum's own derive), each standing for its 1e section or 2e full arc; a wrong-typed
    /// one is refused under the engine enum's name.
    #[test]
    fn reinforce_names_read_and_write_as_before() {
        use crate::attack::{DefenderArc, Reinforce};
        use crate::bases::Section;
        let all = [
            ("fore", Reinforce::Fore, Some(Section::Fore), None),
            ("aft", Reinforce::Aft, Some(Section::Aft), None),
            ("fullFront", Reinforce::FullFront, None, Some(DefenderArc::FullFront)),
            ("fullRear", Reinforce::FullRear, None, Some(DefenderArc::FullRear)),
        ];
        for (name, r, section, arc) in all {
            assert_eq!(parse_text::<Reinforce>(&format!("{name:?}")).unwrap(), r);
            assert_eq!(crate::wire::to_text(&r), format!("{name:?}"));
            assert_eq!((r.section(), r.full_arc()), (section, arc));
        }
        let text = r#"{"cards":[{"shields":0}],"tokens":{"reinforce":2}}"#;
        let (code, field, reason) = refusal(text);
        assert_eq!((code, field.as_str()), (ErrorCode::InvalidInput, "tokens.reinforce"));
        assert!(reason.contains("expected enum Reinforce"), "{reason}");
        assert_eq!(refusal(r#"{"cards":[{"shields":0}],"tokens":{"reinforce":"side"}}"#).1, "tokens.reinforce");
    }

    /// An upgrade's energy limit left out is the carried card's; none carried, it is required.
    #[test]
    fn an_upgrade_without_its_limit_needs_a_carried_card() {
        let state = |u: &str| parse_text::<GivenState>(&format!(r#"{{"cards":[{{"shields":0}}],"upgrades":[{u}]}}"#)).unwrap();
        let read =
            |u: &str| state(u).to_state(crate::ships::ShipType::Huge(crate::ships::HugeShip::Gr75), Edition::First, &Default::default());
        let e = expect_err(read(r#"{"name":"x","energy":1}"#));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "upgrades[0].energyLimit"));
        let given = read(r#"{"name":"x","energy":1,"energyLimit":2}"#).unwrap().upgrades;
        assert_eq!(given, [UpgradeState { name: "x".into(), energy: 1, energy_limit: 2 }]);
        let e = expect_err(read(r#"{"name":"x","energy":3,"energyLimit":2}"#));
        assert_eq!(e.field, "upgrades[0].energy");
    }

    /// The engine's `Tokens` and `Used`, read straight: `null` is absent (as the declarations
    /// say), counts and lists are checked while read, at their paths, with the old words.
    #[test]
    fn tokens_and_used_read_into_the_engine_types() {
        let d = parse_text::<GivenState>(r#"{"cards":[],"tokens":{"focus":null,"ion":2,"locks":null},"used":{"actions":null}}"#).unwrap();
        assert_eq!(d.state.tokens, Tokens { ion: 2, ..Tokens::default() });
        assert_eq!(d.state.used, Used::default());
        let at = |f: &str, r: &str| (ErrorCode::InvalidInput, f.to_string(), r.to_string());
        assert_eq!(refusal(r#"{"cards":[],"tokens":{"jam":1.5}}"#), at("tokens.jam", "expected a whole number ≥ 0, got 1.5"));
        let big = |f: &str, r: &str| (ErrorCode::TooLarge, f.to_string(), r.to_string());
        assert_eq!(refusal(r#"{"cards":[],"tokens":{"focus":100}}"#), big("tokens.focus", "must be at most 99, got 100"));
        let locks = format!(r#"{{"cards":[],"tokens":{{"locks":[{}]}}}}"#, vec![r#""x""#; 201].join(","));
        assert_eq!(refusal(&locks), big("tokens.locks", "at most 200 entries"));
        assert_eq!(refusal(r#"{"cards":[],"used":{"primaryBonus":null}}"#), at("used.primaryBonus", "got null; expected a boolean"));
    }
}
