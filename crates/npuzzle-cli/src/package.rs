//! `npuzzle package`: an exercise's LMS package from the command line, for a teacher who makes
//! a week's exercises from a list. It goes through the Exercise panel's own code: the settings
//! are typed into the same fields, checked by the same rules with the same words, and the
//! package is planned by the same `npuzzle_app::package` (which files, the launch page, the
//! manifest), so the page and the command line write the same package for the same settings.

use crate::input::{Refused, read_file, size_text};
use crate::output::{Failure, shown};
use npuzzle_app::authored::Settings;
use npuzzle_app::state::exercise::author::{Format, Package};
use npuzzle_i18n::{CliKey, Lang};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// The built site (`trunk build --release` writes it to dist/): the package's files come
    /// from its files.json and index.html.
    #[arg(long, default_value = "dist")]
    pub site: PathBuf,
    /// scorm12 (Moodle, Canvas, nearly every LMS), scorm2004 (Blackboard, Brightspace, ILIAS,
    /// Open edX) or cmi5 (LMSes built on xAPI).
    #[arg(long, default_value = "scorm12", value_parser = format)]
    pub format: Format,
    /// play, predict, children or heuristic (write an admissible h for the 8-puzzle; the board
    /// is only shown).
    #[arg(long)]
    pub task: String,
    /// The exercise's board (`1 2 3/4 _ 6/7 5 8`; at most 16 cells).
    #[arg(long)]
    pub board: String,
    /// The goal: end (blank last, the default) or start (blank first).
    #[arg(long)]
    pub goal: Option<String>,
    /// The search asked about (predict: bfs, dfs, greedy or astar; children: astar).
    #[arg(long)]
    pub algo: Option<String>,
    /// Its heuristic.
    #[arg(long)]
    pub heuristic: Option<String>,
    /// Moves over the shortest that still pass (play; the panel's default 4).
    #[arg(long)]
    pub slack: Option<String>,
    /// Questions (predict, children; default 5 and 3).
    #[arg(long)]
    pub count: Option<String>,
    /// Hints: on, off or how many (play; default on).
    #[arg(long)]
    pub hints: Option<String>,
    /// The pass mark: 0.8 or 80% (predict, children: right answers; heuristic: the share of
    /// Manhattan's nodes h may generate; default 80%).
    #[arg(long)]
    pub pass: Option<String>,
    /// The id results are filed under (default: one made from the settings).
    #[arg(long)]
    pub id: Option<String>,
    /// Which result the LMS keeps when a student tries again: best (the default) or last.
    #[arg(long)]
    pub keep: Option<String>,
    /// The zip to write.
    #[arg(long, short)]
    pub out: PathBuf,
}

fn format(v: &str) -> Result<Format, String> {
    Format::from_value(v).ok_or_else(|| {
        let all: Vec<&str> = Format::ALL.iter().map(|f| f.value()).collect();
        format!(
            "`{}` is not a package format: use {}",
            npuzzle_core::printable(v),
            all.join(", ")
        )
    })
}

pub fn run(args: &Args, lang: Lang) -> Result<ExitCode, Failure> {
    let package = plan(args, lang)?;
    let site = Site::open(&args.site)?;
    let mut budget = MAX_SITE_BYTES;
    let mut read = |name: &str| site.read(name, &mut budget, lang);
    let listed: Vec<String> = serde_json::from_slice(&read("files.json")?)
        .map_err(|e| format!("{}: {e}", shown(&args.site.join("files.json"))))?;
    // Every name checked before any is read: a tampered list names nothing outside the site.
    npuzzle_app::package::site_files(&listed).map_err(|why| why.text(lang))?;
    let names: Vec<String> = listed
        .into_iter()
        .filter(|n| npuzzle_app::package::carries(n, &package.shape, package.format))
        .collect();
    let html = String::from_utf8_lossy(&read("index.html")?).into_owned();
    let launch = npuzzle_app::package::launch_page(&html, &package.query, package.format)
        .ok_or_else(|| "index.html has no </head>".to_string())?;
    let (manifest_name, manifest) = npuzzle_app::package::manifest(
        package.format,
        (&package.id, &package.title, package.lang),
        &names,
    );
    let mut files: Vec<(String, Vec<u8>)> = Vec::new();
    for name in names {
        let bytes = if name == "index.html" {
            launch.clone().into_bytes()
        } else {
            read(&name)?
        };
        files.push((name, bytes));
    }
    files.push((manifest_name.into(), manifest.into_bytes()));
    let bytes = zip(&files, &args.out)?;
    eprintln!(
        "{}: {} package of {} files, {bytes} bytes (exercise {})",
        shown(&args.out),
        package.format.name(),
        files.len(),
        package.id
    );
    Ok(ExitCode::SUCCESS)
}

/// The most bytes one file of the site may have: a release build's largest (the 4×4's tables,
/// 4.75 MB; the wasm, a few MB) many times over.
const MAX_SITE_FILE_BYTES: u64 = 64 << 20;
/// The most bytes the package's files may have together.
const MAX_SITE_BYTES: u64 = 256 << 20;

/// The built site, whose own files alone go into a package: a link (to `/dev/zero`, or to a
/// file outside the site) is refused, and so is anything that is not a file, or too large.
struct Site {
    dir: PathBuf,
    /// The folder with its links resolved: every file must resolve inside it.
    real: PathBuf,
}

impl Site {
    fn open(dir: &Path) -> Result<Site, String> {
        let real = std::fs::canonicalize(dir).map_err(|e| Site::unbuilt(dir, &e))?;
        Ok(Site {
            dir: dir.to_path_buf(),
            real,
        })
    }

    /// Where `path` could not be read: most likely the site was not built.
    fn unbuilt(path: &Path, e: &dyn std::fmt::Display) -> String {
        format!(
            "{}: {e} (build the site first: trunk build --release)",
            shown(path)
        )
    }

    /// The bytes of the site's file `name` (a name `site_files` accepted), counted against the
    /// `left` of the package's budget.
    fn read(&self, name: &str, left: &mut u64, lang: Lang) -> Result<Vec<u8>, String> {
        let path = self.dir.join(name);
        let shown_path = shown(&path);
        let link = || CliKey::SiteLink.fill(lang, &[("name", &shown_path)]);
        let meta = std::fs::symlink_metadata(&path).map_err(|e| Site::unbuilt(&path, &e))?;
        if meta.file_type().is_symlink() {
            return Err(link());
        }
        // A folder on the way may be a link out of the site.
        let resolved = std::fs::canonicalize(&path).map_err(|e| Site::unbuilt(&path, &e))?;
        if !resolved.starts_with(&self.real) {
            return Err(link());
        }
        if !meta.is_file() {
            return Err(CliKey::NotAFile.fill(lang, &[("name", &shown_path)]));
        }
        let too_large = |name: &str, limit: u64| {
            let size = size_text(limit);
            CliKey::SiteTooLarge.fill(lang, &[("name", &name), ("size", &size)])
        };
        let limit = MAX_SITE_FILE_BYTES.min(*left);
        let bytes = read_file(&path, limit, lang).map_err(|refused| match refused {
            Refused::Said(said) => said,
            Refused::TooLarge(_) if limit < MAX_SITE_FILE_BYTES => {
                too_large(&shown(&self.dir), MAX_SITE_BYTES)
            }
            Refused::TooLarge(_) => too_large(&shown_path, MAX_SITE_FILE_BYTES),
        })?;
        *left -= bytes.len() as u64;
        Ok(bytes)
    }
}

/// The exercise typed into the panel's fields and checked as the panel checks it
/// (`npuzzle_app::authored`): the package the panel's Download would make, or its words for
/// what is wrong.
fn plan(args: &Args, lang: Lang) -> Result<Package, String> {
    let settings = Settings {
        task: args.task.clone(),
        board: args.board.clone(),
        goal: args.goal.clone(),
        algo: args.algo.clone(),
        heuristic: args.heuristic.clone(),
        slack: args.slack.clone(),
        count: args.count.clone(),
        hints: args.hints.clone(),
        pass: args.pass.clone(),
        id: args.id.clone(),
        keep: args.keep.clone(),
        format: args.format,
    };
    npuzzle_app::authored::plan(&settings, lang)
}

/// Writes `files` as a zip to `out` (the tables stored as they are: zlib-compressed already);
/// its size in bytes.
fn zip(files: &[(String, Vec<u8>)], out: &Path) -> Result<u64, String> {
    use zip::write::SimpleFileOptions;
    if let Some(dir) = out.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", shown(dir)))?;
    }
    let file =
        std::fs::File::create(out).map_err(|e| format!("cannot write {}: {e}", shown(out)))?;
    let mut zip = zip::ZipWriter::new(file);
    let fail = |e: &dyn std::fmt::Display| format!("cannot write {}: {e}", shown(out));
    for (name, bytes) in files {
        let options = if name.ends_with(".bin") {
            SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored)
        } else {
            SimpleFileOptions::default()
                .compression_method(zip::CompressionMethod::Deflated)
                .compression_level(Some(6))
        };
        zip.start_file(name.as_str(), options)
            .map_err(|e| fail(&e))?;
        zip.write_all(bytes).map_err(|e| fail(&e))?;
    }
    let file = zip.finish().map_err(|e| fail(&e))?;
    file.metadata().map(|m| m.len()).map_err(|e| fail(&e))
}
