//! What the server keeps between requests, in the database: registered platforms and their
//! deployments, OIDC logins in flight, nonces used, and sessions.

pub mod grades;

use crate::db::{DbError, Pool};
use crate::ids;
use jsonwebtoken::jwk::JwkSet;
use sqlx::Row;
use sqlx::any::AnyRow;

/// How long a login may take, from the LMS's first request to the launch.
pub const LOGIN_TTL: i64 = 600;
/// How long a session lasts after its launch.
pub const SESSION_TTL: i64 = 12 * 3600;
/// How long a score the LMS took stays in the outbox.
pub const DELIVERED_KEPT: i64 = 30 * 24 * 3600;

/// The key an LMS administrator's registration URL carries: made once, kept in the database,
/// the same for every instance.
pub async fn registration_key(pool: &Pool) -> Result<String, DbError> {
    sqlx::query(
        "INSERT INTO settings (name, value) VALUES ('registration_key', $1) ON CONFLICT DO NOTHING",
    )
    .bind(ids::random())
    .execute(pool)
    .await?;
    let row = sqlx::query("SELECT value FROM settings WHERE name = 'registration_key'")
        .fetch_one(pool)
        .await?;
    Ok(row.try_get(0)?)
}

/// A registration: an LMS and the client id it gave this tool.
#[derive(Clone, Debug, PartialEq)]
pub struct Platform {
    /// Ours.
    pub id: String,
    /// The LMS's issuer.
    pub issuer: String,
    /// The client id it gave us.
    pub client_id: String,
    /// Its name, for the teacher's pages.
    pub name: String,
    /// Its OIDC authorization endpoint.
    pub auth_endpoint: String,
    /// Its OAuth token endpoint (AGS).
    pub token_endpoint: String,
    /// Its key set's address.
    pub jwks_uri: String,
    /// The audience it wants in client assertions, if it names one besides its token endpoint.
    pub authorization_server: Option<String>,
    /// Its key set as last fetched.
    pub jwks: Option<JwkSet>,
    /// When it was fetched.
    pub jwks_fetched: Option<i64>,
}

const PLATFORM_COLUMNS: &str = "id, issuer, client_id, name, auth_endpoint, token_endpoint, jwks_uri, jwks, jwks_fetched, authorization_server";

fn platform(row: &AnyRow) -> Result<Platform, DbError> {
    let jwks: Option<String> = row.try_get(7)?;
    Ok(Platform {
        id: row.try_get(0)?,
        issuer: row.try_get(1)?,
        client_id: row.try_get(2)?,
        name: row.try_get(3)?,
        auth_endpoint: row.try_get(4)?,
        token_endpoint: row.try_get(5)?,
        jwks_uri: row.try_get(6)?,
        // A key set that no longer parses is fetched again, as if none were kept.
        jwks: jwks.and_then(|j| serde_json::from_str(&j).ok()),
        jwks_fetched: row.try_get(8)?,
        authorization_server: row.try_get(9)?,
    })
}

/// Records a new registration and its deployment; `None` if this issuer and client id are
/// registered already (a registration is never changed by another: its keys' address would
/// let whoever changed it sign launches).
pub async fn register(
    pool: &Pool,
    p: &Platform,
    deployment_id: &str,
) -> Result<Option<Platform>, DbError> {
    let now = ids::now();
    let mut tx = pool.begin().await?;
    let existing = sqlx::query("SELECT id FROM platforms WHERE issuer = $1 AND client_id = $2")
        .bind(&p.issuer)
        .bind(&p.client_id)
        .fetch_optional(&mut *tx)
        .await?;
    let id = match existing {
        Some(_) => return Ok(None),
        None => {
            let id = ids::random()[..22].to_string();
            let inserted = sqlx::query(
                "INSERT INTO platforms (id, issuer, client_id, name, auth_endpoint, token_endpoint, jwks_uri, authorization_server, created) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            )
            .bind(&id)
            .bind(&p.issuer)
            .bind(&p.client_id)
            .bind(&p.name)
            .bind(&p.auth_endpoint)
            .bind(&p.token_endpoint)
            .bind(&p.jwks_uri)
            .bind(&p.authorization_server)
            .bind(now)
            .execute(&mut *tx)
            .await;
            // Registered meanwhile by another (two administrators at once): the first stands.
            if let Err(e) = &inserted
                && e.as_database_error()
                    .is_some_and(|d| d.is_unique_violation())
            {
                return Ok(None);
            }
            inserted?;
            id
        }
    };
    sqlx::query(
        "INSERT INTO deployments (platform_id, deployment_id, created) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
    )
    .bind(&id)
    .bind(deployment_id)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Some(Platform {
        id,
        jwks: None,
        jwks_fetched: None,
        ..p.clone()
    }))
}

/// The registrations of `issuer` (only the one with `client_id` when given).
pub async fn platforms_of(
    pool: &Pool,
    issuer: &str,
    client_id: Option<&str>,
) -> Result<Vec<Platform>, DbError> {
    let rows = match client_id {
        Some(client) => {
            sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT {PLATFORM_COLUMNS} FROM platforms WHERE issuer = $1 AND client_id = $2"
            )))
            .bind(issuer)
            .bind(client)
            .fetch_all(pool)
            .await?
        }
        None => {
            sqlx::query(sqlx::AssertSqlSafe(format!(
                "SELECT {PLATFORM_COLUMNS} FROM platforms WHERE issuer = $1"
            )))
            .bind(issuer)
            .fetch_all(pool)
            .await?
        }
    };
    rows.iter().map(platform).collect()
}

/// A registration by our id.
pub async fn platform_by_id(pool: &Pool, id: &str) -> Result<Option<Platform>, DbError> {
    let row = sqlx::query(sqlx::AssertSqlSafe(format!(
        "SELECT {PLATFORM_COLUMNS} FROM platforms WHERE id = $1"
    )))
    .bind(id)
    .fetch_optional(pool)
    .await?;
    row.as_ref().map(platform).transpose()
}

/// Keeps a platform's freshly fetched key set.
pub async fn save_jwks(pool: &Pool, platform_id: &str, jwks: &JwkSet) -> Result<(), DbError> {
    let text = serde_json::to_string(jwks).expect("a key set serialises");
    sqlx::query("UPDATE platforms SET jwks = $1, jwks_fetched = $2 WHERE id = $3")
        .bind(text)
        .bind(ids::now())
        .bind(platform_id)
        .execute(pool)
        .await?;
    Ok(())
}

/// Whether the registration has this deployment.
pub async fn has_deployment(
    pool: &Pool,
    platform_id: &str,
    deployment_id: &str,
) -> Result<bool, DbError> {
    let row =
        sqlx::query("SELECT 1 FROM deployments WHERE platform_id = $1 AND deployment_id = $2")
            .bind(platform_id)
            .bind(deployment_id)
            .fetch_optional(pool)
            .await?;
    Ok(row.is_some())
}

/// Adds `deployment_id` to a registration; `false` if it had it already.
pub async fn add_deployment(
    pool: &Pool,
    platform_id: &str,
    deployment_id: &str,
) -> Result<bool, DbError> {
    let added = sqlx::query(
        "INSERT INTO deployments (platform_id, deployment_id, created) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
    )
    .bind(platform_id)
    .bind(deployment_id)
    .bind(ids::now())
    .execute(pool)
    .await?
    .rows_affected();
    Ok(added == 1)
}

/// Every registration, with its deployments, oldest first.
pub async fn registrations(pool: &Pool) -> Result<Vec<(Platform, Vec<String>)>, DbError> {
    let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
        "SELECT {PLATFORM_COLUMNS} FROM platforms ORDER BY created, id"
    )))
    .fetch_all(pool)
    .await?;
    let mut out = Vec::with_capacity(rows.len());
    for row in &rows {
        let p = platform(row)?;
        let deployments = sqlx::query(
            "SELECT deployment_id FROM deployments WHERE platform_id = $1 ORDER BY created, deployment_id",
        )
        .bind(&p.id)
        .fetch_all(pool)
        .await?
        .iter()
        .map(|r| r.try_get::<String, _>(0))
        .collect::<Result<Vec<_>, _>>()?;
        out.push((p, deployments));
    }
    Ok(out)
}

/// A login in flight.
#[derive(Clone, Debug, PartialEq)]
pub struct Login {
    /// Sent to the LMS, and back with the launch.
    pub state: String,
    /// Sent to the LMS, and back inside the id_token.
    pub nonce: String,
    /// The registration it is with.
    pub platform_id: String,
    /// Where the LMS said the launch should land.
    pub target_link_uri: String,
}

/// Starts a login: a fresh state and nonce, kept for [`LOGIN_TTL`]. Old logins, nonces,
/// sessions, delivered scores and access tokens are swept on the way.
pub async fn start_login(
    pool: &Pool,
    platform_id: &str,
    target_link_uri: &str,
) -> Result<Login, DbError> {
    let now = ids::now();
    sqlx::query("DELETE FROM logins WHERE created < $1")
        .bind(now - 2 * LOGIN_TTL)
        .execute(pool)
        .await?;
    sqlx::query("DELETE FROM used_nonces WHERE expires < $1")
        .bind(now)
        .execute(pool)
        .await?;
    sqlx::query("DELETE FROM sessions WHERE expires < $1")
        .bind(now)
        .execute(pool)
        .await?;
    // A score the LMS took is kept a while (the teacher may ask when it went), then goes.
    sqlx::query("DELETE FROM outbox WHERE delivered < $1")
        .bind(now - DELIVERED_KEPT)
        .execute(pool)
        .await?;
    sqlx::query("DELETE FROM access_tokens WHERE expires < $1")
        .bind(now)
        .execute(pool)
        .await?;
    let login = Login {
        state: ids::random(),
        nonce: ids::random(),
        platform_id: platform_id.to_string(),
        target_link_uri: target_link_uri.to_string(),
    };
    sqlx::query("INSERT INTO logins (state, nonce, platform_id, target_link_uri, created) VALUES ($1, $2, $3, $4, $5)")
        .bind(&login.state)
        .bind(&login.nonce)
        .bind(&login.platform_id)
        .bind(&login.target_link_uri)
        .bind(now)
        .execute(pool)
        .await?;
    Ok(login)
}

/// What became of a login's state when a launch brought it back.
#[derive(Clone, Debug, PartialEq)]
pub enum Taken {
    /// In time and not used before: it is used now.
    Fresh(Login),
    /// A launch already used it.
    Used,
    /// It started more than [`LOGIN_TTL`] ago.
    Expired,
    /// No login has it.
    Unknown,
}

/// The platform of the login with `state` if it is in time and unused, without taking it: a
/// launch that must first ask the browser for its proof (postMessage storage) takes it after.
pub async fn login_in_flight(pool: &Pool, state: &str) -> Result<Option<String>, DbError> {
    let row = sqlx::query(
        "SELECT platform_id FROM logins WHERE state = $1 AND used IS NULL AND created >= $2",
    )
    .bind(state)
    .bind(ids::now() - LOGIN_TTL)
    .fetch_optional(pool)
    .await?;
    Ok(match row {
        Some(row) => Some(row.try_get(0)?),
        None => None,
    })
}

/// Takes the login with `state`, once: a second launch with it finds it used, whichever
/// instance it reaches.
pub async fn take_login(pool: &Pool, state: &str) -> Result<Taken, DbError> {
    let now = ids::now();
    let took = sqlx::query("UPDATE logins SET used = $1 WHERE state = $2 AND used IS NULL")
        .bind(now)
        .bind(state)
        .execute(pool)
        .await?
        .rows_affected();
    let row = sqlx::query(
        "SELECT nonce, platform_id, target_link_uri, created FROM logins WHERE state = $1",
    )
    .bind(state)
    .fetch_optional(pool)
    .await?;
    let Some(row) = row else {
        return Ok(Taken::Unknown);
    };
    if took == 0 {
        return Ok(Taken::Used);
    }
    let created: i64 = row.try_get(3)?;
    if created < now - LOGIN_TTL {
        return Ok(Taken::Expired);
    }
    Ok(Taken::Fresh(Login {
        state: state.to_string(),
        nonce: row.try_get(0)?,
        platform_id: row.try_get(1)?,
        target_link_uri: row.try_get(2)?,
    }))
}

/// Records a launch's nonce; false if a launch already carried it.
pub async fn use_nonce(
    pool: &Pool,
    platform_id: &str,
    nonce: &str,
    expires: i64,
) -> Result<bool, DbError> {
    let added = sqlx::query(
        "INSERT INTO used_nonces (platform_id, nonce, expires) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
    )
    .bind(platform_id)
    .bind(nonce)
    .bind(expires)
    .execute(pool)
    .await?
    .rows_affected();
    Ok(added == 1)
}

/// A launch that passed.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    /// Its id (unguessable; the pages after the launch carry it).
    pub id: String,
    /// The registration.
    pub platform_id: String,
    /// The deployment.
    pub deployment_id: String,
    /// The user (`sub`).
    pub user_id: String,
    /// Whether the user teaches.
    pub instructor: bool,
    /// The launch's message type.
    pub message_type: String,
    /// The course.
    pub context_id: Option<String>,
    /// The placement.
    pub resource_link_id: Option<String>,
    /// Every claim of the launch, as JSON.
    pub claims: String,
}

/// Opens a session for [`SESSION_TTL`].
pub async fn open_session(pool: &Pool, s: &Session) -> Result<(), DbError> {
    let now = ids::now();
    sqlx::query(
        "INSERT INTO sessions (id, platform_id, deployment_id, user_id, instructor, message_type, context_id, resource_link_id, claims, created, expires) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(&s.id)
    .bind(&s.platform_id)
    .bind(&s.deployment_id)
    .bind(&s.user_id)
    .bind(i64::from(s.instructor))
    .bind(&s.message_type)
    .bind(&s.context_id)
    .bind(&s.resource_link_id)
    .bind(&s.claims)
    .bind(now)
    .bind(now + SESSION_TTL)
    .execute(pool)
    .await?;
    Ok(())
}

/// The session with `id`, while it lasts.
pub async fn session(pool: &Pool, id: &str) -> Result<Option<Session>, DbError> {
    let row = sqlx::query(
        "SELECT id, platform_id, deployment_id, user_id, instructor, message_type, context_id, resource_link_id, claims FROM sessions WHERE id = $1 AND expires > $2",
    )
    .bind(id)
    .bind(ids::now())
    .fetch_optional(pool)
    .await?;
    let Some(row) = row else { return Ok(None) };
    let instructor: i64 = row.try_get(4)?;
    Ok(Some(Session {
        id: row.try_get(0)?,
        platform_id: row.try_get(1)?,
        deployment_id: row.try_get(2)?,
        user_id: row.try_get(3)?,
        instructor: instructor != 0,
        message_type: row.try_get(5)?,
        context_id: row.try_get(6)?,
        resource_link_id: row.try_get(7)?,
        claims: row.try_get(8)?,
    }))
}

/// A fresh SQLite database in a folder of its own, for the tests (the folder is theirs to
/// remove).
#[cfg(test)]
pub(crate) async fn test_pool() -> (Pool, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!(
        "npuzzle-store-{}-{}",
        std::process::id(),
        ids::random()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let pool = crate::db::connect(&format!("sqlite:{}", dir.join("t.db").display()))
        .await
        .unwrap();
    (pool, dir)
}

#[cfg(test)]
mod tests {
    //! The rows' rules on a real SQLite file: once only, whichever instance asks.
    use super::*;

    use crate::store::test_pool as pool;

    fn lms(client_id: &str) -> Platform {
        Platform {
            id: String::new(),
            issuer: "https://lms.example.edu".into(),
            client_id: client_id.into(),
            name: "LMS".into(),
            auth_endpoint: "https://lms.example.edu/auth".into(),
            token_endpoint: "https://lms.example.edu/token".into(),
            jwks_uri: "https://lms.example.edu/jwks".into(),
            authorization_server: None,
            jwks: None,
            jwks_fetched: None,
        }
    }

    #[tokio::test]
    async fn a_registration_is_never_replaced_and_its_key_is_one() {
        let (pool, dir) = pool().await;
        let first = register(&pool, &lms("c1"), "d1")
            .await
            .unwrap()
            .expect("new");
        let mut hijack = lms("c1");
        hijack.jwks_uri = "https://evil.example/jwks".into();
        assert_eq!(register(&pool, &hijack, "d9").await.unwrap(), None);
        let kept = platform_by_id(&pool, &first.id).await.unwrap().unwrap();
        assert_eq!(kept.jwks_uri, "https://lms.example.edu/jwks");
        assert!(!has_deployment(&pool, &first.id, "d9").await.unwrap());
        assert!(
            register(&pool, &lms("c2"), "d1").await.unwrap().is_some(),
            "another client id is another registration"
        );
        assert_eq!(
            registration_key(&pool).await.unwrap(),
            registration_key(&pool).await.unwrap()
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[tokio::test]
    async fn a_login_and_a_nonce_are_taken_once() {
        let (pool, dir) = pool().await;
        let p = register(&pool, &lms("c1"), "d1").await.unwrap().unwrap();
        let login = start_login(&pool, &p.id, "https://tool/lti/launch")
            .await
            .unwrap();
        assert_eq!(
            take_login(&pool, &login.state).await.unwrap(),
            Taken::Fresh(login.clone())
        );
        assert_eq!(take_login(&pool, &login.state).await.unwrap(), Taken::Used);
        assert_eq!(
            take_login(&pool, "never-issued").await.unwrap(),
            Taken::Unknown
        );
        let old = start_login(&pool, &p.id, "https://tool/lti/launch")
            .await
            .unwrap();
        sqlx::query("UPDATE logins SET created = created - 700 WHERE state = $1")
            .bind(&old.state)
            .execute(&pool)
            .await
            .unwrap();
        assert_eq!(take_login(&pool, &old.state).await.unwrap(), Taken::Expired);
        assert!(
            use_nonce(&pool, &p.id, "n1", ids::now() + 60)
                .await
                .unwrap()
        );
        assert!(
            !use_nonce(&pool, &p.id, "n1", ids::now() + 60)
                .await
                .unwrap()
        );
        std::fs::remove_dir_all(dir).unwrap();
    }
}
