//! Configuration from the URL, for pages embedded in course websites:
//! `?board=8 6 7/2 5 4/3 _ 1&size=3x3&goal=end&algo=astar&heuristic=manhattan&controls=solve&autoplay=1`.
//!
//! Every parameter is checked; a bad one is reported in words and its default used instead.

use npuzzle_core::{Algorithm, Board, Heuristic, Shape, parse_board, parse_shape};

/// Which goal arrangement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoalKind {
    /// `1 2 3 / … / _`.
    End,
    /// `_ 1 2 / …`.
    Start,
}

impl GoalKind {
    pub fn value(self) -> &'static str {
        match self {
            GoalKind::End => "end",
            GoalKind::Start => "start",
        }
    }

    pub fn from_value(v: &str) -> Option<GoalKind> {
        match v.trim().to_ascii_lowercase().as_str() {
            "end" | "last" | "blank-last" => Some(GoalKind::End),
            "start" | "first" | "blank-first" => Some(GoalKind::Start),
            _ => None,
        }
    }

    pub fn board(self, shape: Shape) -> Board {
        match self {
            GoalKind::End => Board::blank_last(shape),
            GoalKind::Start => Board::blank_first(shape),
        }
    }
}

#[derive(Debug, Default)]
pub struct Config {
    pub board: Option<Board>,
    pub shape: Option<Shape>,
    pub goal: Option<GoalKind>,
    pub algorithm: Option<Algorithm>,
    pub heuristic: Option<Heuristic>,
    pub show_setup: Option<bool>,
    pub show_solve: Option<bool>,
    pub autoplay: bool,
    /// One sentence per parameter that was ignored.
    pub problems: Vec<String>,
}

/// Reads `key=value` pairs (already URL-decoded).
pub fn read(pairs: &[(String, String)]) -> Config {
    let mut c = Config::default();
    for (key, value) in pairs {
        let v = value.trim();
        match key.as_str() {
            "board" => match parse_board(v) {
                Ok(b) => c.board = Some(b),
                Err(e) => c
                    .problems
                    .push(format!("The board in the link was ignored: {e}.")),
            },
            "size" => match parse_shape(v) {
                Ok(s) if s.cells() <= 64 * 64 => c.shape = Some(s),
                Ok(_) => {}
                Err(e) => c
                    .problems
                    .push(format!("The size “{}” was ignored: {e}.", short(v))),
            },
            "goal" => match GoalKind::from_value(v) {
                Some(g) => c.goal = Some(g),
                None => c.problems.push(format!(
                    "The goal “{}” was ignored: use end or start.",
                    short(v)
                )),
            },
            "algo" | "algorithm" => match v.parse() {
                Ok(a) => c.algorithm = Some(a),
                Err(e) => c.problems.push(format!("The algorithm was ignored: {e}.")),
            },
            "heuristic" => match v.parse() {
                Ok(h) => c.heuristic = Some(h),
                Err(e) => c.problems.push(format!("The heuristic was ignored: {e}.")),
            },
            "controls" => {
                let mut setup = false;
                let mut solve = false;
                let mut ok = true;
                for part in v.split([',', ' ', '+']).filter(|p| !p.is_empty()) {
                    match part.to_ascii_lowercase().as_str() {
                        "all" => (setup, solve) = (true, true),
                        "none" => {}
                        "setup" | "board" => setup = true,
                        "solve" => solve = true,
                        _ => ok = false,
                    }
                }
                if ok {
                    (c.show_setup, c.show_solve) = (Some(setup), Some(solve));
                } else {
                    c.problems.push(format!(
                        "The controls “{}” were ignored: use all, none, setup, solve or setup,solve.",
                        short(v)
                    ));
                }
            }
            "autoplay" => match v.to_ascii_lowercase().as_str() {
                "" | "1" | "true" | "yes" | "on" => c.autoplay = true,
                "0" | "false" | "no" | "off" => c.autoplay = false,
                _ => c
                    .problems
                    .push(format!("autoplay “{}” was ignored: use 1 or 0.", short(v))),
            },
            _ => c
                .problems
                .push(format!("Unknown setting “{}” was ignored.", short(key))),
        }
    }
    // The core knows which algorithms take a heuristic; the page would silently drop it.
    if let (Some(a), Some(_)) = (c.algorithm, c.heuristic)
        && !a.takes_heuristic()
    {
        c.problems.push(format!(
            "The heuristic was ignored: {a} picks its own (greedy, astar and idastar take one)."
        ));
        c.heuristic = None;
    }
    if let (Some(b), Some(s)) = (&c.board, c.shape)
        && b.shape() != s
    {
        c.problems.push(format!(
            "The size {s} does not match the {} board in the link; the board wins.",
            b.shape()
        ));
        c.shape = Some(b.shape());
    }
    c
}

/// From `window.location.search`.
pub fn from_location() -> Config {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(&search) else {
        return Config::default();
    };
    let mut pairs = Vec::new();
    for entry in js_sys::try_iter(&params)
        .ok()
        .flatten()
        .into_iter()
        .flatten()
        .flatten()
    {
        let pair = js_sys::Array::from(&entry);
        pairs.push((
            pair.get(0).as_string().unwrap_or_default(),
            pair.get(1).as_string().unwrap_or_default(),
        ));
    }
    read(&pairs)
}

/// Parameter text quoted back to the user, cut short.
fn short(s: &str) -> String {
    let cut: String = s.chars().take(40).collect();
    if cut.len() < s.len() {
        format!("{cut}…")
    } else {
        cut
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_query(query: &str) -> Config {
        let pairs: Vec<(String, String)> = query
            .split('&')
            .filter(|p| !p.is_empty())
            .map(|p| {
                let (k, v) = p.split_once('=').unwrap_or((p, ""));
                (k.to_string(), v.to_string())
            })
            .collect();
        read(&pairs)
    }

    #[test]
    fn good_parameters_are_read() {
        let c = read_query(
            "board=8 6 7/2 5 4/3 _ 1&goal=start&algo=astar&heuristic=hamming&controls=solve&autoplay=1",
        );
        assert_eq!(c.board.unwrap().to_flat(), "8 6 7 2 5 4 3 0 1");
        assert_eq!(c.goal, Some(GoalKind::Start));
        assert_eq!(c.algorithm, Some(Algorithm::AStar));
        assert_eq!(c.heuristic, Some(Heuristic::Hamming));
        assert_eq!((c.show_setup, c.show_solve), (Some(false), Some(true)));
        assert!(c.autoplay);
        assert!(c.problems.is_empty(), "{:?}", c.problems);
        let c = read_query("size=3x4&controls=setup,solve&goal=blank-last");
        assert_eq!(c.shape, Some(Shape::new(3, 4).unwrap()));
        assert_eq!((c.show_setup, c.show_solve), (Some(true), Some(true)));
    }

    #[test]
    fn bad_parameters_are_named_and_dropped() {
        let c = read_query(
            "board=1 0 3 3&size=huge&goal=middle&algo=quantum&controls=all,extra&autoplay=maybe&colour=red",
        );
        assert_eq!(
            (c.board, c.shape, c.goal, c.algorithm),
            (None, None, None, None)
        );
        assert_eq!(c.problems.len(), 7, "{:?}", c.problems);
        assert!(
            c.problems[0].contains("tile 3 appears twice"),
            "{}",
            c.problems[0]
        );
        assert!(
            c.problems[6].contains("Unknown setting “colour”"),
            "{}",
            c.problems[6]
        );
        // A heuristic for an algorithm that picks its own is reported, not silently dropped.
        let c = read_query("algo=auto&heuristic=manhattan");
        assert_eq!(c.heuristic, None);
        assert!(
            c.problems[0].contains("auto picks its own"),
            "{:?}",
            c.problems
        );
        // The board wins over a size that disagrees; long values are quoted short.
        let c = read_query(&format!("board=1 2 3 0&size=4&goal={}", "x".repeat(100)));
        assert_eq!(c.shape, Some(Shape::new(2, 2).unwrap()));
        assert!(c.problems.iter().any(|p| p.contains("the board wins")));
        assert!(
            c.problems
                .iter()
                .any(|p| p.contains(&format!("{}…", "x".repeat(40))))
        );
    }
}
