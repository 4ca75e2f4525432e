//! Writes a few synthetic photos to a folder to look at: `cargo run --release --example look --features synth -- DIR [N]`.
fn main() {
    let mut args = std::env::args().skip(1);
    let dir = args.next().expect("a folder");
    let n: u64 = args.next().map_or(6, |a| a.parse().expect("a count"));
    let fonts = npuzzle_scan::synth::Fonts::load().expect("fonts");
    std::fs::create_dir_all(&dir).expect("folder");
    for seed in 0..n {
        let p = npuzzle_scan::synth::corpus_photo(&fonts, seed);
        std::fs::write(format!("{dir}/{seed}.jpg"), &p.jpeg).expect("write");
        let img = image::load_from_memory(&p.jpeg).expect("decode");
        img.resize(400, 400, image::imageops::FilterType::Triangle)
            .save(format!("{dir}/{seed}.png"))
            .expect("png");
        println!("{seed} {}x{} {} {:?}", p.rows, p.cols, p.style, p.tiles);
    }
}
