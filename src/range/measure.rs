//! The single `measureRange` query (docs/conventions.md §5): the closest-point line from the
//! measuring ship to the defender (or the chosen 1e section), inside an arc when one
//! is given; its band; 1e section targeting; obstruction; and which arcs hold whom.

use super::arcs::{arcs_containing, arcs_of, region, Arc, ArcRegion};
use super::bands::{band, Ruler};
use super::convex::ConvexPoly;
use super::distance::{closest_family, closest_line, rect_distance, Family, Rect};
use super::obstruction::obstructions;
use super::targeting::{centre_line_blocks, Blocked};
use crate::bases::{Base, Section, HUGE_1E_SECTION_BASE};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::geometry::math::min;
use crate::geometry::query::Closest;
use crate::geometry::{Polygon, Pose, Vec2, EPS};
use crate::objects::{Obstacle, Ship};
use crate::wire::{name_index, Errors, FromWire, Json, ToWire};

/// What part of the measuring ship the line starts from.
///
/// `Ship` (the default) is the whole base; for a 1e huge ship that is both sections
/// as one base, as the rules say for actions and turret secondary weapons (seed 003
/// "Measuring Range from Huge Ships During Actions", seed 000 "Turret Secondary
/// Weapon") and for attacks in general ("the closest point of the attacking ship").
/// `Section` is a 1e section (half the token), for effects measured from the targeted
/// section (seed 000 "Game Effects That Measure from the Defender", seed 003 "Assault
/// Missiles"). `SectionBase` is a section's own 80-mm base, for turret primary
/// weapons ("measures range from the corresponding section's base").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Source {
    #[default]
    Ship,
    Section(Section),
    SectionBase(Section),
}

/// `from` names (docs/api.md `measureRange`), in the order of [`Source::NAMED`].
const SOURCE_NAMES: &[&str] = &["ship", "fore", "aft", "foreBase", "aftBase"];

impl Source {
    const NAMED: [Source; 5] = [
        Source::Ship,
        Source::Section(Section::Fore),
        Source::Section(Section::Aft),
        Source::SectionBase(Section::Fore),
        Source::SectionBase(Section::Aft),
    ];
}

/// Read by its camelCase name (a request's `from`); a wrong kind is refused as the enum it
/// was read as before (`enum FromDto`).
impl FromWire for Source {
    fn read(v: &Json, e: &mut Errors) -> Source {
        Source::NAMED.get(name_index(v, SOURCE_NAMES, "enum FromDto", e)).copied().unwrap_or_default()
    }
}

/// Declared as `MeasureFrom`, the union of its names.
#[cfg(test)]
impl crate::wire::ts::TsIn for Source {
    fn ts_in() -> String {
        use crate::wire::ts::{literal, member, named, union, Dir};
        let names = || union(&SOURCE_NAMES.iter().map(|n| member("", literal(n))).collect::<Vec<_>>());
        named(
            Dir::In,
            std::any::type_name::<Source>(),
            "MeasureFrom",
            "Where a 1e huge attacker measures from (`from`: docs/api.md `measureRange`).",
            names,
        )
    }
}

/// A section (half the footprint) of a 1e huge base as a rectangle.
pub fn section_rect(base: Base, pose: &Pose, s: Section) -> Rect {
    let l = base.length();
    let sign = if s == Section::Fore { 1.0 } else { -1.0 };
    Rect::of(pose, base.width(), l / 2.0, sign * l / 4.0)
}

/// The rectangle a ship measures from.
pub fn source_rect(ship: &Ship, from: Source) -> Rect {
    let (base, pose) = (ship.base, &ship.pose);
    match from {
        Source::Ship => Rect::of(pose, base.width(), base.length(), 0.0),
        Source::Section(s) => section_rect(base, pose, s),
        Source::SectionBase(s) => {
            let offset = base.length() / 2.0 - HUGE_1E_SECTION_BASE / 2.0;
            let sign = if s == Section::Fore { 1.0 } else { -1.0 };
            Rect::of(pose, HUGE_1E_SECTION_BASE, HUGE_1E_SECTION_BASE, sign * offset)
        }
    }
}

/// The centre the 1e targeting line starts from: the base centre, or the section's base centre.
fn source_centre(ship: &Ship, from: Source) -> Vec2 {
    match from {
        Source::Ship => ship.pose.position(),
        Source::Section(s) | Source::SectionBase(s) => ship.base.section_base_centre(&ship.pose, s),
    }
}

/// One request, already validated into engine types.
#[derive(Clone, Copy, Debug)]
pub struct RangeQuery<'a> {
    pub edition: Edition,
    pub attacker: &'a Ship,
    pub defender: &'a Ship,
    pub arc: Option<Arc>,
    /// The defender's section to measure to (1e huge defenders only).
    pub section: Option<Section>,
    pub from: Source,
    pub ruler: Ruler,
    /// The bands the weapon fires at, inclusive (`crate::attack::weapon` gives them);
    /// `None`: any band on the ruler. A target at another band cannot be targeted.
    pub reach: Option<(u8, u8)>,
    /// The defender's crippled sections (1e): they cannot be targeted.
    pub crippled: &'a [Section],
    pub ships: &'a [Ship],
    pub obstacles: &'a [Obstacle],
}

impl<'a> RangeQuery<'a> {
    /// The plain query: whole bases, no arc, from the whole attacker, on the huge
    /// ruler, nothing crippled, nothing else on the table. Set fields to narrow it.
    pub fn new(edition: Edition, attacker: &'a Ship, defender: &'a Ship) -> RangeQuery<'a> {
        RangeQuery {
            edition,
            attacker,
            defender,
            arc: None,
            section: None,
            from: Source::Ship,
            ruler: Ruler::Huge,
            reach: None,
            crippled: &[],
            ships: &[],
            obstacles: &[],
        }
    }
}

/// A closest-point line and its band: written first in `measureRange`'s answer and its
/// sections' (without `family`, the engine's own).
#[derive(Clone, Copy, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Measurement {
    pub range: Option<u8>,
    pub distance: f64,
    /// Some part of the target is inside the arc (always true without an arc).
    pub in_arc: bool,
    /// The middle line of all equally short lines (the engine's [`Family`]).
    pub from: Vec2,
    pub to: Vec2,
    /// Every equally short line: obstruction looks at all of them.
    #[serde(skip_serializing)]
    pub family: Family,
}

/// One section of a 1e huge defender (`measureRange`'s `sections.fore` / `.aft`).
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts = "SectionRange")]
pub struct SectionReport {
    #[serde(skip_serializing)]
    pub section: Section,
    #[serde(flatten)]
    pub measurement: Measurement,
    /// Whether it can be declared the target (no `reason`).
    pub can_target: bool,
    /// Why it cannot be declared the target; `None` when it can.
    #[serde(rename = "reason")]
    pub blocked: Option<Blocked>,
    pub crippled: bool,
}

/// The answer to a [`RangeQuery`], written first in `measureRange`'s answer (the query's
/// edition, arc and section among its keys, the sections as `{ fore, aft }`).
#[derive(Clone, Debug, PartialEq, ToWire)]
#[serde(rename_all = "camelCase")]
pub struct RangeReport {
    #[serde(flatten)]
    #[wire(then(obstructed = "|r: &RangeReport| !r.obstructed_by.is_empty()"))]
    pub measurement: Measurement,
    pub obstructed_by: Vec<String>,
    /// Whether the attack as asked may be declared (in arc, in range, and for a 1e
    /// huge defender, the section asked, or any section, can be the target).
    pub can_target: bool,
    pub edition: Edition,
    /// The attacker's arc measured in (a turret indicator's: the one measured).
    pub arc: Option<Arc>,
    /// The defender's section measured to, as asked.
    pub section: Option<Section>,
    /// Both sections of a 1e huge defender; empty otherwise.
    #[serde(skip_serializing)]
    #[wire(then(sections = "|r: &RangeReport| Sections::of(&r.sections)"))]
    pub sections: Vec<SectionReport>,
    /// The attacker's arcs holding part of the target (the section when one is asked).
    pub arcs: Vec<Arc>,
    /// The defender's arcs holding part of the attacker (2e precision shot).
    pub defender_arcs: Vec<Arc>,
    /// 1st edition: the two ships' bases touch (or overlap), so they cannot attack
    /// each other ([`touching_forbids_attack`]); always false in 2e.
    #[serde(skip_serializing)]
    pub touching: bool,
    /// For a 1e huge attacker measuring from a section (its turret): whether the line
    /// from the defender's base centre to that section's base centre clears the
    /// attacker's own centre line; `None` otherwise.
    pub turret_line_clear: Option<bool>,
}

/// A 1e huge defender's two sections, as `measureRange` writes them.
#[derive(Clone, Debug, PartialEq, ToWire)]
pub struct Sections {
    pub fore: SectionReport,
    pub aft: SectionReport,
}

impl Sections {
    /// The two reports of a 1e huge defender (fore, then aft); `None` for any other.
    fn of(list: &[SectionReport]) -> Option<Sections> {
        match list {
            [fore, aft] => Some(Sections { fore: fore.clone(), aft: aft.clone() }),
            _ => None,
        }
    }
}

/// The closest-point line from `source` to the part of `target` inside `arc`.
///
/// Without an arc, or when no part of the target is in the arc (`in_arc` false), the
/// line goes to the whole target: the caller reads `in_arc` to know the arc failed.
pub fn measure_to(edition: Edition, ruler: Ruler, source: &Polygon, target: &Rect, arc: Option<&ArcRegion>) -> Measurement {
    let whole = target.polygon();
    let mut lines: Vec<(Closest, Family)> = Vec::new();
    if let Some(region) = arc {
        let body = ConvexPoly::from_points(&target.corners());
        for piece in region.pieces() {
            let part = piece.clip(&body);
            if part.is_empty() {
                continue;
            }
            let poly = Polygon::from_trusted(part.points().to_vec());
            let c = closest_line(source, &poly);
            lines.push((c, closest_family(source, &poly, &c)));
        }
    }
    let in_arc = arc.is_none() || !lines.is_empty();
    if lines.is_empty() {
        let c = closest_line(source, &whole);
        lines.push((c, closest_family(source, &whole, &c)));
    }
    let (line, family) = shortest(&lines);
    let (from, to) = family.middle();
    Measurement { range: band(edition, line.distance, ruler), distance: line.distance, in_arc, from, to, family }
}

/// The shortest line over the pieces, with the families of every piece as short and
/// with the same vector joined, so the answer does not depend on the pieces' order.
/// (Pieces as short with another vector, two separate contact places at one
/// distance, keep the first piece's family.)
fn shortest(lines: &[(Closest, Family)]) -> (Closest, Family) {
    let Some(&(mut best, mut family)) = lines.iter().min_by(|a, b| a.0.distance.total_cmp(&b.0.distance)) else {
        let none = Closest { distance: f64::INFINITY, from: Vec2::ZERO, to: Vec2::ZERO };
        return (none, Family::single(&none));
    };
    for (c, f) in lines {
        if (c.distance - best.distance).abs() <= EPS && (f.v - family.v).length() <= EPS {
            family = family.join(f);
            best.distance = min(best.distance, c.distance);
        }
    }
    (best, family)
}

/// `measureRange` in engine terms.
pub fn measure_range(q: &RangeQuery) -> Result<RangeReport> {
    validate(q)?;
    let arc = match q.arc {
        Some(a) => Some(region(q.edition, q.attacker, a, "arc")?),
        None => None,
    };
    let source = source_rect(q.attacker, q.from).polygon();
    let target = match q.section {
        Some(s) => section_rect(q.defender.base, &q.defender.pose, s),
        None => Rect::of(&q.defender.pose, q.defender.base.width(), q.defender.base.length(), 0.0),
    };
    let measurement = measure_to(q.edition, q.ruler, &source, &target, arc.as_ref());
    let sections = section_reports(q, &source, arc.as_ref());
    let target_body = ConvexPoly::from_points(&target.corners());
    let arcs: Vec<Arc> = arcs_of(q.edition, q.attacker.ship_type)
        .iter()
        .copied()
        .filter(|&a| region(q.edition, q.attacker, a, "arc").map(|r| r.touches(&target_body)).unwrap_or(false))
        .collect();
    let turret_line_clear = turret_line_clear(q);
    // The turret rule applies to a target outside every firing arc (seed 003).
    let turret_ok = q.arc.is_some() || !arcs.is_empty() || turret_line_clear != Some(false);
    let touching = touching_forbids_attack(q.edition, q.attacker, q.defender);
    let can_target = turret_ok
        && !touching
        && match (q.section, sections.is_empty()) {
            (_, true) => measurement.in_arc && measurement.range.is_some_and(|b| reaches(q, b)),
            (Some(s), false) => sections.iter().any(|r| r.section == s && r.blocked.is_none()),
            (None, false) => sections.iter().any(|r| r.blocked.is_none()),
        };
    Ok(RangeReport {
        obstructed_by: obstructions(&measurement.family, q.obstacles, q.ships, &q.attacker.id, &q.defender.id),
        measurement,
        can_target,
        edition: q.edition,
        arc: q.arc,
        section: q.section,
        sections,
        arcs,
        defender_arcs: arcs_containing(q.edition, q.defender, q.attacker),
        touching,
        turret_line_clear,
    })
}

/// 1st edition: "While a ship is touching another ship, those ships cannot attack each
/// other" (seed 002, core rules on overlapping; seed 000 "Small/Large Ship Overlapping a
/// Huge Ship" and "Overlapping Huge Ships" send both cases to those rules).
/// Whole bases (a 1e huge ship's two sections as one), touching within [`EPS`] or
/// overlapping. 2nd edition has no such rule: touching ships are at range 0 and may
/// attack (docs/readings.md "Range and arcs").
pub fn touching_forbids_attack(edition: Edition, attacker: &Ship, defender: &Ship) -> bool {
    edition == Edition::First && rect_distance(&source_rect(attacker, Source::Ship), &source_rect(defender, Source::Ship)) <= EPS
}

/// Seed 003 "Turret Primary Weapon": "When that ship targets a ship outside of its
/// firing arc, measure a line from the exact center of the chosen ship's base to the
/// exact center of the huge ship's corresponding base. If this line is not obstructed
/// by the blue center line ..., the huge ship can declare the chosen ship as the
/// defender." Applies when a 1e huge attacker measures from a section (`from`); the
/// defender's centre is its chosen section's base centre, else its base centre. The
/// C-ROC's arc lines stand in for its centre line here too.
fn turret_line_clear(q: &RangeQuery) -> Option<bool> {
    let (Source::Section(s) | Source::SectionBase(s)) = q.from else {
        return None;
    };
    let target = match q.section {
        Some(t) => q.defender.base.section_base_centre(&q.defender.pose, t),
        None => q.defender.pose.position(),
    };
    Some(!centre_line_blocks(target, q.attacker, s))
}

/// Both sections of a 1e huge defender, with whether each can be declared the target.
fn section_reports(q: &RangeQuery, source: &Polygon, arc: Option<&ArcRegion>) -> Vec<SectionReport> {
    if !q.defender.base.has_sections() {
        return Vec::new();
    }
    let centre = source_centre(q.attacker, q.from);
    let touching = touching_forbids_attack(q.edition, q.attacker, q.defender);
    [Section::Fore, Section::Aft]
        .into_iter()
        .map(|s| {
            let m = measure_to(q.edition, q.ruler, source, &section_rect(q.defender.base, &q.defender.pose, s), arc);
            let crippled = q.crippled.contains(&s);
            let blocked = if touching {
                Some(Blocked::Touching)
            } else if crippled {
                Some(Blocked::Crippled)
            } else if centre_line_blocks(centre, q.defender, s) {
                Some(Blocked::CentreLine)
            } else if !m.in_arc {
                Some(Blocked::NotInArc)
            } else if m.range.is_none() {
                Some(Blocked::OutOfRange)
            } else if m.range.is_some_and(|b| !reaches(q, b)) {
                Some(Blocked::NotInWeaponRange)
            } else {
                None
            };
            SectionReport { section: s, measurement: m, can_target: blocked.is_none(), blocked, crippled }
        })
        .collect()
}

/// Whether the weapon fires at `band` (any band without a weapon).
pub fn reaches(q: &RangeQuery, band: u8) -> bool {
    q.reach.is_none_or(|(min, max)| (min..=max).contains(&band))
}

fn validate(q: &RangeQuery) -> Result<()> {
    if q.section.is_some() && !q.defender.base.has_sections() {
        return Err(RulesError::not_allowed("section", "only a 1st-edition huge defender has fore and aft sections"));
    }
    if q.from != Source::Ship && !q.attacker.base.has_sections() {
        return Err(RulesError::not_allowed("from", "only a 1st-edition huge ship measures from a section"));
    }
    // Only ships with two ship cards cripple (seed 003 "Crippled Sections for Ships with
    // Multiple Ship Cards"): the 1e CR90 and Raider.
    let two_cards = q.defender.base.has_sections() && q.defender.ship_type.huge().is_some_and(|h| h.has_two_cards_1e());
    if !q.crippled.is_empty() && !two_cards {
        return Err(RulesError::not_allowed(
            "defender.crippled",
            "only a 1st-edition CR90 or Raider (two ship cards) has crippled sections",
        ));
    }
    Ok(())
}
