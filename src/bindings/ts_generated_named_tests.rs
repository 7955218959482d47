//! The named, documented TypeScript of every call, generated from the Rust types
//! (`crate::wire::ts::collect`): each derived request or response type is one
//! `export type` declaration with its `///` text, written once and referred to by name;
//! a call's own types are `<Call>Request` and `<Call>Response` (docs/api.md "Names").
//! Written to tests/types/named.d.ts (committed; this test fails when it is stale:
//! `XWING_WRITE_TYPES=1 cargo test --profile tests --lib ts_generated` rewrites it).
//! tests/node/types_generated.test.mjs checks with the TypeScript compiler that each of
//! its calls' types and the declared types of pkg/ are assignable both ways.

use crate::wire::ts::{collect, doc_comment, literal, token, used, Decl, Dir, TsIn, TsOut};
use std::collections::BTreeMap;

/// `(call, request, response)` for every call, each written while the declarations are
/// collected (a derived type is then a reference to its declaration).
macro_rules! calls {
    ($($call:expr => $m:ident),* $(,)?) => {
        vec![$((
            $call,
            (|| <crate::calls::$m::Request as TsIn>::ts_in()) as fn() -> String,
            (|| <crate::calls::$m::Response as TsOut>::ts_out()) as fn() -> String,
        )),*]
    };
}

/// The registry's calls (`crate::calls::full_calls`), as the list [`calls`] takes.
macro_rules! full {
    (calls: [$($js:ident $m:ident $doc:literal;)*], kept: [$($kept:tt)*],) => {
        calls![$(stringify!($js) => $m),*]
    };
}

type Call = (&'static str, fn() -> String, fn() -> String);

/// The core module's five calls, then the registry's.
fn every_call() -> Vec<Call> {
    let mut calls: Vec<Call> = calls![
        "checkOverlap" => check_overlap,
        "placeMove" => place_move,
        "measureRange" => measure_range,
        "resolveAttack" => resolve_attack,
        "shipInfo" => ship_info,
    ];
    calls.extend(crate::calls::full_calls!(full));
    calls
}

/// `checkOverlap` → `CheckOverlap`.
fn stem(call: &str) -> String {
    let mut c = call.chars();
    c.next().map(|f| f.to_ascii_uppercase().to_string() + c.as_str()).unwrap_or_default()
}

/// The declarations of one Rust type and direction, by `(dir, rust)`.
type Key = (bool, &'static str);

fn key_of(d: &Decl) -> Key {
    (d.dir == Dir::In, d.rust)
}

/// Each declaration's class: declarations of the same default name whose texts are the
/// same once the references inside them are classed alike (a request's `Pose` and a
/// response's) are one declaration. Partition refinement, from the coarsest classes.
fn classes(decls: &[Decl]) -> Vec<usize> {
    let tokens: Vec<String> = decls.iter().map(|d| token(d.dir, d.rust)).collect();
    let signature = |i: usize, class: &[usize]| {
        let mut text = decls[i].body.clone();
        for (j, t) in tokens.iter().enumerate() {
            text = text.replace(t, &format!("\u{1}{}\u{2}", class[j]));
        }
        format!("{}={text}", decls[i].name)
    };
    let mut class = vec![0; decls.len()];
    loop {
        let mut seen: Vec<String> = Vec::new();
        let next: Vec<usize> = (0..decls.len())
            .map(|i| {
                let sig = format!("{}#{}", class[i], signature(i, &class));
                seen.iter().position(|s| *s == sig).unwrap_or_else(|| {
                    seen.push(sig);
                    seen.len() - 1
                })
            })
            .collect();
        if next == class {
            return class;
        }
        class = next;
    }
}

/// The module of a Rust type as a name prefix (`…::round::state::StateDto` → `State`).
fn module_prefix(rust: &str) -> String {
    let parts: Vec<&str> = rust.split("::").collect();
    let module = parts.len().checked_sub(2).map(|i| parts[i]).unwrap_or("");
    module.split('_').map(stem).collect()
}

/// The generated file: every call's request and response types, then every other
/// declaration, in the order first met.
fn generated() -> String {
    let calls = every_call();
    crate::wire::ts::also_types(Some(super::ts_ship_keys_tests::ship_key_ts));
    let (texts, decls) = collect(|| {
        let mut texts = Vec::new();
        for (call, req, resp) in &calls {
            texts.push((*call, req(), resp()));
        }
        texts
    });
    let class = classes(&decls);
    // A declaration stands for its class's first.
    let alias = |k: Key| {
        let i = decls.iter().position(|d| key_of(d) == k).unwrap_or(0);
        key_of(&decls[class.iter().position(|c| *c == class[i]).unwrap_or(i)])
    };
    // Names: a call's own types first, then each declaration's default name (a clash: the
    // response side of a pair gets `Out`, another type its module's prefix).
    let mut name: BTreeMap<Key, String> = BTreeMap::new();
    let mut taken: Vec<String> = Vec::new();
    let mut tops: Vec<(String, String)> = Vec::new();
    for (call, req, resp) in &texts {
        for (suffix, text, dir) in [("Request", req, Dir::In), ("Response", resp, Dir::Out)] {
            let top = format!("{}{suffix}", stem(call));
            let k = decls.iter().find(|d| token(d.dir, d.rust) == *text && d.dir == dir).map(|d| alias(key_of(d)));
            match k {
                Some(k) if !name.contains_key(&k) => {
                    name.insert(k, top.clone());
                    tops.push((top.clone(), String::new()));
                }
                _ => tops.push((top.clone(), text.clone())),
            }
            taken.push(top);
        }
    }
    for d in &decls {
        let k = alias(key_of(d));
        if name.contains_key(&k) {
            continue;
        }
        let mut n = d.name.to_string();
        if taken.contains(&n) && d.dir == Dir::Out && decls.iter().any(|x| x.name == d.name && x.dir == Dir::In) {
            n = format!("{n}Out");
        }
        if taken.contains(&n) {
            n = format!("{}{n}", module_prefix(d.rust));
        }
        let base = n.clone();
        let mut i = 2;
        while taken.contains(&n) {
            n = format!("{base}{i}");
            i += 1;
        }
        taken.push(n.clone());
        name.insert(k, n);
    }
    let resolve = |text: &str| {
        let mut out = text.to_string();
        for d in &decls {
            out = out.replace(&token(d.dir, d.rust), &name[&alias(key_of(d))]);
        }
        out
    };
    let decl = |n: &str, doc: &str, body: &str| {
        let body = resolve(body);
        format!("{}export type {n} ={}{body};\n", doc_comment(doc), if body.starts_with('\n') { "" } else { " " })
    };
    let mut out = String::from(
        "// Generated by `cargo test` (src/bindings/ts_generated_named_tests.rs) from the Rust types of every\n\
         // call's request and response, with their `///` text: do not edit. `XWING_WRITE_TYPES=1 cargo test\n\
         // --profile tests --lib ts_generated` rewrites it.\n",
    );
    out.push_str(&prelude_import(used(), |n| name.values().any(|d| d == n)));
    out.push_str(&built_in_names());
    let mut written: Vec<Key> = Vec::new();
    for (top, inline) in &tops {
        let owner = decls.iter().find(|d| name[&alias(key_of(d))] == *top);
        match owner {
            Some(d) if inline.is_empty() => {
                written.push(alias(key_of(d)));
                out.push_str(&format!("\n{}", decl(top, d.doc, &d.body)));
            }
            _ => out.push_str(&format!("\n{}", decl(top, "", inline))),
        }
    }
    for d in &decls {
        let k = alias(key_of(d));
        if written.contains(&k) {
            continue;
        }
        written.push(k);
        out.push_str(&format!("\n{}", decl(&name[&k], d.doc, &d.body)));
    }
    out
}

/// The import of the hand-written declarations the `#[wire(ts = "...")]` fields name
/// (js/prelude.d.ts), each once, sorted; a name the file declares itself (`declared`) is
/// not imported.
fn prelude_import(used: Vec<&str>, declared: impl Fn(&str) -> bool) -> String {
    let mut names: Vec<String> = used
        .iter()
        .flat_map(|t| t.split(|c: char| !c.is_alphanumeric() && c != '_'))
        .filter(|w| w.starts_with(|c: char| c.is_ascii_uppercase()) && !declared(w))
        .map(String::from)
        .collect();
    names.sort();
    names.dedup();
    format!("import type {{ {} }} from '../../js/prelude';\n", names.join(", "))
}

/// The names the engine knows without cards, from `crate::ships::BUILT_IN_NAMES`.
fn built_in_names() -> String {
    let names: Vec<String> = crate::ships::BUILT_IN_NAMES.iter().map(|(n, _)| literal(n)).collect();
    let mut lines = String::new();
    for chunk in names.chunks(8) {
        lines.push_str(&format!("\n  | {}", chunk.join(" | ")));
    }
    format!(
        "\n{}export type BuiltInShipName ={lines};\n",
        doc_comment("The names the engine knows without cards: base sizes, the huge ships' short names and their data ids (src/ships.rs `BUILT_IN_NAMES`).")
    )
}

#[test]
fn ts_generated_named_types_are_committed() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/types/named.d.ts");
    let now = generated();
    assert!(!now.contains('\u{1}'), "an unresolved reference in the named declarations");
    if std::env::var_os("XWING_WRITE_TYPES").is_some() {
        std::fs::write(path, &now).expect("write tests/types/named.d.ts");
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(committed == now, "tests/types/named.d.ts is stale: run XWING_WRITE_TYPES=1 cargo test --profile tests --lib ts_generated");
}
