//! The server's own small pages (a refusal, trouble, a registration done), plain HTML with no
//! inline script, under a strict Content-Security-Policy.

use crate::lti::Refusal;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use npuzzle_i18n::Lang;

/// `text` with HTML's special characters escaped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A whole page in English around `body` (already escaped), with `status`.
pub fn page(status: StatusCode, title: &str, body: &str) -> Response {
    page_in(Lang::En, status, title, body)
}

/// A whole page in `lang` around `body` (already escaped, in that language), with `status`:
/// its layout mirrors in a language written right to left (the style's sides are logical).
pub fn page_in(lang: Lang, status: StatusCode, title: &str, body: &str) -> Response {
    let mut response = (status, Html(document(lang, title, body))).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static("default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; form-action *; frame-ancestors *"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    response
}

/// The page's HTML.
pub fn document(lang: Lang, title: &str, body: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{tag}\" dir=\"{dir}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title}</title><style>body{{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}}[role=alert]{{color:#a4000f;font-weight:600}}table{{border-collapse:collapse;width:100%;margin:1rem 0}}caption{{text-align:start;font-weight:600}}th,td{{text-align:start;vertical-align:top;padding:.3rem .5rem;border-bottom:1px solid #bbb}}thead th{{border-bottom:2px solid #555}}.wide{{overflow-x:auto}}th button{{font:inherit;font-weight:600;color:inherit;background:none;border:0;padding:0;text-align:start;text-decoration:underline dotted;cursor:pointer}}</style>\
         </head><body>{body}</body></html>",
        tag = lang.tag(),
        dir = if lang.rtl() { "rtl" } else { "ltr" },
        title = escape(title)
    )
}

/// The page of a refused login or launch: what happened and what to do, with its code.
pub fn refusal(status: StatusCode, r: &Refusal) -> Response {
    let body = format!(
        "<main data-refusal=\"{code}\"><h1>The launch was refused</h1><p>{why}.</p>\
         <p>Open the exercise again from your course. If this keeps happening, tell your teacher or \
         the LMS's administrator, with this code: <code>{code}</code>.</p></main>",
        code = r.code(),
        why = escape(&capitalised(&r.to_string())),
    );
    page(status, "The launch was refused", &body)
}

/// The page of a failure on the server's side (503: try again).
pub fn trouble(why: &str) -> Response {
    let body = format!(
        "<main data-trouble><h1>The tool could not answer</h1><p>{}</p></main>",
        escape(why)
    );
    page(
        StatusCode::SERVICE_UNAVAILABLE,
        "The tool could not answer",
        &body,
    )
}

/// A script of the server's own, as JavaScript.
pub fn script(js: &'static str) -> Response {
    let mut response = js.into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/javascript; charset=utf-8"),
    );
    response
}

/// Tells the LMS's registration dialog that it may close (LTI Dynamic Registration).
pub async fn close_script() -> Response {
    script(
        "(window.opener || window.parent).postMessage({subject: 'org.imsglobal.lti.close'}, '*');\n",
    )
}

/// Posts the page's form `#autosubmit` at once (the button stays for a browser without scripts).
pub async fn submit_script() -> Response {
    script("document.getElementById('autosubmit')?.submit();\n")
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|first| first.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}
