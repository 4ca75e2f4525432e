//! Every language but English fetched when chosen: with the `browser` feature, the page's wasm
//! carries the English words only, and reads a language's table from a file of the site
//! (`lang/fr.txt`, written at build time by `examples/export-words.rs`) when a component asks
//! for it. Until it arrives, or if it cannot, the words are English. Natively (the command line,
//! the tests) every language is compiled in.
//!
//! A file is one table of compact templates ([`crate::compile`]): a header line
//! `npuzzle-words 2 <table> <fingerprint> <count>`, then the templates in key order, each ended
//! by U+001E. The fingerprint is the English table's, so a file from another build (a cache, a
//! half-updated site) is refused, never read off by one.

use crate::Lang;

const MAGIC: &str = "npuzzle-words 2";
const END: char = '\u{1e}';

/// FNV-1a over the templates in order (each ended by U+001E), at compile time.
pub const fn fingerprint(texts: &[&str]) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    let mut i = 0;
    while i < texts.len() {
        let bytes = texts[i].as_bytes();
        let mut j = 0;
        while j < bytes.len() {
            h = (h ^ bytes[j] as u32).wrapping_mul(0x0100_0193);
            j += 1;
        }
        h = (h ^ 0x1e).wrapping_mul(0x0100_0193);
        i += 1;
    }
    h
}

/// The file of the page's words ([`crate::Key`]) in `lang`.
#[cfg(not(all(feature = "browser", target_arch = "wasm32")))]
pub fn file(lang: Lang) -> String {
    let table = crate::Key::table(lang);
    let mut out = format!(
        "{MAGIC} Key {:08x} {}\n",
        crate::Key::FINGERPRINT,
        table.len()
    );
    for t in table {
        out.push_str(t);
        out.push(END);
    }
    out
}

/// The templates of a file of `table`'s words whose English table has `fingerprint` and `count`
/// templates; `None` for anything else.
pub fn read<'a>(
    text: &'a str,
    table: &str,
    fingerprint: u32,
    count: usize,
) -> Option<Vec<&'a str>> {
    let (head, body) = text.split_once('\n')?;
    let want = format!("{MAGIC} {table} {fingerprint:08x} {count}");
    if head != want {
        return None;
    }
    let texts: Vec<&str> = body.strip_suffix(END)?.split(END).collect();
    (texts.len() == count).then_some(texts)
}

/// Whether `lang`'s words are here (English and, natively, every language always are).
#[cfg(not(all(feature = "browser", target_arch = "wasm32")))]
pub fn has(_lang: Lang) -> bool {
    true
}

/// Takes a file of the page's words in `lang`; `false` if it is not one of this build's.
#[cfg(not(all(feature = "browser", target_arch = "wasm32")))]
pub fn install(_lang: Lang, _text: &str) -> bool {
    true
}

#[cfg(all(feature = "browser", target_arch = "wasm32"))]
mod store {
    use super::Lang;
    use std::cell::RefCell;

    thread_local! {
        // (language, templates): a few per page, read by index.
        static TABLES: RefCell<Vec<(Lang, &'static [&'static str])>> =
            const { RefCell::new(Vec::new()) };
    }

    pub fn get(lang: Lang, i: usize) -> Option<&'static str> {
        if lang == Lang::En {
            return None;
        }
        TABLES.with(|t| {
            let t = t.borrow();
            let (_, texts) = t.iter().find(|(l, _)| *l == lang)?;
            texts.get(i).copied()
        })
    }

    /// Whether `lang`'s words are here.
    pub fn has(lang: Lang) -> bool {
        lang == Lang::En || TABLES.with(|t| t.borrow().iter().any(|(l, _)| *l == lang))
    }

    /// Takes a file of the page's words in `lang`; `false` if it is not one of this build's.
    pub fn install(lang: Lang, text: &str) -> bool {
        if has(lang) {
            return true;
        }
        let key = crate::Key::ALL.len();
        let Some(texts) = super::read(text, "Key", crate::Key::FINGERPRINT, key) else {
            return false;
        };
        // Kept for the page's life, as compiled-in words would be: once per language.
        let texts: Vec<&'static str> = texts
            .into_iter()
            .map(|t| &*Box::leak(t.to_owned().into_boxed_str()))
            .collect();
        let texts: &'static [&'static str] = Box::leak(texts.into_boxed_slice());
        TABLES.with(|t| t.borrow_mut().push((lang, texts)));
        true
    }
}

#[cfg(all(feature = "browser", target_arch = "wasm32"))]
pub use store::{has, install};

#[cfg(all(feature = "browser", target_arch = "wasm32"))]
pub(crate) use store::get;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Key;

    #[test]
    fn a_file_reads_back_as_its_table_and_another_builds_is_refused() {
        for lang in Lang::ALL {
            let text = file(lang);
            let back = read(&text, "Key", Key::FINGERPRINT, Key::ALL.len()).unwrap();
            assert_eq!(back, Key::table(lang));
        }
        let text = file(Lang::De);
        let n = Key::ALL.len();
        assert!(
            read(&text, "Key", Key::FINGERPRINT ^ 1, n).is_none(),
            "another build"
        );
        assert!(
            read(&text, "Key", Key::FINGERPRINT, n + 1).is_none(),
            "another count"
        );
        assert!(
            read(&text, "CliKey", Key::FINGERPRINT, n).is_none(),
            "another table"
        );
        assert!(
            read(&text[..text.len() - 3], "Key", Key::FINGERPRINT, n).is_none(),
            "cut short"
        );
        assert!(read("", "Key", Key::FINGERPRINT, n).is_none());
        // No template holds the separator.
        for lang in Lang::ALL {
            assert!(Key::table(lang).iter().all(|t| !t.contains(END)));
        }
    }
}
