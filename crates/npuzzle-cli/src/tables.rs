//! `npuzzle tables`: builds pattern databases and saves them, so the web app can ship them
//! instead of building them in every browser.

use npuzzle_core::{Solver, TABLE_CELLS, TableKind, parse_shape};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// Board size whose tables to build (10 to 21 cells: 4x4, 3x5, 3x6, 4x5, 2x10, 3x7, ...; or 5x5,
    /// whose tables fast mode reads).
    #[arg(long, short, default_value = "4x4")]
    pub size: String,
    /// File to write (compressed, with a checksum).
    #[arg(long, short)]
    pub out: PathBuf,
    /// The quick tables (4×4 only: a 5-5-5 partition, 105 KB where the full ones are 4.75 MB),
    /// which the web app fetches first so that the first answer does not wait for the full ones.
    #[arg(long)]
    pub quick: bool,
    /// Groups built at once (default: one per core); each takes the memory of the group it
    /// builds. The tables are the same with any number.
    #[arg(long, value_parser = crate::options::thread_count)]
    pub threads: Option<usize>,
}

pub fn run(args: &Args) -> Result<ExitCode, crate::output::Failure> {
    let shape = parse_shape(&args.size).map_err(|e| format!("--size: {e}"))?;
    let t0 = Instant::now();
    let kind = if args.quick {
        TableKind::Quick
    } else {
        TableKind::Full
    };
    let bytes = Solver::new()
        .threads(crate::options::threads_or_cores(args.threads))
        .export_tables(shape, kind, &mut |_| {})
        .ok_or_else(|| match kind {
            TableKind::Full => {
                let (least, most) = (TABLE_CELLS.start(), TABLE_CELLS.end());
                format!(
                    "{shape} boards get no pattern databases (they need {least} to {most} cells, or 5×5)"
                )
            }
            TableKind::Quick => format!("{shape} boards get no quick tables (only the 4×4 does)"),
        })?;
    if let Some(dir) = args.out.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    std::fs::write(&args.out, &bytes)
        .map_err(|e| format!("cannot write {}: {e}", args.out.display()))?;
    eprintln!(
        "{shape} pattern databases ({}): {} bytes written to {} in {:.1} s",
        kind.name(),
        bytes.len(),
        args.out.display(),
        t0.elapsed().as_secs_f64()
    );
    Ok(ExitCode::SUCCESS)
}
