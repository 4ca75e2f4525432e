//! The launch (the OIDC redirect URI): the LMS's form posts the id_token and the state. The
//! state must be this browser's login (its cookie, or the LMS's storage frame:
//! [`super::storage`]), unused and in time; the token must pass every check of
//! [`crate::lti::verify`], be from a registered deployment, and carry a nonce never seen. Only
//! then does a session open, and the user lands on the exercise (a learner) or on the class's
//! page (a teacher).

use super::landing;
use super::login::state_cookie;
use super::page::page;
use super::storage::{self, Proof};
use super::{App, Failure};
use crate::ids;
use crate::lti::Refusal;
use crate::lti::claims::{self, IdToken};
use crate::lti::verify::{self, Expected};
use crate::store::{self, Platform, Session, Taken};
use axum::extract::{Form, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use jsonwebtoken::jwk::JwkSet;
use serde::Deserialize;

/// The form the LMS posts.
#[derive(Deserialize)]
pub struct Posted {
    id_token: Option<String>,
    state: Option<String>,
    /// What postMessage storage brings, if anything.
    #[serde(flatten)]
    storage: storage::Posted,
}

/// `POST /lti/launch`.
pub async fn post(
    State(app): State<App>,
    headers: HeaderMap,
    Form(form): Form<Posted>,
) -> Result<Response, Failure> {
    let state = form.state.ok_or(Refusal::MissingParameter("state"))?;
    let token = form.id_token.ok_or(Refusal::MissingParameter("id_token"))?;
    if !has_cookie(&headers, &state_cookie(&state))
        && let Some(check) = without_cookie(&app, &headers, &form.storage, &token, &state).await?
    {
        return Ok(check);
    }
    let login = match store::take_login(&app.pool, &state).await? {
        Taken::Fresh(login) => login,
        other => return Err(not_in_flight(&other).into()),
    };
    let platform = store::platform_by_id(&app.pool, &login.platform_id)
        .await?
        .ok_or(Refusal::UnknownPlatform)?;
    let keys = keys_for(&app, &platform, &verify::key_id(&token)?).await?;
    let expected = Expected {
        issuer: &platform.issuer,
        client_id: &platform.client_id,
        nonce: &login.nonce,
        target_link_uri: &login.target_link_uri,
        now: ids::now(),
    };
    let (claims, raw) = verify::check(&token, &keys, &expected)?;
    let deployment = claims.deployment_id.clone().unwrap_or_default();
    if !store::has_deployment(&app.pool, &platform.id, &deployment).await? {
        return Err(Refusal::Deployment.into());
    }
    let nonce = claims.nonce.clone().unwrap_or_default();
    if !store::use_nonce(&app.pool, &platform.id, &nonce, claims.exp + verify::LEEWAY).await? {
        return Err(Refusal::NonceReplayed.into());
    }
    let session = Session {
        id: ids::random(),
        platform_id: platform.id.clone(),
        deployment_id: deployment,
        user_id: claims.sub.clone().unwrap_or_default(),
        instructor: claims.instructor(),
        message_type: claims.message_type.clone().unwrap_or_default(),
        context_id: claims.context.as_ref().map(|c| c.id.clone()),
        resource_link_id: claims.resource_link.as_ref().map(|r| r.id.clone()),
        claims: raw.to_string(),
    };
    store::open_session(&app.pool, &session).await?;
    let mut response = land(&app, &claims, &session).await?;
    let forget = format!(
        "{}=; Path=/lti/launch; Max-Age=0; HttpOnly; Secure; SameSite=None; Partitioned",
        state_cookie(&state)
    );
    if let Ok(v) = HeaderValue::from_str(&forget) {
        response.headers_mut().append(header::SET_COOKIE, v);
    }
    Ok(response)
}

/// Why a login that is not fresh refuses its launch.
fn not_in_flight(taken: &Taken) -> Refusal {
    match taken {
        Taken::Used => Refusal::StateUsed,
        Taken::Expired => Refusal::StateExpired,
        Taken::Fresh(_) | Taken::Unknown => Refusal::State,
    }
}

/// Where a session just opened lands: the class view for a teacher's link, else the exercise
/// (or the builder), after keeping the link's settings and the student's name.
async fn land(app: &App, claims: &IdToken, session: &Session) -> Result<Response, Failure> {
    let platform_id = &session.platform_id;
    // The student's own address for the exercise page (the browser keeps an attempt per page,
    // so two students on one computer never resume each other's), naming the link, whose
    // settings are kept for the page: its address carries none.
    let secret = store::registration_key(&app.pool).await?;
    let who = ids::pseudonym(&secret, &[platform_id, &session.user_id]);
    let link = session
        .resource_link_id
        .as_deref()
        .map(|id| ids::pseudonym(&secret, &[platform_id, id]));
    if let (Some(key), Some(id)) = (&link, &session.resource_link_id) {
        let exercise = claims.custom("exercise").unwrap_or_default();
        store::grades::save_link(&app.pool, key, platform_id, id, exercise).await?;
    }
    let page = link.map(|link| format!("/exercise/{who}/{link}"));
    let kind = claims.message_type.as_deref().unwrap_or_default();
    if session.instructor && kind == claims::RESOURCE_LINK_REQUEST {
        return super::class::view(app, claims, session).await;
    }
    if !session.instructor {
        store::grades::note_student(
            &app.pool,
            platform_id,
            &session.user_id,
            claims.name.as_deref(),
        )
        .await?;
    }
    Ok(landing(app, claims, session, page.as_deref()))
}

/// A launch whose browser brought no cookie for its login: the storage check page, when the
/// LMS offers storage and the browser has not checked yet; nothing (go on) when the check page
/// confirmed it; otherwise refused.
async fn without_cookie(
    app: &App,
    headers: &HeaderMap,
    posted: &storage::Posted,
    token: &str,
    state: &str,
) -> Result<Option<Response>, Failure> {
    let Some(platform_id) = store::login_in_flight(&app.pool, state).await? else {
        // Not a login in flight: say which way it is not.
        return Err(not_in_flight(&store::take_login(&app.pool, state).await?).into());
    };
    let Some(target) = storage::target(posted.lti_storage_target.as_deref()) else {
        return Err(Refusal::NoCookie.into());
    };
    let ours = storage::origin_of(&app.url("/")).unwrap_or_default();
    match storage::proof(&ours, posted.storage_check.as_deref(), headers)? {
        Proof::Confirmed => Ok(None),
        Proof::Ask => {
            let platform = store::platform_by_id(&app.pool, &platform_id)
                .await?
                .ok_or(Refusal::UnknownPlatform)?;
            let origin = storage::auth_origin(&platform.auth_endpoint)?;
            Ok(Some(storage::check_page(
                app, token, state, target, &origin,
            )))
        }
    }
}

/// Whether the request carries the cookie `name`.
fn has_cookie(headers: &HeaderMap, name: &str) -> bool {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .any(|pair| pair.trim().split_once('=').is_some_and(|(n, _)| n == name))
}

/// How long a platform's key set is used before it is fetched again.
const KEYS_MAX_AGE: i64 = 3600;
/// How soon after a fetch an unknown key may fetch the set again (a launch naming a random kid
/// must not make the tool hammer the LMS).
const KEYS_REFETCH_AFTER: i64 = 10;

/// The platform's keys with `kid` among them: the ones kept while under an hour old, or
/// fetched again, at most every ten seconds.
async fn keys_for(app: &App, platform: &Platform, kid: &str) -> Result<JwkSet, Failure> {
    let age = platform.jwks_fetched.map(|t| ids::now() - t);
    if let Some(keys) = &platform.jwks
        && age.is_some_and(|a| a < KEYS_MAX_AGE)
    {
        if keys.find(kid).is_some() {
            return Ok(keys.clone());
        }
        if age.is_some_and(|a| a < KEYS_REFETCH_AFTER) {
            return Err(Refusal::UnknownKey.into());
        }
    }
    let response = app
        .http
        .get(&platform.jwks_uri)
        .send()
        .await
        .map_err(|e| Refusal::KeysUnreachable(e.to_string()))?;
    if !response.status().is_success() {
        return Err(Refusal::KeysUnreachable(format!("it answered {}", response.status())).into());
    }
    let keys: JwkSet = crate::answer::json_within(response)
        .await
        .map_err(|e| Refusal::KeysUnreachable(format!("not a key set: {e}")))?;
    store::save_jwks(&app.pool, &platform.id, &keys).await?;
    if keys.find(kid).is_none() {
        return Err(Refusal::UnknownKey.into());
    }
    Ok(keys)
}

/// Where a launch lands.
fn landing(app: &App, claims: &IdToken, session: &Session, page_path: Option<&str>) -> Response {
    let kind = claims.message_type.as_deref().unwrap_or_default();
    if kind == claims::DEEP_LINKING_REQUEST {
        if !session.instructor {
            let body = "<main data-launched=\"deep-linking\"><h1>Only teachers add exercises</h1>\
                        <p>Ask your teacher to add this exercise to the course.</p></main>";
            return page(StatusCode::FORBIDDEN, "Only teachers add exercises", body);
        }
        return super::deep_link::builder(&session.id, &super::deep_link::Fields::start(), None);
    }
    let to = match page_path {
        Some(path) => landing::student_url(app, claims, path, &session.id),
        None => landing::exercise_url(app, claims),
    };
    (StatusCode::SEE_OTHER, [(header::LOCATION, to)]).into_response()
}
