//! The solver for JavaScript: thin conversions between JS values and the core, nothing else.
//!
//! Boards are strings in any form the core parses (`"8 6 7 / 2 5 4 / 3 _ 1"`) or arrays of
//! numbers (row-major, 0 = blank, square size inferred). Invalid input throws an `Error` whose
//! message is the core's and whose `code` names the kind (`duplicate`, `no-blank`, ...).

use npuzzle_core::{
    self as core, Algorithm, Board, Control, GoalSpec, Heuristic, SolveOptions, Solver,
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
export type AlgorithmName = "bfs" | "dfs" | "iddfs" | "greedy" | "astar" | "idastar" | "auto" | "fast";
export type HeuristicName = "hamming" | "manhattan" | "linear-conflict";
export interface SolveOptions {
  algorithm?: AlgorithmName;
  heuristic?: HeuristicName;
  goal?: GoalInput;
  /** Stop with status "limit" after this many generated nodes. */
  maxNodes?: number;
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

/// Loads pattern databases saved by `npuzzle tables` (the site ships `tables/pdb-4x4.bin`), so
/// the first 15-puzzle solve need not build them. Throws (`code` `bad-tables`) on a bad file.
#[wasm_bindgen]
pub fn install_tables(bytes: &[u8]) -> Result<(), JsValue> {
    SOLVER
        .with(|s| s.borrow_mut().import_tables(bytes))
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
    Ok(match style.as_string().as_deref() {
        Some("assignment") => board.to_assignment(),
        Some("flat") => board.to_flat(),
        _ => board.to_string(),
    })
}

/// A uniformly random solvable board of `size` (`"4"`, `"3x4"`), for `goal`, from a seed.
#[wasm_bindgen(unchecked_return_type = "ParsedBoard")]
pub fn random_board(
    size: &str,
    seed: f64,
    #[wasm_bindgen(unchecked_param_type = "GoalInput | undefined")] goal: JsValue,
) -> Result<JsValue, JsValue> {
    let shape = core::parse_shape(size).map_err(throw)?;
    let goal = goal_for(&goal, shape)?;
    to_js(&Parsed::from(&core::random_solvable(
        shape,
        &goal,
        seed as u64,
    )))
}

/// The goal of `size` scrambled by `moves` random moves, from a seed.
#[wasm_bindgen(unchecked_return_type = "ParsedBoard")]
pub fn scramble(
    size: &str,
    moves: u32,
    seed: f64,
    #[wasm_bindgen(unchecked_param_type = "GoalInput | undefined")] goal: JsValue,
) -> Result<JsValue, JsValue> {
    let goal = goal_for(&goal, core::parse_shape(size).map_err(throw)?)?;
    to_js(&Parsed::from(&core::scramble(
        &goal,
        moves as usize,
        seed as u64,
    )))
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
                    let token = item.as_string().unwrap_or_else(|| format!("{item:?}"));
                    return Err(throw(core::Error::InvalidToken {
                        token,
                        index: i + 1,
                    }));
                }
            }
        }
        return parts.join(" ").parse().map_err(throw);
    }
    Err(type_error("board must be a string or an array of numbers"))
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
        serde_wasm_bindgen::from_value(v.clone())
            .map_err(|e| type_error(&format!("bad solve options: {e}")))?
    };
    let algorithm = raw
        .algorithm
        .as_deref()
        .map(str::parse::<Algorithm>)
        .transpose()
        .map_err(throw)?;
    let heuristic = raw
        .heuristic
        .as_deref()
        .map(str::parse::<Heuristic>)
        .transpose()
        .map_err(throw)?;
    let max_nodes = match raw.max_nodes {
        Some(n) if n >= 1.0 && n.is_finite() => Some(n as u64),
        Some(n) => {
            return Err(type_error(&format!(
                "maxNodes must be a positive number, not {n}"
            )));
        }
        None => None,
    };
    Ok(SolveOptions {
        algorithm,
        heuristic,
        goal: goal_from_js(&raw.goal)?,
        max_nodes,
    })
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
