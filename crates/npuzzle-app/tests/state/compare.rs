//! Compare: every search side by side.

use crate::*;
use npuzzle_app::i18n::Lang;
use npuzzle_app::state::{Mode, Msg, compare};
use npuzzle_core::{Algorithm, Heuristic};

#[test]
fn compare_runs_every_pair_with_its_own_budget_and_plays_a_row() {
    use npuzzle_app::state::{COMPARE_NODES, RowOutcome};
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    let jobs = jobs_of(&s.update(Msg::Compare(compare::Msg::Start)));
    assert_eq!(
        jobs.len(),
        13,
        "bfs, dfs, iddfs, bibfs, and greedy, A*, IDA* with each heuristic"
    );
    assert!(
        jobs.iter()
            .all(|j| j.search().max_nodes == Some(COMPARE_NODES))
    );
    for job in &jobs[..12] {
        s.update(answer(job));
    }
    assert!(!s.compare.as_ref().unwrap().finished());
    s.update(answer(&jobs[12]));
    let c = s.compare.clone().unwrap();
    assert!(c.finished());
    assert_eq!(
        s.voice.said.as_ref().unwrap().text(Lang::En),
        "Compared 13 searches."
    );
    let length = |a: Algorithm, h: Option<Heuristic>| {
        c.rows
            .iter()
            .find(|r| r.algorithm == a && r.heuristic == h)
            .and_then(|r| match &r.outcome {
                RowOutcome::Done(s) => s.length(),
                _ => None,
            })
    };
    assert_eq!(length(Algorithm::Bfs, None), Some(31));
    assert_eq!(length(Algorithm::Bibfs, None), Some(31));
    assert_eq!(
        length(Algorithm::AStar, Some(Heuristic::Manhattan)),
        Some(31)
    );
    assert_eq!(
        length(Algorithm::IdaStar, Some(Heuristic::LinearConflict)),
        Some(31)
    );
    assert!(length(Algorithm::Dfs, None).is_none_or(|n| n >= 31));
    // IDDFS on a 31-move board spends its budget: limit, not a hold-up.
    let iddfs = c
        .rows
        .iter()
        .find(|r| r.algorithm == Algorithm::Iddfs)
        .unwrap();
    assert!(
        matches!(&iddfs.outcome, RowOutcome::Done(s) if s.status == npuzzle_core::Status::Limit)
    );
    let csv = c.table(false);
    assert_eq!(csv.lines().count(), 14);
    assert!(csv.starts_with("algorithm,heuristic,status,length,optimal,expanded,enqueued,largest frontier,ms\nbfs,,solved,31,true,"));
    assert!(c.table(true).lines().nth(1).unwrap().starts_with("| --- |"));
    // A row plays its solution from the compared board.
    let i = c
        .rows
        .iter()
        .position(|r| r.algorithm == Algorithm::Greedy)
        .unwrap();
    s.update(Msg::Compare(compare::Msg::Play(i)));
    assert_eq!(s.mode, Mode::Playing, "it plays at once");
    assert!(s.timer().is_some());
    assert_eq!(
        s.solve.result.as_ref().unwrap().1.algorithm,
        Algorithm::Greedy
    );
    assert_eq!(s.puzzle.board.to_flat(), "8 6 7 2 5 4 3 0 1");
}

#[test]
fn compare_cancel_stops_only_the_runs_to_come() {
    use npuzzle_app::state::RowOutcome;
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    let jobs = jobs_of(&s.update(Msg::Compare(compare::Msg::Start)));
    s.update(answer(&jobs[0]));
    let fx = s.update(Msg::Compare(compare::Msg::Cancel));
    assert_eq!(fx.len(), 12, "{fx:?}");
    let c = s.compare.as_ref().unwrap();
    assert!(matches!(c.rows[0].outcome, RowOutcome::Done(_)));
    assert!(
        c.rows[1..]
            .iter()
            .all(|r| r.outcome == RowOutcome::Cancelled)
    );
    // A late answer for a cancelled run changes nothing.
    s.update(answer(&jobs[1]));
    assert_eq!(
        s.compare.as_ref().unwrap().rows[1].outcome,
        RowOutcome::Cancelled
    );
}
