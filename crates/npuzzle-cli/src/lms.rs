//! `npuzzle lms`: an LMS registered by hand with the class server (for an LMS without Dynamic
//! Registration, Blackboard's say, or another deployment of one registered already), on the
//! server's database (`npuzzle-class`'s `admin`).

use crate::output::{Failure, Out};
use npuzzle_class::admin::{self, ByHand};
use std::io::Write;
use std::process::ExitCode;

#[derive(clap::Subcommand)]
pub enum Command {
    /// Register an LMS from the values its admin pages show (issuer, client id, deployment,
    /// its endpoints). The LMS needs the tool's: PUBLIC_URL/lti/config.json lists them.
    Add(AddArgs),
    /// Add a deployment (another institution, sub-account or org unit) to a registration.
    Deploy(Which),
    /// List the registrations and their deployments.
    List(DbArg),
}

#[derive(clap::Args)]
pub struct DbArg {
    /// The server's database, as `npuzzle serve --db` takes it.
    #[arg(long, default_value = "sqlite:npuzzle-class.db", env = "NPUZZLE_DB")]
    pub db: String,
}

/// Which registration, and the deployment.
#[derive(clap::Args)]
pub struct Which {
    #[command(flatten)]
    pub db: DbArg,
    /// The LMS's issuer (the `iss` of its launches), e.g. `https://blackboard.com`.
    #[arg(long)]
    pub issuer: String,
    /// The client id the LMS gave the tool.
    #[arg(long)]
    pub client_id: String,
    /// The deployment id the LMS made.
    #[arg(long)]
    pub deployment: String,
}

#[derive(clap::Args)]
pub struct AddArgs {
    #[command(flatten)]
    pub which: Which,
    /// The LMS's OIDC authorization endpoint.
    #[arg(long)]
    pub auth_url: String,
    /// The LMS's OAuth2 token endpoint (for grades).
    #[arg(long)]
    pub token_url: String,
    /// The LMS's public key set (JWKS) address.
    #[arg(long)]
    pub jwks_url: String,
    /// A name for the teacher's pages (default: the issuer's host).
    #[arg(long)]
    pub name: Option<String>,
    /// The audience the LMS wants in the tool's token requests, if not its token endpoint.
    #[arg(long)]
    pub audience: Option<String>,
}

pub fn run(command: &Command) -> Result<ExitCode, Failure> {
    let failed = |e: admin::AdminError| Failure::Message(e.to_string());
    let mut out = Out::new();
    match command {
        Command::Add(a) => {
            let w = &a.which;
            let by_hand = ByHand {
                issuer: w.issuer.clone(),
                client_id: w.client_id.clone(),
                deployment_id: w.deployment.clone(),
                name: a.name.clone(),
                auth_url: a.auth_url.clone(),
                token_url: a.token_url.clone(),
                jwks_url: a.jwks_url.clone(),
                audience: a.audience.clone(),
            };
            let kept = admin::with_db(&w.db.db, async |pool| admin::add(pool, &by_hand).await)
                .map_err(failed)?;
            writeln!(
                out,
                "registered: {} (client {}, deployment {})",
                kept.issuer,
                kept.client_id,
                w.deployment.trim()
            )?;
        }
        Command::Deploy(d) => {
            let added = admin::with_db(&d.db.db, async |pool| {
                admin::deploy(pool, &d.issuer, &d.client_id, &d.deployment).await
            })
            .map_err(failed)?;
            let said = if added { "added" } else { "already there" };
            writeln!(out, "deployment {}: {said}", d.deployment.trim())?;
        }
        Command::List(db) => {
            let all =
                admin::with_db(&db.db, async |pool| admin::list(pool).await).map_err(failed)?;
            if all.is_empty() {
                writeln!(out, "no LMS is registered")?;
            }
            for (p, deployments) in all {
                writeln!(out, "{} ({})", p.issuer, p.name)?;
                writeln!(out, "  client id:   {}", p.client_id)?;
                writeln!(out, "  deployments: {}", deployments.join(", "))?;
                writeln!(out, "  keys:        {}", p.jwks_uri)?;
            }
        }
    }
    out.finish()?;
    Ok(ExitCode::SUCCESS)
}
