//! LTI Client Side postMessage storage: a launch that needs no third-party cookie. Inside an
//! LMS's frame on another site, browsers that block third-party cookies drop the login's state
//! cookie, and the launch could not tell this browser's login from another's. When the LMS
//! names a storage frame (`lti_storage_target`), the login's page also puts the state there,
//! and a launch that arrives without the cookie is first answered with a page that reads it
//! back; only a same-origin post from that page, saying it matched, is taken as the browser's
//! proof. The work in the browser is `assets/lti-storage.js`.

use super::page::{escape, page};
use super::{App, Failure};
use crate::lti::Refusal;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::Response;

/// The browser side.
const SCRIPT: &str = include_str!("../../assets/lti-storage.js");

/// The longest storage target taken (a frame's name, or `_parent`).
const MAX_TARGET: usize = 200;

/// What a launch's form may carry for storage.
#[derive(serde::Deserialize, Default)]
pub struct Posted {
    /// The LMS's storage frame, when it offers one.
    pub lti_storage_target: Option<String>,
    /// What the check page found: [`CONFIRMED`] or not ([`CHECK_FIELD`]).
    pub storage_check: Option<String>,
}

/// The form field the check page posts back, and its two answers.
pub const CHECK_FIELD: &str = "storage_check";
const CONFIRMED: &str = "confirmed";
const UNCONFIRMED: &str = "unconfirmed";

/// The storage frame an LMS names, if it names a usable one.
pub fn target(raw: Option<&str>) -> Option<&str> {
    raw.filter(|t| !t.is_empty() && t.len() <= MAX_TARGET)
}

/// The key the state is kept under (the LMS keeps each tool's keys apart, by origin).
fn key(state: &str) -> String {
    format!("state_{state}")
}

/// The origin of `url` (`https://host:port`), where the LMS's storage frame must be.
pub fn origin_of(url: &str) -> Option<String> {
    let url = url::Url::parse(url).ok()?;
    let origin = url.origin();
    origin.is_tuple().then(|| origin.ascii_serialization())
}

/// The login's page when the LMS offers storage: puts the state in the LMS's frame, then goes
/// on to the LMS's authorization endpoint (`auth`, at `auth_origin`), as a redirect would.
pub fn login_page(auth: &str, auth_origin: &str, target: &str, state: &str) -> Response {
    let body = format!(
        "<main data-lti-storage data-mode=\"put\" data-target=\"{target}\" data-origin=\"{origin}\" \
         data-key=\"{key}\" data-value=\"{state}\"><h1>Opening the exercise…</h1>\
         <p><a href=\"{auth}\">Continue</a></p></main><script src=\"/lti/storage.js\"></script>",
        target = escape(target),
        origin = escape(auth_origin),
        key = escape(&key(state)),
        state = escape(state),
        auth = escape(auth),
    );
    page(StatusCode::OK, "Opening the exercise", &body)
}

/// The launch's page when the browser brought no cookie: reads the state back from the LMS's
/// frame and posts the launch again, saying whether it matched. The page's referrer policy is
/// `same-origin` so that its post carries its origin (`no-referrer` would send `null`).
pub fn check_page(
    app: &App,
    id_token: &str,
    state: &str,
    target: &str,
    auth_origin: &str,
) -> Response {
    let body = format!(
        "<main data-lti-storage data-mode=\"get\" data-target=\"{target}\" data-origin=\"{origin}\" \
         data-key=\"{key}\" data-value=\"{state}\"><h1>Opening the exercise…</h1>\
         <form method=\"post\" action=\"{action}\">\
         <input type=\"hidden\" name=\"id_token\" value=\"{id_token}\">\
         <input type=\"hidden\" name=\"state\" value=\"{state}\">\
         <input type=\"hidden\" name=\"lti_storage_target\" value=\"{target}\">\
         <input type=\"hidden\" name=\"{CHECK_FIELD}\" value=\"{UNCONFIRMED}\">\
         </form></main><script src=\"/lti/storage.js\"></script>",
        target = escape(target),
        origin = escape(auth_origin),
        key = escape(&key(state)),
        state = escape(state),
        id_token = escape(id_token),
        action = escape(&app.url("/lti/launch")),
    );
    let mut response = page(StatusCode::OK, "Opening the exercise", &body);
    response.headers_mut().insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    response
}

/// What a launch without the login's cookie proves about its browser.
pub enum Proof {
    /// Nothing yet: the LMS offers storage, so ask the browser to check it.
    Ask,
    /// The check page, on our own origin, found the state in the LMS's frame.
    Confirmed,
}

/// Reads a cookie-less launch to the server at `ours` (its origin): `check` is the posted
/// [`CHECK_FIELD`], `headers` the request's.
pub fn proof(ours: &str, check: Option<&str>, headers: &HeaderMap) -> Result<Proof, Refusal> {
    match check {
        None => Ok(Proof::Ask),
        Some(CONFIRMED) if same_origin(ours, headers) => Ok(Proof::Confirmed),
        // A post saying "confirmed" from another site is a forgery of the check page's.
        Some(CONFIRMED) => Err(Refusal::State),
        Some(_) => Err(Refusal::StorageUnconfirmed),
    }
}

/// Whether the request comes from a page of the origin `ours`: its `Origin` says so, and its
/// `Sec-Fetch-Site`, where the browser sends one, does not say otherwise.
fn same_origin(ours: &str, headers: &HeaderMap) -> bool {
    let text = |name| {
        headers
            .get(name)
            .and_then(|v: &HeaderValue| v.to_str().ok())
    };
    text(header::ORIGIN) == Some(ours)
        && text(header::HeaderName::from_static("sec-fetch-site"))
            .is_none_or(|site| site == "same-origin")
}

/// `GET /lti/storage.js`.
pub async fn script() -> Response {
    super::page::script(SCRIPT)
}

/// The platform's authorization origin, or the server's own trouble.
pub fn auth_origin(auth_endpoint: &str) -> Result<String, Failure> {
    origin_of(auth_endpoint)
        .ok_or_else(|| Failure::Server("the LMS's authorization endpoint is not a URL".into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    const OURS: &str = "https://puzzle.example.edu";

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (name, value) in pairs {
            h.insert(*name, HeaderValue::from_str(value).unwrap());
        }
        h
    }

    #[test]
    fn only_the_check_page_of_our_own_origin_confirms() {
        let own = headers(&[("origin", OURS), ("sec-fetch-site", "same-origin")]);
        assert!(matches!(
            proof(OURS, Some(CONFIRMED), &own),
            Ok(Proof::Confirmed)
        ));
        // A client that sends no Sec-Fetch-Site (an older browser) is judged by its Origin.
        let plain = headers(&[("origin", OURS)]);
        assert!(matches!(
            proof(OURS, Some(CONFIRMED), &plain),
            Ok(Proof::Confirmed)
        ));
        for forged in [
            headers(&[]),
            headers(&[("origin", "null")]),
            headers(&[("origin", "https://lms.example.edu")]),
            headers(&[("origin", "https://puzzle.example.edu.evil.example")]),
            headers(&[("origin", OURS), ("sec-fetch-site", "cross-site")]),
        ] {
            assert_eq!(
                proof(OURS, Some(CONFIRMED), &forged).err(),
                Some(Refusal::State),
                "{forged:?}"
            );
        }
        assert_eq!(
            proof(OURS, Some(UNCONFIRMED), &own).err(),
            Some(Refusal::StorageUnconfirmed)
        );
        assert!(matches!(proof(OURS, None, &headers(&[])), Ok(Proof::Ask)));
    }

    #[test]
    fn the_storage_target_and_origins_are_read_with_care() {
        assert_eq!(
            target(Some("post_message_forwarding")),
            Some("post_message_forwarding")
        );
        assert_eq!(target(Some("")), None);
        assert_eq!(target(Some(&"x".repeat(MAX_TARGET + 1))), None);
        assert_eq!(
            origin_of("https://lms.example.edu:8443/auth?x=1").as_deref(),
            Some("https://lms.example.edu:8443")
        );
        assert_eq!(origin_of("not a url"), None);
    }
}
