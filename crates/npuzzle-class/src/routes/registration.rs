//! LTI Dynamic Registration (1EdTech, 1.0): an LMS administrator pastes `/lti/register`; the LMS
//! opens it with its OpenID configuration's address and a one-time token; the tool reads the
//! configuration, registers itself at the LMS's registration endpoint, keeps the client id and
//! deployment it is given, and tells the LMS's dialog to close. `/lti/config.json` is the same
//! configuration for LMSes that are set up by hand.

use super::page::{escape, page};
use super::{App, Failure};
use crate::lti::Refusal;
use crate::store::{self, Platform};
use axum::Json;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::Response;
use serde::Deserialize;
use serde_json::{Value, json};

const SCOPES: &str = "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem \
https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly \
https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly \
https://purl.imsglobal.org/spec/lti-ags/scope/score";
const TOOL_CONFIGURATION: &str = "https://purl.imsglobal.org/spec/lti-tool-configuration";
const PLATFORM_CONFIGURATION: &str = "https://purl.imsglobal.org/spec/lti-platform-configuration";

/// The tool's OpenID client registration (Dynamic Registration §3.4).
fn tool_configuration(app: &App) -> Value {
    let domain = url::Url::parse(&app.public_url)
        .ok()
        .and_then(|u| {
            u.host_str().map(|h| match u.port() {
                Some(p) => format!("{h}:{p}"),
                None => h.to_string(),
            })
        })
        .unwrap_or_default();
    let launch = app.url("/lti/launch");
    json!({
        "application_type": "web",
        "response_types": ["id_token"],
        "grant_types": ["implicit", "client_credentials"],
        "initiate_login_uri": app.url("/lti/login"),
        "redirect_uris": [launch],
        "client_name": "N-puzzle",
        "jwks_uri": app.url("/lti/jwks"),
        "logo_uri": app.url("/icon-192.png"),
        "token_endpoint_auth_method": "private_key_jwt",
        "scope": SCOPES,
        TOOL_CONFIGURATION: {
            "domain": domain,
            "target_link_uri": launch,
            "description": "The sliding-tile puzzle: play, solve and study it; graded exercises on search (BFS, DFS, A*, heuristics).",
            "claims": ["iss", "sub", "name", "locale"],
            "messages": [
                {"type": "LtiDeepLinkingRequest", "target_link_uri": launch, "label": "N-puzzle exercise",
                 "placements": ["ContentArea", "link_selection", "assignment_selection"]},
                {"type": "LtiResourceLinkRequest", "target_link_uri": launch, "label": "N-puzzle"}
            ]
        }
    })
}

/// `GET /lti/config.json`.
pub async fn config(State(app): State<App>) -> Json<Value> {
    Json(tool_configuration(&app))
}

#[derive(Deserialize)]
pub struct Start {
    key: Option<String>,
    openid_configuration: Option<String>,
    registration_token: Option<String>,
}

/// What the platform's OpenID configuration must say.
#[derive(Deserialize)]
struct PlatformConfiguration {
    issuer: String,
    authorization_endpoint: String,
    token_endpoint: String,
    jwks_uri: String,
    registration_endpoint: String,
    #[serde(default)]
    authorization_server: Option<String>,
    #[serde(
        rename = "https://purl.imsglobal.org/spec/lti-platform-configuration",
        default
    )]
    lti: Option<Value>,
}

/// `GET /lti/register?openid_configuration=…&registration_token=…`.
pub async fn start(State(app): State<App>, Query(q): Query<Start>) -> Result<Response, Failure> {
    // Only who was given the printed address may register an LMS (and make the server fetch
    // an address of their choosing).
    let key = store::registration_key(&app.pool).await?;
    if q.key.as_deref() != Some(key.as_str()) {
        return Err(Refusal::RegistrationKey.into());
    }
    let Some(config_url) = q.openid_configuration else {
        let body = format!(
            "<main><h1>Register the N-puzzle in your LMS</h1><p>Paste this address where your LMS \
             asks for a tool's registration URL (LTI Advantage, Dynamic Registration):</p>\
             <p><code>{}</code></p><p>For an LMS set up by hand, the tool's configuration is at \
             <code>{}</code>.</p></main>",
            escape(&app.url(&format!("/lti/register?key={key}"))),
            escape(&app.url("/lti/config.json"))
        );
        return Ok(page(StatusCode::OK, "Register the N-puzzle", &body));
    };
    let platform = read_platform(&app, &config_url).await?;
    let registered = register_at(&app, &platform, q.registration_token.as_deref()).await?;
    let name = platform
        .lti
        .as_ref()
        .and_then(|l| l.get("product_family_code"))
        .and_then(Value::as_str)
        .unwrap_or(&platform.issuer)
        .to_string();
    let client_id = registered
        .get("client_id")
        .and_then(Value::as_str)
        .ok_or_else(|| Failure::Server("the LMS's registration answer has no client_id".into()))?;
    // Inside the tool configuration, as Dynamic Registration says; Canvas puts it at the top.
    let deployment_id = registered
        .get(TOOL_CONFIGURATION)
        .and_then(|c| c.get("deployment_id"))
        .or_else(|| registered.get("deployment_id"))
        .and_then(Value::as_str)
        .ok_or_else(|| {
            Failure::Server("the LMS's registration answer has no deployment_id".into())
        })?;
    let kept = store::register(
        &app.pool,
        &Platform {
            id: String::new(),
            issuer: platform.issuer.clone(),
            client_id: client_id.to_string(),
            name: name.clone(),
            auth_endpoint: platform.authorization_endpoint,
            token_endpoint: platform.token_endpoint,
            jwks_uri: platform.jwks_uri,
            authorization_server: platform.authorization_server,
            jwks: None,
            jwks_fetched: None,
        },
        deployment_id,
    )
    .await?
    .ok_or(Refusal::AlreadyRegistered)?;
    eprintln!(
        "registered: {} (client {client_id}, deployment {deployment_id})",
        kept.issuer
    );
    let body = format!(
        "<main data-registered><h1>The N-puzzle is registered</h1><p>With {} (client id <code>{}</code>, \
         deployment <code>{}</code>). You can close this window; teachers can now add exercises \
         from their courses.</p></main><script src=\"/lti/close.js\"></script>",
        escape(&name),
        escape(client_id),
        escape(deployment_id)
    );
    Ok(page(StatusCode::OK, "The N-puzzle is registered", &body))
}

async fn read_platform(app: &App, config_url: &str) -> Result<PlatformConfiguration, Failure> {
    let url = url::Url::parse(config_url)
        .map_err(|_| Refusal::MissingParameter("a valid openid_configuration address"))?;
    let response =
        app.http_strict.get(url.clone()).send().await.map_err(|e| {
            Failure::Server(format!("the LMS's configuration could not be read: {e}"))
        })?;
    if !response.status().is_success() {
        return Err(Failure::Server(format!(
            "the LMS's configuration answered {}",
            response.status()
        )));
    }
    let platform: PlatformConfiguration =
        crate::answer::json_within(response).await.map_err(|e| {
            Failure::Server(format!(
                "the LMS's configuration is not what Dynamic Registration says: {e}"
            ))
        })?;
    // The issuer must be the configuration's own host (Dynamic Registration §3.5.1): its
    // origin, scheme and port too.
    let issuer = url::Url::parse(&platform.issuer).ok().map(|u| u.origin());
    if issuer != Some(url.origin()) {
        return Err(Failure::Server(
            "the LMS's configuration names an issuer on another host".into(),
        ));
    }
    if platform.lti.is_none() {
        eprintln!(
            "registration: {} has no {PLATFORM_CONFIGURATION}",
            platform.issuer
        );
    }
    Ok(platform)
}

async fn register_at(
    app: &App,
    platform: &PlatformConfiguration,
    token: Option<&str>,
) -> Result<Value, Failure> {
    let mut request = app
        .http_strict
        .post(&platform.registration_endpoint)
        .json(&tool_configuration(app));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.map_err(|e| {
        Failure::Server(format!(
            "the LMS's registration endpoint did not answer: {e}"
        ))
    })?;
    let status = response.status();
    if !status.is_success() {
        let text = response.text().await.unwrap_or_default();
        return Err(Failure::Server(format!(
            "the LMS refused the registration ({status}): {}",
            text.chars().take(300).collect::<String>()
        )));
    }
    crate::answer::json_within(response)
        .await
        .map_err(|e| Failure::Server(format!("the LMS's registration answer is not JSON: {e}")))
}
