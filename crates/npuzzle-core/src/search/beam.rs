//! Beam search: breadth-first, each layer cut to the `width` boards of least estimate. Not
//! shortest, but with pattern databases its answers on boards of more than 16 cells come far
//! closer to the optimum than weighted A*'s: every layer is one move longer, so it never trades
//! the path's length for a board that looks nearer (measured on Korf–Taylor's ten 24-puzzles
//! against their optimal answers and weighted A*'s in docs/benchmarks.md, "24-puzzle and fast
//! mode").
//!
//! Memory is the current layer, the one before (a child that repeats it is dropped: moves
//! form a bipartite graph, so nothing nearer can repeat but through cycles of twelve moves or
//! more), and for each layer two bytes a board to retrace the answer.

use super::graph::{Key, Scratch, with_key};
use super::{Meter, Outcome};
use crate::board::{Board, Goal, Move};
use crate::heuristic::Estimate;
use crate::solution::Status;
use hashbrown::HashSet;
use rustc_hash::FxBuildHasher;

/// A beam search from `start` to `goal` with `estimate` (admissible), `width` boards a layer,
/// for an answer shorter than `shorter_than` moves.
pub(crate) struct Beam<'a, E: ?Sized> {
    pub start: &'a Board,
    pub goal: &'a Goal,
    pub estimate: &'a E,
    pub width: usize,
    pub shorter_than: usize,
}

/// A board of the next layer: its key and estimate, and how it was reached.
struct Child<K> {
    key: K,
    h: u32,
    parent: u32,
    via: Move,
}

/// One layer's way back: for each board of the layer before, how many of its children were
/// kept; for each kept board, in its parent's order, the move that reached it.
struct Step {
    kept: Vec<u8>,
    moves: Vec<Move>,
}

impl Step {
    /// The index of `child`'s parent in the layer before, and the move from it.
    fn back(&self, child: usize) -> (usize, Move) {
        let mut seen = 0;
        for (parent, &k) in self.kept.iter().enumerate() {
            seen += usize::from(k);
            if child < seen {
                return (parent, self.moves[child]);
            }
        }
        unreachable!("every kept board has a parent")
    }
}

impl<E: Estimate + ?Sized> Beam<'_, E> {
    /// Runs within the meter's budget: the moves, or `Limit` (budget spent, or no board left
    /// that could beat `shorter_than`).
    pub fn run(&self, meter: &mut Meter) -> Outcome {
        with_key!(self.start.shape().cells(), K => self.search::<K>(meter))
    }

    fn search<K: Key>(&self, meter: &mut Meter) -> Outcome {
        let Beam {
            start,
            goal,
            estimate,
            shorter_than,
            ..
        } = *self;
        let width = self.width.max(1);
        let shape = start.shape();
        let target = K::pack(goal.board().cells());
        let first = K::pack(start.cells());
        if first == target {
            return Outcome::solved(Vec::new());
        }
        meter.generate(1);
        let mut layer = vec![(first, estimate.estimate(start.cells()))];
        let mut before: HashSet<K, FxBuildHasher> = HashSet::default();
        let mut seen: HashSet<K, FxBuildHasher> = HashSet::default();
        let mut steps: Vec<Step> = Vec::new();
        let mut next: Vec<Child<K>> = Vec::new();
        let mut s = Scratch::new(shape.cells());
        loop {
            let depth = steps.len() as u32;
            // A child at depth + 1 whose estimate reaches this bound cannot beat `shorter_than`.
            let bound = (shorter_than as u32).saturating_sub(depth + 1);
            next.clear();
            seen.clear();
            for (i, (key, h)) in layer.iter().enumerate() {
                if let Some(stop) = meter.expand(layer.len(), depth) {
                    return Outcome::stopped(stop);
                }
                s.load(key);
                let blank = s.blank;
                estimate.expand(&s.cells);
                for m in Move::ALL {
                    let Some(t) = shape.target(blank, m) else {
                        continue;
                    };
                    s.cells.swap(blank, t);
                    let key = K::pack(&s.cells);
                    if !before.contains(&key) && seen.insert(key.clone()) {
                        meter.generate(1);
                        let h = estimate.after_move(&s.cells, *h, t, blank);
                        if h < bound {
                            if key == target {
                                return Outcome::solved(retrace(&steps, i, m));
                            }
                            let parent = i as u32;
                            next.push(Child {
                                key,
                                h,
                                parent,
                                via: m,
                            });
                        }
                    }
                    s.cells.swap(blank, t);
                }
            }
            if next.is_empty() {
                return Outcome::stopped(Status::Limit);
            }
            keep_best(&mut next, width);
            let mut kept = vec![0u8; layer.len()];
            for c in &next {
                kept[c.parent as usize] += 1;
            }
            steps.push(Step {
                kept,
                moves: next.iter().map(|c| c.via).collect(),
            });
            before.clear();
            before.extend(layer.drain(..).map(|(key, _)| key));
            layer.extend(next.drain(..).map(|c| (c.key, c.h)));
        }
    }
}

/// Cuts `next` to the `width` children of least estimate, keeping their order (their parents'),
/// so a layer's way back needs no parent index; ties at the cut go to the earlier.
fn keep_best<K>(next: &mut Vec<Child<K>>, width: usize) {
    if next.len() <= width {
        return;
    }
    let mut hs: Vec<u32> = next.iter().map(|c| c.h).collect();
    let (_, &mut cut, _) = hs.select_nth_unstable(width - 1);
    let mut at_cut = width - hs[..width].iter().filter(|&&h| h < cut).count();
    next.retain(|c| match c.h.cmp(&cut) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Equal if at_cut > 0 => {
            at_cut -= 1;
            true
        }
        _ => false,
    });
}

/// The moves to the child reached by `last` from board `at` of the last layer.
fn retrace(steps: &[Step], mut at: usize, last: Move) -> Vec<Move> {
    let mut moves = vec![last];
    for step in steps.iter().rev() {
        let (parent, m) = step.back(at);
        moves.push(m);
        at = parent;
    }
    moves.reverse();
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::algorithm::Algorithm;
    use crate::board::{GoalSpec, Shape};
    use crate::control::NoControl;
    use crate::heuristic::{Estimator, Heuristic};
    use crate::random::random_solvable;
    use crate::settings::SolveOptions;

    fn goal() -> Goal {
        GoalSpec::BlankLast
            .resolve(Shape::new(3, 3).unwrap())
            .unwrap()
    }

    fn beam(board: &Board, width: usize, shorter_than: usize) -> Outcome {
        let goal = goal();
        let estimate = Estimator::new(Some(Heuristic::Manhattan), &goal);
        let mut control = NoControl;
        let mut meter = Meter::new(&mut control, u64::MAX);
        let beam = Beam {
            start: board,
            goal: &goal,
            estimate: &estimate,
            width,
            shorter_than,
        };
        beam.run(&mut meter)
    }

    /// Every answer replays to the goal and is never shorter than BFS's; wide enough to hold
    /// every board of a layer it is breadth-first, so shortest; asked to beat that, it cannot.
    #[test]
    fn answers_replay_to_the_goal() {
        let bfs = SolveOptions::with_algorithm(Algorithm::Bfs);
        for seed in 0..20 {
            let board = random_solvable(goal().board().shape(), &goal(), seed);
            let shortest = crate::solve(&board, &bfs, &mut NoControl)
                .unwrap()
                .length()
                .unwrap();
            for width in [1, 10, 1000] {
                let outcome = beam(&board, width, 100);
                // Narrow beams may wander past 100 moves.
                if width < 1000 && outcome.status == Status::Limit {
                    continue;
                }
                assert_eq!(outcome.status, Status::Solved);
                let mut end = board.clone();
                for &m in &outcome.moves {
                    end.apply(m).expect("a legal move");
                }
                assert!(goal().is_reached(end.cells()));
                assert!((shortest..100).contains(&outcome.moves.len()));
            }
            assert_eq!(beam(&board, 200_000, 100).moves.len(), shortest);
            assert_eq!(beam(&board, 200_000, shortest).status, Status::Limit);
        }
    }
}
