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
pub fn glyph(image: &RgbImage, (x, y, w, h): (f32, f32, f32, f32), polarity: Ink) -> Vec<f32> {
    let (x0, y0) = (
        (x + 0.06 * w).max(0.0) as u32,
        (y + 0.06 * h).max(0.0) as u32,
    );
    let (x1, y1) = (
        ((x + 0.94 * w) as u32).min(image.width()),
        ((y + 0.94 * h) as u32).min(image.height()),
    );
    let out = vec![0.0; INPUTS];
    if x1 <= x0 + 4 || y1 <= y0 + 4 {
        return out;
    }
    let (cw, ch) = (x1 - x0, y1 - y0);
    let ink = local_ink(image, (x0, y0), (x1, y1), polarity);
    // How strong the number's ink is, from the cell's middle: a band of frame or gap along its
    // edge (a grid a little off, a frame in the tiles' colour family) would set the bar above a
    // faint number's strokes, and the number would be dropped with the band.
    let top = inner_top(&ink, cw, ch);
    // Below this a cell holds no number: a faint grey one on beige tiles holds 30–40 levels.
    if top < 25.0 {
        return out;
    }
    let pixels = strokes(&ink, cw, ch, top);
    scaled(&ink, &pixels, cw, top).unwrap_or(out)
}

/// What each pixel of the cell is to the glyph: the number's strokes are strong ink in parts
/// that do not hug the cell's edge (a bevel, a gap, the frame: most of their pixels lie along
/// it; a digit's at most touch it), nor run along or across it as a line; a 1 that stands tall
/// beside them, or that touches a bevel, is one of them too.
fn strokes(ink: &[f32], cw: u32, ch: u32, top: f32) -> Vec<Pixel> {
    let strong: Vec<bool> = ink.iter().map(|&i| i > 0.4 * top).collect();
    let first = Parts::of(&strong, cw, ch);
    // The parts dropped, with the thin bands near the edge that run nearly end to end (a bevel,
    // a gap, the frame; never a number) cleared: what a number touching them would leave. (A
    // broad band is glare, whose rest would be left as specks: not cleared.)
    let at = |u: u32, v: u32| (v * cw + u) as usize;
    let column = thin_bands(cw, |u| (0..ch).filter(|&v| strong[at(u, v)]).count(), ch);
    let row = thin_bands(ch, |v| (0..cw).filter(|&u| strong[at(u, v)]).count(), cw);
    // With no band cleared, the dropped parts would only be found again as they were.
    let cleared = column.iter().chain(&row).any(|&c| c);
    let mut dropped = vec![false; strong.len()];
    if cleared {
        let lines = strong
            .chunks_exact(cw as usize)
            .zip(first.labels.chunks_exact(cw as usize));
        for ((out, (strong, labels)), &row) in
            dropped.chunks_exact_mut(cw as usize).zip(lines).zip(&row)
        {
            for (((d, &strong), &label), &column) in
                out.iter_mut().zip(strong).zip(labels).zip(&column)
            {
                *d = strong && first.verdicts[label as usize] == Part::None && !column && !row;
            }
        }
    }
    let second = Parts::of(&dropped, cw, ch);
    // The strokes' bounds: a 1 beside them stands as tall as they do (a gap's line runs past
    // the number's top and bottom, or stands alone).
    let (mut l, mut t, mut r, mut b) = (u32::MAX, u32::MAX, 0, 0);
    for (part, &(bl, bt, br, bb)) in first.verdicts.iter().zip(&first.boxes) {
        if *part == Part::Stroke {
            (l, t, r, b) = (l.min(bl), t.min(bt), r.max(br), b.max(bb));
        }
    }
    let slack = 0.15 * b.saturating_sub(t) as f32;
    let beside = |&(bl, bt, br, bb): &(u32, u32, u32, u32)| {
        let level = (bt as f32 - t as f32).abs() <= slack && (bb as f32 - b as f32).abs() <= slack;
        let gap = bl.saturating_sub(r).max(l.saturating_sub(br)) as f32;
        r >= l && level && gap < 0.15 * cw as f32
    };
    let kept = |parts: &Parts, label: u32, also: Part| {
        let part = parts.verdicts[label as usize];
        label > 0 && (part == also || part == Part::Bar) && beside(&parts.boxes[label as usize])
    };
    (0..(cw * ch) as usize)
        .map(|k| {
            let (once, again) = (first.labels[k], second.labels[k]);
            if once == 0 {
                Pixel::Weak
            } else if first.verdicts[once as usize] == Part::Stroke
                || kept(&first, once, Part::Bar)
                || kept(&second, again, Part::Stroke)
            {
                Pixel::Stroke
            } else {
                Pixel::Dropped
            }
        })
        .collect()
}

/// A pixel of a cell as the glyph takes it.
#[derive(Clone, Copy, PartialEq)]
enum Pixel {
    /// Ink too weak to be a part: the soft rim of a stroke, or none.
    Weak,
    Stroke,
    /// A part that is not the number's.
    Dropped,
}

/// The connected parts of a mask, each with its bounds and verdict.
struct Parts {
    /// Each pixel's part, 0 for none.
    labels: Vec<u32>,
    boxes: Vec<(u32, u32, u32, u32)>,
    verdicts: Vec<Part>,
}

impl Parts {
    fn of(mask: &[bool], cw: u32, ch: u32) -> Parts {
        if !mask.contains(&true) {
            return Parts {
                labels: vec![0; mask.len()],
                boxes: vec![(cw, ch, 0, 0)],
                verdicts: vec![Part::None],
            };
        }
        let image = image::GrayImage::from_raw(cw, ch, mask.iter().map(|&m| u8::from(m)).collect())
            .expect("a mask of the cell's pixels");
        let labels = connected_components(&image, Connectivity::Eight, image::Luma([0]));
        let count = labels.pixels().map(|p| p[0]).max().unwrap_or(0) as usize;
        let mut size = vec![0u32; count + 1];
        let mut rim = vec![0u32; count + 1];
        let mut boxes = vec![(cw, ch, 0u32, 0u32); count + 1];
        let near_edge = (cw.min(ch) / 16).max(2);
        for (v, row) in (0..ch).zip(labels.as_raw().chunks_exact(cw as usize)) {
            let rim_row = v < near_edge || v >= ch - near_edge;
            for (u, &l) in (0..cw).zip(row) {
                // The background's part (0) is never looked at.
                if l == 0 {
                    continue;
                }
                let l = l as usize;
                size[l] += 1;
                let b = &mut boxes[l];
                *b = (b.0.min(u), b.1.min(v), b.2.max(u), b.3.max(v));
                if rim_row || u < near_edge || u >= cw - near_edge {
                    rim[l] += 1;
                }
            }
        }
        let least = (cw * ch) as f32 * 0.003;
        let (fw, fh) = (cw as f32, ch as f32);
        let verdicts = (0..=count)
            .map(|l| {
                let (bl, bt, br, bb) = boxes[l];
                let (bw, bh) = ((br + 1 - bl.min(br)) as f32, (bb + 1 - bt.min(bb)) as f32);
                let (mx, my) = ((bl + br) as f32 / 2.0 / fw, (bt + bb) as f32 / 2.0 / fh);
                let lying = bw > 0.6 * fw && bh < 0.2 * fh;
                let standing = bh > 0.6 * fh && bw < 0.2 * fw;
                let across = bw > 0.92 * fw || bh > 0.92 * fh;
                let outside = !(0.12..=0.88).contains(&mx) || !(0.12..=0.88).contains(&my);
                let part = l > 0
                    && size[l] as f32 >= least
                    && (rim[l] as f32) < 0.3 * size[l] as f32
                    && !across
                    && !outside;
                match (part, lying, standing) {
                    (true, false, false) => Part::Stroke,
                    (true, false, true) => Part::Bar,
                    _ => Part::None,
                }
            })
            .collect();
        Parts {
            labels: labels.into_raw(),
            boxes,
            verdicts,
        }
    }
}

/// Which of `n` lines (columns or rows, each `inked(i)` of `across` pixels strong) lie in thin
/// bands inked nearly end to end, in the outer fifth on either side.
fn thin_bands(n: u32, inked: impl Fn(u32) -> usize, across: u32) -> Vec<bool> {
    let full: Vec<bool> = (0..n)
        .map(|i| {
            let edge = (i as f32) < 0.2 * n as f32 || (i as f32) > 0.8 * n as f32;
            edge && inked(i) as f32 > 0.8 * across as f32
        })
        .collect();
    let widest = (n / 12).max(2) as usize;
    let mut thin = vec![false; n as usize];
    let mut i = 0;
    while i < full.len() {
        let run = full[i..].iter().take_while(|&&f| f).count();
        if run > 0 && run <= widest {
            thin[i..i + run].fill(true);
        }
        i += run.max(1);
    }
    thin
}

/// What a part of the ink is, before its neighbours are looked at.
#[derive(Clone, Copy, PartialEq)]
enum Part {
    Stroke,
    /// Tall and thin: a gap's or bevel's line, or the 1 of a number set large.
    Bar,
    None,
}

/// The kept strokes cut to their bounds and scaled into the classifier's square (each output
/// pixel the mean ink, over `top`, of its footprint); `None` when nothing was kept.
fn scaled(ink: &[f32], pixels: &[Pixel], cw: u32, top: f32) -> Option<Vec<f32>> {
    let ch = pixels.len() as u32 / cw;
    let (mut l, mut t, mut r, mut b) = (cw, ch, 0, 0);
    for (k, _) in pixels.iter().enumerate().filter(|p| *p.1 == Pixel::Stroke) {
        let (u, v) = (k as u32 % cw, k as u32 / cw);
        (l, t, r, b) = (l.min(u), t.min(v), r.max(u), b.max(v));
    }
    if r < l || b < t {
        return None;
    }
    let mut out = vec![0.0; INPUTS];
    let (gw, gh) = ((r - l + 1) as f32, (b - t + 1) as f32);
    let scale = FIT / gw.max(gh);
    let (ox, oy) = (
        (SIDE as f32 - gw * scale) / 2.0,
        (SIDE as f32 - gh * scale) / 2.0,
    );
    // Each output pixel averages the ink (of kept parts) over its footprint in the cell.
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
                        let val = match pixels[(cv * cw + cu) as usize] {
                            Pixel::Weak => value.min(0.4),
                            Pixel::Stroke => value.min(1.0),
                            Pixel::Dropped => 0.0,
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
    Some(out)
}

/// Whether a board's numbers are darker than its tiles' faces (most are) or lighter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ink {
    /// Dark numbers on light tiles.
    Dark,
    /// Light numbers on dark tiles.
    Light,
}

/// A cell's middle (15–85% of it each way), as the reader first sees it.
pub struct Middle {
    /// How much ink it holds: the 99th percentile of how far its colours lie from its face (the
    /// blank, plain frame, holds the least).
    pub ink: f32,
    /// Its median colour: a tile's face, or the tray or table showing through the blank.
    pub face: [f32; 3],
    /// Which way its strong ink leans from the face: below 0 darker, above lighter, 0 for a
    /// cell too faint to say.
    pub lean: f32,
}

/// The middle of the cell at `(x, y, w, h)` of `image`.
pub fn middle(image: &RgbImage, (x, y, w, h): (f32, f32, f32, f32)) -> Middle {
    let from = (
        (x + 0.15 * w).max(0.0) as u32,
        (y + 0.15 * h).max(0.0) as u32,
    );
    let to = (
        (x + 0.85 * w).max(0.0) as u32,
        (y + 0.85 * h).max(0.0) as u32,
    );
    let chans = channels(image, from, to);
    let (ink, face) = ink_of(&chans);
    let strong = top(ink.iter().copied());
    let lean = if strong < 25.0 {
        0.0
    } else {
        let face_brightness = brightness(face);
        (0..ink.len())
            .filter(|&i| ink[i] > 0.5 * strong)
            .map(|i| brightness([chans[0][i], chans[1][i], chans[2][i]].map(f32::from)))
            .map(|b| b - face_brightness)
            .sum()
    };
    Middle {
        ink: strong,
        face,
        lean,
    }
}

/// The numbers' polarity, by the vote of their cells' `middles`: in each, whether the strongest
/// ink is darker or lighter than its face. A glare spot on a few tiles (lighter than the face)
/// does not outvote the rest.
pub fn polarity<'a>(middles: impl Iterator<Item = &'a Middle>) -> Ink {
    let votes: i32 = middles
        .map(|m| (m.lean < 0.0) as i32 - (m.lean > 0.0) as i32)
        .sum();
    if votes >= 0 { Ink::Dark } else { Ink::Light }
}

/// The weights of red, green and blue in a pixel's brightness, in 256ths (ITU-R BT.601).
const BRIGHTNESS: [u32; 3] = [77, 150, 29];

fn brightness(p: [f32; 3]) -> f32 {
    (0..3).map(|k| BRIGHTNESS[k] as f32 * p[k]).sum::<f32>() / 256.0
}

/// How much ink each pixel from `from` to `to` holds, row by row: how far it lies from the
/// cell's face (its median colour), but no farther than from the face around it. That local face
/// is the pixels with the thin strokes of `polarity` closed over (a morphological closing, or
/// opening, ordered by brightness), so a glare spot or a shadow wider than a stroke is not taken
/// for ink.
fn local_ink(image: &RgbImage, from: (u32, u32), to: (u32, u32), polarity: Ink) -> Vec<f32> {
    let chans = channels(image, from, to);
    // Squared: the nearer of the two is the same either way, and one root is taken, not two.
    let (far_from_face, _) = squared_ink_of(&chans);
    let w = (to.0.min(image.width()) - from.0) as usize;
    let h = chans[0].len() / w.max(1);
    // Brightness above the colour, so that the extremes pick whole pixels by brightness.
    let [wr, wg, wb] = BRIGHTNESS.map(u64::from);
    let packed: Vec<u64> = (chans[0].iter().zip(&chans[1]).zip(&chans[2]))
        .map(|((&r, &g), &b)| {
            let (r, g, b) = (u64::from(r), u64::from(g), u64::from(b));
            (wr * r + wg * g + wb * b) << 24 | r << 16 | g << 8 | b
        })
        .collect();
    // Wider than a stroke (a bold number's is about a tenth of the cell), narrower than a glare.
    let radius = (w.min(h) / 9).max(1);
    let (first, second) = match polarity {
        Ink::Dark => (Extreme::Max, Extreme::Min),
        Ink::Light => (Extreme::Min, Extreme::Max),
    };
    let face = square(&square(&packed, w, h, radius, first), w, h, radius, second);
    let [r, g, b] = &chans;
    let near = |c: u8, f: u64, shift: u32| (f32::from(c) - ((f >> shift) & 0xff) as f32).powi(2);
    face.iter()
        .zip(far_from_face)
        .zip(r.iter().zip(g).zip(b))
        .map(|((&f, far), ((&r, &g), &b))| {
            (near(r, f, 16) + near(g, f, 8) + near(b, f, 0))
                .min(far)
                .sqrt()
        })
        .collect()
}

#[derive(Clone, Copy)]
enum Extreme {
    Max,
    Min,
}

/// Each of the `w`×`h` values replaced by the greatest (or least) in the square of `radius`
/// around it: along the rows, then down the columns (whole rows at a time, which the memory
/// reads in order).
fn square(values: &[u64], w: usize, h: usize, radius: usize, extreme: Extreme) -> Vec<u64> {
    debug_assert_eq!(values.len(), w * h);
    let mut rows = Vec::with_capacity(values.len());
    let mut scratch = (Vec::new(), Vec::new());
    for row in values.chunks(w) {
        match extreme {
            Extreme::Max => slide_row(row, radius, 0, u64::max, &mut scratch, &mut rows),
            Extreme::Min => slide_row(row, radius, u64::MAX, u64::min, &mut scratch, &mut rows),
        }
    }
    slide(&rows, w, radius, extreme)
}

/// [`slide_by`] along one row, its extremes appended to `out`: items of one value each, with
/// no rows to take at a time, cost more in the bookkeeping than in the picking.
fn slide_row(
    row: &[u64],
    radius: usize,
    none: u64,
    pick: impl Fn(u64, u64) -> u64,
    (ahead, behind): &mut (Vec<u64>, Vec<u64>),
    out: &mut Vec<u64>,
) {
    let k = 2 * radius + 1;
    let n = row.len();
    let len = (n + 2 * radius).div_ceil(k) * k;
    ahead.clear();
    ahead.resize(len, none);
    ahead[radius..radius + n].copy_from_slice(row);
    behind.clear();
    behind.extend_from_slice(ahead);
    for start in (0..len).step_by(k) {
        for i in start + 1..start + k {
            ahead[i] = pick(ahead[i - 1], ahead[i]);
        }
        for i in (start..start + k - 1).rev() {
            behind[i] = pick(behind[i + 1], behind[i]);
        }
    }
    out.extend((0..n).map(|j| pick(behind[j], ahead[j + 2 * radius])));
}

/// The greatest (or least) of `values` within `radius` of each: each value an item of one, or
/// each row of `width` values an item whose values go together (the extreme down a column).
fn slide(values: &[u64], width: usize, radius: usize, extreme: Extreme) -> Vec<u64> {
    match extreme {
        Extreme::Max => slide_by(values, width, radius, 0, u64::max),
        Extreme::Min => slide_by(values, width, radius, u64::MAX, u64::min),
    }
}

/// [`slide`] by `pick`, whose neutral value is `none`: in three steps an item whatever the
/// radius (van Herk, Gil and Werman), running extremes from each block's two ends.
fn slide_by(
    values: &[u64],
    width: usize,
    radius: usize,
    none: u64,
    pick: impl Fn(u64, u64) -> u64 + Copy,
) -> Vec<u64> {
    let k = 2 * radius + 1;
    let n = values.len() / width;
    // Padded by `radius` items on the left and up to whole blocks on the right.
    let len = (n + 2 * radius).div_ceil(k) * k;
    let mut ahead = vec![none; len * width];
    ahead[radius * width..(radius + n) * width].copy_from_slice(values);
    let mut behind = ahead.clone();
    // Item `i` of `items` taken in with the one before it (`from` = i - 1) or after (i + 1).
    let run = |items: &mut [u64], from: usize, i: usize| {
        let (lo, hi) = items.split_at_mut(from.max(i) * width);
        let (to, by) = if from < i {
            (&mut hi[..width], &lo[from * width..])
        } else {
            (&mut lo[i * width..], &hi[..width])
        };
        for (t, &b) in to.iter_mut().zip(by) {
            *t = pick(b, *t);
        }
    };
    for start in (0..len).step_by(k) {
        for i in start + 1..start + k {
            run(&mut ahead, i - 1, i);
        }
        for i in (start..start + k - 1).rev() {
            run(&mut behind, i + 1, i);
        }
    }
    // The window of item x is items x ..= x + 2 radius of the padded run: behind from its first,
    // ahead to its last.
    let reach = 2 * radius * width;
    (0..n * width)
        .map(|j| pick(behind[j], ahead[j + reach]))
        .collect()
}

/// The 99th percentile of `ink` (a `cw`×`ch` region, row by row) over the region's middle,
/// where a component's centre must lie to be kept.
fn inner_top(ink: &[f32], cw: u32, ch: u32) -> f32 {
    let (u0, u1) = ((cw as f32 * 0.12) as u32, (cw as f32 * 0.88) as u32);
    let (v0, v1) = ((ch as f32 * 0.12) as u32, (ch as f32 * 0.88) as u32);
    top((v0..v1).flat_map(|v| (u0..u1).map(move |u| ink[(v * cw + u) as usize])))
}

/// The red, green and blue values of the pixels from `from` up to (not including) `to`, row by
/// row, clipped to the image.
pub(crate) fn channels(image: &RgbImage, from: (u32, u32), to: (u32, u32)) -> [Vec<u8>; 3] {
    let x1 = to.0.min(image.width()) as usize;
    let x0 = (from.0 as usize).min(x1);
    let (y0, y1) = (from.1, to.1.min(image.height()));
    let pixels = (x1 - x0) * y1.saturating_sub(y0) as usize;
    let mut chans: [Vec<u8>; 3] = std::array::from_fn(|_| Vec::with_capacity(pixels));
    let stride = 3 * image.width() as usize;
    for y in y0..y1 {
        let row = &image.as_raw()[y as usize * stride..][3 * x0..3 * x1];
        for (k, chan) in chans.iter_mut().enumerate() {
            chan.extend(row.chunks_exact(3).map(|p| p[k]));
        }
    }
    chans
}

/// A region's face (its median colour: tile or frame) and how far each pixel's colour lies from
/// it, row by row. Empty for no pixels.
pub(crate) fn ink_of(chans: &[Vec<u8>; 3]) -> (Vec<f32>, [f32; 3]) {
    let (mut ink, face) = squared_ink_of(chans);
    ink.iter_mut().for_each(|v| *v = v.sqrt());
    (ink, face)
}

/// [`ink_of`] with each distance squared.
fn squared_ink_of(chans: &[Vec<u8>; 3]) -> (Vec<f32>, [f32; 3]) {
    if chans[0].is_empty() {
        return (Vec::new(), [0.0; 3]);
    }
    let face: [f32; 3] = std::array::from_fn(|k| f32::from(median(&chans[k])));
    let [r, g, b] = chans;
    let far = |c: u8, k: usize| (f32::from(c) - face[k]).powi(2);
    let ink: Vec<f32> = r
        .iter()
        .zip(g)
        .zip(b)
        .map(|((&r, &g), &b)| far(r, 0) + far(g, 1) + far(b, 2))
        .collect();
    (ink, face)
}

/// The 99th percentile of `values` (how much ink a region holds); zero for none.
pub(crate) fn top(values: impl Iterator<Item = f32>) -> f32 {
    // Ink is never negative, and such floats order as their bits do, which compare faster.
    let mut bits: Vec<u32> = values
        .inspect(|v| debug_assert!(v.is_sign_positive()))
        .map(f32::to_bits)
        .collect();
    if bits.is_empty() {
        return 0.0;
    }
    let at = bits.len() * 99 / 100;
    f32::from_bits(*bits.select_nth_unstable(at).1)
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

#[cfg(test)]
mod tests {
    use super::{Extreme, Ink, Pixel, glyph, middle, polarity, slide, square, strokes};
    use image::{Rgb, RgbImage};

    /// A row of three 60-pixel grey cells, each with a dark bar for a number; `glare` lays a
    /// bright patch, wider than a stroke, over the first cell beside its bar.
    fn cells(glare: bool) -> RgbImage {
        let mut img = RgbImage::from_pixel(180, 60, Rgb([170, 170, 170]));
        for c in 0..3 {
            for y in 15..45 {
                for x in 27..33 {
                    img.put_pixel(60 * c + x, y, Rgb([60, 60, 60]));
                }
            }
        }
        if glare {
            for y in 10..30 {
                for x in 8..26 {
                    img.put_pixel(x, y, Rgb([250, 250, 250]));
                }
            }
        }
        img
    }

    #[test]
    fn a_glare_spot_beside_a_number_is_not_ink() {
        let (plain, glared) = (cells(false), cells(true));
        let all = || (0..3).map(|c| (60.0 * c as f32, 0.0, 60.0, 60.0));
        assert_eq!(
            polarity(all().map(|c| middle(&glared, c)).collect::<Vec<_>>().iter()),
            Ink::Dark,
            "one glare does not outvote"
        );
        let (a, b) = (
            glyph(&plain, (0.0, 0.0, 60.0, 60.0), Ink::Dark),
            glyph(&glared, (0.0, 0.0, 60.0, 60.0), Ink::Dark),
        );
        let off = a
            .iter()
            .zip(&b)
            .map(|(p, q)| (p - q).abs())
            .fold(0.0, f32::max);
        assert!(a.iter().any(|&v| v > 0.5), "the bar is read as ink");
        assert!(off < 0.1, "the glare changed the glyph by {off}");
    }

    /// The ink of a 70-pixel cell (0 or 100 each pixel) with `rects` (left, top, right, bottom;
    /// ends excluded) inked.
    fn inked(rects: &[(u32, u32, u32, u32)]) -> Vec<f32> {
        let at = |u: u32, v: u32| {
            rects
                .iter()
                .any(|r| (r.0..r.2).contains(&u) && (r.1..r.3).contains(&v))
        };
        (0..70 * 70)
            .map(|k| if at(k % 70, k / 70) { 100.0 } else { 0.0 })
            .collect()
    }

    #[test]
    fn a_tall_one_touching_a_bevel_is_kept_and_the_bevel_dropped() {
        // Photo 1282 of the held-out corpus: the 1 of each of 10, 11, 13 and 15, set large,
        // touched the tile's light bevel, and was dropped with it.
        let bevel = (2, 0, 5, 70);
        let (one, serif, five) = ((8, 12, 14, 58), (5, 12, 8, 15), (18, 12, 45, 58));
        let pixels = strokes(&inked(&[bevel, one, serif, five]), 70, 70, 100.0);
        let at = |u: u32, v: u32| pixels[(v * 70 + u) as usize];
        assert!(at(10, 30) == Pixel::Stroke, "the 1");
        assert!(at(30, 30) == Pixel::Stroke, "the 5");
        assert!(at(3, 30) == Pixel::Dropped, "the bevel");
        // A bar standing past the number's top and bottom is a gap's line, not a 1.
        let pixels = strokes(&inked(&[(10, 5, 14, 65), (30, 20, 55, 50)]), 70, 70, 100.0);
        assert!(pixels[30 * 70 + 12] == Pixel::Dropped, "the line");
        assert!(pixels[30 * 70 + 40] == Pixel::Stroke, "the number");
    }

    #[test]
    fn a_sliding_extreme_is_the_extreme_of_each_window() {
        let values: Vec<u64> = (0..23u64).map(|i| (i * 7919) % 31).collect();
        for radius in 1..6 {
            let (most, least) = (
                slide(&values, 1, radius, Extreme::Max),
                slide(&values, 1, radius, Extreme::Min),
            );
            for x in 0..values.len() {
                let window = &values[x.saturating_sub(radius)..(x + radius + 1).min(values.len())];
                assert_eq!(
                    most[x],
                    *window.iter().max().unwrap(),
                    "max at {x}, radius {radius}"
                );
                assert_eq!(
                    least[x],
                    *window.iter().min().unwrap(),
                    "min at {x}, radius {radius}"
                );
            }
        }
    }

    #[test]
    fn a_square_extreme_is_the_extreme_of_each_square() {
        let (w, h): (usize, usize) = (13, 9);
        let values: Vec<u64> = (0..(w * h) as u64).map(|i| (i * 7919) % 61).collect();
        for radius in 1..4 {
            for (extreme, pick) in [
                (Extreme::Max, u64::max as fn(u64, u64) -> u64),
                (Extreme::Min, u64::min),
            ] {
                let got = square(&values, w, h, radius, extreme);
                for (y, x) in (0..h).flat_map(|y| (0..w).map(move |x| (y, x))) {
                    let want = (y.saturating_sub(radius)..(y + radius + 1).min(h))
                        .flat_map(|v| {
                            (x.saturating_sub(radius)..(x + radius + 1).min(w)).map(move |u| (u, v))
                        })
                        .map(|(u, v)| values[v * w + u])
                        .reduce(pick)
                        .unwrap();
                    assert_eq!(got[y * w + x], want, "({x}, {y}), radius {radius}");
                }
            }
        }
    }
}
