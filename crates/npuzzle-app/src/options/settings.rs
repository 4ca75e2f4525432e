//! The search settings course exercises fix (the blank's move order, the tie-break, BFS's goal
//! test) as the text links, attributes and menus carry them: `rdlu`, `newest`, `expansion`.

use npuzzle_core::{GoalTest, Move, Ties};

/// A move order as its four letters (`udlr`), as links and attributes carry it.
pub fn order_letters(order: [Move; 4]) -> String {
    order
        .iter()
        .map(|m| match m {
            Move::Up => 'u',
            Move::Down => 'd',
            Move::Left => 'l',
            Move::Right => 'r',
        })
        .collect()
}

// The web reads these settings by table rather than with the core's parsers (which also take
// names such as `up,left,down,right`): the page's wasm stays smaller.

/// An order from its four letters (`rdlu`, any case).
pub fn order_from_letters(v: &str) -> Option<[Move; 4]> {
    let v = v.trim().to_ascii_lowercase();
    all_orders().into_iter().find(|&o| order_letters(o) == v)
}

/// A tie-break from its value (`deeper`, `oldest`, `newest`).
pub fn ties_from_value(v: &str) -> Option<Ties> {
    let v = v.trim().to_ascii_lowercase();
    [Ties::Deeper, Ties::Oldest, Ties::Newest]
        .into_iter()
        .find(|&t| ties_value(t) == v)
}

/// A goal test from its value (`generation`, `expansion`).
pub fn goal_test_from_value(v: &str) -> Option<GoalTest> {
    let v = v.trim().to_ascii_lowercase();
    [GoalTest::Generation, GoalTest::Expansion]
        .into_iter()
        .find(|&g| goal_test_value(g) == v)
}

/// Every order of the four moves, the course's (up, down, left, right) first.
pub fn all_orders() -> Vec<[Move; 4]> {
    let mut out = Vec::with_capacity(24);
    for a in Move::ALL {
        for b in Move::ALL {
            for c in Move::ALL {
                for d in Move::ALL {
                    let o = [a, b, c, d];
                    if Move::ALL.iter().all(|m| o.contains(m)) {
                        out.push(o);
                    }
                }
            }
        }
    }
    out
}

/// A tie-break's value in links and attributes.
pub fn ties_value(t: Ties) -> &'static str {
    match t {
        Ties::Deeper => "deeper",
        Ties::Oldest => "oldest",
        Ties::Newest => "newest",
    }
}

/// A goal test's value in links and attributes.
pub fn goal_test_value(g: GoalTest) -> &'static str {
    match g {
        GoalTest::Generation => "generation",
        GoalTest::Expansion => "expansion",
    }
}
