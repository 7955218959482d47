//! The crate's folders form layers: imports flow one way, from the bindings down
//! through Epic and the round to geometry, and the small foundation modules (errors,
//! limits, the wire format) use no engine folder. This test reads every source file
//! and fails on an import that goes up (or sideways into a later folder), which is
//! also what rules out a cycle between folders.

use std::fs;
use std::path::Path;

/// Every top-level module of `src/`, lowest first: a module may use only modules
/// listed before it.
const LAYERS: &[&str] = &[
    // Foundation: used by every folder, using none of them.
    "error",
    "limits",
    "small_sort",
    "num_text",
    "wire",
    "edition",
    // The engine, from the table's geometry up to the rules of a round and Epic.
    "geometry",
    "bases",
    // The cards (the community's data, generated tables): ships resolve ids through them.
    "cards",
    "ships",
    "dice",
    "objects",
    "flight",
    "movement",
    "overlap",
    "range",
    "attack",
    "round",
    "epic",
    // Squads as squad builders export them (XWS), checked against the cards.
    "squads",
    // Each call as a typed request, run and written, knowing nothing of JS.
    "calls",
    // The one layer that knows JS: the exports.
    "bindings",
];

/// The top-level module a file under `src/` belongs to (`src/round/state.rs` → `round`).
fn module_of(rel: &Path) -> Option<String> {
    let first = rel.components().next()?.as_os_str().to_str()?;
    Some(first.trim_end_matches(".rs").to_string())
}

/// The source without comments (a doc comment may name a module it does not use).
fn code_of(text: &str) -> String {
    text.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n")
}

/// The modules `code` names as `crate::name`, including inside `use crate::{a, b::{c, d}}`
/// (only the names at the group's own level are modules).
fn used_modules(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + "crate::".len()..];
        match rest.strip_prefix('{') {
            Some(group) => out.extend(top_level_items(group).iter().map(|item| leading_ident(item.trim()))),
            None => out.push(leading_ident(rest)),
        }
    }
    out.retain(|m| !m.is_empty());
    out
}

/// The comma-separated items of a `{...}` group (its text after the `{`), nested groups kept whole.
fn top_level_items(group: &str) -> Vec<&str> {
    let (mut items, mut depth, mut start) = (Vec::new(), 0usize, 0usize);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(&group[start..i]);
                return items;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&group[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&group[start..]);
    items
}

fn leading_ident(s: &str) -> String {
    s.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect()
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn imports_flow_down_the_layers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let rank = |m: &str| LAYERS.iter().position(|l| *l == m);
    let mut wrong = Vec::new();
    for file in &files {
        let rel = file.strip_prefix(&src).expect("under src/");
        let Some(module) = module_of(rel) else { continue };
        if module == "lib" {
            continue;
        }
        let own = rank(&module).unwrap_or_else(|| panic!("src/{}: module `{module}` is missing from LAYERS", rel.display()));
        let code = code_of(&fs::read_to_string(file).expect("a readable source file"));
        for used in used_modules(&code) {
            match rank(&used) {
                Some(r) if r > own => wrong.push(format!("src/{} ({module}) uses crate::{used}", rel.display())),
                _ => {}
            }
        }
    }
    assert!(wrong.is_empty(), "imports that go up the layers:\n{}", wrong.join("\n"));
}

#[test]
fn every_module_has_a_layer() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let lib = fs::read_to_string(src.join("lib.rs")).expect("src/lib.rs");
    for line in code_of(&lib).lines() {
        if let Some(name) = line.trim().strip_prefix("pub mod ").and_then(|l| l.strip_suffix(';')) {
            assert!(LAYERS.contains(&name), "module `{name}` is missing from LAYERS");
        }
    }
}

#[test]
fn the_reader_finds_grouped_and_plain_imports() {
    let code = code_of("use crate::{geometry::{Vec2, epic}, round};\nlet x = crate::attack::roll(); // crate::epic\n");
    assert_eq!(used_modules(&code), ["geometry", "round", "attack"]);
}
