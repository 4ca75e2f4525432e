//! `npuzzle tables`: builds pattern databases and saves them, so the web app can ship them
//! instead of building them in every browser.

use npuzzle_core::{Solver, parse_shape};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// Board size whose tables to build (10 to 16 cells: 4x4, 3x5, 2x8, ...).
    #[arg(long, short, default_value = "4x4")]
    pub size: String,
    /// File to write (deflated).
    #[arg(long, short)]
    pub out: PathBuf,
}

pub fn run(args: &Args) -> Result<ExitCode, crate::output::Failure> {
    let shape = parse_shape(&args.size).map_err(|e| format!("--size: {e}"))?;
    let t0 = Instant::now();
    let bytes = Solver::new()
        .export_tables(shape, &mut |_| {})
        .ok_or_else(|| {
            format!("{shape} boards get no pattern databases (they need 10 to 16 cells)")
        })?;
    if let Some(dir) = args.out.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    std::fs::write(&args.out, &bytes)
        .map_err(|e| format!("cannot write {}: {e}", args.out.display()))?;
    eprintln!(
        "{shape} pattern databases: {} bytes written to {} in {:.1} s",
        bytes.len(),
        args.out.display(),
        t0.elapsed().as_secs_f64()
    );
    Ok(ExitCode::SUCCESS)
}
