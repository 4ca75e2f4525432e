//! Every refusal of the id_token's checks, each by its kind, on tokens signed as a platform
//! would sign them (and as an attacker would).

use super::*;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jsonwebtoken::jwk::{Jwk, PublicKeyUse};
use jsonwebtoken::{EncodingKey, Header};
use serde_json::json;
use std::sync::OnceLock;

const ISS: &str = "https://lms.example.edu";
const CLIENT: &str = "client-1";
const NONCE: &str = "nonce-of-this-login";
const TARGET: &str = "https://tool.example.org/lti/launch";

struct Key {
    kid: &'static str,
    enc: EncodingKey,
    jwk: Jwk,
}

fn key(kid: &'static str) -> Key {
    use rsa::Generate;
    use rsa::pkcs1::{EncodeRsaPrivateKey, LineEnding};
    let pem = rsa::PrivateKey::generate()
        .to_pkcs1_pem(LineEnding::LF)
        .unwrap();
    let enc = EncodingKey::from_rsa_pem(pem.as_bytes()).unwrap();
    let mut jwk = Jwk::from_encoding_key(&enc, Algorithm::RS256).unwrap();
    jwk.common.key_id = Some(kid.into());
    jwk.common.public_key_use = Some(PublicKeyUse::Signature);
    Key { kid, enc, jwk }
}

/// The platform's published key, and one it does not publish.
fn keys() -> &'static (Key, Key) {
    static KEYS: OnceLock<(Key, Key)> = OnceLock::new();
    KEYS.get_or_init(|| (key("platform-1"), key("stranger")))
}

fn published() -> JwkSet {
    JwkSet {
        keys: vec![keys().0.jwk.clone()],
    }
}

fn now() -> i64 {
    crate::ids::now()
}

fn launch() -> Value {
    json!({
        "iss": ISS, "aud": CLIENT, "azp": CLIENT, "sub": "student-7",
        "iat": now(), "exp": now() + 300, "nonce": NONCE,
        "https://purl.imsglobal.org/spec/lti/claim/message_type": "LtiResourceLinkRequest",
        "https://purl.imsglobal.org/spec/lti/claim/version": "1.3.0",
        "https://purl.imsglobal.org/spec/lti/claim/deployment_id": "dep-1",
        "https://purl.imsglobal.org/spec/lti/claim/target_link_uri": TARGET,
        "https://purl.imsglobal.org/spec/lti/claim/roles": ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
        "https://purl.imsglobal.org/spec/lti/claim/resource_link": {"id": "link-1"},
    })
}

fn signed_by(key: &Key, claims: &Value) -> String {
    let mut header = Header::new(Algorithm::RS256);
    header.kid = Some(key.kid.into());
    jsonwebtoken::encode(&header, claims, &key.enc).unwrap()
}

fn sign(claims: &Value) -> String {
    signed_by(&keys().0, claims)
}

fn with(change: impl FnOnce(&mut serde_json::Map<String, Value>)) -> String {
    let mut claims = launch();
    change(claims.as_object_mut().unwrap());
    sign(&claims)
}

fn without(claim: &str) -> String {
    with(|c| {
        c.remove(claim);
    })
}

fn lti(name: &str) -> String {
    format!("https://purl.imsglobal.org/spec/lti/claim/{name}")
}

fn verdict(token: &str) -> Result<IdToken, Refusal> {
    let expected = Expected {
        issuer: ISS,
        client_id: CLIENT,
        nonce: NONCE,
        target_link_uri: TARGET,
        now: now(),
    };
    check(token, &published(), &expected).map(|(t, _)| t)
}

fn refused(token: &str) -> Refusal {
    verdict(token).expect_err("refused")
}

#[test]
fn a_platforms_launch_passes_with_its_claims() {
    let t = verdict(&sign(&launch())).expect("accepted");
    assert_eq!(t.sub.as_deref(), Some("student-7"));
    assert_eq!(t.resource_link.unwrap().id, "link-1");
    assert!(
        !t.roles
            .as_ref()
            .is_some_and(|r| r.iter().any(|r| claims::is_instructor(r)))
    );
}

#[test]
fn unsigned_and_symmetric_tokens_are_refused_as_algorithms() {
    let payload = URL_SAFE_NO_PAD.encode(launch().to_string());
    let none = format!(
        "{}.{payload}.",
        URL_SAFE_NO_PAD.encode(r#"{"alg":"none","kid":"platform-1"}"#)
    );
    assert_eq!(refused(&none), Refusal::Algorithm("none".into()));
    // HS256 keyed with the platform's public key: the classic confusion attack.
    let mut header = Header::new(Algorithm::HS256);
    header.kid = Some("platform-1".into());
    let public = serde_json::to_vec(&keys().0.jwk).unwrap();
    let hs = jsonwebtoken::encode(
        &header,
        &launch(),
        &EncodingKey::from_secret(&public).unwrap(),
    )
    .unwrap();
    assert_eq!(refused(&hs), Refusal::Algorithm("HS256".into()));
}

#[test]
fn a_changed_payload_an_unknown_key_and_no_key_id_are_refused() {
    let token = sign(&launch());
    let mut parts: Vec<&str> = token.split('.').collect();
    let mut forged = launch();
    forged["sub"] = json!("teacher-1");
    let forged_payload = URL_SAFE_NO_PAD.encode(forged.to_string());
    parts[1] = &forged_payload;
    assert_eq!(refused(&parts.join(".")), Refusal::BadSignature);
    assert_eq!(
        refused(&signed_by(&keys().1, &launch())),
        Refusal::UnknownKey
    );
    // The stranger's key under the platform's kid: the signature fails.
    let mut header = Header::new(Algorithm::RS256);
    header.kid = Some("platform-1".into());
    let imposter = jsonwebtoken::encode(&header, &launch(), &keys().1.enc).unwrap();
    assert_eq!(refused(&imposter), Refusal::BadSignature);
    let anonymous =
        jsonwebtoken::encode(&Header::new(Algorithm::RS256), &launch(), &keys().0.enc).unwrap();
    assert_eq!(refused(&anonymous), Refusal::NoKeyId);
    assert!(matches!(refused("not.a-token"), Refusal::Malformed(_)));
}

#[test]
fn issuer_audience_and_authorised_party_must_be_ours() {
    assert_eq!(
        refused(&with(|c| drop(
            c.insert("iss".into(), json!("https://evil.example"))
        ))),
        Refusal::Issuer
    );
    assert_eq!(
        refused(&with(|c| drop(c.insert("aud".into(), json!("client-2"))))),
        Refusal::Audience
    );
    assert_eq!(
        refused(&with(|c| drop(c.insert("azp".into(), json!("client-2"))))),
        Refusal::AuthorisedParty
    );
    let several = |c: &mut serde_json::Map<String, Value>| {
        drop(c.insert("aud".into(), json!([CLIENT, "client-2"])))
    };
    assert!(
        verdict(&with(several)).is_ok(),
        "several audiences with our azp"
    );
    assert_eq!(
        refused(&with(|c| {
            several(c);
            c.remove("azp");
        })),
        Refusal::AuthorisedParty
    );
}

#[test]
fn dates_hold_within_a_minute_of_leeway() {
    assert_eq!(
        refused(&with(|c| drop(c.insert("exp".into(), json!(now() - 120))))),
        Refusal::Expired
    );
    assert!(verdict(&with(|c| drop(c.insert("exp".into(), json!(now() - 30))))).is_ok());
    assert_eq!(
        refused(&with(|c| drop(c.insert("iat".into(), json!(now() + 300))))),
        Refusal::NotYetValid
    );
    assert!(verdict(&with(|c| drop(c.insert("iat".into(), json!(now() + 30))))).is_ok());
    assert_eq!(
        refused(&with(|c| drop(c.insert("nbf".into(), json!(now() + 300))))),
        Refusal::NotYetValid
    );
    assert_eq!(refused(&without("exp")), Refusal::MissingClaim("exp"));
    assert_eq!(refused(&without("iat")), Refusal::MissingClaim("iat"));
}

#[test]
fn the_nonce_must_be_this_logins() {
    assert_eq!(refused(&without("nonce")), Refusal::MissingClaim("nonce"));
    assert_eq!(
        refused(&with(|c| drop(
            c.insert("nonce".into(), json!("an-earlier-login"))
        ))),
        Refusal::Nonce
    );
}

#[test]
fn every_lti_claim_a_launch_needs_is_required() {
    for (claim, name) in [
        (lti("version"), "version"),
        (lti("message_type"), "message_type"),
        (lti("deployment_id"), "deployment_id"),
        (lti("target_link_uri"), "target_link_uri"),
        (lti("roles"), "roles"),
        (lti("resource_link"), "resource_link"),
        ("sub".to_string(), "sub"),
    ] {
        assert_eq!(
            refused(&without(&claim)),
            Refusal::MissingClaim(name),
            "without {claim}"
        );
    }
    assert_eq!(
        refused(&with(|c| drop(c.insert(lti("version"), json!("1.1"))))),
        Refusal::Version("1.1".into())
    );
    assert_eq!(
        refused(&with(|c| drop(c.insert(
            lti("message_type"),
            json!("LtiSubmissionReviewRequest")
        )))),
        Refusal::MessageType("LtiSubmissionReviewRequest".into())
    );
    assert_eq!(
        refused(&with(|c| drop(c.insert(
            lti("target_link_uri"),
            json!("https://evil.example/")
        )))),
        Refusal::TargetLink
    );
    let deep_link = |c: &mut serde_json::Map<String, Value>| {
        c.insert(lti("message_type"), json!("LtiDeepLinkingRequest"));
    };
    assert_eq!(
        refused(&with(deep_link)),
        Refusal::MissingClaim("deep_linking_settings")
    );
    let with_types = |types: Value| {
        with(|c| {
            deep_link(c);
            c.insert(
                "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings".into(),
                json!({"deep_link_return_url": "https://lms.example.edu/dl", "accept_types": types}),
            );
        })
    };
    assert!(verdict(&with_types(json!(["file", "ltiResourceLink"]))).is_ok());
    // A dialog that takes only files or links cannot take what the tool adds.
    assert_eq!(
        refused(&with_types(json!(["file", "link"]))),
        Refusal::ContentTypes
    );
}

#[test]
fn teaching_roles_are_told_from_learning_ones() {
    for role in [
        "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor",
        "http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#TeachingAssistant",
        "Instructor",
        "http://purl.imsglobal.org/vocab/lis/v2/membership#Administrator",
    ] {
        assert!(claims::is_instructor(role), "{role}");
    }
    for role in [
        "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner",
        "Learner",
        "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructorish",
        // Teaching elsewhere in the institution is not teaching this course.
        "http://purl.imsglobal.org/vocab/lis/v2/institution/person#Instructor",
        "http://purl.imsglobal.org/vocab/lis/v2/system/person#Administrator",
        "",
    ] {
        assert!(!claims::is_instructor(role), "{role}");
    }
}
