//! The types of the keys a ship accepts unread (`SHIP_KEYS`, `#[wire(also)]`) in the named
//! declarations (tests/types/named.d.ts): each as the shipped `Ship` declares it, so that a
//! ship object typed once serves every call, as docs/api.md `Ship` says. The inline
//! declarations (tests/types/generated.d.ts) keep them `unknown`: the engine reads none.

use crate::attack::DeckCard as DeckCardDto;
use crate::bases::Section;
use crate::epic::wings::WingPosition;
use crate::geometry::Pose;
use crate::round::state::GivenState;
use crate::round::turrets::TurretArc;
use crate::wire::ts::{field_type, TsIn};

/// A name of js/prelude.d.ts (imported by the named file).
fn prelude(name: &'static str) -> String {
    field_type(name, String::new)
}

/// The type of `key` of `SHIP_KEYS` where a ship accepts it unread (`None`: not a ship key).
pub fn ship_key_ts(key: &str) -> Option<String> {
    Some(match key {
        "id" | "wingLeader" => "string".into(),
        "ship" => prelude("ShipName"),
        "pilot" => prelude("PilotName"),
        "pose" => Pose::ts_in(),
        "upgrades" => prelude("Upgrades"),
        "entries" => "number[]".into(),
        "player" | "team" | "pilotSkill" | "engagement" | "energy" | "energyLimit" | "stress" | "ion" | "tractor" => "number".into(),
        "asObstacle" | "cloaked" | "inWing" => "boolean".into(),
        "crippled" => format!("{}[]", Section::ts_in()),
        "state" => GivenState::ts_in(),
        "deck" => format!("{}[]", DeckCardDto::ts_in()),
        "tokens" => "object".into(),
        "turrets" => format!("{{ upgrade: {}; arc: {}; double?: boolean }}[]", prelude("UpgradeName"), TurretArc::ts_in()),
        "position" => WingPosition::ts_in(),
        "actionBar" => "string[]".into(),
        _ => return None,
    })
}

#[test]
fn every_ship_key_has_a_type() {
    let missing: Vec<&str> = crate::calls::shared::input::SHIP_KEYS.split(',').filter(|k| ship_key_ts(k).is_none()).collect();
    assert_eq!(missing, Vec::<&str>::new());
}
