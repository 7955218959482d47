//! The kept table: updates by id reach every list the queries read; ids stay unique.

use super::*;
use crate::error::{expect_err as err, ErrorCode};
use crate::geometry::{Polygon, Vec2};
use crate::limits::MAX_OBJECTS;
use crate::objects::ObstacleKind;
use crate::overlap::check_overlap;
use crate::ships::ShipType;

fn ship(id: &str, x: f64, y: f64) -> TableShip {
    TableShip::plain(Ship::new(id, ShipType::Small, Pose::new(x, y, 0.0), Edition::Second, "s").unwrap())
}

fn rock(id: &str, x: f64, y: f64) -> Obstacle {
    let pts = vec![Vec2::new(x, y), Vec2::new(x + 20.0, y), Vec2::new(x, y + 20.0)];
    Obstacle::new(id, ObstacleKind::Asteroid, Polygon::from_points(pts).unwrap())
}

fn table() -> Table {
    Table::new(Edition::Second, PlayArea::default(), vec![ship("a", 100.0, 100.0), ship("b", 300.0, 100.0)], vec![rock("r", 500.0, 500.0)])
        .unwrap()
}

#[test]
fn pieces_are_ships_in_order_then_obstacles() {
    let t = table();
    let ids: Vec<&str> = t.pieces().iter().map(|p| p.id()).collect();
    assert_eq!(ids, ["a", "b", "r"]);
    assert_eq!(t.ship_ids().collect::<Vec<_>>(), ["a", "b"]);
    assert_eq!(t.ships().len(), 2);
    assert_eq!(t.obstacles().len(), 1);
}

#[test]
fn a_moved_ship_is_rebuilt_in_every_list() {
    let mut t = table();
    // A small base is 40 mm square: "b" at x 130 covers 110..150, "a" at x 100 covers
    // 80..120, so they overlap by 10 mm once "b" has moved.
    t.set_pose("b", Pose::new(130.0, 100.0, 0.0), "id").unwrap();
    let a = t.piece("a", "subject").unwrap().clone();
    assert_eq!(check_overlap(&a, t.pieces()).overlaps.iter().map(|h| h.id.as_str()).collect::<Vec<_>>(), ["b"]);
    assert_eq!(t.ships()[1].pose, Pose::new(130.0, 100.0, 0.0));
    assert_eq!(t.ship("b", "id").unwrap().ship.pose, Pose::new(130.0, 100.0, 0.0));
    // The same table built afresh at those poses gives the same pieces.
    let fresh = Table::new(
        Edition::Second,
        PlayArea::default(),
        vec![ship("a", 100.0, 100.0), ship("b", 130.0, 100.0)],
        vec![rock("r", 500.0, 500.0)],
    )
    .unwrap();
    assert_eq!(fresh.pieces(), t.pieces());
}

#[test]
fn set_poses_follows_table_order_and_counts_ships() {
    let mut t = table();
    t.set_poses(&[Pose::new(1.0, 2.0, 3.0), Pose::new(4.0, 5.0, 6.0)], "poses").unwrap();
    assert_eq!(t.ships()[0].pose, Pose::new(1.0, 2.0, 3.0));
    assert_eq!(t.pieces()[1].as_ship().unwrap().pose, Pose::new(4.0, 5.0, 6.0));
    let e = err(t.set_poses(&[Pose::new(1.0, 2.0, 3.0)], "poses"));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "poses"));
}

#[test]
fn unknown_ids_and_obstacle_ids_are_refused_by_name() {
    let mut t = table();
    let e = err(t.set_pose("zz", Pose::new(0.0, 0.0, 0.0), "id"));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "id"));
    let e = err(t.set_pose("r", Pose::new(0.0, 0.0, 0.0), "id"));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "id"));
    assert_eq!(err(t.ship("zz", "ship")).code, ErrorCode::Unknown);
    assert_eq!(err(t.piece("zz", "subject")).field, "subject");
}

#[test]
fn add_and_remove_keep_ids_unique() {
    let mut t = table();
    let e = err(t.add_ship(ship("r", 0.0, 0.0), "ship"));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "ship.id"));
    t.add_ship(ship("c", 700.0, 100.0), "ship").unwrap();
    t.add_obstacle(rock("q", 0.0, 600.0), "obstacle").unwrap();
    assert_eq!(t.pieces().iter().map(|p| p.id()).collect::<Vec<_>>(), ["a", "b", "c", "r", "q"]);
    t.remove("b", "id").unwrap();
    t.remove("r", "id").unwrap();
    assert_eq!(t.pieces().iter().map(|p| p.id()).collect::<Vec<_>>(), ["a", "c", "q"]);
    assert_eq!(t.ships().iter().map(|s| s.id.as_str()).collect::<Vec<_>>(), ["a", "c"]);
    assert_eq!(err(t.remove("b", "id")).code, ErrorCode::Unknown);
    assert_eq!(err(t.set_pose("b", Pose::new(0.0, 0.0, 0.0), "id")).code, ErrorCode::Unknown);
}

#[test]
fn duplicates_and_size_are_refused_when_built() {
    let e =
        err(Table::new(Edition::Second, PlayArea::default(), vec![ship("a", 0.0, 0.0)], vec![rock("x", 0.0, 0.0), rock("a", 9.0, 9.0)]));
    assert_eq!(e.field, "obstacles[1].id");
    let many: Vec<TableShip> = (0..=MAX_OBJECTS).map(|i| ship(&format!("s{i}"), 0.0, 0.0)).collect();
    let e = err(Table::new(Edition::Second, PlayArea::default(), many, vec![]));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::TooLarge, "ships"));
    let mut t = Table::new(Edition::Second, PlayArea::default(), vec![], vec![]).unwrap();
    for i in 0..MAX_OBJECTS {
        t.add_obstacle(rock(&format!("o{i}"), 0.0, 0.0), "obstacle").unwrap();
    }
    assert_eq!(err(t.add_obstacle(rock("last", 0.0, 0.0), "obstacle")).code, ErrorCode::TooLarge);
}

#[test]
fn state_is_replaced_and_the_pose_kept() {
    let mut t = table();
    let mover = MoverState { stress: 2, ..MoverState::default() };
    let elsewhere = ship("a", 900.0, 900.0);
    t.set_state("a", TableShip { mover, crippled: vec![Section::Fore], player: 1, ..elsewhere }, "id").unwrap();
    let s = t.ship("a", "id").unwrap();
    assert_eq!((s.mover.stress, s.crippled.as_slice(), s.player, s.ship.pose.x), (2, &[Section::Fore][..], 1, 100.0));
}

/// A ship of `player` on `team`.
fn on(id: &str, player: u32, team: Option<u32>) -> TableShip {
    TableShip { player, team, ..ship(id, 100.0, 100.0) }
}

#[test]
fn teams_are_kept_for_every_ship_or_none() {
    // As roundOrder: ship 1 of three has no team, so it is named.
    let area = PlayArea::default();
    let e = err(Table::new(Edition::Second, area, vec![on("a", 0, Some(0)), on("b", 1, None), on("c", 2, Some(1))], vec![]));
    assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "ships[1].team"));
    assert_eq!(e.reason, "give a team for every ship or for none (Epic team battles)");
    // Player 0's second ship on the other team.
    let e = err(Table::new(Edition::Second, area, vec![on("a", 0, Some(0)), on("b", 0, Some(1))], vec![]));
    assert_eq!((e.field.as_str(), e.reason.as_str()), ("ships[1].team", "player 0 already has ships on team 0"));
    // A table without teams takes no ship with one, and one with teams no ship without.
    let mut t = table();
    assert_eq!(err(t.add_ship(on("c", 1, Some(0)), "ship")).field, "ship.team");
    let mut teams = Table::new(Edition::Second, area, vec![on("a", 0, Some(0)), on("b", 1, Some(1))], vec![]).unwrap();
    assert_eq!(err(teams.add_ship(on("c", 2, None), "ship")).field, "ship.team");
    teams.add_ship(on("c", 2, Some(0)), "ship").unwrap();
    // Giving one ship of a table without teams a team is refused, and changes nothing.
    assert_eq!(err(t.set_state("a", on("a", 0, Some(0)), "id")).field, "team");
    assert_eq!(t.ship("a", "id").unwrap().team, None);
    // Moving player 2's only ship to team 1 is fine; moving it to player 0 (team 0) is not.
    teams.set_state("c", on("c", 2, Some(1)), "id").unwrap();
    let e = err(teams.set_state("c", on("c", 0, Some(1)), "id"));
    assert_eq!((e.field.as_str(), e.reason.as_str()), ("player", "player 0 already has ships on team 0"));
}

#[test]
fn a_new_team_for_one_ship_moves_its_player() {
    // Player 0 has a and b on team 0, player 1 has x on team 1. A team is the player's: giving
    // a team 1 moves player 0, so b follows, and the table stays one team per player.
    let area = PlayArea::default();
    let mut t = Table::new(Edition::Second, area, vec![on("a", 0, Some(0)), on("b", 0, Some(0)), on("x", 1, Some(1))], vec![]).unwrap();
    t.set_state("a", on("a", 0, Some(1)), "id").unwrap();
    let teams: Vec<Option<u32>> = ["a", "b", "x"].iter().map(|id| t.ship(id, "id").unwrap().team).collect();
    assert_eq!(teams, vec![Some(1), Some(1), Some(1)]);
}

#[cfg(not(target_arch = "wasm32"))]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn pose() -> impl Strategy<Value = Pose> {
        (0.0..900.0f64, 0.0..900.0f64, -360.0..360.0f64).prop_map(|(x, y, h)| Pose::new(x, y, h))
    }

    proptest! {
        /// Any sequence of moves by id leaves the same pieces as a table built afresh at
        /// the final poses (no stale shape survives an update), and every overlap answer
        /// is the fresh table's.
        #[test]
        fn moves_by_id_equal_a_fresh_table(moves in prop::collection::vec((0usize..3, pose()), 0..12)) {
            let ids = ["a", "b", "c"];
            let start = [Pose::new(100.0, 100.0, 0.0), Pose::new(300.0, 100.0, 0.0), Pose::new(500.0, 100.0, 0.0)];
            let build = |poses: &[Pose; 3]| {
                let ships = ids.iter().zip(poses).map(|(id, p)| TableShip::plain(Ship::new(*id, ShipType::Large, *p, Edition::Second, "s").unwrap()));
                Table::new(Edition::Second, PlayArea::default(), ships.collect(), vec![rock("r", 400.0, 400.0)]).unwrap()
            };
            let mut kept = build(&start);
            let mut last = start;
            for (i, p) in &moves {
                kept.set_pose(ids[*i], *p, "id").unwrap();
                last[*i] = *p;
            }
            let fresh = build(&last);
            prop_assert_eq!(kept.pieces(), fresh.pieces());
            prop_assert_eq!(kept.ships(), fresh.ships());
            for id in ids {
                let a = check_overlap(kept.piece(id, "s").unwrap(), kept.pieces());
                let b = check_overlap(fresh.piece(id, "s").unwrap(), fresh.pieces());
                prop_assert_eq!(a, b);
            }
        }
    }
}
