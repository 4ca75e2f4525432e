//! What a solve returns, and its JSON form (shared by the CLI and the wasm API).

use crate::algorithm::Algorithm;
use crate::board::{Board, Move, Tile};
use crate::heuristic::Heuristic;
use crate::method::Method;

/// How a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// A solution was found.
    Solved,
    /// The board cannot reach the goal (known without searching).
    Unsolvable,
    /// The node budget ran out first.
    Limit,
    /// The caller cancelled.
    Cancelled,
}

impl Status {
    /// The lowercase name used in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Status::Solved => "solved",
            Status::Unsolvable => "unsolvable",
            Status::Limit => "limit",
            Status::Cancelled => "cancelled",
        }
    }
}

/// Counters of one search.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Stats {
    /// Nodes taken from the frontier and expanded.
    pub expanded: u64,
    /// Nodes generated and put in the frontier (the course's "states enqueued").
    pub generated: u64,
    /// Largest frontier seen (for depth-first searches: the deepest path).
    pub max_frontier: u64,
    /// Deepest depth reached, or the last depth limit / f-bound of an iterative search.
    pub depth: u32,
    /// Wall time by the caller's clock, in milliseconds.
    pub ms: f64,
    /// The heuristic's estimate for the start board (0 for uninformed searches).
    pub h_start: u32,
    /// Milliseconds spent building tables for this solve (0 when they were already built).
    pub table_ms: f64,
}

/// The result of a solve (serde: what the web worker sends the page).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Solution {
    /// How the search ended.
    pub status: Status,
    /// The algorithm that ran (`auto` resolved to what it chose).
    pub algorithm: Algorithm,
    /// The heuristic it used, if any.
    pub heuristic: Option<Heuristic>,
    /// How it was solved (e.g. IDA* with additive pattern databases), beyond the algorithm.
    pub method: Method,
    /// The blank's moves, start to goal: empty unless solved, or unless an optimal search that
    /// stopped (limit, cancel) kept the best answer it had found. In serde, bytes (0 up, 1 down, 2
    /// left, 3 right): a 64×64's 800,000 moves cross from the worker as one typed array, not as
    /// 800,000 strings to copy and read one by one.
    #[serde(with = "compact::moves")]
    pub moves: Vec<Move>,
    /// The tile that slid at each move (in serde, bytes: two per tile, little-endian).
    #[serde(with = "compact::tiles")]
    pub tiles: Vec<Tile>,
    /// Whether the solution is guaranteed to be a shortest one.
    pub optimal: bool,
    /// For an optimal method: the shortest solution takes at least this many moves (proved;
    /// the length itself when solved). Always written (the worker's format, postcard, reads
    /// fields by position: a skipped one would shift the rest).
    pub lower_bound: Option<u32>,
    /// Counters.
    pub stats: Stats,
}

impl Solution {
    /// Number of moves, if solved.
    pub fn length(&self) -> Option<usize> {
        (self.status == Status::Solved).then_some(self.moves.len())
    }

    /// Number of moves of the answer there is: the solution's, or the best a stopped optimal
    /// search kept (not proved shortest).
    pub fn answered(&self) -> Option<usize> {
        (self.status == Status::Solved || !self.moves.is_empty()).then_some(self.moves.len())
    }

    /// Whether the counts are unknown rather than zero: an answer of `auto`'s side searches
    /// alone (a 5×5's first beam, whose nodes are not counted), stopped before its optimal
    /// search counted a node.
    pub fn uncounted(&self) -> bool {
        self.algorithm == Algorithm::Auto
            && !self.optimal
            && self.stats.generated == 0
            && self.answered().is_some_and(|n| n > 0)
    }

    /// Every board from `start` to the goal (just `start` when there is no solution).
    pub fn boards(&self, start: &Board) -> Vec<Board> {
        let mut b = start.clone();
        let mut out = vec![b.clone()];
        for &m in &self.moves {
            b.apply(m);
            out.push(b.clone());
        }
        out
    }

    /// The JSON-ready report.
    pub fn report(&self) -> SolveReport {
        let solved = self.status == Status::Solved;
        // A stopped search may keep its best answer: it is reported, not shortest.
        let length = self.answered();
        SolveReport {
            status: self.status,
            length,
            moves: length.map(|_| self.moves.clone()),
            tiles: length.map(|_| self.tiles.clone()),
            optimal: solved && self.optimal,
            lower_bound: self.lower_bound,
            expanded: self.stats.expanded,
            generated: self.stats.generated,
            max_frontier: self.stats.max_frontier,
            depth: self.stats.depth,
            h_start: self.stats.h_start,
            ms: self.stats.ms,
            table_ms: self.stats.table_ms,
            algorithm: self.algorithm.name(),
            method: self.method.to_string(),
            heuristic: self.heuristic.map(Heuristic::name),
        }
    }
}

/// A solve as JSON: `{"status", "length", "moves", "tiles", "optimal", "lowerBound",
/// "expanded", "generated", "maxFrontier", "ms", ...}`; `length`, `moves` and `tiles` only when
/// solved or when a stopped optimal search kept its best answer; `lowerBound` for optimal
/// methods.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SolveReport {
    /// `solved`, `unsolvable`, `limit` or `cancelled`.
    pub status: Status,
    /// Number of moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub length: Option<usize>,
    /// The blank's moves: `up`, `down`, `left`, `right`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<Vec<Move>>,
    /// The tile moved at each step.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tiles: Option<Vec<Tile>>,
    /// Guaranteed shortest.
    pub optimal: bool,
    /// The shortest takes at least this many moves (proved), for optimal methods.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lower_bound: Option<u32>,
    /// Nodes expanded.
    pub expanded: u64,
    /// Nodes generated (enqueued).
    pub generated: u64,
    /// Largest frontier.
    pub max_frontier: u64,
    /// Deepest depth, or last bound of an iterative search.
    pub depth: u32,
    /// Heuristic estimate of the start board.
    pub h_start: u32,
    /// Elapsed milliseconds (table building included).
    pub ms: f64,
    /// Milliseconds of that spent building tables.
    pub table_ms: f64,
    /// The algorithm that ran.
    pub algorithm: &'static str,
    /// How, in English words (`""` when the algorithm says it all).
    pub method: String,
    /// The heuristic used, or null.
    pub heuristic: Option<&'static str>,
}

/// Long lists as bytes in serde (a `Uint8Array` in JavaScript): written as bytes, read from
/// bytes or from a sequence of numbers.
mod compact {
    use serde::de::{self, SeqAccess, Visitor};
    use serde::{Deserializer, Serializer};
    use std::fmt;

    /// Reads bytes however the format gives them.
    struct Bytes;

    impl<'de> Visitor<'de> for Bytes {
        type Value = Vec<u8>;

        fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
            f.write_str("bytes")
        }

        fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<Vec<u8>, E> {
            Ok(v.to_vec())
        }

        fn visit_byte_buf<E: de::Error>(self, v: Vec<u8>) -> Result<Vec<u8>, E> {
            Ok(v)
        }

        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<u8>, A::Error> {
            let mut out = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(1 << 20));
            while let Some(b) = seq.next_element()? {
                out.push(b);
            }
            Ok(out)
        }
    }

    pub mod moves {
        use super::*;
        use crate::board::Move;

        pub fn serialize<S: Serializer>(moves: &[Move], s: S) -> Result<S::Ok, S::Error> {
            let bytes: Vec<u8> = moves.iter().map(|m| m.index()).collect();
            s.serialize_bytes(&bytes)
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Move>, D::Error> {
            let bytes = d.deserialize_byte_buf(Bytes)?;
            if let Some(b) = bytes.iter().find(|&&b| b > 3) {
                return Err(de::Error::custom(format_args!("{b} is not a move")));
            }
            Ok(bytes.into_iter().map(Move::from_index).collect())
        }
    }

    pub mod tiles {
        use super::*;
        use crate::board::Tile;

        pub fn serialize<S: Serializer>(tiles: &[Tile], s: S) -> Result<S::Ok, S::Error> {
            let bytes: Vec<u8> = tiles.iter().flat_map(|t| t.to_le_bytes()).collect();
            s.serialize_bytes(&bytes)
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Tile>, D::Error> {
            let bytes = d.deserialize_byte_buf(Bytes)?;
            if bytes.len() % 2 != 0 {
                return Err(de::Error::custom("tiles take two bytes each"));
            }
            Ok(bytes
                .chunks_exact(2)
                .map(|p| Tile::from_le_bytes([p[0], p[1]]))
                .collect())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stopped solve of `algorithm` that kept `moves` moves after `generated` nodes.
    fn stopped(algorithm: Algorithm, generated: u64, moves: usize) -> Solution {
        Solution {
            status: Status::Limit,
            algorithm,
            heuristic: None,
            method: Method::Search,
            moves: vec![Move::Up; moves],
            tiles: vec![1; moves],
            optimal: false,
            lower_bound: Some(1),
            stats: Stats {
                generated,
                ..Stats::default()
            },
        }
    }

    #[test]
    fn counts_are_unknown_only_for_an_auto_answer_before_any_counted_node() {
        assert!(stopped(Algorithm::Auto, 0, 120).uncounted());
        // Counted nodes, another algorithm, or no answer: the counts are what they say.
        assert!(!stopped(Algorithm::Auto, 5, 120).uncounted());
        assert!(!stopped(Algorithm::IdaStar, 0, 120).uncounted());
        assert!(!stopped(Algorithm::Auto, 0, 0).uncounted());
    }
}
