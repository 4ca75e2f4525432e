//! The exercise page a student's launch lands on: the site's own page, made an exercise
//! package's page as `npuzzle package` makes it (the teacher's settings fixed in a meta tag, so
//! the address can change only the language), with the LMS adapter that speaks to this server
//! (`/lti/page.js`, over the site's `lms-sync.js`); and the same page as a teacher opens a
//! student's kept attempt from the class view, with an adapter that sends nothing
//! (`/lti/review.js`). The static site is not changed.

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
    made(&app, &link, None).await
}

/// A student's attempt opened from the class view: the page resumes from its kept record and
/// sends nothing.
pub struct Review<'a> {
    /// The student, as the class view names them.
    pub who: &'a str,
    /// The attempt's number.
    pub attempt: u32,
    /// Whether it has ended.
    pub ended: bool,
    /// Its kept record, as the student's page sent it.
    pub record: &'a str,
    /// The teacher's language (the notice's).
    pub lang: npuzzle_i18n::Lang,
}

/// The exercise page of the link named `link` (its key): a student's, or with `review` a
/// teacher's look at a kept attempt.
pub async fn made(app: &App, link: &str, review: Option<Review<'_>>) -> Response {
    let settings = match crate::store::grades::link_exercise(&app.pool, link).await {
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
    let Some(html) = exercise_html(&html, &settings, review.as_ref()) else {
        return super::page::trouble("the site's page has no head");
    };
    let mut response = (StatusCode::OK, html).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    // A review carries a student's record: never kept by the browser.
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(if review.is_some() {
            "no-store"
        } else {
            "no-cache"
        }),
    );
    // The session rides in the fragment; no address of ours goes to another site.
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    response
}

/// The site's page (`html`) made the link's exercise page: its files at the root, the link's
/// settings (`settings`, less a language: the launch's comes in the address) fixed in a meta
/// tag, and the adapter: the student's, which reports to the server, or a review's, which
/// sends nothing, with the kept record to resume from on the root element and a notice at the
/// top. `None` if the page has no head.
fn exercise_html(html: &str, settings: &str, review: Option<&Review>) -> Option<String> {
    let html = at_root(html);
    let at = html.find("</head>")?;
    let settings: String = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(
            url::form_urlencoded::parse(settings.trim_start_matches('?').as_bytes())
                .filter(|(k, _)| k != "lang"),
        )
        .finish();
    let meta = format!(
        r#"<meta name="npuzzle-exercise" content="{}">"#,
        escape(&settings)
    );
    let Some(review) = review else {
        return Some(format!(
            r#"{}{meta}<script src="lms-sync.js"></script><script src="lti/page.js"></script>{}"#,
            &html[..at],
            &html[at..]
        ));
    };
    let page = format!(
        r#"{}{meta}<script src="lti/review.js"></script>{}"#,
        &html[..at],
        &html[at..]
    )
    .replacen(
        "<html",
        &format!(r#"<html data-npuzzle-resume="{}""#, escape(review.record)),
        1,
    );
    let body = page.find("<body")?;
    let body = body + page[body..].find('>')? + 1;
    Some(format!(
        "{}{}{}",
        &page[..body],
        review_notice(review),
        &page[body..]
    ))
}

/// The page of an attempt asked for that the link does not keep.
pub fn no_attempt() -> Response {
    super::page::page(
        StatusCode::NOT_FOUND,
        "No such attempt",
        "<main data-refusal=\"no-attempt\"><h1>No such attempt</h1>\
         <p>This link keeps no such attempt of that student. Open it again from the class view.</p></main>",
    )
}

/// The review's notice, at the top of the page, in the teacher's language.
fn review_notice(review: &Review) -> String {
    use npuzzle_i18n::{ClassKey as K, Value};
    let whose = if review.ended {
        K::ReviewEnded
    } else {
        K::ReviewOpen
    };
    let whose = whose.fill(
        review.lang,
        &[
            ("who", Value::Text(review.who.to_string())),
            ("attempt", Value::Typed(review.attempt.into())),
        ],
    );
    format!(
        "<div class=\"top npz\" data-npuzzle-review lang=\"{tag}\" dir=\"{dir}\"><p class=\"notice\" role=\"note\">\
         <strong>{whose}</strong> {note}</p></div>",
        tag = review.lang.tag(),
        dir = if review.lang.rtl() { "rtl" } else { "ltr" },
        whose = escape(&whose),
        note = escape(K::ReviewNote.text(review.lang)),
    )
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

/// `GET /lti/review.js`: a review's adapter, which sends nothing.
pub async fn review_adapter() -> Response {
    super::page::script(include_str!("../../assets/lti-review.js"))
}

#[cfg(test)]
mod tests {
    use super::{Review, at_root, exercise_html};

    const SITE: &str = "<!doctype html><html lang=en><head><base href=./><title>x</title></head>\
                        <body><main id=app></main></body></html>";

    #[test]
    fn a_students_page_reports_to_the_server_with_the_links_settings_fixed() {
        let page = exercise_html(SITE, "?board=1+2&lang=fr&exercise=play", None).unwrap();
        assert!(page.contains(
            r#"<meta name="npuzzle-exercise" content="board=1+2&amp;exercise=play"><script src="lms-sync.js"></script><script src="lti/page.js"></script></head>"#
        ), "{page}");
        assert!(!page.contains("review") && !page.contains("data-npuzzle-resume"));
    }

    #[test]
    fn a_review_resumes_the_kept_record_sends_nothing_and_says_whose_it_is() {
        let review = Review {
            who: "<b>Ana</b>",
            attempt: 3,
            ended: false,
            record: r#"{"path":"\"><script>x</script>","moves":2}"#,
            lang: npuzzle_i18n::Lang::En,
        };
        let page = exercise_html(SITE, "board=1", Some(&review)).unwrap();
        assert!(page.starts_with(
            r#"<!doctype html><html data-npuzzle-resume="{&quot;path&quot;:&quot;\&quot;&gt;&lt;script&gt;x&lt;/script&gt;&quot;,&quot;moves&quot;:2}" lang=en>"#
        ), "{page}");
        assert!(page.contains(r#"<script src="lti/review.js"></script></head>"#));
        assert!(!page.contains("lms-sync.js") && !page.contains("lti/page.js"));
        let notice = page.split("<body>").nth(1).unwrap();
        assert!(
            notice
                .starts_with("<div class=\"top npz\" data-npuzzle-review lang=\"en\" dir=\"ltr\">"),
            "{notice}"
        );
        assert!(notice.contains(
            "&lt;b&gt;Ana&lt;/b&gt;&#39;s attempt 3, as they left it (not ended).</strong>"
        ));
        assert!(notice.contains("nothing done here is kept or sent"));
        assert!(
            !page.contains("<script>x"),
            "the record cannot end its attribute"
        );
    }

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
