//! The engine's one error type. The binding layer turns it into a JS `Error`
//! named `XwingRulesError`; the engine itself knows nothing of JS.

use std::fmt;

/// Machine-readable error classes, stable for callers to switch on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorCode {
    /// A field is missing, of the wrong type, or not a finite number.
    InvalidInput,
    /// A name (ship, maneuver, arc, ...) the engine does not know.
    Unknown,
    /// A well-formed request that the rules do not allow (a huge ship turning).
    NotAllowed,
    /// A polygon that is empty, degenerate or self-intersecting.
    BadGeometry,
    /// A size beyond any physical table (coordinates, dice counts, vertex counts).
    TooLarge,
}

impl ErrorCode {
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::InvalidInput => "INVALID_INPUT",
            ErrorCode::Unknown => "UNKNOWN_NAME",
            ErrorCode::NotAllowed => "NOT_ALLOWED",
            ErrorCode::BadGeometry => "BAD_GEOMETRY",
            ErrorCode::TooLarge => "TOO_LARGE",
        }
    }
}

/// An error that names the offending field (`others[2].points`) and says why.
///
/// Boxed, so that every `Result<T>` in the engine carries a pointer rather than
/// two strings and a code: results move through many functions, and in the wasm
/// module each move of a wide error is code. Reads as its [`ErrorDetails`]
/// (`e.code`, `e.field`, `e.reason`).
#[derive(Clone, Debug, PartialEq)]
pub struct RulesError(Box<ErrorDetails>);

/// What a [`RulesError`] says.
#[derive(Clone, Debug, PartialEq)]
pub struct ErrorDetails {
    pub code: ErrorCode,
    pub field: String,
    pub reason: String,
}

impl std::ops::Deref for RulesError {
    type Target = ErrorDetails;
    fn deref(&self) -> &ErrorDetails {
        &self.0
    }
}

impl std::ops::DerefMut for RulesError {
    fn deref_mut(&mut self) -> &mut ErrorDetails {
        &mut self.0
    }
}

impl RulesError {
    pub fn new(code: ErrorCode, field: impl Into<String>, reason: impl Into<String>) -> Self {
        Self::make(code, field.into(), reason.into())
    }
    /// The one out-of-line constructor, so that building an error is a call at
    /// each of the engine's many refusal sites.
    #[inline(never)]
    fn make(code: ErrorCode, field: String, reason: String) -> Self {
        RulesError(Box::new(ErrorDetails { code, field, reason }))
    }
    pub fn invalid(field: impl Into<String>, reason: impl Into<String>) -> Self {
        Self::new(ErrorCode::InvalidInput, field, reason)
    }
    pub fn unknown(field: impl Into<String>, reason: impl Into<String>) -> Self {
        Self::new(ErrorCode::Unknown, field, reason)
    }
    pub fn not_allowed(field: impl Into<String>, reason: impl Into<String>) -> Self {
        Self::new(ErrorCode::NotAllowed, field, reason)
    }
    pub fn geometry(field: impl Into<String>, reason: impl Into<String>) -> Self {
        Self::new(ErrorCode::BadGeometry, field, reason)
    }
    pub fn too_large(field: impl Into<String>, reason: impl Into<String>) -> Self {
        Self::new(ErrorCode::TooLarge, field, reason)
    }
    /// Prefixes the field path, so inner validators can report relative paths.
    pub fn within(mut self, parent: &str) -> Self {
        self.field = if self.field.is_empty() {
            parent.to_string()
        } else if self.field.starts_with('[') {
            format!("{parent}{}", self.field)
        } else {
            format!("{parent}.{}", self.field)
        };
        self
    }
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field.is_empty() {
            write!(f, "{}", self.reason)
        } else {
            write!(f, "{}: {}", self.field, self.reason)
        }
    }
}

impl std::error::Error for RulesError {}

pub type Result<T> = std::result::Result<T, RulesError>;

/// The error of a result that must fail (tests).
#[cfg(test)]
pub fn expect_err<T>(r: Result<T>) -> RulesError {
    match r {
        Err(e) => e,
        Ok(_) => panic!("expected an error"),
    }
}
