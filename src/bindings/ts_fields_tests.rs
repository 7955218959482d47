//! The TypeScript declarations are checked against the Rust request types: every
//! field serde reads from each call's request (its derived `Deserialize`, asked for
//! its field names) is declared in that call's request type in the shipped
//! `pkg/xwing_huge_glue.d.ts`. tests/node/types.test.mjs type-checks requests and the
//! docs' examples against the same file with the TypeScript compiler.

use serde::de::{self, Deserialize, Deserializer, Visitor};
use std::fmt;

/// A deserializer that only records the field names serde asks a struct for.
struct FieldNames(Vec<&'static str>);

#[derive(Debug)]
struct Stop;

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("field names read")
    }
}

impl std::error::Error for Stop {}

impl de::Error for Stop {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Stop
    }
}

impl<'de> Deserializer<'de> for &mut FieldNames {
    type Error = Stop;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Stop> {
        Err(Stop)
    }

    fn deserialize_struct<V: Visitor<'de>>(self, _: &'static str, fields: &'static [&'static str], _: V) -> Result<V::Value, Stop> {
        self.0.extend_from_slice(fields);
        Err(Stop)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf option unit
        unit_struct newtype_struct seq tuple tuple_struct map enum identifier ignored_any
    }
}

fn fields<T: for<'de> Deserialize<'de>>() -> Vec<&'static str> {
    let mut names = FieldNames(Vec::new());
    let _ = T::deserialize(&mut names);
    names.0
}

/// The text between the brace at `open` and its matching close.
fn braced(text: &str, open: usize) -> &str {
    let mut depth = 0;
    for (i, c) in text[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return &text[open..open + i + 1];
                }
            }
            _ => {}
        }
    }
    panic!("unbalanced braces")
}

/// The declared type of `call`'s request: an inline object type or a named one.
fn request_type<'a>(dts: &'a str, call: &str) -> &'a str {
    let head = format!("export function {call}(request: ");
    let at = dts.find(&head).unwrap_or_else(|| panic!("no declaration of {call}")) + head.len();
    if dts[at..].starts_with('{') {
        return braced(dts, at);
    }
    let name: String = dts[at..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
    let def = format!("export type {name} = ");
    let at = dts.find(&def).unwrap_or_else(|| panic!("no type {name}")) + def.len();
    braced(dts, at)
}

fn declares(ty: &str, field: &str) -> bool {
    [format!("{field}?:"), format!("{field}:")]
        .iter()
        .any(|p| ty.match_indices(p.as_str()).any(|(i, _)| ty[..i].chars().next_back().is_none_or(|c| !(c.is_alphanumeric() || c == '_'))))
}

#[test]
fn every_request_field_serde_reads_is_declared_in_the_d_ts() {
    use super::*;
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/pkg/xwing_huge_glue.d.ts");
    let dts = std::fs::read_to_string(path).expect("pkg/ is committed; ./scripts/build.sh writes it");
    let calls: [(&str, Vec<&str>); 15] = [
        ("checkOverlap", fields::<check_overlap::Request>()),
        ("placeMove", fields::<place_move::Request>()),
        ("measureRange", fields::<measure_range::Request>()),
        ("measureRangeBatch", fields::<measure_range::BatchRequest>()),
        ("resolveAttack", fields::<resolve_attack::Request>()),
        ("shipInfo", fields::<ship_info::Request>()),
        ("setTable", fields::<table::SetRequest>()),
        ("dropTable", fields::<table::DropRequest>()),
        ("roundOrder", fields::<round_order::Request>()),
        ("performAction", fields::<perform_action::Request>()),
        ("energyStep", fields::<energy_step::Request>()),
        ("endPhase", fields::<end_phase::Request>()),
        ("crippleSection", fields::<cripple_section::Request>()),
        ("checkSetup", fields::<check_setup::Request>()),
        ("applyEffects", fields::<apply_effects::Request>()),
    ];
    // Read only to be refused by name (they moved into `weapon`), so undeclared.
    let refused = ["resolveAttack.primary", "resolveAttack.ordnance"];
    let mut missing = Vec::new();
    for (call, names) in &calls {
        assert!(!names.is_empty(), "{call}: no fields read");
        let ty = request_type(&dts, call);
        missing.extend(names.iter().map(|f| format!("{call}.{f}")).filter(|f| !refused.contains(&f.as_str())).filter(|f| {
            let name = f.split('.').nth(1).unwrap_or_default();
            !declares(ty, name)
        }));
    }
    assert!(missing.is_empty(), "fields serde reads but pkg/xwing_huge_glue.d.ts does not declare: {missing:?}");
}
