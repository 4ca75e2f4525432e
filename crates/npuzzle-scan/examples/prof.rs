//! The grid's line profile and combs of a held-out photo: `-- INDEX`.
fn main() {
    let i: u64 = std::env::args().nth(1).expect("i").parse().expect("n");
    let fonts = npuzzle_scan::synth::Fonts::load().expect("fonts");
    let p = npuzzle_scan::synth::corpus_photo(&fonts, npuzzle_scan::synth::HELD_OUT + i);
    let img = image::load_from_memory(&p.jpeg).expect("jpeg").to_rgb8();
    let quad = npuzzle_scan::find::board(&img).expect("board");
    let flat = npuzzle_scan::grid::flatten(&img, &quad);
    flat.image.save("/tmp/prof.png").expect("save");
    println!("{}x{} {:?}", p.rows, p.cols, flat.image.dimensions());
    for c in npuzzle_scan::grid::combs(&flat) { println!("{c:?}"); }
    let (_, across) = npuzzle_scan::grid::profiles(&flat);
    for (x, v) in across.iter().enumerate() { if x % 2 == 0 { print!("{x}:{:.0} ", v * 100.0); } }
    println!();
}
