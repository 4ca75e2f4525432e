//! A tile's number as the classifier sees it: the ink (what differs from the tile's own colour,
//! dark on light or light on dark alike), cut to its bounds and scaled into a 24×24 square.

use image::RgbImage;
use imageproc::region_labelling::{Connectivity, connected_components};

/// The side of the classifier's square.
pub const SIDE: usize = 24;
/// The inputs the classifier takes.
pub const INPUTS: usize = SIDE * SIDE;
/// The glyph's longer side inside the square.
const FIT: f32 = 20.0;

/// The glyph of the cell at `(x, y, w, h)` of `image`; all zero when the cell holds no ink.
pub fn glyph(image: &RgbImage, (x, y, w, h): (f32, f32, f32, f32)) -> Vec<f32> {
    let (x0, y0) = (
        (x + 0.06 * w).max(0.0) as u32,
        (y + 0.06 * h).max(0.0) as u32,
    );
    let (x1, y1) = (
        ((x + 0.94 * w) as u32).min(image.width()),
        ((y + 0.94 * h) as u32).min(image.height()),
    );
    let mut out = vec![0.0; INPUTS];
    if x1 <= x0 + 4 || y1 <= y0 + 4 {
        return out;
    }
    let (cw, ch) = (x1 - x0, y1 - y0);
    let (ink, _) = ink_of(&channels(image, (x0, y0), (x1, y1)));
    // How strong the number's ink is, from the cell's middle: a band of frame or gap along its
    // edge (a grid a little off, a frame in the tiles' colour family) would set the bar above a
    // faint number's strokes, and the number would be dropped with the band.
    let top = inner_top(&ink, cw, ch);
    // Below this a cell holds no number: a faint grey one on beige tiles holds 30–40 levels.
    if top < 25.0 {
        return out;
    }
    // The glyph's strokes: strong ink in parts that do not hug the cell's edge (a bevel, a gap,
    // the frame: most of their pixels lie along it; a digit's at most touch it).
    let mask = image::GrayImage::from_fn(cw, ch, |u, v| {
        image::Luma([u8::from(ink[(v * cw + u) as usize] > 0.4 * top) * 255])
    });
    let labels = connected_components(&mask, Connectivity::Eight, image::Luma([0]));
    let count = labels.pixels().map(|p| p[0]).max().unwrap_or(0) as usize;
    let mut size = vec![0u32; count + 1];
    let mut rim = vec![0u32; count + 1];
    let mut boxes = vec![(cw, ch, 0u32, 0u32); count + 1];
    let near_edge = (cw.min(ch) / 16).max(2);
    for (u, v, p) in labels.enumerate_pixels() {
        let l = p[0] as usize;
        size[l] += 1;
        let b = &mut boxes[l];
        *b = (b.0.min(u), b.1.min(v), b.2.max(u), b.3.max(v));
        if u < near_edge || v < near_edge || u >= cw - near_edge || v >= ch - near_edge {
            rim[l] += 1;
        }
    }
    let least = (cw * ch) as f32 * 0.003;
    let (fw, fh) = (cw as f32, ch as f32);
    let keep: Vec<bool> = (0..=count)
        .map(|l| {
            let (bl, bt, br, bb) = boxes[l];
            let (bw, bh) = ((br + 1 - bl.min(br)) as f32, (bb + 1 - bt.min(bb)) as f32);
            let (mx, my) = ((bl + br) as f32 / 2.0 / fw, (bt + bb) as f32 / 2.0 / fh);
            let line = (bw > 0.6 * fw && bh < 0.2 * fh) || (bh > 0.6 * fh && bw < 0.2 * fw);
            let across = bw > 0.92 * fw || bh > 0.92 * fh;
            let outside = !(0.12..=0.88).contains(&mx) || !(0.12..=0.88).contains(&my);
            l > 0
                && size[l] as f32 >= least
                && (rim[l] as f32) < 0.3 * size[l] as f32
                && !line
                && !across
                && !outside
        })
        .collect();
    let (mut l, mut t, mut r, mut b) = (cw, ch, 0, 0);
    for (u, v, p) in labels.enumerate_pixels() {
        if keep[p[0] as usize] {
            (l, t, r, b) = (l.min(u), t.min(v), r.max(u), b.max(v));
        }
    }
    if r < l || b < t {
        return out;
    }
    let (gw, gh) = ((r - l + 1) as f32, (b - t + 1) as f32);
    let scale = FIT / gw.max(gh);
    let (ox, oy) = (
        (SIDE as f32 - gw * scale) / 2.0,
        (SIDE as f32 - gh * scale) / 2.0,
    );
    // Each output pixel averages the ink (of kept parts) over its footprint in the cell.
    let near = |u: u32, v: u32| keep[labels.get_pixel(u, v)[0] as usize];
    for oy_i in 0..SIDE {
        for ox_i in 0..SIDE {
            let (fx0, fy0) = ((ox_i as f32 - ox) / scale, (oy_i as f32 - oy) / scale);
            let (fx1, fy1) = (fx0 + 1.0 / scale, fy0 + 1.0 / scale);
            let (mut sum, mut n) = (0.0, 0.0);
            let (ua, ub) = ((fx0.floor().max(0.0)) as u32, (fx1.ceil().min(gw)) as u32);
            let (va, vb) = ((fy0.floor().max(0.0)) as u32, (fy1.ceil().min(gh)) as u32);
            for v in va..vb.max(va + 1) {
                for u in ua..ub.max(ua + 1) {
                    if (u as f32) < gw && (v as f32) < gh {
                        let (cu, cv) = (l + u, t + v);
                        // Kept strokes, and the soft rims around them; never a dropped part.
                        let value = ink[(cv * cw + cu) as usize] / top;
                        let val = match labels.get_pixel(cu, cv)[0] {
                            0 => value.min(0.4),
                            _ if near(cu, cv) => value.min(1.0),
                            _ => 0.0,
                        };
                        sum += val;
                        n += 1.0;
                    }
                }
            }
            if fx1 > 0.0 && fy1 > 0.0 && fx0 < gw && fy0 < gh && n > 0.0 {
                out[oy_i * SIDE + ox_i] = sum / n;
            }
        }
    }
    out
}

/// The 99th percentile of `ink` (a `cw`×`ch` region, row by row) over the region's middle,
/// where a component's centre must lie to be kept.
fn inner_top(ink: &[f32], cw: u32, ch: u32) -> f32 {
    let (u0, u1) = ((cw as f32 * 0.12) as u32, (cw as f32 * 0.88) as u32);
    let (v0, v1) = ((ch as f32 * 0.12) as u32, (ch as f32 * 0.88) as u32);
    top((v0..v1)
        .flat_map(|v| (u0..u1).map(move |u| ink[(v * cw + u) as usize]))
        .collect())
}

/// The red, green and blue values of the pixels from `from` up to (not including) `to`, row by
/// row, clipped to the image.
pub(crate) fn channels(image: &RgbImage, from: (u32, u32), to: (u32, u32)) -> [Vec<u8>; 3] {
    let mut chans: [Vec<u8>; 3] = Default::default();
    for y in from.1..to.1.min(image.height()) {
        for x in from.0..to.0.min(image.width()) {
            let p = image.get_pixel(x, y);
            for k in 0..3 {
                chans[k].push(p[k]);
            }
        }
    }
    chans
}

/// A region's face (its median colour: tile or frame) and how far each pixel's colour lies from
/// it, row by row. Empty for no pixels.
pub(crate) fn ink_of(chans: &[Vec<u8>; 3]) -> (Vec<f32>, [f32; 3]) {
    if chans[0].is_empty() {
        return (Vec::new(), [0.0; 3]);
    }
    let face: [f32; 3] = std::array::from_fn(|k| f32::from(median(&chans[k])));
    let ink: Vec<f32> = (0..chans[0].len())
        .map(|i| {
            (0..3)
                .map(|k| (f32::from(chans[k][i]) - face[k]).powi(2))
                .sum::<f32>()
                .sqrt()
        })
        .collect();
    (ink, face)
}

/// The 99th percentile of `values` (how much ink a region holds); zero for none.
pub(crate) fn top(mut values: Vec<f32>) -> f32 {
    if values.is_empty() {
        return 0.0;
    }
    let at = values.len() * 99 / 100;
    *values.select_nth_unstable_by(at, f32::total_cmp).1
}

/// The median of `values` (not empty), counted rather than sorted: a cell's pixels are many.
fn median(values: &[u8]) -> u8 {
    let mut counts = [0usize; 256];
    for &v in values {
        counts[usize::from(v)] += 1;
    }
    let half = values.len() / 2;
    let mut seen = 0;
    for (v, &n) in counts.iter().enumerate() {
        seen += n;
        if seen > half {
            return v as u8;
        }
    }
    u8::MAX
}
