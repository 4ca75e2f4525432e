//! What an LMS administrator does by hand (`npuzzle lms`), for an LMS without Dynamic
//! Registration (Blackboard's, say) or a registration with several deployments (a Canvas
//! sub-account, a second Brightspace org unit): add a registration from the values the LMS
//! shows, add a deployment to one, list them. It works on the server's database; running
//! servers see the change at their next launch, as they keep nothing in memory.

use crate::config::is_loopback;
use crate::db::{self, DbError, Pool};
use crate::store::{self, Platform};

/// A registration as the LMS's admin pages show it.
#[derive(Clone, Debug)]
pub struct ByHand {
    /// The LMS's issuer (`iss` of its launches).
    pub issuer: String,
    /// The client id the LMS gave the tool.
    pub client_id: String,
    /// The deployment the LMS made.
    pub deployment_id: String,
    /// A name for the teacher's pages (the issuer's host if none).
    pub name: Option<String>,
    /// Its OIDC authorization endpoint.
    pub auth_url: String,
    /// Its OAuth token endpoint (for grades).
    pub token_url: String,
    /// Its key set's address.
    pub jwks_url: String,
    /// The audience it wants in the tool's client assertions, besides the token endpoint.
    pub audience: Option<String>,
}

/// Why an administrator's change was not made.
#[derive(Debug, thiserror::Error)]
pub enum AdminError {
    /// The database could not be opened or answered.
    #[error("the database: {0}")]
    Db(#[from] DbError),
    /// No runtime could be started.
    #[error("cannot start the runtime: {0}")]
    Runtime(std::io::Error),
    /// The SQLite file named is not there.
    #[error(
        "--db {0}: no such database; give the server's own (as npuzzle serve --db), which it makes at its first start"
    )]
    NoDatabase(String),
    /// A value is empty.
    #[error("--{0} is empty")]
    Empty(&'static str),
    /// A value is not a URL the tool may use.
    #[error("--{field} {value}: {why}")]
    Url {
        /// The option.
        field: &'static str,
        /// What was given.
        value: String,
        /// What is wrong.
        why: &'static str,
    },
    /// This issuer and client id are registered already (a registration is never replaced:
    /// its keys' address would let whoever changed it sign launches).
    #[error(
        "{issuer} with client id {client_id} is registered already; to add a deployment: npuzzle lms deploy"
    )]
    AlreadyRegistered {
        /// The issuer.
        issuer: String,
        /// The client id.
        client_id: String,
    },
    /// No registration has this issuer and client id.
    #[error("no registration has issuer {issuer} and client id {client_id} (npuzzle lms list)")]
    NotRegistered {
        /// The issuer.
        issuer: String,
        /// The client id.
        client_id: String,
    },
}

impl From<sqlx::Error> for AdminError {
    fn from(e: sqlx::Error) -> AdminError {
        AdminError::Db(DbError::Query(e))
    }
}

/// Adds a registration and its deployment; answers it as kept.
pub async fn add(pool: &Pool, p: &ByHand) -> Result<Platform, AdminError> {
    for (field, value) in [
        ("client-id", &p.client_id),
        ("deployment", &p.deployment_id),
    ] {
        if value.trim().is_empty() {
            return Err(AdminError::Empty(field));
        }
    }
    let issuer = url("issuer", &p.issuer)?;
    let host = url::Url::parse(&issuer)
        .ok()
        .and_then(|u| u.host_str().map(str::to_string))
        .unwrap_or_default();
    let platform = Platform {
        id: String::new(),
        name: p
            .name
            .clone()
            .filter(|n| !n.trim().is_empty())
            .unwrap_or(host),
        issuer,
        client_id: p.client_id.trim().to_string(),
        // Kept as typed (checked, not rewritten): an LMS may compare its token endpoint, the
        // client assertion's audience, to the letter.
        auth_endpoint: url("auth-url", &p.auth_url)?,
        token_endpoint: url("token-url", &p.token_url)?,
        jwks_uri: url("jwks-url", &p.jwks_url)?,
        authorization_server: match &p.audience {
            Some(a) if !a.trim().is_empty() => Some(a.trim().to_string()),
            _ => None,
        },
        jwks: None,
        jwks_fetched: None,
    };
    store::register(pool, &platform, p.deployment_id.trim())
        .await?
        .ok_or_else(|| AdminError::AlreadyRegistered {
            issuer: platform.issuer.clone(),
            client_id: platform.client_id.clone(),
        })
}

/// Adds `deployment` to the registration of `issuer` and `client_id`; `false` if it had it.
pub async fn deploy(
    pool: &Pool,
    issuer: &str,
    client_id: &str,
    deployment: &str,
) -> Result<bool, AdminError> {
    if deployment.trim().is_empty() {
        return Err(AdminError::Empty("deployment"));
    }
    let found = store::platforms_of(pool, issuer.trim(), Some(client_id.trim())).await?;
    let Some(platform) = found.first() else {
        return Err(AdminError::NotRegistered {
            issuer: issuer.to_string(),
            client_id: client_id.to_string(),
        });
    };
    Ok(store::add_deployment(pool, &platform.id, deployment.trim()).await?)
}

/// Every registration with its deployments.
pub async fn list(pool: &Pool) -> Result<Vec<(Platform, Vec<String>)>, AdminError> {
    Ok(store::registrations(pool).await?)
}

/// Runs `work` on the database at `db_url` (made and brought up to date if need be), for a
/// command line that has no runtime of its own.
pub fn with_db<T>(
    db_url: &str,
    work: impl AsyncFnOnce(&Pool) -> Result<T, AdminError>,
) -> Result<T, AdminError> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(AdminError::Runtime)?;
    // The server's database, not a new one made by a mistyped path (the server would never
    // see what was added there).
    if let Some(file) = db_url.strip_prefix("sqlite:") {
        let file = file.trim_start_matches("//");
        if !std::path::Path::new(file).is_file() {
            return Err(AdminError::NoDatabase(db_url.to_string()));
        }
    }
    runtime.block_on(async {
        let pool = db::connect(db_url).await?;
        let out = work(&pool).await;
        pool.close().await;
        out
    })
}

/// `value`, trimmed, if it is a URL the tool may call: https, or http on this machine only.
fn url(field: &'static str, value: &str) -> Result<String, AdminError> {
    let bad = |why| AdminError::Url {
        field,
        value: value.to_string(),
        why,
    };
    let parsed = url::Url::parse(value.trim()).map_err(|_| bad("not a URL"))?;
    match parsed.scheme() {
        "https" => {}
        "http" if is_loopback(parsed.host_str().unwrap_or_default()) => {}
        "http" => return Err(bad("https:// (http:// only for localhost or 127.0.0.1)")),
        _ => return Err(bad("needs https://")),
    }
    if parsed.host_str().is_none_or(str::is_empty) {
        return Err(bad("needs a host"));
    }
    Ok(value.trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::test_pool;

    fn blackboard() -> ByHand {
        ByHand {
            issuer: "https://blackboard.com".into(),
            client_id: "5c7d-app".into(),
            deployment_id: "dep-1".into(),
            name: None,
            auth_url: "https://developer.blackboard.com/api/v1/gateway/oidcauth".into(),
            token_url: "https://developer.blackboard.com/api/v1/gateway/oauth2/jwttoken".into(),
            jwks_url:
                "https://developer.blackboard.com/api/v1/management/applications/5c7d-app/jwks.json"
                    .into(),
            audience: None,
        }
    }

    #[tokio::test]
    async fn a_registration_by_hand_takes_its_deployments_and_is_never_replaced() {
        let (pool, dir) = test_pool().await;
        let kept = add(&pool, &blackboard()).await.expect("added");
        assert_eq!(kept.name, "blackboard.com");
        assert!(
            store::has_deployment(&pool, &kept.id, "dep-1")
                .await
                .unwrap()
        );
        // Another institution's deployment of the same registration.
        assert!(
            !store::has_deployment(&pool, &kept.id, "dep-2")
                .await
                .unwrap()
        );
        assert!(
            deploy(&pool, "https://blackboard.com", "5c7d-app", "dep-2")
                .await
                .unwrap()
        );
        assert!(
            !deploy(&pool, "https://blackboard.com", "5c7d-app", "dep-2")
                .await
                .unwrap()
        );
        assert!(
            store::has_deployment(&pool, &kept.id, "dep-2")
                .await
                .unwrap()
        );
        // The same issuer and client id again, with other keys: refused.
        let other = ByHand {
            jwks_url: "https://evil.example/jwks".into(),
            ..blackboard()
        };
        assert!(matches!(
            add(&pool, &other).await,
            Err(AdminError::AlreadyRegistered { .. })
        ));
        assert!(matches!(
            deploy(&pool, "https://blackboard.com", "another", "dep-3").await,
            Err(AdminError::NotRegistered { .. })
        ));
        let listed = list(&pool).await.unwrap();
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0].1, ["dep-1", "dep-2"]);
        assert_eq!(listed[0].0.jwks_uri, blackboard().jwks_url);
        pool.close().await;
        let _ = std::fs::remove_dir_all(dir);
    }

    #[tokio::test]
    async fn bad_values_are_named() {
        let (pool, dir) = test_pool().await;
        let cases = [
            (
                ByHand {
                    auth_url: "http://lms.example.edu/auth".into(),
                    ..blackboard()
                },
                "auth-url",
            ),
            (
                ByHand {
                    jwks_url: "not a url".into(),
                    ..blackboard()
                },
                "jwks-url",
            ),
            (
                ByHand {
                    issuer: "ftp://blackboard.com".into(),
                    ..blackboard()
                },
                "issuer",
            ),
            (
                ByHand {
                    client_id: " ".into(),
                    ..blackboard()
                },
                "client-id",
            ),
        ];
        for (bad, field) in cases {
            let err = add(&pool, &bad).await.expect_err(field);
            assert!(err.to_string().starts_with(&format!("--{field} ")), "{err}");
        }
        assert!(list(&pool).await.unwrap().is_empty(), "nothing was kept");
        pool.close().await;
        let _ = std::fs::remove_dir_all(dir);
    }
}
