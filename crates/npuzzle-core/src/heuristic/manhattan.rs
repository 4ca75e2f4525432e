//! Sum of taxicab distances to the goal cells.

use super::Estimator;
use crate::board::{BLANK, Tile};

pub(super) fn estimate(e: &Estimator, cells: &[Tile]) -> u32 {
    let tiles = cells.iter().enumerate().filter(|&(_, &t)| t != BLANK);
    tiles.map(|(i, &t)| e.distance(i, e.goal_of(t))).sum()
}

#[inline]
pub(super) fn after_move(e: &Estimator, tile: Tile, h: u32, from: usize, to: usize) -> u32 {
    let g = e.goal_of(tile);
    h + e.distance(to, g) - e.distance(from, g)
}
