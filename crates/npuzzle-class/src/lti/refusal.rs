//! Why a login or launch is refused. Each refusal is its own kind (tests check the kind, not the
//! words), with an HTTP status, a code the page carries, and a sentence for the person who sees
//! it. No refusal opens a session.

/// A refused login or launch.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    /// Not a compact JWT, or its parts are not JSON of the right shape.
    #[error("the launch's token cannot be read ({0})")]
    Malformed(String),
    /// Signed with another algorithm than RS256 (`none` and HS256 among them).
    #[error("the launch's token is signed with {0}; only RS256 is accepted")]
    Algorithm(String),
    /// The token's header names no key.
    #[error("the launch's token names no key (kid)")]
    NoKeyId,
    /// The key is not in the platform's key set, even fetched again.
    #[error("the launch's token is signed with a key the LMS does not publish")]
    UnknownKey,
    /// The platform's key set could not be fetched.
    #[error("the LMS's key set could not be fetched ({0})")]
    KeysUnreachable(String),
    /// The signature does not verify.
    #[error("the launch's token has a bad signature")]
    BadSignature,
    /// `iss` is not the platform's.
    #[error("the launch's token comes from another issuer")]
    Issuer,
    /// `aud` does not name this tool.
    #[error("the launch's token is for another tool (aud)")]
    Audience,
    /// `azp` is not this tool, or is missing beside several audiences.
    #[error("the launch's token is for another party (azp)")]
    AuthorisedParty,
    /// `exp` has passed.
    #[error("the launch's token has expired")]
    Expired,
    /// `iat` (or `nbf`) is in the future.
    #[error("the launch's token is dated in the future")]
    NotYetValid,
    /// A claim the launch needs is missing.
    #[error("the launch's token lacks the {0} claim")]
    MissingClaim(&'static str),
    /// The nonce is not the one this login asked for (one from an earlier login, say).
    #[error("the launch's nonce is not this login's")]
    Nonce,
    /// The nonce was already used by a launch.
    #[error("this launch was already used (its nonce came twice)")]
    NonceReplayed,
    /// No login in flight has this state, or the browser's does not match.
    #[error("the launch does not match a login started in this browser (state)")]
    State,
    /// The login is this server's and in time, but the browser brought back no cookie for it
    /// (it may block third-party cookies) and the LMS offers no storage instead.
    #[error(
        "this browser did not keep the login's cookie (it may block the tool's cookies inside the course's page), and the LMS offers no other way to confirm the launch; open the exercise in a new window"
    )]
    NoCookie,
    /// The LMS's storage frame did not hold this login's state for the launch's page.
    #[error(
        "the LMS's page did not confirm that this browser started the launch (postMessage storage)"
    )]
    StorageUnconfirmed,
    /// The login's state was already used: the same launch posted twice.
    #[error("this launch was already used (its state came twice)")]
    StateUsed,
    /// The login started too long ago.
    #[error("the login took too long; launch again from the course")]
    StateExpired,
    /// No registration has this issuer (and client id).
    #[error("this LMS is not registered with the tool")]
    UnknownPlatform,
    /// Several registrations share the issuer and the login named no client id.
    #[error("the login names no client id and this LMS has several registrations")]
    ClientIdNeeded,
    /// The deployment is not one of the registration's.
    #[error("this deployment of the tool is not registered")]
    Deployment,
    /// Neither a resource link nor a Deep Linking request.
    #[error("the tool does not take {0} messages")]
    MessageType(String),
    /// A Deep Linking dialog whose `accept_types` leave out resource links.
    #[error("this LMS's dialog takes no LTI resource links, and an exercise is one")]
    ContentTypes,
    /// Not LTI 1.3.0.
    #[error("the tool speaks LTI 1.3.0, not {0}")]
    Version(String),
    /// `target_link_uri` is not the login's, or not this tool's.
    #[error("the launch's target is not this tool's")]
    TargetLink,
    /// The registration URL lacks the server's registration key, or has another.
    #[error(
        "this registration address is not the one the server printed (its key is missing or wrong)"
    )]
    RegistrationKey,
    /// This LMS (issuer and client id) is registered already.
    #[error("this LMS is registered already; a registration is not replaced")]
    AlreadyRegistered,
    /// A login parameter is missing.
    #[error("the login lacks {0}")]
    MissingParameter(&'static str),
    /// The session a page carries is unknown or over (12 hours after its launch).
    #[error("this page's session has ended")]
    SessionEnded,
    /// A learner asked for what only the course's teachers see.
    #[error("only the course's teachers see the class")]
    NotTeacher,
}

impl Refusal {
    /// The HTTP status: 400 what cannot be read, 401 what does not authenticate, 403 what is not
    /// allowed here, 502 an LMS that does not answer.
    pub fn status(&self) -> u16 {
        use Refusal::*;
        match self {
            Malformed(_) | MissingClaim(_) | MessageType(_) | Version(_) | MissingParameter(_)
            | ClientIdNeeded | ContentTypes => 400,
            Algorithm(_) | NoKeyId | UnknownKey | BadSignature | Issuer | Audience
            | AuthorisedParty | Expired | NotYetValid | Nonce | NonceReplayed | State
            | NoCookie | StorageUnconfirmed | StateUsed | StateExpired | TargetLink
            | SessionEnded => 401,
            UnknownPlatform | Deployment | RegistrationKey | NotTeacher => 403,
            AlreadyRegistered => 409,
            KeysUnreachable(_) => 502,
        }
    }

    /// A stable code, on the refusal page (`data-refusal`), for tests and logs.
    pub fn code(&self) -> &'static str {
        use Refusal::*;
        match self {
            Malformed(_) => "malformed",
            Algorithm(_) => "algorithm",
            NoKeyId => "no-kid",
            UnknownKey => "unknown-key",
            KeysUnreachable(_) => "keys-unreachable",
            BadSignature => "bad-signature",
            Issuer => "issuer",
            Audience => "audience",
            AuthorisedParty => "azp",
            Expired => "expired",
            NotYetValid => "not-yet-valid",
            MissingClaim(_) => "missing-claim",
            Nonce => "nonce",
            NonceReplayed => "nonce-replayed",
            State => "state",
            NoCookie => "no-cookie",
            StorageUnconfirmed => "storage-unconfirmed",
            StateUsed => "state-used",
            StateExpired => "state-expired",
            UnknownPlatform => "unknown-platform",
            ClientIdNeeded => "client-id-needed",
            Deployment => "deployment",
            MessageType(_) => "message-type",
            Version(_) => "version",
            ContentTypes => "content-types",
            TargetLink => "target-link",
            MissingParameter(_) => "missing-parameter",
            RegistrationKey => "registration-key",
            AlreadyRegistered => "already-registered",
            SessionEnded => "session-ended",
            NotTeacher => "not-teacher",
        }
    }
}
