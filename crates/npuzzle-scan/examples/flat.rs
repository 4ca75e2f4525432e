//! Writes the corrected board, its tile mask and the grid of a training photo: `-- SEED OUTDIR`.
use npuzzle_scan::{grid, synth::{self, Fonts}, train};

fn main() {
    let mut args = std::env::args().skip(1);
    let seed: u64 = args.next().expect("a seed").parse().expect("a number");
    let dir = args.next().expect("a folder");
    let fonts = Fonts::load().unwrap_or_else(|e| panic!("{e}"));
    let (rows, cols) = train::SIZES[(seed % train::SIZES.len() as u64) as usize];
    let p = synth::photo(&fonts, rows, cols, seed);
    let img = image::load_from_memory(&p.jpeg).expect("jpeg").to_rgb8();
    img.save(format!("{dir}/photo.png")).expect("save");
    let flat = grid::flatten(&img, &p.corners);
    let mut shown = flat.image.clone();
    if let Some(g) = grid::grid(&flat, Some((rows, cols))) {
        println!("{g:?}");
        for i in 0..rows * cols {
            let (x, y, w, h) = g.cell(i);
            imageproc::drawing::draw_hollow_rect_mut(&mut shown, imageproc::rect::Rect::at(x as i32, y as i32).of_size(w as u32, h as u32), image::Rgb([255, 0, 0]));
        }
    }
    println!("auto: {:?}", grid::grid(&flat, None).map(|g| (g.rows, g.cols)));
    shown.save(format!("{dir}/flat.png")).expect("save");
    println!("{}x{} {} {:?}", rows, cols, p.style, p.tiles);
}
