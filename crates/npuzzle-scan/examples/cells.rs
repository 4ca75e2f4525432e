//! The glyphs of a photo's cells within its true corners, and the classifier's three likeliest
//! numbers for each: `-- PHOTO ROWS COLS x,y,x,y,x,y,x,y OUT.png [FLAT.png]`.
use npuzzle_scan::{glyph, grid, model::Model, train};

fn main() {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let photo = image::open(&a[0]).expect("photo").to_rgb8();
    let (rows, cols): (usize, usize) = (a[1].parse().unwrap(), a[2].parse().unwrap());
    let v: Vec<f32> = a[3].split(',').map(|s| s.parse().unwrap()).collect();
    let quad = [(v[0], v[1]), (v[2], v[3]), (v[4], v[5]), (v[6], v[7])];
    let flat = grid::flatten(&photo, &quad);
    if let Some(out) = a.get(5) {
        flat.image.save(out).expect("save the flattened board");
    }
    let g = grid::grid(&flat, Some((rows, cols))).expect("grid");
    let model = Model::shipped().expect("weights");
    let ink = glyph::polarity(grid::middles(&flat, &g).iter());
    println!("{ink:?}");
    let samples: Vec<train::Sample> = (0..rows * cols)
        .map(|i| {
            let x = glyph::glyph(&flat.image, g.cell(i), ink);
            let p = model.probabilities(&x);
            let mut top: Vec<usize> = (0..p.len()).collect();
            top.sort_by(|&a, &b| p[b].total_cmp(&p[a]));
            let t: Vec<String> = top[..3]
                .iter()
                .map(|&k| format!("{}:{:.2}", k + 1, p[k]))
                .collect();
            println!("cell {i}: {}", t.join(" "));
            train::Sample { x, label: 0 }
        })
        .collect();
    let rows_s: Vec<Vec<&train::Sample>> =
        samples.chunks(cols).map(|r| r.iter().collect()).collect();
    train::mosaic(&rows_s, 4).save(&a[4]).expect("save");
}
