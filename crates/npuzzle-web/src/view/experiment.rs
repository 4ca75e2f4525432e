//! The textbook's experiment, last in the Study panel: its settings, Run and Cancel, progress,
//! the table (a line per depth, a column per search: mean nodes generated and b*), a log-scale
//! chart of nodes by depth, and CSV or Markdown to copy.

use super::kit::{self, Listeners, Send, esc, part};
use crate::i18n::{Fixed, Key, Lang, Said, algorithm_name, group, heuristic_name, number};
use npuzzle_app::state::experiment::{Experiment, Msg as E, SEARCHES};
use npuzzle_app::state::{Msg, State};
use npuzzle_core::experiment::{Contender, Plan, Row};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement};

/// A search's name as the page writes it: "A* (Manhattan)".
fn search_name(s: &Contender, lang: Lang) -> String {
    let name = algorithm_name(s.algorithm).text(lang);
    match s.heuristic {
        _ if s.own => format!("{name} ({})", Key::LabYourH.text(lang)),
        Some(h) => format!("{name} ({})", heuristic_name(h).text(lang)),
        None => name.to_string(),
    }
}

/// The markup.
pub fn template(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    let searches: String = SEARCHES
        .iter()
        .enumerate()
        .map(|(i, s)| {
            format!(
                r#"<label class="check"><input type="checkbox" data-search="{i}" /> {}</label>"#,
                esc(&search_name(s, lang))
            )
        })
        .collect();
    format!(
        r#"  <h3>{title}</h3>
  <p data-part="exp-help" class="muted"></p>
  <div class="row"><label for="{p}exp-depths">{depths}</label><input id="{p}exp-depths" data-part="exp-depths" dir="ltr" type="text" spellcheck="false" autocomplete="off" /></div>
  <div class="row"><label for="{p}exp-count">{count}</label><input id="{p}exp-count" data-part="exp-count" type="text" inputmode="numeric" dir="ltr" /><label for="{p}exp-seed">{seed}</label><input id="{p}exp-seed" data-part="exp-seed" type="text" inputmode="numeric" dir="ltr" /></div>
  <fieldset data-part="exp-searches" class="exp-searches"><legend>{searches_label}</legend>{searches}</fieldset>
  <div class="row buttons">
    <button data-part="exp-run" type="button">{run}</button>
    <button data-part="exp-cancel" type="button">{cancel}</button>
    <button data-part="exp-csv" type="button">{copy_csv}</button>
    <button data-part="exp-md" type="button">{copy_md}</button>
  </div>
  <progress data-part="exp-progress" max="100" value="0" aria-label="{title}" hidden></progress>
  <p data-part="exp-message" class="message"></p>
  <div class="table-scroll"><table class="data experiment" data-part="exp-table" hidden><caption>{caption}</caption>
    <thead data-part="exp-head"></thead><tbody data-part="exp-rows"></tbody></table></div>
  <figure data-part="exp-chart" class="exp-chart" hidden></figure>
"#,
        title = t(Key::ExperimentTitle),
        depths = t(Key::ExperimentDepths),
        count = t(Key::ExperimentCount),
        seed = t(Key::ExperimentSeed),
        searches_label = t(Key::ExperimentSearches),
        run = t(Key::ExperimentRun),
        cancel = t(Key::Cancel),
        copy_csv = t(Key::CopyCsv),
        copy_md = t(Key::CopyMarkdown),
        caption = t(Key::ExperimentCaption),
    )
}

/// The parts.
pub struct ExperimentView {
    help: Element,
    depths: HtmlInputElement,
    count: HtmlInputElement,
    seed: HtmlInputElement,
    searches: Element,
    run: Element,
    cancel: Element,
    csv: Element,
    markdown: Element,
    progress: Element,
    message: Element,
    table: Element,
    head: Element,
    rows: Element,
    chart: Element,
    /// What the table and chart show (rows so far, plan, language): they are drawn again only
    /// when that changes, not on every update of the component (a playback tick, a step).
    drawn: std::cell::RefCell<Option<(usize, Plan, Lang)>>,
}

impl ExperimentView {
    /// Finds the parts in `root` and turns their events into messages.
    pub fn new(root: &Element, send: &Send, out: &mut Listeners) -> ExperimentView {
        let v = ExperimentView {
            help: part(root, "exp-help"),
            depths: part(root, "exp-depths"),
            count: part(root, "exp-count"),
            seed: part(root, "exp-seed"),
            searches: part(root, "exp-searches"),
            run: part(root, "exp-run"),
            cancel: part(root, "exp-cancel"),
            csv: part(root, "exp-csv"),
            markdown: part(root, "exp-md"),
            progress: part(root, "exp-progress"),
            message: part(root, "exp-message"),
            table: part(root, "exp-table"),
            head: part(root, "exp-head"),
            rows: part(root, "exp-rows"),
            chart: part(root, "exp-chart"),
            drawn: Default::default(),
        };
        let m = Msg::Experiment;
        kit::click(out, &v.run, send, m(E::Start));
        kit::click(out, &v.cancel, send, m(E::Cancel));
        kit::click(out, &v.csv, send, m(E::Copy(false)));
        kit::click(out, &v.markdown, send, m(E::Copy(true)));
        let (s, input) = (send.clone(), v.depths.clone());
        kit::listen(out, &v.depths, "change", move |_: web_sys::Event| {
            s(m(E::Depths(input.value())))
        });
        let (s, input) = (send.clone(), v.count.clone());
        kit::listen(out, &v.count, "change", move |_: web_sys::Event| {
            if let Ok(n) = npuzzle_core::fold_digits(&input.value()).trim().parse() {
                s(m(E::Count(n)));
            }
        });
        let (s, input) = (send.clone(), v.seed.clone());
        kit::listen(out, &v.seed, "change", move |_: web_sys::Event| {
            if let Ok(n) = npuzzle_core::fold_digits(&input.value()).trim().parse() {
                s(m(E::Seed(n)));
            }
        });
        let s = send.clone();
        kit::listen(out, &v.searches, "change", move |e: web_sys::Event| {
            let Some(input) = e
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            else {
                return;
            };
            if let Some(i) = input
                .get_attribute("data-search")
                .and_then(|i| i.parse().ok())
            {
                s(m(E::Choose(i, input.checked())));
            }
        });
        v
    }

    /// Draws the experiment from `s` (hidden with the Study panel).
    pub fn render(&self, s: &State) {
        if !s.controls.study {
            return;
        }
        let (lang, e) = (s.lang, &s.experiment);
        let help = Said::key(Key::ExperimentHelp).with("n", group(lang, 1_000_000));
        kit::text(&self.help, &help.text(lang));
        self.render_settings(e);
        self.render_run(e, lang);
        let Some(plan) = &e.plan else {
            kit::show(&self.table, false);
            kit::show(&self.chart, false);
            return;
        };
        kit::show(&self.table, true);
        let shown = Some((e.rows.len(), plan.clone(), lang));
        if *self.drawn.borrow() == shown {
            return;
        }
        *self.drawn.borrow_mut() = shown;
        let head: String = plan
            .searches
            .iter()
            .map(|s| format!(r#"<th scope="col">{}</th>"#, esc(&search_name(s, lang))))
            .collect();
        kit::html(
            &self.head,
            &format!(r#"<tr><th scope="col">d</th>{head}</tr>"#),
        );
        kit::html(&self.rows, &table_rows(e, plan, lang));
        kit::show(&self.chart, !e.rows.is_empty());
        kit::html(&self.chart, &chart(e, lang));
    }

    /// The depths, count, seed and searches chosen.
    fn render_settings(&self, e: &Experiment) {
        set(&self.depths, &e.depths);
        set(&self.count, &e.count.to_string());
        set(&self.seed, &e.seed.to_string());
        if let Ok(boxes) = self.searches.query_selector_all("input[data-search]") {
            for (i, &on) in e.chosen.iter().enumerate() {
                if let Some(b) = boxes
                    .item(i as u32)
                    .and_then(|b| b.dyn_into::<HtmlInputElement>().ok())
                    && b.checked() != on
                {
                    b.set_checked(on);
                }
            }
        }
    }

    /// Run, Cancel and the copy buttons, the progress while it runs, and its line.
    fn render_run(&self, e: &Experiment, lang: Lang) {
        let running = e.running();
        kit::disable(&self.run, running);
        kit::show(&self.cancel, running);
        let copyable = !running && !e.rows.is_empty();
        kit::show(&self.csv, copyable);
        kit::show(&self.markdown, copyable);
        kit::show(&self.progress, running);
        kit::attr(
            &self.progress,
            "value",
            &Fixed(e.done() * 100.0, 0).to_string(),
        );
        let (words, error) = match &e.note {
            Some(n) => (n.said.text(lang), n.is_error()),
            None if running => (Key::ExperimentRunning.text(lang).into(), false),
            None => (String::new(), false),
        };
        kit::message(&self.message, &words, error);
    }
}

/// The table's body: a line per depth, a cell per search.
fn table_rows(e: &Experiment, plan: &Plan, lang: Lang) -> String {
    let mut rows = String::new();
    for &d in &plan.depths {
        rows.push_str(&format!(r#"<tr><th scope="row">{d}</th>"#));
        for search in &plan.searches {
            let cell = row(e, d, search).map_or_else(String::new, |r| cell(r, lang));
            rows.push_str(&format!("<td>{cell}</td>"));
        }
        rows.push_str("</tr>");
    }
    rows
}

/// A search's figures at a depth: mean nodes generated and b*, and answers longer than the
/// depth (an inadmissible h's price).
fn cell(r: &Row, lang: Lang) -> String {
    let mut cell = match (r.generated_mean, r.ebf) {
        (Some(n), Some(b)) => format!(
            "{} ({})",
            group(lang, n.round() as u64),
            number::format(lang, b, 2)
        ),
        (Some(n), None) => group(lang, n.round() as u64),
        _ => "–".into(),
    };
    if r.longer > 0 {
        let longer = Said::key(Key::ExperimentLonger).with("n", r.longer);
        cell = format!("{cell}<br><small>{}</small>", esc(&longer.text(lang)));
    }
    cell
}

/// Sets a field's value unless it already reads so (a person may be typing in it).
fn set(input: &HtmlInputElement, value: &str) {
    if input.value() != value {
        input.set_value(value);
    }
}

fn row<'a>(e: &'a Experiment, depth: u32, search: &Contender) -> Option<&'a Row> {
    e.rows
        .iter()
        .find(|r| r.depth == depth && r.search == *search)
}

/// Nodes generated by depth, one line per search, on a log scale (a decade a grid line).
fn chart(e: &Experiment, lang: Lang) -> String {
    let Some(plan) = &e.plan else {
        return String::new();
    };
    // Whole numbers where they are printed: printing an f64 would pull Rust's float printer
    // (about 6 KB) into the page's wasm.
    let (wide, high, margin, margin_right) = (340u32, 200u32, 40u32, 8u32);
    let (w, h, left, right) = (
        f64::from(wide),
        f64::from(high),
        f64::from(margin),
        f64::from(margin_right),
    );
    let (bottom, top) = (24.0, 8.0);
    let points: Vec<(u32, f64)> = e
        .rows
        .iter()
        .filter_map(|r| Some((r.depth, r.generated_mean?)))
        .collect();
    let most = points.iter().map(|p| p.1).fold(10.0f64, f64::max);
    let decades = most.log10().ceil().max(1.0);
    let (d0, d1) = (
        plan.depths.iter().copied().min().unwrap_or(0) as f64,
        plan.depths.iter().copied().max().unwrap_or(1) as f64,
    );
    let x = |d: f64| left + (d - d0) / (d1 - d0).max(1.0) * (w - left - right);
    let y = |n: f64| h - bottom - n.max(1.0).log10() / decades * (h - bottom - top);
    let mut svg = format!(
        r#"<figcaption>{}</figcaption><svg viewBox="0 0 {wide} {high}" width="{wide}" height="{high}" role="img" aria-label="{}">"#,
        esc(Key::ExperimentChart.text(lang)),
        esc(Key::ExperimentChart.text(lang)),
    );
    for k in 0..=decades as u32 {
        let yy = y(10f64.powi(k as i32));
        svg.push_str(&format!(
            r#"<line class="grid" x1="{margin}" x2="{}" y1="{}" y2="{}"/><text class="axis" x="{}" y="{}">1e{k}</text>"#,
            wide - margin_right,
            Fixed(yy, 1),
            Fixed(yy, 1),
            margin - 4,
            Fixed(yy + 4.0, 1),
        ));
    }
    for &d in &plan.depths {
        svg.push_str(&format!(
            r#"<text class="axis depth" x="{}" y="{}">{d}</text>"#,
            Fixed(x(d as f64), 1),
            high - 6
        ));
    }
    for (i, search) in plan.searches.iter().enumerate() {
        let line: Vec<String> = plan
            .depths
            .iter()
            .filter_map(|&d| {
                let n = row(e, d, search)?.generated_mean?;
                Some(format!("{},{}", Fixed(x(d as f64), 1), Fixed(y(n), 1)))
            })
            .collect();
        if line.is_empty() {
            continue;
        }
        svg.push_str(&format!(
            r#"<polyline class="series s{i}" points="{}"><title>{}</title></polyline>"#,
            line.join(" "),
            esc(&search_name(search, lang))
        ));
    }
    svg.push_str("</svg><p class=\"legend\">");
    for (i, search) in plan.searches.iter().enumerate() {
        svg.push_str(&format!(
            r#"<span class="key s{i}">{}</span> "#,
            esc(&search_name(search, lang))
        ));
    }
    svg.push_str("</p>");
    svg
}
