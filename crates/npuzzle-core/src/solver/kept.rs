//! The tables a [`Solver`] keeps: which it wants, their export and import, and the jobs that
//! hand a search over to workers with them.

use super::Solver;
use super::auto::pattern_frame;
use crate::algorithm::Algorithm;
use crate::board::Board;
use crate::control::Control;
use crate::error::Error;
use crate::handover::{Cut, Searched};
use crate::heuristic::{Estimator, Heuristic};
use crate::search::{Meter, Problem, fast, pdb_idastar};
use crate::settings::SolveOptions;
use crate::solution::Stats;
use crate::tables::frame::Frame;
use crate::tables::pattern::{PatternSet, TableKind};
use crate::tables::perfect::{self, PerfectTable};

impl Solver {
    /// The shape whose pattern databases this solve would use, if the solver does not hold them
    /// yet: `auto` builds them (a caller may load them with [`Solver::import_tables`] instead),
    /// but a 5×5's, which it uses only if loaded (its beams: too large for an optimal search);
    /// fast mode on a 5×5 searches the whole board with the 5×5's if they are loaded first, and on
    /// boards up to 5×5 finishes on a 4×4 with the 4×4's (asked for once the 5×5's are held).
    pub fn wants_tables(
        &self,
        board: &Board,
        options: &SolveOptions,
    ) -> Option<crate::board::Shape> {
        let shape = board.shape();
        let goal = options.goal.resolve(shape).ok()?;
        let wide = wide_shape(&goal);
        let wanted = match options.algorithm.unwrap_or(Algorithm::Auto) {
            Algorithm::Auto => pattern_frame(&goal).map(|_| shape).or(wide),
            Algorithm::Fast => match wide.filter(|&s| self.best(s).is_none()) {
                Some(shape) => return Some(shape),
                None => fast::finishing_shape(&goal),
            },
            _ => None,
        }?;
        self.best(wanted).is_none().then_some(wanted)
    }

    /// The shape of [`Solver::wants_tables`] when the solve would use its tables but never builds
    /// them itself (a 5×5's: 15 s of CPU, longer than its searches): the caller builds them,
    /// before the board if it can wait (a benchmark) or behind the answer for later boards.
    pub fn leaves_tables_to_caller(
        &self,
        board: &Board,
        options: &SolveOptions,
    ) -> Option<crate::board::Shape> {
        let shape = self.wants_tables(board, options)?;
        let goal = options.goal.resolve(board.shape()).ok()?;
        wide_shape(&goal).filter(|&wide| wide == shape)
    }

    /// The pattern databases of `kind` for `shape` as bytes (built first if need be), for
    /// [`Solver::import_tables`]. `None` for shapes that get none of that kind (9 cells or less,
    /// or more than 16 but the 5×5; quick tables exist for the 4×4 only).
    pub fn export_tables(
        &mut self,
        shape: crate::board::Shape,
        kind: TableKind,
        progress: &mut dyn FnMut(f64),
    ) -> Option<Vec<u8>> {
        if shape.cells() <= perfect::MAX_CELLS {
            return None;
        }
        PatternSet::groups_for(shape, kind)?;
        let held = |s: &PatternSet| s.shape == shape && s.kind == kind;
        if !self.patterns.iter().any(held) {
            let built = PatternSet::build(shape, kind, self.threads, progress);
            self.patterns.push(built);
        }
        self.patterns
            .iter()
            .find(|s| held(s))
            .map(crate::tables::store::encode)
    }

    /// The strongest pattern databases held for `shape` as bytes for [`Solver::import_tables`],
    /// fast (stored, not compressed: a copy for another worker on the device, not a download).
    pub fn copy_tables(&self, shape: crate::board::Shape) -> Option<Vec<u8>> {
        self.best(shape)
            .map(|set| crate::tables::store::encode_with(set, 0))
    }

    /// Memory the strongest pattern databases held for `shape` take, in bytes: what a copy from
    /// [`Solver::copy_tables`] becomes once imported.
    pub fn tables_in_memory(&self, shape: crate::board::Shape) -> Option<usize> {
        self.best(shape).map(PatternSet::bytes)
    }

    /// The strongest pattern databases held for `shape` (built or loaded), if any.
    pub fn holds_tables(&self, shape: crate::board::Shape) -> Option<TableKind> {
        self.best(shape).map(|s| s.kind)
    }

    pub(super) fn best(&self, shape: crate::board::Shape) -> Option<&PatternSet> {
        self.best_index(shape).map(|i| &self.patterns[i])
    }

    pub(super) fn best_index(&self, shape: crate::board::Shape) -> Option<usize> {
        self.patterns
            .iter()
            .enumerate()
            .filter(|(_, s)| s.shape == shape)
            .max_by_key(|(_, s)| s.kind)
            .map(|(i, _)| i)
    }

    /// Loads pattern databases saved by [`Solver::export_tables`]; returns their shape and kind.
    /// Searches use the strongest held: quick tables answer until full ones are loaded.
    pub fn import_tables(
        &mut self,
        bytes: &[u8],
    ) -> Result<(crate::board::Shape, TableKind), Error> {
        let set = crate::tables::store::decode(bytes)?;
        let (shape, kind) = (set.shape, set.kind);
        // Only the strongest set of a shape is kept: full tables free the quick ones' memory.
        if self.holds_tables(shape).is_none_or(|held| held <= kind) {
            self.patterns.retain(|s| s.shape != shape);
            self.patterns.push(set);
        }
        Ok((shape, kind))
    }

    /// Memory held by the kept tables, in bytes.
    pub fn table_bytes(&self) -> usize {
        self.perfect.iter().map(PerfectTable::bytes).sum::<usize>()
            + self.patterns.iter().map(PatternSet::bytes).sum::<usize>()
    }

    /// The iteration of `auto`'s search at `bound` cut into at least `want` subtrees (fewer if
    /// its tree is that small), for workers to search with [`Solver::search_subtrees`] (see
    /// [`crate::handover`]). Needs the board's pattern databases held, as the solve that stopped
    /// at [`Control::hand_over`] held them.
    pub fn cut(
        &self,
        board: &Board,
        options: &SolveOptions,
        bound: u32,
        want: usize,
        control: &mut dyn Control,
    ) -> Result<(Cut, Stats), Error> {
        self.split_job(board, options, control, |p, set, frame, meter| {
            pdb_idastar::handed::cut(p, set, frame, meter, bound, want)
        })
    }

    /// Searches a run of the subtrees a [`Solver::cut`] gave, in order, at `bound`, up to the
    /// first that holds an answer. Any tables of the board serve (quick or full): the first
    /// answer in a subtree is the same with either.
    pub fn search_subtrees(
        &self,
        board: &Board,
        options: &SolveOptions,
        bound: u32,
        subtrees: &[Vec<crate::board::Move>],
        control: &mut dyn Control,
    ) -> Result<(Searched, Stats), Error> {
        self.split_job(board, options, control, |p, set, frame, meter| {
            pdb_idastar::handed::search(p, set, frame, meter, bound, subtrees)
        })
    }

    pub(super) fn split_job<T>(
        &self,
        board: &Board,
        options: &SolveOptions,
        control: &mut dyn Control,
        f: impl FnOnce(&Problem, &PatternSet, Frame, &mut Meter) -> T,
    ) -> Result<(T, Stats), Error> {
        let goal = options.goal.resolve(board.shape())?;
        let no_tables =
            || Error::BadTables(format!("no pattern databases held for {}", board.shape()));
        let frame = pattern_frame(&goal).ok_or_else(no_tables)?;
        let set = self.best(board.shape()).ok_or_else(no_tables)?;
        let problem = Problem {
            start: board,
            goal: &goal,
            estimator: Estimator::new(Some(Heuristic::Manhattan), &goal),
            settings: options.settings,
        };
        let mut meter = Meter::new(control, options.max_nodes.unwrap_or(u64::MAX));
        let result = f(&problem, set, frame, &mut meter);
        Ok((result, meter.finish()))
    }
}

/// The shape of a board too large for `auto`'s optimal search whose tables exist (a 5×5), the
/// one kind of tables the solver uses but leaves to its caller to build.
fn wide_shape(goal: &crate::board::Goal) -> Option<crate::board::Shape> {
    let shape = goal.board().shape();
    super::fast::wide_frame(goal)
        .and_then(|_| PatternSet::groups_for(shape, TableKind::Full))
        .map(|_| shape)
}
