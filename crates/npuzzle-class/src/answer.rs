//! An LMS's answers to the server's own requests (a configuration, a key set, a token), read
//! within bounds.

/// The most bytes read from an LMS's answer (a configuration, a key set): a hostile or broken
/// server cannot fill the memory.
pub const MAX_ANSWER_BYTES: usize = 1 << 20;

/// `response`'s body as JSON, refused past [`MAX_ANSWER_BYTES`].
pub async fn json_within<T: serde::de::DeserializeOwned>(
    mut response: reqwest::Response,
) -> Result<T, String> {
    if response
        .content_length()
        .is_some_and(|n| n > MAX_ANSWER_BYTES as u64)
    {
        return Err(format!("its answer is over {} bytes", MAX_ANSWER_BYTES));
    }
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(|e| e.to_string())? {
        if body.len() + chunk.len() > MAX_ANSWER_BYTES {
            return Err(format!("its answer is over {} bytes", MAX_ANSWER_BYTES));
        }
        body.extend_from_slice(&chunk);
    }
    serde_json::from_slice(&body).map_err(|e| e.to_string())
}
