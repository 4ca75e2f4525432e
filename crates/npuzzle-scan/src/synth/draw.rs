//! Drawing a photo: the board flat in a tile style, then the scene around it.

use super::{Dice, Fonts};
use ab_glyph::PxScale;
use image::{GrayImage, Luma, Rgb, RgbImage, Rgba, RgbaImage};
use imageproc::drawing::{draw_filled_ellipse_mut, draw_polygon_mut, draw_text_mut};
use imageproc::geometric_transformations::{Border, Interpolation, Projection, warp_into};
use imageproc::point::Point;
use std::f32::consts::{PI, TAU};

/// Pixels per cell of the flat board.
const CELL: f32 = 72.0;

/// How tiles are made.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Finish {
    /// Light tiles, dark digits.
    Classic,
    /// Dark tiles, light digits.
    Inverse,
    /// Wood with grain, burnt digits.
    Wood,
    /// Coloured plastic with bevelled edges.
    Plastic,
}

/// One board's style.
pub struct Look {
    finish: Finish,
    face: usize,
    tile: [f32; 3],
    ink: [f32; 3],
    frame: [f32; 3],
    /// Gap between tiles and frame margin, as parts of a cell.
    gap: f32,
    margin: f32,
    /// The digits' height as a part of a cell.
    size: f32,
    grain: (f32, f32),
}

impl Look {
    /// A style rolled by `dice`.
    pub fn roll(dice: &mut Dice, fonts: &Fonts) -> Look {
        let finish = [
            Finish::Classic,
            Finish::Inverse,
            Finish::Wood,
            Finish::Plastic,
        ][dice.range(0, 4) as usize];
        let face = dice.range(0, fonts.len() as u32) as usize;
        let (tile, ink) = match finish {
            Finish::Classic => (grey(dice, 205.0, 250.0, 12.0), grey(dice, 0.0, 70.0, 20.0)),
            Finish::Inverse => (colour(dice, 15.0, 110.0), grey(dice, 210.0, 255.0, 10.0)),
            Finish::Wood => (
                [
                    dice.real(165.0, 215.0),
                    dice.real(115.0, 160.0),
                    dice.real(60.0, 105.0),
                ],
                [
                    dice.real(30.0, 70.0),
                    dice.real(18.0, 40.0),
                    dice.real(5.0, 25.0),
                ],
            ),
            Finish::Plastic => {
                let tile = colour(dice, 60.0, 230.0);
                let light = luminance(tile) < 140.0;
                let ink = if light {
                    grey(dice, 225.0, 255.0, 5.0)
                } else {
                    grey(dice, 0.0, 40.0, 5.0)
                };
                (tile, ink)
            }
        };
        // The frame differs from the tiles, as on every real puzzle (the tray shows through the
        // gaps and the blank).
        let mut frame = colour(dice, 10.0, 240.0);
        while distance(frame, tile) < 110.0 {
            frame = colour(dice, 10.0, 240.0);
        }
        Look {
            finish,
            face,
            tile,
            ink,
            frame,
            gap: dice.real(0.04, 0.10),
            margin: dice.real(0.12, 0.35),
            size: dice.real(0.42, 0.62),
            grain: (dice.real(0.05, 0.25), dice.real(0.0, TAU)),
        }
    }

    /// The style's name for the corpus: finish and font.
    pub fn name(&self, fonts: &Fonts) -> String {
        format!("{:?} {}", self.finish, fonts.name(self.face))
    }
}

/// The board drawn flat and square-on, as an RGBA image (opaque).
pub fn board(
    rows: usize,
    cols: usize,
    tiles: &[u8],
    look: &Look,
    fonts: &Fonts,
    dice: &mut Dice,
) -> RgbaImage {
    let m = look.margin * CELL;
    let (w, h) = (cols as f32 * CELL + 2.0 * m, rows as f32 * CELL + 2.0 * m);
    let mut img = RgbaImage::from_pixel(w as u32, h as u32, rgba(look.frame));
    let gap = look.gap * CELL;
    let side = CELL - gap;
    for (i, &t) in tiles.iter().enumerate() {
        if t == 0 {
            continue;
        }
        let x0 = m + (i % cols) as f32 * CELL + gap / 2.0;
        let y0 = m + (i / cols) as f32 * CELL + gap / 2.0;
        tile(&mut img, (x0, y0), side, look, dice);
        digits(&mut img, (x0, y0), side, &t.to_string(), look, fonts, dice);
    }
    img
}

fn tile(img: &mut RgbaImage, (x0, y0): (f32, f32), side: f32, look: &Look, dice: &mut Dice) {
    let bevel = if look.finish == Finish::Plastic {
        side * 0.07
    } else {
        0.0
    };
    let jitter = dice.real(-8.0, 8.0);
    for y in y0 as u32..(y0 + side) as u32 {
        for x in x0 as u32..(x0 + side) as u32 {
            let (u, v) = (x as f32 - x0, y as f32 - y0);
            let mut c = look.tile.map(|c| c + jitter);
            if look.finish == Finish::Wood {
                let (f, p) = look.grain;
                let g = ((x as f32 + 0.3 * y as f32) * f + p).sin() * 12.0
                    + ((y as f32) * f * 0.37 + p * 2.0).sin() * 6.0;
                c = c.map(|c| c + g);
            }
            if bevel > 0.0 {
                if u < bevel || v < bevel {
                    c = c.map(|c| c + 45.0);
                } else if u > side - bevel || v > side - bevel {
                    c = c.map(|c| c - 50.0);
                }
            }
            img.put_pixel(x, y, rgba(c));
        }
    }
}

/// Draws `text` centred on the tile, its height `look.size` of a cell (narrower if it would
/// not fit), nudged a little as printing is.
fn digits(
    img: &mut RgbaImage,
    (x0, y0): (f32, f32),
    side: f32,
    text: &str,
    look: &Look,
    fonts: &Fonts,
    dice: &mut Dice,
) {
    let font = fonts.face(look.face);
    let scale = CELL * look.size * 1.4;
    let mut ink = GrayImage::new((CELL * 3.0) as u32, (CELL * 2.0) as u32);
    draw_text_mut(
        &mut ink,
        Luma([255]),
        4,
        4,
        PxScale::from(scale),
        font,
        text,
    );
    let Some((bx0, by0, bx1, by1)) = bounds(&ink) else {
        return;
    };
    let (bw, bh) = ((bx1 - bx0 + 1) as f32, (by1 - by0 + 1) as f32);
    let fit = (side * look.size / bh).min(side * 0.8 / bw);
    let (dw, dh) = (bw * fit, bh * fit);
    let cx = x0 + side / 2.0 + dice.real(-0.04, 0.04) * side;
    let cy = y0 + side / 2.0 + dice.real(-0.04, 0.04) * side;
    let (left, top) = (cx - dw / 2.0, cy - dh / 2.0);
    for y in top.floor() as i32..(top + dh).ceil() as i32 {
        for x in left.floor() as i32..(left + dw).ceil() as i32 {
            let sx = bx0 as f32 + (x as f32 + 0.5 - left) / fit;
            let sy = by0 as f32 + (y as f32 + 0.5 - top) / fit;
            let a = sample(&ink, sx, sy) / 255.0;
            if a <= 0.0 || x < 0 || y < 0 || x >= img.width() as i32 || y >= img.height() as i32 {
                continue;
            }
            let p = img.get_pixel_mut(x as u32, y as u32);
            for k in 0..3 {
                p[k] = (f32::from(p[k]) * (1.0 - a) + look.ink[k] * a).round() as u8;
            }
        }
    }
}

/// How a photo is taken.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Taken {
    /// From above, in fair light: the held-out corpus's.
    Fair,
    /// At a steep angle, under a lamp's glare, in low light and its noise (training only).
    Hard,
}

/// The board put on a table: returns the photo and the board's corners in it (top-left,
/// top-right, bottom-right, bottom-left of the upright board). A fair photo draws the dice as it
/// always has, so that each seed's photo stays the same.
pub fn scene(flat: &RgbaImage, dice: &mut Dice, taken: Taken) -> (RgbImage, [(f32, f32); 4]) {
    let (w, h) = if dice.chance(0.5) {
        (600u32, 800u32)
    } else {
        (800, 600)
    };
    // The board's rim (its frame) stands out from the table, as a person taking the photo sees.
    let p = flat.get_pixel(1, 1);
    let frame = [p[0], p[1], p[2]].map(f32::from);
    let mut photo = table(w, h, frame, dice);
    clutter(&mut photo, dice);
    let corners = placement(flat, w as f32, h as f32, dice, taken);
    shadow(&mut photo, &corners, dice);
    let (fw, fh) = (flat.width() as f32, flat.height() as f32);
    let from = [(0.0, 0.0), (fw, 0.0), (fw, fh), (0.0, fh)];
    let projection = Projection::from_control_points(from, corners)
        .expect("a board's corners are never collinear");
    let mut layer = RgbaImage::new(w, h);
    warp_into(
        flat,
        projection,
        Interpolation::Bilinear,
        Border::Constant(Rgba([0, 0, 0, 0])),
        &mut layer,
    );
    for (x, y, p) in photo.enumerate_pixels_mut() {
        let q = layer.get_pixel(x, y);
        let a = f32::from(q[3]) / 255.0;
        for k in 0..3 {
            p[k] = (f32::from(p[k]) * (1.0 - a) + f32::from(q[k]) * a).round() as u8;
        }
    }
    light(&mut photo, dice);
    if taken == Taken::Hard {
        if dice.chance(0.6) {
            glare(&mut photo, &corners, dice);
        }
        if dice.chance(0.5) {
            dim(&mut photo, dice);
        }
    }
    let sigma = dice.real(0.0, 1.4);
    if sigma > 0.3 {
        photo = imageproc::filter::gaussian_blur_f32(&photo, sigma);
    }
    let noise = match taken {
        Taken::Fair => dice.real(2.0, 9.0),
        Taken::Hard => dice.real(2.0, 18.0),
    };
    imageproc::noise::gaussian_noise_mut(&mut photo, 0.0, f64::from(noise), dice.seed());
    (photo, corners)
}

/// A lamp's reflection on the board: a soft bright oval over part of it, washing out what lies
/// beneath (the second corpus's plastic tiles show one; its digits read poorly there).
fn glare(photo: &mut RgbImage, corners: &[(f32, f32); 4], dice: &mut Dice) {
    let (u, v) = (dice.real(0.15, 0.85), dice.real(0.15, 0.85));
    let along =
        |a: (f32, f32), b: (f32, f32), t: f32| (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
    let (top, bottom) = (
        along(corners[0], corners[1], u),
        along(corners[3], corners[2], u),
    );
    let (cx, cy) = along(top, bottom, v);
    let side =
        ((corners[1].0 - corners[0].0).powi(2) + (corners[1].1 - corners[0].1).powi(2)).sqrt();
    let (rx, ry) = (side * dice.real(0.06, 0.22), side * dice.real(0.04, 0.16));
    let (turn, strength) = (dice.real(0.0, PI), dice.real(0.5, 0.95));
    let (c, s) = (turn.cos(), turn.sin());
    for (x, y, p) in photo.enumerate_pixels_mut() {
        let (dx, dy) = (x as f32 - cx, y as f32 - cy);
        let (a, b) = ((dx * c + dy * s) / rx, (-dx * s + dy * c) / ry);
        let d = a * a + b * b;
        if d > 9.0 {
            continue;
        }
        let w = strength * (-d).exp();
        for k in 0..3 {
            p[k] = (f32::from(p[k]) + (255.0 - f32::from(p[k])) * w).round() as u8;
        }
    }
}

/// Low light: the whole photo darker and a little tinted, its noise stronger after.
fn dim(photo: &mut RgbImage, dice: &mut Dice) {
    let level = dice.real(0.3, 0.6);
    let tint = [0, 1, 2].map(|_| level * dice.real(0.85, 1.1));
    for p in photo.pixels_mut() {
        for k in 0..3 {
            p[k] = (f32::from(p[k]) * tint[k]).clamp(0.0, 255.0) as u8;
        }
    }
}

/// A table: a colour, a slow gradient and some texture.
fn table(w: u32, h: u32, frame: [f32; 3], dice: &mut Dice) -> RgbImage {
    let mut base = colour(dice, 40.0, 230.0);
    while distance(base, frame) < 70.0 {
        base = colour(dice, 40.0, 230.0);
    }
    let (fx, fy, p) = (
        dice.real(0.002, 0.02),
        dice.real(0.002, 0.02),
        dice.real(0.0, TAU),
    );
    let texture = dice.real(0.0, 14.0);
    RgbImage::from_fn(w, h, |x, y| {
        let t = ((x as f32 * fx + p).sin() + (y as f32 * fy).cos()) * texture;
        rgb(base.map(|c| c + t))
    })
}

/// Things left on the table: boxes, round things, strips of paper with numbers on them.
fn clutter(photo: &mut RgbImage, dice: &mut Dice) {
    let (w, h) = (photo.width() as f32, photo.height() as f32);
    let short = w.min(h);
    for _ in 0..dice.range(3, 9) {
        let c = rgb(colour(dice, 0.0, 255.0));
        let (cx, cy) = (dice.real(0.0, w), dice.real(0.0, h));
        let size = dice.real(0.05, 0.25) * short;
        if dice.chance(0.5) {
            let a = dice.real(0.0, PI);
            let (sw, sh) = (size, size * dice.real(0.2, 1.0));
            let corners: Vec<Point<i32>> = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
                .iter()
                .map(|&(u, v): &(f32, f32)| {
                    let (x, y) = (u * sw / 2.0, v * sh / 2.0);
                    let (x, y) = (
                        x * a.cos() - y * a.sin() + cx,
                        x * a.sin() + y * a.cos() + cy,
                    );
                    Point::new(x.round() as i32, y.round() as i32)
                })
                .collect();
            draw_polygon_mut(photo, &corners, c);
        } else {
            let (rx, ry) = (
                (size / 2.0) as i32,
                (size / 2.0 * dice.real(0.4, 1.0)) as i32,
            );
            draw_filled_ellipse_mut(photo, (cx as i32, cy as i32), rx, ry, c);
        }
    }
}

/// The board's corners in the photo: scaled to cover 55–85% of the photo's short side,
/// off-centre, tilted in perspective (steeply in a hard photo: a corner moved by up to a sixth
/// of the board, as a phone held at 35° sees it), turned by up to ±20° (sometimes a quarter turn
/// more).
fn placement(flat: &RgbaImage, w: f32, h: f32, dice: &mut Dice, taken: Taken) -> [(f32, f32); 4] {
    let (fw, fh) = (flat.width() as f32, flat.height() as f32);
    let mut cover = dice.real(0.55, 0.85);
    let quarter = if dice.chance(0.15) {
        dice.range(1, 4) as f32
    } else {
        0.0
    };
    let angle = dice.real(-20.0, 20.0).to_radians() + quarter * std::f32::consts::FRAC_PI_2;
    let steep = match taken {
        Taken::Fair => 0.06,
        Taken::Hard => 0.16,
    };
    let tilt: Vec<(f32, f32)> = (0..4)
        .map(|_| (dice.real(-steep, steep), dice.real(-steep, steep)))
        .collect();
    let shift = (dice.real(-0.08, 0.08), dice.real(-0.08, 0.08));
    loop {
        let short = w.min(h);
        let k = cover * short / fw.max(fh);
        let long = fw.max(fh) * k;
        let (cx, cy) = (w / 2.0 + shift.0 * short, h / 2.0 + shift.1 * short);
        let src = [(0.0, 0.0), (fw, 0.0), (fw, fh), (0.0, fh)];
        let mut out = [(0.0, 0.0); 4];
        for (i, &(x, y)) in src.iter().enumerate() {
            let (x, y) = (
                (x - fw / 2.0) * k + tilt[i].0 * long,
                (y - fh / 2.0) * k + tilt[i].1 * long,
            );
            out[i] = (
                x * angle.cos() - y * angle.sin() + cx,
                x * angle.sin() + y * angle.cos() + cy,
            );
        }
        let inside = out
            .iter()
            .all(|&(x, y)| x > 10.0 && y > 10.0 && x < w - 10.0 && y < h - 10.0);
        if inside || cover < 0.2 {
            return out;
        }
        cover *= 0.95;
    }
}

/// The board's own shadow on the table, soft, down and to one side.
fn shadow(photo: &mut RgbImage, corners: &[(f32, f32); 4], dice: &mut Dice) {
    let (dx, dy) = (dice.real(-12.0, 12.0), dice.real(4.0, 16.0));
    let mut mask = GrayImage::new(photo.width(), photo.height());
    let poly: Vec<Point<i32>> = corners
        .iter()
        .map(|&(x, y)| Point::new((x + dx) as i32, (y + dy) as i32))
        .collect();
    draw_polygon_mut(&mut mask, &poly, Luma([255]));
    let mask = imageproc::filter::gaussian_blur_f32(&mask, 6.0);
    let depth = dice.real(0.25, 0.55);
    for (x, y, p) in photo.enumerate_pixels_mut() {
        let a = f32::from(mask.get_pixel(x, y)[0]) / 255.0 * depth;
        for k in 0..3 {
            p[k] = (f32::from(p[k]) * (1.0 - a)) as u8;
        }
    }
}

/// Uneven light across the photo, and (half the time) a soft shadow over part of it.
fn light(photo: &mut RgbImage, dice: &mut Dice) {
    let (w, h) = (photo.width() as f32, photo.height() as f32);
    let a = dice.real(0.0, TAU);
    let (lo, hi) = (dice.real(0.6, 0.9), dice.real(1.0, 1.2));
    let cast = dice.chance(0.5).then(|| {
        let b = dice.real(0.0, TAU);
        let at = dice.real(-0.3, 0.3) * w.min(h);
        (b, at, dice.real(20.0, 60.0), dice.real(0.6, 0.85))
    });
    let diag = (w * w + h * h).sqrt();
    for (x, y, p) in photo.enumerate_pixels_mut() {
        let (u, v) = (x as f32 - w / 2.0, y as f32 - h / 2.0);
        let t = (u * a.cos() + v * a.sin()) / diag + 0.5;
        let mut f = lo + (hi - lo) * t;
        if let Some((b, at, soft, dark)) = cast {
            let d = (u * b.cos() + v * b.sin() - at) / soft;
            let s = 1.0 / (1.0 + (-d).exp());
            f *= 1.0 - (1.0 - dark) * s;
        }
        for k in 0..3 {
            p[k] = (f32::from(p[k]) * f).clamp(0.0, 255.0) as u8;
        }
    }
}

fn bounds(img: &GrayImage) -> Option<(u32, u32, u32, u32)> {
    let mut b: Option<(u32, u32, u32, u32)> = None;
    for (x, y, p) in img.enumerate_pixels() {
        if p[0] > 40 {
            b = Some(match b {
                None => (x, y, x, y),
                Some((a, c, d, e)) => (a.min(x), c.min(y), d.max(x), e.max(y)),
            });
        }
    }
    b
}

fn sample(img: &GrayImage, x: f32, y: f32) -> f32 {
    let (xi, yi) = (x.floor() as i64, y.floor() as i64);
    let (fx, fy) = (x - xi as f32, y - yi as f32);
    let at = |x: i64, y: i64| -> f32 {
        if x < 0 || y < 0 || x >= img.width() as i64 || y >= img.height() as i64 {
            0.0
        } else {
            f32::from(img.get_pixel(x as u32, y as u32)[0])
        }
    };
    let top = at(xi, yi) * (1.0 - fx) + at(xi + 1, yi) * fx;
    let bottom = at(xi, yi + 1) * (1.0 - fx) + at(xi + 1, yi + 1) * fx;
    top * (1.0 - fy) + bottom * fy
}

fn grey(dice: &mut Dice, lo: f32, hi: f32, tint: f32) -> [f32; 3] {
    let v = dice.real(lo, hi);
    [0, 1, 2].map(|_| (v + dice.real(-tint, tint)).clamp(0.0, 255.0))
}

fn colour(dice: &mut Dice, lo: f32, hi: f32) -> [f32; 3] {
    [0, 1, 2].map(|_| dice.real(lo, hi))
}

fn luminance(c: [f32; 3]) -> f32 {
    0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
}

fn distance(a: [f32; 3], b: [f32; 3]) -> f32 {
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

fn rgba(c: [f32; 3]) -> Rgba<u8> {
    let c = c.map(|v| v.clamp(0.0, 255.0).round() as u8);
    Rgba([c[0], c[1], c[2], 255])
}

fn rgb(c: [f32; 3]) -> Rgb<u8> {
    let c = c.map(|v| v.clamp(0.0, 255.0).round() as u8);
    Rgb(c)
}
