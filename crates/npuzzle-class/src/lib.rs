//! The class server: the static site plus an LTI 1.3 Advantage tool, so that an LMS (Canvas,
//! Moodle, Blackboard, D2L, Sakai, Schoology) can add the puzzle once, launch its exercises with
//! no login and, in time, receive their grades.
//!
//! It keeps nothing in memory between requests: keys, registrations, OIDC logins, nonces and
//! sessions live in the database ([`db`]: SQLite by default, PostgreSQL to scale out), so any
//! number of instances can serve one course behind a load balancer.
//!
//! Layout, imports one way: [`routes`] (thin HTTP handlers) → [`lti`] (the standard's rules:
//! claims, the id_token's checks, refusals; no HTTP, no database), [`grade`] (a record replayed
//! with the page's own rules, and which result stands; no HTTP, no database), [`report`] (what
//! each student answered, per question and as CSV; no HTTP, no database) and [`store`] (the
//! database: [`keys`], platforms, logins, sessions, attempts, grades, the outbox) → [`db`].
//! [`sender`] posts the outbox's scores with [`ags`], in the background of every instance.
//! [`admin`] is what an administrator does by hand (`npuzzle lms`), over [`store`].
//! [`answer`] (an LMS's answer read within bounds) and [`stamp`] (times as the standards write
//! them) import nothing of the crate, for any module to use.

pub mod admin;
pub mod ags;
pub mod answer;
pub mod config;
pub mod db;
pub mod grade;
pub mod ids;
pub mod keys;
pub mod lti;
pub mod report;
pub mod routes;
pub mod sender;
pub mod stamp;
pub mod store;

pub use config::Config;

/// Serves until the process is stopped (Ctrl-C or SIGTERM), after printing the address and the
/// Dynamic Registration URL an LMS administrator pastes.
pub async fn serve(config: Config) -> Result<(), ServeError> {
    let pool = db::connect(&config.db).await?;
    keys::ensure(&pool).await?;
    let key = store::registration_key(&pool).await?;
    let listener = tokio::net::TcpListener::bind(&config.listen)
        .await
        .map_err(|e| ServeError::Listen(config.listen.clone(), e))?;
    let app = routes::App::new(pool, &config)?;
    // Scores queued before a restart (or by an instance that is gone) are sent by this one.
    tokio::spawn(sender::run(
        app.pool().clone(),
        app.http().clone(),
        app.wake.clone(),
    ));
    let app = routes::router(app);
    println!("serving: {}", config.public_url);
    println!("registration: {}", config.registration_url(&key));
    axum::serve(listener, app)
        .with_graceful_shutdown(stopped())
        .await
        .map_err(ServeError::Serve)
}

/// Why the server did not start or stopped.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The database could not be opened or migrated.
    #[error("the database: {0}")]
    Db(#[from] db::DbError),
    /// The address could not be listened on.
    #[error("cannot listen on {0}: {1}")]
    Listen(String, std::io::Error),
    /// The settings do not make a server.
    #[error("{0}")]
    Config(String),
    /// The server failed while serving.
    #[error("serving: {0}")]
    Serve(std::io::Error),
}

async fn stopped() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
}

/// [`serve`] on a runtime of its own, for callers that are not async (the command line).
pub fn run(config: Config) -> Result<(), ServeError> {
    let config = config.checked().map_err(ServeError::Config)?;
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| ServeError::Config(format!("cannot start the runtime: {e}")))?
        .block_on(serve(config))
}
