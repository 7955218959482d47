//! `deployShip`: a docked ship deploys from its carrier and executes its maneuver
//! (`epic::docking`); the maneuver's answer is `placeMove`'s.

use crate::calls::shared::table::TableDto;
use crate::wire::FromWire;

use crate::calls::epic::dock_ship::EpicShipDto;
use crate::calls::shared::input::{ship_of, ManeuverDto};
use crate::calls::shared::numbers::{Count, Seed};
use crate::edition::Edition;
use crate::epic::allied::relation;
use crate::epic::docking::{deploy, DeployRequest, Deployed, Guides, Phase};
use crate::error::{Result, RulesError};
use crate::movement::play_area::PlayArea;
use crate::objects::{Piece, Ship};
use crate::round::maneuver::MoverState;
use crate::round::table::Table;

/// `C`: the carrier, given whole or, on a kept table (`Workspace.deployShip`), by id.
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request<C = EpicShipDto> {
    edition: Option<Edition>,
    #[serde(default)]
    phase: Phase,
    carrier: C,
    ship: DockedShipDto,
    from: Guides,
    maneuver: ManeuverDto,
    #[serde(flatten)]
    table: TableDto,
    seed: Option<Seed>,
}

/// The docked ship: no pose (it is aboard).
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
#[wire(also = "crate::calls::shared::input::SHIP_KEYS")]
pub(crate) struct DockedShipDto {
    id: String,
    #[wire(ts = "ShipName")]
    ship: String,
    #[wire(read_as = "Count")]
    player: Option<u32>,
    #[wire(read_as = "Count")]
    team: Option<u32>,
    #[wire(read_as = "Count")]
    stress: Option<u32>,
}

pub type Response = Deployed;

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    let c = &req.carrier;
    let carrier = ship_of(&c.id, &c.ship, None, c.pose, false, ed, "carrier")?;
    let others = req.table.pieces(ed)?;
    if let Some(i) = req.table.obstacles.iter().position(|o| o.id == req.ship.id || o.id == carrier.id) {
        return Err(RulesError::invalid(format!("obstacles[{i}].id"), "an obstacle has the ship's or the carrier's id"));
    }
    deploy_from(&req, ed, (&carrier, c.player.unwrap_or(0), c.team), &others, req.table.area())
}

/// `Workspace.deployShip`: the carrier (its pose, player and team), the others and the
/// play area come from the kept table; the docked ship, aboard, is given whole.
pub fn run_on(req: Request<String>, table: &Table) -> Result<Response> {
    req.table.kept_only()?;
    let ed = crate::calls::shared::kept::edition_of(table, req.edition)?;
    let k = table.ship(&req.carrier, "carrier")?;
    crate::calls::shared::kept::no_kept_obstacle_named(table, &[(&req.ship.id, "ship.id".into())])?;
    deploy_from(&req, ed, (&k.ship, k.player, k.team), table.pieces(), table.area())
}

/// The deployment once the carrier (with its player and team), the others and the play area
/// are built (shared by the call and the kept table).
fn deploy_from<C>(req: &Request<C>, ed: Edition, carrier: (&Ship, u32, Option<u32>), others: &[Piece], area: PlayArea) -> Result<Response> {
    let s = &req.ship;
    // Aboard: placed at the carrier's pose until it deploys.
    let ship = ship_of(&s.id, &s.ship, None, carrier.0.pose, false, ed, "ship")?;
    deploy(&DeployRequest {
        edition: ed,
        carrier: carrier.0,
        relation: relation(s.player.unwrap_or(0), s.team, carrier.1, carrier.2),
        phase: req.phase,
        ship: &ship,
        state: MoverState { stress: s.stress.unwrap_or(0), ..MoverState::default() },
        from: req.from,
        maneuver: req.maneuver.maneuver,
        difficulty: req.maneuver.difficulty,
        others,
        area,
        seed: Seed::or_drawn(req.seed),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::{expect_err, ErrorCode};

    const REQ: &str = r#"{"carrier": {"id": "g", "ship": "gr75", "pose": {"x": 900, "y": 450, "heading": 0}},
        "ship": {"id": "x", "ship": "small"}, "from": "right", "maneuver": {"speed": 1, "bearing": "straight"}, "seed": 3}"#;

    #[test]
    fn deploys_from_the_right_side() {
        // Right side: the template starts at (940, 450) heading 90; a 1 straight ends at x 1000.
        let r = run(parse_text(REQ).unwrap()).unwrap();
        assert_eq!((r.guide.x, r.guide.y, r.guide.heading), (940.0, 450.0, 90.0));
        assert!(!r.destroyed && r.reason.is_none());
        let text = crate::wire::to_text(&r);
        assert!(text.contains(r#""move":{"pose":{"x":1000,"y":450,"heading":90}"#), "{text}");
        let e = expect_err(parse_text::<Request>(&REQ.replace("right", "up")));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "from"));
        let e = expect_err(run(parse_text(
            &REQ.replace(r#""ship": "small""#, r#""ship": "small", "team": 1, "player": 1"#)
                .replace(r#""heading": 0}}"#, r#""heading": 0}, "team": 1}"#),
        )
        .unwrap()));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "carrier"));
    }
}
