//! What went wrong reading a request, and where.

use crate::num_text::Num;

use super::json::Json;

/// An error met while reading the request tree, with the path of the field where it
/// happened. Each object or array level adds its key or index as the error travels
/// out, so a successful read pays nothing for paths.
///
/// Boxed, so that every `Result<T, WireError>` is a pointer wide.
#[derive(Debug)]
pub struct WireError(Box<Inner>);

#[derive(Debug)]
struct Inner {
    kind: Kind,
    /// Path segments, innermost first (`.key` or `[i]`).
    segments: Vec<String>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Kind {
    /// A required field is absent: its name.
    Missing(String),
    /// A string that names nothing the field accepts: reported as `UNKNOWN_NAME` in
    /// every call, where a wrong type is `INVALID_INPUT`.
    UnknownName(String),
    /// Any other mistake: the reason, as the caller reads it.
    Invalid(String),
}

impl WireError {
    fn new(kind: Kind) -> WireError {
        WireError(Box::new(Inner { kind, segments: Vec::new() }))
    }

    #[cold]
    pub fn missing(name: &str) -> WireError {
        WireError::new(Kind::Missing(name.to_string()))
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

    #[cold]
    pub fn non_finite(s: &str) -> WireError {
        WireError::invalid(format!("expected a finite number, got {s}"))
    }

    /// `unknown name "3e": expected one of "1e", "2e"`, for every enum-like field.
    #[cold]
    pub fn unknown_name(name: &str, expected: &[&str]) -> WireError {
        let mut message = format!("unknown name {name:?}: expected one of ");
        for (i, e) in expected.iter().enumerate() {
            if i > 0 {
                message.push_str(", ");
            }
            message.push('"');
            message.push_str(e);
            message.push('"');
        }
        WireError::new(Kind::UnknownName(message))
    }

    pub fn kind(&self) -> &Kind {
        &self.0.kind
    }

    /// Adds object key `k` to the path. Out of line and cold: reached only on a bad request.
    #[cold]
    #[inline(never)]
    pub fn at_key(mut self, k: &str) -> WireError {
        let mut seg = String::with_capacity(k.len() + 1);
        seg.push('.');
        seg.push_str(k);
        self.0.segments.push(seg);
        self
    }

    /// Adds array index `i` to the path (see [`WireError::at_key`]).
    #[cold]
    #[inline(never)]
    pub fn at_index(mut self, i: usize) -> WireError {
        self.0.segments.push(format!("[{i}]"));
        self
    }

    /// The field path, e.g. `others[2].points` (empty at the top level).
    pub fn path(&self) -> String {
        let mut out = String::new();
        for seg in self.0.segments.iter().rev() {
            out.push_str(seg);
        }
        out.strip_prefix('.').map(str::to_string).unwrap_or(out)
    }
}

/// What a value is, in the words the errors use (`integer \`3\``, `string "x"`, `map`).
pub fn describe(v: &Json) -> String {
    match v {
        Json::Null => "null".to_string(),
        Json::Bool(b) => format!("boolean `{b}`"),
        Json::Num(n) if n.fract() == 0.0 && n.abs() <= super::from::MAX_SAFE => format!("integer `{}`", Num(*n)),
        Json::Num(n) => format!("floating point `{}`", Num(*n)),
        Json::Str(s) => format!("string {s:?}"),
        Json::Arr(_) => "sequence".to_string(),
        Json::Obj(_) => "map".to_string(),
        Json::NonFinite(s) => s.to_string(),
    }
}
