//! IDA* with additive pattern databases, taking the largest of several lookups (each partition
//! of the tiles, read directly and transposed), on boards of at most 21 cells whose goal has the
//! blank in a corner.
//!
//! The board is first mapped to the canonical frame (see `tables::frame`). Each move updates the
//! Manhattan distance and one group index per lookup by table arithmetic; one table read per
//! lookup gives the new estimate: h = Manhattan + 2 · max over lookups of Σ extra.
//!
//! The loop is the solver's hot path, so a child is rejected as early as the cheapest bound
//! allows: Manhattan distance first (no table read), then each lookup in turn. Any of these bounds is admissible, so the search is the same; only the bound
//! reported for the next iteration can be lower, which costs at most an extra empty iteration.

/// Calls `f::<V>(…)` with `V` the number of lookups: the loop is compiled for each count a set
/// has (1 to 3 on oblong boards, 2 with the 4×4's quick tables, 8 with its full ones; a test in
/// `tables::pattern` holds every shape to these counts, listed there again).
macro_rules! by_lookups {
    ($n:expr, $f:ident($($a:expr),*)) => {
        match $n {
            1 => $f::<1>($($a),*),
            2 => $f::<2>($($a),*),
            3 => $f::<3>($($a),*),
            8 => $f::<8>($($a),*),
            n => unreachable!("{n} lookups"),
        }
    };
}

pub(crate) mod handed;
#[cfg(not(target_arch = "wasm32"))]
pub(crate) mod parallel;
mod subtrees;

use super::fsm::{DEAD, Fsm};
use super::idastar::{Flow, deepen};
use super::{Meter, Outcome, Problem};
use crate::board::{Move, Shape};
use crate::solution::Status;
use crate::tables::frame::Frame;
use crate::tables::pattern::{AUTO_MAX_CELLS, Lookup, PatternSet, PatternTable, radix};

/// The most cells of a board this search takes: the most `auto` has tables for.
const MAX_CELLS: usize = AUTO_MAX_CELLS;
/// Groups per lookup: at most 20 tiles (21 cells) in groups of five or more.
const MAX_GROUPS: usize = 4;
/// The most lookups a set has (the 4×4's four partitions, each also transposed).
const MAX_LOOKUPS: usize = 8;
// A lookup's sum (its groups' entries, each at most 15) fits its 8-bit lane of [`Sums`].
const _: () = assert!(MAX_GROUPS * 15 <= u8::MAX as usize && MAX_LOOKUPS * 8 <= 64);
/// Groups of all lookups together (the search's slots).
const MAX_SLOTS: usize = MAX_LOOKUPS * MAX_GROUPS;
/// Longest path searched: far above the optimal solutions of boards of up to 21 cells (80 moves
/// at most on the 4×4; the 2×10's random boards take about 130), so no bound should reach it;
/// one that did would end the search with status `limit`, never with a wrong answer.
const MAX_DEPTH: usize = 256;
/// What `dfs` returns when it does not return the smallest f above the bound (in wasm a `Flow`
/// would return through memory, a plain integer returns in a register; native search is 4–7%
/// faster this way).
const FOUND: u32 = u32::MAX - 1;
const STOP: u32 = u32::MAX - 2;
/// How many times the last iteration's nodes the next one is expected to generate (15-puzzles
/// with the tables: about 4–7).
const GROWTH: u64 = 5;

/// Searches with pattern databases; `threads` above 1 shares each large iteration among that
/// many threads (natively; wasm searches on one).
pub(crate) fn run(
    p: &Problem,
    set: &PatternSet,
    frame: Frame,
    meter: &mut Meter,
    threads: usize,
) -> Outcome {
    // Their number is a constant of each copy of the loop, so its inner loop unrolls.
    let views = set.lookups();
    let brief = Brief {
        p,
        set,
        views: &views,
        frame,
        threads: threads.max(1),
    };
    by_lookups!(views.len(), solve_with(&brief, meter))
}

fn solve_with<const V: usize>(brief: &Brief, meter: &mut Meter) -> Outcome {
    Search::<V>::new(brief, meter).solve(brief)
}

/// What a search is asked, kept so that more searches of the same board can be started (one per
/// subtree when threads share an iteration).
struct Brief<'a, 'p> {
    p: &'a Problem<'p>,
    set: &'a PatternSet,
    views: &'a [Lookup],
    frame: Frame,
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    threads: usize,
}

/// Each lookup's sum of table entries, 8 bits each (a sum is at most 4 · 15), in one integer:
/// passed to the recursion in a register, where an array would go through memory (in wasm, the
/// module's own memory, with a stack frame to keep there).
#[derive(Clone, Copy)]
struct Sums(u64);

impl Sums {
    /// Lookup v's sum.
    #[inline]
    fn get(self, v: usize) -> u32 {
        u32::from((self.0 >> (8 * v)) as u8)
    }

    /// With `old`, one of lookup v's entries (so at most its sum: no lane borrows from the next),
    /// replaced by `new`.
    #[inline]
    fn replace(self, v: usize, old: u32, new: u32) -> Sums {
        let delta = u64::from(new).wrapping_sub(u64::from(old));
        Sums(self.0.wrapping_add(delta << (8 * v)))
    }

    /// The largest of the first `V` sums.
    fn max<const V: usize>(self) -> u32 {
        (0..V).map(|v| self.get(v)).max().unwrap_or(0)
    }
}

/// A group's placement index and its table entry, side by side (one 8-byte load or store where
/// the search saves, moves and restores a slot: in wasm, fewer live addresses).
#[derive(Clone, Copy, Default)]
#[repr(C, align(8))]
struct Slot {
    index: u32,
    entry: u32,
}

/// What a search reads for its lookups.
struct Lookups<'a, const V: usize> {
    /// Each slot's table: lookup v's groups are the slots from v · MAX_GROUPS (unused slots
    /// hold the set's first table). One array for all lookups, not one per lookup, so that the
    /// unrolled loop over lookups holds one base address, not one per lookup (in wasm each is a
    /// live value: 3–4% faster in Chromium).
    tables: [&'a PatternTable; MAX_SLOTS],
    /// For each tile and lookup: (slot, weight of the tile's cell in the group's index).
    member: [[(u8, u32); V]; MAX_CELLS],
    /// Where a cell lands in each lookup (identity, transpose).
    map: [[u8; V]; MAX_CELLS],
}

impl<'a, const V: usize> Lookups<'a, V> {
    fn new(set: &'a PatternSet, views: &[Lookup], shape: Shape) -> Lookups<'a, V> {
        let transpose = |c: usize| (c % shape.cols()) * shape.cols() + c / shape.cols();
        let radix = radix(shape);
        let mut member = [[(0u8, 0u32); V]; MAX_CELLS];
        let mut map = [[0u8; V]; MAX_CELLS];
        let mut tables = [&set.groups[0]; MAX_SLOTS];
        for (v, view) in views.iter().enumerate() {
            for (c, to) in map.iter_mut().enumerate().take(shape.cells()) {
                to[v] = if view.transposed { transpose(c) } else { c } as u8;
            }
            for (g, table) in view.groups.iter().map(|&t| &set.groups[t]).enumerate() {
                let slot = v * MAX_GROUPS + g;
                tables[slot] = table;
                for (s, &home) in table.cells.iter().enumerate() {
                    // In the transposed lookup this slot tracks the transpose of the slot's tile.
                    let tile = map[usize::from(home)][v];
                    member[usize::from(tile)][v] = (slot as u8, radix.pow(s as u32));
                }
            }
        }
        Lookups {
            tables,
            member,
            map,
        }
    }
}

/// The board's cells as the loop reads them.
struct Geometry {
    /// `distance[cell][tile]`: Manhattan distance of `tile` at `cell` from its home.
    distance: [[u8; MAX_CELLS]; MAX_CELLS],
    /// The cells beside each cell, with the blank's move to reach them, and how many.
    moves: [[(u8, Move); 4]; MAX_CELLS],
    degree: [u8; MAX_CELLS],
}

impl Geometry {
    fn new(shape: Shape) -> Geometry {
        let n = shape.cells();
        let mut distance = [[0u8; MAX_CELLS]; MAX_CELLS];
        let mut moves = [[(0u8, Move::Up); 4]; MAX_CELLS];
        let mut degree = [0u8; MAX_CELLS];
        for c in 0..n {
            for (t, d) in distance[c].iter_mut().enumerate().take(n) {
                *d = shape.distance(c, t) as u8;
            }
            for m in Move::ALL {
                if let Some(t) = shape.target(c, m) {
                    moves[c][usize::from(degree[c])] = (t as u8, m);
                    degree[c] += 1;
                }
            }
        }
        Geometry {
            distance,
            moves,
            degree,
        }
    }
}

/// The search state for `V` lookups.
struct Search<'a, 'm, 'c, const V: usize> {
    lookups: Lookups<'a, V>,
    geometry: Geometry,
    cells: [u8; MAX_CELLS],
    /// Each slot's placement index and table entry.
    slots: [Slot; MAX_SLOTS],
    /// The moves to the current node: `path[d]` is the move at depth d (no push or pop per node).
    path: [Move; MAX_DEPTH],
    /// Refuses moves that end a duplicate sequence.
    fsm: &'static Fsm,
    meter: &'m mut Meter<'c>,
    bound: u32,
    /// The solution's length, once found.
    depth: usize,
    blank: usize,
    md: u32,
    /// Why the search stopped, once `dfs` has returned [`STOP`].
    stop: Status,
}

impl<'a, 'm, 'c, const V: usize> Search<'a, 'm, 'c, V> {
    fn new(brief: &Brief<'a, '_>, meter: &'m mut Meter<'c>) -> Search<'a, 'm, 'c, V> {
        let Brief {
            p,
            set,
            views,
            frame,
            ..
        } = *brief;
        let shape: Shape = p.start.shape();
        let n = shape.cells();
        assert!(n <= MAX_CELLS && views.len() == V && V <= MAX_LOOKUPS);
        assert!(views.iter().all(|view| view.groups.len() <= MAX_GROUPS));
        let mut cells = [0u8; MAX_CELLS];
        for (c, &t) in frame.canonical(p.start.cells(), p.goal).iter().enumerate() {
            cells[c] = t as u8;
        }
        let lookups = Lookups::<V>::new(set, views, shape);
        let Lookups {
            tables,
            member,
            map,
        } = &lookups;
        // Each used slot's index from the tiles' cells, then its entry. Unused slots keep index
        // 0 and entry 0: a lookup's sum adds all its slots.
        let mut slots = [Slot::default(); MAX_SLOTS];
        for (c, &t) in cells[..n].iter().enumerate() {
            if t != 0 {
                for v in 0..V {
                    let (slot, s) = member[usize::from(t)][v];
                    slots[usize::from(slot)].index += u32::from(map[c][v]) * s;
                }
            }
        }
        for (v, view) in views.iter().enumerate() {
            for slot in v * MAX_GROUPS..v * MAX_GROUPS + view.groups.len() {
                slots[slot].entry = tables[slot].extra(slots[slot].index);
            }
        }
        let geometry = Geometry::new(shape);
        let md = (0..n)
            .filter(|&c| cells[c] != 0)
            .map(|c| u32::from(geometry.distance[c][usize::from(cells[c])]))
            .sum();
        let blank = (0..n).position(|c| cells[c] == 0).unwrap_or_default();
        Search {
            lookups,
            geometry,
            cells,
            slots,
            path: [Move::Up; MAX_DEPTH],
            fsm: Fsm::shared(),
            meter,
            bound: 0,
            depth: 0,
            blank,
            md,
            stop: Status::Limit,
        }
    }

    fn solve(mut self, brief: &Brief) -> Outcome {
        let extra = self.extras();
        let h = self.md + 2 * extra.max::<V>();
        // A search stopped short (auto's first, short ones) is resumed at the bound it reached,
        // not repeated from h.
        let first = h.max(self.meter.proved());
        let (blank, md) = (self.blank, self.md);
        // Nodes generated by the last iteration: threads share an iteration once the last one
        // was large enough to pay for starting them. A resumed iteration is at least as large as
        // the part of it already searched.
        let mut last = if first == self.meter.proved() {
            self.meter.at_bound().max(self.meter.last_iteration)
        } else {
            0
        };
        // Set once the system would start no thread: every iteration is then searched here.
        #[cfg(not(target_arch = "wasm32"))]
        let mut alone = false;
        let iteration = |bound: u32| {
            self.bound = bound;
            if bound as usize >= MAX_DEPTH {
                return Flow::Stop(Status::Limit); // cannot happen (see MAX_DEPTH)
            }
            if let Some(stop) = self.meter.new_bound(bound) {
                return Flow::Stop(stop);
            }
            let before = self.meter.stats.generated;
            // An iteration is about GROWTH times the last: under a budget of whole iterations,
            // one that would not fit is left for the search resumed after it.
            if self.meter.stop_before(last.saturating_mul(GROWTH)) {
                return Flow::Stop(Status::Limit);
            }
            // The caller may rather share a long iteration among workers of its own.
            if last >= subtrees::FROM_NODES && self.meter.hand_off(bound) {
                return Flow::Stop(Status::Limit);
            }
            #[cfg(not(target_arch = "wasm32"))]
            if brief.threads > 1 && last >= subtrees::FROM_NODES && !alone {
                match parallel::iteration(&mut self, brief) {
                    Some(flow) => {
                        last = self.meter.stats.generated - before;
                        self.meter.last_iteration = last;
                        return flow;
                    }
                    None => alone = true,
                }
            }
            let flow = match self.dfs(blank, 0, 0, md, extra) {
                FOUND => Flow::Found,
                STOP => Flow::Stop(self.stop),
                next => Flow::Next(next),
            };
            last = self.meter.stats.generated - before;
            self.meter.last_iteration = last;
            flow
        };
        match deepen(first, iteration) {
            None => Outcome::solved(
                self.path[..self.depth]
                    .iter()
                    .map(|&m| brief.frame.unmap(m))
                    .collect(),
            ),
            Some(status) => Outcome::stopped(status),
        }
    }

    /// Each lookup's sum of table entries at the current node.
    fn extras(&self) -> Sums {
        let mut sums = Sums(0);
        for v in 0..V {
            let sum = self.slots[v * MAX_GROUPS..][..MAX_GROUPS]
                .iter()
                .map(|s| s.entry)
                .sum();
            sums = sums.replace(v, 0, sum);
        }
        sums
    }

    /// The estimate at the current node.
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    fn estimate(&self) -> u32 {
        self.md + 2 * self.extras().max::<V>()
    }

    /// Makes move `m` (legal from the current node) as the move at depth `g`, updating the node's
    /// blank, Manhattan distance and lookups as `dfs` does for a child; the opposite move undoes
    /// it exactly.
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    fn apply(&mut self, m: Move, g: usize) {
        let blank = self.blank;
        let degree = usize::from(self.geometry.degree[blank]);
        let (t, _) = *self.geometry.moves[blank][..degree]
            .iter()
            .find(|&&(_, to)| to == m)
            .expect("a legal move");
        let t = usize::from(t);
        let tile = usize::from(self.cells[t]);
        self.md = self.md + u32::from(self.geometry.distance[blank][tile])
            - u32::from(self.geometry.distance[t][tile]);
        for v in 0..V {
            let (slot, after) = self.slid(v, tile, t, blank);
            self.slots[slot] = after;
        }
        self.cells.swap(blank, t);
        self.path[g] = m;
        self.blank = t;
    }

    /// Lookup v's slot that `tile` sliding from cell `from` to `to` changes, and the slot after
    /// the move (its index stepped, its entry read).
    #[inline(always)]
    fn slid(&self, v: usize, tile: usize, from: usize, to: usize) -> (usize, Slot) {
        let (slot, weight) = self.lookups.member[tile][v];
        let slot = usize::from(slot);
        let step =
            u32::from(self.lookups.map[to][v]).wrapping_sub(u32::from(self.lookups.map[from][v]));
        let index = self.slots[slot]
            .index
            .wrapping_add(step.wrapping_mul(weight));
        let entry = self.lookups.tables[slot].extra(index);
        (slot, Slot { index, entry })
    }

    /// The machine's state after each move from `blank` (from `state`), 16 bits each (all ones
    /// where it refuses the move), and how many moves it allows. In one integer, not an array:
    /// in wasm an array lives in the module's memory.
    #[inline(always)]
    fn steps(&self, blank: usize, state: u32) -> (u64, u64) {
        let (mut steps, mut allowed) = (0u64, 0u64);
        for k in 0..usize::from(self.geometry.degree[blank]) {
            let step = self.fsm.step(state, self.geometry.moves[blank][k].1);
            allowed += u64::from(step != DEAD);
            steps |= u64::from(step as u16) << (16 * k);
        }
        (steps, allowed)
    }

    /// Depth-first search below the node with the blank at `blank` and the duplicate-pruning
    /// machine in `state`, at depth `g`, Manhattan distance `md` and summed table entries
    /// `extra` per lookup: the smallest f above the bound (`u32::MAX` if none), [`FOUND`] or
    /// [`STOP`].
    fn dfs(&mut self, blank: usize, state: u32, g: u32, md: u32, extra: Sums) -> u32 {
        if md == 0 {
            self.depth = g as usize;
            return FOUND; // Manhattan 0 means every tile is home
        }
        if let Some(stop) = self.meter.expand(g as usize, g) {
            self.stop = stop;
            return STOP;
        }
        let degree = usize::from(self.geometry.degree[blank]);
        // Every move the machine allows is generated (counted here at once).
        let (steps, allowed) = self.steps(blank, state);
        self.meter.generate(allowed);
        // A child fits under the bound if its h is at most this (md ≥ 1 here, so h ≥ 1 and the
        // node's own f ≤ bound give g + 1 ≤ bound).
        let room = self.bound - g - 1;
        let mut next = u32::MAX;
        for k in 0..degree {
            // A move that ends a duplicate sequence (one undoing the last, at least).
            let child_state = (steps >> (16 * k)) as u16;
            if child_state == DEAD as u16 {
                continue;
            }
            let child_state = u32::from(child_state);
            let (t, m) = self.geometry.moves[blank][k];
            let t = usize::from(t);
            let tile = usize::from(self.cells[t]);
            // The tile slides from t to blank.
            let child_md = md + u32::from(self.geometry.distance[blank][tile])
                - u32::from(self.geometry.distance[t][tile]);
            if child_md > room {
                next = next.min(g + 1 + child_md);
                continue;
            }
            let mut child = extra;
            // Each lookup's slot that the move changes, before and after it.
            let mut moved = [(0usize, Slot::default(), Slot::default()); V];
            let mut over = None;
            for (v, moved) in moved.iter_mut().enumerate() {
                let (slot, after) = self.slid(v, tile, t, blank);
                let before = self.slots[slot];
                child = child.replace(v, before.entry, after.entry);
                let h = child_md + 2 * child.get(v);
                if h > room {
                    over = Some(g + 1 + h);
                    break;
                }
                *moved = (slot, before, after);
            }
            if let Some(f) = over {
                next = next.min(f);
                continue;
            }
            for &(slot, _, after) in &moved {
                self.slots[slot] = after;
            }
            self.cells.swap(blank, t);
            self.path[g as usize] = m;
            let flow = self.dfs(t, child_state, g + 1, child_md, child);
            if flow == FOUND {
                return flow;
            }
            self.cells.swap(blank, t);
            for &(slot, before, _) in &moved {
                self.slots[slot] = before;
            }
            if flow == STOP {
                return flow;
            }
            next = next.min(flow);
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Goal};
    use crate::control::NoControl;
    use crate::heuristic::Estimator;
    use crate::tables::pattern::TableKind;

    /// An entry replaced in one lookup's sum, down to 0 or up, leaves the others as they were,
    /// in every lane up to the last (sums of 60, the most four groups of entries up to 15 add).
    #[test]
    fn sums_change_one_lookup_at_a_time() {
        let mut sums = Sums(0);
        for v in 0..MAX_LOOKUPS {
            sums = sums.replace(v, 0, 60 - v as u32);
        }
        sums = sums.replace(1, 59, 0).replace(2, 7, 15).replace(7, 53, 0);
        sums = sums.replace(6, 14, 0).replace(6, 0, 15);
        let each: Vec<u32> = (0..MAX_LOOKUPS).map(|v| sums.get(v)).collect();
        assert_eq!(each, [60, 0, 66, 57, 56, 55, 55, 0]);
        assert_eq!((sums.max::<8>(), sums.max::<2>()), (66, 60));
    }

    #[test]
    fn a_search_stopped_short_resumes_at_the_bound_it_reached() {
        let shape = Shape::new(3, 4).unwrap();
        let set = PatternSet::build(shape, TableKind::Full, 1, &mut |_| {});
        let goal = Goal::new(Board::blank_first(shape));
        let frame = Frame::for_goal(&goal).unwrap();
        let start = crate::random::random_solvable(shape, &goal, 7);
        let p = Problem {
            start: &start,
            goal: &goal,
            estimator: Estimator::new(None, &goal),
            settings: Default::default(),
        };
        let mut control = NoControl;
        let mut meter = Meter::new(&mut control, u64::MAX);
        meter.report_bounds(0);
        let alone = run(&p, &set, frame, &mut meter, 1);
        let alone_nodes = meter.stats.generated;
        // Stopped at half its nodes (in a later iteration than the first), then resumed.
        let mut meter = Meter::new(&mut control, u64::MAX);
        meter.report_bounds(0);
        let budget = meter.limit_to(alone_nodes / 2);
        assert_eq!(run(&p, &set, frame, &mut meter, 1).status, Status::Limit);
        meter.restore(budget);
        let (bound, partial) = (meter.proved(), meter.at_bound());
        assert!(
            partial < meter.stats.generated,
            "earlier iterations were done"
        );
        let resumed = run(&p, &set, frame, &mut meter, 1);
        assert_eq!(resumed.moves.len(), alone.moves.len());
        assert!(bound <= alone.moves.len() as u32);
        // Only the part of the stopped iteration is searched twice.
        assert_eq!(meter.stats.generated, alone_nodes + partial);

        // In whole iterations, the search stops before the one that would not fit: resumed, it
        // repeats nothing.
        let mut meter = Meter::new(&mut control, u64::MAX);
        meter.report_bounds(0);
        let budget = meter.limit_iterations_to(alone_nodes / 2);
        assert_eq!(run(&p, &set, frame, &mut meter, 1).status, Status::Limit);
        meter.restore(budget);
        assert_eq!(meter.at_bound(), 0, "stopped at an iteration's start");
        assert!(meter.stats.generated > 0 && meter.stats.generated <= alone_nodes / 2);
        let resumed = run(&p, &set, frame, &mut meter, 1);
        assert_eq!(resumed.moves.len(), alone.moves.len());
        assert_eq!(meter.stats.generated, alone_nodes);
    }
}
