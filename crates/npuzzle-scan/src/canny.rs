//! Canny's edges as imageproc 0.27 finds them (a Gaussian blur, Sobel gradients, thinning to
//! each ridge, hysteresis), pixel for pixel, in a fraction of its time: whole rows at a time,
//! which the compiler vectorises, where imageproc reads each pixel through bounds checks, and
//! the gradient's direction told by comparing its two parts rather than by an arc tangent.
//! Finding the board's outline spent a third of the reader's time there.

use image::GrayImage;

/// `image` blurred by a Gaussian of `sigma`, as `imageproc::filter::gaussian_blur_f32` does: a
/// kernel of radius ⌈2σ⌉, along the rows then down the columns, each pass truncated to bytes,
/// the image's edge pixels repeated beyond it.
pub fn blur(image: &GrayImage, sigma: f32) -> GrayImage {
    let kernel = kernel(sigma);
    let (w, h) = (image.width() as usize, image.height() as usize);
    let half = kernel.len() / 2;
    let mut across = vec![0u8; w * h];
    let mut padded = Vec::with_capacity(w + 2 * half);
    let mut acc = vec![0f32; w];
    for (row, out) in image.as_raw().chunks(w).zip(across.chunks_mut(w)) {
        padded.clear();
        padded.extend(std::iter::repeat_n(row[0], half));
        padded.extend_from_slice(row);
        padded.extend(std::iter::repeat_n(row[w - 1], half));
        weigh(&kernel, |i| &padded[i..i + w], &mut acc, out);
    }
    let mut down = vec![0u8; w * h];
    for (y, out) in down.chunks_mut(w).enumerate() {
        let row = |i: usize| (y + i).saturating_sub(half).min(h - 1);
        weigh(
            &kernel,
            |i| &across[row(i) * w..(row(i) + 1) * w],
            &mut acc,
            out,
        );
    }
    GrayImage::from_raw(w as u32, h as u32, down).expect("as many pixels as the image")
}

/// `out` as the sum of the lines `line(i)` weighed by `kernel[i]`, tap by tap: each pixel's sum in
/// imageproc's order (its float sums round alike), truncated to a byte as it does.
fn weigh<'a>(kernel: &[f32], line: impl Fn(usize) -> &'a [u8], acc: &mut [f32], out: &mut [u8]) {
    acc.fill(0.0);
    for (i, &k) in kernel.iter().enumerate() {
        for (a, &p) in acc.iter_mut().zip(line(i)) {
            *a += f32::from(p) * k;
        }
    }
    for (o, &a) in out.iter_mut().zip(acc.iter()) {
        *o = byte(a);
    }
}

/// imageproc's Gaussian kernel of `sigma`, normalised.
fn kernel(sigma: f32) -> Vec<f32> {
    let radius = (2.0 * sigma).ceil() as usize;
    let pdf = |x: f32| {
        (sigma * (2.0 * std::f32::consts::PI).sqrt()).recip()
            * (-x.powi(2) / (2.0 * sigma.powi(2))).exp()
    };
    let mut kernel = vec![0.0; 2 * radius + 1];
    for i in 0..=radius {
        let value = pdf(i as f32);
        kernel[radius + i] = value;
        kernel[radius - i] = value;
    }
    let sum: f32 = kernel.iter().sum();
    kernel.iter_mut().for_each(|x| *x /= sum);
    kernel
}

/// A float sum as imageproc keeps it in a byte: truncated, and clamped.
pub(crate) fn byte(x: f32) -> u8 {
    if x < 255.0 {
        if x > 0.0 { x as u8 } else { 0 }
    } else {
        255
    }
}

/// The edges of `image` (white on black) as `imageproc::edges::canny` finds them with these
/// thresholds: blurred (σ 1.4), Sobel gradients, each kept where it is a ridge across its own
/// direction, and linked from strong to weak ones. (The reader takes it in two steps,
/// [`Ridges`], whose first the looks at one size share.)
#[cfg(test)]
fn canny(image: &GrayImage, low: f32, high: f32) -> GrayImage {
    Ridges::of(image).edges(low, high)
}

/// An image's gradients thinned to their ridges: Canny's edges before its thresholds, which a
/// photo looked at again with other thresholds shares.
pub struct Ridges {
    thinned: Vec<f32>,
    w: usize,
    h: usize,
}

impl Ridges {
    /// The ridges of `image`, blurred (σ 1.4) as [`canny`] blurs it.
    pub fn of(image: &GrayImage) -> Ridges {
        let blurred = blur(image, 1.4);
        let (w, h) = (image.width() as usize, image.height() as usize);
        let (gx, gy) = sobel(blurred.as_raw(), w, h);
        let g: Vec<f32> = gx
            .iter()
            .zip(&gy)
            // Sobel's parts are whole numbers up to 1,020, whose squares sum exactly in a
            // float: its correctly rounded root is the hypotenuse imageproc takes, to the bit,
            // without the library call.
            .map(|(&x, &y)| {
                let (x, y) = (f32::from(x), f32::from(y));
                (x * x + y * y).sqrt()
            })
            .collect();
        Ridges {
            thinned: ridges(&g, &gx, &gy, w, h),
            w,
            h,
        }
    }

    /// The edges: ridges at least `high`, on through neighbours at least `low`.
    pub fn edges(&self, low: f32, high: f32) -> GrayImage {
        assert!(high >= low);
        let out = hysteresis(&self.thinned, self.w, self.h, low, high);
        GrayImage::from_raw(self.w as u32, self.h as u32, out).expect("as many pixels as the image")
    }
}

/// The Sobel gradients across and down, the image's edge pixels repeated beyond it.
fn sobel(p: &[u8], w: usize, h: usize) -> (Vec<i16>, Vec<i16>) {
    let mut gx = vec![0i16; w * h];
    let mut gy = vec![0i16; w * h];
    for y in 0..h {
        let (up, down) = (y.saturating_sub(1), (y + 1).min(h - 1));
        let row = |y: usize| &p[y * w..(y + 1) * w];
        let (above, here, below) = (row(up), row(y), row(down));
        let (gx, gy) = (&mut gx[y * w..(y + 1) * w], &mut gy[y * w..(y + 1) * w]);
        for x in 0..w {
            let (l, r) = (x.saturating_sub(1), (x + 1).min(w - 1));
            let at = |line: &[u8], x: usize| i16::from(line[x]);
            gx[x] = at(above, r) - at(above, l) + 2 * (at(here, r) - at(here, l)) + at(below, r)
                - at(below, l);
            gy[x] = at(below, l) - at(above, l) + 2 * (at(below, x) - at(above, x)) + at(below, r)
                - at(above, r);
        }
    }
    (gx, gy)
}

/// tan 22.5°: below it (in size, down against across) a gradient runs across, above its inverse
/// down. No pair of gradients of whole numbers up to 1,020 (Sobel's largest) lies within 10⁻⁶ of
/// it, far more than the float arc tangent imageproc takes errs by, so the two agree.
const TAN_22_5: f64 = std::f64::consts::SQRT_2 - 1.0;

/// The gradient's size `g` kept where it is no less than its two neighbours along its direction
/// (of four, by its angle), zero elsewhere and along the image's edge.
fn ridges(g: &[f32], gx: &[i16], gy: &[i16], w: usize, h: usize) -> Vec<f32> {
    let mut out = vec![0.0; w * h];
    for y in 1..h.saturating_sub(1) {
        for x in 1..w.saturating_sub(1) {
            let i = y * w + x;
            let (a, b) = (f64::from(gx[i]).abs(), f64::from(gy[i]).abs());
            let (one, other) = if b < TAN_22_5 * a || (a == 0.0 && b == 0.0) {
                (i - 1, i + 1)
            } else if a < TAN_22_5 * b {
                (i - w, i + w)
            } else if (gx[i] > 0) == (gy[i] > 0) {
                (i + w + 1, i - w - 1)
            } else {
                (i + w - 1, i - w + 1)
            };
            if g[i] >= g[one] && g[i] >= g[other] {
                out[i] = g[i];
            }
        }
    }
    out
}

/// Edges from the ridges at least `high`, on through neighbours at least `low`: imageproc's six
/// neighbours (not the two above right and above), its result whatever the order.
fn hysteresis(input: &[f32], w: usize, h: usize, low: f32, high: f32) -> Vec<u8> {
    let mut out = vec![0u8; w * h];
    let mut stack = Vec::new();
    for y in 1..h.saturating_sub(1) {
        for x in 1..w.saturating_sub(1) {
            let i = y * w + x;
            if input[i] < high || out[i] != 0 {
                continue;
            }
            out[i] = 255;
            stack.push(i);
            while let Some(j) = stack.pop() {
                for n in [j + 1, j + w + 1, j + w, j - w - 1, j - 1, j + w - 1] {
                    if input[n] >= low && out[n] == 0 {
                        out[n] = 255;
                        stack.push(n);
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{blur, canny};
    use image::GrayImage;

    /// Noise, steps and smooth ramps: every gradient direction and size, weak and strong.
    fn pictures() -> Vec<GrayImage> {
        let mut seed = 12345u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut out = Vec::new();
        for (w, h) in [(37, 23), (64, 64), (5, 9), (120, 80)] {
            out.push(GrayImage::from_fn(w, h, |_, _| image::Luma([next() as u8])));
            out.push(GrayImage::from_fn(w, h, |x, y| {
                image::Luma([if (x * 3 + y * 7) % 29 < 14 { 40 } else { 200 }])
            }));
            let (cx, cy) = (w as f32 / 2.0, h as f32 / 2.0);
            out.push(GrayImage::from_fn(w, h, |x, y| {
                let r = ((x as f32 - cx).powi(2) + (y as f32 - cy).powi(2)).sqrt();
                image::Luma([((r * 11.0) as u32 % 256) as u8])
            }));
        }
        out
    }

    #[test]
    fn the_blur_is_imageprocs_pixel_for_pixel() {
        for (k, picture) in pictures().iter().enumerate() {
            for sigma in [1.2, 1.4, 3.0] {
                let ours = blur(picture, sigma);
                let theirs = imageproc::filter::gaussian_blur_f32(picture, sigma);
                assert_eq!(ours, theirs, "picture {k}, sigma {sigma}");
            }
        }
    }

    #[test]
    fn the_edges_are_imageprocs_pixel_for_pixel() {
        let (mut with_edges, mut all) = (0, 0);
        for (k, picture) in pictures().iter().enumerate() {
            for (low, high) in [(15.0, 40.0), (1.0, 5.0), (50.0, 200.0)] {
                let ours = canny(picture, low, high);
                let theirs = imageproc::edges::canny(picture, low, high);
                assert_eq!(ours, theirs, "picture {k}, thresholds {low}/{high}");
                with_edges += usize::from(ours.pixels().any(|p| p[0] == 255));
                all += 1;
            }
        }
        assert!(with_edges * 3 >= all * 2, "edges in {with_edges} of {all}");
    }
}
