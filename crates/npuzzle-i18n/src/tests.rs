//! Every key in every language, the core's words, numbers.

#[test]
fn every_method_the_core_names_is_worded_in_german_and_spanish() {
    use npuzzle_core::{Algorithm, Finish, Method, NoControl, SolveOptions, parse_board};
    // Every kind the core has, and what it says on boards that take each path: 3×3 and 2×3 by
    // `auto`, boards near their goal by fast mode (searched whole), random ones line by line.
    let mut methods = vec![Method::ExactTable, Method::LinearConflict];
    for (quick, reflected) in [(false, false), (false, true), (true, true)] {
        methods.push(Method::PatternDatabases { quick, reflected });
    }
    for patterns in [false, true] {
        methods.push(Method::Weighted {
            patterns,
            weight_tenths: 15,
        });
    }
    for finish in [
        Finish::Plain,
        Finish::PatternDatabases,
        Finish::LinearConflict,
    ] {
        for searched in [false, true] {
            let (rows, cols) = (4, 4);
            methods.push(Method::Lines {
                searched,
                rows,
                cols,
                finish,
            });
        }
    }
    for (text, algorithm) in [
        ("8 6 7 / 2 5 4 / 3 _ 1", Algorithm::Auto),
        ("1 2 3 / 4 _ 5", Algorithm::Auto),
        (
            "2 3 1 4 5 / 6 7 8 9 10 / 11 12 13 14 15 / 16 17 18 19 20 / 21 22 23 24 _",
            Algorithm::Fast,
        ),
        (
            "1 2 3 4 5 / 6 7 8 9 10 / 11 12 13 _ 15 / 16 17 18 14 19",
            Algorithm::Fast,
        ),
    ] {
        let board = parse_board(text).unwrap();
        let options = SolveOptions::with_algorithm(algorithm);
        let s = npuzzle_core::solve(&board, &options, &mut NoControl).unwrap();
        assert_eq!(s.status, npuzzle_core::Status::Solved, "{text}");
        methods.push(s.method);
    }
    for size in [5, 7] {
        let shape = npuzzle_core::Shape::new(size, size).unwrap();
        let goal = npuzzle_core::GoalSpec::BlankLast.resolve(shape).unwrap();
        let board = npuzzle_core::random_solvable(shape, &goal, 1);
        let options = SolveOptions::with_algorithm(Algorithm::Fast);
        let far = npuzzle_core::solve(&board, &options, &mut NoControl).unwrap();
        assert!(matches!(far.method, Method::Lines { .. }), "{}", far.method);
        methods.push(far.method);
    }
    assert_eq!(method(Lang::En, &Method::Search), "");
    for m in &methods {
        let english = method(Lang::En, m);
        assert_eq!(english, m.to_string());
        assert!(!english.is_empty());
        for lang in [Lang::De, Lang::Es] {
            let worded = method(lang, m);
            assert_ne!(worded, english, "{m} in {lang:?}");
            for english in ["with", "rows", "optimally", "table", "the last", "weight"] {
                assert!(!worded.contains(english), "{worded}");
            }
        }
    }
    let weighted = Method::Weighted {
        patterns: true,
        weight_tenths: 15,
    };
    assert_eq!(
        method(Lang::De, &weighted),
        "gewichtetes A* mit Musterdatenbanken, Gewicht 1,5"
    );
}

#[test]
fn fixed_point_numbers() {
    use crate::Fixed;
    let cases = [
        (2.25, 1, "2.3"),
        (0.04, 1, "0.0"),
        (-1.25, 1, "-1.3"),
        (1234.5, 0, "1235"),
        (7.0, 1, "7.0"),
        (-0.4, 0, "0"),
        (1.2345, 3, "1.235"),
        (1.2, 2, "1.20"),
        (0.05, 2, "0.05"),
        (-2.001, 2, "-2.00"),
    ];
    for (x, d, want) in cases {
        assert_eq!(Fixed(x, d).to_string(), want, "{x} with {d}");
    }
}

use crate::*;
use std::collections::BTreeSet;

fn names(template: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = template;
    while let Some(i) = rest.find('{') {
        let Some(j) = rest[i..].find('}') else { break };
        out.insert(rest[i + 1..i + j].to_string());
        rest = &rest[i + j + 1..];
    }
    out
}

#[test]
fn every_key_is_worded_in_every_language_with_the_same_values() {
    for &key in Key::ALL {
        let en = names(key.text(Lang::En));
        for lang in Lang::ALL {
            let text = key.text(lang);
            assert!(!text.trim().is_empty(), "{key:?} in {lang:?} is empty");
            assert_eq!(names(text), en, "{key:?} in {lang:?} names other values");
        }
    }
}

#[test]
fn sentences_are_translated_not_copied() {
    // Names that are the same in every language (A*, Manhattan, units) are the exceptions.
    let same = [
        Key::NameAStar,
        Key::NameIdaStar,
        Key::NameAuto,
        Key::NameHamming,
        Key::NameManhattan,
        Key::Seconds,
        Key::Ms,
        Key::Optimal,
        Key::OptimalWord,
        Key::Pause,
        Key::Verbatim,
        Key::Join,
        Key::ShareLink,
        Key::ColStatus,
        // "Puzzle" is German too.
        Key::PuzzleNumbered,
    ];
    for &key in Key::ALL.iter().filter(|k| !same.contains(k)) {
        for lang in [Lang::De, Lang::Es] {
            assert_ne!(key.text(lang), key.text(Lang::En), "{key:?} in {lang:?}");
        }
    }
}

#[test]
fn languages_come_from_tags() {
    assert_eq!(Lang::from_tag("de-AT"), Some(Lang::De));
    assert_eq!(Lang::from_tag("ES_419"), Some(Lang::Es));
    assert_eq!(Lang::from_tag("fr"), None);
    assert_eq!(Lang::pick(["fr-FR", "es", "de"]), Lang::Es);
    assert_eq!(Lang::pick(["fr-FR"]), Lang::En);
}

#[test]
fn values_fill_their_places_in_every_language() {
    let s = Said::key(Key::StepOf).with("step", 3).with("total", 31);
    assert_eq!(s.text(Lang::En), "Step 3 of 31");
    assert_eq!(s.text(Lang::De), "Schritt 3 von 31");
    assert_eq!(s.text(Lang::Es), "Paso 3 de 31");
    assert_eq!(group(Lang::En, 1_234_567), "1,234,567");
    assert_eq!(group(Lang::De, 1_234_567), "1.234.567");
    assert_eq!(decimal(Lang::De, 2.25), "2,3", "half away from zero");
}

#[test]
fn board_errors_are_worded_in_each_language() {
    let e = npuzzle_core::parse_board("1 3 3 / 4 5 6 / 7 8 0").unwrap_err();
    assert_eq!(error(&e).text(Lang::En), e.to_string());
    let de = error(&e).text(Lang::De);
    assert!(de.contains("Plättchen 3 kommt zweimal vor"), "{de}");
    assert!(de.contains("Zeile 1, Spalte 2"), "{de}");
    // Every sentence the page words itself matches the core's English one.
    for text in [
        "",
        "1 2 x 0",
        "1 2 3",
        "1 2 / 3",
        "1 2 3 4",
        "1 2 0 0",
        "1 2 9 0",
        "1 2 / 3 4",
        "100000",
        "999999999999999999999999999999",
    ] {
        let e = npuzzle_core::parse_board(text).unwrap_err();
        let plain = |s: String| s.replace(['“', '”', '`'], "");
        assert_eq!(
            plain(error(&e).text(Lang::En)),
            plain(e.to_string()),
            "{text:?}"
        );
    }
}

#[test]
fn the_explanation_gives_the_numbers_in_each_language() {
    let goal = npuzzle_core::Goal::new(npuzzle_core::Board::blank_last(
        npuzzle_core::Shape::new(3, 3).unwrap(),
    ));
    let b = npuzzle_core::parse_board("2 1 3 / 4 5 6 / 7 8 0").unwrap();
    let s = npuzzle_core::solvability(&b, &goal);
    assert!(!s.solvable);
    assert!(explain(&s).text(Lang::En).contains("1 is odd"));
    assert!(explain(&s).text(Lang::De).contains("1 ist ungerade"));
    assert!(explain(&s).text(Lang::Es).contains("1 es impar"));
}

#[test]
fn every_command_line_sentence_is_worded_in_every_language_with_the_same_values() {
    for &key in CliKey::ALL {
        let en = names(key.text(Lang::En));
        for lang in Lang::ALL {
            let text = key.text(lang);
            assert!(!text.trim().is_empty(), "{key:?} in {lang:?} is empty");
            assert_eq!(names(text), en, "{key:?} in {lang:?} names other values");
            if lang != Lang::En
                && !matches!(
                    key,
                    CliKey::BadOption | CliKey::ManhattanTotal | CliKey::ColManhattan
                )
            {
                assert_ne!(
                    text,
                    key.text(Lang::En),
                    "{key:?} in {lang:?} is not translated"
                );
            }
        }
    }
}

#[test]
fn the_language_comes_from_the_locale_as_posix_programs_pick_it() {
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            pairs
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    };
    assert_eq!(Lang::from_env(env(&[("LANG", "es_ES.UTF-8")])), Lang::Es);
    assert_eq!(Lang::from_env(env(&[("LANG", "de_DE.UTF-8")])), Lang::De);
    assert_eq!(Lang::from_env(env(&[("LANG", "C")])), Lang::En);
    assert_eq!(Lang::from_env(env(&[("LANG", "fr_FR.UTF-8")])), Lang::En);
    assert_eq!(Lang::from_env(env(&[])), Lang::En);
    // LC_ALL overrides LC_MESSAGES, which overrides LANG; an empty one does not count.
    let all = env(&[
        ("LC_ALL", "C.UTF-8"),
        ("LC_MESSAGES", "de_DE"),
        ("LANG", "es_ES"),
    ]);
    assert_eq!(Lang::from_env(all), Lang::En);
    let messages = env(&[
        ("LC_ALL", ""),
        ("LC_MESSAGES", "de_AT@euro"),
        ("LANG", "es_ES"),
    ]);
    assert_eq!(Lang::from_env(messages), Lang::De);
    assert_eq!(Lang::from_code("es"), Some(Lang::Es));
    assert_eq!(Lang::from_code("ES"), None, "codes are exact");
}

#[test]
fn the_assignment_prints_as_the_course_material_of_each_language() {
    use npuzzle_core::{Algorithm, Heuristic, NoControl, SolveOptions, parse_board};
    let board = parse_board("3\n0 1 3\n4 2 5\n7 8 6\n").unwrap();
    let options = SolveOptions {
        algorithm: Some(Algorithm::AStar),
        heuristic: Some(Heuristic::Manhattan),
        ..SolveOptions::default()
    };
    let s = npuzzle_core::solve(&board, &options, &mut NoControl).unwrap();
    let boards = "  1 3\n4 2 5\n7 8 6\n\n1   3\n4 2 5\n7 8 6\n\n1 2 3\n4   5\n7 8 6\n\n\
                  1 2 3\n4 5\n7 8 6\n\n1 2 3\n4 5 6\n7 8\n\n";
    let es = assignment_text(Lang::Es, &board, &s);
    assert_eq!(
        es,
        format!("{boards}Número de estados encolados = 10\nNúmero de movimientos = 4\n")
    );
    let en = assignment_text(Lang::En, &board, &s);
    assert!(
        en.ends_with("\nNumber of moves = 4\nNumber of states enqueued = 10\n"),
        "{en}"
    );
    let unsolvable = parse_board("1 2 3 / 4 5 6 / 8 7 0").unwrap();
    let none = npuzzle_core::solve(&unsolvable, &options, &mut NoControl).unwrap();
    assert_eq!(
        assignment_text(Lang::Es, &unsolvable, &none),
        "Sin solución posible\n"
    );
    assert_eq!(
        assignment_text(Lang::De, &unsolvable, &none),
        "Keine Lösung möglich\n"
    );
}
