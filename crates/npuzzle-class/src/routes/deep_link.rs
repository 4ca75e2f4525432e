//! Deep Linking 2.0: the teacher builds an exercise in the LMS's own dialog (every kind the
//! page has), checked by the Exercise panel's rules (`npuzzle_app::authored`), and the tool
//! answers the LMS with a signed `LtiDeepLinkingResponse` holding one `ltiResourceLink` whose
//! custom `exercise` parameter is the exercise's query, with a line item so that the
//! gradebook's column appears by itself.

use super::page::{escape, page};
use super::{App, Failure};
use crate::ids;
use crate::lti::Refusal;
use crate::lti::claims::{self, IdToken};
use crate::store;
use axum::extract::{Form, State};
use axum::http::StatusCode;
use axum::response::Response;
use npuzzle_app::authored::{Settings, plan};
use npuzzle_app::options::Task;
use npuzzle_app::state::exercise::author::Format;
use npuzzle_i18n::Lang;
use serde::Deserialize;
use serde_json::json;

/// The builder's fields, as posted (and as shown again when something is wrong).
#[derive(Clone, Debug, Default, Deserialize)]
pub struct Fields {
    session: String,
    #[serde(default)]
    title: String,
    #[serde(default)]
    task: String,
    #[serde(default)]
    board: String,
    #[serde(default)]
    slack: String,
    #[serde(default)]
    count: String,
    #[serde(default)]
    hints: String,
    #[serde(default)]
    pass: String,
    #[serde(default)]
    keep: String,
    #[serde(default)]
    id: String,
}

impl Fields {
    /// A text field's value by its name.
    fn value(&self, name: &str) -> &str {
        match name {
            "title" => &self.title,
            "board" => &self.board,
            "slack" => &self.slack,
            "count" => &self.count,
            "hints" => &self.hints,
            "pass" => &self.pass,
            "keep" => &self.keep,
            "id" => &self.id,
            _ => "",
        }
    }

    /// The builder's fields as it opens: a play exercise.
    pub fn start() -> Fields {
        Fields {
            task: Task::Play.value().into(),
            ..Fields::default()
        }
    }
}

/// The builder's text fields: name, label, hint (the task is a menu between the first two).
const BUILDER_FIELDS: [(&str, &str, &str); 8] = [
    ("title", "Title in the course", ""),
    (
        "board",
        "Board",
        "e.g. 1 2 3/4 _ 6/7 5 8 (at most 16 cells)",
    ),
    (
        "slack",
        "Moves over the shortest that still pass (play)",
        "default 4",
    ),
    ("count", "Questions (predict, children)", "default 5 and 3"),
    ("hints", "Hints (play)", "on, off or how many"),
    ("pass", "Pass mark", "e.g. 80%"),
    ("keep", "Which attempt counts", "best or last"),
    ("id", "Exercise id", "default: made from the settings"),
];

/// The builder, for the session of a Deep Linking launch.
pub fn builder(session: &str, fields: &Fields, error: Option<&str>) -> Response {
    let status = if error.is_some() {
        StatusCode::BAD_REQUEST
    } else {
        StatusCode::OK
    };
    let input = |name: &str, label: &str, value: &str, hint: &str| {
        format!(
            "<p><label for=\"{name}\">{label}</label><br><input id=\"{name}\" name=\"{name}\" value=\"{}\"> <small>{hint}</small></p>",
            escape(value)
        )
    };
    let tasks: String = Task::ALL
        .iter()
        .map(|t| {
            let v = t.value();
            let chosen = if fields.task == v { " selected" } else { "" };
            format!("<option value=\"{v}\"{chosen}>{v}</option>")
        })
        .collect();
    let error = error
        .map(|e| format!("<p role=\"alert\" id=\"dl-error\">{}</p>", escape(e)))
        .unwrap_or_default();
    let text =
        |(name, label, hint): &(&str, &str, &str)| input(name, label, fields.value(name), hint);
    let [title, rest @ ..] = &BUILDER_FIELDS;
    let rest: String = rest.iter().map(text).collect();
    let body = format!(
        "<main data-launched=\"deep-linking\"><h1>Add an N-puzzle exercise</h1>{error}\
         <form method=\"post\" action=\"/lti/deep-link\"><input type=\"hidden\" name=\"session\" value=\"{session}\">\
         {title}<p><label for=\"task\">Task</label><br><select id=\"task\" name=\"task\">{tasks}</select> \
         <small>play: reach the goal in few moves; predict: the search's next expansions; children: g, h and f; heuristic: write an admissible h</small></p>\
         {rest}<p><button type=\"submit\">Add to the course</button></p></form></main>",
        session = escape(session),
        title = text(title),
    );
    page(status, "Add an N-puzzle exercise", &body)
}

fn some(v: &str) -> Option<String> {
    let v = v.trim();
    (!v.is_empty()).then(|| v.to_string())
}

/// The exercise the builder's form asks for, as the packager reads it.
fn settings_of(fields: &Fields) -> Settings {
    Settings {
        task: fields.task.clone(),
        board: fields.board.clone(),
        goal: None,
        algo: None,
        heuristic: None,
        slack: some(&fields.slack),
        count: some(&fields.count),
        hints: some(&fields.hints),
        pass: some(&fields.pass),
        id: some(&fields.id),
        keep: some(&fields.keep),
        format: Format::Scorm12,
    }
}

/// The language the platform launched in (its locale's language), English if none we speak.
fn launch_lang(launch: &IdToken) -> Lang {
    launch
        .presentation
        .as_ref()
        .and_then(|p| p.locale.as_deref())
        .and_then(|l| Lang::from_code(l.split(['-', '_']).next().unwrap_or(l)))
        .unwrap_or(Lang::En)
}

/// `POST /lti/deep-link`: the exercise checked, then the signed response, posted to the LMS.
pub async fn post(State(app): State<App>, Form(fields): Form<Fields>) -> Result<Response, Failure> {
    let session = store::session(&app.pool, &fields.session)
        .await?
        .ok_or(Refusal::State)?;
    if session.message_type != claims::DEEP_LINKING_REQUEST || !session.instructor {
        return Err(Refusal::MessageType("a deep link from this session".into()).into());
    }
    let launch: IdToken =
        serde_json::from_str(&session.claims).map_err(|e| Refusal::Malformed(e.to_string()))?;
    let settings = launch
        .deep_linking
        .clone()
        .ok_or(Refusal::MissingClaim("deep_linking_settings"))?;
    let package = match plan(&settings_of(&fields), launch_lang(&launch)) {
        Ok(p) => p,
        Err(why) => return Ok(builder(&fields.session, &fields, Some(&why))),
    };
    let platform = store::platform_by_id(&app.pool, &session.platform_id)
        .await?
        .ok_or(Refusal::UnknownPlatform)?;
    let title = some(&fields.title).unwrap_or_else(|| package.title.clone());
    let mut item = json!({
        "type": claims::RESOURCE_LINK_ITEM,
        "title": title,
        "url": app.url("/lti/launch"),
        "custom": {"exercise": package.query},
    });
    if settings.accept_lineitem != Some(false) {
        item["lineItem"] = json!({"scoreMaximum": 100, "label": title, "resourceId": package.id, "tag": "npuzzle"});
    }
    let now = ids::now();
    let mut response = json!({
        "iss": platform.client_id,
        "aud": platform.issuer,
        "iat": now,
        "exp": now + 600,
        "nonce": ids::random(),
        "https://purl.imsglobal.org/spec/lti/claim/message_type": "LtiDeepLinkingResponse",
        "https://purl.imsglobal.org/spec/lti/claim/version": claims::VERSION,
        "https://purl.imsglobal.org/spec/lti/claim/deployment_id": session.deployment_id,
        "https://purl.imsglobal.org/spec/lti-dl/claim/content_items": [item],
    });
    if let Some(data) = &settings.data {
        response["https://purl.imsglobal.org/spec/lti-dl/claim/data"] = json!(data);
    }
    let jwt = crate::keys::signer(&app.pool)
        .await?
        .sign(&response)
        .map_err(|e| Failure::Server(format!("signing the deep link: {e}")))?;
    let body = format!(
        "<main data-deep-link><h1>Adding “{}” to the course…</h1>\
         <form id=\"autosubmit\" method=\"post\" action=\"{}\"><input type=\"hidden\" name=\"JWT\" value=\"{}\">\
         <button type=\"submit\">Continue</button></form></main><script src=\"/lti/submit.js\"></script>",
        escape(&title),
        escape(&settings.deep_link_return_url),
        escape(&jwt)
    );
    Ok(page(StatusCode::OK, "Adding the exercise", &body))
}
