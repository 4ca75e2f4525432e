//! What must hold for any input, checked by the fuzzers: the cargo-fuzz targets in `/fuzz` (run
//! by the test command where a nightly toolchain is installed) and the stable test `fuzz.rs`
//! (every machine), which replays the committed corpus and mutates it for a fixed count.
#![allow(dead_code)]

use npuzzle_core::{
    Algorithm, Board, Goal, GoalSpec, Heuristic, NoControl, SolveOptions, Solver, Status,
    is_solvable, parse_board,
};

/// Any bytes: a board or a typed error whose message is printable, never a panic; a board reads
/// back from its printed forms and is solvable exactly when the textbook inversion rule says so.
pub fn check_parse(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    match parse_board(&text) {
        Err(e) => {
            assert!(!e.code().is_empty());
            let message = e.to_string();
            assert!(!message.chars().any(char::is_control), "{message:?}");
        }
        Ok(board) => {
            assert_eq!(parse_board(&board.to_string()).as_ref(), Ok(&board));
            assert_eq!(parse_board(&board.to_assignment()).as_ref(), Ok(&board));
            let goal = Goal::new(Board::blank_last(board.shape()));
            assert_eq!(
                is_solvable(&board, &goal),
                inversion_rule(&board),
                "{board}"
            );
        }
    }
}

/// The classroom rule for the blank-last goal, written independently of the core's cycle count:
/// odd width, the inversions are even; even width, inversions plus the blank's row counted from
/// the bottom are even.
pub fn inversion_rule(board: &Board) -> bool {
    let tiles: Vec<u16> = board.cells().iter().copied().filter(|&t| t != 0).collect();
    let mut inversions = 0usize;
    for i in 0..tiles.len() {
        inversions += tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count();
    }
    let (rows, cols) = (board.shape().rows(), board.shape().cols());
    let blank_row_from_bottom = rows - 1 - board.blank() / cols;
    if cols % 2 == 1 {
        inversions.is_multiple_of(2)
    } else {
        (inversions + blank_row_from_bottom).is_multiple_of(2)
    }
}

const ALGORITHMS: [(Algorithm, Option<Heuristic>); 10] = [
    (Algorithm::Bfs, None),
    (Algorithm::Dfs, None),
    (Algorithm::Iddfs, None),
    (Algorithm::Greedy, Some(Heuristic::Hamming)),
    (Algorithm::AStar, Some(Heuristic::Manhattan)),
    (Algorithm::AStar, Some(Heuristic::LinearConflict)),
    (Algorithm::IdaStar, Some(Heuristic::Manhattan)),
    (Algorithm::IdaStar, None),
    (Algorithm::Auto, None),
    (Algorithm::Fast, None),
];

/// The first byte picks an algorithm and a goal, the rest is board text: boards of up to 12 cells
/// are solved within a small budget; a solution replays to the goal, an unsolvable answer agrees
/// with parity, and an optimal length agrees with the exact table of `oracle` (up to 9 cells).
pub fn check_solve(data: &[u8], solver: &mut Solver, oracle: &mut Solver) {
    let Some((&pick, text)) = data.split_first() else {
        return;
    };
    let Ok(board) = parse_board(&String::from_utf8_lossy(text)) else {
        return;
    };
    let cells = board.shape().cells();
    if cells > 12 {
        return;
    }
    let (algorithm, heuristic) = ALGORITHMS[usize::from(pick) % ALGORITHMS.len()];
    let goal = if pick & 0x80 == 0 {
        GoalSpec::BlankLast
    } else {
        GoalSpec::BlankFirst
    };
    let options = SolveOptions {
        algorithm: Some(algorithm),
        heuristic,
        goal: goal.clone(),
        max_nodes: Some(20_000),
        settings: Default::default(),
    };
    let s = solver.solve(&board, &options, &mut NoControl).unwrap();
    let goal_board = goal.resolve(board.shape()).unwrap();
    assert_eq!(
        s.status == Status::Unsolvable,
        !is_solvable(&board, &goal_board),
        "{board}"
    );
    if s.status != Status::Solved {
        return;
    }
    let mut b = board.clone();
    for (&m, &t) in s.moves.iter().zip(&s.tiles) {
        assert_eq!(b.apply(m), Some(t), "{algorithm} on {board}");
    }
    assert_eq!(&b, goal_board.board(), "{algorithm} on {board}");
    if s.optimal && cells <= 9 {
        let exact = SolveOptions {
            goal,
            ..SolveOptions::default()
        };
        let best = oracle.solve(&board, &exact, &mut NoControl).unwrap();
        assert_eq!(s.length(), best.length(), "{algorithm} on {board}");
    }
}
