//! Numbers as people type them: an Arabic keyboard gives `٦٠٪`, a Persian one `۶۰`, a Hindi one
//! `६०`, a Japanese IME `６０％`. Each is folded to ASCII digits and `%` before it is read, so every
//! field that takes a number takes them (boards, sizes, pass marks, counts).

use std::borrow::Cow;

/// The zero of each run of ten decimal digits (Unicode's `Nd`) a keyboard types, besides ASCII.
const ZEROS: [u32; 37] = [
    0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66,
    0x0DE6, 0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90,
    0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10,
    0x104A0,
];

/// A digit of any script as its value.
pub fn digit_value(c: char) -> Option<u32> {
    let c = c as u32;
    if (0x30..=0x39).contains(&c) {
        return Some(c - 0x30);
    }
    ZEROS
        .iter()
        .find(|&&zero| (zero..zero + 10).contains(&c))
        .map(|zero| c - zero)
}

/// What `c` is when folded: an ASCII digit, `%` for the Arabic, small and full-width percent
/// signs, `.` for the Arabic decimal separator, `,` for the Arabic comma (between numbers in a
/// list); else `c` itself.
fn fold_char(c: char) -> char {
    match c {
        '\u{066A}' | '\u{FE6A}' | '\u{FF05}' => '%',
        '\u{066B}' => '.',
        '\u{060C}' => ',',
        _ => digit_value(c).map_or(c, |d| char::from(b'0' + d as u8)),
    }
}

/// `text` with every script's digits as ASCII ones, percent signs as `%` and the Arabic comma
/// as `,` (borrowed when there is nothing to fold, as for text typed in ASCII).
///
/// # Example
/// ```
/// assert_eq!(npuzzle_core::fold_digits("٦٠٪"), "60%");
/// assert_eq!(npuzzle_core::fold_digits("۸ ۶ ۷"), "8 6 7");
/// assert_eq!(npuzzle_core::fold_digits("６０％"), "60%");
/// ```
pub fn fold_digits(text: &str) -> Cow<'_, str> {
    if text.is_ascii() || !text.chars().any(|c| fold_char(c) != c) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(text.chars().map(fold_char).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_run_of_ten_folds_to_0_to_9_and_nothing_else_folds() {
        for zero in ZEROS {
            let run: String = (zero..zero + 10).filter_map(char::from_u32).collect();
            assert_eq!(fold_digits(&run), "0123456789", "{zero:#x}");
            // Each run is a run of Unicode decimal digits: the ones before and after are not.
            assert!(char::from_u32(zero).unwrap().is_numeric());
        }
        for text in ["abc _ / 1 2", "x²", "Ⅻ", "½", "一二三"] {
            assert_eq!(fold_digits(text), text, "{text}");
        }
    }
}
