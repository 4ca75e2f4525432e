//! The translators' check: for every language of `locales/` (or the folder given), what its
//! file lacks or gets wrong beside English — missing and extra messages, placeholders that
//! differ, plural forms its CLDR rules need, the `[0]` a count needs where CLDR's `one` takes
//! in 0 — then, as a reminder, the messages identical to English. Exits 1 if anything is
//! wrong. `cargo run -p npuzzle-i18n --example check-locales` (`-- fr` for one language,
//! `-- --same` to list the messages identical to English).

use npuzzle_i18n::{check, compile, plural};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let show_same = args.iter().any(|a| a == "--same");
    let only: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales");
    let locales = match compile::read_dir(&dir) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let english = &locales[0];
    let mut wrong = false;
    for l in &locales {
        if !only.is_empty() && !only.contains(&&l.code) {
            continue;
        }
        let categories = plural::categories(&l.code);
        let report = check::check(english, l, &categories);
        let status = if report.problems.is_empty() {
            "ok"
        } else {
            "NEEDS WORK"
        };
        println!(
            "{} ({}): {} of {} messages, plural forms {:?}, {} as in English: {status}",
            l.code,
            l.name(),
            l.messages.len(),
            english.messages.len(),
            categories,
            report.same_as_english.len()
        );
        for p in &report.problems {
            println!("  {p}");
        }
        if show_same && !report.same_as_english.is_empty() {
            println!("  as in English: {}", report.same_as_english.join(", "));
        }
        wrong |= !report.problems.is_empty();
    }
    if wrong {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
