//! Pattern databases kept between runs: the first solve that builds them saves them in a cache
//! directory and later solves load them (0.2 s). A file that is damaged or from another version
//! is reported, deleted and built again, never trusted (the file carries a version and a
//! checksum; see the core's `tables::store`).
//!
//! The 15-puzzle's full tables take about a minute of CPU. So that the first 4×4 does not wait
//! for them, `solve` answers with the quick tables (built in well under a second) and builds the
//! full ones behind it on every core: later boards of the run use them once they are built, and
//! the run writes them to the cache before it ends.
//!
//! The 24-puzzle's tables (15 s of CPU) are never built by the solver: its searches are shorter
//! than that. `solve` builds them behind its first 5×5's answer in the same way, for later
//! boards and runs; `bench` builds them before its first board, so that its figures do not depend
//! on what the cache held.

use crate::input::{Refused, read_file, size_text};
use crate::output::{Failure, note, shown};
use npuzzle_core::{
    Board, Clock, Control, MAX_TABLES_BYTES, Shape, SolveOptions, Solver, TableKind,
};
use npuzzle_i18n::{CliKey, Lang};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::thread::JoinHandle;

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
    /// Milliseconds spent loading tables, and building those the solver leaves to the run.
    pub load_ms: f64,
    /// The language of what a file that cannot be read says.
    lang: Lang,
    /// Threads for tables built behind the searches.
    threads: usize,
    /// The full tables being built behind the searches, if any.
    building: Option<Building>,
    /// Whether they were started this run (they are built once, even if the build fails).
    started: bool,
    /// Whether tables the solver leaves to the run are built before the board that wants them
    /// (`bench`), not behind its answer (`solve`).
    at_once: bool,
    /// The shape whose tables the last board wanted and the solver does not build (a 5×5's).
    left: Option<Shape>,
}

/// Full tables built on other threads while the quick ones answer.
struct Building {
    shape: Shape,
    /// Their bytes once built and saved (`None`: none for this shape).
    built: Receiver<Option<Vec<u8>>>,
    thread: JoinHandle<()>,
}

/// CPU seconds the 15-puzzle's full tables take to build on this kind of machine, for the
/// estimate the user reads (docs/benchmarks.md, "Pattern-database tables": 23 s).
const FULL_4X4_CPU_SECONDS: f64 = 25.0;
/// The same for the 24-puzzle's (14.4 s).
const FULL_5X5_CPU_SECONDS: f64 = 15.0;

impl TableCache {
    /// Loads `--tables FILE` at once if given (an unusable file is an error: the user named it).
    pub fn open(args: &TableArgs, solver: &mut Solver, lang: Lang) -> Result<TableCache, Failure> {
        let mut cache = TableCache {
            dir: None,
            load_ms: 0.0,
            lang,
            threads: solver.thread_count(),
            building: None,
            started: false,
            at_once: false,
            left: None,
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

    /// Tables the solver leaves to the run are built before the board that wants them, not
    /// behind its answer (for `bench`, whose figures should not depend on the cache).
    pub fn at_once(mut self) -> TableCache {
        self.at_once = true;
        self
    }

    /// Before a solve: loads the cached tables it wants, if there are any. A file that cannot be
    /// used is reported and deleted, and the solve builds the tables again.
    pub fn before(&mut self, solver: &mut Solver, board: &Board, options: &SolveOptions) {
        self.take_built(solver);
        let Some(shape) = solver.wants_tables(board, options) else {
            self.left = None;
            return;
        };
        if let Some(dir) = &self.dir {
            let path = file(dir, shape);
            if path.exists() {
                let Err(e) = self.load(solver, &path) else {
                    self.left = None;
                    return;
                };
                note(self.lang, CliKey::TablesUnusable, &[("reason", &e)]);
                let _ = std::fs::remove_file(&path);
            }
        }
        self.left = solver.leaves_tables_to_caller(board, options);
        if let (true, Some(shape)) = (self.at_once, self.left) {
            let clock = Clock::default();
            solver.export_tables(shape, TableKind::Full, &mut |_| {});
            self.load_ms += clock.now_ms();
        }
    }

    /// After a solve: saves tables the solver holds for `shape` that the cache lacks. A cache that
    /// cannot be written is reported, not fatal.
    pub fn after(&mut self, solver: &mut Solver, shape: Shape) {
        let Some(dir) = &self.dir else { return };
        let path = file(dir, shape);
        let held = solver.holds_tables(shape);
        let behind = match held {
            Some(TableKind::Quick) => true,
            None => self.left == Some(shape),
            Some(_) => false,
        };
        if behind && !self.started {
            self.build_behind(shape, path, held.is_some());
            return;
        }
        if held != Some(TableKind::Full) || path.exists() {
            return;
        }
        let Some(bytes) = solver.export_tables(shape, TableKind::Full, &mut |_| {}) else {
            return;
        };
        report_saved(shape, &path, write_atomically(&path, &bytes), self.lang);
        // Either way, do not try again this run.
        self.dir = None;
    }

    /// Builds `shape`'s full tables on other threads and saves them at `path`;
    /// [`TableCache::before`] loads them for the next board once they are built. `quick`: the
    /// quick tables answer meanwhile (a 15-puzzle's).
    fn build_behind(&mut self, shape: Shape, path: PathBuf, quick: bool) {
        self.started = true;
        let threads = self.threads;
        let cpu = if shape.cells() > 16 {
            FULL_5X5_CPU_SECONDS
        } else {
            FULL_4X4_CPU_SECONDS
        };
        // Past four threads the build's largest groups set its pace (four 6-6-3 partitions).
        let about = (cpu / threads.clamp(1, 4) as f64 / 5.0).ceil() * 5.0;
        let seconds = about as u64;
        let key = if quick {
            CliKey::TablesBehind
        } else {
            CliKey::TablesBehindWide
        };
        note(self.lang, key, &[("size", &shape), ("seconds", &seconds)]);
        let (send, built) = channel();
        let lang = self.lang;
        let thread = std::thread::spawn(move || {
            let bytes =
                Solver::new()
                    .threads(threads)
                    .export_tables(shape, TableKind::Full, &mut |_| {});
            if let Some(bytes) = &bytes {
                report_saved(shape, &path, write_atomically(&path, bytes), lang);
            }
            let _ = send.send(bytes);
        });
        self.building = Some(Building {
            shape,
            built,
            thread,
        });
    }

    /// Loads the full tables built behind the searches, if they are done.
    fn take_built(&mut self, solver: &mut Solver) {
        let Some(building) = &self.building else {
            return;
        };
        let bytes = match building.built.try_recv() {
            Ok(bytes) => bytes,
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => None,
        };
        if let Some(building) = self.building.take() {
            let _ = building.thread.join();
        }
        if let Some(bytes) = bytes
            && let Err(e) = solver.import_tables(&bytes)
        {
            note(self.lang, CliKey::TablesBuiltUnusable, &[("reason", &e)]);
        }
    }

    /// At the run's end: full tables still being built are finished and saved (the answers
    /// are already printed).
    pub fn finish(&mut self) {
        let Some(building) = self.building.take() else {
            return;
        };
        note(
            self.lang,
            CliKey::TablesFinishing,
            &[("size", &building.shape)],
        );
        let _ = building.thread.join();
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

/// Says where the tables were saved, or why they could not be.
fn report_saved(shape: Shape, path: &Path, written: std::io::Result<()>, lang: Lang) {
    match written {
        Ok(()) => note(
            lang,
            CliKey::TablesSaved,
            &[("size", &shape), ("path", &path.display())],
        ),
        Err(e) => {
            let dir = path.parent().unwrap_or(path).display();
            note(
                lang,
                CliKey::TablesUnsaved,
                &[("dir", &dir), ("reason", &e)],
            );
        }
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
