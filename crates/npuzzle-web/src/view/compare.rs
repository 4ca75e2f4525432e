//! Compare: run every search on the board, the table of their figures with a bar per row on a
//! log scale, a row's solution played on the board, the table copied.

use super::kit::{self, Listeners, Send, esc, part};
use crate::i18n::{Fixed, Key, Lang, Said, algorithm_name, decimal, group, heuristic_name};
use npuzzle_app::state::compare::Column;
use npuzzle_app::state::{COMPARE_NODES, Msg, RowOutcome, State, compare};
use web_sys::Element;

/// The markup, last in the Study panel.
pub fn template(lang: Lang) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"  <h3>{compare_title}</h3>
  <p data-part="compare-help" class="muted"></p>
  <div class="row buttons">
    <button data-part="compare" type="button">{compare_button}</button>
    <button data-part="compare-cancel" type="button">{cancel}</button>
    <button data-part="copy-csv" type="button">{copy_csv}</button>
    <button data-part="copy-md" type="button">{copy_md}</button>
  </div>
  <div class="table-scroll"><table class="data compare" data-part="compare-table" hidden>
    <thead data-part="compare-head"><tr>{sortable}<th scope="col">{col_chart}</th><th scope="col"><span class="sr-only">{play}</span></th></tr></thead>
    <tbody data-part="compare-rows"></tbody></table></div>
"#,
        compare_title = t(Key::CompareTitle),
        compare_button = t(Key::CompareButton),
        cancel = t(Key::Cancel),
        copy_csv = t(Key::CopyCsv),
        copy_md = t(Key::CopyMarkdown),
        // Each column's heading sorts by it (again: the other way).
        sortable = Column::ALL
            .iter()
            .map(|&c| format!(
                r#"<th scope="col" data-col="{v}" aria-sort="none"><button type="button" data-sort="{v}">{name}<span class="sort-mark" aria-hidden="true"></span></button></th>"#,
                v = c.value(),
                name = esc(&column_name(c, lang)),
            ))
            .collect::<String>(),
        col_chart = t(Key::ColChart),
        play = t(Key::Play),
    )
}

/// The parts.
pub struct CompareView {
    help: Element,
    start: Element,
    cancel: Element,
    csv: Element,
    markdown: Element,
    table: Element,
    head: Element,
    rows: Element,
}

/// A column's heading.
fn column_name(c: Column, lang: Lang) -> String {
    let key = match c {
        Column::Search => Key::ColAlgorithm,
        Column::Heuristic => Key::ColHeuristic,
        Column::Length => Key::Length,
        Column::Optimal => Key::Optimal,
        Column::Expanded => Key::Expanded,
        Column::Generated => Key::Enqueued,
        Column::Frontier => Key::LargestFrontier,
        // The language's own unit ("мс", "ملي ث"): its duration message with no number.
        Column::Time => {
            return Said::key(Key::Ms)
                .with("ms", "")
                .text(lang)
                .trim()
                .to_string();
        }
    };
    key.text(lang).into()
}

impl CompareView {
    /// Finds the parts in `root` and turns their events into messages.
    pub fn new(root: &Element, send: &Send, out: &mut Listeners) -> CompareView {
        let p = |name: &str| part::<Element>(root, name);
        let v = CompareView {
            help: p("compare-help"),
            start: p("compare"),
            cancel: p("compare-cancel"),
            csv: p("copy-csv"),
            markdown: p("copy-md"),
            table: p("compare-table"),
            head: p("compare-head"),
            rows: p("compare-rows"),
        };
        kit::delegate(out, &v.head, "data-sort", send, |c| {
            Msg::Compare(compare::Msg::Sort(c))
        });
        let c = Msg::Compare;
        kit::click(out, &v.start, send, c(compare::Msg::Start));
        kit::click(out, &v.cancel, send, c(compare::Msg::Cancel));
        kit::click(out, &v.csv, send, c(compare::Msg::Copy(false)));
        kit::click(out, &v.markdown, send, c(compare::Msg::Copy(true)));
        kit::delegate(out, &v.rows, "data-row", send, |i| {
            Msg::Compare(compare::Msg::Play(i))
        });
        v
    }

    /// Draws Compare from `s` (hidden with the Study panel).
    pub fn render(&self, s: &State) {
        let lang = s.lang;
        if !s.controls.study {
            return;
        }
        let help = Said::key(Key::CompareHelp).with("n", group(lang, COMPARE_NODES));
        kit::text(&self.help, &help.text(lang));
        let running = s.compare.as_ref().is_some_and(|c| !c.finished());
        kit::disable(&self.start, running || s.jobs.busy());
        kit::show(&self.cancel, running);
        let done = s.compare.as_ref().is_some_and(compare::Compare::finished);
        kit::show(&self.csv, done);
        kit::show(&self.markdown, done);
        kit::show(&self.table, s.compare.is_some());
        let Some(c) = &s.compare else { return };
        self.render_sort(c);
        let most = most_expanded(c);
        let playing = playing_row(c, s);
        let rows: String = c
            .order()
            .into_iter()
            .map(|i| row(c, i, most, playing == Some(i), lang))
            .collect();
        kit::html(&self.rows, &rows);
    }

    /// The headings say which column sorts the rows, and which way.
    fn render_sort(&self, c: &compare::Compare) {
        for column in Column::ALL {
            if let Ok(Some(th)) = self
                .head
                .query_selector(&format!("th[data-col={}]", column.value()))
            {
                let sort = match c.sort {
                    Some((by, false)) if by == column => "ascending",
                    Some((by, true)) if by == column => "descending",
                    _ => "none",
                };
                kit::attr(&th, "aria-sort", sort);
            }
        }
    }
}

/// The most nodes a finished row expanded (at least 2): the bars' log scale ends there.
fn most_expanded(c: &compare::Compare) -> f64 {
    c.rows
        .iter()
        .filter_map(|r| match &r.outcome {
            RowOutcome::Done(s) => Some(s.stats.expanded),
            _ => None,
        })
        .max()
        .unwrap_or(1)
        .max(2) as f64
}

/// The row whose solution the board plays (until another takes the board).
fn playing_row(c: &compare::Compare, s: &State) -> Option<usize> {
    c.playing.filter(|&i| {
        let shown = s.playback.show.as_ref();
        match c.rows.get(i).map(|r| &r.outcome) {
            Some(RowOutcome::Done(sol)) => {
                shown.is_some_and(|p| p.start == c.board && p.moves == sol.moves)
            }
            _ => false,
        }
    })
}

/// A cell that names its column (`data-label`): a narrow panel shows the rows as cards.
fn cell(key: Key, content: &str, lang: Lang) -> String {
    format!(r#"<td data-label="{}">{content}</td>"#, esc(key.text(lang)))
}

/// Row `i` of the table: the search, its heuristic and its figures, marked while the board plays
/// it.
fn row(c: &compare::Compare, i: usize, most: f64, playing: bool, lang: Lang) -> String {
    let r = &c.rows[i];
    let name = algorithm_name(r.algorithm).text(lang);
    let heuristic = r.heuristic.map_or("", |h| heuristic_name(h).text(lang));
    let cells = match &r.outcome {
        RowOutcome::Done(sol) => {
            let play = if sol.status == npuzzle_core::Status::Solved {
                play_button(i, name, heuristic, lang)
            } else {
                String::new()
            };
            finished_cells(sol, r.outcome.status().1, most, &play, lang)
        }
        other => unfinished_cells(other, lang),
    };
    let mark = if playing {
        r#" class="playing" aria-current="true""#
    } else {
        ""
    };
    format!(
        "<tr{mark}><th scope=\"row\">{}</th>{}{cells}</tr>",
        esc(name),
        // A dash, not an empty cell: the cards keep their figures in the same places.
        cell(
            Key::ColHeuristic,
            &esc(if heuristic.is_empty() {
                "–"
            } else {
                heuristic
            }),
            lang
        )
    )
}

/// The button that plays row `i`'s solution on the board.
fn play_button(i: usize, name: &str, heuristic: &str, lang: Lang) -> String {
    format!(
        r#"<button type="button" data-row="{i}" aria-label="{}">{}</button>"#,
        esc(&Said::key(Key::PlayRowLabel)
            .with("algo", format!("{name} {heuristic}").trim())
            .text(lang)),
        esc(Key::PlayRow.text(lang))
    )
}

/// A finished row's figures, its bar (the nodes expanded on a log scale up to `most`) and its
/// `play` button.
fn finished_cells(
    sol: &npuzzle_core::Solution,
    status: Key,
    most: f64,
    play: &str,
    lang: Lang,
) -> String {
    let share = ((sol.stats.expanded.max(1) as f64).ln() / most.ln() * 100.0).clamp(1.0, 100.0);
    [
        // No moves (the node limit): how it ended, in their place.
        cell(
            Key::Length,
            &sol.length()
                .map_or_else(|| esc(status.text(lang)), |n| group(lang, n as u64)),
            lang,
        ),
        cell(
            Key::Optimal,
            &esc(if sol.optimal {
                Key::Yes.text(lang)
            } else {
                Key::NotGuaranteed.text(lang)
            }),
            lang,
        ),
        cell(Key::Expanded, &group(lang, sol.stats.expanded), lang),
        cell(Key::Enqueued, &group(lang, sol.stats.generated), lang),
        cell(
            Key::LargestFrontier,
            &group(lang, sol.stats.max_frontier),
            lang,
        ),
        format!(
            r#"<td data-label="ms">{}</td>"#,
            decimal(lang, sol.stats.ms)
        ),
        cell(
            Key::ColChart,
            &format!(
                r#"<meter min="0" max="100" value="{}" aria-label="{}"></meter>"#,
                Fixed(share, 0),
                group(lang, sol.stats.expanded)
            ),
            lang,
        ),
        format!("<td>{play}</td>"),
    ]
    .concat()
}

/// A row not finished: its status where the length goes, and the nodes expanded so far while it
/// runs.
fn unfinished_cells(outcome: &RowOutcome, lang: Lang) -> String {
    let expanded = match outcome {
        RowOutcome::Running(p) => group(lang, p.expanded),
        _ => String::new(),
    };
    format!(
        "{}<td></td>{}<td></td><td></td><td></td><td></td><td></td>",
        cell(Key::Length, &esc(outcome.status().1.text(lang)), lang),
        cell(Key::Expanded, &expanded, lang),
    )
}
