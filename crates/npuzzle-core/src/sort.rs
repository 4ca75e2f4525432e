//! A stable sort that is small in wasm. Std's driftsort is about 4.5 KB of the page's wasm per
//! element type, and the page sorts two lists (a trace's frontier, the comparison's rows): a plain
//! bottom-up merge sort is a few hundred bytes each and O(n log n) still.

use std::cmp::Ordering;

/// Sorts `v` by `cmp`, keeping equal elements in their order (as `slice::sort_by`).
pub fn stable_by<T: Clone>(v: &mut [T], cmp: impl Fn(&T, &T) -> Ordering) {
    let n = v.len();
    let mut from = v.to_vec();
    let mut to = v.to_vec();
    let mut width = 1;
    while width < n {
        for start in (0..n).step_by(2 * width) {
            let mid = (start + width).min(n);
            let end = (start + 2 * width).min(n);
            let (mut i, mut j) = (start, mid);
            for slot in &mut to[start..end] {
                // The left run wins ties: that is what keeps the sort stable.
                if j >= end || (i < mid && cmp(&from[i], &from[j]) != Ordering::Greater) {
                    *slot = from[i].clone();
                    i += 1;
                } else {
                    *slot = from[j].clone();
                    j += 1;
                }
            }
        }
        std::mem::swap(&mut from, &mut to);
        width *= 2;
    }
    v.clone_from_slice(&from);
}

#[cfg(test)]
mod tests {
    use super::stable_by;
    use proptest::prelude::*;

    proptest! {
        /// The same order as std's stable sort, ties included (the second field tells them apart).
        #[test]
        fn agrees_with_std(mut v in proptest::collection::vec((0u8..6, any::<u16>()), 0..200)) {
            let mut expected = v.clone();
            expected.sort_by_key(|a| a.0);
            stable_by(&mut v, |a, b| a.0.cmp(&b.0));
            prop_assert_eq!(v, expected);
        }
    }
}
