//! A table kept between calls: the ships (each with the state its maneuvers read)
//! and the obstacles, changed piece by piece by id.
//!
//! Why it exists: a page previewing maneuvers or measuring range on a table that
//! changes one ship at a time would otherwise send, read and build all of it for
//! every call; building the shapes of 26 pieces costs far more than one query.
//! Here each piece is built once and rebuilt only when it moves.
//!
//! Ids are unique across ships and obstacles (the rules' results name pieces by
//! id). Ships keep the order they were given or added in; [`Table::set_poses`]
//! follows that order.
//!
//! Epic teams are checked as `roundOrder` checks them: given for every ship or
//! for none, one per player, after every change ([`check_teams`]).

use crate::bases::Section;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::geometry::Pose;
use crate::limits::check_objects;
use crate::movement::play_area::PlayArea;
use crate::objects::{Obstacle, Piece, Ship};
use crate::round::maneuver::MoverState;
use crate::round::relation::check_teams;
use crate::round::state::ShipState;
use crate::ships::loadout::Loadout;

/// A ship on a kept table, with the state its calls read.
#[derive(Clone, Debug, PartialEq)]
pub struct TableShip {
    pub ship: Ship,
    /// The loose state a maneuver reads (energy, stress, ion ...), for ships without `round`.
    pub mover: MoverState,
    /// A huge ship's round state (docs/round.md), when kept.
    pub round: Option<ShipState>,
    /// The 1e sections crippled, as `measureRange` reads them for a defender.
    pub crippled: Vec<Section>,
    /// 0 = the first player (2e) / the player with initiative (1e), 1, ... (`performAction`
    /// tells friendly from enemy targets by it).
    pub player: u32,
    /// Epic team battles: the player's team; another player's ship on the same team is
    /// allied (Epic rules reference, "Allied"). `None`: no teams.
    pub team: Option<u32>,
    /// The upgrade cards it carries (given when it is kept; its round state's printed values).
    pub carried: Loadout,
}

impl TableShip {
    /// A ship with no state beyond its pose.
    pub fn plain(ship: Ship) -> TableShip {
        TableShip {
            ship,
            mover: MoverState::default(),
            round: None,
            crippled: Vec::new(),
            player: 0,
            team: None,
            carried: Loadout::default(),
        }
    }

    /// Its crippled 1e sections: those given as `crippled`, then those its round state marks
    /// (what overlap damage may not go to: seed 003 "Damage").
    pub fn crippled_sections(&self) -> Vec<Section> {
        let marked = self.round.iter().flat_map(|r| &r.cards).filter(|c| c.crippled).filter_map(|c| c.section);
        self.crippled.iter().copied().chain(marked).collect()
    }
}

/// The pieces of one table for one edition.
#[derive(Clone, Debug)]
pub struct Table {
    edition: Edition,
    area: PlayArea,
    ships: Vec<TableShip>,
    obstacles: Vec<Obstacle>,
    /// Ships (in `ships` order) then obstacles, as the overlap queries take them.
    pieces: Vec<Piece>,
    /// The ships alone, as range queries take them (obstruction).
    bare_ships: Vec<Ship>,
}

impl Table {
    /// A table; ids must be unique across ships and obstacles, and each list at most
    /// [`MAX_OBJECTS`](crate::limits::MAX_OBJECTS) long. Errors name `ships[i].id` / `obstacles[i].id`.
    pub fn new(edition: Edition, area: PlayArea, ships: Vec<TableShip>, obstacles: Vec<Obstacle>) -> Result<Table> {
        check_objects(ships.len(), "ships")?;
        check_objects(obstacles.len(), "obstacles")?;
        check_piece_ids(ships.iter().map(|s| s.ship.id.as_str()), obstacles.iter().map(|o| o.id.as_str()))?;
        check_teams(&teams(&ships), |i| format!("ships[{i}].team"))?;
        let mut t = Table { edition, area, ships, obstacles, pieces: Vec::new(), bare_ships: Vec::new() };
        t.rebuild();
        Ok(t)
    }

    pub fn edition(&self) -> Edition {
        self.edition
    }

    pub fn area(&self) -> PlayArea {
        self.area
    }

    /// Ships then obstacles (what `placeMove` and `checkOverlap` take as the others).
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    pub fn ships(&self) -> &[Ship] {
        &self.bare_ships
    }

    /// Every kept ship's crippled 1e sections, by id, each once ([`TableShip::crippled_sections`]).
    pub fn crippled(&self) -> Vec<(String, Section)> {
        let mut out = Vec::new();
        for s in &self.ships {
            for sec in s.crippled_sections() {
                if !out.iter().any(|(id, c): &(String, Section)| *id == s.ship.id && *c == sec) {
                    out.push((s.ship.id.clone(), sec));
                }
            }
        }
        out
    }

    pub fn obstacles(&self) -> &[Obstacle] {
        &self.obstacles
    }

    /// The ship ids in table order (the order of [`Table::set_poses`]).
    pub fn ship_ids(&self) -> impl Iterator<Item = &str> {
        self.ships.iter().map(|s| s.ship.id.as_str())
    }

    /// The piece with `id`; `field` names the argument in the error.
    pub fn piece(&self, id: &str, field: &str) -> Result<&Piece> {
        self.pieces.iter().find(|p| p.id() == id).ok_or_else(|| unknown(id, field))
    }

    /// The ship with `id` (an obstacle's id is refused by name).
    pub fn ship(&self, id: &str, field: &str) -> Result<&TableShip> {
        self.ship_index(id, field).map(|i| &self.ships[i])
    }

    /// The ship `id` as a round call reads it: a huge ship without a kept round state is at
    /// its setup state with its carried cards, as a ship given without `state` is.
    pub fn round_ship(&self, id: &str, ed: Edition, field: &str) -> Result<TableShip> {
        let mut k = self.ship(id, field)?.clone();
        k.round = k.round.or_else(|| k.ship.ship_type.huge().map(|h| ShipState::carrying(h, ed, &k.carried)));
        Ok(k)
    }

    /// Moves one ship: its shapes are rebuilt at `pose`.
    pub fn set_pose(&mut self, id: &str, pose: Pose, field: &str) -> Result<()> {
        let i = self.ship_index(id, field)?;
        self.place(i, pose);
        Ok(())
    }

    /// Moves every ship: `poses[i]` is the pose of the i-th ship in table order.
    pub fn set_poses(&mut self, poses: &[Pose], field: &str) -> Result<()> {
        if poses.len() != self.ships.len() {
            return Err(RulesError::invalid(
                field,
                format!("expected one pose per ship ({} ships, in table order), got {}", self.ships.len(), poses.len()),
            ));
        }
        for (i, pose) in poses.iter().enumerate() {
            if self.ships[i].ship.pose != *pose {
                self.place(i, *pose);
            }
        }
        Ok(())
    }

    /// Replaces a ship's state and carried cards with `state`'s (its pose and shapes are kept). Teams stay
    /// given for every ship or none, one per player ([`check_teams`]); a refusal names
    /// `team` (or `player` when only the player changed) and changes nothing. A new team
    /// for a ship whose player stays the same moves the player: its other ships follow
    /// (a player's ships share one team, Epic rules reference "Team Battle"), so a
    /// player with several ships can change teams in one update.
    pub fn set_state(&mut self, id: &str, state: TableShip, field: &str) -> Result<()> {
        let i = self.ship_index(id, field)?;
        let (player, old_team) = (self.ships[i].player, self.ships[i].team);
        let moves_player = state.player == player && state.team != old_team && old_team.is_some() && state.team.is_some();
        let mut after = teams(&self.ships);
        after[i] = (state.player, state.team);
        if moves_player {
            after.iter_mut().filter(|(p, _)| *p == player).for_each(|t| t.1 = state.team);
        }
        let changed = if state.team != old_team { "team" } else { "player" };
        check_teams(&after, |_| changed.to_string())?;
        if moves_player {
            self.ships.iter_mut().filter(|s| s.player == player).for_each(|s| s.team = state.team);
        }
        let s = &mut self.ships[i];
        (s.mover, s.round, s.crippled, s.player, s.team) = (state.mover, state.round, state.crippled, state.player, state.team);
        // The cards it carries (`Workspace.update({ upgrades })`), which its state was checked against.
        s.carried = state.carried;
        Ok(())
    }

    /// Adds a ship after the others; its id must be new, and its team given if and only
    /// if the others have one ([`check_teams`]; a refusal names `{field}.team`).
    pub fn add_ship(&mut self, ship: TableShip, field: &str) -> Result<()> {
        check_objects(self.ships.len() + 1, "ships")?;
        self.check_new_id(&ship.ship.id, field)?;
        let mut after = teams(&self.ships);
        after.push((ship.player, ship.team));
        check_teams(&after, |_| format!("{field}.team"))?;
        self.ships.push(ship);
        self.rebuild();
        Ok(())
    }

    /// Adds an obstacle after the others; its id must be new.
    pub fn add_obstacle(&mut self, obstacle: Obstacle, field: &str) -> Result<()> {
        check_objects(self.obstacles.len() + 1, "obstacles")?;
        self.check_new_id(&obstacle.id, field)?;
        self.obstacles.push(obstacle);
        self.rebuild();
        Ok(())
    }

    /// Removes the ship or obstacle with `id`.
    pub fn remove(&mut self, id: &str, field: &str) -> Result<()> {
        if let Some(i) = self.ships.iter().position(|s| s.ship.id == id) {
            self.ships.remove(i);
        } else if let Some(i) = self.obstacles.iter().position(|o| o.id == id) {
            self.obstacles.remove(i);
        } else {
            return Err(unknown(id, field));
        }
        self.rebuild();
        Ok(())
    }

    fn ship_index(&self, id: &str, field: &str) -> Result<usize> {
        match self.ships.iter().position(|s| s.ship.id == id) {
            Some(i) => Ok(i),
            None if self.obstacles.iter().any(|o| o.id == id) => Err(not_a_ship(id, field)),
            None => Err(unknown(id, field)),
        }
    }

    fn check_new_id(&self, id: &str, field: &str) -> Result<()> {
        if self.pieces.iter().any(|p| p.id() == id) {
            return Err(RulesError::invalid(format!("{field}.id"), format!("duplicate id {id:?}: the table already holds it")));
        }
        Ok(())
    }

    /// Rebuilds ship `i` at `pose` in every list that holds it.
    fn place(&mut self, i: usize, pose: Pose) {
        let moved = self.ships[i].ship.at(pose);
        self.pieces[i] = Piece::Ship(moved.clone());
        self.bare_ships[i] = moved.clone();
        self.ships[i].ship = moved;
    }

    fn rebuild(&mut self) {
        self.bare_ships = self.ships.iter().map(|s| s.ship.clone()).collect();
        self.pieces = self.bare_ships.iter().cloned().map(Piece::Ship).chain(self.obstacles.iter().cloned().map(Piece::Obstacle)).collect();
    }
}

/// Each ship's (player, team), as [`check_teams`] reads them.
fn teams(ships: &[TableShip]) -> Vec<(u32, Option<u32>)> {
    ships.iter().map(|s| (s.player, s.team)).collect()
}

/// Refuses two entries with one id: the rules' results (overlaps, effects, choices)
/// name pieces by id and could not tell them apart. Names the first entry that
/// repeats an earlier id (`entry(i)` gives `ships[3]`; formatted only on error).
pub fn check_unique_ids<'a>(ids: impl Iterator<Item = &'a str>, entry: impl Fn(usize) -> String) -> Result<()> {
    let ids: Vec<&str> = ids.collect();
    match first_duplicate(&ids) {
        Some(i) => Err(RulesError::invalid(format!("{}.id", entry(i)), format!("duplicate id {:?}", ids[i]))),
        None => Ok(()),
    }
}

/// Ids unique across the ships then the obstacles of one table ([`check_unique_ids`]),
/// the repeat named `ships[i]` or `obstacles[i]`.
pub fn check_piece_ids<'a>(ships: impl Iterator<Item = &'a str>, obstacles: impl Iterator<Item = &'a str>) -> Result<()> {
    let mut ids: Vec<&str> = ships.collect();
    let n = ids.len();
    ids.extend(obstacles);
    check_unique_ids(ids.into_iter(), |i| if i < n { format!("ships[{i}]") } else { format!("obstacles[{}]", i - n) })
}

/// The index of the first id seen before ([`check_unique_ids`]). The crate's
/// small sort (a table holds at most `MAX_OBJECTS` pieces), not std's or a set: several
/// kilobytes of wasm less.
fn first_duplicate(ids: &[&str]) -> Option<usize> {
    let mut order: Vec<usize> = (0..ids.len()).collect();
    crate::small_sort::sort_small_by(&mut order, |&a, &b| ids[a].cmp(ids[b]).then(a.cmp(&b)));
    order.windows(2).filter(|w| ids[w[0]] == ids[w[1]]).map(|w| w[1]).min()
}

fn unknown(id: &str, field: &str) -> RulesError {
    RulesError::unknown(field, format!("the table holds no piece {id:?}"))
}

fn not_a_ship(id: &str, field: &str) -> RulesError {
    RulesError::invalid(field, format!("{id:?} is an obstacle; expected a ship"))
}

#[cfg(test)]
#[path = "table_tests.rs"]
mod tests;
