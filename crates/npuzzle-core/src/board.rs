//! Boards of any R×C size, the moves between them, and goals.

use crate::error::{Error, Pos};
use std::fmt;

/// A tile number; `0` is the blank.
pub type Tile = u16;
/// The blank cell's value.
pub const BLANK: Tile = 0;
/// The smallest side a board may have.
pub const MIN_SIDE: usize = 2;
/// The largest side a board may have (tiles must fit a [`Tile`], and boards stay drawable).
pub const MAX_SIDE: usize = 64;

/// A board's size: rows × columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    rows: usize,
    cols: usize,
}

impl Shape {
    /// A size, checked against [`MIN_SIDE`] and [`MAX_SIDE`].
    pub fn new(rows: usize, cols: usize) -> Result<Shape, Error> {
        if rows < MIN_SIDE || cols < MIN_SIDE {
            return Err(Error::TooSmall {
                rows,
                cols,
                min: MIN_SIDE,
            });
        }
        if rows > MAX_SIDE || cols > MAX_SIDE {
            return Err(Error::TooLarge {
                rows,
                cols,
                max: MAX_SIDE,
            });
        }
        Ok(Shape { rows, cols })
    }

    /// Number of rows.
    pub fn rows(self) -> usize {
        self.rows
    }

    /// Number of columns.
    pub fn cols(self) -> usize {
        self.cols
    }

    /// Number of cells, blank included.
    pub fn cells(self) -> usize {
        self.rows * self.cols
    }

    /// Row of a cell index (row-major).
    #[inline]
    pub fn row(self, index: usize) -> usize {
        index / self.cols
    }

    /// Column of a cell index (row-major).
    #[inline]
    pub fn col(self, index: usize) -> usize {
        index % self.cols
    }

    /// The 1-based position of a cell index, for messages.
    pub fn pos(self, index: usize) -> Pos {
        Pos {
            row: self.row(index) + 1,
            col: self.col(index) + 1,
        }
    }

    /// Where the blank lands when it moves `m` from `blank`, if that stays on the board.
    #[inline]
    pub fn target(self, blank: usize, m: Move) -> Option<usize> {
        match m {
            Move::Up => blank.checked_sub(self.cols),
            Move::Down => Some(blank + self.cols).filter(|&t| t < self.cells()),
            Move::Left => (self.col(blank) > 0).then(|| blank - 1),
            Move::Right => (self.col(blank) + 1 < self.cols).then(|| blank + 1),
        }
    }

    /// Manhattan distance between two cells.
    #[inline]
    pub fn distance(self, a: usize, b: usize) -> usize {
        self.row(a).abs_diff(self.row(b)) + self.col(a).abs_diff(self.col(b))
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}×{}", self.rows, self.cols)
    }
}

/// A move, named by the direction the blank moves (the tile moves the opposite way).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Move {
    /// The blank moves up (the tile above it slides down).
    Up,
    /// The blank moves down.
    Down,
    /// The blank moves left.
    Left,
    /// The blank moves right.
    Right,
}

impl Move {
    /// All four moves, in the order searches try them.
    pub const ALL: [Move; 4] = [Move::Up, Move::Down, Move::Left, Move::Right];

    /// The move that undoes this one.
    #[inline]
    pub fn opposite(self) -> Move {
        match self {
            Move::Up => Move::Down,
            Move::Down => Move::Up,
            Move::Left => Move::Right,
            Move::Right => Move::Left,
        }
    }

    /// The lowercase name used in JSON and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Move::Up => "up",
            Move::Down => "down",
            Move::Left => "left",
            Move::Right => "right",
        }
    }

    /// An arrow showing which way the blank goes.
    pub fn arrow(self) -> char {
        match self {
            Move::Up => '↑',
            Move::Down => '↓',
            Move::Left => '←',
            Move::Right => '→',
        }
    }

    pub(crate) fn index(self) -> u8 {
        self as u8
    }

    pub(crate) fn from_index(i: u8) -> Move {
        Move::ALL[usize::from(i & 3)]
    }
}

/// A valid board: every tile `1..R·C` exactly once and one blank. In serde it is
/// `{rows, cols, cells}` (row-major, `0` = blank), checked when read as [`Board::new`] checks.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "BoardData", into = "BoardData")]
pub struct Board {
    shape: Shape,
    cells: Vec<Tile>,
    blank: usize,
}

/// A board as serde carries it.
#[derive(serde::Serialize, serde::Deserialize)]
struct BoardData {
    rows: usize,
    cols: usize,
    cells: Vec<Tile>,
}

impl TryFrom<BoardData> for Board {
    type Error = Error;
    fn try_from(d: BoardData) -> Result<Board, Error> {
        Board::new(Shape::new(d.rows, d.cols)?, d.cells)
    }
}

impl From<Board> for BoardData {
    fn from(b: Board) -> BoardData {
        BoardData {
            rows: b.shape.rows,
            cols: b.shape.cols,
            cells: b.cells,
        }
    }
}

impl Board {
    /// A board from row-major cells (`0` = blank), checked: one blank, each tile once, none out of range.
    pub fn new(shape: Shape, cells: Vec<Tile>) -> Result<Board, Error> {
        let values: Vec<u64> = cells.iter().map(|&t| u64::from(t)).collect();
        Board::from_values(shape, &values)
    }

    /// As [`Board::new`], from wide numbers as they were read, so that no value is cut short.
    pub(crate) fn from_values(shape: Shape, values: &[u64]) -> Result<Board, Error> {
        let n = shape.cells();
        if values.len() != n {
            return Err(Error::WrongTileCount {
                rows: shape.rows,
                cols: shape.cols,
                expected: n,
                found: values.len(),
            });
        }
        // A board with no blank is the likeliest slip (e.g. tiles 1..9 typed for a 3×3): say that first.
        if !values.contains(&0) {
            return Err(Error::NoBlank);
        }
        // seen[tile] = index where the tile was first found.
        let mut seen: Vec<Option<usize>> = vec![None; n];
        for (i, &v) in values.iter().enumerate() {
            if v >= n as u64 {
                return Err(Error::OutOfRange {
                    tile: v,
                    at: shape.pos(i),
                    max: n - 1,
                });
            }
            let slot = &mut seen[v as usize];
            if let Some(first) = *slot {
                return Err(if v == 0 {
                    Error::TwoBlanks {
                        first: shape.pos(first),
                        second: shape.pos(i),
                    }
                } else {
                    Error::Duplicate {
                        tile: v as Tile,
                        first: shape.pos(first),
                        second: shape.pos(i),
                    }
                });
            }
            *slot = Some(i);
        }
        let blank = values.iter().position(|&v| v == 0).unwrap_or_default();
        Ok(Board {
            shape,
            cells: values.iter().map(|&v| v as Tile).collect(),
            blank,
        })
    }

    /// The goal with the blank last: `1 2 3 / 4 5 6 / 7 8 _`.
    pub fn blank_last(shape: Shape) -> Board {
        let n = shape.cells();
        let cells = (1..n as Tile).chain([BLANK]).collect();
        Board {
            shape,
            cells,
            blank: n - 1,
        }
    }

    /// The goal with the blank first: `_ 1 2 / 3 4 5 / 6 7 8`.
    pub fn blank_first(shape: Shape) -> Board {
        let n = shape.cells();
        Board {
            shape,
            cells: (0..n as Tile).collect(),
            blank: 0,
        }
    }

    /// The board's size.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Row-major cells, `0` = blank.
    pub fn cells(&self) -> &[Tile] {
        &self.cells
    }

    /// Index of the blank cell.
    pub fn blank(&self) -> usize {
        self.blank
    }

    /// The tile at a row and column (0-based).
    pub fn get(&self, row: usize, col: usize) -> Tile {
        self.cells[row * self.shape.cols + col]
    }

    /// Moves the blank; returns the tile that slid, or `None` (board unchanged) at the edge.
    pub fn apply(&mut self, m: Move) -> Option<Tile> {
        let t = self.shape.target(self.blank, m)?;
        let tile = self.cells[t];
        self.cells.swap(self.blank, t);
        self.blank = t;
        Some(tile)
    }

    /// The board after a move, if the move is legal.
    pub fn moved(&self, m: Move) -> Option<Board> {
        let mut b = self.clone();
        b.apply(m).map(|_| b)
    }

    /// The move that slides the tile at `index` into the blank, if it is beside the blank.
    pub fn move_for_cell(&self, index: usize) -> Option<Move> {
        Move::ALL
            .into_iter()
            .find(|&m| self.shape.target(self.blank, m) == Some(index))
    }

    /// The moves legal from here.
    pub fn legal_moves(&self) -> impl Iterator<Item = Move> + '_ {
        Move::ALL
            .into_iter()
            .filter(|&m| self.shape.target(self.blank, m).is_some())
    }

    /// The assignment format: the size (`N`, or `R C` when not square), then the grid with `0` as blank.
    pub fn to_assignment(&self) -> String {
        let mut out = if self.shape.rows == self.shape.cols {
            format!("{}\n", self.shape.rows)
        } else {
            format!("{} {}\n", self.shape.rows, self.shape.cols)
        };
        out.push_str(&self.grid("0"));
        out
    }

    /// One line, row-major, `0` for the blank: `1 2 3 4 5 6 7 8 0`.
    pub fn to_flat(&self) -> String {
        self.cells
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The board on one line, rows apart by " / " and `_` for the blank (`5 6 7 / 3 _ 8 / 2 1 4`),
    /// as a sentence quotes it and the board parser reads it back.
    pub fn to_line(&self) -> String {
        line(&self.cells, self.shape.cols)
    }

    /// The grid, columns aligned, with `blank` written for the blank and a newline after each row.
    /// Written digit by digit into one string: a 64×64's (4,095 numbers) through `format!` and
    /// a string per number took 8 ms of the page's main thread in wasm.
    pub fn grid(&self, blank: &str) -> String {
        let blank_width = blank.chars().count();
        let width = decimal_digits(self.shape.cells() - 1).max(blank_width);
        let mut out = String::with_capacity(self.cells.len() * (width + 1));
        for row in self.cells.chunks(self.shape.cols) {
            let start = out.len();
            for (j, &t) in row.iter().enumerate() {
                if j > 0 {
                    out.push(' ');
                }
                let shown = if t == BLANK {
                    blank_width
                } else {
                    decimal_digits(usize::from(t))
                };
                out.extend(std::iter::repeat_n(' ', width.saturating_sub(shown)));
                if t == BLANK {
                    out.push_str(blank);
                } else {
                    push_decimal(&mut out, t);
                }
            }
            let kept = out[start..].trim_end().len();
            out.truncate(start + kept);
            out.push('\n');
        }
        out
    }
}

/// How many digits `n` has in decimal.
fn decimal_digits(n: usize) -> usize {
    n.checked_ilog10().map_or(1, |d| d as usize + 1)
}

// `push_decimal`'s five digits hold any tile.
const _: () = assert!(Tile::MAX as u32 <= 99_999);

/// `n` in decimal, at the end of `out`.
fn push_decimal(out: &mut String, n: Tile) {
    let mut digits = [0u8; 5];
    let (mut n, mut i) = (n, digits.len());
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend(digits[i..].iter().map(|&d| char::from(d)));
}

/// `cells` on one line, `cols` to a row: see [`Board::to_line`].
pub fn line(cells: &[Tile], cols: usize) -> String {
    let rows: Vec<String> = cells
        .chunks(cols.max(1))
        .map(|row| {
            let row: Vec<String> = row
                .iter()
                .map(|&t| {
                    if t == BLANK {
                        "_".into()
                    } else {
                        t.to_string()
                    }
                })
                .collect();
            row.join(" ")
        })
        .collect();
    rows.join(" / ")
}

/// The grid with `_` for the blank.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.grid("_"))
    }
}

/// The tile that slides at each move.
pub(crate) fn replay_tiles(start: &Board, moves: &[Move]) -> Vec<Tile> {
    let mut b = start.clone();
    moves
        .iter()
        .map(|&m| b.apply(m).expect("search engines return legal moves"))
        .collect()
}

/// The arrangement a search must reach, with each tile's place looked up in constant time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Goal {
    board: Board,
    // position[tile] = index of the tile's cell in the goal.
    position: Vec<u16>,
}

impl Goal {
    /// A goal from any valid board.
    pub fn new(board: Board) -> Goal {
        let mut position = vec![0u16; board.cells.len()];
        for (i, &t) in board.cells.iter().enumerate() {
            position[usize::from(t)] = i as u16;
        }
        Goal { board, position }
    }

    /// The goal board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Where `tile` sits in the goal.
    #[inline]
    pub fn position(&self, tile: Tile) -> usize {
        usize::from(self.position[usize::from(tile)])
    }

    /// Whether these cells are the goal.
    pub fn is_reached(&self, cells: &[Tile]) -> bool {
        cells == self.board.cells.as_slice()
    }
}

/// Which goal to use: a standard one for the board's size, or an explicit board.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum GoalSpec {
    /// `1 2 3 / 4 5 6 / 7 8 _` (the default).
    #[default]
    BlankLast,
    /// `_ 1 2 / 3 4 5 / 6 7 8`.
    BlankFirst,
    /// Any arrangement of the same size.
    Custom(Board),
}

impl GoalSpec {
    /// The goal for a board of this size; a custom goal of another size is an error.
    pub fn resolve(&self, shape: Shape) -> Result<Goal, Error> {
        Ok(Goal::new(match self {
            GoalSpec::BlankLast => Board::blank_last(shape),
            GoalSpec::BlankFirst => Board::blank_first(shape),
            GoalSpec::Custom(b) if b.shape() == shape => b.clone(),
            GoalSpec::Custom(b) => {
                return Err(Error::GoalMismatch {
                    rows: shape.rows,
                    cols: shape.cols,
                    goal_rows: b.shape().rows,
                    goal_cols: b.shape().cols,
                });
            }
        }))
    }
}

/// `end` / `last` / `blank-last`, `start` / `first` / `blank-first`, or a board in any form.
impl std::str::FromStr for GoalSpec {
    type Err = Error;

    fn from_str(s: &str) -> Result<GoalSpec, Error> {
        match s.trim().to_ascii_lowercase().as_str() {
            "end" | "last" | "blank-last" => Ok(GoalSpec::BlankLast),
            "start" | "first" | "blank-first" => Ok(GoalSpec::BlankFirst),
            _ => Ok(GoalSpec::Custom(s.parse()?)),
        }
    }
}
