//! Reading boards from text: forgiving in form, strict in content.
//!
//! Accepted forms (mixable):
//! - the assignment format: `N`, then the N×N grid (`3 / 0 1 3 / 4 2 5 / 7 8 6`);
//! - a rectangular header: `R C`, then the grid;
//! - rows on separate lines or separated by `/` (any R×C, size read off the rows);
//! - a flat list whose length is a square (`8 7 6 5 4 3 2 1 0`);
//! - commas, semicolons and brackets as separators, so `(8 7 6 5 4 3 2 1 nil)` and `[1, 2, 0, 3]` work;
//! - the blank as `0`, `_`, `.` or `nil`;
//! - digits of any script (`٨ ٦ ٧`, `۸ ۶ ۷`, `８ ６ ７`) and the Arabic and full-width commas.

use crate::board::{Board, Shape};
use crate::error::Error;

/// The longest text [`parse_board`] reads (1 MiB), as the CLI reads at most that of a file.
pub const MAX_BOARD_TEXT: usize = 1 << 20;

/// Reads one board in any accepted form.
///
/// # Example
/// ```
/// let b = npuzzle_core::parse_board("3\n0 1 3\n4 2 5\n7 8 6").unwrap();
/// assert_eq!(b.to_flat(), "0 1 3 4 2 5 7 8 6");
/// assert_eq!(npuzzle_core::parse_board("(1 2 3 4 5 6 7 8 nil)").unwrap().blank(), 8);
/// ```
pub fn parse_board(text: &str) -> Result<Board, Error> {
    // Refused before any work: the largest board (64×64) written generously is under 30 KB.
    if text.len() > MAX_BOARD_TEXT {
        return Err(Error::TextTooLong {
            bytes: text.len(),
            max: MAX_BOARD_TEXT,
        });
    }
    let rows = tokenize(text)?;
    let total: usize = rows.iter().map(Vec::len).sum();
    if total == 0 {
        return Err(Error::Empty);
    }
    let flat: Vec<u64> = rows.iter().flatten().map(|t| t.unwrap_or(0)).collect();
    if rows.len() > 1 {
        several_lines(&rows, &flat, total)
    } else {
        one_line(&rows, &flat, total)
    }
}

/// The first row as a size line of `k` numbers (written as numbers, not blanks), if it is one.
fn header(rows: &[Vec<Option<u64>>], k: usize) -> Option<Vec<u64>> {
    let first = &rows[0];
    let h: Option<Vec<u64>> = first.get(..k)?.iter().copied().collect();
    h.filter(|_| first.len() == k || rows.len() == 1)
}

/// [`parse_board`] on text of more than one row: a size line over a grid, or a grid alone.
fn several_lines(rows: &[Vec<Option<u64>>], flat: &[u64], total: usize) -> Result<Board, Error> {
    // A first row of one number can only be the assignment's `N`.
    if let Some([n]) = header(rows, 1).as_deref() {
        return under_size_line(*n, *n, &rows[1..], &flat[1..]);
    }
    // A first row of two numbers may be an `R C` size line, or a board's first row.
    if let Some([r, c]) = header(rows, 2).as_deref() {
        let rest = &rows[1..];
        let as_size = under_size_line(*r, *c, rest, &flat[2..]);
        if as_size.is_ok() && r.saturating_mul(*c) == (total - 2) as u64 {
            return as_size;
        }
        let as_grid = grid(rows, flat);
        if as_grid.is_ok() {
            return as_grid;
        }
        // Neither reading works: name the size line's problem when the rest is laid out as a
        // valid size says (`2 3` over rows of 3, or over 2 rows) or when it cannot be a size
        // (`2 0`); otherwise the grid's. A size of 2 columns looks like a first row of 2.
        let fits = Shape::new(*r as usize, *c as usize).is_ok()
            && *c != 2
            && (rest.iter().all(|row| row.len() as u64 == *c) || rest.len() as u64 == *r);
        if fits || *r == 0 || *c == 0 {
            return as_size;
        }
        return as_grid;
    }
    grid(rows, flat)
}

/// [`parse_board`] on text of one row: a square list, or a size and the tiles on the same line.
fn one_line(rows: &[Vec<Option<u64>>], flat: &[u64], total: usize) -> Result<Board, Error> {
    // A size with no tiles after it (`3`): say what the size needs, or that no board is that
    // large (never a side's square, which would overflow).
    if let [n] = flat[..]
        && n > crate::board::MAX_SIDE as u64
    {
        return Err(Error::SideTooLarge {
            side: n,
            max: crate::board::MAX_SIDE,
        });
    }
    if let [n] = flat[..]
        && n >= crate::board::MIN_SIDE as u64
    {
        let side = usize::try_from(n).unwrap_or(usize::MAX);
        return Err(Error::WrongTileCount {
            rows: side,
            cols: side,
            expected: side.saturating_mul(side),
            found: 0,
        });
    }

    let side = exact_sqrt(total);
    let mut attempts = Vec::new();
    if let Some(s) = side {
        attempts.push(sized(s as u64, s as u64, flat));
    }
    if let Some([n]) = header(rows, 1).as_deref()
        && n.checked_mul(*n) == Some((total - 1) as u64)
    {
        attempts.push(sized(*n, *n, &flat[1..]));
    }
    if let Some([r, c]) = header(rows, 2).as_deref()
        && total >= 2
        && r.checked_mul(*c) == Some((total - 2) as u64)
    {
        attempts.push(sized(*r, *c, &flat[2..]));
    }
    if attempts.is_empty() {
        return Err(
            one_short(flat, exact_sqrt(total + 1)).unwrap_or(Error::NotSquare { count: total })
        );
    }
    // Prefer the first reading that gives a valid board; otherwise report the likeliest one's error.
    let first_err = attempts.iter().find_map(|a| a.as_ref().err().cloned());
    attempts
        .into_iter()
        .find(Result::is_ok)
        .unwrap_or_else(|| Err(first_err.unwrap_or(Error::Empty)))
}

/// Reads a board size: `4` (square), `3x4`, `3×4` or `3 4`.
pub fn parse_shape(text: &str) -> Result<Shape, Error> {
    let text = crate::fold_digits(text);
    let parts: Vec<&str> = text
        .split(|c: char| {
            c == 'x' || c == 'X' || c == '×' || c == '*' || c.is_whitespace() || c == ','
        })
        .filter(|s| !s.is_empty())
        .collect();
    let num = |(i, s): (usize, &&str)| {
        s.parse::<usize>().map_err(|_| Error::InvalidToken {
            token: s.to_string(),
            index: i + 1,
        })
    };
    let nums: Vec<usize> = parts
        .iter()
        .enumerate()
        .map(num)
        .collect::<Result<_, _>>()?;
    match nums[..] {
        [n] => Shape::new(n, n),
        [r, c] => Shape::new(r, c),
        [] => Err(Error::Empty),
        _ => Err(Error::InvalidToken {
            token: text.trim().to_string(),
            index: 1,
        }),
    }
}

/// Rows of tokens; `None` is a blank written as a word (`_`, `.`, `nil`). Lines end at `\n`, a
/// lone `\r` (old Mac files) or `/`; a leading byte order mark is skipped; brackets must pair up.
fn tokenize(text: &str) -> Result<Vec<Vec<Option<u64>>>, Error> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let mut rows = Vec::new();
    let mut index = 0;
    // Open brackets, with the item each came before.
    let mut open: Vec<(char, usize)> = Vec::new();
    for line in text.split(['\n', '\r', '/']) {
        let mut row = Vec::new();
        let mut rest = line;
        while !rest.is_empty() {
            let end = rest.find(is_separator).unwrap_or(rest.len());
            let (word, tail) = rest.split_at(end);
            if !word.is_empty() {
                index += 1;
                row.push(token(word, index)?);
            }
            let mut chars = tail.chars();
            if let Some(sep) = chars.next() {
                match_bracket(sep, index, &mut open)?;
            }
            rest = chars.as_str();
        }
        if !row.is_empty() {
            rows.push(row);
        }
    }
    if let Some(&(bracket, before)) = open.last() {
        return Err(Error::Unbalanced {
            bracket,
            index: before + 1,
        });
    }
    Ok(rows)
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || ",;()[]{}\u{060C}\u{061B}\u{3001}\u{FF0C}".contains(c)
}

/// One word as a tile number or a blank.
fn token(word: &str, index: usize) -> Result<Option<u64>, Error> {
    let folded = crate::fold_digits(word);
    let word = folded.as_ref();
    if word.bytes().all(|b| b.is_ascii_digit()) {
        // Absurdly long numbers saturate and are then reported as out of range.
        return Ok(Some(word.parse::<u64>().unwrap_or(u64::MAX)));
    }
    if matches!(word, "_" | ".") || word.eq_ignore_ascii_case("nil") {
        return Ok(None);
    }
    if let Some(c) = word.chars().find(|&c| crate::error::is_hidden(c)) {
        return Err(Error::HiddenCharacter {
            code_point: c as u32,
            index,
        });
    }
    let token: String = word.chars().take(20).collect();
    Err(Error::InvalidToken { token, index })
}

/// Keeps brackets paired: an opening one is pushed, a closing one must match the last opened.
fn match_bracket(c: char, index: usize, open: &mut Vec<(char, usize)>) -> Result<(), Error> {
    let partner = match c {
        '(' | '[' | '{' => {
            open.push((c, index));
            return Ok(());
        }
        ')' => '(',
        ']' => '[',
        '}' => '{',
        _ => return Ok(()),
    };
    match open.pop() {
        Some((o, _)) if o == partner => Ok(()),
        Some((o, before)) => Err(Error::Unbalanced {
            bracket: o,
            index: before + 1,
        }),
        None => Err(Error::Unbalanced { bracket: c, index }),
    }
}

/// Tiles under a size line (`N`, or `R C`): in rows of the size's width, or all on one line.
fn under_size_line(
    rows: u64,
    cols: u64,
    lines: &[Vec<Option<u64>>],
    values: &[u64],
) -> Result<Board, Error> {
    let clamp = |v: u64| usize::try_from(v).unwrap_or(usize::MAX);
    let shape = Shape::new(clamp(rows), clamp(cols))?;
    if let Some(missing) = missing_tile(values, shape.cells()) {
        return Err(missing);
    }
    if lines.len() > 1
        && let Some((i, row)) = lines
            .iter()
            .enumerate()
            .find(|(_, row)| row.len() != shape.cols())
    {
        return Err(Error::RowWidth {
            row: i + 1,
            expected: shape.cols(),
            found: row.len(),
        });
    }
    Board::from_values(shape, values)
}

/// The board of a given size from its tiles, or why not.
fn sized(rows: u64, cols: u64, values: &[u64]) -> Result<Board, Error> {
    let clamp = |v: u64| usize::try_from(v).unwrap_or(usize::MAX);
    let shape = Shape::new(clamp(rows), clamp(cols))?;
    if let Some(missing) = missing_tile(values, shape.cells()) {
        return Err(missing);
    }
    Board::from_values(shape, values)
}

/// Rows given line by line (or with `/`): every row must be as long as the first.
fn grid(rows: &[Vec<Option<u64>>], flat: &[u64]) -> Result<Board, Error> {
    let width = rows[0].len();
    let short_last = rows.len() > 1 && rows[rows.len() - 1].len() + 1 == width;
    for (i, row) in rows.iter().enumerate() {
        if row.len() != width {
            if short_last && i == rows.len() - 1 {
                // The last row one short of the rest: name the tile that is not there.
                let n = rows.len() * width;
                if let Some(e) = missing_tile(flat, n) {
                    return Err(e);
                }
            }
            return Err(Error::RaggedRows {
                row: i + 1,
                expected: width,
                found: row.len(),
            });
        }
    }
    sized(rows.len() as u64, width as u64, flat)
}

/// If `values` are a square board's tiles but one, the error naming that tile.
fn one_short(values: &[u64], side: Option<usize>) -> Option<Error> {
    let side = side.filter(|&s| s >= 2)?;
    missing_tile(values, side * side)
}

/// `Missing` when `values` are `n - 1` distinct numbers below `n` (so exactly one is absent).
fn missing_tile(values: &[u64], n: usize) -> Option<Error> {
    if values.len() + 1 != n {
        return None;
    }
    let mut seen = vec![false; n];
    for &v in values {
        let slot = seen.get_mut(usize::try_from(v).ok()?)?;
        if *slot {
            return None;
        }
        *slot = true;
    }
    // The blank missing is reported as such.
    match seen.iter().position(|s| !s)? {
        0 => Some(Error::NoBlank),
        t => Some(Error::Missing { tile: t as u16 }),
    }
}

fn exact_sqrt(n: usize) -> Option<usize> {
    let s = (n as f64).sqrt().round() as usize;
    (s * s == n).then_some(s)
}

// Here rather than in `board.rs`, which this module's parser builds on.
impl std::str::FromStr for Board {
    type Err = Error;

    fn from_str(s: &str) -> Result<Board, Error> {
        parse_board(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flat(s: &str) -> String {
        parse_board(s)
            .map(|b| format!("{} {}", b.shape(), b.to_flat()))
            .unwrap_or_else(|e| e.code().into())
    }

    #[test]
    fn accepted_forms() {
        let eight = "3×3 0 1 3 4 2 5 7 8 6";
        assert_eq!(flat("3\n0 1 3\n4 2 5\n7 8 6\n"), eight);
        assert_eq!(flat("3 / 0 1 3 / 4 2 5 / 7 8 6"), eight);
        assert_eq!(flat("3 0 1 3 4 2 5 7 8 6"), eight);
        assert_eq!(flat("0 1 3 4 2 5 7 8 6"), eight);
        assert_eq!(flat("_ 1 3 / 4 2 5 / 7 8 6"), eight);
        assert_eq!(flat(". 1 3, 4 2 5, 7 8 6"), eight);
        assert_eq!(flat("(nil 1 3 4 2 5 7 8 6)"), eight);
        assert_eq!(flat("((NIL 1 3) (4 2 5) (7 8 6))"), eight);
        assert_eq!(flat("[0,1,3,4,2,5,7,8,6]"), eight);
        assert_eq!(flat("\r\n0\t1 3\r\n4 2 5\r\n7 8 6\r\n"), eight);
        assert_eq!(flat("2 3\n1 2 3\n4 5 0"), "2×3 1 2 3 4 5 0");
        assert_eq!(flat("2 3 1 2 3 4 5 0"), "2×3 1 2 3 4 5 0");
        assert_eq!(flat("1 2 3 4 / 5 6 7 0"), "2×4 1 2 3 4 5 6 7 0");
        assert_eq!(flat("1 2\n3 0"), "2×2 1 2 3 0");
        // 16 numbers starting `2 7` read as a 4×4, not as a 2×7 header.
        assert_eq!(
            flat("2 7 1 3 4 5 6 8 9 10 11 12 13 14 15 0"),
            "4×4 2 7 1 3 4 5 6 8 9 10 11 12 13 14 15 0"
        );
    }

    #[test]
    fn error_kinds() {
        assert_eq!(flat(""), "empty");
        assert_eq!(flat(" \n / ,"), "empty");
        assert_eq!(flat("1 2 3 4 five 6 7 8 0"), "invalid-token");
        assert_eq!(flat("1 2 3 4 5 6 7 8 9 10"), "not-square");
        assert_eq!(flat("1 2 3\n4 5\n6 7 8 0"), "ragged-rows");
        assert_eq!(flat("3\n1 2 3\n4 5 6"), "wrong-tile-count");
        assert_eq!(flat("2 3\n1 2 3\n4 5 6 7 0"), "ragged-rows");
        assert_eq!(flat("1 2 3 4 5 6 7 8 9"), "no-blank");
        assert_eq!(flat("1 2 3 4 0 6 7 8 0"), "two-blanks");
        assert_eq!(flat("1 2 3 4 5 6 7 9 0"), "out-of-range");
        assert_eq!(flat("1 2 3 4 5 6 7 7 0"), "duplicate");
        assert_eq!(flat("1 2 3 4 5 6 7 0"), "missing");
        assert_eq!(flat("1 2 3\n4 5 6\n7 0"), "missing");
        assert_eq!(flat("3\n1 2 3\n4 5 6\n8 0"), "missing");
        assert_eq!(flat("1\n0"), "too-small");
        assert_eq!(flat("0"), "too-small");
        assert_eq!(flat("1000\n0"), "too-large");
        assert_eq!(flat("99999999999999999999999 1 2 0"), "out-of-range");
    }

    #[test]
    fn messages_name_the_place() {
        let e = parse_board("1 2 3 / 4 5 6 / 7 7 0").unwrap_err();
        assert_eq!(
            e.to_string(),
            "tile 7 appears twice, at row 3, column 1 and at row 3, column 2"
        );
        let e = parse_board("1 2 3 / 4 x 6 / 7 8 0").unwrap_err();
        assert_eq!(
            e.to_string(),
            "`x` (item 5) is not a tile number or a blank (0, _, . or nil)"
        );
    }

    /// The misleading messages of issue 11, each with the message it gives now.
    #[test]
    fn messages_say_what_is_wrong() {
        let msg = |s: &str| {
            parse_board(s)
                .map(|b| b.to_flat())
                .unwrap_or_else(|e| e.to_string())
        };
        // A leading byte order mark is skipped; other invisible characters are named.
        assert_eq!(msg("\u{FEFF}1 2 3 4 5 6 7 8 0"), "1 2 3 4 5 6 7 8 0");
        assert_eq!(
            msg("1\u{200B} 2 3 4 5 6 7 8 0"),
            "item 1 holds an invisible character, U+200B (zero-width space): delete it (retype the tiles around it)"
        );
        assert_eq!(flat("1 2 3 \u{FEFF}4 5 6 7 8 0"), "hidden-character");
        // Control bytes are named, never echoed raw.
        for bad in ["1 2 3 4\u{1b}[31m 5 6 7 8 0", "1 2\0 3 4 5 6 7 8 0"] {
            let m = msg(bad);
            assert!(!m.chars().any(char::is_control), "{m:?}");
            assert!(
                m.contains("U+001B (ESC)") || m.contains("U+0000 (NUL)"),
                "{m}"
            );
        }
        // Lines ended by a lone CR (old Mac files).
        assert_eq!(msg("1 2 3 4\r5 6 7 0"), "1 2 3 4 5 6 7 0");
        assert_eq!(msg("3\r1 2 3\r4 5 6\r7 8 0\r"), "1 2 3 4 5 6 7 8 0");
        // A size line that cannot be a size is named, not read as tiles.
        assert_eq!(
            msg("2 0\n1 2"),
            "a 2×0 board is too small: both sides must be at least 2"
        );
        // A size alone says what it needs; one larger than any board says that, not its square.
        assert_eq!(msg("3"), "a 3×3 board needs 9 tiles but 0 were given");
        assert_eq!(
            msg("100000"),
            "100000 is too large for the side of a board: sides can be at most 64"
        );
        assert_eq!(
            msg(&"9".repeat(30)),
            "a number of more than 20 digits is too large for the side of a board: sides can be at most 64"
        );
        let long = "1 ".repeat(MAX_BOARD_TEXT);
        assert_eq!(
            parse_board(&long).unwrap_err(),
            Error::TextTooLong {
                bytes: 2 * MAX_BOARD_TEXT,
                max: MAX_BOARD_TEXT
            }
        );
        // More tiles than the size line promised: the count, not the rows.
        assert_eq!(
            msg("2 3\n1 2 3\n4 5 6\n7 8 0"),
            "a 2×3 board needs 6 tiles but 9 were given"
        );
        // Rows under a size line must have its width.
        assert_eq!(
            msg("3\n1 2\n3 4 5 6\n7 8 0"),
            "row 1 has 2 tiles but the size line says 3 per row"
        );
        assert_eq!(flat("2 3\n1 2 3 4\n5 0"), "ragged-rows");
        // All tiles on one line under the size is still fine.
        assert_eq!(msg("3\n0 1 3 4 2 5 7 8 6"), "0 1 3 4 2 5 7 8 6");
        // Brackets pair up.
        assert_eq!(
            msg("(8 7 6 5 4 3 2 1 nil"),
            "the `(` before item 1 is never closed"
        );
        assert_eq!(
            msg("(8 7 6 5 4 3 2 1 nil))"),
            "the `)` after item 9 closes nothing"
        );
        assert_eq!(flat("[(8 7 6) (5 4 3) (2 1 0]]"), "unbalanced");
        assert_eq!(flat("((8 7 6) (5 4 3) (2 1 0))"), "3×3 8 7 6 5 4 3 2 1 0");
        // A two-column board with a mistake keeps the grid's message.
        assert_eq!(flat("1 2\n0 2"), "duplicate");
        assert_eq!(flat("2 1\n3 0\n3 4"), "duplicate");
    }

    #[test]
    fn shapes() {
        assert_eq!(parse_shape("4").unwrap(), Shape::new(4, 4).unwrap());
        assert_eq!(parse_shape("3x4").unwrap(), Shape::new(3, 4).unwrap());
        assert_eq!(parse_shape(" 3 × 5 ").unwrap(), Shape::new(3, 5).unwrap());
        assert_eq!(parse_shape("1x4").unwrap_err().code(), "too-small");
        assert_eq!(parse_shape("65").unwrap_err().code(), "too-large");
        assert_eq!(parse_shape("big").unwrap_err().code(), "invalid-token");
        assert_eq!(parse_shape("").unwrap_err().code(), "empty");
    }
}
