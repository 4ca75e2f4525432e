//! The page's wasm module: starts the full page when loaded by `index.html`, and exports
//! `mount()` for `<n-puzzle>` (www/n-puzzle.js) and for pages that build their own UI.

use npuzzle_app::options::{Controls, Options};
use npuzzle_app::state::{Msg, puzzle, solve};
use npuzzle_web::component::{self, Mount};
use wasm_bindgen::prelude::*;

fn main() {
    npuzzle_web::page::start();
}

/// Mounts a puzzle in `root`. `options`: `{board, size, goal, algo, heuristic, controls,
/// autoplay, lang}` (as the element's attributes), `exercise: {task, id, count, slack, hints,
/// pass, resume}` for a graded exercise, plus `assets` (the URL of the folder with
/// `worker.js` and `tables/`, default: beside the page) and `host` (where `npuzzle-*` events are
/// dispatched, default `root`). A bad option is reported in the component, not thrown.
#[wasm_bindgen]
pub fn mount(root: web_sys::Element, options: JsValue) -> Result<Handle, JsError> {
    let mut pairs = Vec::new();
    let mut assets = None;
    let mut host: Option<web_sys::EventTarget> = None;
    if options.is_object() {
        for entry in js_sys::Object::entries(options.unchecked_ref()).iter() {
            let pair = js_sys::Array::from(&entry);
            let (key, value) = (pair.get(0).as_string().unwrap_or_default(), pair.get(1));
            match key.as_str() {
                "assets" => assets = value.as_string(),
                "host" => host = value.dyn_into().ok(),
                // `exercise: {task, id, count, slack, hints, pass, resume}`: the same settings
                // as the attributes (`exercise`, `exercise-id`, ...).
                "exercise" if value.is_object() => {
                    for entry in js_sys::Object::entries(value.unchecked_ref()).iter() {
                        let pair = js_sys::Array::from(&entry);
                        let key = pair.get(0).as_string().unwrap_or_default();
                        let name = match key.as_str() {
                            "task" => "exercise".to_string(),
                            "id" => "exercise-id".to_string(),
                            other => other.to_string(),
                        };
                        let value = pair.get(1);
                        if !value.is_undefined() && !value.is_null() {
                            pairs.push((name, text_of(&value)));
                        }
                    }
                }
                _ if value.is_undefined() || value.is_null() => {}
                _ => pairs.push((key, text_of(&value))),
            }
        }
    } else if !options.is_undefined() && !options.is_null() {
        return Err(JsError::new(
            "mount(root, options): options must be an object",
        ));
    }
    let document = root
        .owner_document()
        .ok_or_else(|| JsError::new("mount(root, options): root is not in a document"))?;
    let assets = match assets {
        Some(a) => {
            web_sys::Url::new_with_base(&a, &document.base_uri().ok().flatten().unwrap_or_default())
                .map(|u| u.href())
                .map_err(|_| JsError::new("mount: assets is not a URL"))?
        }
        None => document.base_uri().ok().flatten().unwrap_or_default(),
    };
    let assets = if assets.ends_with('/') {
        assets
    } else {
        format!("{assets}/")
    };
    // Its regions are named apart from any other puzzle's on the page: by the host element's
    // own label, or by its place ("Puzzle 2").
    let number = next_prefix();
    let label = host
        .as_ref()
        .and_then(|h| h.dyn_ref::<web_sys::Element>())
        .and_then(|e| {
            e.get_attribute("aria-label")
                .or_else(|| e.get_attribute("title"))
        })
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty());
    let name = Some(label.map_or(component::Name::Number(number), component::Name::Label));
    let id = component::mount(Mount {
        host: host.unwrap_or_else(|| root.clone().into()),
        root,
        options: Options::read(&pairs),
        assets,
        id_prefix: format!("npz{number}-"),
        post_to_parent: false,
        name,
    });
    Ok(Handle { id })
}

fn next_prefix() -> u32 {
    thread_local!(static N: std::cell::Cell<u32> = const { std::cell::Cell::new(0) });
    N.with(|n| {
        n.set(n.get() + 1);
        n.get()
    })
}

/// An option's value as text (`true`, `3`, `"8 6 7 / ..."`).
fn text_of(value: &JsValue) -> String {
    value
        .as_string()
        .or_else(|| value.as_bool().map(|b| b.to_string()))
        // JavaScript's own number printing (Rust's would add the float printer to the wasm).
        .or_else(|| {
            value
                .as_f64()
                .and_then(|_| {
                    value
                        .unchecked_ref::<js_sys::Number>()
                        .to_string_with_radix(10)
                        .ok()
                })
                .map(String::from)
        })
        // An object (a saved attempt to resume, as an event carried it) as its JSON.
        .or_else(|| {
            value
                .is_object()
                .then(|| js_sys::JSON::stringify(value).ok())
                .flatten()
                .map(String::from)
        })
        .unwrap_or_default()
}

/// A mounted puzzle.
#[wasm_bindgen]
pub struct Handle {
    id: u32,
}

impl Handle {
    /// An Error saying so if an exercise holds the board: a grade stands on the exercise's own
    /// board, so no script on the page may swap it mid-attempt.
    fn board_free(&self) -> Result<(), JsValue> {
        let fixed = component::with_state(self.id, |s| {
            s.exercise_fixes_board()
                .then(|| npuzzle_web::i18n::Key::ExBoardFixed.text(s.lang))
        });
        match fixed.flatten() {
            Some(text) => Err(JsError::new(text).into()),
            None => Ok(()),
        }
    }
}

#[wasm_bindgen]
impl Handle {
    /// Solves the board on show with the chosen algorithm (`npuzzle-result` follows).
    pub fn solve(&self) {
        component::dispatch(self.id, Msg::Solve(solve::Msg::Start));
    }

    /// Stops a running solve (`npuzzle-result` follows, its status `cancelled`).
    pub fn cancel(&self) {
        component::dispatch(self.id, Msg::Solve(solve::Msg::Cancel));
    }

    /// A random solvable board of the current size; throws an Error (in the component's
    /// language) while an exercise holds the board.
    pub fn shuffle(&self) -> Result<(), JsValue> {
        self.board_free()?;
        component::dispatch(self.id, Msg::Puzzle(puzzle::Msg::Shuffle));
        Ok(())
    }

    /// Sets the board from text (`"8 6 7 / 2 5 4 / 3 _ 1"`); throws an Error saying what is
    /// wrong (in the component's language), and the board stays as it was; a TypeError for a
    /// value that is not a string.
    #[wasm_bindgen(js_name = setBoard)]
    pub fn set_board(&self, text: JsValue) -> Result<(), JsValue> {
        let lang = component::with_state(self.id, |s| s.lang).unwrap_or_default();
        let worded =
            |e: npuzzle_core::Error| JsError::new(&npuzzle_web::i18n::error(&e).text(lang));
        // A runaway string is refused by its length, before it is copied into the wasm.
        if let Some(bytes) = too_long(&text) {
            let max = npuzzle_core::MAX_BOARD_TEXT;
            return Err(worded(npuzzle_core::Error::TextTooLong { bytes, max }).into());
        }
        let text = string_arg("setBoard(text)", "text", &text)?;
        self.board_free()?;
        match npuzzle_core::parse_board(&text) {
            Ok(b) => {
                component::dispatch(self.id, Msg::Puzzle(puzzle::Msg::SetBoard(b)));
                Ok(())
            }
            Err(e) => Err(worded(e).into()),
        }
    }

    /// Changes one option as an attribute would (`null` restores its default where it has one);
    /// a TypeError for a name that is not a string or a value that is neither a string nor null.
    #[wasm_bindgen(js_name = setOption)]
    pub fn set_option(&self, name: JsValue, value: JsValue) -> Result<(), JsValue> {
        let name = string_arg("setOption(name, value)", "name", &name)?;
        let value = if value.is_null() || value.is_undefined() {
            None
        } else if let Some(bytes) = too_long(&value) {
            // Refused by its length, before it is copied into the wasm.
            let mut o = Options::default();
            o.refuse_too_long(&name, bytes);
            component::dispatch(self.id, Msg::Configure(Box::new(o)));
            return Ok(());
        } else {
            Some(string_arg("setOption(name, value)", "value", &value)?)
        };
        match (name.as_str(), value) {
            ("controls", None) => component::dispatch(self.id, Msg::SetControls(Controls::FULL)),
            ("lang", None) => component::dispatch(self.id, Msg::SetLang(component::browser_lang())),
            ("lang-menu", None) => {
                let o = Options {
                    lang_menu: Some(false),
                    ..Options::default()
                };
                component::dispatch(self.id, Msg::Configure(Box::new(o)));
            }
            (_, None) => {}
            (name, Some(value)) => {
                let mut o = Options::default();
                o.set(name, &value);
                component::dispatch(self.id, Msg::Configure(Box::new(o)));
            }
        }
        Ok(())
    }

    /// The board on show, as text.
    #[wasm_bindgen(getter)]
    pub fn board(&self) -> Option<String> {
        component::with_state(self.id, |s| s.puzzle.text())
    }

    /// Removes the puzzle: its listeners, timers and solver jobs go with it.
    pub fn destroy(&self) {
        component::unmount(self.id);
    }
}

/// How many puzzles are mounted, how many hold a playback timer, and whether the shared solver
/// has work (for tests of teardown).
#[wasm_bindgen]
pub fn census() -> Vec<u32> {
    let (mounted, timers) = component::census();
    vec![
        mounted as u32,
        timers as u32,
        u32::from(component::solver_busy()),
    ]
}

/// `value` as a string, or a TypeError naming the call and the argument (an object passed as a
/// string would otherwise reach the wasm as garbage).
fn string_arg(call: &str, name: &str, value: &JsValue) -> Result<String, JsValue> {
    value.as_string().ok_or_else(|| {
        let kind = value.js_typeof().as_string().unwrap_or_default();
        let kind = if value.is_null() { "null".into() } else { kind };
        js_sys::TypeError::new(&format!("{call}: {name} must be a string, not {kind}")).into()
    })
}

/// The length of a string longer than any board's text (UTF-16 units, which a board's ASCII
/// text has as many of as bytes), if it is one.
fn too_long(value: &JsValue) -> Option<usize> {
    let length = value.dyn_ref::<js_sys::JsString>()?.length() as usize;
    (length > npuzzle_core::MAX_BOARD_TEXT).then_some(length)
}
