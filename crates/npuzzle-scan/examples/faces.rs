//! The tile faces the lattice finder sees in a photo, drawn over it: `-- PHOTO OUT.png`.
use imageproc::drawing::draw_hollow_polygon_mut;
use imageproc::point::Point;

fn main() {
    let mut args = std::env::args().skip(1);
    let photo = args.next().expect("a photo");
    let out = args.next().expect("an output PNG");
    let image = npuzzle_scan::decode(&std::fs::read(&photo).expect("a photo"))
        .expect("a photo")
        .image;
    let (w, h) = image.dimensions();
    let scale = (640.0 / w.max(h) as f32).min(1.0);
    let small = image::imageops::resize(
        &image,
        (w as f32 * scale) as u32,
        (h as f32 * scale) as u32,
        image::imageops::FilterType::Triangle,
    );
    let edges = npuzzle_scan::find::edges(&small, 2, npuzzle_scan::find::STRONG);
    let contours = npuzzle_scan::find::contours(&edges);
    let (sw, sh) = small.dimensions();
    if std::env::var("FACES").is_ok() {
        print!("{}", npuzzle_scan::lattice::explain(&contours, sw, sh));
    }
    let outline = npuzzle_scan::find::outline(&contours, sw, sh);
    println!("outline: {outline:?}");
    for (a, q) in npuzzle_scan::find::outlines(&contours, sw, sh)
        .iter()
        .take(4)
    {
        println!("  candidate area {a:.0} {q:?}");
    }
    let found = npuzzle_scan::lattice::find(&contours, sw, sh);
    println!("lattice: {found:?}");
    let found = found.ok();
    if let Some(l) = &found {
        println!("cut off: {}", npuzzle_scan::lattice::cut_off(&small, l));
    }
    let mut shown = image::DynamicImage::ImageLuma8(edges).to_rgb8();
    for q in npuzzle_scan::lattice::face_quads(&contours, sw, sh) {
        let pts: Vec<Point<f32>> = q.iter().map(|&(x, y)| Point::new(x, y)).collect();
        draw_hollow_polygon_mut(&mut shown, &pts, image::Rgb([255, 0, 0]));
    }
    if let Ok(q) = outline {
        let pts: Vec<Point<f32>> = q.iter().map(|&(x, y)| Point::new(x, y)).collect();
        draw_hollow_polygon_mut(&mut shown, &pts, image::Rgb([0, 128, 255]));
    }
    if let Some(l) = found {
        let pts: Vec<Point<f32>> = l.quad.iter().map(|&(x, y)| Point::new(x, y)).collect();
        draw_hollow_polygon_mut(&mut shown, &pts, image::Rgb([0, 255, 0]));
    }
    shown.save(&out).expect("save");
}
