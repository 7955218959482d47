//! `#[serde(flatten)]` for reading: a struct whose field's own fields are read from the
//! struct's object (`crate::wire::read_struct`). Why: two requests that share fields (a moving
//! ship and a kept ship) share one type instead of copies, and an unknown key is still
//! refused, by the outer type, whose keys hold the flattened ones (joined here at compile
//! time: `const fn`s, so loops are `while` and comparisons by hand).

/// How many keys `parts` hold (a flattening struct's `FIELDS`).
pub const fn fields_len(parts: &[&[&str]]) -> usize {
    match parts.split_first() {
        Some((first, rest)) => first.len() + fields_len(rest),
        None => 0,
    }
}

/// `parts` one after the other. A key in two parts (a flattened field's key that the struct
/// also reads) stops the build, as it could not be read twice.
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
    match (a.split_first(), b.split_first()) {
        (Some((x, a)), Some((y, b))) => *x == *y && same(a, b),
        (None, None) => true,
        _ => false,
    }
}

/// The length of `keys` joined by commas (a flattening struct's `KEYS`: its `FIELDS` joined).
pub const fn keys_len(keys: &[&str]) -> usize {
    match keys.split_first() {
        Some((first, rest)) => first.len() + !rest.is_empty() as usize + keys_len(rest),
        None => 0,
    }
}

/// `keys` joined by commas, as bytes (read as text by [`keys_text`]).
pub const fn join_keys<const N: usize>(keys: &[&str]) -> [u8; N] {
    let mut out = [0u8; N];
    let (mut n, mut i) = (0, 0);
    while i < keys.len() {
        let (key, mut j) = (keys[i].as_bytes(), 0);
        if i > 0 {
            (out[n], n) = (b',', n + 1);
        }
        while j < key.len() {
            (out[n], n, j) = (key[j], n + 1, j + 1);
        }
        i += 1;
    }
    out
}

/// [`join_keys`]' bytes as text (UTF-8 keys joined by ASCII commas: never empty for want of it).
pub const fn keys_text(bytes: &[u8]) -> &str {
    match std::str::from_utf8(bytes) {
        Ok(s) => s,
        Err(_) => "",
    }
}
