//! Linear conflicts: the extra moves forced when tiles that belong to the same row (or column)
//! sit in it in the wrong order.
//!
//! For each line, the tiles whose goal is in that line must, all but a longest increasing run of
//! them (by goal place), leave the line and come back: two moves each beyond Manhattan. Using the
//! longest increasing subsequence gives the exact minimum for the line, so the bound stays
//! admissible while taking every conflict into account.

use super::Estimator;
use crate::board::{BLANK, MAX_SIDE, Tile};

#[derive(Clone, Copy)]
enum Line {
    Row(usize),
    Col(usize),
}

/// Extra moves over all rows and columns.
pub(super) fn all_lines(e: &Estimator, cells: &[Tile]) -> u32 {
    let get = |i: usize| cells[i];
    let rows: u32 = (0..e.shape.rows())
        .map(|r| line(e, get, Line::Row(r)))
        .sum();
    let cols: u32 = (0..e.shape.cols())
        .map(|c| line(e, get, Line::Col(c)))
        .sum();
    rows + cols
}

/// `h` (Manhattan already updated) corrected for the one line whose conflicts a move can change.
///
/// A tile sliding sideways keeps its order within its row, so only a column changes: the one it
/// leaves or enters, and only if that is its goal column. Likewise for rows on vertical moves.
#[inline]
pub(super) fn after_move(e: &Estimator, cells: &[Tile], h: u32, from: usize, to: usize) -> u32 {
    let tile = cells[to];
    let t = usize::from(tile);
    let changed = if e.row(from) == e.row(to) {
        let gc = usize::from(e.goal_col[t]);
        (e.col(from) == gc || e.col(to) == gc).then_some(Line::Col(gc))
    } else {
        let gr = usize::from(e.goal_row[t]);
        (e.row(from) == gr || e.row(to) == gr).then_some(Line::Row(gr))
    };
    let Some(l) = changed else { return h };
    let before = |i: usize| {
        if i == from {
            tile
        } else if i == to {
            BLANK
        } else {
            cells[i]
        }
    };
    h + line(e, |i| cells[i], l) - line(e, before, l)
}

/// Extra moves (2 per tile outside a longest increasing run) for one line.
#[inline]
fn line(e: &Estimator, get: impl Fn(usize) -> Tile, l: Line) -> u32 {
    let s = e.shape;
    // For a row: tiles whose goal row is this row, ordered by goal column; a column likewise.
    let (len, home, in_line, along) = match l {
        Line::Row(r) => (s.cols(), r, &e.goal_row, &e.goal_col),
        Line::Col(c) => (s.rows(), c, &e.goal_col, &e.goal_row),
    };
    let cell = |k: usize| match l {
        Line::Row(r) => r * s.cols() + k,
        Line::Col(c) => k * s.cols() + c,
    };
    let mut tails = [0u8; MAX_SIDE];
    let (mut count, mut lis) = (0u32, 0usize);
    for k in 0..len {
        let t = usize::from(get(cell(k)));
        if t == usize::from(BLANK) || usize::from(in_line[t]) != home {
            continue;
        }
        count += 1;
        let v = along[t];
        // Patience sorting: first tail >= v is replaced (strictly increasing runs).
        let p = tails[..lis].partition_point(|&x| x < v);
        tails[p] = v;
        if p == lis {
            lis += 1;
        }
    }
    2 * (count - lis as u32)
}
