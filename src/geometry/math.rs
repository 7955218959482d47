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
