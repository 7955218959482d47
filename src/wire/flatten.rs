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
    assert!(!repeats(&out, 0), "a flattened field's key is the struct's own too");
    out
}

/// Whether a key of the comma-separated `k`, from byte `a` on, is given again after it.
const fn repeats(k: &[u8], a: usize) -> bool {
    a < k.len() && (again(k, a, next(k, a)) || repeats(k, next(k, a)))
}

/// Whether the key at byte `a` is given again at byte `b` or after it.
const fn again(k: &[u8], a: usize, b: usize) -> bool {
    b < k.len() && (same(k, a, b) || again(k, a, next(k, b)))
}

/// Where the key after the one holding byte `i` starts (past the end: it is the last).
const fn next(k: &[u8], i: usize) -> usize {
    if i >= k.len() || k[i] == b',' {
        i + 1
    } else {
        next(k, i + 1)
    }
}

/// Whether the keys from bytes `a` and `b` on are the same.
const fn same(k: &[u8], a: usize, b: usize) -> bool {
    let (end_a, end_b) = (a >= k.len() || k[a] == b',', b >= k.len() || k[b] == b',');
    end_a && end_b || !end_a && !end_b && k[a] == k[b] && same(k, a + 1, b + 1)
}

/// [`join_keys`]' bytes as text (UTF-8 keys joined by ASCII commas: never empty for want of it).
pub const fn keys_text(bytes: &[u8]) -> &str {
    match std::str::from_utf8(bytes) {
        Ok(s) => s,
        Err(_) => "",
    }
}
