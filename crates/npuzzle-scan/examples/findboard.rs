//! Shows what board finding sees in a held-out photo: `-- INDEX OUTDIR`.
use imageproc::contours::find_contours;
use imageproc::distance_transform::Norm;
use imageproc::geometry::{contour_area, convex_hull};

fn main() {
    let mut args = std::env::args().skip(1);
    let i: u64 = args.next().expect("index").parse().expect("a number");
    let dir = args.next().expect("a folder");
    let fonts = npuzzle_scan::synth::Fonts::load().unwrap_or_else(|e| panic!("{e}"));
    let p = npuzzle_scan::synth::corpus_photo(&fonts, npuzzle_scan::synth::HELD_OUT + i);
    let img = image::load_from_memory(&p.jpeg).expect("jpeg");
    img.save(format!("{dir}/photo.png")).expect("save");
    let gray = img.to_luma8();
    let smooth = imageproc::filter::gaussian_blur_f32(&gray, 1.2);
    let edges = imageproc::edges::canny(&smooth, 15.0, 40.0);
    let edges = imageproc::morphology::dilate(&edges, Norm::LInf, 2);
    edges.save(format!("{dir}/edges.png")).expect("save");
    let (w, h) = gray.dimensions();
    for c in find_contours::<i32>(&edges) {
        if c.points.len() < 8 { continue; }
        let hull = convex_hull(c.points.clone());
        let ha = contour_area(&hull);
        if ha < 0.04 * (w * h) as f64 { continue; }
        let touches = hull.iter().any(|p| p.x <= 2 || p.y <= 2 || p.x >= w as i32 - 3 || p.y >= h as i32 - 3);
        println!("{:?} pts {} hull area {:.0} fill {:.2} touches {}", c.border_type, c.points.len(), ha, contour_area(&c.points) / ha, touches);
    }
    println!("truth {:?}", p.corners);
    println!("found {:?}", npuzzle_scan::find::board(&img.to_rgb8()));
}
