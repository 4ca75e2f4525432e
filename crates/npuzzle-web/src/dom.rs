//! Small browser helpers that belong to no component (components never look up elements by
//! document-wide id: see `view/`).

// The page's helpers in JavaScript, in one snippet file (each file is a request of the initial
// load's).
#[wasm_bindgen::prelude::wasm_bindgen(
    inline_js = "export function openScan(button, apply, fill, lang) {
  return import(new URL('../../scan.js', import.meta.url).href).then((m) => m.open(button, { apply, fill, lang }), (e) => Promise.reject(String((e && e.message) || e)));
}
export function carry(root, fields, noted) {
  const all = root.querySelectorAll(fields);
  if (!noted) return [...all].map((e) => [e.value, e.open, e.matches(':focus') && [e.selectionStart, e.selectionEnd]]);
  if (noted.length == all.length) noted.forEach(([value, open, at], i) => {
    const e = all[i];
    if (value != null) e.value = value;
    if (open != null) e.open = open;
    if (at) { e.focus(); if (at[0] != null) e.setSelectionRange(...at); }
  });
}
export function compileFor(worker, url) {
  const post = (m) => { try { worker.postMessage({ npuzzleModule: m }); } catch { worker.postMessage({ npuzzleModule: null }); } };
  let compiling;
  try { compiling = WebAssembly.compileStreaming(fetch(url)); } catch { compiling = Promise.reject(); }
  compiling.catch(() => null).then(post);
}"
)]
extern "C" {
    /// Downloads and compiles the wasm at `url` for `worker`, whose loader waits for it (see
    /// worker_client.rs): the request goes out now and the compiling happens as the bytes come.
    /// The module is posted to the worker, or null if this failed (it fetches the wasm then).
    #[wasm_bindgen(js_name = compileFor)]
    pub fn compile_for(worker: &web_sys::Worker, url: &str);

    /// Loads the Scan dialog (scan.rs); settles once it has closed, or rejects with why its code
    /// did not load.
    #[wasm_bindgen(js_name = openScan)]
    pub fn open_scan(
        button: &web_sys::Element,
        apply: &wasm_bindgen::closure::Closure<dyn FnMut(String)>,
        fill: &wasm_bindgen::closure::Closure<dyn Fn(String, wasm_bindgen::JsValue) -> String>,
        lang: &str,
    ) -> js_sys::Promise;

    /// Notes (`noted` undefined), or puts back as noted, what a person made of a component's
    /// page that its state does not hold, in its [`FIELDS`]: text typed and not yet handed in (a
    /// board, the children's g, h and f, a scramble's moves), the sections opened (Settings,
    /// Share), and the field focused, with its caret. A language change builds the page again in other
    /// words; it is otherwise the same page (the same state draws the same fields in the same
    /// order), so they are carried over by their place in it, and not at all if the fields
    /// differ. In JavaScript: in Rust it cost the page's wasm about twice the bytes.
    pub fn carry(
        root: &web_sys::Element,
        fields: &str,
        noted: &wasm_bindgen::JsValue,
    ) -> wasm_bindgen::JsValue;
}

/// What a person fills in or opens: editable fields (a share link is read-only, a menu shows
/// what the state says) and sections. (A string from here, so that the snippet's imports go
/// through the glue, as the build's short import names need.)
pub const FIELDS: &str = "input:not([readonly]),textarea:not([readonly]),details";

/// Runs `f` once, `ms` from now.
pub fn later(ms: i32, f: impl FnOnce() + 'static) {
    use wasm_bindgen::JsCast;
    if let Some(w) = web_sys::window() {
        let f = wasm_bindgen::closure::Closure::once_into_js(f);
        let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(f.unchecked_ref(), ms);
    }
}

/// Milliseconds on the global's monotonic clock (`performance.now()`), on the page and in the
/// worker alike; `Date.now()` where there is none.
pub fn now_ms() -> f64 {
    let performance = js_sys::Reflect::get(&js_sys::global(), &"performance".into())
        .ok()
        .and_then(|p| wasm_bindgen::JsCast::dyn_into::<web_sys::Performance>(p).ok());
    performance.map_or_else(js_sys::Date::now, |p| p.now())
}

/// Whether the person asked for less motion.
pub fn prefers_reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// `object[name]` if it is a string (a message's or an event's field, read without a binding).
pub fn text_field(object: &wasm_bindgen::JsValue, name: &str) -> Option<String> {
    js_sys::Reflect::get(object, &name.into())
        .ok()
        .and_then(|v| v.as_string())
}

/// The text at `url` (fetched by the window), or why not in words: the LMS package's plan and
/// the page's German and Spanish words read the site's files through it.
pub async fn fetch_text(url: &str) -> Result<String, String> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let describe = |e: wasm_bindgen::JsValue| error_text(&e);
    let window = web_sys::window().ok_or("no window")?;
    let response = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(describe)?;
    let response: web_sys::Response = response.unchecked_into();
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()));
    }
    let text = response.text().map_err(describe)?;
    JsFuture::from(text)
        .await
        .map_err(describe)?
        .as_string()
        .ok_or_else(|| format!("{url}: not text"))
}

/// What a thrown value says: an `Error`'s message, a thrown string, else "unknown error".
pub fn error_text(e: &wasm_bindgen::JsValue) -> String {
    text_field(e, "message")
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "unknown error".into())
}

/// `?name=value` pairs of the page's URL.
pub fn url_pairs() -> Vec<(String, String)> {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    query_pairs(&search)
}

/// The `name=value` pairs of a query (`?` optional).
pub fn query_pairs(search: &str) -> Vec<(String, String)> {
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(search) else {
        return vec![];
    };
    let mut pairs = Vec::new();
    for entry in js_sys::try_iter(&params)
        .ok()
        .flatten()
        .into_iter()
        .flatten()
        .flatten()
    {
        let pair = js_sys::Array::from(&entry);
        pairs.push((
            pair.get(0).as_string().unwrap_or_default(),
            pair.get(1).as_string().unwrap_or_default(),
        ));
    }
    pairs
}
