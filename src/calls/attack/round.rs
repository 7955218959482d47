//! `resolveAttack` on the shared round state: `attacker.roundState` and
//! `defender.roundState` (the state every round call takes, docs/round.md) in place of
//! the defender's `state` and the tokens, and both states after the attack in the
//! response. Reading and writing only; the rules, and the states' reading into the attack
//! and after it, are [`crate::round::attack_state`].

use crate::calls::attack::input::{Named, Placed};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::round::table::TableShip;
use crate::round::ShipState;
use crate::ships::loadout::Loadout;
use crate::ships::ShipType;

/// The side's round state (`placed.roundState`), read and checked (`carried`: the cards it
/// carries, which change its printed values; `also`: the first of the fields the round state
/// replaces, `state`, `tokens` or `energy`, given too); on a kept table, a side that gives none
/// (nor a field it replaces) takes the kept ship's, if kept.
pub fn state(
    (role, named, placed): (&str, &Named, &Placed),
    also: Option<&'static str>,
    ed: Edition,
    carried: &Loadout,
    kept: Option<&TableShip>,
) -> Result<Option<(String, ShipState)>> {
    let Some(dto) = placed.round_state.as_ref() else {
        return Ok(kept.filter(|_| also.is_none()).and_then(|k| Some((k.ship.id.clone(), k.round.clone()?))));
    };
    if let Some(f) = also {
        let why = format!("give it inside {role}.roundState when {role}.roundState is given");
        return Err(RulesError::invalid(format!("{role}.{f}"), why));
    }
    let t = ShipType::parse_field(named.ship.as_deref().unwrap_or(""), ed, &format!("{role}.ship"))?;
    let Some(id) = named.id.clone() else {
        return Err(RulesError::invalid(format!("{role}.id"), "is required with roundState (locks name ships by id)"));
    };
    let st = dto.to_state(t, ed, carried).map_err(|e| e.within(&format!("{role}.roundState")))?;
    Ok(Some((id, st)))
}

#[cfg(test)]
mod tests {
    use crate::calls::attack::resolve_attack::run;
    use crate::calls::shared::input::parse_text;
    use crate::error::expect_err;
    use crate::wire::to_text;

    const TEXT: &str = r#"{"edition": "2e", "seed": 11, "attackDice": 0, "range": 2, "defenderArcs": ["fullFront"],
        "attacker": {"id": "c", "ship": "cr90", "roundState": {"cards": [{"shields": 7, "energy": 7}], "tokens": {"focus": 1, "locks": ["g"]}}},
        "defender": {"id": "g", "ship": "gozanti", "roundState": {"cards": [{"shields": 5, "energy": 3}],
            "tokens": {"evade": 1, "reinforce": "fullFront", "lockedBy": [{"by": "c"}]}}}}"#;

    #[test]
    fn both_round_states_come_back_and_mixing_fields_is_refused() {
        // No attack dice: nothing hits, nothing is spent; both states come back unchanged.
        let json = to_text(&run(parse_text(TEXT).unwrap()).unwrap());
        assert!(json.contains(r#""roundState":{"cards":[{"section":null,"hull":18,"shields":7,"shieldValue":7,"energy":7"#), "{json}");
        assert!(json.contains(r#""locks":["g"]"#) && json.contains(r#""lockedBy":[{"by":"c","section":null}]"#), "{json}");
        assert!(json.contains(r#""reinforce":"fullFront""#), "{json}");
        // Old and new fields together are refused, naming the field.
        let both = TEXT.replace(r#""id": "g", "ship": "gozanti","#, r#""id": "g", "ship": "gozanti", "tokens": {"evade": 1},"#);
        assert_eq!(expect_err(run(parse_text(&both).unwrap())).field, "defender.tokens");
        let small = TEXT.replace(r#""ship": "gozanti""#, r#""ship": "small""#);
        assert_eq!(expect_err(run(parse_text(&small).unwrap())).field, "defender.roundState");
        let bad = TEXT.replace(r#""shields": 5, "energy": 3"#, r#""shields": 6, "energy": 3"#);
        assert_eq!(expect_err(run(parse_text(&bad).unwrap())).field, "defender.roundState.cards[0].shields");
    }

    #[test]
    fn the_attackers_state_records_and_refuses_bonus_attacks() {
        // The CR90 of TEXT makes its primary bonus attack: recorded as used.primaryBonus;
        // with that state passed back, the same bonus attack is refused on `weaponName`.
        let bonus = TEXT.replace(r#""attackDice": 0,"#, r#""attackDice": 0, "attackKind": "bonus","#);
        let json = to_text(&run(parse_text(&bonus).unwrap()).unwrap());
        assert!(json.contains(r#""bonusAttacks":[],"primaryBonus":true"#), "{json}");
        let again = bonus.replace(
            r#""tokens": {"focus": 1, "locks": ["g"]}"#,
            r#""tokens": {"focus": 1, "locks": ["g"]}, "used": {"primaryBonus": true}"#,
        );
        let e = expect_err(run(parse_text(&again).unwrap()));
        assert_eq!((e.code, e.field.as_str()), (crate::error::ErrorCode::NotAllowed, "weaponName"));
    }
}
