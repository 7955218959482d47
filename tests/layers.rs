//! The crate's folders form layers: imports flow one way, from the bindings down
//! through Epic and the round to geometry, and the small foundation modules (errors,
//! limits, the wire format) use no engine folder. This test reads every source file
//! and fails on an import that goes up (or sideways into a later folder), which is
//! also what rules out a cycle between folders. Inside `src/calls/` (one folder per area),
//! the files' imports may form no circle, and `calls/shared/` imports no call.

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

/// The source without its `#[cfg(test)] mod name { ... }` blocks: a test may read any
/// file, the shipped code may not form a circle.
fn without_test_modules(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    while let Some(i) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..i]);
        let after = &rest[i + "#[cfg(test)]".len()..];
        let t = after.trim_start();
        let inline_mod = t.starts_with("mod ") && t.find('{').is_some_and(|b| t.find(';').is_none_or(|s| b < s));
        if !inline_mod {
            rest = after;
            continue;
        }
        let open = after.find('{').expect("an inline module opens");
        let mut depth = 0usize;
        let mut end = after.len();
        for (j, c) in after[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + j + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

/// The module path of a file under `src/calls/` (`attack/input.rs` → `["attack", "input"]`,
/// `attack/mod.rs` → `["attack"]`).
fn calls_module(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel.iter().map(|c| c.to_string_lossy().trim_end_matches(".rs").to_string()).collect();
    if parts.last().is_some_and(|l| l == "mod") {
        parts.pop();
    }
    parts
}

/// The files of `calls/` that `code` (of the module `own`) names: `crate::calls::a::b::Item`
/// and `super::b::Item`, each resolved to the longest module path that is a file.
fn calls_imports(code: &str, own: &[String], modules: &[Vec<String>]) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let idents = |s: &str| -> Vec<String> { s.split("::").map(leading_ident).take_while(|p| !p.is_empty()).collect() };
    let mut push = |path: Vec<String>| {
        let found = (1..=path.len()).rev().map(|n| path[..n].to_vec()).find(|p| modules.contains(p));
        if let Some(m) = found.filter(|m| m.as_slice() != own) {
            out.push(m);
        }
    };
    let mut rest = code;
    while let Some(i) = rest.find("crate::calls::") {
        rest = &rest[i + "crate::calls::".len()..];
        push(idents(rest));
    }
    // `super::` from a file is its folder's module (from a `mod.rs`, the folder's parent).
    let parent: Vec<String> = own[..own.len().saturating_sub(1)].to_vec();
    let mut rest = code;
    while let Some(i) = rest.find("super::") {
        let before = rest[..i].chars().last();
        rest = &rest[i + "super::".len()..];
        if before.is_some_and(|c| c == ':' || c.is_alphanumeric()) {
            continue;
        }
        let mut path = parent.clone();
        path.extend(idents(rest));
        push(path);
    }
    out
}

/// A circle of imports among the files of `calls/`, as the list of its modules.
fn find_circle(edges: &[(Vec<String>, Vec<Vec<String>>)]) -> Option<Vec<String>> {
    fn visit(at: usize, edges: &[(Vec<String>, Vec<Vec<String>>)], state: &mut [u8], stack: &mut Vec<usize>) -> Option<Vec<String>> {
        state[at] = 1;
        stack.push(at);
        for to in &edges[at].1 {
            let Some(j) = edges.iter().position(|(m, _)| m == to) else { continue };
            if state[j] == 1 {
                let from = stack.iter().position(|&s| s == j).unwrap_or(0);
                return Some(stack[from..].iter().chain([&j]).map(|&s| edges[s].0.join("::")).collect());
            }
            if state[j] == 0 {
                if let Some(c) = visit(j, edges, state, stack) {
                    return Some(c);
                }
            }
        }
        stack.pop();
        state[at] = 2;
        None
    }
    let mut state = vec![0u8; edges.len()];
    (0..edges.len()).find_map(|i| if state[i] == 0 { visit(i, edges, &mut state, &mut Vec::new()) } else { None })
}

/// Every file of `calls/` with the files it imports (test-only files and blocks left out).
fn calls_graph() -> Vec<(Vec<String>, Vec<Vec<String>>)> {
    let calls = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/calls");
    let mut files = Vec::new();
    rust_files(&calls, &mut files);
    files.sort();
    let rel = |f: &std::path::PathBuf| f.strip_prefix(&calls).expect("under src/calls/").to_path_buf();
    let modules: Vec<Vec<String>> = files.iter().map(|f| calls_module(&rel(f))).collect();
    let shipped = |f: &std::path::PathBuf| !f.file_stem().is_some_and(|s| s.to_string_lossy().ends_with("tests"));
    files
        .iter()
        .filter(|f| shipped(f))
        .map(|f| {
            let own = calls_module(&rel(f));
            let code = without_test_modules(&code_of(&fs::read_to_string(f).expect("a readable source file")));
            let uses = calls_imports(&code, &own, &modules);
            (own, uses)
        })
        .collect()
}

#[test]
fn no_import_circle_inside_calls() {
    let graph = calls_graph();
    assert!(graph.len() > 40, "the calls' files were found");
    if let Some(circle) = find_circle(&graph) {
        panic!("an import circle inside src/calls/: {}", circle.join(" -> "));
    }
}

#[test]
fn shared_imports_no_call() {
    let wrong: Vec<String> = calls_graph()
        .into_iter()
        .filter(|(m, _)| m.first().is_some_and(|a| a == "shared"))
        .flat_map(|(m, uses)| {
            uses.into_iter()
                .filter(|u| u.first().is_none_or(|a| a != "shared"))
                .map(move |u| format!("{} uses {}", m.join("::"), u.join("::")))
        })
        .collect();
    assert!(wrong.is_empty(), "calls/shared/ imports a call:\n{}", wrong.join("\n"));
}

#[test]
fn the_calls_reader_resolves_paths_and_finds_a_circle() {
    let modules: Vec<Vec<String>> =
        [vec!["a"], vec!["a", "x"], vec!["a", "y"], vec!["b"]].iter().map(|m| m.iter().map(|s| s.to_string()).collect()).collect();
    let own: Vec<String> = vec!["a".into(), "x".into()];
    let code =
        without_test_modules("use super::y::Thing;\nuse crate::calls::b::run;\n#[cfg(test)]\nmod tests { use crate::calls::a::y; }\n");
    assert_eq!(calls_imports(&code, &own, &modules), [modules[3].clone(), modules[2].clone()]);
    let edges = vec![(modules[1].clone(), vec![modules[2].clone()]), (modules[2].clone(), vec![modules[1].clone()])];
    assert_eq!(find_circle(&edges), Some(vec!["a::x".to_string(), "a::y".to_string(), "a::x".to_string()]));
}
