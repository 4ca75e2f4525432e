//! `npuzzle scan PHOTO`: the board in a photo of a real puzzle, printed in the assignment format
//! (or as JSON), with the cells whose reading is not sure; and `npuzzle scan-bench`: the reader
//! measured on held-out synthetic photos.

use crate::input::{MAX_BENCH_BYTES, Refused, read_file, read_input};
use crate::output::{Failure, Out, shown};
use npuzzle_core::{Board, Goal, Shape, is_solvable, parse_shape};
use npuzzle_i18n::{CliKey, Fixed, Lang, ScanKey};
use npuzzle_scan::synth::{self, Fonts, Outcome};
use npuzzle_scan::{MAX_BYTES, ScanError, grid};
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// The photo: a JPEG or PNG file (`-` for standard input).
    pub photo: PathBuf,
    /// The board's size, e.g. 4 or 3x4 (default: read off the photo).
    #[arg(long, short)]
    pub size: Option<String>,
    /// The board's four corners in the photo's pixels, any order: `x,y,x,y,x,y,x,y`. When no
    /// board is found, or the wrong one, the photo is read within these.
    #[arg(long, allow_hyphen_values = true)]
    pub corners: Option<String>,
    /// Print `{"rows", "cols", "tiles", "uncertain", "otherSize", "corners", "ms"}`
    /// (`otherSize`: `[rows, cols]` of a size that read nearly as well, or null).
    #[arg(long)]
    pub json: bool,
}

#[derive(clap::Args)]
pub struct BenchArgs {
    /// How many held-out photos (3×3, 3×4, 4×4 and 5×5 in turn).
    #[arg(long, short = 'n', default_value_t = 200)]
    pub photos: u64,
    /// The first held-out photo (photo i is seed 2^40 + i; training never sees these).
    #[arg(long, default_value_t = 0)]
    pub first: u64,
    /// Tell the reader each board's size, as the page's user confirms it.
    #[arg(long)]
    pub size_known: bool,
    /// Give the reader each board's true corners, as a user who dragged the outline onto them.
    #[arg(long)]
    pub outline_given: bool,
    /// Write each photo (`SEED.jpg`) and `truth.jsonl` (its size, tiles and corners) here.
    #[arg(long)]
    pub save: Option<PathBuf>,
    /// Read the photos of another corpus instead: this folder's `truth.jsonl` (one line a photo:
    /// `file`, `rows`, `cols`, `tiles`, `corners`, as `--save` writes it) and its files;
    /// `--first` and `--photos` pick lines. E.g. `bench/scan-blender/photos`.
    #[arg(long, conflicts_with = "save")]
    pub from: Option<PathBuf>,
    /// One JSON object per photo, then the totals.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: &Args, lang: Lang) -> Result<ExitCode, Failure> {
    let size = match &args.size {
        Some(text) => {
            let shape = parse_shape(text)
                .map_err(|e| CliKey::BadOption.fill(lang, &[("option", &"--size"), ("why", &e)]))?;
            let size = (shape.rows(), shape.cols());
            if !(npuzzle_scan::grid::SIDES.contains(&size.0)
                && npuzzle_scan::grid::SIDES.contains(&size.1))
            {
                return Err(worded(&ScanError::Size(size.0, size.1), lang).into_message());
            }
            Some(size)
        }
        None => None,
    };
    let bad_corners = || {
        let why = CliKey::ScanCorners.text(lang);
        Failure::from(CliKey::BadOption.fill(lang, &[("option", &"--corners"), ("why", &why)]))
    };
    let corners = args
        .corners
        .as_deref()
        .map(|text| corners(text).ok_or_else(bad_corners))
        .transpose()?;
    let bytes = read_photo(&args.photo, lang)?;
    let t = Instant::now();
    let reading = match corners {
        None => npuzzle_scan::read(&bytes, size),
        Some(quad) => npuzzle_scan::read_bytes_within(&bytes, quad, size),
    };
    let reading = match reading {
        // Corners given that outline nothing (all in one place, or in a line).
        Err(ScanError::NoBoard) if corners.is_some() => return Err(bad_corners()),
        other => other.map_err(|e| worded(&e, lang))?,
    };
    let ms = t.elapsed().as_secs_f64() * 1000.0;
    let shape = Shape::new(reading.rows, reading.cols).map_err(|e| e.to_string())?;
    let tiles = reading.tiles.iter().map(|&t| u16::from(t)).collect();
    let board = Board::new(shape, tiles).map_err(|e| e.to_string())?;
    let mut out = Out::new();
    if args.json {
        let value = serde_json::json!({
            "rows": reading.rows,
            "cols": reading.cols,
            "tiles": reading.tiles,
            "uncertain": reading.uncertain,
            "otherSize": reading.other_size.map(|(r, c)| [r, c]),
            "corners": reading.corners.map(|(x, y)| [x.round(), y.round()]),
            "ms": (ms * 10.0).round() / 10.0,
        });
        writeln!(out, "{value}")?;
    } else {
        writeln!(out, "{}", board.to_assignment().trim_end())?;
        let size = format!("{}×{}", reading.rows, reading.cols);
        eprintln!(
            "{}",
            CliKey::ScanRead.fill(lang, &[("size", &size), ("ms", &(ms.round() as u64))])
        );
        if !reading.uncertain.is_empty() {
            let cells: Vec<String> = reading
                .uncertain
                .iter()
                .map(|&i| {
                    let (row, col) = (i / reading.cols + 1, i % reading.cols + 1);
                    CliKey::ScanCell.fill(lang, &[("row", &row), ("col", &col)])
                })
                .collect();
            eprintln!(
                "{}",
                CliKey::ScanCheck.fill(lang, &[("cells", &cells.join(", "))])
            );
        }
        if !is_solvable(&board, &Goal::new(Board::blank_last(shape))) {
            eprintln!("{}", CliKey::ScanUnsolvable.text(lang));
        }
    }
    out.finish()?;
    Ok(ExitCode::SUCCESS)
}

/// Lines `first..first + count` of `dir`'s `truth.jsonl`, each with its photo's bytes.
fn corpus(
    dir: &std::path::Path,
    first: u64,
    count: u64,
    lang: Lang,
) -> Result<Vec<synth::Photo>, Failure> {
    let path = dir.join("truth.jsonl");
    let text = read_input(Some(&path), MAX_BENCH_BYTES, lang)?;
    let bad = |n: usize, why: &str| format!("{}:{}: {why}", shown(&path), n + 1);
    let mut photos = Vec::new();
    // Blank lines (a file's last, or between runs) are no photos.
    let lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    for (n, line) in lines.skip(first as usize).take(count as usize) {
        let v: serde_json::Value =
            serde_json::from_str(line).map_err(|e| bad(n, &e.to_string()))?;
        let number = |key: &str| {
            v[key]
                .as_u64()
                .map(|k| k as usize)
                .ok_or_else(|| bad(n, &format!("`{key}` is not a number")))
        };
        let (rows, cols) = (number("rows")?, number("cols")?);
        let tiles: Vec<u8> = serde_json::from_value(v["tiles"].clone())
            .map_err(|_| bad(n, "`tiles` is not a list of numbers"))?;
        let corners: [[f32; 2]; 4] = serde_json::from_value(v["corners"].clone())
            .map_err(|_| bad(n, "`corners` is not four [x, y] pairs"))?;
        if !(grid::SIDES.contains(&rows) && grid::SIDES.contains(&cols)) {
            return Err(bad(n, "`rows` and `cols` must be 2 to 6").into());
        }
        let mut sorted = tiles.clone();
        sorted.sort_unstable();
        if sorted.len() != rows * cols
            || sorted.iter().enumerate().any(|(i, &t)| usize::from(t) != i)
        {
            return Err(bad(
                n,
                "`tiles` must hold each number from 0 to rows × cols − 1 once",
            )
            .into());
        }
        let file = v["file"]
            .as_str()
            .ok_or_else(|| bad(n, "`file` is not a file name"))?;
        let jpeg =
            read_file(&dir.join(file), MAX_BYTES as u64, lang).map_err(
                |refused| match refused {
                    Refused::Said(said) => bad(n, &said),
                    Refused::TooLarge(size) => bad(
                        n,
                        &worded(&ScanError::TooLarge(size as usize), lang).to_string(),
                    ),
                },
            )?;
        photos.push(synth::Photo {
            jpeg,
            rows,
            cols,
            tiles,
            corners: corners.map(|[x, y]| (x, y)),
            style: v["style"].as_str().unwrap_or("").to_owned(),
        });
    }
    Ok(photos)
}

/// `x,y,x,y,x,y,x,y` (commas or spaces) as four corners.
fn corners(text: &str) -> Option<npuzzle_scan::find::Quad> {
    let numbers: Vec<f32> = text
        .split([',', ' '])
        .filter(|s| !s.is_empty())
        .map(|s| s.parse::<f32>().ok().filter(|v| v.is_finite() && *v >= 0.0))
        .collect::<Option<_>>()?;
    let [x0, y0, x1, y1, x2, y2, x3, y3] = numbers[..] else {
        return None;
    };
    Some([(x0, y0), (x1, y1), (x2, y2), (x3, y3)])
}

/// Reads the photo, refusing one over [`MAX_BYTES`] (by its size when it is a file) and
/// anything that is not a file or a pipe (`/dev/zero`) before reading it.
fn read_photo(path: &Path, lang: Lang) -> Result<Vec<u8>, Failure> {
    let too_large = |n: u64| worded(&ScanError::TooLarge(n as usize), lang);
    if path.as_os_str() != "-" {
        return read_file(path, MAX_BYTES as u64, lang).map_err(|refused| match refused {
            Refused::Said(said) => Failure::Message(said),
            Refused::TooLarge(n) => too_large(n),
        });
    }
    let mut bytes = Vec::new();
    std::io::stdin()
        .take(MAX_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| e.to_string())?;
    if bytes.len() > MAX_BYTES {
        return Err(too_large(bytes.len() as u64));
    }
    Ok(bytes)
}

/// The reader's error in the user's language, in the Scan dialog's words for it (the same
/// message by the same id, `scan-` + its kind). Exit 1: the photo was read, no board was found.
fn worded(e: &ScanError, lang: Lang) -> Failure {
    let key = scan_key(e);
    let millions = |n: u64, limit: u64| Fixed::beside(n, limit, 1_000_000);
    let text = match *e {
        ScanError::TooLarge(n) => key.fill(
            lang,
            &[
                ("mb", &millions(n as u64, MAX_BYTES as u64)),
                ("max", &(MAX_BYTES / 1_000_000)),
            ],
        ),
        ScanError::TooManyPixels { width, height, max } => key.fill(
            lang,
            &[
                ("width", &width),
                ("height", &height),
                ("mp", &millions(u64::from(width) * u64::from(height), max)),
                ("max", &(max / 1_000_000)),
            ],
        ),
        ScanError::Size(r, c) => key.fill(lang, &[("size", &format!("{r}×{c}"))]),
        _ => key.fill(lang, &[]),
    };
    Failure::Unread(text)
}

/// The Scan dialog's message for `e`: `scan-` + its kind.
fn scan_key(e: &ScanError) -> ScanKey {
    let id = format!("scan-{}", e.kind());
    let at = ScanKey::IDS.iter().position(|i| *i == id);
    ScanKey::ALL[at.expect("every kind of scan error has its words (tested)")]
}

pub fn bench(args: &BenchArgs, lang: Lang) -> Result<ExitCode, Failure> {
    let fonts = match &args.from {
        Some(_) => None,
        None => Some(Fonts::load().map_err(|e| e.to_string())?),
    };
    let corpus = match &args.from {
        Some(dir) => Some(corpus(dir, args.first, args.photos, lang)?),
        None => None,
    };
    if let Some(dir) = &args.save {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", shown(dir)))?;
    }
    let mut out = Out::new();
    let mut truth = String::new();
    let mut all: Vec<Outcome> = Vec::new();
    let mut sizes: Vec<(usize, usize)> = Vec::new();
    for i in args.first..args.first + args.photos {
        let (photo, outcome) = match (&corpus, &fonts) {
            (Some(photos), _) => {
                let Some(photo) = photos.get((i - args.first) as usize) else {
                    break;
                };
                let outcome = synth::measure(photo, i, args.size_known, args.outline_given);
                (None, outcome)
            }
            (None, Some(fonts)) => {
                let (photo, outcome) = synth::bench(fonts, i, args.size_known, args.outline_given);
                (Some(photo), outcome)
            }
            (None, None) => unreachable!("fonts are loaded when no corpus is given"),
        };
        let number = outcome
            .seed
            .checked_sub(synth::HELD_OUT)
            .unwrap_or(outcome.seed);
        if !sizes.contains(&(outcome.rows, outcome.cols)) {
            sizes.push((outcome.rows, outcome.cols));
        }
        if let (Some(dir), Some(photo)) = (&args.save, &photo) {
            let name = format!("{number}.jpg");
            std::fs::write(dir.join(&name), &photo.jpeg).map_err(|e| e.to_string())?;
            let line = serde_json::json!({
                "file": name, "rows": photo.rows, "cols": photo.cols, "tiles": photo.tiles,
                "corners": photo.corners.map(|(x, y)| [x.round(), y.round()]), "style": photo.style,
            });
            truth.push_str(&format!("{line}\n"));
        }
        if args.json {
            writeln!(out, "{}", outcome_json(number, &outcome))?;
        }
        all.push(outcome);
    }
    if let Some(dir) = &args.save {
        std::fs::write(dir.join("truth.jsonl"), truth).map_err(|e| e.to_string())?;
    }
    write_totals(&mut out, args, lang, &all, &mut sizes)?;
    out.finish()?;
    Ok(ExitCode::SUCCESS)
}

/// One photo's line of `--json`.
fn outcome_json(number: u64, outcome: &Outcome) -> serde_json::Value {
    serde_json::json!({
        "photo": number, "rows": outcome.rows, "cols": outcome.cols,
        "style": outcome.style, "exact": outcome.exact, "silent": outcome.silent,
        "read": outcome.read.map(|(r, c)| format!("{r}x{c}")),
        "other": outcome.other.map(|(r, c)| format!("{r}x{c}")),
        "error": outcome.error.as_ref().map(ToString::to_string),
        "ms": (outcome.ms * 10.0).round() / 10.0,
    })
}

/// The totals: read exactly, wrong without a flag, flagged, not read, and times (`sizes`: the
/// boards' sizes seen).
fn write_totals(
    out: &mut Out,
    args: &BenchArgs,
    lang: Lang,
    all: &[Outcome],
    sizes: &mut [(usize, usize)],
) -> std::io::Result<()> {
    let count = |f: &dyn Fn(&Outcome) -> bool| all.iter().filter(|o| f(o)).count();
    let n = all.len().max(1) as f64;
    let share = |k: usize| format!("{k} ({:.1}%)", k as f64 / n * 100.0);
    let (exact, silent, failed) = (
        count(&|o| o.exact),
        count(&|o| o.silent),
        count(&|o| o.error.is_some()),
    );
    let flagged = all.len() - exact - silent - failed;
    let mut ms: Vec<f64> = all.iter().map(|o| o.ms).collect();
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| {
        ms.get(((ms.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or(0.0)
    };
    if args.json {
        let line = serde_json::json!({
            "photos": all.len(), "exact": exact, "silent": silent, "flagged": flagged, "failed": failed,
            "medianMs": (at(0.5) * 10.0).round() / 10.0, "p95Ms": (at(0.95) * 10.0).round() / 10.0,
            "maxMs": (at(1.0) * 10.0).round() / 10.0,
        });
        writeln!(out, "{line}")?;
    } else {
        sizes.sort_unstable();
        let sizes = sizes
            .iter()
            .map(|(r, c)| format!("{r}×{c}"))
            .collect::<Vec<_>>()
            .join(", ");
        let mut known = String::new();
        if args.size_known {
            known += CliKey::ScanBenchKnown.text(lang);
        }
        if args.outline_given {
            known += CliKey::ScanBenchOutline.text(lang);
        }
        writeln!(
            out,
            "{}",
            CliKey::ScanBench.fill(
                lang,
                &[
                    ("photos", &all.len()),
                    ("sizes", &sizes),
                    ("known", &known),
                    ("exact", &share(exact)),
                    ("silent", &share(silent)),
                    ("flagged", &share(flagged)),
                    ("failed", &share(failed)),
                ]
            )
        )?;
        writeln!(
            out,
            "{}",
            CliKey::ScanBenchTime.fill(
                lang,
                &[
                    ("median", &(at(0.5).round() as u64)),
                    ("p95", &(at(0.95).round() as u64)),
                    ("max", &(at(1.0).round() as u64)),
                ]
            )
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_scan_error_is_worded_by_the_dialogs_message() {
        for e in [
            ScanError::TooLarge(50_000_001),
            ScanError::TooManyPixels {
                width: 22_000,
                height: 22_000,
                max: npuzzle_scan::MAX_PIXELS,
            },
            ScanError::NotAnImage,
            ScanError::Damaged,
            ScanError::NoBoard,
            ScanError::TwoBoards,
            ScanError::Size(7, 7),
            ScanError::NoGrid,
            ScanError::CutOff,
        ] {
            let Failure::Unread(text) = worded(&e, Lang::En) else {
                unreachable!()
            };
            assert!(
                !text.contains('\u{1}') && !text.contains('{'),
                "{e:?}: {text}"
            );
        }
        let said = |e| match worded(&e, Lang::En) {
            Failure::Unread(text) => text,
            _ => unreachable!(),
        };
        assert_eq!(
            said(ScanError::TooLarge(50_000_001)),
            "The file is 50.000001 MB: photos up to 50 MB can be read."
        );
        assert_eq!(
            said(ScanError::Size(7, 7)),
            "A 7×7 board cannot be scanned: sizes from 2×2 to 6×6."
        );
    }
}
