//! A mosaic of the glyphs the shipped classifier gets wrong among training photos: `-- OUT.png FROM COUNT`.
use npuzzle_scan::{
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
    let samples = train::samples(&fonts, from..from + count, 2, false);
    let misses: Vec<(&train::Sample, usize)> = samples
        .iter()
        .filter_map(|s| {
            let p = model.probabilities(&s.x);
            let top = (0..CLASSES).max_by(|&a, &b| p[a].total_cmp(&p[b])).unwrap();
            (top + 1 != s.label as usize).then_some((s, top + 1))
        })
        .collect();
    println!("{} of {} wrong", misses.len(), samples.len());
    for (s, said) in &misses {
        print!("{}→{said} ", s.label);
    }
    println!();
    let wrong: Vec<&train::Sample> = misses.iter().map(|(s, _)| *s).collect();
    let rows: Vec<Vec<&train::Sample>> = wrong.chunks(20).map(<[_]>::to_vec).collect();
    train::mosaic(&rows, 3).save(&out).expect("save");
}
