//! Unguessable identifiers (states, nonces, session ids, key ids): 32 random bytes from the
//! operating system, base64url without padding.

use base64::Engine;

/// A fresh random id of 43 characters.
pub fn random() -> String {
    let mut bytes = [0u8; 32];
    getrandom::getrandom(&mut bytes).expect("the operating system's random numbers");
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

/// Seconds since 1970.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}
