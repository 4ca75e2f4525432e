//! The heuristic lab: Check asks the worker to check the formula (not to search the board), the
//! verdicts or the formula's error come back, a new board leaves the check running, and a
//! counterexample loads as the board.

use crate::*;
use npuzzle_app::i18n::{Arg, Key, Lang, Said};
use npuzzle_app::state::lab::Msg as L;
use npuzzle_app::state::{Effect, Msg, Reply};
use npuzzle_core::formula::{CheckError, Formula, HeuristicCheck, check};
use npuzzle_core::{Goal, GoalSpec};

/// The check as the worker would answer it.
fn checked(formula: &str, goal: &npuzzle_core::Board) -> Result<HeuristicCheck, CheckError> {
    let goal = Goal::new(goal.clone());
    let f = Formula::new(formula, &goal)?;
    check(&f, &goal)
}

/// The formula's own words inside "h cannot be used: …" (a test fails if it is a string).
pub fn formula_words(said: &Said) -> Said {
    assert_eq!(said.key, Key::LabBadFormula);
    match &said.args[..] {
        [("why", Arg::Said(why))] => (**why).clone(),
        other => panic!("not typed words: {other:?}"),
    }
}

#[test]
fn a_check_goes_to_the_worker_and_its_counterexample_loads() {
    let mut s = with_board("1 2 3 / 4 _ 6 / 7 5 8");
    s.update(Msg::Lab(L::Edit("manhattan * 1.5".into())));
    let job = job_of(&s.update(Msg::Lab(L::Check)));
    assert_eq!(job.formula(), Some("manhattan * 1.5"));
    assert_eq!(
        job.goal(),
        GoalSpec::BlankLast
            .resolve(npuzzle_core::Shape::new(3, 3).unwrap())
            .unwrap()
            .board()
    );
    assert!(s.lab.running());
    // A second Check while one runs starts nothing.
    assert!(
        !s.update(Msg::Lab(L::Check))
            .iter()
            .any(|e| matches!(e, Effect::StartJob(..)))
    );
    // A new board does not stop it: it is about the goal.
    s.update(Msg::Puzzle(npuzzle_app::state::puzzle::Msg::SetBoard(
        board("1 2 3 / 4 5 6 / 7 _ 8"),
    )));
    assert!(s.lab.running());
    s.update(reply(
        job.id,
        Reply::Checked(checked("manhattan * 1.5", job.goal())),
    ));
    let (formula, c) = s.lab.checked.clone().expect("verdicts");
    assert_eq!(formula, "manhattan * 1.5");
    assert!(!c.admissible && !s.lab.running());
    let x = c.counterexample.expect("an overestimated board");
    s.update(Msg::LabLoad(x.tiles.clone()));
    assert_eq!(s.puzzle.board.cells(), &x.tiles[..]);
    // Tiles of another size are not a board here: nothing changes.
    s.update(Msg::LabLoad(vec![1, 2, 0]));
    assert_eq!(s.puzzle.board.cells(), &x.tiles[..]);
}

#[test]
fn a_formula_that_does_not_read_is_said_with_its_place() {
    let mut s = with_board("1 2 3 / 4 _ 6 / 7 5 8");
    s.update(Msg::Lab(L::Edit("manhattan +".into())));
    let job = job_of(&s.update(Msg::Lab(L::Check)));
    s.update(reply(
        job.id,
        Reply::Checked(checked("manhattan +", job.goal())),
    ));
    let note = s.lab.note.clone().expect("an error");
    assert!(note.is_error());
    assert!(
        note.said
            .text(s.lang)
            .starts_with("h cannot be used: at character"),
        "{}",
        note.said.text(s.lang)
    );
    assert!(s.lab.checked.is_none());
    // Typed to the words: worded in the page's language, with the place.
    let why = formula_words(&note.said);
    assert_eq!(why.key, Key::FormulaAt);
    assert!(matches!(&why.args[1], ("problem", Arg::Said(p)) if p.key == Key::FormulaExpected));
    let de = note.said.text(Lang::De);
    assert!(
        de.starts_with("h ist nicht verwendbar: bei Zeichen 12: erwartet"),
        "{de}"
    );
    let ar = note.said.text(Lang::Ar);
    assert!(ar.starts_with("لا يمكن استخدام h: عند المحرف 12: "), "{ar}");
    s.update(Msg::Lab(L::Edit("  ".into())));
    assert!(
        !s.update(Msg::Lab(L::Check))
            .iter()
            .any(|e| matches!(e, Effect::StartJob(..)))
    );
    assert!(
        s.lab
            .note
            .as_ref()
            .is_some_and(|n| n.said.text(s.lang).starts_with("Write a formula first"))
    );
}

#[test]
fn step_records_the_chosen_search_with_the_formula_as_h() {
    use npuzzle_app::state::{search, study};
    use npuzzle_core::{Algorithm, TraceEvent};
    let mut s = with_board("4 1 3 / 7 2 6 / _ 5 8");
    s.update(Msg::Lab(L::Edit("3 * manhattan".into())));
    // Breadth-first search takes no heuristic: said, nothing recorded.
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::Bfs)));
    assert!(
        s.update(Msg::Lab(L::Step))
            .iter()
            .all(|e| !matches!(e, Effect::StartJob(..)))
    );
    // Said in the lab, where the person clicked.
    let note = s.lab.note.as_ref().unwrap();
    assert!(note.is_error());
    assert_eq!(
        note.said.text(s.lang),
        "Choose greedy search, A* or IDA* under Solve: they take a heuristic."
    );
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::AStar)));
    let job = solved(&mut s, Msg::Lab(L::Step));
    assert_eq!(job.formula(), Some("3 * manhattan"));
    assert!(job.events().is_some());
    assert_eq!(job.search().heuristic, None, "the formula is the heuristic");
    assert!(
        s.lab
            .note
            .as_ref()
            .unwrap()
            .said
            .text(s.lang)
            .starts_with("Recording the search with h")
    );
    // The stepper holds the search with h = 3 × Manhattan: every h a multiple of 3.
    let st = s.study.stepper.as_ref().expect("recorded");
    let h: Vec<u32> = st
        .trace()
        .events
        .iter()
        .filter_map(|e| match e {
            TraceEvent::Generate { h, .. } => Some(*h),
            _ => None,
        })
        .collect();
    assert!(!h.is_empty());
    assert!(h.iter().all(|h| h % 3 == 0), "{h:?}");
    // Predict works on it as on ours.
    s.update(Msg::Study(study::Msg::Predict(true)));
    assert!(s.study.predict.is_on());
}

#[test]
fn a_formula_that_is_not_a_number_on_a_board_is_said_so_and_that_board_loads() {
    // Infinity minus infinity (10^308 × 10 is past the largest double) on the boards with the
    // blank in the top row; Manhattan elsewhere.
    let b = format!("1{}", "0".repeat(308));
    let text = format!("if blank_row == 0 then {b}*10 - {b}*10 else manhattan");
    let mut s = with_board("1 2 3 / 4 _ 6 / 7 5 8");
    s.update(Msg::Lab(L::Edit(text.clone())));
    let job = job_of(&s.update(Msg::Lab(L::Check)));
    s.update(reply(job.id, Reply::Checked(checked(&text, job.goal()))));
    let (_, c) = s.lab.checked.clone().expect("verdicts");
    assert!(!c.admissible && !c.consistent, "{c:?}");
    let x = c.not_a_number.expect("the board where h is not a number");
    assert_eq!(
        announced(&s),
        "Not a number on a board: h is NaN there (infinity minus infinity, say). A heuristic must be a number on every board, so h is neither admissible nor consistent."
    );
    s.update(Msg::LabLoad(x.tiles.clone()));
    assert_eq!(s.puzzle.board.cells(), &x.tiles[..]);
    assert!(s.puzzle.board.cells()[..3].contains(&0), "the blank on top");
    // A division by zero is one too, said with its place.
    let mut s = with_board("1 2 3 / 4 _ 6 / 7 5 8");
    s.update(Msg::Lab(L::Edit("manhattan / (blank_row - 2)".into())));
    let job = job_of(&s.update(Msg::Lab(L::Check)));
    let c = checked("manhattan / (blank_row - 2)", job.goal());
    s.update(reply(job.id, Reply::Checked(c)));
    assert!(s.lab.note.is_none());
    assert!(
        announced(&s)
            .starts_with("Not a number on a board: h divides by zero there (at character 11)."),
        "{}",
        announced(&s)
    );
}

#[test]
fn a_typed_direction_override_in_the_formula_is_shown_not_obeyed() {
    let mut s = with_board("1 2 3 / 4 _ 6 / 7 5 8");
    let typed = "manhattan \u{202E} + 1";
    s.update(Msg::Lab(L::Edit(typed.into())));
    let job = job_of(&s.update(Msg::Lab(L::Check)));
    s.update(reply(job.id, Reply::Checked(checked(typed, job.goal()))));
    let note = s.lab.note.clone().expect("an error");
    for lang in [Lang::En, Lang::De, Lang::Ar, Lang::He] {
        let text = note.said.text(lang);
        assert!(!text.contains('\u{202E}'), "{lang:?}: {text:?}");
        assert!(text.contains("\\u{202E}"), "{lang:?}: {text:?}");
    }
}

#[test]
fn step_and_race_say_a_formula_that_does_not_read_in_the_pages_words() {
    use npuzzle_core::Algorithm;
    let mut s = with_board("4 1 3 / 7 2 6 / _ 5 8");
    s.update(Msg::SetLang(Lang::De));
    s.update(Msg::Search(npuzzle_app::state::search::Msg::Algorithm(
        Algorithm::AStar,
    )));
    s.update(Msg::Lab(L::Edit("manhattan $".into())));
    let job = job_of(&s.update(Msg::Lab(L::Step)));
    s.update(answer(&job));
    let note = s.study.note.as_ref().expect("said in the recorder");
    assert_eq!(
        note.said.text(Lang::De),
        "h ist nicht verwendbar: bei Zeichen 11: „$“ gehört nicht zur Sprache"
    );
    // The race: the worker reads the formula first and answers as a check does.
    let job = job_of(&s.update(Msg::Lab(L::Race)));
    let goal = Goal::new(npuzzle_core::Board::blank_last(
        job.plan().unwrap().shape().unwrap(),
    ));
    let e = Formula::new("manhattan $", &goal).err().unwrap();
    s.update(reply(job.id, Reply::Checked(Err(e.into()))));
    let note = s.experiment.note.as_ref().expect("said in the experiment");
    assert!(
        note.said
            .text(Lang::De)
            .ends_with("„$“ gehört nicht zur Sprache"),
        "{}",
        note.said.text(Lang::De)
    );
    assert!(!s.experiment.running());
}
