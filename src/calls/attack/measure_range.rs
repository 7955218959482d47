//! `measureRange` and `measureRangeBatch` (docs/conventions.md §5; docs/api.md).

use crate::attack::posed::{armed, Aim};
use crate::attack::weapon::{measuring, ArmedWeapon};
use crate::bases::Section;
use crate::calls::attack::weapon::{self, WeaponDto};
use crate::calls::shared::input::{ship_of, SectionSet, ShipDto};
use crate::calls::shared::kept::{edition_of, kept_table_only};
use crate::calls::shared::table::ships_and_obstacles;
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::geometry::polygon::MAX_COORD;
use crate::geometry::Pose;
use crate::num_text::Num;
use crate::objects::{Obstacle, Ship};
use crate::range::arcs::check_arc;
pub use crate::range::batch::MAX_BATCH_POINTS;
use crate::range::measure::RangeReport;
use crate::range::Source;
use crate::range::{measure_range, Arc, Batch, BatchOutput, RangeQuery, Ruler};
use crate::round::table::Table;
use crate::round::turrets::{measure_turret, pick, Turret};
use crate::ships::ShipType;
use crate::wire::numbers::{Heading, List};
use crate::wire::{FromWire, ToWire};

/// A ship with the state `measureRange` reads: which 1e sections are crippled.
#[derive(FromWire, Clone, Debug)]
#[wire(also = "crate::calls::shared::input::SHIP_KEYS")]
pub struct RangeShipDto {
    pub id: String,
    #[wire(ts = "ShipName")]
    pub ship: String,
    pub pose: Pose,
    pub crippled: Option<SectionSet>,
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
    weapon: Option<WeaponDto>,
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
    let ship = |s: &RangeShipDto, field| ship_of(&s.id, &s.ship, None, s.pose, false, ed, field);
    let (attacker, defender) = (ship(&req.attacker, "attacker")?, ship(&req.defender, "defender")?);
    let crippled = req.defender.crippled.clone().unwrap_or_default().0;
    let (ships, obstacles) = ships_and_obstacles(req.ships.as_deref().unwrap_or(&[]), req.obstacles.as_deref().unwrap_or(&[]), ed)?;
    let indicators = || Ok(req.attacker.turrets.as_ref().map_or_else(Vec::new, |l| l.0.clone()));
    measure(&req, ed, (&attacker, &defender), &crippled, (&ships, &obstacles), indicators)
}

/// `Workspace.measureRange`: the two ships (by id), the defender's crippled sections,
/// the attacker's turret arc indicators (its kept round state) and everything that
/// may obstruct come from the kept table.
pub fn run_on(req: Request<String>, table: &Table) -> Result<Response> {
    kept_table_only(&[("ships", req.ships.is_some()), ("obstacles", req.obstacles.is_some())])?;
    let ed = edition_of(table, req.edition)?;
    let kept = table.ship(&req.attacker, "attacker")?;
    let defender = table.ship(&req.defender, "defender")?;
    let indicators = || Ok(kept.round.as_ref().map(|s| s.turrets.clone()).unwrap_or_default());
    measure(&req, ed, (&kept.ship, &defender.ship), &defender.crippled, (table.ships(), table.obstacles()), indicators)
}

/// The measurement once the ships are built (shared by the call and the kept table).
fn measure<S>(
    req: &Request<S>,
    ed: Edition,
    (attacker, defender): (&Ship, &Ship),
    crippled: &[Section],
    (ships, obstacles): (&[Ship], &[Obstacle]),
    indicators: impl FnOnce() -> Result<Vec<Turret>>,
) -> Result<Response> {
    let arc = req.arc.map(|a| check_arc(ed, attacker, a, "arc")).transpose()?;
    let choice = req.weapon.as_ref().map(|w| weapon::choice(ed, Some(w))).transpose()?;
    // The checks `resolveAttack` makes of an attack from poses (`attack::posed`).
    let Aim { arc, measuring: m } = armed(ed, Some(attacker.ship_type), attacker.ship_type, choice.as_ref(), arc, req.ruler)?;
    let from = req.from.unwrap_or_default();
    weapon::check_card(ed, req.weapon.as_ref(), attacker, from, arc)?;
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

/// `measureRangeBatch` on a request that gives its attacker whole.
pub fn answer_batch(text: &str, points: impl FnOnce() -> Result<Vec<f64>>) -> Result<Vec<f64>> {
    answer_batch_with(text, prepare, points)
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

/// Prepares the batch from the parsed request.
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
    let arc = req.arc.map(|a| check_arc(ed, attacker, a, "arc")).transpose()?;
    let ruler = measuring(ed, Some(attacker.ship_type), None, req.ruler)?.ruler;
    let from = req.from.unwrap_or_default();
    Batch::new(ed, attacker, from, arc, defender, heading, req.section, ruler, req.output.unwrap_or_default())
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
}
