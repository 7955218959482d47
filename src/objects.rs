//! The things on the table: ships on their bases, and obstacles (docs/api.md `Ship`,
//! `Obstacle`). Shapes are prepared once, when the object is built.

use crate::bases::{Base, Section};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::geometry::{Polygon, Pose, Shape};
use crate::ships::ShipType;
use crate::wire::numbers::Finite;
use crate::wire::FromWire;

/// The three obstacle types the rules distinguish (seed 001 "Overlapping Obstacles").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, FromWire)]
/// Read by serde under the camelCase names of `as_str` (the engine stays JS-free).
#[serde(rename_all = "camelCase")]
pub enum ObstacleKind {
    Asteroid,
    Debris,
    GasCloud,
}

impl ObstacleKind {
    pub fn parse(s: &str) -> Option<ObstacleKind> {
        match s {
            "asteroid" => Some(ObstacleKind::Asteroid),
            "debris" => Some(ObstacleKind::Debris),
            "gasCloud" => Some(ObstacleKind::GasCloud),
            _ => None,
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            ObstacleKind::Asteroid => "asteroid",
            ObstacleKind::Debris => "debris",
            ObstacleKind::GasCloud => "gasCloud",
        }
    }
}

/// A ship on the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Ship {
    pub id: String,
    pub ship_type: ShipType,
    pub base: Base,
    pub pose: Pose,
    /// The whole footprint.
    outline: Shape,
    /// The footprint split by section (1e huge ships), else the outline again.
    parts: Vec<(Option<Section>, Shape)>,
    /// A 1e huge ship placed as an obstacle (seed 003 "Using Huge Ships as Obstacles"):
    /// not controlled by any player; it does not move and cannot be attacked, damaged
    /// or destroyed, but overlaps and obstructs as a huge ship.
    pub obstacle: bool,
}

impl Ship {
    /// A ship of `ship_type` at `pose`; fails only for a base the edition lacks.
    pub fn new(id: impl Into<String>, ship_type: ShipType, pose: Pose, edition: Edition, field: &str) -> Result<Ship> {
        let base = ship_type.base(edition, field)?;
        Ok(Ship::with_base(id, ship_type, base, pose))
    }

    pub fn with_base(id: impl Into<String>, ship_type: ShipType, base: Base, pose: Pose) -> Ship {
        let outline = Shape::new(base.outline(&pose));
        let parts = if base.has_sections() {
            base.footprint(&pose).into_iter().map(|(s, p)| (s, Shape::new(p))).collect()
        } else {
            vec![(None, outline.clone())]
        };
        Ship { id: id.into(), ship_type, base, pose, outline, parts, obstacle: false }
    }

    /// The same ship at another pose.
    pub fn at(&self, pose: Pose) -> Ship {
        Ship { obstacle: self.obstacle, ..Ship::with_base(self.id.clone(), self.ship_type, self.base, pose) }
    }

    /// This ship placed as an obstacle: only a 1e huge ship can be (seed 003 "Using Huge
    /// Ships as Obstacles", an optional rule of the 1e huge ship rules).
    pub fn as_obstacle(mut self, edition: Edition, field: &str) -> Result<Ship> {
        if edition != Edition::First || !self.is_huge() {
            return Err(RulesError::invalid(
                field,
                "only a 1e huge ship can be placed as an obstacle (seed 003 \"Using Huge Ships as Obstacles\")",
            ));
        }
        self.obstacle = true;
        Ok(self)
    }

    pub fn outline(&self) -> &Shape {
        &self.outline
    }

    pub fn parts(&self) -> &[(Option<Section>, Shape)] {
        &self.parts
    }

    pub fn is_huge(&self) -> bool {
        self.base.is_huge()
    }
}

/// An obstacle as a caller sends it (docs/api.md `Obstacle`): a simple polygon (asteroids
/// may be concave), read and checked as it is (its outline prepared while read).
#[derive(Clone, Debug, PartialEq, FromWire)]
pub struct Obstacle {
    pub id: String,
    #[serde(rename = "type")]
    pub kind: ObstacleKind,
    // The outline as the one part of `Piece::parts`, checked while read (`Polygon::from_pairs`):
    // its errors name the caller's key, `points`.
    #[serde(rename = "points")]
    #[wire(ts = "Point[]", read_as = "Vec<[Finite; 2]>", check = "Obstacle::outline_of")]
    parts: [(Option<Section>, Shape); 1],
}

impl Obstacle {
    pub fn new(id: impl Into<String>, kind: ObstacleKind, outline: Polygon) -> Obstacle {
        Obstacle { id: id.into(), kind, parts: [(None, Shape::new(outline))] }
    }

    /// A request's `points`, checked, as the obstacle's one part.
    fn outline_of(points: Vec<[Finite; 2]>) -> Result<[(Option<Section>, Shape); 1]> {
        Ok([(None, Shape::new(Polygon::from_pairs(points)?))])
    }

    pub fn outline(&self) -> &Shape {
        &self.parts[0].1
    }
}

/// Anything that can overlap anything else.
#[derive(Clone, Debug, PartialEq)]
pub enum Piece {
    Ship(Ship),
    Obstacle(Obstacle),
}

impl Piece {
    pub fn id(&self) -> &str {
        match self {
            Piece::Ship(s) => &s.id,
            Piece::Obstacle(o) => &o.id,
        }
    }

    pub fn outline(&self) -> &Shape {
        match self {
            Piece::Ship(s) => s.outline(),
            Piece::Obstacle(o) => o.outline(),
        }
    }

    /// Section-labelled parts; only 1e huge ships have more than one.
    pub fn parts(&self) -> &[(Option<Section>, Shape)] {
        match self {
            Piece::Ship(s) => s.parts(),
            Piece::Obstacle(o) => &o.parts,
        }
    }

    pub fn as_ship(&self) -> Option<&Ship> {
        match self {
            Piece::Ship(s) => Some(s),
            Piece::Obstacle(_) => None,
        }
    }

    pub fn as_obstacle(&self) -> Option<&Obstacle> {
        match self {
            Piece::Obstacle(o) => Some(o),
            Piece::Ship(_) => None,
        }
    }
}
