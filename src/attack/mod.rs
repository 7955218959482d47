//! Attacks against (and by) huge ships: docs/conventions.md §6, with the rule texts of seeds 003/000
//! (1e: Huge Ship Agility, Targeting, Reinforce, Damage, Crippled Sections,
//! Simultaneous Attack Rule) and 001 (2e: Bonus Attacks, Defending at Range 4-5,
//! Precision Shot, Reinforce).
//!
//! Order of play inside [`resolve::resolve`], which is also the order in which the
//! seeded generator is consumed, so that a seed reproduces an attack exactly:
//! 1. attack dice, one by one in order;
//! 2. lock rerolls, in ascending die index;
//! 3. defense dice, one by one in order;
//! 4. damage-deck draws, in the order the faceup cards are dealt.

pub mod apply;
pub mod bonus;
pub mod card_weapon;
pub mod compare;
pub mod damage;
pub mod deck;
pub mod dice_pool;
pub mod distribution;
pub mod firing_arc;
pub mod measured;
pub mod modifiers;
pub mod posed;
pub mod resolve;
pub mod results;
pub mod weapon;

use crate::bases::Section;
use crate::edition::Edition;
use crate::ships::ShipType;
use crate::wire::{FromWire, ToWire};

pub use damage::{DamageCard, DefenderState, Pool};
pub use deck::{DeckCard, Effect, PrecisionShot};
pub use distribution::Distribution;
pub use resolve::{resolve, AttackOutcome};
pub use weapon::{ArmedWeapon, WeaponChoice, WeaponRange};

/// Most dice either side may roll (after every bonus): 20 keeps the exact
/// enumeration small (C(23,3) = 1771 attack states) and is far above any real attack.
pub const MAX_DICE: u32 = 20;

/// An arc of the defending 2e huge ship that may contain the attacker (seed 001
/// "Precision Shot": side arc, full front arc, full rear arc, or bullseye arc).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, FromWire, crate::wire::ToWire)]
/// Read by serde under the camelCase names of `as_str` (the engine stays JS-free).
#[serde(rename_all = "camelCase")]
#[wire(ts = "DefenderArcName")]
pub enum DefenderArc {
    Side,
    FullFront,
    FullRear,
    Bullseye,
}

impl DefenderArc {
    /// The precision-shot / reinforce arc a measured arc stands for: a 2e huge
    /// ship's `left` and `right` arcs are its side arcs (seed 001 "Precision Shot");
    /// `front`, `rear` and the 1e section arcs name none.
    pub fn of_arc(a: crate::range::Arc) -> Option<DefenderArc> {
        use crate::range::Arc;
        match a {
            Arc::Left | Arc::Right => Some(DefenderArc::Side),
            Arc::FullFront => Some(DefenderArc::FullFront),
            Arc::FullRear => Some(DefenderArc::FullRear),
            Arc::Bullseye => Some(DefenderArc::Bullseye),
            Arc::Front | Arc::Rear | Arc::ForeLeft | Arc::ForeRight | Arc::AftLeft | Arc::AftRight => None,
        }
    }

    /// Each arc once, in first-seen order.
    pub fn distinct(arcs: impl Iterator<Item = DefenderArc>) -> Vec<DefenderArc> {
        let mut out = Vec::new();
        for a in arcs {
            if !out.contains(&a) {
                out.push(a);
            }
        }
        out
    }

    pub fn parse(s: &str) -> Option<DefenderArc> {
        match s {
            "side" => Some(DefenderArc::Side),
            "fullFront" => Some(DefenderArc::FullFront),
            "fullRear" => Some(DefenderArc::FullRear),
            "bullseye" => Some(DefenderArc::Bullseye),
            _ => None,
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            DefenderArc::Side => "side",
            DefenderArc::FullFront => "fullFront",
            DefenderArc::FullRear => "fullRear",
            DefenderArc::Bullseye => "bullseye",
        }
    }
}

/// The geometric facts an attack depends on. A caller may give them directly;
/// when attacker and defender poses are known, `measureRange` fills them.
#[derive(Clone, Debug, Default, PartialEq, crate::wire::ToWire)]
#[serde(rename_all = "camelCase")]
pub struct AttackGeometry {
    /// Range band of the attack (2e 0–5, 1e 1–5); `None`: no range modifiers.
    pub range: Option<u8>,
    /// The attack line crosses an obstacle or another (section of a) huge ship.
    pub obstructed: bool,
    /// Arcs of the defending huge ship that contain the attacker (2e precision
    /// shot and reinforce); `None` when unknown (written as `defenderArcs`, none when unknown).
    #[serde(skip_serializing)]
    #[wire(then(defender_arcs = "|g| g.defender_arcs_containing_attacker.clone().unwrap_or_default()"))]
    pub defender_arcs_containing_attacker: Option<Vec<DefenderArc>>,
}

impl AttackGeometry {
    pub fn attacker_in(&self, arc: DefenderArc) -> bool {
        self.defender_arcs_containing_attacker.as_ref().is_some_and(|arcs| arcs.contains(&arc))
    }
}

/// The weapon the attack is made with ([`weapon`]): its printed value and range,
/// and the kind of attack (2e bonus attacks).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Weapon {
    pub choice: WeaponChoice,
    /// Attack dice given by the caller: the value after card effects that change it, or
    /// the value of a ship the engine holds no card for. `None`: the printed value.
    pub dice: Option<u32>,
    /// Standard attack, or a bonus attack by its header.
    pub kind: bonus::AttackKind,
    /// The upgrade card whose printed weapon fires (`weapon: { upgrade }`), by name: a 1e
    /// huge ship attacks once with each of its secondary weapons per round.
    pub card: Option<String>,
}

impl Weapon {
    /// A primary weapon attack rolling `dice` (tests and benches).
    pub fn primary_dice(dice: u32) -> Weapon {
        Weapon { dice: Some(dice), ..Default::default() }
    }
}

/// A token count as a request gives it: a whole number up to [`damage::MAX_STAT`], or
/// `true`/`false` for one or none; read into a `u32` token field (`#[wire(read_as)]`).
pub type TokenCount = crate::wire::numbers::WholeOrBool<{ damage::MAX_STAT }>;

/// A pilot skill or an energy count as a request gives it: a whole number up to
/// [`damage::MAX_STAT`], checked while read.
pub type Stat = crate::wire::numbers::Whole<{ damage::MAX_STAT }>;

/// The attacker's tokens, read and written nested (absent or `null` counts are none).
#[derive(Clone, Debug, Default, PartialEq, FromWire, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "AttackerTokens", ts_out = "AttackerTokensOut")]
pub struct AttackerTokens {
    #[serde(default)]
    #[wire(null, read_as = "TokenCount")]
    pub focus: u32,
    #[serde(default)]
    #[wire(null, read_as = "TokenCount")]
    pub lock: u32,
    /// 1e: the section of a huge defender the lock was acquired on ("fore" | "aft"); "its
    /// effect only applies to that section" (seed 003 "Target Lock Tokens"). `None`: unspecified.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lock_section: Option<Section>,
}

/// The attacker's tokens and the abilities it chooses to use, read from `resolveAttack`'s
/// `attacker` and written after the attack in its answer (around the keys only the request
/// has: `calls::attack::input::AttackerDto`). Its ship is resolved from the request's name.
#[derive(Clone, Debug, Default, PartialEq, FromWire, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Attacker {
    #[serde(skip)]
    pub ship: Option<ShipType>,
    // Read by the request's side, which must know whether they were given.
    #[serde(skip_deserializing)]
    pub tokens: AttackerTokens,
    #[wire(read_as = "Stat")]
    pub pilot_skill: Option<u32>,
    #[wire(read_as = "Stat")]
    pub energy: Option<u32>,
    /// 1e CR90 (fore) card: spend 1 energy to roll 1 additional attack die.
    #[serde(default)]
    #[wire(null)]
    pub use_cr90_ability: bool,
    /// 1e: the game effect that lets this huge ship spend focus tokens (seed 000
    /// "Focus, Evade, and Stress Tokens": "huge ships can spend these tokens if a game
    /// effect allows them to do so", e.g. "Esege Tuketu"); `None` (or blank): none.
    #[serde(skip_serializing)]
    pub focus_allowed_by: Option<String>,
    /// The attacks it has already performed this round (2e bonus attacks).
    #[serde(default)]
    #[wire(null, read_as = "bonus::AttacksThisRound", check = "bonus::at_most_recorded")]
    pub attacks_this_round: bonus::AttacksThisRound,
}

impl Attacker {
    /// The attacker after attacking: the focus and lock it spent gone (a spent lock leaves
    /// no section behind), the energy its 1e CR90 die cost spent, this attack recorded.
    pub fn after(&self, o: &AttackOutcome) -> Attacker {
        let t = &self.tokens;
        let lock = t.lock - u32::from(o.lock_spent);
        Attacker {
            tokens: AttackerTokens {
                focus: t.focus - u32::from(o.attack_focus_spent),
                lock,
                lock_section: t.lock_section.filter(|_| lock > 0),
            },
            energy: self.energy.map(|e| e - u32::from(o.dice.cr90_ability)),
            attacks_this_round: o.attacks_this_round.clone(),
            ..self.clone()
        }
    }
}

/// Where a reinforce token lies: a 1e section or a 2e full arc.
#[derive(Clone, Copy, Debug, PartialEq, Eq, FromWire, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "ReinforceName")]
pub enum Reinforce {
    Fore,
    Aft,
    FullFront,
    FullRear,
}

impl Reinforce {
    /// The section a 1e token lies next to; `None` for a 2e full arc.
    pub fn section(self) -> Option<Section> {
        match self {
            Reinforce::Fore => Some(Section::Fore),
            Reinforce::Aft => Some(Section::Aft),
            Reinforce::FullFront | Reinforce::FullRear => None,
        }
    }

    /// The full arc a 2e token lies on; `None` for a 1e section.
    pub fn full_arc(self) -> Option<DefenderArc> {
        match self {
            Reinforce::FullFront => Some(DefenderArc::FullFront),
            Reinforce::FullRear => Some(DefenderArc::FullRear),
            Reinforce::Fore | Reinforce::Aft => None,
        }
    }
}

/// The defender's tokens, read and written nested (absent or `null` counts are none).
#[derive(Clone, Debug, Default, PartialEq, FromWire, ToWire)]
#[wire(ts = "DefenderTokens", ts_out = "DefenderTokensOut")]
pub struct DefenderTokens {
    #[serde(default)]
    #[wire(null, read_as = "TokenCount")]
    pub focus: u32,
    #[serde(default)]
    #[wire(null, read_as = "TokenCount")]
    pub evade: u32,
    pub reinforce: Option<Reinforce>,
}

/// The defender: its ship, dice, tokens and damage state, read from `resolveAttack`'s
/// `defender` and written after the attack in its answer (around the keys only the request
/// has: `calls::attack::input::DefenderDto`, which reads its tokens: it must know whether
/// they were given). Its ship and dice come from the request's name, agility and `defenseDice`.
#[derive(Clone, Debug, Default, PartialEq, FromWire, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Defender {
    #[serde(skip)]
    pub ship: Option<ShipType>,
    /// Base defense dice (agility plus card effects); 0 for huge ships' agility.
    #[serde(skip)]
    pub dice: u32,
    /// The targeted section (1e huge ships). Answered as the request gave it: one the poses
    /// determined is in `geometry.section` and is not carried to the next attack, whose
    /// poses may allow another.
    pub section: Option<Section>,
    #[serde(skip_deserializing)]
    pub tokens: DefenderTokens,
    /// The damage state; none: damage is counted but not tracked.
    pub state: Option<DefenderState>,
    #[wire(read_as = "Stat")]
    pub pilot_skill: Option<u32>,
    /// Whether the (huge) defender has already attacked this round (simultaneous
    /// attack rule, 1e).
    #[serde(default)]
    #[wire(null)]
    pub has_attacked: bool,
    /// 1e: the defender carries the title Bright Hope (a GR-75's), so a reinforce token
    /// next to its fore section adds 2 evade results (seed 000).
    #[serde(skip)]
    pub bright_hope: bool,
}

impl Defender {
    /// The defender after the attack: the focus and evade tokens it spent gone, the
    /// outcome's damage state. Reinforce tokens are not spent by defending (seed 003; 2e
    /// likewise keeps them until the End Phase).
    pub fn after(&self, o: &AttackOutcome) -> Defender {
        let t = &self.tokens;
        let tokens = DefenderTokens {
            focus: t.focus - u32::from(o.defense.focus_spent),
            evade: t.evade - u32::from(o.defense.evade_spent),
            reinforce: t.reinforce,
        };
        Defender { tokens, state: o.state.clone(), ..self.clone() }
    }
}

/// One attack to resolve.
#[derive(Clone, Debug, PartialEq)]
pub struct Attack {
    pub edition: Edition,
    pub weapon: Weapon,
    pub geometry: AttackGeometry,
    pub attacker: Attacker,
    pub defender: Defender,
    /// Cards faceup damage is drawn from (see [`deck`]); `None`: the default deck.
    pub deck: Option<Vec<DeckCard>>,
}

/// A 1e huge ship placed as an obstacle "cannot be attacked, damaged, or destroyed"
/// (seed 003 "Using Huge Ships as Obstacles"): an attack on it is refused.
/// The defender's base dice: those given (`defenseDice`), else its agility as given,
/// else the agility its card prints (`printed`). Huge ships have agility 0 (seed 003
/// "Huge Ship Agility") but may roll dice from card effects, which are given as dice;
/// dice and agility both given must agree. Errors name `defender.agility` and `defenseDice`.
pub fn defense_dice(ship: Option<ShipType>, agility: Option<u32>, dice: Option<u32>, printed: Option<u32>) -> crate::error::Result<u32> {
    use crate::error::RulesError;
    if ship.is_some_and(|s| s.is_huge()) && agility.is_some_and(|a| a > 0) {
        return Err(RulesError::invalid("defender.agility", "huge ships have agility 0; give dice from card effects in defenseDice"));
    }
    if let (Some(b), Some(a)) = (dice, agility) {
        if a != b {
            return Err(RulesError::invalid("defenseDice", format!("is {b} but defender.agility is {a}: give one of them")));
        }
    }
    Ok(dice.or(agility).or(printed).unwrap_or(0))
}

/// The 1e title whose fore reinforce adds 2 evades (seed 000: `attack::resolve`).
const BRIGHT_HOPE_1E: &str = "brighthope";

/// Whether a defender carrying `carried` has 1e Bright Hope's reinforce bonus.
pub fn bright_hope(edition: Edition, carried: &crate::ships::loadout::Loadout) -> bool {
    edition == Edition::First && carried.find(BRIGHT_HOPE_1E).is_some()
}

pub fn refuse_obstacle_defender() -> crate::error::Result<()> {
    Err(crate::error::RulesError::not_allowed(
        "defender",
        "a huge ship placed as an obstacle cannot be attacked (seed 003 \"Using Huge Ships as Obstacles\")",
    ))
}

#[cfg(test)]
mod defender_arc_tests {
    use super::DefenderArc;
    use crate::range::Arc;

    #[test]
    fn side_arcs_are_left_and_right_and_each_arc_counts_once() {
        let arcs = [Arc::Left, Arc::Front, Arc::Right, Arc::Bullseye, Arc::ForeLeft, Arc::FullRear];
        let got = DefenderArc::distinct(arcs.iter().filter_map(|&a| DefenderArc::of_arc(a)));
        assert_eq!(got, vec![DefenderArc::Side, DefenderArc::Bullseye, DefenderArc::FullRear]);
    }
}

#[cfg(test)]
mod defense_dice_tests {
    use super::defense_dice;
    use crate::ships::{HugeShip, ShipType};

    #[test]
    fn dice_then_agility_then_the_printed_agility_and_huge_ships_roll_none_of_their_own() {
        // Given dice win over the printed value; agility alone stands in for them; nothing given: the card's.
        assert_eq!(defense_dice(Some(ShipType::Small), None, Some(3), Some(2)).unwrap(), 3);
        assert_eq!(defense_dice(Some(ShipType::Small), Some(1), None, Some(2)).unwrap(), 1);
        assert_eq!(defense_dice(Some(ShipType::Small), None, None, Some(2)).unwrap(), 2);
        assert_eq!(defense_dice(None, None, None, None).unwrap(), 0);
        // Dice and agility both given must agree.
        assert_eq!(defense_dice(None, Some(2), Some(2), None).unwrap(), 2);
        assert_eq!(defense_dice(None, Some(2), Some(3), None).unwrap_err().field, "defenseDice");
        // A huge ship's agility is 0 (seed 003 "Huge Ship Agility"); its card-effect dice are given as dice.
        let huge = Some(ShipType::Huge(HugeShip::Cr90));
        assert_eq!(defense_dice(huge, Some(1), None, None).unwrap_err().field, "defender.agility");
        assert_eq!(defense_dice(huge, Some(0), Some(0), None).unwrap(), 0);
        assert_eq!(defense_dice(huge, None, Some(2), Some(0)).unwrap(), 2);
    }
}
