//! The formula language against the core's own heuristics and an independent check.

use super::*;
use crate::board::Goal;

fn goal() -> Goal {
    Goal::new(Board::blank_last(crate::board::Shape::new(3, 3).unwrap()))
}

fn board(text: &str) -> Board {
    text.parse().unwrap()
}

#[test]
fn the_names_are_the_standard_heuristics() {
    let g = goal();
    let b = board("8 6 7 2 5 4 3 0 1");
    let v = |text: &str| Formula::new(text, &g).unwrap().eval(&b).unwrap();
    assert_eq!(v("hamming"), f64::from(Heuristic::Hamming.estimate(&b, &g)));
    assert_eq!(
        v("manhattan"),
        f64::from(Heuristic::Manhattan.estimate(&b, &g))
    );
    assert_eq!(
        v("manhattan + 2*conflicts"),
        f64::from(Heuristic::LinearConflict.estimate(&b, &g))
    );
    // Manhattan spelled out tile by tile.
    assert_eq!(
        v("sum(t: abs(row(t) - goal_row(t)) + abs(col(t) - goal_col(t)))"),
        v("manhattan")
    );
    assert_eq!(
        v("sum(t: if row(t) != goal_row(t) or col(t) != goal_col(t) then 1 else 0)"),
        v("hamming")
    );
    assert_eq!(
        v("n + rows * 10 + cols * 100 + blank_row * 1000 + blank_col * 10000"),
        9.0 + 30.0 + 300.0 + 2000.0 + 10000.0
    );
    assert_eq!(v("max(t: abs(row(t) - goal_row(t)))"), 2.0);
    assert_eq!(v("max(1, 7, 3) - min(4, 2) + -1"), 4.0);
    assert_eq!(v("not 0 and 1 or 0"), 1.0);
    assert_eq!(v("if 2 <= 1 then 5 else 6 / 4"), 1.5);
    assert_eq!(
        v("sum(a: sum(b: if a < b then 1 else 0))"),
        28.0,
        "pairs of 8 tiles"
    );
}

#[test]
fn errors_name_the_place_and_what_was_expected() {
    let g = goal();
    let err = |text: &str| Formula::new(text, &g).err().unwrap().to_string();
    assert_eq!(
        err("manhattan +"),
        "at character 12: expected a number, a name or “(”, found “the end”"
    );
    assert_eq!(
        err("(manhattan"),
        "at character 11: expected “)”, found “the end”"
    );
    assert!(err("manhatan * 2").starts_with("at character 1: unknown name “manhatan”"));
    assert_eq!(
        err("abs(1, 2)"),
        "at character 1: abs takes 1 argument, not 2"
    );
    assert_eq!(
        err("if 1 then 2"),
        "at character 12: expected “else”, found “the end”"
    );
    assert_eq!(
        err("2 $ 3"),
        "at character 3: “$” is not part of the language"
    );
    assert_eq!(err("1.2.3"), "at character 1: “1.2.3” is not a number");
    assert!(
        err(&"1+".repeat(1001)).starts_with("the formula is 2002 characters long: at most 2000")
    );
    assert!(
        err(&format!("{}1{}", "(".repeat(60), ")".repeat(60))).contains("nested more than 40 deep")
    );
    assert!(err(&format!("{}1", "-".repeat(60))).contains("nested more than 40 deep"));
    // Four sums deep on a 3×3: 8^4 steps a board.
    assert!(err("sum(a: sum(b: sum(c: sum(d: 1))))").starts_with("the formula takes about"));
    // Errors at evaluation are worded too.
    let f = Formula::new("manhattan / (blank_row - 2)", &g).unwrap();
    assert_eq!(
        f.eval(&board("1 2 3 4 5 6 7 8 0")).unwrap_err().to_string(),
        "at character 11: division by zero"
    );
    let f = Formula::new("row(0)", &g).unwrap();
    assert_eq!(
        f.eval(&board("1 2 3 4 5 6 7 8 0")).unwrap_err().to_string(),
        "at character 1: 0 is not a tile of the board"
    );
    let f = Formula::new("row(2.5)", &g).unwrap();
    assert_eq!(
        f.eval(&board("1 2 3 4 5 6 7 8 0")).unwrap_err().to_string(),
        "at character 1: 2.5 is not a tile of the board"
    );
    // A number in an error is quoted as written.
    assert_eq!(
        err("manhattan 2.50"),
        "at character 11: expected an operator or the end, found “2.50”"
    );
}

/// The distance of every 3×3 board by a breadth-first search of its own (not the table's).
fn distances(g: &Goal) -> std::collections::HashMap<Vec<Tile>, u32> {
    let mut dist = std::collections::HashMap::new();
    let start = g.board().clone();
    dist.insert(start.cells().to_vec(), 0);
    let mut frontier = vec![start];
    let mut d = 0;
    while !frontier.is_empty() {
        d += 1;
        let mut next = vec![];
        for b in &frontier {
            for m in crate::board::Move::ALL {
                if let Some(nb) = b.moved(m)
                    && !dist.contains_key(nb.cells())
                {
                    dist.insert(nb.cells().to_vec(), d);
                    next.push(nb);
                }
            }
        }
        frontier = next;
    }
    dist
}

#[test]
fn verdicts_on_every_8_puzzle_agree_with_an_independent_search() {
    let g = goal();
    let dist = distances(&g);
    assert_eq!(dist.len(), 181_440);
    for (text, admissible, consistent) in [
        ("manhattan + 2*conflicts", true, true),
        ("hamming", true, true),
        ("manhattan * 1.5", false, false),
        ("if blank_row == 0 then manhattan else hamming", true, false),
        ("manhattan + 1", false, false),
    ] {
        let f = Formula::new(text, &g).unwrap();
        let c = check(&f, &g).unwrap();
        assert_eq!(
            (c.admissible, c.consistent, c.states, c.sampled),
            (admissible, consistent, 181_440, false),
            "{text}"
        );
        // The independent verdict.
        let over = dist
            .iter()
            .any(|(cells, &d)| f.eval_cells(cells).unwrap() > f64::from(d));
        assert_eq!(over, !admissible, "{text}");
        // Each counterexample really breaks the property.
        if let Some(x) = &c.counterexample {
            assert_eq!(dist[&x.tiles], x.h_star);
            assert!(x.h > f64::from(x.h_star));
            assert_eq!(f.eval_cells(&x.tiles).unwrap(), x.h);
        }
        if let Some(x) = &c.consistency_counterexample {
            let (ha, hb) = (f.eval_cells(&x.a).unwrap(), f.eval_cells(&x.b).unwrap());
            assert_eq!((ha, hb), (x.ha, x.hb));
            let neighbours = crate::board::Move::ALL.iter().any(|&m| {
                Board::new(g.board().shape(), x.a.clone())
                    .unwrap()
                    .moved(m)
                    .is_some_and(|nb| nb.cells() == x.b.as_slice())
            });
            assert!(
                (neighbours && (ha - hb).abs() > 1.0) || (x.a == x.b && ha != 0.0),
                "{text}: {x:?}"
            );
        }
    }
    let c = check(&Formula::new("manhattan", &g).unwrap(), &g).unwrap();
    assert_eq!(c.dominates_manhattan, 1.0);
    assert!(c.mean_ratio > 0.5 && c.mean_ratio < 1.0, "{}", c.mean_ratio);
    let c = check(&Formula::new("hamming", &g).unwrap(), &g).unwrap();
    assert!(c.dominates_manhattan < 0.01);
}

#[test]
fn a_check_that_fails_on_a_board_says_which_and_larger_shapes_are_refused() {
    let g = goal();
    let f = Formula::new("row(blank_row)", &g).unwrap();
    let e = check(&f, &g).unwrap_err().to_string();
    assert!(
        e.starts_with("at character 1: 0 is not a tile of the board (on the board "),
        "{e}"
    );
    let g4 = Goal::new(Board::blank_last(crate::board::Shape::new(4, 4).unwrap()));
    let f = Formula::new("manhattan", &g4).unwrap();
    assert_eq!(check(&f, &g4).unwrap_err(), CheckError::TooLarge(16));
}

/// 10^308, a 309-digit number: ten times it is past the largest double (infinite).
fn big() -> String {
    format!("1{}", "0".repeat(308))
}

#[test]
fn a_formula_that_is_not_a_number_on_a_board_is_neither_admissible_nor_consistent() {
    let g = goal();
    let b = big();
    let verdict = |text: &str| {
        let c = check(&Formula::new(text, &g).unwrap(), &g).unwrap();
        assert!(!c.admissible && !c.consistent, "{text}: {c:?}");
        assert_eq!(c.states, 181_440, "{text}");
        // The other figures stay numbers, over the boards where h is one.
        assert!(c.mean_ratio.is_finite() && c.dominates_manhattan.is_finite());
        c
    };
    // Infinity minus infinity on every board: NaN (the formula).
    let c = verdict(&format!("({b}*10) - ({b}*10)"));
    let x = c.not_a_number.clone().expect("not a number");
    assert_eq!(x.value, Undefined::NaN);
    assert!(
        Formula::new(&format!("({b}*10) - ({b}*10)"), &g)
            .unwrap()
            .eval_cells(&x.tiles)
            .unwrap()
            .is_nan()
    );
    assert_eq!(
        (c.counterexample, c.consistency_counterexample),
        (None, None)
    );
    assert_eq!(
        verdict(&format!("{b}*10")).not_a_number.unwrap().value,
        Undefined::Infinity
    );
    assert_eq!(
        verdict(&format!("0 - {b}*10")).not_a_number.unwrap().value,
        Undefined::MinusInfinity
    );
    // On some boards only (the blank in the top row): that board is named; elsewhere it is
    // Manhattan, admissible and consistent, which does not save it.
    let text = format!("if blank_row == 0 then {b}*10 - {b}*10 else manhattan");
    let c = verdict(&text);
    let x = c.not_a_number.unwrap();
    let blank = x.tiles.iter().position(|&t| t == 0).unwrap();
    assert!(blank < 3, "{x:?}");
    assert!(c.mean_ratio > 0.3 && c.mean_ratio < 1.0, "{}", c.mean_ratio);
    // A division by zero is one too, with its place.
    let c = verdict("1 / (manhattan - 1)");
    let x = c.not_a_number.unwrap();
    assert_eq!(x.value, Undefined::DivisionByZero { at: 2 });
    let on = Board::new(g.board().shape(), x.tiles).unwrap();
    assert_eq!(Heuristic::Manhattan.estimate(&on, &g), 1);
    // Neither a sum nor a maximum hides it: they are not a number either.
    for text in [
        format!("sum(t: {b}*10)"),
        format!("max(t: {b}*10 - {b}*10)"),
        format!("max(manhattan, {b}*10 - {b}*10)"),
        format!("min({b}*10 - {b}*10, 0)"),
    ] {
        assert!(verdict(&text).not_a_number.is_some(), "{text}");
    }
    // A number everywhere: no such verdict.
    let c = check(&Formula::new("manhattan", &g).unwrap(), &g).unwrap();
    assert_eq!(c.not_a_number, None);
    // On a sample of a larger shape, the same.
    let g4 = Goal::new(Board::blank_last(crate::board::Shape::new(4, 4).unwrap()));
    let f = Formula::new(&format!("{b}*10 - {b}*10"), &g4).unwrap();
    let c = check_sample(&f, &g4, 5, 1).unwrap();
    assert!(c.sampled && !c.admissible && !c.consistent);
    assert_eq!(c.not_a_number.unwrap().value, Undefined::NaN);
}

#[test]
fn a_search_with_a_formula_that_is_not_a_number_stops_with_its_board() {
    use crate::algorithm::Algorithm;
    use crate::control::NoControl;
    use crate::settings::SolveOptions;
    let b = big();
    let g4 = Goal::new(Board::blank_last(crate::board::Shape::new(4, 4).unwrap()));
    // A 4×4 board 40 moves out: read as 0 everywhere, A* would run to its budget.
    let start = crate::scramble(&g4, 40, 7).unwrap();
    for text in [format!("{b}*10 - {b}*10"), format!("{b}*10")] {
        let f = Formula::new(&text, &g4).unwrap();
        for algorithm in [Algorithm::AStar, Algorithm::IdaStar, Algorithm::Greedy] {
            let options = SolveOptions {
                max_nodes: Some(u64::MAX),
                ..SolveOptions::with_algorithm(algorithm)
            };
            let started = std::time::Instant::now();
            let e = solve(&start, &options, &f, false, &mut NoControl).unwrap_err();
            let e = e.to_string();
            assert!(e.contains("not a number (on the board "), "{e}");
            assert!(
                started.elapsed() < std::time::Duration::from_secs(5),
                "{algorithm}: stopped at once"
            );
        }
    }
}

#[test]
fn a_larger_board_is_checked_on_a_sample_labelled_as_one() {
    let g4 = Goal::new(Board::blank_last(crate::board::Shape::new(4, 4).unwrap()));
    let c = check_sample(
        &Formula::new("manhattan + 2*conflicts", &g4).unwrap(),
        &g4,
        30,
        1,
    )
    .unwrap();
    assert_eq!(
        (c.admissible, c.consistent, c.states, c.sampled),
        (true, true, 30, true)
    );
    let c = check_sample(&Formula::new("manhattan * 3", &g4).unwrap(), &g4, 30, 1).unwrap();
    assert!(!c.admissible && !c.consistent);
    // The counterexample is real: its optimal length, solved again here, is below h.
    let x = c.counterexample.unwrap();
    let b = Board::new(g4.board().shape(), x.tiles.clone()).unwrap();
    let options = crate::SolveOptions {
        goal: crate::GoalSpec::Custom(g4.board().clone()),
        ..Default::default()
    };
    let d = crate::solve(&b, &options, &mut crate::NoControl)
        .unwrap()
        .length()
        .unwrap();
    assert_eq!(d as u32, x.h_star);
    assert!(x.h > d as f64);
}

#[test]
fn a_formula_searches_as_the_heuristic_it_spells() {
    use crate::GoalSpec;
    use crate::algorithm::Algorithm;
    use crate::control::NoControl;
    use crate::settings::SolveOptions;
    let g = goal();
    for text in [
        "8 6 7 2 5 4 3 0 1",
        "1 2 3 4 0 6 7 5 8",
        "0 1 3 4 2 5 7 8 6",
    ] {
        let b = board(text);
        for (algorithm, named, spelled) in [
            (Algorithm::AStar, Heuristic::Manhattan, "manhattan"),
            (
                Algorithm::IdaStar,
                Heuristic::LinearConflict,
                "manhattan + 2*conflicts",
            ),
        ] {
            let options = SolveOptions {
                algorithm: Some(algorithm),
                heuristic: Some(named),
                goal: GoalSpec::BlankLast,
                ..SolveOptions::default()
            };
            let ours = crate::solve(&b, &options, &mut NoControl).unwrap();
            let f = Formula::new(spelled, &g).unwrap();
            let theirs = solve(&b, &options, &f, true, &mut NoControl).unwrap();
            // The same values node for node: the same search, node for node.
            assert_eq!(theirs.moves, ours.moves, "{text} {algorithm}");
            assert_eq!(
                theirs.stats.generated, ours.stats.generated,
                "{text} {algorithm}"
            );
            assert!(theirs.optimal && theirs.lower_bound == Some(ours.moves.len() as u32));
            // Not proved: the same path, no claim.
            let unproved = solve(&b, &options, &f, false, &mut NoControl).unwrap();
            assert!(!unproved.optimal && unproved.lower_bound.is_none());
        }
    }
}

#[test]
fn an_inadmissible_or_odd_formula_still_gives_valid_paths_or_a_worded_error() {
    use crate::algorithm::Algorithm;
    use crate::control::NoControl;
    use crate::settings::SolveOptions;
    let g = goal();
    let b = board("8 6 7 2 5 4 3 0 1");
    let run = |text: &str, algorithm| {
        let f = Formula::new(text, &g).unwrap();
        solve(
            &b,
            &SolveOptions::with_algorithm(algorithm),
            &f,
            false,
            &mut NoControl,
        )
    };
    // Twice Manhattan overestimates; above 0 at the goal; negative; the answers still replay.
    for (text, algorithm) in [
        ("2*manhattan", Algorithm::AStar),
        ("manhattan + 1", Algorithm::IdaStar),
        ("0 - manhattan", Algorithm::Greedy),
    ] {
        let s = run(text, algorithm).unwrap();
        assert_eq!(s.status, crate::Status::Solved, "{text}");
        let mut at = b.clone();
        for &m in &s.moves {
            at.apply(m).expect("legal");
        }
        assert_eq!(&at, g.board(), "{text}");
        assert!(!s.optimal);
    }
    // Undefined at the goal (no misplaced tile): the search stops with the formula's error.
    let e = run("1/hamming", Algorithm::AStar).unwrap_err();
    assert!(e.to_string().contains("division by zero"), "{e}");
    // Auto and BFS take no formula; no algorithm given is A*.
    let f = Formula::new("manhattan", &g).unwrap();
    for algorithm in [Algorithm::Auto, Algorithm::Bfs] {
        let refused = solve(
            &b,
            &SolveOptions::with_algorithm(algorithm),
            &f,
            false,
            &mut NoControl,
        );
        assert!(matches!(refused, Err(crate::Error::NoHeuristic { .. })));
    }
    let s = solve(&b, &SolveOptions::default(), &f, false, &mut NoControl).unwrap();
    assert_eq!((s.algorithm, s.moves.len()), (Algorithm::AStar, 31));
}

#[test]
fn the_race_counts_nodes_by_depth_and_the_answers_an_overestimate_lengthens() {
    use crate::algorithm::Algorithm;
    use crate::control::NoControl;
    let course = Course {
        depths: vec![8, 16],
        count: 6,
        seed: 3,
        algorithms: vec![Algorithm::AStar, Algorithm::IdaStar],
        max_nodes: 1_000_000,
    };
    let race_of = |text: &str| {
        let f = Formula::new(text, &goal()).unwrap();
        let mut heard = 0;
        let laps = race(&f, &course, &mut NoControl, &mut |_| heard += 1).unwrap();
        assert_eq!(heard, laps.len());
        laps
    };
    let laps = race_of("manhattan");
    assert_eq!(laps.len(), 2 * 2 * 4, "depths × algorithms × entrants");
    for depth in [8, 16] {
        for algorithm in [Algorithm::AStar, Algorithm::IdaStar] {
            let lap = |e: Entrant| {
                laps.iter()
                    .find(|l| l.depth == depth && l.algorithm == algorithm && l.entrant == e)
                    .unwrap()
            };
            // The formula spelling Manhattan runs exactly as Manhattan, and nothing is longer.
            let (h, m) = (
                lap(Entrant::Formula),
                lap(Entrant::Ours(Heuristic::Manhattan)),
            );
            assert_eq!(h.generated_mean, m.generated_mean, "{depth} {algorithm}");
            assert_eq!((h.solved, h.longer), (6, 0));
            assert!(
                lap(Entrant::Ours(Heuristic::Hamming)).generated_mean >= m.generated_mean,
                "Manhattan dominates Hamming"
            );
        }
    }
    // Five times Manhattan: fewer nodes, some answers longer than the shortest.
    let greedy = race_of("5*manhattan");
    let longer: usize = greedy
        .iter()
        .filter(|l| l.entrant == Entrant::Formula)
        .map(|l| l.longer)
        .sum();
    assert!(longer > 0, "an overestimate lengthens some answers");
}

#[test]
fn errors_are_typed_for_the_words_of_each_language() {
    let g = goal();
    let err = |text: &str| Formula::new(text, &g).err().unwrap();
    assert_eq!(
        err("manhattan +"),
        FormulaError {
            at: 11,
            problem: Problem::Expected {
                what: Want::Operand,
                found: Found::End,
            },
        }
    );
    assert_eq!(
        err("sum(1, 2)").problem,
        Problem::Expected {
            what: Want::Binding,
            found: Found::Arguments,
        }
    );
    assert_eq!(
        err("manhattan 2.50").problem,
        Problem::Expected {
            what: Want::OperatorOrEnd,
            found: Found::Text("2.50".into()),
        }
    );
}

#[test]
fn a_typed_direction_override_cannot_reverse_the_error() {
    let g = goal();
    let e = Formula::new("manhattan \u{202E} + 1", &g).err().unwrap();
    assert_eq!(e.problem, Problem::Unexpected("\u{202E}".into()));
    let text = e.to_string();
    assert!(!text.contains('\u{202E}'), "{text}");
    assert_eq!(
        text,
        "at character 11: “\\u{202E}” is not part of the language"
    );
}
