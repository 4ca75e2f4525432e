//! Every one of the 181,440 solvable 3×3 boards gets its true distance from the default solver.

mod common;
use common::*;
use npuzzle_core::{Board, GoalSpec, NoControl, SolveOptions, solve};

#[test]
fn auto_is_exact_on_every_solvable_3x3_board() {
    for (goal, spec) in [(Board::blank_last(shape(3, 3)), GoalSpec::BlankLast)] {
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
                    for &(cells, &d) in chunk {
                        let b = Board::new(shape(3, 3), cells.clone()).unwrap();
                        let s = solve(&b, options, &mut NoControl).unwrap();
                        assert_eq!(s.length(), Some(d as usize), "{}", b.to_flat());
                        assert!(s.optimal);
                    }
                });
            }
        });
    }
}
