//! The words of every interface, in English, German and Spanish: the page and the `<n-puzzle>`
//! element ([`Key`]), the command line ([`CliKey`]), and what both say about the core's values
//! (errors, the solvability explanation, the method a solver used, the assignment's printout).
//!
//! Tables are written with one row per key and the three languages side by side, so a missing
//! translation does not compile; a test checks that every language fills the same `{values}`.
//! The command line's own sentences sit in a table of their own so they stay out of the page's
//! WebAssembly.

/// Declares a table of keys: `texts! { /// doc  Name; Key => ("en", "de", "es"), … }`.
macro_rules! texts {
    ($(#[$meta:meta])* $name:ident; $($key:ident => ($en:expr, $de:expr, $es:expr),)*) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[allow(missing_docs)]
        pub enum $name { $($key,)* }

        impl $name {
            /// Every key, for the tests.
            pub const ALL: &'static [$name] = &[$($name::$key,)*];

            /// The English templates, in key order.
            const EN: &'static [&'static str] = &[$($en,)*];

            /// What a file of this table's words must name to be read ([`crate::fetched`]): the
            /// English templates in order, so a file of another build is never misread.
            pub const FINGERPRINT: u32 = crate::fetched::fingerprint(Self::EN);

            /// The templates in `lang`, in key order (compiled in; see [`crate::fetched`]).
            #[cfg(not(all(feature = "fetched", target_arch = "wasm32")))]
            pub fn table(lang: Lang) -> &'static [&'static str] {
                // Three tables indexed by the key: data, where a match on (key, language)
                // would be a jump table of code in the page's wasm.
                const DE: &[&str] = &[$($de,)*];
                const ES: &[&str] = &[$($es,)*];
                match lang {
                    Lang::En => Self::EN,
                    Lang::De => DE,
                    Lang::Es => ES,
                }
            }

            /// The template in `lang`.
            #[cfg(not(all(feature = "fetched", target_arch = "wasm32")))]
            pub fn text(self, lang: Lang) -> &'static str {
                Self::table(lang)[self as usize]
            }

            /// The template in `lang`: English until that language's words have arrived.
            #[cfg(all(feature = "fetched", target_arch = "wasm32"))]
            pub fn text(self, lang: Lang) -> &'static str {
                crate::fetched::get(lang, stringify!($name), self as usize)
                    .unwrap_or(Self::EN[self as usize])
            }
        }
    };
}

mod assignment;
mod cli;
pub mod fetched;
mod keys;
mod lang;
mod said;
mod words;

pub use assignment::{assignment_counts, assignment_text, no_solution};
pub use cli::CliKey;
pub use keys::Key;
pub use lang::Lang;
pub use said::{Arg, Fixed, Plain, Said, decimal, duration, group};
pub use words::{algorithm_name, error, explain, heuristic_name, method, way};

#[cfg(test)]
mod tests;
