//! `squadOptions`: for one pilot entry of an XWS squad and one of its slot kinds, every
//! upgrade card of that kind with its cost and whether it is legal there now, and if not
//! the rule that refuses it; the squad's points and the points left. The cards are
//! judged by the squad check's own rules (`crate::squads::options`), so that a card
//! offered as legal never makes `checkSquad` refuse the squad once added.

use super::xws_input::SquadRequest;
use crate::calls::shared::numbers::Count;
use crate::error::Result;
use crate::squads;
pub use crate::squads::options::Offers as Response;
use crate::wire::FromWire;

/// `{ edition?, mode, xws, pilot, slot, limit?, players? }`: `pilot` is the index of the
/// entry in `xws.pilots` (as checkSquad's problems name it), `slot` an XWS slot key.
#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
#[wire(ts_editions)]
pub struct Request {
    #[serde(flatten)]
    squad: SquadRequest,
    pilot: Count,
    #[wire(ts_with = "super::xws_input::ts::slot")]
    slot: String,
}

pub fn run(req: Request) -> Result<Response> {
    let (mode, limit, squad) = req.squad.checked()?;
    squads::offers(req.squad.edition, mode, &squad, req.pilot.0 as usize, &req.slot, limit)
}
