//! Reading boards from text: forgiving in form, strict in content.
//!
//! Accepted forms (mixable):
//! - the assignment format: `N`, then the N×N grid (`3 / 0 1 3 / 4 2 5 / 7 8 6`);
//! - a rectangular header: `R C`, then the grid;
//! - rows on separate lines or separated by `/` (any R×C, size read off the rows);
//! - a flat list whose length is a square (`8 7 6 5 4 3 2 1 0`);
//! - commas, semicolons and brackets as separators, so `(8 7 6 5 4 3 2 1 nil)` and `[1, 2, 0, 3]` work;
//! - the blank as `0`, `_`, `.` or `nil`.

use crate::board::{Board, Shape};
use crate::error::Error;

/// Reads one board in any accepted form.
///
/// # Example
/// ```
/// let b = npuzzle_core::parse_board("3\n0 1 3\n4 2 5\n7 8 6").unwrap();
/// assert_eq!(b.to_flat(), "0 1 3 4 2 5 7 8 6");
/// assert_eq!(npuzzle_core::parse_board("(1 2 3 4 5 6 7 8 nil)").unwrap().blank(), 8);
/// ```
pub fn parse_board(text: &str) -> Result<Board, Error> {
    let rows = tokenize(text)?;
    let total: usize = rows.iter().map(Vec::len).sum();
    if total == 0 {
        return Err(Error::Empty);
    }
    let flat: Vec<u64> = rows.iter().flatten().map(|t| t.unwrap_or(0)).collect();
    let first = &rows[0];
    let header = |k: usize| -> Option<Vec<u64>> {
        let h: Option<Vec<u64>> = first.get(..k)?.iter().copied().collect();
        h.filter(|_| first.len() == k || rows.len() == 1)
    };

    if rows.len() > 1 {
        // A first row of one number can only be the assignment's `N`.
        if let Some([n]) = header(1).as_deref() {
            return sized(*n, *n, &flat[1..]);
        }
        // A first row of two numbers followed by exactly R·C tiles is an `R C` header.
        if let Some([r, c]) = header(2).as_deref()
            && r.saturating_mul(*c) == (total - 2) as u64
            && let ok @ Ok(_) = sized(*r, *c, &flat[2..])
        {
            return ok;
        }
        return grid(&rows, &flat);
    }

    // One line: a square list, or a header on the same line.
    let side = exact_sqrt(total);
    let mut attempts = Vec::new();
    if let Some(s) = side {
        attempts.push(sized(s as u64, s as u64, &flat));
    }
    if let Some([n]) = header(1).as_deref()
        && n.checked_mul(*n) == Some((total - 1) as u64)
    {
        attempts.push(sized(*n, *n, &flat[1..]));
    }
    if let Some([r, c]) = header(2).as_deref()
        && total >= 2
        && r.checked_mul(*c) == Some((total - 2) as u64)
    {
        attempts.push(sized(*r, *c, &flat[2..]));
    }
    if attempts.is_empty() {
        return Err(
            one_short(&flat, exact_sqrt(total + 1)).unwrap_or(Error::NotSquare { count: total })
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

/// Rows of tokens; `None` is a blank written as a word (`_`, `.`, `nil`).
fn tokenize(text: &str) -> Result<Vec<Vec<Option<u64>>>, Error> {
    let mut rows = Vec::new();
    let mut index = 0;
    for line in text.split(['\n', '/']) {
        let mut row = Vec::new();
        let words = line.split(|c: char| c.is_whitespace() || ",;()[]{}".contains(c));
        for word in words.filter(|w| !w.is_empty()) {
            index += 1;
            let token = if word.bytes().all(|b| b.is_ascii_digit()) {
                // Absurdly long numbers saturate and are then reported as out of range.
                Some(word.parse::<u64>().unwrap_or(u64::MAX))
            } else if matches!(word, "_" | ".") || word.eq_ignore_ascii_case("nil") {
                None
            } else {
                let token: String = word.chars().take(20).collect();
                return Err(Error::InvalidToken { token, index });
            };
            row.push(token);
        }
        if !row.is_empty() {
            rows.push(row);
        }
    }
    Ok(rows)
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
