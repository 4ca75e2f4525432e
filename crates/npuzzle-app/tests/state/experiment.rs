//! The textbook's experiment in the page: the plan from the settings, worded refusals, rows as
//! they come, Cancel, and a new board that leaves it running.

use crate::*;
use npuzzle_app::i18n::Lang;
use npuzzle_app::state::experiment::{self, Msg as E};
use npuzzle_app::state::{Effect, Msg, Owner, Reply, puzzle};
use npuzzle_core::experiment::{Contender, Row};
use npuzzle_core::{Algorithm, Heuristic};

fn start(s: &mut State) -> Option<crate::Sent> {
    s.update(Msg::Experiment(E::Start))
        .into_iter()
        .find_map(|e| match e {
            Effect::StartJob(id, job) => Some(crate::Sent { id, job }),
            _ => None,
        })
}

#[test]
fn the_plan_follows_the_settings_and_bad_ones_are_worded() {
    let mut s = with_board("1 2 3 / 4 _ 6 / 7 5 8");
    s.update(Msg::Experiment(E::Depths("4..8:2".into())));
    s.update(Msg::Experiment(E::Count(5000)));
    s.update(Msg::Experiment(E::Seed(9)));
    s.update(Msg::Experiment(E::Choose(3, true)));
    s.update(Msg::Experiment(E::Choose(0, false)));
    let job = start(&mut s).expect("a job");
    let plan = job.plan().cloned().expect("an experiment, not a search");
    assert_eq!(plan.depths, vec![4, 6, 8]);
    assert_eq!(
        plan.count,
        experiment::MAX_COUNT,
        "at most 1,000 boards a depth on the page"
    );
    assert_eq!(plan.seed, 9);
    assert_eq!(
        plan.searches,
        vec![
            Contender {
                algorithm: Algorithm::AStar,
                heuristic: Some(Heuristic::Hamming),
                own: false,
            },
            Contender {
                algorithm: Algorithm::AStar,
                heuristic: Some(Heuristic::Manhattan),
                own: false,
            },
            Contender {
                algorithm: Algorithm::Bfs,
                heuristic: None,
                own: false,
            },
        ]
    );
    assert!(s.experiment.running());
    assert_eq!(start(&mut s), None, "one at a time");

    let mut s = with_board("1 2 3 / 4 _ 6 / 7 5 8");
    s.update(Msg::Experiment(E::Depths("2..x".into())));
    assert_eq!(start(&mut s), None);
    let note = s.experiment.note.as_ref().unwrap();
    assert!(note.is_error());
    assert!(
        note.said
            .text(Lang::En)
            .starts_with("“2..x” is not a list of depths")
    );
    assert!(
        note.said
            .text(Lang::Es)
            .starts_with("«2..x» no es una lista de profundidades")
    );
    s.update(Msg::Experiment(E::Depths("2,4".into())));
    for i in 0..6 {
        s.update(Msg::Experiment(E::Choose(i, false)));
    }
    assert_eq!(start(&mut s), None);
    assert_eq!(
        s.experiment.note.as_ref().unwrap().said.text(Lang::De),
        "Kreuze mindestens eine Suche an."
    );
}

#[test]
fn rows_arrive_a_new_board_leaves_it_running_and_cancel_keeps_the_rows() {
    let mut s = with_board("1 2 3 / 4 _ 6 / 7 5 8");
    let job = start(&mut s).unwrap();
    let plan = job.plan().cloned().unwrap();
    let row = Row {
        depth: 2,
        search: plan.searches[0],
        boards: 100,
        solved: 100,
        generated_mean: Some(21.5),
        expanded_mean: Some(9.25),
        ebf: Some(4.16),
        longer: 0,
    };
    s.update(reply(job.id, Reply::ExperimentRow(row.clone())));
    assert_eq!(s.experiment.rows, vec![row.clone()]);
    let rows = plan.depths.len() * plan.searches.len();
    assert_eq!(s.experiment.done(), 1.0 / rows as f64);
    // Another board: Solve's and Compare's work goes, the experiment (not about it) stays.
    s.update(Msg::Puzzle(puzzle::Msg::Shuffle));
    assert!(s.jobs.running(Owner::Experiment));
    let fx = s.update(Msg::Experiment(E::Cancel));
    assert!(fx.contains(&Effect::CancelJob(job.id)));
    assert!(!s.experiment.running());
    assert_eq!(s.experiment.rows, vec![row], "the rows so far stay");
    // Copied as the CLI's CSV writes it.
    let fx = s.update(Msg::Experiment(E::Copy(false)));
    let Some(Effect::Copy(text)) = fx.into_iter().find(|e| matches!(e, Effect::Copy(_))) else {
        panic!("copied");
    };
    assert_eq!(
        text,
        "depth,algorithm,heuristic,boards,solved,generated_mean,expanded_mean,ebf\n2,iddfs,,100,100,21.5,9.3,4.160\n"
    );
}

#[test]
fn the_end_and_a_failure_are_said() {
    let mut s = with_board("1 2 3 / 4 _ 6 / 7 5 8");
    let job = start(&mut s).unwrap();
    s.update(reply(job.id, Reply::ExperimentDone));
    assert!(!s.experiment.running());
    assert_eq!(s.experiment.done(), 0.0, "nothing came back before the end");
    let job = start(&mut s).unwrap();
    s.update(reply(job.id, Reply::Failed("bad request".into())));
    assert!(!s.experiment.running());
    assert!(
        s.experiment
            .note
            .as_ref()
            .unwrap()
            .said
            .text(Lang::En)
            .contains("bad request")
    );
}

#[test]
fn the_lab_races_its_formula_in_the_experiment() {
    use npuzzle_app::state::lab::Msg as L;
    let mut s = with_board("1 2 3 / 4 _ 6 / 7 5 8");
    s.update(Msg::Lab(L::Edit("max(manhattan, 2*hamming)".into())));
    let job = job_of(&s.update(Msg::Lab(L::Race)));
    let plan = job.plan().cloned().expect("the race is the experiment");
    let names: Vec<String> = plan.searches.iter().map(|s| s.to_string()).collect();
    assert_eq!(
        names,
        [
            "astar:hamming",
            "astar:manhattan",
            "astar:linear-conflict",
            "astar:expr",
            "idastar:expr"
        ]
    );
    assert_eq!(plan.formula.as_deref(), Some("max(manhattan, 2*hamming)"));
    assert!(s.experiment.running());
    assert!(announced(&s).contains("experiment"), "{}", announced(&s));
    assert_eq!(
        s.lab.note.as_ref().unwrap().said.text(Lang::Es),
        "La carrera se corre en el experimento de arriba: A* e IDA* con h contra Hamming, Manhattan y conflicto lineal."
    );
    // The experiment's own Run takes the lab's formula too, for the searches that use it.
    s.update(Msg::Experiment(E::Cancel));
    s.update(Msg::Lab(L::Edit("hamming".into())));
    let plan = start(&mut s).unwrap().plan().cloned().unwrap();
    assert_eq!(plan.formula.as_deref(), Some("hamming"));
    // Without a formula, the searches that take it are refused in words.
    s.update(Msg::Experiment(E::Cancel));
    s.update(Msg::Lab(L::Edit("  ".into())));
    assert!(start(&mut s).is_none());
    let note = s.experiment.note.as_ref().unwrap();
    assert!(note.is_error());
    assert!(
        note.said
            .text(Lang::En)
            .starts_with("Write a formula first")
    );
    // Only our heuristics: no formula travels.
    for i in 6..8 {
        s.update(Msg::Experiment(E::Choose(i, false)));
    }
    let plan = start(&mut s).unwrap().plan().cloned().unwrap();
    assert_eq!(plan.formula, None);
    assert!(plan.searches.iter().all(|s| !s.own));
}
