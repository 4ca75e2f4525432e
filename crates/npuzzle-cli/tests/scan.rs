//! `npuzzle scan` and `npuzzle scan-bench` end to end: held-out photos saved by the bench, read
//! back by `scan` in the assignment format and as JSON, and bad photos refused with exit 1.

use std::path::PathBuf;
use std::process::Output;

mod common;

fn npuzzle(args: &[&str]) -> Output {
    common::finish(common::command(args).spawn().unwrap(), "")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

fn scratch(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("npuzzle-scan-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Held-out photos `first`… saved by the bench in `dir` with their truth; its JSON output.
fn saved(dir: &std::path::Path, first: u64, photos: u64) -> Output {
    let (first, photos) = (first.to_string(), photos.to_string());
    let o = npuzzle(&[
        "scan-bench",
        "--photos",
        &photos,
        "--first",
        &first,
        "--size-known",
        "--save",
        dir.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    o
}

#[test]
fn photos_saved_by_the_bench_scan_back_to_their_boards() {
    let dir = scratch("corpus");
    let o = saved(&dir, 8000, 4);
    let lines: Vec<serde_json::Value> = text(&o.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 5, "one line per photo, then the totals");
    let totals = &lines[4];
    assert_eq!(totals["photos"], 4);
    for key in [
        "exact", "silent", "flagged", "failed", "medianMs", "p95Ms", "maxMs",
    ] {
        assert!(totals.get(key).is_some(), "totals lack {key}");
    }
    let truth: Vec<serde_json::Value> = std::fs::read_to_string(dir.join("truth.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(truth.len(), 4);
    let mut exact = 0;
    for t in &truth {
        let photo = dir.join(t["file"].as_str().unwrap());
        let (rows, cols) = (t["rows"].as_u64().unwrap(), t["cols"].as_u64().unwrap());
        let size = format!("{rows}x{cols}");
        let o = npuzzle(&["scan", photo.to_str().unwrap(), "--size", &size, "--json"]);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
        let r: serde_json::Value = serde_json::from_str(text(&o.stdout).trim()).unwrap();
        assert_eq!(
            (r["rows"].as_u64(), r["cols"].as_u64()),
            (Some(rows), Some(cols))
        );
        assert!(r["uncertain"].is_array() && r["ms"].is_number(), "{r}");
        exact += usize::from(r["tiles"] == t["tiles"]);
        // The assignment format reads back as the same board.
        let o = npuzzle(&["scan", photo.to_str().unwrap(), "--size", &size]);
        let printed = text(&o.stdout);
        let board = npuzzle_core::parse_board(&printed).unwrap();
        let tiles: Vec<u64> = r["tiles"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        assert_eq!(
            board.to_flat(),
            tiles
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        );
        assert!(
            text(&o.stderr).contains("from the photo in"),
            "{}",
            text(&o.stderr)
        );
    }
    assert!(exact >= 3, "{exact} of 4 read exactly");
}

#[test]
fn a_photo_with_no_board_or_no_photo_at_all_exits_1_with_a_worded_error() {
    let dir = scratch("bad");
    let plain = image::RgbImage::from_pixel(320, 240, image::Rgb([120, 130, 110]));
    let table = dir.join("table.png");
    plain.save(&table).unwrap();
    let o = npuzzle(&["scan", table.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        text(&o.stderr).contains("No puzzle found in the photo"),
        "{}",
        text(&o.stderr)
    );
    let notes = dir.join("notes.txt");
    std::fs::write(&notes, "1 2 3\n4 5 6\n7 8 0\n").unwrap();
    let o = npuzzle(&["scan", notes.to_str().unwrap(), "--lang", "de"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("kein Foto"), "{}", text(&o.stderr));
    // A size the reader cannot read, and a file that is not there: bad input, exit 2.
    let o = npuzzle(&["scan", table.to_str().unwrap(), "--size", "9x9"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("cannot be scanned"),
        "{}",
        text(&o.stderr)
    );
    let o = npuzzle(&["scan", dir.join("missing.jpg").to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn corners_given_read_a_board_the_reader_did_not_find() {
    // Photo 49 of the Blender corpus (tests/e2e/fixtures): its board is not found on its own.
    let fixtures = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/e2e/fixtures");
    let truth: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(format!("{fixtures}/scan-unfound.json")).unwrap(),
    )
    .unwrap();
    let photo = format!("{fixtures}/scan-unfound.jpg");
    let photo = photo.as_str();
    let dir = scratch("corners");
    let o = npuzzle(&["scan", photo]);
    assert_eq!(o.status.code(), Some(1), "not found without corners");
    // The corners in any order, as `x,y` pairs.
    let c: Vec<f64> = truth["corners"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| p.as_array().unwrap().iter().map(|v| v.as_f64().unwrap()))
        .collect();
    let given = format!(
        "{},{},{},{},{},{},{},{}",
        c[4], c[5], c[0], c[1], c[2], c[3], c[6], c[7]
    );
    // The bench does the same for every photo: the outline given, it is read.
    let o = npuzzle(&[
        "scan-bench",
        "--photos",
        "1",
        "--first",
        "5411",
        "--outline-given",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(
        text(&o.stdout).contains("outline given): 1 (100.0%) read exactly"),
        "{}",
        text(&o.stdout)
    );
    let o = npuzzle(&["scan", photo, "--corners", &given, "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let r: serde_json::Value = serde_json::from_str(text(&o.stdout).trim()).unwrap();
    assert_eq!(r["tiles"], truth["tiles"]);
    assert_eq!(r["corners"].as_array().map(Vec::len), Some(4));
    // The photo three times as large (1920 across: shrunk as it is decoded): the corners
    // given and answered are still the file's own pixels.
    let big = dir.join("unfound-big.png");
    let small = image::open(photo).unwrap();
    let (w, h) = (small.width() * 3, small.height() * 3);
    small
        .resize_exact(w, h, image::imageops::FilterType::Triangle)
        .save(&big)
        .unwrap();
    let tripled: Vec<String> = c.iter().map(|v| (v * 3.0).to_string()).collect();
    let order = [4, 5, 0, 1, 2, 3, 6, 7].map(|i| tripled[i].clone());
    let big = big.to_str().unwrap();
    let o = npuzzle(&["scan", big, "--corners", &order.join(","), "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let r: serde_json::Value = serde_json::from_str(text(&o.stdout).trim()).unwrap();
    assert_eq!(r["tiles"], truth["tiles"]);
    let answered: Vec<f64> = r["corners"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| p.as_array().unwrap().iter().map(|v| v.as_f64().unwrap()))
        .collect();
    let mut want = c.iter().map(|v| v * 3.0).collect::<Vec<_>>();
    let mut got = answered.clone();
    want.sort_by(f64::total_cmp);
    got.sort_by(f64::total_cmp);
    for (g, w) in got.iter().zip(&want) {
        assert!(
            (g - w).abs() < 12.0,
            "corners {answered:?} against {want:?}"
        );
    }
    // Not eight numbers, or corners outlining nothing: bad input, worded, exit 2.
    for bad in ["1,2,3", "a,b,c,d,e,f,g,h", "5,5,5,5,5,5,5,5"] {
        let o = npuzzle(&["scan", photo, "--corners", bad, "--lang", "es"]);
        assert_eq!(o.status.code(), Some(2), "{bad}");
        assert!(
            text(&o.stderr).contains("--corners: ocho números"),
            "{bad}: {}",
            text(&o.stderr)
        );
    }
}

#[test]
fn photos_over_a_limit_are_refused_saying_how_large_they_are_in_the_dialogs_words() {
    let dir = scratch("limits");
    // 22000×22000 pixels, by its header: refused before decoding, not called "not a photo".
    let mut huge = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec();
    huge.extend(22_000u32.to_be_bytes());
    huge.extend(22_000u32.to_be_bytes());
    huge.extend([8, 0, 0, 0, 0]);
    let mut crc = flate2::Crc::new();
    crc.update(&huge[12..]);
    huge.extend(crc.sum().to_be_bytes());
    let path = dir.join("huge.png");
    std::fs::write(&path, &huge).unwrap();
    let t = std::time::Instant::now();
    let o = npuzzle(&["scan", path.to_str().unwrap()]);
    assert!(t.elapsed().as_secs() < 5, "{:?}", t.elapsed());
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        text(&o.stderr).trim(),
        "npuzzle: The photo is 22,000×22,000 pixels (484 megapixels): photos up to 40 megapixels can be read."
    );
    // One byte over 50 MB does not read as 50 MB.
    let path = dir.join("over.jpg");
    let file = std::fs::File::create(&path).unwrap();
    file.set_len(50_000_001).unwrap();
    let o = npuzzle(&["scan", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        text(&o.stderr).trim(),
        "npuzzle: The file is 50.000001 MB: photos up to 50 MB can be read."
    );
    // A GIF is no photo the reader reads, in the dialog's words for it.
    let path = dir.join("anim.gif");
    std::fs::write(&path, b"GIF89a\x01\0\x01\0\0\0\0;").unwrap();
    let o = npuzzle(&["scan", path.to_str().unwrap()]);
    assert_eq!(
        text(&o.stderr).trim(),
        "npuzzle: This file is not a photo (a JPEG or PNG image)."
    );
    // A photo cut short (a download that stopped) is named so, in the dialog's words: it was
    // "no puzzle found" here and "not a photo" in the page (issue 79).
    let whole = std::fs::read(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/e2e/fixtures/scan-3x3.jpg"),
    )
    .unwrap();
    let path = dir.join("cut.jpg");
    std::fs::write(&path, &whole[..whole.len() / 2]).unwrap();
    for (lang, words) in [
        (
            "en",
            "npuzzle: This photo is cut short or damaged: its file does not hold the whole image.",
        ),
        (
            "de",
            "npuzzle: Dieses Foto ist abgeschnitten oder beschädigt: seine Datei enthält nicht das ganze Bild.",
        ),
    ] {
        let o = npuzzle(&["scan", path.to_str().unwrap(), "--lang", lang]);
        assert_eq!(o.status.code(), Some(1), "{lang}");
        assert_eq!(text(&o.stderr).trim(), words);
    }
    // A file name is quoted with its hidden characters written out.
    let o = npuzzle(&[
        "scan",
        dir.join("gpj.\u{202E}photo\n.jpg").to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = text(&o.stderr);
    assert!(err.contains("gpj.\\u{202E}photo\\u{A}.jpg: "), "{err}");
    assert!(
        !err.contains('\u{202E}') && err.trim_end().lines().count() == 1,
        "{err}"
    );
}
