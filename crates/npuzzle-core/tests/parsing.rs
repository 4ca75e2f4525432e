//! Parser properties: no panic on any input, and every printed form reads back.

mod common;
use common::*;
use npuzzle_core::{Board, Goal, parse_board, random_solvable};
use proptest::prelude::*;

proptest! {
    #[test]
    fn never_panics_on_arbitrary_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = parse_board(&text);
    }

    #[test]
    fn never_panics_on_number_soup(nums in proptest::collection::vec(0u64..40, 0..40), seps in "[ /\n,_().]{0,8}") {
        let text: Vec<String> = nums.iter().map(|n| n.to_string()).collect();
        let _ = parse_board(&text.join(&seps));
    }

    #[test]
    fn printed_forms_read_back(r in 2usize..7, c in 2usize..7, seed in any::<u64>()) {
        let s = shape(r, c);
        let b = random_solvable(s, &Goal::new(Board::blank_last(s)), seed);
        prop_assert_eq!(&parse_board(&b.to_assignment()).unwrap(), &b);
        prop_assert_eq!(&parse_board(&b.to_string()).unwrap(), &b);
        if r == c {
            prop_assert_eq!(&parse_board(&b.to_flat()).unwrap(), &b);
        }
    }

    /// The grid, written digit by digit, is what `format!`'s right alignment gives.
    #[test]
    fn the_grid_is_aligned_as_format_aligns(r in 2usize..13, c in 2usize..13, seed in any::<u64>(), blank in "(_|0|__|·|blank| )") {
        let s = shape(r, c);
        let b = random_solvable(s, &Goal::new(Board::blank_last(s)), seed);
        let width = (r * c - 1).to_string().len().max(blank.chars().count());
        let mut expected = String::new();
        for row in b.cells().chunks(c) {
            let cells: Vec<String> = row
                .iter()
                .map(|&t| if t == 0 { format!("{blank:>width$}") } else { format!("{t:>width$}") })
                .collect();
            expected.push_str(cells.join(" ").trim_end());
            expected.push('\n');
        }
        prop_assert_eq!(b.grid(&blank), expected);
    }
}

#[test]
fn a_64x64_grid_aligns_four_digits() {
    let s = shape(64, 64);
    let b = random_solvable(s, &Goal::new(Board::blank_last(s)), 7);
    let text = b.grid("_");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 64);
    for line in &lines {
        // 64 fields of 4 characters (right-aligned), one space apart, none trailing.
        assert_eq!(line.len(), 64 * 5 - 1, "{line}");
        assert!(
            line.split(' ')
                .filter(|f| !f.is_empty())
                .all(|f| f.len() <= 4)
        );
    }
    assert_eq!(&parse_board(&text).unwrap(), &b);
}

#[test]
fn a_board_on_one_line_reads_back_as_itself() {
    for text in [
        "5 6 7 / 3 _ 8 / 2 1 4",
        "1 2 3 4 / 5 6 7 8 / 9 10 11 12 / 13 14 15 _",
        "_ 1 / 2 3",
    ] {
        let b: npuzzle_core::Board = text.parse().unwrap();
        assert_eq!(b.to_line(), text);
        assert_eq!(b.to_line().parse::<npuzzle_core::Board>().unwrap(), b);
    }
}
