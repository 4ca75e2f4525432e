//! The photo reader in wasm, for the page's Scan dialog (`www/scan.js`, which loads it in a
//! worker the first time Scan is used: the page's initial load does not carry it).

use npuzzle_scan::ScanError;
use wasm_bindgen::prelude::*;

/// Reads a photo the browser has decoded (and scaled down): `rgba` is `width`×`height` pixels,
/// four bytes each, as a canvas gives them; `rows` and `cols` 0 to read the size off the photo.
/// Answers the reading as JSON (`{"rows", "cols", "tiles", "uncertain", "corners", "otherSize"}`,
/// corners in these pixels; `otherSize` `[rows, cols]` of a size that read nearly as well, or
/// null), or throws the error's kind ([`ScanError::kind`]: `no-board`, `two-boards`,
/// `size-unsupported`, `no-grid`, `cut-off`, `too-many-pixels`), which the dialog words in the user's
/// language by its Fluent id, `scan-` + kind, as the command line does. The browser decodes (a phone's 12 MP photo far
/// faster than the reader would; a PNG or JPEG it cannot show is `damaged`, which the dialog
/// says itself), so the reader's wasm carries no image decoder.
#[wasm_bindgen(js_name = readPixels)]
pub fn read_pixels(
    rgba: &[u8],
    width: u32,
    height: u32,
    rows: u32,
    cols: u32,
) -> Result<String, JsValue> {
    answer(npuzzle_scan::read_image(
        &rgb(rgba, width, height)?,
        size(rows, cols),
    ))
}

/// Reads the board inside the four corners the user placed (`corners`: x, y of each, in the
/// pixels given, any order): when the outline found was wrong, or none was. Answers as
/// [`read_pixels`] does.
#[wasm_bindgen(js_name = readPixelsWithin)]
pub fn read_pixels_within(
    rgba: &[u8],
    width: u32,
    height: u32,
    rows: u32,
    cols: u32,
    corners: &[f32],
) -> Result<String, JsValue> {
    let [x0, y0, x1, y1, x2, y2, x3, y3] = corners else {
        return Err(JsValue::from_str("no-board"));
    };
    let quad = [(*x0, *y0), (*x1, *y1), (*x2, *y2), (*x3, *y3)];
    answer(npuzzle_scan::read_within(
        &rgb(rgba, width, height)?,
        quad,
        size(rows, cols),
    ))
}

/// A canvas's RGBA pixels as the reader's RGB image (the page sends them scaled down; a photo
/// over the pixel limit is refused before any copy).
fn rgb(rgba: &[u8], width: u32, height: u32) -> Result<npuzzle_scan::image::RgbImage, JsValue> {
    npuzzle_scan::check_pixels(width, height).map_err(|e| JsValue::from_str(e.kind()))?;
    let rgb: Vec<u8> = rgba
        .chunks_exact(4)
        .flat_map(|p| [p[0], p[1], p[2]])
        .collect();
    npuzzle_scan::image::RgbImage::from_raw(width, height, rgb)
        .ok_or_else(|| JsValue::from_str("not-an-image"))
}

fn size(rows: u32, cols: u32) -> Option<(usize, usize)> {
    (rows > 0 && cols > 0).then_some((rows as usize, cols as usize))
}

fn answer(read: Result<npuzzle_scan::Reading, ScanError>) -> Result<String, JsValue> {
    let r = read.map_err(|e| JsValue::from_str(e.kind()))?;
    let list = |v: &mut dyn Iterator<Item = String>| v.collect::<Vec<_>>().join(",");
    let corner = |&(x, y): &(f32, f32)| format!("[{},{}]", x.round() as i64, y.round() as i64);
    let other = r
        .other_size
        .map_or("null".to_owned(), |(rows, cols)| format!("[{rows},{cols}]"));
    Ok(format!(
        r#"{{"rows":{},"cols":{},"tiles":[{}],"uncertain":[{}],"corners":[{}],"otherSize":{other}}}"#,
        r.rows,
        r.cols,
        list(&mut r.tiles.iter().map(u8::to_string)),
        list(&mut r.uncertain.iter().map(usize::to_string)),
        list(&mut r.corners.iter().map(corner)),
    ))
}

/// Reads a made-up photo once, so that the engine compiles the reader's hot code while the user
/// takes or chooses a photo (a first reading in fresh wasm runs unoptimised code: twice as slow
/// on the phone bench). The photo is a light board on a grey table with a 3×3 grid of marks.
#[wasm_bindgen(js_name = warmUp)]
pub fn warm_up() {
    let (w, h) = (480u32, 360u32);
    let board = |x: u32, y: u32| (120..360).contains(&x) && (60..300).contains(&y);
    let image = npuzzle_scan::image::RgbImage::from_fn(w, h, |x, y| {
        if !board(x, y) {
            return npuzzle_scan::image::Rgb([110, 112, 118]);
        }
        let (cx, cy) = ((x - 120) % 80, (y - 60) % 80);
        let (col, row) = ((x - 120) / 80, (y - 60) / 80);
        // Tile edges, and a bar in every tile but the last (the blank).
        let edge = cx < 3 || cy < 3;
        let mark = row * 3 + col < 8 && (30..50).contains(&cx) && (20..60).contains(&cy);
        let v = if edge || mark { 40 } else { 225 };
        npuzzle_scan::image::Rgb([v, v, v])
    });
    let _ = npuzzle_scan::read_image(&image, Some((3, 3)));
}
