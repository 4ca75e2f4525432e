//! The class view: a teacher's launch of a link lands on its students' attempts and grades,
//! whether each grade has reached the gradebook (or why not yet), and each question across the
//! class (the share right, the common wrong answers), with every answer as CSV. Only a teaching
//! role in the course sees it (the launch's roles claim); a refresh, the page's own every
//! second and the CSV post the session back in a form, never in an address.

use super::page::{escape, page};
use super::{App, Failure};
use crate::lti::Refusal;
use crate::lti::claims::{self, IdToken};
use crate::report;
use crate::store::{self, Session, grades};
use axum::extract::{Form, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

/// The class view of the teacher's session (a launch of the link).
pub async fn view(app: &App, claims: &IdToken, session: &Session) -> Result<Response, Failure> {
    let link = session.resource_link_id.as_deref().unwrap_or_default();
    let members = grades::class(&app.pool, &session.platform_id, link).await?;
    let sheets = grades::sheets(&app.pool, &session.platform_id, link).await?;
    let tried = grades::attempts(&app.pool, &session.platform_id, link).await?;
    let title = claims
        .resource_link
        .as_ref()
        .and_then(|r| r.title.clone())
        .filter(|t| !t.is_empty())
        .unwrap_or_else(|| "N-puzzle exercise".into());
    let graded = claims.score_column().is_some();
    // A link without a board of the teacher's is not graded: each student's page would draw
    // its own, and any board would be believed.
    let settings = claims.custom("exercise").unwrap_or_default();
    let boardless = !url::form_urlencoded::parse(settings.trim_start_matches('?').as_bytes())
        .any(|(k, v)| k == "board" && !v.trim().is_empty());
    let mut body = format!(
        "<main data-launched=\"instructor\"><h1>{}</h1>",
        escape(&title)
    );
    if boardless {
        body.push_str(
            "<p role=\"alert\" data-class-boardless>This link's exercise sets no board, so its \
             attempts are not graded: each student's page would choose its own. Add the exercise \
             again with a board.</p>",
        );
    }
    if !graded {
        body.push_str(
            "<p>This link has no gradebook column: grades are kept here only. Add the exercise \
             with the LMS's content selection (Deep Linking) to have one.</p>",
        );
    }
    // What changes as students work, put in place again by the page's script every second.
    // Finding a student and sorting the list are the page's script's (shown by it).
    body.push_str(
        "<p data-find hidden><label for=\"find\">Find a student</label><br>\
         <input id=\"find\" type=\"search\" autocomplete=\"off\"></p>",
    );
    // The questions first: what a teacher looks for after the grades is what the class got
    // wrong, and the students' list may be long.
    body.push_str("<div data-live>");
    if members.is_empty() {
        body.push_str("<p data-class-empty>No student has opened this exercise yet.</p>");
    } else {
        body.push_str(&questions_table(&report::questions(&sheets)));
        body.push_str(&table(&members, &session.id, &tried));
    }
    body.push_str("</div>");
    let session_field = format!(
        "<input type=\"hidden\" name=\"session\" value=\"{}\">",
        escape(&session.id)
    );
    body.push_str(&format!(
        "<form method=\"post\" action=\"/lti/class\" data-refresh>{session_field}<button>Refresh</button></form>\
         <form method=\"post\" action=\"/lti/class.csv\">{session_field}<button>Download every answer (CSV)</button></form>\
         <p><a href=\"{}\" target=\"_blank\" rel=\"noopener\">Open the exercise as a student sees it</a></p></main>\
         <script src=\"/lti/class.js\"></script>",
        escape(&super::launch::exercise_url(app, claims)),
    ));
    Ok(page(StatusCode::OK, &format!("{title}: the class"), &body))
}

/// Each question across the class.
fn questions_table(questions: &[report::Question]) -> String {
    if questions.is_empty() {
        return "<p data-questions-empty>No answers yet.</p>".into();
    }
    let mut html = String::from(
        "<div class=\"wide\" role=\"region\" aria-label=\"Questions\" tabindex=\"0\"><table data-questions><caption>Questions: each student's latest answer</caption><thead><tr>\
         <th scope=\"col\">Question</th><th scope=\"col\">Right</th><th scope=\"col\">Right answer</th>\
         <th scope=\"col\">Common wrong answers</th></tr></thead><tbody>",
    );
    for q in questions {
        let wrong: Vec<String> = q
            .wrong
            .iter()
            .map(|(answer, n)| format!("{} ({n})", escape(answer)))
            .collect();
        html.push_str(&format!(
            "<tr data-question=\"{id}\" data-right=\"{right}\" data-students=\"{students}\"><th scope=\"row\">{id}</th>\
             <td>{percent}% ({right} of {students})</td><td>{expected}</td><td>{wrong}</td></tr>",
            id = escape(&q.id),
            right = q.right,
            students = q.students,
            percent = q.percent(),
            expected = escape(&q.expected),
            wrong = if wrong.is_empty() { "none".into() } else { wrong.join(", ") },
        ));
    }
    html.push_str("</tbody></table></div>");
    html
}

/// The students' table.
fn table(members: &[grades::Member], session: &str, tried: &[grades::Tried]) -> String {
    // Wider than a phone: it scrolls on its own, the page does not.
    let mut html = String::from(
        "<div class=\"wide\" role=\"region\" aria-label=\"Students\" tabindex=\"0\"><table data-class><caption>Students who opened the exercise</caption><thead><tr>\
         <th scope=\"col\">Student</th><th scope=\"col\">Attempts</th><th scope=\"col\">Grade</th>\
         <th scope=\"col\">Gradebook</th><th scope=\"col\">Last seen (UTC)</th></tr></thead><tbody>",
    );
    for m in members {
        let who = m.name.clone().unwrap_or_else(|| m.user_id.clone());
        let (grade, book) = match &m.grade {
            None => ("none yet".to_string(), "nothing to send".to_string()),
            Some((raw, max, passed, state, error)) => (
                format!(
                    "{raw} of {max}, {}",
                    if *passed { "passed" } else { "not passed" }
                ),
                match *state {
                    "delivered" => "sent".to_string(),
                    "no-column" => "no column".to_string(),
                    _ => match error {
                        Some(e) => format!("waiting: {e}"),
                        None => "on its way".to_string(),
                    },
                },
            ),
        };
        // What the page's sorting compares, column by column.
        let share = m
            .grade
            .as_ref()
            .map_or(-1.0, |g| f64::from(g.0) / f64::from(g.1.max(1)));
        html.push_str(&format!(
            "<tr data-user=\"{}\" data-sort=\"{}|{}|{share}|{}|{}\"><th scope=\"row\">{}</th><td>{} begun, {} ended{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            escape(&m.user_id),
            escape(&who.to_lowercase()),
            m.attempts,
            escape(&book),
            m.last,
            escape(&who),
            m.attempts,
            m.ended,
            open_attempts(session, m, tried),
            escape(&grade),
            escape(&book),
            utc(m.last),
        ));
    }
    html.push_str("</tbody></table></div>");
    html
}

/// The student's attempts, each a button that opens it as they left it, in a new tab (the
/// class view stays): its session in the form, never in an address.
fn open_attempts(session: &str, m: &grades::Member, tried: &[grades::Tried]) -> String {
    let who = m.name.as_deref().unwrap_or(&m.user_id);
    let theirs: Vec<&grades::Tried> = tried.iter().filter(|t| t.user_id == m.user_id).collect();
    let latest = theirs.iter().map(|t| t.attempt).max();
    let mut buttons = String::new();
    for t in &theirs {
        let marks: Vec<&str> = [(t.graded, "graded"), (Some(t.attempt) == latest, "latest")]
            .into_iter()
            .filter_map(|(on, mark)| on.then_some(mark))
            .collect();
        let label = if marks.is_empty() {
            t.attempt.to_string()
        } else {
            format!("{} ({})", t.attempt, marks.join(", "))
        };
        buttons.push_str(&format!(
            " <button name=\"attempt\" value=\"{}\" aria-label=\"Open {}'s attempt {}\">{}</button>",
            t.attempt,
            escape(who),
            escape(&label),
            escape(&label),
        ));
    }
    format!(
        "<form method=\"post\" action=\"/lti/class/attempt\" target=\"_blank\" rel=\"noopener\" data-open-attempts>\
         <input type=\"hidden\" name=\"session\" value=\"{}\"><input type=\"hidden\" name=\"user\" value=\"{}\">\
         Open attempt:{buttons}</form>",
        escape(session),
        escape(&m.user_id),
    )
}

/// Seconds since 1970 as `2026-12-02 14:05`.
fn utc(secs: i64) -> String {
    let stamp = crate::ags::rfc3339(secs * 1000);
    format!("{} {}", &stamp[..10], &stamp[11..16])
}

/// The refresh's form.
#[derive(Deserialize)]
pub struct Refresh {
    session: Option<String>,
}

/// `POST /lti/class`: the class view again, for a teacher's session that still holds.
pub async fn refresh(
    State(app): State<App>,
    Form(form): Form<Refresh>,
) -> Result<Response, Failure> {
    let (claims, session) = teacher(&app, form).await?;
    view(&app, &claims, &session).await
}

/// `POST /lti/class.csv`: every answer at the link, for a teacher's session that still holds.
pub async fn csv(State(app): State<App>, Form(form): Form<Refresh>) -> Result<Response, Failure> {
    let (_, session) = teacher(&app, form).await?;
    let link = session.resource_link_id.as_deref().unwrap_or_default();
    let sheets = grades::sheets(&app.pool, &session.platform_id, link).await?;
    let mut response = report::csv(&sheets).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/csv; charset=utf-8"),
    );
    headers.insert(
        header::CONTENT_DISPOSITION,
        HeaderValue::from_static("attachment; filename=\"answers.csv\""),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

/// An attempt to open: a teacher's session, the student, the attempt's number.
#[derive(Deserialize)]
pub struct Open {
    session: Option<String>,
    user: Option<String>,
    attempt: Option<String>,
}

/// `POST /lti/class/attempt`: a student's attempt at the link, for a teacher's session that
/// still holds, on the exercise page as the student left it (the kept record resumed), which
/// sends nothing.
pub async fn attempt(State(app): State<App>, Form(form): Form<Open>) -> Result<Response, Failure> {
    let (_, session) = teacher(
        &app,
        Refresh {
            session: form.session,
        },
    )
    .await?;
    let link = session.resource_link_id.clone().unwrap_or_default();
    let place = grades::Place {
        platform_id: session.platform_id.clone(),
        resource_link_id: link.clone(),
        user_id: form.user.unwrap_or_default(),
    };
    // Only an attempt kept at this link: the student's and number are the form's.
    let number = form.attempt.and_then(|n| n.trim().parse::<u32>().ok());
    let kept = match number {
        Some(n) => grades::attempt_kept(&app.pool, &place, n).await?,
        None => None,
    };
    let (Some(n), Some((record, ended))) = (number, kept) else {
        return Ok(super::exercise::no_attempt());
    };
    let members = grades::class(&app.pool, &place.platform_id, &link).await?;
    let who = members
        .into_iter()
        .find(|m| m.user_id == place.user_id)
        .and_then(|m| m.name)
        .unwrap_or_else(|| place.user_id.clone());
    let secret = store::registration_key(&app.pool).await?;
    let key = crate::ids::pseudonym(&secret, &[&place.platform_id, &link]);
    let review = super::exercise::Review {
        who: &who,
        attempt: n,
        ended,
        record: &record,
    };
    Ok(super::exercise::made(&app, &key, Some(review)).await)
}

/// The class view's script: the live part of the page put in place again every second while
/// the page is shown (a student's answer appears within two), as the Refresh button would.
pub async fn script() -> Response {
    super::page::script(include_str!("../../assets/lti-class.js"))
}

/// The session of a form, if it is a teacher's launch of a link that still holds.
async fn teacher(app: &App, form: Refresh) -> Result<(IdToken, Session), Failure> {
    let id = form.session.unwrap_or_default();
    let session = store::session(&app.pool, &id)
        .await?
        .ok_or(Refusal::SessionEnded)?;
    let claims: IdToken =
        serde_json::from_str(&session.claims).map_err(|_| Refusal::SessionEnded)?;
    if !session.instructor || session.message_type != claims::RESOURCE_LINK_REQUEST {
        return Err(Refusal::NotTeacher.into());
    }
    Ok((claims, session))
}
