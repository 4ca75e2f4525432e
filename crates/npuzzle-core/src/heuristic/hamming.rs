//! Misplaced tiles.

use super::Estimator;
use crate::board::{BLANK, Tile};

pub(super) fn estimate(e: &Estimator, cells: &[Tile]) -> u32 {
    let misplaced = cells
        .iter()
        .enumerate()
        .filter(|&(i, &t)| t != BLANK && e.goal_of(t) != i);
    misplaced.count() as u32
}

#[inline]
pub(super) fn after_move(e: &Estimator, tile: Tile, h: u32, from: usize, to: usize) -> u32 {
    let g = e.goal_of(tile);
    h + u32::from(g != to) - u32::from(g != from)
}
