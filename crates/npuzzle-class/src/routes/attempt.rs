//! The page's side of grades (`www`-less: the script is `assets/lti-page.js`): the student's
//! page sends each change of the attempt with its session (from the launch, carried in the
//! address's fragment and sent here in a header, never in an address); the server replays the
//! record with the page's own rules, keeps it, and once the attempt ends, decides its grade and
//! queues its score for the LMS. The page asks how far its grade got, to say so in words.

use super::App;
use crate::ags;
use crate::grade::{self, Unreplayable};
use crate::lti::claims::{self, IdToken};
use crate::store::grades::{self, Place, Standing};
use crate::store::{self, Session};
use axum::Json;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use npuzzle_app::state::exercise::Saved;
use serde::{Deserialize, Serialize};

/// The most bytes a record may have: SCORM 1.2 keeps 4,096 characters, and the page's records
/// fit them; a little room over that.
pub const MAX_RECORD_BYTES: usize = 16 * 1024;

/// How long a record waits for a turn to be replayed before the page is told to send it again.
const PERMIT_WAIT: std::time::Duration = std::time::Duration::from_secs(10);

/// What the page sends.
#[derive(Deserialize)]
pub struct Sent {
    /// The attempt's record, as the page keeps it (`npuzzle-attempt`'s detail, as JSON).
    record: String,
}

/// What the page hears.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Answer {
    /// The record to resume from (the latest attempt's), on a read.
    #[serde(skip_serializing_if = "Option::is_none")]
    record: Option<String>,
    /// Whether the attempt sent has ended (on a write).
    #[serde(skip_serializing_if = "Option::is_none")]
    ended: Option<bool>,
    /// The grade that stands for the student here, and how far its score got.
    grade: Option<Standing>,
    /// Whether results here go to a gradebook: a student's launch of a link with a column.
    graded: bool,
}

/// A refusal, as JSON the page reads: a code and words.
pub struct Refused(StatusCode, &'static str, String);

impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        let Refused(status, code, message) = self;
        eprintln!("attempt refused ({code}): {message}");
        (
            status,
            Json(serde_json::json!({ "error": code, "message": message })),
        )
            .into_response()
    }
}

impl From<crate::db::DbError> for Refused {
    fn from(e: crate::db::DbError) -> Refused {
        Refused(
            StatusCode::SERVICE_UNAVAILABLE,
            "database",
            format!("the tool's database did not answer: {e}"),
        )
    }
}

/// The session the request carries (`Authorization: Bearer SESSION`), of a link's launch.
async fn session(app: &App, headers: &HeaderMap) -> Result<(Session, IdToken, Place), Refused> {
    let id = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .unwrap_or_default();
    let none = || {
        Refused(
            StatusCode::UNAUTHORIZED,
            "session",
            "no session: open the exercise from the course again".into(),
        )
    };
    if id.is_empty() {
        return Err(none());
    }
    let session = store::session(&app.pool, id).await?.ok_or_else(none)?;
    let claims: IdToken = serde_json::from_str(&session.claims).map_err(|_| none())?;
    let link = session
        .resource_link_id
        .clone()
        .filter(|_| session.message_type == claims::RESOURCE_LINK_REQUEST);
    let Some(resource_link_id) = link else {
        return Err(Refused(
            StatusCode::FORBIDDEN,
            "not-a-link",
            "this session is not a launch of an exercise".into(),
        ));
    };
    let place = Place {
        platform_id: session.platform_id.clone(),
        resource_link_id,
        user_id: session.user_id.clone(),
    };
    Ok((session, claims, place))
}

/// `GET /lti/attempt`: the record to resume from and the grade that stands.
pub async fn read(State(app): State<App>, headers: HeaderMap) -> Result<Response, Refused> {
    let (session, claims, place) = session(&app, &headers).await?;
    Ok(Json(Answer {
        record: grades::latest_record(&app.pool, &place).await?,
        ended: None,
        grade: grades::standing(&app.pool, &place).await?,
        graded: !session.instructor && claims.score_column().is_some(),
    })
    .into_response())
}

/// A record that cannot be read or replayed: the page keeps it, and does not send it again.
fn unreadable(why: String) -> Refused {
    Refused(StatusCode::UNPROCESSABLE_ENTITY, "record", why)
}

/// No turn to grade in time: the page sends it again shortly.
fn busy() -> Refused {
    Refused(
        StatusCode::SERVICE_UNAVAILABLE,
        "busy",
        "the server is busy grading: the page sends it again shortly".into(),
    )
}

/// The replay itself failed (a panic).
fn failed() -> Refused {
    Refused(
        StatusCode::INTERNAL_SERVER_ERROR,
        "replay",
        "the replay failed".into(),
    )
}

/// A record to grade and keep, with its turn (`permit`).
struct Grading {
    pool: crate::db::Pool,
    wake: std::sync::Arc<tokio::sync::Notify>,
    place: Place,
    query: String,
    record: String,
    saved: Saved,
    number: u32,
    answered: usize,
    instructor: bool,
    column: Option<String>,
    permit: tokio::sync::OwnedSemaphorePermit,
}

impl Grading {
    /// Replays the record (off the async threads), keeps it, and with its end the grade and its
    /// score; answers whether it ended and the grade that stands.
    async fn run(self) -> Result<(bool, Option<Standing>), Refused> {
        let Grading {
            pool,
            wake,
            place,
            query,
            record,
            saved,
            number,
            answered,
            instructor,
            column,
            permit,
        } = self;
        let replayed = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            grade::replay(&query, saved)
        })
        .await
        .map_err(|_| failed())?
        .map_err(|e| match e {
            Unreplayable::Settings(_) => Refused(StatusCode::CONFLICT, "settings", e.to_string()),
            Unreplayable::Record => unreadable(e.to_string()),
            Unreplayable::TooLong(_) => busy(),
        })?;
        let reach = (i64::from(replayed.end.is_some()) << 40) | answered as i64;
        let user = place.user_id.clone();
        let ending = replayed.end.as_ref().map(|end| grades::Ending {
            end,
            graded: !instructor,
            lineitem: column,
            body: Box::new(move |stamp| {
                ags::score_body(&user, end.raw, end.max, end.passed, number, stamp)
            }),
        });
        let kept = (record.as_str(), replayed.answers.as_str());
        let settled = grades::record(&pool, &place, number, kept, reach, ending).await?;
        if settled == Some(grades::Settled::Queued) {
            wake.notify_one();
        }
        Ok((
            replayed.end.is_some(),
            grades::standing(&pool, &place).await?,
        ))
    }
}

/// `POST /lti/attempt`: a change of the attempt; its grade once it ends.
pub async fn write(
    State(app): State<App>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> Result<Response, Refused> {
    let (session, claims, place) = session(&app, &headers).await?;
    if body.len() > MAX_RECORD_BYTES {
        return Err(Refused(
            StatusCode::PAYLOAD_TOO_LARGE,
            "too-large",
            format!("a record is at most {MAX_RECORD_BYTES} bytes"),
        ));
    }
    let sent: Sent = serde_json::from_slice(&body).map_err(|e| unreadable(e.to_string()))?;
    let saved: Saved =
        serde_json::from_str(&sent.record).map_err(|e| unreadable(format!("the record: {e}")))?;
    let number = saved.attempt;
    let graded = !session.instructor && claims.score_column().is_some();
    let answer = |ended: bool, grade: Option<Standing>| {
        Json(Answer {
            record: None,
            ended: Some(ended),
            grade,
            graded,
        })
        .into_response()
    };
    // Sent again (another tab, a restore, a retry after a lost answer): nothing to replay, but
    // for a record that says it ended and was kept unended (its grading did not finish).
    if let Some((kept, ended)) = grades::attempt_kept(&app.pool, &place, number).await?
        && (ended || (kept == sent.record && saved.score.is_none()))
    {
        return Ok(answer(ended, grades::standing(&app.pool, &place).await?));
    }
    // The link's settings as its page has them (a teacher may change them while a session
    // lasts), else the launch's.
    let secret = store::registration_key(&app.pool).await?;
    let key = crate::ids::pseudonym(&secret, &[&place.platform_id, &place.resource_link_id]);
    let query = match grades::link_exercise(&app.pool, &key).await? {
        Some(q) => q,
        None => claims.custom("exercise").unwrap_or_default().to_string(),
    };
    let (_, _, answered) = saved.reach();
    // Replaying may search (a heuristic's race takes seconds): off the async threads, a few at
    // a time, so launches are answered meanwhile; a page that waits too long is told to send
    // it again later.
    let permit = tokio::time::timeout(PERMIT_WAIT, app.grading.clone().acquire_owned())
        .await
        .map_err(|_| busy())?
        .map_err(|_| busy())?;
    // Replayed and kept in a task of its own: a page that stops waiting (its request timed out,
    // the tab closed) does not throw the work away; its next send finds it done.
    let grading = Grading {
        pool: app.pool.clone(),
        wake: app.wake.clone(),
        place,
        query,
        record: sent.record,
        saved,
        number,
        answered,
        instructor: session.instructor,
        column: claims.score_column(),
        permit,
    };
    let (ended, standing) = tokio::spawn(grading.run()).await.map_err(|_| failed())??;
    Ok(answer(ended, standing))
}
