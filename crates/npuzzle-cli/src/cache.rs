//! Pattern databases kept between runs: `auto` builds the 15-puzzle's in about 20 s, so the first
//! solve that builds them saves them in a cache directory and later solves load them (0.2 s).
//! A file that is damaged or from another version is reported, deleted and built again, never
//! trusted (the file carries a version and a checksum; see the core's `tables::store`).

use crate::input::{Refused, read_file, size_text};
use crate::output::{Failure, shown};
use npuzzle_core::{
    Board, Clock, Control, MAX_TABLES_BYTES, Shape, SolveOptions, Solver, TableKind,
};
use npuzzle_i18n::{CliKey, Lang};
use std::path::{Path, PathBuf};

#[derive(clap::Args, Clone, Debug, Default)]
pub struct TableArgs {
    /// Load pattern databases saved by `npuzzle tables` instead of building them or reading the
    /// cache; the load time counts as table time. May be given again for another size (fast
    /// mode on a 5×5 reads the 5×5's and the 4×4's).
    #[arg(long, value_name = "FILE")]
    pub tables: Vec<PathBuf>,
    /// Where built pattern databases are kept between runs (default: the platform's cache
    /// directory, e.g. ~/.cache/npuzzle).
    #[arg(long, value_name = "DIR", env = "NPUZZLE_CACHE_DIR")]
    pub cache_dir: Option<PathBuf>,
    /// Neither read nor write the cache: tables are built in memory for this run only.
    #[arg(long, conflicts_with = "tables")]
    pub no_cache: bool,
}

/// The cache for one run: loads what a solve wants before it, saves what a solve built after it.
pub struct TableCache {
    dir: Option<PathBuf>,
    /// Milliseconds spent loading tables.
    pub load_ms: f64,
    /// The language of what a file that cannot be read says.
    lang: Lang,
}

impl TableCache {
    /// Loads `--tables FILE` at once if given (an unusable file is an error: the user named it).
    pub fn open(args: &TableArgs, solver: &mut Solver, lang: Lang) -> Result<TableCache, Failure> {
        let mut cache = TableCache {
            dir: None,
            load_ms: 0.0,
            lang,
        };
        if !args.tables.is_empty() {
            for path in &args.tables {
                cache.load(solver, path)?;
            }
            return Ok(cache);
        }
        if !args.no_cache {
            cache.dir = args
                .cache_dir
                .clone()
                .or_else(|| dirs::cache_dir().map(|d| d.join("npuzzle")));
        }
        Ok(cache)
    }

    /// Before a solve: loads the cached tables it wants, if there are any. A file that cannot be
    /// used is reported and deleted, and the solve builds the tables again.
    pub fn before(&mut self, solver: &mut Solver, board: &Board, options: &SolveOptions) {
        let (Some(shape), Some(dir)) = (solver.wants_tables(board, options), &self.dir) else {
            return;
        };
        let path = file(dir, shape);
        if !path.exists() {
            return;
        }
        if let Err(e) = self.load(solver, &path) {
            eprintln!("npuzzle: the cached tables cannot be used ({e}); they will be built again");
            let _ = std::fs::remove_file(&path);
        }
    }

    /// After a solve: saves tables the solver holds for `shape` that the cache lacks. A cache that
    /// cannot be written is reported, not fatal.
    pub fn after(&mut self, solver: &mut Solver, shape: Shape) {
        let Some(dir) = &self.dir else { return };
        let path = file(dir, shape);
        if solver.holds_tables(shape) != Some(TableKind::Full) || path.exists() {
            return;
        }
        let Some(bytes) = solver.export_tables(shape, TableKind::Full, &mut |_| {}) else {
            return;
        };
        match write_atomically(&path, &bytes) {
            Ok(()) => eprintln!(
                "npuzzle: the {shape} pattern databases are saved in {} (later solves load them)",
                path.display()
            ),
            Err(e) => eprintln!(
                "npuzzle: cannot keep the tables in {}: {e} (--cache-dir chooses another place)",
                dir.display()
            ),
        }
        // Either way, do not try again this run.
        self.dir = None;
    }

    /// Loads the tables of the file at `path`; what is wrong with it, naming it.
    fn load(&mut self, solver: &mut Solver, path: &Path) -> Result<(), String> {
        let clock = Clock::default();
        let lang = self.lang;
        // Bounded by the largest file of tables: `--tables /dev/zero` is refused, not read.
        let bytes = read_file(path, MAX_TABLES_BYTES, lang).map_err(|refused| match refused {
            Refused::Said(said) => said,
            Refused::TooLarge(_) => {
                let (name, size) = (shown(path), size_text(MAX_TABLES_BYTES));
                CliKey::TablesTooLarge.fill(lang, &[("name", &name), ("size", &size)])
            }
        })?;
        solver
            .import_tables(&bytes)
            .map_err(|e| format!("{}: {e}", shown(path)))?;
        self.load_ms += clock.now_ms();
        Ok(())
    }
}

/// `DIR/pdb-4x4.bin`: the file names the shape; the file itself carries the format version.
fn file(dir: &Path, shape: Shape) -> PathBuf {
    dir.join(format!("pdb-{}x{}.bin", shape.rows(), shape.cols()))
}

/// Written beside its final name and renamed, so a reader never sees half a file.
fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let partial = path.with_extension(format!("partial-{}", std::process::id()));
    std::fs::write(&partial, bytes)?;
    std::fs::rename(&partial, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&partial);
    })
}
