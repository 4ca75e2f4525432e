//! A component's settings, from any host: URL parameters (the page and the iframe), the
//! `<n-puzzle>` element's attributes, or the object given to `mount()`. All arrive as
//! name/value text; every value is checked, and a bad one is reported in words and ignored.
//!
//! `board=8 6 7/2 5 4/3 _ 1&size=3x3&goal=end&algo=astar&heuristic=manhattan&controls=solve&autoplay=1&lang=de`
//! and the search settings course exercises fix: `order=rdlu&ties=newest&goal-test=expansion`.

mod exercise;
mod settings;

pub use exercise::{
    ExerciseOptions, Hints, Keep, MAX_COUNT, MAX_HINTS, MAX_ID, MAX_SLACK, Task, parse_pass,
};

pub use settings::{
    all_orders, goal_test_from_value, goal_test_value, order_from_letters, order_letters,
    ties_from_value, ties_value,
};

use crate::i18n::{Key, Lang, Said, error};
use npuzzle_core::{
    Algorithm, Board, GoalTest, Heuristic, Move, Shape, Ties, parse_board, parse_shape,
};

/// Which goal arrangement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoalKind {
    /// `1 2 3 / … / _`.
    End,
    /// `_ 1 2 / …`.
    Start,
}

impl GoalKind {
    /// The value in links and attributes.
    pub fn value(self) -> &'static str {
        match self {
            GoalKind::End => "end",
            GoalKind::Start => "start",
        }
    }

    /// Reads `end`/`last`/`blank-last` or `start`/`first`/`blank-first`.
    pub fn from_value(v: &str) -> Option<GoalKind> {
        match v.trim().to_ascii_lowercase().as_str() {
            "end" | "last" | "blank-last" => Some(GoalKind::End),
            "start" | "first" | "blank-first" => Some(GoalKind::Start),
            _ => None,
        }
    }

    /// The goal board of this kind.
    pub fn board(self, shape: Shape) -> Board {
        match self {
            GoalKind::End => Board::blank_last(shape),
            GoalKind::Start => Board::blank_first(shape),
        }
    }
}

/// Which panels show beside the board (the board itself can always be played).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Controls {
    /// Size, goal, shuffle, scramble, reset, the board as text.
    pub play: bool,
    /// Algorithm, heuristic, solve, the result and its playback.
    pub solve: bool,
    /// Hint, heuristics on the board, step through a search, compare the searches.
    pub study: bool,
}

impl Default for Controls {
    fn default() -> Controls {
        Controls::FULL
    }
}

impl Controls {
    /// Every panel.
    pub const FULL: Controls = Controls {
        play: true,
        solve: true,
        study: true,
    };

    /// The board alone.
    pub const NONE: Controls = Controls {
        play: false,
        solve: false,
        study: false,
    };

    /// Reads `full` (or `all`), `none`, `play` (or `setup`), `solve`, `study`, or a list such as
    /// `play,solve`.
    pub fn from_value(v: &str) -> Option<Controls> {
        let mut c = Controls::NONE;
        for part in v.split([',', ' ', '+']).filter(|p| !p.is_empty()) {
            match part.to_ascii_lowercase().as_str() {
                "full" | "all" => c = Controls::FULL,
                "none" => {}
                "play" | "setup" | "board" => c.play = true,
                "solve" => c.solve = true,
                "study" => c.study = true,
                _ => return None,
            }
        }
        Some(c)
    }

    /// The value in links and attributes.
    pub fn value(self) -> String {
        if self == Controls::FULL {
            return "full".into();
        }
        let names: Vec<&str> = [
            (self.play, "play"),
            (self.solve, "solve"),
            (self.study, "study"),
        ]
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, name)| *name)
        .collect();
        if names.is_empty() {
            "none".into()
        } else {
            names.join(",")
        }
    }
}

/// The settings a host gave; `None` where it gave none (or a bad one).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Options {
    /// The board to show.
    pub board: Option<Board>,
    /// The size (a board decides its own).
    pub shape: Option<Shape>,
    /// The goal arrangement.
    pub goal: Option<GoalKind>,
    /// The algorithm offered.
    pub algorithm: Option<Algorithm>,
    /// The heuristic offered.
    pub heuristic: Option<Heuristic>,
    /// A heuristic of the student's own, for the lab (read when checked: its errors are said there).
    pub formula: Option<String>,
    /// Panels to show.
    pub controls: Option<Controls>,
    /// Solve at once and play the solution.
    pub autoplay: bool,
    /// The language.
    pub lang: Option<Lang>,
    /// Whether the component shows a menu of every language (`None`: as it was).
    pub lang_menu: Option<bool>,
    /// The order in which the blank's moves are tried.
    pub order: Option<[Move; 4]>,
    /// Greedy and A*: which of equally good nodes goes first.
    pub ties: Option<Ties>,
    /// BFS: when the goal is tested.
    pub goal_test: Option<GoalTest>,
    /// A graded exercise.
    pub exercise: ExerciseOptions,
    /// One sentence per setting that was ignored.
    pub problems: Vec<Said>,
    /// What was wrong with a board given: an exercise does not start on another (found
    /// by [`Options::read`] when it reconciles the settings).
    pub bad_board: Option<Said>,
}

/// The names an element observes and a link may carry (`www/n-puzzle.js` observes exactly
/// these: a test reads its list).
pub const NAMES: [&str; 22] = [
    "board",
    "size",
    "goal",
    "algo",
    "algorithm",
    "heuristic",
    "formula",
    "controls",
    "autoplay",
    "lang",
    "lang-menu",
    "order",
    "ties",
    "goal-test",
    "exercise",
    "exercise-id",
    "count",
    "slack",
    "hints",
    "pass",
    "keep",
    "resume",
];

impl Options {
    /// Reads `name`/`value` pairs (already URL-decoded).
    pub fn read<K: AsRef<str>, V: AsRef<str>>(pairs: &[(K, V)]) -> Options {
        let mut o = Options::default();
        for (key, value) in pairs {
            o.set(key.as_ref(), value.as_ref());
        }
        o.reconcile();
        o
    }

    /// Applies one setting; a bad value is reported in `problems` and leaves the old one.
    pub fn set(&mut self, key: &str, value: &str) {
        let v = value.trim();
        let problem = |key: Key| Said::key(key).with("v", short(v));
        let name = key.trim().to_ascii_lowercase();
        if self.exercise.set(&name, v, &short(v)) {
            return;
        }
        match name.as_str() {
            "board" => match parse_board(v) {
                Ok(b) => self.board = Some(b),
                Err(e) => {
                    self.problems.push(
                        Said::key(Key::IgnoredBoard)
                            .with("v", short(v))
                            .with_said("why", error(&e)),
                    );
                    self.bad_board = Some(
                        Said::key(Key::ExBadBoard)
                            .with("v", short(v))
                            .with_said("why", error(&e)),
                    );
                }
            },
            "size" => match parse_shape(v) {
                Ok(s) if s.cells() <= 64 * 64 => self.shape = Some(s),
                _ => self.problems.push(problem(Key::IgnoredSize)),
            },
            "goal" => match GoalKind::from_value(v) {
                Some(g) => self.goal = Some(g),
                None => self.problems.push(problem(Key::IgnoredGoal)),
            },
            "algo" | "algorithm" => match v.parse() {
                Ok(a) => self.algorithm = Some(a),
                Err(_) => self.problems.push(problem(Key::IgnoredAlgorithm)),
            },
            "heuristic" => match v.parse() {
                Ok(h) => self.heuristic = Some(h),
                Err(_) => self.problems.push(problem(Key::IgnoredHeuristic)),
            },
            "formula" => self.formula = (!v.is_empty()).then(|| v.to_string()),
            "controls" => match Controls::from_value(v) {
                Some(c) => self.controls = Some(c),
                None => self.problems.push(problem(Key::IgnoredControls)),
            },
            "autoplay" => match v.to_ascii_lowercase().as_str() {
                "" | "1" | "true" | "yes" | "on" | "autoplay" => self.autoplay = true,
                "0" | "false" | "no" | "off" => self.autoplay = false,
                _ => self.problems.push(problem(Key::IgnoredAutoplay)),
            },
            "lang" => match Lang::from_tag(v) {
                Some(l) => self.lang = Some(l),
                None => self
                    .problems
                    .push(problem(Key::IgnoredLang).with("langs", Lang::codes())),
            },
            // A menu of every language in the component (the page shows one; an embedded
            // component only when its host asks).
            "lang-menu" => match v.to_ascii_lowercase().as_str() {
                "" | "1" | "true" | "yes" | "on" | "lang-menu" => self.lang_menu = Some(true),
                "0" | "false" | "no" | "off" => self.lang_menu = Some(false),
                _ => self.problems.push(problem(Key::IgnoredLangMenu)),
            },
            "order" => match order_from_letters(v) {
                Some(o) => self.order = Some(o),
                None => self.problems.push(problem(Key::IgnoredOrder)),
            },
            "ties" => match ties_from_value(v) {
                Some(t) => self.ties = Some(t),
                None => self.problems.push(problem(Key::IgnoredTies)),
            },
            "goal-test" | "goaltest" | "goal_test" => match goal_test_from_value(v) {
                Some(g) => self.goal_test = Some(g),
                None => self.problems.push(problem(Key::IgnoredGoalTest)),
            },
            _ => self
                .problems
                .push(Said::key(Key::IgnoredUnknown).with("v", short(key))),
        }
    }

    /// A value of `key` longer than any board's text, refused by its length (`bytes`) before it
    /// is read.
    pub fn refuse_too_long(&mut self, key: &str, bytes: usize) {
        let e = npuzzle_core::Error::TextTooLong {
            bytes,
            max: npuzzle_core::MAX_BOARD_TEXT,
        };
        self.problems.push(
            Said::key(Key::IgnoredTooLong)
                .with("name", short(key))
                .with_said("why", error(&e)),
        );
    }

    /// A setting on a package's launch URL, which may not change what the package fixes.
    pub fn refuse_packaged(&mut self, key: &str) {
        self.problems
            .push(Said::key(Key::IgnoredPackaged).with("v", short(key)));
    }

    /// Settings that contradict each other: the core knows which algorithms take a heuristic
    /// (the page would silently drop it), and a board decides its own size.
    fn reconcile(&mut self) {
        // A grade must not be given on a board the teacher did not set: a bad one stops the
        // exercise, as every other bad exercise setting does.
        if let Some(said) = self.bad_board.take()
            && self.exercise.asked()
        {
            self.problems.retain(|p| p.key != Key::IgnoredBoard);
            self.exercise.errors.push(said);
        }
        if let (Some(a), Some(_)) = (self.algorithm, self.heuristic)
            && !a.takes_heuristic()
        {
            self.problems
                .push(Said::key(Key::IgnoredOwnHeuristic).with("algo", a));
            self.heuristic = None;
        }
        if let (Some(b), Some(s)) = (&self.board, self.shape)
            && b.shape() != s
        {
            self.problems.push(
                Said::key(Key::SizeBoardDisagree)
                    .with("size", s)
                    .with("board", b.shape()),
            );
            self.shape = Some(b.shape());
        }
    }
}

/// A value as a notice shows it: its first 40 characters, hidden ones (a right-to-left
/// override that would make the notice read backwards) named as `\u{202E}`.
pub(crate) fn short(s: &str) -> String {
    npuzzle_core::shown(s, 40)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_too_long_to_read_is_named_by_its_option() {
        let mut o = Options::default();
        o.refuse_too_long("heuristic", 2_000_000);
        let text = o.problems[0].text(Lang::En);
        assert!(
            text.starts_with("The heuristic given was ignored: the text is 2000000 bytes"),
            "{text}"
        );
        assert!(o.problems[0].text(Lang::Es).contains("heuristic"));
    }

    #[test]
    fn hidden_characters_in_a_value_are_named_not_obeyed() {
        // ?goal=\u{202E}trats: a right-to-left override would make the notice read backwards.
        let o = Options::read(&[("goal", "\u{202E}trats"), ("algo", "bfs\u{200B}")]);
        assert_eq!(o.problems.len(), 2);
        for p in &o.problems {
            let text = p.text(Lang::En);
            assert!(
                !text.contains('\u{202E}') && !text.contains('\u{200B}'),
                "{text}"
            );
        }
        assert!(o.problems[0].text(Lang::En).contains("\\u{202E}trats"));
    }

    #[test]
    fn the_element_observes_exactly_the_names_options_read() {
        let script = include_str!("../../../../www/n-puzzle.js");
        let list = script
            .split("const ATTRIBUTES = [")
            .nth(1)
            .and_then(|rest| rest.split(']').next())
            .expect("n-puzzle.js declares ATTRIBUTES");
        let observed: Vec<&str> = list
            .split(',')
            .map(|n| n.trim().trim_matches('\''))
            .filter(|n| !n.is_empty())
            .collect();
        assert_eq!(observed, NAMES);
        for name in NAMES {
            let mut o = Options::default();
            o.set(name, "");
            let unknown = o.problems.iter().any(|p| p.key == Key::IgnoredUnknown);
            assert!(!unknown, "{name} is read");
        }
    }

    fn read_query(query: &str) -> Options {
        let pairs: Vec<(String, String)> = query
            .split('&')
            .filter(|p| !p.is_empty())
            .map(|p| {
                let (k, v) = p.split_once('=').unwrap_or((p, ""));
                (k.to_string(), v.to_string())
            })
            .collect();
        Options::read(&pairs)
    }

    fn english(o: &Options) -> Vec<String> {
        o.problems.iter().map(|p| p.text(Lang::En)).collect()
    }

    #[test]
    fn good_settings_are_read() {
        let o = read_query(
            "board=8 6 7/2 5 4/3 _ 1&goal=start&algo=astar&heuristic=hamming&controls=solve&autoplay=1&lang=de-AT",
        );
        assert_eq!(o.board.as_ref().unwrap().to_flat(), "8 6 7 2 5 4 3 0 1");
        assert_eq!(o.goal, Some(GoalKind::Start));
        assert_eq!(o.algorithm, Some(Algorithm::AStar));
        assert_eq!(o.heuristic, Some(Heuristic::Hamming));
        assert_eq!(
            o.controls,
            Some(Controls {
                solve: true,
                ..Controls::NONE
            })
        );
        assert!(o.autoplay);
        assert_eq!(o.lang, Some(Lang::De));
        assert!(o.problems.is_empty(), "{:?}", english(&o));
        let o = read_query("size=3x4&controls=play,solve,study&goal=blank-last");
        assert_eq!(o.shape, Some(Shape::new(3, 4).unwrap()));
        assert_eq!(o.controls, Some(Controls::FULL));
        for c in [
            "full",
            "none",
            "play",
            "solve",
            "study",
            "play,solve",
            "solve,study",
        ] {
            assert_eq!(Controls::from_value(c).unwrap().value(), c);
        }
    }

    #[test]
    fn bad_settings_are_named_and_dropped() {
        let o = read_query(
            "board=1 0 3 3&size=huge&goal=middle&algo=quantum&controls=all,extra&autoplay=maybe&lang=sw&colour=red",
        );
        assert_eq!(
            (o.board.clone(), o.shape, o.goal, o.algorithm, o.lang),
            (None, None, None, None, None)
        );
        let p = english(&o);
        assert_eq!(p.len(), 8, "{p:?}");
        assert!(p[0].contains("tile 3 appears twice"), "{}", p[0]);
        assert!(p[7].contains("Unknown setting “colour”"), "{}", p[7]);
        // In German too.
        assert!(
            o.problems[0]
                .text(Lang::De)
                .contains("Plättchen 3 kommt zweimal vor")
        );
        // A heuristic for an algorithm that picks its own is reported, not silently dropped.
        let o = read_query("algo=auto&heuristic=manhattan");
        assert_eq!(o.heuristic, None);
        assert!(
            english(&o)[0].contains("auto picks its own"),
            "{:?}",
            english(&o)
        );
        // The board wins over a size that disagrees; long values are quoted short.
        let o = read_query(&format!("board=1 2 3 0&size=4&goal={}", "x".repeat(100)));
        assert_eq!(o.shape, Some(Shape::new(2, 2).unwrap()));
        let p = english(&o);
        assert!(p.iter().any(|p| p.contains("the board wins")), "{p:?}");
        assert!(
            p.iter()
                .any(|p| p.contains(&format!("{}…", "x".repeat(40))))
        );
    }
}
