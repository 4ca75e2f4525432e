//! A flip of the board that brings the goal's blank to the top-left corner, so one set of tables
//! serves every goal whose blank is in a corner (blank first, blank last, custom).

use crate::board::{Goal, Move, Shape, Tile};

#[derive(Clone, Copy, Debug)]
pub(crate) struct Frame {
    shape: Shape,
    flip_rows: bool,
    flip_cols: bool,
}

impl Frame {
    /// The frame for `goal`, if its blank is in a corner.
    pub fn for_goal(goal: &Goal) -> Option<Frame> {
        let shape = goal.board().shape();
        let b = goal.position(0);
        let (r, c) = (shape.row(b), shape.col(b));
        let corner_row = r == 0 || r + 1 == shape.rows();
        let corner_col = c == 0 || c + 1 == shape.cols();
        (corner_row && corner_col).then_some(Frame {
            shape,
            flip_rows: r != 0,
            flip_cols: c != 0,
        })
    }

    /// The cell's index in the canonical frame.
    pub fn cell(&self, i: usize) -> usize {
        let (mut r, mut c) = (self.shape.row(i), self.shape.col(i));
        if self.flip_rows {
            r = self.shape.rows() - 1 - r;
        }
        if self.flip_cols {
            c = self.shape.cols() - 1 - c;
        }
        r * self.shape.cols() + c
    }

    /// A move made in the canonical frame, as a move on the real board.
    pub fn unmap(&self, m: Move) -> Move {
        match m {
            Move::Up | Move::Down if self.flip_rows => m.opposite(),
            Move::Left | Move::Right if self.flip_cols => m.opposite(),
            _ => m,
        }
    }

    /// The board in the canonical frame, each tile renamed after its canonical goal cell (so the
    /// canonical goal holds tile `i` in cell `i`, the blank in cell 0).
    pub fn canonical(&self, cells: &[Tile], goal: &Goal) -> Vec<Tile> {
        let mut out = vec![0; cells.len()];
        for (i, &t) in cells.iter().enumerate() {
            out[self.cell(i)] = self.cell(goal.position(t)) as Tile;
        }
        out
    }
}
