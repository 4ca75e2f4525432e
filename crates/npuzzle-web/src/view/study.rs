//! Step through a recorded search: Record, the stepping controls, the event in words, the
//! children generated since the last expansion, the frontier, and Predict's picks and verdicts.
//! The tree and the charts are [`super::tree`]'s.

use super::kit::{self, Listeners, Send, esc, part, rows_in_words};
use crate::i18n::{Fixed, Key, Lang, Said, group, way};
use npuzzle_app::state::jobs::depth_label;
use npuzzle_app::state::study::pseudocode::Pseudocode;
use npuzzle_app::state::{Mode, Msg, Owner, State, study};
use npuzzle_core::{Algorithm, Fate, Open, Shape, Stepper, Ties, TraceEvent};
use web_sys::{Element, HtmlInputElement};

/// The markup; `tree` is the tree's and the charts', at the end of the recorded view. The step
/// controls run left to right in every language, as the playback controls do (see
/// `playback::controls_template`).
pub fn template(lang: Lang, tree: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"  <h3>{step_title}</h3>
  <p data-part="trace-help" class="muted">{trace_help}</p>
  <div class="row buttons">
    <button data-part="trace" type="button">{trace_start}</button>
    <span data-part="trace-controls" class="group" role="group" aria-label="{step_title}" dir="ltr" hidden>
      <button data-part="trace-reset" type="button" aria-label="{trace_reset}">|◀</button>
      <button data-part="trace-back" type="button">◀ {trace_back}</button>
      <button data-part="trace-run" type="button">{trace_run}</button>
      <button data-part="trace-step" type="button">{trace_step} ▶</button>
      <button data-part="trace-end" type="button" aria-label="{trace_end}">▶|</button>
      <button data-part="trace-close" type="button">{trace_close}</button>
    </span>
  </div>
  <p data-part="study-message" class="message"></p>
  <div data-part="trace-view" hidden>
    <p data-part="trace-status" class="muted"></p>
    <p data-part="trace-bound"></p>
    <p data-part="trace-event" aria-live="polite"></p>
    <figure class="pseudocode"><figcaption>{code_title}</figcaption><ol data-part="pseudocode"></ol></figure>
    <label class="check" data-part="predict-box"><input data-part="predict" type="checkbox" /> {predict_label}</label>
    <p data-part="verdict" class="message"></p>
    <table class="data"><caption>{children}</caption>
      <thead><tr><th scope="col">{col_move}</th><th scope="col">g</th><th scope="col">h</th><th scope="col">f</th><th scope="col">{col_what}</th></tr></thead>
      <tbody data-part="children"></tbody></table>
    <table class="data"><caption data-part="frontier-caption"></caption>
      {frontier_head}
      <tbody data-part="frontier"></tbody></table>
{tree}  </div>
"#,
        step_title = t(Key::StepTitle),
        trace_help = t(Key::TraceHelp),
        trace_start = t(Key::TraceStart),
        trace_reset = t(Key::TraceReset),
        trace_back = t(Key::TraceBack),
        trace_run = t(Key::TraceRun),
        trace_step = t(Key::TraceStep),
        trace_end = t(Key::TraceEnd),
        trace_close = t(Key::TraceClose),
        predict_label = t(Key::PredictLabel),
        children = t(Key::Children),
        col_move = t(Key::ColMove),
        col_what = t(Key::ColWhat),
        frontier_head = frontier_head(lang),
        code_title = t(Key::CodeTitle),
    )
}

/// The pseudocode a view lists, and in which language.
type Listed = Option<(Pseudocode, Lang)>;

/// The parts.
pub struct StudyView {
    /// What Record does: said until there is a recording (then the stepping controls take its
    /// place, up beside the board on a phone).
    help: Element,
    record: Element,
    controls: Element,
    run: Element,
    message: Element,
    view: Element,
    status: Element,
    bound: Element,
    event: Element,
    predict_box: Element,
    predict: HtmlInputElement,
    verdict: Element,
    children: Element,
    frontier_caption: Element,
    frontier: Element,
    code: Element,
    /// The code listed, in its language, and the line lit.
    code_drawn: std::cell::RefCell<(Listed, Option<usize>)>,
}

impl StudyView {
    /// Finds the parts in `root` and turns their events into messages.
    pub fn new(root: &Element, send: &Send, out: &mut Listeners) -> StudyView {
        let p = |name: &str| part::<Element>(root, name);
        let v = StudyView {
            help: p("trace-help"),
            record: p("trace"),
            controls: p("trace-controls"),
            run: p("trace-run"),
            message: p("study-message"),
            view: p("trace-view"),
            status: p("trace-status"),
            bound: p("trace-bound"),
            event: p("trace-event"),
            predict_box: p("predict-box"),
            predict: part(root, "predict"),
            verdict: p("verdict"),
            children: p("children"),
            frontier_caption: p("frontier-caption"),
            frontier: p("frontier"),
            code: p("pseudocode"),
            code_drawn: Default::default(),
        };
        let buttons = [
            ("trace", study::Msg::Record),
            ("trace-reset", study::Msg::End(false)),
            ("trace-back", study::Msg::Back),
            ("trace-run", study::Msg::Run),
            ("trace-step", study::Msg::Step),
            ("trace-end", study::Msg::End(true)),
            ("trace-close", study::Msg::Close),
        ];
        for (name, msg) in buttons {
            kit::click(out, &p(name), send, Msg::Study(msg));
        }
        kit::toggle(out, &v.predict, send, |on| {
            Msg::Study(study::Msg::Predict(on))
        });
        kit::delegate(out, &v.frontier, "data-node", send, |node| {
            Msg::Study(study::Msg::Pick(node))
        });
        v
    }

    /// Draws the recorded search from `s` (hidden with the Study panel).
    pub fn render(&self, s: &State) {
        let lang = s.lang;
        if !s.controls.study {
            return;
        }
        let (words, error) = match &s.study.note {
            Some(n) => (n.said.text(lang), n.is_error()),
            None if s.jobs.running(Owner::Trace) => (Key::Recording.text(lang).into(), false),
            None => (String::new(), false),
        };
        kit::message(&self.message, &words, error);
        kit::disable(&self.record, s.jobs.busy());
        let stepper = s.study.stepper.as_ref();
        kit::show(&self.help, stepper.is_none());
        kit::show(&self.controls, stepper.is_some());
        kit::show(&self.view, stepper.is_some());
        let Some(st) = stepper else { return };
        let state = st.state();
        let events = &st.trace().events;
        let iterative = st.trace().algorithm.deepening();
        self.render_status(st, s);
        self.render_event(st, s, iterative);
        kit::html(
            &self.children,
            &children(events, state.step, lang, iterative),
        );
        let frontier = &state.frontier;
        let caption = if iterative {
            Key::FrontierNone.text(lang).to_string()
        } else {
            // Predicting, the rows are in the order their nodes were made (the algorithm's
            // order would give the answer away): the caption says so.
            let key = if s.study.predict.is_on() {
                Key::FrontierCaptionPick
            } else {
                Key::FrontierCaption
            };
            Said::key(key)
                .with("n", group(lang, frontier.len() as u64))
                .text(lang)
        };
        kit::text(&self.frontier_caption, &caption);
        self.render_predict(s, frontier, &events[..state.step], s.puzzle.shape);
    }

    /// Run or Pause, the step and counters, and the iteration's bound or limit.
    fn render_status(&self, st: &Stepper, s: &State) {
        let lang = s.lang;
        let state = st.state();
        let run = if s.mode == Mode::Stepping {
            Key::Pause
        } else {
            Key::TraceRun
        };
        kit::text(&self.run, run.text(lang));
        let status = Said::key(Key::TraceStatus)
            .with("step", state.step)
            .with("total", st.trace().events.len())
            .with("expanded", group(lang, state.expanded))
            .with("generated", group(lang, state.generated));
        kit::text(&self.status, &status.text(lang));
        let bound = state.bound.map(|b| {
            Said::key(depth_label(Some(st.trace().algorithm)))
                .with("n", b)
                .text(lang)
        });
        kit::show(&self.bound, bound.is_some());
        kit::text(&self.bound, &bound.unwrap_or_default());
    }

    /// The event shown in words and its line of the pseudocode, lit in the listing and heard
    /// with the event by screen readers.
    fn render_event(&self, st: &Stepper, s: &State, iterative: bool) {
        let lang = s.lang;
        let (events, step) = (&st.trace().events, st.state().step);
        let event = step.checked_sub(1).and_then(|i| events.get(i)).map_or_else(
            || Key::TraceStartEvent.text(lang).to_string(),
            |e| event_text(e, lang, iterative),
        );
        let code = Pseudocode::new(st.trace().algorithm, &s.search.settings);
        let lit = code.as_ref().and_then(|c| c.line_of(events, step));
        self.render_code(code.as_ref(), lit, s);
        let line = code.as_ref().zip(lit).map(|(c, i)| {
            Said::key(Key::CodeLine)
                .with("n", i + 1)
                .with("code", c.lines[i].code.text(lang))
                .text(lang)
        });
        kit::html(
            &self.event,
            &format!(
                "{}<span class=\"sr-only\"> {}</span>",
                esc(&event),
                esc(&line.unwrap_or_default())
            ),
        );
    }

    /// The pseudocode, listed again only when the search, its settings or the language change;
    /// then only the lit line moves.
    fn render_code(&self, code: Option<&Pseudocode>, lit: Option<usize>, s: &State) {
        let listed = code.map(|c| (c.clone(), s.lang));
        let mut drawn = self.code_drawn.borrow_mut();
        if drawn.0 != listed {
            let items: String = code.map_or_else(String::new, |c| {
                c.lines
                    .iter()
                    .enumerate()
                    .map(|(i, l)| {
                        let note = l.note.as_ref().map_or_else(String::new, |n| {
                            format!(
                                r#" <span class="note">// <bdi>{}</bdi></span>"#,
                                esc(&n.text(s.lang))
                            )
                        });
                        format!(
                            r#"<li data-line="{}"><code>{}</code>{note}</li>"#,
                            i + 1,
                            esc(&l.text(s.lang))
                        )
                    })
                    .collect()
            });
            kit::html(&self.code, &items);
            *drawn = (listed, None);
        }
        if drawn.1 != lit {
            let items = self.code.children();
            if let Some(old) = drawn.1.and_then(|i| items.item(i as u32)) {
                let _ = old.remove_attribute("aria-current");
            }
            if let Some(new) = lit.and_then(|i| items.item(i as u32)) {
                let _ = new.set_attribute("aria-current", "step");
            }
            drawn.1 = lit;
        }
    }

    fn render_predict(&self, s: &State, frontier: &[Open], seen: &[TraceEvent], shape: Shape) {
        let lang = s.lang;
        kit::show(&self.predict_box, s.study.can_predict());
        let predicting = s.study.predict.is_on();
        if self.predict.checked() != predicting {
            self.predict.set_checked(predicting);
        }
        let verdict = s.study.predict.verdict();
        let words = verdict.map(|v| v.said.text(lang)).unwrap_or_default();
        if kit::text(&self.verdict, &words) && !words.is_empty() {
            kit::reveal(&self.verdict);
        }
        let wrong = verdict.is_some_and(|v| !v.right);
        let _ = self.verdict.class_list().toggle_with_force("error", wrong);
        let rows = frontier_rows(frontier, seen, shape, lang, predicting);
        kit::html(&self.frontier, &rows);
    }
}

/// The frontier table's head (Study's Predict and the predict exercise).
pub(super) fn frontier_head(lang: Lang) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"<thead><tr><th scope="col">#</th><th scope="col">{}</th><th scope="col">g</th><th scope="col">h</th><th scope="col">f</th><th scope="col">{}</th><th scope="col"><span class="sr-only">{}</span></th></tr></thead>"#,
        t(Key::ColNode),
        t(Key::BoardTitle),
        t(Key::Pick)
    )
}

/// Rows of the frontier (its first 10 nodes in the algorithm's order, 5 of each side where there
/// are two; or, when `picking`, its
/// first 40 in generation order, since the answer may be anywhere and the order would give it
/// away), each with its board (from the event that generated it: a picture to pick by) and,
/// when `picking`, its Pick button.
pub(super) fn frontier_rows(
    frontier: &[Open],
    seen: &[TraceEvent],
    shape: Shape,
    lang: Lang,
    picking: bool,
) -> String {
    let take = if picking { 40 } else { 10 };
    // Two frontiers (bidirectional BFS): the first of each, half the rows each.
    let per_side = if frontier.iter().any(|o| o.back) {
        take / 2
    } else {
        take
    };
    let side = |back: bool| {
        frontier
            .iter()
            .filter(move |o| o.back == back)
            .take(per_side)
    };
    let mut shown: Vec<Open> = side(false).chain(side(true)).cloned().collect();
    if picking {
        // The core's own sort (BFS order is generation order): one copy of it in the wasm.
        npuzzle_core::order_frontier(&mut shown, Algorithm::Bfs, Ties::Deeper);
    }
    let mut boards: Vec<Option<&[npuzzle_core::Tile]>> = vec![None; shown.len()];
    for e in seen.iter().rev() {
        if let TraceEvent::Generate {
            node: Some(n),
            cells,
            ..
        } = e
            && let Some(i) = shown.iter().position(|o| o.node == *n)
            && boards[i].is_none()
        {
            boards[i] = Some(cells);
        }
    }
    shown
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let picture = boards[i].map_or_else(String::new, |cells| {
                mini_board(cells, shape, o.node, lang)
            });
            let pick = if picking {
                format!(
                    r#"<button type="button" data-node="{}" aria-label="{}">{}</button>"#,
                    o.node,
                    esc(&Said::key(Key::PickLabel).with("node", o.node).text(lang)),
                    esc(Key::Pick.text(lang))
                )
            } else {
                String::new()
            };
            // Bidirectional BFS: a node of the goal's search says so (its g counts from the goal).
            let side = if o.back {
                format!(" <small>{}</small>", esc(Key::SideGoal.text(lang)))
            } else {
                String::new()
            };
            format!(
                "<tr><td>{}</td><td>{}{side}</td><td>{}</td><td>{}</td><td>{}</td><td>{picture}</td><td>{pick}</td></tr>",
                i + 1,
                o.node,
                o.g,
                o.h,
                o.g + o.h
            )
        })
        .collect()
}

/// The rows of the children generated since the last expansion.
fn children(events: &[TraceEvent], step: usize, lang: Lang, iterative: bool) -> String {
    let Some(start) = events[..step]
        .iter()
        .rposition(|e| matches!(e, TraceEvent::Expand { .. }))
    else {
        return String::new();
    };
    let mut rows = String::new();
    for e in &events[start + 1..step] {
        if let TraceEvent::Generate {
            via, g, h, fate, ..
        } = e
        {
            rows.push_str(&format!(
                "<tr><td>{}</td><td>{g}</td><td>{h}</td><td>{}</td><td>{}</td></tr>",
                esc(direction(*via).text(lang)),
                g + h,
                esc(fate_key(*fate, iterative).text(lang))
            ));
        }
    }
    rows
}

/// A trace event in words.
fn event_text(e: &TraceEvent, lang: Lang, iterative: bool) -> String {
    match e {
        TraceEvent::Iteration { bound } => Said::key(Key::EventIteration).with("bound", bound),
        TraceEvent::Expand {
            node, g, h, back, ..
        } => {
            // A node of bidirectional BFS's search from the goal says so in its own sentence.
            let key = if *back {
                Key::EventExpandBack
            } else {
                Key::EventExpand
            };
            Said::key(key)
                .with("node", node)
                .with("g", g)
                .with("h", h)
                .with("f", g + h)
        }
        TraceEvent::Generate {
            via, g, h, fate, ..
        } => Said::key(Key::EventGenerate)
            .with_said("via", direction(*via).into())
            .with("g", g)
            .with("h", h)
            .with("f", g + h)
            .with_said("fate", fate_key(*fate, iterative).into()),
        TraceEvent::Goal { node } => Said::key(Key::EventGoal).with("node", node),
    }
    .text(lang)
}

/// The blank's move, by its own direction.
fn direction(m: npuzzle_core::Move) -> Key {
    way(m.opposite())
}

fn fate_key(f: Fate, iterative: bool) -> Key {
    match f {
        Fate::New if iterative => Key::FateWithin,
        Fate::New => Key::FateNew,
        Fate::Seen => Key::FateSeen,
        Fate::Reopened => Key::FateReopened,
        Fate::OverBound => Key::FateOverBound,
        Fate::Met => Key::FateMet,
    }
}

/// A node's board as a small picture (SVG, one unit a cell), named in words for screen readers.
pub(super) fn mini_board(
    cells: &[npuzzle_core::Tile],
    shape: Shape,
    node: u32,
    lang: Lang,
) -> String {
    let (rows, cols) = (shape.rows(), shape.cols());
    let mut tiles = String::new();
    for (i, &tile) in cells.iter().enumerate() {
        if tile == npuzzle_core::BLANK {
            continue;
        }
        let (x, y) = ((i % cols) as f64, (i / cols) as f64);
        tiles.push_str(&format!(
            r#"<rect x="{}" y="{}" width="0.9" height="0.9" rx="0.12"/><text x="{}" y="{}">{tile}</text>"#,
            Fixed(x + 0.05, 2),
            Fixed(y + 0.05, 2),
            Fixed(x + 0.5, 2),
            Fixed(y + 0.53, 2),
        ));
    }
    let words = rows_in_words(cells, cols, Key::Blank.text(lang)).join("; ");
    let label = Said::key(Key::NodeBoard)
        .with("node", node)
        .with("rows", words)
        .text(lang);
    format!(
        r#"<svg class="mini-board" viewBox="0 0 {cols} {rows}" role="img" aria-label="{}">{tiles}</svg>"#,
        esc(&label)
    )
}
