//! Trains the digit classifier and writes `weights/digits.bin` (scripts/train-scan.sh runs it):
//! `cargo run --release -p npuzzle-scan --features synth --example train -- [PHOTOS] [EPOCHS] [HIDDEN] [HARDER]`
//! (HARDER 1: a third of the photos taken harder, five font families more; the shipped weights
//! are trained without).
use npuzzle_scan::{synth::Fonts, train};
use std::time::Instant;

fn main() {
    let mut args = std::env::args()
        .skip(1)
        .map(|a| a.parse::<usize>().expect("a number"));
    let photos = args.next().unwrap_or(4000) as u64;
    let epochs = args.next().unwrap_or(16);
    let hidden = args.next().unwrap_or(128);
    let harder = args.next().unwrap_or(0) == 1;
    let fonts = Fonts::load_for_training(harder).unwrap_or_else(|e| panic!("{e}"));
    eprintln!("{} faces", fonts.len());
    let t = Instant::now();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let all = train::samples(&fonts, 0..photos, threads, harder);
    // The last tenth of the training seeds checks the fit (the held-out photos stay unseen).
    let cut = all.len() * 9 / 10;
    let (fit, check) = all.split_at(cut);
    eprintln!(
        "{} cells from {photos} photos in {:.1} s",
        all.len(),
        t.elapsed().as_secs_f32()
    );
    let t = Instant::now();
    let model = train::train(fit, hidden, epochs, 7, |e, loss, acc| {
        eprintln!(
            "epoch {e:2}: loss {loss:.4}, training accuracy {:.2}%",
            acc * 100.0
        );
    });
    eprintln!("trained in {:.1} s", t.elapsed().as_secs_f32());
    let bytes = model.to_bytes();
    let shipped = npuzzle_scan::model::Model::from_bytes(&bytes).expect("reads back");
    eprintln!(
        "check accuracy {:.2}% (as shipped, 8-bit: {:.2}%) on {} cells",
        train::accuracy(&model, check) * 100.0,
        train::accuracy(&shipped, check) * 100.0,
        check.len()
    );
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/weights/digits.bin");
    std::fs::write(path, &bytes).expect("write the weights");
    eprintln!("wrote {path}: {} bytes", bytes.len());
}
