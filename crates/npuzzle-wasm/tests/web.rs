//! The JavaScript API in a real browser (headless Chromium via wasm-bindgen-test).

use js_sys::{Array, Reflect};
use npuzzle_wasm::{
    check_heuristic, format_board, install_tables, is_solvable, parse_board, random_board,
    scramble, solve, solve_anytime,
};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &key.into()).unwrap()
}

fn code(err: JsValue) -> String {
    assert!(err.is_instance_of::<js_sys::Error>(), "throws an Error");
    get(&err, "code").as_string().unwrap()
}

fn numbers(cells: &[u32]) -> JsValue {
    cells
        .iter()
        .map(|&n| JsValue::from(n))
        .collect::<Array>()
        .into()
}

#[wasm_bindgen_test]
fn solve_returns_the_schema() {
    let r = solve("8 6 7 / 2 5 4 / 3 _ 1".into(), "astar".into()).unwrap();
    assert_eq!(get(&r, "status").as_string().as_deref(), Some("solved"));
    assert_eq!(get(&r, "length").as_f64(), Some(31.0));
    assert_eq!(Array::from(&get(&r, "moves")).length(), 31);
    assert_eq!(Array::from(&get(&r, "tiles")).length(), 31);
    assert_eq!(get(&r, "optimal").as_bool(), Some(true));
    for key in ["expanded", "generated", "maxFrontier", "ms"] {
        assert!(get(&r, key).as_f64().is_some(), "{key} is a number");
    }
    assert_eq!(get(&r, "algorithm").as_string().as_deref(), Some("astar"));
}

#[wasm_bindgen_test]
fn solve_accepts_arrays_and_option_objects() {
    let opts = js_sys::JSON::parse(
        r#"{"algorithm":"idastar","heuristic":"manhattan","goal":"start","maxNodes":1000000}"#,
    )
    .unwrap();
    let r = solve(numbers(&[1, 2, 0, 3, 4, 5, 6, 7, 8]), opts).unwrap();
    assert_eq!(get(&r, "length").as_f64(), Some(2.0));
    let moves: Vec<String> = Array::from(&get(&r, "moves"))
        .iter()
        .map(|m| m.as_string().unwrap())
        .collect();
    assert_eq!(moves, ["left", "left"]);
    // Default algorithm is auto.
    let r = solve("1 2 3 4 5 6 7 0 8".into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(get(&r, "algorithm").as_string().as_deref(), Some("auto"));
}

#[wasm_bindgen_test]
fn unsolvable_and_limit_are_statuses_not_errors() {
    let r = solve("1 2 3 4 5 6 8 7 0".into(), "bfs".into()).unwrap();
    assert_eq!(get(&r, "status").as_string().as_deref(), Some("unsolvable"));
    assert!(get(&r, "length").is_undefined());
    let opts =
        js_sys::JSON::parse(r#"{"algorithm":"bfs","goal":"start","maxNodes":5000}"#).unwrap();
    let r = solve("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3".into(), opts).unwrap();
    assert_eq!(get(&r, "status").as_string().as_deref(), Some("limit"));
}

#[wasm_bindgen_test]
fn invalid_input_throws_with_its_kind() {
    assert_eq!(
        code(solve("1 2 3 4 5 6 7 7 0".into(), "auto".into()).unwrap_err()),
        "duplicate"
    );
    assert_eq!(
        code(solve("1 2 3 4 5 6 7 8 9".into(), "auto".into()).unwrap_err()),
        "no-blank"
    );
    assert_eq!(
        code(solve("1 2 3 0".into(), "quantum".into()).unwrap_err()),
        "unknown-algorithm"
    );
    assert_eq!(
        code(solve(numbers(&[1, 2, 3, 4, 0]), "auto".into()).unwrap_err()),
        "not-square"
    );
    assert_eq!(
        code(solve(JsValue::from(42), "auto".into()).unwrap_err()),
        "invalid-argument"
    );
    assert_eq!(
        code(is_solvable("1 2 x 0".into(), JsValue::UNDEFINED).unwrap_err()),
        "invalid-token"
    );
    assert_eq!(
        code(install_tables(js_sys::Uint8Array::from(&b"not tables"[..]).into()).unwrap_err()),
        "bad-tables"
    );
    let e = solve("1 2 3 4 5 6 7 7 0".into(), "auto".into()).unwrap_err();
    let message = get(&e, "message").as_string().unwrap();
    assert!(message.contains("tile 7 appears twice"), "{message}");
}

#[wasm_bindgen_test]
fn solvability_parsing_formatting_and_random_boards() {
    assert!(is_solvable("8 6 7 2 5 4 3 0 1".into(), JsValue::UNDEFINED).unwrap());
    assert!(!is_solvable("1 2 3 4 5 6 8 7 0".into(), JsValue::UNDEFINED).unwrap());
    // 8 and 7 swapped is unsolvable for blank last, and so for blank first too (same width parity rule).
    assert!(!is_solvable("1 2 3 4 5 6 8 7 0".into(), "start".into()).unwrap());
    let p = parse_board("2 3\n1 2 3\n4 5 0".into()).unwrap();
    assert_eq!(
        (get(&p, "rows").as_f64(), get(&p, "cols").as_f64()),
        (Some(2.0), Some(3.0))
    );
    assert_eq!(
        format_board("1 2 3 0".into(), "assignment".into()).unwrap(),
        "2\n1 2\n3 0\n"
    );
    let b = random_board("3x4".into(), 7.0.into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(Array::from(&get(&b, "cells")).length(), 12);
    let flat: Vec<JsValue> = Array::from(&get(&b, "cells")).iter().collect();
    let text = flat
        .iter()
        .map(|v| v.as_f64().unwrap().to_string())
        .collect::<Vec<_>>()
        .join(" ");
    assert!(is_solvable(format!("3 4 {text}").into(), JsValue::UNDEFINED).unwrap());
    let s = scramble("4".into(), 10.into(), 1.0.into(), "start".into()).unwrap();
    assert_eq!(Array::from(&get(&s, "cells")).length(), 16);
    // A number for the size is a square; a wrong type is an Error with a code, not a trap.
    let b = random_board(3.into(), 3.into(), JsValue::UNDEFINED).unwrap();
    assert_eq!(Array::from(&get(&b, "cells")).length(), 9);
    for bad in [
        scramble(f64::NAN.into(), 5.into(), 1.into(), JsValue::UNDEFINED),
        scramble("4".into(), f64::NAN.into(), 1.into(), JsValue::UNDEFINED),
        random_board(JsValue::NULL, 1.into(), JsValue::UNDEFINED),
        random_board("3".into(), "seven".into(), JsValue::UNDEFINED),
    ] {
        assert_eq!(code(bad.unwrap_err()), "invalid-argument");
    }
    assert_eq!(
        code(scramble("3".into(), 2_000_000.into(), 1.into(), JsValue::UNDEFINED).unwrap_err()),
        "too-many-moves"
    );
}

#[wasm_bindgen_test]
fn option_spellings_of_the_url_and_the_cli_work_and_unknown_ones_are_refused() {
    // `algo` (the URL's and the element's name) and `max-nodes` (the CLI's) are understood.
    let opts = js_sys::JSON::parse(r#"{"algo":"bfs","max-nodes":5}"#).unwrap();
    let r = solve("8 6 7 / 2 5 4 / 3 _ 1".into(), opts).unwrap();
    assert_eq!(get(&r, "algorithm").as_string().as_deref(), Some("bfs"));
    assert_eq!(get(&r, "status").as_string().as_deref(), Some("limit"));
    // A misspelling is an error that names it, never a silent default.
    let opts = js_sys::JSON::parse(r#"{"algoritm":"bfs"}"#).unwrap();
    let e = solve("8 6 7 / 2 5 4 / 3 _ 1".into(), opts).unwrap_err();
    let message = get(&e, "message").as_string().unwrap();
    assert!(
        message.contains("unknown solve option `algoritm`"),
        "{message}"
    );
    assert!(e.is_instance_of::<js_sys::TypeError>());
}

#[wasm_bindgen_test]
fn a_heuristic_formula_is_checked_on_every_8_puzzle() {
    let started = js_sys::Date::now();
    let r = check_heuristic(
        "manhattan + 2*conflicts".into(),
        JsValue::UNDEFINED,
        JsValue::UNDEFINED,
    )
    .unwrap();
    let ms = js_sys::Date::now() - started;
    web_sys_log(&format!("checkHeuristic on all 3×3 boards: {ms:.0} ms"));
    assert_eq!(get(&r, "admissible").as_bool(), Some(true));
    assert_eq!(get(&r, "consistent").as_bool(), Some(true));
    assert_eq!(get(&r, "states").as_f64(), Some(181_440.0));
    let r = check_heuristic("manhattan * 1.5".into(), JsValue::UNDEFINED, "start".into()).unwrap();
    assert_eq!(get(&r, "admissible").as_bool(), Some(false));
    let x = get(&r, "counterexample");
    assert!(get(&x, "h").as_f64().unwrap() > get(&x, "hStar").as_f64().unwrap());
    let e =
        check_heuristic("manhattan +".into(), JsValue::UNDEFINED, JsValue::UNDEFINED).unwrap_err();
    assert_eq!(get(&e, "code").as_string().as_deref(), Some("formula"));
    assert!(
        get(&e, "message")
            .as_string()
            .unwrap()
            .contains("at character 12")
    );
    let e = check_heuristic(JsValue::from(3), JsValue::UNDEFINED, JsValue::UNDEFINED).unwrap_err();
    assert_eq!(
        get(&e, "code").as_string().as_deref(),
        Some("invalid-argument")
    );
}

fn web_sys_log(text: &str) {
    wasm_bindgen_test::console_log!("{}", text);
}

/// The blank's moves of a report or an improvement, applied to `board`: where they lead.
fn replay(board: &str, moves: &JsValue) -> npuzzle_core::Board {
    let mut b: npuzzle_core::Board = board.parse().unwrap();
    for m in Array::from(moves).iter() {
        let m = match m.as_string().as_deref() {
            Some("up") => npuzzle_core::Move::Up,
            Some("down") => npuzzle_core::Move::Down,
            Some("left") => npuzzle_core::Move::Left,
            Some("right") => npuzzle_core::Move::Right,
            other => panic!("not a move: {other:?}"),
        };
        assert!(b.apply(m).is_some(), "a move off the board");
    }
    b
}

/// A random 3×4 board (32 moves): auto answers at once, then raises its bound to the optimum.
const ANYTIME: &str = "9 4 6 2 / 3 1 11 5 / 10 8 7 0";

#[wasm_bindgen_test]
fn solve_anytime_streams_each_improvement_then_the_shortest() {
    let seen = std::rc::Rc::new(std::cell::RefCell::new(Vec::<JsValue>::new()));
    let keep = seen.clone();
    let on = wasm_bindgen::closure::Closure::<dyn FnMut(JsValue)>::new(move |i: JsValue| {
        keep.borrow_mut().push(i);
    });
    let r = solve_anytime(ANYTIME.into(), "auto".into(), on.as_ref().clone()).unwrap();
    assert_eq!(get(&r, "status").as_string().as_deref(), Some("solved"));
    assert_eq!(get(&r, "optimal").as_bool(), Some(true));
    let length = get(&r, "length").as_f64().unwrap();
    let goal = npuzzle_core::Board::blank_last(npuzzle_core::Shape::new(3, 4).unwrap());
    assert_eq!(replay(ANYTIME, &get(&r, "moves")), goal);
    let seen = seen.borrow();
    assert!(!seen.is_empty(), "at least the first answer is streamed");
    let mut bound = 0.0;
    for i in seen.iter() {
        let lower = get(i, "lowerBound").as_f64().unwrap();
        assert!(
            lower >= bound && lower <= length,
            "bounds rise to the optimum: {lower}"
        );
        bound = lower;
        assert_eq!(
            replay(ANYTIME, &get(i, "moves")),
            goal,
            "every answer reaches the goal"
        );
        let n = Array::from(&get(i, "moves")).length() as f64;
        assert!(n >= length, "no answer is shorter than the shortest");
        assert_eq!(get(i, "provedShortest").as_bool(), Some(n <= lower));
        assert!(get(i, "ms").as_f64().is_some());
    }
}

#[wasm_bindgen_test]
fn solve_anytime_stops_when_the_callback_says_false() {
    let stop = js_sys::Function::new_no_args("return false;");
    let r = solve_anytime(ANYTIME.into(), "auto".into(), stop.into()).unwrap();
    assert_eq!(get(&r, "status").as_string().as_deref(), Some("cancelled"));
    let goal = npuzzle_core::Board::blank_last(npuzzle_core::Shape::new(3, 4).unwrap());
    assert_eq!(
        replay(ANYTIME, &get(&r, "moves")),
        goal,
        "the best answer so far is kept"
    );
    assert!(
        get(&r, "lowerBound").as_f64().is_some(),
        "and the bound proved"
    );
    let e = solve_anytime(ANYTIME.into(), "auto".into(), JsValue::from(3)).unwrap_err();
    assert_eq!(code(e), "invalid-argument");
}
