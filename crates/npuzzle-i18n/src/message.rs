//! A compact template ([`crate::compile`]) filled: its placeholders with their values (numbers
//! in the language's digits and separators), its selects by a count's CLDR plural category, an
//! exact number or a word. The page carries only this: the Fluent files are parsed at build
//! time.

use crate::marks::{KEY_END, SELECT, SELECT_END, SELECT_ON, VAR, VAR_END, VARIANT_END};
use crate::{Lang, number, plural};

/// A placeholder's value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// Shown as it is.
    Text(String),
    /// A number with this many digits after the point, in the language's style; a count's
    /// plural category picks a select's variant.
    Number(f64, u8),
    /// A whole number shown as ASCII digits, as typed (an error echoing a person's input, the
    /// assignment's printout); it picks a variant as a count does.
    Typed(u64),
}

/// The language a template is filled in: its tag (for CLDR's plural rules and number format)
/// and whether placeholders are set apart from the sentence around them (the page, in a
/// language written right to left: a number or a Latin name must not drag the words around it
/// out of order; the command line's terminals show no isolation marks).
#[derive(Clone, Copy, Debug)]
pub struct In<'a> {
    /// The BCP 47 tag.
    pub tag: &'a str,
    /// Whether placeholders are isolated.
    pub isolate: bool,
}

impl From<Lang> for In<'static> {
    fn from(lang: Lang) -> In<'static> {
        In {
            tag: lang.tag(),
            isolate: cfg!(feature = "browser") && lang.rtl(),
        }
    }
}

/// `template` in `lang` with the values `arg` gives by name (missing ones are left empty).
pub fn fill<'a>(
    template: &str,
    lang: impl Into<In<'a>>,
    arg: &dyn Fn(&str) -> Option<Value>,
) -> String {
    let mut out = String::with_capacity(template.len());
    pattern(template, lang.into(), arg, &mut out);
    out
}

// The marks are single ASCII control bytes, never inside a multibyte character: the template
// is walked byte by byte, which keeps this code small in the page's wasm.
const MARK_VAR: u8 = VAR as u8;
const MARK_VAR_END: u8 = VAR_END as u8;
const MARK_SELECT: u8 = SELECT as u8;
const MARK_SELECT_ON: u8 = SELECT_ON as u8;
const MARK_KEY_END: u8 = KEY_END as u8;
const MARK_VARIANT_END: u8 = VARIANT_END as u8;
const MARK_SELECT_END: u8 = SELECT_END as u8;

/// The index of the first `mark` in `b` from `from` (or its end).
fn find(b: &[u8], from: usize, mark: u8) -> usize {
    b[from..]
        .iter()
        .position(|&c| c == mark)
        .map_or(b.len(), |i| from + i)
}

/// The end of the select or variant body starting at `from`: the index of its closing `end`
/// mark at depth 0 (nested selects skipped whole), or the template's end.
fn close(b: &[u8], from: usize, end: u8) -> usize {
    let mut depth = 0usize;
    for (i, &c) in b.iter().enumerate().skip(from) {
        match c {
            MARK_SELECT => depth += 1,
            MARK_SELECT_END if depth > 0 => depth -= 1,
            c if c == end && depth == 0 => return i,
            _ => {}
        }
    }
    b.len()
}

fn pattern(t: &str, lang: In, arg: &dyn Fn(&str) -> Option<Value>, out: &mut String) {
    let b = t.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let next = b[i..]
            .iter()
            .position(|&c| c == MARK_VAR || c == MARK_SELECT)
            .map_or(b.len(), |k| i + k);
        out.push_str(&t[i..next]);
        if next == b.len() {
            return;
        }
        let end = find(
            b,
            next + 1,
            if b[next] == MARK_VAR {
                MARK_VAR_END
            } else {
                MARK_SELECT_ON
            },
        );
        let name = &t[next + 1..end];
        if b[next] == MARK_VAR {
            placeholder(arg(name), lang, out);
            i = end + 1;
        } else {
            let body_end = close(b, end + 1, MARK_SELECT_END);
            let body = &t[(end + 1).min(body_end)..body_end];
            pattern(choose(body, arg(name), lang), lang, arg, out);
            i = body_end + 1;
        }
    }
}

fn placeholder(value: Option<Value>, lang: In, out: &mut String) {
    let isolate = lang.isolate;
    if isolate {
        out.push('\u{2068}'); // FIRST STRONG ISOLATE
    }
    match value {
        Some(Value::Text(s)) => out.push_str(&s),
        Some(Value::Number(x, places)) => out.push_str(&number::format_in(lang.tag, x, places)),
        Some(Value::Typed(n)) => out.push_str(&n.to_string()),
        None => {}
    }
    if isolate {
        out.push('\u{2069}'); // POP DIRECTIONAL ISOLATE
    }
}

/// A select's variants (up to its end, nested selects skipped whole) and what follows it (for
/// the translators' check).
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn split_select(s: &str) -> (&str, &str) {
    let end = close(s.as_bytes(), 0, MARK_SELECT_END);
    (&s[..end], s.get(end + 1..).unwrap_or(""))
}

/// Each variant of a select: (key, whether it is the default, its pattern).
pub(crate) fn variants(s: &str) -> Vec<(&str, bool, &str)> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let key_end = find(b, i, MARK_KEY_END);
        let body_end = close(b, key_end + 1, MARK_VARIANT_END);
        let key = &s[i..key_end];
        let default = key.starts_with('*');
        let body = &s[(key_end + 1).min(body_end)..body_end];
        out.push((key.trim_start_matches('*'), default, body));
        i = body_end + 1;
    }
    out
}

/// The variant `value` picks: an exact number, then a count's plural category, or a word;
/// else the default.
fn choose<'t>(select: &'t str, value: Option<Value>, lang: In) -> &'t str {
    let number = match &value {
        Some(Value::Number(x, places)) => Some((*x, *places)),
        Some(Value::Typed(n)) => Some((*n as f64, 0)),
        _ => None,
    };
    let word = match &value {
        Some(Value::Text(s)) => s.as_str(),
        _ => "",
    };
    let category = number.map_or("", |(x, places)| plural::category_in(lang.tag, x, places));
    let all = variants(select);
    let exact = |(k, _, _): &&(&str, bool, &str)| {
        number.is_some_and(|(x, _)| whole(k).is_some_and(|k| k as f64 == x))
    };
    all.iter()
        .find(exact)
        .or_else(|| {
            all.iter()
                .find(|(k, _, _)| !k.is_empty() && (*k == category || *k == word))
        })
        .or_else(|| all.iter().find(|(_, default, _)| *default))
        .map_or("", |(_, _, body)| body)
}

/// A variant's key as a whole number (`0`, `12`): whole numbers only, read by hand, since a
/// parser of floats would add kilobytes to the page's wasm for keys no file has.
fn whole(key: &str) -> Option<u64> {
    if key.is_empty() || key.len() > 18 || !key.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(key.bytes().fold(0, |n, b| n * 10 + u64::from(b - b'0')))
}
