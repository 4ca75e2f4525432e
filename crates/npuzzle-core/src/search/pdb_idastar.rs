//! IDA* with additive pattern databases, taking the larger of the direct and the transposed
//! (reflected) lookups, on boards of at most 16 cells whose goal has the blank in a corner.
//!
//! The board is first mapped to the canonical frame (see `tables::frame`). Each move updates the
//! Manhattan distance and one group index per lookup by table arithmetic; two table reads give
//! the new estimate: h = Manhattan + 2 · max(Σ extra, Σ extra transposed).

use super::idastar::{Flow, deepen};
use super::{Meter, Outcome, Problem};
use crate::board::{Move, Shape, Tile};
use crate::tables::frame::Frame;
use crate::tables::pattern::PatternSet;

/// At most two lookups (direct and transposed) of at most three... any number of groups.
const MAX_VIEWS: usize = 2;

pub(crate) fn run(p: &Problem, set: &PatternSet, frame: Frame, meter: &mut Meter) -> Outcome {
    let shape = p.start.shape();
    let n = shape.cells();
    let cells = frame.canonical(p.start.cells(), p.goal);
    let transpose = |c: usize| (c % shape.cols()) * shape.cols() + c / shape.cols();
    let views = if set.reflectable() { 2 } else { 1 };
    // For each view and tile: (group, shift) and where a cell lands in that view.
    let mut member = [[(0u8, 0u8); 16]; MAX_VIEWS];
    let mut map = [[0u8; 16]; MAX_VIEWS];
    for v in 0..views {
        for c in 0..n {
            map[v][c] = if v == 0 { c } else { transpose(c) } as u8;
        }
        for (g, group) in set.groups.iter().enumerate() {
            for (s, &home) in group.cells.iter().enumerate() {
                // In view 1 the tile tracked in this slot is the transpose of the slot's tile.
                let tile = if v == 0 {
                    home
                } else {
                    transpose(usize::from(home)) as u8
                };
                member[v][usize::from(tile)] = (g as u8, (4 * s) as u8);
            }
        }
    }
    let mut index = [[0u32; 8]; MAX_VIEWS];
    for (c, &t) in cells.iter().enumerate() {
        if t != 0 {
            for v in 0..views {
                let (g, s) = member[v][usize::from(t)];
                index[v][usize::from(g)] += u32::from(map[v][c]) << s;
            }
        }
    }
    let distance: Vec<u8> = (0..n * n)
        .map(|k| shape.distance(k / n, k % n) as u8)
        .collect();
    let md: u32 = cells
        .iter()
        .enumerate()
        .filter(|&(_, &t)| t != 0)
        .map(|(c, &t)| u32::from(distance[c * n + usize::from(t)]))
        .sum();
    let mut extra = [0u32; MAX_VIEWS];
    for v in 0..views {
        extra[v] = set
            .groups
            .iter()
            .enumerate()
            .map(|(g, table)| table.extra(index[v][g]))
            .sum();
    }
    let mut search = Search {
        set,
        shape,
        views,
        member,
        map,
        distance,
        cells,
        index,
        path: Vec::new(),
        meter,
        bound: 0,
    };
    let blank = search
        .cells
        .iter()
        .position(|&t| t == 0)
        .unwrap_or_default();
    let h = md + 2 * extra[..views].iter().copied().max().unwrap_or(0);
    let iteration = |bound| {
        search.bound = bound;
        match search.meter.new_bound(bound) {
            Some(stop) => Flow::Stop(stop),
            None => search.dfs(blank, 0, md, extra, None),
        }
    };
    match deepen(h, iteration) {
        None => Outcome::solved(search.path.iter().map(|&m| frame.unmap(m)).collect()),
        Some(status) => Outcome::stopped(status),
    }
}

struct Search<'a, 'm, 'c> {
    set: &'a PatternSet,
    shape: Shape,
    views: usize,
    member: [[(u8, u8); 16]; MAX_VIEWS],
    map: [[u8; 16]; MAX_VIEWS],
    /// distance[cell * n + tile]: Manhattan distance of `tile` at `cell` from home.
    distance: Vec<u8>,
    cells: Vec<Tile>,
    index: [[u32; 8]; MAX_VIEWS],
    path: Vec<Move>,
    meter: &'m mut Meter<'c>,
    bound: u32,
}

impl Search<'_, '_, '_> {
    fn dfs(
        &mut self,
        blank: usize,
        g: u32,
        md: u32,
        extra: [u32; MAX_VIEWS],
        last: Option<Move>,
    ) -> Flow {
        if md == 0 {
            return Flow::Found; // Manhattan 0 means every tile is home
        }
        if let Some(stop) = self.meter.expand(self.path.len(), g) {
            return Flow::Stop(stop);
        }
        let n = self.cells.len();
        let mut next = u32::MAX;
        for m in Move::ALL {
            if Some(m.opposite()) == last {
                continue;
            }
            let Some(t) = self.shape.target(blank, m) else {
                continue;
            };
            let tile = usize::from(self.cells[t]);
            // The tile slides from t to blank.
            let child_md = md + u32::from(self.distance[blank * n + tile])
                - u32::from(self.distance[t * n + tile]);
            let mut child_extra = extra;
            let mut saved = [(0usize, 0u32); MAX_VIEWS];
            let mut best = 0;
            for v in 0..self.views {
                let (grp, shift) = self.member[v][tile];
                let grp = usize::from(grp);
                let old = self.index[v][grp];
                let delta =
                    u32::from(self.map[v][blank]).wrapping_sub(u32::from(self.map[v][t])) << shift;
                let new = old.wrapping_add(delta);
                let table = &self.set.groups[grp];
                child_extra[v] = extra[v] - table.extra(old) + table.extra(new);
                saved[v] = (grp, old);
                self.index[v][grp] = new;
                best = best.max(child_extra[v]);
            }
            self.meter.generate(1);
            let f = g + 1 + child_md + 2 * best;
            let flow = if f > self.bound {
                Flow::Next(f)
            } else {
                self.cells.swap(blank, t);
                self.path.push(m);
                let flow = self.dfs(t, g + 1, child_md, child_extra, Some(m));
                if matches!(flow, Flow::Found) {
                    return flow;
                }
                self.path.pop();
                self.cells.swap(blank, t);
                flow
            };
            for (v, &(grp, old)) in saved.iter().enumerate().take(self.views) {
                self.index[v][grp] = old;
            }
            match flow {
                Flow::Next(f) => next = next.min(f),
                stop => return stop,
            }
        }
        Flow::Next(next)
    }
}
