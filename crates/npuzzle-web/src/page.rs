//! The full page (`index.html`) and the page inside an iframe: one component on `#app`,
//! configured by the URL; inside a frame it also tells the parent window its events and its
//! height (as H5P's resizer expects), each message with `source: "npuzzle"`.

use crate::component::{self, Mount};
use crate::i18n::{Key, Lang};
use npuzzle_app::options::Options;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// Starts the page if this document is ours (`#app[data-npuzzle-page]`); a host page that loads
/// our script for `<n-puzzle>` has none (an `#app` of its own is left alone).
pub fn start() {
    // A panic's place in the console (file and line): enough to find it, for a fraction of
    // what formatting its message (the console_error_panic_hook crate) cost the page. Debug
    // builds only: a release build's panics stop the page at once (scripts/split-page.mjs).
    std::panic::set_hook(Box::new(|info| {
        let (file, line) = info.location().map_or(("?", 0), |l| (l.file(), l.line()));
        web_sys::console::error_3(&"npuzzle panicked at".into(), &file.into(), &line.into());
    }));
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(root) = document
        .query_selector("#app[data-npuzzle-page]")
        .ok()
        .flatten()
    else {
        return;
    };
    if waits_for_lms(&document) {
        return;
    }
    let packaged = document
        .query_selector("meta[name=npuzzle-exercise]")
        .ok()
        .flatten()
        .and_then(|m| m.get_attribute("content"));
    let options = read_options(&document, packaged.as_deref());
    let framed = in_frame();
    if framed && let Some(body) = document.body() {
        let _ = body.class_list().add_1("embedded");
    }
    let lang = options.lang.unwrap_or_else(component::browser_lang);
    let assets = document.base_uri().ok().flatten().unwrap_or_default();
    let site = assets.clone();
    let page = Page {
        document,
        root,
        options,
        assets,
        packaged: packaged.is_some(),
        framed,
    };
    show_when_words_are_here(page, lang, site);
}

/// Other languages' words come from the site (the page's wasm carries English only): the
/// page waits a moment for them, behind its loading line, rather than draw itself twice.
/// Past that moment it shows in English (saying so in its `lang`) and switches when they
/// arrive; a line says so if they are late (in English: the words it has).
fn show_when_words_are_here(page: Page, lang: Lang, site: String) {
    if crate::i18n::fetched::has(lang) {
        page.show(lang);
        return;
    }
    let document = page.document.clone();
    let waiting = std::rc::Rc::new(std::cell::RefCell::new(Some(page)));
    let shown = waiting.clone();
    crate::dom::later(WORDS_WAIT_MS, move || {
        if let Some(page) = shown.borrow_mut().take() {
            page.show(Lang::En);
        }
    });
    let late = document.clone();
    crate::dom::later(WORDS_LATE_MS, move || {
        words_late(&late, !crate::i18n::fetched::has(lang));
    });
    wasm_bindgen_futures::spawn_local(async move {
        let here = crate::words::load(lang, &site).await;
        let page = waiting.borrow_mut().take();
        match page {
            Some(page) => page.show(if here { lang } else { Lang::En }),
            None if here => {
                translate_page(&document, lang);
                words_late(&document, false);
                for id in crate::runtime::ids() {
                    crate::runtime::dispatch(id, npuzzle_app::state::Msg::SetLang(lang));
                }
            }
            None => words_late(&document, true),
        }
    });
}

/// How long the page waits for another language's words before it shows in English, and when
/// it says they are late (milliseconds).
const WORDS_WAIT_MS: i32 = 1200;
const WORDS_LATE_MS: i32 = 6000;

/// Shows or hides the page's line (`#words-late`, in index.html) that says the words asked for
/// have not arrived.
fn words_late(document: &web_sys::Document, late: bool) {
    if let Some(line) = document.get_element_by_id("words-late") {
        let _ = line.toggle_attribute_with_force("hidden", !late);
    }
}

/// Whether an LMS adapter that speaks over the network (www/cmi5.js) reads the saved attempt
/// first: then the page starts again once it is known (the adapter stops waiting after a few
/// seconds).
fn waits_for_lms(document: &web_sys::Document) -> bool {
    if !document
        .document_element()
        .is_some_and(|h| h.has_attribute("data-npuzzle-wait"))
    {
        return false;
    }
    let options = web_sys::AddEventListenerOptions::new();
    options.set_once(true);
    let _ = document.add_event_listener_with_callback_and_add_event_listener_options(
        "npuzzle-lms-ready",
        Closure::once_into_js(start).unchecked_ref(),
        &options,
    );
    true
}

/// The component's settings. An exercise package's page carries its exercise (`packaged`) in a
/// meta tag, and the LMS's saved attempt and learner's language arrive on the root element
/// (www/scorm.js); the URL's settings come after.
fn read_options(document: &web_sys::Document, packaged: Option<&str>) -> Options {
    let mut pairs = packaged.map(crate::dom::query_pairs).unwrap_or_default();
    if let Some(resume) = document
        .document_element()
        .and_then(|html| html.get_attribute("data-npuzzle-resume"))
    {
        pairs.push(("resume".into(), resume));
    }
    if let Some(lang) = lms_lang(document) {
        pairs.push(("lang".into(), lang));
    }
    let refused = add_url_pairs(&mut pairs, packaged.is_some());
    let mut options = Options::read(&pairs);
    for name in refused {
        options.refuse_packaged(&name);
    }
    // The page on its own offers every language; in a frame, or as an LMS package, the host
    // chose one (`?lang-menu=1` offers them there too).
    if options.lang_menu.is_none() && packaged.is_none() && !in_frame() {
        options.lang_menu = Some(true);
    }
    options
}

/// The learner's language as the LMS keeps it (www/scorm.js), over the package's own: the
/// first we have of a list, most wanted first (cmi5's); one we lack is passed over quietly (the
/// student did not type it).
fn lms_lang(document: &web_sys::Document) -> Option<String> {
    document
        .document_element()
        .and_then(|html| html.get_attribute("data-npuzzle-lang"))
        .and_then(|list| {
            list.split(',')
                .map(str::trim)
                .find(|l| Lang::from_tag(l).is_some())
                .map(String::from)
        })
}

/// Adds the URL's settings to `pairs`; returns the names refused. In a package the teacher's
/// settings are fixed: the launch URL may choose the language, never the board, task, pass
/// rule, id or a saved attempt (each would forge a grade).
fn add_url_pairs(pairs: &mut Vec<(String, String)>, packaged: bool) -> Vec<String> {
    let mut refused = vec![];
    for (name, value) in crate::dom::url_pairs() {
        if packaged && CMI5_LAUNCH.contains(&name.as_str()) {
            continue; // the LMS's, for www/cmi5.js
        }
        if !packaged || name.trim().eq_ignore_ascii_case("lang") {
            pairs.push((name, value));
        } else {
            refused.push(name);
        }
    }
    refused
}

/// The page's component, to mount once its words are here.
struct Page {
    document: web_sys::Document,
    root: web_sys::Element,
    options: Options,
    /// Where the site's files are (the document's base).
    assets: String,
    /// In an exercise package.
    packaged: bool,
    /// Inside a frame.
    framed: bool,
}

impl Page {
    /// Mounts the component in `lang`, the page around it in the same words.
    fn show(self, lang: Lang) {
        let Page {
            document,
            root,
            mut options,
            assets,
            packaged,
            framed,
        } = self;
        options.lang = Some(lang);
        translate_page(&document, lang);
        // On its own, the page remembers a language picked in its menu in its address: a
        // reload keeps it, and a link copied from the address bar carries it.
        follow_language(&document, &root, !packaged && !framed);
        if let Some(loading) = document.get_element_by_id("loading") {
            loading.remove();
        }
        if packaged {
            crate::pool::solver_only();
        }
        let id = component::mount(Mount {
            host: root.clone().into(),
            root: root.clone(),
            options,
            assets,
            id_prefix: String::new(),
            post_to_parent: framed,
            name: None,
        });
        let _ = root.set_attribute("aria-busy", "false");
        if packaged {
            follow_lms(&document, id);
        }
        if framed {
            crate::iframe::report_height();
        }
        // In a course page's iframe too: the frame is this site's page, so it can come back
        // offline. Not in an LMS's package: its files are the LMS's to serve.
        if !packaged {
            offline_later(&root);
        }
    }
}

/// The parameters a cmi5 LMS adds to a package's launch URL.
const CMI5_LAUNCH: [&str; 5] = ["endpoint", "fetch", "actor", "registration", "activityId"];

/// Tells the component what the LMS adapter (`www/lms-sync.js`) says of the result: its last
/// word on `<html data-npuzzle-lms>` (it may have spoken before the app loaded), then each
/// `npuzzle-lms` event.
fn follow_lms(document: &web_sys::Document, id: u32) {
    use npuzzle_app::state::exercise::{Delivery, Msg as ExMsg};
    let tell = move |word: Option<String>| {
        let d = match word.as_deref() {
            Some("delivered") => Delivery::Delivered,
            Some("pending") => Delivery::Pending,
            Some("no-session") => Delivery::NoSession,
            _ => return,
        };
        crate::runtime::dispatch(id, npuzzle_app::state::Msg::Exercise(ExMsg::Delivery(d)));
    };
    let html = document.document_element();
    tell(
        html.as_ref()
            .and_then(|h| h.get_attribute("data-npuzzle-lms")),
    );
    let listener = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        let detail = e
            .dyn_ref::<web_sys::CustomEvent>()
            .and_then(|c| c.detail().as_string());
        tell(detail);
    });
    let _ =
        document.add_event_listener_with_callback("npuzzle-lms", listener.as_ref().unchecked_ref());
    listener.forget(); // one a page, for its life
}

/// Keeps the page around the component in the component's language when it changes (its
/// language menu): the component's root carries its `lang`. With `remember`, a language other
/// than the one the page opened in goes into the address (`?lang=`).
fn follow_language(document: &web_sys::Document, root: &web_sys::Element, remember: bool) {
    let (document, watched) = (document.clone(), root.clone());
    let mut shown = watched.get_attribute("lang");
    let changed = Closure::<dyn FnMut()>::new(move || {
        let tag = watched.get_attribute("lang");
        let lang = tag.as_deref().and_then(Lang::from_tag);
        if let Some(lang) = lang {
            translate_page(&document, lang);
            if remember && shown.is_some() && tag != shown {
                remember_lang(lang);
            }
            shown = tag;
        }
    });
    if let Ok(observer) = web_sys::MutationObserver::new(changed.as_ref().unchecked_ref()) {
        let init = web_sys::MutationObserverInit::new();
        init.set_attributes(true);
        init.set_attribute_filter(&js_sys::Array::of1(&"lang".into()));
        let _ = observer.observe_with_options(root, &init);
        changed.forget(); // as long as the page
    }
}

/// Puts `lang` in the page's address, in place (no new history entry).
fn remember_lang(lang: Lang) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(url) = web_sys::Url::new(&window.location().href().unwrap_or_default()) else {
        return;
    };
    url.search_params().set("lang", lang.tag());
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url.href()));
    }
}

/// The page around the component, in the component's language.
fn translate_page(document: &web_sys::Document, lang: Lang) {
    if let Some(html) = document.document_element() {
        let _ = html.set_attribute("lang", lang.tag());
        let _ = html.set_attribute("dir", if lang.rtl() { "rtl" } else { "ltr" });
    }
    for (id, key) in [
        ("page-title", Key::PageTitle),
        ("page-tagline", Key::PageTagline),
        ("about-link", Key::AboutPuzzle),
        ("embed-link", Key::EmbedGuide),
    ] {
        if let Some(e) = document.get_element_by_id(id) {
            e.set_text_content(Some(key.text(lang)));
        }
    }
    document.set_title(&format!(
        "{}: {}",
        Key::PageTitle.text(lang),
        Key::PageTagline.text(lang)
    ));
}

/// Registers the service worker (offline use, installing) 3 s after the first answer, or after
/// 8 s if no answer came before: its precache downloads the solver, which on a slow phone would
/// compete with the first answer's own downloads; and its thread shares the page's cores, which
/// right after an answer (the list, the first frames of its playback) made tasks of 15 ms take
/// 25–38 ms on 2 cores.
fn offline_later(root: &web_sys::Element) {
    let Some(window) = web_sys::window() else {
        return;
    };
    // Reading it throws in a frame sandboxed without allow-same-origin: then there is no
    // offline use, and nothing to say (the page works as it is).
    let Some(container) = js_sys::Reflect::get(&window.navigator(), &"serviceWorker".into())
        .ok()
        .filter(|c| c.is_object())
    else {
        return;
    };
    let container: web_sys::ServiceWorkerContainer = container.unchecked_into();
    let register = move || {
        // Refused (private mode, storage blocked): quietly no offline use, not an uncaught error.
        let ignore = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
        let _ = container.register("./sw.js").catch(&ignore);
        ignore.forget(); // once a page
    };
    // The 8 s timer's handle while it waits: an answer first drops it (then the 3 s count from
    // the answer); once it has fired, an answer registers nothing again.
    let waiting = std::rc::Rc::new(std::cell::Cell::new(None::<i32>));
    let (after_answer, waiting_answer) = (register.clone(), waiting.clone());
    let once = Closure::once_into_js(move || {
        let (Some(window), Some(timer)) = (web_sys::window(), waiting_answer.take()) else {
            return;
        };
        window.clear_timeout_with_handle(timer);
        let later = Closure::once_into_js(after_answer);
        let _ = window
            .set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 3000);
    });
    let options = web_sys::AddEventListenerOptions::new();
    options.set_once(true);
    let _ = root.add_event_listener_with_callback_and_add_event_listener_options(
        "npuzzle-result",
        once.unchecked_ref(),
        &options,
    );
    let waiting_fallback = waiting.clone();
    let later = Closure::once_into_js(move || {
        waiting_fallback.set(None);
        register();
    });
    let timer =
        window.set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 8000);
    waiting.set(timer.ok());
}

/// Whether this page runs inside a frame.
fn in_frame() -> bool {
    web_sys::window().is_some_and(|w| w.top().ok().flatten().is_some_and(|t| t != w))
}
