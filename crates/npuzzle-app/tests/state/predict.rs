//! Predict, inside step-through: each pick judged by the algorithm's rule.

use crate::*;
use npuzzle_app::i18n::Lang;
use npuzzle_app::state::{Msg, State, search, study};
use npuzzle_core::{Algorithm, TraceEvent};

/// The node the recorded search expands next, in predict mode.
fn next_expansion(s: &State) -> u32 {
    let st = s.study.stepper.as_ref().unwrap();
    let Some(TraceEvent::Expand { node, .. }) = st.trace().events.get(st.state().step).cloned()
    else {
        panic!("predict waits before an expansion")
    };
    node
}

/// A component on `board` with `algorithm`'s search recorded and predict mode on.
fn predicting(board: &str, algorithm: Algorithm) -> State {
    let mut s = with_board(board);
    s.update(Msg::Search(search::Msg::Algorithm(algorithm)));
    solved(&mut s, Msg::Study(study::Msg::Record));
    s.update(Msg::Study(study::Msg::Predict(true)));
    s
}

#[test]
fn predict_judges_each_guess_and_says_why() {
    // Four moves: expansions remain after the first pick, so the right guess is always tried.
    let mut s = predicting("_ 1 3 / 4 2 5 / 7 8 6", Algorithm::AStar);
    assert!(s.study.predict.is_on());
    let next = next_expansion(&s);
    let st = s.study.stepper.as_ref().unwrap();
    let frontier = st.state().frontier.clone();
    assert!(frontier.len() >= 2, "{frontier:?}");
    let wrong = frontier.iter().find(|o| o.node != next).unwrap().node;
    let before = st.state().expanded;
    s.update(Msg::Study(study::Msg::Pick(wrong)));
    let verdict = s.study.predict.verdict().unwrap().clone();
    assert!(!verdict.right);
    let text = verdict.said.text(Lang::En);
    assert!(
        text.starts_with(&format!(
            "Not quite: node {next} is next. A* takes the smallest f = g + h"
        )),
        "{text}"
    );
    assert!(text.contains(&format!("node {wrong} has f = ")), "{text}");
    assert_eq!(announced(&s), text, "screen readers hear the verdict");
    assert_eq!(
        s.study.stepper.as_ref().unwrap().state().expanded,
        before + 1,
        "the expansion is made"
    );
    // The right guess.
    let node = next_expansion(&s);
    s.update(Msg::Study(study::Msg::Pick(node)));
    let verdict = s.study.predict.verdict().unwrap();
    assert!(verdict.right);
    assert!(verdict.said.text(Lang::En).starts_with("Right: A* takes"));
    // IDA* keeps no frontier: nothing to predict.
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::IdaStar)));
    solved(&mut s, Msg::Study(study::Msg::Record));
    assert!(!s.study.can_predict() && !s.study.predict.is_on());
}

#[test]
fn predict_mode_off_clears_the_verdict_and_closing_leaves_it() {
    let mut s = predicting("1 2 3 / 4 _ 6 / 7 5 8", Algorithm::Bfs);
    let node = next_expansion(&s);
    s.update(Msg::Study(study::Msg::Pick(node)));
    assert!(s.study.predict.verdict().unwrap().right, "BFS: the oldest");
    s.update(Msg::Study(study::Msg::Predict(false)));
    assert!(!s.study.predict.is_on() && s.study.predict.verdict().is_none());
    s.update(Msg::Study(study::Msg::Predict(true)));
    s.update(Msg::Study(study::Msg::Close));
    assert!(s.study.stepper.is_none() && !s.study.predict.is_on());
    // With nothing recorded, predict mode cannot be turned on.
    s.update(Msg::Study(study::Msg::Predict(true)));
    assert!(!s.study.predict.is_on());
}

#[test]
fn step_while_predicting_passes_a_question_and_says_which_node_was_next() {
    let mut s = predicting("_ 1 3 / 4 2 5 / 7 8 6", Algorithm::AStar);
    let next = next_expansion(&s);
    let before = s.study.stepper.as_ref().unwrap().state().expanded;
    s.update(Msg::Study(study::Msg::Step));
    let text = s.study.predict.verdict().unwrap().said.text(Lang::En);
    assert!(
        text.starts_with(&format!(
            "Skipped without a pick: node {next} was next. A* takes the smallest f = g + h"
        )),
        "{text}"
    );
    assert_eq!(announced(&s), text);
    let st = s.study.stepper.as_ref().unwrap();
    assert_eq!(st.state().expanded, before + 1, "the expansion is made");
    // And it waits at the next question.
    assert!(matches!(
        st.trace().events.get(st.state().step),
        Some(TraceEvent::Expand { .. }) | None
    ));
}
