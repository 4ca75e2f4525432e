//! LTI 1.3's rules, with no HTTP and no database: the claims a launch carries ([`claims`]), the
//! checks an id_token must pass ([`verify`]) and the refusals, each with its HTTP status and
//! words ([`refusal`]). The handlers in `routes` fetch what these need and act on the result.

pub mod claims;
pub mod refusal;
pub mod verify;

pub use refusal::Refusal;
