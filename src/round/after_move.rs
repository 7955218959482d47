//! Carrying the round state through a maneuver: the state a `placeMove` request gives
//! becomes the mover's [`MoverState`], and the maneuver's own bookkeeping is applied
//! back to it: energy (1e Gain Energy, 2e red maneuvers and stress), stress and jam
//! tokens the mover gained (2e), and the ion tokens an ionized 2e huge ship removes
//! at the end of its activation. Damage effects are not applied here: they name a
//! deck draw the caller (or `resolveAttack`) deals, and stay in `outcome.effects`.

use super::maneuver::{MoverState, Placed};
use super::state::ShipState;
use crate::edition::Edition;
use crate::overlap::outcome::Effect;

/// The mover's state fields as the maneuver rules read them.
pub fn mover_state(s: &ShipState) -> MoverState {
    let card = &s.cards[s.energy_card()];
    MoverState {
        energy: Some(card.energy),
        stress: s.tokens.stress,
        ion: s.tokens.ion,
        tractor: s.tokens.tractor,
        energy_limit: Some(card.energy_limit),
    }
}

/// The state after the maneuver `p` of the ship `me`.
pub fn after_move(s: &ShipState, me: &str, p: &Placed) -> ShipState {
    let mut next = s.clone();
    if let Some(e) = p.energy {
        let i = next.energy_card();
        next.cards[i].energy = e.after;
    }
    if next.edition == Edition::Second {
        for e in &p.outcome.effects {
            match e {
                Effect::Stress { target, count, .. } if target == me => next.tokens.stress += count,
                Effect::StressRemoved { target, count, .. } if target == me => {
                    next.tokens.stress = next.tokens.stress.saturating_sub(*count)
                }
                Effect::Jam { target, count, .. } if target == me => next.tokens.jam += count,
                _ => {}
            }
        }
    }
    if p.ionized {
        next.tokens.ion = 0;
    }
    next
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flight::{Bearing, Maneuver};
    use crate::geometry::{Polygon, Pose, Vec2};
    use crate::objects::{Obstacle, ObstacleKind, Piece, Ship};
    use crate::overlap::outcome::Choices;
    use crate::round::maneuver::{place_move, Request};
    use crate::ships::{HugeShip, ShipType};

    fn fly(s: &ShipState, mover: &Ship, m: Maneuver, others: &[Piece]) -> ShipState {
        let choices = Choices::default();
        let req = Request {
            edition: s.edition,
            mover,
            state: mover_state(s),
            maneuver: m,
            difficulty: None,
            others,
            area: Default::default(),
            seed: 1,
            choices: &choices,
            crippled: &[],
        };
        after_move(s, &mover.id, &place_move(&req).unwrap())
    }

    #[test]
    fn energy_stress_and_jam_follow_the_maneuver() {
        // 2e GR-75 with 2 energy flies its white 2 straight (2FW) over an asteroid
        // (y 380..420: 1 crit, 1 stress, removed by 1 energy) and a gas cloud (1 jam):
        // energy 1, stress 0, jam 1 (the same table as the placeMove test).
        let ed = Edition::Second;
        let mut s = ShipState::setup(HugeShip::Gr75, ed);
        s.cards[0].energy = 2;
        let mover = Ship::new("g", ShipType::Huge(HugeShip::Gr75), Pose::new(900.0, 600.0, 0.0), ed, "s").unwrap();
        let rock = |id: &str, kind, y: f64| {
            let pts = (0..6)
                .map(|k| {
                    Vec2::new(
                        900.0 + 20.0 * libm::cos(k as f64 * std::f64::consts::FRAC_PI_3),
                        y + 20.0 * libm::sin(k as f64 * std::f64::consts::FRAC_PI_3),
                    )
                })
                .collect();
            Piece::Obstacle(Obstacle::new(id, kind, Polygon::from_points(pts).unwrap()))
        };
        let others = [rock("a", ObstacleKind::Asteroid, 400.0), rock("gas", ObstacleKind::GasCloud, 550.0)];
        let next = fly(&s, &mover, Maneuver::new(2, Bearing::Straight), &others);
        assert_eq!((next.cards[0].energy, next.tokens.stress, next.tokens.jam), (1, 0, 1));
        next.validate().unwrap();
        // Six ions: the ion maneuver, then all ion tokens removed.
        s.tokens.ion = 6;
        assert_eq!(fly(&s, &mover, Maneuver::new(2, Bearing::Straight), &[]).tokens.ion, 0);
        // 1e CR90 2 straight (+3): energy 0 -> 3 on the aft card.
        let c = ShipState::setup(HugeShip::Cr90, Edition::First);
        let cm = Ship::new("c", ShipType::Huge(HugeShip::Cr90), Pose::new(900.0, 600.0, 0.0), Edition::First, "s").unwrap();
        assert_eq!(fly(&c, &cm, Maneuver::new(2, Bearing::Straight), &[]).cards[1].energy, 3);
    }
}
