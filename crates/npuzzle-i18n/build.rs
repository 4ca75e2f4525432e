//! Compiles `locales/<code>/npuzzle.ftl` (every language a folder there has) into Rust: the
//! languages (`Lang`), the keys of the page, the command line and the class server's view
//! (`Key`, `CliKey`, `ClassKey`: English's message ids, typed, so a key the code names and
//! English lacks does not compile) and every language's compact templates (src/compile.rs). A
//! new language is a new folder: no Rust.

#[path = "src/compile.rs"]
#[allow(dead_code)]
mod compile;
#[path = "src/marks.rs"]
#[allow(dead_code)]
mod marks;

use std::fmt::Write;
use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let dir = std::env::var_os("NPUZZLE_LOCALES")
        .map(PathBuf::from)
        .unwrap_or_else(|| manifest.join("../../locales"));
    println!("cargo:rerun-if-changed={}", dir.display());
    println!("cargo:rerun-if-changed=src/compile.rs");
    println!("cargo:rerun-if-changed=src/marks.rs");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=NPUZZLE_LOCALES");
    let locales = compile::read_dir(&dir).unwrap_or_else(|e| panic!("{e}"));
    let english = &locales[0];
    if !english.errors.is_empty() {
        panic!("locales/en/npuzzle.ftl: {}", english.errors.join("; "));
    }
    let mut out = String::new();
    languages(&mut out, &locales);
    // Five tables, so that the page's wasm carries only its own: the command line's
    // sentences, the class server's view, the element's notices (`www/n-puzzle.js` shows them
    // when the page's code cannot start, from `lang/element.js`) and the Scan dialog's words
    // (loaded with the dialog, from `lang/scan-<code>.js`) stay out of it.
    let of = |prefix: &str| -> Vec<&String> {
        english
            .order
            .iter()
            .filter(|id| id.starts_with(prefix) && !PAGE_SCAN.contains(&id.as_str()))
            .collect()
    };
    let page: Vec<&String> = english
        .order
        .iter()
        .filter(|id| {
            PAGE_SCAN.contains(&id.as_str())
                || !["cli-", "class-", "element-", "scan-"]
                    .iter()
                    .any(|p| id.starts_with(p))
        })
        .collect();
    let tables = [
        (
            "Key",
            "A message the page shows (or shares with the command line).",
            page,
            "",
        ),
        (
            "CliKey",
            "A sentence only the command line prints.",
            of("cli-"),
            "cli-",
        ),
        (
            "ClassKey",
            "A word of the class server's view of a class (`npuzzle serve`).",
            of("class-"),
            "class-",
        ),
        (
            "ElementKey",
            "A notice `<n-puzzle>` shows when its code cannot start.",
            of("element-"),
            "element-",
        ),
        (
            "ScanKey",
            "A word of the Scan dialog (`www/scan.js`).",
            of("scan-"),
            "scan-",
        ),
    ];
    for (name, doc, ids, prefix) in tables {
        keys(&mut out, name, doc, &ids, prefix, &locales);
    }
    let path = PathBuf::from(std::env::var("OUT_DIR").unwrap()).join("words.rs");
    std::fs::write(path, out).unwrap();
}

/// The two `scan-` messages the page itself shows (Scan's button, and why it did not load).
const PAGE_SCAN: [&str; 2] = ["scan-puzzle", "scan-not-loaded"];

/// `en` → `En`, `pt-BR` → `PtBr`, `board-region` → `BoardRegion`.
fn camel(s: &str) -> String {
    s.split(['-', '_'])
        .map(|p| {
            let mut c = p.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + &c.as_str().to_ascii_lowercase())
                .unwrap_or_default()
        })
        .collect()
}

fn languages(out: &mut String, locales: &[compile::Locale]) {
    let n = locales.len();
    let variants: Vec<String> = locales.iter().map(|l| camel(&l.code)).collect();
    writeln!(
        out,
        "/// A language of the words: a folder of `locales/`, English first (the default)."
    )
    .unwrap();
    writeln!(
        out,
        "#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]"
    )
    .unwrap();
    writeln!(
        out,
        "#[allow(missing_docs)]\npub enum Lang {{\n    #[default]"
    )
    .unwrap();
    for (v, l) in variants.iter().zip(locales) {
        writeln!(out, "    /// {}", l.name()).unwrap();
        writeln!(out, "    {v},").unwrap();
    }
    writeln!(out, "}}\n\nimpl Lang {{").unwrap();
    writeln!(out, "    /// Every language, English first, then by code.").unwrap();
    writeln!(
        out,
        "    pub const ALL: [Lang; {n}] = [{}];",
        paths("Lang", &variants)
    )
    .unwrap();
    writeln!(
        out,
        "    const TAGS: [&'static str; {n}] = {:?};",
        locales.iter().map(|l| l.code.as_str()).collect::<Vec<_>>()
    )
    .unwrap();
    writeln!(
        out,
        "    const NAMES: [&'static str; {n}] = {:?};",
        locales.iter().map(|l| l.name()).collect::<Vec<_>>()
    )
    .unwrap();
    writeln!(
        out,
        "    const RTL: [bool; {n}] = {:?};",
        locales.iter().map(|l| l.rtl()).collect::<Vec<_>>()
    )
    .unwrap();
    writeln!(out, "}}\n").unwrap();
}

/// `Lang::En, Lang::Ar, …`: each variant named with its type.
fn paths(ty: &str, variants: &[String]) -> String {
    variants
        .iter()
        .map(|v| format!("{ty}::{v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn keys(
    out: &mut String,
    name: &str,
    doc: &str,
    ids: &[&String],
    prefix: &str,
    locales: &[compile::Locale],
) {
    let variants: Vec<String> = ids.iter().map(|id| camel(&id[prefix.len()..])).collect();
    writeln!(out, "/// {doc} See [`{name}::text`].").unwrap();
    writeln!(out, "#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]\n#[allow(missing_docs)]\npub enum {name} {{").unwrap();
    for v in &variants {
        writeln!(out, "    {v},").unwrap();
    }
    writeln!(out, "}}\n\nimpl {name} {{").unwrap();
    writeln!(out, "    /// Every key, in English's order.").unwrap();
    writeln!(
        out,
        "    pub const ALL: &'static [{name}] = &[{}];",
        paths(name, &variants)
    )
    .unwrap();
    writeln!(
        out,
        "    /// The Fluent ids, in key order (not in the page's wasm)."
    )
    .unwrap();
    writeln!(
        out,
        "    #[cfg(not(all(feature = \"browser\", target_arch = \"wasm32\")))]"
    )
    .unwrap();
    writeln!(
        out,
        "    pub const IDS: &'static [&'static str] = &{ids:?};"
    )
    .unwrap();
    writeln!(out, "    /// The English templates, in key order.").unwrap();
    writeln!(
        out,
        "    #[allow(dead_code)]\n    const EN: &'static [&'static str] = &{:?};",
        table(&locales[0], ids, &locales[0])
    )
    .unwrap();
    writeln!(out, "    /// Every language's templates, in [`Lang::ALL`]'s order (English where a file lacks one).").unwrap();
    writeln!(
        out,
        "    #[cfg(not(all(feature = \"browser\", target_arch = \"wasm32\")))]"
    )
    .unwrap();
    writeln!(
        out,
        "    const TABLES: [&'static [&'static str]; {}] = [",
        locales.len()
    )
    .unwrap();
    for l in locales {
        writeln!(out, "        &{:?},", table(l, ids, &locales[0])).unwrap();
    }
    writeln!(out, "    ];\n}}\n").unwrap();
}

/// A language's templates for `ids`, English's where it lacks one.
fn table(l: &compile::Locale, ids: &[&String], en: &compile::Locale) -> Vec<String> {
    ids.iter()
        .map(|id| l.messages.get(*id).unwrap_or(&en.messages[*id]).clone())
        .collect()
}
