//! The derives (`derive/`), one attribute at a time: what each writes and reads,
//! checked against JSON text written out by hand.

use super::{parse_json, to_text, FromWire, Kind, ToWire};

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
struct Plain {
    energy_limit: u32,
    #[serde(rename = "type")]
    kind: &'static str,
    id: String,
    maybe: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    skipped: Option<bool>,
    #[serde(flatten)]
    merged: Tagged,
}

#[derive(ToWire)]
#[serde(tag = "type", rename_all = "camelCase", rename_all_fields = "camelCase")]
enum Tagged {
    Stressed { gained_now: u32 },
    Ionized,
}

#[derive(ToWire)]
#[serde(untagged)]
enum Untagged {
    Name(&'static str),
    Point([f64; 2]),
    Nothing,
}

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
enum Named {
    BankLeft,
    #[serde(rename = "1e")]
    First,
}

#[test]
fn writes_each_attribute_as_serde_would() {
    let p = Plain {
        energy_limit: 3,
        kind: "debris",
        id: "a\"b".into(),
        maybe: None,
        skipped: None,
        merged: Tagged::Stressed { gained_now: 2 },
    };
    assert_eq!(to_text(&p), r#"{"energyLimit":3,"type":"debris","id":"a\"b","maybe":null,"type":"stressed","gainedNow":2}"#);
    let p = Plain { skipped: Some(true), merged: Tagged::Ionized, ..p };
    assert!(to_text(&p).ends_with(r#""maybe":null,"skipped":true,"type":"ionized"}"#), "{}", to_text(&p));
    assert_eq!(to_text(&Tagged::Ionized), r#"{"type":"ionized"}"#);
    assert_eq!(to_text(&vec![Untagged::Name("fore"), Untagged::Point([1.5, 2.0]), Untagged::Nothing]), r#"["fore",[1.5,2],null]"#);
    assert_eq!(to_text(&[Named::BankLeft, Named::First]), r#"["bankLeft","1e"]"#);
}

#[derive(FromWire, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct Request {
    energy_limit: u32,
    #[serde(default)]
    stress: u32,
    #[serde(default, rename = "asObstacle")]
    as_obstacle: bool,
    given: Option<String>,
    #[serde(default)]
    side: Side,
    inner: Option<Box<Request>>,
}

#[derive(FromWire, Debug, PartialEq, Default, Clone, Copy)]
#[serde(rename_all = "camelCase")]
enum Side {
    #[default]
    Left,
    FarRight,
}

fn read(text: &str) -> Result<Request, super::WireError> {
    Request::from_wire(&parse_json(text).unwrap())
}

#[test]
fn reads_each_attribute_as_serde_would() {
    let r = read(r#"{"energyLimit":2,"asObstacle":true,"side":"farRight","extra":[1],"inner":{"energyLimit":1,"given":"x"}}"#).unwrap();
    let inner = Request { energy_limit: 1, given: Some("x".into()), ..Request::default() };
    assert_eq!(r, Request { energy_limit: 2, as_obstacle: true, side: Side::FarRight, inner: Some(Box::new(inner)), ..Request::default() });
    assert_eq!(Request::FIELDS, ["energyLimit", "stress", "asObstacle", "given", "side", "inner"]);
    // A missing required field, with its path; an Option may be missing; a default may not be null.
    let e = read(r#"{"energyLimit":1,"inner":{"given":null}}"#).unwrap_err();
    assert_eq!((e.path(), e.kind()), ("inner".to_string(), &Kind::Missing("energyLimit".into())));
    let e = read(r#"{"energyLimit":1,"stress":null}"#).unwrap_err();
    assert_eq!((e.path(), e.kind()), ("stress".to_string(), &Kind::Invalid("got null; expected u32".into())));
    // An unknown name is its own kind (UNKNOWN_NAME); a name of the wrong type is not.
    let e = read(r#"{"energyLimit":1,"side":"right"}"#).unwrap_err();
    assert!(matches!(e.kind(), Kind::UnknownName(m) if m == r#"unknown name "right": expected one of "left", "farRight""#));
    let e = read(r#"{"energyLimit":1,"side":2}"#).unwrap_err();
    assert_eq!(e.kind(), &Kind::Invalid("got integer `2`; expected enum Side".into()));
    assert_eq!(read("[]").unwrap_err().kind(), &Kind::Invalid("got sequence; expected struct Request".into()));
}
