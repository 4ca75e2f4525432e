//! The server's settings, as `npuzzle serve` takes them.

use std::path::PathBuf;

/// How the server runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// The address to listen on, `127.0.0.1:8080`.
    pub listen: String,
    /// The address the LMS and the browsers reach the server at (behind a proxy, the proxy's),
    /// without a trailing slash: every URL the tool gives out starts with it.
    pub public_url: String,
    /// `sqlite:FILE` (created if missing) or `postgres://…`.
    pub db: String,
    /// The built site (`dist/`), served at `/`.
    pub site: PathBuf,
}

impl Config {
    /// The URL an LMS administrator pastes to register the tool (LTI Dynamic Registration),
    /// with the server's registration `key`: only who was given it can register an LMS.
    pub fn registration_url(&self, key: &str) -> String {
        format!("{}/lti/register?key={key}", self.public_url)
    }

    /// Checks the settings and returns them with the public URL normalised.
    pub fn checked(mut self) -> Result<Config, String> {
        let url = url::Url::parse(&self.public_url)
            .map_err(|e| format!("--public-url {}: not a URL ({e})", self.public_url))?;
        if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
            return Err(format!(
                "--public-url {}: needs http:// or https:// and a host",
                self.public_url
            ));
        }
        if url.query().is_some() || url.fragment().is_some() {
            return Err(format!(
                "--public-url {}: no query or fragment",
                self.public_url
            ));
        }
        // The tool's pages, forms and cookies live at the root of their host.
        if url.path() != "/" {
            return Err(format!(
                "--public-url {}: no path (serve the tool at the root of a host of its own)",
                self.public_url
            ));
        }
        // Browsers keep the login's Secure cookie over http only on this machine.
        if url.scheme() == "http" && !is_loopback(url.host_str().unwrap_or_default()) {
            return Err(format!(
                "--public-url {}: https:// (http:// only for localhost or 127.0.0.1)",
                self.public_url
            ));
        }
        self.public_url = url.as_str().trim_end_matches('/').to_string();
        if !self.site.join("index.html").is_file() {
            return Err(format!(
                "--site {}: no index.html there (build the site first: trunk build --release)",
                self.site.display()
            ));
        }
        Ok(self)
    }
}

/// Whether `host` names this machine.
pub fn is_loopback(host: &str) -> bool {
    host == "localhost"
        || host
            .trim_matches(['[', ']'])
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}
