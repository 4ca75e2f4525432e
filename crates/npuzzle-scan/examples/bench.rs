//! Quick reader bench on held-out photos: `-- [COUNT] [known]`.
fn main() {
    let mut args = std::env::args().skip(1);
    let count: u64 = args.next().map_or(100, |a| a.parse().expect("a count"));
    let known = args.next().is_some();
    let fonts = npuzzle_scan::synth::Fonts::load().unwrap_or_else(|e| panic!("{e}"));
    let out = npuzzle_scan::synth::bench(&fonts, 0, count, known);
    for o in out.iter().filter(|o| !o.exact) {
        println!("seed {} {}x{} {} silent={} err={:?}", o.seed - npuzzle_scan::synth::HELD_OUT, o.rows, o.cols, o.style, o.silent, o.error);
    }
    let n = out.len() as f64;
    let exact = out.iter().filter(|o| o.exact).count() as f64;
    let silent = out.iter().filter(|o| o.silent).count() as f64;
    let mut ms: Vec<f64> = out.iter().map(|o| o.ms).collect();
    ms.sort_by(f64::total_cmp);
    println!("exact {:.1}%  silent-wrong {:.1}%  median {:.0} ms  p95 {:.0} ms", exact / n * 100.0, silent / n * 100.0, ms[ms.len() / 2], ms[ms.len() * 95 / 100]);
}
