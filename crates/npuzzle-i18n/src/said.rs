//! Something to say ([`Said`]): a key and its values, worded only when shown; and how numbers
//! are written in each language.

use crate::message::{Value, fill};
use crate::{Key, Lang, method, number};

/// Something to say: a key and its values, put into words only when shown, so a change of
/// language re-words everything already on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    /// The template.
    pub key: Key,
    /// Values for its `{ $names }`; a value may itself be something to say.
    pub args: Vec<(&'static str, Arg)>,
}

/// A value in a template.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Shown as it is (tile labels, text the user typed).
    Plain(String),
    /// A board's size, rows × columns, in the language's digits (`۳×۳` in Persian: one line
    /// never mixes two digit systems).
    Size(usize, usize),
    /// A number, with this many digits after the point: written in the language's style, and a
    /// count picks its plural form.
    Number(f64, u8),
    /// A whole number as typed, in ASCII digits (an error echoing the person's input); a count
    /// still picks its plural form.
    Typed(u64),
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

    /// Adds a value: a number (a count or a measure) or text.
    pub fn with(self, name: &'static str, value: impl Plain) -> Said {
        self.with_arg(name, value.arg())
    }

    /// The one copy of [`Said::with`]'s work (the generic part is only `arg`).
    #[inline(never)]
    fn with_arg(mut self, name: &'static str, arg: Arg) -> Said {
        self.args.push((name, arg));
        self
    }

    /// Adds a whole number as the person typed it (ASCII digits; a count still picks its plural
    /// form).
    pub fn with_typed(self, name: &'static str, n: impl Into<u64>) -> Said {
        self.with_arg(name, Arg::Typed(n.into()))
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
        fill(self.key.text(lang), lang, &|name| {
            let (_, arg) = self.args.iter().find(|(n, _)| *n == name)?;
            Some(match arg {
                Arg::Plain(s) => Value::Text(s.clone()),
                Arg::Size(r, c) => Value::Text(size(lang, *r, *c)),
                Arg::Number(x, places) => Value::Number(*x, *places),
                Arg::Typed(n) => Value::Typed(*n),
                Arg::Said(s) => Value::Text(s.text(lang)),
                Arg::Method(m) => Value::Text(method(lang, m)),
            })
        })
    }
}

impl From<Key> for Said {
    fn from(key: Key) -> Said {
        Said::key(key)
    }
}

/// `rows×cols` in `lang`'s digits.
pub fn size(lang: Lang, rows: usize, cols: usize) -> String {
    let n = |x: usize| number::format(lang, x as f64, 0);
    format!("{}×{}", n(rows), n(cols))
}

/// 1234567 → "1,234,567" (English), "1.234.567" (German), "1 234 567" (French).
pub fn group(lang: Lang, n: u64) -> String {
    number::format(lang, n as f64, 0)
}

/// What a message's placeholder takes: text, or a number (which the language writes in its
/// style and counts by). Not `f64`: say how many digits to show ([`Fixed`]).
pub trait Plain {
    /// The value.
    fn arg(&self) -> Arg;
}

impl<T: Plain + ?Sized> Plain for &T {
    fn arg(&self) -> Arg {
        (**self).arg()
    }
}

macro_rules! text_values {
    ($($t:ty),*) => {$(
        impl Plain for $t {
            fn arg(&self) -> Arg {
                Arg::Plain(self.to_string())
            }
        }
    )*};
}
text_values!(
    str,
    String,
    std::borrow::Cow<'_, str>,
    npuzzle_core::Error,
    npuzzle_core::Algorithm,
    std::io::Error,
    std::path::Display<'_>,
    char
);

impl Plain for npuzzle_core::Shape {
    fn arg(&self) -> Arg {
        Arg::Size(self.rows(), self.cols())
    }
}

macro_rules! number_values {
    ($($t:ty),*) => {$(
        impl Plain for $t {
            fn arg(&self) -> Arg {
                Arg::Number(*self as f64, 0)
            }
        }
    )*};
}
number_values!(u8, u16, u32, u64, usize, i32, i64);

/// `x` with this many digits after the point (at most 9), rounded half away from zero: as a
/// value, in the language's style; as `Display`, in ASCII digits (by integer arithmetic:
/// printing an `f64` would pull Rust's float printer, about 11 KB, into the page's wasm).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fixed(pub f64, pub u8);

impl Fixed {
    /// `value` in `unit`s (bytes in MB: `1_000_000`), to the fewest digits after the point that
    /// tell it from `limit` (at most the unit's zeros: then it is exact), rounded half up: a
    /// size over a limit never reads as the limit. 73,456,789 bytes against 50 MB is 73 MB;
    /// 50,000,001 bytes is 50.000001 MB, not 50. The Scan dialog rounds the same way
    /// (`www/scan.js`, `millions`).
    pub fn beside(value: u64, limit: u64, unit: u64) -> Fixed {
        let (mut step, mut places) = (unit.max(1), 0u8);
        loop {
            let round = |v: u64| (v + step / 2) / step;
            if round(value) != round(limit) || step == 1 || places == 9 {
                return Fixed(round(value) as f64 / 10f64.powi(i32::from(places)), places);
            }
            step /= 10;
            places += 1;
        }
    }
}

impl Plain for Fixed {
    fn arg(&self) -> Arg {
        Arg::Number(self.0, self.1.min(9))
    }
}

impl std::fmt::Display for Fixed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&number::ascii(self.0, self.1))
    }
}

/// A duration: whole milliseconds below a second, else seconds with one decimal, each with
/// the language's abbreviation (`ms` and `seconds`: "12 мс", "2,5 с").
pub fn duration(lang: Lang, ms: f64) -> String {
    if ms < 1000.0 {
        let value = |name: &str| (name == "ms").then_some(Value::Number(ms, 0));
        fill(Key::Ms.text(lang), lang, &value)
    } else {
        format!("{} {}", decimal(lang, ms / 1000.0), Key::Seconds.text(lang))
    }
}

/// A decimal with one digit after the point, in the language's style ("2.5", "2,5", "۲٫۵").
pub fn decimal(lang: Lang, x: f64) -> String {
    number::format(lang, x, 1)
}
