//! Shortening a valid solution: every stretch of it is replaced by a shortest path between its
//! two ends, where one is found within a small budget. A long answer of fast mode or weighted
//! A* wanders in places; straightening each place costs a short IDA* (its ends are a few dozen
//! moves apart), where finding the whole optimum may take billions of nodes.

use super::idastar;
use super::trace::Silent;
use super::{Meter, Problem};
use crate::board::{Board, Goal, Move};
use crate::solution::Status;
use std::collections::HashMap;

/// Moves in a stretch, and how far the next stretch starts after it (overlapping halves, so a
/// detour across a stretch's end is straightened by the next).
const STRETCH: usize = 24;
const STEP: usize = STRETCH / 2;
/// Generated nodes one stretch's search may spend.
const STRETCH_NODES: u64 = 60_000;
/// Passes over the whole answer, at most (each pass straightens what the last one joined).
const PASSES: usize = 3;

/// `moves` from `start`, shortened: loops cut (a board met twice), then each stretch replaced by
/// a shortest path between its ends when one is found within the budget. Stops early (keeping
/// what it has, still valid) when `meter` says stop.
pub(crate) fn shorten(start: &Board, moves: Vec<Move>, meter: &mut Meter) -> Vec<Move> {
    let mut moves = cut_loops(start, moves);
    for _ in 0..PASSES {
        let before = moves.len();
        // The board where the stretch starts, carried along (a splice leaves it as it is).
        let mut from = start.clone();
        let mut at = 0;
        while at + 2 < moves.len() {
            let end = (at + STRETCH).min(moves.len());
            let Some(path) = straight(&from, &moves[at..end], meter) else {
                return moves; // stopped
            };
            if path.len() < end - at {
                moves.splice(at..end, path);
            }
            let next = (at + STEP).min(moves.len());
            from = walk(&from, &moves[at..next]);
            at = next;
        }
        moves = cut_loops(start, moves);
        if moves.len() == before {
            break;
        }
    }
    moves
}

/// A shortest path from `from` to where `stretch` leads, or the stretch itself if none is found
/// within the budget; `None` if the caller stopped.
fn straight(from: &Board, stretch: &[Move], meter: &mut Meter) -> Option<Vec<Move>> {
    let goal = Goal::new(walk(from, stretch));
    let problem = Problem::linear_conflict(from, &goal);
    let budget = meter.limit_to(STRETCH_NODES);
    let found = idastar::run(&problem, meter, &mut Silent);
    meter.restore(budget);
    match found.status {
        Status::Solved => Some(found.moves),
        Status::Limit if !meter.budget_spent() => Some(stretch.to_vec()),
        _ => None,
    }
}

/// The board after `moves` (legal: they come from a solution).
fn walk(start: &Board, moves: &[Move]) -> Board {
    let mut b = start.clone();
    for &m in moves {
        b.apply(m);
    }
    b
}

/// `moves` without the loops in it: from each board met again, back to its first visit.
fn cut_loops(start: &Board, moves: Vec<Move>) -> Vec<Move> {
    let mut seen: HashMap<Board, usize> = HashMap::new();
    let mut b = start.clone();
    let mut out: Vec<Move> = Vec::with_capacity(moves.len());
    seen.insert(b.clone(), 0);
    for m in moves {
        b.apply(m);
        out.push(m);
        match seen.get(&b) {
            Some(&first) => {
                // Back at the board of the first visit (`b` is it): every board after it is
                // forgotten with the moves that led there.
                out.truncate(first);
                seen.retain(|_, &mut at| at <= first);
            }
            None => {
                seen.insert(b.clone(), out.len());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::control::NoControl;

    #[test]
    fn a_detour_is_straightened_and_the_answer_stays_valid() {
        let start: Board = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15".parse().unwrap();
        let goal = Board::blank_last(start.shape());
        // Right is the answer; a loop around a 2×2 block first (12 moves back to the start),
        // then a wander that undoes itself, then right.
        let mut moves = vec![];
        for _ in 0..3 {
            moves.extend([Move::Up, Move::Left, Move::Down, Move::Right]);
        }
        moves.extend([Move::Left, Move::Up, Move::Down, Move::Right, Move::Right]);
        assert_eq!(walk(&start, &moves), goal);
        let mut control = NoControl;
        let mut meter = Meter::new(&mut control, u64::MAX);
        let short = shorten(&start, moves, &mut meter);
        assert_eq!(short, vec![Move::Right]);
    }

    #[test]
    fn a_random_walk_becomes_near_shortest() {
        // 300 random moves from the goal, walked back: a valid answer far longer than the
        // optimum (at most 31 on a 3×3).
        let goal = Goal::new(Board::blank_last(crate::board::Shape::new(3, 3).unwrap()));
        let mut b = goal.board().clone();
        let mut rng = 7u64;
        let mut walked = vec![];
        while walked.len() < 300 {
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let m = Move::ALL[(rng >> 33) as usize % 4];
            if b.apply(m).is_some() {
                walked.push(m);
            }
        }
        let back: Vec<Move> = walked.iter().rev().map(|m| m.opposite()).collect();
        assert_eq!(walk(&b, &back), *goal.board());
        let mut control = NoControl;
        let mut meter = Meter::new(&mut control, u64::MAX);
        let short = shorten(&b, back, &mut meter);
        assert_eq!(walk(&b, &short), *goal.board());
        assert!(short.len() <= 40, "{} moves", short.len());
    }

    #[test]
    fn loops_are_cut_from_their_first_visit() {
        let start: Board = "1 2 3 4 0 5 6 7 8".parse().unwrap();
        let moves = vec![Move::Left, Move::Right, Move::Up, Move::Down, Move::Right];
        assert_eq!(cut_loops(&start, moves), vec![Move::Right]);
    }
}
