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

/// Milliseconds since 1970.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// A stable name for `parts` (a student at a registration) that does not reveal them: 22
/// characters of SHA-256 over the server's `secret` and the parts.
pub fn pseudonym(secret: &str, parts: &[&str]) -> String {
    use sha2::Digest;
    let mut hash = sha2::Sha256::new();
    hash.update(secret.as_bytes());
    for part in parts {
        // Each part's length first: ("ab", "c") and ("a", "bc") are two names.
        hash.update((part.len() as u64).to_be_bytes());
        hash.update(part.as_bytes());
    }
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(hash.finalize())[..22].to_string()
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_pseudonym_is_stable_and_tells_its_parts_apart() {
        let a = super::pseudonym("s", &["p1", "u1"]);
        assert_eq!(a, super::pseudonym("s", &["p1", "u1"]));
        assert_eq!(a.len(), 22);
        assert_ne!(a, super::pseudonym("s", &["p1", "u2"]));
        assert_ne!(a, super::pseudonym("t", &["p1", "u1"]));
        assert_ne!(
            super::pseudonym("s", &["ab", "c"]),
            super::pseudonym("s", &["a", "bc"])
        );
    }
}
