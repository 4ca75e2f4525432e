//! What an exercise keeps and makes outside the component: its attempt in the browser's
//! storage (per page and exercise), and the LMS package (planned by [`npuzzle_app::package`], zipped
//! by a module worker, `scorm-pack.js`, with the fflate zip library).

use crate::i18n::{Key, Said};
use crate::runtime::dispatch;
use npuzzle_app::state::exercise::{self, Damage, Saved, author};
use npuzzle_app::state::{Msg, State};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// Where an exercise's attempt is kept: one key per page and exercise.
fn key(id: &str) -> Option<String> {
    let path = web_sys::window()?.location().pathname().ok()?;
    Some(format!("npuzzle:{path}:{id}"))
}

/// The browser's storage; `None` where it is refused (a sandboxed frame, blocked cookies).
fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// What was kept for the component's exercise: the LMS's record (or the host's `resume`) and
/// the browser's, both handed over as the messages that give them to the component (sent by
/// the caller, with nothing borrowed). The component replays each and keeps the one that got
/// furthest: a result the LMS never took is still in the browser.
pub fn restore(s: &State) -> Vec<exercise::Msg> {
    let Some(ex) = &s.exercise else {
        return vec![];
    };
    let Ok(spec) = &ex.spec else {
        return vec![exercise::Msg::Restore(vec![])];
    };
    let mut out = vec![];
    let mut records = vec![];
    if let Some(resume) = &ex.options.resume {
        records.push(parse(resume));
    }
    match key(&spec.id).and_then(|k| storage().map(|st| st.get_item(&k))) {
        Some(Ok(Some(text))) => records.push(parse(&text)),
        Some(Ok(None)) => {}
        _ => out.push(exercise::Msg::Unkept),
    }
    out.push(exercise::Msg::Restore(records));
    out
}

fn parse(text: &str) -> Result<Saved, Damage> {
    let value = js_sys::JSON::parse(text).map_err(|_| Damage::Unreadable)?;
    let field = |name: &str| js_sys::Reflect::get(&value, &name.into()).ok();
    let number = |name: &str| field(name).and_then(|v| v.as_f64());
    // Another version's data may not read as this one's: its version says which it is.
    if number("v").is_some_and(|v| v != f64::from(exercise::saved::VERSION)) {
        return Err(Damage::Version);
    }
    // Read field by field (serde's deserializer would add tens of kilobytes to the page). Whole
    // numbers only, within u32: no value is cut or wrapped into another.
    let whole_of = |v: &JsValue| {
        v.as_f64()
            .filter(|n| n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(n))
            .map(|n| n as u32)
    };
    let whole = |name: &str| field(name).as_ref().and_then(whole_of);
    let text = |name: &str| field(name).and_then(|v| v.as_string());
    let list = |name: &str| {
        field(name)
            .filter(js_sys::Array::is_array)
            .map(|v| js_sys::Array::from(&v))
    };
    // A list of whole numbers (one reader for every such list: the page's download is small).
    let wholes = |name: &str| {
        list(name).and_then(|a| a.iter().map(|v| whole_of(&v)).collect::<Option<Vec<u32>>>())
    };
    let picks = wholes("picks").ok_or(Damage::Unreadable)?;
    // A value the student left empty is null; anything else is a whole number.
    let values = list("values")
        .and_then(|a| {
            a.iter()
                .map(|v| {
                    if v.is_null() {
                        Some(None)
                    } else {
                        whole_of(&v).map(Some)
                    }
                })
                .collect::<Option<Vec<Option<u32>>>>()
        })
        .ok_or(Damage::Unreadable)?;
    // A heuristic's formula: a string, or absent (null) for the other tasks.
    let formula = match field("formula").filter(|v| !v.is_null() && !v.is_undefined()) {
        None => None,
        Some(v) => Some(v.as_string().ok_or(Damage::Unreadable)?),
    };
    // A heuristic's race seed: absent (null) in a record from before attempts drew their own,
    // else a whole number within u32.
    let seed = match field("seed").filter(|v| !v.is_null() && !v.is_undefined()) {
        None => None,
        Some(v) => Some(whole_of(&v).ok_or(Damage::Unreadable)?),
    };
    // Each answer's time: absent in a record from before answers were timed.
    let times = match field("times").filter(|v| !v.is_null() && !v.is_undefined()) {
        None => vec![],
        Some(_) => wholes("times").ok_or(Damage::Unreadable)?,
    };
    let read = || {
        Some(Saved {
            v: whole("v")?,
            exercise: text("exercise")?,
            task: text("task")?,
            attempt: whole("attempt")?,
            start: text("start")?,
            moves: whole("moves")?,
            path: text("path")?,
            hints: whole("hints")?,
            picks,
            values,
            formula,
            seed,
            started: number("started")?,
            times,
            // Never read back: the replay is scored again.
            score: None,
        })
    };
    read().ok_or(Damage::Unreadable)
}

/// Whether the record kept as `text` stays ([`Saved::stays`]); its score says it ended.
fn stays(text: &str, new: &Saved) -> bool {
    let Ok(old) = parse(text) else { return false };
    let (attempt, _, answers) = old.reach();
    let ended = js_sys::JSON::parse(text)
        .and_then(|v| js_sys::Reflect::get(&v, &"score".into()))
        .is_ok_and(|s| s.is_object());
    old.stays((attempt, ended, answers), new)
}

/// Keeps an attempt; tells the component if the browser refuses.
pub fn keep(id: u32, saved: &Saved) {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    let text = serde::Serialize::serialize(saved, &serializer)
        .ok()
        .and_then(|v| js_sys::JSON::stringify(&v).ok())
        .and_then(|t| t.as_string());
    let stored = match (key(&saved.exercise), storage(), text) {
        (Some(k), Some(st), Some(t)) => {
            // Another tab may have kept more (a pass the LMS has not heard of): it stays.
            let kept = st.get_item(&k).ok().flatten();
            kept.is_some_and(|old| stays(&old, saved)) || st.set_item(&k, &t).is_ok()
        }
        _ => false,
    };
    if !stored {
        dispatch(id, Msg::Exercise(exercise::Msg::Unkept));
    }
}

/// Makes the LMS package and downloads it; the component hears how it went. A module worker
/// (`scorm-pack.js`) works out what it carries, its launch page and its manifest (with
/// [`npuzzle_app::package`], as `npuzzle package` does, compiled for it alone: the page's wasm
/// does not carry it), fetches the site's files and zips them with the fflate zip library, so
/// that zipping never holds the page up.
pub fn pack(id: u32, package: &author::Package, site: &str) {
    let answer = move |r: Result<u64, Said>| {
        dispatch(
            id,
            Msg::Exercise(exercise::Msg::Author(author::Msg::Packed(r))),
        );
    };
    let request = js_sys::Object::new();
    for (name, value) in [
        ("site", site),
        ("format", package.format.value()),
        ("id", &package.id),
        ("title", &package.title),
        ("lang", package.lang),
        ("shape", &package.shape),
        ("query", &package.query),
    ] {
        let _ = js_sys::Reflect::set(&request, &name.into(), &value.into());
    }
    zip_in_worker(package, site, &request, answer);
}

/// What the browser said, as it said it.
fn verbatim(text: String) -> Said {
    Said::key(Key::Verbatim).with("text", text)
}

/// Zips the package in a module worker and downloads it.
fn zip_in_worker(
    package: &author::Package,
    site: &str,
    request: &js_sys::Object,
    answer: impl Fn(Result<u64, Said>) + Clone + 'static,
) {
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = match web_sys::Worker::new_with_options(&format!("{site}scorm-pack.js"), &options)
    {
        Ok(w) => w,
        Err(e) => return answer(Err(verbatim(crate::dom::error_text(&e)))),
    };
    let file = match package.format {
        author::Format::Scorm12 => format!("npuzzle-{}.zip", package.id),
        other => format!("npuzzle-{}-{}.zip", package.id, other.value()),
    };
    let done = {
        let (worker, answer) = (worker.clone(), answer.clone());
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            worker.terminate();
            let data = e.data();
            let field = |name: &str| js_sys::Reflect::get(&data, &name.into()).ok();
            let text =
                |v: &JsValue, name: &str| crate::dom::text_field(v, name).unwrap_or_default();
            if let Some(zip) = field("zip").and_then(|b| b.dyn_into::<js_sys::Uint8Array>().ok()) {
                answer(
                    download(&zip, &file)
                        .map(|()| u64::from(zip.length()))
                        .map_err(verbatim),
                );
            } else if let Some(bad) = field("bad").filter(|b| b.is_object()) {
                // A name of the site's list that cannot go into a package, worded here.
                answer(Err(npuzzle_app::package::refusal(
                    &text(&bad, "name"),
                    &text(&bad, "why"),
                )));
            } else {
                answer(Err(verbatim(text(&data, "error"))));
            }
        })
    };
    let failed = {
        let (worker, answer) = (worker.clone(), answer.clone());
        Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            worker.terminate();
            let why =
                crate::dom::text_field(&e, "message").unwrap_or_else(|| "scorm-pack.js".into());
            answer(Err(verbatim(why)));
        })
    };
    worker.set_onmessage(Some(done.as_ref().unchecked_ref()));
    worker.set_onerror(Some(failed.as_ref().unchecked_ref()));
    // One package at a time, rarely: the closures live as long as the page.
    done.forget();
    failed.forget();
    if let Err(e) = worker.post_message(request) {
        answer(Err(verbatim(crate::dom::error_text(&e))));
    }
}

/// Saves `zip` as `file` through a link the browser downloads.
fn download(zip: &js_sys::Uint8Array, file: &str) -> Result<(), String> {
    let parts = js_sys::Array::of1(zip);
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type("application/zip");
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &bag)
        .map_err(|e| crate::dom::error_text(&e))?;
    let url =
        web_sys::Url::create_object_url_with_blob(&blob).map_err(|e| crate::dom::error_text(&e))?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let a: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(|e| crate::dom::error_text(&e))?
        .unchecked_into();
    a.set_href(&url);
    a.set_download(file);
    a.click();
    // Revoked later: the download reads the blob after this task.
    let revoke = Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    if let Some(w) = web_sys::window() {
        let _ =
            w.set_timeout_with_callback_and_timeout_and_arguments_0(revoke.unchecked_ref(), 60_000);
    }
    Ok(())
}
