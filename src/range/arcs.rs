//! Firing arcs (docs/conventions.md §5 table) as regions of the table: wedges from an apex on the
//! ship's axis, half-planes, and the bullseye strip, for both editions.
//!
//! An arc is a union of at most two convex pieces, each an intersection of at most
//! three closed half-planes, so a base is clipped to it exactly, with no sampling.

use super::convex::{ConvexPoly, HalfPlane};
use crate::bases::{Base, HUGE_1E_SECTION_BASE};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::geometry::math::sin_cos_deg;
use crate::geometry::{Pose, Vec2};
use crate::objects::Ship;
use crate::ships::{card_2e, HugeShip, ShipType};
use crate::wire::FromWire;

/// 2e front-arc half-angles from forward, degrees (docs/conventions.md §5).
pub const FRONT_2E_SMALL: f64 = 40.62;
pub const FRONT_2E_MEDIUM: f64 = 41.4;
pub const FRONT_2E_LARGE: f64 = 41.76;
/// 2e huge front (and rear) half-angle: the rays meet the sides 45.3 mm from the centre (docs/conventions.md §5).
pub const FRONT_2E_HUGE: f64 = 41.45;
/// 1e front-arc half-angles, degrees (docs/conventions.md §5).
pub const FRONT_1E_SMALL: f64 = 40.45;
pub const FRONT_1E_LARGE: f64 = 42.025;
/// Width of the 2e bullseye strip, mm: the width of the range ruler, which is how the 2e rules
/// describe the bullseye arc; the ruler is 1.5 cm wide (docs/conventions.md §5 and §7 "The
/// bullseye width" name the sources and the other values in use).
pub const BULLSEYE_WIDTH: f64 = 15.0;
/// 1e CR90 side arcs: bearings 45–135° each side from the section base centre (docs/conventions.md §5).
pub const CR90_SIDE_ARC: (f64, f64) = (45.0, 135.0);
/// 1e Raider fore arc half-angle, from the fore base centre (docs/conventions.md §5).
pub const RAIDER_FORE_HALF: f64 = 53.0;
/// 1e Raider aft arcs, bearings clockwise from forward, from the aft base centre (docs/conventions.md §5).
pub const RAIDER_AFT_PORT: (f64, f64) = (225.0, 331.0);
pub const RAIDER_AFT_STARBOARD: (f64, f64) = (29.0, 135.0);
/// 1e C-ROC and Gozanti primary arc half-angle, from the ship centre (docs/conventions.md §5).
pub const CROC_GOZANTI_HALF: f64 = 68.0;

/// The arc names of docs/api.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, FromWire, crate::wire::ToWire)]
/// Read by serde under the camelCase names of `as_str` (the engine stays JS-free).
#[serde(rename_all = "camelCase")]
#[wire(ts = "ArcName")]
pub enum Arc {
    Front,
    Rear,
    Left,
    Right,
    FullFront,
    FullRear,
    Bullseye,
    ForeLeft,
    ForeRight,
    AftLeft,
    AftRight,
}

impl Arc {
    pub const ALL: [Arc; 11] = [
        Arc::Front,
        Arc::Rear,
        Arc::Left,
        Arc::Right,
        Arc::FullFront,
        Arc::FullRear,
        Arc::Bullseye,
        Arc::ForeLeft,
        Arc::ForeRight,
        Arc::AftLeft,
        Arc::AftRight,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Arc::Front => "front",
            Arc::Rear => "rear",
            Arc::Left => "left",
            Arc::Right => "right",
            Arc::FullFront => "fullFront",
            Arc::FullRear => "fullRear",
            Arc::Bullseye => "bullseye",
            Arc::ForeLeft => "foreLeft",
            Arc::ForeRight => "foreRight",
            Arc::AftLeft => "aftLeft",
            Arc::AftRight => "aftRight",
        }
    }

    pub fn parse(s: &str) -> Option<Arc> {
        Arc::ALL.into_iter().find(|a| a.as_str() == s)
    }
}

const STANDARD_2E: &[Arc] = &[Arc::Front, Arc::Rear, Arc::Left, Arc::Right, Arc::FullFront, Arc::FullRear, Arc::Bullseye];
const STANDARD_1E: &[Arc] = &[Arc::Front, Arc::Rear];
const CR90_1E: &[Arc] = &[Arc::ForeLeft, Arc::ForeRight, Arc::AftLeft, Arc::AftRight];
const RAIDER_1E: &[Arc] = &[Arc::Front, Arc::AftLeft, Arc::AftRight];
const PRIMARY_ONLY: &[Arc] = &[Arc::Front];

/// The arcs a ship has in an edition. 2e: every base has the seven arcs of docs/conventions.md §5.
/// 1e: small and large ships have a front arc and the rear (auxiliary) arc; the
/// CR90 its four section arcs; the Raider its fore arc (`front`) and two aft arcs
/// (`aftLeft` = port 225–331°, `aftRight` = starboard 29–135°); the C-ROC and
/// Gozanti their ±68° primary arc (`front`); the GR-75 has no arc.
pub fn arcs_of(edition: Edition, ship: ShipType) -> &'static [Arc] {
    match (edition, ship) {
        (Edition::Second, _) => STANDARD_2E,
        (Edition::First, ShipType::Huge(HugeShip::Cr90)) => CR90_1E,
        (Edition::First, ShipType::Huge(HugeShip::Raider)) => RAIDER_1E,
        (Edition::First, ShipType::Huge(HugeShip::Croc | HugeShip::Gozanti)) => PRIMARY_ONLY,
        (Edition::First, ShipType::Huge(HugeShip::Gr75)) => &[],
        (Edition::First, _) => STANDARD_1E,
    }
}

/// The arcs a ship's primary weapon (its printed attack value) fires from.
///
/// 2e huge ships: the arc printed beside the attack value on the ship card
/// (`card_2e(..).attack_arc`: the CR90's left and right arcs, the Raider's full front
/// arc, otherwise the front arc). 2e standard bases: the front arc (the generic base's
/// primary weapon). 1e: the CR90 fires from its fore section's two side arcs, the
/// Raider from its fore arc; the C-ROC and Gozanti have one printed arc (their cards
/// print no primary attack value: the arc is the one their hardpoint weapons use);
/// the GR-75 has none; small and large ships fire from the front arc.
pub fn primary_arcs(edition: Edition, ship: ShipType) -> &'static [Arc] {
    match (edition, ship.huge()) {
        (Edition::Second, Some(h)) => match card_2e(h).attack_arc {
            "leftRight" => &[Arc::Left, Arc::Right],
            "fullFront" => &[Arc::FullFront],
            _ => PRIMARY_ONLY,
        },
        (Edition::First, Some(HugeShip::Cr90)) => &[Arc::ForeLeft, Arc::ForeRight],
        (Edition::First, Some(HugeShip::Gr75)) => &[],
        _ => PRIMARY_ONLY,
    }
}

/// An arc as drawn in the ship's own frame: lateral to the right, forward ahead.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ArcShape {
    /// Bearings `from..to` degrees clockwise from forward (`from < to`), apex on the
    /// ship's axis `apex` mm ahead of the centre.
    Wedge { apex: f64, from: f64, to: f64 },
    /// Everything ahead of (`ahead`) or behind the line across the base through its centre.
    HalfPlane { ahead: bool },
    /// The bullseye: `half_width` either side of the axis, from `start` mm ahead.
    Strip { half_width: f64, start: f64 },
}

/// The front-arc half-angle of a base in an edition.
fn front_half_angle(edition: Edition, base: Base) -> f64 {
    match (edition, base) {
        (Edition::Second, Base::Small) => FRONT_2E_SMALL,
        (Edition::Second, Base::Medium) => FRONT_2E_MEDIUM,
        (Edition::Second, Base::Large) => FRONT_2E_LARGE,
        (Edition::Second, Base::Huge { .. }) => FRONT_2E_HUGE,
        (Edition::First, Base::Small) => FRONT_1E_SMALL,
        (Edition::First, _) => FRONT_1E_LARGE,
    }
}

/// The shape of `arc` on `ship`, or an error on `field` when the ship lacks it.
pub fn arc_shape(edition: Edition, ship: &Ship, arc: Arc, field: &str) -> Result<ArcShape> {
    if !arcs_of(edition, ship.ship_type).contains(&arc) {
        return Err(unknown_arc(edition, ship, arc, field));
    }
    let section_apex = ship.base.length() / 2.0 - HUGE_1E_SECTION_BASE / 2.0;
    Ok(match (edition, ship.ship_type.huge(), arc) {
        (Edition::First, Some(HugeShip::Cr90), a) => {
            let apex = if matches!(a, Arc::ForeLeft | Arc::ForeRight) { section_apex } else { -section_apex };
            let (lo, hi) = CR90_SIDE_ARC;
            let (from, to) = if matches!(a, Arc::ForeRight | Arc::AftRight) { (lo, hi) } else { (360.0 - hi, 360.0 - lo) };
            ArcShape::Wedge { apex, from, to }
        }
        // docs/conventions.md §5 places only the Raider's aft arcs at the aft base centre; arcs
        // without a stated apex start at the ship's centre, so the fore arc does too.
        (Edition::First, Some(HugeShip::Raider), Arc::Front) => {
            ArcShape::Wedge { apex: 0.0, from: -RAIDER_FORE_HALF, to: RAIDER_FORE_HALF }
        }
        (Edition::First, Some(HugeShip::Raider), a) => {
            let (from, to) = if a == Arc::AftLeft { RAIDER_AFT_PORT } else { RAIDER_AFT_STARBOARD };
            ArcShape::Wedge { apex: -section_apex, from, to }
        }
        (Edition::First, Some(_), _) => ArcShape::Wedge { apex: 0.0, from: -CROC_GOZANTI_HALF, to: CROC_GOZANTI_HALF },
        (_, _, a) => standard_shape(front_half_angle(edition, ship.base), ship.base.length(), a),
    })
}

/// The docs/conventions.md §5 arcs of an ordinary (or 2e huge) base with front half-angle `t`:
/// rear mirrors front, left and right are the rest of each side.
fn standard_shape(t: f64, length: f64, arc: Arc) -> ArcShape {
    match arc {
        Arc::Rear => ArcShape::Wedge { apex: 0.0, from: 180.0 - t, to: 180.0 + t },
        Arc::Right => ArcShape::Wedge { apex: 0.0, from: t, to: 180.0 - t },
        Arc::Left => ArcShape::Wedge { apex: 0.0, from: 180.0 + t, to: 360.0 - t },
        Arc::FullFront => ArcShape::HalfPlane { ahead: true },
        Arc::FullRear => ArcShape::HalfPlane { ahead: false },
        Arc::Bullseye => ArcShape::Strip { half_width: BULLSEYE_WIDTH / 2.0, start: length / 2.0 },
        _ => ArcShape::Wedge { apex: 0.0, from: -t, to: t },
    }
}

fn unknown_arc(edition: Edition, ship: &Ship, arc: Arc, field: &str) -> RulesError {
    let names: Vec<&str> = arcs_of(edition, ship.ship_type).iter().map(|a| a.as_str()).collect();
    let have = if names.is_empty() { "none".to_string() } else { names.join(", ") };
    RulesError::unknown(
        field,
        format!("a {} has no {} arc in {} (its arcs: {have})", ship.ship_type.name(), arc.as_str(), edition.as_str()),
    )
}

/// Parses an arc name for `ship` (for the error: `field`).
pub fn parse_arc(edition: Edition, ship: &Ship, name: &str, field: &str) -> Result<Arc> {
    let arc = Arc::parse(name).ok_or_else(|| {
        let all: Vec<&str> = Arc::ALL.iter().map(|a| a.as_str()).collect();
        RulesError::unknown(field, format!("unknown arc {name:?}: expected one of {}", all.join(", ")))
    })?;
    check_arc(edition, ship, arc, field)
}

/// `arc` if `ship` has it in `edition`; else `UNKNOWN_NAME` on `field` listing the
/// ship's arcs (a name the ship lacks is as unknown to it as a misspelt one).
pub fn check_arc(edition: Edition, ship: &Ship, arc: Arc, field: &str) -> Result<Arc> {
    arc_shape(edition, ship, arc, field)?;
    Ok(arc)
}

/// One convex piece of an arc: the intersection of up to three half-planes.
#[derive(Clone, Copy, Debug)]
pub struct ArcPiece {
    planes: [HalfPlane; 3],
    n: usize,
}

impl ArcPiece {
    fn new(planes: &[HalfPlane]) -> ArcPiece {
        let mut p = ArcPiece { planes: [HalfPlane { normal: Vec2::ZERO, offset: 0.0 }; 3], n: 0 };
        for &h in planes.iter().take(3) {
            p.planes[p.n] = h;
            p.n += 1;
        }
        p
    }

    /// The part of a convex polygon inside this piece (empty when none).
    pub fn clip(&self, poly: &ConvexPoly) -> ConvexPoly {
        let mut out = *poly;
        for h in &self.planes[..self.n] {
            if out.is_empty() {
                break;
            }
            out = out.clip(h);
        }
        out
    }
}

/// An arc placed on the table: one or two convex pieces in play-area coordinates.
#[derive(Clone, Copy, Debug)]
pub struct ArcRegion {
    pieces: [ArcPiece; 2],
    n: usize,
}

impl ArcRegion {
    pub fn pieces(&self) -> &[ArcPiece] {
        &self.pieces[..self.n]
    }

    /// Places `shape` for a ship at `pose`.
    pub fn place(shape: ArcShape, pose: &Pose) -> ArcRegion {
        let (right, fwd) = (pose.right(), pose.forward());
        // A local half-plane `n·(lat, fwd) >= k` about local point `o`, in world terms.
        let plane = |n_lat: f64, n_fwd: f64, o_lat: f64, o_fwd: f64| {
            let normal = right * n_lat + fwd * n_fwd;
            HalfPlane { normal, offset: normal.dot(pose.local_to_world(o_lat, o_fwd)) }
        };
        match shape {
            ArcShape::HalfPlane { ahead } => {
                let s = if ahead { 1.0 } else { -1.0 };
                ArcRegion::one(&[plane(0.0, s, 0.0, 0.0)])
            }
            ArcShape::Strip { half_width, start } => {
                ArcRegion::one(&[plane(1.0, 0.0, -half_width, 0.0), plane(-1.0, 0.0, half_width, 0.0), plane(0.0, 1.0, 0.0, start)])
            }
            ArcShape::Wedge { apex, from, to } => {
                let wedge = |a: f64, b: f64| {
                    // Clockwise of the ray at bearing a, anticlockwise of the ray at b.
                    let (sa, ca) = sin_cos_deg(a);
                    let (sb, cb) = sin_cos_deg(b);
                    ArcPiece::new(&[plane(ca, -sa, 0.0, apex), plane(-cb, sb, 0.0, apex)])
                };
                if to - from > 180.0 {
                    let mid = (from + to) / 2.0;
                    ArcRegion { pieces: [wedge(from, mid), wedge(mid, to)], n: 2 }
                } else {
                    ArcRegion { pieces: [wedge(from, to), wedge(from, to)], n: 1 }
                }
            }
        }
    }

    fn one(planes: &[HalfPlane]) -> ArcRegion {
        let p = ArcPiece::new(planes);
        ArcRegion { pieces: [p, p], n: 1 }
    }

    /// Whether any part of the convex polygon lies in the arc (edges count).
    pub fn touches(&self, poly: &ConvexPoly) -> bool {
        self.pieces().iter().any(|p| !p.clip(poly).is_empty())
    }
}

/// The arc `arc` of `ship`, placed.
pub fn region(edition: Edition, ship: &Ship, arc: Arc, field: &str) -> Result<ArcRegion> {
    Ok(ArcRegion::place(arc_shape(edition, ship, arc, field)?, &ship.pose))
}

/// Every arc of `observer` that holds some part of `target`'s base: which arcs the
/// target is in. Used for 2e precision shots (seed 001: "the attacker is in the
/// specified arc of the defending huge ship: side arc, full front arc, full rear
/// arc, or bullseye arc") with the defender as observer.
pub fn arcs_containing(edition: Edition, observer: &Ship, target: &Ship) -> Vec<Arc> {
    let body = ConvexPoly::from_points(target.outline().outline().points());
    arcs_of(edition, observer.ship_type)
        .iter()
        .copied()
        .filter(|&a| region(edition, observer, a, "arc").map(|r| r.touches(&body)).unwrap_or(false))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ship(t: ShipType, e: Edition, x: f64, y: f64, h: f64) -> Ship {
        Ship::new("s", t, Pose::new(x, y, h), e, "s").unwrap()
    }

    fn point_in(region: &ArcRegion, p: Vec2) -> bool {
        region.touches(&ConvexPoly::from_points(&[p]))
    }

    #[test]
    fn primary_arcs_follow_the_printed_cards() {
        use HugeShip::*;
        let p = |e, h| primary_arcs(e, ShipType::Huge(h));
        assert_eq!(p(Edition::Second, Cr90), &[Arc::Left, Arc::Right]);
        assert_eq!(p(Edition::Second, Raider), &[Arc::FullFront]);
        assert_eq!(p(Edition::Second, Gr75), &[Arc::Front]);
        assert_eq!(p(Edition::First, Cr90), &[Arc::ForeLeft, Arc::ForeRight]);
        assert_eq!(p(Edition::First, Raider), &[Arc::Front]);
        assert_eq!(p(Edition::First, Gr75), &[] as &[Arc]);
        assert_eq!(primary_arcs(Edition::First, ShipType::Small), &[Arc::Front]);
        // Every primary arc is one the ship has.
        for e in [Edition::First, Edition::Second] {
            for t in [
                ShipType::Small,
                ShipType::Large,
                ShipType::Huge(Cr90),
                ShipType::Huge(Raider),
                ShipType::Huge(Croc),
                ShipType::Huge(Gozanti),
            ] {
                for a in primary_arcs(e, t) {
                    assert!(arcs_of(e, t).contains(a), "{e:?} {t:?} {a:?}");
                }
            }
        }
    }

    #[test]
    fn huge_2e_front_ray_meets_the_side_45_3_mm_ahead() {
        // 40 / tan(41.45°) = 45.28 mm (docs/conventions.md §5).
        let s = ship(ShipType::Huge(HugeShip::Gr75), Edition::Second, 0.0, 0.0, 0.0);
        let front = region(Edition::Second, &s, Arc::Front, "arc").unwrap();
        // Forward is −y at heading 0: a point on the right side 46 mm ahead is in, 44 is not.
        assert!(point_in(&front, Vec2::new(40.0, -45.5)));
        assert!(!point_in(&front, Vec2::new(40.0, -45.0)));
        let right = region(Edition::Second, &s, Arc::Right, "arc").unwrap();
        assert!(point_in(&right, Vec2::new(40.0, -45.0)) && point_in(&right, Vec2::new(40.0, 45.0)));
        assert!(!point_in(&right, Vec2::new(-40.0, 0.0)));
    }

    #[test]
    fn wedges_follow_the_heading() {
        // Small 2e ship facing +x (heading 90): a point straight ahead, 30° off, and 45° off.
        let s = ship(ShipType::Small, Edition::Second, 100.0, 100.0, 90.0);
        let front = region(Edition::Second, &s, Arc::Front, "arc").unwrap();
        let at = |deg: f64| {
            let (sn, c) = sin_cos_deg(deg);
            Vec2::new(100.0 + 200.0 * c, 100.0 + 200.0 * sn)
        };
        assert!(point_in(&front, at(0.0)) && point_in(&front, at(40.0)) && point_in(&front, at(-40.0)));
        assert!(!point_in(&front, at(41.0)) && !point_in(&front, at(-41.0)));
    }

    #[test]
    fn cr90_side_arcs_start_at_the_section_bases() {
        // 1e CR90 at the origin facing up: fore base centre 72.4 mm ahead (y = −72.4).
        let s = ship(ShipType::Huge(HugeShip::Cr90), Edition::First, 0.0, 0.0, 0.0);
        let fr = region(Edition::First, &s, Arc::ForeRight, "arc").unwrap();
        // Bearing 90 from (0, −72.4): straight right of the fore base centre.
        assert!(point_in(&fr, Vec2::new(200.0, -72.4)));
        // 45° line through the apex: (100, −172.4) is on the edge, (100, −173.4) outside.
        assert!(point_in(&fr, Vec2::new(100.0, -172.4)));
        assert!(!point_in(&fr, Vec2::new(100.0, -173.4)));
        assert!(!point_in(&fr, Vec2::new(-200.0, -72.4)));
        let al = region(Edition::First, &s, Arc::AftLeft, "arc").unwrap();
        assert!(point_in(&al, Vec2::new(-200.0, 72.4)) && !point_in(&al, Vec2::new(-100.0, 72.4 - 150.0)));
    }

    #[test]
    fn raider_aft_arcs_are_asymmetric() {
        let s = ship(ShipType::Huge(HugeShip::Raider), Edition::First, 0.0, 0.0, 0.0);
        let apex = Vec2::new(0.0, 72.4);
        let dir = |deg: f64| {
            let (sn, c) = sin_cos_deg(deg);
            apex + Vec2::new(sn, -c) * 300.0
        };
        let port = region(Edition::First, &s, Arc::AftLeft, "arc").unwrap();
        let star = region(Edition::First, &s, Arc::AftRight, "arc").unwrap();
        assert!(point_in(&port, dir(226.0)) && point_in(&port, dir(330.0)) && !point_in(&port, dir(332.0)));
        assert!(point_in(&star, dir(30.0)) && point_in(&star, dir(134.0)) && !point_in(&star, dir(28.0)));
        assert!(!point_in(&star, dir(136.0)));
    }

    #[test]
    fn bullseye_and_full_arcs() {
        let s = ship(ShipType::Large, Edition::Second, 0.0, 0.0, 0.0);
        let b = region(Edition::Second, &s, Arc::Bullseye, "arc").unwrap();
        // Half of 15 mm either side of the axis.
        assert!(point_in(&b, Vec2::new(7.5, -300.0)) && !point_in(&b, Vec2::new(7.6, -300.0)));
        assert!(point_in(&b, Vec2::new(-7.5, -300.0)) && !point_in(&b, Vec2::new(-7.6, -300.0)));
        assert!(!point_in(&b, Vec2::new(0.0, -39.0)), "the strip starts at the front edge");
        let ff = region(Edition::Second, &s, Arc::FullFront, "arc").unwrap();
        let fr = region(Edition::Second, &s, Arc::FullRear, "arc").unwrap();
        assert!(point_in(&ff, Vec2::new(500.0, -0.5)) && !point_in(&ff, Vec2::new(500.0, 0.5)));
        assert!(point_in(&fr, Vec2::new(500.0, 0.5)));
    }

    #[test]
    fn unknown_arcs_for_the_ship_are_errors() {
        let gr75 = ship(ShipType::Huge(HugeShip::Gr75), Edition::First, 0.0, 0.0, 0.0);
        let e = parse_arc(Edition::First, &gr75, "front", "arc").unwrap_err();
        assert_eq!(e.field, "arc");
        let raider = ship(ShipType::Huge(HugeShip::Raider), Edition::First, 0.0, 0.0, 0.0);
        assert!(parse_arc(Edition::First, &raider, "foreLeft", "arc").is_err());
        assert!(parse_arc(Edition::First, &raider, "aftLeft", "arc").is_ok());
        assert!(parse_arc(Edition::Second, &raider, "bullseye", "arc").is_ok());
        assert!(parse_arc(Edition::Second, &raider, "sideways", "arc").is_err());
        let small = ship(ShipType::Small, Edition::First, 0.0, 0.0, 0.0);
        assert!(parse_arc(Edition::First, &small, "bullseye", "arc").is_err());
    }

    #[test]
    fn precision_shot_arcs_of_a_defending_huge_ship() {
        let cr90 = ship(ShipType::Huge(HugeShip::Cr90), Edition::Second, 500.0, 500.0, 0.0);
        // A small ship straight ahead, 200 mm in front of the bow.
        let ahead = ship(ShipType::Small, Edition::Second, 500.0, 500.0 - 110.5 - 200.0, 0.0);
        let arcs = arcs_containing(Edition::Second, &cr90, &ahead);
        assert_eq!(arcs, vec![Arc::Front, Arc::FullFront, Arc::Bullseye]);
        let abeam = ship(ShipType::Small, Edition::Second, 700.0, 500.0, 0.0);
        assert_eq!(arcs_containing(Edition::Second, &cr90, &abeam), vec![Arc::Right, Arc::FullFront, Arc::FullRear]);
    }

    /// Every arc of docs/conventions.md §5, edge by edge: 0.02° inside each edge is in, 0.02° outside
    /// is out (3 m from the apex that is 1 mm, far above EPS), on a ship turned 30°.
    #[test]
    fn every_arc_edge_of_both_editions() {
        use HugeShip::*;
        let (e1, e2) = (Edition::First, Edition::Second);
        let h = ShipType::Huge;
        // (edition, ship, arc, apex mm ahead of the centre, first edge, last edge), bearings clockwise.
        let table: &[(Edition, ShipType, Arc, f64, f64, f64)] = &[
            (e2, ShipType::Small, Arc::Front, 0.0, -40.62, 40.62),
            (e2, ShipType::Medium, Arc::Front, 0.0, -41.4, 41.4),
            (e2, ShipType::Large, Arc::Front, 0.0, -41.76, 41.76),
            (e2, h(Gr75), Arc::Front, 0.0, -41.45, 41.45),
            (e2, ShipType::Small, Arc::Rear, 0.0, 139.38, 220.62),
            (e2, ShipType::Small, Arc::Right, 0.0, 40.62, 139.38),
            (e2, ShipType::Small, Arc::Left, 0.0, 220.62, 319.38),
            (e2, h(Cr90), Arc::Left, 0.0, 221.45, 318.55),
            (e2, h(Raider), Arc::Rear, 0.0, 138.55, 221.45),
            (e1, ShipType::Small, Arc::Front, 0.0, -40.45, 40.45),
            (e1, ShipType::Large, Arc::Front, 0.0, -42.025, 42.025),
            (e1, ShipType::Large, Arc::Rear, 0.0, 137.975, 222.025),
            (e1, h(Cr90), Arc::ForeRight, 72.4, 45.0, 135.0),
            (e1, h(Cr90), Arc::ForeLeft, 72.4, 225.0, 315.0),
            (e1, h(Cr90), Arc::AftRight, -72.4, 45.0, 135.0),
            (e1, h(Cr90), Arc::AftLeft, -72.4, 225.0, 315.0),
            (e1, h(Raider), Arc::Front, 0.0, -53.0, 53.0),
            (e1, h(Raider), Arc::AftLeft, -72.4, 225.0, 331.0),
            (e1, h(Raider), Arc::AftRight, -72.4, 29.0, 135.0),
            (e1, h(Croc), Arc::Front, 0.0, -68.0, 68.0),
            (e1, h(Gozanti), Arc::Front, 0.0, -68.0, 68.0),
        ];
        for &(e, t, arc, apex, lo, hi) in table {
            let s = ship(t, e, 1000.0, 1000.0, 30.0);
            let r = region(e, &s, arc, "arc").unwrap();
            let at = |b: f64| {
                let (sn, c) = sin_cos_deg(b);
                s.pose.local_to_world(3000.0 * sn, apex + 3000.0 * c)
            };
            let case = format!("{e:?} {t:?} {arc:?}");
            assert!(point_in(&r, at(lo + 0.02)) && point_in(&r, at(hi - 0.02)), "{case} inside");
            assert!(!point_in(&r, at(lo - 0.02)) && !point_in(&r, at(hi + 0.02)), "{case} outside");
            assert!(point_in(&r, at((lo + hi) / 2.0)), "{case} middle");
        }
    }
}
