//! `resolveAttack` (docs/conventions.md §6; docs/api.md): one attack rolled from a seed, the defender's
//! new state (which the caller may pass back as the next call's `defender`), and
//! on request the exact damage distribution.

use crate::attack::bonus::AttackKind;
use crate::attack::damage::Dealt;
use crate::attack::weapon::printed_dice;
use crate::attack::{self, Attack, AttackGeometry, AttackOutcome, Attacker, DeckCard, Defender, Distribution, Weapon};
use crate::calls::attack::geometry::{self as geometry, GeometryOut};
pub use crate::calls::attack::input::Request;
use crate::calls::attack::input::{self as dto, AttackKindDto, AttackerDto, StateDto};
use crate::calls::attack::kept::{self, Sides};
use crate::calls::attack::output::{AttackerOut, DefenderOut};
use crate::calls::attack::round::{self, Side};
use crate::calls::attack::weapon::{self, first_given};
use crate::calls::shared::numbers::AttackSeed;
use crate::calls::shared::upgrades::{loadout, UpgradesDto};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::round::attack_state::AttackStates;
use crate::round::table::{Table, TableShip};
use crate::ships::loadout::Loadout;
use crate::ships::{ShipCard, ShipType};
use crate::wire::ToWire;

/// The engine's outcome (its seed and edition, the dice and their results), then the two
/// sides, the deck, the damage dealt, and the geometry used.
#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Response {
    #[serde(flatten)]
    outcome: AttackOutcome,
    attacker: AttackerOut,
    defender: DefenderOut,
    deck: Vec<DeckCard>,
    dealt: Vec<Dealt>,
    #[serde(skip_serializing_if = "Option::is_none")]
    distribution: Option<Distribution>,
    geometry: GeometryOut,
}

/// The attacker (`ship`: its ship, resolved once for its printed dice too).
fn attacker(a: &Option<AttackerDto>, ship: Option<ShipType>) -> Attacker {
    let Some(a) = a else { return Attacker::default() };
    Attacker {
        ship,
        tokens: a.tokens.clone().unwrap_or_default(),
        pilot_skill: a.pilot_skill.map(|n| n.0),
        energy: a.energy.map(|n| n.0),
        use_cr90_ability: a.use_cr90_ability.unwrap_or(false),
        focus_allowed_by: a.focus_allowed_by.clone().filter(|s| !s.trim().is_empty()),
        attacks_this_round: a.attacks_this_round.clone(),
    }
}

/// The defender's base dice: `defenseDice`, else its agility; huge ships have
/// agility 0 (seed 003 "Huge Ship Agility") but may roll dice from card effects,
/// which go in `defenseDice`.
fn defender(req: &Request, carried: &Loadout) -> Result<Defender> {
    let d = req.defender.as_ref();
    let ed = req.head.edition.unwrap_or_default();
    let named = dto::ship(&d.and_then(|d| d.ship.clone()), d.and_then(|d| d.pilot.as_deref()), ed, "defender")?;
    let ship = named.map(|(t, _)| t);
    let agility = d.and_then(|d| d.agility).map(|n| n.0);
    let printed = named.and_then(|(_, c)| c).and_then(ShipCard::printed_agility);
    let dice = attack::defense_dice(ship, agility, req.head.defense_dice.map(|n| n.0), printed)?;
    let Some(d) = d else { return Ok(Defender { dice, ..Default::default() }) };
    Ok(Defender {
        ship,
        dice,
        section: d.section,
        tokens: d.tokens.clone().unwrap_or_default(),
        pilot_skill: d.pilot_skill.map(|n| n.0),
        has_attacked: d.has_attacked.unwrap_or(false),
        state: d.state.as_ref().map(|s| defender_state(s, ship, ed, carried)).transpose()?,
        bright_hope: attack::bright_hope(ed, carried),
    })
}

/// A given defender state (a huge ship's energy limit: `DefenderState::check_carried_limit`).
fn defender_state(s: &StateDto, ship: Option<ShipType>, ed: Edition, carried: &Loadout) -> Result<attack::DefenderState> {
    let mut state = s.to_state_at("defender.state")?;
    if let Some(h) = ship.and_then(ShipType::huge) {
        state.check_carried_limit(h, ed, carried).map_err(|e| e.within("defender.state"))?;
    }
    Ok(state)
}

/// The request as an engine attack. The geometry comes from the request's `range`,
/// `obstructed` and `defenderArcs` (poses replace it later: `geometry::measure`). On a kept
/// table (`kept`: the attacker's and the defender's kept ships) a side that lists no
/// `upgrades` carries its kept cards.
fn to_attack_among(req: &Request, kept: Option<Sides>) -> Result<(Attack, (Loadout, Loadout))> {
    let edition = req.head.edition.unwrap_or_default();
    if let Some(name) = first_given([(req.head.primary.is_some(), "primary"), (req.head.ordnance.is_some(), "ordnance")]) {
        return Err(RulesError::invalid(name, "moved into `weapon`: { kind: \"primary\" | \"special\", attack, range, ordnance }"));
    }
    let card = weapon::card(edition, req.head.weapon.as_ref(), None)?.map(|c| c.name.to_string());
    let carried = carried(req, edition, kept)?;
    let listed = req.attacker.as_ref().is_some_and(|a| a.upgrades.is_some()) || kept.is_some_and(|(a, _)| !a.carried.cards.is_empty());
    if let (Some(id), true) = (req.head.weapon.as_ref().and_then(|w| w.upgrade.as_deref()), listed) {
        carried.0.check_fires(id, "weapon.upgrade")?;
    }
    let choice = weapon::choice(edition, req.head.weapon.as_ref())?;
    let named = req.attacker.as_ref().map(|a| dto::ship(&a.ship, a.pilot.as_deref(), edition, "attacker")).transpose()?.flatten();
    let attack = Attack {
        edition,
        weapon: Weapon {
            // Default: the dice the attacker's card prints for the weapon.
            dice: req.head.attack_dice.map(|d| d.0).or_else(|| named.and_then(|(t, c)| printed_dice(&choice, t, c))),
            choice,
            // A bonus attack's header: `AttackKind::bonus`.
            kind: match req.tail.attack_kind.unwrap_or_default() {
                AttackKindDto::Standard => AttackKind::Standard,
                AttackKindDto::Bonus => AttackKind::bonus(req.tail.weapon_name.clone(), card.as_deref()),
            },
            card,
        },
        geometry: AttackGeometry {
            range: req.head.range.map(|r| r.0 as u8),
            obstructed: req.head.obstructed.unwrap_or(false),
            defender_arcs_containing_attacker: dto::arcs(&req.head.defender_arcs)?,
        },
        attacker: attacker(&req.attacker, named.map(|(t, _)| t)),
        defender: defender(req, &carried.1)?,
        deck: dto::deck_at(&req.tail.deck, "deck")?,
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
    let at = side(req.attacker.as_ref().and_then(|a| a.upgrades.as_ref()), kept.map(|k| k.0), "attacker.upgrades")?;
    Ok((at, side(req.defender.as_ref().and_then(|d| d.upgrades.as_ref()), kept.map(|k| k.1), "defender.upgrades")?))
}

/// The round states given on the attacker and the defender (docs/round.md); on a kept
/// table a side given none (nor the fields it replaces) takes its kept one, if kept.
fn round_states(req: &Request, ed: Edition, (at_cards, de_cards): &(Loadout, Loadout), kept: Option<Sides>) -> Result<AttackStates> {
    let (at, de) = (req.attacker.as_ref(), req.defender.as_ref());
    let attacker = Side {
        role: "attacker",
        id: at.and_then(|x| x.id.as_deref()),
        ship: at.and_then(|x| x.ship.as_deref()),
        round_state: at.and_then(|x| x.round_state.as_ref()),
        also: at.and_then(|x| first_given([(x.tokens.is_some(), "tokens"), (x.energy.is_some(), "energy")])),
    };
    let defender = Side {
        role: "defender",
        id: de.and_then(|x| x.id.as_deref()),
        ship: de.and_then(|x| x.ship.as_deref()),
        round_state: de.and_then(|x| x.round_state.as_ref()),
        also: de.and_then(|x| first_given([(x.tokens.is_some(), "tokens"), (x.state.is_some(), "state")])),
    };
    Ok(AttackStates {
        attacker: round::state(attacker, ed, at_cards, kept.map(|k| k.0))?,
        defender: round::state(defender, ed, de_cards, kept.map(|k| k.1))?,
    })
}

pub fn run(req: Request) -> Result<Response> {
    answer(req, None)
}

/// `Workspace.resolveAttack`: the two sides are kept ships (their poses, and their ship
/// unless given: [`kept::Request::on`]); every other kept ship and obstacle may obstruct.
/// The rest of the request is read as the one-shot call reads it.
pub fn run_on(req: kept::Request, table: &Table) -> Result<Response> {
    let (req, sides) = req.on(table)?;
    answer(req, Some((table, sides)))
}

/// The attack on the request's pieces (`kept` none) or among a kept table's.
fn answer(req: Request, kept: Option<(&Table, Sides)>) -> Result<Response> {
    let sides = kept.map(|(_, s)| s);
    let (mut a, carried) = to_attack_among(&req, sides)?;
    if req.defender.as_ref().is_some_and(|d| d.as_obstacle) {
        crate::attack::refuse_obstacle_defender()?;
    }
    let rounds = round_states(&req, a.edition, &carried, sides)?;
    rounds.read(&mut a, req.attacker.as_ref().and_then(|x| x.id.as_deref()), req.defender.as_ref().and_then(|x| x.id.as_deref()));
    let geometry = geometry::measure(&req, &mut a, kept.map(|(t, _)| t))?;
    let seed = AttackSeed::or_drawn(req.tail.seed);
    let mut o = attack::resolve(&a, seed, req.tail.distribution.unwrap_or(false))?;
    let (attacker_state, defender_state) = rounds.after(&o);
    Ok(Response {
        attacker: AttackerOut::new(&req.attacker, &a, &o, attacker_state),
        defender: DefenderOut::new(&req.defender, &a, &o, defender_state),
        deck: std::mem::take(&mut o.deck),
        dealt: std::mem::take(&mut o.dealt),
        distribution: o.distribution.take(),
        outcome: o,
        geometry,
    })
}
