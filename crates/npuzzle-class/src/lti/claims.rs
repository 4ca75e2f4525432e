//! The claims of an LTI 1.3 launch (Core 1.3, Deep Linking 2.0, AGS 2.0), as serde reads them.
//! Unknown claims are kept in the raw JSON the session stores; these are the ones acted on.

use serde::Deserialize;
use serde_json::{Map, Value};

/// The claim names' common prefix.
pub const LTI: &str = "https://purl.imsglobal.org/spec/lti/claim/";
/// A resource link launch.
pub const RESOURCE_LINK_REQUEST: &str = "LtiResourceLinkRequest";
/// A Deep Linking request (the teacher picks or builds an exercise).
pub const DEEP_LINKING_REQUEST: &str = "LtiDeepLinkingRequest";
/// The only LTI version spoken.
pub const VERSION: &str = "1.3.0";
/// The content item type of a resource link (Deep Linking), the one kind the tool adds.
pub const RESOURCE_LINK_ITEM: &str = "ltiResourceLink";
/// The AGS scope that posts scores.
pub const SCORE_SCOPE: &str = "https://purl.imsglobal.org/spec/lti-ags/scope/score";

/// A role that may see the class and change settings: a teaching role in this course (LIS
/// context roles, and the short forms LTI allows). Institution and system roles do not count:
/// Canvas says "Instructor" of anyone who teaches anywhere, a learner here among them.
pub fn is_instructor(role: &str) -> bool {
    const TEACHING: [&str; 4] = [
        "Instructor",
        "Administrator",
        "ContentDeveloper",
        "TeachingAssistant",
    ];
    let name = role
        .strip_prefix("http://purl.imsglobal.org/vocab/lis/v2/membership#")
        .or_else(|| {
            role.strip_prefix("http://purl.imsglobal.org/vocab/lis/v2/membership/Instructor#")
        })
        .unwrap_or(role);
    TEACHING.contains(&name)
}

/// `aud`: one audience or several.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(untagged)]
pub enum Audience {
    /// One.
    One(String),
    /// Several.
    Many(Vec<String>),
}

impl Audience {
    /// Every audience named.
    pub fn all(&self) -> Vec<&str> {
        match self {
            Audience::One(a) => vec![a.as_str()],
            Audience::Many(a) => a.iter().map(String::as_str).collect(),
        }
    }
}

/// The resource link claim.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct ResourceLink {
    /// Stable per placement.
    pub id: String,
    /// Its title in the LMS.
    #[serde(default)]
    pub title: Option<String>,
}

/// The context claim (the course).
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Context {
    /// The course's id.
    pub id: String,
    /// Its title.
    #[serde(default)]
    pub title: Option<String>,
}

/// The launch presentation claim.
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
pub struct Presentation {
    /// `iframe`, `frame` or `window`.
    #[serde(default)]
    pub document_target: Option<String>,
    /// The learner's language (BCP 47).
    #[serde(default)]
    pub locale: Option<String>,
    /// Where to send the user back.
    #[serde(default)]
    pub return_url: Option<String>,
}

/// The AGS endpoint claim.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Ags {
    /// The scopes the platform grants.
    #[serde(default)]
    pub scope: Vec<String>,
    /// The context's line items.
    #[serde(default)]
    pub lineitems: Option<String>,
    /// This resource link's own line item.
    #[serde(default)]
    pub lineitem: Option<String>,
}

/// The Deep Linking settings claim.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct DeepLinkingSettings {
    /// Where the response goes.
    pub deep_link_return_url: String,
    /// The content item types the platform takes.
    #[serde(default)]
    pub accept_types: Vec<String>,
    /// The presentation targets the platform takes.
    #[serde(default)]
    pub accept_presentation_document_targets: Vec<String>,
    /// Whether a line item may come with a link.
    #[serde(default)]
    pub accept_lineitem: Option<bool>,
    /// Opaque, echoed back in the response.
    #[serde(default)]
    pub data: Option<String>,
}

/// An id_token's claims.
#[derive(Clone, Debug, Deserialize)]
pub struct IdToken {
    /// The platform.
    pub iss: String,
    /// The client ids the token is for.
    pub aud: Audience,
    /// The authorised party: must be our client id when present.
    #[serde(default)]
    pub azp: Option<String>,
    /// The user, stable per platform.
    #[serde(default)]
    pub sub: Option<String>,
    /// Expiry (seconds).
    pub exp: i64,
    /// Issued at (seconds).
    pub iat: i64,
    /// The nonce of the login that asked for it.
    #[serde(default)]
    pub nonce: Option<String>,
    /// The user's name, when the platform shares it.
    #[serde(default)]
    pub name: Option<String>,
    /// `LtiResourceLinkRequest`, `LtiDeepLinkingRequest`.
    #[serde(
        rename = "https://purl.imsglobal.org/spec/lti/claim/message_type",
        default
    )]
    pub message_type: Option<String>,
    /// `1.3.0`.
    #[serde(rename = "https://purl.imsglobal.org/spec/lti/claim/version", default)]
    pub version: Option<String>,
    /// The deployment.
    #[serde(
        rename = "https://purl.imsglobal.org/spec/lti/claim/deployment_id",
        default
    )]
    pub deployment_id: Option<String>,
    /// Where the launch was meant to land.
    #[serde(
        rename = "https://purl.imsglobal.org/spec/lti/claim/target_link_uri",
        default
    )]
    pub target_link_uri: Option<String>,
    /// The user's roles.
    #[serde(rename = "https://purl.imsglobal.org/spec/lti/claim/roles", default)]
    pub roles: Option<Vec<String>>,
    /// The placement.
    #[serde(
        rename = "https://purl.imsglobal.org/spec/lti/claim/resource_link",
        default
    )]
    pub resource_link: Option<ResourceLink>,
    /// The course.
    #[serde(rename = "https://purl.imsglobal.org/spec/lti/claim/context", default)]
    pub context: Option<Context>,
    /// How it is shown.
    #[serde(
        rename = "https://purl.imsglobal.org/spec/lti/claim/launch_presentation",
        default
    )]
    pub presentation: Option<Presentation>,
    /// The link's custom parameters (the exercise's settings live here).
    #[serde(rename = "https://purl.imsglobal.org/spec/lti/claim/custom", default)]
    pub custom: Option<Map<String, Value>>,
    /// Grades.
    #[serde(
        rename = "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint",
        default
    )]
    pub ags: Option<Ags>,
    /// Deep Linking.
    #[serde(
        rename = "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings",
        default
    )]
    pub deep_linking: Option<DeepLinkingSettings>,
}

impl IdToken {
    /// Whether any role is a teaching one.
    pub fn instructor(&self) -> bool {
        self.roles.iter().flatten().any(|r| is_instructor(r))
    }

    /// A custom parameter as text.
    pub fn custom(&self, name: &str) -> Option<&str> {
        self.custom.as_ref()?.get(name)?.as_str()
    }

    /// The link's gradebook column (its line item), if it has one and the LMS lets this tool
    /// post scores to it.
    pub fn score_column(&self) -> Option<String> {
        let ags = self.ags.as_ref()?;
        ags.scope
            .iter()
            .any(|s| s == SCORE_SCOPE)
            .then(|| ags.lineitem.clone())
            .flatten()
    }
}
