//! Lists of algorithms and languages kept outside Rust (TypeScript types, the embedding page, the
//! command line's reference) name exactly what `Algorithm::ALL` and `Lang::ALL` hold: a new
//! algorithm or language that one of them lacks fails here, naming the file.

use npuzzle_core::Algorithm;
use npuzzle_i18n::Lang;
use std::collections::BTreeSet;
use std::path::Path;

fn repo(path: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// What follows `marker` on the first line of `text` holding it.
fn after<'a>(text: &'a str, marker: &str, file: &str) -> &'a str {
    let line = text
        .lines()
        .find(|l| l.contains(marker))
        .unwrap_or_else(|| panic!("{file}: no line with {marker}"));
    &line[line.find(marker).unwrap() + marker.len()..]
}

/// The quoted words (`"…"` or `'…'`) after `marker`.
fn quoted_after(text: &str, marker: &str, file: &str) -> BTreeSet<String> {
    after(text, marker, file)
        .split(['"', '\''])
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// The `<code>…</code>` words of the table cell after `marker`'s.
fn coded_after(text: &str, marker: &str, file: &str) -> BTreeSet<String> {
    let tail = after(text, marker, file);
    let tail = tail.split("</td><td>").nth(1).unwrap_or_default();
    tail.split("<code>")
        .skip(1)
        .filter_map(|w| w.split("</code>").next())
        .map(str::to_string)
        .collect()
}

fn algorithms() -> BTreeSet<String> {
    Algorithm::ALL
        .iter()
        .map(|a| a.name().to_string())
        .collect()
}

#[test]
fn typescript_unions_name_every_algorithm() {
    let file = "crates/npuzzle-wasm/src/lib.rs";
    let wasm = repo(file);
    assert_eq!(
        quoted_after(&wasm, "export type AlgorithmName =", file),
        algorithms(),
        "{file}: AlgorithmName"
    );
    let file = "www/n-puzzle.d.ts";
    let element = repo(file);
    assert_eq!(
        quoted_after(&element, "algo?:", file),
        algorithms(),
        "{file}: algo"
    );
}

#[test]
fn the_element_names_every_language() {
    let file = "www/n-puzzle.d.ts";
    let mut named = quoted_after(&repo(file), "lang?:", file);
    let codes: BTreeSet<String> = Lang::ALL.iter().map(|l| l.tag().to_string()).collect();
    named.retain(|c| c != "string");
    assert_eq!(named, codes, "{file}: lang");
}

#[test]
fn the_embedding_page_names_every_algorithm() {
    let file = "www/embed.html";
    assert_eq!(
        coded_after(&repo(file), "<tr><td><code>algo</code>", file),
        algorithms(),
        "{file}: the algo attribute's values"
    );
}

#[test]
fn the_command_line_reference_names_every_algorithm() {
    // The reference table of `--algo`, wherever the docs keep it.
    let files = ["README.md", "docs/cli.md"];
    let (file, text) = files
        .iter()
        .filter(|f| {
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../..")
                .join(f)
                .exists()
        })
        .map(|f| (*f, repo(f)))
        .find(|(_, t)| t.contains("| `--algo A` |"))
        .expect("a docs table of --algo");
    let line = text
        .lines()
        .find(|l| l.starts_with("| `--algo A` |"))
        .unwrap();
    let cell = line.split('|').nth(2).unwrap();
    let named: BTreeSet<String> = cell
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect();
    assert_eq!(named, algorithms(), "{file}: --algo");
}

#[test]
fn the_command_line_help_names_every_algorithm() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_npuzzle"))
        .args(["solve", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&out.stdout);
    for a in Algorithm::ALL {
        assert!(help.contains(a.name()), "`npuzzle solve --help` lacks {a}");
    }
}
