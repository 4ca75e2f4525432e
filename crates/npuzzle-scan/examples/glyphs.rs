//! Writes a mosaic of training glyphs (one row per photo) to look at: `-- OUT.png [PHOTOS]`.
use npuzzle_scan::{glyph::SIDE, synth::Fonts, train};

fn main() {
    let mut args = std::env::args().skip(1);
    let out = args.next().expect("an output file");
    let photos: u64 = args.next().map_or(12, |a| a.parse().expect("a count"));
    let fonts = Fonts::load().unwrap_or_else(|e| panic!("{e}"));
    let rows: Vec<Vec<train::Sample>> = (0..photos)
        .map(|s| train::samples(&fonts, s..s + 1, 1))
        .collect();
    let width = rows.iter().map(Vec::len).max().unwrap_or(1) as u32;
    let mut img =
        image::GrayImage::new(width * (SIDE as u32 + 2), photos as u32 * (SIDE as u32 + 2));
    for (r, row) in rows.iter().enumerate() {
        for (c, s) in row.iter().enumerate() {
            for (i, v) in s.x.iter().enumerate() {
                let (x, y) = ((i % SIDE) as u32, (i / SIDE) as u32);
                img.put_pixel(
                    c as u32 * (SIDE as u32 + 2) + x,
                    r as u32 * (SIDE as u32 + 2) + y,
                    image::Luma([(v * 255.0) as u8]),
                );
            }
        }
        println!(
            "{}",
            row.iter()
                .map(|s| s.label.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
    image::imageops::resize(
        &img,
        img.width() * 2,
        img.height() * 2,
        image::imageops::FilterType::Nearest,
    )
    .save(&out)
    .expect("save");
}
