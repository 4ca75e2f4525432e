//! Something to say ([`Said`]): a key and its values, worded only when shown; and how numbers
//! are written in each language.

use crate::{Key, Lang, method};

/// Something to say: a key and its values, put into words only when shown, so a change of
/// language re-words everything already on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// The template.
    pub key: Key,
    /// Values for its `{names}`; a value may itself be something to say.
    pub args: Vec<(&'static str, Arg)>,
}

/// A value in a template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Shown as it is (numbers, tile labels, text the user typed).
    Plain(String),
    /// Worded in the language too.
    Said(Box<Said>),
    /// How the core solved a board (see [`method`]).
    Method(npuzzle_core::Method),
}

impl Said {
    /// A template with no values.
    pub fn key(key: Key) -> Said {
        Said { key, args: vec![] }
    }

    /// Adds a plain value.
    pub fn with(self, name: &'static str, value: impl Plain) -> Said {
        self.with_text(name, value.to_string())
    }

    /// The one copy of [`Said::with`]'s work (the generic part is only the `to_string`).
    #[inline(never)]
    fn with_text(mut self, name: &'static str, value: String) -> Said {
        self.args.push((name, Arg::Plain(value)));
        self
    }

    /// Adds a value that is itself worded.
    pub fn with_said(mut self, name: &'static str, value: Said) -> Said {
        self.args.push((name, Arg::Said(Box::new(value))));
        self
    }

    /// Adds how the core solved a board, worded in the language when shown.
    pub fn with_method(mut self, name: &'static str, method: npuzzle_core::Method) -> Said {
        self.args.push((name, Arg::Method(method)));
        self
    }

    /// In words, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let mut out = self.key.text(lang).to_string();
        for (name, value) in &self.args {
            let value = match value {
                Arg::Plain(s) => s.clone(),
                Arg::Said(s) => s.text(lang),
                Arg::Method(s) => method(lang, s),
            };
            out = out.replace(&format!("{{{name}}}"), &value);
        }
        out
    }
}

impl From<Key> for Said {
    fn from(key: Key) -> Said {
        Said::key(key)
    }
}

/// 1234567 → "1,234,567" (English), "1.234.567" (German), "1.234.567" (Spanish).
pub fn group(lang: Lang, n: u64) -> String {
    let sep = match lang {
        Lang::En => ',',
        Lang::De | Lang::Es => '.',
    };
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(sep);
        }
        out.push(ch);
    }
    out
}

/// What a message's placeholder takes as is: text and whole numbers. Not `f64`: say how to
/// print it ([`Fixed`], [`decimal`], [`duration`]), which also keeps the float printer out of
/// the wasm.
pub trait Plain: ToString {}
impl<T: Plain + std::fmt::Display> Plain for &T {}
impl Plain for &str {}
impl Plain for String {}
impl Plain for std::borrow::Cow<'_, str> {}
impl Plain for npuzzle_core::Error {}
impl Plain for npuzzle_core::Algorithm {}
impl Plain for npuzzle_core::Shape {}
impl Plain for char {}
impl Plain for u8 {}
impl Plain for u16 {}
impl Plain for u32 {}
impl Plain for u64 {}
impl Plain for usize {}
impl Plain for i32 {}
impl Plain for i64 {}
impl Plain for Fixed {}

/// `x` with this many digits after the point (at most 9), rounded half away from zero, by integer arithmetic:
/// printing an `f64` would pull Rust's float printer (about 11 KB) into the page's wasm.
pub struct Fixed(pub f64, pub u8);

impl std::fmt::Display for Fixed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let places = u32::from(self.1.min(9));
        let scale = 10u64.pow(places);
        let t = (self.0 * scale as f64).round();
        if !t.is_finite() {
            return f.write_str("?");
        }
        let sign = if t < 0.0 { "-" } else { "" };
        let a = (t as i64).unsigned_abs();
        if places > 0 {
            let width = places as usize;
            write!(f, "{sign}{}.{:0width$}", a / scale, a % scale)
        } else {
            write!(f, "{sign}{a}")
        }
    }
}

/// A duration: whole milliseconds below a second, else seconds with one decimal.
pub fn duration(lang: Lang, ms: f64) -> String {
    if ms < 1000.0 {
        format!("{} ms", Fixed(ms, 0))
    } else {
        format!("{} s", decimal(lang, ms / 1000.0))
    }
}

/// A decimal with one digit after the point, in the language's style ("2.5", "2,5").
pub fn decimal(lang: Lang, x: f64) -> String {
    let s = Fixed(x, 1).to_string();
    match lang {
        Lang::En => s,
        Lang::De | Lang::Es => s.replace('.', ","),
    }
}
