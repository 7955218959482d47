//! Suffering damage (docs/conventions.md §6 "Damage to a huge ship"): shields before hull, hits
//! before crits; 1e two-card ships (CR90, Raider) take damage on the targeted
//! section, which is crippled once its damage cards reach its hull (seed 003
//! "Crippled Sections"); crippled sections cannot suffer damage; both crippled is
//! destroyed; the simultaneous attack rule delays crippling. Everything else has
//! one hull and shield pool.
//!
//! Choices made where the text is silent, documented here and in docs:
//! - Damage an attack would still deal to a section that has just been crippled is
//!   lost ("crippled sections ... cannot suffer damage"); it is reported as `lost`.
//! - A section whose crippling waits for the simultaneous attack rule is not yet
//!   crippled, so it can still be targeted and keeps suffering damage; it is listed
//!   in `pendingCripple` and crippled at the start of the first call whose defender
//!   has `hasAttacked: true`.
//! - Damage past destruction is not dealt.

use super::deck::{self, DeckCard, Effect};
use super::{AttackGeometry, DefenderArc, Stat};
use crate::bases::{Section, SectionSet};
use crate::dice::Pcg32;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::ships::{self, HugeShip, ShipType};
use crate::wire::numbers::{List, Whole, CARDS, MAX_LIST};
use crate::wire::{FromWire, ToWire, Writer};

/// Most faceup cards one attack may draw, so that cards whose effects deal crits
/// cannot chain without end.
pub const MAX_DRAWS_PER_ATTACK: u32 = 64;

/// A 1e huge ship's energy at setup: none. Seed 003 "Setup": "Huge ships follow all
/// standard setup rules", which place no energy; energy comes in the Gain Energy step
/// (seed 003 "Energy Steps in the Activation Phase"). docs/round.md says the same.
pub const SETUP_ENERGY_1E: u32 = 0;

/// The energy limit printed for a huge ship: 1e the energy card's (the aft card of a
/// CR90 or Raider, the single card otherwise), 2e the ship card's energy capacity.
pub fn printed_energy_limit(ship: HugeShip, edition: Edition) -> u32 {
    match edition {
        Edition::First => ships::cards_1e(ship).iter().map(|(_, c)| c.energy).sum(),
        Edition::Second => ships::card_2e(ship).energy,
    }
}

/// A damage card lying next to a ship (or section) card (read as a state's card by every
/// call, written by the calls as a round state's card's `damage`).
#[derive(Clone, Debug, PartialEq, FromWire, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "Card", ts_out = "DamageCard")]
pub struct DamageCard {
    #[serde(default)]
    #[wire(null)]
    pub name: String,
    pub faceup: bool,
    #[serde(default)]
    #[wire(null)]
    pub text: String,
    /// How much damage the card counts as against the hull while faceup (1e "Direct
    /// Hit!": "This card counts as 2 damage against your hull"); a facedown card is 1.
    /// Read whole, at most 10 (`MAX_EFFECT`), default 1; 0 reads as 1 ([`CountsAs`]).
    #[serde(default = "one")]
    #[wire(null, read_as = "CountsAs")]
    pub counts_as: u32,
}

/// A card's `countsAs` as read: whole, at most [`deck::MAX_EFFECT`] (checked while read);
/// 0 reads as 1, since every card counts at least once against the hull.
#[derive(FromWire)]
pub struct CountsAs(Whole<{ deck::MAX_EFFECT }>);

impl From<CountsAs> for u32 {
    fn from(c: CountsAs) -> u32 {
        c.0 .0.max(1)
    }
}

/// A card's weight when not given.
fn one() -> u32 {
    1
}

impl DamageCard {
    pub fn facedown() -> DamageCard {
        DamageCard { name: String::new(), faceup: false, text: String::new(), counts_as: 1 }
    }

    /// The damage the card counts as against the hull now.
    pub fn weight(&self) -> u32 {
        if self.faceup {
            self.counts_as.max(1)
        } else {
            1
        }
    }
}

/// Most tokens of one kind, pilot skill, energy, hull or shields a request may
/// give: far above any card, small enough that nothing overflows.
pub const MAX_STAT: u32 = 100;

/// One hull and shield pool: a whole ship, or one 1e section (read as a defender's state
/// gives it; written there with each card's `countsAs` only when not 1, [`PoolCard`]).
#[derive(Clone, Debug, PartialEq, FromWire, ToWire)]
#[wire(ts = "DamagePool", ts_out = "Pool")]
pub struct Pool {
    /// The printed hull value.
    #[wire(read_as = "Whole<MAX_STAT>")]
    pub hull: u32,
    /// The shields still active.
    #[wire(read_as = "Whole<MAX_STAT>")]
    pub shields: u32,
    #[serde(default, skip_serializing)]
    #[wire(null, read_as = "List<DamageCard, MAX_LIST, CARDS>")]
    #[wire(then(damage = "|p: &Pool| p.damage.iter().map(PoolCard::of).collect::<Vec<_>>()"))]
    pub damage: Vec<DamageCard>,
}

/// A damage card as a defender's state (`resolveAttack`, `applyEffects`) writes it: its
/// weight only when not 1. The round state writes every card's (`DamageCard`'s writer).
#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "CardOut")]
pub struct PoolCard {
    name: String,
    faceup: bool,
    text: String,
    /// Damage it counts as against the hull while faceup, when not 1.
    #[serde(skip_serializing_if = "is_one")]
    counts_as: u32,
}

impl PoolCard {
    fn of(c: &DamageCard) -> PoolCard {
        PoolCard { name: c.name.clone(), faceup: c.faceup, text: c.text.clone(), counts_as: c.counts_as }
    }
}

fn is_one(v: &u32) -> bool {
    *v == 1
}

impl Pool {
    pub fn full(hull: u32, shields: u32) -> Pool {
        Pool { hull, shields, damage: Vec::new() }
    }
    /// The damage the cards count as against the hull.
    pub fn hull_damage(&self) -> u32 {
        self.damage.iter().map(DamageCard::weight).sum()
    }

    fn broken(&self) -> bool {
        self.hull_damage() >= self.hull
    }
}

/// The hull layout: 1e CR90 and Raider have one card per section.
#[derive(Clone, Debug, PartialEq)]
pub enum Hull {
    One(Pool),
    Sections { fore: Pool, aft: Pool },
}

/// Written among a state's keys as the request gives it: `pool`, or `sections: { fore, aft }`.
impl ToWire for Hull {
    fn to_wire(&self, w: &mut Writer) {
        crate::wire::write_object(w, self);
    }

    fn to_wire_fields(&self, w: &mut Writer) {
        match self {
            Hull::One(p) => {
                w.static_str("pool");
                p.to_wire(w);
            }
            Hull::Sections { fore, aft } => {
                w.static_str("sections");
                w.begin_object();
                for (key, pool) in [("fore", fore), ("aft", aft)] {
                    w.static_str(key);
                    pool.to_wire(w);
                }
                w.end();
            }
        }
    }
}

/// The placeholder a state's reader starts from (never seen: a state read gives its hull).
impl Default for Hull {
    fn default() -> Hull {
        Hull::One(Pool::full(0, 0))
    }
}

/// The keys a request gives a hull by ([`hull_of`]).
#[derive(FromWire)]
pub struct HullKeys {
    sections: Option<SectionPools>,
    pool: Option<Pool>,
}

/// A 1e two-card ship's pools as a request gives them (`sections`).
#[derive(FromWire)]
#[wire(ts = "InputSections")]
pub struct SectionPools {
    fore: Pool,
    aft: Pool,
}

/// The hull a state gives: exactly one of `sections` (1e two-card ships) or `pool`.
fn hull_of(k: HullKeys) -> Result<Hull> {
    match (k.sections, k.pool) {
        (Some(s), None) => Ok(Hull::Sections { fore: s.fore, aft: s.aft }),
        (None, Some(p)) => Ok(Hull::One(p)),
        _ => Err(RulesError::invalid("", "expected exactly one of `sections` (1e CR90, Raider) or `pool`")),
    }
}

/// A defender's damage state, returned after each attack and accepted back.
#[derive(Clone, Debug, PartialEq, FromWire, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "DefenderState", ts_out = "State")]
pub struct DefenderState {
    #[serde(flatten)]
    #[wire(read_as = "HullKeys", check = "hull_of")]
    pub hull: Hull,
    #[wire(read_as = "Stat")]
    pub energy: Option<u32>,
    /// The energy card's energy limit (1e, upgrades included) or the ship's energy
    /// capacity (2e); `None` for a ship without one (standard ships; a request's: the printed
    /// one). Energy added never goes above it: "If at any time a card has a number of energy
    /// tokens that exceeds its energy limit, immediately return the excess" (seed 003 "Energy").
    #[wire(read_as = "Stat")]
    pub energy_limit: Option<u32>,
    #[serde(default)]
    #[wire(null, read_as = "SectionSet")]
    pub crippled: Vec<Section>,
    #[serde(default)]
    #[wire(null, read_as = "SectionSet")]
    pub pending_cripple: Vec<Section>,
    #[serde(default)]
    #[wire(null)]
    pub destroyed: bool,
}

impl DefenderState {
    /// A huge ship at full strength, from its printed cards (docs/conventions.md §7), with
    /// its setup energy: 1e none ([`SETUP_ENERGY_1E`]), 2e the tracker at the card's energy
    /// (seed 001 "Setup"), as the round state's setup (docs/round.md).
    pub fn full_strength(ship: HugeShip, edition: Edition) -> DefenderState {
        let limit = printed_energy_limit(ship, edition);
        let hull = match edition {
            Edition::Second => {
                let c = ships::card_2e(ship);
                let mut d = DefenderState::new(Hull::One(Pool::full(c.hull, c.shields)), Some(c.energy));
                d.energy_limit = Some(limit);
                return d;
            }
            Edition::First => ships::cards_1e(ship),
        };
        let pool = |s: Section| hull.iter().find(|(sec, _)| *sec == Some(s)).map(|(_, c)| Pool::full(c.hull, c.shields));
        let layout = match (pool(Section::Fore), pool(Section::Aft), hull.first()) {
            (Some(fore), Some(aft), _) => Hull::Sections { fore, aft },
            (_, _, Some((_, c))) => Hull::One(Pool::full(c.hull, c.shields)),
            _ => Hull::One(Pool::full(0, 0)),
        };
        let mut d = DefenderState::new(layout, Some(SETUP_ENERGY_1E));
        d.energy_limit = Some(limit);
        d
    }

    pub fn new(hull: Hull, energy: Option<u32>) -> DefenderState {
        DefenderState { hull, energy, energy_limit: None, crippled: Vec::new(), pending_cripple: Vec::new(), destroyed: false }
    }

    /// A huge ship's state as given: its energy limit defaults to the printed one, and
    /// energy above the limit is refused (`energy`), never repaired, as every state is.
    pub fn check_energy_limit(&mut self, ship: HugeShip, edition: Edition) -> Result<()> {
        let limit = *self.energy_limit.get_or_insert(printed_energy_limit(ship, edition));
        match self.energy {
            Some(e) if e > limit => Err(RulesError::invalid(
                "energy",
                format!("{e} energy is above the energy limit of {limit}; the excess is returned at once (seed 003 \"Energy\")"),
            )),
            _ => Ok(()),
        }
    }

    /// [`DefenderState::check_energy_limit`], the limit defaulting to the printed one
    /// changed by the cards the ship carries (a Title's energy limit increase).
    pub fn check_carried_limit(&mut self, ship: HugeShip, edition: Edition, carried: &crate::ships::loadout::Loadout) -> Result<()> {
        let printed = printed_energy_limit(ship, edition);
        self.energy_limit.get_or_insert_with(|| crate::ships::loadout::changed(printed, carried.changes().energy));
        self.check_energy_limit(ship, edition)
    }

    /// Adds `change` energy (negative: spends), never below 0 nor above the energy limit;
    /// returns the energy above the limit, returned to the supply (seed 003 "Energy").
    pub fn add_energy(&mut self, change: i64) -> u32 {
        let Some(e) = self.energy else { return 0 };
        let wanted = (i64::from(e) + change).clamp(0, i64::from(u32::MAX)) as u32;
        let kept = self.energy_limit.map_or(wanted, |limit| wanted.min(limit));
        self.energy = Some(kept);
        wanted - kept
    }

    /// The layout a ship must have in an edition: sections only for 1e two-card ships.
    pub fn wants_sections(ship: Option<ShipType>, edition: Edition) -> bool {
        edition == Edition::First && ship.and_then(ShipType::huge).is_some_and(HugeShip::has_two_cards_1e)
    }

    /// Cripples the sections that waited for the huge ship's attack.
    pub fn after_huge_ship_attacked(&mut self) {
        let pending = std::mem::take(&mut self.pending_cripple);
        for s in pending {
            if !self.crippled.contains(&s) {
                self.crippled.push(s);
            }
        }
        self.check_destroyed();
    }

    fn pool_mut(&mut self, target: Option<Section>) -> &mut Pool {
        match (&mut self.hull, target) {
            (Hull::One(p), _) => p,
            (Hull::Sections { aft, .. }, Some(Section::Aft)) => aft,
            (Hull::Sections { fore, .. }, _) => fore,
        }
    }

    fn check_destroyed(&mut self) {
        if self.crippled.contains(&Section::Fore) && self.crippled.contains(&Section::Aft) {
            self.destroyed = true;
        }
    }
}

/// What a defender takes: damage it suffers (hits then crits, shields first; both
/// editions' attacks, 2e overlap "crit damage", 1e rolled overlap results), or one
/// faceup damage card dealt directly, past the shields (1e huge-ship overlaps: seed
/// 003 "dealt one faceup Damage card").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Harm {
    Damage { hits: u32, crits: u32 },
    FaceupCard,
}

/// What happened to one point of damage, in order, for the page to show (its log: one
/// step of damage dealing, written by `kind`).
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(tag = "kind", rename_all = "camelCase", rename_all_fields = "camelCase")]
#[wire(ts = "DealtStep", ts_flat = "DealtKind")]
pub enum Dealt {
    Shield {
        crit: bool,
    },
    Facedown,
    Faceup {
        card: DeckCard,
        precision_shot: bool,
    },
    ShieldsLost {
        amount: u32,
    },
    EnergyLost {
        amount: u32,
    },
    /// Damage a crippled section or a destroyed ship cannot suffer.
    Lost {
        crit: bool,
    },
    Crippled {
        section: Section,
    },
    PendingCripple {
        section: Section,
    },
    Destroyed,
    /// The card just dealt repaired itself (flipped facedown).
    Repaired,
}

/// Everything damage dealing needs besides the state.
pub struct Dealer<'a> {
    pub edition: Edition,
    pub huge: bool,
    pub target: Option<Section>,
    /// The simultaneous attack rule holds crippling back (1e, equal pilot skill).
    pub defer_cripple: bool,
    pub geometry: &'a AttackGeometry,
    pub deck: &'a mut Vec<DeckCard>,
    pub rng: &'a mut Pcg32,
    pub log: Vec<Dealt>,
    draws_left: u32,
}

impl<'a> Dealer<'a> {
    pub fn new(
        edition: Edition,
        huge: bool,
        target: Option<Section>,
        geometry: &'a AttackGeometry,
        deck: &'a mut Vec<DeckCard>,
        rng: &'a mut Pcg32,
    ) -> Dealer<'a> {
        Dealer { edition, huge, target, defer_cripple: false, geometry, deck, rng, log: Vec::new(), draws_left: MAX_DRAWS_PER_ATTACK }
    }

    /// The defender suffers `hits` then `crits`.
    pub fn suffer(&mut self, state: &mut DefenderState, hits: u32, crits: u32) {
        for _ in 0..hits {
            self.suffer_one(state, false);
        }
        for _ in 0..crits {
            self.suffer_one(state, true);
        }
    }

    /// What the defender takes, by kind: suffered damage (shields first) or a faceup
    /// card dealt directly (1e overlaps). The one entry point for attacks and effects.
    pub fn take(&mut self, state: &mut DefenderState, harm: Harm) {
        match harm {
            Harm::Damage { hits, crits } => self.suffer(state, hits, crits),
            Harm::FaceupCard => {
                if !self.lost(state, true) {
                    self.faceup_card(state);
                }
            }
        }
    }

    /// Damage a destroyed ship or a crippled section cannot suffer ("Crippled sections
    /// ... cannot suffer damage", seed 003) is lost.
    fn lost(&mut self, state: &DefenderState, crit: bool) -> bool {
        let crippled = matches!(state.hull, Hull::Sections { .. }) && self.target.is_some_and(|s| state.crippled.contains(&s));
        if state.destroyed || crippled {
            self.log.push(Dealt::Lost { crit });
        }
        state.destroyed || crippled
    }

    fn suffer_one(&mut self, state: &mut DefenderState, crit: bool) {
        if self.lost(state, crit) {
            return;
        }
        let pool = state.pool_mut(self.target);
        if pool.shields > 0 {
            pool.shields -= 1;
            self.log.push(Dealt::Shield { crit });
            return;
        }
        if !crit {
            pool.damage.push(DamageCard::facedown());
            self.log.push(Dealt::Facedown);
            self.check_status(state);
            return;
        }
        self.faceup_card(state);
    }

    /// Draws a faceup card, lays it by the pool (past any shields), resolves its effects.
    fn faceup_card(&mut self, state: &mut DefenderState) {
        let card = self.draw_card();
        let pool = state.pool_mut(self.target);
        let counts_as = card.effect.counts_as.max(1);
        let index = pool.damage.len();
        pool.damage.push(DamageCard { name: card.name.clone(), faceup: true, text: card.text.clone(), counts_as });
        let ps = self.precision_shot(&card);
        self.log.push(Dealt::Faceup { card: card.clone(), precision_shot: ps.is_some() });
        self.check_status(state);
        // Seed 001: the precision shot effect first (when it applies), then the primary.
        if let Some(effect) = ps {
            self.apply(state, effect);
        }
        self.apply(state, card.effect);
        // "Then repair this card": flipped facedown, where it still lies (cards are only
        // ever added while dealing, so its index holds).
        if card.effect.repair {
            if let Some(c) = state.pool_mut(self.target).damage.get_mut(index) {
                c.faceup = false;
                self.log.push(Dealt::Repaired);
            }
        }
    }

    fn draw_card(&mut self) -> DeckCard {
        if self.draws_left == 0 {
            return deck::unnamed_faceup();
        }
        self.draws_left -= 1;
        let section = if self.edition == Edition::First { self.target } else { None };
        deck::draw(self.deck, section, self.rng).unwrap_or_else(deck::unnamed_faceup)
    }

    /// The precision shot effect, if the card has one and it applies: 2e, a huge
    /// defender, and the attacker inside the named arc.
    fn precision_shot(&self, card: &DeckCard) -> Option<Effect> {
        let p = card.precision_shot.as_ref()?;
        let applies = self.edition == Edition::Second && self.huge && self.geometry.attacker_in(p.arc);
        applies.then_some(p.effect)
    }

    fn apply(&mut self, state: &mut DefenderState, e: Effect) {
        if e.shields > 0 {
            let pool = state.pool_mut(self.target);
            let lost = e.shields.min(pool.shields);
            pool.shields -= lost;
            self.log.push(Dealt::ShieldsLost { amount: lost });
        }
        if e.energy > 0 {
            let lost = e.energy.min(state.energy.unwrap_or(0));
            state.energy = state.energy.map(|v| v - lost);
            self.log.push(Dealt::EnergyLost { amount: lost });
        }
        self.suffer(state, e.damage, e.crit);
    }

    fn check_status(&mut self, state: &mut DefenderState) {
        let Some(section) = self.target.filter(|_| matches!(state.hull, Hull::Sections { .. })) else {
            if !state.destroyed && state.pool_mut(None).broken() {
                state.destroyed = true;
                self.log.push(Dealt::Destroyed);
            }
            return;
        };
        if !state.pool_mut(Some(section)).broken() || state.crippled.contains(&section) || state.pending_cripple.contains(&section) {
            return;
        }
        if self.defer_cripple {
            state.pending_cripple.push(section);
            self.log.push(Dealt::PendingCripple { section });
            return;
        }
        state.crippled.push(section);
        self.log.push(Dealt::Crippled { section });
        state.check_destroyed();
        if state.destroyed {
            self.log.push(Dealt::Destroyed);
        }
    }
}

/// Whether the arcs list makes the attacker eligible for a 2e reinforce token on
/// `arc`: inside that full arc and not inside both (docs/conventions.md §6).
pub fn in_reinforced_arc(geometry: &AttackGeometry, arc: DefenderArc) -> bool {
    geometry.attacker_in(arc) && !(geometry.attacker_in(DefenderArc::FullFront) && geometry.attacker_in(DefenderArc::FullRear))
}

/// The declaration of the keys [`Hull`]'s writer writes (each when its layout is the one).
#[cfg(test)]
mod ts {
    use super::{Hull, Pool};
    use crate::wire::ts::{TsField, TsOut};

    #[derive(crate::wire::ToWire)]
    #[allow(dead_code)]
    struct HullKeys {
        #[serde(skip_serializing_if = "Option::is_none")]
        sections: Option<SectionsOut>,
        #[serde(skip_serializing_if = "Option::is_none")]
        pool: Option<Pool>,
    }

    #[derive(crate::wire::ToWire)]
    #[wire(ts = "SectionsOut")]
    #[allow(dead_code)]
    struct SectionsOut {
        fore: Pool,
        aft: Pool,
    }

    impl TsOut for Hull {
        fn ts_out() -> String {
            HullKeys::ts_out()
        }

        fn ts_out_fields() -> Option<Vec<TsField>> {
            HullKeys::ts_out_fields()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cr90_1e() -> DefenderState {
        DefenderState::full_strength(HugeShip::Cr90, Edition::First)
    }

    fn deal(state: &mut DefenderState, edition: Edition, target: Option<Section>, defer: bool, hits: u32, crits: u32) -> Vec<Dealt> {
        let geometry = AttackGeometry::default();
        let mut deck = deck::default_deck_1e();
        let mut rng = Pcg32::new(3);
        let mut d = Dealer::new(edition, true, target, &geometry, &mut deck, &mut rng);
        d.defer_cripple = defer;
        d.suffer(state, hits, crits);
        d.log
    }

    #[test]
    fn shields_then_hull_and_hits_before_crits() {
        // CR90 fore: hull 8, shields 5 (docs/conventions.md §7). 4 hits + 3 crits: 5 shields go to
        // the 4 hits and the first crit; the last 2 crits are faceup cards.
        let mut s = cr90_1e();
        let log = deal(&mut s, Edition::First, Some(Section::Fore), false, 4, 3);
        assert_eq!(log.iter().filter(|d| matches!(d, Dealt::Shield { .. })).count(), 5);
        let Hull::Sections { fore, aft } = &s.hull else { panic!("sections") };
        assert_eq!((fore.shields, fore.damage.len(), aft.shields), (0, 2, 3));
        // Drawn from the fore deck (xwing-data): every card lies faceup, as none repairs itself.
        let fore_names = ["Secondary Drive Failure", "Broadcast Malfunction", "Direct Hit", "Hull Breach", "Damaged Stabilizers"];
        assert!(fore.damage.iter().all(|c| c.faceup && fore_names.contains(&c.name.as_str())));
    }

    #[test]
    fn a_section_cripples_at_its_hull_and_then_takes_nothing() {
        let mut s = cr90_1e();
        // 5 shields + 8 cards cripple the fore; the 14th and 15th hit are lost.
        let log = deal(&mut s, Edition::First, Some(Section::Fore), false, 15, 0);
        assert_eq!(s.crippled, vec![Section::Fore]);
        assert!(!s.destroyed);
        assert_eq!(log.iter().filter(|d| matches!(d, Dealt::Lost { .. })).count(), 2);
        let log = deal(&mut s, Edition::First, Some(Section::Aft), false, 11, 0);
        assert!(s.destroyed);
        assert!(log.contains(&Dealt::Destroyed));
    }

    #[test]
    fn simultaneous_attack_rule_waits_for_the_huge_ship() {
        let mut s = cr90_1e();
        deal(&mut s, Edition::First, Some(Section::Aft), true, 12, 0);
        assert_eq!((s.crippled.len(), s.pending_cripple.clone()), (0, vec![Section::Aft]));
        s.after_huge_ship_attacked();
        assert_eq!((s.crippled.clone(), s.pending_cripple.len()), (vec![Section::Aft], 0));
    }

    #[test]
    fn printed_card_effects_count_double_and_repair() {
        // 1e "Direct Hit" counts as 2 damage against the hull: a fore section (hull 8)
        // with 6 facedown cards is crippled by it.
        let direct = deck::default_deck_1e().into_iter().find(|c| c.name == "Direct Hit").unwrap();
        let mut s = cr90_1e();
        if let Hull::Sections { fore, .. } = &mut s.hull {
            fore.shields = 0;
            fore.damage = vec![DamageCard::facedown(); 6];
        }
        let geometry = AttackGeometry::default();
        let (mut d1, mut rng) = (vec![direct], Pcg32::new(1));
        let mut dealer = Dealer::new(Edition::First, true, Some(Section::Fore), &geometry, &mut d1, &mut rng);
        dealer.take(&mut s, Harm::FaceupCard);
        assert_eq!(s.crippled, vec![Section::Fore]);
        // 2e "Direct Hit!": suffer 1 hit damage, then repair this card: 2 facedown cards.
        let hit = deck::core_deck_2e().into_iter().find(|c| c.name == "Direct Hit!").unwrap();
        let mut small = DefenderState::new(Hull::One(Pool::full(4, 0)), None);
        let (mut d2, mut rng) = (vec![hit], Pcg32::new(1));
        let mut dealer = Dealer::new(Edition::Second, false, None, &geometry, &mut d2, &mut rng);
        dealer.take(&mut small, Harm::Damage { hits: 0, crits: 1 });
        let Hull::One(p) = &small.hull else { panic!("one pool") };
        assert_eq!((p.damage.len(), p.damage.iter().filter(|c| c.faceup).count()), (2, 0));
        assert!(dealer.log.contains(&Dealt::Repaired));
    }

    #[test]
    fn single_card_ships_count_every_card_on_one_hull() {
        // 1e GR-75: hull 8, shields 4: 12 damage destroys it.
        let mut s = DefenderState::full_strength(HugeShip::Gr75, Edition::First);
        assert!(matches!(s.hull, Hull::One(_)));
        deal(&mut s, Edition::First, Some(Section::Aft), false, 6, 5);
        assert!(!s.destroyed);
        deal(&mut s, Edition::First, Some(Section::Fore), false, 1, 0);
        assert!(s.destroyed);
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn pool(hull: u32, shields: u32, cards: usize) -> Pool {
        Pool { hull, shields, damage: vec![DamageCard::facedown(); cards] }
    }

    proptest! {
        /// Every point of damage goes somewhere: a shield, a card, or lost; cards
        /// never exceed the hull of a section that cripples; shields never go up.
        #[test]
        fn damage_is_conserved(
            sections in any::<bool>(), fore_aft in any::<bool>(), defer in any::<bool>(),
            hull in 1u32..12, shields in 0u32..6, cards in 0usize..12, hits in 0u32..20, crits in 0u32..20, seed in 0u64..1000,
        ) {
            let cards = cards.min(hull as usize - 1);
            let p = pool(hull, shields, cards);
            let layout = if sections { Hull::Sections { fore: p.clone(), aft: p.clone() } } else { Hull::One(p) };
            let mut state = DefenderState::new(layout, None);
            let section = if fore_aft { Section::Fore } else { Section::Aft };
            let target = Some(section);
            let geometry = AttackGeometry::default();
            // A deck without effects, so that only the dice deal damage.
            let mut deck = vec![DeckCard { name: "x".into(), count: 40, section: None, text: String::new(), effect: Effect::default(), precision_shot: None }];
            let mut rng = Pcg32::new(seed);
            let mut d = Dealer::new(Edition::First, true, target, &geometry, &mut deck, &mut rng);
            d.defer_cripple = defer;
            d.suffer(&mut state, hits, crits);
            let placed = d.log.iter().filter(|x| matches!(x, Dealt::Shield { .. } | Dealt::Facedown | Dealt::Faceup { .. } | Dealt::Lost { .. })).count();
            prop_assert_eq!(placed as u32, hits + crits);
            let p = state.pool_mut(target).clone();
            let shields_used = d.log.iter().filter(|x| matches!(x, Dealt::Shield { .. })).count() as u32;
            prop_assert_eq!(p.shields, shields - shields_used);
            prop_assert_eq!(p.damage.len(), cards + d.log.iter().filter(|x| matches!(x, Dealt::Facedown | Dealt::Faceup { .. })).count());
            if !defer {
                prop_assert!(p.damage.len() as u32 <= hull);
            }
            let broken = p.damage.len() as u32 >= hull;
            if sections {
                let s = section;
                prop_assert_eq!(broken, state.crippled.contains(&s) || state.pending_cripple.contains(&s));
                prop_assert_eq!(defer && broken, state.pending_cripple.contains(&s));
            } else {
                prop_assert_eq!(broken, state.destroyed);
            }
        }
    }
}
