//! `resolveAttack` (docs/conventions.md §6; docs/api.md): one attack rolled from a seed, the defender's
//! new state (which the caller may pass back as the next call's `defender`), and
//! on request the exact damage distribution.

use crate::attack::weapon::{self, first_given, printed_dice};
use crate::attack::{self, bonus::AttackKind, damage::Dealt};
use crate::attack::{Attack, AttackGeometry, AttackOutcome, Attacker, DeckCard, Defender, Distribution, Weapon};
pub use crate::calls::attack::input::Request;
use crate::calls::attack::input::{self as dto, AttackKindDto, AttackerDto, DefenderDto, Placed};
use crate::calls::attack::kept;
use crate::calls::attack::measure_range::{self as geometry, GeometryOut};
use crate::calls::attack::round;
use crate::calls::shared::numbers::Seed;
use crate::calls::shared::upgrades::loadout;
use crate::error::{Result, RulesError};
use crate::round::attack_state::AttackStates;
use crate::round::table::{Table, TableShip};
use crate::ships::loadout::Loadout;
use crate::ships::{ShipCard, ShipType};
use crate::wire::ToWire;

/// The engine's outcome (its seed and edition, the dice and their results), then the two
/// sides (the request's, after the attack), the deck, the damage dealt, and the geometry used.
#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Response {
    #[serde(flatten)]
    outcome: AttackOutcome,
    attacker: AttackerDto,
    defender: DefenderDto,
    deck: Vec<DeckCard>,
    dealt: Vec<Dealt>,
    #[serde(skip_serializing_if = "Option::is_none")]
    distribution: Option<Distribution>,
    geometry: GeometryOut,
}

/// The request as an engine attack. The geometry comes from the request's `range`,
/// `obstructed` and `defenderArcs` (poses replace it later: `geometry::measure`). A side carries
/// its `upgrades`, else (on a kept table: `kept`, the attacker's and the defender's kept ships)
/// its kept ship's cards. The defender's base dice: `defenseDice`, else its agility; huge ships
/// have agility 0 (seed 003 "Huge Ship Agility") but may roll dice from card effects, which go
/// in `defenseDice`. A huge ship's state takes its energy limit from the cards it carries
/// (`DefenderState::check_carried_limit`).
fn to_attack_among(req: &Request, kept: Option<(&TableShip, &TableShip)>) -> Result<(Attack, (Loadout, Loadout))> {
    let (ed, at, de) = (req.edition.unwrap_or_default(), &req.attacker, &req.defender);
    if let Some(name) = first_given([(req.primary.is_some(), "primary"), (req.ordnance.is_some(), "ordnance")]) {
        return Err(RulesError::invalid(name, "moved into `weapon`: { kind: \"primary\" | \"special\", attack, range, ordnance }"));
    }
    let card = weapon::card(ed, req.weapon.as_ref(), None)?.map(|c| c.name.to_string());
    let cards = |p: &Placed, k: Option<&TableShip>, field| match (&p.upgrades, k) {
        (None, Some(k)) => Ok(k.carried.clone()),
        (given, _) => loadout(given.as_ref(), ed, field),
    };
    let carried = (cards(&at.placed, kept.map(|k| k.0), "attacker.upgrades")?, cards(&de.placed, kept.map(|k| k.1), "defender.upgrades")?);
    // A weapon card fires only from the attacker's cards, when it lists (or keeps) any.
    let listed = at.placed.upgrades.is_some() || !carried.0.cards.is_empty();
    if let (Some(id), true) = (req.weapon.as_ref().and_then(|w| w.upgrade.as_deref()), listed) {
        carried.0.check_fires(id, "weapon.upgrade")?;
    }
    let choice = weapon::choice(ed, req.weapon.as_ref())?;
    let (named, d_named) = (dto::ship(&at.named, ed, "attacker")?, dto::ship(&de.named, ed, "defender")?);
    let ship = d_named.map(|(t, _)| t);
    let printed = d_named.and_then(|(_, c)| c).and_then(ShipCard::printed_agility);
    let dice = attack::defense_dice(ship, de.agility, req.defense_dice.map(|n| n.0), printed)?;
    let mut state = de.side.state.clone();
    if let (Some(state), Some(h)) = (state.as_mut(), ship.and_then(ShipType::huge)) {
        state.check_carried_limit(h, ed, &carried.1).map_err(|e| e.within("defender.state"))?;
    }
    let attack = Attack {
        edition: ed,
        weapon: Weapon {
            // Default: the dice the attacker's card prints for the weapon.
            dice: req.attack_dice.map(|d| d.0).or_else(|| named.and_then(|(t, c)| printed_dice(&choice, t, c))),
            choice,
            // A bonus attack's header: `AttackKind::bonus`.
            kind: match req.attack_kind {
                Some(AttackKindDto::Bonus) => AttackKind::bonus(req.weapon_name.clone(), card.as_deref()),
                _ => AttackKind::Standard,
            },
            card,
        },
        geometry: AttackGeometry {
            range: req.range.map(|r| r.0 as u8),
            obstructed: req.obstructed.unwrap_or(false),
            defender_arcs_containing_attacker: dto::arcs(&req.defender_arcs),
        },
        attacker: Attacker { ship: named.map(|(t, _)| t), tokens: at.tokens.clone().unwrap_or_default(), ..at.side.clone() },
        defender: Defender {
            ship,
            dice,
            tokens: de.tokens.clone().unwrap_or_default(),
            state,
            bright_hope: attack::bright_hope(ed, &carried.1),
            ..de.side.clone()
        },
        deck: dto::deck(&req.deck),
    };
    Ok((attack, carried))
}

pub fn run(req: Request) -> Result<Response> {
    answer(req, None, None)
}

/// `Workspace.resolveAttack`: the two sides are kept ships (their poses, and their ship
/// unless given: [`kept::on`]); every other kept ship and obstacle may obstruct.
/// The rest of the request is read as the one-shot call reads it.
pub fn run_on(mut req: Request, table: &Table) -> Result<Response> {
    let sides = kept::on(&mut req, table)?;
    answer(req, Some(table), Some(sides))
}

/// The attack on the request's pieces (`table` none) or among a kept table's, with the round
/// states given on the attacker and the defender (docs/round.md); on a kept table a side given
/// none (nor the fields it replaces) takes its kept one, if kept.
fn answer(req: Request, table: Option<&Table>, sides: Option<(&TableShip, &TableShip)>) -> Result<Response> {
    let ((mut a, carried), at, de) = (to_attack_among(&req, sides)?, &req.attacker, &req.defender);
    if de.as_obstacle {
        crate::attack::refuse_obstacle_defender()?;
    }
    let at_also = first_given([(at.tokens.is_some(), "tokens"), (at.side.energy.is_some(), "energy")]);
    let de_also = first_given([(de.tokens.is_some(), "tokens"), (de.side.state.is_some(), "state")]);
    let rounds = AttackStates {
        attacker: round::state(("attacker", &at.named, &at.placed), at_also, a.edition, &carried.0, sides.map(|k| k.0))?,
        defender: round::state(("defender", &de.named, &de.placed), de_also, a.edition, &carried.1, sides.map(|k| k.1))?,
    };
    rounds.read(&mut a, at.named.id.as_deref(), de.named.id.as_deref());
    let geometry = geometry::measure(&req, &mut a, table)?;
    let mut o = attack::resolve(&a, Seed::or_drawn(req.seed), req.distribution.unwrap_or(false))?;
    let (mut attacker, mut defender) = (req.attacker, req.defender);
    (attacker.placed.round_after, defender.placed.round_after) = rounds.after(&o);
    attacker.side = a.attacker.after(&o);
    // The section as given: one the poses determined is the geometry's.
    defender.side = Defender { section: defender.side.section, ..a.defender.after(&o) };
    Ok(Response {
        attacker,
        defender,
        deck: std::mem::take(&mut o.deck),
        dealt: std::mem::take(&mut o.dealt),
        distribution: o.distribution.take(),
        outcome: o,
        geometry,
    })
}

#[cfg(test)]
mod tests {
    use crate::attack::apply::SkipReason;
    use crate::attack::damage::Dealt;
    use crate::bases::Section;
    use crate::dice::{AttackFace, DefenseFace};
    use crate::range::targeting::Blocked;
    use crate::wire::to_text;

    /// The enums written by their derived names write what the engine's `as_str` names
    /// (the answers' JSON as before they were written by name).
    #[test]
    fn enums_written_by_name_write_the_engine_names() {
        let quoted = |s: &str| format!("{s:?}");
        for f in [AttackFace::Hit, AttackFace::Crit, AttackFace::Focus, AttackFace::Blank] {
            assert_eq!(to_text(&f), quoted(f.as_str()));
        }
        for f in [DefenseFace::Evade, DefenseFace::Focus, DefenseFace::Blank] {
            assert_eq!(to_text(&f), quoted(f.as_str()));
        }
        for a in crate::range::Arc::ALL {
            assert_eq!(to_text(&a), quoted(a.as_str()));
        }
        for r in [crate::range::Ruler::Standard, crate::range::Ruler::Huge] {
            assert_eq!(to_text(&r), quoted(r.as_str()));
        }
        use Blocked::*;
        for b in [Touching, Crippled, CentreLine, NotInArc, OutOfRange, NotInWeaponRange] {
            assert_eq!(to_text(&b), quoted(b.as_str()));
        }
        assert_eq!(to_text(&Dealt::ShieldsLost { amount: 2 }), r#"{"kind":"shieldsLost","amount":2}"#);
        assert_eq!(to_text(&Dealt::PendingCripple { section: Section::Aft }), r#"{"kind":"pendingCripple","section":"aft"}"#);
        assert_eq!(to_text(&[Dealt::Facedown, Dealt::Lost { crit: true }][..]), r#"[{"kind":"facedown"},{"kind":"lost","crit":true}]"#);
        assert_eq!(to_text(&[SkipReason::NotDamageState, SkipReason::TargetNotInShips][..]), r#"["notDamageState","targetNotInShips"]"#);
    }
}
