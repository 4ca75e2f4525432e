//! The words of every interface in every language of `locales/` (one Fluent file per language,
//! `locales/<code>/npuzzle.ftl`): the page and the `<n-puzzle>` element ([`Key`]), the command
//! line ([`CliKey`]), the class server's view of a class ([`ClassKey`]), the scan dialog, and
//! what the page and the command line say about the core's values (errors, the solvability
//! explanation, the method a solver used, the assignment's printout).
//!
//! The files are compiled at build time (`build.rs`, [`compile`]): the keys are English's message
//! ids, typed, so a key the code names and English lacks does not compile, and a language that
//! lacks a key fails the translators' check (`tests.rs`, `examples/check-locales.rs`). Counts
//! pick their plural form by CLDR's rules and numbers are written in each language's style
//! ([`plural`], [`number`]): natively by ICU4X, in the page by the browser's `Intl`, so the
//! page's wasm carries neither Fluent's parser nor CLDR's data. The templates' format is in
//! [`marks`]. The command line's own sentences
//! sit in a table of their own so they stay out of the page's WebAssembly, and the page fetches
//! every language but English when it is chosen ([`fetched`]).

include!(concat!(env!("OUT_DIR"), "/words.rs"));

impl Key {
    /// The template in `lang` (a compact template: see [`marks`]; as it is shown when the
    /// message has no placeholders).
    #[cfg(not(all(feature = "browser", target_arch = "wasm32")))]
    pub fn text(self, lang: Lang) -> &'static str {
        Self::TABLES[lang as usize][self as usize]
    }

    /// The template in `lang`: English until that language's words have arrived.
    #[cfg(all(feature = "browser", target_arch = "wasm32"))]
    pub fn text(self, lang: Lang) -> &'static str {
        fetched::get(lang, self as usize).unwrap_or(Self::EN[self as usize])
    }

    /// Every template in `lang`, in key order (compiled in).
    #[cfg(not(all(feature = "browser", target_arch = "wasm32")))]
    pub fn table(lang: Lang) -> &'static [&'static str] {
        Self::TABLES[lang as usize]
    }

    /// What a file of another language's templates must name to be read ([`fetched`]): the
    /// English templates in order, so a file of another build is never misread.
    pub const FINGERPRINT: u32 = fetched::fingerprint(Self::EN);

    /// The Fluent id (`board-region`).
    #[cfg(not(all(feature = "browser", target_arch = "wasm32")))]
    pub fn id(self) -> &'static str {
        Self::IDS[self as usize]
    }
}

impl ElementKey {
    /// The template in `lang` (natively: `examples/export-words.rs` writes them for the site).
    #[cfg(not(all(feature = "browser", target_arch = "wasm32")))]
    pub fn text(self, lang: Lang) -> &'static str {
        Self::TABLES[lang as usize][self as usize]
    }
}

impl ScanKey {
    /// The template in `lang` (natively: `examples/export-words.rs` writes them for the site).
    #[cfg(not(all(feature = "browser", target_arch = "wasm32")))]
    pub fn text(self, lang: Lang) -> &'static str {
        Self::TABLES[lang as usize][self as usize]
    }
}

#[cfg(not(all(feature = "browser", target_arch = "wasm32")))]
impl ClassKey {
    /// The template in `lang` (the class server's; never in the page's wasm).
    pub fn text(self, lang: Lang) -> &'static str {
        Self::TABLES[lang as usize][self as usize]
    }

    /// The template in `lang` with its `{ $values }` filled by name. The view is a web page, so
    /// in a language written right to left each value is isolated: a Latin name or the LMS's
    /// English answer does not reorder the words around it.
    pub fn fill(self, lang: Lang, values: &[(&str, Value)]) -> String {
        let to = message::In {
            tag: lang.tag(),
            isolate: lang.rtl(),
        };
        message::fill(self.text(lang), to, &|name| {
            values
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.clone())
        })
    }
}

impl CliKey {
    /// The template in `lang`.
    #[cfg(not(all(feature = "browser", target_arch = "wasm32")))]
    pub fn text(self, lang: Lang) -> &'static str {
        Self::TABLES[lang as usize][self as usize]
    }

    /// The template in `lang` (the page has only English's).
    #[cfg(all(feature = "browser", target_arch = "wasm32"))]
    pub fn text(self, _lang: Lang) -> &'static str {
        Self::EN[self as usize]
    }
}

mod assignment;
#[cfg(not(target_arch = "wasm32"))]
pub mod check;
mod cli;
#[cfg(not(target_arch = "wasm32"))]
pub mod compile;
pub mod fetched;
mod formula;
mod lang;
pub mod marks;
pub mod message;
pub mod number;
pub mod plural;
mod said;
mod words;

pub use assignment::{assignment_counts, assignment_text, no_solution};
pub use formula::{bad_formula, check_error, formula_error, not_a_number};
pub use message::Value;
pub use said::{Arg, Fixed, Plain, Said, decimal, duration, group};
pub use words::{algorithm_name, error, explain, heuristic_name, menu_label, method, way};

#[cfg(test)]
mod tests;
