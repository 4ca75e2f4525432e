//! A student's own heuristic: a small formula language (`manhattan + 2*conflicts`,
//! `sum(t: abs(row(t) - goal_row(t)))`, `if blank_row == 0 then hamming else manhattan`), read
//! and evaluated by this module alone (no `eval`, nothing run but what is written here), compiled
//! once to closures that evaluate a board without reading the text again, and checked against
//! the exact distances of every board of a small shape ([`fn@check`]).
//!
//! Names: `hamming` (misplaced tiles, the blank not counted), `manhattan`, `conflicts` (the pairs
//! in linear conflict as the standard heuristic counts them: `manhattan + 2*conflicts` is it),
//! `n` (cells), `rows`, `cols`, `blank_row`, `blank_col` (0-based); `row(t)`, `col(t)`,
//! `goal_row(t)`, `goal_col(t)` of a tile. Forms: `sum(t: e)` and `max(t: e)` over the tiles 1 to
//! n − 1, `max(a, b, …)`, `min(…)`, `abs(x)`, `+ - * /`, comparisons (1 or 0), `and`, `or`,
//! `not`, `if c then a else b`.
//!
//! A hostile formula is refused in words, never run long: over [`MAX_TEXT`] characters, nested
//! deeper than `parse::MAX_DEPTH`, or dearer than [`MAX_COST`] steps a board.

mod check;
mod parse;
mod race;
mod search;

pub use check::{
    CheckError, Counterexample, HeuristicCheck, Inconsistency, MAX_CHECKED_CELLS, NotANumber,
    SAMPLES, Undefined, check, check_sample, check_shape,
};
pub use race::{Course, Entrant, Lap, race};
pub use search::{solve, trace};

use crate::board::{BLANK, Board, Goal, Tile};
use crate::heuristic::{Estimator, Heuristic};
use parse::{Expr, Op, TileFn, Var};

/// The longest formula read.
pub const MAX_TEXT: usize = 2000;
/// The most steps one board's evaluation may take (a `sum` costs its body once per tile).
pub const MAX_COST: u64 = 2000;
/// The language's names, as an unknown name's error lists them (code: the same in every
/// language).
pub const NAMES: &str = "hamming, manhattan, conflicts, n, rows, cols, blank_row, blank_col; row, col, goal_row, goal_col, sum, max, min, abs";

/// What is wrong with a formula, and where (a character index, 0-based). Typed, not a sentence:
/// the page and the command line word it in the reader's language (`npuzzle-i18n`); its
/// `Display` is the English one.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct FormulaError {
    /// Where: the character it is about.
    pub at: usize,
    /// What.
    pub problem: Problem,
}

/// What is wrong.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Problem {
    /// Over [`MAX_TEXT`] characters.
    TooLong(usize),
    /// Nested deeper than the reader goes.
    TooDeep(usize),
    /// Something else stood where this was expected.
    Expected {
        /// What was expected.
        what: Want,
        /// What was there.
        found: Found,
    },
    /// A character the language has no use for.
    Unexpected(String),
    /// A number that does not read as one.
    BadNumber(String),
    /// A name the language does not know.
    UnknownName(String),
    /// A function given another number of arguments.
    Arguments {
        /// The function.
        name: String,
        /// How many it takes.
        want: usize,
        /// How many it was given.
        got: usize,
    },
    /// Dearer than [`MAX_COST`] steps a board on this shape.
    TooSlow(u64),
    /// A division by zero on some board.
    DivisionByZero,
    /// A tile number that is not one of the board's tiles (`row(0)`, `col(99)`).
    NoSuchTile(f64),
    /// The formula's value on a board is not a number (NaN, or infinite): a search cannot use
    /// it as an estimate.
    NotANumber(Undefined),
}

/// What the reader expected where it found something else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Want {
    /// An operator or the end (after a whole expression).
    OperatorOrEnd,
    /// A number, a name or `(`.
    Operand,
    /// `)`.
    Close,
    /// `,` or `)` (between a function's arguments).
    CommaOrClose,
    /// `(` after a function's name.
    Open,
    /// `then`.
    Then,
    /// `else`.
    Else,
    /// A tile's name and `:` (`sum(t: …)`).
    Binding,
}

impl Want {
    /// Its name, as the words' selects pick it.
    pub fn name(self) -> &'static str {
        match self {
            Want::OperatorOrEnd => "operator",
            Want::Operand => "operand",
            Want::Close => "close",
            Want::CommaOrClose => "comma",
            Want::Open => "open",
            Want::Then => "then",
            Want::Else => "else",
            Want::Binding => "binding",
        }
    }
}

impl std::fmt::Display for Want {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Want::OperatorOrEnd => "an operator or the end",
            Want::Operand => "a number, a name or “(”",
            Want::Close => "“)”",
            Want::CommaOrClose => "“,” or “)”",
            Want::Open => "“(” after the function's name",
            Want::Then => "“then”",
            Want::Else => "“else”",
            Want::Binding => "a tile's name and “:” (sum(t: …))",
        })
    }
}

/// What the reader found instead.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Found {
    /// A token, as typed.
    Text(String),
    /// The formula's end.
    End,
    /// Arguments (`sum(1, 2)`: `sum` takes a tile's name and `:`).
    Arguments,
}

impl Found {
    /// Its name, as the words' selects pick it.
    pub fn name(&self) -> &'static str {
        match self {
            Found::Text(_) => "text",
            Found::End => "end",
            Found::Arguments => "arguments",
        }
    }
}

impl std::fmt::Display for Found {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Found::Text(t) => f.write_str(&crate::printable(t)),
            Found::End => f.write_str("the end"),
            Found::Arguments => f.write_str("arguments"),
        }
    }
}

impl FormulaError {
    fn at(at: usize, problem: Problem) -> FormulaError {
        FormulaError { at, problem }
    }
}

impl std::fmt::Display for FormulaError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let at = self.at + 1;
        match &self.problem {
            Problem::TooLong(n) => {
                write!(f, "the formula is {n} characters long: at most {MAX_TEXT}")
            }
            Problem::TooDeep(d) => write!(f, "at character {at}: nested more than {d} deep"),
            Problem::Expected { what, found } => {
                write!(f, "at character {at}: expected {what}, found “{found}”")
            }
            Problem::Unexpected(c) => {
                // A direction override typed here would reverse the rest of the sentence.
                let c = crate::printable(c);
                write!(f, "at character {at}: “{c}” is not part of the language")
            }
            Problem::BadNumber(s) => write!(f, "at character {at}: “{s}” is not a number"),
            Problem::UnknownName(name) => write!(
                f,
                "at character {at}: unknown name “{name}” (the names are {NAMES})"
            ),
            Problem::Arguments { name, want, got } => write!(
                f,
                "at character {at}: {name} takes {want} argument, not {got}"
            ),
            Problem::TooSlow(cost) => write!(
                f,
                "the formula takes about {cost} steps a board: at most {MAX_COST}"
            ),
            Problem::DivisionByZero => write!(f, "at character {at}: division by zero"),
            Problem::NoSuchTile(t) => {
                // Printed without the float printer (kept out of the page's solver worker).
                let t = crate::print::trimmed(*t, 3);
                write!(f, "at character {at}: {t} is not a tile of the board")
            }
            Problem::NotANumber(u) => write!(f, "the value is {u}, not a number"),
        }
    }
}

impl std::error::Error for FormulaError {}

/// One board, as a formula reads it.
pub struct Env<'a> {
    cells: &'a [Tile],
    pos: Vec<usize>,
    goal_pos: &'a [usize],
    cols: usize,
    hamming: f64,
    manhattan: f64,
    conflicts: f64,
}

type Code = Box<dyn Fn(&Env, &mut Vec<f64>) -> Result<f64, FormulaError> + Send + Sync>;

/// A formula, read and compiled: evaluate it on a board with [`Formula::eval`].
pub struct Formula {
    code: Code,
    goal: Goal,
    goal_pos: Vec<usize>,
    manhattan: Estimator,
    linear_conflict: Estimator,
    uses: [bool; 3],
}

impl Formula {
    /// Reads and compiles `text` for boards reaching `goal`.
    pub fn new(text: &str, goal: &Goal) -> Result<Formula, FormulaError> {
        let length = text.chars().count();
        if length > MAX_TEXT {
            return Err(FormulaError::at(0, Problem::TooLong(length)));
        }
        let tree = parse::parse(text)?;
        let n = goal.board().cells().len() as u64;
        let cost = cost(&tree, n);
        if cost > MAX_COST {
            return Err(FormulaError::at(0, Problem::TooSlow(cost)));
        }
        let mut uses = [false; 3];
        let code = compile(&tree, &mut uses);
        let mut goal_pos = vec![0; goal.board().cells().len()];
        for (cell, &t) in goal.board().cells().iter().enumerate() {
            goal_pos[usize::from(t)] = cell;
        }
        Ok(Formula {
            code,
            goal: goal.clone(),
            goal_pos,
            manhattan: Estimator::new(Some(Heuristic::Manhattan), goal),
            linear_conflict: Estimator::new(Some(Heuristic::LinearConflict), goal),
            uses,
        })
    }

    /// The goal it was read for.
    pub fn goal(&self) -> &Goal {
        &self.goal
    }

    /// The formula's value on `board` (of the goal's shape): NaN or infinite where the arithmetic
    /// makes it so (infinity minus infinity, a number past 10^308), which [`fn@check`] reports as
    /// not a number on that board.
    pub fn eval(&self, board: &Board) -> Result<f64, FormulaError> {
        self.eval_cells(board.cells())
    }

    pub(crate) fn eval_cells(&self, cells: &[Tile]) -> Result<f64, FormulaError> {
        let mut pos = vec![0; cells.len()];
        for (cell, &t) in cells.iter().enumerate() {
            pos[usize::from(t)] = cell;
        }
        let manhattan = if self.uses[1] || self.uses[2] {
            f64::from(self.manhattan.estimate(cells))
        } else {
            0.0
        };
        let env = Env {
            cells,
            pos,
            goal_pos: &self.goal_pos,
            cols: self.goal.board().shape().cols(),
            hamming: if self.uses[0] {
                cells
                    .iter()
                    .zip(self.goal.board().cells())
                    .filter(|&(&c, &g)| c != BLANK && c != g)
                    .count() as f64
            } else {
                0.0
            },
            manhattan,
            conflicts: if self.uses[2] {
                (f64::from(self.linear_conflict.estimate(cells)) - manhattan) / 2.0
            } else {
                0.0
            },
        };
        (self.code)(&env, &mut Vec::new())
    }
}

/// Steps one board's evaluation takes, at most (a `sum` or `max` over the tiles, its body once
/// per tile).
fn cost(e: &Expr, n: u64) -> u64 {
    let c = |e: &Expr| cost(e, n);
    match e {
        Expr::Num(_) | Expr::Var(_) | Expr::Bound(_) => 1,
        Expr::Tile(_, a, _) | Expr::Abs(a) | Expr::Neg(a) | Expr::Not(a) => 1 + c(a),
        Expr::Bin(_, a, b, _) => 1 + c(a) + c(b),
        Expr::If(a, b, d) => 1 + c(a) + c(b).max(c(d)),
        Expr::Over(_, body) => 1 + (n - 1).saturating_mul(c(body)),
        Expr::Pick(_, args) => args.iter().map(c).fold(1, u64::saturating_add),
    }
}

/// The larger of two values (`max`), else the smaller; NaN if either is, so that a value that is
/// not a number is not passed over (`f64::max` would drop it).
fn larger(max: bool, a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if max {
        a.max(b)
    } else {
        a.min(b)
    }
}

fn truth(x: f64) -> f64 {
    if x != 0.0 { 1.0 } else { 0.0 }
}

/// The tree as closures: read once, evaluated without the text (`uses`: hamming, manhattan,
/// conflicts, which the board's reading then works out).
fn compile(e: &Expr, uses: &mut [bool; 3]) -> Code {
    match e {
        Expr::Num(x) => {
            let x = *x;
            Box::new(move |_, _| Ok(x))
        }
        Expr::Var(v) => compile_var(*v, uses),
        Expr::Bound(depth) => {
            let depth = *depth;
            Box::new(move |_, stack| Ok(stack[stack.len() - 1 - depth]))
        }
        Expr::Tile(f, a, at) => compile_tile(*f, compile(a, uses), *at),
        Expr::Abs(a) => {
            let a = compile(a, uses);
            Box::new(move |env, s| Ok(a(env, s)?.abs()))
        }
        Expr::Neg(a) => {
            let a = compile(a, uses);
            Box::new(move |env, s| Ok(-a(env, s)?))
        }
        Expr::Not(a) => {
            let a = compile(a, uses);
            Box::new(move |env, s| Ok(1.0 - truth(a(env, s)?)))
        }
        Expr::Bin(op, a, b, at) => compile_bin(*op, compile(a, uses), compile(b, uses), *at),
        Expr::If(c, a, b) => {
            let (c, a, b) = (compile(c, uses), compile(a, uses), compile(b, uses));
            Box::new(move |env, s| {
                if c(env, s)? != 0.0 {
                    a(env, s)
                } else {
                    b(env, s)
                }
            })
        }
        Expr::Over(sum, body) => compile_over(*sum, compile(body, uses)),
        Expr::Pick(max, args) => {
            compile_pick(*max, args.iter().map(|a| compile(a, uses)).collect())
        }
    }
}

/// A variable's value; `uses` marks the estimates it needs.
fn compile_var(v: Var, uses: &mut [bool; 3]) -> Code {
    match v {
        Var::Hamming => uses[0] = true,
        Var::Manhattan => uses[1] = true,
        Var::Conflicts => uses[2] = true,
        _ => {}
    }
    Box::new(move |env, _| {
        let blank = env.pos[usize::from(BLANK)];
        Ok(match v {
            Var::Hamming => env.hamming,
            Var::Manhattan => env.manhattan,
            Var::Conflicts => env.conflicts,
            Var::N => env.cells.len() as f64,
            Var::Rows => (env.cells.len() / env.cols) as f64,
            Var::Cols => env.cols as f64,
            Var::BlankRow => (blank / env.cols) as f64,
            Var::BlankCol => (blank % env.cols) as f64,
        })
    })
}

/// `row(t)` and its kin: where tile `t` (`a`'s value) is, or belongs; `at_char` names its place.
fn compile_tile(f: TileFn, a: Code, at_char: usize) -> Code {
    Box::new(move |env, stack| {
        let t = a(env, stack)?;
        let n = env.cells.len();
        if t.fract() != 0.0 || t < 1.0 || t >= n as f64 {
            return Err(FormulaError::at(at_char, Problem::NoSuchTile(t)));
        }
        let t = t as usize;
        let (at, cols) = (
            match f {
                TileFn::Row | TileFn::Col => env.pos[t],
                TileFn::GoalRow | TileFn::GoalCol => env.goal_pos[t],
            },
            env.cols,
        );
        Ok(match f {
            TileFn::Row | TileFn::GoalRow => (at / cols) as f64,
            TileFn::Col | TileFn::GoalCol => (at % cols) as f64,
        })
    })
}

/// A binary operation; `at` names a division's place.
fn compile_bin(op: Op, a: Code, b: Code, at: usize) -> Code {
    Box::new(move |env, s| {
        let x = a(env, s)?;
        // `and` and `or` read their right side only when it decides.
        match op {
            Op::And if x == 0.0 => return Ok(0.0),
            Op::Or if x != 0.0 => return Ok(1.0),
            _ => {}
        }
        let y = b(env, s)?;
        let bool = |c: bool| if c { 1.0 } else { 0.0 };
        Ok(match op {
            Op::Add => x + y,
            Op::Sub => x - y,
            Op::Mul => x * y,
            Op::Div if y == 0.0 => {
                return Err(FormulaError::at(at, Problem::DivisionByZero));
            }
            Op::Div => x / y,
            Op::Lt => bool(x < y),
            Op::Le => bool(x <= y),
            Op::Gt => bool(x > y),
            Op::Ge => bool(x >= y),
            Op::Eq => bool(x == y),
            Op::Ne => bool(x != y),
            Op::And | Op::Or => truth(y),
        })
    })
}

/// `sum(t: body)` or `max(t: body)` over the tiles.
fn compile_over(sum: bool, body: Code) -> Code {
    Box::new(move |env, stack| {
        // A value that is not a number (an infinite term, NaN) stays so: never read as 0.
        let mut acc: Option<f64> = None;
        for t in 1..env.cells.len() {
            stack.push(t as f64);
            let v = body(env, stack);
            stack.pop();
            let v = v?;
            acc = Some(match acc {
                None => v,
                Some(a) if sum => a + v,
                Some(a) => larger(true, a, v),
            });
        }
        Ok(acc.unwrap_or(0.0))
    })
}

/// `max(…)` or `min(…)` of the arguments.
fn compile_pick(max: bool, args: Vec<Code>) -> Code {
    Box::new(move |env, s| {
        let mut best: Option<f64> = None;
        for a in &args {
            let v = a(env, s)?;
            best = Some(best.map_or(v, |b| larger(max, b, v)));
        }
        Ok(best.unwrap_or(0.0))
    })
}

#[cfg(test)]
mod tests;
