//! Which panel a narrow component shows under its board (a phone, a narrow column of a course
//! page): Board, Solve, Study or Share, one at a time, so the control in use sits next to the
//! board instead of screens below it. Wide components show every panel and ignore it.

use crate::options::Controls;

/// A panel reached by a tab.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    /// Size, goal, shuffle, the board as text.
    Board,
    /// The search, Solve, the result and its moves.
    #[default]
    Solve,
    /// Hint, step through the search, predict, Compare.
    Study,
    /// The link, the iframe and the element.
    Share,
}

impl Tab {
    /// Every tab, in the order shown.
    pub const ALL: [Tab; 4] = [Tab::Board, Tab::Solve, Tab::Study, Tab::Share];

    /// Its name in the markup (`data-tab`).
    pub fn value(self) -> &'static str {
        match self {
            Tab::Board => "board",
            Tab::Solve => "solve",
            Tab::Study => "study",
            Tab::Share => "share",
        }
    }

    /// Whether its panel is among `controls` (Share goes with the full component only).
    pub fn offered(self, controls: Controls) -> bool {
        match self {
            Tab::Board => controls.play,
            Tab::Solve => controls.solve,
            Tab::Study => controls.study,
            Tab::Share => controls == Controls::FULL,
        }
    }

    /// `self` if it is offered, else the first tab that is (`None`: no panel at all).
    pub fn or_offered(self, controls: Controls) -> Option<Tab> {
        if self.offered(controls) {
            return Some(self);
        }
        Tab::ALL.into_iter().find(|t| t.offered(controls))
    }
}

impl std::str::FromStr for Tab {
    type Err = ();
    fn from_str(s: &str) -> Result<Tab, ()> {
        Tab::ALL.into_iter().find(|t| t.value() == s).ok_or(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tab_whose_panel_is_not_shown_gives_way_to_the_first_that_is() {
        let solve_only = Controls {
            play: false,
            solve: true,
            study: false,
        };
        assert_eq!(Tab::Study.or_offered(solve_only), Some(Tab::Solve));
        assert_eq!(Tab::Share.or_offered(Controls::FULL), Some(Tab::Share));
        assert_eq!(Tab::Share.or_offered(solve_only), Some(Tab::Solve));
        let none = Controls {
            play: false,
            solve: false,
            study: false,
        };
        assert_eq!(Tab::Solve.or_offered(none), None);
        for t in Tab::ALL {
            assert_eq!(t.value().parse(), Ok(t));
        }
    }
}
