//! Solve: the job, its progress, its result or failure, and the assignment's printout.

use crate::*;
use npuzzle_app::i18n::{Key, Lang};
use npuzzle_app::state::{
    Effect, Event, HostSolution, Msg, Reply, Unstartable, puzzle, search, solve,
};
use npuzzle_core::{Algorithm, Status};

#[test]
fn cancel_stops_the_job_and_its_late_answer_is_ignored() {
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    let fx = s.update(Msg::Solve(solve::Msg::Cancel));
    assert_eq!(fx[0], Effect::CancelJob(job.id));
    // The host hears how the search ended, as after any other (n-puzzle.d.ts).
    let [_, Effect::Emit(Event::Result { board, solution })] = &fx[..] else {
        panic!("{fx:?}")
    };
    assert_eq!(board, "8 6 7\n2 5 4\n3 _ 1");
    assert_eq!(solution.status, Status::Cancelled);
    assert!(solution.moves.is_empty() && !solution.optimal);
    assert_eq!(message(&s), "Cancelled. The board is as it was.");
    // Cancel with nothing running says nothing more.
    assert!(s.update(Msg::Solve(solve::Msg::Cancel)).is_empty());
    s.update(reply(job.id, Reply::Done(solve(&job))));
    assert!(
        s.solve.result.is_none() && s.playback.show.is_none(),
        "late answers are dropped"
    );
    // A new board while a job runs cancels it too.
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    let fx = s.update(Msg::Puzzle(puzzle::Msg::Shuffle));
    assert!(fx.contains(&Effect::CancelJob(job.id)));
    assert!(s.jobs.current.is_none());
    assert!(cancelled(&fx).is_some(), "its result says so: {fx:?}");
}

/// The `npuzzle-result` of a cancelled search among `fx`.
fn cancelled(fx: &[Effect]) -> Option<&HostSolution> {
    fx.iter().find_map(|e| match e {
        Effect::Emit(Event::Result { solution, .. }) if solution.status == Status::Cancelled => {
            Some(solution)
        }
        _ => None,
    })
}

#[test]
fn an_answer_on_the_way_shows_when_it_came_and_cancel_the_counters_when_it_stopped() {
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    let moves = solve(&job).moves;
    // An answer at once: no progress reported yet, but it came after 300 ms.
    let improvement = npuzzle_core::Improvement {
        moves: moves.clone(),
        lower_bound: 25,
        ms: 300.0,
    };
    // The tables were being downloaded: an answer means they are ready (a 5×5's beams report
    // no progress that would say so).
    s.update(reply(job.id, Reply::Preparing(0.0)));
    s.update(reply(job.id, Reply::Improved(improvement)));
    assert_eq!(s.jobs.current.as_ref().unwrap().preparing, None);
    let stats = |s: &npuzzle_app::state::State| {
        let r = &s.solve.result.as_ref().expect("the answer is kept").1;
        (r.stats.expanded, r.stats.generated, r.stats.ms)
    };
    assert_eq!(stats(&s), (0, 0, 300.0));
    // The search goes on (tables, then counted nodes); Cancel keeps the answer with the
    // counters of when it stopped.
    let progress = npuzzle_core::Progress {
        expanded: 5000,
        generated: 9000,
        ms: 8000.0,
        ..Default::default()
    };
    s.update(reply(job.id, Reply::Progress(progress)));
    let fx = s.update(Msg::Solve(solve::Msg::Cancel));
    assert_eq!(stats(&s), (5000, 9000, 8000.0));
    assert_eq!(s.solve.result.as_ref().unwrap().1.moves, moves);
    // The host's result carries the answer kept, with what is proved of it.
    let r = cancelled(&fx).expect("npuzzle-result, cancelled");
    assert_eq!((&r.moves, r.lower_bound), (&moves, Some(25)));
    assert_eq!((r.stats.expanded, r.stats.ms), (5000, 8000.0));
}

#[test]
fn an_unsolvable_board_is_explained_at_once_and_never_searched() {
    let mut s = with_board("1 2 3 / 4 5 6 / 7 _ 8");
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    s.update(reply(job.id, Reply::Done(solve(&job))));
    assert!(s.solve.result.is_some());
    s.update(Msg::Puzzle(puzzle::Msg::ApplyText(
        "1 2 3 / 4 5 6 / 8 7 _".into(),
    )));
    assert!(s.solve.result.is_none(), "no stale result");
    let note = s.solve.note.clone().unwrap();
    assert!(note.is_error());
    let m = note.said;
    assert!(
        m.text(Lang::En)
            .starts_with("No solution possible. Inversions")
    );
    assert!(
        m.text(Lang::Es).contains("1 es impar"),
        "{}",
        m.text(Lang::Es)
    );
    let fx = s.update(Msg::Solve(solve::Msg::Start));
    assert!(!fx.iter().any(|e| matches!(e, Effect::StartJob(..))));
    assert!(message(&s).starts_with("No solution possible, so nothing was searched."));
}

#[test]
fn a_solver_that_dies_or_refuses_is_reported_and_the_board_kept() {
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    let died = News::Died {
        message: "out of memory".into(),
        restarted: true,
    };
    s.update(news(job.id, died));
    assert!(s.jobs.current.is_none());
    let m = message(&s);
    assert!(
        m.contains("out of memory") && m.contains("A fresh solver"),
        "{m}"
    );
    assert_eq!(s.puzzle.board.to_flat(), "8 6 7 2 5 4 3 0 1");
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    s.update(news(job.id, News::Unavailable(Unstartable::NoWorkers)));
    assert!(message(&s).contains("Web Workers"));
    assert!(s.jobs.current.is_none(), "no search left running");
    // Refused by the page's policy, or not loaded: said so, with the directive or the reason.
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    let refused = Unstartable::Policy("worker-src".into());
    s.update(news(job.id, News::Unavailable(refused)));
    let m = message(&s);
    assert!(
        m.contains("Content-Security-Policy") && m.contains("(worker-src)"),
        "{m}"
    );
    assert!(s.jobs.current.is_none(), "no search left running");
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    let offline = Unstartable::NotLoaded("Failed to fetch".into());
    s.update(news(job.id, News::Unavailable(offline)));
    assert!(message(&s).starts_with("The solver could not be loaded (Failed to fetch)."));
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    s.update(reply(job.id, Reply::Failed("bad request".into())));
    assert!(message(&s).contains("refused the job: bad request"));
}

#[test]
fn progress_and_tables_are_shown_while_it_searches() {
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::Iddfs)));
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    assert_eq!(s.jobs.depth_label(), Key::TreeDepth, "the course's label");
    s.update(reply(job.id, Reply::Preparing(0.25)));
    assert_eq!(s.jobs.current.as_ref().unwrap().preparing, Some(0.25));
    let progress = npuzzle_core::Progress {
        expanded: 1000,
        depth: 12,
        ..Default::default()
    };
    s.update(reply(job.id, Reply::Progress(progress)));
    let j = s.jobs.current.as_ref().unwrap();
    assert_eq!(
        (j.progress.expanded, j.progress.depth, j.preparing),
        (1000, 12, None)
    );
}

#[test]
fn the_assignment_printout_is_copied() {
    let mut s = with_board("1 2 3 / 4 5 6 / 7 _ 8");
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    s.update(answer(&job));
    let fx = s.update(Msg::Solve(solve::Msg::CopyAssignment));
    let Some(Effect::Copy(text)) = fx.first() else {
        panic!("{fx:?}")
    };
    assert!(
        text.starts_with("1 2 3\n4 5 6\n7   8\n\n1 2 3\n4 5 6\n7 8\n\nNumber of moves = 1\n"),
        "{text:?}"
    );
}

/// The page's copy speaks the component's language, with the words the CLI prints
/// (`npuzzle_i18n::assignment_text`; the CLI's tests check it prints exactly that).
#[test]
fn the_assignment_printout_is_copied_in_the_components_language() {
    let mut s = with_board("0 1 3 / 4 2 5 / 7 8 6");
    s.update(Msg::SetLang(Lang::Es));
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::AStar)));
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    let solution = solve(&job);
    s.update(reply(job.id, Reply::Done(solution.clone())));
    let fx = s.update(Msg::Solve(solve::Msg::CopyAssignment));
    let Some(Effect::Copy(text)) = fx.first() else {
        panic!("{fx:?}")
    };
    assert_eq!(
        *text,
        npuzzle_app::i18n::assignment_text(Lang::Es, &board("0 1 3 / 4 2 5 / 7 8 6"), &solution)
    );
    assert!(
        text.ends_with("\nNúmero de estados encolados = 10\nNúmero de movimientos = 4\n"),
        "{text:?}"
    );
}
