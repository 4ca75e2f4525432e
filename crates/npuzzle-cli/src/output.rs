//! Standard output and what can go wrong with it: a reader that stops early (`| head`) ends the
//! program quietly, a full disk is an error message, never a panic, and never exit 0.

use npuzzle_i18n::{CliKey, Lang, Plain};
use std::fmt;
use std::io::{self, BufWriter, StdoutLock, Write};
use std::sync::Mutex;

/// Why a command did not finish normally.
#[derive(Debug)]
pub enum Failure {
    /// Bad input: printed as `npuzzle: MESSAGE`, exit 2.
    Message(String),
    /// A photo read whole in which no board could be read: `npuzzle: MESSAGE`, exit 1.
    Unread(String),
    /// A write that failed (a full disk): worded in the language when printed, exit 2.
    Write(io::Error),
    /// Whoever read standard output stopped reading: nothing more to say.
    Closed,
}

impl Failure {
    /// The same words as bad input (exit 2).
    pub fn into_message(self) -> Failure {
        match self {
            Failure::Unread(m) => Failure::Message(m),
            other => other,
        }
    }
}

impl From<String> for Failure {
    fn from(message: String) -> Failure {
        Failure::Message(message)
    }
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        if e.kind() == io::ErrorKind::BrokenPipe {
            Failure::Closed
        } else {
            Failure::Write(e)
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Message(m) | Failure::Unread(m) => f.write_str(m),
            Failure::Write(e) => write!(f, "cannot write the output: {e}"),
            Failure::Closed => f.write_str("output closed"),
        }
    }
}

/// A line on standard error, `npuzzle: ` and `key` in `lang` filled with `values`: what the
/// command says beside its answer (the tables' cache, progress), never its answer.
pub fn note(lang: Lang, key: CliKey, values: &[(&str, &dyn Plain)]) {
    eprintln!("npuzzle: {}", key.fill(lang, values));
}

/// A file's path as a message quotes it: hidden characters and line breaks written out (a
/// name with a direction override or a newline cannot make the message read otherwise).
pub fn shown(path: &std::path::Path) -> String {
    npuzzle_core::printable(&path.display().to_string())
}

/// Buffered standard output; call [`Out::finish`] at the end so a failed last write is seen. An
/// `Out` dropped unfinished (a command that returned early, or forgot) keeps what its last flush
/// met for [`unreported`].
pub struct Out(BufWriter<StdoutLock<'static>>);

/// The first write error an `Out` met as it was dropped.
static UNREPORTED: Mutex<Option<io::Error>> = Mutex::new(None);

/// A write to standard output that failed and that no command returned (checked by `main` once a
/// command has finished): `npuzzle heuristic check … > /dev/full` is an error, not exit 0.
pub fn unreported() -> Option<Failure> {
    let kept = UNREPORTED.lock().unwrap_or_else(|e| e.into_inner()).take();
    // Anything written to standard output outside an `Out` is flushed here.
    let last = io::stdout().lock().flush().err();
    kept.or(last).map(Failure::from)
}

impl Drop for Out {
    fn drop(&mut self) {
        if let Err(e) = self.0.flush() {
            let mut kept = UNREPORTED.lock().unwrap_or_else(|e| e.into_inner());
            kept.get_or_insert(e);
        }
    }
}

impl Out {
    pub fn new() -> Out {
        Out(BufWriter::with_capacity(64 * 1024, io::stdout().lock()))
    }

    /// Flushes, reporting what the final write met (a full disk shows up here).
    pub fn finish(mut self) -> Result<(), Failure> {
        self.0.flush().map_err(Failure::from)
    }
}

impl Write for Out {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write(buf)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}
