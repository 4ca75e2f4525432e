//! `npuzzle serve`'s settings: each bad one refused before anything listens, exit 2, with the
//! option named; a good one starts, prints its registration URL, and answers its JWKS.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};

fn site() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("npuzzle-serve-site-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html><title>site</title>").unwrap();
    dir
}

fn refused(args: &[&str]) -> String {
    let o = Command::new(env!("CARGO_BIN_EXE_npuzzle"))
        .arg("serve")
        .args(args)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{args:?}");
    String::from_utf8(o.stderr).unwrap()
}

#[test]
fn bad_settings_are_refused_naming_the_option() {
    let site = site();
    let site = site.to_str().unwrap();
    let db = format!("sqlite:{site}/class.db");
    let e = refused(&["--public-url", "ftp://x", "--site", site, "--db", &db]);
    assert!(e.contains("--public-url ftp://x"), "{e}");
    let e = refused(&["--public-url", "http://h/?q=1", "--site", site, "--db", &db]);
    assert!(e.contains("no query"), "{e}");
    let e = refused(&[
        "--public-url",
        "http://puzzle.example.edu",
        "--site",
        site,
        "--db",
        &db,
    ]);
    assert!(e.contains("https:// (http:// only for localhost"), "{e}");
    let e = refused(&[
        "--public-url",
        "https://example.edu/puzzle",
        "--site",
        site,
        "--db",
        &db,
    ]);
    assert!(e.contains("no path"), "{e}");
    let e = refused(&["--site", "/nonexistent", "--db", &db]);
    assert!(e.contains("--site /nonexistent: no index.html"), "{e}");
    let e = refused(&["--site", site, "--db", "mysql://x"]);
    assert!(
        e.contains("--db mysql://x: use sqlite:FILE or postgres://"),
        "{e}"
    );
}

#[test]
fn it_starts_on_sqlite_and_publishes_its_key() {
    let site = site();
    let db = format!("sqlite:{}/start.db", site.display());
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    drop(listener);
    let listen = format!("127.0.0.1:{port}");
    let mut child = Command::new(env!("CARGO_BIN_EXE_npuzzle"))
        .args(["serve", "--listen", &listen, "--db", &db, "--site"])
        .arg(&site)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    assert_eq!(
        lines.next().unwrap().unwrap(),
        format!("serving: http://{listen}")
    );
    let registration = lines.next().unwrap().unwrap();
    let key = registration
        .strip_prefix(&format!("registration: http://{listen}/lti/register?key="))
        .unwrap_or_else(|| panic!("{registration}"));
    assert_eq!(key.len(), 43, "a key of 32 random bytes");
    let mut stream = std::net::TcpStream::connect(&listen).unwrap();
    write!(
        stream,
        "GET /lti/jwks HTTP/1.1\r\nHost: {listen}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    child.kill().unwrap();
    let _ = child.wait();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(
        answer.contains(r#""kty":"RSA""#) && answer.contains(r#""alg":"RS256""#),
        "{answer}"
    );
}
