//! The table a maneuver is resolved on, and what resolving it produced.

use super::detect::OverlapHit;
use super::outcome::{Choices, Outcome};
use crate::bases::Section;
use crate::flight::play_area::PlayArea;
use crate::flight::Maneuver;
use crate::geometry::{Pose, Vec2};
use crate::objects::{Piece, Ship};

/// The moving ship (at its start), everything else, and the request's answers.
pub struct Table<'a> {
    pub mover: &'a Ship,
    /// Other ships and obstacles; a ship with the mover's id is the mover's own
    /// entry of the table and is ignored.
    pub others: &'a [Piece],
    pub area: PlayArea,
    pub choices: &'a Choices,
    /// 1e sections already crippled, by ship id: "Crippled sections cannot be chosen" to
    /// suffer damage, and "cannot suffer damage" (seed 003 "Damage", "Crippled Sections").
    pub crippled: &'a [(String, Section)],
}

impl Table<'_> {
    /// Every other piece.
    pub fn pieces(&self) -> impl Iterator<Item = &Piece> {
        let id = self.mover.id.as_str();
        self.others.iter().filter(move |p| p.as_ship().is_none_or(|s| s.id != id))
    }

    /// Other ships.
    pub fn ships(&self) -> impl Iterator<Item = &Piece> {
        self.pieces().filter(|p| p.as_ship().is_some())
    }

    /// Other huge ships.
    pub fn huge_ships(&self) -> impl Iterator<Item = &Piece> {
        self.ships().filter(|p| p.as_ship().is_some_and(|s| s.is_huge()))
    }

    /// Other standard ships.
    pub fn standard_ships(&self) -> impl Iterator<Item = &Piece> {
        self.ships().filter(|p| p.as_ship().is_some_and(|s| !s.is_huge()))
    }

    pub fn obstacles(&self) -> impl Iterator<Item = &Piece> {
        self.pieces().filter(|p| p.as_obstacle().is_some())
    }

    /// The sections of ship `id` among `sections` that may suffer damage: not crippled.
    pub fn damageable(&self, id: &str, sections: &[Section]) -> Vec<Section> {
        sections.iter().copied().filter(|s| !self.crippled.iter().any(|(i, c)| i == id && c == s)).collect()
    }
}

/// Where the ship ended and what the rules did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Resolution {
    pub pose: Option<Pose>,
    /// The maneuver actually executed (2e huge ships may slow down).
    pub executed: Option<Maneuver>,
    /// The template or tool of the executed maneuver.
    pub template: Vec<Vec2>,
    /// Whether the maneuver was completed (no back-off).
    pub complete: bool,
    /// Fraction of the template travelled: 1 when complete; 0 at the template's
    /// start; negative while still sliding back over the ship's own base.
    pub travelled: f64,
    pub overlaps: Vec<OverlapHit>,
    pub outcome: Outcome,
    pub removed_obstacles: Vec<String>,
    pub destroyed: Vec<String>,
}
