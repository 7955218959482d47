//! `squadOptions`: for one pilot entry of an XWS squad and one of its slot kinds, every
//! upgrade card of that kind with its cost and whether it is legal there now, and if not
//! the rule that refuses it; the squad's points and the points left. The cards are
//! judged by the squad check's own rules (`crate::squads::options`), so that a card
//! offered as legal never makes `checkSquad` refuse the squad once added.

use super::xws_input::SquadRequest;
use crate::calls::shared::numbers::Count;
use crate::cards::upgrades::{slot_1e_of_key, slot_2e_of_key, slot_keys};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::squads::{self, suggest::nearest_text};
use crate::wire::{FromWire, ToWire};

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

/// The slot key asked, then the offers (`squads::options::Offers`).
#[derive(ToWire)]
pub struct Response {
    slot: String,
    #[serde(flatten)]
    offers: squads::options::Offers,
}

/// The data's slot name for the request's key, or `UNKNOWN_NAME` on `slot` with the nearest keys.
fn slot_of(edition: Edition, key: &str) -> Result<&'static str> {
    let first = edition == Edition::First;
    let found = if first { slot_1e_of_key(key) } else { slot_2e_of_key(key) };
    found.ok_or_else(|| {
        let near = nearest_text(key, slot_keys(first));
        RulesError::unknown("slot", format!("unknown {} upgrade slot key {key:?}{near}", edition.as_str()))
    })
}

pub fn run(req: Request) -> Result<Response> {
    let (mode, limit, squad) = req.squad.checked()?;
    let (edition, pilot) = (req.squad.edition, req.pilot.0 as usize);
    let slot = slot_of(edition, &req.slot)?;
    let offers = squads::offers(edition, mode, &squad, pilot, slot, limit)?;
    Ok(Response { slot: req.slot, offers })
}
