//! The derives (`derive/`), one attribute at a time: what each writes and reads,
//! checked against JSON text written out by hand.

use super::{join_keys, keys_len, keys_text, parse_json, to_text, FromWire, ToWire};
use crate::error::{Result, RulesError};

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
struct Plain {
    /// What is written first.
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
    /// Renamed, a unit variant is written by its name (unlike serde's `null`).
    #[serde(rename = "?")]
    Unknown,
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
    let untagged = vec![Untagged::Name("fore"), Untagged::Point([1.5, 2.0]), Untagged::Nothing, Untagged::Unknown];
    assert_eq!(to_text(&untagged), r#"["fore",[1.5,2],null,"?"]"#);
    assert_eq!(to_text(&[Named::BankLeft, Named::First]), r#"["bankLeft","1e"]"#);
}

/// A request of every kind of field.
/// Two lines of doc.
#[derive(FromWire, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct Request {
    /// The energy limit.
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

/// What a recursive request holds its inner one in (no engine or request type holds a `Box`).
impl<T: FromWire> FromWire for Box<T> {
    fn read(v: &super::Json, e: &mut super::Errors) -> Box<T> {
        Box::new(T::read(v, e))
    }
}

/// An error as the tests compare it: its field, code and words.
fn why(e: &RulesError) -> (&str, &str, &str) {
    (&e.field, e.code.as_str(), &e.reason)
}

fn read(text: &str) -> Result<Request> {
    Request::from_wire(&parse_json(text).unwrap())
}

#[test]
fn reads_each_attribute_as_serde_would() {
    let r = read(r#"{"energyLimit":2,"asObstacle":true,"side":"farRight","inner":{"energyLimit":1,"given":"x"}}"#).unwrap();
    let inner = Request { energy_limit: 1, given: Some("x".into()), ..Request::default() };
    assert_eq!(r, Request { energy_limit: 2, as_obstacle: true, side: Side::FarRight, inner: Some(Box::new(inner)), ..Request::default() });
    assert_eq!(Request::KEYS, "energyLimit,stress,asObstacle,given,side,inner");
    // A missing required field, with its path; an Option may be missing; a default may not be null.
    let e = read(r#"{"energyLimit":1,"inner":{"given":null}}"#).unwrap_err();
    assert_eq!(why(&e), ("inner.energyLimit", "INVALID_INPUT", "is required"));
    let e = read(r#"{"energyLimit":1,"stress":null}"#).unwrap_err();
    assert_eq!(why(&e), ("stress", "INVALID_INPUT", "got null; expected u32"));
    // An unknown name is its own kind (UNKNOWN_NAME); a name of the wrong type is not.
    let e = read(r#"{"energyLimit":1,"side":"right"}"#).unwrap_err();
    assert_eq!(why(&e), ("side", "UNKNOWN_NAME", r#"unknown name "right": expected one of "left", "farRight""#));
    let e = read(r#"{"energyLimit":1,"side":2}"#).unwrap_err();
    assert_eq!(why(&e), ("side", "INVALID_INPUT", "got integer `2`; expected enum Side"));
    assert_eq!(why(&read("[]").unwrap_err()), ("request", "INVALID_INPUT", "got sequence; expected struct Request"));
}

/// Unlike serde's default, an unknown key is refused (a misspelling must not pass as an
/// absent field), at its own path, with the nearest key, before any field is read (a
/// misspelt key is the likelier cause of a missing or wrong field).
#[test]
fn refuses_an_unknown_key_at_its_path() {
    let e = read(r#"{"energyLimit":2,"stres":1}"#).unwrap_err();
    assert_eq!(why(&e), ("stres", "INVALID_INPUT", r#"unknown key "stres": did you mean "stress"?"#));
    let e = read(r#"{"energyLimit":2,"inner":{"energyLimit":1,"asObstacel":true}}"#).unwrap_err();
    assert_eq!(why(&e), ("inner.asObstacel", "INVALID_INPUT", r#"unknown key "asObstacel": did you mean "asObstacle"?"#));
    let e = read(r#"{"energyLimit":2,"extra":[1]}"#).unwrap_err();
    assert_eq!(e.field, "extra");
    let e = read(r#"{"energyLimt":2}"#).unwrap_err();
    assert_eq!(why(&e), ("energyLimt", "INVALID_INPUT", r#"unknown key "energyLimt": did you mean "energyLimit"?"#));
}

/// A documented free-form object (`#[wire(open)]`) reads its known keys and ignores the rest.
#[derive(FromWire, Debug, PartialEq)]
#[wire(open)]
struct Open {
    id: String,
}

#[test]
fn an_open_object_ignores_unknown_keys() {
    let v = parse_json(r#"{"id":"x","vendor":{"a":1},"name":"n"}"#).unwrap();
    assert_eq!(Open::from_wire(&v).unwrap(), Open { id: "x".into() });
}

/// Keys another call reads from the same object: accepted here, never read.
const SHARED: &str = "pose";

#[derive(FromWire, Debug, PartialEq)]
#[wire(also = "SHARED")]
struct Shared {
    id: String,
}

#[test]
fn an_also_list_is_accepted_and_the_rest_refused() {
    let v = parse_json(r#"{"id":"x","pose":{"x":1}}"#).unwrap();
    assert_eq!(Shared::from_wire(&v).unwrap(), Shared { id: "x".into() });
    let e = Shared::from_wire(&parse_json(r#"{"id":"x","pos":1}"#).unwrap()).unwrap_err();
    assert_eq!(why(&e), ("pos", "INVALID_INPUT", r#"unknown key "pos": did you mean "pose"?"#));
}

/// A ship's state fields, read inside another request's object (`#[serde(flatten)]`).
#[derive(FromWire, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
struct Loose {
    energy_limit: u32,
    #[serde(default)]
    stress: u32,
}

#[derive(FromWire, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
struct Flattening {
    id: String,
    #[serde(flatten)]
    loose: Loose,
    #[serde(default)]
    as_obstacle: bool,
}

fn flattening(text: &str) -> Result<Flattening> {
    Flattening::from_wire(&parse_json(text).unwrap())
}

#[test]
fn a_flattened_field_reads_from_the_same_object() {
    let r = flattening(r#"{"id":"a","energyLimit":3,"asObstacle":true}"#).unwrap();
    assert_eq!(r, Flattening { id: "a".into(), loose: Loose { energy_limit: 3, stress: 0 }, as_obstacle: true });
    // Its keys join the struct's own, after them.
    assert_eq!(Flattening::KEYS, "id,asObstacle,energyLimit,stress");
    // A flattened field's required key missing is named as the object's own key.
    let e = flattening(r#"{"id":"a","stress":1}"#).unwrap_err();
    assert_eq!(why(&e), ("energyLimit", "INVALID_INPUT", "is required"));
    let e = flattening(r#"{"id":"a","energyLimit":-1}"#).unwrap_err();
    assert_eq!(e.field, "energyLimit");
}

/// Flattening keeps refusing unknown keys: the outer struct checks every key against its
/// own and the flattened ones, and the inner type read alone still refuses the outer's.
#[test]
fn an_unknown_key_is_refused_with_a_flattened_field() {
    let e = flattening(r#"{"id":"a","energyLimit":3,"stres":1}"#).unwrap_err();
    assert_eq!(why(&e), ("stres", "INVALID_INPUT", r#"unknown key "stres": did you mean "stress"?"#));
    let e = flattening(r#"{"id":"a","energyLimit":3,"loose":{"stress":1}}"#).unwrap_err();
    assert_eq!(e.field, "loose");
    let e = Loose::from_wire(&parse_json(r#"{"energyLimit":3,"id":"a"}"#).unwrap()).unwrap_err();
    assert_eq!(e.field, "id");
}

/// The description the reader walks carries what the TypeScript is made from: keys,
/// whether each may be absent, and the `///` text of its fields (the type's goes to its
/// declaration by name: `crate::wire::ts::named`).
#[test]
fn the_description_carries_keys_and_doc_comments() {
    let shape = Request::SHAPE.unwrap();
    assert_eq!(shape.expecting, "struct Request");
    let f: Vec<(&str, bool, &str)> = shape.fields.iter().map(|f| (f.key, f.absent_ok, f.ts.doc)).collect();
    assert_eq!(f[0], ("energyLimit", false, "The energy limit."));
    assert_eq!(f[1..4], [("stress", true, ""), ("asObstacle", true, ""), ("given", true, "")]);
    assert_eq!((Open::SHAPE.unwrap().also, Shared::SHAPE.unwrap().also), (None, Some("pose")));
    assert_eq!(Flattening::SHAPE.unwrap().fields[1].key, "", "flattened");
    assert!(<Vec<u32> as FromWire>::SHAPE.is_none());
}

#[test]
fn keys_join_at_compile_time() {
    const PARTS: &[&str] = &["", "a,b", "", "c"];
    const JOINED: [u8; keys_len(PARTS)] = join_keys(PARTS);
    assert_eq!(keys_text(&JOINED), "a,b,c");
    const ONE: [u8; keys_len(&["ab"])] = join_keys(&["ab"]);
    assert_eq!(keys_text(&ONE), "ab");
    // A key given twice (in a const, a build error) is refused; a key that another begins with is not.
    assert!(std::panic::catch_unwind(|| join_keys::<5>(&["a,b", "b"])).is_err());
    assert_eq!(keys_text(&join_keys::<6>(&["a,ab", "b"])), "a,ab,b");
    const NONE: [u8; keys_len(&[])] = join_keys(&[]);
    assert_eq!(keys_text(&NONE), "");
}

/// A request type for the named declarations: its name from `#[wire(ts)]`, a field's type too.
#[derive(FromWire)]
#[wire(ts = "Named")]
struct NamedDto {
    /// The ship's id.
    id: String,
    #[wire(ts = "ShipName")]
    ship: Option<String>,
    inner: Vec<InnerDto>,
}

/// Nested, named after its Rust name without `Dto`.
#[derive(FromWire)]
struct InnerDto {
    x: f64,
}

#[test]
fn the_named_declarations_name_each_type_once_with_its_text_and_field_types() {
    use super::ts::{collect, token, Dir, TsIn};
    let (top, decls) = collect(|| (<NamedDto as TsIn>::ts_in(), <NamedDto as TsIn>::ts_in()));
    let named = token(Dir::In, std::any::type_name::<NamedDto>());
    let inner = token(Dir::In, std::any::type_name::<InnerDto>());
    assert_eq!(top, (named.clone(), named));
    let texts: Vec<(&str, &str, &str)> = decls.iter().map(|d| (d.name, d.doc, d.body.as_str())).collect();
    let body = format!("{{\n  /** The ship's id. */\n  id: string;\n  ship?: ShipName | null;\n  inner: {inner}[];\n}}");
    assert_eq!(
        texts,
        [
            ("Named", "A request type for the named declarations: its name from `#[wire(ts)]`, a field's type too.", body.as_str()),
            ("Inner", "Nested, named after its Rust name without `Dto`.", "{\n  x: number;\n}"),
        ]
    );
    // Outside `collect`: inline, one line, the Rust type's own TypeScript.
    assert_eq!(<NamedDto as TsIn>::ts_in(), "{ id: string; ship?: string | null; inner: { x: number }[] }");
}

#[derive(FromWire, ToWire, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
enum Renamed {
    First,
    #[wire(alias = "oldName")]
    #[wire(alias = "older")]
    NewName,
    Last,
}

/// A variant's `#[wire(alias = "...")]` is read as the variant, listed among the names an
/// unknown name is told (after its own), and never written.
#[test]
fn an_alias_reads_as_its_variant() {
    let read = |t: &str| Renamed::from_wire(&parse_json(t).unwrap());
    assert_eq!(
        [read(r#""oldName""#), read(r#""older""#), read(r#""newName""#), read(r#""last""#)].map(Result::unwrap),
        [Renamed::NewName, Renamed::NewName, Renamed::NewName, Renamed::Last]
    );
    let e = read(r#""old""#).unwrap_err();
    let names = r#"unknown name "old": expected one of "first", "newName", "oldName", "older", "last""#;
    assert_eq!(why(&e), ("request", "UNKNOWN_NAME", names));
    assert_eq!(crate::wire::to_text(&Renamed::NewName), r#""newName""#);
    assert_eq!(<Renamed as crate::wire::ts::TsIn>::ts_in(), r#""first" | "newName" | "oldName" | "older" | "last""#);
}

/// Not written: a skipped field's type needs no `ToWire`.
struct Internal;

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
struct Skips {
    in_arc: bool,
    #[serde(skip_serializing)]
    _lines: Internal,
    to: u8,
}

#[derive(ToWire)]
#[serde(tag = "kind")]
enum SkipsIn {
    Line {
        at: u8,
        #[serde(skip_serializing)]
        _family: Internal,
    },
}

/// `#[serde(skip_serializing)]`: the field is neither written nor declared, so that an
/// engine type with an internal field (`range::measure::Measurement::family`) is written
/// itself; the keys around it keep their order.
#[test]
fn a_field_skipped_is_neither_written_nor_declared() {
    use super::ts::TsOut;
    assert_eq!(to_text(&Skips { in_arc: true, _lines: Internal, to: 2 }), r#"{"inArc":true,"to":2}"#);
    assert_eq!(<Skips as TsOut>::ts_out(), "{ inArc: boolean; to: number }");
    assert_eq!(to_text(&SkipsIn::Line { at: 1, _family: Internal }), r#"{"kind":"Line","at":1}"#);
    assert_eq!(<SkipsIn as TsOut>::ts_out(), r#"{ kind: "Line"; at: number }"#);
}

#[derive(FromWire, ToWire, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct Nullable {
    #[serde(default)]
    #[wire(null)]
    focus: u32,
    #[serde(default)]
    crippled: bool,
}

/// `#[wire(null)]` on a defaulted field: `null` reads as absent (its default), as an
/// `Option` reads it as `None`, and is declared; without it `null` stays refused.
#[test]
fn a_null_field_reads_null_as_its_default() {
    let read = |t: &str| Nullable::from_wire(&parse_json(t).unwrap());
    assert_eq!(read(r#"{"focus":null}"#).unwrap(), Nullable::default());
    assert_eq!(read(r#"{"focus":2,"crippled":true}"#).unwrap(), Nullable { focus: 2, crippled: true });
    let e = read(r#"{"crippled":null}"#).unwrap_err();
    assert_eq!(why(&e), ("crippled", "INVALID_INPUT", "got null; expected a boolean"));
    assert_eq!(<Nullable as crate::wire::ts::TsIn>::ts_in(), "{ focus?: number | null; crippled?: boolean }");
    assert_eq!(to_text(&Nullable { focus: 1, crippled: false }), r#"{"focus":1,"crippled":false}"#);
}

#[derive(FromWire, Debug, PartialEq)]
struct ReadAsRequest {
    #[serde(default)]
    #[wire(null, read_as = "crate::wire::numbers::Whole<3>")]
    dice: u32,
    #[wire(read_as = "crate::wire::numbers::List<u32>")]
    ids: Vec<u32>,
}

/// `#[wire(read_as = "T")]`: read, checked and declared as `T`, kept as the field's type.
#[test]
fn a_read_as_field_is_checked_as_its_wire_type() {
    let read = |t: &str| ReadAsRequest::from_wire(&parse_json(t).unwrap());
    assert_eq!(read(r#"{"dice":3,"ids":[1]}"#).unwrap(), ReadAsRequest { dice: 3, ids: vec![1] });
    let e = read(r#"{"dice":4,"ids":[]}"#).unwrap_err();
    assert_eq!(why(&e), ("dice", "TOO_LARGE", "must be at most 3, got 4"));
    let e = read(&format!(r#"{{"ids":[{}]}}"#, vec!["0"; 201].join(","))).unwrap_err();
    assert_eq!(why(&e), ("ids", "TOO_LARGE", "at most 200 entries"));
    let e = read(r#"{"dice":null}"#).unwrap_err();
    assert_eq!(why(&e), ("ids", "INVALID_INPUT", "is required"));
    assert_eq!(<ReadAsRequest as crate::wire::ts::TsIn>::ts_in(), "{ dice?: number | null; ids: number[] }");
}

#[derive(FromWire, Debug, PartialEq)]
struct EngineNumbers {
    #[wire(read_as = "crate::wire::numbers::Tokens")]
    stress: u32,
    #[wire(read_as = "crate::wire::numbers::Finite")]
    depth: f64,
}

/// `read_as` a token count (worded "from 0 to 99") and a finite number, into an engine's
/// `u32` and `f64`.
#[test]
fn tokens_and_finite_read_into_engine_numbers() {
    let read = |t: &str| EngineNumbers::from_wire(&parse_json(t).unwrap());
    assert_eq!(read(r#"{"stress":99,"depth":2.5}"#).unwrap(), EngineNumbers { stress: 99, depth: 2.5 });
    let e = read(r#"{"stress":100,"depth":0}"#).unwrap_err();
    assert_eq!(why(&e), ("stress", "INVALID_INPUT", "expected a whole number from 0 to 99, got 100"));
    let e = read(r#"{"stress":1,"depth":"2"}"#).unwrap_err();
    assert_eq!(why(&e), ("depth", "INVALID_INPUT", r#"got string "2"; expected a finite number"#));
    assert_eq!(<EngineNumbers as crate::wire::ts::TsIn>::ts_in(), "{ stress: number; depth: number }");
}

#[derive(ToWire)]
#[serde(rename_all = "camelCase")]
struct Computed {
    #[wire(then(double_it = "|c| c.seat * 2"))]
    seat: u8,
    #[serde(skip_serializing)]
    #[wire(then(is_split = "|c| c.split.is_some()", split_name = "|c| c.split.map(|n| n.to_string())"))]
    split: Option<u8>,
    last: bool,
}

/// `#[wire(then(key = "|c| ..."))]`: a value the engine type derives is written after the
/// field (in a skipped one's place), under its camelCase key, and declared as its type.
#[test]
fn a_computed_field_is_written_after_its_field() {
    use super::ts::TsOut;
    let c = Computed { seat: 3, split: Some(1), last: false };
    assert_eq!(to_text(&c), r#"{"seat":3,"doubleIt":6,"isSplit":true,"splitName":"1","last":false}"#);
    let ts = "{ seat: number; doubleIt: number; isSplit: boolean; splitName: string | null; last: boolean }";
    assert_eq!(<Computed as TsOut>::ts_out(), ts);
}

#[derive(FromWire, ToWire, Debug, PartialEq)]
struct ReadWrittenOtherwise {
    #[serde(skip_serializing)]
    #[wire(then(seats = "|r: &ReadWrittenOtherwise| r.seats.iter().map(|s| s * 10).collect::<Vec<u32>>()"))]
    seats: Vec<u32>,
}

/// A skipped field whose `then` writes its own key is read as itself (a value written
/// differently: a pool's cards); a skipped field written under no key of its own is not read.
#[test]
fn a_skipped_field_written_under_its_key_is_read() {
    let r = ReadWrittenOtherwise::from_wire(&parse_json(r#"{"seats":[1,2]}"#).unwrap()).unwrap();
    assert_eq!(r, ReadWrittenOtherwise { seats: vec![1, 2] });
    assert_eq!(to_text(&r), r#"{"seats":[10,20]}"#);
    assert_eq!(<ReadWrittenOtherwise as crate::wire::ts::TsIn>::ts_in(), "{ seats: number[] }");
}

#[derive(FromWire, Debug, PartialEq)]
struct DefaultFn {
    #[serde(default = "one")]
    #[wire(null)]
    count: u32,
}

fn one() -> u32 {
    1
}

/// `#[serde(default = "path")]`: an absent (or, with `#[wire(null)]`, null) field is `path()`.
#[test]
fn a_default_fn_gives_an_absent_fields_value() {
    let read = |t: &str| DefaultFn::from_wire(&parse_json(t).unwrap()).unwrap();
    assert_eq!(
        (read("{}"), read(r#"{"count":null}"#), read(r#"{"count":0}"#)),
        (DefaultFn { count: 1 }, DefaultFn { count: 1 }, DefaultFn { count: 0 })
    );
    assert_eq!(<DefaultFn as crate::wire::ts::TsIn>::ts_in(), "{ count?: number | null }");
}

/// A log step, declared flat.
#[derive(ToWire)]
#[serde(tag = "kind", rename_all = "camelCase", rename_all_fields = "camelCase")]
#[wire(ts_flat = "StepKind")]
enum Step {
    Hit { crit_count: u32 },
    Miss,
    Lost { crit_count: u32, why: String },
}

/// `#[wire(ts_flat = "KindName")]`: written as a tagged enum is, declared as one object (its
/// tag the union of its names, each other field once and optional).
#[test]
fn a_flat_enum_is_declared_as_one_object() {
    assert_eq!(to_text(&[Step::Hit { crit_count: 1 }, Step::Miss][..]), r#"[{"kind":"hit","critCount":1},{"kind":"miss"}]"#);
    assert_eq!(to_text(&Step::Lost { crit_count: 0, why: "x".into() }), r#"{"kind":"lost","critCount":0,"why":"x"}"#);
    assert_eq!(<Step as super::ts::TsOut>::ts_out(), r#"{ kind: "hit" | "miss" | "lost"; critCount?: number; why?: string }"#);
}

/// A tagged newtype variant: its value's fields merged beside the tag, written and declared
/// from one description. (A variant holding values that is neither tagged nor one untagged
/// value is a compile error.)
#[derive(ToWire)]
#[serde(tag = "kind")]
enum TaggedOne {
    Wrapped(Tagged),
}

#[test]
fn writes_and_declares_tagged_newtype_variants() {
    assert_eq!(to_text(&TaggedOne::Wrapped(Tagged::Ionized)), r#"{"kind":"Wrapped","type":"ionized"}"#);
    assert_eq!(
        <TaggedOne as super::ts::TsOut>::ts_out(),
        r#"{ kind: "Wrapped" } & ({ type: "stressed"; gainedNow: number } | { type: "ionized" })"#
    );
}

#[derive(FromWire, Debug, PartialEq)]
struct Placed {
    #[wire(read_as = "crate::wire::numbers::Coord")]
    x: f64,
    #[wire(read_as = "crate::wire::numbers::Heading")]
    heading: f64,
    #[wire(read_as = "crate::wire::numbers::Length")]
    depth: f64,
}

/// The checked floats (`Coord`, `Heading`, `Length`) refuse at the field's path with the
/// words and codes the calls' poses, play areas and setup depths have always used.
#[test]
fn checked_floats_refuse_at_their_path() {
    let read = |t: &str| Placed::from_wire(&parse_json(t).unwrap());
    assert_eq!(read(r#"{"x":-10000,"heading":1e6,"depth":10000}"#).unwrap(), Placed { x: -10000.0, heading: 1e6, depth: 10000.0 });
    let e = read(r#"{"x":10000.5,"heading":0,"depth":1}"#).unwrap_err();
    assert_eq!(why(&e), ("x", "TOO_LARGE", "must be within ±10000 mm"));
    let e = read(r#"{"x":0,"heading":-1000001,"depth":1}"#).unwrap_err();
    assert_eq!(why(&e), ("heading", "TOO_LARGE", "must be within ±1000000 degrees"));
    let e = read(r#"{"x":0,"heading":0,"depth":0}"#).unwrap_err();
    let words = "expected a length above 0 and at most 10000 mm, got 0";
    assert_eq!(why(&e), ("depth", "INVALID_INPUT", words));
    let e = read(r#"{"x":"1","heading":0,"depth":1}"#).unwrap_err();
    assert_eq!(why(&e), ("x", "INVALID_INPUT", r#"got string "1"; expected a finite number"#));
}

#[derive(FromWire, Debug, PartialEq)]
struct CheckedRequest {
    #[wire(read_as = "Vec<u32>", check = "rising_total")]
    steps: u64,
    #[wire(read_as = "crate::wire::numbers::Whole<3>")]
    spare: Option<u32>,
}

/// A check as an engine type's: the sum of steps that must rise, its errors under the field.
fn rising_total(steps: Vec<u32>) -> crate::error::Result<u64> {
    use crate::error::RulesError;
    match steps.windows(2).position(|w| w[1] <= w[0]) {
        _ if steps.is_empty() => Err(RulesError::invalid("", "needs a step")),
        Some(i) => Err(RulesError::geometry(format!("[{}]", i + 1), "must rise")),
        None => Ok(steps.iter().map(|&s| u64::from(s)).sum()),
    }
}

/// `check = "path"`: read as `read_as`, kept as `path`'s value; its refusal keeps its code and
/// words, at the field's path (an index it names after the field's key). `read_as` on an
/// `Option` reads each value as the type.
#[test]
fn a_checked_field_reports_the_check_at_its_path() {
    let read = |t: &str| CheckedRequest::from_wire(&parse_json(t).unwrap());
    assert_eq!(read(r#"{"steps":[1,2,4]}"#).unwrap(), CheckedRequest { steps: 7, spare: None });
    assert_eq!(read(r#"{"steps":[5],"spare":3}"#).unwrap(), CheckedRequest { steps: 5, spare: Some(3) });
    let e = read(r#"{"steps":[1,3,3]}"#).unwrap_err();
    assert_eq!(why(&e), ("steps[2]", "BAD_GEOMETRY", "must rise"));
    let e = read(r#"{"steps":[]}"#).unwrap_err();
    assert_eq!(why(&e), ("steps", "INVALID_INPUT", "needs a step"));
    let e = read(r#"{"steps":[1,"2"]}"#).unwrap_err();
    assert_eq!(why(&e), ("steps[1]", "INVALID_INPUT", r#"got string "2"; expected u32"#));
    let e = read(r#"{"steps":[1],"spare":4}"#).unwrap_err();
    assert_eq!(why(&e), ("spare", "TOO_LARGE", "must be at most 3, got 4"));
    assert_eq!(<CheckedRequest as crate::wire::ts::TsIn>::ts_in(), "{ steps: number[]; spare?: number | null }");
}

#[derive(FromWire, ToWire, Debug, PartialEq, Default)]
#[serde(rename_all = "camelCase")]
struct SkipsReading {
    #[serde(skip)]
    resolved: u32,
    given: u32,
    #[serde(skip_serializing)]
    only_read: Option<u8>,
    #[serde(skip_deserializing, rename = "given2")]
    only_written: bool,
}

/// `#[serde(skip)]` is neither read nor written (left at its default); `skip_deserializing`
/// is written only; a `skip_serializing` field is read only (as serde reads it). None of
/// the skipped keys is accepted or declared on the side that skips it.
#[test]
fn skip_and_skip_deserializing_leave_a_field_at_its_default_and_read_reads_it() {
    let read = |t: &str| SkipsReading::from_wire(&parse_json(t).unwrap());
    let r = read(r#"{"given":2,"onlyRead":7}"#).unwrap();
    assert_eq!(r, SkipsReading { resolved: 0, given: 2, only_read: Some(7), only_written: false });
    for key in ["resolved", "given2"] {
        let e = read(&format!(r#"{{"given":2,{key:?}:1}}"#)).unwrap_err();
        assert_eq!(e.field, key);
    }
    let r = SkipsReading { resolved: 5, only_written: true, ..r };
    assert_eq!(to_text(&r), r#"{"given":2,"given2":true}"#);
    assert_eq!(<SkipsReading as crate::wire::ts::TsIn>::ts_in(), "{ given: number; onlyRead?: number | null }");
    assert_eq!(<SkipsReading as crate::wire::ts::TsOut>::ts_out(), "{ given: number; given2: boolean }");
}

/// The keys one engine value is given by (`from` or `to`), read flattened.
#[derive(FromWire)]
struct Ends {
    from: Option<u32>,
    to: Option<u32>,
}

#[derive(FromWire, Debug, PartialEq)]
struct Spanned {
    name: String,
    #[serde(flatten)]
    #[wire(read_as = "Ends", check = "one_end")]
    end: u32,
}

/// Exactly one end, as an engine check: its refusal at the enclosing object.
fn one_end(e: Ends) -> crate::error::Result<u32> {
    match (e.from, e.to) {
        (Some(n), None) | (None, Some(n)) => Ok(n),
        _ => Err(crate::error::RulesError::invalid("", "expected exactly one of `from` or `to`")),
    }
}

/// A flattened `read_as` with `check`: its struct's keys are read from the enclosing object
/// (and declared there), kept as the check's value, its refusal at the object's path.
#[test]
fn a_flattened_checked_field_reads_its_keys_from_the_object() {
    use crate::error::ErrorCode;
    let read = |t: &str| Vec::<Spanned>::from_wire(&parse_json(t).unwrap());
    assert_eq!(
        read(r#"[{"name":"a","to":3},{"name":"b","from":0}]"#).unwrap(),
        [Spanned { name: "a".into(), end: 3 }, Spanned { name: "b".into(), end: 0 }]
    );
    let e = read(r#"[{"name":"a","to":3},{"name":"b","from":1,"to":2}]"#).unwrap_err();
    let words = "expected exactly one of `from` or `to`";
    assert_eq!((e.field.as_str(), e.code, e.reason.as_str()), ("[1]", ErrorCode::InvalidInput, words));
    let e = read(r#"[{"name":"a"}]"#).unwrap_err();
    assert_eq!(e.field, "[0]");
    let e = read(r#"[{"name":"a","to":"3"}]"#).unwrap_err();
    assert_eq!(e.field, "[0].to");
    assert_eq!(read(r#"[{"name":"a","to":3,"x":1}]"#).unwrap_err().field, "[0].x");
    assert_eq!(<Spanned as crate::wire::ts::TsIn>::ts_in(), "{ name: string; from?: number | null; to?: number | null }");
}
