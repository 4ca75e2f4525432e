//! The Scan dialog: a photo of a real puzzle read into the board editor. Its code (`scan.js`)
//! and its reader (a wasm of its own, `scan/`) load the first time Scan is clicked, so the page's
//! initial load carries neither. The loader is a wasm-bindgen snippet, so the dialog is found
//! beside the app's own files wherever a course site serves them. Where Scan is not served (an
//! exercise's LMS package leaves it out), the button hides itself.

use wasm_bindgen::prelude::*;
use web_sys::Element;

#[wasm_bindgen(inline_js = "export function openScan(button) {
  return import(new URL('../../scan.js', import.meta.url).href).then((m) => m.open(button), () => { button.hidden = true; });
}")]
extern "C" {
    #[wasm_bindgen(js_name = openScan)]
    fn open_scan(button: &Element) -> js_sys::Promise;
}

/// Opens the dialog for the component holding `button` (its board editor receives the board).
pub fn open(button: &Element) {
    let _ = open_scan(button);
}
