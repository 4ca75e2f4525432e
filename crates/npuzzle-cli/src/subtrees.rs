//! `npuzzle bench --subtrees`: the subtrees the threads took in each long IDA*
//! iteration, and how those iterations would spread over 2, 4, 8 and 16 workers taking the
//! subtrees in order (issue 38: the page's worker pool would split its searches the same way, and
//! this machine has only two cores to measure on). A subtree's cost is its nodes generated.

use npuzzle_core::subtree_costs::{self, SubtreeCost};

/// The worker counts simulated.
const WORKERS: [usize; 4] = [2, 4, 8, 16];

/// The subtrees of every board so far.
#[derive(Default)]
pub struct Tally {
    iterations: usize,
    sizes: Vec<u64>,
    total: u64,
    makespans: [u64; WORKERS.len()],
    /// The largest subtree's share of its iteration, at most.
    largest: f64,
}

impl Tally {
    /// Starts keeping the subtrees.
    pub fn start() -> Tally {
        subtree_costs::record();
        Tally::default()
    }

    /// Adds the board just searched: its iterations searched whole (the last one, which found
    /// the answer or was stopped, is left out: its later subtrees were cut short).
    pub fn board(&mut self) {
        let kept = subtree_costs::take();
        let last = kept.last().map(|p| p.iteration);
        for iteration in kept.chunk_by(|a, b| a.iteration == b.iteration) {
            let whole = iteration.len() == iteration[0].of;
            if Some(iteration[0].iteration) == last || !whole {
                continue;
            }
            let sizes: Vec<u64> = iteration
                .iter()
                .map(|p: &SubtreeCost| p.generated)
                .collect();
            let sum: u64 = sizes.iter().sum();
            if sum == 0 {
                continue;
            }
            self.iterations += 1;
            self.total += sum;
            for (m, &w) in self.makespans.iter_mut().zip(&WORKERS) {
                *m += subtree_costs::makespan(&sizes, w);
            }
            let max = sizes.iter().copied().max().unwrap_or(0);
            self.largest = self.largest.max(max as f64 / sum as f64);
            self.sizes.extend(sizes);
        }
    }

    /// For `--json`: `{iterations, packets, medianNodes, largestShare, workers: [{workers,
    /// speedup, idle}]}`.
    pub fn json(&self) -> serde_json::Value {
        let workers: Vec<serde_json::Value> = self
            .spread()
            .map(|(w, speedup, idle)| serde_json::json!({"workers": w, "speedup": speedup, "idle": idle}))
            .collect();
        serde_json::json!({
            "iterations": self.iterations,
            "packets": self.sizes.len(),
            "medianNodes": self.median(),
            "largestShare": self.largest,
            "workers": workers,
        })
    }

    /// One line for the text summary.
    pub fn line(&self) -> String {
        if self.iterations == 0 {
            return "subtrees: no iteration was shared (give --threads 2 or more; an iteration is shared once the one before it generated 1 M nodes)".into();
        }
        let spread: Vec<String> = self
            .spread()
            .map(|(w, s, idle)| format!("{s:.2}x with {w} (idle {:.1}%)", idle * 100.0))
            .collect();
        format!(
            "subtrees: {} iterations shared whole, {} subtrees (median {} nodes, the largest {:.1}% of its iteration); workers taking them in order would search them {}",
            self.iterations,
            self.sizes.len(),
            self.median(),
            self.largest * 100.0,
            spread.join(", ")
        )
    }

    /// (workers, speedup over one, share of the workers' time idle).
    fn spread(&self) -> impl Iterator<Item = (usize, f64, f64)> + '_ {
        WORKERS.iter().zip(&self.makespans).map(|(&w, &m)| {
            let m = m.max(1) as f64;
            let speedup = self.total as f64 / m;
            (w, speedup, 1.0 - speedup / w as f64)
        })
    }

    fn median(&self) -> u64 {
        let mut s = self.sizes.clone();
        s.sort_unstable();
        s.get(s.len() / 2).copied().unwrap_or(0)
    }
}
