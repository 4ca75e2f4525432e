//! A mosaic of the glyphs the shipped classifier gets wrong among training photos: `-- OUT.png FROM COUNT`.
use npuzzle_scan::{
    glyph::SIDE,
    model::{CLASSES, Model},
    synth::Fonts,
    train,
};

fn main() {
    let mut args = std::env::args().skip(1);
    let out = args.next().expect("an output file");
    let from: u64 = args.next().map_or(5000, |a| a.parse().expect("a number"));
    let count: u64 = args.next().map_or(100, |a| a.parse().expect("a number"));
    let fonts = Fonts::load().unwrap_or_else(|e| panic!("{e}"));
    let model = Model::shipped().expect("weights");
    let samples = train::samples(&fonts, from..from + count, 2);
    let misses: Vec<(&train::Sample, usize)> = samples
        .iter()
        .filter_map(|s| {
            let p = model.probabilities(&s.x);
            let top = (0..CLASSES).max_by(|&a, &b| p[a].total_cmp(&p[b])).unwrap();
            (top + 1 != s.label as usize).then_some((s, top + 1))
        })
        .collect();
    println!("{} of {} wrong", misses.len(), samples.len());
    let per = 20u32;
    let rows = (misses.len() as u32).div_ceil(per).max(1);
    let mut img = image::GrayImage::new(per * (SIDE as u32 + 2), rows * (SIDE as u32 + 2));
    for (k, (s, said)) in misses.iter().enumerate() {
        let (c, r) = (k as u32 % per, k as u32 / per);
        for (i, v) in s.x.iter().enumerate() {
            img.put_pixel(
                c * (SIDE as u32 + 2) + (i % SIDE) as u32,
                r * (SIDE as u32 + 2) + (i / SIDE) as u32,
                image::Luma([(v * 255.0) as u8]),
            );
        }
        print!("{}→{} ", s.label, said);
    }
    println!();
    image::imageops::resize(
        &img,
        img.width() * 3,
        img.height() * 3,
        image::imageops::FilterType::Nearest,
    )
    .save(&out)
    .expect("save");
}
