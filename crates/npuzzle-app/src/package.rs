//! An exercise's LMS package, as plain text work shared by the Exercise panel (which fetches the
//! site's files and zips them in `www/scorm-pack.js`) and `npuzzle package` (which reads them
//! from a folder): which of the site's files it carries, its launch page and its manifest
//! (`imsmanifest.xml`, or cmi5's `cmi5.xml`). One implementation, so the page and the command
//! line write the same package for the same settings.

use crate::i18n::{Key, Said};
use crate::state::records::Format;

/// Why a name in the site's file list cannot go into a package: an LMS unzips the package's
/// names as paths, and the page fetches them as addresses beside its own, so a name must be a
/// plain relative path inside the site, listed once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadName {
    /// A `..` part: it climbs out of the site.
    Parent,
    /// It starts at the root (`/etc/hostname`).
    Absolute,
    /// A backslash (`a\b`): a separator on Windows, never in a package.
    Backslash,
    /// A colon: a drive letter (`C:x`) or an address's scheme (`https:`).
    Colon,
    /// An empty or `.` part (`a//b`, `./a`, `a/`), or no name at all.
    Empty,
    /// Listed twice.
    Duplicate,
    /// A character a fetched or unzipped name must not hold: `?`, `#` or `%` (an address would
    /// read another file), or one that cannot be seen (a control or direction character).
    Character,
}

impl BadName {
    /// Its name in the words (`ex-pack-bad-name`'s `$why`).
    pub fn value(self) -> &'static str {
        match self {
            BadName::Parent => "parent",
            BadName::Absolute => "absolute",
            BadName::Backslash => "backslash",
            BadName::Colon => "colon",
            BadName::Empty => "empty",
            BadName::Duplicate => "duplicate",
            BadName::Character => "character",
        }
    }

    /// What is wrong with `name`, if anything (duplicates are [`site_files`]'s to find).
    pub fn of(name: &str) -> Option<BadName> {
        let parts = || name.split('/');
        Some(if name.starts_with('/') {
            BadName::Absolute
        } else if name.contains('\\') {
            BadName::Backslash
        } else if name.contains(':') {
            BadName::Colon
        } else if name.contains(['?', '#', '%']) || npuzzle_core::printable(name) != name {
            // `%2e%2e` is `..` to a server; a control or direction character hides what it is.
            BadName::Character
        } else if parts().any(|p| p == "..") {
            BadName::Parent
        } else if parts().any(|p| p.is_empty() || p == ".") {
            BadName::Empty
        } else {
            return None;
        })
    }
}

/// Checks the site's file list (`files.json`) before anything is read, fetched or zipped: the
/// first name that is not a relative path inside the site, or is listed twice, refuses the
/// package in words that quote it (its hidden characters written out).
pub fn site_files(names: &[String]) -> Result<(), Said> {
    match bad_name(names) {
        Some((name, why)) => Err(refusal(&name, why.value())),
        None => Ok(()),
    }
}

/// The first name of the site's file list that cannot go into a package, as it is shown (its
/// hidden characters written out), and why.
pub fn bad_name(names: &[String]) -> Option<(String, BadName)> {
    names.iter().enumerate().find_map(|(i, name)| {
        let why = BadName::of(name)
            .or_else(|| names[..i].contains(name).then_some(BadName::Duplicate))?;
        Some((npuzzle_core::shown(name, 80), why))
    })
}

/// The words that refuse a package for the name `shown` (as [`bad_name`] gives it), `why` being
/// a [`BadName::value`].
pub fn refusal(shown: &str, why: &str) -> Said {
    Said::key(Key::ExPackBadName)
        .with("name", shown.to_string())
        .with("why", why.to_string())
}

/// Whether a package for an exercise on `shape` (`4x4`) in `format` carries the site's file
/// `name` (as `files.json` lists it): every file but another format's adapter, and of the
/// tables only the shape's own (a 3×3 needs none; a 4×4 the 15-puzzle's, full and quick).
pub fn carries(name: &str, shape: &str, format: Format) -> bool {
    if Format::ALL
        .iter()
        .any(|&f| f != format && adapter(f) == name)
    {
        return false;
    }
    match name.strip_prefix("tables/") {
        None => true,
        Some(table) => table
            .strip_prefix(&format!("pdb-{shape}"))
            .is_some_and(|rest| rest.starts_with('.') || rest.starts_with('-')),
    }
}

/// The script that speaks `format` to the LMS (over `lms-sync.js`).
pub fn adapter(format: Format) -> &'static str {
    match format {
        Format::Scorm12 => "scorm.js",
        Format::Scorm2004 => "scorm2004.js",
        Format::Cmi5 => "cmi5.js",
    }
}

/// The site's page with the exercise's settings (`query`) in a meta tag and the format's
/// adapter loaded before the app; `None` if the page has no `</head>` to put them in. A cmi5
/// page speaks to the LMS's record store, wherever the LMS says it is: its content security
/// policy lets it connect there (the SCORM formats talk to a window, not a server).
pub fn launch_page(html: &str, query: &str, format: Format) -> Option<String> {
    let html = match format {
        Format::Cmi5 => html.replace("connect-src 'self'", "connect-src 'self' https: http:"),
        Format::Scorm12 | Format::Scorm2004 => html.to_string(),
    };
    let at = html.find("</head>")?;
    let head = format!(
        r#"<meta name="npuzzle-exercise" content="{}"><script src="lms-sync.js"></script><script src="{}"></script>"#,
        xml(query),
        adapter(format)
    );
    Some(format!("{}{head}{}", &html[..at], &html[at..]))
}

/// The package's manifest, named as `format` wants it (`imsmanifest.xml` for SCORM, `cmi5.xml`
/// for cmi5), with its text: one SCO (or AU) launched at `index.html`, no sequencing; a SCORM
/// manifest lists `files` (every file of the package but the manifest). `title` is in the
/// language tagged `lang` (cmi5's titles say which).
pub fn manifest(
    format: Format,
    (id, title, lang): (&str, &str, &str),
    files: &[String],
) -> (&'static str, String) {
    let ident: String = format!("npuzzle-{id}")
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || "_.-".contains(c) {
                c
            } else {
                '-'
            }
        })
        .collect();
    let title = xml(title);
    let (head, schema, scorm_type) = match format {
        Format::Scorm12 => (HEAD_12, "1.2", "adlcp:scormtype"),
        Format::Scorm2004 => (HEAD_2004, "2004 4th Edition", "adlcp:scormType"),
        Format::Cmi5 => return ("cmi5.xml", course_structure(&ident, &title, lang)),
    };
    let list: Vec<String> = files
        .iter()
        .map(|f| format!(r#"      <file href="{}"/>"#, xml(f)))
        .collect();
    let text = format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="{ident}" version="1.0"
{head}
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>{schema}</schemaversion>
  </metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>{title}</title>
      <item identifier="item" identifierref="sco" isvisible="true">
        <title>{title}</title>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" {scorm_type}="sco" href="index.html">
{list}
    </resource>
  </resources>
</manifest>
"#,
        list = list.join("\n")
    );
    ("imsmanifest.xml", text)
}

/// cmi5's course structure: a course of one AU at `index.html` (a relative URL: the LMS serves
/// the package's files), passed and completed to move on. Their ids are IRIs made of the
/// exercise's identifier (`ident`), so the same exercise keeps its records across uploads. The
/// mastery score is the LMS's to set; without one the exercise's own pass rule decides.
fn course_structure(ident: &str, title: &str, lang: &str) -> String {
    let lang = if lang == "en" { "en-US" } else { lang };
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="urn:npuzzle:course:{ident}">
    <title><langstring lang="{lang}">{title}</langstring></title>
    <description><langstring lang="{lang}">{title}</langstring></description>
  </course>
  <au id="urn:npuzzle:au:{ident}" moveOn="CompletedAndPassed" launchMethod="AnyWindow">
    <title><langstring lang="{lang}">{title}</langstring></title>
    <description><langstring lang="{lang}">{title}</langstring></description>
    <url>index.html</url>
  </au>
</courseStructure>
"#
    )
}

const HEAD_12: &str = r#"  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">"#;

const HEAD_2004: &str = r#"  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">"#;

/// Text for an XML attribute or element: `<>&"'` as character references.
fn xml(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '<' | '>' | '&' | '"' | '\'' => out.push_str(&format!("&#{};", u32::from(c))),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_package_carries_its_shapes_tables_and_its_formats_adapter_only() {
        let site = [
            "index.html",
            "lms-sync.js",
            "scorm.js",
            "scorm2004.js",
            "cmi5.js",
            "tables/pdb-4x4.bin",
            "tables/pdb-4x4-quick.bin",
            "tables/pdb-5x5.bin",
            "tables/pdb-4x40.bin",
        ];
        let kept = |shape: &str, format| -> Vec<&str> {
            site.iter()
                .copied()
                .filter(|n| carries(n, shape, format))
                .collect()
        };
        assert_eq!(
            kept("3x3", Format::Scorm12),
            ["index.html", "lms-sync.js", "scorm.js"]
        );
        assert_eq!(
            kept("4x4", Format::Scorm2004),
            [
                "index.html",
                "lms-sync.js",
                "scorm2004.js",
                "tables/pdb-4x4.bin",
                "tables/pdb-4x4-quick.bin"
            ]
        );
        assert_eq!(
            kept("5x5", Format::Cmi5),
            ["index.html", "lms-sync.js", "cmi5.js", "tables/pdb-5x5.bin"]
        );
    }

    #[test]
    fn a_file_list_naming_anything_but_the_sites_own_files_once_is_refused_by_name() {
        let site =
            |names: &[&str]| -> Vec<String> { names.iter().map(|n| n.to_string()).collect() };
        let ok = site(&[
            "index.html",
            "tables/pdb-4x4.bin",
            "lang/scan-fr.js",
            "a.b-c_d.js",
        ]);
        assert_eq!(site_files(&ok), Ok(()));
        for (name, why) in [
            ("../../etc/passwd", BadName::Parent),
            ("tables/../../x", BadName::Parent),
            ("..", BadName::Parent),
            ("/etc/hostname", BadName::Absolute),
            ("a\\b", BadName::Backslash),
            ("..\\x", BadName::Backslash),
            ("C:x", BadName::Colon),
            ("c:/windows/x", BadName::Colon),
            ("https://example.org/x.js", BadName::Colon),
            ("", BadName::Empty),
            ("a//b", BadName::Empty),
            ("./a", BadName::Empty),
            ("tables/", BadName::Empty),
            ("%2e%2e/x", BadName::Character),
            ("a?b", BadName::Character),
            ("a#b", BadName::Character),
            ("a\nb", BadName::Character),
            ("a\u{202E}b", BadName::Character),
        ] {
            assert_eq!(BadName::of(name), Some(why), "{name:?}");
            let listed = site(&["index.html", name]);
            let said = site_files(&listed).unwrap_err();
            assert_eq!(said.key, Key::ExPackBadName);
            assert!(
                said.args
                    .contains(&("why", crate::i18n::Arg::Plain(why.value().into())))
            );
        }
        let twice = site(&["index.html", "app.js", "index.html"]);
        let said = site_files(&twice).unwrap_err();
        assert_eq!(
            said.text(crate::i18n::Lang::En),
            "files.json names “index.html” twice: build the site again."
        );
        // Quoted with its hidden characters written out.
        let hidden = site(&["a\u{202E}lmth.exe"]);
        let text = site_files(&hidden).unwrap_err().text(crate::i18n::Lang::En);
        assert!(
            text.contains("“a\\u{202E}lmth.exe”") && !text.contains('\u{202E}'),
            "{text}"
        );
    }

    #[test]
    fn the_launch_page_and_manifest_say_what_the_lms_needs() {
        let page = launch_page(
            "<html><head><title>x</title></head>",
            "board=1 2&a=\"b\"",
            Format::Scorm2004,
        )
        .unwrap();
        assert_eq!(
            page,
            r#"<html><head><title>x</title><meta name="npuzzle-exercise" content="board=1 2&#38;a=&#34;b&#34;"><script src="lms-sync.js"></script><script src="scorm2004.js"></script></head>"#
        );
        assert!(launch_page("<html>", "", Format::Scorm12).is_none());
        let csp = r#"<head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; connect-src 'self'"></head>"#;
        assert!(
            launch_page(csp, "", Format::Scorm12)
                .unwrap()
                .contains("connect-src 'self'\"")
        );
        assert!(
            launch_page(csp, "", Format::Cmi5)
                .unwrap()
                .contains("connect-src 'self' https: http:\"")
        );
        let files = vec!["index.html".to_string(), "a&b.js".to_string()];
        let (name, m) = manifest(
            Format::Scorm12,
            ("week 3", "N-puzzle: <play>", "en"),
            &files,
        );
        assert_eq!(name, "imsmanifest.xml");
        assert!(m.contains(r#"<manifest identifier="npuzzle-week-3" version="1.0""#));
        assert!(m.contains("<schemaversion>1.2</schemaversion>"));
        assert!(m.contains(r#"adlcp:scormtype="sco" href="index.html""#));
        assert!(m.contains(r#"<file href="a&#38;b.js"/>"#));
        assert!(m.contains("<title>N-puzzle: &#60;play&#62;</title>"));
        let (_, m) = manifest(Format::Scorm2004, ("w", "t", "en"), &files);
        assert!(m.contains("<schemaversion>2004 4th Edition</schemaversion>"));
        assert!(m.contains(r#"adlcp:scormType="sco""#));
        assert!(m.contains(r#"xmlns="http://www.imsglobal.org/xsd/imscp_v1p1""#));
        let (name, m) = manifest(Format::Cmi5, ("week 3", "N-puzzle: <play>", "ar"), &files);
        assert_eq!(name, "cmi5.xml");
        assert!(m.contains(r#"<course id="urn:npuzzle:course:npuzzle-week-3">"#));
        assert!(m.contains(
            r#"<au id="urn:npuzzle:au:npuzzle-week-3" moveOn="CompletedAndPassed" launchMethod="AnyWindow">"#
        ));
        assert!(m.contains("<url>index.html</url>"));
        // The title says its language (the teacher's).
        assert!(m.contains(r#"<langstring lang="ar">N-puzzle: &#60;play&#62;</langstring>"#));
        assert!(!m.contains("a&#38;b.js"), "cmi5 lists no files");
    }
}
