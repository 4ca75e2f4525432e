//! The translators' check: what each language's file lacks or gets wrong beside English —
//! missing and extra messages, placeholders that differ, the plural forms its CLDR rules need
//! and a select lacks, the `[0]` a count needs where CLDR's `one` takes in 0, syntax errors —
//! and the messages identical to English (often right for a name such as "A*", often a
//! sentence not yet translated). Run by the tests, and for translators by
//! `cargo run -p npuzzle-i18n --example check-locales`.

use crate::compile::Locale;
use crate::marks::{SELECT, SELECT_ON, VAR, VAR_END};
use crate::message::{split_select, variants};
use crate::plural;
use std::collections::BTreeSet;

/// What is wrong with one language's file (empty when it is complete), and what is only worth
/// a look.
#[derive(Clone, Debug, Default)]
pub struct Findings {
    /// The language's code.
    pub code: String,
    /// Problems: each a line naming the message.
    pub problems: Vec<String>,
    /// Messages identical to English (not problems in themselves).
    pub same_as_english: Vec<String>,
}

/// A template's placeholders and selects: (names, [(variable, variant keys)]).
pub fn shape(template: &str) -> (BTreeSet<String>, Vec<(String, BTreeSet<String>)>) {
    let mut names = BTreeSet::new();
    let mut selects = Vec::new();
    walk(template, &mut names, &mut selects);
    (names, selects)
}

fn walk(t: &str, names: &mut BTreeSet<String>, selects: &mut Vec<(String, BTreeSet<String>)>) {
    let mut rest = t;
    while let Some(i) = rest.find([VAR, SELECT]) {
        // The marks are one byte each.
        let select = rest[i..].starts_with(SELECT);
        rest = &rest[i + 1..];
        let end = if select { SELECT_ON } else { VAR_END };
        let (name, after) = rest.split_once(end).unwrap_or((rest, ""));
        names.insert(name.to_string());
        rest = after;
        if select {
            let (body, after) = split_select(after);
            let mut keys = BTreeSet::new();
            for (key, _, pattern) in variants(body) {
                keys.insert(key.to_string());
                walk(pattern, names, selects);
            }
            selects.push((name.to_string(), keys));
            rest = after;
        }
    }
}

/// Checks `locale` against `english`; `categories` gives the CLDR cardinal categories a
/// language's rules use (`plural::categories`).
pub fn check(english: &Locale, locale: &Locale, categories: &[&str]) -> Findings {
    let mut r = Findings {
        code: locale.code.clone(),
        ..Findings::default()
    };
    r.problems
        .extend(locale.errors.iter().map(|e| format!("cannot read: {e}")));
    for id in &english.order {
        let Some(text) = locale.messages.get(id) else {
            if !locale
                .errors
                .iter()
                .any(|e| e.starts_with(&format!("{id}:")))
            {
                r.problems.push(format!("{id}: missing"));
            }
            continue;
        };
        let (en_names, en_selects) = shape(&english.messages[id]);
        let (names, selects) = shape(text);
        if names != en_names {
            r.problems.push(format!(
                "{id}: placeholders {names:?} differ from English's {en_names:?}"
            ));
        }
        let need: BTreeSet<&str> = categories.iter().copied().collect();
        plural_forms(&mut r.problems, id, &locale.code, &need, &selects);
        if zero_reads_as_one(&locale.code) {
            for var in lacking_zero(text) {
                r.problems.push(format!(
                    "{id}: ${var} needs a [0] variant: {}'s CLDR rules put 0 in [one], whose \
                     words differ from the default's, so 0 would read as one",
                    locale.code
                ));
            }
        }
        if need.len() > 1 {
            for (var, _) in &en_selects {
                if !selects.iter().any(|(v, _)| v == var) {
                    r.problems.push(format!(
                        "{id}: no plural forms for ${var} (English has them)"
                    ));
                }
            }
        }
        if locale.rtl() && !id.starts_with("cli-") {
            for (latin, name) in latin_around_placeholders(text) {
                r.problems.push(format!(
                    "{id}: ${name} sits between Latin words outside an isolate (\"{latin} …\"): \
                     isolate each word with its value, as \u{2068}{latin} {{ ${name} }}\u{2069}"
                ));
            }
        }
        if locale.code != english.code && *text == english.messages[id] {
            r.same_as_english.push(id.clone());
        }
    }
    for id in &locale.order {
        if !english.messages.contains_key(id) {
            r.problems.push(format!("{id}: not in English (extra)"));
        }
    }
    r
}

/// Checks one message's plural selectors (`selects`, from [`shape`]) against the CLDR
/// categories its language needs: none lacking, none it never uses. Apart from [`check`] so
/// each rule reads alone.
fn plural_forms(
    problems: &mut Vec<String>,
    id: &str,
    code: &str,
    need: &BTreeSet<&str>,
    selects: &[(String, BTreeSet<String>)],
) {
    for (var, keys) in selects {
        let has: BTreeSet<&str> = keys.iter().map(String::as_str).collect();
        let numeric = |k: &&str| k.parse::<f64>().is_ok();
        let is_plural = has.iter().any(|k| numeric(k) || PLURALS.contains(k));
        if !is_plural {
            continue;
        }
        let lacking: Vec<&str> = need.difference(&has).copied().collect();
        if !lacking.is_empty() && need.len() > 1 {
            problems.push(format!("{id}: ${var} lacks the plural forms {lacking:?}"));
        }
        let unused: Vec<&str> = has
            .iter()
            .filter(|k| PLURALS.contains(k) && !need.contains(*k))
            .copied()
            .collect();
        if !unused.is_empty() {
            problems.push(format!(
                "{id}: ${var} has plural forms {unused:?} that {code} does not use"
            ));
        }
    }
}

/// Languages whose grammar puts 0 in the singular, as CLDR's `one` does: French writes
/// "0 nœud développé". They need no `[0]` variant.
pub const ZERO_IS_SINGULAR: [&str; 1] = ["fr"];

/// Whether a count of 0 takes the `one` variant in the language of `code` (CLDR's `one` is
/// `i = 0..1` in pt, `i = 0 or n = 1` in hi and fa, …) and its grammar wants the plural there:
/// then each select on a count whose `one` words differ from the default's needs a `[0]`.
pub fn zero_reads_as_one(code: &str) -> bool {
    !ZERO_IS_SINGULAR.contains(&code) && plural::category_in(code, 0.0, 0) == "one"
}

/// The variables of `template`'s selects (nested ones too) that have a `one` variant worded
/// otherwise than their default and no exact `0` variant: where 0 would take `one`'s words.
pub fn lacking_zero(template: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = template;
    while let Some(i) = rest.find(SELECT) {
        rest = &rest[i + 1..];
        let (name, after) = rest.split_once(SELECT_ON).unwrap_or((rest, ""));
        let (body, after) = split_select(after);
        let all = variants(body);
        let one = all.iter().find(|(key, _, _)| *key == "one");
        let default = all.iter().find(|(_, default, _)| *default);
        // `0` as the runtime reads an exact number's key (whole digits: `0.0` is not picked).
        let zero = all.iter().any(|(key, _, _)| *key == "0");
        if let (Some((_, _, one)), Some((_, _, other))) = (one, default)
            && !zero
            && one != other
        {
            out.push(name.to_string());
        }
        for (_, _, pattern) in &all {
            out.extend(lacking_zero(pattern));
        }
        rest = after;
    }
    out
}

/// In a right-to-left message, each placeholder outside an isolate (U+2066–U+2068 … U+2069)
/// with Latin on both sides, only neutral characters between (spaces, punctuation, digits, other
/// placeholders): the Latin word before it and its name. Bidi then joins the words and values
/// into one left-to-right run ("g 0، h 2، f"), and the run's last value strays to its far side;
/// each word isolated with its value (U+2068 `g { $g }` U+2069) stays whole. A value with
/// right-to-left words after it is read in order, isolated or not. Selects end the look.
fn latin_around_placeholders(text: &str) -> Vec<(String, String)> {
    // The message as units at the outer level: a character, a placeholder, or an isolate (neutral
    // from outside, as bidi sees it).
    enum Unit {
        Char(char),
        Value(String),
        Isolate,
        Mark,
    }
    let mut units = Vec::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        units.push(match c {
            VAR => Unit::Value(chars.by_ref().take_while(|&c| c != VAR_END).collect()),
            '\u{2066}'..='\u{2068}' => {
                let mut depth = 1;
                chars
                    .by_ref()
                    .take_while(|&c| {
                        match c {
                            '\u{2066}'..='\u{2068}' => depth += 1,
                            '\u{2069}' => depth -= 1,
                            _ => {}
                        }
                        depth > 0
                    })
                    .for_each(drop);
                Unit::Isolate
            }
            '\u{3}'..='\u{7}' => Unit::Mark,
            c => Unit::Char(c),
        });
    }
    let is_latin = |u: &Unit| matches!(u, Unit::Char(c) if c.is_ascii_alphabetic());
    // Whether the first letter along a side is Latin (a select ends the look).
    fn latin_first<'u>(mut side: impl Iterator<Item = &'u Unit>) -> bool {
        side.find_map(|u| match u {
            Unit::Char(c) if c.is_alphabetic() => Some(c.is_ascii_alphabetic()),
            Unit::Mark => Some(false),
            _ => None,
        }) == Some(true)
    }
    let mut found = Vec::new();
    for (k, unit) in units.iter().enumerate() {
        let Unit::Value(name) = unit else { continue };
        if latin_first(units[..k].iter().rev()) && latin_first(units[k + 1..].iter()) {
            // The word the nearest Latin letter before ends.
            let end = units[..k].iter().rposition(is_latin).unwrap_or_default();
            let start = units[..end]
                .iter()
                .rposition(|u| !is_latin(u))
                .map_or(0, |s| s + 1);
            let word = units[start..=end].iter().filter_map(|u| match u {
                Unit::Char(c) => Some(*c),
                _ => None,
            });
            found.push((word.collect(), name.clone()));
        }
    }
    found
}

/// CLDR's plural category names.
const PLURALS: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];
