//! The page inside an iframe tells its parent how tall it is, two ways: `npuzzle-height`
//! messages (the embedding guide's snippet), and H5P's resizer protocol (`{context: "h5p",
//! action}` messages: hello, prepareResize, resizePrepared, resize), so a course page or LMS
//! that loads `h5p-resizer.js` sizes the frame without our script.

use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

/// Posts the height now and whenever it changes; answers H5P's resizer.
pub fn report_height() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(document) = window.document() else {
        return;
    };
    let Some(html) = document.document_element() else {
        return;
    };
    // The parent answered H5P's hello: it sizes the frame when asked.
    let h5p = Rc::new(Cell::new(false));
    let height = {
        let html = html.clone();
        move || html.scroll_height()
    };
    let prepare = {
        let (html, height) = (html.clone(), height.clone());
        move || {
            h5p_send(
                "prepareResize",
                &[
                    ("scrollHeight", height()),
                    ("clientHeight", html.client_height()),
                ],
            )
        }
    };
    let post = {
        let (h5p, prepare, height) = (h5p.clone(), prepare.clone(), height.clone());
        move || {
            let detail = js_sys::Object::new();
            let _ = js_sys::Reflect::set(&detail, &"height".into(), &height().into());
            crate::host::post_to_parent_window("npuzzle-height", &detail);
            if h5p.get() {
                prepare();
            }
        }
    };
    post();
    let closure = Closure::<dyn FnMut()>::new(post);
    if let Ok(observer) = web_sys::ResizeObserver::new(closure.as_ref().unchecked_ref()) {
        if let Some(body) = document.body() {
            observer.observe(&body);
        }
        // The page's observer lives as long as the page.
        std::mem::forget(observer);
    }
    closure.forget();
    let listener =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let data = e.data();
            if crate::dom::text_field(&data, "context").as_deref() != Some("h5p") {
                return;
            }
            match crate::dom::text_field(&data, "action").as_deref() {
                Some("hello") => {
                    h5p.set(true);
                    prepare();
                }
                Some("resizePrepared") => h5p_send("resize", &[("scrollHeight", height())]),
                Some("resize") => prepare(),
                _ => {}
            }
        });
    let _ = window.add_event_listener_with_callback("message", listener.as_ref().unchecked_ref());
    listener.forget();
    h5p_send("hello", &[]);
}

/// `{context: "h5p", action, ...fields}` to the parent window.
fn h5p_send(action: &str, fields: &[(&str, i32)]) {
    let Some(parent) = web_sys::window().and_then(|w| w.parent().ok().flatten()) else {
        return;
    };
    let message = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&message, &"context".into(), &"h5p".into());
    let _ = js_sys::Reflect::set(&message, &"action".into(), &action.into());
    for (k, v) in fields {
        let _ = js_sys::Reflect::set(&message, &(*k).into(), &(*v).into());
    }
    // The resizer checks which iframe sent it; heights carry no secrets.
    let _ = parent.post_message(&message, "*");
}
