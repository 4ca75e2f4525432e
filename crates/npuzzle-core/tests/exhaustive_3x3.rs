//! Every one of the 181,440 solvable 3×3 boards gets its true distance from the default solver,
//! for both goals: `auto` with its exact table (a `Solver`), and on a sample `auto` without
//! tables (one-shot `solve`, IDA* with linear conflict).

mod common;
use common::*;
use npuzzle_core::{Board, GoalSpec, NoControl, SolveOptions, Solver, solve};

#[test]
fn auto_is_exact_on_every_solvable_3x3_board() {
    for (goal, spec) in [
        (Board::blank_last(shape(3, 3)), GoalSpec::BlankLast),
        (Board::blank_first(shape(3, 3)), GoalSpec::BlankFirst),
    ] {
        let dist = distances_from(&goal);
        assert_eq!(dist.len(), 181_440);
        assert_eq!(dist.values().max(), Some(&31));
        let all: Vec<(&Vec<u16>, &u32)> = dist.iter().collect();
        let options = SolveOptions {
            goal: spec,
            ..SolveOptions::default()
        };
        let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
        std::thread::scope(|scope| {
            for chunk in all.chunks(all.len().div_ceil(threads)) {
                let options = &options;
                scope.spawn(move || {
                    let mut solver = Solver::new();
                    for (i, &(cells, &d)) in chunk.iter().enumerate() {
                        let b = Board::new(shape(3, 3), cells.clone()).unwrap();
                        let s = solver.solve(&b, options, &mut NoControl).unwrap();
                        assert_eq!(s.length(), Some(d as usize), "{}", b.to_flat());
                        assert!(s.optimal);
                        if i % 16 == 0 {
                            let s = solve(&b, options, &mut NoControl).unwrap();
                            assert_eq!(s.length(), Some(d as usize), "one-shot {}", b.to_flat());
                        }
                    }
                });
            }
        });
    }
}
