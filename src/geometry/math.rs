//! Trigonometry through `libm`, so that native and wasm builds give the same bits
//! (the platform libm natively and Rust's port in wasm can differ in the last ulp).

/// Sine of an angle in degrees.
pub fn sin_deg(deg: f64) -> f64 {
    libm::sin(deg.to_radians())
}

/// Cosine of an angle in degrees.
pub fn cos_deg(deg: f64) -> f64 {
    libm::cos(deg.to_radians())
}

/// `(sin, cos)` of an angle in degrees, exact at multiples of 90° so that axis-aligned
/// poses give axis-aligned footprints with no 1e-17 noise.
pub fn sin_cos_deg(deg: f64) -> (f64, f64) {
    let d = normalize_deg(deg);
    if d == 0.0 {
        (0.0, 1.0)
    } else if d == 90.0 {
        (1.0, 0.0)
    } else if d == 180.0 {
        (0.0, -1.0)
    } else if d == 270.0 {
        (-1.0, 0.0)
    } else {
        (sin_deg(d), cos_deg(d))
    }
}

/// The larger of two numbers, written as comparisons. `f64::max` is LLVM's `maxnum`,
/// which has no wasm instruction (wasm's `f64.max` propagates NaN), so in wasm it is a
/// call to libm's `fmax`: a third of `measureRangeBatch`'s time. This is libm's `fmax`
/// itself, inlined: a NaN gives the other argument; of two equal numbers (+0 and -0)
/// the first.
#[inline(always)]
pub fn max(a: f64, b: f64) -> f64 {
    if a.is_nan() || a < b {
        b
    } else {
        a
    }
}

/// The smaller of two numbers: libm's `fmin`, inlined (see [`max`]).
#[inline(always)]
pub fn min(a: f64, b: f64) -> f64 {
    if b.is_nan() || a < b {
        a
    } else {
        b
    }
}

/// `atan2` in degrees.
pub fn atan2_deg(y: f64, x: f64) -> f64 {
    libm::atan2(y, x).to_degrees()
}

/// An angle folded into `[0, 360)`.
pub fn normalize_deg(deg: f64) -> f64 {
    let r = deg % 360.0;
    let r = if r < 0.0 { r + 360.0 } else { r };
    if r >= 360.0 {
        0.0
    } else {
        r
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn max_and_min_are_libm_fmax_and_fmin_bit_for_bit() {
        let special = [0.0, -0.0, 1.0, -1.0, f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 1e-300, -2.5, f64::MIN_POSITIVE];
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut values: Vec<f64> = special.to_vec();
        for _ in 0..2000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            values.push(f64::from_bits(seed));
        }
        for (i, &a) in values.iter().enumerate() {
            for &b in values.iter().skip(i % 7).step_by(37).chain(special.iter()) {
                let same = |x: f64, y: f64| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan());
                assert!(same(max(a, b), libm::fmax(a, b)), "max({a:?}, {b:?})");
                assert!(same(min(a, b), libm::fmin(a, b)), "min({a:?}, {b:?})");
            }
        }
    }

    use super::*;

    #[test]
    fn normalizes_into_range() {
        assert_eq!(normalize_deg(-90.0), 270.0);
        assert_eq!(normalize_deg(720.0), 0.0);
        assert_eq!(normalize_deg(405.0), 45.0);
    }

    #[test]
    fn right_angles_are_exact() {
        assert_eq!(sin_cos_deg(90.0), (1.0, 0.0));
        assert_eq!(sin_cos_deg(-90.0), (-1.0, 0.0));
        let (s, c) = sin_cos_deg(45.0);
        assert!((s - c).abs() < 1e-15);
    }
}
