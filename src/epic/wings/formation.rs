//! A wing and its formation (Epic rules reference, "Wings", "Formation"): one wing
//! leader and up to five wingmates, each in its own wing position, placed with a
//! wing tool relative to the leader in ascending ID order ("Placing Wings During
//! Setup": "each ship in the wing is placed in ascending order according to its ID
//! number").

use crate::bases::Base;
use crate::epic::deployment::DeploymentArea;
use crate::error::{Result, RulesError};
use crate::flight::play_area::PlayArea;
use crate::geometry::{Pose, Vec2};
use crate::objects::{Piece, Ship};
use crate::overlap::overlap_between;
use crate::wire::ToWire;

use super::positions::WingPosition;
use super::splitting::{CitedCause, MateFacts, SplitCause};
use super::tool::{LaidTool, WingTool};

/// Most wingmates a wing has ("Each wing consists of one wing leader and two to five
/// wingmates", Epic rules reference, "Wings"): one per wing position.
///
/// Why no fewest here: "two to five" is the wing a squad is built with
/// ([`crate::epic::squad`] checks it). In play a wing loses wingmates one by one
/// ("Forced Splitting"; a destroyed ship) and nothing ends it but its leader's
/// removal: a split ship "can join that wing" again ("Joining"), and the corner tool
/// exists "for positioning wings that have lost one of their flanks". So a wing in
/// play is its leader and any of its five positions, even none.
pub const MAX_WINGMATES: usize = 5;

/// A wingmate, its wing position, and its tokens, cloak and action bar (what moving,
/// splitting and joining read of it).
#[derive(Clone, Debug, PartialEq)]
pub struct Wingmate {
    pub ship: Ship,
    pub position: WingPosition,
    pub facts: MateFacts,
}

impl Wingmate {
    /// A wingmate with no tokens, uncloaked, with no action bar.
    pub fn new(ship: Ship, position: WingPosition) -> Wingmate {
        Wingmate { ship, position, facts: MateFacts::default() }
    }
}

/// A valid wing: its wingmates held in ascending ID order, whatever order they came in.
#[derive(Clone, Debug, PartialEq)]
pub struct Wing {
    pub leader: Ship,
    /// The leader's tokens and cloak: what moving, splitting and joining read of it.
    pub leader_facts: MateFacts,
    wingmates: Vec<Wingmate>,
}

impl Wing {
    /// Checks the wing; errors name `leader...` or `wingmates[i]...` as the caller gave them.
    pub fn new(leader: Ship, wingmates: Vec<Wingmate>) -> Result<Wing> {
        let n = wingmates.len();
        if n > MAX_WINGMATES {
            return Err(RulesError::invalid(
                "wingmates",
                format!("a wing is one leader and at most {MAX_WINGMATES} wingmates, one per wing position (Epic rules reference, 'Wings'), got {n}"),
            ));
        }
        small_ship(&leader, "leader.ship")?;
        for (i, m) in wingmates.iter().enumerate() {
            small_ship(&m.ship, &format!("wingmates[{i}].ship"))?;
            let earlier = &wingmates[..i];
            if m.ship.id == leader.id || earlier.iter().any(|e| e.ship.id == m.ship.id) {
                return Err(RulesError::invalid(format!("wingmates[{i}].id"), format!("duplicate id {:?}", m.ship.id)));
            }
            if earlier.iter().any(|e| e.position == m.position) {
                return Err(RulesError::invalid(
                    format!("wingmates[{i}].position"),
                    format!(
                        "duplicate position {:?}: each wingmate has its own wing position (Epic rules reference, 'Wings')",
                        m.position.as_str()
                    ),
                ));
            }
        }
        let mut wingmates = wingmates;
        crate::small_sort::sort_small_by(&mut wingmates, |a, b| a.position.id().cmp(&b.position.id()));
        Ok(Wing { leader, leader_facts: MateFacts::default(), wingmates })
    }

    /// The same wing, its leader holding `facts`.
    pub fn led_with(self, facts: MateFacts) -> Wing {
        Wing { leader_facts: facts, ..self }
    }

    /// In ascending ID order.
    pub fn wingmates(&self) -> &[Wingmate] {
        &self.wingmates
    }

    pub fn wingmate(&self, id: &str) -> Option<&Wingmate> {
        self.wingmates.iter().find(|m| m.ship.id == id)
    }
}

/// "A wing is a group of multiple small ships" (Epic rules reference, "Wings").
pub fn small_ship(ship: &Ship, field: &str) -> Result<()> {
    if ship.base == Base::Small {
        return Ok(());
    }
    Err(RulesError::not_allowed(
        field,
        format!("wing: a wing is a group of small ships (Epic rules reference, 'Wings'); {:?} is not on a small base", ship.id),
    ))
}

/// A wing ship's base outline at `pose`, as the calls draw it.
pub fn footprint(base: Base, pose: &Pose) -> Vec<Vec2> {
    base.outline(pose).points().to_vec()
}

/// Where the tool puts `mate` when the leader stands at `leader`.
pub fn formation_pose(wing: &Wing, tool: &WingTool, leader: &Pose, mate: &Wingmate) -> Pose {
    tool.pose(leader, wing.leader.base, mate.ship.base, mate.position)
}

/// Whether a ship could stand at its pose: the ships among `pieces` it would overlap
/// (its own entry, by id, is skipped), the obstacles it would overlap, and whether
/// its base leaves the play area.
#[derive(Clone, Debug, Default, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Fit {
    #[serde(rename = "overlaps")]
    pub ships: Vec<String>,
    pub obstacles: Vec<String>,
    #[serde(rename = "outsidePlayArea")]
    pub outside: bool,
    /// Setup only: the base is not wholly inside the wing's deployment area.
    #[serde(skip_serializing)]
    pub outside_deployment: bool,
}

impl Fit {
    /// "If a wingmate cannot be placed in formation because it would overlap another
    /// ship, or because it would leave the play area" (Epic rules reference, "Moving Wingmates").
    /// During setup a ship must also lie in its deployment area ("Placing Wings During
    /// Setup": "Any ship that cannot be placed ... must be placed within its deployment area").
    pub fn blocked(&self) -> bool {
        !self.ships.is_empty() || self.outside || self.outside_deployment
    }
}

pub fn fit(ship: &Ship, pieces: &[&Piece], area: &PlayArea) -> Fit {
    let me = Piece::Ship(ship.clone());
    let mut out = Fit { outside: !area.contains(&ship.base.outline(&ship.pose)), ..Fit::default() };
    for p in pieces.iter().filter(|p| p.id() != ship.id) {
        if overlap_between(&me, p).is_none() {
            continue;
        }
        match p {
            Piece::Ship(s) => out.ships.push(s.id.clone()),
            Piece::Obstacle(o) => out.obstacles.push(o.id.clone()),
        }
    }
    crate::small_sort::sort_small(&mut out.ships);
    crate::small_sort::sort_small(&mut out.obstacles);
    out
}

/// Stress a wingmate that cannot be placed in formation during setup gains ("Placing
/// Wings During Setup": "It gains 1 stress token").
pub const SETUP_SPLIT_STRESS: u32 = 1;

/// One wingmate placed with the tool during setup, or refused; written with its wing ID,
/// its base's outline and, refused, its split.
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "Mate")]
pub struct SetupPlacement {
    pub id: String,
    #[wire(then(wing_id = "|p| p.position.id()"))]
    pub position: WingPosition,
    #[wire(then(footprint = "|p| footprint(p.base, &p.pose)", placed = "|p| p.placed()"))]
    pub pose: Pose,
    #[serde(flatten)]
    #[wire(then(outside_deployment_area = "|p| p.fit.outside_deployment", split = "|p| p.split()"))]
    pub fit: Fit,
    #[serde(skip_serializing)]
    pub base: Base,
}

/// "Any ship that cannot be placed is split from its wing and must be placed within
/// its deployment area. It gains 1 stress token."
#[derive(Clone, Copy, Debug, PartialEq, ToWire)]
pub struct SetupSplit {
    #[serde(flatten)]
    pub cause: CitedCause,
    pub stress: u32,
}

impl SetupPlacement {
    /// Refused: its split, with the stress it gains.
    pub fn split(&self) -> Option<SetupSplit> {
        let cause = SplitCause::CannotBePlacedInSetup.cited();
        (!self.placed()).then_some(SetupSplit { cause, stress: SETUP_SPLIT_STRESS })
    }

    /// Whether the wingmate stands in formation. At setup an obstacle under it also
    /// prevents the placement (the setup rules refuse a base on an obstacle, as
    /// `checkSetup`/`checkDeployment` do), unlike a wingmate moving in formation,
    /// which may end on one.
    pub fn placed(&self) -> bool {
        !self.fit.blocked() && self.fit.obstacles.is_empty()
    }
}

/// `placeWing`'s answer: the leader's pose, the tool as laid, each wingmate placed or refused.
#[derive(Clone, Debug, PartialEq, ToWire)]
pub struct Formation {
    pub leader: Pose,
    pub tool: LaidTool,
    pub wingmates: Vec<SetupPlacement>,
}

/// Places the wing in formation behind a leader at `leader` (setup, or previewing a
/// formation): in ascending ID order, each wingmate checked against `others`, the
/// leader and the wingmates already placed. A wingmate that cannot be placed is not
/// on the table for those after it ("Any ship that cannot be placed is split from its
/// wing and must be placed within its deployment area. It gains 1 stress token.").
///
/// With a `deployment` area (setup), a wingmate whose base is not wholly inside it
/// cannot be placed either: the engine reads "cannot be placed" as any placement the
/// setup rules refuse, and Epic setup places every ship within its deployment area.
/// A wingmate is a small ship, so the huge-ship exception never applies to it.
pub fn place_formation(
    wing: &Wing,
    tool: &WingTool,
    leader: Pose,
    others: &[Piece],
    area: &PlayArea,
    deployment: Option<&DeploymentArea>,
) -> Formation {
    let lead = Piece::Ship(wing.leader.at(leader));
    let mut placed: Vec<Piece> = Vec::new();
    let mut out = Vec::new();
    let members: Vec<&Piece> = others.iter().filter(|p| !is_member(wing, p.id())).collect();
    for m in wing.wingmates() {
        let pose = formation_pose(wing, tool, &leader, m);
        let ship = m.ship.at(pose);
        let table: Vec<&Piece> = members.iter().copied().chain(std::iter::once(&lead)).chain(placed.iter()).collect();
        let mut f = fit(&ship, &table, area);
        f.outside_deployment = deployment.is_some_and(|d| !d.holds_base(&ship.base.outline(&pose)));
        let p = SetupPlacement { id: m.ship.id.clone(), position: m.position, pose, fit: f, base: m.ship.base };
        if p.placed() {
            placed.push(Piece::Ship(ship));
        }
        out.push(p);
    }
    let kept: Vec<_> = out.iter().filter(|p| p.placed()).map(|p| (p.base, p.position)).collect();
    Formation { leader, tool: tool.laid(&leader, wing.leader.base, &kept), wingmates: out }
}

/// Whether `id` names the wing's leader or one of its wingmates: a table entry with
/// such an id is that ship's own entry, and stands where the wing says it does.
pub fn is_member(wing: &Wing, id: &str) -> bool {
    wing.leader.id == id || wing.wingmate(id).is_some()
}

#[cfg(all(test, not(target_arch = "wasm32")))]
#[path = "formation_tests.rs"]
mod tests;
