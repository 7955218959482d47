use super::*;
use crate::error::ErrorCode;
use crate::geometry::Pose;
use crate::round::setup::{check_setup, Edge, SetupArea};
use crate::ships::{HugeShip, ShipType};

const ED: Edition = Edition::Second;

fn area(points: &[(f64, f64)]) -> DeploymentArea {
    DeploymentArea { polygon: Polygon::from_points(points.iter().map(|&(x, y)| Vec2::new(x, y)).collect()).unwrap() }
}

fn ship(t: ShipType, x: f64, y: f64, h: f64) -> Ship {
    Ship::new("s", t, Pose::new(x, y, h), ED, "s").unwrap()
}

/// An L along the bottom edge: x 0–600 up to y 714, and x 0–300 up to y 614.
fn l_shape() -> DeploymentArea {
    area(&[(0.0, 914.0), (600.0, 914.0), (600.0, 714.0), (300.0, 714.0), (300.0, 614.0), (0.0, 614.0)])
}

#[test]
fn standard_ships_lie_wholly_inside_a_non_convex_area() {
    let play = PlayArea::default();
    let a = l_shape();
    // A small base (40 x 40) at (100, 800): x 80–120, y 780–820, inside the L.
    assert!(check_deployment(ED, &ship(ShipType::Small, 100.0, 800.0, 0.0), play, &a, &[]).legal);
    // At (290, 700): x 270–310, y 680–720; the 10 x 34 corner x 300–310, y 680–714 is
    // outside the notch of the L.
    let r = check_deployment(ED, &ship(ShipType::Small, 290.0, 700.0, 0.0), play, &a, &[]);
    assert_eq!(r.reason.as_deref(), Some("setup: the base must lie wholly inside the deployment area"));
    // At (280, 700): x 260–300: touching the notch's edge counts as inside.
    assert!(check_deployment(ED, &ship(ShipType::Small, 280.0, 700.0, 0.0), play, &a, &[]).legal);
    // Turned 45°: the half-diagonal is 20√2 = 28.28 mm; at (271, 700) it reaches x 299.28: inside.
    assert!(check_deployment(ED, &ship(ShipType::Small, 271.0, 700.0, 45.0), play, &a, &[]).legal);
    assert!(!check_deployment(ED, &ship(ShipType::Small, 272.0, 700.0, 45.0), play, &a, &[]).legal);
}

#[test]
fn a_huge_ship_may_extend_past_the_far_side_when_it_fills_the_area() {
    let play = PlayArea::default();
    // Along the bottom edge, x 0–900, 100 mm deep.
    let a = area(&[(0.0, 914.0), (900.0, 914.0), (900.0, 814.0), (0.0, 814.0)]);
    // 2e GR-75 (80 x 221) heading 0, rear on the edge: y 693–914, 221 mm deep >= 100.
    let r = check_deployment(ED, &ship(ShipType::Huge(HugeShip::Gr75), 450.0, 914.0 - 110.5, 0.0), play, &a, &[]);
    assert!(r.legal && r.fills_setup_area && !r.inside_setup_area, "{r:?}");
    // 5 mm off the edge it does not fill the area.
    let r = check_deployment(ED, &ship(ShipType::Huge(HugeShip::Gr75), 450.0, 914.0 - 115.5, 0.0), play, &a, &[]);
    assert_eq!(
        r.reason.as_deref(),
        Some("setup: the base leaves the deployment area without filling its length (seed 003 / seed 001 \"Setup\")")
    );
    // At x 880 its base spans x 840–920, past the area's side at 900: not filling it.
    let r = check_deployment(ED, &ship(ShipType::Huge(HugeShip::Gr75), 880.0, 914.0 - 110.5, 0.0), play, &a, &[]);
    assert!(!r.fills_setup_area && !r.legal);
    // A standard ship may not extend: a small ship at y 800 (780–820) leaves it.
    assert!(!check_deployment(ED, &ship(ShipType::Small, 450.0, 800.0, 0.0), play, &a, &[]).legal);
}

#[test]
fn an_area_along_no_edge_has_no_length_to_fill() {
    let play = PlayArea::default();
    // A square in the middle of the table, 300 mm on a side.
    let a = area(&[(700.0, 300.0), (1000.0, 300.0), (1000.0, 600.0), (700.0, 600.0)]);
    let g = ship(ShipType::Huge(HugeShip::Gr75), 850.0, 450.0, 0.0);
    // 221 mm long inside a 300-mm square: wholly inside.
    assert!(check_deployment(ED, &g, play, &a, &[]).legal);
    let g = ship(ShipType::Huge(HugeShip::Gr75), 850.0, 450.0, 90.0);
    assert!(check_deployment(ED, &g, play, &a, &[]).legal);
    let g = ship(ShipType::Huge(HugeShip::Gr75), 850.0, 350.0, 0.0);
    let r = check_deployment(ED, &g, play, &a, &[]);
    assert!(!r.legal && !r.fills_setup_area);
}

/// Read from a request (`{ points }`), the area is checked there: its errors name `points`.
#[test]
fn a_self_crossing_area_is_refused_naming_the_field() {
    use crate::wire::{parse_json, FromWire};
    let read = |t: &str| DeploymentArea::from_wire(&parse_json(t).unwrap()).map_err(|e| (e.field.clone(), (e.code, e.reason.clone())));
    let (path, kind) = read(r#"{"points": [[0, 0], [100, 100], [100, 0], [0, 100]]}"#).unwrap_err();
    assert!(path == "points" && matches!(kind, (ErrorCode::BadGeometry, _)), "{path} {kind:?}");
    let many: Vec<String> = (0..65).map(|i| format!("[{}, {}]", f64::from(i).cos() * 100.0, f64::from(i).sin() * 100.0)).collect();
    let (path, kind) = read(&format!(r#"{{"points": [{}]}}"#, many.join(", "))).unwrap_err();
    assert!(path == "points" && matches!(kind, (ErrorCode::TooLarge, _)), "{path} {kind:?}");
    assert_eq!(read(r#"{"points": [[0, 0], [10, 0], [0, 10]]}"#).unwrap().polygon.points().len(), 3);
}

#[cfg(not(target_arch = "wasm32"))]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// A deployment area that is the strip along the bottom edge answers as checkSetup's strip does.
        #[test]
        fn a_strip_polygon_agrees_with_the_setup_strip(x in 0.0f64..1829.0, y in 600.0f64..914.0, h in 0.0f64..360.0, kind in 0usize..4, depth in 60.0f64..300.0) {
            let play = PlayArea::default();
            let t = [ShipType::Small, ShipType::Large, ShipType::Huge(HugeShip::Gr75), ShipType::Huge(HugeShip::Cr90)][kind];
            let s = ship(t, x, y, h);
            let strip = check_setup(ED, &s, play, SetupArea { edge: Edge::Bottom, depth }, &[]);
            let poly = area(&[(0.0, 914.0), (1829.0, 914.0), (1829.0, 914.0 - depth), (0.0, 914.0 - depth)]);
            let r = check_deployment(ED, &s, play, &poly, &[]);
            prop_assert_eq!((r.legal, r.inside_play_area), (strip.legal, strip.inside_play_area));
            // Off the table the strip still measures depths; the polygon holds nothing outside it.
            if r.inside_play_area {
                prop_assert_eq!((r.inside_setup_area, r.fills_setup_area), (strip.inside_setup_area, strip.fills_setup_area));
            }
        }
    }
}

/// A base corner 2.4 µm past the area's far side (found by the strip property above): the
/// part outside is about 1e-5 mm², within the area test's tolerance, but the corner is
/// 2,400 × EPS out, so the base is not inside, as the strip says.
#[test]
fn a_corner_past_the_far_side_is_outside_as_in_the_strip() {
    let play = PlayArea::default();
    let (x, y, h, depth) = (1602.9703802284173, 694.2630242534337, 111.83383822213018, 297.9619760614907);
    let s = ship(ShipType::Huge(HugeShip::Gr75), x, y, h);
    let strip = check_setup(ED, &s, play, SetupArea { edge: Edge::Bottom, depth }, &[]);
    let poly = area(&[(0.0, 914.0), (1829.0, 914.0), (1829.0, 914.0 - depth), (0.0, 914.0 - depth)]);
    let r = check_deployment(ED, &s, play, &poly, &[]);
    assert!(!strip.inside_setup_area && !strip.legal);
    assert_eq!((r.legal, r.inside_setup_area, r.fills_setup_area), (false, false, false));
}

/// A small base (40 x 40) turned 45°: its corners lie 20√2 mm from its centre, on the axes.
/// With the top corner 0.001 mm above the area's far side (y 614) it is outside; 0.001 mm
/// below, inside (the part outside would be 1e-6 mm², under the area test's tolerance).
#[test]
fn a_turned_base_is_inside_by_its_corners() {
    let play = PlayArea::default();
    let strip = area(&[(0.0, 914.0), (1829.0, 914.0), (1829.0, 614.0), (0.0, 614.0)]);
    let half_diagonal = 20.0 * std::f64::consts::SQRT_2;
    let out = check_deployment(ED, &ship(ShipType::Small, 500.0, 614.0 + half_diagonal - 0.001, 45.0), play, &strip, &[]);
    assert!(!out.inside_setup_area && !out.legal, "{out:?}");
    let inside = check_deployment(ED, &ship(ShipType::Small, 500.0, 614.0 + half_diagonal + 0.001, 45.0), play, &strip, &[]);
    assert!(inside.inside_setup_area && inside.legal, "{inside:?}");
}
