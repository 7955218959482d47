//! The named, documented TypeScript of every call, generated from the Rust types
//! (`crate::wire::ts::collect`): each derived request or response type is one
//! `export type` declaration with its `///` text, written once and referred to by name;
//! a call's own types are `<Call>Request` and `<Call>Response` (docs/api.md "Names").
//! Then one `export function` per call and the `Workspace` class, from the registry
//! (`crate::calls::call_registry`, measureRangeBatch's export and the class in
//! src/bindings/mod.rs, their doc lines too); the rest is hand-written in js/prelude.d.ts.
//! Written to tests/types/named.d.ts (committed; this test fails when it is stale:
//! `XWING_WRITE_TYPES=1 cargo test --profile tests --lib ts_generated` rewrites it).
//! tests/node/types_generated.test.mjs checks with the TypeScript compiler that each of
//! its calls' types and the declared types of pkg/ are assignable both ways.

use crate::wire::ts::{collect, doc_comment, literal, token, used, Decl, Dir, TsIn, TsOut};
use std::collections::BTreeMap;

/// `(call, request, response)` for every call of the registry (`crate::calls::call_registry`)
/// exported from the module asked (`core`: the core module's), each written while the
/// declarations are collected (a derived type is then a reference to its declaration).
macro_rules! calls {
    ($($kind:ident $js:ident $m:ident $doc:literal $(kept $kept:literal)?;)*) => {
        vec![$((
            stringify!($kind) == "core",
            (
                stringify!($js),
                (|| <crate::calls::$m::Request as TsIn>::ts_in()) as fn() -> String,
                (|| <crate::calls::$m::Response as TsOut>::ts_out()) as fn() -> String,
            ),
        )),*]
    };
}

type Call = (&'static str, fn() -> String, fn() -> String);

/// The calls of the core module (`core`), or every call (the full module's).
fn every_call(core: bool) -> Vec<Call> {
    let all: Vec<(bool, Call)> = crate::calls::call_registry!(calls);
    all.into_iter().filter(|(in_core, _)| *in_core || !core).map(|(_, call)| call).collect()
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

/// A top-level declaration: its name, the text it stands for (a derived type's token, or a
/// type built of tokens) and the side it is read or written on.
type Top = (String, String, Dir);

/// `ts_in` of the request type of a kept table's method (`run_on`, `prepare_on`), without
/// the table's parts it reads for the one-shot call: on a kept table they are refused
/// (`crate::calls::shared::kept`), the kept ones being used.
/// (`KeptRequest` of js/prelude.d.ts omits the three.)
fn kept_in<R: TsIn + crate::wire::FromWire, T, O>(_: fn(R, T) -> O) -> String {
    match R::KEYS.split(',').any(|k| ["ships", "obstacles", "playArea"].contains(&k)) {
        true => format!("KeptRequest<{}>", R::ts_in()),
        false => R::ts_in(),
    }
}

/// The kept table's methods taking a call's request: the core module's four, then the
/// full module's of the registry (its `full` lines with a `kept` doc line), as `(method,
/// request type)`.
fn kept_methods(core: bool) -> Vec<(&'static str, String)> {
    use crate::calls::attack::kept;
    use crate::calls::{measure_range, place_move};
    let mut out = vec![
        ("placeMove", kept_in(place_move::run_on)),
        ("measureRange", kept_in(measure_range::run_on)),
        // Its own request type, which declares no table key (its forms leave them out).
        ("resolveAttack", <kept::Request as TsIn>::ts_in()),
        ("measureRangeBatch", format!("{} & BatchPoints", kept_in(measure_range::prepare_on))),
    ];
    macro_rules! kept {
        ($($kind:ident $js:ident $m:ident $doc:literal $(kept $kept:literal)?;)*) => {
            $($(if stringify!($kind) == "full" && !$kept.is_empty() {
                out.push((stringify!($js), kept_in(crate::calls::$m::run_on)));
            })?)*
        };
    }
    if !core {
        crate::calls::call_registry!(kept);
    }
    out
}

/// Every top-level declaration a caller names: each call's request and response, the
/// batch's request (its typed array apart), the `Workspace`'s own requests and each kept
/// method's request (docs/api.md "Names").
fn every_top(calls: &[Call], core: bool) -> Vec<Top> {
    use crate::calls::check_overlap::CheckedDto;
    use crate::calls::workspace::{AddDto, NewRequest, UpdateDto};
    let mut tops = Vec::new();
    for (call, req, resp) in calls {
        tops.push((format!("{}Request", stem(call)), req(), Dir::In));
        tops.push((format!("{}Response", stem(call)), resp(), Dir::Out));
    }
    let batch = <crate::calls::measure_range::BatchRequest as TsIn>::ts_in();
    tops.push(("MeasureRangeBatchRequest".into(), format!("{batch} & BatchPoints"), Dir::In));
    for (name, text) in [
        ("WorkspaceTable", NewRequest::ts_in()),
        ("WorkspaceUpdateRequest", UpdateDto::ts_in()),
        ("WorkspaceAddRequest", AddDto::ts_in()),
        ("WorkspaceCheckOverlapRequest", CheckedDto::ts_in()),
    ] {
        tops.push((name.into(), text, Dir::In));
    }
    for (method, text) in kept_methods(core) {
        tops.push((format!("Workspace{}Request", stem(method)), text, Dir::In));
    }
    tops
}

/// The generated file: every call's request and response types and the other top-level
/// types, then every other declaration, in the order first met; then the functions and the
/// `Workspace` class ([`functions`], [`workspace_class`]).
fn generated(core: bool) -> String {
    let calls = every_call(core);
    crate::wire::ts::also_types(Some(super::ts_ship_keys_tests::ship_key_ts));
    let ((texts, forms), decls) = collect(|| (every_top(&calls, core), if core { Vec::new() } else { check_squad_forms() }));
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
    for (top, text, dir) in &texts {
        let k = decls.iter().find(|d| token(d.dir, d.rust) == *text && d.dir == *dir).map(|d| alias(key_of(d)));
        match k {
            Some(k) if !name.contains_key(&k) => {
                name.insert(k, top.clone());
                tops.push((top.clone(), String::new()));
            }
            _ => tops.push((top.clone(), text.clone())),
        }
        taken.push(top.clone());
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
         // call's request and response, with their `///` text, and from the calls' registry (the functions,\n\
         // the Workspace class): do not edit. `XWING_WRITE_TYPES=1 cargo test --profile tests --lib\n\
         // ts_generated` rewrites it. The hand-written rest is js/prelude.d.ts.\n",
    );
    let mut prelude: Vec<&str> = used();
    prelude.extend(PRELUDE_NAMES.split(' '));
    out.push_str(&prelude_import(prelude, |n| name.values().any(|d| d == n)));
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
    let forms: Vec<(String, String)> = forms.iter().map(|(q, r)| (resolve(q), resolve(r))).collect();
    out.push_str(&functions(&calls, &forms));
    out.push_str(&workspace_class(core));
    out
}

/// The names the generated file takes from js/prelude.d.ts beside the fields' own: the
/// batch's typed array, its answer, the frozen answer of `shipInfo`, the class's methods
/// that take no request object.
const PRELUDE_NAMES: &str = "BatchPoints MeasureRangeBatchResponse Frozen KeptRequest KeptTable";

/// checkSquad's two forms (`crate::calls::check_squad::Request`), each with its answer:
/// one overload each, as the request's `xws` key tells them apart.
fn check_squad_forms() -> Vec<(String, String)> {
    use crate::calls::check_squad::{PointsRequest, XwsRequest, XwsResponse};
    vec![(XwsRequest::ts_in(), XwsResponse::ts_out()), (PointsRequest::ts_in(), <crate::epic::squad::SquadReport as TsOut>::ts_out())]
}

/// The `///` text just above the line holding `needle` in `src` (attribute lines skipped),
/// one line of text per line: the doc of an export that no registry lists
/// (src/bindings/mod.rs).
fn doc_above(src: &str, needle: &str) -> String {
    let at = src.find(needle).map(|i| src[..i].rfind('\n').map_or(0, |n| n + 1)).unwrap_or(0);
    let mut lines: Vec<&str> = Vec::new();
    for line in src[..at].lines().rev().map(str::trim) {
        if let Some(text) = line.strip_prefix("///") {
            lines.push(text.strip_prefix(' ').unwrap_or(text));
        } else if !line.starts_with("#[") {
            break;
        }
    }
    lines.reverse();
    lines.join("\n")
}

const CORE_EXPORTS: &str = include_str!("mod.rs");
/// The `Workspace` class of src/bindings/mod.rs: from the blank line above its struct, so that
/// a needle finds the class's method before an export of the same name.
fn class() -> &'static str {
    let at = CORE_EXPORTS.find("pub struct Workspace").map_or(0, |i| CORE_EXPORTS[..i].rfind("\n\n").unwrap_or(0));
    &CORE_EXPORTS[at..]
}

/// One `export function` per call: its request in, its response out, its doc from the
/// registry (measureRangeBatch's from its export, src/bindings/mod.rs). shipInfo answers a
/// deeply frozen object; checkSquad's two forms are two overloads (and a third taking either);
/// measureRangeBatch takes its points apart and answers a `Float64Array`.
fn functions(calls: &[Call], check_squad: &[(String, String)]) -> String {
    let mut doc: BTreeMap<&str, String> = BTreeMap::new();
    macro_rules! docs {
        ($($kind:ident $js:ident $m:ident $doc:literal $(kept $kept:literal)?;)*) => {
            $(doc.insert(stringify!($js), $doc.to_string());)*
        };
    }
    crate::calls::call_registry!(docs);
    let core = |js: &str| doc_above(CORE_EXPORTS, &format!("js_name = {js},"));
    let mut out = String::new();
    let mut names: Vec<&str> = calls.iter().map(|c| c.0).collect();
    names.insert(names.iter().position(|n| *n == "measureRange").map_or(0, |i| i + 1), "measureRangeBatch");
    for call in names {
        let text = doc.get(call).cloned().unwrap_or_else(|| core(call));
        let s = stem(call);
        let answer = if call == "shipInfo" { format!("Frozen<{s}Response>") } else { format!("{s}Response") };
        if call == "checkSquad" {
            for (q, r) in check_squad {
                out.push_str(&format!("\n{}export function {call}(request: {q}): {r};\n", doc_comment(&text)));
            }
            // Either form, as a caller holding the union passes it.
            out.push_str(&format!("\n{}export function {call}(request: {s}Request): {s}Response;\n", doc_comment(&text)));
        } else {
            out.push_str(&format!("\n{}export function {call}(request: {s}Request): {answer};\n", doc_comment(&text)));
        }
    }
    out
}

/// `/** ... */` of `doc`, indented as a class member.
fn member_doc(doc: &str) -> String {
    doc_comment(doc).lines().map(|l| format!("  {l}\n")).collect()
}

/// The `Workspace` class (src/bindings/mod.rs): its constructor, the methods
/// taking a request object (`update`, `add`, and one per kept call: the core four, then
/// the full module's registry lines with a `kept` doc line), with their docs; the methods taking ids, numbers or
/// nothing are js/prelude.d.ts's `KeptTable`, merged into the class.
fn workspace_class(core: bool) -> String {
    let mut kept_doc: BTreeMap<&str, String> = BTreeMap::new();
    macro_rules! docs {
        ($($kind:ident $js:ident $m:ident $doc:literal $(kept $kept:literal)?;)*) => {
            $($(kept_doc.insert(stringify!($js), $kept.to_string());)?)*
        };
    }
    crate::calls::call_registry!(docs);
    let mut out = format!("\n{}export class Workspace {{\n", doc_comment(&doc_above(class(), "pub struct Workspace {")));
    out.push_str(&member_doc(&doc_above(class(), "#[wasm_bindgen(constructor)]")));
    out.push_str("  constructor(table: WorkspaceTable);\n");
    for (method, ty) in [("update", "WorkspaceUpdateRequest"), ("add", "WorkspaceAddRequest")] {
        out.push_str(&member_doc(&doc_above(class(), &format!("pub fn {method}("))));
        out.push_str(&format!("  {method}(request: {ty}): void;\n"));
    }
    let own = ["placeMove", "checkOverlap", "measureRange", "resolveAttack", "measureRangeBatch"];
    let mut methods: Vec<&str> = own.to_vec();
    methods.extend(kept_methods(core).iter().map(|(m, _)| *m).filter(|m| !own.contains(m)));
    for m in methods {
        let text = kept_doc.get(m).cloned().unwrap_or_else(|| doc_above(class(), &format!("js_name = {m},")));
        out.push_str(&member_doc(&text));
        out.push_str(&format!("  {m}(request: Workspace{s}Request): {s}Response;\n", s = stem(m)));
    }
    out.push_str("}\nexport interface Workspace extends KeptTable {}\n");
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

/// The committed file of each module: `named.d.ts` (the full module's) and `named_core.d.ts`
/// (the core module's five calls and its `Workspace` methods).
#[test]
fn ts_generated_named_types_are_committed() {
    for (core, file) in [(false, "named.d.ts"), (true, "named_core.d.ts")] {
        let path = format!("{}/tests/types/{file}", env!("CARGO_MANIFEST_DIR"));
        let now = generated(core);
        assert!(!now.contains('\u{1}'), "an unresolved reference in {file}");
        if std::env::var_os("XWING_WRITE_TYPES").is_some() {
            std::fs::write(&path, &now).expect("write tests/types/named*.d.ts");
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(committed == now, "tests/types/{file} is stale: run XWING_WRITE_TYPES=1 cargo test --profile tests --lib ts_generated");
    }
}
