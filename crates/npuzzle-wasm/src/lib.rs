//! The solver for JavaScript: thin conversions between JS values and the core, nothing else.
//!
//! Boards are strings in any form the core parses (`"8 6 7 / 2 5 4 / 3 _ 1"`) or arrays of
//! numbers (row-major, 0 = blank, square size inferred). Invalid input throws an `Error` whose
//! message is the core's and whose `code` names the kind (`duplicate`, `no-blank`, ...).
//!
//! Every export takes plain `JsValue`s and checks them here: course pages call this from plain
//! JavaScript, and a wrong type must be an `Error` with `code` `invalid-argument`, never a value
//! that wasm-bindgen's glue passes on unchecked (a number where a string goes traps the module).

use npuzzle_core::{
    self as core, Algorithm, Board, Control, GoalSpec, Heuristic, SearchSettings, SolveOptions,
    Solver,
};
use serde::Serialize;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
/** A board: text in any accepted form, or row-major numbers with 0 for the blank (square). */
export type BoardInput = string | number[];
/** "end" (blank last, default), "start" (blank first), or a goal board. */
export type GoalInput = "end" | "start" | BoardInput;
export type AlgorithmName = "bfs" | "dfs" | "iddfs" | "bibfs" | "greedy" | "astar" | "idastar" | "auto" | "fast";
export type HeuristicName = "hamming" | "manhattan" | "linear-conflict";
export interface SolveOptions {
  algorithm?: AlgorithmName;
  heuristic?: HeuristicName;
  goal?: GoalInput;
  /** Stop with status "limit" after this many generated nodes. */
  maxNodes?: number;
  /** The order the blank's moves are tried in: "udlr" (default) or "up,left,down,right". */
  order?: string;
  /** Greedy and A*: among equal priorities, "deeper" (default: smaller h, then oldest), "oldest" or "newest". */
  ties?: "deeper" | "oldest" | "newest";
  /** BFS: test for the goal when a node is "generation" (default) or "expansion". */
  goalTest?: "generation" | "expansion";
}
export type Move = "up" | "down" | "left" | "right";
export interface SolveReport {
  status: "solved" | "unsolvable" | "limit" | "cancelled";
  /** Number of moves (when solved). */
  length?: number;
  /** Directions the blank moves (when solved). */
  moves?: Move[];
  /** The tile that slides at each move (when solved). */
  tiles?: number[];
  optimal: boolean;
  expanded: number;
  generated: number;
  maxFrontier: number;
  depth: number;
  hStart: number;
  /** Milliseconds, table building included. */
  ms: number;
  /** Milliseconds spent building or loading tables (first `auto` solve of a size). */
  tableMs: number;
  algorithm: AlgorithmName;
  /** How `auto` or `fast` solved it, in words. */
  method: string;
  heuristic: HeuristicName | null;
}
/** A better answer, or a higher proved bound, while `auto` searches for the shortest (the
 * core's `Improvement`). */
export interface Improvement {
  /** The best answer so far: the blank's moves (valid, not necessarily shortest). */
  moves: Move[];
  /** The shortest solution takes at least this many moves (proved). */
  lowerBound: number;
  /** Milliseconds since the search started. */
  ms: number;
  /** Whether the answer is proved shortest (its length is the bound). */
  provedShortest: boolean;
}
export interface TileCost {
  tile: number;
  /** Row-major cell index, and the tile's cell in the goal. */
  cell: number;
  goalCell: number;
  manhattan: number;
  misplaced: boolean;
}
/** A heuristic formula checked (see checkHeuristic). */
export interface HeuristicCheck {
  /** Both false when h is not a number on some board (see notANumber). */
  admissible: boolean;
  consistent: boolean;
  /** The first board where h is not a number: NaN, infinite, or a division by zero (its 0-based character). */
  notANumber: { tiles: number[]; value: "nan" | "infinity" | "minusInfinity" | { divisionByZero: { at: number } } } | null;
  /** Boards checked: every one of a shape of at most 9 cells, else a sample. */
  states: number;
  sampled: boolean;
  /** The board where h exceeds the true distance most. */
  counterexample: { tiles: number[]; h: number; hStar: number } | null;
  /** Two neighbours whose h differ by more than 1 (or the goal twice, when h(goal) is not 0). */
  consistencyCounterexample: { a: number[]; b: number[]; ha: number; hb: number } | null;
  meanRatio: number;
  dominatesManhattan: number;
}
export interface Explanation {
  heuristics: {
    tiles: TileCost[];
    /** Pairs of tiles in their goal row or column, in reverse goal order. */
    conflicts: { line: "row" | "column"; number: number; tiles: [number, number] }[];
    hamming: number;
    manhattan: number;
    linearConflict: number;
  };
  solvability: {
    solvable: boolean;
    /** Pairs of tiles in the reverse of their goal order, reading row by row. */
    inversions: number;
    width: number;
    /** 1-based. */
    blankRow: number;
    goalBlankRow: number;
  };
  /** The rule and the numbers in a sentence. */
  explanation: string;
}
export interface ParsedBoard {
  rows: number;
  cols: number;
  /** Row-major, 0 = blank. */
  cells: number[];
}
"#;

thread_local! {
    /// One solver per module instance, so the tables `auto` builds (e.g. the 15-puzzle's pattern
    /// databases) are built once and reused by later calls.
    static SOLVER: RefCell<Solver> = RefCell::new(Solver::new());
}

/// Solves a board. `algo` is an algorithm name or a `SolveOptions` object; absent means `auto`.
/// The first `auto` solve of a size may build tables (reported in `tableMs`); later ones reuse them.
#[wasm_bindgen(unchecked_return_type = "SolveReport")]
pub fn solve(
    #[wasm_bindgen(unchecked_param_type = "BoardInput")] board: JsValue,
    #[wasm_bindgen(unchecked_param_type = "AlgorithmName | SolveOptions | undefined")]
    algo: JsValue,
) -> Result<JsValue, JsValue> {
    let board = board_from_js(&board)?;
    let options = options_from_js(&algo)?;
    let solution = SOLVER
        .with(|s| s.borrow_mut().solve(&board, &options, &mut JsClock))
        .map_err(throw)?;
    to_js(&solution.report())
}

/// Solves as [`solve`] does, calling `onImproved(improvement)` with each better answer and each
/// higher proved lower bound while the search for the shortest goes on (`auto` on boards of more
/// than 9 cells), before it returns. The callback's `false` stops the search: status
/// `"cancelled"`, with the best answer so far and the bound proved.
#[wasm_bindgen(js_name = solveAnytime, unchecked_return_type = "SolveReport")]
pub fn solve_anytime(
    #[wasm_bindgen(unchecked_param_type = "BoardInput")] board: JsValue,
    #[wasm_bindgen(unchecked_param_type = "AlgorithmName | SolveOptions | undefined")]
    algo: JsValue,
    #[wasm_bindgen(unchecked_param_type = "(improvement: Improvement) => boolean | void")]
    on_improved: JsValue,
) -> Result<JsValue, JsValue> {
    let board = board_from_js(&board)?;
    let options = options_from_js(&algo)?;
    let callback: js_sys::Function = on_improved.dyn_into().map_err(|v| {
        type_error(&format!(
            "solveAnytime(board, algo, onImproved): onImproved must be a function, not {}",
            describe(&v)
        ))
    })?;
    let mut control = Streaming {
        callback,
        stop: false,
        failed: None,
    };
    let solution = SOLVER
        .with(|s| s.borrow_mut().solve(&board, &options, &mut control))
        .map_err(throw)?;
    if let Some(thrown) = control.failed {
        return Err(thrown);
    }
    to_js(&solution.report())
}

/// The clock, and each improvement to the caller's callback, whose `false` (or throw) stops.
struct Streaming {
    callback: js_sys::Function,
    stop: bool,
    /// What the callback threw: thrown again once the search has stopped.
    failed: Option<JsValue>,
}

impl Control for Streaming {
    fn now_ms(&self) -> f64 {
        JsClock.now_ms()
    }

    fn cancelled(&mut self) -> bool {
        self.stop
    }

    fn improved(&mut self, best: &core::Improvement) {
        // The element's `npuzzle-improved` carries the same shape.
        let out = core::ImprovementReport::from(best.clone());
        let Ok(value) = to_js(&out) else { return };
        match self.callback.call1(&JsValue::UNDEFINED, &value) {
            Ok(answer) => self.stop |= answer == JsValue::FALSE,
            Err(thrown) => {
                self.stop = true;
                self.failed = Some(thrown);
            }
        }
    }
}

/// Loads pattern databases saved by `npuzzle tables` (the site ships `tables/pdb-4x4.bin`, so
/// the first 15-puzzle solve need not build them, and `tables/pdb-5x5.bin`, which fast mode on a
/// 5×5 reads). `bytes` is a `Uint8Array` or an `ArrayBuffer`.
/// Throws (`code` `bad-tables`) on a bad file.
#[wasm_bindgen]
pub fn install_tables(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | ArrayBuffer")] bytes: JsValue,
) -> Result<(), JsValue> {
    let bytes = if let Some(array) = bytes.dyn_ref::<js_sys::Uint8Array>() {
        array.to_vec()
    } else if let Some(buffer) = bytes.dyn_ref::<js_sys::ArrayBuffer>() {
        js_sys::Uint8Array::new(buffer).to_vec()
    } else {
        return Err(type_error("tables must be a Uint8Array or an ArrayBuffer"));
    };
    SOLVER
        .with(|s| s.borrow_mut().import_tables(&bytes))
        .map(|_| ())
        .map_err(throw)
}

/// Bytes held by the tables kept between solves.
#[wasm_bindgen]
pub fn table_bytes() -> f64 {
    SOLVER.with(|s| s.borrow().table_bytes() as f64)
}

/// Whether a board can reach the goal (`goal` defaults to blank last).
#[wasm_bindgen]
pub fn is_solvable(
    #[wasm_bindgen(unchecked_param_type = "BoardInput")] board: JsValue,
    #[wasm_bindgen(unchecked_param_type = "GoalInput | undefined")] goal: JsValue,
) -> Result<bool, JsValue> {
    let board = board_from_js(&board)?;
    Ok(core::is_solvable(&board, &goal_for(&goal, board.shape())?))
}

/// A heuristic of the student's own, as a formula (`"manhattan + 2*conflicts"`), checked on every
/// board of `size` (default `"3x3"`; at most 9 cells, else a sample of 100) against the exact
/// distances, for boards reaching `goal` (default blank last). A formula that does not read
/// throws an `Error` with `code` `"formula"` and its place in the message.
#[wasm_bindgen(js_name = checkHeuristic, unchecked_return_type = "HeuristicCheck")]
pub fn check_heuristic(
    #[wasm_bindgen(unchecked_param_type = "string")] formula: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string | undefined")] size: JsValue,
    #[wasm_bindgen(unchecked_param_type = "GoalInput | undefined")] goal: JsValue,
) -> Result<JsValue, JsValue> {
    let formula = formula.as_string().ok_or_else(|| {
        type_error(&format!(
            "checkHeuristic(formula): formula must be a string, not {}",
            describe(&formula)
        ))
    })?;
    let size = if size.is_undefined() || size.is_null() {
        "3x3".to_string()
    } else {
        size.as_string().ok_or_else(|| {
            type_error(&format!(
                "checkHeuristic(formula, size): size must be a string, not {}",
                describe(&size)
            ))
        })?
    };
    let shape = core::parse_shape(&size).map_err(throw)?;
    let goal = goal_for(&goal, shape)?;
    let formula_error = |message: String| -> JsValue {
        let err = js_sys::Error::new(&message);
        let _ = js_sys::Reflect::set(&err, &"code".into(), &"formula".into());
        err.into()
    };
    let f =
        core::formula::Formula::new(&formula, &goal).map_err(|e| formula_error(e.to_string()))?;
    let checked = core::formula::check_shape(&f, &goal, core::formula::SAMPLES, 1)
        .map_err(|e| formula_error(e.to_string()))?;
    to_js(&checked)
}

/// The heuristics tile by tile and why the board can or cannot reach the goal (`goal` defaults to
/// blank last): `{heuristics: {tiles, conflicts, hamming, manhattan, linearConflict},
/// solvability: {solvable, inversions, width, blankRow, goalBlankRow}, explanation}`.
#[wasm_bindgen(unchecked_return_type = "Explanation")]
pub fn explain(
    #[wasm_bindgen(unchecked_param_type = "BoardInput")] board: JsValue,
    #[wasm_bindgen(unchecked_param_type = "GoalInput | undefined")] goal: JsValue,
) -> Result<JsValue, JsValue> {
    let board = board_from_js(&board)?;
    let goal = goal_for(&goal, board.shape())?;
    let solvability = core::solvability(&board, &goal);
    to_js(&Explained {
        explanation: solvability.explain(),
        heuristics: core::breakdown(&board, &goal),
        solvability,
    })
}

#[derive(Serialize)]
struct Explained {
    heuristics: core::Breakdown,
    solvability: core::Solvability,
    explanation: String,
}

/// Reads a board from any accepted form.
#[wasm_bindgen(unchecked_return_type = "ParsedBoard")]
pub fn parse_board(
    #[wasm_bindgen(unchecked_param_type = "BoardInput")] board: JsValue,
) -> Result<JsValue, JsValue> {
    to_js(&Parsed::from(&board_from_js(&board)?))
}

/// Writes a board as `"grid"` (blank as `_`, default), `"assignment"` (size line, then the grid
/// with 0) or `"flat"` (one line).
#[wasm_bindgen]
pub fn format_board(
    #[wasm_bindgen(unchecked_param_type = "BoardInput")] board: JsValue,
    #[wasm_bindgen(unchecked_param_type = "\"grid\" | \"assignment\" | \"flat\" | undefined")]
    style: JsValue,
) -> Result<String, JsValue> {
    let board = board_from_js(&board)?;
    if style.is_undefined() || style.is_null() {
        return Ok(board.to_string());
    }
    match style.as_string().as_deref() {
        Some("grid") => Ok(board.to_string()),
        Some("assignment") => Ok(board.to_assignment()),
        Some("flat") => Ok(board.to_flat()),
        _ => Err(type_error(&format!(
            "style must be \"grid\", \"assignment\" or \"flat\", not {}",
            describe(&style)
        ))),
    }
}

/// A uniformly random solvable board of `size` (`"4"`, `"3x4"`, or a number for a square), for
/// `goal`, from a seed (a number).
#[wasm_bindgen(unchecked_return_type = "ParsedBoard")]
pub fn random_board(
    #[wasm_bindgen(unchecked_param_type = "string | number")] size: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    #[wasm_bindgen(unchecked_param_type = "GoalInput | undefined")] goal: JsValue,
) -> Result<JsValue, JsValue> {
    let shape = shape_from_js(&size)?;
    let seed = seed_from_js(&seed)?;
    let goal = goal_for(&goal, shape)?;
    to_js(&Parsed::from(&core::random_solvable(shape, &goal, seed)))
}

/// The goal of `size` scrambled by `moves` random moves (a whole number up to 1,000,000), from a
/// seed.
#[wasm_bindgen(unchecked_return_type = "ParsedBoard")]
pub fn scramble(
    #[wasm_bindgen(unchecked_param_type = "string | number")] size: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] moves: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    #[wasm_bindgen(unchecked_param_type = "GoalInput | undefined")] goal: JsValue,
) -> Result<JsValue, JsValue> {
    let shape = shape_from_js(&size)?;
    let moves = match moves.as_f64() {
        Some(k) if k >= 0.0 && k.fract() == 0.0 => k.min(u64::MAX as f64) as u64,
        _ => {
            return Err(type_error(&format!(
                "moves must be a whole number from 0 to {}, not {}",
                core::MAX_SCRAMBLE_MOVES,
                describe(&moves)
            )));
        }
    };
    let seed = seed_from_js(&seed)?;
    let goal = goal_for(&goal, shape)?;
    let moves = usize::try_from(moves).unwrap_or(usize::MAX);
    let board = core::scramble(&goal, moves, seed).map_err(throw)?;
    to_js(&Parsed::from(&board))
}

/// A size from `"4"`, `"3x4"` or the number 4.
fn shape_from_js(v: &JsValue) -> Result<core::Shape, JsValue> {
    if let Some(text) = v.as_string() {
        return core::parse_shape(&text).map_err(throw);
    }
    match v.as_f64() {
        Some(n) if n >= 0.0 && n.fract() == 0.0 => {
            let n = n.min(usize::MAX as f64) as usize;
            core::Shape::new(n, n).map_err(throw)
        }
        _ => Err(type_error(&format!(
            "size must be a string like \"4\" or \"3x4\", or a whole number, not {}",
            describe(v)
        ))),
    }
}

/// A seed: any finite number (its whole part, wrapped into 64 bits).
fn seed_from_js(v: &JsValue) -> Result<u64, JsValue> {
    match v.as_f64() {
        Some(n) if n.is_finite() => Ok(n.trunc() as i64 as u64),
        _ => Err(type_error(&format!(
            "seed must be a finite number, not {}",
            describe(v)
        ))),
    }
}

/// What a JS value is, for messages: `NaN`, `a string`, `an object`, `a bigint`, ...
fn describe(v: &JsValue) -> String {
    if let Some(n) = v.as_f64() {
        return format!("{n}");
    }
    let kind = v.js_typeof().as_string().unwrap_or_default();
    match kind.as_str() {
        "string" => "a string".into(),
        "undefined" => "undefined".into(),
        "object" if v.is_null() => "null".into(),
        "object" if js_sys::Array::is_array(v) => "an array".into(),
        "object" => "an object".into(),
        other => format!("a {other}"),
    }
}

#[derive(Serialize)]
struct Parsed {
    rows: usize,
    cols: usize,
    cells: Vec<u16>,
}

impl From<&Board> for Parsed {
    fn from(b: &Board) -> Parsed {
        Parsed {
            rows: b.shape().rows(),
            cols: b.shape().cols(),
            cells: b.cells().to_vec(),
        }
    }
}

#[derive(serde::Deserialize, Default)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct OptionsIn {
    algorithm: Option<String>,
    heuristic: Option<String>,
    #[serde(default, with = "serde_wasm_bindgen::preserve")]
    goal: JsValue,
    max_nodes: Option<f64>,
    order: Option<String>,
    ties: Option<String>,
    goal_test: Option<String>,
}

/// A string board, or an array of numbers joined into one (the parser infers the square size).
fn board_from_js(v: &JsValue) -> Result<Board, JsValue> {
    if let Some(text) = v.as_string() {
        return text.parse().map_err(throw);
    }
    if js_sys::Array::is_array(v) {
        let items = js_sys::Array::from(v);
        let mut parts = Vec::with_capacity(items.length() as usize);
        for (i, item) in items.iter().enumerate() {
            match item.as_f64() {
                Some(n) if n >= 0.0 && n.fract() == 0.0 => parts.push(format!("{n}")),
                _ => {
                    let token = item.as_string().unwrap_or_else(|| describe(&item));
                    return Err(throw(core::Error::InvalidToken {
                        token,
                        index: i + 1,
                    }));
                }
            }
        }
        return parts.join(" ").parse().map_err(throw);
    }
    Err(type_error(&format!(
        "board must be a string or an array of numbers, not {}",
        describe(v)
    )))
}

fn goal_from_js(v: &JsValue) -> Result<GoalSpec, JsValue> {
    if v.is_undefined() || v.is_null() {
        return Ok(GoalSpec::BlankLast);
    }
    if let Some(text) = v.as_string() {
        return text.parse().map_err(throw);
    }
    Ok(GoalSpec::Custom(board_from_js(v)?))
}

/// The goal a JS value names, for boards of `shape`.
fn goal_for(v: &JsValue, shape: core::Shape) -> Result<core::Goal, JsValue> {
    goal_from_js(v)?.resolve(shape).map_err(throw)
}

fn options_from_js(v: &JsValue) -> Result<SolveOptions, JsValue> {
    let raw: OptionsIn = if v.is_undefined() || v.is_null() {
        OptionsIn::default()
    } else if let Some(name) = v.as_string() {
        OptionsIn {
            algorithm: Some(name),
            ..OptionsIn::default()
        }
    } else {
        serde_wasm_bindgen::from_value(canonical_options(v)?.into())
            .map_err(|e| type_error(&format!("bad solve options: {e}")))?
    };
    let algorithm: Option<Algorithm> = named(raw.algorithm.as_deref())?;
    let heuristic: Option<Heuristic> = named(raw.heuristic.as_deref())?;
    let max_nodes = match raw.max_nodes {
        Some(n) if n >= 1.0 && n.is_finite() => Some(n as u64),
        Some(n) => {
            return Err(type_error(&format!(
                "maxNodes must be a positive number, not {n}"
            )));
        }
        None => None,
    };
    let defaults = SearchSettings::default();
    let settings = SearchSettings {
        order: match raw.order.as_deref() {
            Some(text) => SearchSettings::parse_order(text).map_err(throw)?,
            None => defaults.order,
        },
        ties: named(raw.ties.as_deref())?.unwrap_or(defaults.ties),
        goal_test: named(raw.goal_test.as_deref())?.unwrap_or(defaults.goal_test),
    };
    Ok(SolveOptions {
        algorithm,
        heuristic,
        goal: goal_from_js(&raw.goal)?,
        max_nodes,
        settings,
    })
}

/// The option names `solve` reads, with the spellings the page's URL, the element's attributes
/// and the CLI use for them.
const OPTION_NAMES: [(&str, &[&str]); 7] = [
    ("algorithm", &["algorithm", "algo"]),
    ("heuristic", &["heuristic"]),
    ("goal", &["goal"]),
    ("maxNodes", &["maxNodes", "max-nodes", "max_nodes"]),
    ("order", &["order"]),
    ("ties", &["ties"]),
    ("goalTest", &["goalTest", "goal-test", "goal_test"]),
];

/// The options object with every key under its canonical name; a TypeError naming an unknown
/// key (serde's reader looks up only the fields it knows, so a misspelling would pass unseen).
fn canonical_options(v: &JsValue) -> Result<js_sys::Object, JsValue> {
    if !v.is_object() || js_sys::Array::is_array(v) {
        return Err(type_error(&format!(
            "solve options must be an algorithm name or an object, not {}",
            describe(v)
        )));
    }
    let out = js_sys::Object::new();
    for entry in js_sys::Object::entries(v.unchecked_ref()).iter() {
        let pair = js_sys::Array::from(&entry);
        let key = pair.get(0).as_string().unwrap_or_default();
        let Some((name, _)) = OPTION_NAMES
            .iter()
            .find(|(_, names)| names.contains(&key.as_str()))
        else {
            let known: Vec<&str> = OPTION_NAMES.iter().map(|(n, _)| *n).collect();
            return Err(type_error(&format!(
                "unknown solve option `{}`: use {}",
                key.chars().take(40).collect::<String>(),
                known.join(", ")
            )));
        };
        let _ = js_sys::Reflect::set(&out, &(*name).into(), &pair.get(1));
    }
    Ok(out)
}

/// An optional name read by the core's parser for it (`"oldest"`, `"expansion"`, ...).
fn named<T: std::str::FromStr<Err = core::Error>>(
    text: Option<&str>,
) -> Result<Option<T>, JsValue> {
    text.map(str::parse).transpose().map_err(throw)
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| type_error(&e.to_string()))
}

/// A JS `Error` carrying the core error's message and its kind in `code`.
fn throw(e: core::Error) -> JsValue {
    let err = js_sys::Error::new(&e.to_string());
    let _ = js_sys::Reflect::set(&err, &"code".into(), &e.code().into());
    err.into()
}

fn type_error(message: &str) -> JsValue {
    let err: js_sys::Error = js_sys::TypeError::new(message).into();
    let _ = js_sys::Reflect::set(&err, &"code".into(), &"invalid-argument".into());
    err.into()
}

/// `performance.now()` where there is one (browsers, workers, Node), else `Date.now()`.
pub struct JsClock;

impl Control for JsClock {
    fn now_ms(&self) -> f64 {
        let perf = js_sys::Reflect::get(&js_sys::global(), &"performance".into()).ok();
        let now = perf
            .as_ref()
            .and_then(|p| js_sys::Reflect::get(p, &"now".into()).ok());
        match (
            perf,
            now.and_then(|f| f.dyn_into::<js_sys::Function>().ok()),
        ) {
            (Some(p), Some(f)) => f
                .call0(&p)
                .ok()
                .and_then(|v| v.as_f64())
                .unwrap_or_else(js_sys::Date::now),
            _ => js_sys::Date::now(),
        }
    }
}
