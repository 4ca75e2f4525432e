//! The languages (the folders of `locales/`, compiled in by `build.rs`) and how one is picked:
//! a browser tag (`de-AT`, `pt-PT`, `zh-TW`: the base language), a POSIX locale
//! (`es_ES.UTF-8`), or an LMS learner's preference.

use crate::Lang;

impl Lang {
    /// The BCP 47 tag (`lang` attribute): the folder's name.
    pub fn tag(self) -> &'static str {
        Self::TAGS[self as usize]
    }

    /// The language's own name for itself (`Français`), for the language menu.
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }

    /// Whether it is written right to left (the page mirrors its layout).
    pub fn rtl(self) -> bool {
        Self::RTL[self as usize]
    }

    /// The language a code names exactly (`fr`; the command line's `--lang`).
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.tag() == code)
    }

    /// The language of a tag such as `de`, `de-AT`, `pt_BR` or `zh-Hant-TW`: the whole tag if a
    /// folder has that name (`zh-TW` beside `zh`), else its base language; `None` for a
    /// language we lack.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let tag = tag.trim();
        let base = tag.split(['-', '_']).next()?;
        [tag, base].into_iter().find_map(|t| {
            Lang::ALL
                .into_iter()
                .find(|l| l.tag().eq_ignore_ascii_case(t))
        })
    }

    /// The first of the browser's languages we have, else English.
    pub fn pick<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred
            .into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }

    /// The language of a POSIX locale (`es_ES.UTF-8`, `de_DE@euro`, `C`): `None` for `C`,
    /// `POSIX` or a language we lack.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let name = locale.split(['.', '@']).next().unwrap_or_default();
        if matches!(name, "C" | "POSIX") {
            return None;
        }
        Lang::from_tag(name)
    }

    /// The language of the messages from the environment, as POSIX programs pick it: the first of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty decides; English if it names
    /// `C`, `POSIX` or a language we lack. `var` reads a variable (`std::env::var` in use).
    pub fn from_env(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|v| !v.is_empty())
            .and_then(|v| Lang::from_locale(&v))
            .unwrap_or_default()
    }

    /// Every language's code, as a list for a sentence (`en, ar, de, …`).
    pub fn codes() -> String {
        Lang::ALL.map(Lang::tag).join(", ")
    }
}
