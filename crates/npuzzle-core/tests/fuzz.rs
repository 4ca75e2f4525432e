//! The fuzzers' properties on stable Rust, on every machine: every input of the committed corpus
//! (`/fuzz/corpus`, grown by cargo-fuzz), then a fixed number of seeded mutations of it.

mod fuzz_check;
use fuzz_check::{check_parse, check_solve};
use npuzzle_core::Solver;
use std::path::PathBuf;

fn corpus(target: &str) -> Vec<Vec<u8>> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/corpus")
        .join(target);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    files.iter().map(|f| std::fs::read(f).unwrap()).collect()
}

/// Seeded xorshift: the same mutations on every run and platform.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Pieces that board text is made of, and the ones that broke parsers before.
const PIECES: [&[u8]; 24] = [
    b"0",
    b"1",
    b"2",
    b"3",
    b"7",
    b"8",
    b"15",
    b"64",
    b"65",
    b" ",
    b"\n",
    b"\r",
    b"/",
    b",",
    b"(",
    b")",
    b"[",
    b"_",
    b"nil",
    b"\xEF\xBB\xBF",
    b"\xE2\x80\x8B",
    b"\0",
    b"\x1b",
    b"99999999999999999999",
];

fn mutate(rng: &mut Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    let mut data = seeds[rng.below(seeds.len())].clone();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(data.len() + 1);
        match rng.below(5) {
            0 if !data.is_empty() => {
                let i = rng.below(data.len());
                data[i] = rng.next() as u8;
            }
            1 => {
                let piece = PIECES[rng.below(PIECES.len())];
                data.splice(at..at, piece.iter().copied());
            }
            2 if !data.is_empty() => {
                let end = (at + 1 + rng.below(4)).min(data.len());
                data.drain(at.min(end)..end);
            }
            3 => {
                let other = &seeds[rng.below(seeds.len())];
                let from = rng.below(other.len());
                let piece = other[from..(from + 1 + rng.below(8)).min(other.len())].to_vec();
                data.splice(at..at, piece);
            }
            _ => {
                let (i, j) = (rng.below(data.len()), rng.below(data.len()));
                if i < data.len() && j < data.len() {
                    data.swap(i, j);
                }
            }
        }
    }
    data
}

#[test]
fn parse_corpus_and_mutations() {
    let seeds = corpus("parse");
    assert!(!seeds.is_empty());
    for input in &seeds {
        check_parse(input);
    }
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let runs = 200_000;
    for _ in 0..runs {
        check_parse(&mutate(&mut rng, &seeds));
    }
    eprintln!("parse: {} corpus inputs, {runs} mutations", seeds.len());
}

#[test]
fn solve_corpus_and_mutations() {
    let seeds = corpus("solve");
    assert!(!seeds.is_empty());
    let (mut solver, mut oracle) = (Solver::new(), Solver::new());
    for input in &seeds {
        check_solve(input, &mut solver, &mut oracle);
    }
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    let runs = 20_000;
    for _ in 0..runs {
        check_solve(&mutate(&mut rng, &seeds), &mut solver, &mut oracle);
    }
    eprintln!("solve: {} corpus inputs, {runs} mutations", seeds.len());
}
