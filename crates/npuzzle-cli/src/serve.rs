//! `npuzzle serve`: the class server (the `npuzzle-class` crate): the site plus an LTI 1.3 tool
//! that LMSes register with, launch exercises from and take grades from.

use crate::output::Failure;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub listen: String,
    /// The address LMSes and browsers reach the server at (a proxy's, behind one): every URL the
    /// tool hands out starts with it. Default: http:// and --listen.
    #[arg(long)]
    pub public_url: Option<String>,
    /// The database: sqlite:FILE (made if missing; nothing to install) or postgres://USER@HOST/DB
    /// (several servers on one database scale out).
    #[arg(long, default_value = "sqlite:npuzzle-class.db", env = "NPUZZLE_DB")]
    pub db: String,
    /// The built site (trunk build --release makes dist/).
    #[arg(long, default_value = "dist")]
    pub site: PathBuf,
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let config = npuzzle_class::Config {
        listen: args.listen.clone(),
        public_url: args
            .public_url
            .clone()
            .unwrap_or_else(|| format!("http://{}", args.listen)),
        db: args.db.clone(),
        site: args.site.clone(),
    };
    npuzzle_class::run(config).map_err(|e| Failure::Message(e.to_string()))?;
    Ok(ExitCode::SUCCESS)
}
