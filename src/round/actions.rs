//! A huge ship's actions (seed 003 "Huge Ship Actions", seed 001 "Move and Rotate
//! Effects"), each checked against the action bar, what was already done this
//! round, the edition and range; every refusal is `NOT_ALLOWED` naming the rule.
//!
//! - Range for actions is measured from the closest point of the huge ship (its
//!   whole base) to the affected ship (seed 003 "Measuring Range from Huge Ships
//!   During Actions"), with the range module.
//! - 1e two-card ships perform two actions: the first from the fore section's bar or
//!   cards, the second from the aft's (seed 003 "Performing Actions from a Ship with
//!   Two Ship Cards"). Read literally, a lone action is the first one, so it must be
//!   the fore's; the engine follows that reading. Other ships perform one action.
//! - A ship never performs the same action twice in a round (core rules).
//! - 1e huge ships cannot perform free actions (seed 003 "Free Actions"), "except
//!   those allowed by Huge Ship Only Upgrade cards" (seed 000 "Free Actions"): the
//!   request names that upgrade (`huge_upgrade`), which the ship's listed upgrades must
//!   hold ([`check_huge_upgrade`]); a ship listing none is taken at its word. A 1e huge ship cannot be the target of coordinate
//!   (its free action comes from the coordinate action, not such an upgrade).
//! - A 1e huge ship placed as an obstacle "is not controlled by any player" (seed 003
//!   "Using Huge Ships as Obstacles"): it is an obstacle, not a ship, so it performs no
//!   action and no action chooses it (jam, lock, coordinate are refused naming the rule).
//!   Action range is measured without obstruction, so nothing else reads it here.
//! - 2e jam (core rules "Jam", [`super::jam`]): a huge target with a round state loses
//!   what the jamming player picks (`jam_pick`) and removes the jam token, or remains
//!   jammed; a jammed actor that gains a green token (focus, evade, reinforce) or
//!   acquires a lock removes it and one jam token.
//! - 2e move and rotate effects (barrel roll, boost, cloak, decloak, SLAM, base
//!   rotations) do nothing to a huge ship (seed 001): refused.

use super::relation::{relation, Relation, ALLIED_RULE};
use super::state::{LockOn, ShipState, UsedAction};
use super::table::TableShip;
use crate::attack::Reinforce;
use crate::bases::Section;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::objects::Ship;
use crate::range::arcs::Arc;
use crate::range::measure::{measure_range, RangeQuery};
use crate::round::maneuver::IONIZED_HUGE_2E;
use crate::ships::loadout::Loadout;
use crate::ships::{range_ability_2e, widen, HugeShip};

pub use super::action_bar::{bar_1e, bar_2e, bar_of, red_2e, red_of, Action};
use super::energy::gain_stress_2e;
use super::jam::{become_jammed, jam_pick, sheds_gain, JamLoss, JamPick, JamRemoves};
use super::state::MAX_COUNT;
use super::turrets::{rotate, Turn, MAX_TURRETS_2E};
use crate::limits::MAX_ACTION_BAR;
use crate::wire::numbers::{List, Whole, ACTIONS};
use crate::wire::FromWire;

/// An action bar as a request gives it: at most [`MAX_ACTION_BAR`] actions, counted while read.
pub type ActionBar = List<Action, MAX_ACTION_BAR, ACTIONS>;

/// Range 1–2: jam (1e), coordinate (both editions).
pub const JAM_COORDINATE_RANGE: (u8, u8) = (1, 2);
/// Lock: range 1–3 in 1e, 0–3 in 2e (core rules).
pub const LOCK_RANGE_1E: (u8, u8) = (1, 3);
pub const LOCK_RANGE_2E: (u8, u8) = (0, 3);

/// The band a huge ship acquires locks at: the edition's, and in 2e widened by a ship
/// ability that grants locks at other ranges (the CR90's "Broadside Batteries", 1–4,
/// [`crate::ships::range_ability_2e`]). The ability says "can", so it adds range 4 and
/// keeps range 0: the CR90 locks at range 0–4.
pub fn lock_range(edition: Edition, ship: HugeShip) -> (u8, u8) {
    match edition {
        Edition::First => LOCK_RANGE_1E,
        Edition::Second => widen(LOCK_RANGE_2E, range_ability_2e(ship)),
    }
}
/// 2e jam: range 1, or range 1–2 in the bullseye arc (core rules).
pub const JAM_RANGE_2E: (u8, u8) = (1, 1);
pub const JAM_BULLSEYE_RANGE_2E: (u8, u8) = (1, 2);
/// 1e jam: stress tokens are assigned "until it has a total of two" (seed 003 "Jam").
pub const JAM_STRESS_TOTAL_1E: u32 = 2;

/// The ship the action affects.
#[derive(Clone, Debug)]
pub struct Target<'a> {
    pub ship: &'a Ship,
    /// Friendly, enemy, or (Epic team battles) allied: neither.
    pub relation: Relation,
    /// The target's stress tokens (jam).
    pub stress: u32,
    /// A 1e huge target's section (lock).
    pub section: Option<Section>,
    /// The target's round state when it is a huge ship.
    pub state: Option<&'a ShipState>,
}

impl<'a> Target<'a> {
    /// Ship `t` of the table as `me`'s action sees it: how it stands to `me` (by their
    /// players and teams), its stress and round state; `section` as the action names it.
    pub fn of(me: &TableShip, t: &'a TableShip, section: Option<Section>) -> Target<'a> {
        let relation = relation(me.player, me.team, t.player, t.team);
        Target { ship: &t.ship, relation, stress: t.mover.stress, section, state: t.round.as_ref() }
    }
}

/// What the player chose: `performAction`'s `action`, read as it is.
#[derive(Clone, Debug, Default, PartialEq, FromWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "ActionReq")]
pub struct ActionChoice {
    #[serde(rename = "type")]
    pub action: Action,
    /// 1e two-card ships: the section whose bar or card the action comes from.
    pub section: Option<Section>,
    /// The target ship's id (the call finds it on the table).
    pub target: Option<String>,
    /// A 1e huge target's section (lock).
    pub target_section: Option<Section>,
    /// Reinforce: a section (1e) or a full arc (2e).
    pub reinforce: Option<Reinforce>,
    /// The action is free (granted by another effect, e.g. coordinate).
    #[serde(default)]
    pub free: bool,
    /// 1e: the Huge Ship Only upgrade that allows this free action (seed 000 "Free Actions").
    #[serde(rename = "hugeShipOnlyUpgrade")]
    pub huge_upgrade: Option<String>,
    /// The acting card's action bar; absent, the 1e card's printed bar; 2e needs it.
    #[serde(rename = "actionBar")]
    #[wire(read_as = "ActionBar")]
    pub bar: Option<Vec<Action>>,
    /// Recover on a 1e two-card ship: how many of the shields go to the fore section
    /// (the rest to the aft); default as many as the fore can take.
    pub recover_fore: Option<Whole<MAX_COUNT>>,
    /// Rotate (2e): the turret arc indicators to turn, `[{ upgrade, arc }]` (either or both).
    #[serde(default)]
    #[wire(null)]
    pub turrets: Vec<Turn>,
    /// 2e jam on a huge target: what the jamming player has it lose, when it has more than one kind.
    pub jam_removes: Option<JamRemoves>,
    /// With `jamRemoves: "lock"`, the id of the locked object when the target holds several locks.
    pub jam_lock: Option<String>,
}

/// A ship that lists its `upgrades` (`carried`) must carry the Huge Ship Only card
/// `hugeShipOnlyUpgrade` names (seed 000 "Free Actions": "except those allowed by Huge Ship
/// Only Upgrade cards"); without `upgrades` the name is the caller's word.
pub fn check_huge_upgrade(a: &ActionChoice, carried: &Loadout) -> Result<()> {
    match &a.huge_upgrade {
        Some(name) if !carried.cards.is_empty() && carried.huge_ship_only(name).is_none() => Err(RulesError::not_allowed(
            "action.hugeShipOnlyUpgrade",
            format!("the ship's upgrades include no Huge Ship Only card {name:?} (seed 000 \"Free Actions\")"),
        )),
        _ => Ok(()),
    }
}

/// One action to perform.
#[derive(Clone, Debug)]
pub struct Request<'a> {
    pub actor: &'a Ship,
    pub state: &'a ShipState,
    pub choice: ActionChoice,
    pub target: Option<Target<'a>>,
    /// 2e jam on a huge target: what the jamming player picks for it to lose, when it has
    /// more than one kind of thing to lose ([`super::jam`]); from `choice`'s two fields.
    pub jam_pick: Option<JamPick>,
}

impl<'a> Request<'a> {
    /// The request for `choice`: a huge ship has at most two turret arc indicators to turn,
    /// so a longer list is refused before any work.
    pub fn new(actor: &'a Ship, state: &'a ShipState, choice: ActionChoice, target: Option<Target<'a>>) -> Result<Request<'a>> {
        if choice.turrets.len() > MAX_TURRETS_2E {
            return Err(RulesError::too_large("action.turrets", format!("a huge ship has at most {MAX_TURRETS_2E} turret arc indicators")));
        }
        let jam_pick = jam_pick(choice.jam_removes, &choice.jam_lock)?;
        Ok(Request { actor, state, choice, target, jam_pick })
    }
}

/// What an action did besides the actor's new state (`performAction`'s `outcome`).
#[derive(Clone, Debug, PartialEq, crate::wire::ToWire)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
#[wire(ts = "ActionOutcome")]
pub enum Outcome {
    Recovered {
        energy_removed: u32,
        shields: Vec<Shields>,
    },
    Reinforced {
        reinforce: Reinforce,
    },
    /// 1e jam: the target's stress total after; `removed` when a huge target returns them at once.
    Stressed {
        target: String,
        gained: u32,
        total: u32,
        removed_at_once: bool,
    },
    /// 2e jam: one jam token. `removed`: what a huge target with a round state lost
    /// (then the jam token went too), none when it remains jammed or its tokens are not
    /// known (a standard ship); `brokeLock`: the locked object when that was a lock.
    Jammed {
        target: String,
        /// What the jam took (`JamLoss::as_str`).
        #[wire(ts = "\"focus\" | \"evade\" | \"reinforce\" | \"lock\"")]
        removed: Option<&'static str>,
        broke_lock: Option<String>,
    },
    Locked {
        target: String,
        section: Option<Section>,
        broke: Option<String>,
    },
    FreeAction {
        target: String,
    },
    /// A token the huge ship gains (2e focus, evade).
    Token {
        /// The token gained (a focus or an evade action).
        #[wire(ts = "\"focus\" | \"evade\"")]
        token: &'static str,
    },
    /// 2e rotate: where every turret arc indicator points after.
    Rotated {
        turrets: Vec<Turn>,
    },
}

/// The shields a card recovered (1e recover).
#[derive(Clone, Debug, PartialEq, crate::wire::ToWire)]
pub struct Shields {
    pub section: Option<Section>,
    pub recovered: u32,
}

/// What an action did: the actor's state after, the outcome and the target (`performAction`'s answer).
#[derive(Clone, Debug, PartialEq, crate::wire::ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Performed {
    pub state: ShipState,
    pub outcome: Outcome,
    /// The range band to the target, when measured.
    pub range: Option<u8>,
    /// The action's target, when it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub target: Option<TargetAfter>,
    /// 2e: the actor was jammed, so the green token it gained or the lock it acquired
    /// was removed at once, with one jam token (core rules "Jam").
    pub shed_by_jam: bool,
}

/// An action's target after it: its id and its round state after (a huge ship locked or
/// jammed), when it was given.
#[derive(Clone, Debug, PartialEq, crate::wire::ToWire)]
#[wire(ts = "Target")]
pub struct TargetAfter {
    pub id: String,
    pub state: Option<ShipState>,
}

fn refuse(a: Action, why: impl std::fmt::Display) -> RulesError {
    RulesError::not_allowed("action", format!("{}: {why}", a.as_str()))
}

/// Why a huge ship placed as an obstacle neither acts nor is chosen (seed 003).
pub const OBSTACLE_RULE: &str =
    "a huge ship placed as an obstacle is not controlled by any player (seed 003 \"Using Huge Ships as Obstacles\")";

pub fn perform(req: &Request) -> Result<Performed> {
    let a = req.choice.action;
    let s = req.state;
    if req.actor.obstacle {
        return Err(refuse(a, format!("the ship is an obstacle and performs no action: {OBSTACLE_RULE}")));
    }
    if s.destroyed {
        return Err(refuse(a, "the ship is destroyed"));
    }
    // The rotate action turns turret arc indicators (seed 001 "Turret Arc Indicators"); only
    // a ship without any would have nothing but its base to rotate.
    let turns_indicators = a == Action::Rotate && !s.turrets.is_empty();
    if s.edition == Edition::Second && a.moves_the_base() && !turns_indicators {
        return Err(refuse(a, "a huge ship does not move or rotate its base (seed 001 \"Move and Rotate Effects\")"));
    }
    if s.edition == Edition::Second && s.tokens.ion >= IONIZED_HUGE_2E && a != Action::Focus {
        return Err(refuse(
            a,
            "an ionized ship (six or more ion tokens on a huge ship, seed 001 \"Ion\") can perform only the focus action",
        ));
    }
    if s.edition == Edition::Second && s.tokens.stress > 0 {
        return Err(refuse(a, "a stressed ship cannot perform actions (seed 001 \"Stress\": as a standard ship)"));
    }
    check_slot(req)?;
    let mut next = s.clone();
    next.used.actions.push(UsedAction {
        action: a.as_str().to_string(),
        section: req.choice.section.filter(|_| s.two_cards()),
        free: req.choice.free,
    });
    let jammed_before = next.tokens.jam;
    let (outcome, range, target_state) = match a {
        Action::Recover => (recover(req, &mut next)?, None, None),
        Action::Reinforce => (reinforce(req, &mut next)?, None, None),
        Action::Jam => jam(req, &mut next)?,
        Action::Lock => lock(req, &mut next)?,
        Action::Coordinate => coordinate(req)?,
        Action::Focus | Action::Evade => (token(req, &mut next)?, None, None),
        Action::Rotate if turns_indicators => {
            rotate(&mut next, &req.choice.turrets, "action.turrets")?;
            let turrets = next.turrets.iter().map(|t| Turn { upgrade: t.upgrade.clone(), arc: t.arc }).collect();
            (Outcome::Rotated { turrets }, None, None)
        }
        _ => return Err(refuse(a, "not an action a 1e huge ship can perform")),
    };
    // 2e: after performing a red action the ship gains a stress token (core rules), which
    // a huge ship removes by spending one energy if able (seed 001 "Stress").
    if s.edition == Edition::Second && req.choice.bar.is_none() && red_of(s, a) {
        gain_stress_2e(&mut next, 1);
    }
    let shed_by_jam = next.tokens.jam < jammed_before;
    let target = req.target.as_ref().map(|t| TargetAfter { id: t.ship.id.clone(), state: target_state });
    Ok(Performed { state: next, outcome, range, target, shed_by_jam })
}

/// The action bar, the slot (first/second action, free actions) and the once-per-round rule.
fn check_slot(req: &Request) -> Result<()> {
    let (a, s) = (req.choice.action, req.state);
    if req.choice.huge_upgrade.is_some() && !(req.choice.free && s.edition == Edition::First) {
        return Err(RulesError::invalid(
            "action.hugeShipOnlyUpgrade",
            "names the Huge Ship Only upgrade that allows a 1e free action: give it only with free: true in 1e",
        ));
    }
    if req.choice.free && s.edition == Edition::First && req.choice.huge_upgrade.is_none() {
        return Err(refuse(
            a,
            "huge ships cannot perform free actions, except those allowed by Huge Ship Only Upgrade cards (seed 000 \"Free Actions\"; name it in hugeShipOnlyUpgrade)",
        ));
    }
    if s.used.actions.iter().any(|u| u.action == a.as_str()) {
        return Err(refuse(a, "already performed this round; a ship performs each action once per round"));
    }
    let section = if s.two_cards() { Some(required_section(req)?) } else { None };
    let crippled = section.and_then(|x| s.card(Some(x))).is_some_and(|c| c.crippled);
    let bar: Vec<Action> = match (&req.choice.bar, s.edition) {
        (Some(b), _) => b.clone(),
        (None, Edition::First) if crippled => {
            return Err(refuse(
                a,
                "the section is crippled: its crippled side's bar is not in the engine's data, give actionBar (seed 000: crippled sections can perform actions on their Upgrade or Damage cards)",
            ))
        }
        (None, _) => bar_of(s, section),
    };
    if !bar.contains(&a) {
        let whose = section.map(|x| format!("the {} section's", x.as_str())).unwrap_or_else(|| "the ship's".into());
        return Err(refuse(a, format!("not in {whose} action bar")));
    }
    if req.choice.free {
        return Ok(());
    }
    let taken = s.used.actions.iter().filter(|u| !u.free).count();
    match section {
        Some(Section::Fore) if taken > 0 => Err(refuse(a, "the fore section's action is the first action; one was already performed (seed 003)")),
        Some(Section::Aft) if taken == 0 => Err(refuse(
            a,
            "the first action of a ship with two ship cards must come from the fore section (seed 003 \"Performing Actions from a Ship with Two Ship Cards\")",
        )),
        Some(Section::Aft) if taken > 1 => Err(refuse(a, "a ship with two ship cards performs two actions")),
        None if taken > 0 => Err(refuse(a, "the ship has already performed its action this round")),
        _ => Ok(()),
    }
}

fn required_section(req: &Request) -> Result<Section> {
    let s = req
        .choice
        .section
        .ok_or_else(|| RulesError::invalid("action.section", "a ship with two ship cards says which section acts (\"fore\" or \"aft\")"))?;
    Ok(s)
}

/// 1e recover: all energy of the card goes; one shield per energy, capped at each card's value.
fn recover(req: &Request, next: &mut ShipState) -> Result<Outcome> {
    if next.edition == Edition::Second {
        return Err(refuse(Action::Recover, "2e has no recover action; shields recover in the End phase (seed 001 \"Resource Trackers\")"));
    }
    let i = next.energy_card();
    let energy = std::mem::take(&mut next.cards[i].energy);
    let room = |c: &super::state::CardState| if c.crippled { 0 } else { c.shield_value - c.shields };
    let mut left = energy;
    let mut shields = Vec::new();
    let fore_first: Vec<usize> = (0..next.cards.len()).collect();
    for k in fore_first {
        let c = &next.cards[k];
        let want = match (c.section, req.choice.recover_fore.map(u32::from)) {
            (Some(Section::Fore), Some(n)) => n.min(left),
            _ => left,
        };
        let n = want.min(room(c));
        next.cards[k].shields += n;
        left -= n;
        shields.push(Shields { section: next.cards[k].section, recovered: n });
    }
    Ok(Outcome::Recovered { energy_removed: energy, shields })
}

fn reinforce(req: &Request, next: &mut ShipState) -> Result<Outcome> {
    let r = req.choice.reinforce.ok_or_else(|| {
        RulesError::invalid("action.reinforce", "say where the token goes: \"fore\"/\"aft\" (1e) or \"fullFront\"/\"fullRear\" (2e)")
    })?;
    match (next.edition, r) {
        (Edition::First, Reinforce::Fore | Reinforce::Aft) | (Edition::Second, Reinforce::FullFront | Reinforce::FullRear) => {}
        (Edition::First, _) => {
            return Err(refuse(Action::Reinforce, "a 1e reinforce token goes next to the fore or aft section (seed 003 \"Reinforce\")"))
        }
        (Edition::Second, _) => return Err(refuse(Action::Reinforce, "a 2e reinforce token goes on the full front or full rear arc")),
    }
    // 2e reinforce tokens are green: a jammed ship removes the one it gains.
    if next.edition == Edition::First || !sheds_gain(next) {
        next.tokens.reinforce = Some(r);
    }
    Ok(Outcome::Reinforced { reinforce: r })
}

/// The target ship; one placed as an obstacle is not a ship and is refused.
fn target<'a>(req: &'a Request) -> Result<&'a Target<'a>> {
    let t = req
        .target
        .as_ref()
        .ok_or_else(|| RulesError::invalid("action.target", format!("{} needs a target ship", req.choice.action.as_str())))?;
    if t.ship.obstacle {
        return Err(refuse(req.choice.action, format!("the target is an obstacle, not a ship: {OBSTACLE_RULE}")));
    }
    Ok(t)
}

/// The band from the huge ship's closest point to the target (or its 1e section), in `arc` when given.
fn band(req: &Request, t: &Target, arc: Option<Arc>) -> Result<(Option<u8>, bool)> {
    let mut q = RangeQuery::new(req.state.edition, req.actor, t.ship);
    q.arc = arc;
    q.section = t.section.filter(|_| t.ship.base.has_sections());
    let m = measure_range(&q)?.measurement;
    Ok((m.range, m.in_arc))
}

fn within(range: Option<u8>, (lo, hi): (u8, u8)) -> bool {
    range.is_some_and(|r| r >= lo && r <= hi)
}

fn out_of_range(a: Action, range: Option<u8>, (lo, hi): (u8, u8)) -> RulesError {
    let at = range.map(|r| format!("range {r}")).unwrap_or_else(|| "beyond range 5".into());
    refuse(a, format!("the target is at {at}; {} needs range {lo}–{hi}", a.as_str()))
}

type Effect = (Outcome, Option<u8>, Option<ShipState>);

/// Whether an action may choose a ship that stands to the actor as `relation`: jam an
/// enemy, coordinate another friendly ship, an allied ship being neither (Epic
/// "Allied"); a 1e target lock an enemy (core rules "Target Lock": "an enemy ship"),
/// a 2e lock any other ship (core rules "Lock": "Choose another object at range
/// 0–3"; nothing limits it to enemies, where jam says "enemy"). Actions without a
/// target take any. `allowedActions` uses it to tell a ship of the wrong side from
/// one out of range.
pub fn side_fits(action: Action, relation: Relation, edition: Edition) -> bool {
    match action {
        Action::Lock if edition == Edition::Second => true,
        Action::Jam | Action::Lock => relation == Relation::Enemy,
        Action::Coordinate => relation == Relation::Friendly,
        _ => true,
    }
}

/// Jam and 1e target lock choose an enemy ship; an allied one is not (Epic "Allied").
fn needs_enemy(a: Action, t: &Target) -> Result<()> {
    match t.relation {
        Relation::Enemy => Ok(()),
        Relation::Friendly => Err(refuse(a, "choose an enemy ship")),
        Relation::Allied => Err(refuse(a, format!("choose an enemy ship: {ALLIED_RULE}"))),
    }
}

fn jam(req: &Request, next: &mut ShipState) -> Result<Effect> {
    let t = target(req)?;
    needs_enemy(Action::Jam, t)?;
    let id = t.ship.id.clone();
    match req.state.edition {
        Edition::First if req.jam_pick.is_some() => {
            Err(RulesError::invalid(super::jam::PICK_FIELD, "1e jam assigns stress tokens (seed 003 \"Jam\"): there is nothing to choose"))
        }
        Edition::First => {
            let (range, _) = band(req, t, None)?;
            if !within(range, JAM_COORDINATE_RANGE) {
                return Err(out_of_range(Action::Jam, range, JAM_COORDINATE_RANGE));
            }
            let gained = JAM_STRESS_TOTAL_1E.saturating_sub(t.stress);
            // A 1e huge target returns stress at once (seed 003 "Focus, Evade, and Stress Tokens").
            let huge = t.ship.is_huge();
            let total = if huge { 0 } else { t.stress.max(JAM_STRESS_TOTAL_1E) };
            Ok((Outcome::Stressed { target: id, gained, total, removed_at_once: huge && gained > 0 }, range, t.state.cloned()))
        }
        Edition::Second => {
            let (range, _) = band(req, t, None)?;
            let (bull_range, in_bullseye) = band(req, t, Some(Arc::Bullseye))?;
            let allowed = within(range, JAM_RANGE_2E) || (in_bullseye && within(bull_range, JAM_BULLSEYE_RANGE_2E));
            if !allowed {
                let at = range.map(|r| format!("range {r}")).unwrap_or_else(|| "beyond range 5".into());
                return Err(refuse(Action::Jam, format!("the target is at {at}; jam needs range 1, or range 1–2 in the bullseye arc")));
            }
            let (target_state, removed) = match t.state {
                Some(ts) => {
                    let mut ts = ts.clone();
                    let removed = become_jammed(&mut ts, req.jam_pick.as_ref())?;
                    // The lock broken may be the one the target held on the jamming ship.
                    if removed == Some(JamLoss::Lock { id: req.actor.id.clone() }) {
                        next.tokens.locked_by.retain(|l| l.by != id);
                    }
                    (Some(ts), removed)
                }
                None if req.jam_pick.is_some() => {
                    return Err(RulesError::invalid(
                        super::jam::PICK_FIELD,
                        "the engine keeps no tokens for a standard ship: the jamming player's choice is applied by the caller",
                    ))
                }
                None => (None, None),
            };
            let broke_lock = match &removed {
                Some(JamLoss::Lock { id }) => Some(id.clone()),
                _ => None,
            };
            Ok((Outcome::Jammed { target: id, removed: removed.as_ref().map(JamLoss::as_str), broke_lock }, range, target_state))
        }
    }
}

fn lock(req: &Request, next: &mut ShipState) -> Result<Effect> {
    let t = target(req)?;
    let ed = req.state.edition;
    // 2e: "Choose another object": friendly, allied or enemy (the binding refuses the
    // ship itself: "A ship cannot acquire a lock on itself").
    if !side_fits(Action::Lock, t.relation, ed) {
        needs_enemy(Action::Lock, t)?;
    }
    if ed == Edition::First && t.ship.base.has_sections() && t.section.is_none() {
        return Err(RulesError::invalid(
            "action.targetSection",
            "a lock on a 1e huge ship is acquired on a single section (seed 003 \"Target Lock Tokens\"): give \"fore\" or \"aft\"",
        ));
    }
    let bounds = lock_range(ed, req.state.ship);
    let (range, _) = band(req, t, None)?;
    if !within(range, bounds) {
        return Err(out_of_range(Action::Lock, range, bounds));
    }
    // A ship holds one lock: acquiring another breaks the old one (core rules).
    let broke = next.tokens.locks.pop();
    let id = t.ship.id.clone();
    // 2e: a jammed ship breaks the lock it acquires, and removes one jam token.
    let held = ed == Edition::First || !sheds_gain(next);
    if held {
        next.tokens.locks.push(id.clone());
    }
    let section = t.section.filter(|_| ed == Edition::First && t.ship.base.has_sections());
    let target_state = t.state.cloned().map(|mut ts| {
        ts.tokens.locked_by.retain(|l| l.by != req.actor.id);
        if held {
            ts.tokens.locked_by.push(LockOn { by: req.actor.id.clone(), section });
        }
        ts
    });
    Ok((Outcome::Locked { target: id, section, broke }, range, target_state))
}

fn coordinate(req: &Request) -> Result<Effect> {
    let t = target(req)?;
    if t.relation == Relation::Allied {
        return Err(refuse(Action::Coordinate, format!("choose another friendly ship: {ALLIED_RULE}")));
    }
    if t.relation != Relation::Friendly || t.ship.id == req.actor.id {
        return Err(refuse(Action::Coordinate, "choose another friendly ship"));
    }
    if req.state.edition == Edition::First && t.ship.is_huge() {
        return Err(refuse(Action::Coordinate, "the target is a huge ship, which cannot perform free actions (seed 003 \"Free Actions\")"));
    }
    let (range, _) = band(req, t, None)?;
    if !within(range, JAM_COORDINATE_RANGE) {
        return Err(out_of_range(Action::Coordinate, range, JAM_COORDINATE_RANGE));
    }
    Ok((Outcome::FreeAction { target: t.ship.id.clone() }, range, t.state.cloned()))
}

/// Focus, evade: a 1e huge ship removes focus and evade at once; 2e holds them.
fn token(req: &Request, next: &mut ShipState) -> Result<Outcome> {
    let a = req.choice.action;
    if next.edition == Edition::First {
        return Err(refuse(a, "a 1e huge ship removes focus and evade tokens at once (seed 003 \"Focus, Evade, and Stress Tokens\")"));
    }
    // A jammed ship removes the green token it gains, and one jam token.
    if !sheds_gain(next) {
        if a == Action::Focus {
            next.tokens.focus += 1;
        } else {
            next.tokens.evade += 1;
        }
    }
    Ok(Outcome::Token { token: a.as_str() })
}

#[cfg(test)]
#[path = "actions_tests.rs"]
mod tests;
