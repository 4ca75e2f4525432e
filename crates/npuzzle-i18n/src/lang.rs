//! The languages and how a language is picked: a browser tag (`de-AT`) or a POSIX locale
//! (`es_ES.UTF-8`).

/// A language of the course material.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// German.
    De,
    /// Spanish.
    Es,
}

impl Lang {
    /// Every language.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Es];

    /// The language of a tag such as `de`, `de-AT` or `es_419`; `None` for one we lack.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "de" => Some(Lang::De),
            "es" => Some(Lang::Es),
            _ => None,
        }
    }

    /// The first of the browser's languages we have, else English.
    pub fn pick<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred
            .into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }

    /// The BCP 47 tag (`lang` attribute).
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Es => "es",
        }
    }
}

impl Lang {
    /// The language a code names exactly: `en`, `de` or `es` (the command line's `--lang`).
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.tag() == code)
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
}
