//! Training the digit classifier on synthetic photos (training seeds only, below
//! [`synth::HELD_OUT`]): each photo's cells cut out as the reader cuts them, from the board's
//! true outline (nudged by a pixel or two, as finding it does), labelled with the true numbers.

use crate::glyph::{INPUTS, SIDE, glyph, polarity};
use crate::grid;
use crate::model::{CLASSES, Model};
use crate::synth::{self, Dice, Fonts};

/// The sizes training photos have: every number 1–35 is drawn often, small boards more.
pub const SIZES: [(usize, usize); 10] = [
    (3, 3),
    (3, 4),
    (4, 4),
    (5, 5),
    (4, 3),
    (2, 3),
    (4, 5),
    (5, 6),
    (6, 6),
    (6, 5),
];

/// One cell's glyph and its number (1–35).
pub struct Sample {
    /// The glyph ([`crate::glyph`]).
    pub x: Vec<f32>,
    /// The tile's number.
    pub label: u8,
}

/// Glyphs laid out to look at (the `glyphs` and `misses` examples): row by row, each glyph
/// `zoom` times its size, two pixels apart.
pub fn mosaic(rows: &[Vec<&Sample>], zoom: u32) -> image::GrayImage {
    let cell = SIDE as u32 + 2;
    let width = rows.iter().map(Vec::len).max().unwrap_or(1).max(1) as u32;
    let mut img = image::GrayImage::new(width * cell, rows.len().max(1) as u32 * cell);
    for (r, row) in rows.iter().enumerate() {
        for (c, s) in row.iter().enumerate() {
            for (i, v) in s.x.iter().enumerate() {
                let (x, y) = ((i % SIDE) as u32, (i / SIDE) as u32);
                let p = image::Luma([(v * 255.0) as u8]);
                img.put_pixel(c as u32 * cell + x, r as u32 * cell + y, p);
            }
        }
    }
    let (w, h) = (img.width() * zoom, img.height() * zoom);
    image::imageops::resize(&img, w, h, image::imageops::FilterType::Nearest)
}

/// The cells of the photos of `seeds`, on `threads` threads; `harder`, a third of them taken
/// harder ([`synth::training_photo`]).
pub fn samples(
    fonts: &Fonts,
    seeds: std::ops::Range<u64>,
    threads: usize,
    harder: bool,
) -> Vec<Sample> {
    assert!(
        seeds.end <= synth::HELD_OUT,
        "training never sees the held-out photos"
    );
    let all: Vec<u64> = seeds.collect();
    let chunk = all.len().div_ceil(threads.max(1)).max(1);
    std::thread::scope(|s| {
        let parts: Vec<_> = all
            .chunks(chunk)
            .map(|part| {
                s.spawn(move || {
                    part.iter()
                        .flat_map(|&seed| photo_samples(fonts, seed, harder))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        parts
            .into_iter()
            .flat_map(|p| p.join().expect("a training thread"))
            .collect()
    })
}

fn photo_samples(fonts: &Fonts, seed: u64, harder: bool) -> Vec<Sample> {
    let (rows, cols) = SIZES[(seed % SIZES.len() as u64) as usize];
    let photo = synth::training_photo(fonts, rows, cols, seed, harder);
    let image = image::load_from_memory(&photo.jpeg)
        .expect("the corpus's own JPEG")
        .to_rgb8();
    let mut dice = Dice::new(seed ^ 0x5ca1ab1e);
    let quad = photo
        .corners
        .map(|(x, y)| (x + dice.real(-2.0, 2.0), y + dice.real(-2.0, 2.0)));
    let flat = grid::flatten(&image, &quad);
    let Some(g) = grid::grid(&flat, Some((rows, cols))) else {
        return Vec::new();
    };
    let numbered = || (0..photo.tiles.len()).filter(|&i| photo.tiles[i] != 0);
    let middles = grid::middles(&flat, &g);
    let ink = polarity(numbered().map(|i| &middles[i]));
    photo
        .tiles
        .iter()
        .enumerate()
        .filter(|&(_, &t)| t != 0)
        .map(|(i, &t)| Sample {
            x: glyph(&flat.image, g.cell(i), ink),
            label: t,
        })
        .collect()
}

/// A model of `hidden` neurons trained for `epochs` by minibatch gradient descent with momentum;
/// `log` hears each epoch's mean loss and training accuracy.
pub fn train(
    samples: &[Sample],
    hidden: usize,
    epochs: usize,
    seed: u64,
    mut log: impl FnMut(usize, f32, f32),
) -> Model {
    let mut dice = Dice::new(seed);
    let mut m = Model::zero(hidden);
    let he1 = (2.0 / INPUTS as f32).sqrt();
    let he2 = (2.0 / hidden as f32).sqrt();
    m.w1.iter_mut().for_each(|w| *w = normal(&mut dice) * he1);
    m.w2.iter_mut().for_each(|w| *w = normal(&mut dice) * he2);
    let mut v = Model::zero(hidden);
    let mut g = Model::zero(hidden);
    let batch = 32;
    let mut order: Vec<usize> = (0..samples.len()).collect();
    let mut x = vec![0f32; INPUTS];
    for epoch in 0..epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, dice.range(0, i as u32 + 1) as usize);
        }
        let lr = 0.03 * 0.5 * (1.0 + (std::f32::consts::PI * epoch as f32 / epochs as f32).cos());
        let (mut loss, mut right) = (0.0f32, 0usize);
        for part in order.chunks(batch) {
            clear(&mut g);
            for &i in part {
                let s = &samples[i];
                shifted(
                    &s.x,
                    &mut x,
                    dice.range(0, 3) as i32 - 1,
                    dice.range(0, 3) as i32 - 1,
                );
                let h = m.hidden_of(&x);
                let p = m.output_of(&h);
                let label = usize::from(s.label - 1);
                loss -= p[label].max(1e-9).ln();
                let top = (0..CLASSES)
                    .max_by(|&a, &b| p[a].total_cmp(&p[b]))
                    .unwrap_or(0);
                right += usize::from(top == label);
                let mut dh = vec![0f32; hidden];
                for (k, &pk) in p.iter().enumerate() {
                    let dz = pk - f32::from(u8::from(k == label));
                    g.b2[k] += dz;
                    let row = &mut g.w2[k * hidden..(k + 1) * hidden];
                    let wrow = &m.w2[k * hidden..(k + 1) * hidden];
                    for j in 0..hidden {
                        row[j] += dz * h[j];
                        dh[j] += dz * wrow[j];
                    }
                }
                for j in 0..hidden {
                    if h[j] <= 0.0 || dh[j] == 0.0 {
                        continue;
                    }
                    g.b1[j] += dh[j];
                    let row = &mut g.w1[j * INPUTS..(j + 1) * INPUTS];
                    for (r, xv) in row.iter_mut().zip(&x) {
                        *r += dh[j] * xv;
                    }
                }
            }
            let step = lr / part.len() as f32;
            for (w, (v, g)) in params(&mut m)
                .into_iter()
                .zip(params(&mut v).into_iter().zip(params(&mut g)))
            {
                for ((w, v), g) in w.iter_mut().zip(v.iter_mut()).zip(g.iter()) {
                    *v = 0.9 * *v - step * g;
                    *w += *v;
                }
            }
        }
        log(
            epoch,
            loss / samples.len() as f32,
            right as f32 / samples.len() as f32,
        );
    }
    m
}

/// The share of `samples` whose most likely number is right.
pub fn accuracy(model: &Model, samples: &[Sample]) -> f32 {
    let right = samples
        .iter()
        .filter(|s| {
            let p = model.probabilities(&s.x);
            (0..CLASSES).max_by(|&a, &b| p[a].total_cmp(&p[b])) == Some(usize::from(s.label - 1))
        })
        .count();
    right as f32 / samples.len().max(1) as f32
}

fn params(m: &mut Model) -> [&mut Vec<f32>; 4] {
    [&mut m.w1, &mut m.b1, &mut m.w2, &mut m.b2]
}

fn clear(m: &mut Model) {
    for p in params(m) {
        p.iter_mut().for_each(|v| *v = 0.0);
    }
}

/// `x` moved by `(dx, dy)` pixels into `out` (what moves out is lost, what comes in is blank).
fn shifted(x: &[f32], out: &mut [f32], dx: i32, dy: i32) {
    let side = SIDE as i32;
    for y in 0..side {
        for xx in 0..side {
            let (sx, sy) = (xx - dx, y - dy);
            out[(y * side + xx) as usize] = if (0..side).contains(&sx) && (0..side).contains(&sy) {
                x[(sy * side + sx) as usize]
            } else {
                0.0
            };
        }
    }
}

/// A standard normal number (Box–Muller).
fn normal(dice: &mut Dice) -> f32 {
    let u = dice.real(1e-7, 1.0);
    let v = dice.real(0.0, 1.0);
    (-2.0 * u.ln()).sqrt() * (std::f32::consts::TAU * v).cos()
}
