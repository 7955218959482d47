//! The request pieces the wing calls share (`placeWing`, `moveWing`, `checkWingSplit`,
//! `joinWing`; docs/epic.md "Wings"): the wing, its wing positions, the wing tool,
//! the leader's maneuver and the action names.

use crate::calls::shared::input::ship_of;
use crate::calls::shared::kept::{no_kept_obstacle_named, second_edition};
use crate::calls::shared::table::{entries, TableDto};
use crate::edition::Edition;
use crate::epic::wings::splitting::MateFacts;
use crate::epic::wings::{Wing, WingPosition, Wingmate};
use crate::error::{Result, RulesError};
use crate::geometry::Pose;
use crate::movement::play_area::PlayArea;
use crate::objects::{Piece, Ship};
use crate::round::table::Table;
use crate::wire::FromWire;
use std::borrow::Cow;

/// A wing as a caller sends it: the leader and its wingmates, each with its state.
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "WingInput")]
pub struct WingDto {
    pub leader: MemberDto,
    pub wingmates: Vec<MemberDto>,
}

/// One ship of a wing. `position` is required of wingmates; `pose` of the calls that
/// place or measure the ship; the state fields of the calls that read them.
#[derive(FromWire, Clone)]
#[serde(rename_all = "camelCase")]
#[wire(also = "crate::calls::shared::input::SHIP_KEYS", ts = "WingMember")]
pub struct MemberDto {
    pub id: String,
    #[wire(ts = "ShipName")]
    pub ship: String,
    pub pose: Option<Pose>,
    pub position: Option<WingPosition>,
    /// A split ship joining (`joinWing`, required there): the leader whose wing it split from.
    pub wing_leader: Option<String>,
    /// Its cloak, its stress, ion and tractor tokens (0 when absent) and its action bar.
    #[serde(flatten)]
    pub state: MateFacts,
}

impl MemberDto {
    /// The ship (2e) at its pose, required when `need_pose` (else the origin stands in);
    /// errors name `field`.
    pub fn to_ship(&self, field: &str, need_pose: bool) -> Result<Ship> {
        let pose = if need_pose { required(self.pose, field, "pose")? } else { self.pose.unwrap_or(Pose::new(0.0, 0.0, 0.0)) };
        ship_of(&self.id, &self.ship, None, pose, false, Edition::Second, field)
    }

    /// The wingmate (its position required); errors name `field`.
    pub fn to_mate(&self, field: &str, need_pose: bool) -> Result<Wingmate> {
        let ship = self.to_ship(field, need_pose)?;
        Ok(Wingmate { ship, position: required(self.position, field, "position")?, facts: self.state.clone() })
    }
}

/// `value`, which the call needs: absent is `field.key is required`.
pub fn required<T>(value: Option<T>, field: &str, key: &str) -> Result<T> {
    value.ok_or_else(|| RulesError::invalid(format!("{field}.{key}"), "is required"))
}

/// The checked wing of `leader` (with its tokens and cloak) and the wingmates `list`, each
/// position required; errors name `leader...` or `wingmates[i]...`, as `Wing::new` does.
pub fn wing_of(leader: &MemberDto, list: &[MemberDto], need_poses: bool) -> Result<Wing> {
    let ship = leader.to_ship("leader", need_poses)?;
    Ok(Wing::new(ship, entries(list, "wingmates", |m, f| m.to_mate(f, need_poses))?)?.led_with(leader.state.clone()))
}

impl WingDto {
    /// The checked wing; errors name `wing.leader...` / `wing.wingmates[i]...`.
    pub fn to_wing(&self, need_poses: bool) -> Result<Wing> {
        wing_of(&self.leader, &self.wingmates, need_poses).map_err(|e| e.within("wing"))
    }
}

/// The ids of the wing of `leader` and `mates`, each with the request field that gave it
/// (`at`: the path of the wing).
pub fn named_ids<'a>(at: &str, leader: &'a MemberDto, mates: &'a [MemberDto]) -> Vec<(&'a str, String)> {
    let mates = mates.iter().enumerate().map(|(i, m)| (m.id.as_str(), format!("{at}wingmates[{i}].id")));
    std::iter::once((leader.id.as_str(), format!("{at}leader.id"))).chain(mates).collect()
}

/// The other pieces and the play area: the request's `ships`, `obstacles` and `playArea`,
/// or (`kept`: a `Workspace` method) the kept table's, which must be a 2e one, the request
/// then giving none of them. No obstacle may have the id of one of the wing's ships (`named`,
/// with the entry that gave each): a ship entry with one is that ship's own entry (ignored:
/// the wing says where it stands), but an obstacle would make the answers ambiguous, so it
/// is refused, as `placeMove` refuses one named like the moving ship.
pub(crate) fn around<'a>(given: &'a TableDto, kept: Option<&'a Table>, named: &[(&str, String)]) -> Result<(Cow<'a, [Piece]>, PlayArea)> {
    if let Some(t) = kept {
        given.kept_only()?;
        second_edition(t)?;
        no_kept_obstacle_named(t, named)?;
        return Ok((Cow::Borrowed(t.pieces()), t.area()));
    }
    let others = given.pieces(Edition::Second)?;
    if let Some(i) = given.obstacles.iter().position(|o| named.iter().any(|(id, _)| *id == o.id)) {
        let why = format!("duplicate id {:?}: a wing ship has this id", given.obstacles[i].id);
        return Err(RulesError::invalid(format!("obstacles[{i}].id"), why));
    }
    Ok((Cow::Owned(others), given.area()))
}

/// A wing call's `run` on the request's pieces and `run_on` (`Workspace`) on the kept
/// table's others and play area: both its `run_in`. The wing is given whole (a kept ship's
/// own entry is skipped by id); the kept table is not changed.
macro_rules! run_either {
    () => {
        pub fn run(req: Request) -> Result<Response> {
            run_in(req, None)
        }

        pub fn run_on(req: Request, table: &Table) -> Result<Response> {
            run_in(req, Some(table))
        }
    };
}
pub(crate) use run_either;
