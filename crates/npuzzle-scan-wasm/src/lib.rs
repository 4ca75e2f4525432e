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
    answer(npuzzle_scan::read(bytes, size(rows, cols)))
}

/// Reads a photo the browser has decoded (and scaled down): `rgba` is `width`×`height` pixels,
/// four bytes each, as a canvas gives them. Answers as [`read_photo`] does. A phone's photo of
/// 12 MP is decoded and scaled by the browser far faster than by the reader.
#[wasm_bindgen(js_name = readPixels)]
pub fn read_pixels(
    rgba: &[u8],
    width: u32,
    height: u32,
    rows: u32,
    cols: u32,
) -> Result<String, JsValue> {
    let rgb: Vec<u8> = rgba
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    let image = npuzzle_scan::image::RgbImage::from_raw(width, height, rgb)
        .ok_or_else(|| JsValue::from_str("not-an-image"))?;
    answer(npuzzle_scan::read_image(&image, size(rows, cols)))
}

fn size(rows: u32, cols: u32) -> Option<(usize, usize)> {
    (rows > 0 && cols > 0).then_some((rows as usize, cols as usize))
}

fn answer(read: Result<npuzzle_scan::Reading, ScanError>) -> Result<String, JsValue> {
    let r = read.map_err(|e| JsValue::from_str(kind(&e)))?;
    let list = |v: &mut dyn Iterator<Item = String>| v.collect::<Vec<_>>().join(",");
    let corner = |&(x, y): &(f32, f32)| format!("[{},{}]", x.round() as i64, y.round() as i64);
    Ok(format!(
        r#"{{"rows":{},"cols":{},"tiles":[{}],"uncertain":[{}],"corners":[{}]}}"#,
        r.rows,
        r.cols,
        list(&mut r.tiles.iter().map(u8::to_string)),
        list(&mut r.uncertain.iter().map(usize::to_string)),
        list(&mut r.corners.iter().map(corner)),
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
