//! Values quoted back to a person (an id, a file name, a package's entry): their hidden
//! characters and line breaks written out, never obeyed.

use npuzzle_core::shown;

#[test]
fn values_quoted_back_name_their_hidden_characters_and_breaks() {
    // A file name or id with a right-to-left override, isolates, marks, a newline, a tab,
    // an escape and a line separator: each written out, none obeyed.
    let hostile = "week\u{202E}3\u{2066}x\u{2069}\u{200F}\nfake line\t\u{1B}[31m\u{2028}";
    assert_eq!(
        shown(hostile, 100),
        "week\\u{202E}3\\u{2066}x\\u{2069}\\u{200F}\\u{A}fake line\\u{9}\\u{1B}[31m\\u{2028}"
    );
    for c in [
        '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{2067}', '\u{2068}', '\u{200E}',
    ] {
        assert!(
            !shown(&format!("a{c}b"), 100).contains(c),
            "U+{:04X}",
            c as u32
        );
    }
    // Cut after `max` characters (not bytes), the cut marked.
    assert_eq!(shown("ééééé", 3), "ééé…");
    assert_eq!(shown("abc", 3), "abc");
    // Words of any script stay as they are.
    assert_eq!(shown("שבוע 3 / 第3週", 40), "שבוע 3 / 第3週");
}
