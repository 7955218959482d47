//! The one ship state every round call takes and returns: per ship card (1e fore and
//! aft, or the single card) hull, shields, energy, energy limit, crippled and damage
//! cards; the ship's tokens; and what it has used this round.
//!
//! A state that breaks a rule is refused with `INVALID_INPUT` naming the field; it
//! is never repaired (a repaired state would hide the caller's bookkeeping error):
//! - energy above a card's energy limit (seed 003 "Energy Limit": "the maximum
//!   number of energy tokens that a card can have at any time"; seed 001 "Energy":
//!   a charge never above its capacity);
//! - shields above the card's shield value (seed 003 "Recover": "cannot exceed a
//!   ship card's shield value"; seed 001 "Resource Trackers": "to a maximum of its
//!   ... shield value");
//! - tokens a huge ship cannot hold: in 1e focus, evade and stress are removed at
//!   once (seed 003 "Focus, Evade, and Stress Tokens"), and jam tokens do not exist
//!   (1e jam assigns stress, seed 003 "Jam"); a 1e reinforce token lies next to a
//!   section, a 2e one on a full arc; a 1e lock on a huge ship lies on a section
//!   (seed 003 "Target Lock Tokens").

use crate::attack::{DamageCard, Pool, Reinforce};
use crate::bases::Section;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::ships::loadout::{GrantedAction, Loadout, StatChanges};
use crate::ships::{card_2e, cards_1e, HugeShip, ShipType};
use crate::wire::numbers::{List, Whole};
use crate::wire::{FromWire, ToWire};

use super::turrets::{self, Turret};

/// Most tokens of one kind, energy, shields or upgrades a state may give: far above
/// any card, small enough that nothing overflows.
pub const MAX_COUNT: u32 = 99;

/// One ship card (1e: the fore or aft card of a CR90 or Raider, or the single card;
/// 2e: the ship card) as it lies on the table: its hull and shield pool, its energy.
/// Written with every key present, so that a card passed back is read as the same card;
/// each damage card with its weight (`countsAs`), so that a card that counts as 2 damage
/// against the hull still does (seed 003 "Crippled Sections"). Read with every value but
/// `shields` optional: a printed value left out is the printed card's, changed by the
/// ship's upgrades.
// Read as `u32::MAX` (above any count read) until `CardState::or_printed` takes the printed card's.
#[derive(Clone, Debug, PartialEq, FromWire, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "RoundCard", ts_out = "CardView")]
pub struct CardState {
    /// The section of each of the two cards of a 1e CR90 or Raider; none for a single card.
    pub section: Option<Section>,
    /// The printed hull.
    #[serde(default = "u32::max_value")]
    #[wire(null, read_as = "Count")]
    pub hull: u32,
    /// The shields still active.
    #[wire(read_as = "Count")]
    pub shields: u32,
    /// The printed shield value: shields never exceed it.
    #[serde(default = "u32::max_value")]
    #[wire(null, read_as = "Count")]
    pub shield_value: u32,
    #[serde(default)]
    #[wire(null, read_as = "Count")]
    pub energy: u32,
    /// The card's energy limit (1e) or the ship's energy capacity (2e), upgrades included.
    #[serde(default = "u32::max_value")]
    #[wire(null, read_as = "Count")]
    pub energy_limit: u32,
    #[serde(default)]
    pub crippled: bool,
    /// Crippled by an attack (`resolveAttack`), the crippled side's consequences not yet
    /// taken: the card still shows its normal side's shield value and energy limit, and
    /// `crippleSection` applies the crippled side once (seed 003 "Crippled Sections":
    /// energy above that side's limit discarded). Only a crippled card can wait so.
    #[serde(default)]
    pub flip_pending: bool,
    #[serde(default)]
    #[wire(null, read_as = "List<DamageCard>")]
    pub damage: Vec<DamageCard>,
}

impl CardState {
    /// The card with the printed card's value for each value the request left out (its
    /// section is checked by `ShipState::validate`: cards are listed fore then aft).
    pub fn or_printed(self, printed: &CardState) -> CardState {
        let or = |v: u32, printed: u32| if v == u32::MAX { printed } else { v };
        let (hull, shield_value) = (or(self.hull, printed.hull), or(self.shield_value, printed.shield_value));
        CardState { hull, shield_value, energy_limit: or(self.energy_limit, printed.energy_limit), ..self }
    }

    /// Its hull and shield pool, as an attack reads one (`crate::attack::Pool`).
    pub fn pool(&self) -> Pool {
        Pool { hull: self.hull, shields: self.shields, damage: self.damage.clone() }
    }

    /// Takes an attack's pool after the attack.
    pub fn set_pool(&mut self, p: &Pool) {
        (self.hull, self.shields, self.damage) = (p.hull, p.shields, p.damage.clone());
    }
}

/// An upgrade card with an energy limit (1e "Allocate Energy" puts energy on it).
#[derive(Clone, Debug, PartialEq, FromWire, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "Upgrade", ts_out = "UpgradeState")]
pub struct UpgradeState {
    pub name: String,
    #[serde(default)]
    #[wire(null, read_as = "Count")]
    pub energy: u32,
    /// Left out of a request: the printed limit of the carried card of that name (the ship's `upgrades`).
    // Read as `u32::MAX` (above any count read) until the request's reader looks it up.
    #[serde(default = "u32::max_value")]
    #[wire(null, read_as = "Count")]
    pub energy_limit: u32,
}

/// A lock another ship holds on this one; in 1e it lies on one section.
#[derive(Clone, Debug, PartialEq, FromWire, ToWire)]
pub struct LockOn {
    pub by: String,
    pub section: Option<Section>,
}

/// Written whole (a state's `tokens`; a standard ship's in `endPhase`); read with every key
/// optional (absent or `null`: none), counts up to 99 ([`MAX_COUNT`]).
#[derive(Clone, Debug, Default, PartialEq, FromWire, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "RoundTokens", ts_out = "Tokens")]
pub struct Tokens {
    #[serde(default)]
    #[wire(null, read_as = "Count")]
    pub focus: u32,
    #[serde(default)]
    #[wire(null, read_as = "Count")]
    pub evade: u32,
    #[serde(default)]
    #[wire(null, read_as = "Count")]
    pub stress: u32,
    #[serde(default)]
    #[wire(null, read_as = "Count")]
    pub ion: u32,
    #[serde(default)]
    #[wire(null, read_as = "Count")]
    pub tractor: u32,
    #[serde(default)]
    #[wire(null, read_as = "Count")]
    pub jam: u32,
    pub reinforce: Option<Reinforce>,
    /// Ids of the ships this ship holds a lock on (1e: held by the ship, spent by either section).
    #[serde(default)]
    #[wire(null, read_as = "List<String>")]
    pub locks: Vec<String>,
    /// Locks other ships hold on this one.
    #[serde(default)]
    #[wire(null, read_as = "List<LockOn>")]
    pub locked_by: Vec<LockOn>,
}

/// A count of a round state as read: 0 to [`MAX_COUNT`].
type Count = Whole<MAX_COUNT>;

/// An action performed this round, with the section whose bar it came from (1e two-card ships).
#[derive(Clone, Debug, PartialEq, FromWire, ToWire)]
pub struct UsedAction {
    pub action: String,
    pub section: Option<Section>,
    /// Granted by another effect (2e coordinate): it does not take the ship's own action.
    #[serde(default)]
    pub free: bool,
}

/// What the ship has used this round; cleared in the End phase. Read with every list
/// optional (absent or `null`: empty).
#[derive(Clone, Debug, Default, PartialEq, FromWire, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Used {
    #[serde(default)]
    #[wire(null, read_as = "List<UsedAction>")]
    pub actions: Vec<UsedAction>,
    /// Names of the cards whose "Energy:" header was used (once per round each, seed 003 "Use Energy").
    #[serde(default)]
    #[wire(null, read_as = "List<String>")]
    pub energy_cards: Vec<String>,
    /// Names of the "Bonus Attack:" headers used (once per round each, seed 001 "Bonus Attacks").
    #[serde(default)]
    #[wire(null, read_as = "List<String>")]
    pub bonus_attacks: Vec<String>,
    /// A bonus attack with the primary or an "Attack:" header was made (at most one per round).
    #[serde(default)]
    pub primary_bonus: bool,
}

/// A huge ship's whole state. Written whole by every round call, so that a state passed
/// back is read as the same state; its ship, edition and carried changes are not written
/// (the request gives them).
// Read with every part but `cards` optional; a request's `upgrades` beside it (`GivenState`).
#[derive(Clone, Debug, PartialEq, FromWire, ToWire)]
#[wire(ts = "RoundStateRead", ts_out = "StateView")]
pub struct ShipState {
    #[serde(skip)]
    pub ship: HugeShip,
    #[serde(skip)]
    pub edition: Edition,
    pub cards: Vec<CardState>,
    #[serde(skip_deserializing)]
    pub upgrades: Vec<UpgradeState>,
    #[serde(default)]
    #[wire(null)]
    pub tokens: Tokens,
    #[serde(default)]
    #[wire(null)]
    pub used: Used,
    #[serde(default)]
    pub destroyed: bool,
    /// 2e turret arc indicators (seed 001 "Turret Arc Indicators"), at most two.
    #[serde(default)]
    #[wire(null, read_as = "List<Turret>")]
    pub turrets: Vec<Turret>,
    /// What the ship's carried upgrade cards change on its card (its `upgrades`,
    /// `crate::ships::loadout`): the printed values a card is checked against.
    #[serde(skip)]
    pub changes: StatChanges,
    /// Actions its carried cards add to its bar (`round::action_bar::bar_of`).
    #[serde(skip)]
    pub granted: Vec<GrantedAction>,
}

impl ShipState {
    /// The state at setup: every card at full strength, energy at its setup value
    /// (1e: none, seed 003 "Energy" gains it in the Gain Energy step; 2e: the
    /// resource tracker at the card's energy, seed 001 "Setup").
    pub fn setup(ship: HugeShip, edition: Edition) -> ShipState {
        Self::setup_with(ship, edition, StatChanges::default(), Vec::new())
    }

    /// The setup state of a ship carrying cards that change its card by `changes` and
    /// add the `granted` actions: its hull, shields and energy capacity (1e: the energy
    /// card's limit) are the printed values changed.
    pub fn setup_with(ship: HugeShip, edition: Edition, changes: StatChanges, granted: Vec<GrantedAction>) -> ShipState {
        let energy_card = energy_card_index(ship, edition);
        let card = |i| {
            let (section, hull, shields, energy) = printed_card(ship, edition, i, changes, energy_card);
            let at_setup = if edition == Edition::Second { energy } else { 0 };
            let (energy, energy_limit, shield_value) = (at_setup, energy, shields);
            CardState {
                section,
                hull,
                shields,
                shield_value,
                energy,
                energy_limit,
                crippled: false,
                flip_pending: false,
                damage: Vec::new(),
            }
        };
        let cards = (0..card_count(ship, edition)).map(card).collect();
        ShipState {
            ship,
            edition,
            cards,
            upgrades: Vec::new(),
            tokens: Tokens::default(),
            used: Used::default(),
            destroyed: false,
            turrets: Vec::new(),
            changes,
            granted,
        }
    }

    /// The setup state of a ship carrying `carried`: its card changed by the cards, their
    /// granted actions, and its 1e cards that hold energy listed empty.
    pub fn carrying(ship: HugeShip, edition: Edition, carried: &Loadout) -> ShipState {
        let mut s = Self::setup_with(ship, edition, carried.changes(), carried.actions());
        s.upgrades = carried
            .card_energy_limits()
            .into_iter()
            .map(|(name, energy_limit)| UpgradeState { name: name.to_string(), energy: 0, energy_limit })
            .collect();
        s
    }

    /// The card of `section` (1e two-card ships), or the single card.
    pub fn card(&self, section: Option<Section>) -> Option<&CardState> {
        self.cards.iter().find(|c| c.section.is_none() || c.section == section)
    }

    pub fn card_mut(&mut self, section: Option<Section>) -> Option<&mut CardState> {
        self.cards.iter_mut().find(|c| c.section.is_none() || c.section == section)
    }

    /// A destroyed ship "must return all of its tokens to their respective supplies"
    /// (seeds 000 and 003 "Crippled Sections"): every token, and the energy and shield
    /// tokens on its cards and upgrade cards. Damage cards stay where they were dealt.
    pub fn return_all_tokens(&mut self) {
        self.tokens = Tokens::default();
        for card in &mut self.cards {
            card.energy = 0;
            card.shields = 0;
        }
        for u in &mut self.upgrades {
            u.energy = 0;
        }
    }

    /// The index of the card that holds the ship's energy: the one with an energy
    /// limit (the aft card of a 1e CR90 or Raider), else the first.
    pub fn energy_card(&self) -> usize {
        self.cards.iter().position(|c| c.energy_limit > 0).unwrap_or(0)
    }

    pub fn two_cards(&self) -> bool {
        self.cards.len() == 2
    }

    /// Refuses a state that breaks a rule; `field` is the state's path (`ship.state`).
    pub fn validate(&self) -> Result<()> {
        check_card_count(self.ship, self.edition, self.cards.len())?;
        let energy_card = energy_card_index(self.ship, self.edition);
        for (i, c) in self.cards.iter().enumerate() {
            let printed = printed_card(self.ship, self.edition, i, self.changes, energy_card);
            check_card(c, printed).map_err(|e| e.within(&format!("cards[{i}]")))?;
        }
        for (i, u) in self.upgrades.iter().enumerate() {
            if u.energy > u.energy_limit {
                return Err(over_limit(format!("upgrades[{i}].energy"), u.energy, u.energy_limit));
            }
        }
        check_tokens(&self.tokens, self.edition).map_err(|e| e.within("tokens"))?;
        turrets::check(&self.turrets, self.edition)?;
        let all_crippled = self.two_cards() && self.cards.iter().all(|c| c.crippled);
        if all_crippled && !self.destroyed {
            return Err(RulesError::invalid(
                "destroyed",
                "both sections are crippled, so the ship is destroyed (seed 003 \"Crippled Sections\")",
            ));
        }
        Ok(())
    }
}

/// The state as a request gives it; every part but `cards` may be left out.
// Its `upgrades` are read beside the state (not into its always whole list): left out, they
// are the carried cards'.
#[derive(FromWire)]
#[wire(ts = "RoundState")]
pub struct GivenState {
    #[serde(flatten)]
    pub state: ShipState,
    pub upgrades: Option<List<UpgradeState>>,
}

impl GivenState {
    /// The state of a ship of type `t` carrying `carried` (field paths relative to the state
    /// object), validated. A round state is kept for huge ships only (refused at the state's
    /// own path). What the request leaves out is the setup state's (`ShipState::carrying`): a
    /// card's value the printed card's (`CardState::or_printed`), the upgrade cards the carried ones.
    pub fn to_state(&self, t: ShipType, edition: Edition, carried: &Loadout) -> Result<ShipState> {
        let ship = t.huge().ok_or_else(|| RulesError::invalid("", "the round state is kept for huge ships only"))?;
        let setup = ShipState::carrying(ship, edition, carried);
        let given = self.state.clone();
        check_card_count(ship, edition, given.cards.len())?;
        let cards = given.cards.into_iter().zip(&setup.cards).map(|(c, printed)| c.or_printed(printed)).collect();
        let upgrades = self.upgrades.as_ref().map_or_else(|| Ok(setup.upgrades.clone()), |l| upgrade_states(&l.0, &setup.upgrades))?;
        let (changes, granted) = (setup.changes, setup.granted);
        let state = ShipState { ship, edition, cards, upgrades, changes, granted, ..given };
        state.validate()?;
        Ok(state)
    }
}

/// The upgrade cards a state lists; an energy limit not given is the carried card's (as
/// the setup state lists it).
fn upgrade_states(list: &[UpgradeState], setup: &[UpgradeState]) -> Result<Vec<UpgradeState>> {
    let one = |(i, u): (usize, &UpgradeState)| match (u.energy_limit, setup.iter().find(|s| s.name == u.name)) {
        (u32::MAX, None) => Err(RulesError::invalid(
            format!("upgrades[{i}].energyLimit"),
            "is required: no card the ship carries (its `upgrades`) has this name and an energy limit",
        )),
        (u32::MAX, Some(carried)) => Ok(UpgradeState { energy_limit: carried.energy_limit, ..u.clone() }),
        _ => Ok(u.clone()),
    };
    list.iter().enumerate().map(one).collect()
}

/// Refuses a state of `given` cards when the ship has another number (field `cards`).
fn check_card_count(ship: HugeShip, edition: Edition, given: usize) -> Result<()> {
    let want = card_count(ship, edition);
    if given != want {
        let what = if want == 2 { "a fore and an aft card" } else { "one card" };
        return Err(RulesError::invalid("cards", format!("a {} {} has {what}, got {given}", edition.as_str(), ship.short_name())));
    }
    Ok(())
}

/// The ship's cards: 1e two for a CR90 or Raider (fore and aft), else one.
fn card_count(ship: HugeShip, edition: Edition) -> usize {
    match edition {
        Edition::First => cards_1e(ship).len(),
        Edition::Second => 1,
    }
}

fn over_limit(field: String, energy: u32, limit: u32) -> RulesError {
    RulesError::invalid(
        field,
        format!("{energy} energy is above the energy limit of {limit}; the excess is returned at once (seed 003 \"Energy Limit\")"),
    )
}

/// The card of a 1e two-card ship that holds its energy (the one printing an energy
/// limit: the aft), else the single card.
fn energy_card_index(ship: HugeShip, edition: Edition) -> usize {
    match edition {
        Edition::First => cards_1e(ship).iter().position(|(_, c)| c.energy > 0).unwrap_or(0),
        Edition::Second => 0,
    }
}

/// The values card `i` must agree with: `(section, hull, shields, energy limit)`, printed
/// and changed by the ship's upgrades. Energy changes go to the energy card; hull and
/// shield changes to a single-card ship's card (no 1e card for the CR90 or Raider prints one).
fn printed_card(ship: HugeShip, edition: Edition, i: usize, ch: StatChanges, energy_card: usize) -> (Option<Section>, u32, u32, u32) {
    let (section, hull, shields, energy, single) = match edition {
        Edition::Second => {
            let c = card_2e(ship);
            (None, c.hull, c.shields, c.energy, true)
        }
        Edition::First => {
            let cards = cards_1e(ship);
            let single = cards.len() == 1;
            cards.get(i).map_or((None, 0, 0, 0, single), |(s, c)| (*s, c.hull, c.shields, c.energy, single))
        }
    };
    let change =
        |v: u32, d: i32, applies: bool| if applies { (i64::from(v) + i64::from(d)).clamp(0, i64::from(MAX_COUNT)) as u32 } else { v };
    (section, change(hull, ch.hull, single), change(shields, ch.shields, single), change(energy, ch.energy, i == energy_card))
}

fn check_card(c: &CardState, (section, hull, shields, energy): (Option<Section>, u32, u32, u32)) -> Result<()> {
    if c.section != section {
        let want = section.map_or_else(|| "null (one card)".into(), |s| format!("{:?}", s.as_str()));
        return Err(RulesError::invalid("section", format!("expected {want}: cards are listed fore then aft")));
    }
    if c.hull != hull {
        return Err(RulesError::invalid("hull", format!("the card's printed hull is {hull}, got {}", c.hull)));
    }
    // A crippled card shows its crippled side, whose values the caller gives (seed 000
    // "Crippled Sections for Ships with Multiple Ship Cards"); they never exceed the normal side's.
    // Once crippled, a section stays crippled even if a damage card is repaired (seed 000, WED-15).
    // A card whose flip is pending still shows its normal side's values.
    if c.flip_pending && !c.crippled {
        return Err(RulesError::invalid("flipPending", "only a crippled card waits for its crippled side (crippleSection)"));
    }
    let flipped = c.crippled && !c.flip_pending;
    if c.shield_value != shields && !(flipped && c.shield_value < shields) {
        return Err(RulesError::invalid("shieldValue", format!("the card's printed shield value is {shields}, got {}", c.shield_value)));
    }
    if c.shields > c.shield_value {
        return Err(RulesError::invalid(
            "shields",
            format!("{} shields is above the card's shield value of {}", c.shields, c.shield_value),
        ));
    }
    if (c.energy_limit < energy && !flipped) || c.energy_limit > MAX_COUNT {
        return Err(RulesError::invalid(
            "energyLimit",
            format!("must be the card's {energy} or more (upgrades only raise it) and at most {MAX_COUNT}, got {}", c.energy_limit),
        ));
    }
    if c.energy > c.energy_limit {
        return Err(over_limit("energy".into(), c.energy, c.energy_limit));
    }
    if c.crippled && c.section.is_none() {
        return Err(RulesError::invalid("crippled", "only the two cards of a 1e CR90 or Raider can be crippled"));
    }
    Ok(())
}

fn check_tokens(t: &Tokens, edition: Edition) -> Result<()> {
    for (name, n) in [("focus", t.focus), ("evade", t.evade), ("stress", t.stress), ("ion", t.ion), ("tractor", t.tractor), ("jam", t.jam)]
    {
        if n > MAX_COUNT {
            return Err(RulesError::invalid(name, format!("at most {MAX_COUNT}, got {n}")));
        }
        if edition == Edition::First && n > 0 && matches!(name, "focus" | "evade" | "stress") {
            return Err(RulesError::invalid(
                name,
                format!("a 1e huge ship cannot hold {name} tokens: it removes them at once (seed 003 \"Focus, Evade, and Stress Tokens\")"),
            ));
        }
        if edition == Edition::First && n > 0 && name == "jam" {
            return Err(RulesError::invalid(name, "1e has no jam tokens: the jam action assigns stress (seed 003 \"Jam\")"));
        }
    }
    // A ship holds one lock: acquiring another breaks the old one (core rules), so a
    // state with two is not a state the rules make (and "which one breaks" would
    // depend on list order).
    if t.locks.len() > 1 {
        return Err(RulesError::invalid(
            "locks",
            format!("a ship holds at most one lock (core rules: acquiring another breaks the old one), got {}", t.locks.len()),
        ));
    }
    match (edition, t.reinforce) {
        (Edition::First, Some(Reinforce::FullFront | Reinforce::FullRear)) => {
            return Err(RulesError::invalid(
                "reinforce",
                "a 1e reinforce token lies next to the fore or aft section (seed 003 \"Reinforce\")",
            ))
        }
        (Edition::Second, Some(Reinforce::Fore | Reinforce::Aft)) => {
            return Err(RulesError::invalid("reinforce", "a 2e reinforce token is on the full front or full rear arc"))
        }
        _ => {}
    }
    for (i, l) in t.locked_by.iter().enumerate() {
        let field = format!("lockedBy[{i}].section");
        match (edition, l.section) {
            (Edition::First, None) => {
                return Err(RulesError::invalid(
                    field,
                    "a lock on a 1e huge ship lies on a single section (seed 003 \"Target Lock Tokens\")",
                ))
            }
            (Edition::Second, Some(_)) => return Err(RulesError::invalid(field, "2e huge ships have no sections")),
            _ => {}
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::{expect_err, ErrorCode};

    #[test]
    fn setup_states_follow_the_printed_cards() {
        // 1e CR90: fore hull 8 shields 5 energy 0, aft hull 8 shields 3 energy 5 (docs/conventions.md §7); no energy at setup.
        let s = ShipState::setup(HugeShip::Cr90, Edition::First);
        assert_eq!(s.cards.len(), 2);
        assert_eq!((s.cards[1].shields, s.cards[1].energy, s.cards[1].energy_limit), (3, 0, 5));
        assert_eq!(s.energy_card(), 1);
        s.validate().unwrap();
        // 2e GR-75: shields 3, energy 4 on the tracker at setup.
        let g = ShipState::setup(HugeShip::Gr75, Edition::Second);
        assert_eq!((g.cards[0].shields, g.cards[0].energy), (3, 4));
        g.validate().unwrap();
    }

    #[test]
    fn rule_breaking_states_are_refused_by_field() {
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::First);
        s.cards[1].energy = 6;
        let e = expect_err(s.validate());
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "cards[1].energy"));
        let mut s = ShipState::setup(HugeShip::Gozanti, Edition::Second);
        s.cards[0].shields = 6;
        assert_eq!(expect_err(s.validate()).field, "cards[0].shields");
        let mut s = ShipState::setup(HugeShip::Gr75, Edition::First);
        s.tokens.stress = 1;
        assert_eq!(expect_err(s.validate()).field, "tokens.stress");
        // One lock at a time (acquiring another breaks the old one): two is refused.
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::Second);
        s.tokens.locks = vec!["a".into()];
        s.validate().unwrap();
        s.tokens.locks.push("b".into());
        assert_eq!(expect_err(s.validate()).field, "tokens.locks");
        let mut s = ShipState::setup(HugeShip::Gr75, Edition::First);
        s.tokens.jam = 1;
        assert_eq!(expect_err(s.validate()).field, "tokens.jam");
        let mut s = ShipState::setup(HugeShip::Gr75, Edition::Second);
        s.tokens.reinforce = Some(Reinforce::Fore);
        assert_eq!(expect_err(s.validate()).field, "tokens.reinforce");
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::First);
        s.tokens.locked_by.push(LockOn { by: "x".into(), section: None });
        assert_eq!(expect_err(s.validate()).field, "tokens.lockedBy[0].section");
        let mut s = ShipState::setup(HugeShip::Gr75, Edition::First);
        s.cards[0].crippled = true;
        assert_eq!(expect_err(s.validate()).field, "cards[0].crippled");
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::First);
        s.cards[0].crippled = true;
        s.cards[1].crippled = true;
        assert_eq!(expect_err(s.validate()).field, "destroyed");
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::First);
        s.cards.pop();
        assert_eq!(expect_err(s.validate()).field, "cards");
        // A flip waits only on a crippled card, and shows the normal side's values.
        let mut s = ShipState::setup(HugeShip::Cr90, Edition::First);
        s.cards[0].flip_pending = true;
        assert_eq!(expect_err(s.validate()).field, "cards[0].flipPending");
        s.cards[0].crippled = true;
        s.validate().unwrap();
        s.cards[0].shield_value = 2;
        s.cards[0].shields = 0;
        assert_eq!(expect_err(s.validate()).field, "cards[0].shieldValue");
        s.cards[0].flip_pending = false;
        s.validate().unwrap();
    }

    #[test]
    fn an_upgrade_raises_the_limit_but_never_lowers_it() {
        let mut s = ShipState::setup(HugeShip::Gr75, Edition::First);
        s.cards[0].energy_limit = 6;
        s.cards[0].energy = 6;
        s.validate().unwrap();
        s.cards[0].energy_limit = 3;
        s.cards[0].energy = 0;
        assert_eq!(expect_err(s.validate()).field, "cards[0].energyLimit");
    }
}
