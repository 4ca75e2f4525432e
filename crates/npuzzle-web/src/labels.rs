//! Names a person reads, for the internal ids the core and the protocol use ("astar" is "A*").
//! The seed of the page's language tables.

use npuzzle_core::{Algorithm, Heuristic};

/// "A*", "breadth-first search", ...; an unknown id is shown as it is.
pub fn algorithm(id: &str) -> String {
    match id.parse::<Algorithm>() {
        Ok(Algorithm::Bfs) => "breadth-first search".into(),
        Ok(Algorithm::Dfs) => "depth-first search".into(),
        Ok(Algorithm::Iddfs) => "iterative deepening".into(),
        Ok(Algorithm::Greedy) => "greedy best-first search".into(),
        Ok(Algorithm::AStar) => "A*".into(),
        Ok(Algorithm::IdaStar) => "IDA*".into(),
        Ok(Algorithm::Auto) => "Auto".into(),
        Ok(Algorithm::Fast) => "Fast".into(),
        Err(_) => id.into(),
    }
}

/// "Hamming", "Manhattan", "linear conflict".
pub fn heuristic(id: &str) -> String {
    match id.parse::<Heuristic>() {
        Ok(Heuristic::Hamming) => "Hamming".into(),
        Ok(Heuristic::Manhattan) => "Manhattan".into(),
        Ok(Heuristic::LinearConflict) => "linear conflict".into(),
        Err(_) => id.into(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_id_has_a_name() {
        for a in [
            "bfs", "dfs", "iddfs", "greedy", "astar", "idastar", "auto", "fast",
        ] {
            assert_ne!(super::algorithm(a), a, "{a}");
        }
        for h in ["hamming", "manhattan", "linear-conflict"] {
            assert_ne!(super::heuristic(h), h, "{h}");
        }
        assert_eq!(super::algorithm("astar"), "A*");
    }
}
