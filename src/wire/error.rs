//! What went wrong reading a request, and where.

use crate::num_text::Num;

use super::json::Json;

/// An error met while reading the request tree, with the path of the field where it
/// happened. Each object or array level adds its key or index in front as the error travels
/// out, so a successful read pays nothing for paths.
///
/// Boxed, so that every `Result<T, WireError>` is a pointer wide.
#[derive(Debug)]
pub struct WireError(Box<Inner>);

#[derive(Debug)]
struct Inner {
    kind: Kind,
    /// The path read so far, outermost first (`.key` or `[i]` each).
    path: String,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Kind {
    /// A required field is absent (its key ends the error's path).
    Missing,
    /// A string that names nothing the field accepts: reported as `UNKNOWN_NAME` in
    /// every call, where a wrong type is `INVALID_INPUT`.
    UnknownName(String),
    /// Any other mistake: the reason, as the caller reads it.
    Invalid(String),
    /// A number above its field's limit: reported as `TOO_LARGE`, as the engine's own limits are.
    TooLarge(String),
    /// An engine check's refusal (`#[wire(check)]`): its code and words, as the engine gives them.
    Rules(crate::error::ErrorCode, String),
}

impl Kind {
    /// The error, at `field` (a number checked after reading: `super::numbers::Refusal`).
    #[cold]
    pub fn at(self, field: &str) -> crate::error::RulesError {
        use crate::error::RulesError;
        match self {
            Kind::Missing => RulesError::invalid(field, "is required"),
            Kind::UnknownName(m) => RulesError::unknown(field, m),
            Kind::Invalid(m) => RulesError::invalid(field, m),
            Kind::TooLarge(m) => RulesError::too_large(field, m),
            Kind::Rules(code, m) => RulesError::new(code, field, m),
        }
    }
}

impl WireError {
    /// An error of `kind`, at no path yet.
    pub fn new(kind: Kind) -> WireError {
        WireError(Box::new(Inner { kind, path: String::new() }))
    }

    /// An engine check's error ([`Kind::Rules`]): its field is a path under the field checked.
    #[cold]
    pub fn rules(err: &crate::error::RulesError) -> WireError {
        let path = if err.field.is_empty() || err.field.starts_with('[') { err.field.clone() } else { format!(".{}", err.field) };
        WireError(Box::new(Inner { kind: Kind::Rules(err.code, err.reason.clone()), path }))
    }

    /// A required field `name` is absent: the error is at the field itself.
    #[cold]
    pub fn missing(name: &str) -> WireError {
        WireError(Box::new(Inner { kind: Kind::Missing, path: format!(".{name}") }))
    }

    #[cold]
    pub fn invalid(reason: impl Into<String>) -> WireError {
        WireError::new(Kind::Invalid(reason.into()))
    }

    /// `got string "x"; expected a boolean` (or the non-finite number's own reason).
    #[cold]
    pub fn wrong_type(got: &Json, expected: &str) -> WireError {
        match got {
            Json::NonFinite(s) => WireError::non_finite(s),
            _ => WireError::invalid(format!("got {}; expected {expected}", describe(got))),
        }
    }

    /// A [`Kind::TooLarge`] error: `reason` as the caller reads it.
    #[cold]
    pub fn too_large(reason: impl Into<String>) -> WireError {
        WireError::new(Kind::TooLarge(reason.into()))
    }

    #[cold]
    pub fn non_finite(s: &str) -> WireError {
        WireError::invalid(format!("expected a finite number, got {s}"))
    }

    /// An unknown key's error ([`unknown_key_message`]).
    #[cold]
    pub fn unknown_key(key: &str, fields: &str, also: &str) -> WireError {
        WireError::invalid(unknown_key_message(key, fields, also))
    }

    /// The caller's error: [`Kind::at`] this path (`request` at the top level). A name that
    /// is not one of the field's names is `UNKNOWN_NAME` (the code of an unknown ship or arc);
    /// a missing field or a wrong type is `INVALID_INPUT`.
    #[cold]
    pub fn to_rules(&self) -> crate::error::RulesError {
        let path = self.path();
        self.0.kind.clone().at(if path.is_empty() { "request" } else { &path })
    }

    pub fn kind(&self) -> &Kind {
        &self.0.kind
    }

    /// Puts object key `key` (else array index `i`) in front of the path (its reader is
    /// returning). Out of line and cold: reached only on a bad request.
    #[cold]
    #[inline(never)]
    pub fn at(&mut self, key: Option<&str>, i: usize) {
        let step = match key {
            Some(k) => format!(".{k}"),
            None => format!("[{i}]"),
        };
        self.0.path.insert_str(0, &step);
    }

    /// The field path, e.g. `others[2].points` (empty at the top level).
    pub fn path(&self) -> String {
        let path = &self.0.path;
        path.strip_prefix('.').unwrap_or(path).to_string()
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
        let near = WireError::unknown_key("sead", "seed,speed,ship", "");
        assert_eq!(near.kind(), &Kind::Invalid("unknown key \"sead\": did you mean \"seed\"?".into()));
        let far = WireError::unknown_key("colour", "seed,speed", "ship");
        assert_eq!(far.kind(), &Kind::Invalid("unknown key \"colour\": expected one of \"seed\", \"speed\", \"ship\"".into()));
        let twice = WireError::unknown_key("colour", "seed,ship", "ship,speed");
        assert_eq!(twice.kind(), &Kind::Invalid("unknown key \"colour\": expected one of \"seed\", \"ship\", \"speed\"".into()));
        let none = WireError::unknown_key("a", "", "");
        assert_eq!(none.kind(), &Kind::Invalid("unknown key \"a\": this object takes no keys".into()));
    }

    #[test]
    fn a_renamed_key_names_its_new_name_only_where_the_object_takes_it() {
        let old = WireError::unknown_key("skill", "id,ship", "pilotSkill,pose");
        assert_eq!(old.kind(), &Kind::Invalid("unknown key \"skill\": did you mean \"pilotSkill\"? (renamed: CHANGELOG.md)".into()));
        let subject = WireError::unknown_key("subject", "edition,ship,obstacle,ships,obstacles", "");
        assert!(
            matches!(subject.kind(), Kind::Invalid(m) if m.starts_with("unknown key \"subject\": did you mean \"ship\"? (renamed; an obstacle"))
        );
        // An object without the new key: the usual answer.
        let elsewhere = WireError::unknown_key("skill", "seed,speed", "");
        assert_eq!(elsewhere.kind(), &Kind::Invalid("unknown key \"skill\": expected one of \"seed\", \"speed\"".into()));
    }
}
