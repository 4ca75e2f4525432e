//! The command line's own sentences (`cli-*` in the Fluent files; what it shares with the page
//! is in [`crate::Key`]), filled with their values.

use crate::message::{Value, fill};
use crate::{Arg, CliKey, Lang, Plain, method};

impl CliKey {
    /// The template in `lang` with its `{ $values }` filled: numbers in the language's style,
    /// counts in their plural form.
    pub fn fill(self, lang: Lang, values: &[(&str, &dyn Plain)]) -> String {
        filled(self.text(lang), lang, values)
    }
}

#[cfg(not(all(feature = "browser", target_arch = "wasm32")))]
impl crate::ScanKey {
    /// The template in `lang` with its `{ $values }` filled, as [`CliKey::fill`]: the command
    /// line says what the photo reader found in the Scan dialog's words (one table for both).
    pub fn fill(self, lang: Lang, values: &[(&str, &dyn Plain)]) -> String {
        filled(self.text(lang), lang, values)
    }
}

fn filled(template: &str, lang: Lang, values: &[(&str, &dyn Plain)]) -> String {
    fill(template, lang, &|name| {
        let (_, value) = values.iter().find(|(n, _)| *n == name)?;
        Some(match value.arg() {
            Arg::Plain(s) => Value::Text(s),
            Arg::Size(r, c) => Value::Text(crate::said::size(lang, r, c)),
            Arg::Number(x, places) => Value::Number(x, places),
            Arg::Typed(n) => Value::Typed(n),
            Arg::Said(s) => Value::Text(s.text(lang)),
            Arg::Method(m) => Value::Text(method(lang, &m)),
        })
    })
}
