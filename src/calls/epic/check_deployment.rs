//! `checkDeployment`: whether an Epic setup placement lies in its deployment area
//! (`epic::deployment`; the setup rules of `checkSetup` with a polygon for the strip).

use crate::calls::shared::table::TableDto;
use crate::wire::{FromWire, ToWire};

use crate::calls::shared::input::ShipDto;
use crate::edition::Edition;
use crate::epic::deployment::{check_deployment, DeploymentArea};
use crate::error::Result;
use crate::round::setup::SetupReport;
use crate::round::table::Table;

/// `S`: the ship placed, given whole or, on a kept table (`Workspace.checkDeployment`), by id.
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request<S = ShipDto> {
    edition: Option<Edition>,
    ship: S,
    deployment_area: DeploymentArea,
    #[serde(flatten)]
    table: TableDto,
}

/// Whether the placement is legal: `checkSetup`'s answer, with the deployment area for its setup area.
#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
pub struct Response {
    #[serde(skip_serializing)]
    #[wire(then(
        legal = "|r| r.report.legal",
        reason = "|r| r.report.reason.clone()",
        inside_play_area = "|r| r.report.inside_play_area",
        inside_deployment_area = "|r| r.report.inside_setup_area",
        fills_deployment_area = "|r| r.report.fills_setup_area",
        overlaps = "|r| r.report.overlaps.clone()"
    ))]
    report: SetupReport,
}

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    let ship = req.ship.ship.to_ship(ed, "ship")?;
    let others = req.table.pieces(ed)?;
    Ok(Response { report: check_deployment(ed, &ship, req.table.area(), &req.deployment_area, &others) })
}

/// `Workspace.checkDeployment`: the ship (at its kept pose), the play area and the others
/// come from the kept table.
pub fn run_on(req: Request<String>, table: &Table) -> Result<Response> {
    req.table.kept_only()?;
    let ed = crate::calls::shared::kept::edition_of(table, req.edition)?;
    let ship = &table.ship(&req.ship, "ship")?.ship;
    Ok(Response { report: check_deployment(ed, ship, table.area(), &req.deployment_area, table.pieces()) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::{expect_err, ErrorCode};

    #[test]
    fn a_gr75_fills_a_bottom_area_and_a_bowtie_is_refused() {
        let req = |pts: &str| {
            format!(
                r#"{{"ship": {{"id": "g", "ship": "gr75", "pose": {{"x": 450, "y": 803.5, "heading": 0}}}},
                    "deploymentArea": {{"points": {pts}}}}}"#
            )
        };
        let r = run(parse_text(&req("[[0, 914], [900, 914], [900, 814], [0, 814]]")).unwrap()).unwrap();
        assert!(r.report.legal && r.report.fills_setup_area && !r.report.inside_setup_area);
        let e = expect_err(parse_text::<Request>(&req("[[0, 0], [100, 100], [100, 0], [0, 100]]")));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::BadGeometry, "deploymentArea.points"));
        let e = expect_err(parse_text::<Request>(&req("[[0, 0], [100, 100], [1e300, 0]]")));
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::TooLarge, "deploymentArea.points[2]"));
    }
}
