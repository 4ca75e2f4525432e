//! Photos within bounds: a small file of huge dimensions refused by its header before any pixel
//! is decoded, a photo at the limit decoded in a few seconds within a few hundred MB, and no
//! full-size copy made on the way. The photos are made here (none is kept in the repository);
//! what decoding holds is the process's peak resident memory. `bench/scan-bounds.sh`
//! measures the command itself on files up to 50 MB with `/usr/bin/time -v`.

use npuzzle_scan::{MAX_BYTES, MAX_PIXELS, ScanError, decode, jpeg_max_pixels};
use std::io::Write;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// One measurement at a time: the counts are the process's.
static ONE: Mutex<()> = Mutex::new(());

/// `f`'s result, the most memory the process held resident while it ran beyond what it held
/// before (Linux's peak, `VmHWM`, reset first; 0 where there is no /proc), and its time.
fn measured<T>(f: impl FnOnce() -> T) -> (T, usize, Duration) {
    let kb = |field: &str| -> Option<usize> {
        let status = std::fs::read_to_string("/proc/self/status").ok()?;
        let line = status.lines().find(|l| l.starts_with(field))?;
        line.split_whitespace().nth(1)?.parse().ok()
    };
    let reset = std::fs::write("/proc/self/clear_refs", "5").is_ok();
    let before = kb("VmRSS:");
    let t = Instant::now();
    let out = f();
    let elapsed = t.elapsed();
    let held = match (reset, before, kb("VmHWM:")) {
        (true, Some(before), Some(peak)) => peak.saturating_sub(before) * 1000,
        _ => 0,
    };
    (out, held, elapsed)
}

const MB: usize = 1_000_000;

/// A PNG chunk: length, type, data, CRC.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend((data.len() as u32).to_be_bytes());
    out.extend(kind);
    out.extend(data);
    let mut crc = crc32fast::Hasher::new();
    crc.update(kind);
    crc.update(data);
    out.extend(crc.finalize().to_be_bytes());
}

/// A PNG of `width`×`height` (colour type `color`: 0 grey, 2 RGB, 6 RGBA; `depth` bits a
/// sample), Adam7-interlaced or not, each row's samples made by `sample(x, y, channel)`
/// (16-bit samples take it as their high byte). With `data` false, its header only.
fn png(
    (width, height): (u32, u32),
    (color, depth): (u8, u8),
    interlaced: bool,
    data: bool,
    sample: impl Fn(u32, u32, usize) -> u8,
) -> Vec<u8> {
    let channels = match color {
        0 => 1,
        2 => 3,
        _ => 4,
    };
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = [width.to_be_bytes(), height.to_be_bytes()].concat();
    ihdr.extend([depth, color, 0, 0, u8::from(interlaced)]);
    chunk(&mut out, b"IHDR", &ihdr);
    if !data {
        return out;
    }
    // Adam7's passes: where each starts in its 8×8 tile, and its steps.
    let passes: &[(u32, u32, u32, u32)] = if interlaced {
        &[
            (0, 0, 8, 8),
            (4, 0, 8, 8),
            (0, 4, 4, 8),
            (2, 0, 4, 4),
            (0, 2, 2, 4),
            (1, 0, 2, 2),
            (0, 1, 1, 2),
        ]
    } else {
        &[(0, 0, 1, 1)]
    };
    let bytes = usize::from(depth / 8);
    let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::fast());
    for &(x0, y0, dx, dy) in passes {
        let xs: Vec<u32> = (x0..width).step_by(dx as usize).collect();
        let mut row = Vec::with_capacity(1 + xs.len() * channels * bytes);
        for y in (y0..height).step_by(dy as usize) {
            row.clear();
            row.push(0); // no filter
            for &x in &xs {
                for c in 0..channels {
                    row.push(sample(x, y, c));
                    row.extend(std::iter::repeat_n(0, bytes - 1));
                }
            }
            z.write_all(&row).unwrap();
        }
    }
    chunk(&mut out, b"IDAT", &z.finish().unwrap());
    chunk(&mut out, b"IEND", &[]);
    out
}

/// A JPEG whose frame header claims `width`×`height` pixels of `components` at 1×1 sampling
/// (`marker`: 0xC0 baseline, 0xC2 progressive): a 16×16 photo's file with its frame header
/// replaced, so its tables and scan header are real and only its pixels are missing.
fn jpeg_claiming(marker: u8, (width, height): (u16, u16), components: u8) -> Vec<u8> {
    let mut small = Vec::new();
    image::codecs::jpeg::JpegEncoder::new(&mut small)
        .encode_image(&image::RgbImage::new(16, 16))
        .unwrap();
    let at = small.windows(2).position(|w| w == [0xFF, 0xC0]).unwrap();
    let len = usize::from(u16::from_be_bytes([small[at + 2], small[at + 3]]));
    let mut frame = vec![0xFF, marker];
    frame.extend((8 + 3 * u16::from(components)).to_be_bytes());
    frame.push(8);
    frame.extend(height.to_be_bytes());
    frame.extend(width.to_be_bytes());
    frame.push(components);
    for c in 1..=components {
        frame.extend([c, 0x11, 0]);
    }
    small.splice(at..at + 2 + len, frame);
    small
}

/// The side of a square photo just under the pixel limit (6324×6324: 39,992,976).
const SIDE: u32 = 6324;

#[test]
fn a_small_file_of_huge_dimensions_is_refused_by_its_header_before_decoding() {
    let _one = ONE.lock().unwrap_or_else(|e| e.into_inner());
    // 22000×22000 grey: 470 KB of zeros that would decode to 484 MB (2.25 GB and 19.5 s the
    // way it was read before). Its header alone is enough to refuse it.
    let file = png((22_000, 22_000), (0, 8), false, false, |_, _, _| 0);
    let (read, held, time) = measured(|| decode(&file));
    let huge = ScanError::TooManyPixels {
        width: 22_000,
        height: 22_000,
        max: MAX_PIXELS,
    };
    assert_eq!(read.err(), Some(huge));
    assert!(held < MB, "held {held} bytes");
    assert!(time < Duration::from_millis(100), "{time:?}");
    // One pixel over the limit.
    let over = png((40_000_001, 1), (0, 8), false, false, |_, _, _| 0);
    assert!(matches!(
        decode(&over),
        Err(ScanError::TooManyPixels { .. })
    ));
    // A JPEG's frame header: a baseline one may have 40 MP, a progressive one in colour holds
    // its coefficients too, so fewer (33 MP), in CMYK fewer still (27 MP).
    let cases = [
        (0xC0, (65_000, 65_000), 3, MAX_PIXELS),
        (0xC2, (SIDE as u16, SIDE as u16), 3, 33_000_000),
        (0xC2, (6000, 5000), 4, 27_000_000),
    ];
    for (marker, (w, h), components, max) in cases {
        let file = jpeg_claiming(marker, (w, h), components);
        let (read, held, _) = measured(|| decode(&file));
        let refused = ScanError::TooManyPixels {
            width: w.into(),
            height: h.into(),
            max,
        };
        assert_eq!(read.err(), Some(refused), "{marker:X} {w}×{h}");
        assert!(held < MB, "held {held} bytes");
    }
    assert_eq!(jpeg_max_pixels(1), MAX_PIXELS, "grey: 40 MP");
    // Over 50 MB: refused by its size, before anything else.
    assert_eq!(
        decode(&vec![0; MAX_BYTES + 1]).err(),
        Some(ScanError::TooLarge(MAX_BYTES + 1))
    );
    // Other formats are not photos the reader reads.
    assert_eq!(
        decode(b"GIF89a\x01\x00\x01\x00").err(),
        Some(ScanError::NotAnImage)
    );
}

#[test]
fn a_photo_at_the_limit_is_decoded_within_bounds_with_no_full_size_copy() {
    let _one = ONE.lock().unwrap_or_else(|e| e.into_inner());
    let wave = |x: u32, y: u32, c: usize| ((x / 7 + y / 5 + c as u32 * 40) % 256) as u8;
    // 16-bit RGBA, the most bytes a pixel: 320 MB decoded whole. Rows are shrunk as they come.
    let file = png((SIDE, SIDE), (6, 16), false, true, wave);
    let (photo, held, time) = measured(|| decode(&file).unwrap());
    assert_eq!((photo.factor, photo.image.width()), (6, SIDE / 6));
    assert!(held < 32 * MB, "a streamed PNG held {} MB", held / MB);
    assert!(time < Duration::from_secs(5), "{time:?}");
    // Interlaced, its rows come in seven passes: decoded whole at 8 bits (160 MB), once.
    let file = png((SIDE, SIDE), (6, 16), true, true, wave);
    let (photo, held, time) = measured(|| decode(&file).unwrap());
    assert_eq!(photo.factor, 6);
    assert!(held < 200 * MB, "an interlaced PNG held {} MB", held / MB);
    assert!(time < Duration::from_secs(5), "{time:?}");
    // A baseline JPEG at the limit: its RGB pixels (120 MB), once.
    let mut jpeg = Vec::new();
    let image = image::RgbImage::from_fn(SIDE, SIDE, |x, y| {
        image::Rgb([0, 1, 2].map(|c| wave(x, y, c)))
    });
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, 50)
        .encode_image(&image)
        .unwrap();
    drop(image);
    let (photo, held, time) = measured(|| decode(&jpeg).unwrap());
    assert_eq!(photo.factor, 6);
    assert!(held < 160 * MB, "a JPEG held {} MB", held / MB);
    assert!(time < Duration::from_secs(5), "{time:?}");
}

#[test]
fn a_photo_shrunk_as_it_is_decoded_is_the_mean_of_its_pixels() {
    let _one = ONE.lock().unwrap_or_else(|e| e.into_inner());
    // 2500×1100 → a factor of 2: each pixel the mean of a 2×2 box of the photo as decoded
    // whole (16-bit samples to 8, as the image crate does: within 1).
    let pattern = |x: u32, y: u32, c: usize| ((x * 3 + y * 5 + c as u32 * 70) % 256) as u8;
    for interlaced in [false, true] {
        let file = png((2500, 1100), (6, 16), interlaced, true, pattern);
        let photo = decode(&file).unwrap();
        assert_eq!(photo.factor, 2);
        assert_eq!(photo.image.dimensions(), (1250, 550));
        let whole = image::load_from_memory(&file).unwrap().to_rgb8();
        for (x, y, p) in photo.image.enumerate_pixels() {
            for c in 0..3 {
                let sum: u32 = (0..4)
                    .map(|i| u32::from(whole.get_pixel(2 * x + i % 2, 2 * y + i / 2)[c]))
                    .sum();
                let mean = (sum + 2) / 4;
                assert!(
                    u32::from(p[c]).abs_diff(mean) <= 1,
                    "({x}, {y}) channel {c}: {} against {mean}",
                    p[c]
                );
            }
        }
    }
    // A grey photo reads as grey in RGB; one thinner than the factor still has a row.
    let file = png((5000, 3), (0, 8), false, true, |x, _, _| (x % 200) as u8);
    let photo = decode(&file).unwrap();
    assert_eq!((photo.factor, photo.image.height()), (4, 1));
    let p = photo.image.get_pixel(10, 0);
    assert!(p[0] == p[1] && p[1] == p[2], "{p:?}");
}

#[test]
fn the_scan_dialog_refuses_by_the_same_limits() {
    let dialog = include_str!("../../../www/scan.js");
    for line in [
        format!("const MAX_BYTES = {};", grouped(MAX_BYTES as u64)),
        format!("const MAX_PIXELS = {};", grouped(MAX_PIXELS)),
        format!("const JPEG_HELD = {};", grouped(300_000_000)),
    ] {
        assert!(dialog.contains(&line), "www/scan.js lacks `{line}`");
    }
    // JPEG_HELD is the reader's: its limits for a progressive colour and CMYK JPEG.
    assert_eq!(jpeg_max_pixels(9), 33_000_000);
    assert_eq!(jpeg_max_pixels(11), 27_000_000);
}

/// `40_000_000`, as JavaScript's numbers are written in scan.js.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push('_');
        }
        out.push(d);
    }
    out
}
