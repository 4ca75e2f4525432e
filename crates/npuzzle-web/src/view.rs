//! A component's DOM: built inside its root from one template in the component's language, its
//! parts found inside that root only (never by document-wide id), and drawn from a [`State`].

use crate::i18n::{Fixed, Key, Lang, Said, group};
use crate::state::{RowOutcome, ShareKind, State};
use npuzzle_core::{Algorithm, Heuristic, Status};
use wasm_bindgen::JsCast;
use web_sys::{
    Element, HtmlCanvasElement, HtmlElement, HtmlInputElement, HtmlSelectElement,
    HtmlTextAreaElement,
};

/// The sizes offered in the menu (a pasted board of another size is added to it).
const SIZES: [(usize, usize); 11] = [
    (2, 2),
    (2, 3),
    (3, 3),
    (3, 4),
    (4, 4),
    (3, 5),
    (4, 5),
    (5, 5),
    (6, 6),
    (7, 7),
    (8, 8),
];

/// The component's elements.
pub struct Parts {
    pub root: Element,
    pub canvas: HtmlCanvasElement,
    pub board_text: HtmlTextAreaElement,
    pub size: HtmlSelectElement,
    pub goal: HtmlSelectElement,
    pub algo: HtmlSelectElement,
    pub heuristic: HtmlSelectElement,
    pub scramble_moves: HtmlInputElement,
    pub speed: HtmlInputElement,
    pub moves_list: Element,
    /// How many move buttons the list holds for the playback on show (rebuilt when it changes).
    pub listed: Option<(usize, usize)>,
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The markup, in `lang`; `p` prefixes the ids that tie labels to their controls (unique per
/// component on a page; the full page uses none, so its ids read `#solve`, `#board`, ...).
fn template(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    let sizes: String = SIZES
        .iter()
        .map(|&(r, c)| {
            // The square ones people know by name: the 8-, 15- and 24-puzzle.
            let name = if r == c && (3..=5).contains(&r) {
                format!(
                    " ({})",
                    Said::key(Key::PuzzleName).with("n", r * c - 1).text(lang)
                )
            } else {
                String::new()
            };
            format!(r#"<option value="{r}x{c}">{r}×{c}{}</option>"#, esc(&name))
        })
        .collect();
    let algos: String = [
        (Algorithm::Auto, Key::OptionAuto),
        (Algorithm::Bfs, Key::NameBfs),
        (Algorithm::Dfs, Key::NameDfs),
        (Algorithm::Iddfs, Key::NameIddfs),
        (Algorithm::Greedy, Key::NameGreedy),
        (Algorithm::AStar, Key::NameAStar),
        (Algorithm::IdaStar, Key::NameIdaStar),
        (Algorithm::Fast, Key::OptionFast),
    ]
    .iter()
    .map(|(a, k)| format!(r#"<option value="{}">{}</option>"#, a.name(), t(*k)))
    .collect();
    let orders: String = crate::options::all_orders()
        .into_iter()
        .map(|o| {
            let arrows: Vec<&str> = o
                .iter()
                .map(|m| match m {
                    npuzzle_core::Move::Up => "↑",
                    npuzzle_core::Move::Down => "↓",
                    npuzzle_core::Move::Left => "←",
                    npuzzle_core::Move::Right => "→",
                })
                .collect();
            let letters = crate::options::order_letters(o);
            format!(
                r#"<option value="{letters}">{} ({letters})</option>"#,
                arrows.join(" ")
            )
        })
        .collect();
    let heuristics: String = [
        (Heuristic::Hamming, Key::OptionHamming),
        (Heuristic::Manhattan, Key::NameManhattan),
        (Heuristic::LinearConflict, Key::NameLinearConflict),
    ]
    .iter()
    .map(|(h, k)| format!(r#"<option value="{}">{}</option>"#, h.name(), t(*k)))
    .collect();
    format!(
        r#"<p data-part="notice" class="notice" role="alert" hidden></p>
<div class="layout">
<section class="board-panel" aria-label="{board_region}">
  <div class="board-status">
    <span>{moves_label} <strong id="{p}move-count" data-part="move-count">0</strong></span>
    <span data-part="solved-badge" class="badge" hidden>{solved}</span>
    <span data-part="goal-label" class="muted"></span>
  </div>
  <div class="canvas-box"><canvas id="{p}board" data-part="board" tabindex="0" role="img" aria-label="{board_region}"></canvas></div>
  <div data-part="pb-controls" class="row buttons pb-controls" hidden role="group" aria-label="{playback}">
    <button id="{p}pb-first" data-part="pb-first" type="button" aria-label="{jump_start}">|◀</button>
    <button id="{p}pb-back" data-part="pb-back" type="button" aria-label="{step_back}">◀</button>
    <button id="{p}pb-play" data-part="pb-play" type="button" aria-label="{play}">▶ {play}</button>
    <button id="{p}pb-fwd" data-part="pb-fwd" type="button" aria-label="{step_forward}">▶</button>
    <button id="{p}pb-last" data-part="pb-last" type="button" aria-label="{jump_end}">▶|</button>
    <label for="{p}pb-speed">{speed}</label>
    <input id="{p}pb-speed" data-part="pb-speed" type="range" min="1" max="10" value="5" />
    <span class="muted" data-part="pb-step-of"></span>
  </div>
  <p data-part="board-totals" class="board-totals" hidden></p>
  <p class="hint muted">{hint}</p>
  <details data-part="share" class="share">
    <summary>{share}</summary>
    <label for="{p}share-link">{share_link}</label>
    <div class="row share-row"><input id="{p}share-link" data-part="share-link" type="text" readonly /><button data-part="copy-link" type="button" aria-label="{copy}: {share_link}">{copy}</button></div>
    <label for="{p}share-iframe">{share_iframe}</label>
    <div class="row share-row"><textarea id="{p}share-iframe" data-part="share-iframe" rows="3" readonly></textarea><button data-part="copy-iframe" type="button" aria-label="{copy}: {share_iframe}">{copy}</button></div>
    <label for="{p}share-element">{share_element}</label>
    <div class="row share-row"><textarea id="{p}share-element" data-part="share-element" rows="3" readonly></textarea><button data-part="copy-element" type="button" aria-label="{copy}: {share_element}">{copy}</button></div>
    <p><a data-part="share-guide" target="_blank" rel="noopener">{share_guide}</a></p>
  </details>
  <div data-part="live" class="sr-only" aria-live="polite" role="status"></div>
</section>
<section data-part="setup-panel" class="panel" aria-labelledby="{p}setup-title">
  <h2 id="{p}setup-title">{board_title}</h2>
  <div class="row">
    <label for="{p}size">{size}</label><select id="{p}size" data-part="size">{sizes}</select>
    <label for="{p}goal">{goal}</label><select id="{p}goal" data-part="goal"><option value="end">{goal_end}</option><option value="start">{goal_start}</option></select>
  </div>
  <div class="row buttons">
    <button id="{p}shuffle" data-part="shuffle" type="button">{shuffle}</button>
    <span class="group">
      <button id="{p}scramble" data-part="scramble" type="button">{scramble}</button>
      <label for="{p}scramble-moves" class="sr-only">{scramble_moves}</label>
      <input id="{p}scramble-moves" data-part="scramble-moves" type="number" min="1" max="500" value="20" inputmode="numeric" />
      <span class="muted">{moves_unit}</span>
    </span>
    <button id="{p}reset" data-part="reset" type="button">{reset}</button>
  </div>
  <label for="{p}board-text">{board_text} <span class="muted">{board_text_help}</span></label>
  <textarea id="{p}board-text" data-part="board-text" rows="4" spellcheck="false" autocomplete="off" aria-describedby="{p}text-error"></textarea>
  <div class="row buttons">
    <button id="{p}apply-text" data-part="apply-text" type="button">{use_board}</button>
    <span id="{p}text-error" data-part="text-error" class="error" role="alert"></span>
  </div>
</section>
<section data-part="solve-panel" class="panel" aria-labelledby="{p}solve-title">
  <h2 id="{p}solve-title">{solve_title}</h2>
  <div class="row">
    <label for="{p}algo">{algorithm}</label><select id="{p}algo" data-part="algo">{algos}</select>
    <label for="{p}heuristic">{heuristic}</label><select id="{p}heuristic" data-part="heuristic">{heuristics}</select>
  </div>
  <p data-part="algo-note" class="muted"></p>
  <details data-part="settings" class="settings">
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
  <div class="row buttons">
    <button id="{p}solve" data-part="solve" type="button" class="primary">{solve}</button>
    <button id="{p}cancel" data-part="cancel" type="button" disabled>{cancel}</button>
  </div>
  <div id="{p}progress" data-part="progress" class="progress" hidden>
    <span data-part="p-building" hidden></span>
    <span data-part="p-depth"></span>
    <span>{expanded}: <strong data-part="p-expanded">0</strong></span>
    <span>{frontier}: <strong data-part="p-frontier">0</strong></span>
    <span>{time}: <strong data-part="p-time">0</strong> {seconds}</span>
  </div>
  <p id="{p}solve-message" data-part="solve-message" class="message"></p>
  <dl id="{p}result" data-part="result" class="result" hidden>
    <div><dt>{length}</dt><dd id="{p}r-length" data-part="r-length"></dd></div>
    <div><dt>{optimal}</dt><dd id="{p}r-optimal" data-part="r-optimal"></dd></div>
    <div><dt>{expanded}</dt><dd id="{p}r-expanded" data-part="r-expanded"></dd></div>
    <div><dt>{enqueued}</dt><dd id="{p}r-generated" data-part="r-generated"></dd></div>
    <div><dt>{largest_frontier}</dt><dd id="{p}r-frontier" data-part="r-frontier"></dd></div>
    <div><dt>{time}</dt><dd id="{p}r-time" data-part="r-time"></dd></div>
  </dl>
  <div id="{p}playback" data-part="playback" class="playback" hidden>
    <p class="muted">{move_list_help}</p>
    <ol id="{p}moves-list" data-part="moves-list" class="moves"></ol>
    <div class="row buttons"><button data-part="copy-assignment" type="button">{copy_assignment}</button></div>
  </div>
</section>
<section data-part="study-panel" class="panel" aria-labelledby="{p}study-title">
  <h2 id="{p}study-title">{study_title}</h2>
  <div class="row buttons">
    <button data-part="hint" type="button">{hint_button}</button>
    <label class="check"><input data-part="overlay" type="checkbox" /> {show_heuristics}</label>
  </div>
  <p data-part="hint-text" class="message" aria-live="polite"></p>
  <p data-part="heuristics" class="muted" hidden>{overlay_help}</p>
  <h3>{step_title}</h3>
  <p class="muted">{trace_help}</p>
  <div class="row buttons">
    <button data-part="trace" type="button">{trace_start}</button>
    <span data-part="trace-controls" class="group" role="group" aria-label="{step_title}" hidden>
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
    <label class="check" data-part="predict-box"><input data-part="predict" type="checkbox" /> {predict_label}</label>
    <p data-part="verdict" class="message" aria-live="polite"></p>
    <table class="data"><caption>{children}</caption>
      <thead><tr><th scope="col">{col_move}</th><th scope="col">g</th><th scope="col">h</th><th scope="col">f</th><th scope="col">{col_what}</th></tr></thead>
      <tbody data-part="children"></tbody></table>
    <table class="data"><caption data-part="frontier-caption"></caption>
      <thead><tr><th scope="col">#</th><th scope="col">{col_node}</th><th scope="col">g</th><th scope="col">h</th><th scope="col">f</th><th scope="col"><span class="sr-only">{pick}</span></th></tr></thead>
      <tbody data-part="frontier"></tbody></table>
    <h3>{tree_title}</h3>
    <label class="check"><input data-part="tree-collapse" type="checkbox" /> {tree_collapse}</label>
    <p class="muted">{tree_legend}</p>
    <div data-part="tree" class="tree-box" role="img" tabindex="0"></div>
    <p data-part="tree-focus" class="muted tree-focus" aria-live="polite"></p>
    <div class="charts">
      <figure><figcaption>{chart_depth}</figcaption><div data-part="chart-depth" role="img"></div></figure>
      <figure><figcaption>{chart_frontier}</figcaption><div data-part="chart-frontier" role="img"></div></figure>
    </div>
  </div>
  <h3>{compare_title}</h3>
  <p data-part="compare-help" class="muted"></p>
  <div class="row buttons">
    <button data-part="compare" type="button">{compare_button}</button>
    <button data-part="compare-cancel" type="button">{cancel}</button>
    <button data-part="copy-csv" type="button">{copy_csv}</button>
    <button data-part="copy-md" type="button">{copy_md}</button>
  </div>
  <div class="table-scroll"><table class="data compare" data-part="compare-table" hidden>
    <thead><tr><th scope="col">{col_algorithm}</th><th scope="col">{col_heuristic}</th><th scope="col">{col_status}</th><th scope="col">{length}</th><th scope="col">{optimal}</th><th scope="col">{expanded}</th><th scope="col">{enqueued}</th><th scope="col">{largest_frontier}</th><th scope="col">ms</th><th scope="col">{col_chart}</th><th scope="col"><span class="sr-only">{play}</span></th></tr></thead>
    <tbody data-part="compare-rows"></tbody></table></div>
</section>
</div>"#,
        board_region = t(Key::BoardRegion),
        moves_label = t(Key::MovesLabel),
        solved = t(Key::SolvedBadge),
        hint = t(Key::BoardHint),
        board_title = t(Key::BoardTitle),
        size = t(Key::Size),
        goal = t(Key::Goal),
        goal_end = t(Key::GoalEndOption),
        goal_start = t(Key::GoalStartOption),
        shuffle = t(Key::Shuffle),
        scramble = t(Key::Scramble),
        scramble_moves = t(Key::ScrambleMoves),
        moves_unit = t(Key::MovesUnit),
        reset = t(Key::Reset),
        board_text = t(Key::BoardText),
        board_text_help = t(Key::BoardTextHelp),
        use_board = t(Key::UseBoard),
        solve_title = t(Key::SolveTitle),
        algorithm = t(Key::Algorithm),
        heuristic = t(Key::Heuristic),
        settings_title = t(Key::SettingsTitle),
        settings_help = t(Key::SettingsHelp),
        order_label = t(Key::OrderLabel),
        ties_label = t(Key::TiesLabel),
        ties_deeper = t(Key::TiesDeeper),
        ties_oldest = t(Key::TiesOldest),
        ties_newest = t(Key::TiesNewest),
        goal_test_label = t(Key::GoalTestLabel),
        goal_at_generation = t(Key::GoalAtGeneration),
        goal_at_expansion = t(Key::GoalAtExpansion),
        solve = t(Key::Solve),
        cancel = t(Key::Cancel),
        expanded = t(Key::Expanded),
        frontier = t(Key::Frontier),
        time = t(Key::Time),
        seconds = t(Key::Seconds),
        length = t(Key::Length),
        optimal = t(Key::Optimal),
        enqueued = t(Key::Enqueued),
        largest_frontier = t(Key::LargestFrontier),
        playback = t(Key::Playback),
        jump_start = t(Key::JumpStart),
        step_back = t(Key::StepBack),
        play = t(Key::Play),
        step_forward = t(Key::StepForward),
        jump_end = t(Key::JumpEnd),
        speed = t(Key::Speed),
        move_list_help = t(Key::MoveListHelp),
        share = t(Key::Share),
        share_link = t(Key::ShareLink),
        share_iframe = t(Key::ShareIframe),
        share_element = t(Key::ShareElement),
        share_guide = t(Key::ShareGuide),
        copy = t(Key::Copy),
        copy_assignment = t(Key::CopyAssignment),
        study_title = t(Key::StudyTitle),
        hint_button = t(Key::HintButton),
        show_heuristics = t(Key::ShowHeuristics),
        overlay_help = t(Key::OverlayHelp),
        step_title = t(Key::StepTitle),
        trace_help = t(Key::TraceHelp),
        trace_start = t(Key::TraceStart),
        trace_reset = t(Key::TraceReset),
        trace_back = t(Key::TraceBack),
        trace_run = t(Key::TraceRun),
        trace_step = t(Key::TraceStep),
        trace_end = t(Key::TraceEnd),
        trace_close = t(Key::TraceClose),
        children = t(Key::Children),
        col_move = t(Key::ColMove),
        col_what = t(Key::ColWhat),
        col_node = t(Key::ColNode),
        compare_title = t(Key::CompareTitle),
        compare_button = t(Key::CompareButton),
        copy_csv = t(Key::CopyCsv),
        copy_md = t(Key::CopyMarkdown),
        col_algorithm = t(Key::ColAlgorithm),
        predict_label = t(Key::PredictLabel),
        tree_title = t(Key::TreeTitle),
        tree_collapse = t(Key::TreeCollapse),
        tree_legend = t(Key::TreeLegend),
        chart_depth = t(Key::ChartDepth),
        chart_frontier = t(Key::ChartFrontier),
        pick = t(Key::Pick),
        col_heuristic = t(Key::ColHeuristic),
        col_status = t(Key::ColStatus),
        col_chart = t(Key::ColChart),
    )
}

/// Gives every part without an id the id `{p}{part}` (labels and tests address them so).
fn with_ids(html: &str, p: &str) -> String {
    let mut out = String::with_capacity(html.len() + 1024);
    for (i, chunk) in html.split('<').enumerate() {
        if i > 0 {
            out.push('<');
        }
        let tag_end = chunk.find('>').unwrap_or(chunk.len());
        let tag = &chunk[..tag_end];
        match tag.find("data-part=\"") {
            Some(at) if !tag.contains(" id=\"") => {
                let name_start = at + "data-part=\"".len();
                let name = &tag[name_start..name_start + tag[name_start..].find('"').unwrap_or(0)];
                out.push_str(&chunk[..at]);
                out.push_str(&format!("id=\"{p}{name}\" "));
                out.push_str(&chunk[at..]);
            }
            _ => out.push_str(chunk),
        }
    }
    out
}

impl Parts {
    /// Builds the component's DOM inside `root` (replacing what was there) and finds its parts.
    pub fn build(root: &Element, lang: Lang, id_prefix: &str) -> Parts {
        root.set_inner_html(&with_ids(&template(lang, id_prefix), id_prefix));
        let _ = root.set_attribute("lang", lang.tag());
        let _ = root.class_list().add_1("npz");
        Parts {
            root: root.clone(),
            canvas: part(root, "board"),
            board_text: part(root, "board-text"),
            size: part(root, "size"),
            goal: part(root, "goal"),
            algo: part(root, "algo"),
            heuristic: part(root, "heuristic"),
            scramble_moves: part(root, "scramble-moves"),
            speed: part(root, "pb-speed"),
            moves_list: part(root, "moves-list"),
            listed: None,
        }
    }

    /// A part of this component, by its `data-part` name.
    pub fn get<T: JsCast>(&self, name: &str) -> T {
        part(&self.root, name)
    }

    fn text(&self, name: &str, text: &str) {
        let e: Element = self.get(name);
        if e.text_content().as_deref() != Some(text) {
            e.set_text_content(Some(text));
        }
    }

    /// A message line: its text, styled as an error or not.
    fn message(&self, name: &str, text: &str, error: bool) {
        self.text(name, text);
        let _ = self
            .get::<Element>(name)
            .class_list()
            .toggle_with_force("error", error);
    }

    fn show(&self, name: &str, visible: bool) {
        self.get::<HtmlElement>(name).set_hidden(!visible);
    }

    fn disable(&self, name: &str, disabled: bool) {
        let _ = self
            .get::<Element>(name)
            .toggle_attribute_with_force("disabled", disabled);
    }

    /// Draws everything but the canvas from `s`.
    pub fn render(&mut self, s: &State) {
        let lang = s.lang;
        let say = |said: &Said| said.text(lang);
        // Notices: settings that were ignored.
        let notices: Vec<String> = s.notices.iter().map(say).collect();
        self.text("notice", &notices.join(" "));
        self.show("notice", !notices.is_empty());
        self.show("setup-panel", s.controls.play);
        self.show("solve-panel", s.controls.solve);
        // The board.
        let shown_moves = s.playback.as_ref().map_or(s.moves as usize, |p| p.step);
        self.text("move-count", &shown_moves.to_string());
        self.show("solved-badge", s.is_solved());
        let kind = match s.goal_kind {
            crate::options::GoalKind::End => Key::BlankLast,
            crate::options::GoalKind::Start => Key::BlankFirst,
        };
        self.text(
            "goal-label",
            &say(&Said::key(Key::GoalLabel)
                .with("size", s.shape)
                .with_said("kind", kind.into())),
        );
        let _ = self.canvas.set_attribute("aria-label", &describe(s));
        // The board panel.
        select(
            &self.size,
            &format!("{}x{}", s.shape.rows(), s.shape.cols()),
            &s.shape.to_string(),
        );
        self.goal.set_value(s.goal_kind.value());
        if !s.text_dirty {
            let text = s.board.to_string();
            if self.board_text.value() != text {
                self.board_text.set_value(&text);
            }
        }
        self.text(
            "text-error",
            &s.text_error.as_ref().map(say).unwrap_or_default(),
        );
        // The solve panel.
        self.algo.set_value(s.algorithm.name());
        self.heuristic.set_value(s.heuristic.name());
        let settings = [
            ("order", crate::options::order_letters(s.settings.order)),
            ("ties", crate::options::ties_value(s.settings.ties).into()),
            (
                "goal-test",
                crate::options::goal_test_value(s.settings.goal_test).into(),
            ),
        ];
        for (part, value) in settings {
            let menu: HtmlSelectElement = self.get(part);
            if menu.value() != value {
                menu.set_value(&value);
            }
        }
        self.disable("heuristic", !s.heuristic_applies());
        self.text("algo-note", s.large_note().map_or("", |k| k.text(lang)));
        let busy = s.job.is_some();
        self.disable("solve", busy);
        self.disable("cancel", !busy);
        self.show("progress", busy);
        if let Some(job) = &s.job {
            let p = &job.progress;
            let building = match (job.queued, job.preparing) {
                (true, _) => Some(Key::Queued.text(lang).to_string()),
                (false, Some(f)) => Some(say(
                    &Said::key(Key::Preparing).with("pct", Fixed((f * 100.0).floor(), 0))
                )),
                _ => None,
            };
            self.show("p-building", building.is_some());
            self.text("p-building", &building.unwrap_or_default());
            self.text(
                "p-depth",
                &say(&Said::key(s.depth_label()).with("n", p.depth)),
            );
            self.text("p-expanded", &group(lang, p.expanded));
            self.text("p-frontier", &group(lang, p.frontier));
            self.text("p-time", &crate::i18n::decimal(lang, p.ms / 1000.0));
        }
        let (message, error) = s
            .message
            .as_ref()
            .map_or((String::new(), false), |(m, e)| (say(m), *e));
        self.message("solve-message", &message, error);
        self.render_result(s);
        self.render_playback(s);
        self.render_share(s);
        self.render_study(s);
        if let Some(a) = &s.announcement {
            // Said again when the same words come twice: the count changes the node.
            let live: Element = self.get("live");
            let text = say(a);
            if live.get_attribute("data-n").as_deref() != Some(&s.announced.to_string()) {
                live.set_text_content(Some(&text));
                let _ = live.set_attribute("data-n", &s.announced.to_string());
            }
        }
    }

    fn render_study(&self, s: &State) {
        let lang = s.lang;
        let say = |said: &Said| said.text(lang);
        self.show("study-panel", s.controls.study);
        // The totals under the board, where the eye is (on a phone the Study panel is far below);
        // the panel keeps the legend.
        self.show("board-totals", s.controls.study && s.overlay);
        if !s.controls.study {
            return;
        }
        let (message, error) = match &s.study_message {
            Some((m, e)) => (say(m), *e),
            None if s.recording() => (Key::Recording.text(lang).to_string(), false),
            None => (String::new(), false),
        };
        self.message("study-message", &message, error);
        let busy = s.job.is_some();
        self.disable("hint", busy);
        self.disable("trace", busy);
        self.text("hint-text", &s.hint.as_ref().map(say).unwrap_or_default());
        let overlay: HtmlInputElement = self.get("overlay");
        if overlay.checked() != s.overlay {
            overlay.set_checked(s.overlay);
        }
        self.show("heuristics", s.overlay);
        if s.overlay {
            let shown = s.shown_board();
            let b = npuzzle_core::breakdown(&shown, &s.goal);
            let mut text = Said::key(Key::HeuristicTotals)
                .with("hamming", b.hamming)
                .with("manhattan", b.manhattan)
                .with("lc", b.linear_conflict)
                .text(lang);
            if let Some(p) = &s.playback {
                let h = match s.heuristic {
                    npuzzle_core::Heuristic::Hamming => b.hamming,
                    npuzzle_core::Heuristic::Manhattan => b.manhattan,
                    npuzzle_core::Heuristic::LinearConflict => b.linear_conflict,
                };
                text.push_str(". ");
                text.push_str(
                    &Said::key(Key::GHF)
                        .with("g", p.step)
                        .with("h", h)
                        .with_said(
                            "heuristic",
                            crate::state::heuristic_name(s.heuristic).into(),
                        )
                        .with("f", p.step as u32 + h)
                        .text(lang),
                );
            }
            text.push('.');
            self.text("board-totals", &text);
        }
        self.render_trace(s);
        self.render_compare(s);
    }

    fn render_trace(&self, s: &State) {
        let lang = s.lang;
        self.show("trace-controls", s.stepper.is_some());
        self.show("trace-view", s.stepper.is_some());
        let Some(st) = &s.stepper else { return };
        let state = st.state();
        let events = &st.trace().events;
        let iterative = matches!(
            st.trace().algorithm,
            npuzzle_core::Algorithm::Iddfs | npuzzle_core::Algorithm::IdaStar
        );
        self.text(
            "trace-run",
            if s.stepping {
                Key::Pause.text(lang)
            } else {
                Key::TraceRun.text(lang)
            },
        );
        self.text(
            "trace-status",
            &Said::key(Key::TraceStatus)
                .with("step", state.step)
                .with("total", events.len())
                .with("expanded", group(lang, state.expanded))
                .with("generated", group(lang, state.generated))
                .text(lang),
        );
        let bound = state.bound.map(|b| {
            let key = if st.trace().algorithm == npuzzle_core::Algorithm::Iddfs {
                Key::TreeDepth
            } else {
                Key::FBound
            };
            Said::key(key).with("n", b).text(lang)
        });
        self.show("trace-bound", bound.is_some());
        self.text("trace-bound", &bound.unwrap_or_default());
        let event = state
            .step
            .checked_sub(1)
            .and_then(|i| events.get(i))
            .map_or_else(
                || Key::TraceStartEvent.text(lang).to_string(),
                |e| event_text(e, lang, iterative),
            );
        self.text("trace-event", &event);
        // The children generated since the last expansion.
        let start = events[..state.step]
            .iter()
            .rposition(|e| matches!(e, npuzzle_core::TraceEvent::Expand { .. }));
        let mut rows = String::new();
        if let Some(start) = start {
            for e in &events[start + 1..state.step] {
                if let npuzzle_core::TraceEvent::Generate {
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
        }
        self.html("children", &rows);
        let frontier = &state.frontier;
        self.text(
            "frontier-caption",
            &if iterative {
                Key::FrontierNone.text(lang).to_string()
            } else {
                Said::key(Key::FrontierCaption)
                    .with("n", group(lang, frontier.len() as u64))
                    .text(lang)
            },
        );
        self.show("predict-box", s.can_predict());
        let predict: HtmlInputElement = self.get("predict");
        if predict.checked() != s.predicting {
            predict.set_checked(s.predicting);
        }
        let (verdict, right) = s
            .verdict
            .as_ref()
            .map_or((String::new(), true), |(v, ok)| (v.text(lang), *ok));
        self.text("verdict", &verdict);
        let _ = self
            .get::<Element>("verdict")
            .class_list()
            .toggle_with_force("error", !right);
        // Predict mode lists the whole frontier (the answer may be anywhere in it), shuffled
        // into generation order so the table does not give the answer away.
        let mut shown: Vec<npuzzle_core::Open> = frontier
            .iter()
            .take(if s.predicting { 40 } else { 10 })
            .cloned()
            .collect();
        if s.predicting {
            // The core's own sort (BFS order is generation order): one copy of it in the wasm.
            npuzzle_core::order_frontier(&mut shown, Algorithm::Bfs, npuzzle_core::Ties::Deeper);
        }
        let rows: String = shown
            .iter()
            .enumerate()
            .map(|(i, o)| {
                let pick = if s.predicting {
                    format!(
                        r#"<button type="button" data-node="{}" aria-label="{}">{}</button>"#,
                        o.node,
                        esc(&Said::key(Key::PickLabel).with("node", o.node).text(lang)),
                        esc(Key::Pick.text(lang))
                    )
                } else {
                    String::new()
                };
                format!(
                    "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{pick}</td></tr>",
                    i + 1,
                    o.node,
                    o.g,
                    o.h,
                    o.g + o.h
                )
            })
            .collect();
        self.html("frontier", &rows);
        self.render_tree(s, events, state.step);
    }

    fn render_tree(&self, s: &State, events: &[npuzzle_core::TraceEvent], step: usize) {
        const MAX_DRAWN: usize = 600;
        const AUTO_COLLAPSE: usize = 300;
        let lang = s.lang;
        let full = crate::tree::build(events, step, false);
        let collapsed = s.tree_collapsed.unwrap_or(full.nodes.len() > AUTO_COLLAPSE);
        let box_: HtmlInputElement = self.get("tree-collapse");
        if box_.checked() != collapsed {
            box_.set_checked(collapsed);
        }
        let tree = if collapsed {
            crate::tree::build(events, step, true)
        } else {
            full
        };
        let drawn = &tree.nodes[..tree.nodes.len().min(MAX_DRAWN)];
        let (dx, dy, pad) = (18.0, 34.0, 10.0);
        let max_x = drawn.iter().map(|n| n.x).fold(0.0, f64::max);
        let depth = drawn.iter().map(|n| n.g).max().unwrap_or(0);
        let min_g = drawn.iter().map(|n| n.g).min().unwrap_or(0);
        let (w, h) = (
            max_x * dx + 2.0 * pad,
            f64::from(depth - min_g) * dy + 2.0 * pad,
        );
        let at = |n: &crate::tree::TreeNode| (pad + n.x * dx, pad + f64::from(n.g - min_g) * dy);
        let (w, h) = (Fixed(w, 0), Fixed(h, 0));
        let mut svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" aria-hidden="true">"#
        );
        for n in drawn {
            if let Some(p) = n.parent.filter(|&p| p < drawn.len()) {
                let ((x1, y1), (x2, y2)) = (at(&drawn[p]), at(n));
                let (x1, y1, x2, y2) = (Fixed(x1, 1), Fixed(y1, 1), Fixed(x2, 1), Fixed(y2, 1));
                svg.push_str(&format!(
                    r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" class="edge"/>"#
                ));
            }
        }
        let blank = Key::Blank.text(lang);
        for n in drawn {
            let (x, y) = at(n);
            let (x, y) = (Fixed(x, 1), Fixed(y, 1));
            let class = match n.state {
                crate::tree::NodeState::Open => "open",
                crate::tree::NodeState::Expanded => "expanded",
                crate::tree::NodeState::Path => "path",
                crate::tree::NodeState::Cut => "cut",
            };
            let board = rows_in_words(&n.cells, s.shape.cols(), blank);
            let id = if n.id > u32::MAX / 2 {
                "–".to_string()
            } else {
                n.id.to_string()
            };
            let info = Said::key(Key::TreeNodeInfo)
                .with("node", id)
                .with("g", n.g)
                .with("h", n.h)
                .with("f", n.g + n.h)
                .with("board", board.join(" / "))
                .text(lang);
            svg.push_str(&format!(
                r#"<circle cx="{x}" cy="{y}" r="6" class="{class}" data-info="{}"><title>{}</title></circle>"#,
                esc(&info),
                esc(&info)
            ));
        }
        svg.push_str("</svg>");
        self.html("tree", &svg);
        let count = |st: crate::tree::NodeState| drawn.iter().filter(|n| n.state == st).count();
        let path: Vec<String> = drawn
            .iter()
            .filter(|n| n.state == crate::tree::NodeState::Path)
            .map(|n| n.id.to_string())
            .collect();
        let mut summary = Said::key(Key::TreeSummary)
            .with("n", drawn.len())
            .with("expanded", count(crate::tree::NodeState::Expanded))
            .with("open", count(crate::tree::NodeState::Open))
            .with("cut", count(crate::tree::NodeState::Cut))
            .with("hidden", tree.hidden)
            .with("depth", tree.depth)
            .with(
                "path",
                if path.is_empty() {
                    String::new()
                } else {
                    Said::key(Key::TreePath)
                        .with("nodes", path.join(", "))
                        .text(lang)
                },
            )
            .text(lang);
        if tree.nodes.len() > MAX_DRAWN {
            summary.push(' ');
            summary.push_str(&Said::key(Key::TreeTooBig).with("n", MAX_DRAWN).text(lang));
        }
        let _ = self
            .get::<Element>("tree")
            .set_attribute("aria-label", summary.trim());
        // Charts: nodes per depth (bars), frontier size over time (a line).
        let per = crate::tree::per_depth(events, step);
        let top = per.iter().copied().max().unwrap_or(1).max(1) as f64;
        // The SVGs below say 300 × 110 in their markup.
        let (cw, ch) = (300.0, 110.0);
        let bar = cw / per.len().max(1) as f64;
        let mut bars = String::from(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="110" viewBox="0 0 300 110" aria-hidden="true">"#,
        );
        for (i, &c) in per.iter().enumerate() {
            let bh = (c as f64 / top) * (ch - 4.0);
            bars.push_str(&format!(
                r#"<rect x="{}" y="{}" width="{}" height="{}" class="bar"><title>g {i}: {c}</title></rect>"#,
                Fixed(i as f64 * bar + 1.0, 1),
                Fixed(ch - bh, 1),
                Fixed((bar - 2.0).max(1.0), 1),
                Fixed(bh, 1)
            ));
        }
        bars.push_str("</svg>");
        self.html("chart-depth", &bars);
        let values: Vec<String> = per.iter().map(|c| c.to_string()).collect();
        let _ = self.get::<Element>("chart-depth").set_attribute(
            "aria-label",
            &Said::key(Key::ChartDepthText)
                .with("values", values.join(", "))
                .text(lang),
        );
        let sizes = crate::tree::frontier_sizes(events, step);
        let most = sizes.iter().copied().max().unwrap_or(1).max(1) as f64;
        let step_x = cw / sizes.len().max(2).saturating_sub(1) as f64;
        let points: Vec<String> = sizes
            .iter()
            .enumerate()
            .map(|(i, &v)| {
                format!(
                    "{},{}",
                    Fixed(i as f64 * step_x, 1),
                    Fixed(ch - 2.0 - v as f64 / most * (ch - 6.0), 1)
                )
            })
            .collect();
        self.html(
            "chart-frontier",
            &format!(
                r#"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="110" viewBox="0 0 300 110" aria-hidden="true"><polyline points="{}" class="line"/></svg>"#,
                points.join(" ")
            ),
        );
        let _ = self.get::<Element>("chart-frontier").set_attribute(
            "aria-label",
            &Said::key(Key::ChartFrontierText)
                .with("first", sizes.first().copied().unwrap_or(0))
                .with("last", sizes.last().copied().unwrap_or(0))
                .with("max", most as u64)
                .text(lang),
        );
    }

    fn render_compare(&self, s: &State) {
        let lang = s.lang;
        self.text(
            "compare-help",
            &Said::key(Key::CompareHelp)
                .with("n", group(lang, crate::state::COMPARE_NODES))
                .text(lang),
        );
        let running = s.compare.as_ref().is_some_and(|c| !c.finished());
        self.disable("compare", running || s.job.is_some());
        self.show("compare-cancel", running);
        let done = s
            .compare
            .as_ref()
            .is_some_and(crate::state::Compare::finished);
        self.show("copy-csv", done);
        self.show("copy-md", done);
        self.show("compare-table", s.compare.is_some());
        let Some(c) = &s.compare else { return };
        let most = c
            .rows
            .iter()
            .filter_map(|r| match &r.outcome {
                RowOutcome::Done(s) => Some(s.stats.expanded),
                _ => None,
            })
            .max()
            .unwrap_or(1)
            .max(2) as f64;
        // Each cell names its column (`data-label`): a narrow panel shows the rows as cards.
        let cell = |key: Key, content: &str| {
            format!(r#"<td data-label="{}">{content}</td>"#, esc(key.text(lang)))
        };
        let mut rows = String::new();
        for (i, r) in c.rows.iter().enumerate() {
            let name = crate::state::algorithm_name(r.algorithm).text(lang);
            let heuristic = r
                .heuristic
                .map_or("", |h| crate::state::heuristic_name(h).text(lang));
            let cells = match &r.outcome {
                RowOutcome::Done(sol) => {
                    let status = match sol.status {
                        npuzzle_core::Status::Solved => Key::StatusSolved,
                        npuzzle_core::Status::Limit => Key::StatusLimit,
                        _ => Key::StatusFailed,
                    };
                    let share = ((sol.stats.expanded.max(1) as f64).ln() / most.ln() * 100.0)
                        .clamp(1.0, 100.0);
                    let play = if sol.status == npuzzle_core::Status::Solved {
                        format!(
                            r#"<button type="button" data-row="{i}" aria-label="{}">{}</button>"#,
                            esc(&Said::key(Key::PlayRowLabel)
                                .with("algo", format!("{name} {heuristic}").trim())
                                .text(lang)),
                            esc(Key::PlayRow.text(lang))
                        )
                    } else {
                        String::new()
                    };
                    [
                        cell(Key::ColStatus, &esc(status.text(lang))),
                        cell(
                            Key::Length,
                            &sol.length().map_or("–".into(), |n| group(lang, n as u64)),
                        ),
                        cell(
                            Key::Optimal,
                            &esc(if sol.optimal {
                                Key::Yes.text(lang)
                            } else {
                                Key::NotGuaranteed.text(lang)
                            }),
                        ),
                        cell(Key::Expanded, &group(lang, sol.stats.expanded)),
                        cell(Key::Enqueued, &group(lang, sol.stats.generated)),
                        cell(Key::LargestFrontier, &group(lang, sol.stats.max_frontier)),
                        format!(r#"<td data-label="ms">{}</td>"#, Fixed(sol.stats.ms, 1)),
                        cell(
                            Key::ColChart,
                            &format!(
                                r#"<meter min="0" max="100" value="{}" aria-label="{}"></meter>"#,
                                Fixed(share, 0),
                                group(lang, sol.stats.expanded)
                            ),
                        ),
                        format!("<td>{play}</td>"),
                    ]
                    .concat()
                }
                other => {
                    let status = match other {
                        RowOutcome::Waiting => Key::StatusWaiting,
                        RowOutcome::Running(_) => Key::StatusRunning,
                        RowOutcome::Cancelled => Key::StatusCancelled,
                        _ => Key::StatusFailed,
                    };
                    let expanded = match other {
                        RowOutcome::Running(p) => group(lang, p.expanded),
                        _ => String::new(),
                    };
                    format!(
                        "{}<td></td><td></td>{}<td></td><td></td><td></td><td></td><td></td>",
                        cell(Key::ColStatus, &esc(status.text(lang))),
                        cell(Key::Expanded, &expanded),
                    )
                }
            };
            rows.push_str(&format!(
                "<tr><th scope=\"row\">{}</th>{}{cells}</tr>",
                esc(name),
                // A dash, not an empty cell: the cards keep their figures in the same places.
                cell(
                    Key::ColHeuristic,
                    &esc(if heuristic.is_empty() {
                        "–"
                    } else {
                        heuristic
                    })
                )
            ));
        }
        self.html("compare-rows", &rows);
    }

    fn html(&self, name: &str, html: &str) {
        let e: Element = self.get(name);
        if e.inner_html() != html {
            e.set_inner_html(html);
        }
    }

    fn render_share(&self, s: &State) {
        let full = s.controls == crate::options::Controls::FULL;
        self.show("share", full && !s.site.is_empty());
        if !full {
            return;
        }
        self.get::<HtmlInputElement>("share-link")
            .set_value(&s.share(ShareKind::Link));
        for (name, kind) in [
            ("share-iframe", ShareKind::Iframe),
            ("share-element", ShareKind::Element),
        ] {
            let field: HtmlTextAreaElement = self.get(name);
            let text = s.share(kind);
            if field.value() != text {
                field.set_value(&text);
            }
        }
        let _ = self
            .get::<Element>("share-guide")
            .set_attribute("href", &format!("{}embed.html", s.site));
    }

    fn render_result(&self, s: &State) {
        let lang = s.lang;
        self.show("result", s.result.is_some());
        let Some(r) = &s.result else { return };
        let solved = r.status == Status::Solved;
        self.text(
            "r-length",
            &if solved {
                r.moves.len().to_string()
            } else {
                "–".into()
            },
        );
        self.text(
            "r-optimal",
            if r.optimal {
                Key::Yes.text(lang)
            } else {
                Key::NotGuaranteed.text(lang)
            },
        );
        self.text("r-expanded", &group(lang, r.stats.expanded));
        self.text("r-generated", &group(lang, r.stats.generated));
        self.text("r-frontier", &group(lang, r.stats.max_frontier));
        // Table time (download and load) apart, so the search's own time can be read.
        let ms = |x: f64| crate::i18n::decimal(lang, x);
        let time = if r.stats.table_ms > 0.0 {
            Said::key(Key::MsWithTables)
                .with("ms", ms(r.stats.ms))
                .with("tables", ms(r.stats.table_ms))
        } else {
            Said::key(Key::Ms).with("ms", ms(r.stats.ms))
        };
        self.text("r-time", &time.text(lang));
    }

    fn render_playback(&mut self, s: &State) {
        let lang = s.lang;
        self.show("playback", s.playback.is_some());
        self.show("pb-controls", s.playback.is_some());
        let Some(p) = &s.playback else {
            self.listed = None;
            return;
        };
        self.text(
            "pb-step-of",
            &Said::key(Key::StepOf)
                .with("step", p.step)
                .with("total", p.moves.len())
                .text(lang),
        );
        let (label, aria) = if s.playing {
            (
                // A double bar, not U+23F8: fonts without emoji (many Linux desktops) lack it.
                format!("‖ {}", Key::Pause.text(lang)),
                Key::Pause.text(lang),
            )
        } else {
            (format!("▶ {}", Key::Play.text(lang)), Key::Play.text(lang))
        };
        self.text("pb-play", &label);
        let _ = self
            .get::<Element>("pb-play")
            .set_attribute("aria-label", aria);
        if self.speed.value() != s.speed.to_string() {
            self.speed.set_value(&s.speed.to_string());
        }
        let key = (
            p.moves.len(),
            p.start.cells().iter().map(|&t| usize::from(t)).sum(),
        );
        if self.listed != Some(key) {
            self.fill_moves(s);
            self.listed = Some(key);
        }
        let items = self.moves_list.children();
        for i in 0..items.length() {
            let Some(li) = items.item(i) else { continue };
            let _ = li
                .class_list()
                .toggle_with_force("done", (i as usize) < p.step);
            if let Some(b) = li.first_element_child() {
                if i as usize + 1 == p.step {
                    if b.get_attribute("aria-current").is_none() {
                        let _ = b.set_attribute("aria-current", "step");
                        scroll_list_to(&self.moves_list, &b);
                    }
                } else {
                    let _ = b.remove_attribute("aria-current");
                }
            }
        }
    }

    fn fill_moves(&self, s: &State) {
        let list = &self.moves_list;
        list.set_text_content(None);
        let Some(p) = &s.playback else { return };
        let Some(doc) = self.root.owner_document() else {
            return;
        };
        for (i, (&m, &t)) in p.moves.iter().zip(&p.tiles).enumerate() {
            let (Ok(li), Ok(button)) = (doc.create_element("li"), doc.create_element("button"))
            else {
                continue;
            };
            let way = m.opposite();
            button.set_text_content(Some(&format!("{t}{}", way.arrow())));
            let _ = button.set_attribute("type", "button");
            let label = Said::key(Key::MoveButton)
                .with("i", i + 1)
                .with("tile", t)
                .with_said("way", crate::i18n::way(m).into());
            let _ = button.set_attribute("aria-label", &label.text(s.lang));
            let _ = button.set_attribute("data-step", &(i + 1).to_string());
            let _ = li.append_child(&button);
            let _ = list.append_child(&li);
        }
    }
}

/// A trace event in words.
fn event_text(e: &npuzzle_core::TraceEvent, lang: Lang, iterative: bool) -> String {
    use npuzzle_core::TraceEvent as E;
    match e {
        E::Iteration { bound } => Said::key(Key::EventIteration).with("bound", bound),
        E::Expand { node, g, h, .. } => Said::key(Key::EventExpand)
            .with("node", node)
            .with("g", g)
            .with("h", h)
            .with("f", g + h),
        E::Generate {
            via, g, h, fate, ..
        } => Said::key(Key::EventGenerate)
            .with_said("via", direction(*via).into())
            .with("g", g)
            .with("h", h)
            .with("f", g + h)
            .with_said("fate", fate_key(*fate, iterative).into()),
        E::Goal { node } => Said::key(Key::EventGoal).with("node", node),
    }
    .text(lang)
}

/// The blank's move, by its own direction.
fn direction(m: npuzzle_core::Move) -> Key {
    crate::i18n::way(m.opposite())
}

fn fate_key(f: npuzzle_core::Fate, iterative: bool) -> Key {
    match f {
        npuzzle_core::Fate::New if iterative => Key::FateWithin,
        npuzzle_core::Fate::New => Key::FateNew,
        npuzzle_core::Fate::Seen => Key::FateSeen,
        npuzzle_core::Fate::Reopened => Key::FateReopened,
        npuzzle_core::Fate::OverBound => Key::FateOverBound,
    }
}

/// Scrolls the move list (only the list, never the page) so `item` shows.
fn scroll_list_to(list: &Element, item: &Element) {
    let (Some(list), Some(item)) = (list.dyn_ref::<HtmlElement>(), item.dyn_ref::<HtmlElement>())
    else {
        return;
    };
    let top = item.offset_top() - list.offset_top();
    let bottom = top + item.offset_height();
    if top < list.scroll_top() {
        list.set_scroll_top(top);
    } else if bottom > list.scroll_top() + list.client_height() {
        list.set_scroll_top(bottom - list.client_height());
    }
}

/// Makes a menu show `value`, adding it if the menu lacks it (e.g. a pasted 2×7 board).
fn select(menu: &HtmlSelectElement, value: &str, label: &str) {
    if menu.value() == value {
        return;
    }
    menu.set_value(value);
    if menu.value() != value
        && let Some(doc) = menu.owner_document()
        && let Ok(option) = doc.create_element("option")
    {
        let _ = option.set_attribute("value", value);
        option.set_text_content(Some(label));
        let _ = menu.append_child(&option);
        menu.set_value(value);
    }
}

/// A board's rows in words ("1 2 3", "4 blank 6", …).
fn rows_in_words(cells: &[npuzzle_core::Tile], cols: usize, blank: &str) -> Vec<String> {
    cells
        .chunks(cols)
        .map(|r| {
            r.iter()
                .map(|&t| if t == 0 { blank.into() } else { t.to_string() })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// The board in words, for screen readers.
fn describe(s: &State) -> String {
    let rows = rows_in_words(
        s.shown_board().cells(),
        s.shape.cols(),
        Key::Blank.text(s.lang),
    );
    Said::key(Key::Describe)
        .with("size", s.shape)
        .with("rows", rows.join("; "))
        .text(s.lang)
}

fn part<T: JsCast>(root: &Element, name: &str) -> T {
    root.query_selector(&format!("[data-part=\"{name}\"]"))
        .ok()
        .flatten()
        .unwrap_or_else(|| panic!("the component's template lacks {name}"))
        .dyn_into::<T>()
        .unwrap_or_else(|_| panic!("{name} has an unexpected type"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_part_has_one_id_and_every_label_a_control() {
        for lang in Lang::ALL {
            let html = with_ids(&template(lang, "npz7-"), "npz7-");
            let parts = html.matches("data-part=\"").count();
            let ids: Vec<&str> = html
                .split(" id=\"")
                .skip(1)
                .map(|s| &s[..s.find('"').unwrap()])
                .collect();
            assert!(ids.len() >= parts, "{} ids for {parts} parts", ids.len());
            let unique: std::collections::BTreeSet<_> = ids.iter().collect();
            assert_eq!(unique.len(), ids.len(), "ids are unique");
            assert!(ids.iter().all(|id| id.starts_with("npz7-")), "{ids:?}");
            for target in html
                .split("for=\"")
                .skip(1)
                .map(|s| &s[..s.find('"').unwrap()])
            {
                assert!(ids.contains(&target), "label for {target} has its control");
            }
        }
    }
}
