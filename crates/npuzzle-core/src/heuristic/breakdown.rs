//! The estimates taken apart tile by tile, as a student computes them by hand: each tile's
//! Manhattan distance, which tiles are misplaced, and the pairs of tiles in linear conflict.

use crate::board::{BLANK, Board, Goal, Tile};

/// One tile's share of the estimates.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TileCost {
    /// The tile.
    pub tile: Tile,
    /// Its cell (row-major index).
    pub cell: usize,
    /// The cell it has in the goal.
    pub goal_cell: usize,
    /// Rows plus columns between the two.
    pub manhattan: u32,
    /// Not on its goal cell (counted by Hamming).
    pub misplaced: bool,
}

/// Two tiles in the row (or column) that is the goal line of both, in the reverse of their goal
/// order: one of them must leave the line to let the other pass.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Conflict {
    /// `"row"` or `"column"`.
    pub line: &'static str,
    /// Which row or column, counted from 1.
    pub number: usize,
    /// The two tiles, in board order along the line.
    pub tiles: [Tile; 2],
}

/// Every tile's part and the totals of the three heuristics.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Breakdown {
    /// One entry per tile, in board order (the blank left out).
    pub tiles: Vec<TileCost>,
    /// The pairs of tiles in linear conflict.
    pub conflicts: Vec<Conflict>,
    /// Misplaced tiles.
    pub hamming: u32,
    /// Sum of the tiles' Manhattan distances.
    pub manhattan: u32,
    /// Manhattan plus two moves for each tile that must leave its line (per line: the tiles not
    /// in a longest run already in goal order); equals the linear-conflict heuristic.
    pub linear_conflict: u32,
}

/// The estimates of `board` for `goal` (same size), tile by tile.
///
/// # Example
/// ```
/// use npuzzle_core::{breakdown, Board, Goal};
/// let b: Board = "8 1 3 / 4 _ 2 / 7 6 5".parse().unwrap();
/// let e = breakdown(&b, &Goal::new(Board::blank_last(b.shape())));
/// assert_eq!((e.hamming, e.manhattan), (5, 10));
/// ```
pub fn breakdown(board: &Board, goal: &Goal) -> Breakdown {
    let shape = board.shape();
    let tiles: Vec<TileCost> = board
        .cells()
        .iter()
        .enumerate()
        .filter(|&(_, &t)| t != BLANK)
        .map(|(cell, &tile)| {
            let goal_cell = goal.position(tile);
            TileCost {
                tile,
                cell,
                goal_cell,
                manhattan: shape.distance(cell, goal_cell) as u32,
                misplaced: cell != goal_cell,
            }
        })
        .collect();
    let mut conflicts = Vec::new();
    let mut extra = 0;
    // Rows, then columns: each line's tiles whose goal line it is, in board order along it.
    let lines = (0..shape.rows())
        .map(|r| {
            (
                "row",
                r,
                (0..shape.cols())
                    .map(move |c| r * shape.cols() + c)
                    .collect(),
            )
        })
        .chain((0..shape.cols()).map(|c| {
            let cells: Vec<usize> = (0..shape.rows()).map(|r| r * shape.cols() + c).collect();
            ("column", c, cells)
        }));
    for (line, number, cells) in lines {
        let along = |cell: usize| match line {
            "row" => shape.col(cell),
            _ => shape.row(cell),
        };
        let at_home = |goal_cell: usize| match line {
            "row" => shape.row(goal_cell) == number,
            _ => shape.col(goal_cell) == number,
        };
        let in_line: Vec<(Tile, usize)> = cells
            .iter()
            .map(|&c| board.cells()[c])
            .filter(|&t| t != BLANK && at_home(goal.position(t)))
            .map(|t| (t, along(goal.position(t))))
            .collect();
        for (i, &(a, ga)) in in_line.iter().enumerate() {
            for &(b, gb) in &in_line[i + 1..] {
                if ga > gb {
                    conflicts.push(Conflict {
                        line,
                        number: number + 1,
                        tiles: [a, b],
                    });
                }
            }
        }
        extra += 2 * (in_line.len() - longest_increasing(&in_line));
    }
    let manhattan = tiles.iter().map(|t| t.manhattan).sum::<u32>();
    Breakdown {
        hamming: tiles.iter().filter(|t| t.misplaced).count() as u32,
        manhattan,
        linear_conflict: manhattan + extra as u32,
        tiles,
        conflicts,
    }
}

/// Length of a longest strictly increasing run (not necessarily contiguous) of goal places.
fn longest_increasing(items: &[(Tile, usize)]) -> usize {
    let mut tails: Vec<usize> = Vec::new();
    for &(_, v) in items {
        let p = tails.partition_point(|&x| x < v);
        if p == tails.len() {
            tails.push(v);
        } else {
            tails[p] = v;
        }
    }
    tails.len()
}
