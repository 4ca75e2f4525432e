//! `npuzzle package`: the panel's checks in its words, the format's manifest and adapter, and only
//! the exercise's own shape's tables, from a site folder made here.

#[allow(dead_code)]
mod common;

use std::io::Read;
use std::path::{Path, PathBuf};

/// A site folder as `trunk build` writes one, small: its files.json and the files it lists.
/// Made afresh: a run whose process id an earlier run had finds that run's folder, with the
/// links and the folder where a file belongs that the refusals' test left in it.
fn site(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("npuzzle-site-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let files = [
        (
            "index.html",
            "<!doctype html><html><head><title>N-puzzle</title></head><body></body></html>",
        ),
        ("app.js", "export default 1;"),
        ("lms-sync.js", "// sync"),
        ("scorm.js", "// 1.2"),
        ("scorm2004.js", "// 2004"),
        ("tables/pdb-4x4.bin", "4x4"),
        ("tables/pdb-4x4-quick.bin", "4x4 quick"),
        ("tables/pdb-5x5.bin", "5x5"),
    ];
    std::fs::create_dir_all(dir.join("tables")).unwrap();
    for (name, text) in files {
        std::fs::write(dir.join(name), text).unwrap();
    }
    let list: Vec<&str> = files.iter().map(|(n, _)| *n).collect();
    std::fs::write(
        dir.join("files.json"),
        serde_json::to_string(&list).unwrap(),
    )
    .unwrap();
    dir
}

fn unzip(path: &PathBuf) -> Vec<(String, String, zip::CompressionMethod)> {
    let mut archive = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    (0..archive.len())
        .map(|i| {
            let mut f = archive.by_index(i).unwrap();
            let mut text = String::new();
            f.read_to_string(&mut text).unwrap();
            (f.name().unwrap().to_string(), text, f.compression())
        })
        .collect()
}

/// `npuzzle package --site DIR ARGS -o OUT`.
fn package(dir: &Path, args: &[&str], out: &Path) -> std::process::Output {
    let mut all = vec!["package", "--site", dir.to_str().unwrap()];
    all.extend(args);
    all.extend(["-o", out.to_str().unwrap()]);
    common::command(&all).output().unwrap()
}

#[test]
fn a_scorm_2004_package_of_a_3x3_carries_its_adapter_and_no_tables() {
    let dir = site("3x3");
    let out = dir.join("out/week3.zip");
    let o = package(
        &dir,
        &[
            "--format",
            "scorm2004",
            "--task",
            "play",
            "--board",
            "1 2 3/4 _ 6/7 5 8",
            "--slack",
            "0",
            "--id",
            "week3",
        ],
        &out,
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let files = unzip(&out);
    let names: Vec<&str> = files.iter().map(|f| f.0.as_str()).collect();
    assert_eq!(
        names,
        [
            "index.html",
            "app.js",
            "lms-sync.js",
            "scorm2004.js",
            "imsmanifest.xml"
        ]
    );
    let page = &files[0].1;
    // The panel's query for the same settings: the board, goal and search, then the exercise.
    assert!(
        page.contains(r#"<meta name="npuzzle-exercise" content="board=1%202%203/4%20_%206/7%205%208&#38;goal=end&#38;algo=auto&#38;exercise=play&#38;exercise-id=week3&#38;slack=0&#38;hints=on&#38;lang=en">"#),
        "{page}"
    );
    assert!(page.contains(
        r#"<script src="lms-sync.js"></script><script src="scorm2004.js"></script></head>"#
    ));
    let manifest = &files[4].1;
    assert!(manifest.contains("<schemaversion>2004 4th Edition</schemaversion>"));
    assert!(manifest.contains(r#"<manifest identifier="npuzzle-week3""#));
    assert!(
        manifest.contains(r#"<file href="scorm2004.js"/>"#) && !manifest.contains("scorm.js\"")
    );
}

#[test]
fn the_teachers_language_and_rule_for_the_result_kept_travel_with_the_package() {
    let dir = site("ar");
    let out = dir.join("ar.zip");
    let args = ["--task", "play", "--board", "1 2 3/4 _ 6/7 5 8"];
    let o = package(
        &dir,
        &[&args[..], &["--lang", "ar", "--keep", "last"]].concat(),
        &out,
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let files = unzip(&out);
    let page = &files.iter().find(|f| f.0 == "index.html").unwrap().1;
    assert!(page.contains("&#38;keep=last&#38;lang=ar\">"), "{page}");
    let manifest = &files.iter().find(|f| f.0 == "imsmanifest.xml").unwrap().1;
    assert!(
        manifest.contains("<title>تمرين لغز N: الوصول إلى الهدف بحركات قليلة (3×3)</title>"),
        "{manifest}"
    );
    // A rule that is not one is refused in the command's words.
    let o = package(&dir, &[&args[..], &["--keep", "worst"]].concat(), &out);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("keep “worst” is neither best nor last"));
}

#[test]
fn a_4x4_package_carries_the_15_puzzles_tables_stored() {
    let dir = site("4x4");
    let out = dir.join("p.zip");
    let o = package(
        &dir,
        &[
            "--task",
            "play",
            "--board",
            "1 2 3 4/5 6 7 8/9 10 11 12/13 14 _ 15",
        ],
        &out,
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let files = unzip(&out);
    let tables: Vec<_> = files
        .iter()
        .filter(|f| f.0.starts_with("tables/"))
        .collect();
    assert_eq!(
        tables.iter().map(|f| f.0.as_str()).collect::<Vec<_>>(),
        ["tables/pdb-4x4.bin", "tables/pdb-4x4-quick.bin"]
    );
    assert!(tables.iter().all(|f| f.2 == zip::CompressionMethod::Stored));
    assert!(
        files.iter().any(|f| f.0 == "scorm.js") && !files.iter().any(|f| f.0 == "scorm2004.js")
    );
    assert!(files.iter().any(|f| f.0 == "imsmanifest.xml" && f.1.contains("<schemaversion>1.2</schemaversion>")));
}

#[test]
fn bad_settings_are_refused_in_the_panels_words() {
    let dir = site("bad");
    let out = dir.join("never.zip");
    for (args, words) in [
        (
            vec!["--task", "predict", "--count", "0"],
            "Not ready: Questions: count “0” is not a number of questions from 1 to 20",
        ),
        (
            vec!["--task", "juggle"],
            "Not ready: the task “juggle” is not one",
        ),
        (
            vec!["--task", "children", "--algo", "bfs"],
            "Not ready: children needs A*, not Breadth-first search",
        ),
    ] {
        let all = [&["--board", "1 2 3/4 _ 6/7 5 8"][..], &args].concat();
        let o = package(&dir, &all, &out);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(words), "{args:?}: {err}");
        assert!(!out.exists(), "nothing written");
    }
    // An id with a direction override and a newline is quoted with both written out: the
    // message neither reads backwards nor breaks into a line that looks like another.
    let hostile = [
        "--task",
        "play",
        "--board",
        "1 2 3/4 _ 6/7 5 8",
        "--id",
        "week\u{202E}3\nnpuzzle: done",
    ];
    let o = package(&dir, &hostile, &out);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains(
            "Not ready: the exercise id “week\\u{202E}3\\u{A}npuzzle: done” is not usable"
        ),
        "{err}"
    );
    assert!(
        !err.contains('\u{202E}') && err.trim_end().lines().count() == 1,
        "{err}"
    );
    let board = ["--task", "play", "--board", "1 2 3/4 _ 6/7 5 8"];
    let o = package(&dir.join("nowhere"), &board, &out);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("build the site first"));
}

#[test]
fn a_heuristic_task_packs_with_its_pass_mark_and_no_question_count() {
    let dir = site("heuristic");
    let out = dir.join("h.zip");
    let args = [
        "--task",
        "heuristic",
        "--board",
        "1 2 3/4 _ 6/7 5 8",
        "--pass",
        "70%",
        "--count",
        "5",
        "--id",
        "week5-h",
    ];
    let o = package(&dir, &args, &out);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let page = &unzip(&out)[0].1;
    assert!(
        page.contains(
            "&#38;exercise=heuristic&#38;exercise-id=week5-h&#38;pass=70%25&#38;lang=en\">"
        ),
        "{page}"
    );
}

#[test]
fn a_tampered_file_list_is_refused_naming_the_entry_and_nothing_is_written() {
    let dir = site("tampered");
    let out = dir.join("out/never.zip");
    let good: Vec<String> =
        serde_json::from_str(&std::fs::read_to_string(dir.join("files.json")).unwrap()).unwrap();
    let args = ["--task", "play", "--board", "1 2 3/4 _ 6/7 5 8"];
    for (bad, words) in [
        (
            "../../etc/passwd",
            "names “../../etc/passwd” outside the site (..)",
        ),
        ("/etc/hostname", "names “/etc/hostname” from the root (/)"),
        ("a\\b", "names “a\\b” with a backslash"),
        ("C:x", "names “C:x” with a colon (C:, an address)"),
        ("app.js", "names “app.js” twice"),
        (
            "tables//pdb-4x4.bin",
            "names “tables//pdb-4x4.bin” with an empty or “.” part",
        ),
        (
            "evil\u{202E}sj.exe",
            "names “evil\\u{202E}sj.exe” with ?, #, % or a hidden character",
        ),
    ] {
        let mut listed = good.clone();
        listed.insert(1, bad.to_string());
        std::fs::write(
            dir.join("files.json"),
            serde_json::to_string(&listed).unwrap(),
        )
        .unwrap();
        let o = package(&dir, &args, &out);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{bad}: {err}");
        assert!(err.contains(words), "{bad}: {err}");
        assert!(err.contains(": build the site again."), "{err}");
        assert!(!err.contains('\u{202E}'), "{err}");
        assert!(!out.exists(), "{bad}: nothing written");
    }
}

/// The site's own files only: a link in it (to `/dev/zero`, which was read to 19.4 GB, or to a
/// file outside the site, which went into the zip) refuses the package, naming the file, and
/// no zip is written. Run in 1 GiB of address space.
#[test]
#[cfg(unix)]
fn a_link_in_the_site_is_refused_not_followed() {
    let outside = std::env::temp_dir().join(format!("npuzzle-secret-{}", std::process::id()));
    std::fs::write(&outside, "not for the package").unwrap();
    for (tag, target) in [
        ("zero", PathBuf::from("/dev/zero")),
        ("outside", outside.clone()),
    ] {
        let dir = site(&format!("link-{tag}"));
        std::fs::remove_file(dir.join("app.js")).unwrap();
        std::os::unix::fs::symlink(&target, dir.join("app.js")).unwrap();
        let out = dir.join("out.zip");
        let o = limited_package(&dir, &out);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{tag}: {err}");
        let app = dir.join("app.js");
        assert_eq!(
            err.trim_end(),
            format!(
                "npuzzle: {} is a link, or lies behind one: a package takes only the site's own files",
                app.display()
            ),
            "{tag}"
        );
        assert!(!out.exists(), "{tag}: no zip");
    }
    // A folder of the site that is a link out of it.
    let dir = site("link-folder");
    let elsewhere = site("link-elsewhere");
    std::fs::remove_dir_all(dir.join("tables")).unwrap();
    std::os::unix::fs::symlink(elsewhere.join("tables"), dir.join("tables")).unwrap();
    let out = dir.join("out.zip");
    let o = limited_package(&dir, &out);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("pdb-4x4.bin is a link, or lies behind one"),
        "{err}"
    );
    // A device or a folder listed as a file is not a file.
    let dir = site("folder");
    std::fs::remove_file(dir.join("app.js")).unwrap();
    std::fs::create_dir(dir.join("app.js")).unwrap();
    let o = limited_package(&dir, &dir.join("out.zip"));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("app.js is not a file"), "{err}");
}

/// A 4×4 play package of the site in `dir`, in 1 GiB of address space.
fn limited_package(dir: &Path, out: &Path) -> std::process::Output {
    let args = [
        "package",
        "--site",
        dir.to_str().unwrap(),
        "--task",
        "play",
        "--board",
        "1 2 3 4/5 6 7 8/9 10 11 12/13 14 _ 15",
        "-o",
        out.to_str().unwrap(),
    ];
    common::limited(1024, &args).output().unwrap()
}
