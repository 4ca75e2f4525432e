//! The tool's own RSA keys: made at first start, kept in the database (never in the repository
//! or the logs), published as a JWKS, and rotated without downtime: a new key signs at once,
//! the old one stays in the JWKS for [`GRACE`] so that what it signed still verifies.

use crate::db::{DbError, Pool};
use crate::ids;
use jsonwebtoken::jwk::{Jwk, JwkSet, PublicKeyUse};
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use sqlx::Row;

/// How long a retired key stays published.
pub const GRACE: i64 = 24 * 3600;

/// The key that signs now.
pub struct Signer {
    /// Its id, in every token's header.
    pub kid: String,
    key: EncodingKey,
}

impl Signer {
    /// `claims` as a compact RS256 JWT with this key's `kid`.
    pub fn sign<T: serde::Serialize>(
        &self,
        claims: &T,
    ) -> Result<String, jsonwebtoken::errors::Error> {
        let mut header = Header::new(Algorithm::RS256);
        header.kid = Some(self.kid.clone());
        jsonwebtoken::encode(&header, claims, &self.key)
    }
}

/// Makes the first key if there is none.
pub async fn ensure(pool: &Pool) -> Result<(), DbError> {
    let have: i64 = sqlx::query("SELECT COUNT(*) FROM tool_keys WHERE retired IS NULL")
        .fetch_one(pool)
        .await?
        .try_get(0)?;
    if have == 0 {
        add(pool).await?;
    }
    Ok(())
}

/// A new key that signs from now on; the others retire (still published for [`GRACE`]).
/// Returns its kid.
pub async fn rotate(pool: &Pool) -> Result<String, DbError> {
    let kid = add(pool).await?;
    let now = ids::now();
    sqlx::query(
        "UPDATE tool_keys SET retired = $1, dropped = $2 WHERE retired IS NULL AND kid <> $3",
    )
    .bind(now)
    .bind(now + GRACE)
    .bind(&kid)
    .execute(pool)
    .await?;
    Ok(kid)
}

async fn add(pool: &Pool) -> Result<String, DbError> {
    // Generating takes a moment (3,072-bit primes): off the async threads.
    let pem = tokio::task::spawn_blocking(new_pem)
        .await
        .expect("key generation does not panic");
    let kid = ids::random()[..22].to_string();
    sqlx::query("INSERT INTO tool_keys (kid, private_pem, created) VALUES ($1, $2, $3)")
        .bind(&kid)
        .bind(&pem)
        .bind(ids::now())
        .execute(pool)
        .await?;
    Ok(kid)
}

fn new_pem() -> String {
    use rsa::Generate;
    use rsa::pkcs1::{EncodeRsaPrivateKey, LineEnding};
    let key = rsa::PrivateKey::generate();
    key.to_pkcs1_pem(LineEnding::LF)
        .expect("a fresh key encodes")
        .to_string()
}

/// The key that signs now: the newest not retired.
pub async fn signer(pool: &Pool) -> Result<Signer, DbError> {
    let row = sqlx::query(
        "SELECT kid, private_pem FROM tool_keys WHERE retired IS NULL ORDER BY created DESC, kid DESC LIMIT 1",
    )
    .fetch_one(pool)
    .await?;
    let kid: String = row.try_get(0)?;
    let pem: String = row.try_get(1)?;
    let key = EncodingKey::from_rsa_pem(pem.as_bytes())
        .map_err(|e| DbError::Damaged(format!("tool key {kid}: {e}")))?;
    Ok(Signer { kid, key })
}

/// Every published key's public half.
pub async fn jwks(pool: &Pool) -> Result<JwkSet, DbError> {
    let rows = sqlx::query("SELECT kid, private_pem FROM tool_keys WHERE dropped IS NULL OR dropped > $1 ORDER BY created")
        .bind(ids::now())
        .fetch_all(pool)
        .await?;
    let mut keys = Vec::with_capacity(rows.len());
    for row in rows {
        let kid: String = row.try_get(0)?;
        let pem: String = row.try_get(1)?;
        let damaged =
            |e: jsonwebtoken::errors::Error| DbError::Damaged(format!("tool key {kid}: {e}"));
        let key = EncodingKey::from_rsa_pem(pem.as_bytes()).map_err(damaged)?;
        let mut jwk = Jwk::from_encoding_key(&key, Algorithm::RS256).map_err(damaged)?;
        jwk.common.key_id = Some(kid.clone());
        jwk.common.public_key_use = Some(PublicKeyUse::Signature);
        keys.push(jwk);
    }
    Ok(JwkSet { keys })
}
