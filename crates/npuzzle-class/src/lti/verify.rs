//! The checks an id_token must pass before a launch opens a session (LTI 1.3 Core §5.1.3, the
//! 1EdTech Security Framework §5.1.3, OpenID Connect Core §3.1.3.7): the signature by a key the
//! platform publishes (RS256 only), issuer, audience and authorised party, dates with a small
//! leeway, the login's nonce, and the LTI claims every launch needs. Signature and dates are
//! `jsonwebtoken`'s; the rest is LTI's and is here.

use super::Refusal;
use super::claims::{self, IdToken};
use base64::Engine;
use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::jwk::JwkSet;
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde_json::Value;

/// Seconds of clock difference allowed between the platform and the tool.
pub const LEEWAY: i64 = 60;

/// What the launch must match: the registration and the login it follows.
#[derive(Clone, Copy, Debug)]
pub struct Expected<'a> {
    /// The platform's issuer.
    pub issuer: &'a str,
    /// Our client id at that platform.
    pub client_id: &'a str,
    /// The nonce the login sent.
    pub nonce: &'a str,
    /// The target the login named.
    pub target_link_uri: &'a str,
    /// Now, in seconds.
    pub now: i64,
}

/// The key id the token's header names, once its algorithm is RS256. Read by hand rather than
/// by `jsonwebtoken::decode_header` so that `none` is refused as an algorithm, not as garbage.
pub fn key_id(token: &str) -> Result<String, Refusal> {
    let mut parts = token.split('.');
    let (Some(header), Some(_), Some(_), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(Refusal::Malformed("not three parts".into()));
    };
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(header.trim_end_matches('='))
        .map_err(|_| Refusal::Malformed("the header is not base64url".into()))?;
    let header: Value = serde_json::from_slice(&bytes)
        .map_err(|_| Refusal::Malformed("the header is not JSON".into()))?;
    match header.get("alg").and_then(Value::as_str) {
        Some("RS256") => {}
        Some(other) => return Err(Refusal::Algorithm(other.chars().take(20).collect())),
        None => return Err(Refusal::Algorithm("no algorithm".into())),
    }
    match header.get("kid").and_then(Value::as_str) {
        Some(kid) if !kid.is_empty() => Ok(kid.to_string()),
        _ => Err(Refusal::NoKeyId),
    }
}

/// Checks `token` against the platform's `keys` and what the login expects, returning its claims
/// read and as JSON (what a session keeps). The caller has already matched the state and will
/// check the deployment and record the nonce.
pub fn check(token: &str, keys: &JwkSet, expected: &Expected) -> Result<(IdToken, Value), Refusal> {
    let kid = key_id(token)?;
    let jwk = keys.find(&kid).ok_or(Refusal::UnknownKey)?;
    let key = DecodingKey::from_jwk(jwk).map_err(|_| Refusal::UnknownKey)?;
    let mut validation = Validation::new(Algorithm::RS256);
    validation.leeway = LEEWAY as u64;
    validation.validate_nbf = true;
    validation.set_issuer(&[expected.issuer]);
    validation.set_audience(&[expected.client_id]);
    validation.set_required_spec_claims(&["exp", "iat", "iss", "aud"]);
    let data = jsonwebtoken::decode::<Value>(token, &key, &validation)
        .map_err(|e| refusal_of(e.kind()))?;
    // `jsonwebtoken` requires only the claims it checks itself; `iat` is LTI's.
    for claim in ["exp", "iat"] {
        if !data.claims.get(claim).is_some_and(Value::is_number) {
            return Err(Refusal::MissingClaim(claim));
        }
    }
    let token: IdToken = serde_json::from_value(data.claims.clone())
        .map_err(|e| Refusal::Malformed(e.to_string()))?;
    check_claims(&token, expected)?;
    Ok((token, data.claims))
}

fn refusal_of(kind: &ErrorKind) -> Refusal {
    match kind {
        ErrorKind::InvalidSignature => Refusal::BadSignature,
        ErrorKind::ExpiredSignature => Refusal::Expired,
        ErrorKind::ImmatureSignature => Refusal::NotYetValid,
        ErrorKind::InvalidIssuer => Refusal::Issuer,
        ErrorKind::InvalidAudience => Refusal::Audience,
        ErrorKind::InvalidAlgorithm | ErrorKind::InvalidAlgorithmName => {
            Refusal::Algorithm("not RS256".into())
        }
        ErrorKind::MissingRequiredClaim(c) => Refusal::MissingClaim(match c.as_str() {
            "exp" => "exp",
            "iat" => "iat",
            "iss" => "iss",
            _ => "aud",
        }),
        ErrorKind::InvalidRsaKey(_) | ErrorKind::InvalidKeyFormat => Refusal::UnknownKey,
        other => Refusal::Malformed(format!("{other:?}")),
    }
}

/// The LTI claims: the checks `jsonwebtoken` does not make.
fn check_claims(t: &IdToken, expected: &Expected) -> Result<(), Refusal> {
    if t.iat > expected.now + LEEWAY {
        return Err(Refusal::NotYetValid);
    }
    match (&t.azp, t.aud.all().len()) {
        (Some(azp), _) if azp != expected.client_id => return Err(Refusal::AuthorisedParty),
        (None, n) if n > 1 => return Err(Refusal::AuthorisedParty),
        _ => {}
    }
    let nonce = t.nonce.as_deref().ok_or(Refusal::MissingClaim("nonce"))?;
    if nonce != expected.nonce {
        return Err(Refusal::Nonce);
    }
    match t.version.as_deref() {
        None => return Err(Refusal::MissingClaim("version")),
        Some(claims::VERSION) => {}
        Some(other) => return Err(Refusal::Version(other.chars().take(20).collect())),
    }
    let kind = t
        .message_type
        .as_deref()
        .ok_or(Refusal::MissingClaim("message_type"))?;
    if t.deployment_id.as_deref().is_none_or(str::is_empty) {
        return Err(Refusal::MissingClaim("deployment_id"));
    }
    match t.target_link_uri.as_deref() {
        None => return Err(Refusal::MissingClaim("target_link_uri")),
        Some(target) if target != expected.target_link_uri => return Err(Refusal::TargetLink),
        Some(_) => {}
    }
    if t.roles.is_none() {
        return Err(Refusal::MissingClaim("roles"));
    }
    // An anonymous launch has no user to grade or to show their own attempts.
    if t.sub.as_deref().is_none_or(str::is_empty) {
        return Err(Refusal::MissingClaim("sub"));
    }
    match kind {
        claims::RESOURCE_LINK_REQUEST if t.resource_link.is_none() => {
            Err(Refusal::MissingClaim("resource_link"))
        }
        claims::DEEP_LINKING_REQUEST => match &t.deep_linking {
            None => Err(Refusal::MissingClaim("deep_linking_settings")),
            // The tool adds resource links; a dialog that takes none would drop the exercise
            // after the teacher built it. (An LMS that lists no types is taken at its word.)
            Some(s)
                if !s.accept_types.is_empty()
                    && !s
                        .accept_types
                        .iter()
                        .any(|t| t == claims::RESOURCE_LINK_ITEM) =>
            {
                Err(Refusal::ContentTypes)
            }
            Some(_) => Ok(()),
        },
        claims::RESOURCE_LINK_REQUEST => Ok(()),
        other => Err(Refusal::MessageType(other.chars().take(40).collect())),
    }
}

#[cfg(test)]
mod tests;
