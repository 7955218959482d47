use super::*;
use crate::error::{expect_err, ErrorCode};
use crate::flight::Bearing;
use crate::objects::Obstacle;
use crate::ships::{HugeShip, ShipType};

const ED: Edition = Edition::Second;
const GR75: ShipType = ShipType::Huge(HugeShip::Gr75);

fn ship(id: &str, t: ShipType, x: f64, y: f64, h: f64) -> Ship {
    Ship::new(id, t, Pose::new(x, y, h), ED, "s").unwrap()
}

fn near(p: Pose, x: f64, y: f64, h: f64) {
    assert!((p.x - x).abs() < 1e-9 && (p.y - y).abs() < 1e-9 && (p.heading - h).abs() < 1e-9, "{p:?} vs ({x}, {y}, {h})");
}

fn dock_req<'a>(carrier: &'a Ship, s: &'a Ship) -> DockRequest<'a> {
    DockRequest { edition: ED, carrier, ship: s, relation: Relation::Friendly, phase: Phase::System, in_wing: false }
}

#[test]
fn docking_needs_range_0_to_1_in_the_system_phase() {
    // 2e GR-75 (80 x 221) at (900, 450) heading 0: its right edge is x = 940.
    let g = ship("g", GR75, 900.0, 450.0, 0.0);
    // A small ship at x = 990 (left edge 970): 30 mm, range 1.
    let x = ship("x", ShipType::Small, 990.0, 450.0, 0.0);
    let d = dock(&dock_req(&g, &x)).unwrap();
    assert_eq!(d.range, 1);
    assert!((d.distance - 30.0).abs() < 1e-9);
    // Touching (x = 960): range 0.
    assert_eq!(dock(&dock_req(&g, &ship("x", ShipType::Small, 960.0, 450.0, 0.0))).unwrap().range, 0);
    // At x = 1100 (left edge 1080): 140 mm, range 2: too far, naming the ship's pose.
    let far = ship("x", ShipType::Small, 1100.0, 450.0, 0.0);
    let e = expect_err(dock(&dock_req(&g, &far)));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "ship.pose"));
    assert!(e.reason.starts_with("dock: the ship is at range 2 of the carrier (140 mm); docking needs range 0–1"), "{}", e.reason);
}

#[test]
fn docking_refusals_name_the_rule() {
    let g = ship("g", GR75, 900.0, 450.0, 0.0);
    let x = ship("x", ShipType::Small, 990.0, 450.0, 0.0);
    let field = |r: DockRequest| {
        let e = expect_err(dock(&r));
        assert_eq!(e.code, ErrorCode::NotAllowed);
        e.field.clone()
    };
    assert_eq!(field(DockRequest { phase: Phase::Activation, ..dock_req(&g, &x) }), "phase");
    assert_eq!(field(DockRequest { relation: Relation::Allied, ..dock_req(&g, &x) }), "carrier");
    assert_eq!(field(DockRequest { relation: Relation::Enemy, ..dock_req(&g, &x) }), "carrier");
    assert_eq!(field(DockRequest { in_wing: true, ..dock_req(&g, &x) }), "ship.inWing");
    assert_eq!(field(DockRequest { edition: Edition::First, ..dock_req(&g, &x) }), "edition");
    let y = ship("y", ShipType::Small, 900.0, 300.0, 0.0);
    assert_eq!(field(dock_req(&y, &x)), "carrier.ship");
    let g2 = ship("g2", GR75, 1100.0, 450.0, 0.0);
    assert_eq!(field(dock_req(&g, &g2)), "ship.ship");
    let e = expect_err(dock(&DockRequest { relation: Relation::Allied, ..dock_req(&g, &x) }));
    assert!(e.reason.contains("\"Allied\""), "{}", e.reason);
}

fn deploy_req<'a>(carrier: &'a Ship, s: &'a Ship, from: Guides, m: Maneuver, others: &'a [Piece]) -> DeployRequest<'a> {
    DeployRequest {
        edition: ED,
        carrier,
        relation: Relation::Friendly,
        phase: Phase::System,
        ship: s,
        state: MoverState::default(),
        from,
        maneuver: m,
        difficulty: None,
        others,
        area: PlayArea::default(),
        seed: 1,
    }
}

#[test]
fn deploying_from_the_guides_and_the_sides() {
    let g = ship("g", GR75, 900.0, 450.0, 0.0);
    let x = ship("x", ShipType::Small, 0.0, 0.0, 0.0);
    // Front guides at (900, 450 − 110.5 = 339.5), heading 0 (facing −y). The small
    // base (40) starts at y 359.5; a 2 straight (80 mm) puts its centre 80 + 40
    // further: y 239.5.
    let d = deploy(&deploy_req(&g, &x, Guides::Front, Maneuver::new(2, Bearing::Straight), &[])).unwrap();
    near(d.guide, 900.0, 339.5, 0.0);
    near(d.start, 900.0, 359.5, 0.0);
    near(d.placed.pose, 900.0, 239.5, 0.0);
    assert!(!d.destroyed && d.placed.complete);
    // The template runs from the guides 80 mm forward: y 259.5–339.5, x 890–910.
    let (lo, hi) = crate::geometry::Polygon::from_trusted(d.placed.template.clone()).bounds();
    assert!((lo.y - 259.5).abs() < 1e-9 && (hi.y - 339.5).abs() < 1e-9 && (lo.x - 890.0).abs() < 1e-9 && (hi.x - 910.0).abs() < 1e-9);
    // Rear guides at (900, 560.5), facing away (heading 180, +y): a 3 straight
    // (120 mm) ends at y 560.5 + 120 + 20 = 700.5.
    let d = deploy(&deploy_req(&g, &x, Guides::Rear, Maneuver::new(3, Bearing::Straight), &[])).unwrap();
    near(d.placed.pose, 900.0, 700.5, 180.0);
    // Right side: the centre line meets the edge at (940, 450); heading 90 (+x).
    // A 1 straight (40 mm): x 940 + 40 + 20 = 1000.
    let d = deploy(&deploy_req(&g, &x, Guides::Right, Maneuver::new(1, Bearing::Straight), &[])).unwrap();
    near(d.guide, 940.0, 450.0, 90.0);
    near(d.placed.pose, 1000.0, 450.0, 90.0);
    // Left side: (860, 450), heading 270 (−x); a 1 straight ends at x 800.
    let d = deploy(&deploy_req(&g, &x, Guides::Left, Maneuver::new(1, Bearing::Straight), &[])).unwrap();
    near(d.placed.pose, 800.0, 450.0, 270.0);
}

#[test]
fn a_ship_that_cannot_be_placed_is_destroyed() {
    let g = ship("g", GR75, 900.0, 450.0, 0.0);
    let x = ship("x", ShipType::Small, 0.0, 0.0, 0.0);
    // From the right side a 1 straight ends at x 980–1020. A ship at (990, 450)
    // (x 970–1010) is free of the deploying ship only once its centre is back at
    // x 950 or less, where it still overlaps the carrier (edge x 940): no place.
    let blocker = [Piece::Ship(ship("b", ShipType::Small, 990.0, 450.0, 0.0))];
    let d = deploy(&deploy_req(&g, &x, Guides::Right, Maneuver::new(1, Bearing::Straight), &blocker)).unwrap();
    assert!(d.destroyed, "{d:?}");
    assert!(d.reason.as_deref().is_some_and(|r| r.contains("overlap")), "{:?}", d.reason);
    // A blocker at (1010, 450) (x 990–1030): the ship backs off to touch it at x 970 — placed.
    let blocker = [Piece::Ship(ship("b", ShipType::Small, 1010.0, 450.0, 0.0))];
    let d = deploy(&deploy_req(&g, &x, Guides::Right, Maneuver::new(1, Bearing::Straight), &blocker)).unwrap();
    assert!(!d.destroyed && !d.placed.complete);
    // Touching within the overlap tolerance (1e-6 mm).
    assert!((d.placed.pose.x - 970.0).abs() < 1e-5 && d.placed.pose.y == 450.0, "{:?}", d.placed.pose);
    // Near the top edge: the front guides at y 9.5; a 2 straight ends at y −110.5: off the table.
    let g = ship("g", GR75, 900.0, 120.0, 0.0);
    let d = deploy(&deploy_req(&g, &x, Guides::Front, Maneuver::new(2, Bearing::Straight), &[])).unwrap();
    assert!(d.destroyed && d.reason.as_deref().is_some_and(|r| r.contains("play area")));
}

#[test]
fn an_obstacle_does_not_stop_the_placement() {
    // Ending on an obstacle is not "cannot be placed": only ships and the table edge are.
    let g = ship("g", GR75, 900.0, 450.0, 0.0);
    let x = ship("x", ShipType::Small, 0.0, 0.0, 0.0);
    let rock = Obstacle::new(
        "rock",
        crate::objects::ObstacleKind::Asteroid,
        crate::geometry::Polygon::rect(&Pose::new(1000.0, 450.0, 0.0), 30.0, 30.0, 0.0),
    );
    let d = deploy(&deploy_req(&g, &x, Guides::Right, Maneuver::new(1, Bearing::Straight), &[Piece::Obstacle(rock)])).unwrap();
    assert!(!d.destroyed);
    assert!(d.placed.overlaps.iter().any(|o| o.id == "rock"));
}

#[test]
fn deploying_is_refused_outside_the_system_phase_and_from_an_ally() {
    let g = ship("g", GR75, 900.0, 450.0, 0.0);
    let x = ship("x", ShipType::Small, 0.0, 0.0, 0.0);
    let m = Maneuver::new(1, Bearing::Straight);
    let e = expect_err(deploy(&DeployRequest { phase: Phase::End, ..deploy_req(&g, &x, Guides::Front, m, &[]) }));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "phase"));
    let e = expect_err(deploy(&DeployRequest { relation: Relation::Allied, ..deploy_req(&g, &x, Guides::Front, m, &[]) }));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "carrier"));
}

#[cfg(not(target_arch = "wasm32"))]
mod props {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Turning the carrier turns the deployment: the ship ends at the same pose
        /// relative to its carrier whatever the carrier's heading.
        #[test]
        fn deployment_turns_with_the_carrier(h in 0.0f64..360.0, gi in 0usize..4, bi in 0usize..5, speed in 1u8..=3) {
            let from = [Guides::Front, Guides::Rear, Guides::Left, Guides::Right][gi];
            let b = [Bearing::Straight, Bearing::BankLeft, Bearing::BankRight, Bearing::TurnLeft, Bearing::TurnRight][bi];
            let x = ship("x", ShipType::Small, 0.0, 0.0, 0.0);
            let m = Maneuver::new(speed, b);
            let g0 = ship("g", GR75, 900.0, 450.0, 0.0);
            let g = ship("g", GR75, 900.0, 450.0, h);
            let d0 = deploy(&deploy_req(&g0, &x, from, m, &[])).unwrap();
            let d = deploy(&deploy_req(&g, &x, from, m, &[])).unwrap();
            let rel = |p: Pose, c: &Ship| (c.pose.world_to_local(p.position()), (p.heading - c.pose.heading).rem_euclid(360.0));
            let (a, ha) = rel(d0.placed.pose, &g0);
            let (b2, hb) = rel(d.placed.pose, &g);
            prop_assert!((a - b2).length() < 1e-6, "{:?} vs {:?}", a, b2);
            let dh = (ha - hb).rem_euclid(360.0);
            prop_assert!(!(1e-6..=360.0 - 1e-6).contains(&dh));
            prop_assert!(!d.destroyed);
        }
    }
}
