//! Playback: the controls under the board (first, back, play, forward, last, speed) and the move
//! list under the result, with "Copy as the assignment prints it".

use super::kit::{self, Listeners, Send, esc, listen, part};
use crate::i18n::{self, Key, Lang, Said};
use crate::state::{Mode, Msg, State, playback, solve};
use std::cell::Cell;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement};

/// The controls, in the board panel under the canvas.
pub fn controls_template(lang: Lang, p: &str) -> String {
    let t = |k: Key| esc(k.text(lang));
    format!(
        r#"  <div data-part="pb-controls" class="row buttons pb-controls" hidden role="group" aria-label="{playback}">
    <button id="{p}pb-first" data-part="pb-first" type="button" aria-label="{jump_start}">|◀</button>
    <button id="{p}pb-back" data-part="pb-back" type="button" aria-label="{step_back}">◀</button>
    <button id="{p}pb-play" data-part="pb-play" type="button" aria-label="{play}">▶ {play}</button>
    <button id="{p}pb-fwd" data-part="pb-fwd" type="button" aria-label="{step_forward}">▶</button>
    <button id="{p}pb-last" data-part="pb-last" type="button" aria-label="{jump_end}">▶|</button>
    <label for="{p}pb-speed">{speed}</label>
    <input id="{p}pb-speed" data-part="pb-speed" type="range" min="1" max="10" value="5" />
    <span class="muted" data-part="pb-step-of"></span>
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
    <ol id="{p}moves-list" data-part="moves-list" class="moves"></ol>
    <div class="row buttons"><button data-part="copy-assignment" type="button">{copy_assignment}</button></div>
  </div>
"#,
        move_list_help = t(Key::MoveListHelp),
        copy_assignment = t(Key::CopyAssignment),
    )
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
    /// The solution the list was filled with ([`playback::Show::id`]) and the step marked.
    listed: Cell<Option<(u32, usize)>>,
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
        let _ = self.play.set_attribute("aria-label", aria);
        let speed = s.playback.speed.to_string();
        if self.speed.value() != speed {
            self.speed.set_value(&speed);
        }
        let marked = match self.listed.get() {
            Some((id, step)) if id == p.id => step,
            _ => {
                self.fill(p, lang);
                0
            }
        };
        if marked != p.step {
            self.mark(marked, p.step);
        }
        self.listed.set(Some((p.id, p.step)));
    }

    /// Moves the marks from step `from` to step `to`.
    fn mark(&self, from: usize, to: usize) {
        let items = self.list.children();
        let item = |i: usize| u32::try_from(i).ok().and_then(|i| items.item(i));
        for i in from.min(to)..from.max(to) {
            if let Some(li) = item(i) {
                let _ = li.class_list().toggle_with_force("done", i < to);
            }
        }
        if let Some(b) = from
            .checked_sub(1)
            .and_then(item)
            .and_then(|li| li.first_element_child())
        {
            let _ = b.remove_attribute("aria-current");
        }
        if let Some(b) = to
            .checked_sub(1)
            .and_then(item)
            .and_then(|li| li.first_element_child())
        {
            let _ = b.set_attribute("aria-current", "step");
            scroll_list_to(&self.list, &b);
        }
    }

    fn fill(&self, p: &playback::Show, lang: Lang) {
        let list = &self.list;
        list.set_text_content(None);
        let Some(doc) = list.owner_document() else {
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
                .with_said("way", i18n::way(m).into());
            let _ = button.set_attribute("aria-label", &label.text(lang));
            let _ = button.set_attribute("data-step", &(i + 1).to_string());
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
    let top = item.offset_top() - list.offset_top();
    let bottom = top + item.offset_height();
    if top < list.scroll_top() {
        list.set_scroll_top(top);
    } else if bottom > list.scroll_top() + list.client_height() {
        list.set_scroll_top(bottom - list.client_height());
    }
}
