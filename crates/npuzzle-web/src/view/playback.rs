//! Playback: the controls under the board (first, back, play, forward, last, speed) and the move
//! list under the result, with "Copy as the assignment prints it".

use super::kit::{self, Listeners, Send, esc, listen, part};
use crate::i18n::{self, Key, Lang, Said, group};
use npuzzle_app::state::{Mode, Msg, State, playback, solve};
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement};

/// The controls, in the board panel under the canvas. Left to right in every language, as
/// platform media players keep them: mirrored in right-to-left pages, their order ran from the
/// right while the arrows still pointed right, so "step forward" pointed at "jump to start". The
/// words keep their own direction (`dir="auto"`). The speed's label and slider wrap as one.
pub fn controls_template(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"  <div data-part="pb-controls" class="row buttons pb-controls" hidden role="group" aria-label="{playback}" dir="ltr">
    <button id="{p}pb-first" data-part="pb-first" type="button" aria-label="{jump_start}">|◀</button>
    <button id="{p}pb-back" data-part="pb-back" type="button" aria-label="{step_back}">◀</button>
    <button id="{p}pb-play" data-part="pb-play" type="button" aria-label="{play}">▶ {play}</button>
    <button id="{p}pb-fwd" data-part="pb-fwd" type="button" aria-label="{step_forward}">▶</button>
    <button id="{p}pb-last" data-part="pb-last" type="button" aria-label="{jump_end}">▶|</button>
    <span class="group"><label for="{p}pb-speed" dir="auto">{speed}</label><input id="{p}pb-speed" data-part="pb-speed" type="range" min="1" max="10" value="5" /></span>
    <span class="muted" data-part="pb-step-of" dir="auto"></span>
  </div>
"#,
        playback = t(Key::Playback),
        jump_start = t(Key::JumpStart),
        step_back = t(Key::StepBack),
        play = t(Key::Play),
        step_forward = t(Key::StepForward),
        jump_end = t(Key::JumpEnd),
        speed = t(Key::Speed),
    )
}

/// The move list, in the Solve panel under the result.
pub fn list_template(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"  <div id="{p}playback" data-part="playback" class="playback" hidden>
    <p class="muted">{move_list_help}</p>
    <div data-part="moves-window" class="row buttons moves-window" hidden>
      <button data-part="moves-earlier" type="button">{earlier}</button>
      <span data-part="moves-shown" class="muted"></span>
      <button data-part="moves-later" type="button">{later}</button>
    </div>
    <ol id="{p}moves-list" data-part="moves-list" class="moves"></ol>
    <div class="row buttons"><button data-part="copy-assignment" type="button">{copy_assignment}</button></div>
  </div>
"#,
        move_list_help = t(Key::MoveListHelp),
        earlier = t(Key::MovesEarlier),
        later = t(Key::MovesLater),
        copy_assignment = t(Key::CopyAssignment),
    )
}

/// Moves the list holds at once: a longer solution (DFS's 40,000 moves, a 64×64's 800,000) shows
/// the window around the step on show, so drawing it never holds the page up. The list's box
/// shows about 50; at 240 its layout was most of the first answer's frame (10–20 ms).
pub const WINDOW: usize = 120;

/// The window of moves (first step, last step, 1-based and inclusive) around `step` of `total`.
pub fn window(step: usize, total: usize) -> (usize, usize) {
    if total <= WINDOW {
        return (1, total);
    }
    let first = step.saturating_sub(WINDOW / 2).clamp(1, total + 1 - WINDOW);
    (first, first + WINDOW - 1)
}

/// The parts, and which solution the list holds and which step it marks.
pub struct PlaybackView {
    /// The controls (kept in view while playing).
    pub controls: Element,
    section: Element,
    play: Element,
    speed: HtmlInputElement,
    step_of: Element,
    list: Element,
    window: Element,
    shown: Element,
    earlier: Element,
    later: Element,
    /// The solution the list holds ([`playback::Show::id`]), its window's first step, and the
    /// step marked.
    listed: Cell<Option<(u32, usize, usize)>>,
    /// The current move's button, to scroll into the list's view in the next frame
    /// ([`PlaybackView::in_frame`]).
    scroll_to: RefCell<Option<Element>>,
}

impl PlaybackView {
    /// Finds the parts in `root` and turns their events into messages.
    pub fn new(root: &Element, send: &Send, out: &mut Listeners) -> PlaybackView {
        let v = PlaybackView {
            controls: part(root, "pb-controls"),
            section: part(root, "playback"),
            play: part(root, "pb-play"),
            speed: part(root, "pb-speed"),
            step_of: part(root, "pb-step-of"),
            list: part(root, "moves-list"),
            window: part(root, "moves-window"),
            shown: part(root, "moves-shown"),
            earlier: part(root, "moves-earlier"),
            later: part(root, "moves-later"),
            scroll_to: RefCell::new(None),
            listed: Cell::new(None),
        };
        let pb = Msg::Playback;
        let buttons = [
            ("pb-first", playback::Msg::StepEnd(false)),
            ("pb-last", playback::Msg::StepEnd(true)),
            ("pb-back", playback::Msg::StepBy(-1)),
            ("pb-fwd", playback::Msg::StepBy(1)),
            ("pb-play", playback::Msg::Toggle),
        ];
        for (name, msg) in buttons {
            kit::click(out, &part(root, name), send, pb(msg));
        }
        let copy = Msg::Solve(solve::Msg::CopyAssignment);
        kit::click(out, &part(root, "copy-assignment"), send, copy);
        let (s, speed) = (send.clone(), v.speed.clone());
        listen(out, &v.speed, "input", move |_: web_sys::Event| {
            if let Ok(value) = speed.value().parse() {
                s(Msg::Playback(playback::Msg::Speed(value)));
            }
        });
        kit::delegate(out, &v.list, "data-step", send, |i| {
            Msg::Playback(playback::Msg::StepTo(i))
        });
        // Earlier and later windows: the step just before this window, or just after.
        for button in [&v.earlier, &v.later] {
            kit::delegate(out, button, "data-step", send, |i| {
                Msg::Playback(playback::Msg::StepTo(i))
            });
        }
        v
    }

    /// Draws playback from `s`: the work of the steps that changed, not of the whole list.
    pub fn render(&self, s: &State) {
        let lang = s.lang;
        let show = s.playback.show.as_ref();
        kit::show(&self.section, show.is_some());
        kit::show(&self.controls, show.is_some());
        let Some(p) = show else {
            self.listed.set(None);
            return;
        };
        let said = Said::key(Key::StepOf)
            .with("step", p.step)
            .with("total", p.moves.len());
        kit::text(&self.step_of, &said.text(lang));
        let playing = s.mode == Mode::Playing;
        let (label, aria) = if playing {
            // A double bar, not U+23F8: fonts without emoji (many Linux desktops) lack it.
            (
                format!("‖ {}", Key::Pause.text(lang)),
                Key::Pause.text(lang),
            )
        } else {
            (format!("▶ {}", Key::Play.text(lang)), Key::Play.text(lang))
        };
        kit::text(&self.play, &label);
        kit::attr(&self.play, "aria-label", aria);
        let speed = s.playback.speed.to_string();
        if self.speed.value() != speed {
            self.speed.set_value(&speed);
        }
        let total = p.moves.len();
        let step = p.step;
        let kept = self.listed.get().filter(|&(id, first, _)| {
            let last = (first + WINDOW - 1).min(total);
            // Still this solution, and the step well inside the window (or at an end of the
            // solution): only the marks move, the work of one step.
            let low = first == 1 || step >= first + WINDOW / 4;
            let high = last == total || step + WINDOW / 4 <= last;
            id == p.id && low && high
        });
        let (first, marked) = match kept {
            Some((_, first, marked)) => (first, marked),
            None => {
                let (first, last) = window(step, total);
                self.fill(p, first, last, lang);
                // A new window has no move marked: as at the step before its first.
                (first, first - 1)
            }
        };
        if marked != step {
            self.mark(first, marked, step);
        }
        self.listed.set(Some((p.id, first, step)));
        let last = (first + WINDOW - 1).min(total);
        kit::show(&self.window, total > WINDOW);
        if total > WINDOW {
            let shown = Said::key(Key::MovesShown)
                .with("from", group(lang, first as u64))
                .with("to", group(lang, last as u64))
                .with("total", group(lang, total as u64));
            kit::text(&self.shown, &shown.text(lang));
            // Earlier: to the step before this window; later: to the step after it.
            let _ = self
                .earlier
                .set_attribute("data-step", &(first - 1).to_string());
            let _ = self
                .later
                .set_attribute("data-step", &(last + 1).min(total).to_string());
            kit::disable(&self.earlier, first == 1);
            kit::disable(&self.later, last == total);
        }
    }

    /// Work for the animation frame: the current move scrolled into the list's view.
    pub fn in_frame(&self) {
        if let Some(b) = self.scroll_to.take() {
            scroll_list_to(&self.list, &b);
        }
    }

    /// Moves the marks of the window starting at move `first` from step `from` to step `to`:
    /// the moves made are "done", the last one made is the current one.
    fn mark(&self, first: usize, from: usize, to: usize) {
        let items = self.list.children();
        // The item of move `m` (1-based), if it is in the window.
        let item = |m: usize| {
            m.checked_sub(first)
                .and_then(|j| u32::try_from(j).ok())
                .and_then(|j| items.item(j))
        };
        for m in from.min(to) + 1..=from.max(to) {
            if let Some(li) = item(m) {
                let _ = li.class_list().toggle_with_force("done", m <= to);
            }
        }
        if let Some(b) = item(from).and_then(|li| li.first_element_child()) {
            let _ = b.remove_attribute("aria-current");
        }
        if let Some(b) = item(to).and_then(|li| li.first_element_child()) {
            let _ = b.set_attribute("aria-current", "step");
            // Measured in the frame, where style and layout are worked out anyway: here it
            // forced them within the step (6 ms after a new window of moves).
            self.scroll_to.replace(Some(b));
        }
    }

    /// Puts moves `first..=last` (1-based) of the solution in the list.
    fn fill(&self, p: &playback::Show, first: usize, last: usize, lang: Lang) {
        let list = &self.list;
        list.set_text_content(None);
        let Some(doc) = list.owner_document() else {
            return;
        };
        for n in first..=last {
            let (Some(&m), Some(&t)) = (p.moves.get(n - 1), p.tiles.get(n - 1)) else {
                break;
            };
            let (Ok(li), Ok(button)) = (doc.create_element("li"), doc.create_element("button"))
            else {
                continue;
            };
            let way = m.opposite();
            // The tile in the language's digits, as its name says it: a voice-control user
            // says what they see (Persian's ۷, not 7).
            let tile = i18n::number::format(lang, f64::from(t), 0);
            button.set_text_content(Some(&format!("{tile}{}", way.arrow())));
            let _ = button.set_attribute("type", "button");
            let label = Said::key(Key::MoveButton)
                .with("i", n)
                .with("tile", t)
                .with_said("way", i18n::way(m).into());
            let _ = button.set_attribute("aria-label", &label.text(lang));
            let _ = button.set_attribute("data-step", &n.to_string());
            let _ = li.append_child(&button);
            let _ = list.append_child(&li);
        }
    }
}

/// Scrolls the move list (only the list, never the page) so `item` shows.
fn scroll_list_to(list: &Element, item: &Element) {
    let (Some(list), Some(item)) = (list.dyn_ref::<HtmlElement>(), item.dyn_ref::<HtmlElement>())
    else {
        return;
    };
    // The list is positioned (component.css), so an item's offsetTop is already within it;
    // otherwise both are measured from the same ancestor.
    let within = item.offset_parent().is_some_and(|p| p == **list);
    let top = if within {
        item.offset_top()
    } else {
        item.offset_top() - list.offset_top()
    };
    let bottom = top + item.offset_height();
    if top < list.scroll_top() {
        list.set_scroll_top(top);
    } else if bottom > list.scroll_top() + list.client_height() {
        list.set_scroll_top(bottom - list.client_height());
    }
}
