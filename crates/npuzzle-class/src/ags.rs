//! Assignment and Grade Services over HTTP: an access token by OAuth 2 client credentials with
//! our signed assertion (`private_key_jwt`, the 1EdTech Security Framework's 4.1), shared by
//! every instance through the database, and a score posted to a line item.

use crate::db::{DbError, Pool};
use crate::store::{self, Platform};
use crate::{ids, keys};

pub use crate::lti::claims::SCORE_SCOPE;
/// AGS's media type for a score.
const SCORE_MEDIA: &str = "application/vnd.ims.lis.v1.score+json";

/// What a post came to.
#[derive(Debug, PartialEq)]
pub enum Posted {
    /// The LMS took it (2xx), or holds it already: 409, a score not newer than the one it holds,
    /// is this same score posted before (its timestamp is the attempt's end) or a later one.
    Taken,
    /// Not now (the LMS is down, refused our token, or answered otherwise): why, and whether
    /// trying again soon may help.
    Failed {
        /// In words, for the teacher's view and the logs.
        why: String,
        /// A refusal that will not change by itself (a 4xx other than 401, 408, 409 and 429).
        lasting: bool,
    },
}

/// Posts `body` (a score, complete) to `lineitem`'s scores at `platform`.
pub async fn post_score(
    http: &reqwest::Client,
    pool: &Pool,
    platform: &Platform,
    lineitem: &str,
    body: &str,
) -> Result<Posted, DbError> {
    let token = match token(http, pool, platform).await? {
        Ok(t) => t,
        Err(why) => {
            return Ok(Posted::Failed {
                why,
                lasting: false,
            });
        }
    };
    let Some(url) = scores_url(lineitem) else {
        return Ok(Posted::Failed {
            why: format!("the line item {lineitem} is not an address"),
            lasting: true,
        });
    };
    let answer = http
        .post(url)
        .bearer_auth(&token)
        .header(reqwest::header::CONTENT_TYPE, SCORE_MEDIA)
        .body(body.to_string())
        .send()
        .await;
    let answer = match answer {
        Ok(a) => a,
        Err(e) => {
            return Ok(Posted::Failed {
                why: format!("the LMS did not answer: {e}"),
                lasting: false,
            });
        }
    };
    let status = answer.status().as_u16();
    if answer.status().is_success() || status == 409 {
        return Ok(Posted::Taken);
    }
    if status == 401 {
        // A token the LMS no longer takes (its keys rotated, it restarted): a fresh one next time.
        store::grades::forget_access_token(pool, &platform.id, SCORE_SCOPE).await?;
    }
    let text = answer.text().await.unwrap_or_default();
    Ok(Posted::Failed {
        why: format!("the LMS answered {status}: {}", clip(&text)),
        lasting: (400..500).contains(&status) && ![401, 408, 409, 429].contains(&status),
    })
}

/// `{lineitem}/scores`, the query kept after the path (Canvas's line items carry none, others
/// may).
fn scores_url(lineitem: &str) -> Option<url::Url> {
    let mut url = url::Url::parse(lineitem).ok()?;
    let path = format!("{}/scores", url.path().trim_end_matches('/'));
    url.set_path(&path);
    Some(url)
}

/// An access token with the score scope: the one kept while it lasts, or a new one.
async fn token(
    http: &reqwest::Client,
    pool: &Pool,
    platform: &Platform,
) -> Result<Result<String, String>, DbError> {
    if let Some(t) = store::grades::access_token(pool, &platform.id, SCORE_SCOPE).await? {
        return Ok(Ok(t));
    }
    let now = ids::now();
    // The token endpoint, and the platform's authorization server where it names another
    // (Brightspace wants its own there); a single audience as a string, as most LMSes expect.
    let aud = match platform.authorization_server.as_deref() {
        Some(server) if server != platform.token_endpoint => {
            serde_json::json!([platform.token_endpoint, server])
        }
        _ => serde_json::json!(platform.token_endpoint),
    };
    let assertion = Assertion {
        iss: &platform.client_id,
        sub: &platform.client_id,
        aud,
        iat: now,
        exp: now + 300,
        jti: ids::random(),
    };
    let signed = keys::signer(pool)
        .await?
        .sign(&assertion)
        .map_err(|e| DbError::Damaged(format!("signing a client assertion: {e}")))?;
    let form = [
        ("grant_type", "client_credentials"),
        (
            "client_assertion_type",
            "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
        ),
        ("client_assertion", &signed),
        ("scope", SCORE_SCOPE),
    ];
    let answer = match http.post(&platform.token_endpoint).form(&form).send().await {
        Ok(a) => a,
        Err(e) => return Ok(Err(format!("the LMS's token endpoint did not answer: {e}"))),
    };
    let status = answer.status();
    if !status.is_success() {
        let text = answer.text().await.unwrap_or_default();
        return Ok(Err(format!(
            "the LMS refused an access token ({status}): {}",
            clip(&text)
        )));
    }
    let granted: Granted = match crate::answer::json_within(answer).await {
        Ok(g) => g,
        Err(e) => return Ok(Err(format!("the LMS's token answer does not read: {e}"))),
    };
    // Kept a minute less than it lasts, so none is used as it expires.
    let lasts = granted.expires_in.unwrap_or(3600).clamp(60, 24 * 3600);
    store::grades::keep_access_token(
        pool,
        &platform.id,
        SCORE_SCOPE,
        &granted.access_token,
        now + lasts - 60,
    )
    .await?;
    Ok(Ok(granted.access_token))
}

#[derive(serde::Serialize)]
struct Assertion<'a> {
    iss: &'a str,
    sub: &'a str,
    aud: serde_json::Value,
    iat: i64,
    exp: i64,
    jti: String,
}

#[derive(serde::Deserialize)]
struct Granted {
    access_token: String,
    #[serde(default)]
    expires_in: Option<i64>,
}

/// At most 300 characters of an LMS's answer, for a message.
fn clip(text: &str) -> String {
    let t: String = text.chars().take(300).collect();
    t.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The score's body, as AGS 2.0 describes it: the result on the line item's scale (100, as our
/// Deep Linking creates it; a platform scales `scoreGiven` over `scoreMaximum` to its column),
/// the raw points in the comment, completed and fully graded, at the attempt's end (`at_ms`,
/// milliseconds since 1970: two ends in one second stay in order).
pub fn score_body(
    user_id: &str,
    raw: u32,
    max: u32,
    passed: bool,
    attempt: u32,
    at_ms: i64,
) -> String {
    let given = (10_000.0 * f64::from(raw) / f64::from(max.max(1))).round() / 100.0;
    let timestamp = crate::stamp::rfc3339(at_ms);
    serde_json::json!({
        "userId": user_id,
        "scoreGiven": given,
        "scoreMaximum": 100,
        "activityProgress": "Completed",
        "gradingProgress": "FullyGraded",
        "timestamp": timestamp,
        "comment": format!(
            "Attempt {attempt}: {raw} of {max}, {}.",
            if passed { "passed" } else { "not passed" }
        ),
    })
    .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scores_address_keeps_the_line_items_query() {
        assert_eq!(
            scores_url("https://lms.example/ags/c1/lineitems/7?type=x")
                .unwrap()
                .as_str(),
            "https://lms.example/ags/c1/lineitems/7/scores?type=x"
        );
        assert_eq!(
            scores_url("https://lms.example/ags/c1/lineitems/7/")
                .unwrap()
                .as_str(),
            "https://lms.example/ags/c1/lineitems/7/scores"
        );
    }

    #[test]
    fn a_score_goes_on_the_columns_scale_with_its_points_in_words() {
        let body: serde_json::Value =
            serde_json::from_str(&score_body("u1", 4, 5, true, 2, 0)).unwrap();
        assert_eq!(body["scoreGiven"], 80.0);
        assert_eq!(body["scoreMaximum"], 100);
        assert_eq!(body["timestamp"], "1970-01-01T00:00:00.000Z");
        assert_eq!(body["comment"], "Attempt 2: 4 of 5, passed.");
        let third: serde_json::Value =
            serde_json::from_str(&score_body("u1", 1, 3, false, 1, 0)).unwrap();
        assert_eq!(third["scoreGiven"], 33.33);
    }
}
