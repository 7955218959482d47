//! `crippleSection`: a 1e CR90 or Raider section flips to its crippled side.

use crate::wire::{FromWire, ToWire};

use crate::bases::Section;
use crate::calls::round::state::{huge_only, RoundShipDto};
use crate::calls::shared::numbers::{Count, MAX_LIST};
use crate::edition::Edition;
use crate::error::{Result, RulesError};
use crate::round::crippling::{cripple, Cripple, CrippleReport};
use crate::round::state::ShipState;

#[derive(FromWire)]
#[serde(rename_all = "camelCase")]
pub struct Request {
    edition: Option<Edition>,
    ship: RoundShipDto,
    section: Section,
    /// The crippled side's printed energy limit and shield value.
    energy_limit: Option<Count>,
    shield_value: Option<Count>,
    /// Upgrades the controlling player discards (those in excess of the crippled side's icons).
    #[serde(default)]
    discard: Vec<String>,
}

/// The state after, and what the rules did.
#[derive(ToWire)]
pub struct Response {
    state: ShipState,
    #[serde(flatten)]
    report: CrippleReport,
}

pub fn run(req: Request) -> Result<Response> {
    let ed = req.edition.unwrap_or_default();
    if req.discard.len() > MAX_LIST {
        return Err(RulesError::too_large("discard", format!("at most {MAX_LIST} entries")));
    }
    let me = req.ship.to_round_ship(ed, "ship")?;
    let mut state = huge_only(me.round, "crippleSection")?;
    let c = Cripple {
        section: req.section,
        energy_limit: req.energy_limit.map(|v| v.0),
        shield_value: req.shield_value.map(|v| v.0),
        discard: &req.discard,
    };
    let report = cripple(&mut state, &c)?;
    Ok(Response { state, report })
}
