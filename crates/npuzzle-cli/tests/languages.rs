//! The assignment in the course's own language (issue 27): `--lang`, the locale, and the
//! Spanish material's printout byte for byte.

use std::process::Output;

mod common;

/// Runs npuzzle with exactly these locale variables (the others removed).
fn npuzzle(args: &[&str], stdin: &str, locale: &[(&str, &str)]) -> Output {
    let mut command = common::command(args);
    command
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (k, v) in locale {
        command.env(k, v);
    }
    common::finish(command.spawn().unwrap(), stdin)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

const EXAMPLE: &str = "3\n0 1 3\n4 2 5\n7 8 6\n";

/// The seed's `puzzle04.txt`, as its Spanish material prints it.
#[test]
fn the_spanish_example_byte_for_byte() {
    let args = [
        "solve",
        "--algo",
        "astar",
        "--heuristic",
        "manhattan",
        "--lang",
        "es",
    ];
    let o = npuzzle(&args, EXAMPLE, &[]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        text(&o.stdout),
        "  1 3\n4 2 5\n7 8 6\n\n\
         1   3\n4 2 5\n7 8 6\n\n\
         1 2 3\n4   5\n7 8 6\n\n\
         1 2 3\n4 5\n7 8 6\n\n\
         1 2 3\n4 5 6\n7 8\n\n\
         Número de estados encolados = 10\n\
         Número de movimientos = 4\n"
    );
    // The summary goes to standard error, in Spanish too.
    let err = text(&o.stderr);
    assert!(
        err.starts_with("Resuelto con astar (manhattan): la más corta, "),
        "{err}"
    );
}

#[test]
fn no_solution_possible_in_spanish_with_its_reason() {
    let o = npuzzle(&["solve", "--lang", "es"], "1 2 3 / 4 5 6 / 8 7 0", &[]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(text(&o.stdout), "Sin solución posible\n");
    let err = text(&o.stderr);
    assert!(err.contains("por qué: Inversiones"), "{err}");
    assert!(err.contains("1 es impar"), "{err}");
}

#[test]
fn the_locale_picks_the_language_and_lang_overrides_it() {
    let moves = |o: &Output| {
        text(&o.stdout)
            .lines()
            .rev()
            .take(2)
            .collect::<Vec<_>>()
            .join(" | ")
    };
    let de = npuzzle(&["solve"], EXAMPLE, &[("LANG", "de_DE.UTF-8")]);
    assert!(moves(&de).contains("Anzahl der Züge = 4"), "{}", moves(&de));
    assert!(moves(&de).contains("Anzahl eingereihter Zustände = "));
    let c = npuzzle(&["solve"], EXAMPLE, &[("LANG", "C")]);
    assert!(moves(&c).contains("Number of moves = 4"), "{}", moves(&c));
    let es = npuzzle(&["solve"], EXAMPLE, &[("LANG", "es_ES.UTF-8")]);
    assert!(moves(&es).contains("Número de movimientos = 4"));
    // LC_ALL wins over LANG; --lang wins over both.
    let all = npuzzle(
        &["solve"],
        EXAMPLE,
        &[("LC_ALL", "de_DE.UTF-8"), ("LANG", "es_ES.UTF-8")],
    );
    assert!(moves(&all).contains("Anzahl der Züge"));
    let flag = npuzzle(&["solve", "--lang", "en"], EXAMPLE, &[("LC_ALL", "de_DE")]);
    assert!(moves(&flag).contains("Number of moves"));
    let fr = npuzzle(&["solve", "--lang", "fr"], EXAMPLE, &[]);
    assert!(moves(&fr).contains("Nombre de coups = 4"), "{}", moves(&fr));
    let pt = npuzzle(&["solve"], EXAMPLE, &[("LANG", "pt_PT.UTF-8")]);
    assert!(moves(&pt).contains("= 4"), "{}", moves(&pt));
    assert!(
        !moves(&pt).contains("Number of moves"),
        "pt-PT falls back to pt"
    );
    let bad = npuzzle(&["solve", "--lang", "sw"], EXAMPLE, &[]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        text(&bad.stderr).contains("use one of en, ar, de, es, fa, fr, he, hi,"),
        "{}",
        text(&bad.stderr)
    );
}

#[test]
fn errors_and_notices_speak_the_language() {
    let o = npuzzle(&["solve", "--lang", "de"], "1 3 3 / 4 5 6 / 7 8 0", &[]);
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(err.starts_with("npuzzle: ungültiges Brett: "), "{err}");
    assert!(
        err.contains("Zeile 1, Spalte 2"),
        "the place, worded: {err}"
    );
    let o = npuzzle(
        &["solve", "--lang", "es", "--algo", "bfs", "--max-nodes", "5"],
        "8 6 7 / 2 5 4 / 3 0 1",
        &[],
    );
    assert_eq!(o.status.code(), Some(3));
    assert!(text(&o.stdout).starts_with("Búsqueda detenida (limit): "));
    assert!(
        text(&o.stderr).contains("la búsqueda alcanzó su límite de nodos o de tiempo: --max-nodes")
    );
    let o = npuzzle(&["explain", "--lang", "es"], "8 1 3 / 4 _ 2 / 7 6 5", &[]);
    let out = text(&o.stdout);
    assert!(out.contains("Hamming (fichas mal colocadas) = 5"), "{out}");
    assert!(out.contains("Manhattan = 10"), "{out}");
    assert!(out.contains("fila 1, columna 1"), "{out}");
}

#[test]
fn json_is_the_same_in_every_language() {
    let run = |lang: &str| {
        let o = npuzzle(
            &["solve", "--json", "--algo", "bfs", "--lang", lang],
            EXAMPLE,
            &[],
        );
        let mut v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        v["ms"] = 0.into();
        v["tableMs"] = 0.into();
        v
    };
    assert_eq!(run("es"), run("en"));
    assert_eq!(run("de"), run("en"));
}
