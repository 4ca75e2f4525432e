//! Share: links and snippets that restore the puzzle.

use crate::*;
use npuzzle_app::i18n::Key;
use npuzzle_app::options::{GoalKind, Options};
use npuzzle_app::state::{Effect, Msg, State, puzzle, search, share};
use npuzzle_core::{Algorithm, Heuristic};

#[test]
fn share_restores_the_board_goal_algorithm_and_heuristic() {
    let mut s = with_board("_ 1 2 / 3 4 5 / 6 7 8");
    s.update(Msg::Puzzle(puzzle::Msg::SetGoal(GoalKind::Start)));
    s.update(Msg::Puzzle(puzzle::Msg::ApplyText(
        "8 6 7 / 2 5 4 / 3 _ 1".into(),
    )));
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::Greedy)));
    s.update(Msg::Search(search::Msg::Heuristic(Heuristic::Hamming)));
    s.share.site = "https://example.org/puzzle/".into();
    let link = s.share(npuzzle_app::state::ShareKind::Link);
    assert_eq!(
        link,
        "https://example.org/puzzle/?board=8%206%207/2%205%204/3%20_%201&goal=start&algo=greedy&heuristic=hamming"
    );
    // Read back as the page reads its URL (decoded pairs): the same puzzle.
    let pairs: Vec<(String, String)> = s
        .share
        .query(&s.puzzle, &s.search)
        .split('&')
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap();
            (k.to_string(), v.replace("%20", " "))
        })
        .collect();
    let o = Options::read(&pairs);
    assert!(o.problems.is_empty());
    let t = State::new(o, 9);
    assert_eq!(
        (
            t.puzzle.board.clone(),
            t.puzzle.goal_kind,
            t.search.algorithm,
            t.search.heuristic
        ),
        (
            s.puzzle.board.clone(),
            GoalKind::Start,
            Algorithm::Greedy,
            Heuristic::Hamming
        )
    );
    let element = s.share(npuzzle_app::state::ShareKind::Element);
    assert!(element.starts_with(
        "<script type=\"module\" src=\"https://example.org/puzzle/n-puzzle.js\"></script>"
    ));
    assert!(element.contains(
        "<n-puzzle board=\"8 6 7/2 5 4/3 _ 1\" goal=\"start\" algo=\"greedy\" heuristic=\"hamming\">"
    ));
    let iframe = s.share(npuzzle_app::state::ShareKind::Iframe);
    assert!(iframe.contains("goal=start&amp;algo=greedy"), "{iframe}");
    // Copy asks the web layer, and says whether it worked.
    let fx = s.update(Msg::Share(share::Msg::Copy(
        npuzzle_app::state::ShareKind::Link,
    )));
    assert_eq!(fx, vec![Effect::Copy(link)]);
    s.update(Msg::Copied(true));
    assert_eq!(s.voice.said.as_ref().unwrap().key, Key::Copied);
}

#[test]
fn the_labs_formula_travels_in_the_link_and_the_element() {
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    s.share.site = "https://example.org/puzzle/".into();
    // The lab's own example is not carried: every page starts with it.
    assert!(
        !s.share(npuzzle_app::state::ShareKind::Link)
            .contains("formula=")
    );
    let formula = "if blank_row < 2 then max(manhattan, 2*hamming) else manhattan + 1";
    s.update(Msg::Lab(npuzzle_app::state::lab::Msg::Edit(formula.into())));
    let link = s.share(npuzzle_app::state::ShareKind::Link);
    let query = link.split_once('?').unwrap().1;
    assert!(
        query.contains("&formula=if%20blank_row%20%3C%202%20then%20max%28manhattan%2C%202%2A"),
        "{query}"
    );
    // Read back as the page reads its URL (percent-decoded pairs): the lab holds the formula.
    let pairs: Vec<(String, String)> = query
        .split('&')
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap();
            (k.to_string(), percent_decoded(v))
        })
        .collect();
    let o = Options::read(&pairs);
    assert!(o.problems.is_empty(), "{:?}", o.problems);
    assert_eq!(State::new(o, 9).lab.formula, formula);
    let element = s.share(npuzzle_app::state::ShareKind::Element);
    assert!(
        element.contains(&format!(" formula=\"{formula}\"")),
        "{element}"
    );
    // An attribute's value is escaped: a quote or an ampersand cannot end it or start an entity.
    s.update(Msg::Lab(npuzzle_app::state::lab::Msg::Edit(
        "manhattan \"&amp;".into(),
    )));
    let element = s.share(npuzzle_app::state::ShareKind::Element);
    assert!(
        element.contains(" formula=\"manhattan &quot;&amp;amp;\""),
        "{element}"
    );
}

fn percent_decoded(v: &str) -> String {
    let mut out = Vec::new();
    let b = v.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            out.push(u8::from_str_radix(&v[i + 1..i + 3], 16).unwrap());
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8(out).unwrap()
}

#[test]
fn above_the_8_puzzle_share_carries_auto_rather_than_a_search_that_would_not_finish() {
    use npuzzle_app::state::ShareKind;
    let mut s = with_board("14 13 15 7 / 11 12 9 5 / 6 _ 2 1 / 4 8 10 3");
    s.share.site = "https://example.org/".into();
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::AStar)));
    assert!(s.share_drops_algorithm());
    assert!(
        s.share(ShareKind::Link).contains("&algo=auto"),
        "{}",
        s.share(ShareKind::Link)
    );
    assert!(s.share(ShareKind::Element).contains(r#"algo="auto""#));
    // The board and goal go as they are; the search chosen stays the page's.
    assert!(s.share(ShareKind::Link).contains("board=14%2013%2015%207/"));
    assert_eq!(s.search.algorithm, Algorithm::AStar);
    // An 8-puzzle keeps every search: each finishes it.
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    s.share.site = "https://example.org/".into();
    s.update(Msg::Search(search::Msg::Algorithm(Algorithm::Bfs)));
    assert!(!s.share_drops_algorithm());
    assert!(s.share(ShareKind::Link).contains("&algo=bfs"));
}

#[test]
fn a_language_chosen_over_the_browsers_travels_with_the_link() {
    use npuzzle_app::i18n::Lang;
    use npuzzle_app::state::ShareKind;
    let mut s = with_board("8 6 7 / 2 5 4 / 3 _ 1");
    s.share.site = "https://example.org/".into();
    s.share.browser = Some(Lang::En);
    assert!(
        !s.share(ShareKind::Link).contains("lang="),
        "the browser's own: left to the student's"
    );
    s.update(Msg::SetLang(Lang::Ar));
    assert!(
        s.share(ShareKind::Link).ends_with("&lang=ar"),
        "{}",
        s.share(ShareKind::Link)
    );
    assert!(s.share(ShareKind::Element).contains(r#" lang="ar""#));
}
