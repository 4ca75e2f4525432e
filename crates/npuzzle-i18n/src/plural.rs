//! A count's CLDR plural category in a language (`one`, `few`, `many`, …), which picks a
//! message's variant: by ICU4X's data natively, by the browser's `Intl.PluralRules` in the page.

use crate::Lang;

/// The category of `x` shown with `places` digits after the point, as Fluent names it.
pub fn category(lang: Lang, x: f64, places: u8) -> &'static str {
    category_in(lang.tag(), x, places)
}

/// As [`category`], for the language of a BCP 47 tag (any CLDR has, in a file or not).
pub fn category_in(tag: &str, x: f64, places: u8) -> &'static str {
    imp::category(tag, x, places.min(9))
}

/// The categories `lang`'s cardinal rules use (the translators' check asks a file for each).
#[cfg(not(target_arch = "wasm32"))]
pub fn categories(lang_tag: &str) -> Vec<&'static str> {
    imp::rules(lang_tag)
        .map(|r| r.categories().map(imp::name).collect())
        .unwrap_or_else(|| vec!["other"])
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use icu_plurals::{PluralCategory, PluralRules};
    use std::cell::RefCell;
    use std::collections::HashMap;

    thread_local! {
        static RULES: RefCell<HashMap<String, Option<PluralRules>>> = RefCell::new(HashMap::new());
    }

    pub fn rules(tag: &str) -> Option<PluralRules> {
        let locale = tag.parse::<icu_locale_core::Locale>().ok()?;
        PluralRules::try_new_cardinal(locale.into()).ok()
    }

    pub fn name(c: PluralCategory) -> &'static str {
        match c {
            PluralCategory::Zero => "zero",
            PluralCategory::One => "one",
            PluralCategory::Two => "two",
            PluralCategory::Few => "few",
            PluralCategory::Many => "many",
            PluralCategory::Other => "other",
        }
    }

    pub fn category(tag: &str, x: f64, places: u8) -> &'static str {
        RULES.with(|r| {
            let mut r = r.borrow_mut();
            let rules = r.entry(tag.to_string()).or_insert_with(|| rules(tag));
            let decimal = crate::number::decimal(x, places);
            rules
                .as_ref()
                .map_or("other", |rules| name(rules.category_for(&decimal)))
        })
    }
}

#[cfg(all(target_arch = "wasm32", feature = "browser"))]
mod imp {
    pub fn category(tag: &str, x: f64, places: u8) -> &'static str {
        match crate::number::plural_category(tag, x, places).as_str() {
            "zero" => "zero",
            "one" => "one",
            "two" => "two",
            "few" => "few",
            "many" => "many",
            _ => "other",
        }
    }
}

/// A wasm build without the browser (the words crate alone): English's rule.
#[cfg(all(target_arch = "wasm32", not(feature = "browser")))]
mod imp {
    pub fn category(_tag: &str, x: f64, places: u8) -> &'static str {
        if x == 1.0 && places == 0 {
            "one"
        } else {
            "other"
        }
    }
}
