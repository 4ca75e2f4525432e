//! Fast mode: a valid solution for any board in milliseconds, not necessarily the shortest.
//!
//! The method people use by hand: solve the outermost row or column farthest from the blank's goal
//! cell, lock it, and repeat on the smaller board. On large boards a line is built tile by tile
//! (the last two of a line by the corner trick). On boards of at most [`SEARCH_CELLS`] cells, each
//! line is instead placed by a weighted A* over its tiles alone (see `placement`), which makes the
//! answer far shorter, and the last 4×4 is finished optimally with pattern databases when the
//! caller keeps them. Otherwise the last 3×3 is finished optimally. Moves that undo each other
//! are then cancelled.
//!
//! Before that, a board of more than 16 cells that is close to its goal (a few dozen moves, as
//! after a short scramble) gets a weighted A* on the whole board under a small node budget: its
//! answer is at most 1.5 times the optimum, where line by line costs a third more on a 5×5 and
//! several times more on larger boards (8×8 boards scrambled by 20 moves: 94 moves on average
//! instead of 19). A 5×5 whose pattern databases the caller holds gets that search whatever its
//! distance, with the tables as its estimate and a larger budget: most random 5×5 boards then
//! finish, with answers about a tenth over the optimum instead of a third.

use super::placement::{self, Placed};
use super::trace::Silent;
use super::{Meter, Outcome, Problem, best_first};
use crate::board::{Board, Goal, Move, Shape, Tile};
use crate::control::NoControl;
use crate::heuristic::{Estimate, Estimator, Heuristic};
use crate::method::{Finish, Method};
use crate::solution::Status;
use std::collections::VecDeque;

/// Boards of at most this many cells have their lines placed by search (5×5, 4×6, ...).
const SEARCH_CELLS: usize = 25;
/// States one line's placement may expand before the line is built by hand instead.
const PLACE_EXPANSIONS: u64 = 200_000;
/// The whole-board search's weight, in halves (3: f = g + 1.5·h).
const WHOLE_HALF_WEIGHT: u32 = 3;
/// Boards whose linear-conflict estimate is at most this are searched whole. Measured on
/// scrambled 5×5 to 16×16 boards: most up to 56 finish within the budget, few beyond;
/// random 5×5 boards start at about 64 and need millions of nodes.
const WHOLE_MAX_ESTIMATE: u32 = 56;
/// The whole-board search's budget in generated nodes (5×5 boards scrambled by 60 moves need
/// at most 59,000), and at most this many cells' worth of stored keys on large boards.
const WHOLE_NODES: u64 = 100_000;
const WHOLE_KEY_CELLS: u64 = 8_000_000;
/// The whole-board search with pattern databases (5×5): its budget in generated nodes.
const PATTERN_NODES: u64 = 1_000_000;

/// Finishes a region optimally if the caller can (the region's board and goal, tiles renamed
/// 1..k): `None` if it cannot or gave up, else the finished search (solved, or stopped by the
/// caller's budget or cancel) and how.
pub(crate) type Finisher<'f> =
    dyn FnMut(&Board, &Goal, &mut Meter) -> Option<(Outcome, Finish)> + 'f;

/// What fast mode did line by line, for the solution's `method`.
fn method(searched: bool, last: Bounds, finish: Finish) -> Method {
    Method::Lines {
        searched,
        rows: last.rows(),
        cols: last.cols(),
        finish,
    }
}

/// The whole-board search, for the solution's `method`.
fn weighted(patterns: bool) -> Method {
    Method::Weighted {
        patterns,
        weight_tenths: WHOLE_HALF_WEIGHT * 5,
    }
}

/// Weighted A* on the whole board with `estimate`, stopped with `Limit` after `nodes` generated
/// nodes (or the caller's budget if smaller).
fn whole_board<E: Estimate + ?Sized>(
    p: &Problem,
    estimate: &E,
    nodes: u64,
    meter: &mut Meter,
) -> Outcome {
    weighted_whole(p, estimate, WHOLE_HALF_WEIGHT, nodes, meter)
}

/// Weighted A* on the whole board, f = g + (`half_weight` / 2)·h, within `nodes` generated
/// nodes (or the caller's budget if smaller): its answer is at most that weight times the
/// optimum when `estimate` is admissible.
pub(crate) fn weighted_whole<E: Estimate + ?Sized>(
    p: &Problem,
    estimate: &E,
    half_weight: u32,
    nodes: u64,
    meter: &mut Meter,
) -> Outcome {
    let budget = meter.limit_to(nodes);
    let order = best_first::Order::Weighted(half_weight);
    let outcome = best_first::run_with(p, estimate, meter, order, true, &mut Silent);
    meter.restore(budget);
    outcome
}

/// Whether fast mode searches on boards of this shape (see [`SEARCH_CELLS`]).
fn searches(shape: Shape) -> bool {
    shape.cells() <= SEARCH_CELLS
}

/// Solves `p` (see the module's description); `patterns` is the board's pattern databases as an
/// estimate, if the caller holds them (5×5).
pub(crate) fn run(
    p: &Problem,
    meter: &mut Meter,
    patterns: Option<&dyn Estimate>,
    finisher: &mut Finisher,
) -> (Outcome, Method) {
    if let Some(done) = whole_board_first(p, meter, patterns) {
        return done;
    }
    let mut b = Builder::new(p.start.clone(), p.goal);
    let mut rest = Bounds {
        r0: 0,
        r1: b.shape.rows(),
        c0: 0,
        c1: b.shape.cols(),
    };
    let blank_goal = p.goal.position(0);
    let blank = (b.shape.row(blank_goal), b.shape.col(blank_goal));
    let mut searched = false;
    // Search pays on small boards only; on large ones the placements and a 4×4 finish would take
    // longer than the whole constructive solution, for a small share of its length.
    let search = searches(b.shape);
    let stopped = |status| (Outcome::stopped(status), Method::Search);
    while rest.rows() > 3 || rest.cols() > 3 {
        if let Some(stop) = meter.expand(0, b.moves.len() as u32) {
            return stopped(stop);
        }
        let region = b.region(rest);
        if search && region.len() <= crate::tables::pattern::MAX_CELLS {
            let (start, goal) = b.sub_problem(&region, rest);
            match finisher(&start, &goal, meter) {
                Some((done, how)) if done.status == Status::Solved => {
                    b.play(&done.moves);
                    meter.generate(b.visited);
                    let how = method(searched, rest, how);
                    return (Outcome::solved(cancel_pairs(b.moves)), how);
                }
                Some((stop, _)) => return stopped(stop.status),
                None => {}
            }
        }
        let rows_first = rest.rows() >= rest.cols();
        let placed = match search_outer_line(&b, rest, &region, blank, search, meter) {
            Ok(placed) => placed,
            Err(stop) => return stopped(stop),
        };
        if let Some((after, line, path)) = placed {
            path.into_iter().for_each(|c| b.step(c));
            line.iter().for_each(|&c| b.locked[c] = true);
            rest = after;
            searched = true;
            continue;
        }
        let (line, inward) = rest.take_line(rows_first, blank, b.shape.cols());
        if !b.solve_line(&line, &inward) {
            // Cannot happen on a solvable board.
            return stopped(Status::Unsolvable);
        }
    }
    if !b.finish(rest) {
        return stopped(Status::Unsolvable);
    }
    meter.generate(b.visited);
    (
        Outcome::solved(cancel_pairs(b.moves)),
        method(searched, rest, Finish::Plain),
    )
}

/// The weighted A* on the whole board that [`run`] tries first (see the module's description):
/// its answer, unless the board is not one for it or its own node budget ran out. Apart from
/// `run` so the line-by-line loop reads alone.
fn whole_board_first(
    p: &Problem,
    meter: &mut Meter,
    patterns: Option<&dyn Estimate>,
) -> Option<(Outcome, Method)> {
    let linear_conflict = Estimator::new(Some(Heuristic::LinearConflict), p.goal);
    let cells = p.start.shape().cells() as u64;
    let near = linear_conflict.estimate(p.start.cells()) <= WHOLE_MAX_ESTIMATE;
    let (estimate, nodes, how) = match patterns {
        Some(tables) => (tables, PATTERN_NODES, weighted(true)),
        None if cells > crate::tables::pattern::MAX_CELLS as u64 && near => {
            let nodes = WHOLE_NODES.min(WHOLE_KEY_CELLS / cells);
            (&linear_conflict as &dyn Estimate, nodes, weighted(false))
        }
        None => return None,
    };
    let whole = whole_board(p, estimate, nodes, meter);
    // Solved, cancelled, or the caller's own budget spent.
    (whole.status != Status::Limit || meter.budget_spent()).then_some((whole, how))
}

/// An outer line placed by search: the bounds left after it, its cells and the blank's path.
type Placement = (Bounds, Vec<usize>, Vec<usize>);

/// The outer line [`run`] places next by search, if any: the longer side's; on a square region,
/// whichever of the row and the column is placed in fewer moves.
/// None when `search` is off or no placement was found.
fn search_outer_line(
    b: &Builder,
    rest: Bounds,
    region: &[usize],
    blank: (usize, usize),
    search: bool,
    meter: &mut Meter,
) -> Result<Option<Placement>, Status> {
    let rows_first = rest.rows() >= rest.cols();
    let choices: &[bool] = match (search, rest.rows() == rest.cols()) {
        (false, _) => &[],
        (true, false) => &[rows_first],
        (true, true) => &[rows_first, !rows_first],
    };
    let mut placed: Option<Placement> = None;
    for &across in choices {
        let mut after = rest;
        let (line, _) = after.take_line(across, blank, b.shape.cols());
        match b.search_line(region, &line, meter)? {
            Some(path) if placed.as_ref().is_none_or(|p| path.len() < p.2.len()) => {
                placed = Some((after, line, path));
            }
            _ => {}
        }
    }
    Ok(placed)
}

/// The unsolved part of the board: rows r0..r1, columns c0..c1.
#[derive(Clone, Copy)]
struct Bounds {
    r0: usize,
    r1: usize,
    c0: usize,
    c1: usize,
}

impl Bounds {
    fn rows(self) -> usize {
        self.r1 - self.r0
    }

    fn cols(self) -> usize {
        self.c1 - self.c0
    }

    /// Takes off the outer row (`across`) or column farther from the blank's goal cell
    /// (`blank`: row, column); returns its cells and the cells just inside them (board indices,
    /// `cols` wide).
    fn take_line(
        &mut self,
        across: bool,
        blank: (usize, usize),
        cols: usize,
    ) -> (Vec<usize>, Vec<usize>) {
        if across {
            let (r, inner) = peel(&mut self.r0, &mut self.r1, blank.0);
            (self.c0..self.c1)
                .map(|c| (r * cols + c, inner * cols + c))
                .unzip()
        } else {
            let (c, inner) = peel(&mut self.c0, &mut self.c1, blank.1);
            (self.r0..self.r1)
                .map(|r| (r * cols + c, r * cols + inner))
                .unzip()
        }
    }
}

/// The shape of the last region fast mode would offer to finish on pattern databases for boards
/// of `goal`'s shape: a 4×4 whose goal has the blank in a corner, reached by search.
pub(crate) fn finishing_shape(goal: &Goal) -> Option<Shape> {
    let shape = goal.board().shape();
    let last = Shape::new(4, 4).ok()?;
    let reaches = shape.rows() >= 4 && shape.cols() >= 4 && shape.cells() > last.cells();
    // Lines are peeled away from the goal's blank, so a corner blank stays in a corner.
    let corner = crate::tables::frame::Frame::for_goal(goal).is_some();
    (reaches && corner && searches(shape)).then_some(last)
}

/// Takes the outer line (row or column index in `lo..hi`) farther from the blank's goal line
/// `blank` off the range; returns it and its inner neighbour.
fn peel(lo: &mut usize, hi: &mut usize, blank: usize) -> (usize, usize) {
    if blank - *lo >= *hi - 1 - blank {
        *lo += 1;
        (*lo - 1, *lo)
    } else {
        *hi -= 1;
        (*hi, *hi - 1)
    }
}

/// Removes every move immediately undone by the next.
fn cancel_pairs(moves: Vec<Move>) -> Vec<Move> {
    let mut out: Vec<Move> = Vec::with_capacity(moves.len());
    for m in moves {
        if out.last() == Some(&m.opposite()) {
            out.pop();
        } else {
            out.push(m);
        }
    }
    out
}

struct Builder<'g> {
    board: Board,
    shape: Shape,
    goal: &'g Goal,
    /// `where[tile]` = its cell now.
    at: Vec<usize>,
    locked: Vec<bool>,
    moves: Vec<Move>,
    /// Breadth-first search buffers, reused: a cell is seen in this search if
    /// `seen[cell] == stamp`.
    seen: Vec<u32>,
    parent: Vec<usize>,
    stamp: u32,
    queue: VecDeque<usize>,
    visited: u64,
}

impl<'g> Builder<'g> {
    fn new(board: Board, goal: &'g Goal) -> Builder<'g> {
        let n = board.cells().len();
        let mut at = vec![0; n];
        for (i, &t) in board.cells().iter().enumerate() {
            at[usize::from(t)] = i;
        }
        Builder {
            shape: board.shape(),
            board,
            goal,
            at,
            locked: vec![false; n],
            moves: Vec::new(),
            seen: vec![0; n],
            parent: vec![0; n],
            stamp: 0,
            queue: VecDeque::new(),
            visited: 0,
        }
    }

    fn goal_tile(&self, cell: usize) -> Tile {
        self.goal.board().cells()[cell]
    }

    /// Moves the blank one step onto the neighbouring cell `to`.
    fn step(&mut self, to: usize) {
        let blank = self.board.blank();
        let m = self
            .board
            .move_for_cell(to)
            .expect("steps go to a neighbour of the blank");
        let tile = self.board.apply(m).expect("legal");
        self.at[usize::from(tile)] = blank;
        self.at[0] = to;
        self.moves.push(m);
    }

    /// Shortest path from `from` to `to` through unlocked cells other than `avoid` (inclusive of
    /// both ends), or `None`.
    fn path(&mut self, from: usize, to: usize, avoid: Option<usize>) -> Option<Vec<usize>> {
        self.stamp += 1;
        let stamp = self.stamp;
        self.queue.clear();
        self.queue.push_back(from);
        self.seen[from] = stamp;
        while let Some(c) = self.queue.pop_front() {
            self.visited += 1;
            if c == to {
                let mut path = vec![to];
                let mut x = to;
                while x != from {
                    x = self.parent[x];
                    path.push(x);
                }
                path.reverse();
                return Some(path);
            }
            for m in Move::ALL {
                let Some(n) = self.shape.target(c, m) else {
                    continue;
                };
                if self.seen[n] != stamp && !self.locked[n] && Some(n) != avoid {
                    self.seen[n] = stamp;
                    self.parent[n] = c;
                    self.queue.push_back(n);
                }
            }
        }
        None
    }

    fn blank_to(&mut self, target: usize, avoid: Option<usize>) -> bool {
        let Some(path) = self.path(self.at[0], target, avoid) else {
            return false;
        };
        path[1..].iter().for_each(|&c| self.step(c));
        true
    }

    /// Brings `tile` to `target` along a shortest free path, walking the blank ahead of it.
    fn tile_to(&mut self, tile: Tile, target: usize) -> bool {
        let t = usize::from(tile);
        let Some(path) = self.path(self.at[t], target, None) else {
            return false;
        };
        for &next in &path[1..] {
            let here = self.at[t];
            if !self.blank_to(next, Some(here)) {
                return false;
            }
            self.step(here);
        }
        true
    }

    /// Places the goal tiles of `line` (in order), using `inward` (the cells next to them on the
    /// unsolved side) for the corner trick on the last two, then locks the line.
    fn solve_line(&mut self, line: &[usize], inward: &[usize]) -> bool {
        let k = line.len();
        for &cell in &line[..k - 2] {
            if !self.tile_to(self.goal_tile(cell), cell) {
                return false;
            }
            self.locked[cell] = true;
        }
        let (a, b) = (self.goal_tile(line[k - 2]), self.goal_tile(line[k - 1]));
        let (end, before_end, below_end) = (line[k - 1], line[k - 2], inward[k - 1]);
        if self.at[usize::from(a)] == before_end && self.at[usize::from(b)] == end {
            self.locked[before_end] = true;
            self.locked[end] = true;
            return true;
        }
        // a goes to the end cell, b just inside it; then the blank comes to the cell before the
        // end and two moves slide a and b into place.
        // If b is near the corner, park it two cells in first: otherwise, with a locked at the
        // end, b and the blank can block each other there.
        let park = inward[k - 2];
        let far = self
            .shape
            .target(park, away(self.shape, before_end, park))
            .unwrap_or(park);
        if [end, before_end, below_end, park].contains(&self.at[usize::from(b)])
            && !self.tile_to(b, far)
        {
            return false;
        }
        if !self.tile_to(a, end) {
            return false;
        }
        self.locked[end] = true;
        if !self.tile_to(b, below_end) {
            return false;
        }
        self.locked[below_end] = true;
        if !self.blank_to(before_end, None) {
            return false;
        }
        self.locked[end] = false;
        self.locked[below_end] = false;
        self.step(end);
        self.step(below_end);
        self.locked[before_end] = true;
        self.locked[end] = true;
        true
    }

    /// The cells within `rest`, in reading order.
    fn region(&self, rest: Bounds) -> Vec<usize> {
        let cols = self.shape.cols();
        (rest.r0..rest.r1)
            .flat_map(|r| (rest.c0..rest.c1).map(move |c| r * cols + c))
            .collect()
    }

    /// The region (the cells of `rest`, in reading order) as a board of its own, with its goal:
    /// its tiles renamed 1..k in the order of their goal cells, the blank staying 0.
    fn sub_problem(&self, region: &[usize], rest: Bounds) -> (Board, Goal) {
        let mut goal_tiles: Vec<Tile> = region.iter().map(|&c| self.goal_tile(c)).collect();
        goal_tiles.sort_unstable();
        let rename = |t: Tile| {
            let i = goal_tiles.binary_search(&t);
            i.expect("the region holds its own goal tiles") as Tile
        };
        let shape = Shape::new(rest.rows(), rest.cols())
            .unwrap_or_else(|_| unreachable!("a region is a board's part"));
        let board = |cells: &[Tile]| {
            let tiles = region.iter().map(|&c| rename(cells[c])).collect();
            Board::new(shape, tiles).unwrap_or_else(|_| unreachable!("renamed tiles are 0..k"))
        };
        let goal = Goal::new(board(self.goal.board().cells()));
        (board(self.board.cells()), goal)
    }

    /// Plays moves found on a region's own board (a move names the same step on the big board).
    fn play(&mut self, moves: &[Move]) {
        for &m in moves {
            let to = self
                .shape
                .target(self.at[0], m)
                .expect("moves stay on the board");
            self.step(to);
        }
    }

    /// Solves the remaining region (at most 3×3) optimally: IDA* with linear conflict, here in
    /// the search layer (the solver above is never called back).
    fn finish(&mut self, rest: Bounds) -> bool {
        let region = self.region(rest);
        let (start, goal) = self.sub_problem(&region, rest);
        let problem = Problem::linear_conflict(&start, &goal);
        // At most 9 cells: at most 31 moves, found at once; its nodes are not counted.
        let mut control = NoControl;
        let mut meter = Meter::new(&mut control, u64::MAX);
        let outcome = super::idastar::run(&problem, &mut meter, &mut Silent);
        if outcome.status != Status::Solved {
            return false;
        }
        self.play(&outcome.moves);
        true
    }

    /// The blank's path (cells after the start) that brings the goal tiles of `line` home by
    /// search within `region` (the unlocked cells, line included), or `None` if every search
    /// allowed is too long.
    fn search_line(
        &self,
        region: &[usize],
        line: &[usize],
        meter: &mut Meter,
    ) -> Result<Option<Vec<usize>>, Status> {
        let at: Vec<usize> = line
            .iter()
            .map(|&c| self.at[usize::from(self.goal_tile(c))])
            .collect();
        let task = placement::Task {
            shape: self.shape,
            region,
            at: &at,
            home: line,
            blank: self.at[0],
        };
        for half_weights in placement::HALF_WEIGHTS {
            match placement::place(&task, half_weights, PLACE_EXPANSIONS, meter) {
                Placed::Path(cells) => return Ok(Some(cells)),
                Placed::TooHard => {}
                Placed::Stop(status) => return Err(status),
            }
        }
        Ok(None)
    }
}

/// The move from `from` that leads away from `toward` (used to park a tile one cell further in).
fn away(shape: Shape, toward: usize, from: usize) -> Move {
    let (dr, dc) = (
        shape.row(from) as isize - shape.row(toward) as isize,
        shape.col(from) as isize - shape.col(toward) as isize,
    );
    match (dr.signum(), dc.signum()) {
        (1, _) => Move::Down,
        (-1, _) => Move::Up,
        (_, 1) => Move::Right,
        _ => Move::Left,
    }
}
