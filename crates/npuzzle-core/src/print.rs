//! The one printer of fixed-point numbers, by integer arithmetic (no float printer, so the
//! page's wasm carries none): the core's texts, the words crate and the command line write the
//! same digits.

/// `v` with `places` digits after the point, rounded half away from zero by integer arithmetic:
/// the page's wasm (which carries no float printer) and the CLI write the same digits.
pub fn fixed(v: f64, places: u32) -> String {
    let scale = 10u64.pow(places.min(9));
    let t = (v * scale as f64).round();
    if !t.is_finite() {
        return "?".into();
    }
    let sign = if t < 0.0 { "-" } else { "" };
    let a = (t as i64).unsigned_abs();
    if places == 0 {
        format!("{sign}{a}")
    } else {
        let width = places as usize;
        format!("{sign}{}.{:0width$}", a / scale, a % scale)
    }
}

/// [`fixed`] without the zeros that say nothing: `2.5`, `3`, `0.125` (at most `places` digits
/// after the point).
pub fn trimmed(v: f64, places: u32) -> String {
    let text = fixed(v, places);
    if places == 0 {
        return text;
    }
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

#[cfg(test)]
mod tests {
    use super::{fixed, trimmed};

    #[test]
    fn trimmed_drops_the_zeros_that_say_nothing() {
        assert_eq!(trimmed(2.5, 3), "2.5");
        assert_eq!(trimmed(3.0, 3), "3");
        assert_eq!(trimmed(30.0, 0), "30");
        assert_eq!(trimmed(0.1254, 3), "0.125");
    }

    #[test]
    fn fixed_rounds_half_away_from_zero() {
        assert_eq!(fixed(9.25, 1), "9.3");
        assert_eq!(fixed(4.1604, 3), "4.160");
        assert_eq!(fixed(-1.5, 0), "-2");
        assert_eq!(fixed(21.0, 1), "21.0");
        assert_eq!(fixed(f64::NAN, 2), "?");
    }
}
