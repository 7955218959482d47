//! The 2e turret arc indicators of a round state as JS sees them:
//! `turrets: [{ upgrade, arc: "front" | "left" | "right" | "rear", double? }]`.
//! Conversion only; the rules are [`crate::round::turrets`].

use crate::calls::shared::numbers::MAX_LIST;
use crate::error::{Result, RulesError};
use crate::round::turrets::{Turret, TurretArc};
use crate::wire::{FromWire, ToWire};

#[derive(FromWire, ToWire, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum TurretArcDto {
    Front,
    Left,
    Right,
    Rear,
}

impl From<TurretArcDto> for TurretArc {
    fn from(a: TurretArcDto) -> TurretArc {
        match a {
            TurretArcDto::Front => TurretArc::Front,
            TurretArcDto::Left => TurretArc::Left,
            TurretArcDto::Right => TurretArc::Right,
            TurretArcDto::Rear => TurretArc::Rear,
        }
    }
}

impl From<TurretArc> for TurretArcDto {
    fn from(a: TurretArc) -> TurretArcDto {
        match a {
            TurretArc::Front => TurretArcDto::Front,
            TurretArc::Left => TurretArcDto::Left,
            TurretArc::Right => TurretArcDto::Right,
            TurretArc::Rear => TurretArcDto::Rear,
        }
    }
}

/// One indicator in a request (and, with every field, in a response).
#[derive(FromWire, ToWire, Clone, Debug)]
pub struct TurretDto {
    pub upgrade: String,
    pub arc: TurretArcDto,
    #[serde(default)]
    pub double: bool,
}

impl From<&Turret> for TurretDto {
    fn from(t: &Turret) -> TurretDto {
        TurretDto { upgrade: t.upgrade.clone(), arc: t.arc.into(), double: t.double }
    }
}

/// The state's indicators (path `turrets`); the list length is checked before any work.
pub fn turrets(list: &Option<Vec<TurretDto>>) -> Result<Vec<Turret>> {
    let items = list.as_deref().unwrap_or(&[]);
    if items.len() > MAX_LIST {
        return Err(RulesError::too_large("turrets", format!("at most {MAX_LIST} entries")));
    }
    Ok(items.iter().map(|t| Turret { upgrade: t.upgrade.clone(), arc: t.arc.into(), double: t.double }).collect())
}
