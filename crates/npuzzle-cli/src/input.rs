//! Reading the input text, bounded: a wrong file (`/dev/zero`, a video) is refused by its size
//! before it fills memory, and bytes that are not text are named as such. Files of other kinds
//! (a photo, tables) are read by [`read_file`], bounded by their format's limit.

use crate::output::shown;
use npuzzle_i18n::{CliKey, Lang};
use std::io::Read;
use std::path::{Path, PathBuf};

/// The most `solve` and `explain` read: the core's own limit on a board's text.
pub const MAX_BOARD_BYTES: u64 = npuzzle_core::MAX_BOARD_TEXT as u64;
/// The most `bench` reads: about 100,000 lines of 15-puzzles with labels.
pub const MAX_BENCH_BYTES: u64 = 64 << 20;

/// The text of FILE, or of standard input when it is absent or `-`, if it is at most `limit`
/// bytes; what went wrong in `lang`.
pub fn read_input(file: Option<&PathBuf>, limit: u64, lang: Lang) -> Result<String, String> {
    let (name, reader): (String, Box<dyn Read>) = match file {
        Some(path) if path.as_os_str() != "-" => (
            path.display().to_string(),
            Box::new(std::fs::File::open(path).map_err(|e| {
                CliKey::CannotRead.fill(lang, &[("name", &path.display()), ("why", &e)])
            })?),
        ),
        _ => (
            CliKey::StandardInput.text(lang).into(),
            Box::new(std::io::stdin()),
        ),
    };
    read_bounded(reader, &name, limit, lang)
}

fn read_bounded(reader: impl Read, name: &str, limit: u64, lang: Lang) -> Result<String, String> {
    let mut bytes = Vec::new();
    reader
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| CliKey::CannotRead.fill(lang, &[("name", &name), ("why", &e)]))?;
    if bytes.len() as u64 > limit {
        let size = size_text(limit);
        return Err(CliKey::TooLarge.fill(lang, &[("name", &name), ("size", &size)]));
    }
    String::from_utf8(bytes).map_err(|e| {
        let n = e.utf8_error().valid_up_to() + 1;
        CliKey::NotText.fill(lang, &[("name", &name), ("n", &n)])
    })
}

/// Why [`read_file`] read nothing.
#[derive(Debug)]
pub enum Refused {
    /// Not there, not readable, or not a file: in words that name it.
    Said(String),
    /// Over the limit: its size if it is a file, one byte over the limit if a pipe. The caller
    /// says what files of its kind may be.
    TooLarge(u64),
}

/// The bytes of the file at `path` if it is at most `limit` bytes: a file, or a pipe (`<(…)`),
/// read no further than one byte past the limit. A device (`/dev/zero`: its size says 0), a
/// folder or a socket is refused before it is opened.
pub fn read_file(path: &Path, limit: u64, lang: Lang) -> Result<Vec<u8>, Refused> {
    let name = shown(path);
    let cannot = |e: std::io::Error| {
        Refused::Said(CliKey::CannotRead.fill(lang, &[("name", &name), ("why", &e)]))
    };
    let meta = std::fs::metadata(path).map_err(cannot)?;
    if !(meta.is_file() || is_pipe(&meta)) {
        return Err(Refused::Said(
            CliKey::NotAFile.fill(lang, &[("name", &name)]),
        ));
    }
    if meta.len() > limit {
        return Err(Refused::TooLarge(meta.len()));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(limit + 1).read_to_end(&mut bytes))
        .map_err(cannot)?;
    if bytes.len() as u64 > limit {
        return Err(Refused::TooLarge(bytes.len() as u64));
    }
    Ok(bytes)
}

#[cfg(unix)]
fn is_pipe(meta: &std::fs::Metadata) -> bool {
    std::os::unix::fs::FileTypeExt::is_fifo(&meta.file_type())
}

#[cfg(not(unix))]
fn is_pipe(_: &std::fs::Metadata) -> bool {
    false
}

/// `1 MiB`, `64 MiB`, `512 KiB`.
pub fn size_text(bytes: u64) -> String {
    if bytes >= 1 << 20 {
        format!("{} MiB", bytes >> 20)
    } else {
        format!("{} KiB", bytes >> 10)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounded_and_text_only() {
        assert_eq!(
            read_bounded(&b"1 2 3 0"[..], "x", 7, Lang::En).unwrap(),
            "1 2 3 0"
        );
        assert_eq!(
            read_bounded(&b"1 2 3 0 "[..], "x", 7, Lang::En).unwrap_err(),
            "x is larger than 0 KiB: that is not a board file"
        );
        assert_eq!(
            read_bounded(std::io::repeat(0), "zeros", MAX_BOARD_BYTES, Lang::En).unwrap_err(),
            "zeros is larger than 1 MiB: that is not a board file"
        );
        assert_eq!(
            read_bounded(&b"1 2 \xff"[..], "x", 100, Lang::Es).unwrap_err(),
            "x no es texto: el byte 5 no es UTF-8"
        );
    }

    #[test]
    fn files_are_read_up_to_their_limit_and_devices_not_at_all() {
        let path = std::env::temp_dir().join(format!("npuzzle-read-{}", std::process::id()));
        std::fs::write(&path, b"12345").unwrap();
        assert_eq!(read_file(&path, 5, Lang::En).unwrap(), b"12345");
        assert!(matches!(
            read_file(&path, 4, Lang::En),
            Err(Refused::TooLarge(5))
        ));
        std::fs::remove_file(&path).unwrap();
        let Err(Refused::Said(said)) = read_file(Path::new("/dev/zero"), 4, Lang::En) else {
            panic!("/dev/zero read");
        };
        assert!(said.starts_with("/dev/zero is not a file"), "{said}");
    }
}
