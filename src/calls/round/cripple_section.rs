//! `crippleSection`: a 1e CR90 or Raider section flips to its crippled side.

use crate::wire::{FromWire, ToWire};

use crate::calls::round::state::{huge_only, RoundShipDto};
use crate::edition::Edition;
use crate::error::Result;
use crate::round::crippling::{cripple, Cripple, CrippleReport};
use crate::round::state::ShipState;

#[derive(FromWire)]
pub struct Request {
    edition: Option<Edition>,
    ship: RoundShipDto,
    #[serde(flatten)]
    cripple: Cripple,
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
    let me = req.ship.to_round_ship(ed, "ship")?;
    let mut state = huge_only(me.round, "crippleSection")?;
    let report = cripple(&mut state, &req.cripple)?;
    Ok(Response { state, report })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::{expect_err, ErrorCode};

    #[test]
    fn a_long_discard_list_is_refused_while_read() {
        let text = |n: usize| {
            let names = vec![r#""x""#; n].join(",");
            format!(
                r#"{{"edition": "1e", "ship": {{"id": "c", "ship": "cr90", "pose": {{"x": 500, "y": 500, "heading": 0}}}}, "section": "fore", "discard": [{names}]}}"#
            )
        };
        let e = expect_err(parse_text::<Request>(&text(201)));
        assert_eq!((e.code, e.field.as_str(), e.reason.as_str()), (ErrorCode::TooLarge, "discard", "at most 200 entries"));
        assert!(parse_text::<Request>(&text(200)).is_ok());
    }
}
