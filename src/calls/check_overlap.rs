//! `checkOverlap` (docs/conventions.md §4; docs/api.md).

use super::input::{to_pieces, PieceDto};
use super::output::OverlapOut;
use crate::edition::Edition;
use crate::error::Result;
use crate::overlap::{check_overlap, OverlapReport};
use crate::wire::{FromWire, ToWire};

#[derive(FromWire)]
pub struct Request {
    #[serde(default)]
    edition: Option<Edition>,
    subject: PieceDto,
    others: Vec<PieceDto>,
}

#[derive(ToWire)]
pub struct Response {
    overlaps: Vec<OverlapOut>,
    touching: Vec<String>,
}

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    let subject = req.subject.to_piece(ed, "subject")?;
    let others = to_pieces(&req.others, ed, "others")?;
    Ok(respond(check_overlap(&subject, &others)))
}

/// The response for a report (shared with `Workspace.checkOverlap`).
pub fn respond(report: OverlapReport) -> Response {
    Response { overlaps: report.overlaps.iter().map(OverlapOut::from).collect(), touching: report.touching }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::calls::input::parse_text;
    use crate::error::expect_err as err;

    #[test]
    fn duplicate_ids_among_the_others_are_refused() {
        let req = r#"{"subject": {"id": "s", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}},
            "others": [{"id": "s", "ship": "small", "pose": {"x": 0, "y": 0, "heading": 0}},
                       {"id": "a", "ship": "small", "pose": {"x": 50, "y": 0, "heading": 0}},
                       {"id": "a", "type": "debris", "points": [[0, 0], [9, 0], [0, 9]]}]}"#;
        let e = err(run(parse_text(req).unwrap()));
        assert_eq!((e.field.as_str(), e.reason.as_str()), ("others[2].id", "duplicate id \"a\""));
    }
}
