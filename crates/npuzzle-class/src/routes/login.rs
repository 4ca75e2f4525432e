//! OIDC third-party initiated login (Security Framework §5.1.1): the LMS names itself, the user
//! and where the launch should land; the tool keeps a fresh state and nonce in the database,
//! marks this browser with the state (a cookie, and the LMS's storage frame where it offers
//! one: [`super::storage`]), and sends the browser to the LMS's
//! authorization endpoint, which answers with the id_token at `/lti/launch`.

use super::{App, Failure};
use crate::lti::Refusal;
use crate::store::{self, LOGIN_TTL};
use axum::extract::{Form, Query, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;

/// The login's parameters, by GET or POST.
#[derive(Deserialize)]
pub struct Params {
    iss: Option<String>,
    login_hint: Option<String>,
    target_link_uri: Option<String>,
    lti_message_hint: Option<String>,
    client_id: Option<String>,
    lti_deployment_id: Option<String>,
    /// The LMS's frame that keeps data for tools (postMessage storage), if it has one.
    lti_storage_target: Option<String>,
}

/// `GET /lti/login`.
pub async fn by_get(State(app): State<App>, Query(p): Query<Params>) -> Result<Response, Failure> {
    login(&app, p).await
}

/// `POST /lti/login`.
pub async fn by_post(State(app): State<App>, Form(p): Form<Params>) -> Result<Response, Failure> {
    login(&app, p).await
}

/// The cookie that ties a login's state to the browser that started it.
pub fn state_cookie(state: &str) -> String {
    // States are base64url: safe in a cookie's name.
    format!("npuzzle-lti-{state}")
}

async fn login(app: &App, p: Params) -> Result<Response, Failure> {
    let iss = p.iss.ok_or(Refusal::MissingParameter("iss"))?;
    let login_hint = p
        .login_hint
        .ok_or(Refusal::MissingParameter("login_hint"))?;
    let target = p
        .target_link_uri
        .ok_or(Refusal::MissingParameter("target_link_uri"))?;
    // Only our own pages: the login must not send a browser anywhere else.
    if !target.starts_with(&app.url("/")) {
        return Err(Refusal::TargetLink.into());
    }
    let platforms = store::platforms_of(&app.pool, &iss, p.client_id.as_deref()).await?;
    let platform = match platforms.as_slice() {
        [] => return Err(Refusal::UnknownPlatform.into()),
        [one] => one,
        _ => return Err(Refusal::ClientIdNeeded.into()),
    };
    if let Some(deployment) = &p.lti_deployment_id
        && !store::has_deployment(&app.pool, &platform.id, deployment).await?
    {
        return Err(Refusal::Deployment.into());
    }
    let login = store::start_login(&app.pool, &platform.id, &target).await?;
    let mut auth = url::Url::parse(&platform.auth_endpoint)
        .map_err(|_| Failure::Server("the LMS's authorization endpoint is not a URL".into()))?;
    {
        let mut q = auth.query_pairs_mut();
        q.append_pair("scope", "openid")
            .append_pair("response_type", "id_token")
            .append_pair("response_mode", "form_post")
            .append_pair("prompt", "none")
            .append_pair("client_id", &platform.client_id)
            .append_pair("redirect_uri", &app.url("/lti/launch"))
            .append_pair("login_hint", &login_hint)
            .append_pair("state", &login.state)
            .append_pair("nonce", &login.nonce);
        if let Some(hint) = &p.lti_message_hint {
            q.append_pair("lti_message_hint", hint);
        }
    }
    let cookie = format!(
        "{}=1; Path=/lti/launch; Max-Age={LOGIN_TTL}; HttpOnly; Secure; SameSite=None; Partitioned",
        state_cookie(&login.state)
    );
    // The cookie is set either way; where the LMS keeps data too, the browser puts the state
    // there before it goes on, for a browser that drops the cookie.
    let mut response = match super::storage::target(p.lti_storage_target.as_deref()) {
        Some(target) => super::storage::login_page(
            auth.as_str(),
            &super::storage::auth_origin(&platform.auth_endpoint)?,
            target,
            &login.state,
        ),
        None => (StatusCode::FOUND, [(header::LOCATION, auth.to_string())]).into_response(),
    };
    let headers = response.headers_mut();
    headers.insert(
        header::SET_COOKIE,
        HeaderValue::from_str(&cookie)
            .map_err(|_| Failure::Server("a state that is not a header".into()))?,
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}
