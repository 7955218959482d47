//! `checkOverlap` (SPEC §4, §8).

use serde::{Deserialize, Serialize};

use super::input::{edition, to_pieces, PieceDto};
use super::output::OverlapOut;
use crate::error::Result;
use crate::overlap::check_overlap;

#[derive(Deserialize)]
pub struct Request {
    #[serde(default)]
    edition: Option<String>,
    subject: PieceDto,
    others: Vec<PieceDto>,
}

#[derive(Serialize)]
pub struct Response {
    overlaps: Vec<OverlapOut>,
    touching: Vec<String>,
}

pub fn run(req: Request) -> Result<Response> {
    let ed = edition(&req.edition)?;
    let subject = req.subject.to_piece(ed, "subject")?;
    let others = to_pieces(&req.others, ed, "others")?;
    let report = check_overlap(&subject, &others);
    Ok(Response { overlaps: report.overlaps.iter().map(OverlapOut::from).collect(), touching: report.touching })
}
