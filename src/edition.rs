//! The two editions of the game. Every call picks one (docs/conventions.md §1; default 2e).

use crate::wire::{FromWire, ToWire};

/// Read from a request's `edition` ("1e" | "2e") and written in answers the same way, by
/// the wire derives (the engine stays JS-free).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, FromWire, ToWire)]
pub enum Edition {
    /// 1st edition: Huge Ship Rules v3.0 and the later 1e text (seeds 003, 000, 002).
    #[serde(rename = "1e")]
    First,
    /// 2nd edition: Huge Ships appendix v1.4.6 and Epic Battles (seeds 001, 004).
    #[default]
    #[serde(rename = "2e")]
    Second,
}

impl Edition {
    pub fn parse(s: &str) -> Option<Edition> {
        match s {
            "1e" => Some(Edition::First),
            "2e" => Some(Edition::Second),
            _ => None,
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            Edition::First => "1e",
            Edition::Second => "2e",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Edition;
    use crate::wire::to_text;

    /// Written as it is read ("1e" | "2e"), so answers hold the `Edition` itself.
    #[test]
    fn an_edition_is_written_as_read() {
        assert_eq!(to_text(&[Edition::First, Edition::Second]), r#"["1e","2e"]"#);
        assert_eq!(<Edition as crate::wire::ts::TsOut>::ts_out(), r#""1e" | "2e""#);
    }
}
