//! The HTTP side, thin: each handler reads its request, calls [`crate::lti`] and
//! [`crate::store`], and answers. The site itself is served from `--site` as files.

mod attempt;
mod class;
mod deep_link;
mod exercise;
mod landing;
mod launch;
mod login;
mod page;
mod registration;
mod storage;

use crate::db::{DbError, Pool};
use crate::lti::Refusal;
use axum::Router;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use std::sync::Arc;
use std::time::Duration;
use tower_http::services::ServeDir;

/// What every handler shares: the pool, the addresses, an HTTP client for the LMSes. Nothing
/// about a request or a user is kept here.
#[derive(Clone)]
pub struct App {
    pool: Pool,
    public_url: Arc<str>,
    site: Arc<std::path::Path>,
    http: reqwest::Client,
    /// For Dynamic Registration: no redirects, so the configuration read is the host's own.
    http_strict: reqwest::Client,
    /// Wakes this instance's outbox sender when a score is queued here.
    pub wake: Arc<tokio::sync::Notify>,
    /// Grades replayed at once: one per core, so that a class ending together does not starve
    /// the launches.
    grading: Arc<tokio::sync::Semaphore>,
}

impl App {
    /// The shared state of a server with `config`.
    pub fn new(pool: Pool, config: &crate::Config) -> Result<App, crate::ServeError> {
        let client = |redirects| {
            reqwest::Client::builder()
                .timeout(Duration::from_secs(15))
                .connect_timeout(Duration::from_secs(5))
                .redirect(redirects)
                .user_agent(concat!("npuzzle-class/", env!("CARGO_PKG_VERSION")))
                .build()
                .map_err(|e| crate::ServeError::Config(format!("the HTTP client: {e}")))
        };
        let http = client(reqwest::redirect::Policy::limited(3))?;
        let http_strict = client(reqwest::redirect::Policy::none())?;
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Ok(App {
            pool,
            public_url: config.public_url.as_str().into(),
            site: config.site.as_path().into(),
            http,
            http_strict,
            wake: Arc::new(tokio::sync::Notify::new()),
            grading: Arc::new(tokio::sync::Semaphore::new(cores)),
        })
    }

    /// The database.
    pub fn pool(&self) -> &Pool {
        &self.pool
    }

    /// The client that speaks to LMSes.
    pub fn http(&self) -> &reqwest::Client {
        &self.http
    }

    /// `path` (starting with `/`) on the public address.
    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.public_url)
    }
}

/// Every route.
pub fn router(app: App) -> Router {
    let site = ServeDir::new(&*app.site);
    Router::new()
        .route("/lti/register", get(registration::start))
        .route("/lti/config.json", get(registration::config))
        .route("/lti/jwks", get(jwks))
        .route("/lti/close.js", get(page::close_script))
        .route("/lti/submit.js", get(page::submit_script))
        .route("/lti/storage.js", get(storage::script))
        .route("/lti/deep-link", axum::routing::post(deep_link::post))
        .route("/lti/login", get(login::by_get).post(login::by_post))
        .route("/lti/launch", axum::routing::post(launch::post))
        .route(
            "/lti/attempt",
            get(attempt::read)
                .post(attempt::write)
                .layer(axum::extract::DefaultBodyLimit::max(
                    4 * attempt::MAX_RECORD_BYTES,
                )),
        )
        .route("/lti/page.js", get(exercise::adapter))
        .route("/lti/class", axum::routing::post(class::refresh))
        .route("/lti/class.csv", axum::routing::post(class::csv))
        .route("/lti/class.js", get(class::script))
        .route("/lti/class/attempt", axum::routing::post(class::attempt))
        .route("/lti/review.js", get(exercise::review_adapter))
        .route("/exercise/{who}/{link}", get(exercise::page))
        .fallback_service(site)
        .with_state(app)
}

async fn jwks(axum::extract::State(app): axum::extract::State<App>) -> Result<Response, Failure> {
    let set = crate::keys::jwks(&app.pool).await?;
    let mut response = axum::Json(set).into_response();
    // Platforms cache it for minutes; a retired key stays published for a day (keys::GRACE).
    response.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=300"),
    );
    Ok(response)
}

/// What a handler fails with: a refusal (the user's or the LMS's request is wrong) or the
/// server's own trouble (the database), each answered with a page that says so.
#[derive(Debug)]
pub enum Failure {
    /// Refused, with its status.
    Refused(Refusal),
    /// The database failed.
    Db(DbError),
    /// Something else on this side, in words.
    Server(String),
}

impl From<Refusal> for Failure {
    fn from(r: Refusal) -> Failure {
        Failure::Refused(r)
    }
}

impl From<DbError> for Failure {
    fn from(e: DbError) -> Failure {
        Failure::Db(e)
    }
}

impl From<sqlx::Error> for Failure {
    fn from(e: sqlx::Error) -> Failure {
        Failure::Db(DbError::Query(e))
    }
}

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        match self {
            Failure::Refused(r) => {
                eprintln!("refused ({}): {r}", r.code());
                let status = StatusCode::from_u16(r.status()).unwrap_or(StatusCode::BAD_REQUEST);
                page::refusal(status, &r)
            }
            Failure::Db(e) => {
                eprintln!("database: {e}");
                page::trouble("The tool's database did not answer. Try again in a moment.")
            }
            Failure::Server(why) => {
                eprintln!("server: {why}");
                page::trouble(&why)
            }
        }
    }
}
