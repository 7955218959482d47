//! `placeMove` (docs/conventions.md §3, §4; docs/api.md): request parsing and the response object.

use crate::bases::{Section, SectionSet};
use crate::calls::shared::input::{ManeuverDto, ShipDto, ShipFieldsDto};
use crate::calls::shared::kept::edition_of;
use crate::calls::shared::numbers::{Count, Seed, Tokens};
use crate::calls::shared::table::TableDto;
use crate::calls::shared::upgrades::{loadout, UpgradesDto};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::flight::play_area::PlayArea;
use crate::movement::energy::energy_limit_1e;
use crate::objects::{Obstacle, Piece, Ship};
use crate::overlap::outcome::Choices;
use crate::round::after_move::{after_move, mover_state};
use crate::round::maneuver::{place_move, MoverState, Placed, Request as EngineRequest};
use crate::round::state::{GivenState, ShipState};
use crate::round::table::{Table, TableShip};
use crate::ships::loadout::changed;
use crate::wire::{FromWire, ToWire};

/// `M`: the moving ship, given whole (`MoverDto`) or, on a kept table
/// (`Workspace.placeMove`), by id.
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request<M = MoverDto> {
    edition: Option<Edition>,
    ship: M,
    maneuver: ManeuverDto,
    #[serde(flatten)]
    table: TableDto,
    seed: Option<Seed>,
    choices: Option<Choices>,
}

/// A ship with its cards and state: the moving ship of `placeMove`, a kept ship of a
/// `Workspace` (`new Workspace`, `add`). One type for both, so a ship object means the same in each.
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
#[wire(also = "crate::calls::shared::input::SHIP_KEYS", ts = "MovingShip")]
pub struct MoverDto {
    /// What it is and where.
    #[serde(flatten)]
    ship: ShipFieldsDto,
    /// Its cards and state.
    #[serde(flatten)]
    state: StateDto,
}

/// A ship's state as a moving ship, a kept one or an `update` gives it: the loose fields of a
/// ship without a round state, each a token or energy count (`numbers::Tokens`; absent, the
/// ship's kept or starting value), or its round state; the cards it carries; its crippled 1e
/// sections, its player and team.
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub(crate) struct StateDto {
    energy: Option<Tokens>,
    stress: Option<Tokens>,
    ion: Option<Tokens>,
    tractor: Option<Tokens>,
    energy_limit: Option<Tokens>,
    /// A huge ship's round state (`docs/round.md`), instead of the fields above (`placeMove`
    /// then answers the state after the maneuver).
    state: Option<GivenState>,
    /// The upgrade cards it carries: its state's printed values (a 1e energy limit) change.
    #[wire(ts = "Upgrades")]
    upgrades: Option<UpgradesDto>,
    /// 1e sections crippled (they suffer no overlap damage when it moves; `measureRange` reads
    /// a kept defender's).
    crippled: Option<SectionSet>,
    player: Option<Count>,
    /// Epic team battles: the player's team (a teammate's ship is allied); given for every
    /// kept ship or none, one per player (checked by the kept table, as `roundOrder`).
    team: Option<Count>,
}

impl StateDto {
    /// When a loose field is given: the first one's key (a round state given beside it refuses
    /// it), and `was` with each one given replacing its value.
    fn loose(&self, was: MoverState) -> Option<(&'static str, MoverState)> {
        let given = [self.energy, self.stress, self.ion, self.tractor, self.energy_limit];
        let first = ["energy", "stress", "ion", "tractor", "energyLimit"].into_iter().zip(given).find_map(|(k, v)| v.map(|_| k))?;
        let n = |v: Option<Tokens>| v.map(|t| t.0);
        let mover = MoverState {
            energy: n(self.energy).or(was.energy),
            stress: n(self.stress).unwrap_or(was.stress),
            ion: n(self.ion).unwrap_or(was.ion),
            tractor: n(self.tractor).unwrap_or(was.tractor),
            energy_limit: n(self.energy_limit).or(was.energy_limit),
        };
        Some((first, mover))
    }

    /// These fields replace `kept`'s (a new ship's or, in `update`, a kept one's); errors
    /// relative to the ship object. New cards first: a kept round state was checked against
    /// the old ones (their shield value, energy capacity, hull), so it must come again with
    /// them (`state`, read against the new cards) rather than stay unchecked; a 1e huge ship's
    /// energy limit follows them unless `energyLimit` is given. Then the round `state` or the
    /// loose fields; `at` prefixes `state` in the refusal of a field given beside it (`ship.`
    /// in `placeMove`'s words). Last the crippled sections, player and team given.
    pub(crate) fn apply(&self, kept: &mut TableShip, ed: Edition, at: &str) -> Result<()> {
        if let Some(cards) = &self.upgrades {
            let carried = loadout(Some(cards), ed, "upgrades")?;
            if kept.round.is_some() && self.state.is_none() {
                return Err(RulesError::not_allowed(
                    "upgrades",
                    "this ship keeps a round state, checked against its cards: give it again in `state` with the new `upgrades`",
                ));
            }
            kept.carried = carried;
            if let (Edition::First, Some(h), None, None) = (ed, kept.ship.ship_type.huge(), &kept.round, self.energy_limit) {
                kept.mover.energy_limit = Some(changed(energy_limit_1e(h), kept.carried.changes().energy));
            }
        }
        let (given, loose) = self.loose(kept.mover).unzip();
        if let Some(dto) = &self.state {
            if let Some(name) = given {
                return Err(RulesError::invalid(name, format!("give it inside {at}state when {at}state is given")));
            }
            kept.round = Some(dto.to_state(kept.ship.ship_type, ed, &kept.carried).map_err(|e| e.within("state"))?);
        } else if let Some(mover) = loose {
            kept.round = None;
            kept.mover = mover;
        }
        if let Some(list) = &self.crippled {
            kept.crippled = list.0.clone();
        }
        kept.player = self.player.map_or(kept.player, |p| p.0);
        kept.team = self.team.map(|t| t.0).or(kept.team);
        Ok(())
    }
}

impl MoverDto {
    /// The ship with the cards and the state it is given; errors carry `field` as their path
    /// prefix, `at` as in [`StateDto::apply`].
    pub(crate) fn to_kept(&self, ed: Edition, field: &str, at: &str) -> Result<TableShip> {
        let mut kept = TableShip::plain(self.ship.to_ship(ed, field)?);
        self.state.apply(&mut kept, ed, at).map_err(|e| e.within(field))?;
        Ok(kept)
    }
}

/// The engine's answer, and the round state after the maneuver when one was given.
#[derive(ToWire)]
pub struct Response {
    #[serde(flatten)]
    pub placed: Placed,
    #[serde(skip_serializing_if = "Option::is_none")]
    state: Option<ShipState>,
}

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    let mover = req.ship.to_kept(ed, "ship", "ship.")?;
    let others = req.table.pieces(ed)?;
    no_obstacle_named_like(&mover.ship, &req.table.obstacles)?;
    let area = req.table.area();
    let crippled = crippled_of(&mover, &req.table.ships);
    moved(req, ed, &mover, &others, area, &crippled)
}

/// The crippled 1e sections by ship id: the mover's ([`TableShip::crippled_sections`]), and each `ships[i].crippled`.
fn crippled_of(mover: &TableShip, ships: &[ShipDto]) -> Vec<(String, Section)> {
    let mut out: Vec<(String, Section)> = mover.crippled_sections().into_iter().map(|c| (mover.ship.id.clone(), c)).collect();
    for s in ships {
        out.extend(s.crippled.iter().flat_map(|l| &l.0).map(|c| (s.ship.id.clone(), *c)));
    }
    out
}

/// `Workspace.placeMove`: the mover, its state, the others and the play area come
/// from the kept table; the request names the mover by id and gives the rest.
pub fn run_on(req: Request<String>, table: &Table) -> Result<Response> {
    req.table.kept_only()?;
    let ed = edition_of(table, req.edition)?;
    let kept = table.ship(&req.ship, "ship")?;
    moved(req, ed, kept, table.pieces(), table.area(), &table.crippled())
}

/// The maneuver placed, and the round state after it when the mover has one.
fn moved<M>(
    req: Request<M>,
    edition: Edition,
    kept: &TableShip,
    others: &[Piece],
    area: PlayArea,
    crippled: &[(String, Section)],
) -> Result<Response> {
    let (mover, ManeuverDto { maneuver, difficulty }, seed) = (&kept.ship, req.maneuver, Seed::or_drawn(req.seed));
    let choices = &req.choices.unwrap_or_default();
    let state = kept.round.as_ref().map_or(kept.mover, mover_state);
    let placed = place_move(&EngineRequest { edition, mover, state, maneuver, difficulty, others, area, seed, choices, crippled })?;
    let state = kept.round.as_ref().map(|s| after_move(s, &mover.id, &placed));
    Ok(Response { placed, state })
}

/// A ship entry with the mover's id is the mover's own (ignored); an obstacle with it
/// would make the results ambiguous, so it is refused.
fn no_obstacle_named_like(mover: &Ship, given: &[Obstacle]) -> Result<()> {
    match given.iter().position(|o| o.id == mover.id) {
        Some(i) => Err(RulesError::invalid(
            format!("obstacles[{i}].id"),
            format!("duplicate id {:?}: an obstacle has the moving ship's id", mover.id),
        )),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::calls::shared::input::parse_text;
    use crate::error::expect_err as err;
    use crate::error::ErrorCode;

    fn place(json: &str) -> Result<Response> {
        run(parse_text(json)?)
    }

    const MOVER: &str = r#""ship": {"id": "m", "ship": "small", "pose": {"x": 500, "y": 500, "heading": 0}}, "maneuver": {"speed": 3, "bearing": "straight"}"#;

    #[test]
    fn duplicate_ids_are_refused_naming_the_entry() {
        let ship = |id: &str, x: f64| format!(r#"{{"id": "{id}", "ship": "small", "pose": {{"x": {x}, "y": 100, "heading": 0}}}}"#);
        let e = err(place(&format!(r#"{{{MOVER}, "ships": [{}, {}, {}]}}"#, ship("a", 100.0), ship("x", 200.0), ship("x", 300.0))));
        assert_eq!((e.code, e.field.as_str(), e.reason.as_str()), (ErrorCode::InvalidInput, "ships[2].id", "duplicate id \"x\""));
        let rock = |id: &str| format!(r#"{{"id": "{id}", "type": "asteroid", "points": [[0, 0], [9, 0], [0, 9]]}}"#);
        let e = err(place(&format!(r#"{{{MOVER}, "ships": [{}], "obstacles": [{}]}}"#, ship("x", 200.0), rock("x"))));
        assert_eq!(e.field, "obstacles[0].id");
        // The mover's own entry among the ships is fine; an obstacle named like it is not.
        assert!(place(&format!(r#"{{{MOVER}, "ships": [{}]}}"#, ship("m", 500.0))).is_ok());
        let e = err(place(&format!(r#"{{{MOVER}, "obstacles": [{}]}}"#, rock("m"))));
        assert_eq!(e.field, "obstacles[0].id");
    }

    #[test]
    fn answers_beyond_one_per_piece_are_refused_while_read() {
        let answers = |n: usize| (0..n).map(|i| format!(r#""s{i}": "fore""#)).collect::<Vec<_>>().join(",");
        let e = err(place(&format!(r#"{{{MOVER}, "choices": {{"sections": {{{}}}}}}}"#, answers(129))));
        assert_eq!(
            (e.code, e.field.as_str(), e.reason.as_str()),
            (ErrorCode::TooLarge, "choices.sections", "at most 128 entries are accepted")
        );
        assert!(place(&format!(r#"{{{MOVER}, "choices": {{"sections": {{{}}}}}}}"#, answers(128))).is_ok());
    }
}
