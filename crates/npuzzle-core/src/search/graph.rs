//! The explored graph of the searches that remember nodes (BFS, DFS, greedy, A*): every node once,
//! packed small, with its parent and the move that reached it.

use crate::board::{Move, Tile};
use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use std::hash::{BuildHasher, Hash};

/// A board packed into a hashable key. Small boards fit an integer (3×3 and 4×4 in a `u64`, up to
/// 5×5 in a `u128`); larger ones keep their cells.
pub(crate) trait Key: Clone + Eq + Hash {
    /// Whether boards of `n` cells fit.
    fn fits(n: usize) -> bool;
    fn pack(cells: &[Tile]) -> Self;
    fn unpack(&self, out: &mut [Tile]);
}

fn bits(n: usize) -> u32 {
    usize::BITS - (n - 1).leading_zeros()
}

macro_rules! int_key {
    ($t:ty) => {
        impl Key for $t {
            fn fits(n: usize) -> bool {
                n as u32 * bits(n) <= <$t>::BITS
            }

            #[inline]
            fn pack(cells: &[Tile]) -> $t {
                let b = bits(cells.len());
                cells.iter().fold(0, |k, &t| (k << b) | <$t>::from(t))
            }

            #[inline]
            fn unpack(&self, out: &mut [Tile]) {
                let b = bits(out.len());
                let mask = (1 << b) - 1;
                let mut k = *self;
                for cell in out.iter_mut().rev() {
                    *cell = (k & mask) as Tile;
                    k >>= b;
                }
            }
        }
    };
}
int_key!(u64);
int_key!(u128);

impl Key for Box<[Tile]> {
    fn fits(_: usize) -> bool {
        true
    }

    fn pack(cells: &[Tile]) -> Self {
        cells.into()
    }

    fn unpack(&self, out: &mut [Tile]) {
        out.copy_from_slice(self);
    }
}

/// Approximate memory per stored node for boards of `n` cells (key, parent, move, cost, index).
pub(crate) fn bytes_per_node(n: usize) -> u64 {
    let key = if u64::fits(n) {
        8
    } else if u128::fits(n) {
        16
    } else {
        16 + 2 * n as u64 + 16 // box pointer, cells, allocator overhead
    };
    key + 4 + 1 + 4 + 16 // + the index slot at hashbrown's load factor + frontier entry
}

/// Calls `$body` with `$K` bound to the smallest key type that fits boards of `$n` cells.
macro_rules! with_key {
    ($n:expr, $K:ident => $body:expr) => {{
        use $crate::search::graph::Key as _;
        if u64::fits($n) {
            type $K = u64;
            $body
        } else if u128::fits($n) {
            type $K = u128;
            $body
        } else {
            type $K = Box<[$crate::board::Tile]>;
            $body
        }
    }};
}
pub(crate) use with_key;

/// Where an inserted key ended up.
pub(crate) enum Inserted {
    New(u32),
    Existing(u32),
}

pub(crate) const ROOT: u32 = u32::MAX;

pub(crate) struct Graph<K> {
    keys: Vec<K>,
    parents: Vec<u32>,
    moves: Vec<u8>,
    costs: Vec<u32>,
    index: HashTable<u32>,
    hasher: FxBuildHasher,
}

impl<K: Key> Graph<K> {
    pub fn new() -> Graph<K> {
        Graph {
            keys: Vec::new(),
            parents: Vec::new(),
            moves: Vec::new(),
            costs: Vec::new(),
            index: HashTable::new(),
            hasher: FxBuildHasher,
        }
    }

    /// A graph with room for `nodes` nodes: a search under a small known budget reserves it at
    /// once, so its arrays never grow by doubling (wasm memory keeps every peak; see best_first).
    pub fn with_capacity(nodes: usize) -> Graph<K> {
        Graph {
            keys: Vec::with_capacity(nodes),
            parents: Vec::with_capacity(nodes),
            moves: Vec::with_capacity(nodes),
            costs: Vec::with_capacity(nodes),
            index: HashTable::with_capacity(nodes),
            hasher: FxBuildHasher,
        }
    }

    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// The node a node was generated from (`None` for the start).
    pub fn parent(&self, id: u32) -> Option<u32> {
        Some(self.parents[id as usize]).filter(|&p| p != ROOT)
    }

    /// Adds a node unless its key is already known; a new node records its parent, move and cost.
    pub fn insert(&mut self, key: K, parent: u32, mv: Option<Move>, cost: u32) -> Inserted {
        let hash = self.hasher.hash_one(&key);
        let Graph {
            keys,
            index,
            hasher,
            ..
        } = self;
        let entry = index.entry(
            hash,
            |&i| keys[i as usize] == key,
            |&i| hasher.hash_one(&keys[i as usize]),
        );
        match entry {
            hashbrown::hash_table::Entry::Occupied(e) => Inserted::Existing(*e.get()),
            hashbrown::hash_table::Entry::Vacant(e) => {
                let id = keys.len() as u32;
                e.insert(id);
                keys.push(key);
                self.parents.push(parent);
                self.moves.push(mv.map_or(u8::MAX, Move::index));
                self.costs.push(cost);
                Inserted::New(id)
            }
        }
    }

    pub fn key(&self, id: u32) -> &K {
        &self.keys[id as usize]
    }

    pub fn cost(&self, id: u32) -> u32 {
        self.costs[id as usize]
    }

    pub fn last_move(&self, id: u32) -> Option<Move> {
        let m = self.moves[id as usize];
        (m != u8::MAX).then(|| Move::from_index(m))
    }

    /// Re-parents a node reached again by a cheaper path (A*).
    pub fn improve(&mut self, id: u32, parent: u32, mv: Move, cost: u32) {
        let i = id as usize;
        self.parents[i] = parent;
        self.moves[i] = mv.index();
        self.costs[i] = cost;
    }

    /// The moves from the root to `id`.
    pub fn path(&self, mut id: u32) -> Vec<Move> {
        let mut moves = Vec::new();
        while let Some(m) = self.last_move(id) {
            moves.push(m);
            id = self.parents[id as usize];
        }
        moves.reverse();
        moves
    }
}

/// A node's cells and blank, unpacked into reusable buffers.
pub(crate) struct Scratch {
    pub cells: Vec<Tile>,
    pub blank: usize,
}

impl Scratch {
    pub fn new(n: usize) -> Scratch {
        Scratch {
            cells: vec![0; n],
            blank: 0,
        }
    }

    pub fn load<K: Key>(&mut self, key: &K) {
        key.unpack(&mut self.cells);
        self.blank = self.cells.iter().position(|&t| t == 0).unwrap_or_default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_and_fit() {
        assert!(u64::fits(16) && !u64::fits(25) && u128::fits(25) && !u128::fits(36));
        let cells: Vec<Tile> = (0..16).rev().collect();
        let mut out = vec![0; 16];
        u64::pack(&cells).unpack(&mut out);
        assert_eq!(out, cells);
        let cells: Vec<Tile> = (0..25).rev().collect();
        let mut out = vec![0; 25];
        u128::pack(&cells).unpack(&mut out);
        assert_eq!(out, cells);
    }
}
