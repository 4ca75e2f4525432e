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

fn pattern(t: &str, lang: In, arg: &dyn Fn(&str) -> Option<Value>, out: &mut String) {
    let mut rest = t;
    while let Some(i) = rest.find([VAR, SELECT]) {
        out.push_str(&rest[..i]);
        let mark = rest[i..].chars().next().unwrap_or(VAR);
        rest = &rest[i + mark.len_utf8()..];
        if mark == VAR {
            let (name, after) = rest.split_once(VAR_END).unwrap_or((rest, ""));
            rest = after;
            placeholder(arg(name), lang, out);
        } else {
            let (name, after) = rest.split_once(SELECT_ON).unwrap_or((rest, ""));
            let (variants, after) = split_select(after);
            rest = after;
            pattern(choose(variants, arg(name), lang), lang, arg, out);
        }
    }
    out.push_str(rest);
}

fn placeholder(value: Option<Value>, lang: In, out: &mut String) {
    let isolate = lang.isolate;
    if isolate {
        out.push('\u{2068}'); // FIRST STRONG ISOLATE
    }
    match value {
        Some(Value::Text(s)) => out.push_str(&s),
        Some(Value::Number(x, places)) => out.push_str(&number::format_in(lang.tag, x, places)),
        None => {}
    }
    if isolate {
        out.push('\u{2069}'); // POP DIRECTIONAL ISOLATE
    }
}

/// A select's variants (up to its end, nested selects skipped whole) and what follows it.
pub(crate) fn split_select(s: &str) -> (&str, &str) {
    let mut depth = 0;
    for (i, c) in s.char_indices() {
        match c {
            SELECT => depth += 1,
            SELECT_END if depth == 0 => return (&s[..i], &s[i + c.len_utf8()..]),
            SELECT_END => depth -= 1,
            _ => {}
        }
    }
    (s, "")
}

/// Each variant of a select: (key, whether it is the default, its pattern).
pub(crate) fn variants(mut s: &str) -> impl Iterator<Item = (&str, bool, &str)> {
    std::iter::from_fn(move || {
        let (key, rest) = s.split_once(KEY_END)?;
        let mut depth = 0;
        let mut end = rest.len();
        for (i, c) in rest.char_indices() {
            match c {
                SELECT => depth += 1,
                SELECT_END => depth -= 1,
                VARIANT_END if depth == 0 => {
                    end = i;
                    break;
                }
                _ => {}
            }
        }
        let body = &rest[..end];
        s = rest.get(end + VARIANT_END.len_utf8()..).unwrap_or("");
        let default = key.starts_with('*');
        Some((key.trim_start_matches('*'), default, body))
    })
}

/// The variant `value` picks: an exact number, then a count's plural category, or a word;
/// else the default.
fn choose<'t>(select: &'t str, value: Option<Value>, lang: In) -> &'t str {
    let number = match &value {
        Some(Value::Number(x, places)) => Some((*x, *places)),
        Some(Value::Text(s)) => s.trim().parse::<f64>().ok().map(|x| (x, 0)),
        None => None,
    };
    let exact = number.and_then(|(x, _)| {
        variants(select).find(|(k, _, _)| k.parse::<f64>().is_ok_and(|k| k == x))
    });
    let category = number.map(|(x, places)| plural::category_in(lang.tag, x, places));
    let word = match &value {
        Some(Value::Text(s)) => Some(s.as_str()),
        _ => None,
    };
    exact
        .or_else(|| variants(select).find(|(k, _, _)| Some(*k) == category || Some(*k) == word))
        .or_else(|| variants(select).find(|(_, default, _)| *default))
        .map_or("", |(_, _, body)| body)
}
