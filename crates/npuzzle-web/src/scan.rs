//! The Scan dialog: a photo of a real puzzle read into the board editor. Its code (`scan.js`)
//! and its reader (a wasm of its own, `scan/`) load the first time Scan is clicked, so the page's
//! initial load carries neither. The loader is a wasm-bindgen snippet, so the dialog is found
//! beside the app's own files wherever a course site serves them. Where it cannot be loaded
//! (offline before it was ever loaded, or a site that does not serve it), the board editor says
//! so, and Scan stays to try again. (An exercise's LMS package leaves Scan out, and shows no
//! board editor.)

use wasm_bindgen::prelude::*;
use web_sys::Element;

#[wasm_bindgen(inline_js = "export function openScan(button) {
  return import(new URL('../../scan.js', import.meta.url).href).then((m) => { m.open(button); }, (e) => Promise.reject(String((e && e.message) || e)));
}")]
extern "C" {
    #[wasm_bindgen(js_name = openScan)]
    fn open_scan(button: &Element) -> js_sys::Promise;
}

/// Opens the dialog for the component holding `button` (its board editor receives the board);
/// `failed` hears what the browser said if the dialog's code did not load.
pub fn open(button: &Element, failed: impl FnOnce(String) + 'static) {
    let loading = wasm_bindgen_futures::JsFuture::from(open_scan(button));
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(why) = loading.await {
            failed(why.as_string().unwrap_or_default());
        }
    });
}
