//! `#[serde(flatten)]` for reading: a struct whose field's own fields are read from the
//! struct's object (`crate::wire::Flat`). Why: two requests that share fields (a moving
//! ship and a kept ship) share one type instead of copies, and an unknown key is still
//! refused, by the outer type, whose keys hold the flattened ones (joined here at compile
//! time).

/// How many keys `parts` hold (a flattening struct's `FIELDS`).
pub const fn fields_len(parts: &[&[&str]]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < parts.len() {
        n += parts[i].len();
        i += 1;
    }
    n
}

/// `parts` one after the other. Evaluated at compile time: a key in two parts (a flattened
/// field's key that the struct also reads) stops the build, as it could not be read twice.
pub const fn join_fields<const N: usize>(parts: &[&[&'static str]]) -> [&'static str; N] {
    let mut out = [""; N];
    let (mut n, mut i) = (0, 0);
    while i < parts.len() {
        let mut j = 0;
        while j < parts[i].len() {
            let mut k = 0;
            while k < n {
                assert!(!same(out[k].as_bytes(), parts[i][j].as_bytes()), "a flattened field's key is the struct's own too");
                k += 1;
            }
            out[n] = parts[i][j];
            (n, j) = (n + 1, j + 1);
        }
        i += 1;
    }
    assert!(n == N, "join_fields: the length is fields_len");
    out
}

const fn same(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The length of the non-empty `parts` joined by commas (a flattening struct's `KEYS`).
pub const fn keys_len(parts: &[&str]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < parts.len() {
        if !parts[i].is_empty() {
            n += parts[i].len() + if n > 0 { 1 } else { 0 };
        }
        i += 1;
    }
    n
}

/// The non-empty `parts` joined by commas, as bytes (see [`keys_text`]).
pub const fn join_keys<const N: usize>(parts: &[&str]) -> [u8; N] {
    let mut out = [0u8; N];
    let (mut n, mut i) = (0, 0);
    while i < parts.len() {
        let part = parts[i].as_bytes();
        if !part.is_empty() {
            if n > 0 {
                out[n] = b',';
                n += 1;
            }
            let mut j = 0;
            while j < part.len() {
                out[n] = part[j];
                (n, j) = (n + 1, j + 1);
            }
        }
        i += 1;
    }
    out
}

/// [`join_keys`]' bytes as text (keys are UTF-8 joined by ASCII commas, so this is never
/// empty for want of it; evaluated at compile time).
pub const fn keys_text(bytes: &[u8]) -> &str {
    match std::str::from_utf8(bytes) {
        Ok(s) => s,
        Err(_) => "",
    }
}
