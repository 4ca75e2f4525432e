//! A photo's file decoded within bounds: refused by its size in bytes, then by its size in
//! pixels as its header gives it (before any pixel is decoded), then decoded and shrunk by a
//! whole factor as its rows come, so no full-size RGB copy is made. A 470 KB PNG can claim
//! 22000×22000 pixels (2 GB decoded); any file of 50 MB or less is read in a few seconds in
//! under 400 MB (`tests/bounds.rs`). The decoders are the image crate's own (`png`,
//! `zune-jpeg`), used directly for what it does not give: rows as they come, a file borrowed.

use crate::ScanError;
use image::RgbImage;
use std::io::Cursor;

/// The largest file read: larger ones are refused before decoding.
pub const MAX_BYTES: usize = 50_000_000;

/// The most pixels a photo may have (a phone's main camera takes 12 to 50 MP, and its photos
/// are saved at 12): larger ones are refused by their header, before decoding.
pub const MAX_PIXELS: u64 = 40_000_000;

/// What decoding a JPEG may hold at once, in bytes: its pixels (3 bytes each in RGB), and a
/// progressive one's coefficients too (2 bytes each, a set per component) until its last scan.
/// A progressive photo's limit is lower for it: 33 MP in colour, 27 MP in CMYK.
const JPEG_HELD: u64 = 300_000_000;

/// A photo decoded for reading: at most 2,048 pixels (twice `FACTOR_SIDE`) across (the reader
/// scales it down the rest of the way), and the whole factor it was shrunk by.
#[derive(Clone, Debug)]
pub struct Decoded {
    /// The photo, shrunk.
    pub image: RgbImage,
    /// Each of its pixels averages `factor`×`factor` of the file's.
    pub factor: u32,
}

/// Photos are shrunk by a whole factor to under twice this across, then scaled by the reader:
/// photos up to twice this across are read exactly as a decoded image is.
const FACTOR_SIDE: u32 = 1024;

/// Refuses a photo of `width`×`height` pixels over [`MAX_PIXELS`].
pub fn check_pixels(width: u32, height: u32) -> Result<(), ScanError> {
    check_pixels_up_to(width, height, MAX_PIXELS)
}

fn check_pixels_up_to(width: u32, height: u32, max: u64) -> Result<(), ScanError> {
    if u64::from(width) * u64::from(height) > max {
        return Err(ScanError::TooManyPixels { width, height, max });
    }
    Ok(())
}

/// The most pixels a JPEG may have whose decoding holds `bytes` a pixel (`JPEG_HELD`, 300 MB), in
/// whole megapixels, and at most [`MAX_PIXELS`].
pub fn jpeg_max_pixels(bytes: u64) -> u64 {
    (JPEG_HELD / bytes.max(1) / 1_000_000 * 1_000_000).min(MAX_PIXELS)
}

/// Decodes `bytes` (a PNG or JPEG), refusing a file over [`MAX_BYTES`], any other format, a
/// photo over [`MAX_PIXELS`] before its pixels are decoded, and one whose file does not hold the
/// whole image (cut short, or damaged: [`ScanError::Damaged`]).
pub fn decode(bytes: &[u8]) -> Result<Decoded, ScanError> {
    if bytes.len() > MAX_BYTES {
        return Err(ScanError::TooLarge(bytes.len()));
    }
    match image::guess_format(bytes) {
        Ok(image::ImageFormat::Png) => png(bytes),
        Ok(image::ImageFormat::Jpeg) => jpeg(bytes),
        _ => Err(ScanError::NotAnImage),
    }
}

/// A PNG at 8 bits a sample (16-bit samples halved, palettes and low bit depths expanded),
/// shrunk row by row as it inflates; an interlaced one, whose rows come in seven passes, is
/// decoded whole first (at most 4 bytes a pixel: 160 MB at the limit).
fn png(bytes: &[u8]) -> Result<Decoded, ScanError> {
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    // The pixel limit bounds what the decoder holds; its own limit (64 MiB) would refuse an
    // interlaced photo under it.
    decoder.set_limits(png::Limits {
        bytes: 4 * MAX_PIXELS as usize + (1 << 24),
    });
    // Past the signature, a file that does not decode is a PNG cut short or damaged.
    let header = decoder.read_header_info().map_err(|_| ScanError::Damaged)?;
    check_pixels(header.width, header.height)?;
    let mut reader = decoder.read_info().map_err(|_| ScanError::Damaged)?;
    let (width, height) = reader.info().size();
    let channels = reader.output_color_type().0.samples();
    let mut shrink = Shrink::new(width, height, channels);
    if reader.info().interlaced {
        let size = reader.output_buffer_size().ok_or(ScanError::Damaged)?;
        let mut whole = vec![0u8; size];
        let frame = reader
            .next_frame(&mut whole)
            .map_err(|_| ScanError::Damaged)?;
        for row in whole.chunks_exact(frame.line_size) {
            shrink.row(row);
        }
    } else {
        while let Some(row) = reader.next_row().map_err(|_| ScanError::Damaged)? {
            shrink.row(row.data());
        }
    }
    Ok(shrink.finish())
}

/// Whether a JPEG's file goes on to its end marker (`FF D9`) after its last scan's header
/// (`FF DA`): a file cut short (a download or a copy that stopped) has none. Inside a scan's
/// data a byte `FF` is followed by `00` or a restart marker, so neither pair occurs there by
/// chance; a thumbnail's markers (inside the header) come before the photo's own scan. The Scan
/// dialog checks the same (www/scan.js, `jpegWhole`).
fn jpeg_whole(bytes: &[u8]) -> bool {
    let last = |marker: u8| bytes.windows(2).rposition(|w| w == [0xFF, marker]);
    matches!((last(0xDA), last(0xD9)), (Some(scan), Some(end)) if end > scan)
}

/// A JPEG, decoded whole at 8 bits a sample (its file borrowed, not copied), then shrunk; its
/// limit in pixels from what decoding it holds ([`jpeg_max_pixels`]). A file cut short is
/// refused as such ([`jpeg_whole`]), not read grey past its end as if the board were missing;
/// other damage in its data is decoded as far as it goes, as a browser shows it.
fn jpeg(bytes: &[u8]) -> Result<Decoded, ScanError> {
    use zune_core::colorspace::ColorSpace;
    let options = zune_core::options::DecoderOptions::default()
        .set_strict_mode(false)
        .set_max_width(usize::from(u16::MAX))
        .set_max_height(usize::from(u16::MAX));
    let cursor = zune_core::bytestream::ZCursor::new(bytes);
    let mut decoder = zune_jpeg::JpegDecoder::new_with_options(cursor, options);
    // Past the signature, headers that do not read are a JPEG cut short or damaged.
    decoder.decode_headers().map_err(|_| ScanError::Damaged)?;
    let (info, input) = decoder
        .info()
        .zip(decoder.input_colorspace())
        .ok_or(ScanError::Damaged)?;
    // Grey stays grey (a byte a pixel); CMYK and YCCK become RGB, as the image crate has them.
    let out = match input {
        ColorSpace::Luma | ColorSpace::LumaA | ColorSpace::RGB | ColorSpace::RGBA => input,
        _ => ColorSpace::RGB,
    };
    decoder.set_options(decoder.options().jpeg_set_out_colorspace(out));
    let channels = out.num_components();
    // As the Scan dialog reckons it from the same header (www/scan.js, `photoHeader`).
    let components = u64::from(info.components);
    let coefficients = if info.sof.is_sequential_dct() {
        0
    } else {
        2 * components
    };
    let (width, height) = (u32::from(info.width), u32::from(info.height));
    let held = components.min(3) + coefficients;
    check_pixels_up_to(width, height, jpeg_max_pixels(held))?;
    if !jpeg_whole(bytes) {
        return Err(ScanError::Damaged);
    }
    let size = decoder.output_buffer_size().ok_or(ScanError::Damaged)?;
    let mut whole = vec![0u8; size];
    decoder
        .decode_into(&mut whole)
        .map_err(|_| ScanError::Damaged)?;
    let mut shrink = Shrink::new(width, height, channels);
    for row in whole.chunks_exact(width as usize * channels) {
        shrink.row(row);
    }
    Ok(shrink.finish())
}

/// A photo shrunk by a whole factor as its rows come: each pixel of the result is the mean of
/// a `factor`×`factor` box (the last row and column of boxes take the pixels left over), in
/// RGB (a grey photo's grey in each; alpha dropped, as `to_rgb8` drops it).
struct Shrink {
    factor: usize,
    /// Samples a pixel of the rows given (1 grey, 2 grey and alpha, 3 RGB, 4 RGBA).
    channels: usize,
    width: usize,
    height: usize,
    out: RgbImage,
    /// The sums of the boxes of the output row being made, three a pixel.
    sums: Vec<u32>,
    /// Rows given so far.
    y: usize,
}

impl Shrink {
    fn new(width: u32, height: u32, channels: usize) -> Shrink {
        let factor = (width.max(height) / FACTOR_SIDE).max(1);
        let (w, h) = ((width / factor).max(1), (height / factor).max(1));
        Shrink {
            factor: factor as usize,
            channels,
            width: width as usize,
            height: height as usize,
            out: RgbImage::new(w, h),
            sums: vec![0; 3 * w as usize],
            y: 0,
        }
    }

    /// Adds the next row of samples.
    fn row(&mut self, samples: &[u8]) {
        let (k, c) = (self.factor, self.channels);
        // The rows and columns left over past the last whole box go into the last.
        let last_row = self.out.height() as usize - 1;
        let out_row = (self.y / k).min(last_row);
        self.y += 1;
        let boxes = self.out.width() as usize;
        for (x, pixel) in samples.chunks_exact(c).take(self.width).enumerate() {
            let b = (x / k).min(boxes - 1) * 3;
            let rgb = if c < 3 {
                [pixel[0]; 3]
            } else {
                [pixel[0], pixel[1], pixel[2]]
            };
            for (sum, v) in self.sums[b..b + 3].iter_mut().zip(rgb) {
                *sum += u32::from(v);
            }
        }
        if (self.y.is_multiple_of(k) && out_row < last_row) || self.y == self.height {
            self.flush(out_row);
        }
    }

    /// Writes output row `out_row` as the means of its boxes.
    fn flush(&mut self, out_row: usize) {
        let rows = (self.y - out_row * self.factor) as u32;
        let boxes = self.out.width() as usize;
        for b in 0..boxes {
            let start = b * self.factor;
            let end = if b + 1 == boxes {
                self.width
            } else {
                start + self.factor
            };
            let cols = end.saturating_sub(start).max(1) as u32;
            let n = rows * cols;
            let s = &mut self.sums[3 * b..3 * b + 3];
            let mean = |v: u32| ((v + n / 2) / n) as u8;
            self.out.put_pixel(
                b as u32,
                out_row as u32,
                image::Rgb([mean(s[0]), mean(s[1]), mean(s[2])]),
            );
            s.fill(0);
        }
    }

    fn finish(self) -> Decoded {
        Decoded {
            image: self.out,
            factor: self.factor as u32,
        }
    }
}
