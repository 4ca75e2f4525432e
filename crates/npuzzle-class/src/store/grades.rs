//! Attempts, the grade that stands, and the outbox of scores for the LMS.

use crate::db::{DbError, Pool};
use crate::grade::End;
use crate::ids;
use sqlx::Row;

/// A student at a link: whose attempts, and whose grade.
#[derive(Clone, Debug, PartialEq)]
pub struct Place {
    /// The registration.
    pub platform_id: String,
    /// The link (its gradebook column).
    pub resource_link_id: String,
    /// The student (`sub`).
    pub user_id: String,
}

/// What the server knows of an attempt: its kept record, and whether it has ended.
pub async fn attempt_kept(
    pool: &Pool,
    at: &Place,
    attempt: u32,
) -> Result<Option<(String, bool)>, DbError> {
    let row = sqlx::query(
        "SELECT record, ended FROM attempts WHERE platform_id = $1 AND resource_link_id = $2 AND user_id = $3 AND attempt = $4",
    )
    .bind(&at.platform_id)
    .bind(&at.resource_link_id)
    .bind(&at.user_id)
    .bind(i64::from(attempt))
    .fetch_optional(pool)
    .await?;
    row.map(|r| -> Result<(String, bool), DbError> {
        Ok((r.try_get(0)?, r.try_get::<Option<i64>, _>(1)?.is_some()))
    })
    .transpose()
}

/// The record of the student's latest attempt at the link, to resume from.
pub async fn latest_record(pool: &Pool, at: &Place) -> Result<Option<String>, DbError> {
    let row = sqlx::query(
        "SELECT record FROM attempts WHERE platform_id = $1 AND resource_link_id = $2 AND user_id = $3 \
         ORDER BY attempt DESC LIMIT 1",
    )
    .bind(&at.platform_id)
    .bind(&at.resource_link_id)
    .bind(&at.user_id)
    .fetch_optional(pool)
    .await?;
    Ok(row.map(|r| r.try_get(0)).transpose()?)
}

/// An attempt's end, as [`record`] takes it.
pub struct Ending<'a> {
    /// Its result.
    pub end: &'a End,
    /// Whether it is graded (a student's; a teacher's trying the exercise is not).
    pub graded: bool,
    /// The link's line item, if the LMS lets us post to it.
    pub lineitem: Option<String>,
    /// The score's body for the line item, given its timestamp (milliseconds).
    pub body: Box<dyn FnOnce(i64) -> String + Send + 'a>,
}

/// What became of an ended attempt's result.
#[derive(Clone, Debug, PartialEq)]
pub enum Settled {
    /// It stands, and goes to the LMS (queued in the outbox).
    Queued,
    /// It stands, but the link has no gradebook column to post to.
    NoColumn,
    /// The grade held stands (the teacher keeps the best, and this one is not better), or the
    /// attempt is not graded (a teacher's).
    Kept,
}

/// Keeps an attempt's record (unless one that got further is kept, or the attempt has ended:
/// its record is then the one that ended it) and, with `ending`, records its end and decides
/// its grade, queuing its score. One transaction: an attempt never ends without its grade
/// decided, whatever stops the server. Answers what became of the end: `None` without one, or
/// if the attempt had ended already (sent again by another tab or a restore: decided before).
///
/// The teacher's rule is applied by the database on the row itself, so two attempts ending at
/// once on two instances cannot both win: `last` replaces the grade held; `best` (the default)
/// only with a pass over a fail, or a higher share of the points, so that a retry that does
/// worse leaves a pass standing (the page's rule for SCORM and cmi5, `www/lms-sync.js`). Each
/// grade's timestamp is later than the one it replaces: the LMS keeps the newest.
pub async fn record(
    pool: &Pool,
    at: &Place,
    attempt: u32,
    (record, answers): (&str, &str),
    reach: i64,
    ending: Option<Ending<'_>>,
) -> Result<Option<Settled>, DbError> {
    let now = ids::now();
    let mut tx = pool.begin().await?;
    keep_record(&mut tx, at, attempt, (record, answers), reach, now).await?;
    let Some(ending) = ending else {
        tx.commit().await?;
        return Ok(None);
    };
    let end = ending.end;
    let changed = end_attempt(&mut tx, at, attempt, (record, answers), end, now).await?;
    if !changed {
        tx.commit().await?;
        return Ok(None);
    }
    if !ending.graded {
        tx.commit().await?;
        return Ok(Some(Settled::Kept));
    }
    let stood = decide(&mut tx, at, attempt, end, ending.lineitem.as_deref(), now).await?;
    let Some(stamp) = stood else {
        tx.commit().await?;
        return Ok(Some(Settled::Kept));
    };
    let settled = queue(&mut tx, at, ending.lineitem, ending.body, stamp, now).await?;
    tx.commit().await?;
    Ok(Some(settled))
}

/// The attempt's record kept, unless one that got further is, or the attempt has ended.
async fn keep_record(
    conn: &mut sqlx::AnyConnection,
    at: &Place,
    attempt: u32,
    (record, answers): (&str, &str),
    reach: i64,
    now: i64,
) -> Result<(), DbError> {
    sqlx::query(
        "INSERT INTO attempts (platform_id, resource_link_id, user_id, attempt, record, reach, updated, answers) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
         ON CONFLICT (platform_id, resource_link_id, user_id, attempt) DO UPDATE \
         SET record = excluded.record, reach = excluded.reach, updated = excluded.updated, \
         answers = excluded.answers \
         WHERE attempts.ended IS NULL AND attempts.reach <= excluded.reach",
    )
    .bind(&at.platform_id)
    .bind(&at.resource_link_id)
    .bind(&at.user_id)
    .bind(i64::from(attempt))
    .bind(record)
    .bind(reach)
    .bind(now)
    .bind(answers)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// The attempt's end recorded, with the record that ended it; false if it had ended already.
async fn end_attempt(
    conn: &mut sqlx::AnyConnection,
    at: &Place,
    attempt: u32,
    (record, answers): (&str, &str),
    end: &End,
    now: i64,
) -> Result<bool, DbError> {
    let changed = sqlx::query(
        "UPDATE attempts SET ended = $1, raw = $2, max = $3, passed = $4, report = $5, record = $6, \
         answers = $11 \
         WHERE platform_id = $7 AND resource_link_id = $8 AND user_id = $9 AND attempt = $10 AND ended IS NULL",
    )
    .bind(now)
    .bind(i64::from(end.raw))
    .bind(i64::from(end.max))
    .bind(i64::from(end.passed))
    .bind(&end.report)
    .bind(record)
    .bind(&at.platform_id)
    .bind(&at.resource_link_id)
    .bind(&at.user_id)
    .bind(i64::from(attempt))
    .bind(answers)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    Ok(changed == 1)
}

/// The teacher's rule, applied by the database on the grade's row: the grade replaced (and
/// its score's timestamp, later than the one replaced) or `None` if the grade held stands.
async fn decide(
    conn: &mut sqlx::AnyConnection,
    at: &Place,
    attempt: u32,
    end: &End,
    lineitem: Option<&str>,
    now: i64,
) -> Result<Option<i64>, DbError> {
    let stood = sqlx::query(
        "INSERT INTO grades (platform_id, resource_link_id, user_id, attempt, raw, max, passed, stamp, lineitem, updated) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) \
         ON CONFLICT (platform_id, resource_link_id, user_id) DO UPDATE SET attempt = excluded.attempt, \
         raw = excluded.raw, max = excluded.max, passed = excluded.passed, \
         stamp = CASE WHEN excluded.stamp > grades.stamp THEN excluded.stamp ELSE grades.stamp + 1 END, \
         lineitem = excluded.lineitem, updated = excluded.updated \
         WHERE $11 = 1 OR excluded.passed > grades.passed \
         OR (excluded.passed = grades.passed AND excluded.raw * grades.max > grades.raw * excluded.max) \
         RETURNING stamp",
    )
    .bind(&at.platform_id)
    .bind(&at.resource_link_id)
    .bind(&at.user_id)
    .bind(i64::from(attempt))
    .bind(i64::from(end.raw))
    .bind(i64::from(end.max.max(1)))
    .bind(i64::from(end.passed))
    .bind(ids::now_ms())
    .bind(lineitem)
    .bind(now)
    .bind(i64::from(end.keep == "last"))
    .fetch_optional(&mut *conn)
    .await?;
    Ok(stood.map(|r| r.try_get(0)).transpose()?)
}

/// The new grade's score queued for the line item (the replaced grade's, if still waiting,
/// superseded), or none without a column.
async fn queue(
    conn: &mut sqlx::AnyConnection,
    at: &Place,
    lineitem: Option<String>,
    body: Box<dyn FnOnce(i64) -> String + Send + '_>,
    stamp: i64,
    now: i64,
) -> Result<Settled, DbError> {
    // The score of the grade replaced, if it is still waiting, is not posted now.
    sqlx::query(
        "UPDATE outbox SET delivered = $1, last_error = 'superseded by a later grade' \
         WHERE delivered IS NULL AND id = (SELECT outbox_id FROM grades \
         WHERE platform_id = $2 AND resource_link_id = $3 AND user_id = $4)",
    )
    .bind(now)
    .bind(&at.platform_id)
    .bind(&at.resource_link_id)
    .bind(&at.user_id)
    .execute(&mut *conn)
    .await?;
    let Some(lineitem) = lineitem else {
        sqlx::query(
            "UPDATE grades SET outbox_id = NULL WHERE platform_id = $1 AND resource_link_id = $2 AND user_id = $3",
        )
        .bind(&at.platform_id)
        .bind(&at.resource_link_id)
        .bind(&at.user_id)
        .execute(&mut *conn)
        .await?;
        return Ok(Settled::NoColumn);
    };
    let id = ids::random();
    sqlx::query(
        "INSERT INTO outbox (id, platform_id, lineitem, user_id, body, created, tries, next_try) \
         VALUES ($1, $2, $3, $4, $5, $6, 0, $6)",
    )
    .bind(&id)
    .bind(&at.platform_id)
    .bind(&lineitem)
    .bind(&at.user_id)
    .bind(body(stamp))
    .bind(now)
    .execute(&mut *conn)
    .await?;
    sqlx::query(
        "UPDATE grades SET outbox_id = $1 WHERE platform_id = $2 AND resource_link_id = $3 AND user_id = $4",
    )
    .bind(&id)
    .bind(&at.platform_id)
    .bind(&at.resource_link_id)
    .bind(&at.user_id)
    .execute(&mut *conn)
    .await?;
    Ok(Settled::Queued)
}

/// The grade that stands for the student at the link, and how far its score got.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Standing {
    /// The attempt it is from.
    pub attempt: u32,
    /// Points.
    pub raw: u32,
    /// Points possible.
    pub max: u32,
    /// Whether it passed.
    pub passed: bool,
    /// `delivered` (the LMS took it), `queued` (on its way, tried again until the LMS takes
    /// it) or `no-column` (the link has no gradebook column).
    pub state: &'static str,
    /// Posts tried so far.
    pub tries: u32,
    /// The LMS's last refusal, or why the post failed, while queued.
    pub last_error: Option<String>,
}

/// The grade that stands for the student at the link, if any.
pub async fn standing(pool: &Pool, at: &Place) -> Result<Option<Standing>, DbError> {
    let row = sqlx::query(
        "SELECT g.attempt, g.raw, g.max, g.passed, g.outbox_id, o.delivered, o.tries, o.last_error, o.id \
         FROM grades g LEFT JOIN outbox o ON o.id = g.outbox_id \
         WHERE g.platform_id = $1 AND g.resource_link_id = $2 AND g.user_id = $3",
    )
    .bind(&at.platform_id)
    .bind(&at.resource_link_id)
    .bind(&at.user_id)
    .fetch_optional(pool)
    .await?;
    let Some(r) = row else { return Ok(None) };
    let outbox: Option<String> = r.try_get(4)?;
    let delivered: Option<i64> = r.try_get(5)?;
    let tries: Option<i64> = r.try_get(6)?;
    // A delivered score's row goes after a while (`store::DELIVERED_KEPT`); only those go.
    let swept = outbox.is_some() && r.try_get::<Option<String>, _>(8)?.is_none();
    Ok(Some(Standing {
        attempt: r.try_get::<i64, _>(0)? as u32,
        raw: r.try_get::<i64, _>(1)? as u32,
        max: r.try_get::<i64, _>(2)? as u32,
        passed: r.try_get::<i64, _>(3)? != 0,
        state: score_state(outbox.is_some(), delivered.is_some(), swept),
        tries: tries.unwrap_or(0) as u32,
        last_error: r.try_get(7)?,
    }))
}

/// How far a grade's score got: `no-column` (none to post), `delivered` (the LMS took it; a
/// delivered row is swept after [`super::DELIVERED_KEPT`], and only those are), or `queued`.
fn score_state(queued: bool, delivered: bool, swept: bool) -> &'static str {
    match (queued, delivered || swept) {
        (false, _) => "no-column",
        (true, true) => "delivered",
        (true, false) => "queued",
    }
}

/// A score due to be posted, claimed by this sender.
#[derive(Clone, Debug, PartialEq)]
pub struct Due {
    /// The outbox row.
    pub id: String,
    /// This sender's claim on it (a token only it knows).
    pub claim: String,
    /// The registration (its token endpoint and client id).
    pub platform_id: String,
    /// The line item.
    pub lineitem: String,
    /// The body.
    pub body: String,
    /// Posts tried before this one.
    pub tries: u32,
}

/// Claims up to `limit` scores that are due and not being posted by another sender, for
/// `lease` seconds: an instance killed mid-post leaves its rows to be claimed again then. The
/// conditions are checked again on the row itself, so two instances never both claim one.
pub async fn claim(pool: &Pool, lease: i64, limit: i64) -> Result<Vec<Due>, DbError> {
    let now = ids::now();
    let token = ids::random();
    let rows = sqlx::query(
        "UPDATE outbox SET claimed_until = $1, claim = $2, tries = tries + 1 \
         WHERE id IN (SELECT id FROM outbox WHERE delivered IS NULL AND next_try <= $3 \
                      AND (claimed_until IS NULL OR claimed_until < $3) ORDER BY created LIMIT $4) \
         AND delivered IS NULL AND (claimed_until IS NULL OR claimed_until < $3) \
         RETURNING id, platform_id, lineitem, body, tries",
    )
    .bind(now + lease)
    .bind(&token)
    .bind(now)
    .bind(limit)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(Due {
                id: r.try_get(0)?,
                claim: token.clone(),
                platform_id: r.try_get(1)?,
                lineitem: r.try_get(2)?,
                body: r.try_get(3)?,
                tries: (r.try_get::<i64, _>(4)? - 1) as u32,
            })
        })
        .collect()
}

/// Renews this sender's lease on a claimed row for `lease` seconds from now; false if the
/// claim is no longer this sender's (its lease ran out and another took it) or it went.
pub async fn renew(pool: &Pool, due: &Due, lease: i64) -> Result<bool, DbError> {
    let now = ids::now();
    let renewed = sqlx::query(
        "UPDATE outbox SET claimed_until = $1 WHERE id = $2 AND claim = $3 AND claimed_until >= $4 AND delivered IS NULL",
    )
    .bind(now + lease)
    .bind(&due.id)
    .bind(&due.claim)
    .bind(now)
    .execute(pool)
    .await?
    .rows_affected();
    Ok(renewed == 1)
}

/// The LMS took it (whoever holds the claim now: it arrived).
pub async fn delivered(pool: &Pool, id: &str) -> Result<(), DbError> {
    sqlx::query(
        "UPDATE outbox SET delivered = $1, claimed_until = NULL, last_error = NULL WHERE id = $2 AND delivered IS NULL",
    )
    .bind(ids::now())
    .bind(id)
    .execute(pool)
    .await?;
    Ok(())
}

/// It did not arrive: tried again at `next_try`, with why; only by the sender that still holds
/// its claim (a lease that ran out may be another sender's now).
pub async fn retry(pool: &Pool, due: &Due, next_try: i64, why: &str) -> Result<(), DbError> {
    sqlx::query(
        "UPDATE outbox SET next_try = $1, claimed_until = NULL, last_error = $2 \
         WHERE id = $3 AND claim = $4 AND delivered IS NULL",
    )
    .bind(next_try)
    .bind(why)
    .bind(&due.id)
    .bind(&due.claim)
    .execute(pool)
    .await?;
    Ok(())
}

/// Keeps a link's exercise settings under `key` (its pseudonym), as its latest launch gave them.
pub async fn save_link(
    pool: &Pool,
    key: &str,
    platform_id: &str,
    resource_link_id: &str,
    exercise: &str,
) -> Result<(), DbError> {
    sqlx::query(
        "INSERT INTO links (key, platform_id, resource_link_id, exercise, updated) VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (key) DO UPDATE SET exercise = excluded.exercise, updated = excluded.updated",
    )
    .bind(key)
    .bind(platform_id)
    .bind(resource_link_id)
    .bind(exercise)
    .bind(ids::now())
    .execute(pool)
    .await?;
    Ok(())
}

/// The exercise settings of the link kept under `key`.
pub async fn link_exercise(pool: &Pool, key: &str) -> Result<Option<String>, DbError> {
    let row = sqlx::query("SELECT exercise FROM links WHERE key = $1")
        .bind(key)
        .fetch_optional(pool)
        .await?;
    Ok(row.map(|r| r.try_get(0)).transpose()?)
}

/// Keeps a student's name as the LMS sent it at a launch (none if it sent none), for the
/// teacher's class view.
pub async fn note_student(
    pool: &Pool,
    platform_id: &str,
    user_id: &str,
    name: Option<&str>,
) -> Result<(), DbError> {
    sqlx::query(
        "INSERT INTO students (platform_id, user_id, name, updated) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (platform_id, user_id) DO UPDATE SET name = excluded.name, updated = excluded.updated",
    )
    .bind(platform_id)
    .bind(user_id)
    .bind(name)
    .bind(ids::now())
    .execute(pool)
    .await?;
    Ok(())
}

/// The name the LMS last sent for a student, if any.
pub async fn student_name(
    pool: &Pool,
    platform_id: &str,
    user_id: &str,
) -> Result<Option<String>, DbError> {
    let row = sqlx::query("SELECT name FROM students WHERE platform_id = $1 AND user_id = $2")
        .bind(platform_id)
        .bind(user_id)
        .fetch_optional(pool)
        .await?;
    let name: Option<Option<String>> = row.map(|r| r.try_get(0)).transpose()?;
    Ok(name.flatten())
}

/// A student's line in the class view of a link.
#[derive(Clone, Debug, PartialEq)]
pub struct Member {
    /// The LMS's user id.
    pub user_id: String,
    /// Their name, if the LMS sent one.
    pub name: Option<String>,
    /// Attempts begun.
    pub attempts: u32,
    /// Attempts ended.
    pub ended: u32,
    /// When they last sent anything (seconds since 1970).
    pub last: i64,
    /// The grade that stands, and how far its score got: `(raw, max, passed, state, last
    /// error)`, the state as [`Standing::state`].
    pub grade: Option<(u32, u32, bool, &'static str, Option<String>)>,
}

/// Every attempt at the link with its answers, students by name, then attempts in order.
pub async fn sheets(
    pool: &Pool,
    platform_id: &str,
    resource_link_id: &str,
) -> Result<Vec<crate::report::Sheet>, DbError> {
    let rows = sqlx::query(
        "SELECT a.user_id, st.name, a.attempt, a.answers FROM attempts a \
         LEFT JOIN students st ON st.platform_id = a.platform_id AND st.user_id = a.user_id \
         WHERE a.platform_id = $1 AND a.resource_link_id = $2",
    )
    .bind(platform_id)
    .bind(resource_link_id)
    .fetch_all(pool)
    .await?;
    let mut sheets = rows
        .iter()
        .map(|r| -> Result<crate::report::Sheet, DbError> {
            let answers: Option<String> = r.try_get(3)?;
            Ok(crate::report::Sheet::new(
                r.try_get(0)?,
                r.try_get(1)?,
                r.try_get::<i64, _>(2)? as u32,
                answers.as_deref(),
            ))
        })
        .collect::<Result<Vec<_>, _>>()?;
    sheets.sort_by(|a, b| {
        let key = |s: &crate::report::Sheet| (s.who().to_lowercase(), s.user_id.clone(), s.attempt);
        key(a).cmp(&key(b))
    });
    Ok(sheets)
}

/// Every student who began an attempt at the link, by name.
pub async fn class(
    pool: &Pool,
    platform_id: &str,
    resource_link_id: &str,
) -> Result<Vec<Member>, DbError> {
    let rows = sqlx::query(
        "SELECT a.user_id, MAX(st.name), COUNT(*), \
                SUM(CASE WHEN a.ended IS NULL THEN 0 ELSE 1 END), MAX(a.updated), \
                MAX(g.raw), MAX(g.max), MAX(g.passed), MAX(g.outbox_id), MAX(o.delivered), \
                MAX(o.last_error), MAX(o.id) \
         FROM attempts a \
         LEFT JOIN students st ON st.platform_id = a.platform_id AND st.user_id = a.user_id \
         LEFT JOIN grades g ON g.platform_id = a.platform_id AND g.resource_link_id = a.resource_link_id \
              AND g.user_id = a.user_id \
         LEFT JOIN outbox o ON o.id = g.outbox_id \
         WHERE a.platform_id = $1 AND a.resource_link_id = $2 \
         GROUP BY a.user_id",
    )
    .bind(platform_id)
    .bind(resource_link_id)
    .fetch_all(pool)
    .await?;
    let mut members = rows
        .iter()
        .map(|r| -> Result<Member, DbError> {
            let raw: Option<i64> = r.try_get(5)?;
            let outbox: Option<String> = r.try_get(8)?;
            let delivered: Option<i64> = r.try_get(9)?;
            let swept = outbox.is_some() && r.try_get::<Option<String>, _>(11)?.is_none();
            let grade = match raw {
                None => None,
                Some(raw) => Some((
                    raw as u32,
                    r.try_get::<Option<i64>, _>(6)?.unwrap_or(100) as u32,
                    r.try_get::<Option<i64>, _>(7)?.unwrap_or(0) != 0,
                    score_state(outbox.is_some(), delivered.is_some(), swept),
                    r.try_get(10)?,
                )),
            };
            Ok(Member {
                user_id: r.try_get(0)?,
                name: r.try_get(1)?,
                attempts: r.try_get::<i64, _>(2)? as u32,
                ended: r.try_get::<Option<i64>, _>(3)?.unwrap_or(0) as u32,
                last: r.try_get::<Option<i64>, _>(4)?.unwrap_or(0),
                grade,
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    members.sort_by(|a, b| {
        let key = |m: &Member| {
            m.name
                .clone()
                .unwrap_or_else(|| m.user_id.clone())
                .to_lowercase()
        };
        key(a).cmp(&key(b))
    });
    Ok(members)
}

/// An access token for `scope` at the platform, while it lasts.
pub async fn access_token(
    pool: &Pool,
    platform_id: &str,
    scope: &str,
) -> Result<Option<String>, DbError> {
    let row = sqlx::query(
        "SELECT token FROM access_tokens WHERE platform_id = $1 AND scope = $2 AND expires > $3",
    )
    .bind(platform_id)
    .bind(scope)
    .bind(ids::now())
    .fetch_optional(pool)
    .await?;
    Ok(row.map(|r| r.try_get(0)).transpose()?)
}

/// Keeps an access token until `expires`, for every instance.
pub async fn keep_access_token(
    pool: &Pool,
    platform_id: &str,
    scope: &str,
    token: &str,
    expires: i64,
) -> Result<(), DbError> {
    sqlx::query(
        "INSERT INTO access_tokens (platform_id, scope, token, expires) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (platform_id, scope) DO UPDATE SET token = excluded.token, expires = excluded.expires",
    )
    .bind(platform_id)
    .bind(scope)
    .bind(token)
    .bind(expires)
    .execute(pool)
    .await?;
    Ok(())
}

/// Forgets a token the platform refused.
pub async fn forget_access_token(
    pool: &Pool,
    platform_id: &str,
    scope: &str,
) -> Result<(), DbError> {
    sqlx::query("DELETE FROM access_tokens WHERE platform_id = $1 AND scope = $2")
        .bind(platform_id)
        .bind(scope)
        .execute(pool)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests;

/// One attempt as the class view lists it, to open it.
#[derive(Clone, Debug, PartialEq)]
pub struct Tried {
    /// The student (`sub`).
    pub user_id: String,
    /// The attempt's number.
    pub attempt: u32,
    /// Whether it has ended.
    pub ended: bool,
    /// Whether it is the attempt whose grade stands.
    pub graded: bool,
}

/// Every attempt at the link, by student, then in order.
pub async fn attempts(
    pool: &Pool,
    platform_id: &str,
    resource_link_id: &str,
) -> Result<Vec<Tried>, DbError> {
    let rows = sqlx::query(
        "SELECT a.user_id, a.attempt, a.ended, g.attempt FROM attempts a \
         LEFT JOIN grades g ON g.platform_id = a.platform_id AND g.resource_link_id = a.resource_link_id \
              AND g.user_id = a.user_id \
         WHERE a.platform_id = $1 AND a.resource_link_id = $2 \
         ORDER BY a.user_id, a.attempt",
    )
    .bind(platform_id)
    .bind(resource_link_id)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|r| -> Result<Tried, DbError> {
            let attempt = r.try_get::<i64, _>(1)?;
            Ok(Tried {
                user_id: r.try_get(0)?,
                attempt: attempt as u32,
                ended: r.try_get::<Option<i64>, _>(2)?.is_some(),
                graded: r.try_get::<Option<i64>, _>(3)? == Some(attempt),
            })
        })
        .collect()
}
