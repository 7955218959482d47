//! `#[serde(flatten)]` for reading: a struct whose field's own fields are read from the
//! struct's object (`crate::wire::read_struct`). Why: two requests that share fields (a moving
//! ship and a kept ship) share one type instead of copies, and an unknown key is still
//! refused, by the outer type, whose keys hold the flattened ones (joined here at compile
//! time: `const fn`s, so loops are `while` and comparisons by hand).

/// The length of `parts` joined by commas, an empty part left out (a flattening struct's `KEYS`:
/// its own keys, then each flattened field's `KEYS`).
pub const fn keys_len(parts: &[&str]) -> usize {
    match parts.split_first() {
        Some((first, rest)) => {
            let rest = keys_len(rest);
            first.len() + rest + (!first.is_empty() && rest > 0) as usize
        }
        None => 0,
    }
}

/// `parts` joined by commas, as bytes (read as text by [`keys_text`]). A key given twice (a
/// flattened field's key that the struct also reads) stops the build, as it could not be read twice.
pub const fn join_keys<const N: usize>(parts: &[&str]) -> [u8; N] {
    let mut out = [0u8; N];
    let (mut n, mut i) = (0, 0);
    while i < parts.len() {
        let (part, mut j) = (parts[i].as_bytes(), 0);
        if n > 0 && !part.is_empty() {
            (out[n], n) = (b',', n + 1);
        }
        while j < part.len() {
            (out[n], n, j) = (part[j], n + 1, j + 1);
        }
        i += 1;
    }
    assert!(!repeats(&out), "a flattened field's key is the struct's own too");
    out
}

/// Whether a key of the comma-separated `keys` is given again after it.
const fn repeats(keys: &[u8]) -> bool {
    let (key, rest) = first(keys);
    !rest.is_empty() && (holds(rest, key) || repeats(rest))
}

/// Whether the comma-separated `keys` hold `key`.
const fn holds(keys: &[u8], key: &[u8]) -> bool {
    let (k, rest) = first(keys);
    same(k, key) || !rest.is_empty() && holds(rest, key)
}

/// The first of the comma-separated `keys`, and the keys after it (empty: it is the last, as no
/// key is empty).
const fn first(keys: &[u8]) -> (&[u8], &[u8]) {
    let mut i = 0;
    while i < keys.len() && keys[i] != b',' {
        i += 1;
    }
    let next = if i < keys.len() { i + 1 } else { i };
    (keys.split_at(i).0, keys.split_at(next).1)
}

const fn same(a: &[u8], b: &[u8]) -> bool {
    match (a.split_first(), b.split_first()) {
        (Some((x, a)), Some((y, b))) => *x == *y && same(a, b),
        (None, None) => true,
        _ => false,
    }
}

/// [`join_keys`]' bytes as text (UTF-8 keys joined by ASCII commas: never empty for want of it).
pub const fn keys_text(bytes: &[u8]) -> &str {
    match std::str::from_utf8(bytes) {
        Ok(s) => s,
        Err(_) => "",
    }
}
