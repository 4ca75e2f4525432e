//! The student's Exercise panel: the task, progress, the question (a hint for play, the
//! frontier to pick from for predict, the children's values for children), the verdict, and at
//! the end the score and "Try again". Shown only while an exercise is set.

use super::exercise_heuristic::{self as heuristic, HeuristicForm};
use super::kit::{self, Listeners, Send, esc, part};
use super::study::{frontier_head, frontier_rows, mini_board};
use crate::i18n::{self, Key, Lang, Said};
use npuzzle_app::options::{Hints, Keep, Task};
use npuzzle_app::state::exercise::heuristic::BOARDS;
use npuzzle_app::state::exercise::{
    Attempt, Delivery, Exercise, Feedback, Msg as ExMsg, Score, Spec, children::Child,
};
use npuzzle_app::state::{Msg, State, hint};
use npuzzle_core::Shape;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement};

/// The markup (hidden until an exercise is set).
pub fn template(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"<section data-part="exercise" class="panel exercise" aria-labelledby="{p}exercise-title" hidden>
  <h2 id="{p}exercise-title">{title}</h2>
  <p data-part="ex-task"></p>
  <p data-part="ex-status" class="ex-status"></p>
  <p data-part="ex-note" class="message" role="status"></p>
  <p data-part="ex-delivery" class="message" role="status" hidden></p>
  <div data-part="ex-play" class="row buttons" hidden><button data-part="ex-hint" type="button">{hint}</button></div>
  <p data-part="ex-hint-text" class="message"></p>
  <div data-part="ex-predict" hidden>
    <p>{prompt}</p>
    <table class="data ex-frontier">{frontier_head}<tbody data-part="ex-frontier"></tbody></table>
  </div>
  <form data-part="ex-children" class="ex-children" hidden>
    <p data-part="ex-expanding"></p>
    <table><thead><tr><th scope="col">{child}</th><th scope="col">g</th><th scope="col">h</th><th scope="col">f</th></tr></thead><tbody data-part="ex-children-rows"></tbody></table>
    <div class="row buttons"><button type="submit">{check}</button></div>
  </form>
{heuristic}  <div data-part="ex-feedback" class="ex-feedback"></div>
  <div data-part="ex-result" class="ex-result" hidden>
    <p data-part="ex-score" class="ex-score"></p>
    <p data-part="ex-keep" id="{p}ex-keep" class="muted"></p>
    <div class="row buttons"><button data-part="ex-again" type="button" aria-describedby="{p}ex-keep">{again}</button></div>
  </div>
</section>
"#,
        title = t(Key::ExTitle),
        hint = t(Key::HintButton),
        prompt = t(Key::ExPickPrompt),
        frontier_head = frontier_head(lang),
        child = t(Key::ExChild),
        check = t(Key::ExCheck),
        again = t(Key::ExTryAgain),
        heuristic = heuristic::template(lang, p),
    )
}

/// The parts.
pub struct ExerciseView {
    panel: Element,
    task: Element,
    status: Element,
    note: Element,
    delivery: Element,
    play: Element,
    hint_text: Element,
    predict: Element,
    frontier: Element,
    children: Element,
    expanding: Element,
    rows: Element,
    feedback: Element,
    heuristic: HeuristicForm,
    result: Element,
    score: Element,
    keep: Element,
    /// What the question's markup was drawn for (typing in it must survive other updates).
    drawn: RefCell<String>,
}

impl ExerciseView {
    /// Finds the parts in `root` and turns their events into messages.
    pub fn new(root: &Element, send: &Send, out: &mut Listeners) -> ExerciseView {
        let v = ExerciseView {
            panel: part(root, "exercise"),
            task: part(root, "ex-task"),
            status: part(root, "ex-status"),
            note: part(root, "ex-note"),
            delivery: part(root, "ex-delivery"),
            play: part(root, "ex-play"),
            hint_text: part(root, "ex-hint-text"),
            predict: part(root, "ex-predict"),
            frontier: part(root, "ex-frontier"),
            children: part(root, "ex-children"),
            expanding: part(root, "ex-expanding"),
            rows: part(root, "ex-children-rows"),
            feedback: part(root, "ex-feedback"),
            heuristic: HeuristicForm::new(root, send, out),
            result: part(root, "ex-result"),
            score: part(root, "ex-score"),
            keep: part(root, "ex-keep"),
            drawn: RefCell::new(String::new()),
        };
        kit::click(out, &part(root, "ex-hint"), send, Msg::Hint(hint::Msg::Ask));
        kit::click(
            out,
            &part(root, "ex-again"),
            send,
            Msg::Exercise(ExMsg::TryAgain),
        );
        kit::delegate(out, &v.frontier, "data-node", send, |n| {
            Msg::Exercise(ExMsg::Pick(n))
        });
        let (send, form) = (send.clone(), v.children.clone());
        kit::listen(out, &v.children, "submit", move |e: web_sys::Event| {
            e.prevent_default();
            send(Msg::Exercise(ExMsg::Check(read_values(&form))));
        });
        v
    }

    /// Draws the panel from `s`.
    pub fn render(&self, s: &State) {
        let Some(ex) = &s.exercise else {
            kit::show(&self.panel, false);
            return;
        };
        kit::show(&self.panel, true);
        let lang = s.lang;
        let spec = match &ex.spec {
            Ok(spec) => spec,
            Err(errors) => {
                self.render_refused(ex, errors, lang);
                return;
            }
        };
        kit::message(&self.task, &task(spec, s).text(lang), false);
        kit::text(&self.status, &status(ex, s, lang));
        self.render_notes(ex, s);
        let open = ex.attempt.done.is_none();
        let play = spec.task == Task::Play;
        kit::show(&self.play, play && open && spec.hints != Hints::Off);
        let hint = if play { s.hint.said.as_ref() } else { None };
        kit::text(
            &self.hint_text,
            &hint.map(|h| h.text(lang)).unwrap_or_default(),
        );
        kit::show(&self.hint_text, hint.is_some());
        self.render_question(ex, s, open);
        self.heuristic
            .render(ex, open && spec.task == Task::Heuristic);
        let words = feedback(ex.feedback.as_ref(), &ex.attempt, lang);
        let new = kit::html(&self.feedback, &words);
        kit::show(&self.feedback, ex.feedback.is_some());
        if new && ex.feedback.is_some() {
            kit::reveal(&self.feedback);
        }
        kit::show(&self.result, !open);
        if let Some(score) = ex.attempt.done {
            self.render_score(ex, score, play, lang);
        }
    }

    /// Settings the exercise cannot start with: why, for the teacher, and no question.
    fn render_refused(&self, ex: &Exercise, errors: &[Said], lang: Lang) {
        let why: Vec<String> = errors.iter().map(|e| e.text(lang)).collect();
        let words = Said::key(Key::ExCannotStart)
            .with("why", why.join("; "))
            .text(lang);
        kit::message(
            &self.task,
            &format!("{words} {}", Key::ExAskTeacher.text(lang)),
            true,
        );
        for e in [&self.play, &self.predict, &self.children, &self.result] {
            kit::show(e, false);
        }
        self.heuristic.render(ex, false);
    }

    /// The exercise's line (or the stepper's error) and whether the result reached the LMS;
    /// empty lines take no room (the panel sits beside the board, or under it on a phone).
    fn render_notes(&self, ex: &Exercise, s: &State) {
        let lang = s.lang;
        let note = ex
            .note
            .as_ref()
            .or(s.study.note.as_ref().filter(|n| n.is_error()));
        kit::message(
            &self.note,
            &note.map(|n| n.said.text(lang)).unwrap_or_default(),
            note.is_some_and(|n| n.is_error()),
        );
        kit::show(&self.note, note.is_some());
        let delivery = ex.delivery.map(|d| (d != Delivery::Delivered, d.key()));
        kit::message(
            &self.delivery,
            delivery.map(|(_, k)| k.text(lang)).unwrap_or_default(),
            delivery.is_some_and(|(kept, _)| kept),
        );
        kit::show(&self.delivery, delivery.is_some());
    }

    /// The ended attempt's score and verdict (play: its moves against the optimal length).
    fn render_score(&self, ex: &Exercise, score: Score, play: bool, lang: Lang) {
        // Play's points are already a percentage: its moves say the rest. Two sentences, never
        // one phrase run into the next.
        let words = match (play, ex.optimal) {
            (true, Some(optimal)) => Said::key(Key::ExPlayScore)
                .with("moves", ex.attempt.moves())
                .with("optimal", optimal),
            _ => Said::key(Key::ExScore)
                .with("raw", score.raw)
                .with("max", score.max)
                .with("percent", score.percent()),
        }
        .text(lang);
        let verdict = if score.passed {
            Key::ExPassed
        } else {
            Key::ExFailed
        };
        let verdict = Said::key(verdict)
            .with("raw", score.raw)
            .with("max", score.max)
            .with("attempt", ex.attempt.number);
        kit::text(&self.score, &format!("{} {words}", verdict.text(lang)));
        // Before a retry, what it does to the result the course keeps.
        let keep = match ex.spec.as_ref().map(|s| s.keep) {
            Ok(Keep::Last) => Key::ExKeepLast,
            _ => Key::ExKeepBest,
        };
        kit::text(&self.keep, keep.text(lang));
        let _ = self
            .score
            .class_list()
            .toggle_with_force("failed", !score.passed);
    }

    fn render_question(&self, ex: &Exercise, s: &State, open: bool) {
        let lang = s.lang;
        let task = ex.spec.as_ref().map(|sp| sp.task).ok();
        let st = s.study.stepper.as_ref();
        let predicting = open && task == Some(Task::Predict) && st.is_some();
        let valuing = open && task == Some(Task::Children) && ex.question.is_some();
        kit::show(&self.predict, predicting);
        kit::show(&self.children, valuing);
        let key = match (predicting, valuing, st) {
            (true, _, Some(st)) => format!("p{}:{}", st.state().step, lang.tag()),
            (_, true, _) => {
                let node = ex.question.as_ref().map_or(0, |q| q.0);
                format!("c{node}:{}", lang.tag())
            }
            _ => String::new(),
        };
        if *self.drawn.borrow() == key {
            return;
        }
        let shape = s.puzzle.shape;
        match (predicting, st, &ex.question) {
            (true, Some(st), _) => {
                let events = &st.trace().events[..st.state().step];
                kit::html(
                    &self.frontier,
                    &frontier_rows(&st.state().frontier, events, shape, lang, true),
                );
            }
            (_, _, Some((node, kids))) if valuing => {
                kit::text(
                    &self.expanding,
                    &Said::key(Key::ExExpanding).with("node", *node).text(lang),
                );
                kit::html(&self.rows, &children_rows(kids, shape, lang));
            }
            _ => {}
        }
        *self.drawn.borrow_mut() = key;
    }
}

/// The task in words, with its count and pass mark.
fn task(spec: &Spec, s: &State) -> Said {
    let pass = (spec.pass * 100.0).round() as u32;
    match spec.task {
        Task::Play => Said::key(Key::ExTaskPlay).with("slack", spec.slack),
        Task::Predict => Said::key(Key::ExTaskPredict)
            .with("n", spec.count)
            .with_said("algo", i18n::algorithm_name(s.search.algorithm).into())
            .with("pass", pass),
        Task::Children => Said::key(Key::ExTaskChildren)
            .with("n", spec.count)
            .with_said("heuristic", i18n::heuristic_name(s.search.heuristic).into())
            .with("pass", pass),
        Task::Heuristic => Said::key(Key::ExTaskHeuristic)
            .with("boards", BOARDS)
            .with("pass", pass),
    }
}

/// "Attempt 2 · 3 of 5 · Moves: 14 · Hints used: 1".
fn status(ex: &Exercise, s: &State, lang: Lang) -> String {
    let Ok(spec) = &ex.spec else {
        return String::new();
    };
    let mut parts = vec![
        Said::key(Key::ExAttempt)
            .with("n", ex.attempt.number)
            .text(lang),
    ];
    match spec.task {
        Task::Play => {
            parts.push(
                Said::key(Key::ExMovesSoFar)
                    .with("moves", ex.attempt.moves())
                    .text(lang),
            );
            let used = ex.attempt.hints;
            match spec.hints {
                Hints::Limit(max) => parts.push(
                    Said::key(Key::ExHintsLeft)
                        .with("n", used)
                        .with("max", max)
                        .text(lang),
                ),
                Hints::On if used > 0 => {
                    parts.push(Said::key(Key::ExHintsUsed).with("n", used).text(lang));
                }
                _ => {}
            }
        }
        Task::Heuristic => {}
        Task::Predict | Task::Children => {
            let (done, n) = ex.progress();
            parts.push(
                Said::key(Key::ExProgress)
                    .with("done", done)
                    .with("n", n)
                    .text(lang),
            );
        }
    }
    let recorded = matches!(spec.task, Task::Play | Task::Heuristic) || s.study.stepper.is_some();
    if ex.grading() {
        parts.push(Key::ExGrading.text(lang).into());
    } else if s.jobs.busy() || !recorded {
        parts.push(Key::ExWaiting.text(lang).into());
    }
    parts.join(" · ")
}

/// A row per child with three number fields, each named for screen readers.
fn children_rows(kids: &[Child], shape: Shape, lang: Lang) -> String {
    kids.iter()
        .enumerate()
        .map(|(i, c)| {
            let way: Said = i18n::way(c.via.opposite()).into();
            let via = Said::key(Key::ExChildVia).with_said("way", way.clone()).text(lang);
            let fields: String = ["g", "h", "f"]
                .iter()
                .enumerate()
                .map(|(k, name)| {
                    let label = Said::key(Key::ExValueOf)
                        .with("value", *name)
                        .with_said("way", way.clone())
                        .text(lang);
                    format!(
                        r#"<td><input type="text" inputmode="numeric" dir="ltr" size="3" data-child="{i}" data-value="{k}" aria-label="{}" /></td>"#,
                        esc(&label)
                    )
                })
                .collect();
            format!(
                "<tr><th scope=\"row\">{}<br />{}</th>{fields}</tr>",
                mini_board(&c.cells, shape, i as u32 + 1, lang),
                esc(&via)
            )
        })
        .collect()
}

/// The typed values, child by child (`None` where a field is empty or not a whole number).
fn read_values(form: &Element) -> Vec<[Option<u32>; 3]> {
    let mut out: Vec<[Option<u32>; 3]> = Vec::new();
    let Ok(inputs) = form.query_selector_all("input[data-child]") else {
        return out;
    };
    for i in 0..inputs.length() {
        let Some(input) = inputs
            .item(i)
            .and_then(|n| n.dyn_into::<HtmlInputElement>().ok())
        else {
            continue;
        };
        let at = |name: &str| {
            input
                .get_attribute(name)
                .and_then(|v| v.parse::<usize>().ok())
        };
        let (Some(child), Some(k)) = (at("data-child"), at("data-value")) else {
            continue;
        };
        if out.len() <= child {
            out.resize(child + 1, [None; 3]);
        }
        if k < 3 {
            // `٣` or `۳` from an Arabic or Persian keyboard is 3.
            out[child][k] = npuzzle_core::fold_digits(&input.value())
                .trim()
                .parse()
                .ok();
        }
    }
    out
}

/// What the last answer earned, in words: a pick's verdict, or each child's values.
fn feedback(f: Option<&Feedback>, attempt: &Attempt, lang: Lang) -> String {
    match f {
        None => String::new(),
        Some(Feedback::Pick(v)) => format!(
            "<p class=\"message{}\">{}</p>",
            if v.right { "" } else { " error" },
            esc(&v.said.text(lang))
        ),
        Some(Feedback::Heuristic(g)) => heuristic::feedback(g, attempt, lang),
        Some(Feedback::Children(rows)) => {
            let right = rows.iter().filter(|r| r.1).count();
            let head = Said::key(Key::ExChildrenVerdict)
                .with("right", right)
                .with("n", rows.len())
                .text(lang);
            let items: String = rows
                .iter()
                .map(|(c, ok)| {
                    let way: Said = i18n::way(c.via.opposite()).into();
                    let via = Said::key(Key::ExChildVia).with_said("way", way).text(lang);
                    let [g, h, f] = c.values();
                    let verdict = if *ok {
                        Key::ExChildRight.text(lang).to_string()
                    } else {
                        Said::key(Key::ExChildWrong)
                            .with("g", g)
                            .with("h", h)
                            .with("f", f)
                            .text(lang)
                    };
                    format!("<li>{}: {}</li>", esc(&via), esc(&verdict))
                })
                .collect();
            format!(
                "<p class=\"message{}\">{}</p><ul>{items}</ul>",
                if right == rows.len() { "" } else { " error" },
                esc(&head)
            )
        }
    }
}
