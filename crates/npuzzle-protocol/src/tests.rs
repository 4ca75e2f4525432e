use super::*;
use npuzzle_core::{NoControl, SolveOptions, Solver};

fn hardest() -> Board {
    "8 6 7 / 2 5 4 / 3 _ 1".parse().unwrap()
}

fn search(board: Board) -> Search {
    Search {
        goal: Board::blank_last(board.shape()),
        board,
        algorithm: Algorithm::AStar,
        heuristic: None,
        max_nodes: None,
        settings: SearchSettings::default(),
    }
}

#[test]
fn every_job_kind_crosses_whole() {
    let board = hardest();
    let jobs = [
        Job::Setup(Site {
            assets: "https://example.org/puzzle/".into(),
            workers: 3,
        }),
        Job::Solve(search(board.clone())),
        Job::Trace {
            search: search(board.clone()),
            events: 500,
            formula: Some("manhattan + 2*conflicts".into()),
        },
        Job::Experiment(Plan::textbook(7)),
        Job::Check {
            goal: Board::blank_first(board.shape()),
            formula: "hamming".into(),
        },
        Job::Cancel,
        Job::Tables,
        Job::Complete { rows: 4, cols: 4 },
        Job::Retire,
        Job::Run(Run {
            serial: 2,
            index: 9,
            goal: Board::blank_last(board.shape()),
            board,
            bound: 31,
            subtrees: vec![vec![Move::Up, Move::Left], vec![Move::Left]],
        }),
    ];
    for (id, job) in jobs.into_iter().enumerate() {
        let request = Request { id: id as u32, job };
        assert_eq!(Request::decode(&request.encode()), Ok(request));
    }
}

#[test]
fn a_request_carries_checked_boards() {
    let request = Request {
        id: 3,
        job: Job::Solve(search(hardest())),
    };
    let json = serde_json::to_string(&request).unwrap();
    // A board with a tile twice never reaches the solver: reading the request fails.
    let bad = json.replacen("\"cells\":[8,6,7", "\"cells\":[8,8,7", 1);
    assert_ne!(bad, json);
    let e = serde_json::from_str::<Request>(&bad)
        .unwrap_err()
        .to_string();
    assert!(e.contains("tile 8 appears twice"), "{e}");
}

#[test]
fn every_answer_crosses_with_or_without_a_bound() {
    // Greedy proves no bound (`lower_bound` None): the fields after it must still read.
    for algorithm in [Algorithm::Greedy, Algorithm::Dfs, Algorithm::AStar] {
        let solution = Solver::new()
            .solve(
                &hardest(),
                &SolveOptions::with_algorithm(algorithm),
                &mut NoControl,
            )
            .unwrap();
        let r = Response {
            id: 1,
            reply: Reply::Done(solution.clone()),
        };
        match Response::decode(&r.encode()) {
            Ok(Response {
                reply: Reply::Done(back),
                ..
            }) => assert_eq!(back, solution),
            other => panic!("{algorithm}: {other:?}"),
        }
    }
    let goal = npuzzle_core::Goal::new(Board::blank_last(hardest().shape()));
    let f = npuzzle_core::formula::Formula::new("manhattan * 1.5", &goal).unwrap();
    let checked = npuzzle_core::formula::check(&f, &goal).unwrap();
    let r = Response {
        id: 2,
        reply: Reply::Checked(Ok(checked)),
    };
    assert_eq!(Response::decode(&r.encode()), Ok(r));
    // A formula's error crosses typed (the page words it), each kind with its fields.
    let on_board = |text: &str| {
        let e = npuzzle_core::formula::Formula::new(text, &goal)
            .err()
            .unwrap();
        npuzzle_core::formula::CheckError::Formula(e, vec![1, 2, 3, 4, 5, 6, 7, 8, 0])
    };
    for text in [
        "manhattan +",
        "sum(1, 2)",
        "a \u{202E}",
        "1.2.3",
        "abs(1, 2)",
        "x",
    ] {
        let r = Response {
            id: 3,
            reply: Reply::Checked(Err(on_board(text))),
        };
        assert_eq!(Response::decode(&r.encode()), Ok(r));
    }
}

#[test]
fn an_improvement_keeps_its_name_and_fields() {
    let improvement = Improvement {
        moves: vec![Move::Up, Move::Left, Move::Down],
        lower_bound: 3,
        ms: 12.5,
    };
    assert!(improvement.proved_shortest());
    let r = Response {
        id: 4,
        reply: Reply::Improved(improvement),
    };
    assert_eq!(Response::decode(&r.encode()), Ok(r.clone()));
    let json = serde_json::to_string(&r.reply).unwrap();
    assert!(
        json.contains(r#""improved":{"moves":["up","left","down"],"lowerBound":3"#),
        "{json}"
    );
}

#[test]
fn a_solution_crosses_the_boundary_unchanged() {
    let solution = Solver::new()
        .solve(
            &hardest(),
            &SolveOptions::with_algorithm(Algorithm::AStar),
            &mut NoControl,
        )
        .unwrap();
    let r = Response {
        id: 7,
        reply: Reply::Done(solution.clone()),
    };
    let json = serde_json::to_string(&r).unwrap();
    assert!(json.contains(r#""algorithm":"astar""#), "{json}");
    let bytes = r.encode();
    assert!(bytes.len() < 200, "{} bytes", bytes.len());
    assert_eq!(
        Response::decode(&bytes[..bytes.len() - 1]),
        Err(Unreadable),
        "cut short: refused"
    );
    let back = Response::decode(&bytes).unwrap();
    assert_eq!(back, r);
    assert!(matches!(&back.reply, Reply::Done(s) if s.moves.len() == 31));
    assert!(back.reply.is_final());
    assert!(!Reply::Handed.is_final());
}

#[test]
fn the_page_and_the_worker_name_table_files_as_the_site_ships_them() {
    let site = Site {
        assets: "https://example.org/npuzzle/".into(),
        workers: 0,
    };
    let quick = site.table_url(4, 4, TableKind::Quick);
    assert_eq!(
        quick,
        "https://example.org/npuzzle/tables/pdb-4x4-quick.bin"
    );
    assert_eq!(
        site.table_url(5, 5, TableKind::Full),
        "https://example.org/npuzzle/tables/pdb-5x5.bin"
    );
    // scripts/tables.sh writes these files: quick ones only for the 4×4.
    let script = include_str!("../../../scripts/tables.sh");
    for (rows, cols, quick) in SHIPPED_TABLES {
        assert!(script.contains(&format!("{rows}x{cols}")), "{rows}x{cols}");
        assert_eq!(script.contains(&format!("{rows}x{cols}-quick")), quick);
    }
}

#[test]
fn every_steppable_search_s_trace_crosses_whole() {
    // Postcard has no optional fields: a field skipped when written misreads all after it.
    for algorithm in Algorithm::ALL.into_iter().filter(|a| a.steppable()) {
        let board: Board = "1 2 3 / 4 _ 6 / 7 5 8".parse().unwrap();
        let trace = Solver::new()
            .trace(
                &board,
                &SolveOptions::with_algorithm(algorithm),
                &mut NoControl,
                10_000,
            )
            .unwrap();
        let r = Response {
            id: 4,
            reply: Reply::Traced(Box::new(trace)),
        };
        assert_eq!(Response::decode(&r.encode()), Ok(r), "{algorithm}");
    }
}
