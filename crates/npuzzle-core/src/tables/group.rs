//! One group's pattern table and the count of its placements: what the builders ([`super::bfs`],
//! [`super::grid`], and [`super::pattern`] itself, on threads or not) produce and
//! [`super::pattern`] assembles into sets. Its own module so that the builders, which `pattern`
//! calls, do not import their caller back.

/// How many placements `k` tiles have on `n` cells: n!/(n−k)!.
pub(crate) fn placement_count(n: usize, k: usize) -> usize {
    (n - k + 1..=n).product()
}

/// One group's table.
pub(crate) struct PatternTable {
    /// The group's tiles, which are also their home cells (canonical frame).
    pub cells: Vec<u8>,
    /// Four bits per placement index (two per byte, low half first).
    pub nibbles: Vec<u8>,
}

impl PatternTable {
    /// Extra moves over Manhattan distance for this placement (index = Σ cellᵢ·16ⁱ), halved.
    #[inline]
    pub fn extra(&self, index: u32) -> u32 {
        let i = index as usize;
        u32::from(self.nibbles[i / 2] >> (4 * (i % 2)) & 15)
    }

    pub fn bytes(&self) -> usize {
        self.nibbles.len()
    }
}
