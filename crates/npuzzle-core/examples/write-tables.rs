//! Writes the pattern databases the site ships into a folder (default `target/tables`): the
//! 15-puzzle's full (`pdb-4x4.bin`) and quick ones (`pdb-4x4-quick.bin`) and the 24-puzzle's
//! (`pdb-5x5.bin`), which fast mode reads. Run by the Trunk post-build hook (`scripts/tables.sh`)
//! with the core alone, so serving the page never builds the command line:
//! `cargo run --profile tables -p npuzzle-core --example write-tables -- DIR [NAME ...]`.

use npuzzle_core::{Shape, Solver, TableKind};
use std::time::Instant;

/// The files, and what each holds.
const FILES: [(&str, usize, usize, TableKind); 3] = [
    ("pdb-4x4.bin", 4, 4, TableKind::Full),
    ("pdb-4x4-quick.bin", 4, 4, TableKind::Quick),
    ("pdb-5x5.bin", 5, 5, TableKind::Full),
];

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let dir = std::path::PathBuf::from(args.next().unwrap_or_else(|| "target/tables".into()));
    let only: Vec<String> = args.collect();
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    for (name, rows, cols, kind) in FILES {
        if !only.is_empty() && !only.iter().any(|o| o == name) {
            continue;
        }
        let t0 = Instant::now();
        let shape = Shape::new(rows, cols).map_err(|e| e.to_string())?;
        let bytes = Solver::new()
            .threads(threads)
            .export_tables(shape, kind, &mut |_| {})
            .ok_or_else(|| format!("{shape} boards get no {} tables", kind.name()))?;
        let path = dir.join(name);
        std::fs::write(&path, &bytes)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        eprintln!(
            "{shape} pattern databases ({}): {} bytes written to {} in {:.1} s",
            kind.name(),
            bytes.len(),
            path.display(),
            t0.elapsed().as_secs_f64()
        );
    }
    Ok(())
}
