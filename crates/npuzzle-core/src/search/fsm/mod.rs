//! Pruning duplicate move sequences in depth-first search with a finite-state machine (Taylor &
//! Korf, 1993): IDA* keeps no record of visited nodes, so every path to a node is searched again.
//! Two sequences of blank moves that leave every tile in the same place lead to the same node; the
//! machine forbids all but the first of them (shortest, then first in move order), so each node
//! is reached by one path where the sequences are short enough to be listed.
//!
//! The machine is generated (`generate.rs`, in tests only) and kept in `machine-12.bin`, which a
//! test checks against a fresh generation: generating it takes about 2 s natively, which a
//! phone's first answer would wait for many times over.

use crate::board::Move;

#[cfg(test)]
mod generate;

/// The machine for every duplicate sequence of at most 12 moves: two bytes a transition
/// (little-endian, all ones for [`DEAD`]), four a state. Pruning sequences of up to 12 moves
/// rather than 8 cuts the nodes generated on Korf's 100 further (measured in
/// docs/benchmarks.md, "Pattern-database tables"). The automaton for 12 has 694,477 states,
/// 6,280 once equivalent ones are merged: a 50 KB table, which the cache holds.
const MACHINE: &[u8] = include_bytes!("machine-12.bin");

/// A state that refuses the move: it would end a forbidden word.
pub(crate) const DEAD: u32 = u32::MAX;
/// [`DEAD`] in the table's 16 bits (the search with tables keeps a state in 16 bits too).
const DEAD16: u16 = u16::MAX;

/// The automaton: `next[state · 4 + move]` is the state after the move, or [`DEAD16`].
pub(crate) struct Fsm {
    next: Vec<u16>,
}

impl Fsm {
    /// The machine every search shares, read on first use.
    pub fn shared() -> &'static Fsm {
        static SHARED: std::sync::OnceLock<Fsm> = std::sync::OnceLock::new();
        SHARED.get_or_init(|| Fsm::read(MACHINE))
    }

    fn read(bytes: &[u8]) -> Fsm {
        let next = bytes
            .chunks_exact(2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
            .collect();
        Fsm { next }
    }

    /// The state after `m` from `state`, or [`DEAD`].
    #[inline]
    pub fn step(&self, state: u32, m: Move) -> u32 {
        match self.next[state as usize * 4 + m as usize] {
            DEAD16 => DEAD,
            t => u32::from(t),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undoing_a_move_is_forbidden_and_the_first_ring_of_the_square_is_not() {
        let fsm = Fsm::shared();
        let walk = |moves: &[Move]| {
            moves.iter().try_fold(0u32, |s, &m| match fsm.step(s, m) {
                DEAD => None,
                s => Some(s),
            })
        };
        use Move::*;
        assert!(walk(&[Up, Down]).is_none());
        assert!(walk(&[Left, Up, Right, Down, Left]).is_some());
        // Three times round a 2×2 square puts every tile back: a cycle of 12 moves.
        let ring = [Up, Right, Down, Left];
        let thrice: Vec<Move> = ring.iter().cycle().take(12).copied().collect();
        // Seven moves round it end where five the other way round do.
        assert!(walk(&thrice[..6]).is_some());
        assert!(walk(&thrice[..7]).is_none());
    }
}
