//! Step through a recorded search.

use crate::*;
use npuzzle_app::i18n::Lang;
use npuzzle_app::state::study::pseudocode::Pseudocode;
use npuzzle_app::state::{Mode, Msg, Owner, TRACE_EVENTS, puzzle, search, study};
use npuzzle_core::{
    Algorithm, Board, Fate, GoalTest, Move, NoControl, SearchSettings, SolveOptions, Solver, Ties,
    TraceEvent,
};
use std::collections::BTreeSet;

#[test]
fn step_through_a_recorded_search_forwards_back_and_running() {
    let mut s = with_board("1 2 3 / 4 _ 6 / 7 5 8");
    assert_eq!(
        s.update(Msg::Study(study::Msg::Record)),
        vec![],
        "auto cannot be traced"
    );
    // Said under the button that was clicked (and to screen readers), not under Solve.
    assert!(study_message(&s).starts_with("Step through needs one of the searches taught"));
    assert!(study_error(&s));
    assert_eq!(message(&s), "");
    assert!(announced(&s).starts_with("Step through needs"));
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::AStar)));
    assert_eq!(study_message(&s), "", "picking a search answers it");
    let job = job_of(&s.update(Msg::Study(study::Msg::Record)));
    assert_eq!(job.events(), Some(TRACE_EVENTS));
    assert!(s.jobs.running(Owner::Trace));
    s.update(answer(&job));
    assert!(!s.jobs.running(Owner::Trace));
    assert_eq!(study_message(&s), "Recorded: step through it below.");
    assert!(!study_error(&s));
    let total = s.study.stepper.as_ref().unwrap().trace().events.len();
    s.update(Msg::Study(study::Msg::Step));
    assert_eq!(s.study.stepper.as_ref().unwrap().state().expanded, 1);
    assert_eq!(
        s.shown_board().to_flat(),
        "1 2 3 4 0 6 7 5 8",
        "the node expanded is drawn"
    );
    s.update(Msg::Study(study::Msg::Step));
    let after_two = s.study.stepper.as_ref().unwrap().state().clone();
    s.update(Msg::Study(study::Msg::Step));
    s.update(Msg::Study(study::Msg::Back));
    assert_eq!(
        s.study.stepper.as_ref().unwrap().state(),
        &after_two,
        "back is a true rewind"
    );
    assert!(s.update(Msg::Study(study::Msg::Run)).is_empty());
    assert_eq!(s.mode, Mode::Stepping);
    assert_eq!(s.timer(), Some(s.playback.period_ms()));
    for _ in 0..total {
        s.update(Msg::Tick);
    }
    assert_eq!(s.mode, Mode::Idle, "stops by itself at the end");
    assert!(s.study.stepper.as_ref().unwrap().state().goal.is_some());
    s.update(Msg::Study(study::Msg::End(false)));
    assert_eq!(s.study.stepper.as_ref().unwrap().state().step, 0);
    // Playing by hand leaves the stepper; the board is the real one again.
    s.update(Msg::Puzzle(puzzle::Msg::Play(Move::Right)));
    assert!(s.study.stepper.is_none());
}

#[test]
fn the_pseudocode_lights_the_line_of_every_event_for_every_search_that_steps() {
    let board: Board = npuzzle_core::parse_board("8 1 3 / 4 _ 2 / 7 6 5").unwrap();
    let mut seen_kinds = BTreeSet::new();
    for algorithm in Algorithm::ALL.into_iter().filter(|a| a.steppable()) {
        for goal_test in [GoalTest::Generation, GoalTest::Expansion] {
            let settings = SearchSettings {
                goal_test,
                ..SearchSettings::default()
            };
            assert_every_event_lit(&board, algorithm, settings, &mut seen_kinds);
        }
    }
    for kind in [
        "iteration",
        "expand",
        "new",
        "seen",
        "over bound",
        "met",
        "goal",
    ] {
        assert!(
            seen_kinds.contains(kind),
            "some search showed a {kind} event"
        );
    }
}

/// Records `algorithm` on `board` and asserts each event lights a line that does what it did;
/// adds the kinds of event met to `seen_kinds`.
fn assert_every_event_lit(
    board: &Board,
    algorithm: Algorithm,
    settings: SearchSettings,
    seen_kinds: &mut BTreeSet<&'static str>,
) {
    let options = SolveOptions {
        algorithm: Some(algorithm),
        settings,
        ..SolveOptions::default()
    };
    let trace = Solver::new()
        .trace(board, &options, &mut NoControl, 5_000)
        .unwrap();
    let code = Pseudocode::new(algorithm, &settings).unwrap();
    let events = &trace.events;
    assert_eq!(
        code.line_of(events, 0),
        Some(0),
        "{algorithm:?}: the first line before any event"
    );
    let goal_test = settings.goal_test;
    for step in 1..=events.len() {
        let line = code
            .line_of(events, step)
            .unwrap_or_else(|| panic!("{algorithm:?} step {step}"));
        let text = &code.lines[line].text(Lang::En);
        let event = &events[step - 1];
        let (kind, expect) = kind_and_code(event);
        seen_kinds.insert(kind);
        assert!(
            expect.iter().any(|e| text.contains(e)),
            "{algorithm:?} {goal_test:?}: {event:?} lit `{text}`"
        );
    }
}

/// An event's kind, and words one of which the line it lights must hold.
fn kind_and_code(event: &TraceEvent) -> (&'static str, &'static [&'static str]) {
    match event {
        TraceEvent::Iteration { .. } => ("iteration", &["search(start, 0)"]),
        TraceEvent::Expand { .. } => ("expand", &["pop", "function search", "level"]),
        TraceEvent::Generate { fate, .. } => match fate {
            Fate::New => ("new", &["push", "search(child"]),
            Fate::Seen => ("seen", &["skip it"]),
            Fate::Reopened => ("reopened", &["again"]),
            Fate::OverBound => ("over bound", &["> bound", "> limit"]),
            Fate::Met => ("met", &["other end"]),
        },
        TraceEvent::Goal { .. } => ("goal", &["is the goal", "other end"]),
    }
}

#[test]
fn the_pseudocode_follows_the_settings() {
    // BFS's goal test.
    let bfs = |goal_test| {
        let s = SearchSettings {
            goal_test,
            ..SearchSettings::default()
        };
        Pseudocode::new(Algorithm::Bfs, &s).unwrap()
    };
    let (generation, expansion) = (bfs(GoalTest::Generation), bfs(GoalTest::Expansion));
    assert!(has_code(&generation, "if child is the goal"));
    assert!(!has_code(&expansion, "if child is the goal"));
    assert!(has_code(&expansion, "if node is the goal"));
    // The tie-break's note and the order.
    let newest = SearchSettings {
        ties: Ties::Newest,
        order: [Move::Right, Move::Down, Move::Left, Move::Up],
        ..SearchSettings::default()
    };
    let astar = Pseudocode::new(Algorithm::AStar, &newest).unwrap();
    let pop = astar
        .lines
        .iter()
        .find(|l| l.text(Lang::En).contains("pop_min"))
        .unwrap();
    assert_eq!(
        pop.note.as_ref().unwrap().text(Lang::En),
        "the newest first (last in, first out)"
    );
    assert_eq!(
        pop.note.as_ref().unwrap().text(Lang::De),
        "der neueste zuerst (zuletzt hinein, zuerst hinaus)"
    );
    assert!(has_code(&astar, "[right, down, left, up]"));
    assert!(Pseudocode::new(Algorithm::Auto, &newest).is_none());
}

/// Whether a line of `code` holds `text`.
fn has_code(code: &Pseudocode, text: &str) -> bool {
    code.lines.iter().any(|l| l.text(Lang::En).contains(text))
}
