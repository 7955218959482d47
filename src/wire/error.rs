//! What went wrong reading a request, and where ([`Errors`]: the first mistake of a read): the
//! engine's own [`RulesError`], its `field` the path read so far. A reader's refusal is the code
//! and words the caller reads (an unknown name `UNKNOWN_NAME`, a number above its limit
//! `TOO_LARGE`, an engine check's own code, else `INVALID_INPUT`), so no second error type needs
//! converting once the read is over.

use crate::error::RulesError;
use crate::num_text::Num;

use super::json::Json;

/// The first mistake met while reading a request, shared by every reader of the read.
#[derive(Debug, Default)]
pub struct Errors {
    pub(super) first: Option<RulesError>,
    /// Set by the first mistake (or from the start, with no error, for `FromWire::placeholder`):
    /// from then on readers read nothing.
    pub(super) failed: bool,
    /// The next struct read is a flattened field's (`#[serde(flatten)]`, a derived struct: the
    /// derive checks): its fields come from the enclosing object, whose keys that struct checks.
    pub(super) flat: bool,
}

impl Errors {
    /// Records `err` if it is the first mistake (a later one is dropped). A field it already
    /// names (a missing key, an engine check's field: `#[wire(check)]`) is a path under the
    /// field being read.
    #[cold]
    #[inline(never)]
    pub fn fail(&mut self, mut err: RulesError) {
        if !self.failed {
            if !err.field.is_empty() && !err.field.starts_with(['.', '[']) {
                err.field.insert(0, '.');
            }
            self.failed = true;
            self.first = Some(err);
        }
    }

    /// Records that `got` is not the `expected` kind of value: `got string "x"; expected a
    /// boolean` (or `expected a finite number, got NaN`).
    #[cold]
    #[inline(never)]
    pub fn wrong_type(&mut self, got: &Json, expected: &str) {
        if !self.failed {
            let why = match got {
                Json::NonFinite(s) => format!("expected a finite number, got {s}"),
                _ => format!("got {}; expected {expected}", describe(got)),
            };
            self.fail(RulesError::invalid("", why));
        }
    }

    /// Puts object key `key` (else array index `i`) in front of the recorded error's path:
    /// its reader is returning. Out of line and cold: reached only on a bad request.
    #[cold]
    #[inline(never)]
    pub(super) fn at(&mut self, key: Option<&str>, i: usize) {
        if let Some(err) = &mut self.first {
            let step = match key {
                Some(k) => format!(".{k}"),
                None => format!("[{i}]"),
            };
            err.field.insert_str(0, &step);
        }
    }

    /// The first mistake, if any, with its path as the caller reads it (`others[2].points`),
    /// `request` at the top level. Not generic and out of line: generic (once per request type)
    /// and inlined there, it cost 1.3 KB of the full module gzipped; generic calling an
    /// out-of-line step, still 1.2 KB more than this (0.6 KB of the core), measured.
    #[inline(never)]
    pub fn finish(self) -> crate::error::Result<()> {
        let Some(mut err) = self.first else { return Ok(()) };
        let path = err.field.strip_prefix('.').unwrap_or(&err.field);
        err.field = if path.is_empty() { "request".into() } else { path.to_string() };
        Err(err)
    }
}

/// `names` quoted and joined: `"a", "b", "c"` (the names a field or an object takes).
pub(super) fn quoted(names: &[&str]) -> String {
    names.iter().map(|n| format!("\"{n}\"")).collect::<Vec<_>>().join(", ")
}

/// What a value is, in the words the errors use (`integer \`3\``, `string "x"`, `map`).
fn describe(v: &Json) -> String {
    match v {
        Json::Null => "null".into(),
        Json::Bool(b) => format!("boolean `{b}`"),
        Json::Num(n) if n.fract() == 0.0 && n.abs() <= super::from::MAX_SAFE => format!("integer `{}`", Num(*n)),
        Json::Num(n) => format!("floating point `{}`", Num(*n)),
        Json::Str(s) => format!("string {s:?}"),
        Json::Arr(_) => "sequence".into(),
        Json::Obj(_) => "map".into(),
        Json::NonFinite(s) => s.to_string(),
    }
}

/// `unknown key "sead": did you mean "seed"?` (or the keys the object takes, when none is
/// near): a misspelt key is refused, never ignored. `fields` and `also` are comma-separated
/// ([`super::FromWire::KEYS`]); js/boundary.js's early check of a call's top-level keys words
/// its refusal with this too.
#[cold]
pub fn unknown_key_message(key: &str, fields: &str, also: &str) -> String {
    // A key both read and accepted unread (a ship's own keys in the ship keys a call
    // ignores) is listed once.
    let mut all: Vec<&str> = Vec::new();
    for k in fields.split(',').chain(also.split(',')) {
        if !k.is_empty() && !all.contains(&k) {
            all.push(k);
        }
    }
    let renamed = RENAMED.iter().find(|(old, now, _)| *old == key && all.contains(now));
    // The nearest key within NEAR_EDITS (the first of equally near ones, in declaration order,
    // so the answer depends on nothing but the type).
    let nearest = all.iter().map(|f| (edit_distance(key, f), *f)).filter(|(d, _)| *d <= NEAR_EDITS).min_by_key(|(d, _)| *d);
    match (renamed, nearest) {
        (Some((_, now, note)), _) => format!("unknown key {key:?}: did you mean {now:?}? (renamed{note}: CHANGELOG.md)"),
        (None, Some((_, k))) => format!("unknown key {key:?}: did you mean {k:?}?"),
        (None, None) if all.is_empty() => format!("unknown key {key:?}: this object takes no keys"),
        (None, None) => format!("unknown key {key:?}: expected one of {}", quoted(&all)),
    }
}

/// Keys renamed for one name per concept (issue 21; CHANGELOG.md's migration table): an old
/// key is refused naming its new one when the object takes it, however far apart they are
/// spelt. (old, new, a note for the message.)
const RENAMED: &[(&str, &str, &str)] = &[
    ("subject", "ship", "; an obstacle checked is `obstacle`"),
    ("others", "ships", "; obstacles go in `obstacles`"),
    ("skill", "pilotSkill", ""),
    ("attackerIn", "defenderArcs", ""),
];

/// Most edits (insert, delete, replace a character, ignoring case) that still make a
/// key a likely misspelling: `sead`/`seed`, `asObstacel`/`asObstacle`.
const NEAR_EDITS: usize = 2;

/// Levenshtein distance between `a` and `b`, by characters, ignoring ASCII case (the
/// keys are ASCII; Unicode case tables would add 15 KB to the module).
/// Keys are short (the caller's key is at most a request's string), so the one-row
/// table is small; a very long key is simply far from every field.
fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().map(|c| c.to_ascii_lowercase()).collect();
    let b: Vec<char> = b.chars().map(|c| c.to_ascii_lowercase()).collect();
    if a.len() > b.len() + NEAR_EDITS {
        return NEAR_EDITS + 1;
    }
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut diag = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let up = row[j + 1];
            row[j + 1] = (diag + usize::from(ca != cb)).min(up + 1).min(row[j] + 1);
            diag = up;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_counts_single_character_edits() {
        assert_eq!(edit_distance("seed", "seed"), 0);
        assert_eq!(edit_distance("sead", "seed"), 1); // replace
        assert_eq!(edit_distance("asObstacel", "asObstacle"), 2); // two replacements (a swap)
        assert_eq!(edit_distance("pos", "pose"), 1); // insert
        assert_eq!(edit_distance("Edition", "edition"), 0); // case ignored
        assert_eq!(edit_distance("x", "heading"), 7);
    }

    #[test]
    fn unknown_key_names_the_nearest_key_or_lists_them() {
        let near = unknown_key_message("sead", "seed,speed,ship", "");
        assert_eq!(near, "unknown key \"sead\": did you mean \"seed\"?");
        let far = unknown_key_message("colour", "seed,speed", "ship");
        assert_eq!(far, "unknown key \"colour\": expected one of \"seed\", \"speed\", \"ship\"");
        let twice = unknown_key_message("colour", "seed,ship", "ship,speed");
        assert_eq!(twice, "unknown key \"colour\": expected one of \"seed\", \"ship\", \"speed\"");
        let none = unknown_key_message("a", "", "");
        assert_eq!(none, "unknown key \"a\": this object takes no keys");
    }

    #[test]
    fn a_renamed_key_names_its_new_name_only_where_the_object_takes_it() {
        let old = unknown_key_message("skill", "id,ship", "pilotSkill,pose");
        assert_eq!(old, "unknown key \"skill\": did you mean \"pilotSkill\"? (renamed: CHANGELOG.md)");
        let subject = unknown_key_message("subject", "edition,ship,obstacle,ships,obstacles", "");
        assert!(subject.starts_with("unknown key \"subject\": did you mean \"ship\"? (renamed; an obstacle"));
        // An object without the new key: the usual answer.
        let elsewhere = unknown_key_message("skill", "seed,speed", "");
        assert_eq!(elsewhere, "unknown key \"skill\": expected one of \"seed\", \"speed\"");
    }
}
