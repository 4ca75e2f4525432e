//! The photo reader in wasm, for the page's Scan dialog (`www/scan.js`, which loads it in a
//! worker the first time Scan is used: the page's initial load does not carry it).

use npuzzle_scan::ScanError;
use wasm_bindgen::prelude::*;

/// Reads the photo in `bytes`; `rows` and `cols` 0 to read the size off the photo. Answers the
/// reading as JSON (`{"rows", "cols", "tiles", "uncertain", "corners"}`, corners in the photo's
/// pixels), or throws the error's kind (`too-large`, `not-an-image`, `no-board`, `two-boards`,
/// `size`, `no-grid`), which the dialog words in the user's language.
#[wasm_bindgen(js_name = readPhoto)]
pub fn read_photo(bytes: &[u8], rows: u32, cols: u32) -> Result<String, JsValue> {
    let size = (rows > 0 && cols > 0).then_some((rows as usize, cols as usize));
    let r = npuzzle_scan::read(bytes, size).map_err(|e| JsValue::from_str(kind(&e)))?;
    let list = |v: &mut dyn Iterator<Item = String>| v.collect::<Vec<_>>().join(",");
    Ok(format!(
        r#"{{"rows":{},"cols":{},"tiles":[{}],"uncertain":[{}],"corners":[{}]}}"#,
        r.rows,
        r.cols,
        list(&mut r.tiles.iter().map(u8::to_string)),
        list(&mut r.uncertain.iter().map(usize::to_string)),
        list(&mut r.corners.iter().map(|&(x, y)| format!(
            "[{},{}]",
            x.round() as i64,
            y.round() as i64
        ))),
    ))
}

/// The largest photo read, in bytes: the dialog refuses larger files by their size.
#[wasm_bindgen(js_name = maxBytes)]
pub fn max_bytes() -> u32 {
    npuzzle_scan::MAX_BYTES as u32
}

fn kind(e: &ScanError) -> &'static str {
    match e {
        ScanError::TooLarge(_) => "too-large",
        ScanError::NotAnImage => "not-an-image",
        ScanError::NoBoard => "no-board",
        ScanError::TwoBoards => "two-boards",
        ScanError::Size(..) => "size",
        ScanError::NoGrid => "no-grid",
    }
}
