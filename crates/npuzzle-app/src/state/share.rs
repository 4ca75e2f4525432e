//! Share: a link, an iframe or an element that restores this puzzle (its starting board, goal,
//! algorithm, heuristic and the search settings that differ from the default).

use super::puzzle::Puzzle;
use super::search::SearchChoice;
use crate::options::{GoalKind, goal_test_value, order_letters, ties_value};
use npuzzle_core::SearchSettings;

/// Where the site is (the page, the script and the tables), for the snippets.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Share {
    /// The site's address, ending in `/`; empty where unknown (Share is then hidden).
    pub site: String,
    /// The language the browser asks for, where known: a link made in another language (one
    /// chosen in the menu or the address) carries it.
    pub browser: Option<crate::i18n::Lang>,
}

/// What Share offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShareKind {
    /// A link to the page.
    Link,
    /// An iframe for a course page.
    Iframe,
    /// The `<n-puzzle>` element and its script.
    Element,
}

/// A person's request: copy one of them.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Copy a link or snippet.
    Copy(ShareKind),
}

impl Share {
    /// The settings that restore the puzzle, as a URL query (`board=…&goal=…&algo=…`).
    pub fn query(&self, puzzle: &Puzzle, search: &SearchChoice) -> String {
        self.query_with(puzzle, search, &[])
    }

    /// [`Share::query`] and more settings (an exercise's).
    pub fn query_with(
        &self,
        puzzle: &Puzzle,
        search: &SearchChoice,
        more: &[(&str, String)],
    ) -> String {
        let rows: Vec<String> = puzzle
            .start
            .to_string()
            .lines()
            .map(|r| r.split_whitespace().collect::<Vec<_>>().join(" "))
            .collect();
        let mut q = vec![
            ("board", rows.join("/")),
            ("goal", puzzle.goal_kind.value().to_string()),
            ("algo", search.algorithm.name().to_string()),
        ];
        if search.heuristic_applies() {
            q.push(("heuristic", search.heuristic.name().to_string()));
        }
        q.extend(settings_shared(&search.settings));
        q.extend(more.iter().map(|(k, v)| (*k, v.clone())));
        q.iter()
            .map(|(k, v)| format!("{k}={}", encode(v)))
            .collect::<Vec<_>>()
            .join("&")
    }

    /// A link, an iframe or an element that shows the puzzle (its starting board).
    pub fn text(&self, kind: ShareKind, puzzle: &Puzzle, search: &SearchChoice) -> String {
        self.text_with(kind, puzzle, search, &[])
    }

    /// [`Share::text`] with more settings (an exercise's).
    pub fn text_with(
        &self,
        kind: ShareKind,
        puzzle: &Puzzle,
        search: &SearchChoice,
        more: &[(&str, String)],
    ) -> String {
        let site = &self.site;
        let query = self.query_with(puzzle, search, more);
        match kind {
            ShareKind::Link => format!("{site}?{query}"),
            ShareKind::Iframe => format!(
                "<iframe src=\"{site}?{}\" title=\"N-puzzle\" style=\"width:100%;border:0\" height=\"720\"></iframe>",
                query.replace('&', "&amp;")
            ),
            ShareKind::Element => {
                let board = query
                    .split('&')
                    .next()
                    .and_then(|b| b.strip_prefix("board="))
                    .map(decode)
                    .unwrap_or_default();
                let mut attributes = format!("board=\"{board}\"");
                if puzzle.goal_kind != GoalKind::End {
                    attributes.push_str(" goal=\"start\"");
                }
                attributes.push_str(&format!(" algo=\"{}\"", search.algorithm.name()));
                if search.heuristic_applies() {
                    attributes.push_str(&format!(" heuristic=\"{}\"", search.heuristic.name()));
                }
                for (k, v) in settings_shared(&search.settings) {
                    attributes.push_str(&format!(" {k}=\"{v}\""));
                }
                for (k, v) in more {
                    let v = v.replace('&', "&amp;").replace('"', "&quot;");
                    attributes.push_str(&format!(" {k}=\"{v}\""));
                }
                format!(
                    "<script type=\"module\" src=\"{site}n-puzzle.js\"></script>\n<n-puzzle {attributes}></n-puzzle>"
                )
            }
        }
    }
}

/// The search settings a link or element must carry: those that differ from the default.
fn settings_shared(settings: &SearchSettings) -> Vec<(&'static str, String)> {
    let d = SearchSettings::default();
    let mut out = Vec::new();
    if settings.order != d.order {
        out.push(("order", order_letters(settings.order)));
    }
    if settings.ties != d.ties {
        out.push(("ties", ties_value(settings.ties).into()));
    }
    if settings.goal_test != d.goal_test {
        out.push(("goal-test", goal_test_value(settings.goal_test).into()));
    }
    out
}

/// Percent-encodes a query value (letters, digits, `-_.~/` stay).
fn encode(v: &str) -> String {
    let mut out = String::new();
    for b in v.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~/".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Undoes [`encode`].
fn decode(v: &str) -> String {
    let bytes = v.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && let Some(b) = v
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(h, 16).ok())
        {
            out.push(b);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}
