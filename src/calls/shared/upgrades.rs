//! A ship object's `upgrades` (docs/squads.md "Upgrades a ship carries"): the cards it
//! carries, as `squadShips` writes them (XWS: `{ <slot key>: [ids] }`) or as a list of
//! ids; an entry may be `{ id, side }` to say which side of a two-sided card is up (a 2e
//! hardpoint's "(Offline)" side is 1). Read here, resolved by [`crate::ships::loadout`].

use std::collections::BTreeMap;

use crate::edition::Edition;
use crate::error::Result;
use crate::ships::loadout::{Loadout, Named};
use crate::wire::numbers::wire_number;
use crate::wire::Json;

wire_number!(
    /// One carried card: its id, or `{ id, side }`; an id alone is side 0.
    #[derive(Clone, Debug, Default)]
    UpgradeItemDto(Named) = format!("string | {}", <Named as crate::wire::ts::TsIn>::ts_in()), |v, e| match v {
        Json::Str(s) => Named { xws: s.to_string(), ..Named::default() },
        Json::Obj(_) => Named::read(v, e),
        other => {
            e.wrong_type(other, "an upgrade id or { id, side }");
            Named::default()
        }
    }
);

wire_number!(
    /// `upgrades`, by XWS slot key or as a list, read as one list of the cards it names: each
    /// with its path below `upgrades` (`.hardpoint[0]`, `[1]`) and its slot key when given by slot.
    #[derive(Clone, Debug, Default)]
    UpgradesDto(Vec<(String, Named)>) = format!(
        "{} | {}",
        <BTreeMap<String, Vec<UpgradeItemDto>> as crate::wire::ts::TsIn>::ts_in(),
        <Vec<UpgradeItemDto> as crate::wire::ts::TsIn>::ts_in()
    ),
    |v, e| match v {
        Json::Obj(_) => BTreeMap::<String, Vec<UpgradeItemDto>>::read(v, e)
            .into_iter()
            .flat_map(|(k, items)| items.into_iter().enumerate().map(move |(i, it)| (format!(".{k}[{i}]"), Named { slot: Some(k.clone()), ..it.0 })))
            .collect(),
        Json::Arr(_) => Vec::<UpgradeItemDto>::read(v, e).into_iter().enumerate().map(|(i, it)| (format!("[{i}]"), it.0)).collect(),
        other => {
            e.wrong_type(other, "an object of lists by slot key, or a list of upgrade ids");
            Vec::new()
        }
    }
);

/// The cards `dto` names, resolved in `edition` ([`Loadout::new`]); errors name `field` (`ship.upgrades`).
pub fn loadout(dto: Option<&UpgradesDto>, edition: Edition, field: &str) -> Result<Loadout> {
    dto.map_or(Ok(Loadout::default()), |d| Loadout::new(edition, field, &d.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::calls::shared::input::parse_text;
    use crate::error::ErrorCode;
    use crate::wire::FromWire;

    #[derive(FromWire)]
    struct Holder {
        #[wire(ts = "Upgrades")]
        upgrades: Option<UpgradesDto>,
    }

    fn read(ed: Edition, text: &str) -> Result<Loadout> {
        let h: Holder = parse_text(text)?;
        loadout(h.upgrades.as_ref(), ed, "ship.upgrades")
    }

    #[test]
    fn by_slot_key_or_as_a_list_with_sides() {
        let l = read(Edition::Second, r#"{"upgrades": {"hardpoint": [{"id": "turbolaserbattery", "side": 1}], "title": ["bloodcrow"]}}"#)
            .unwrap();
        assert!(l.find("turbolaserbattery").unwrap().offline());
        assert_eq!(l.changes().energy, 2);
        let list = read(Edition::Second, r#"{"upgrades": ["turbolaserbattery", {"id": "commsteam"}]}"#).unwrap();
        assert_eq!(list.cards.len(), 2);
        assert!(read(Edition::Second, "{}").unwrap().cards.is_empty());
    }

    #[test]
    fn mistakes_name_their_path() {
        let e = read(Edition::Second, r#"{"upgrades": {"hardpoint": [{"id": "turbolaserbattery", "side": 2}]}}"#).unwrap_err();
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "upgrades.hardpoint[0].side"));
        let e = read(Edition::Second, r#"{"upgrades": ["turbolaserbattery", "nope"]}"#).unwrap_err();
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::Unknown, "ship.upgrades[1]"));
        let e = read(Edition::Second, r#"{"upgrades": [3]}"#).unwrap_err();
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "upgrades[0]"));
        let e = read(Edition::Second, r#"{"upgrades": [{"id": "r2d2", "sied": 1}]}"#).unwrap_err();
        assert_eq!(e.code, ErrorCode::InvalidInput);
        let e = read(Edition::Second, r#"{"upgrades": "r2d2"}"#).unwrap_err();
        assert_eq!((e.code, e.field.as_str()), (ErrorCode::InvalidInput, "upgrades"));
    }
}
