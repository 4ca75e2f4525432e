//! The Solve panel: algorithm, heuristic and search settings, Solve and Cancel, the progress of
//! the running search, the line under Solve, and the result's figures.

use super::kit::{self, Listeners, Send, esc, listen, part};
use crate::i18n::{Fixed, Key, Lang, Said, decimal, group, menu_label};
use npuzzle_app::options::{
    all_orders, goal_test_from_value, goal_test_value, order_from_letters, order_letters,
    ties_from_value, ties_value,
};
use npuzzle_app::state::{Msg, State, Waiting, search, solve};
use npuzzle_core::{Algorithm, Heuristic, Move, SearchSettings};
use web_sys::{Element, HtmlSelectElement};

/// The panel's markup; `playback` is the move list's, which sits under the result.
pub fn template(lang: Lang, p: &str, playback: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"<section data-part="solve-panel" class="panel" aria-labelledby="{p}solve-title">
  <h2 id="{p}solve-title">{solve_title}</h2>
  <div class="row">
    <label for="{p}algo">{algorithm}</label><select id="{p}algo" data-part="algo">{algos}</select>
    <label for="{p}heuristic">{heuristic}</label><select id="{p}heuristic" data-part="heuristic">{heuristics}</select>
  </div>
  <p data-part="algo-note" class="muted"></p>
{settings}  <div class="row buttons">
    <button id="{p}solve" data-part="solve" type="button" class="primary">{solve}</button>
    <button id="{p}cancel" data-part="cancel" type="button" disabled>{cancel}</button>
  </div>
{progress}  <p id="{p}solve-message" data-part="solve-message" class="message"></p>
{result}{playback}</section>
"#,
        solve_title = t(Key::SolveTitle),
        algorithm = t(Key::Algorithm),
        algos = algorithm_options(lang),
        heuristic = t(Key::Heuristic),
        heuristics = heuristic_options(lang),
        settings = settings_template(lang, p),
        solve = t(Key::Solve),
        cancel = t(Key::Cancel),
        progress = progress_template(lang, p),
        result = result_template(lang, p),
    )
}

/// The algorithm menu's options: every algorithm, the default first.
fn algorithm_options(lang: Lang) -> String {
    Algorithm::menu()
        .map(|a| {
            format!(
                r#"<option value="{}">{}</option>"#,
                a.name(),
                esc(menu_label(a).text(lang))
            )
        })
        .collect()
}

/// The heuristic menu's options.
fn heuristic_options(lang: Lang) -> String {
    [
        (Heuristic::Hamming, Key::OptionHamming),
        (Heuristic::Manhattan, Key::NameManhattan),
        (Heuristic::LinearConflict, Key::NameLinearConflict),
    ]
    .iter()
    .map(|(h, k)| {
        format!(
            r#"<option value="{}">{}</option>"#,
            h.name(),
            esc(k.text(lang))
        )
    })
    .collect()
}

/// The move order menu's options: every order of the four moves, as arrows and letters.
fn order_options() -> String {
    all_orders()
        .into_iter()
        .map(|o| {
            let arrows: Vec<&str> = o
                .iter()
                .map(|m| match m {
                    Move::Up => "↑",
                    Move::Down => "↓",
                    Move::Left => "←",
                    Move::Right => "→",
                })
                .collect();
            let letters = order_letters(o);
            format!(
                r#"<option value="{letters}">{} ({letters})</option>"#,
                arrows.join(" ")
            )
        })
        .collect()
}

/// The search settings, folded: the move order, the tie-break and where the goal is tested.
fn settings_template(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"  <details data-part="settings" class="settings">
    <summary>{settings_title}</summary>
    <p class="muted">{settings_help}</p>
    <div class="row">
      <label for="{p}order">{order_label}</label><select id="{p}order" data-part="order">{orders}</select>
    </div>
    <div class="row">
      <label for="{p}ties">{ties_label}</label><select id="{p}ties" data-part="ties"><option value="deeper">{ties_deeper}</option><option value="oldest">{ties_oldest}</option><option value="newest">{ties_newest}</option></select>
    </div>
    <div class="row">
      <label for="{p}goal-test">{goal_test_label}</label><select id="{p}goal-test" data-part="goal-test"><option value="generation">{goal_at_generation}</option><option value="expansion">{goal_at_expansion}</option></select>
    </div>
  </details>
"#,
        settings_title = t(Key::SettingsTitle),
        settings_help = t(Key::SettingsHelp),
        order_label = t(Key::OrderLabel),
        orders = order_options(),
        ties_label = t(Key::TiesLabel),
        ties_deeper = t(Key::TiesDeeper),
        ties_oldest = t(Key::TiesOldest),
        ties_newest = t(Key::TiesNewest),
        goal_test_label = t(Key::GoalTestLabel),
        goal_at_generation = t(Key::GoalAtGeneration),
        goal_at_expansion = t(Key::GoalAtExpansion),
    )
}

/// The running search's progress: the tables being built, or its counters.
fn progress_template(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"  <div id="{p}progress" data-part="progress" class="progress" hidden>
    <span data-part="p-building" hidden></span>
    <span data-part="p-counters" class="counters">
      <span data-part="p-depth"></span>
      <span>{expanded}: <strong data-part="p-expanded">0</strong></span>
      <span>{frontier}: <strong data-part="p-frontier">0</strong></span>
      <span>{time}: <strong data-part="p-time">0</strong> {seconds}</span>
    </span>
  </div>
"#,
        expanded = t(Key::Expanded),
        frontier = t(Key::Frontier),
        time = t(Key::Time),
        seconds = t(Key::Seconds),
    )
}

/// The result's figures.
fn result_template(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"  <dl id="{p}result" data-part="result" class="result" hidden>
    <div><dt>{length}</dt><dd id="{p}r-length" data-part="r-length"></dd></div>
    <div><dt>{optimal}</dt><dd id="{p}r-optimal" data-part="r-optimal"></dd></div>
    <div><dt>{expanded}</dt><dd id="{p}r-expanded" data-part="r-expanded"></dd></div>
    <div><dt>{enqueued}</dt><dd id="{p}r-generated" data-part="r-generated"></dd></div>
    <div><dt>{largest_frontier}</dt><dd id="{p}r-frontier" data-part="r-frontier"></dd></div>
    <div><dt>{time}</dt><dd id="{p}r-time" data-part="r-time"></dd></div>
  </dl>
"#,
        length = t(Key::Length),
        optimal = t(Key::Optimal),
        expanded = t(Key::Expanded),
        enqueued = t(Key::Enqueued),
        largest_frontier = t(Key::LargestFrontier),
        time = t(Key::Time),
    )
}

/// The panel's parts.
pub struct SolveView {
    panel: Element,
    algo: HtmlSelectElement,
    heuristic: HtmlSelectElement,
    settings: [HtmlSelectElement; 3],
    algo_note: Element,
    solve: Element,
    cancel: Element,
    progress: [Element; 7],
    message: Element,
    result: Element,
    figures: [Element; 6],
}

impl SolveView {
    /// Finds the parts in `root` and turns their events into messages.
    pub fn new(root: &Element, send: &Send, out: &mut Listeners) -> SolveView {
        let p = |name: &str| part::<Element>(root, name);
        let v = SolveView {
            panel: p("solve-panel"),
            algo: part(root, "algo"),
            heuristic: part(root, "heuristic"),
            settings: [
                part(root, "order"),
                part(root, "ties"),
                part(root, "goal-test"),
            ],
            algo_note: p("algo-note"),
            solve: p("solve"),
            cancel: p("cancel"),
            progress: [
                "progress",
                "p-building",
                "p-counters",
                "p-depth",
                "p-expanded",
                "p-frontier",
                "p-time",
            ]
            .map(p),
            message: p("solve-message"),
            result: p("result"),
            figures: [
                "r-length",
                "r-optimal",
                "r-expanded",
                "r-generated",
                "r-frontier",
                "r-time",
            ]
            .map(p),
        };
        kit::click(out, &v.solve, send, Msg::Solve(solve::Msg::Start));
        kit::click(out, &v.cancel, send, Msg::Solve(solve::Msg::Cancel));
        let (s, algo) = (send.clone(), v.algo.clone());
        listen(out, &v.algo, "change", move |_: web_sys::Event| {
            if let Ok(a) = algo.value().parse() {
                s(Msg::Search(search::Msg::Algorithm(a)));
            }
        });
        let (s, heuristic) = (send.clone(), v.heuristic.clone());
        listen(out, &v.heuristic, "change", move |_: web_sys::Event| {
            if let Ok(h) = heuristic.value().parse() {
                s(Msg::Search(search::Msg::Heuristic(h)));
            }
        });
        // The three search settings: any change sends all three (each menu holds a valid value).
        for menu in &v.settings {
            let ([order, ties, goal_test], s) = (v.settings.clone(), send.clone());
            listen(out, menu, "change", move |_: web_sys::Event| {
                let (Some(order), Some(ties), Some(goal_test)) = (
                    order_from_letters(&order.value()),
                    ties_from_value(&ties.value()),
                    goal_test_from_value(&goal_test.value()),
                ) else {
                    return;
                };
                let settings = SearchSettings {
                    order,
                    ties,
                    goal_test,
                };
                s(Msg::Search(search::Msg::Settings(settings)));
            });
        }
        v
    }

    /// Draws the panel from `s`.
    pub fn render(&self, s: &State) {
        let lang = s.lang;
        kit::show(&self.panel, s.controls.solve);
        kit::set_value(&self.algo, s.search.algorithm.name());
        kit::set_value(&self.heuristic, s.search.heuristic.name());
        let settings = &s.search.settings;
        let values = [
            order_letters(settings.order),
            ties_value(settings.ties).into(),
            goal_test_value(settings.goal_test).into(),
        ];
        for (menu, value) in self.settings.iter().zip(values) {
            kit::set_value(menu, &value);
        }
        kit::disable(&self.heuristic, !s.search.heuristic_applies());
        let note = search::large_note(s.puzzle.shape).map_or("", |k| k.text(lang));
        kit::text(&self.algo_note, note);
        let busy = s.jobs.busy();
        kit::disable(&self.solve, busy);
        kit::disable(&self.cancel, !busy);
        let [
            progress,
            building,
            counters,
            depth,
            expanded,
            frontier,
            time,
        ] = &self.progress;
        kit::show(progress, busy);
        if let Some(job) = &s.jobs.current {
            let p = &job.progress;
            let line = match (job.waiting, job.preparing) {
                (Some(Waiting::Behind), _) => Some(Key::Queued.text(lang).to_string()),
                (Some(Waiting::Start), _) => Some(Key::Starting.text(lang).to_string()),
                (None, Some(f)) => Some(
                    Said::key(Key::Preparing)
                        .with("size", job.board.shape())
                        .with("pct", Fixed((f * 100.0).floor(), 0))
                        .text(lang),
                ),
                _ => None,
            };
            kit::show(building, line.is_some());
            // While queued or preparing tables no search runs: its counters would stand still;
            // so they would before its first report (a 5×5's beams send none).
            let reported = p.ms > 0.0 || p.expanded > 0;
            kit::show(counters, line.is_none() && reported);
            kit::show(progress, line.is_some() || reported);
            kit::text(building, &line.unwrap_or_default());
            let label = Said::key(s.jobs.depth_label()).with("n", p.depth);
            kit::text(depth, &label.text(lang));
            kit::text(expanded, &group(lang, p.expanded));
            kit::text(frontier, &group(lang, p.frontier));
            kit::text(time, &decimal(lang, p.ms / 1000.0));
        }
        let (words, error) = s.solve.note.as_ref().map_or((String::new(), false), |n| {
            (n.said.text(lang), n.is_error())
        });
        kit::message(&self.message, &words, error);
        self.render_result(s);
    }

    fn render_result(&self, s: &State) {
        let lang = s.lang;
        kit::show(&self.result, s.solve.result.is_some());
        let Some((_, r)) = &s.solve.result else {
            return;
        };
        let [length, optimal, expanded, generated, frontier, time] = &self.figures;
        // Solved, or stopped with its best answer kept.
        let n = r
            .answered()
            .map_or_else(|| "–".into(), |n| group(lang, n as u64));
        kit::text(length, &n);
        let word = if r.optimal {
            Key::Yes
        } else {
            Key::NotGuaranteed
        };
        kit::text(optimal, word.text(lang));
        let uncounted = r.uncounted();
        let count = |n: u64| {
            if uncounted {
                "–".into()
            } else {
                group(lang, n)
            }
        };
        kit::text(expanded, &count(r.stats.expanded));
        kit::text(generated, &count(r.stats.generated));
        // An answer found on the way, or a search stopped after it was shared among workers,
        // carries counts so far but no frontier: unknown, not zero.
        let unknown = uncounted || (r.stats.max_frontier == 0 && r.stats.expanded > 1);
        kit::text(
            frontier,
            &if unknown {
                "–".into()
            } else {
                group(lang, r.stats.max_frontier)
            },
        );
        // Table time (download and load) apart, so the search's own time can be read.
        let ms = |x: f64| decimal(lang, x);
        let said = if r.stats.table_ms > 0.0 {
            Said::key(Key::MsWithTables)
                .with("ms", ms(r.stats.ms))
                .with("tables", ms(r.stats.table_ms))
        } else {
            Said::key(Key::Ms).with("ms", ms(r.stats.ms))
        };
        kit::text(time, &said.text(lang));
    }
}
