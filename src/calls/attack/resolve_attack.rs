//! `resolveAttack` (docs/conventions.md §6; docs/api.md): one attack rolled from a seed, the defender's
//! new state (which the caller may pass back as the next call's `defender`), and
//! on request the exact damage distribution.

use crate::attack::bonus::AttackKind;
use crate::attack::damage::Dealt;
use crate::attack::weapon::{self, first_given, printed_dice};
use crate::attack::{self, Attack, AttackGeometry, AttackOutcome, Attacker, DeckCard, Defender, Distribution, Weapon};
pub use crate::calls::attack::input::Request;
use crate::calls::attack::input::{self as dto, AttackKindDto, AttackerDto, DefenderDto};
use crate::calls::attack::kept::{self, Sides};
use crate::calls::attack::measure_range::{self as geometry, GeometryOut};
use crate::calls::attack::round;
use crate::calls::shared::numbers::Seed;
use crate::calls::shared::upgrades::{loadout, UpgradesDto};
use crate::edition::Edition;
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

/// The defender's base dice: `defenseDice`, else its agility; huge ships have
/// agility 0 (seed 003 "Huge Ship Agility") but may roll dice from card effects,
/// which go in `defenseDice`. A huge ship's state takes its energy limit from the cards it
/// carries (`DefenderState::check_carried_limit`).
fn defender(req: &Request, carried: &Loadout) -> Result<Defender> {
    let (d, ed) = (&req.defender, req.edition.unwrap_or_default());
    let named = dto::ship(d.named.ship.as_deref(), d.named.pilot.as_deref(), ed, "defender")?;
    let ship = named.map(|(t, _)| t);
    let printed = named.and_then(|(_, c)| c).and_then(ShipCard::printed_agility);
    let dice = attack::defense_dice(ship, d.agility, req.defense_dice.map(|n| n.0), printed)?;
    let mut state = d.side.state.clone();
    if let (Some(state), Some(h)) = (state.as_mut(), ship.and_then(ShipType::huge)) {
        state.check_carried_limit(h, ed, carried).map_err(|e| e.within("defender.state"))?;
    }
    let (tokens, bright_hope) = (d.tokens.clone().unwrap_or_default(), attack::bright_hope(ed, carried));
    Ok(Defender { ship, dice, tokens, state, bright_hope, ..d.side.clone() })
}

/// The request as an engine attack. The geometry comes from the request's `range`,
/// `obstructed` and `defenderArcs` (poses replace it later: `geometry::measure`). On a kept
/// table (`kept`: the attacker's and the defender's kept ships) a side that lists no
/// `upgrades` carries its kept cards.
fn to_attack_among(req: &Request, kept: Option<Sides>) -> Result<(Attack, (Loadout, Loadout))> {
    let edition = req.edition.unwrap_or_default();
    if let Some(name) = first_given([(req.primary.is_some(), "primary"), (req.ordnance.is_some(), "ordnance")]) {
        return Err(RulesError::invalid(name, "moved into `weapon`: { kind: \"primary\" | \"special\", attack, range, ordnance }"));
    }
    let card = weapon::card(edition, req.weapon.as_ref(), None)?.map(|c| c.name.to_string());
    let carried = carried(req, edition, kept)?;
    let listed = req.attacker.placed.upgrades.is_some() || kept.is_some_and(|(a, _)| !a.carried.cards.is_empty());
    if let (Some(id), true) = (req.weapon.as_ref().and_then(|w| w.upgrade.as_deref()), listed) {
        carried.0.check_fires(id, "weapon.upgrade")?;
    }
    let choice = weapon::choice(edition, req.weapon.as_ref())?;
    let at = &req.attacker;
    let named = dto::ship(at.named.ship.as_deref(), at.named.pilot.as_deref(), edition, "attacker")?;
    let attack = Attack {
        edition,
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
        defender: defender(req, &carried.1)?,
        deck: dto::deck(&req.deck),
    };
    Ok((attack, carried))
}

/// The cards the attacker and the defender carry: their `upgrades`, else (on a kept table)
/// the kept ship's.
fn carried(req: &Request, ed: Edition, kept: Option<Sides>) -> Result<(Loadout, Loadout)> {
    let side = |given: Option<&UpgradesDto>, k: Option<&TableShip>, field| match (given, k) {
        (None, Some(k)) => Ok(k.carried.clone()),
        _ => loadout(given, ed, field),
    };
    let at = side(req.attacker.placed.upgrades.as_ref(), kept.map(|k| k.0), "attacker.upgrades")?;
    Ok((at, side(req.defender.placed.upgrades.as_ref(), kept.map(|k| k.1), "defender.upgrades")?))
}

/// The round states given on the attacker and the defender (docs/round.md); on a kept
/// table a side given none (nor the fields it replaces) takes its kept one, if kept.
fn round_states(req: &Request, ed: Edition, (at_cards, de_cards): &(Loadout, Loadout), kept: Option<Sides>) -> Result<AttackStates> {
    let (at, de) = (&req.attacker, &req.defender);
    let at_also = first_given([(at.tokens.is_some(), "tokens"), (at.side.energy.is_some(), "energy")]);
    let de_also = first_given([(de.tokens.is_some(), "tokens"), (de.side.state.is_some(), "state")]);
    Ok(AttackStates {
        attacker: round::state(("attacker", &at.named, &at.placed), at_also, ed, at_cards, kept.map(|k| k.0))?,
        defender: round::state(("defender", &de.named, &de.placed), de_also, ed, de_cards, kept.map(|k| k.1))?,
    })
}

pub fn run(req: Request) -> Result<Response> {
    answer(req, None)
}

/// `Workspace.resolveAttack`: the two sides are kept ships (their poses, and their ship
/// unless given: [`kept::on`]); every other kept ship and obstacle may obstruct.
/// The rest of the request is read as the one-shot call reads it.
pub fn run_on(mut req: Request, table: &Table) -> Result<Response> {
    let sides = kept::on(&mut req, table)?;
    answer(req, Some((table, sides)))
}

/// The attack on the request's pieces (`kept` none) or among a kept table's.
fn answer(req: Request, kept: Option<(&Table, Sides)>) -> Result<Response> {
    let sides = kept.map(|(_, s)| s);
    let (mut a, carried) = to_attack_among(&req, sides)?;
    if req.defender.as_obstacle {
        crate::attack::refuse_obstacle_defender()?;
    }
    let rounds = round_states(&req, a.edition, &carried, sides)?;
    rounds.read(&mut a, req.attacker.named.id.as_deref(), req.defender.named.id.as_deref());
    let geometry = geometry::measure(&req, &mut a, kept.map(|(t, _)| t))?;
    let seed = Seed::or_drawn(req.seed);
    let mut o = attack::resolve(&a, seed, req.distribution.unwrap_or(false))?;
    let (attacker_state, defender_state) = rounds.after(&o);
    let (mut attacker, mut defender) = (req.attacker, req.defender);
    (attacker.side, attacker.placed.round_after) = (a.attacker.after(&o), attacker_state);
    // The section as given: one the poses determined is the geometry's.
    let section = defender.side.section;
    (defender.side, defender.placed.round_after) = (Defender { section, ..a.defender.after(&o) }, defender_state);
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
