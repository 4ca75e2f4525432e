//! Where a launch lands: the exercise's page, and the language the LMS asked for (a learner's
//! launch and the class view both read them).

use super::App;
use crate::lti::claims::IdToken;
use npuzzle_i18n::Lang;

/// The site's page with the link's exercise (its `exercise` custom parameter holds the page's
/// query: `exercise=play&board=…`), in the launch's language, as anyone sees it.
pub fn exercise_url(app: &App, claims: &IdToken) -> String {
    let mut url = url::Url::parse(&app.url("/")).expect("the public URL parses");
    {
        let mut q = url.query_pairs_mut();
        if let Some(query) = claims.custom("exercise") {
            for (k, v) in url::form_urlencoded::parse(query.trim_start_matches('?').as_bytes()) {
                if k != "lang" {
                    q.append_pair(&k, &v);
                }
            }
        }
        if let Some(locale) = locale(claims) {
            q.append_pair("lang", locale);
        }
    }
    if url.query() == Some("") {
        url.set_query(None);
    }
    url.to_string()
}

/// A student's exercise page (`path`: `/exercise/{student}/{link}`), which reports to this
/// server, in the launch's language; the session rides in the fragment, which is never sent
/// to a server or in a Referer.
pub fn student_url(app: &App, claims: &IdToken, path: &str, session: &str) -> String {
    let mut url = url::Url::parse(&app.url(path)).expect("the public URL parses");
    if let Some(locale) = locale(claims) {
        url.query_pairs_mut().append_pair("lang", locale);
    }
    url.set_fragment(Some(&format!("lti={session}")));
    url.to_string()
}

/// The launch's language among the product's (`ar-EG` is Arabic), else English.
pub fn lang(claims: &IdToken) -> Lang {
    locale(claims).and_then(Lang::from_tag).unwrap_or_default()
}

/// The launch's language, as the LMS gives it.
fn locale(claims: &IdToken) -> Option<&str> {
    claims
        .presentation
        .as_ref()
        .and_then(|p| p.locale.as_deref())
}
