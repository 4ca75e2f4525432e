//! Writes a mosaic of training glyphs (one row per photo) to look at: `-- OUT.png [PHOTOS]`.
use npuzzle_scan::{synth::Fonts, train};

fn main() {
    let mut args = std::env::args().skip(1);
    let out = args.next().expect("an output file");
    let photos: u64 = args.next().map_or(12, |a| a.parse().expect("a count"));
    let fonts = Fonts::load().unwrap_or_else(|e| panic!("{e}"));
    let samples: Vec<Vec<train::Sample>> = (0..photos)
        .map(|s| train::samples(&fonts, s..s + 1, 1, false))
        .collect();
    let rows: Vec<Vec<&train::Sample>> = samples.iter().map(|r| r.iter().collect()).collect();
    for row in &rows {
        let labels: Vec<String> = row.iter().map(|s| s.label.to_string()).collect();
        println!("{}", labels.join(" "));
    }
    train::mosaic(&rows, 2).save(&out).expect("save");
}
