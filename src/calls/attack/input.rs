//! `resolveAttack`'s request (docs/api.md): its sides are the engine's [`Attacker`] and
//! [`Defender`], read (and answered) between the keys only a request has, and a defender's
//! damage state is the engine's [`DefenderState`]. Every number is range-checked while read
//! (`Whole`, [`crate::attack::TokenCount`], sections), so the reader names its field;
//! `resolve_attack` checks only what spans fields or lists.

use crate::attack::deck::MAX_DECK_ENTRIES;
use crate::attack::weapon::{Band, WeaponChoice};
use crate::attack::{Attacker, AttackerTokens, DeckCard, Defender, DefenderArc, DefenderTokens, MAX_DICE};
use crate::calls::shared::input::ShipDto;
use crate::calls::shared::numbers::{AttackSeed, Whole};
use crate::calls::shared::upgrades::UpgradesDto;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::geometry::Pose;
use crate::objects::Obstacle;
use crate::range::{Arc, Ruler, Source};
use crate::round::state::{GivenState, ShipState};
use crate::ships::{resolve, ShipCard, ShipType};
use crate::wire::numbers::{List, ARC_NAMES};
use crate::wire::{FromWire, ToWire};

/// The ship a side names (`{side}.ship`, with its `{side}.pilot`), and its card.
pub fn ship(n: &Named, ed: Edition, side: &str) -> Result<Option<(ShipType, Option<ShipCard>)>> {
    match n.ship.as_deref() {
        Some(s) => resolve(s, n.pilot.as_deref(), ed, &format!("{side}.ship"), &format!("{side}.pilot")).map(Some),
        None if n.pilot.is_some() => Err(RulesError::invalid(format!("{side}.pilot"), "names a pilot of `ship`, which is missing")),
        None => Ok(None),
    }
}

/// A `defenderArcs` entry: `side` or any arc name `measureRange` reports in
/// `defenderArcs`, so that list can be passed as is (which of them name a
/// precision-shot or reinforce arc is the engine's [`DefenderArc::of_arc`]).
#[derive(FromWire, Clone, Copy, Debug)]
#[serde(rename_all = "camelCase")]
pub enum AttackerInDto {
    Side,
    Front,
    Rear,
    Left,
    Right,
    FullFront,
    FullRear,
    Bullseye,
    ForeLeft,
    ForeRight,
    AftLeft,
    AftRight,
}

/// Most names `defenderArcs` may list: every arc name and `side` with room to repeat some.
pub const MAX_ARC_NAMES: usize = 16;

/// The defender's arcs holding the attacker, each once (`defenderArcs`): `side`, else the
/// measured arc of the same name (the variants after `Side` are [`Arc::ALL`] in order: a test
/// checks the names).
pub fn arcs(list: &Option<List<AttackerInDto, MAX_ARC_NAMES, ARC_NAMES>>) -> Option<Vec<DefenderArc>> {
    let arc = |a: &AttackerInDto| {
        (*a as usize).checked_sub(1).map_or(Some(DefenderArc::Side), |i| Arc::ALL.get(i).copied().and_then(DefenderArc::of_arc))
    };
    list.as_ref().map(|l| DefenderArc::distinct(l.0.iter().filter_map(arc)))
}

/// A caller's deck (`deck`, `ships[1].deck`): at most [`MAX_DECK_ENTRIES`] entries, counted while read.
pub type Deck = List<DeckCard, MAX_DECK_ENTRIES>;

/// The deck's entries holding copies.
pub fn deck(list: &Option<Deck>) -> Option<Vec<DeckCard>> {
    list.as_ref().map(|l| l.0.iter().filter(|c| c.count > 0).cloned().collect())
}

/// The keys naming a side's ship, before the engine's own (both sides).
#[derive(FromWire, ToWire, Default)]
pub struct Named {
    pub id: Option<String>,
    /// The ship's name (echoed in the answer).
    #[wire(ts = "ShipName")]
    pub ship: Option<String>,
    /// The pilot of a ship named by its ship id (docs/api.md "Ship names").
    #[serde(skip_serializing)]
    #[wire(ts = "PilotName")]
    pub pilot: Option<String>,
}

/// The keys after the engine's own (both sides): the pose, the round state and the cards
/// carried.
#[derive(FromWire, ToWire, Default)]
#[serde(rename_all = "camelCase")]
pub struct Placed {
    /// The pose (echoed in the answer, so that it round-trips).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pose: Option<Pose>,
    /// A huge ship's round state (docs/round.md), instead of its tokens and the attacker's
    /// `energy` or the defender's `state`.
    #[serde(skip_serializing)]
    pub round_state: Option<GivenState>,
    /// The round state after the attack, when the request gave `roundState`.
    #[serde(skip_deserializing, rename = "roundState", skip_serializing_if = "Option::is_none")]
    pub round_after: Option<ShipState>,
    /// The upgrade cards it carries: a weapon card the attacker fires must be one, not
    /// offline; the defender's give its energy limit (and 1e Bright Hope's reinforce).
    #[serde(skip_serializing)]
    #[wire(ts = "Upgrades")]
    pub upgrades: Option<UpgradesDto>,
}

/// `resolveAttack`'s `attacker`: the engine's [`Attacker`] between the keys only the request
/// has; answered as given with the attacker after the attack and its round state.
#[derive(FromWire, ToWire, Default)]
#[wire(ts = "AttackerInput", ts_out = "Attacker")]
pub struct AttackerDto {
    #[serde(flatten)]
    pub named: Named,
    // Read here, given or not: a round state replaces them.
    #[serde(skip_serializing)]
    pub tokens: Option<AttackerTokens>,
    #[serde(flatten)]
    pub side: Attacker,
    #[serde(flatten)]
    pub placed: Placed,
}

/// `resolveAttack`'s `defender`: the engine's [`Defender`] between the keys only the request
/// has; answered as given with the defender after the attack and its round state.
#[derive(FromWire, ToWire, Default)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "DefenderInput", ts_out = "Defender")]
pub struct DefenderDto {
    #[serde(flatten)]
    pub named: Named,
    /// Echoed only as given, so the state passes back in with any `defenseDice`.
    #[wire(read_as = "Whole<MAX_DICE>")]
    pub agility: Option<u32>,
    // Read here, given or not: a round state replaces them.
    #[serde(skip_serializing)]
    pub tokens: Option<DefenderTokens>,
    /// A 1e huge ship placed as an obstacle: refused, it cannot be attacked.
    #[serde(default, rename = "asObstacle", skip_serializing)]
    pub as_obstacle: bool,
    #[serde(flatten)]
    pub side: Defender,
    #[serde(flatten)]
    pub placed: Placed,
}

// `resolveAttack`'s request, the one-shot call's and `Workspace.resolveAttack`'s
// (`super::kept::on`).
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    pub edition: Option<Edition>,
    /// The attack value; default: the weapon's printed value.
    pub attack_dice: Option<Whole<MAX_DICE>>,
    /// The weapon the attack is made with; default: the primary weapon.
    pub weapon: Option<WeaponChoice>,
    pub defense_dice: Option<Whole<MAX_DICE>>,
    pub range: Option<Band>,
    pub obstructed: Option<bool>,
    /// Arcs of the defending (2e huge) ship that contain the attacker: measureRange's
    /// `defenderArcs` (one name for the concept, issue 21; was `attackerIn`).
    pub defender_arcs: Option<List<AttackerInDto, MAX_ARC_NAMES, ARC_NAMES>>,
    /// Replaced by `weapon` (refused when given, so an old request is not misread; not
    /// declared).
    #[wire(ts = "-")]
    pub primary: Option<bool>,
    #[wire(ts = "-")]
    pub ordnance: Option<bool>,
    #[serde(default)]
    #[wire(null)]
    pub attacker: AttackerDto,
    #[serde(default)]
    #[wire(null)]
    pub defender: DefenderDto,
    pub seed: Option<AttackSeed>,
    pub distribution: Option<bool>,
    pub deck: Option<Deck>,
    /// "standard" (default) or "bonus" (2e).
    pub attack_kind: Option<AttackKindDto>,
    /// The bonus attack's header: an upgrade's name, or "primary".
    pub weapon_name: Option<String>,
    /// With poses: the attacker's arc the attack uses (measureRange's `arc`).
    pub arc: Option<Arc>,
    /// With poses: where a 1e huge attacker measures from (measureRange's `from`).
    pub from: Option<Source>,
    /// With poses: "standard" or "huge" (default: the weapon's, huge when it reaches beyond range 3).
    pub ruler: Option<Ruler>,
    /// With poses: other ships and obstacles, for obstruction.
    pub ships: Option<Vec<ShipDto>>,
    pub obstacles: Option<Vec<Obstacle>>,
}

/// `attackKind`: a standard attack (the default) or a 2e bonus attack.
#[derive(FromWire, Clone, Copy)]
#[serde(rename_all = "camelCase")]
pub enum AttackKindDto {
    Standard,
    Bonus,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `AttackerInDto`'s variants after `Side` name the arcs of `Arc::ALL`, in order.
    #[test]
    fn defender_arcs_read_every_arc_name_and_side() {
        let read = |name: &str| crate::calls::shared::input::parse_text::<AttackerInDto>(&format!("{name:?}")).unwrap();
        let one = |name: &str| arcs(&Some(List(vec![read(name)]))).unwrap().first().copied();
        assert_eq!(one("side"), Some(DefenderArc::Side));
        for (i, arc) in Arc::ALL.into_iter().enumerate() {
            assert_eq!(read(arc.as_str()) as usize, i + 1, "{arc:?}");
            assert_eq!(one(arc.as_str()), DefenderArc::of_arc(arc));
        }
        assert_eq!(one("left"), Some(DefenderArc::Side));
        assert_eq!(one("front"), None);
        let names = ["left", "side", "front", "bullseye", "right"].map(read);
        assert_eq!(arcs(&Some(List(names.to_vec()))), Some(vec![DefenderArc::Side, DefenderArc::Bullseye]));
    }

    /// `attacksThisRound` is held to the engine's limit while read, its error at `bonus`.
    #[test]
    fn attacks_this_round_is_counted_while_read() {
        use crate::calls::shared::input::parse_text;
        use crate::error::{expect_err, ErrorCode};
        let req = |n: usize| format!(r#"{{"attacker": {{"attacksThisRound": {{"bonus": {:?}}}}}}}"#, vec!["x"; n]);
        let a = parse_text::<Request>(&req(32)).unwrap().attacker;
        assert_eq!(a.side.attacks_this_round.bonus.len(), 32);
        let e = expect_err(parse_text::<Request>(&req(33)));
        assert_eq!(
            (e.code, e.field.as_str(), e.reason.as_str()),
            (ErrorCode::TooLarge, "attacker.attacksThisRound.bonus", "at most 32 entries")
        );
        let null = parse_text::<Request>(r#"{"attacker": {"attacksThisRound": null}}"#).unwrap();
        assert_eq!(null.attacker.side.attacks_this_round, Default::default());
    }

    /// A card's `countsAs` is checked while read, its error naming the card where the
    /// request holds it: in a pool here, in a round state's card elsewhere (same wording).
    #[test]
    fn counts_as_is_checked_where_the_card_is() {
        use crate::calls::shared::input::parse_text;
        use crate::error::{expect_err, ErrorCode};
        let card = |n: &str| format!(r#"{{"faceup": true, "countsAs": {n}}}"#);
        let pool = |n: &str| {
            format!(r#"{{"defender": {{"state": {{"pool": {{"hull": 3, "shields": 0, "damage": [{}, {}]}}}}}}}}"#, card("1"), card(n))
        };
        let e = expect_err(parse_text::<Request>(&pool("99")));
        assert_eq!(
            (e.code, e.field.as_str(), e.reason.as_str()),
            (ErrorCode::TooLarge, "defender.state.pool.damage[1].countsAs", "must be at most 10, got 99")
        );
        let e = expect_err(parse_text::<Request>(&pool("1.5")));
        assert_eq!((e.code, e.reason.as_str()), (ErrorCode::InvalidInput, "expected a whole number ≥ 0, got 1.5"));
        let d = parse_text::<Request>(&pool("0")).unwrap().defender.side.state.unwrap();
        let crate::attack::damage::Hull::One(p) = d.hull else { panic!("one pool") };
        assert_eq!(p.damage.iter().map(|c| c.counts_as).collect::<Vec<_>>(), [1, 1]);
        let many = format!(
            r#"{{"defender": {{"state": {{"pool": {{"hull": 3, "shields": 0, "damage": [{}]}}}}}}}}"#,
            vec![card("1"); 201].join(",")
        );
        let e = expect_err(parse_text::<Request>(&many));
        assert_eq!((e.code, e.field.as_str(), e.reason.as_str()), (ErrorCode::TooLarge, "defender.state.pool.damage", "at most 200 cards"));
        let mover = format!(
            r#"{{"ship": {{"id": "g", "ship": "gr75", "pose": {{"x": 0, "y": 0, "heading": 0}}, "state": {{"cards": [{{"shields": 0, "damage": [{}]}}]}}}}, "maneuver": {{"speed": 1, "bearing": "straight"}}}}"#,
            card("-1")
        );
        let e = expect_err(parse_text::<crate::calls::place_move::Request>(&mover));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "ship.state.cards[0].damage[0].countsAs"));
    }

    /// A defender's state is the engine's, read with its checks: exactly one of `sections`
    /// or `pool` (at the state), at most two sections each named once (at the list).
    #[test]
    fn a_state_is_read_with_its_hull_and_sections_checked() {
        use crate::calls::shared::input::parse_text;
        use crate::error::{expect_err, ErrorCode};
        let pool = r#""pool": {"hull": 3, "shields": 1}"#;
        let sections = r#""sections": {"fore": {"hull": 4, "shields": 2}, "aft": {"hull": 5, "shields": 0}}"#;
        let read = |state: String| parse_text::<Request>(&format!(r#"{{"defender": {{"state": {{{state}}}}}}}"#));
        let words = "expected exactly one of `sections` (1e CR90, Raider) or `pool`";
        for state in [format!("{pool}, {sections}"), r#""energy": 2"#.into()] {
            let e = expect_err(read(state));
            assert_eq!((e.code, e.field.as_str(), e.reason.as_str()), (ErrorCode::InvalidInput, "defender.state", words));
        }
        let d = read(format!(r#"{sections}, "crippled": ["aft", "aft"], "energy": 3, "destroyed": null"#)).unwrap();
        let s = d.defender.side.state.unwrap();
        assert!(matches!(&s.hull, crate::attack::damage::Hull::Sections { fore, aft } if fore.hull == 4 && aft.hull == 5));
        assert_eq!(
            (s.crippled, s.pending_cripple, s.energy, s.energy_limit, s.destroyed),
            (vec![crate::bases::Section::Aft], vec![], Some(3), None, false)
        );
        let e = expect_err(read(format!(r#"{pool}, "pendingCripple": ["fore", "aft", "fore"]"#)));
        let at = (ErrorCode::TooLarge, "defender.state.pendingCripple", "a ship has at most two sections");
        assert_eq!((e.code, e.field.as_str(), e.reason.as_str()), at);
        let e = expect_err(read(format!(r#"{pool}, "energyLimit": 101"#)));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::TooLarge, "defender.state.energyLimit"));
    }

    /// `defenderArcs` and `deck` are counted while read: `TOO_LARGE` at the list, in its noun.
    #[test]
    fn long_lists_are_refused_at_their_key() {
        use crate::calls::shared::input::parse_text;
        use crate::error::{expect_err, ErrorCode};
        let refusal = |text: String| {
            let e = expect_err(parse_text::<Request>(&text));
            (e.code, e.field.clone(), e.reason.clone())
        };
        let arcs = |n: usize| format!(r#"{{"defenderArcs": [{}]}}"#, vec![r#""side""#; n].join(","));
        assert!(parse_text::<Request>(&arcs(16)).is_ok());
        assert_eq!(refusal(arcs(17)), (ErrorCode::TooLarge, "defenderArcs".into(), "at most 16 arc names".into()));
        let deck = format!(r#"{{"deck": [{}]}}"#, vec![r#"{"name": "Direct Hit!"}"#; 257].join(","));
        assert_eq!(refusal(deck), (ErrorCode::TooLarge, "deck".into(), "at most 256 entries".into()));
    }
}
