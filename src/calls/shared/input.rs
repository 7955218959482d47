//! Request parsing: a request's JSON text to typed requests (see `crate::wire`), with
//! the path of any bad field (`ships[2].pose.x`) kept in the error; engine types whose shape
//! the wire has (a pose) are read as they are, checked while read; then the ships, whose
//! types come from the cards of the request's edition, to engine ships.

use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::geometry::Pose;
use crate::objects::Ship;
use crate::ships::resolve;
use crate::wire::{parse_json, FromWire};

/// Reads one request from its JSON text, with the path of any bad field in the error.
/// The text is what `crate::bindings::boundary` took from the caller's object (catching
/// everything a caller's value can throw); see [`crate::wire`] for why text.
pub fn parse_text<T: FromWire>(text: &str) -> Result<T> {
    let tree = parse_json(text).map_err(|e| RulesError::invalid("request", e))?;
    T::from_wire(&tree)
}

/// Every key a ship object has in some call (`Ship` in docs/api.md and the calls'
/// extensions of it). A call reads the keys it needs and accepts the rest of these
/// unread, so the same ship object can be passed to every call; any other key is
/// refused (`#[wire(also)]`). Comma-separated, as `FromWire::KEYS`. The test below
/// keeps this the union of the ship request types' fields and [`SHIP_KEYS_UNREAD`].
pub const SHIP_KEYS: &str = "id,ship,pilot,pose,state,deck,player,team,stress,inWing,asObstacle,tokens,crippled,\
    position,wingLeader,ion,tractor,cloaked,turrets,energy,energyLimit,pilotSkill,engagement,actionBar,upgrades,entries";

/// Keys of a ship as `squadShips` writes it that no call reads from a ship: the XWS
/// entries it came from. (Its `upgrades` are read by the round calls' ships and
/// `resolveAttack`'s sides: docs/squads.md "Upgrades a ship carries".) A squad's ships go
/// to every call as they are, with a pose added.
#[cfg(test)]
const SHIP_KEYS_UNREAD: &[&str] = &["entries"];

/// What every ship object of a table says of its ship: what it is and where (a ship of the
/// table, the moving one, a kept one: flattened into each).
#[derive(FromWire, Clone, Debug)]
pub struct ShipFieldsDto {
    pub id: String,
    #[wire(ts = "ShipName")]
    pub ship: String,
    /// The pilot of a ship named by its ship id (docs/api.md "Ship names"): how 1e names a
    /// pilot, whose ids repeat across ships; 2e names a pilot by its id in `ship` alone.
    #[wire(ts = "PilotName")]
    pub pilot: Option<String>,
    pub pose: Pose,
    /// A 1e huge ship placed as an obstacle (seed 003 "Using Huge Ships as Obstacles"); a
    /// moving one is refused: it does not move.
    #[serde(default, rename = "asObstacle")]
    pub as_obstacle: bool,
}

impl ShipFieldsDto {
    /// The ship; errors carry `field` as their path prefix.
    pub fn to_ship(&self, edition: Edition, field: &str) -> Result<Ship> {
        ship_of(&self.id, &self.ship, self.pilot.as_deref(), self.pose, self.as_obstacle, edition, field)
    }
}

/// A ship of a table as a caller sends it.
#[derive(FromWire, Clone, Debug)]
#[wire(also = "crate::calls::shared::input::SHIP_KEYS")]
pub struct ShipDto {
    #[serde(flatten)]
    pub ship: ShipFieldsDto,
    /// A 1e huge ship's crippled sections (read by `placeMove`: they suffer no overlap damage;
    /// by `measureRange` for its defender: they are not targeted).
    pub crippled: Option<crate::bases::SectionSet>,
}

/// A ship from the fields every ship object has (`as_obstacle`: a 1e huge ship placed as
/// one); errors carry `field` as their path prefix.
pub fn ship_of(id: &str, ship: &str, pilot: Option<&str>, pose: Pose, as_obstacle: bool, ed: Edition, field: &str) -> Result<Ship> {
    let s = resolve(ship, pilot, ed, "ship", "pilot").and_then(|(t, _)| Ship::new(id, t, pose, ed, "ship"));
    let s = if as_obstacle { s.and_then(|s| s.as_obstacle(ed, "asObstacle")) } else { s };
    s.map_err(|e| e.within(field))
}

/// The engine's id check (`round::table`), which every call that lists ships uses.
pub use crate::round::table::check_unique_ids;

/// A list of at most [`MAX_OBJECTS`](crate::limits::MAX_OBJECTS) entries: the engine's check (`TOO_LARGE` naming `field`).
pub use crate::limits::check_objects as check_len;

/// A revealed maneuver as every call takes it: `{ speed, bearing, difficulty? }`. The
/// bearing and colour are serde enums (an unknown name is `UNKNOWN_NAME`, like every
/// other name); the speed is checked while read by the engine's `Maneuver`.
#[derive(FromWire)]
pub struct ManeuverDto {
    #[serde(flatten)]
    pub maneuver: crate::flight::maneuver::Maneuver,
    pub difficulty: Option<crate::movement::dials::Difficulty>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SHIP_KEYS is exactly the union of the ship request types' fields: a key a ship
    /// type gains is accepted by every call, and none is accepted that no call reads.
    #[test]
    fn ship_keys_are_the_union_of_the_ship_types_fields() {
        use crate::calls::*;
        let types = [
            ShipDto::KEYS,
            apply_effects::ShipStateDto::KEYS,
            deploy_ship::DockedShipDto::KEYS,
            dock_ship::EpicShipDto::KEYS,
            end_phase::EndShipDto::KEYS,
            measure_range::RangeShipDto::KEYS,
            place_move::MoverDto::KEYS,
            round_order::EntryDto::KEYS,
            round::state::RoundShipDto::KEYS,
            epic::wing_input::MemberDto::KEYS,
        ];
        let mut union: Vec<&str> = types.iter().flat_map(|k| k.split(',')).chain(SHIP_KEYS_UNREAD.iter().copied()).collect();
        union.sort_unstable();
        union.dedup();
        let mut keys: Vec<&str> = SHIP_KEYS.split(',').collect();
        keys.sort_unstable();
        assert_eq!(keys, union);
    }

    #[test]
    fn a_ship_placed_as_an_obstacle_is_refused_at_its_key_unless_a_1e_huge_one() {
        let pose = Pose::new(0.0, 0.0, 0.0);
        let e = ship_of("g", "gr75", None, pose, true, Edition::Second, "ships[1]").unwrap_err();
        assert_eq!(e.field, "ships[1].asObstacle");
        let e = ship_of("x", "small", None, pose, true, Edition::First, "ship").unwrap_err();
        assert_eq!(e.field, "ship.asObstacle");
        assert!(ship_of("c", "cr90", None, pose, true, Edition::First, "ship").is_ok());
        assert_eq!(ship_of("g", "nope", None, pose, false, Edition::Second, "ships[0]").unwrap_err().field, "ships[0].ship");
    }

    #[test]
    fn unique_ids_name_the_first_repeat() {
        let ids: Vec<String> = (0..256).map(|i| format!("s{i}")).collect();
        let e = check_unique_ids(["a", "b", "c", "b", "a"].into_iter(), |i| format!("ships[{i}]")).unwrap_err();
        assert_eq!((e.field.as_str(), e.reason.as_str()), ("ships[3].id", "duplicate id \"b\""));
        assert!(check_unique_ids(ids.iter().map(String::as_str), |i| format!("x[{i}]")).is_ok());
        let e = check_unique_ids(["y", "x", "x", "z", "y", "x"].into_iter(), |i| format!("s[{i}]")).unwrap_err();
        assert_eq!(e.field, "s[2].id");
    }
}
