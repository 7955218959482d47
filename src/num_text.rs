//! Numbers as text without `core::fmt`'s float machinery (Grisu with a Dragon4
//! fallback, in both shortest and fixed-precision forms, about 20 KB of wasm):
//! responses and error messages write every f64 through [`write_f64`] (Ryu, the
//! `ryu` crate's small-table variant) and every integer through [`write_u64`].

use std::fmt;

/// Largest integer below which every f64 with no fraction is written as digits
/// (2^53: every integer up to it is exact, as in JS).
const EXACT_INT: f64 = 9_007_199_254_740_992.0;

/// Appends `v` as the shortest decimal text that reads back to the same f64 (in
/// Rust and in JS's `JSON.parse`): whole numbers as plain digits (`500`, `-0`),
/// others as Ryu writes them (`0.1`, `1e-300`). Non-finite values are written as
/// `NaN`, `inf` or `-inf` (responses write `null` before calling this).
pub fn write_f64(out: &mut String, v: f64) {
    if !v.is_finite() {
        out.push_str(if v.is_nan() {
            "NaN"
        } else if v > 0.0 {
            "inf"
        } else {
            "-inf"
        });
    } else if v.fract() == 0.0 && v.abs() < EXACT_INT {
        if v.is_sign_negative() {
            out.push('-');
        }
        write_u64(out, v.abs() as u64);
    } else {
        out.push_str(ryu::Buffer::new().format_finite(v));
    }
}

/// Appends the decimal digits of `n`.
pub fn write_u64(out: &mut String, mut n: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    // ASCII digits only: pushed as one slice (a char at a time costs a UTF-8 encode each).
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or_default());
}

/// An f64 for `format!`: `format!("got {}", Num(v))` writes what [`write_f64`] does.
#[derive(Clone, Copy, Debug)]
pub struct Num(pub f64);

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write_f64(&mut s, self.0);
        f.write_str(&s)
    }
}

/// An f64 rounded to tenths for messages (`12.3 mm`), written like [`Num`] (no
/// `core::fmt` float code): `format!("{} mm", Tenths(d))`.
#[derive(Clone, Copy, Debug)]
pub struct Tenths(pub f64);

impl fmt::Display for Tenths {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Num((self.0 * 10.0).round() / 10.0).fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn text(v: f64) -> String {
        let mut s = String::new();
        write_f64(&mut s, v);
        s
    }

    #[test]
    fn writes_what_display_writes_for_ordinary_numbers() {
        for v in [0.0, -0.0, 500.0, -12.0, 0.1, 1.0 / 3.0, 2.5, 123456789.12345679, 9007199254740991.0] {
            assert_eq!(text(v), format!("{v}"), "{v}");
        }
        assert_eq!(text(1e-300), "1e-300");
        assert_eq!(text(f64::NAN), "NaN");
        let mut s = String::new();
        write_u64(&mut s, u64::MAX);
        assert_eq!(s, u64::MAX.to_string());
    }

    proptest! {
        #[test]
        fn reads_back_to_the_same_bits(bits in any::<u64>()) {
            let v = f64::from_bits(bits);
            prop_assume!(v.is_finite());
            prop_assert_eq!(text(v).parse::<f64>().unwrap().to_bits(), v.to_bits());
        }
    }
}
