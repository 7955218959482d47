//! `measureRange` and `measureRangeBatch` (docs/conventions.md §5; docs/api.md), and
//! `resolveAttack` with poses ([`measure`]): its two ships and what may obstruct read from the
//! request (or the kept table), the attack measured from the poses by the engine
//! ([`crate::attack::posed`]: the rules, in docs/conventions.md §5), the geometry used echoed.

use crate::attack::posed::{self, aim, Aim, Poses};
use crate::attack::weapon::{self, ArmedWeapon, WeaponChoice};
use crate::attack::{Attack, AttackGeometry};
use crate::bases::Section;
use crate::calls::attack::input::{self as resolve, Named};
use crate::calls::shared::input::ShipDto;
use crate::calls::shared::kept::{edition_of, kept_table_only};
use crate::calls::shared::table::ships_and_obstacles;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::geometry::polygon::MAX_COORD;
use crate::geometry::{Pose, Vec2};
use crate::num_text::Num;
use crate::objects::{Obstacle, Ship};
pub use crate::range::batch::MAX_BATCH_POINTS;
use crate::range::measure::RangeReport;
use crate::range::{measure_range, Arc, Batch, BatchOutput, RangeQuery, Ruler, Source};
use crate::round::table::Table;
use crate::round::turrets::{measure_turret, pick, Turret};
use crate::ships::ShipType;
use crate::wire::numbers::{Heading, List};
use crate::wire::{FromWire, ToWire};

/// A ship as `measureRange` reads it: a ship of a table (its crippled 1e sections read for the
/// defender) with a 2e huge attacker's turret arc indicators.
#[derive(FromWire, Clone, Debug)]
#[wire(also = "crate::calls::shared::input::SHIP_KEYS")]
pub struct RangeShipDto {
    #[serde(flatten)]
    pub ship: ShipDto,
    /// A 2e huge attacker's turret arc indicators (its round state's `turrets`), for `turret`.
    #[wire(ts = "Ship[\"turrets\"]")]
    pub turrets: Option<List<Turret>>,
}

/// `S`: the attacker and defender, given whole (`RangeShipDto`) or, on a kept
/// table (`Workspace.measureRange`), by id.
#[derive(FromWire)]
pub struct Request<S = RangeShipDto> {
    edition: Option<Edition>,
    attacker: S,
    defender: S,
    arc: Option<Arc>,
    /// Instead of `arc`: the upgrade whose turret arc indicator (in `attacker.turrets`) is measured.
    turret: Option<String>,
    section: Option<Section>,
    from: Option<Source>,
    ruler: Option<Ruler>,
    /// The weapon measured for; default: the attacker's primary weapon.
    weapon: Option<WeaponChoice>,
    ships: Option<Vec<ShipDto>>,
    obstacles: Option<Vec<Obstacle>>,
}

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Response {
    #[serde(flatten)]
    report: RangeReport,
    /// The ruler measured with ("standard": bands 1–3, "huge": 1–5).
    ruler: Ruler,
    /// The weapon measured for (`null`: none, e.g. a 1e GR-75 without `weapon`).
    weapon: Option<ArmedWeapon>,
    /// Whether the weapon fires at `range` (`null` without a weapon or beyond the ruler).
    in_weapon_range: Option<bool>,
}

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    let (attacker, defender) = (req.attacker.ship.ship.to_ship(ed, "attacker")?, req.defender.ship.ship.to_ship(ed, "defender")?);
    let crippled = req.defender.ship.crippled.clone().unwrap_or_default().0;
    let (ships, obstacles) = ships_and_obstacles(req.ships.as_deref().unwrap_or(&[]), req.obstacles.as_deref().unwrap_or(&[]), ed)?;
    let indicators = req.attacker.turrets.as_ref().map_or(&[][..], |l| &l.0);
    answer(&req, ed, (&attacker, &defender), &crippled, (&ships, &obstacles), indicators)
}

/// `Workspace.measureRange`: the two ships (by id), the defender's crippled sections,
/// the attacker's turret arc indicators (its kept round state) and everything that
/// may obstruct come from the kept table.
pub fn run_on(req: Request<String>, table: &Table) -> Result<Response> {
    kept_table_only(&[("ships", req.ships.is_some()), ("obstacles", req.obstacles.is_some())])?;
    let ed = edition_of(table, req.edition)?;
    let kept = table.ship(&req.attacker, "attacker")?;
    let defender = table.ship(&req.defender, "defender")?;
    let indicators = kept.round.as_ref().map_or(&[][..], |s| &s.turrets);
    answer(&req, ed, (&kept.ship, &defender.ship), &defender.crippled, (table.ships(), table.obstacles()), indicators)
}

/// The measurement once the ships are built (shared by the call and the kept table).
fn answer<S>(
    req: &Request<S>,
    ed: Edition,
    (attacker, defender): (&Ship, &Ship),
    crippled: &[Section],
    (ships, obstacles): (&[Ship], &[Obstacle]),
    indicators: &[Turret],
) -> Result<Response> {
    let choice = req.weapon.as_ref().map(|w| weapon::choice(ed, Some(w))).transpose()?;
    // The checks `resolveAttack` makes of an attack from poses (`attack::posed`).
    let from = req.from.unwrap_or_default();
    let Aim { arc, measuring: m } = aim(ed, Some(attacker.ship_type), attacker, choice.as_ref(), req.arc, req.ruler, from)?;
    let (section, ruler, reach) = (req.section, m.ruler, m.reach);
    let q = RangeQuery { edition: ed, attacker, defender, arc, section, from, ruler, reach, crippled, ships, obstacles };
    // `turret`: the indicator it names, from the attacker's `turrets` (a 2e huge ship's).
    let r = match &req.turret {
        Some(_) if req.arc.is_some() => return Err(RulesError::invalid("turret", "give either arc or turret (the indicator's arc)")),
        Some(name) => measure_turret(&q, &pick(ed, attacker.is_huge(), name, indicators)?)?.1,
        None => measure_range(&q)?,
    };
    let in_weapon_range = m.weapon.zip(r.measurement.range).map(|(w, b)| w.range.contains(ed, b));
    Ok(Response { report: r, ruler: m.ruler, weapon: m.weapon, in_weapon_range })
}

/// The batch request, less `points` (read apart as a typed array).
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
/// `A`: the attacker, given whole or, on a kept table, by id.
pub struct BatchRequest<A = ShipDto> {
    edition: Option<Edition>,
    attacker: A,
    defender_ship: String,
    heading: Option<Heading>,
    arc: Option<Arc>,
    section: Option<Section>,
    from: Option<Source>,
    ruler: Option<Ruler>,
    output: Option<BatchOutput>,
}

/// `measureRangeBatch` (and `Workspace.measureRangeBatch` with `prepare_on`): the request
/// text (without `points`) read and checked, then `points` (x, y pairs, at most
/// [`MAX_BATCH_POINTS`], read by the caller only now, so that a bad request is named before
/// them), one answer per pair.
pub fn answer_batch_with<R: FromWire>(
    text: &str,
    prepare: impl FnOnce(R) -> Result<Batch>,
    points: impl FnOnce() -> Result<Vec<f64>>,
) -> Result<Vec<f64>> {
    let batch = crate::calls::shared::input::parse_text(text).and_then(prepare)?;
    let points = checked_points(points()?)?;
    let mut out = vec![0.0; points.len() / 2];
    batch.run(&points, &mut out);
    Ok(out)
}

/// `points` as x, y pairs of finite coordinates on the table.
fn checked_points(pts: Vec<f64>) -> Result<Vec<f64>> {
    let len = pts.len();
    if !len.is_multiple_of(2) {
        return Err(RulesError::invalid("points", format!("expected x, y pairs, got {len} numbers")));
    }
    if let Some(i) = pts.iter().position(|v| !v.is_finite() || v.abs() > MAX_COORD) {
        return Err(RulesError::invalid(format!("points[{i}]"), format!("expected a finite number within ±{} mm", Num(MAX_COORD))));
    }
    Ok(pts)
}

pub fn prepare(req: BatchRequest) -> Result<Batch> {
    let ed = req.edition.unwrap_or_default();
    prepare_for(&req, ed, &req.attacker.ship.to_ship(ed, "attacker")?)
}

/// `Workspace.measureRangeBatch`: the attacker from the kept table, by id.
pub fn prepare_on(req: BatchRequest<String>, table: &Table) -> Result<Batch> {
    let ed = edition_of(table, req.edition)?;
    prepare_for(&req, ed, &table.ship(&req.attacker, "attacker")?.ship)
}

fn prepare_for<A>(req: &BatchRequest<A>, ed: Edition, attacker: &Ship) -> Result<Batch> {
    let defender = ShipType::parse_field(&req.defender_ship, ed, "defenderShip")?.base(ed, "defenderShip")?;
    let heading = req.heading.map_or(0.0, |h| h.0);
    let from = req.from.unwrap_or_default();
    let Aim { arc, measuring: m } = aim(ed, Some(attacker.ship_type), attacker, None, req.arc, req.ruler, from)?;
    Batch::new(ed, attacker, from, arc, defender, heading, req.section, m.ruler, req.output.unwrap_or_default())
}

/// The geometry an attack used, echoed for the page.
#[derive(ToWire, Default)]
#[serde(rename_all = "camelCase")]
pub struct GeometryOut {
    /// Whether it was measured from the poses (else taken from the request).
    measured: bool,
    #[serde(flatten)]
    given: AttackGeometry,
    #[serde(skip_serializing_if = "Option::is_none")]
    distance: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<Vec2>,
    #[serde(skip_serializing_if = "Option::is_none")]
    to: Option<Vec2>,
    #[serde(skip_serializing_if = "Option::is_none")]
    obstructed_by: Option<Vec<String>>,
    /// 1e huge defender: the section targeted, as given or, when the request names none,
    /// the only one the poses let the attacker target.
    #[serde(skip_serializing_if = "Option::is_none")]
    section: Option<Section>,
}

/// The side's ship at `pose`, of the attack's type `t` (`field`: "attacker" or "defender", also its default id).
fn ship(side: &Named, t: Option<ShipType>, pose: Pose, ed: Edition, field: &str) -> Result<Ship> {
    let t = t.ok_or_else(|| RulesError::invalid(format!("{field}.ship"), "is required with a pose"))?;
    Ship::new(side.id.as_deref().unwrap_or(field), t, pose, ed, "ship").map_err(|e| e.within(field))
}

/// Replaces the attack's geometry by `measureRange`'s when both poses are given. With a
/// kept table (`Workspace.resolveAttack`) its ships and obstacles may obstruct, instead
/// of the request's.
pub fn measure(req: &resolve::Request, attack: &mut Attack, kept: Option<&Table>) -> Result<GeometryOut> {
    let (a, d) = (&req.attacker, &req.defender);
    let (a_pose, d_pose) = match (a.placed.pose, d.placed.pose) {
        (None, None) => return Ok(GeometryOut { given: attack.geometry.clone(), ..Default::default() }),
        (Some(a), Some(d)) => (a, d),
        (Some(_), None) => return Err(RulesError::invalid("defender.pose", "is required with attacker.pose")),
        (None, Some(_)) => return Err(RulesError::invalid("attacker.pose", "is required with defender.pose")),
    };
    let attacker = ship(&a.named, attack.attacker.ship, a_pose, attack.edition, "attacker")?;
    let defender = ship(&d.named, attack.defender.ship, d_pose, attack.edition, "defender")?;
    let from = req.from.unwrap_or_default();
    let aim = aim(attack.edition, attack.attacker.ship, &attacker, Some(&attack.weapon.choice), req.arc, req.ruler, from)?;
    let (s, o) = (req.ships.as_deref().unwrap_or(&[]), req.obstacles.as_deref().unwrap_or(&[]));
    let built = if kept.is_some() { Default::default() } else { ships_and_obstacles(s, o, attack.edition)? };
    let (ships, obstacles) = kept.map_or((&built.0[..], &built.1[..]), |t| (t.ships(), t.obstacles()));
    let r = posed::measure(attack, &aim, &Poses { attacker: &attacker, defender: &defender, from }, ships, obstacles)?;
    let m = r.measurement;
    Ok(GeometryOut {
        measured: true,
        given: attack.geometry.clone(),
        distance: Some(m.distance),
        from: Some(m.from),
        to: Some(m.to),
        obstructed_by: Some(r.obstructed_by),
        section: attack.defender.section.filter(|_| defender.base.has_sections()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::wire::to_text;

    /// The answer's keys in the order callers have always had them: the engine's
    /// `Measurement` written first (its `family` left out), then the call's own keys; the
    /// same in each 1e section.
    #[test]
    fn the_answer_keeps_its_keys_in_order() {
        let ship = |id: &str, x: u32| format!(r#"{{"id": "{id}", "ship": "cr90", "pose": {{"x": {x}, "y": 400, "heading": 0}}}}"#);
        let text = format!(r#"{{"edition": "1e", "attacker": {}, "defender": {}}}"#, ship("a", 200), ship("b", 600));
        let json = to_text(&run(parse_text(&text).unwrap()).unwrap());
        let keys = "range distance inArc from to obstructed obstructedBy canTarget edition arc section \
                    sections fore range distance inArc from to canTarget reason crippled aft range";
        let mut at = 0;
        for k in keys.split_whitespace() {
            let found = json[at..].find(&format!("\"{k}\":")).unwrap_or_else(|| panic!("{k} after {at} in {json}"));
            at += found + 1;
        }
        assert!(json.starts_with(r#"{"range":"#) && json.contains(r#""edition":"1e""#) && !json.contains("family"), "{json}");
    }

    /// A batch's `heading` is held within ±1e6 degrees while read (`TOO_LARGE`, today's words),
    /// and a `turret` beside an `arc` is refused naming `turret`.
    #[test]
    fn batch_heading_and_turret_with_arc_are_refused_by_name() {
        use crate::error::{expect_err, ErrorCode};
        let attacker = r#"{"id": "a", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}}"#;
        let batch = |h: &str| format!(r#"{{"attacker": {attacker}, "defenderShip": "small", "heading": {h}}}"#);
        assert!(parse_text::<BatchRequest>(&batch("-1000000")).and_then(prepare).is_ok());
        let e = expect_err(parse_text::<BatchRequest>(&batch("1000001")).and_then(prepare));
        assert_eq!((e.code, e.field.as_str(), e.reason.as_str()), (ErrorCode::TooLarge, "heading", "must be within ±1000000 degrees"));
        let both = format!(
            r#"{{"edition": "2e", "attacker": {attacker}, "defender": {}, "arc": "front", "turret": "x"}}"#,
            attacker.replace("\"a\"", "\"d\"")
        );
        let e = expect_err(parse_text::<Request>(&both).and_then(run));
        assert_eq!((e.field.as_str(), e.reason.as_str()), ("turret", "give either arc or turret (the indicator's arc)"));
    }

    /// A side's `pilot` and `asObstacle` are read as every ship's (they were accepted unread):
    /// a 2e "small" names no pilot card, so no pilot flies it; only a 1e huge ship is an obstacle.
    #[test]
    fn a_sides_pilot_and_as_obstacle_are_read() {
        use crate::error::{expect_err, ErrorCode};
        let side = |id: &str, ship: &str, y: u32, extra: &str| {
            format!(r#"{{"id":"{id}","ship":"{ship}","pose":{{"x":0,"y":{y},"heading":0}}{extra}}}"#)
        };
        let req = |ed: &str, a: String, d: String| format!(r#"{{"edition":"{ed}","attacker":{a},"defender":{d}}}"#);
        let e = expect_err(
            parse_text::<Request>(&req("2e", side("a", "small", 0, ""), side("d", "small", 200, r#","pilot":"x""#))).and_then(run),
        );
        assert_eq!(
            (e.code, e.field.as_str(), e.reason.as_str()),
            (ErrorCode::Unknown, "defender.pilot", "no 2e pilot \"x\" flies the small")
        );
        let e = expect_err(
            parse_text::<Request>(&req("1e", side("a", "small", 0, r#","asObstacle":true"#), side("d", "cr90", 400, ""))).and_then(run),
        );
        let why = "only a 1e huge ship can be placed as an obstacle (seed 003 \"Using Huge Ships as Obstacles\")";
        assert_eq!((e.code, e.field.as_str(), e.reason.as_str()), (ErrorCode::InvalidInput, "attacker.asObstacle", why));
        assert!(parse_text::<Request>(&req("1e", side("a", "small", 0, ""), side("d", "cr90", 400, r#","asObstacle":true"#)))
            .and_then(run)
            .is_ok());
    }

    /// `measureRange` with `ships`/`obstacles` as given after the two sides.
    fn refused(table: &str) -> crate::error::RulesError {
        use crate::error::expect_err;
        let sides = r#""attacker":{"id":"a","ship":"small","pose":{"x":0,"y":0,"heading":0}},"defender":{"id":"d","ship":"small","pose":{"x":0,"y":200,"heading":180}}"#;
        expect_err(parse_text::<Request>(&format!("{{{sides},{table}}}")).and_then(run))
    }

    /// The attack calls read the table's lists as every call does: each list one kind.
    #[test]
    fn attack_tables_hold_ships_in_ships_and_obstacles_in_obstacles() {
        for (table, field, reason) in [
            (r#""ships":[{"id":"o","type":"asteroid","points":[[0,0],[9,0],[0,9]]}]"#, "ships[0].type", "unknown key \"type\""),
            (r#""ships":[{"id":"s","ship":"small"}]"#, "ships[0].pose", "is required"),
            (r#""obstacles":[{"id":"o","type":"asteroid","points":[[0,0],[9,0]]}]"#, "obstacles[0].points", "at least 3 points"),
            (r#""obstacles":[{"id":"s","ship":"small","pose":{"x":0,"y":0,"heading":0}}]"#, "obstacles[0].ship", "unknown key \"ship\""),
        ] {
            let e = refused(table);
            assert_eq!(e.field, field, "{table}");
            assert!(e.reason.contains(reason), "{table}");
        }
    }
}
