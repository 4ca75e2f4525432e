//! The corrected board and mask of a held-out photo as the reader finds it: `-- INDEX OUTDIR`.
fn main() {
    let mut args = std::env::args().skip(1);
    let i: u64 = args.next().expect("index").parse().expect("n");
    let dir = args.next().expect("dir");
    let fonts = npuzzle_scan::synth::Fonts::load().unwrap_or_else(|e| panic!("{e}"));
    let p = npuzzle_scan::synth::corpus_photo(&fonts, npuzzle_scan::synth::HELD_OUT + i);
    let img = image::load_from_memory(&p.jpeg).expect("jpeg").to_rgb8();
    img.save(format!("{dir}/photo.png")).expect("save");
    let quad = npuzzle_scan::find::board(&img).expect("board");
    println!("quad {quad:?}\ntruth {:?}", p.corners);
    let flat = npuzzle_scan::grid::flatten(&img, &quad);
    flat.image.save(format!("{dir}/flat.png")).expect("save");
    println!("{:?}", npuzzle_scan::grid::grid(&flat, None));
}
