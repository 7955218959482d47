//! `dockShip`: a standard ship docking with a huge ship (`epic::docking`).

use crate::wire::FromWire;

use crate::calls::shared::input::ship_of;
use crate::calls::shared::numbers::Count;
use crate::edition::Edition;
use crate::epic::allied::relation;
use crate::epic::docking::{dock, DockRequest, Docked, Phase};
use crate::error::Result;
use crate::geometry::Pose;

/// A ship with its controller: `player` (default 0) and, in team battles, `team`.
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
#[wire(also = "crate::calls::shared::input::SHIP_KEYS")]
pub struct EpicShipDto {
    pub id: String,
    #[wire(ts = "ShipName")]
    pub ship: String,
    pub pose: Pose,
    #[wire(read_as = "Count")]
    pub player: Option<u32>,
    #[wire(read_as = "Count")]
    pub team: Option<u32>,
    /// The ship flies in a wing (Epic "Wings"): it cannot dock (read of the docking ship).
    #[serde(default)]
    pub in_wing: bool,
}

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    edition: Option<Edition>,
    #[serde(default)]
    phase: Phase,
    carrier: EpicShipDto,
    ship: EpicShipDto,
}

pub type Response = Docked;

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    let (c, s) = (&req.carrier, &req.ship);
    let carrier = ship_of(&c.id, &c.ship, None, c.pose, false, ed, "carrier")?;
    let ship = ship_of(&s.id, &s.ship, None, s.pose, false, ed, "ship")?;
    let relation = relation(s.player.unwrap_or(0), s.team, c.player.unwrap_or(0), c.team);
    dock(&DockRequest { edition: ed, carrier: &carrier, ship: &ship, relation, phase: req.phase, in_wing: s.in_wing })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::{expect_err, ErrorCode};

    fn req(x: f64, extra: &str) -> String {
        format!(
            r#"{{"carrier": {{"id": "g", "ship": "gr75", "pose": {{"x": 900, "y": 450, "heading": 0}}, "player": 0, "team": 0}},
                "ship": {{"id": "x", "ship": "small", "pose": {{"x": {x}, "y": 450, "heading": 0}} {extra}}}}}"#
        )
    }

    #[test]
    fn docks_at_range_1_and_refuses_far_allied_and_same_id() {
        let r = run(parse_text(&req(990.0, "")).unwrap()).unwrap();
        assert_eq!((r.range, r.distance), (1, 30.0));
        let e = expect_err(run(parse_text(&req(1100.0, "")).unwrap()));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "ship.pose"));
        let e = expect_err(run(parse_text(&req(990.0, r#", "player": 1, "team": 0"#)).unwrap()));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::NotAllowed, "carrier"));
        let e = expect_err(run(parse_text(&req(990.0, r#", "inWing": true"#)).unwrap()));
        assert_eq!(e.field, "ship.inWing");
        let e = expect_err(run(parse_text(&req(990.0, "").replace(r#""id": "x""#, r#""id": "g""#)).unwrap()));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "ship.id"));
        let e = expect_err(run(parse_text(&req(990.0, "").replace("{\"carrier\"", "{\"phase\": \"end\", \"carrier\"")).unwrap()));
        assert_eq!(e.field, "phase");
    }
}
