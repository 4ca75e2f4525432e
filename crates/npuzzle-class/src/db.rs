//! The database: one pool through sqlx's Any driver, SQLite (`sqlite:FILE`, created if missing)
//! or PostgreSQL (`postgres://…`), and the migrations embedded in the binary, run at start (by
//! every instance: sqlx takes a lock, so two starting at once do not both migrate).

use sqlx::AnyPool;
use sqlx::any::AnyPoolOptions;

/// The pool every handler borrows from.
pub type Pool = AnyPool;

/// Why the database could not be used.
#[derive(Debug, thiserror::Error)]
pub enum DbError {
    /// Neither `sqlite:` nor `postgres://`.
    #[error("--db {0}: use sqlite:FILE or postgres://USER@HOST/DB")]
    Scheme(String),
    /// It could not be opened.
    #[error("cannot open {0}: {1}")]
    Open(String, sqlx::Error),
    /// Its tables could not be made or brought up to date.
    #[error("cannot prepare the tables: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// A row holds what this server cannot read (a key that does not parse).
    #[error("damaged data: {0}")]
    Damaged(String),
    /// A query failed.
    #[error("{0}")]
    Query(#[from] sqlx::Error),
}

/// Opens the database at `url` and brings its tables up to date.
pub async fn connect(url: &str) -> Result<Pool, DbError> {
    sqlx::any::install_default_drivers();
    let (url, sqlite) = if let Some(file) = url.strip_prefix("sqlite:") {
        let file = file.trim_start_matches("//");
        if file.is_empty() {
            return Err(DbError::Scheme(url.to_string()));
        }
        // Created if missing; WAL so that readers do not wait for the writer.
        (format!("sqlite://{file}?mode=rwc"), true)
    } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        (url.to_string(), false)
    } else {
        return Err(DbError::Scheme(url.to_string()));
    };
    let pool = AnyPoolOptions::new()
        .max_connections(if sqlite { 4 } else { 16 })
        .after_connect(move |conn, _| {
            Box::pin(async move {
                if sqlite {
                    use sqlx::Executor;
                    conn.execute("PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON")
                        .await?;
                }
                Ok(())
            })
        })
        .connect(&url)
        .await
        .map_err(|e| DbError::Open(redacted(&url), e))?;
    migrator().run(&pool).await?;
    Ok(pool)
}

/// The migrations, in order, compiled into the binary (`migrations/`).
const MIGRATIONS: &[(i64, &str, &str)] = &[
    (1, "lti", include_str!("../migrations/0001_lti.sql")),
    (
        2,
        "settings and sweeps",
        include_str!("../migrations/0002_settings_and_sweeps.sql"),
    ),
    (3, "grades", include_str!("../migrations/0003_grades.sql")),
    (4, "answers", include_str!("../migrations/0004_answers.sql")),
];

fn migrator() -> sqlx::migrate::Migrator {
    use sqlx::SqlSafeStr;
    use sqlx::migrate::{Migration, MigrationType, Migrator};
    Migrator::with_migrations(
        MIGRATIONS
            .iter()
            .map(|&(version, what, sql)| {
                Migration::new(
                    version,
                    what.into(),
                    MigrationType::Simple,
                    sql.into_sql_str(),
                    false,
                )
            })
            .collect(),
    )
}

/// The URL without its password, for messages.
fn redacted(url: &str) -> String {
    match url::Url::parse(url) {
        Ok(mut u) if u.password().is_some() => {
            let _ = u.set_password(Some("***"));
            u.to_string()
        }
        _ => url.to_string(),
    }
}
