//! The class view: a teacher's launch of a link lands on its students' attempts and grades,
//! whether each grade has reached the gradebook (or why not yet), and each question across the
//! class (the share right, the common wrong answers), with every answer as CSV. Only a teaching
//! role in the course sees it (the launch's roles claim); a refresh, the page's own every
//! second and the CSV post the session back in a form, never in an address. It speaks the
//! launch's language (English for one the product lacks); the CSV's header stays English.

use super::page::{escape, page_in};
use super::{App, Failure};
use crate::lti::Refusal;
use crate::lti::claims::{self, IdToken};
use crate::report;
use crate::store::{self, Session, grades};
use axum::extract::{Form, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use npuzzle_i18n::{ClassKey as K, Lang, Value};
use serde::Deserialize;

/// The class view of the teacher's session (a launch of the link), in the launch's language.
pub async fn view(app: &App, claims: &IdToken, session: &Session) -> Result<Response, Failure> {
    let link = session.resource_link_id.as_deref().unwrap_or_default();
    let members = grades::class(&app.pool, &session.platform_id, link).await?;
    let sheets = grades::sheets(&app.pool, &session.platform_id, link).await?;
    let tried = grades::attempts(&app.pool, &session.platform_id, link).await?;
    let lang = super::landing::lang(claims);
    // A link without a board of the teacher's is not graded: each student's page would draw
    // its own, and any board would be believed.
    let settings = claims.custom("exercise").unwrap_or_default();
    let boardless = !url::form_urlencoded::parse(settings.trim_start_matches('?').as_bytes())
        .any(|(k, v)| k == "board" && !v.trim().is_empty());
    let class = Class {
        lang,
        title: claims
            .resource_link
            .as_ref()
            .and_then(|r| r.title.clone())
            .filter(|t| !t.is_empty())
            .unwrap_or_else(|| K::Untitled.text(lang).into()),
        boardless,
        graded: claims.score_column().is_some(),
        members: &members,
        tried: &tried,
        questions: &report::questions(&sheets),
        session: &session.id,
        exercise: &super::landing::exercise_url(app, claims),
    };
    let title = class.fill(K::Title, &[("title", Value::Text(class.title.clone()))]);
    Ok(page_in(lang, StatusCode::OK, &title, &class.body()))
}

/// What the class view shows, and in which language.
struct Class<'a> {
    lang: Lang,
    /// The link's title.
    title: String,
    /// Whether the link's exercise sets no board (so nothing is graded).
    boardless: bool,
    /// Whether the link has a gradebook column.
    graded: bool,
    members: &'a [grades::Member],
    /// Every attempt at the link, each opened by a button of its student's row.
    tried: &'a [grades::Tried],
    questions: &'a [report::Question],
    /// The teacher's session, posted back by the forms.
    session: &'a str,
    /// The exercise as anyone sees it.
    exercise: &'a str,
}

impl Class<'_> {
    /// A word, escaped for HTML.
    fn word(&self, key: K) -> String {
        escape(&key.fill(self.lang, &[]))
    }

    /// A sentence with its values (not escaped).
    fn fill(&self, key: K, values: &[(&str, Value)]) -> String {
        key.fill(self.lang, values)
    }

    /// The page's body.
    fn body(&self) -> String {
        let w = |k| self.word(k);
        // The LMS's and the students' own words (the title, names, answers) are isolated, each
        // in its own direction: a Latin title ending in `A*` must not lose its star to the left
        // of an Arabic page.
        let mut body = format!(
            "<main data-launched=\"instructor\"><h1><bdi>{}</bdi></h1>",
            escape(&self.title)
        );
        if self.boardless {
            body.push_str(&format!(
                "<p role=\"alert\" data-class-boardless>{}</p>",
                w(K::Boardless)
            ));
        }
        if !self.graded {
            body.push_str(&format!("<p>{}</p>", w(K::NoColumn)));
        }
        // What changes as students work, put in place again by the page's script every second.
        // Finding a student and sorting the list are the page's script's (shown by it).
        body.push_str(&format!(
            "<p data-find hidden><label for=\"find\">{}</label><br>\
             <input id=\"find\" type=\"search\" autocomplete=\"off\"></p>",
            w(K::Find)
        ));
        // The questions first: what a teacher looks for after the grades is what the class got
        // wrong, and the students' list may be long. The script's own sentence rides along.
        body.push_str(&format!(
            "<div data-live data-stopped=\"{}\">",
            w(K::Stopped)
        ));
        if self.members.is_empty() {
            body.push_str(&format!("<p data-class-empty>{}</p>", w(K::NoStudents)));
        } else {
            body.push_str(&self.questions_table());
            body.push_str(&self.table());
        }
        body.push_str("</div>");
        let session_field = format!(
            "<input type=\"hidden\" name=\"session\" value=\"{}\">",
            escape(self.session)
        );
        body.push_str(&format!(
            "<form method=\"post\" action=\"/lti/class\" data-refresh>{session_field}<button>{}</button></form>\
             <form method=\"post\" action=\"/lti/class.csv\">{session_field}<button>{}</button></form>\
             <p><a href=\"{}\" target=\"_blank\" rel=\"noopener\">{}</a></p></main>\
             <script src=\"/lti/class.js\"></script>",
            w(K::Refresh),
            w(K::Download),
            escape(self.exercise),
            w(K::OpenExercise),
        ));
        body
    }

    /// Each question across the class.
    fn questions_table(&self) -> String {
        let w = |k| self.word(k);
        if self.questions.is_empty() {
            return format!("<p data-questions-empty>{}</p>", w(K::NoAnswers));
        }
        let mut html = format!(
            "<div class=\"wide\" role=\"region\" aria-label=\"{}\" tabindex=\"0\"><table data-questions><caption>{}</caption><thead><tr>\
             <th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th>\
             <th scope=\"col\">{}</th></tr></thead><tbody>",
            w(K::Questions),
            w(K::QuestionsCaption),
            w(K::Question),
            w(K::Right),
            w(K::RightAnswer),
            w(K::WrongAnswers),
        );
        for q in self.questions {
            let wrong: Vec<String> = q
                .wrong
                .iter()
                .map(|(answer, n)| format!("<bdi>{} ({n})</bdi>", escape(answer)))
                .collect();
            let share = self.fill(
                K::Share,
                &[
                    ("percent", Value::Typed(q.percent().into())),
                    ("right", Value::Typed(q.right.into())),
                    ("students", Value::Typed(q.students.into())),
                ],
            );
            html.push_str(&format!(
                "<tr data-question=\"{id}\" data-right=\"{right}\" data-students=\"{students}\"><th scope=\"row\">{id}</th>\
                 <td>{share}</td><td><bdi>{expected}</bdi></td><td>{wrong}</td></tr>",
                id = escape(&q.id),
                right = q.right,
                students = q.students,
                share = escape(&share),
                expected = escape(&q.expected),
                wrong = if wrong.is_empty() {
                    w(K::NoWrong)
                } else {
                    wrong.join(", ")
                },
            ));
        }
        html.push_str("</tbody></table></div>");
        html
    }

    /// The students' table.
    fn table(&self) -> String {
        let w = |k| self.word(k);
        // Each student's attempts, found once for the whole list (it is drawn every second).
        let mut tried: std::collections::HashMap<&str, Vec<&grades::Tried>> = Default::default();
        for t in self.tried {
            tried.entry(t.user_id.as_str()).or_default().push(t);
        }
        // Wider than a phone: it scrolls on its own, the page does not.
        let mut html = format!(
            "<div class=\"wide\" role=\"region\" aria-label=\"{}\" tabindex=\"0\"><table data-class><caption>{}</caption><thead><tr>\
             <th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th>\
             <th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead><tbody>",
            w(K::Students),
            w(K::StudentsCaption),
            w(K::Student),
            w(K::Attempts),
            w(K::Grade),
            w(K::Gradebook),
            w(K::LastSeen),
        );
        for m in self.members {
            let who = m.name.clone().unwrap_or_else(|| m.user_id.clone());
            let (grade, book) = self.grade(m);
            let attempts = self.fill(
                K::AttemptsCount,
                &[
                    ("begun", Value::Typed(m.attempts.into())),
                    ("ended", Value::Typed(m.ended.into())),
                ],
            );
            // What the page's sorting compares, column by column.
            let share = m
                .grade
                .as_ref()
                .map_or(-1.0, |g| f64::from(g.0) / f64::from(g.1.max(1)));
            html.push_str(&format!(
                "<tr data-user=\"{}\" data-sort=\"{}|{}|{share}|{}|{}\"><th scope=\"row\"><bdi>{}</bdi></th><td>{}{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                escape(&m.user_id),
                escape(&who.to_lowercase()),
                m.attempts,
                escape(&book),
                m.last,
                escape(&who),
                escape(&attempts),
                self.open_attempts(m, tried.get(m.user_id.as_str()).map_or(&[], Vec::as_slice)),
                escape(&grade),
                escape(&book),
                utc(m.last),
            ));
        }
        html.push_str("</tbody></table></div>");
        html
    }

    /// The student's attempts, each a button that opens it as they left it, in a new tab (the
    /// class view stays): the session in the form, never in an address.
    fn open_attempts(&self, m: &grades::Member, theirs: &[&grades::Tried]) -> String {
        let who = m.name.as_deref().unwrap_or(&m.user_id);
        let Some(latest) = theirs.iter().map(|t| t.attempt).max() else {
            return String::new();
        };
        let mut buttons = String::new();
        for t in theirs {
            let marks: Vec<&str> = [
                (t.graded, K::AttemptGraded),
                (t.attempt == latest, K::AttemptLatest),
            ]
            .into_iter()
            .filter(|&(on, _)| on)
            .map(|(_, mark)| mark.text(self.lang))
            .collect();
            let label = if marks.is_empty() {
                t.attempt.to_string()
            } else {
                format!("{} ({})", t.attempt, marks.join(", "))
            };
            let name = self.fill(
                K::OpenAttemptLabel,
                &[
                    ("who", Value::Text(who.to_string())),
                    ("attempt", Value::Text(label.clone())),
                ],
            );
            buttons.push_str(&format!(
                " <button name=\"attempt\" value=\"{}\" aria-label=\"{}\">{}</button>",
                t.attempt,
                escape(&name),
                escape(&label),
            ));
        }
        format!(
            "<form method=\"post\" action=\"/lti/class/attempt\" target=\"_blank\" rel=\"noopener\" data-open-attempts>\
             <input type=\"hidden\" name=\"session\" value=\"{}\"><input type=\"hidden\" name=\"user\" value=\"{}\">\
             {}{buttons}</form>",
            escape(self.session),
            escape(&m.user_id),
            self.word(K::OpenAttempt),
        )
    }

    /// A student's grade, and how far it got to the gradebook.
    fn grade(&self, m: &grades::Member) -> (String, String) {
        let Some((raw, max, passed, state, error)) = &m.grade else {
            return (
                K::NoGrade.text(self.lang).into(),
                K::NothingToSend.text(self.lang).into(),
            );
        };
        let grade = self.fill(
            if *passed {
                K::GradePassed
            } else {
                K::GradeFailed
            },
            &[
                ("raw", Value::Typed((*raw).into())),
                ("max", Value::Typed((*max).into())),
            ],
        );
        let book = match (*state, error) {
            ("delivered", _) => K::Sent.text(self.lang).into(),
            ("no-column", _) => K::NoColumnYet.text(self.lang).into(),
            (_, Some(e)) => self.fill(K::Waiting, &[("why", Value::Text(e.clone()))]),
            (_, None) => K::OnItsWay.text(self.lang).into(),
        };
        (grade, book)
    }
}

/// Seconds since 1970 as `2026-12-02 14:05`.
fn utc(secs: i64) -> String {
    let stamp = crate::stamp::rfc3339(secs * 1000);
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
    let (claims, session) = teacher(
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
    let who = grades::student_name(&app.pool, &place.platform_id, &place.user_id)
        .await?
        .unwrap_or_else(|| place.user_id.clone());
    let secret = store::registration_key(&app.pool).await?;
    let key = crate::ids::pseudonym(&secret, &[&place.platform_id, &link]);
    let review = super::exercise::Review {
        who: &who,
        attempt: n,
        ended,
        record: &record,
        lang: super::landing::lang(&claims),
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A class of three: one passed and sent (two attempts, each a button), one not passed and
    /// waiting on the LMS, one with no grade; a question with wrong answers and one without.
    fn render(lang: Lang) -> String {
        let member = |user: &str, grade| grades::Member {
            user_id: user.into(),
            name: None,
            attempts: 2,
            ended: 1,
            last: 1_764_770_700,
            grade,
        };
        let members = [
            member("s-1", Some((3, 3, true, "delivered", None))),
            member(
                "s-2",
                Some((1, 3, false, "pending", Some("HTTP 503".into()))),
            ),
            member("s-3", None),
        ];
        let question = |id: &str, wrong: Vec<(String, u32)>| report::Question {
            id: id.into(),
            students: 3,
            right: 2,
            expected: "17".into(),
            wrong,
        };
        let questions = [
            question("q1", vec![("12".into(), 1)]),
            question("q2", vec![]),
        ];
        let tried = |attempt, graded| grades::Tried {
            user_id: "s-1".into(),
            attempt,
            ended: true,
            graded,
        };
        let tried = [tried(1, true), tried(2, false)];
        let class = Class {
            lang,
            title: K::Untitled.text(lang).into(),
            boardless: true,
            graded: false,
            members: &members,
            tried: &tried,
            questions: &questions,
            session: "session",
            exercise: "https://tool.example/?lang=ar",
        };
        let title = class.fill(K::Title, &[("title", Value::Text(class.title.clone()))]);
        super::super::page::document(lang, &title, &class.body())
    }

    /// What a person reads of a page: its text and the values of `aria-label` and
    /// `data-stopped` (the script's sentence), without tags, style, addresses or the script's
    /// names.
    fn read(html: &str) -> String {
        let mut out = String::new();
        let style = html.find("<style>").unwrap();
        let end = html.find("</style>").unwrap();
        let html = format!("{}{}", &html[..style], &html[end..]);
        let mut rest = html.as_str();
        while let Some(open) = rest.find('<') {
            out.push_str(&rest[..open]);
            out.push(' ');
            let close = rest[open..].find('>').map_or(rest.len(), |c| open + c + 1);
            let tag = &rest[open..close];
            for attribute in ["aria-label=\"", "data-stopped=\""] {
                if let Some(at) = tag.find(attribute) {
                    let value = &tag[at + attribute.len()..];
                    out.push_str(&value[..value.find('"').unwrap_or(value.len())]);
                    out.push(' ');
                }
            }
            rest = &rest[close..];
        }
        out.push_str(rest);
        out
    }

    /// The Latin words of the view's templates in `lang` (three letters or more, lowercase);
    /// not the record-store page's (`class-lrs-*`: it names xAPI's terms in every language).
    fn latin_words(lang: Lang) -> Vec<String> {
        let mut words: Vec<String> = K::ALL
            .iter()
            .filter(|k| !K::IDS[**k as usize].starts_with("class-lrs-"))
            .flat_map(|k| {
                k.fill(lang, &[])
                    .split(|c: char| !c.is_ascii_alphabetic())
                    .filter(|w| w.len() >= 3)
                    .map(str::to_lowercase)
                    .collect::<Vec<_>>()
            })
            .collect();
        words.sort();
        words.dedup();
        words
    }

    #[test]
    fn an_arabic_launch_sees_the_class_right_to_left_in_arabic() {
        let html = render(Lang::Ar);
        assert!(
            html.contains("<html lang=\"ar\" dir=\"rtl\">"),
            "{}",
            &html[..120]
        );
        for key in K::ALL {
            assert_ne!(key.text(Lang::Ar), key.text(Lang::En), "{key:?}");
        }
        let text = read(&html).to_lowercase();
        let words: Vec<&str> = text
            .split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| !w.is_empty())
            .collect();
        // English's words but the names Arabic keeps too (CSV, UTC, Deep Linking).
        let kept = latin_words(Lang::Ar);
        let english: Vec<String> = latin_words(Lang::En)
            .into_iter()
            .filter(|w| !kept.contains(w))
            .collect();
        assert!(english.len() > 60 && kept.len() < 5, "{english:?} {kept:?}");
        let left: Vec<&&str> = words
            .iter()
            .filter(|w| english.iter().any(|e| e == *w))
            .collect();
        // The LMS's own answer ("HTTP 503") is shown as it came.
        assert!(
            left.is_empty(),
            "English left in the Arabic view: {left:?}\n{text}"
        );
        assert!(text.contains("http 503"), "{text}");
    }

    #[test]
    fn an_english_launch_reads_as_before() {
        let html = render(Lang::En);
        assert!(html.contains("<html lang=\"en\" dir=\"ltr\">"));
        for shown in [
            "<title>N-puzzle exercise: the class</title>",
            "<td>67% (2 of 3)</td>",
            "<td>2 begun, 1 ended<form method=\"post\" action=\"/lti/class/attempt\"",
            "<input type=\"hidden\" name=\"user\" value=\"s-1\">Open attempt: <button name=\"attempt\" \
             value=\"1\" aria-label=\"Open s-1&#39;s attempt 1 (graded)\">1 (graded)</button> <button \
             name=\"attempt\" value=\"2\" aria-label=\"Open s-1&#39;s attempt 2 (latest)\">2 (latest)</button>\
             </form></td><td>3 of 3, passed</td><td>sent</td>",
            "<td>1 of 3, not passed</td><td>waiting: HTTP 503</td>",
            "<td>none yet</td><td>nothing to send</td>",
            "<td>none</td>",
            "data-stopped=\"This view no longer updates:",
        ] {
            assert!(html.contains(shown), "{shown} not in {html}");
        }
    }

    /// The launch's `launch_presentation.locale`: a regional tag finds its language, one the
    /// product lacks (or none) is English.
    #[test]
    fn the_view_speaks_the_language_of_the_launchs_locale() {
        let lang = |locale: Option<&str>| {
            let mut claims = serde_json::json!({"iss": "https://lms.example", "aud": "tool", "exp": 0, "iat": 0});
            if let Some(locale) = locale {
                claims["https://purl.imsglobal.org/spec/lti/claim/launch_presentation"] =
                    serde_json::json!({ "locale": locale });
            }
            super::super::landing::lang(&serde_json::from_value(claims).unwrap())
        };
        assert_eq!(lang(Some("ar-EG")), Lang::Ar);
        assert_eq!(lang(Some("pt_BR")), Lang::Pt);
        assert_eq!(lang(Some("he")), Lang::He);
        assert_eq!(lang(Some("sv-SE")), Lang::En);
        assert_eq!(lang(None), Lang::En);
    }
}
