//! Why held-out photos are misread: `-- FROM COUNT [known]`.
fn main() {
    let mut args = std::env::args().skip(1);
    let from: u64 = args.next().expect("from").parse().expect("n");
    let count: u64 = args.next().expect("count").parse().expect("n");
    let known = args.next().is_some();
    let fonts = npuzzle_scan::synth::Fonts::load().unwrap_or_else(|e| panic!("{e}"));
    let (mut size, mut turn, mut cells, mut err, mut ok) = (0, 0, 0, 0, 0);
    for i in from..from + count {
        let p = npuzzle_scan::synth::corpus_photo(&fonts, npuzzle_scan::synth::HELD_OUT + i);
        let r = npuzzle_scan::read(&p.jpeg, known.then_some((p.rows, p.cols)));
        match r {
            Err(e) => {
                err += 1;
                println!("{i}: {e:?}");
            }
            Ok(r) if (r.rows, r.cols) != (p.rows, p.cols) => {
                size += 1;
                println!(
                    "{i}: size {}x{} not {}x{} {}",
                    r.rows, r.cols, p.rows, p.cols, p.style
                );
            }
            Ok(r) => {
                let wrong: Vec<usize> = (0..r.tiles.len())
                    .filter(|&k| r.tiles[k] != p.tiles[k])
                    .collect();
                if wrong.is_empty() {
                    ok += 1;
                } else if wrong.len() > r.tiles.len() / 2 {
                    turn += 1;
                    println!(
                        "{i}: turned? {} wrong of {} conf {:.2} {}",
                        wrong.len(),
                        r.tiles.len(),
                        r.confidence,
                        p.style
                    );
                } else {
                    cells += 1;
                    println!(
                        "{i}: cells {:?} read {:?} truth {:?} flagged {:?} {}",
                        wrong,
                        wrong.iter().map(|&k| r.tiles[k]).collect::<Vec<_>>(),
                        wrong.iter().map(|&k| p.tiles[k]).collect::<Vec<_>>(),
                        r.uncertain,
                        p.style
                    );
                }
            }
        }
    }
    println!("ok {ok} size {size} turn {turn} cells {cells} err {err}");
}
