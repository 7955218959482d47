//! Wings in the round order (Epic rules reference, "Placing Wings During Setup": "the
//! entire wing is placed immediately after the wing leader is placed at their
//! initiative ... each ship in the wing is placed in ascending order according to its
//! ID number"; "Activation Phase": "After a wing leader has activated, each of its
//! wingmates activates in ascending order according to its ID number"; "Engagement
//! Phase": each "engages as normal at its standard initiative step"). The order itself
//! is `round::order`; this gives it each wingmate's leader and ID number.

use super::formation::Wing;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::round::order::WingSlot;

/// Each wingmate's id and its [`WingSlot`], for the wings of one table. A ship is in
/// at most one wing (as leader or wingmate), and a wing is one player's ships (its
/// wingmates fly on their leader's dial); `player` gives a ship's player. Errors name
/// `wings[i]`.
pub fn wing_slots(edition: Edition, wings: &[Wing], player: impl Fn(&str) -> u32) -> Result<Vec<(String, WingSlot)>> {
    if edition == Edition::First && !wings.is_empty() {
        return Err(RulesError::not_allowed(
            "wings",
            "wings are an Epic Battles rule of the 2nd edition (Epic rules reference, \"Wings\")",
        ));
    }
    let mut seen: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    for (i, w) in wings.iter().enumerate() {
        let field = format!("wings[{i}]");
        let lead = w.leader.id.as_str();
        for id in std::iter::once(lead).chain(w.wingmates().iter().map(|m| m.ship.id.as_str())) {
            if seen.contains(&id) {
                return Err(RulesError::invalid(&field, format!("ship {id:?} is in more than one wing; a ship belongs to one wing")));
            }
            seen.push(id);
            if player(id) != player(lead) {
                return Err(RulesError::invalid(
                    &field,
                    format!("ship {id:?} is not its wing leader's player's: a wing is one player's ships"),
                ));
            }
        }
        for m in w.wingmates() {
            out.push((m.ship.id.clone(), WingSlot { leader: lead.to_string(), number: m.position.id() }));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::epic::wings::{WingPosition, Wingmate};
    use crate::geometry::Pose;
    use crate::objects::Ship;
    use crate::ships::ShipType;

    fn small(id: &str) -> Ship {
        Ship::new(id, ShipType::Small, Pose::new(0.0, 0.0, 0.0), Edition::Second, "s").unwrap()
    }

    fn wing(leader: &str, mates: &[(&str, WingPosition)]) -> Wing {
        Wing::new(small(leader), mates.iter().map(|(id, position)| Wingmate::new(small(id), *position)).collect()).unwrap()
    }

    #[test]
    fn wingmates_get_their_leader_and_id_number() {
        // Right flank is #3, left flank #2: listed in ascending ID order.
        let w = wing("L", &[("r", WingPosition::RightFlank), ("l", WingPosition::LeftFlank)]);
        let got = wing_slots(Edition::Second, &[w], |_| 0).unwrap();
        assert_eq!(
            got,
            vec![
                ("l".to_string(), WingSlot { leader: "L".into(), number: 2 }),
                ("r".to_string(), WingSlot { leader: "L".into(), number: 3 })
            ]
        );
    }

    #[test]
    fn one_wing_per_ship_one_player_per_wing_2e_only() {
        let a = wing("L", &[("m", WingPosition::LeftFlank)]);
        let b = wing("K", &[("m", WingPosition::RightFlank)]);
        let e = crate::error::expect_err(wing_slots(Edition::Second, &[a.clone(), b], |_| 0));
        assert_eq!(e.field, "wings[1]");
        let e = crate::error::expect_err(wing_slots(Edition::Second, std::slice::from_ref(&a), |id| u32::from(id == "m")));
        assert_eq!(e.field, "wings[0]");
        let e = crate::error::expect_err(wing_slots(Edition::First, &[a], |_| 0));
        assert_eq!((e.code, e.field.as_str()), (crate::error::ErrorCode::NotAllowed, "wings"));
    }
}
