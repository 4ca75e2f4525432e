//! Writes the page's words in every language but English for the site (`DIR/fr.txt`, …): the
//! page's wasm carries English only and fetches these when chosen (see `src/fetched.rs`); and
//! `DIR/element.js`, the notices `<n-puzzle>` shows when its code cannot start, in every
//! language (`www/n-puzzle.js` loads it then); and `DIR/scan-<code>.js`, the Scan dialog's
//! words, which `www/scan.js` loads with the dialog; and `DIR/class-<code>.js`, the class
//! view's words, which the record store's class page (`www/class-lrs.js`) loads. Run by the
//! Trunk post-build hook:
//! `cargo run -p npuzzle-i18n --example export-words -- dist/lang`.

use npuzzle_i18n::fetched::file;
use npuzzle_i18n::{ClassKey, ElementKey, Lang, ScanKey};

fn main() -> std::io::Result<()> {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "dist/lang".into());
    std::fs::create_dir_all(&dir)?;
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let path = std::path::Path::new(&dir).join(format!("{}.txt", lang.tag()));
        std::fs::write(path, file(lang))?;
    }
    let notices = ElementKey::ALL;
    let mut js = String::from(
        "// The notices of <n-puzzle> when it cannot start, from locales/ (export-words).\nexport default {\n",
    );
    for lang in Lang::ALL {
        let entries: Vec<String> = notices
            .iter()
            .map(|k| format!("{:?}: {}", ElementKey::IDS[*k as usize], json(k.text(lang))))
            .collect();
        js.push_str(&format!(
            "  {:?}: {{ {} }},\n",
            lang.tag(),
            entries.join(", ")
        ));
    }
    js.push_str("};\n");
    std::fs::write(std::path::Path::new(&dir).join("element.js"), js)?;
    // The Scan dialog's words, one module a language, loaded with the dialog (www/scan.js), and
    // the class view's, loaded by the record store's class page (www/class-lrs.js): compact
    // templates the page fills.
    for lang in Lang::ALL {
        let scan: Vec<(&str, &str)> = ScanKey::ALL
            .iter()
            .map(|k| (ScanKey::IDS[*k as usize], k.text(lang)))
            .collect();
        let class: Vec<(&str, &str)> = ClassKey::ALL
            .iter()
            .map(|k| (ClassKey::IDS[*k as usize], k.text(lang)))
            .collect();
        for (name, what, words) in [
            ("scan", "The Scan dialog's words", scan),
            ("class", "The class view's words", class),
        ] {
            std::fs::write(
                std::path::Path::new(&dir).join(format!("{name}-{}.js", lang.tag())),
                module(what, lang, &words),
            )?;
        }
    }
    Ok(())
}

/// A module whose default export maps each id of `words` to its template in `lang`.
fn module(what: &str, lang: Lang, words: &[(&str, &str)]) -> String {
    let entries: Vec<String> = words
        .iter()
        .map(|(id, text)| format!("  {id:?}: {},", json(text)))
        .collect();
    format!(
        "// {what} in {}, from locales/ (export-words).\nexport default {{\n{}\n}};\n",
        lang.tag(),
        entries.join("\n")
    )
}

/// A JavaScript string literal of `s` (its control characters, the templates' marks among them,
/// escaped).
fn json(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 || c == '\u{2028}' || c == '\u{2029}' => {
                out.push_str(&format!("\\u{:04x}", c as u32))
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
