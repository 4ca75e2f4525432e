//! The exercise page a student's launch lands on: the site's own page, made an exercise
//! package's page as `npuzzle package` makes it (the teacher's settings fixed in a meta tag, so
//! the address can change only the language), with the LMS adapter that speaks to this server
//! (`/lti/page.js`, over the site's `lms-sync.js`). The static site is not changed.

use super::App;
use super::page::escape;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// The adapter: reads the session from the address's fragment, resumes, sends each change.
const ADAPTER: &str = include_str!("../../assets/lti-page.js");

/// `GET /exercise/{who}/{link}?lang=…`: `who` names the student (a pseudonym), so that what the
/// browser keeps for this page is theirs alone (it keeps an attempt per page address); `link`
/// names the link, whose exercise settings its launches keep. The page's files are the site's,
/// at the root.
pub async fn page(State(app): State<App>, Path((_who, link)): Path<(String, String)>) -> Response {
    let settings = match crate::store::grades::link_exercise(&app.pool, &link).await {
        Ok(Some(s)) => s,
        Ok(None) => {
            return super::page::page(
                StatusCode::NOT_FOUND,
                "No such exercise",
                "<main data-refusal=\"no-link\"><h1>No such exercise</h1>\
                 <p>Open the exercise from your course again.</p></main>",
            );
        }
        Err(e) => {
            eprintln!("database: {e}");
            return super::page::trouble(
                "The tool's database did not answer. Try again in a moment.",
            );
        }
    };
    let html = match tokio::fs::read_to_string(app.site.join("index.html")).await {
        Ok(h) => h,
        Err(e) => return super::page::trouble(&format!("the site's page could not be read: {e}")),
    };
    let html = at_root(&html);
    let Some(at) = html.find("</head>") else {
        return super::page::trouble("the site's page has no head");
    };
    // The settings as the link gave them, less a language: the launch's comes in the address.
    let settings: String = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(
            url::form_urlencoded::parse(settings.trim_start_matches('?').as_bytes())
                .filter(|(k, _)| k != "lang"),
        )
        .finish();
    let head = format!(
        r#"<meta name="npuzzle-exercise" content="{}"><script src="lms-sync.js"></script><script src="lti/page.js"></script>"#,
        escape(&settings)
    );
    let mut response = (
        StatusCode::OK,
        format!("{}{head}{}", &html[..at], &html[at..]),
    )
        .into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    // The session rides in the fragment; no address of ours goes to another site.
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    response
}

/// The page with its files found at the site's root (the public URL is a host's root): its
/// `<base>` (the build's `./`) made `/`.
fn at_root(html: &str) -> String {
    let base = r#"<base href="/">"#;
    match html.find("<base ") {
        Some(start) => match html[start..].find('>') {
            Some(len) => format!("{}{base}{}", &html[..start], &html[start + len + 1..]),
            None => html.to_string(),
        },
        None => html.replacen("<head>", &format!("<head>{base}"), 1),
    }
}

/// `GET /lti/page.js`.
pub async fn adapter() -> Response {
    super::page::script(ADAPTER)
}

#[cfg(test)]
mod tests {
    use super::at_root;

    #[test]
    fn the_pages_files_are_found_at_the_root_from_a_students_address() {
        assert_eq!(
            at_root("<head><base href=./><title>x</title></head>"),
            r#"<head><base href="/"><title>x</title></head>"#
        );
        assert_eq!(
            at_root("<head><title>x</title></head>"),
            r#"<head><base href="/"><title>x</title></head>"#
        );
    }
}
