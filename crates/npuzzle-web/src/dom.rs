//! Small browser helpers that belong to no component (components never look up elements by
//! document-wide id: see `view/`).

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
