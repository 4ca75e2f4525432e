//! The component's state, natively: every message a person, a host or the solver can send, and
//! the effects the web layer is asked to carry out.

use npuzzle_core::{
    Algorithm, Board, Heuristic, Move, NoControl, SearchSettings, Shape, SolveOptions,
    Solver as CoreSolver, Ties,
};
use npuzzle_web::i18n::{Key, Lang};
use npuzzle_web::options::{Controls, GoalKind, Options};
use npuzzle_web::state::{Effect, Event, JobRequest, Msg, ShareKind, Solver, State};

fn board(text: &str) -> Board {
    text.parse().unwrap()
}

fn with_board(text: &str) -> State {
    State::new(
        Options {
            board: Some(board(text)),
            ..Options::default()
        },
        1,
    )
}

fn study_message(s: &State) -> String {
    s.study_message
        .as_ref()
        .map(|(m, _)| m.text(s.lang))
        .unwrap_or_default()
}

fn study_error(s: &State) -> bool {
    s.study_message.as_ref().is_some_and(|&(_, e)| e)
}

fn announced(s: &State) -> String {
    s.announcement
        .as_ref()
        .map(|m| m.text(s.lang))
        .unwrap_or_default()
}

fn message(s: &State) -> String {
    s.message
        .as_ref()
        .map(|(m, _)| m.text(s.lang))
        .unwrap_or_default()
}

fn job_of(effects: &[Effect]) -> JobRequest {
    effects
        .iter()
        .find_map(|e| match e {
            Effect::StartJob(j) => Some(j.clone()),
            _ => None,
        })
        .expect("a job was started")
}

/// What the worker would answer.
fn solve(job: &JobRequest) -> npuzzle_core::Solution {
    let options = SolveOptions {
        heuristic: job.heuristic,
        goal: npuzzle_core::GoalSpec::Custom(job.goal.clone()),
        ..SolveOptions::with_algorithm(job.algorithm)
    };
    CoreSolver::new()
        .solve(&job.board, &options, &mut NoControl)
        .unwrap()
}

#[test]
fn moves_by_hand_are_counted_told_and_solved() {
    let mut s = with_board("1 2 3 / 4 5 6 / 7 _ 8");
    let fx = s.update(Msg::Play(Move::Right));
    assert_eq!(s.moves, 1);
    assert!(s.is_solved());
    assert!(fx.contains(&Effect::Slide {
        tile: 8,
        from: 8,
        to: 7
    }));
    let events: Vec<&Event> = fx
        .iter()
        .filter_map(|e| match e {
            Effect::Emit(ev) => Some(ev),
            _ => None,
        })
        .collect();
    assert!(matches!(
        events[0],
        Event::Move {
            tile: 8,
            direction: Move::Left,
            moves: 1,
            solved: true,
            ..
        }
    ));
    assert!(matches!(events[1], Event::Solved { moves: 1, .. }));
    let said = s.announcement.as_ref().unwrap();
    assert_eq!(said.text(Lang::En), "Moved 8 left. Solved in 1 moves!");
    assert_eq!(
        said.text(Lang::De),
        "8 nach links geschoben. Gelöst in 1 Zügen!"
    );
    // A move off the board changes nothing; a tap on a cell beside the blank moves its tile.
    assert!(s.update(Msg::Play(Move::Right)).is_empty());
    s.update(Msg::PlayCell(5));
    assert_eq!(s.board.to_flat(), "1 2 3 4 5 0 7 8 6");
    assert_eq!(s.moves, 2);
    // Reset returns to the board that was set.
    s.update(Msg::Reset);
    assert_eq!(s.board.to_flat(), "1 2 3 4 5 6 7 0 8");
    assert_eq!(s.moves, 0);
}

#[test]
fn a_solve_runs_plays_back_and_replays_to_the_goal() {
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    s.update(Msg::SetAlgorithm(Algorithm::AStar));
    s.update(Msg::SetHeuristic(Heuristic::LinearConflict));
    let fx = s.update(Msg::Solve);
    let job = job_of(&fx);
    assert_eq!(job.algorithm, Algorithm::AStar);
    assert_eq!(job.heuristic, Some(Heuristic::LinearConflict));
    assert!(s.job.as_ref().unwrap().queued);
    // Playing while it searches is refused, with a reason.
    assert!(s.update(Msg::Play(Move::Up)).is_empty());
    assert_eq!(
        s.announcement.as_ref().unwrap().key,
        Key::Busy,
        "told why nothing moved"
    );
    s.update(Msg::Solver(Solver::Started(job.id)));
    assert!(!s.job.as_ref().unwrap().queued);
    let fx = s.update(Msg::Solver(Solver::Done(job.id, solve(&job))));
    assert!(s.job.is_none());
    assert!(
        fx.iter()
            .any(|e| matches!(e, Effect::Emit(Event::Result { .. })))
    );
    assert_eq!(
        message(&s),
        "Solved by A* with Linear conflict: 31 moves, optimal."
    );
    assert_eq!(s.result.as_ref().unwrap().moves.len(), 31);
    // Step through: forward, back, to the end, which is the goal; and a jump from the list.
    s.update(Msg::StepBy(1));
    assert_eq!(s.playback.as_ref().unwrap().step, 1);
    s.update(Msg::StepBy(-1));
    assert_eq!(s.board.to_flat(), "8 6 7 2 5 4 3 0 1");
    s.update(Msg::StepEnd(true));
    assert!(s.is_solved());
    s.update(Msg::StepTo(10));
    let mut replay = board("8 6 7 / 2 5 4 / 3 _ 1");
    for &m in &s.playback.as_ref().unwrap().moves[..10] {
        replay.apply(m);
    }
    assert_eq!(s.board, replay);
    // Play: a timer at the chosen speed, ticks to the goal, then it stops by itself.
    s.update(Msg::StepEnd(false));
    s.update(Msg::SetSpeed(10));
    let fx = s.update(Msg::TogglePlay);
    assert_eq!(fx, vec![Effect::StartTimer(40)]);
    let mut stopped = false;
    for _ in 0..31 {
        stopped |= s.update(Msg::Tick).contains(&Effect::StopTimer);
    }
    assert!(stopped && !s.playing && s.is_solved());
    assert_eq!(
        s.announcement.as_ref().unwrap().text(Lang::En),
        "Step 31 of 31: goal reached."
    );
}

#[test]
fn cancel_stops_the_job_and_its_late_answer_is_ignored() {
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    let job = job_of(&s.update(Msg::Solve));
    let fx = s.update(Msg::Cancel);
    assert_eq!(fx, vec![Effect::CancelJob(job.id)]);
    assert_eq!(message(&s), "Cancelled. The board is as it was.");
    s.update(Msg::Solver(Solver::Done(job.id, solve(&job))));
    assert!(
        s.result.is_none() && s.playback.is_none(),
        "late answers are dropped"
    );
    // A new board while a job runs cancels it too.
    let job = job_of(&s.update(Msg::Solve));
    let fx = s.update(Msg::Shuffle);
    assert!(fx.contains(&Effect::CancelJob(job.id)));
    assert!(s.job.is_none());
}

#[test]
fn an_unsolvable_board_is_explained_at_once_and_never_searched() {
    let mut s = with_board("1 2 3 / 4 5 6 / 7 _ 8");
    let job = job_of(&s.update(Msg::Solve));
    s.update(Msg::Solver(Solver::Done(job.id, solve(&job))));
    assert!(s.result.is_some());
    s.update(Msg::ApplyText("1 2 3 / 4 5 6 / 8 7 _".into()));
    assert!(s.result.is_none(), "no stale result");
    let (m, error) = s.message.clone().unwrap();
    assert!(error);
    assert!(
        m.text(Lang::En)
            .starts_with("No solution possible. Inversions")
    );
    assert!(
        m.text(Lang::Es).contains("1 es impar"),
        "{}",
        m.text(Lang::Es)
    );
    let fx = s.update(Msg::Solve);
    assert!(!fx.iter().any(|e| matches!(e, Effect::StartJob(_))));
    assert!(message(&s).starts_with("No solution possible, so nothing was searched."));
}

#[test]
fn bad_text_keeps_the_board_and_says_what_is_wrong() {
    let mut s = with_board("1 2 3 / 4 5 6 / 7 _ 8");
    s.update(Msg::TextEdited);
    assert!(s.text_dirty);
    s.update(Msg::ApplyText("1 2 3 / 4 4 6 / 7 _ 8".into()));
    assert_eq!(s.board.to_flat(), "1 2 3 4 5 6 7 0 8");
    assert!(s.text_dirty, "the typed text is kept for correcting");
    let e = s.text_error.as_ref().unwrap();
    assert!(e.text(Lang::En).contains("tile 4 appears twice"));
    assert!(e.text(Lang::De).contains("Plättchen 4 kommt zweimal vor"));
    // Scramble: a number, within the core's limit.
    s.update(Msg::Scramble("lots".into()));
    assert!(
        s.text_error
            .as_ref()
            .unwrap()
            .text(Lang::En)
            .contains("from 1 to 1000000")
    );
    s.update(Msg::Scramble("2000000".into()));
    assert!(
        s.text_error
            .as_ref()
            .unwrap()
            .text(Lang::En)
            .contains("too long")
    );
    s.update(Msg::Scramble("12".into()));
    assert!(s.text_error.is_none());
    assert_eq!(
        s.announcement.as_ref().unwrap().text(Lang::En),
        "Scrambled by 12 random moves."
    );
}

#[test]
fn the_size_picks_auto_or_fast_unless_the_person_chose() {
    let mut s = State::new(Options::default(), 3);
    assert_eq!(s.algorithm, Algorithm::Auto);
    s.update(Msg::SetSize(Shape::new(5, 5).unwrap()));
    assert_eq!(s.algorithm, Algorithm::Fast);
    assert_eq!(s.large_note(), Some(Key::LargeNote));
    assert_eq!(s.board.shape(), Shape::new(5, 5).unwrap());
    s.update(Msg::SetSize(Shape::new(3, 3).unwrap()));
    assert_eq!(s.algorithm, Algorithm::Auto);
    s.update(Msg::SetAlgorithm(Algorithm::AStar));
    s.update(Msg::SetSize(Shape::new(4, 4).unwrap()));
    assert_eq!(s.algorithm, Algorithm::AStar, "a person's choice is kept");
    // The core decides which algorithms take a heuristic.
    assert!(s.heuristic_applies());
    s.update(Msg::SetAlgorithm(Algorithm::Bfs));
    assert!(!s.heuristic_applies());
    let job = job_of(&s.update(Msg::Solve));
    assert_eq!(job.heuristic, None);
}

#[test]
fn a_goal_change_rechecks_the_board() {
    let mut s = with_board("_ 1 2 / 3 4 5 / 6 7 8");
    assert!(!s.is_solved());
    s.update(Msg::SetGoal(GoalKind::Start));
    assert!(s.is_solved());
    assert_eq!(s.goal.board().to_flat(), "0 1 2 3 4 5 6 7 8");
}

#[test]
fn a_new_language_relabels_and_rewords_what_is_shown() {
    let mut s = with_board("1 2 3 / 4 5 6 / 8 7 _");
    assert_eq!(s.update(Msg::SetLang(Lang::De)), vec![Effect::Relabel]);
    assert!(
        message(&s).starts_with("Keine Lösung möglich."),
        "{}",
        message(&s)
    );
    assert!(
        s.update(Msg::SetLang(Lang::De)).is_empty(),
        "no change, no relabel"
    );
}

#[test]
fn host_settings_apply_live_and_bad_ones_are_noticed() {
    let mut s = with_board("1 2 3 / 4 5 6 / 7 _ 8");
    let o = Options::read(&[
        ("controls", "none"),
        ("algo", "idastar"),
        ("goal", "nowhere"),
    ]);
    s.update(Msg::Configure(Box::new(o)));
    assert_eq!(s.controls, Controls::NONE);
    assert_eq!(s.algorithm, Algorithm::IdaStar);
    assert_eq!(s.notices.len(), 1);
    assert!(s.notices[0].text(Lang::En).contains("goal “nowhere”"));
    // A board from the host; then autoplay solves and plays as soon as the answer comes.
    let o = Options::read(&[("board", "8 6 7 / 2 5 4 / 3 _ 1"), ("autoplay", "1")]);
    let fx = s.update(Msg::Configure(Box::new(o)));
    let job = job_of(&fx);
    assert_eq!(job.board.to_flat(), "8 6 7 2 5 4 3 0 1");
    let fx = s.update(Msg::Solver(Solver::Done(job.id, solve(&job))));
    assert!(fx.iter().any(|e| matches!(e, Effect::StartTimer(_))));
    assert!(s.playing);
}

#[test]
fn a_solver_that_dies_or_refuses_is_reported_and_the_board_kept() {
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    let job = job_of(&s.update(Msg::Solve));
    s.update(Msg::Solver(Solver::Died {
        id: job.id,
        message: "out of memory".into(),
        restarted: true,
    }));
    assert!(s.job.is_none());
    let m = message(&s);
    assert!(
        m.contains("out of memory") && m.contains("A fresh solver"),
        "{m}"
    );
    assert_eq!(s.board.to_flat(), "8 6 7 2 5 4 3 0 1");
    let job = job_of(&s.update(Msg::Solve));
    s.update(Msg::Solver(Solver::Unavailable(job.id)));
    assert!(message(&s).contains("Web Workers"));
    let job = job_of(&s.update(Msg::Solve));
    s.update(Msg::Solver(Solver::Failed(job.id, "bad request".into())));
    assert!(message(&s).contains("refused the job: bad request"));
}

#[test]
fn progress_and_tables_are_shown_while_it_searches() {
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    s.update(Msg::SetAlgorithm(Algorithm::Iddfs));
    let job = job_of(&s.update(Msg::Solve));
    assert_eq!(s.depth_label(), Key::TreeDepth, "the course's label");
    s.update(Msg::Solver(Solver::Preparing(job.id, 0.25)));
    assert_eq!(s.job.as_ref().unwrap().preparing, Some(0.25));
    let progress = npuzzle_core::Progress {
        expanded: 1000,
        depth: 12,
        ..Default::default()
    };
    s.update(Msg::Solver(Solver::Progress(job.id, progress)));
    let j = s.job.as_ref().unwrap();
    assert_eq!(
        (j.progress.expanded, j.progress.depth, j.preparing),
        (1000, 12, None)
    );
}

#[test]
fn share_restores_the_board_goal_algorithm_and_heuristic() {
    let mut s = with_board("_ 1 2 / 3 4 5 / 6 7 8");
    s.update(Msg::SetGoal(GoalKind::Start));
    s.update(Msg::ApplyText("8 6 7 / 2 5 4 / 3 _ 1".into()));
    s.update(Msg::SetAlgorithm(Algorithm::Greedy));
    s.update(Msg::SetHeuristic(Heuristic::Hamming));
    s.site = "https://example.org/puzzle/".into();
    let link = s.share(npuzzle_web::state::ShareKind::Link);
    assert_eq!(
        link,
        "https://example.org/puzzle/?board=8%206%207/2%205%204/3%20_%201&goal=start&algo=greedy&heuristic=hamming"
    );
    // Read back as the page reads its URL (decoded pairs): the same puzzle.
    let pairs: Vec<(String, String)> = s
        .share_query()
        .split('&')
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap();
            (k.to_string(), v.replace("%20", " "))
        })
        .collect();
    let o = Options::read(&pairs);
    assert!(o.problems.is_empty());
    let t = State::new(o, 9);
    assert_eq!(
        (t.board.clone(), t.goal_kind, t.algorithm, t.heuristic),
        (
            s.board.clone(),
            GoalKind::Start,
            Algorithm::Greedy,
            Heuristic::Hamming
        )
    );
    let element = s.share(npuzzle_web::state::ShareKind::Element);
    assert!(element.starts_with(
        "<script type=\"module\" src=\"https://example.org/puzzle/n-puzzle.js\"></script>"
    ));
    assert!(element.contains(
        "<n-puzzle board=\"8 6 7/2 5 4/3 _ 1\" goal=\"start\" algo=\"greedy\" heuristic=\"hamming\">"
    ));
    let iframe = s.share(npuzzle_web::state::ShareKind::Iframe);
    assert!(iframe.contains("goal=start&amp;algo=greedy"), "{iframe}");
    // Copy asks the web layer, and says whether it worked.
    let fx = s.update(Msg::Copy(npuzzle_web::state::ShareKind::Link));
    assert_eq!(fx, vec![Effect::Copy(link)]);
    s.update(Msg::Copied(true));
    assert_eq!(s.announcement.as_ref().unwrap().key, Key::Copied);
}

/// What the worker would answer, with the request's node budget and trace.
fn answer(job: &JobRequest) -> Solver {
    let options = SolveOptions {
        heuristic: job.heuristic,
        goal: npuzzle_core::GoalSpec::Custom(job.goal.clone()),
        max_nodes: job.max_nodes,
        settings: job.settings,
        ..SolveOptions::with_algorithm(job.algorithm)
    };
    match job.trace {
        Some(events) => Solver::Traced(
            job.id,
            Box::new(
                CoreSolver::new()
                    .trace(&job.board, &options, &mut NoControl, events as usize)
                    .unwrap(),
            ),
        ),
        None => Solver::Done(
            job.id,
            CoreSolver::new()
                .solve(&job.board, &options, &mut NoControl)
                .unwrap(),
        ),
    }
}

fn jobs_of(effects: &[Effect]) -> Vec<JobRequest> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::StartJob(j) => Some(j.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn compare_runs_every_pair_with_its_own_budget_and_plays_a_row() {
    use npuzzle_web::state::{COMPARE_NODES, RowOutcome};
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    let jobs = jobs_of(&s.update(Msg::Compare));
    assert_eq!(
        jobs.len(),
        12,
        "bfs, dfs, iddfs, and greedy, A*, IDA* with each heuristic"
    );
    assert!(jobs.iter().all(|j| j.max_nodes == Some(COMPARE_NODES)));
    for job in &jobs[..11] {
        s.update(Msg::Solver(answer(job)));
    }
    assert!(!s.compare.as_ref().unwrap().finished());
    s.update(Msg::Solver(answer(&jobs[11])));
    let c = s.compare.clone().unwrap();
    assert!(c.finished());
    assert_eq!(
        s.announcement.as_ref().unwrap().text(Lang::En),
        "Compared 12 searches."
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
    assert_eq!(csv.lines().count(), 13);
    assert!(csv.starts_with("algorithm,heuristic,status,length,optimal,expanded,enqueued,largest frontier,ms\nbfs,,solved,31,true,"));
    assert!(c.table(true).lines().nth(1).unwrap().starts_with("| --- |"));
    // A row plays its solution from the compared board.
    let i = c
        .rows
        .iter()
        .position(|r| r.algorithm == Algorithm::Greedy)
        .unwrap();
    let fx = s.update(Msg::ComparePlay(i));
    assert!(fx.iter().any(|e| matches!(e, Effect::StartTimer(_))));
    assert_eq!(s.result.as_ref().unwrap().algorithm, Algorithm::Greedy);
    assert_eq!(s.board.to_flat(), "8 6 7 2 5 4 3 0 1");
}

#[test]
fn compare_cancel_stops_only_the_runs_to_come() {
    use npuzzle_web::state::RowOutcome;
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    let jobs = jobs_of(&s.update(Msg::Compare));
    s.update(Msg::Solver(answer(&jobs[0])));
    let fx = s.update(Msg::CompareCancel);
    assert_eq!(fx.len(), 11, "{fx:?}");
    let c = s.compare.as_ref().unwrap();
    assert!(matches!(c.rows[0].outcome, RowOutcome::Done(_)));
    assert!(
        c.rows[1..]
            .iter()
            .all(|r| r.outcome == RowOutcome::Cancelled)
    );
    // A late answer for a cancelled run changes nothing.
    s.update(Msg::Solver(answer(&jobs[1])));
    assert_eq!(
        s.compare.as_ref().unwrap().rows[1].outcome,
        RowOutcome::Cancelled
    );
}

#[test]
fn step_through_a_recorded_search_forwards_back_and_running() {
    let mut s = with_board("1 2 3 / 4 _ 6 / 7 5 8");
    assert_eq!(s.update(Msg::Trace), vec![], "auto cannot be traced");
    // Said under the button that was clicked (and to screen readers), not under Solve.
    assert!(study_message(&s).starts_with("Step through needs one of the six searches"));
    assert!(study_error(&s));
    assert_eq!(message(&s), "");
    assert!(announced(&s).starts_with("Step through needs"));
    s.update(Msg::SetAlgorithm(Algorithm::AStar));
    assert_eq!(study_message(&s), "", "picking a search answers it");
    let job = job_of(&s.update(Msg::Trace));
    assert_eq!(job.trace, Some(npuzzle_web::state::TRACE_EVENTS));
    assert!(s.recording());
    s.update(Msg::Solver(answer(&job)));
    assert!(!s.recording());
    assert_eq!(study_message(&s), "Recorded: step through it below.");
    assert!(!study_error(&s));
    let total = s.stepper.as_ref().unwrap().trace().events.len();
    s.update(Msg::TraceStep);
    assert_eq!(s.stepper.as_ref().unwrap().state().expanded, 1);
    assert_eq!(
        s.shown_board().to_flat(),
        "1 2 3 4 0 6 7 5 8",
        "the node expanded is drawn"
    );
    s.update(Msg::TraceStep);
    let after_two = s.stepper.as_ref().unwrap().state().clone();
    s.update(Msg::TraceStep);
    s.update(Msg::TraceBack);
    assert_eq!(
        s.stepper.as_ref().unwrap().state(),
        &after_two,
        "back is a true rewind"
    );
    assert_eq!(
        s.update(Msg::TraceRun),
        vec![Effect::StartTimer(s.period_ms())]
    );
    for _ in 0..total {
        s.update(Msg::Tick);
    }
    assert!(!s.stepping, "stops by itself at the end");
    assert!(s.stepper.as_ref().unwrap().state().goal.is_some());
    s.update(Msg::TraceEnd(false));
    assert_eq!(s.stepper.as_ref().unwrap().state().step, 0);
    // Playing by hand leaves the stepper; the board is the real one again.
    s.update(Msg::Play(Move::Right));
    assert!(s.stepper.is_none());
}

#[test]
fn a_hint_gives_the_next_move_of_a_shortest_solution() {
    let mut s = with_board("1 2 3 / 4 5 6 / _ 7 8");
    let job = job_of(&s.update(Msg::Hint));
    assert_eq!(job.algorithm, Algorithm::Auto);
    s.update(Msg::Solver(answer(&job)));
    assert!(
        s.job.is_none() && s.playback.is_none(),
        "a hint is not a solve"
    );
    assert_eq!(
        s.hint.as_ref().unwrap().text(Lang::En),
        "Next: slide 7 left. 2 moves to go (a shortest solution)."
    );
    s.update(Msg::Play(Move::Right));
    assert!(s.hint.is_none(), "a move makes the hint stale");
}

#[test]
fn the_assignment_printout_is_copied() {
    let mut s = with_board("1 2 3 / 4 5 6 / 7 _ 8");
    let job = job_of(&s.update(Msg::Solve));
    s.update(Msg::Solver(answer(&job)));
    let fx = s.update(Msg::CopyAssignment);
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
    s.update(Msg::SetAlgorithm(Algorithm::AStar));
    let job = job_of(&s.update(Msg::Solve));
    let solved = answer(&job);
    s.update(Msg::Solver(solved.clone()));
    let fx = s.update(Msg::CopyAssignment);
    let Some(Effect::Copy(text)) = fx.first() else {
        panic!("{fx:?}")
    };
    let Solver::Done(_, solution) = solved else {
        panic!("{solved:?}")
    };
    assert_eq!(
        *text,
        npuzzle_web::i18n::assignment_text(Lang::Es, &board("0 1 3 / 4 2 5 / 7 8 6"), &solution)
    );
    assert!(
        text.ends_with("\nNúmero de estados encolados = 10\nNúmero de movimientos = 4\n"),
        "{text:?}"
    );
}

#[test]
fn predict_judges_each_guess_and_says_why() {
    let mut s = with_board("1 2 3 / 4 _ 6 / 7 5 8");
    s.update(Msg::SetAlgorithm(Algorithm::AStar));
    let job = job_of(&s.update(Msg::Trace));
    s.update(Msg::Solver(answer(&job)));
    s.update(Msg::PredictMode(true));
    assert!(s.predicting);
    let st = s.stepper.as_ref().unwrap();
    let Some(npuzzle_core::TraceEvent::Expand { node: next, .. }) =
        st.trace().events.get(st.state().step).cloned()
    else {
        panic!("waits before an expansion")
    };
    let frontier = st.state().frontier.clone();
    assert!(frontier.len() >= 2, "{frontier:?}");
    let wrong = frontier.iter().find(|o| o.node != next).unwrap().node;
    let before = st.state().expanded;
    s.update(Msg::Predict(wrong));
    let (verdict, right) = s.verdict.clone().unwrap();
    assert!(!right);
    let text = verdict.text(Lang::En);
    assert!(
        text.starts_with(&format!(
            "Not quite: node {next} is next. A* takes the smallest f = g + h"
        )),
        "{text}"
    );
    assert!(text.contains(&format!("node {wrong} has f = ")), "{text}");
    assert_eq!(
        s.stepper.as_ref().unwrap().state().expanded,
        before + 1,
        "the expansion is made"
    );
    // The right guess.
    let st = s.stepper.as_ref().unwrap();
    if let Some(npuzzle_core::TraceEvent::Expand { node, .. }) =
        st.trace().events.get(st.state().step).cloned()
    {
        s.update(Msg::Predict(node));
        assert!(s.verdict.as_ref().unwrap().1);
        assert!(
            s.verdict
                .as_ref()
                .unwrap()
                .0
                .text(Lang::En)
                .starts_with("Right: A* takes")
        );
    }
    // IDA* keeps no frontier: nothing to predict.
    s.update(Msg::SetAlgorithm(Algorithm::IdaStar));
    let job = job_of(&s.update(Msg::Trace));
    s.update(Msg::Solver(answer(&job)));
    assert!(!s.can_predict() && !s.predicting);
}

#[test]
fn search_settings_reach_the_solver_the_stepper_predict_and_the_link() {
    let mut s = with_board("8 1 3 / 4 _ 2 / 7 6 5");
    let o = Options::read(&[
        ("order", "rdlu"),
        ("ties", "newest"),
        ("goal-test", "sideways"),
    ]);
    s.update(Msg::Configure(Box::new(o)));
    assert_eq!(
        s.settings.order,
        [Move::Right, Move::Down, Move::Left, Move::Up]
    );
    assert_eq!(s.settings.ties, Ties::Newest);
    assert_eq!(s.notices.len(), 1);
    assert!(s.notices[0].text(Lang::En).contains("goal-test “sideways”"));
    s.update(Msg::SetAlgorithm(Algorithm::AStar));
    let job = job_of(&s.update(Msg::Solve));
    assert_eq!(job.settings, s.settings, "the solver gets them");
    s.update(Msg::Solver(answer(&job)));
    assert!(s.share(ShareKind::Link).contains("&order=rdlu&ties=newest"));
    assert!(
        s.share(ShareKind::Element)
            .contains(r#"heuristic="manhattan" order="rdlu" ties="newest">"#)
    );
    // Recorded with them: the frontier is listed newest first among equal f, and Predict says so.
    let job = job_of(&s.update(Msg::Trace));
    assert_eq!(job.settings.ties, Ties::Newest);
    s.update(Msg::Solver(answer(&job)));
    assert_eq!(s.stepper.as_ref().unwrap().trace().ties, Ties::Newest);
    s.update(Msg::PredictMode(true));
    let frontier = s.stepper.as_ref().unwrap().state().frontier.clone();
    assert!(frontier.len() >= 2);
    let best = frontier[0].clone();
    for w in frontier.windows(2) {
        let (a, b) = (&w[0], &w[1]);
        assert!(a.g + a.h < b.g + b.h || (a.g + a.h == b.g + b.h && a.node > b.node));
    }
    s.update(Msg::Predict(best.node));
    let verdict = s.verdict.as_ref().unwrap();
    assert!(verdict.1, "the first listed is the one expanded");
    assert!(verdict.0.text(Lang::En).contains("ties: the newest"));
    // Back to the defaults from the menus: links carry nothing extra.
    s.update(Msg::SetSettings(SearchSettings::default()));
    assert!(!s.share(ShareKind::Link).contains("ties="));
}
