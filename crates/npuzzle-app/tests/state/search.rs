//! The chosen search: the size picks auto or fast, settings reach every feature.

use crate::*;
use npuzzle_app::i18n::{Key, Lang};
use npuzzle_app::options::Options;
use npuzzle_app::state::{Msg, ShareKind, State, puzzle, search, solve, study};
use npuzzle_core::{Algorithm, Move, SearchSettings, Shape, Ties};

#[test]
fn the_size_picks_auto_or_fast_unless_the_person_chose() {
    let mut s = State::new(Options::default(), 3);
    assert_eq!(s.search.algorithm, Algorithm::Auto);
    s.update(Msg::Puzzle(puzzle::Msg::SetSize(Shape::new(5, 5).unwrap())));
    assert_eq!(s.search.algorithm, Algorithm::Fast);
    assert_eq!(search::large_note(s.puzzle.shape), Some(Key::LargeNote));
    assert_eq!(s.puzzle.board.shape(), Shape::new(5, 5).unwrap());
    s.update(Msg::Puzzle(puzzle::Msg::SetSize(Shape::new(3, 3).unwrap())));
    assert_eq!(s.search.algorithm, Algorithm::Auto);
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::AStar)));
    s.update(Msg::Puzzle(puzzle::Msg::SetSize(Shape::new(4, 4).unwrap())));
    assert_eq!(
        s.search.algorithm,
        Algorithm::AStar,
        "a person's choice is kept"
    );
    // The core decides which algorithms take a heuristic.
    assert!(s.search.heuristic_applies());
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::Bfs)));
    assert!(!s.search.heuristic_applies());
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    assert_eq!(job.search().heuristic, None);
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
        s.search.settings.order,
        [Move::Right, Move::Down, Move::Left, Move::Up]
    );
    assert_eq!(s.search.settings.ties, Ties::Newest);
    assert_eq!(s.notices.len(), 1);
    assert!(s.notices[0].text(Lang::En).contains("goal-test “sideways”"));
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::AStar)));
    let job = job_of(&s.update(Msg::Solve(solve::Msg::Start)));
    assert_eq!(
        job.search().settings,
        s.search.settings,
        "the solver gets them"
    );
    s.update(answer(&job));
    assert!(s.share(ShareKind::Link).contains("&order=rdlu&ties=newest"));
    assert!(
        s.share(ShareKind::Element)
            .contains(r#"heuristic="manhattan" order="rdlu" ties="newest">"#)
    );
    // Recorded with them: the frontier is listed newest first among equal f, and Predict says so.
    let job = job_of(&s.update(Msg::Study(study::Msg::Record)));
    assert_eq!(job.search().settings.ties, Ties::Newest);
    s.update(answer(&job));
    assert_eq!(s.study.stepper.as_ref().unwrap().trace().ties, Ties::Newest);
    s.update(Msg::Study(study::Msg::Predict(true)));
    let frontier = s.study.stepper.as_ref().unwrap().state().frontier.clone();
    assert!(frontier.len() >= 2);
    let best = frontier[0].clone();
    for w in frontier.windows(2) {
        let (a, b) = (&w[0], &w[1]);
        assert!(a.g + a.h < b.g + b.h || (a.g + a.h == b.g + b.h && a.node > b.node));
    }
    s.update(Msg::Study(study::Msg::Pick(best.node)));
    let verdict = s.study.predict.verdict().unwrap();
    assert!(verdict.right, "the first listed is the one expanded");
    assert!(verdict.said.text(Lang::En).contains("ties: the newest"));
    // Back to the defaults from the menus: links carry nothing extra.
    s.update(Msg::Search(
        search::Msg::Settings(SearchSettings::default()),
    ));
    assert!(!s.share(ShareKind::Link).contains("ties="));
}
