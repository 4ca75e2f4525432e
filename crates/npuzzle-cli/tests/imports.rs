//! No two sibling modules of a crate import each other round a circle, read from the sources:
//! a circle means neither module can be read, changed or moved without the other, which is
//! usually a type living in a dispatcher or a builder that its callees import back. The fix is
//! to move the type to the module it belongs to (or to one of its own) and re-export it.
//!
//! A module is a file `foo.rs` or a directory `foo/` with its `mod.rs`, named by its path under
//! `src`. Every `use crate::…`, `use super::…`, `use self::…` and every such path written in
//! code is an edge from the module that writes it to the deepest module the path names. An edge
//! counts between the two *siblings* it joins, the children of the nearest common ancestor: an
//! import of `crate::search::trace` from `solver` is an edge `solver → search`. A module and its
//! own submodules may import each other freely. Test-only code (`#[cfg(test)]` items, `tests`
//! modules, `#[cfg(all(test, …))]` items) is left out: it is never built into the crate.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A module's path under its crate's root: `["search", "fast"]` for `crate::search::fast`.
type Module = Vec<String>;

/// One crate's sources, as read for this test.
struct Crate {
    name: String,
    files: Vec<File>,
}

/// One source file, its comments and literals blanked, its test-only items blanked.
struct File {
    /// Path relative to the crate's directory, for the messages.
    path: PathBuf,
    module: Module,
    code: String,
    /// Children this file declares under `#[cfg(test)]`.
    test_children: BTreeSet<String>,
}

/// An import from one module of another, and where it is written.
struct Import {
    from: Module,
    to: Module,
    site: String,
}

fn crates_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Every crate under `crates/*/src`. Binaries under `src/bin` are crates of their own, one file
/// each here, so they are skipped.
fn crates() -> Vec<Crate> {
    let mut dirs: Vec<PathBuf> = fs::read_dir(crates_dir())
        .expect("read crates/")
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("src").is_dir())
        .collect();
    dirs.sort();
    dirs.into_iter()
        .map(|dir| {
            let mut files = Vec::new();
            read_tree(&dir, &dir.join("src"), &mut files);
            Crate {
                name: dir.file_name().unwrap().to_string_lossy().into_owned(),
                files,
            }
        })
        .collect()
}

fn read_tree(krate: &Path, dir: &Path, files: &mut Vec<File>) {
    let mut entries: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        let rel = path.strip_prefix(krate.join("src")).unwrap().to_path_buf();
        if path.is_dir() {
            if rel != Path::new("bin") {
                read_tree(krate, &path, files);
            }
            continue;
        }
        if path.extension().and_then(|e| e.to_str()) != Some("rs") {
            continue;
        }
        let source = fs::read_to_string(&path).unwrap();
        let (code, test_children) = without_tests(&strip(&source));
        files.push(File {
            path: path.strip_prefix(krate).unwrap().to_path_buf(),
            module: module_of(&rel),
            code,
            test_children,
        });
    }
}

/// `lib.rs`/`main.rs` → the root, `a/mod.rs` → `a`, `a/b.rs` → `a::b`.
fn module_of(rel: &Path) -> Module {
    let mut parts: Module = rel
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    let is_root = parts.is_empty() && (stem == "lib" || stem == "main");
    if stem != "mod" && !is_root {
        parts.push(stem.to_owned());
    }
    parts
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Blanks a character, keeping line breaks so that positions keep their line numbers.
fn blank(out: &mut String, c: char) {
    out.push(if c == '\n' { '\n' } else { ' ' });
}

/// The source with comments, string literals and character literals blanked out.
fn strip(source: &str) -> String {
    let c: Vec<char> = source.chars().collect();
    let at = |i: usize| c.get(i).copied().unwrap_or('\0');
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    while i < c.len() {
        let from = i;
        let ident_before = i > 0 && is_ident(c[i - 1]);
        if c[i] == '/' && at(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if c[i] == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            loop {
                if i >= c.len() {
                    break;
                } else if c[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if let Some(end) = (!ident_before).then(|| raw_string(&c, i)).flatten() {
            i = end;
        } else if c[i] == '"' {
            i += 1;
            while i < c.len() && c[i] != '"' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
        } else if c[i] == '\'' && at(i + 1) == '\\' {
            i += 3; // the quote, the backslash and the escaped character
            while i < c.len() && c[i] != '\'' {
                i += 1; // `\u{…}`
            }
            i += 1;
        } else if c[i] == '\'' && at(i + 2) == '\'' {
            i += 3;
        } else {
            out.push(c[i]); // code, or a lifetime's quote
            i += 1;
            continue;
        }
        for &ch in &c[from..i.min(c.len())] {
            blank(&mut out, ch);
        }
    }
    out
}

/// The end of the raw string (`r"…"`, `r#"…"#`, `br"…"`) that starts at `i`, if one does.
fn raw_string(c: &[char], i: usize) -> Option<usize> {
    let mut j = i;
    if c.get(j) == Some(&'b') {
        j += 1;
    }
    if c.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let hashes = c[j..].iter().take_while(|&&ch| ch == '#').count();
    j += hashes;
    if c.get(j) != Some(&'"') {
        return None;
    }
    j += 1;
    while j < c.len() {
        if c[j] == '"'
            && c[j + 1..]
                .iter()
                .take(hashes)
                .filter(|&&h| h == '#')
                .count()
                == hashes
        {
            return Some(j + 1 + hashes);
        }
        j += 1;
    }
    Some(c.len())
}

/// The code with every test-only item blanked (`#[cfg(test)]`, or `#[cfg(all(test, …))]`: built
/// for tests alone), and the modules such items declare.
fn without_tests(code: &str) -> (String, BTreeSet<String>) {
    const CFG: &str = "#[cfg(";
    let mut c: Vec<char> = code.chars().collect();
    let text: String = code.to_owned();
    let mut test_children = BTreeSet::new();
    let mut search = 0;
    while let Some(found) = text[search..].find(CFG) {
        let start_byte = search + found;
        let Some(close) = text[start_byte..].find(")]") else {
            break;
        };
        let condition: String = text[start_byte + CFG.len()..start_byte + close]
            .chars()
            .filter(|ch| !ch.is_whitespace())
            .collect();
        let attr_end = start_byte + close + 2;
        search = attr_end;
        if condition != "test" && !condition.starts_with("all(test,") {
            continue;
        }
        let start = text[..start_byte].chars().count();
        let end = item_end(&c, text[..attr_end].chars().count());
        let item: String = c[start..end].iter().collect();
        let words: Vec<&str> = item
            .split(|ch: char| !is_ident(ch))
            .filter(|w| !w.is_empty())
            .collect();
        if let Some(pos) = words.iter().position(|w| *w == "mod")
            && let Some(name) = words.get(pos + 1)
        {
            test_children.insert((*name).to_owned());
        }
        for ch in &mut c[start..end] {
            if *ch != '\n' {
                *ch = ' ';
            }
        }
    }
    (c.into_iter().collect(), test_children)
}

/// Where the item that starts at `i` (after its attributes) ends: after its `;` or its block.
fn item_end(c: &[char], mut i: usize) -> usize {
    let mut depth = 0i32;
    while i < c.len() {
        match c[i] {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' => depth -= 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            ';' if depth == 0 => return i + 1,
            _ => {}
        }
        i += 1;
    }
    c.len()
}

/// A `use` tree's paths, one a leaf: `crate::{a::X, b::{Y, self}}` gives `crate::a::X`,
/// `crate::b::Y` and `crate::b::self`. Renames (`as`) and globs keep the path before them.
fn use_paths(tree: &str) -> Vec<Vec<String>> {
    let mut tokens = Vec::new();
    let mut rest = tree.trim();
    while !rest.is_empty() {
        let len = if rest.starts_with("::") {
            2
        } else if rest.starts_with(is_ident) {
            rest.find(|ch: char| !is_ident(ch)).unwrap_or(rest.len())
        } else {
            rest.chars().next().unwrap().len_utf8()
        };
        tokens.push(&rest[..len]);
        rest = rest[len..].trim_start();
    }
    let mut paths = Vec::new();
    let mut pos = 0;
    use_tree(&tokens, &mut pos, Vec::new(), &mut paths);
    paths
}

fn use_tree(tokens: &[&str], pos: &mut usize, mut path: Vec<String>, out: &mut Vec<Vec<String>>) {
    let next = |pos: usize| tokens.get(pos).copied().unwrap_or("");
    loop {
        match next(*pos) {
            "{" => {
                *pos += 1;
                while !matches!(next(*pos), "}" | "") {
                    use_tree(tokens, pos, path.clone(), out);
                    if next(*pos) == "," {
                        *pos += 1;
                    }
                }
                *pos += 1;
                return;
            }
            "*" => {
                *pos += 1;
                out.push(path);
                return;
            }
            // A leading `::` (an extern crate, which no rule here reads) or a macro's `$crate`.
            "::" | "$" => *pos += 1,
            word if word.starts_with(is_ident) => {
                path.push(word.to_owned());
                *pos += 1;
                if next(*pos) == "::" {
                    *pos += 1;
                    continue;
                }
                if next(*pos) == "as" {
                    *pos += 2;
                }
                out.push(path);
                return;
            }
            _ => {
                *pos += 1;
                return;
            }
        }
    }
}

/// The deepest module of `modules` that `path`, written in `current`, names; `None` for paths
/// that do not start at `crate`, `super` or `self` (extern crates, a module's own children).
fn resolve(current: &Module, path: &[String], modules: &BTreeSet<Module>) -> Option<Module> {
    let (first, rest) = path.split_first()?;
    let mut base = match first.as_str() {
        "crate" | "$crate" => Vec::new(),
        "self" => current.clone(),
        "super" => current[..current.len().checked_sub(1)?].to_vec(),
        _ => return None,
    };
    let mut segments = rest.iter().peekable();
    while segments.peek().is_some_and(|s| *s == "super") {
        segments.next();
        base.pop()?;
    }
    for segment in segments {
        if segment == "self" {
            continue;
        }
        let mut deeper = base.clone();
        deeper.push(segment.clone());
        if !modules.contains(&deeper) {
            break;
        }
        base = deeper;
    }
    Some(base)
}

/// The line of the character at byte `offset`.
fn line(code: &str, offset: usize) -> usize {
    code[..offset].matches('\n').count() + 1
}

/// Every import in `file`: its `use` items, then the paths its code writes.
fn imports(file: &File, modules: &BTreeSet<Module>) -> Vec<Import> {
    let code = &file.code;
    let mut found = Vec::new();
    let mut push = |path: &[String], offset: usize| {
        if let Some(to) = resolve(&file.module, path, modules) {
            found.push(Import {
                from: file.module.clone(),
                to,
                site: format!(
                    "{}:{} `{}`",
                    file.path.display(),
                    line(code, offset),
                    path.join("::")
                ),
            });
        }
    };
    let mut uses = Vec::new(); // byte ranges of the `use` items, left out of the second pass
    for (offset, _) in code.match_indices("use") {
        let before = code[..offset].chars().next_back();
        let after = code[offset + 3..].chars().next();
        if before.is_some_and(is_ident) || !after.is_some_and(char::is_whitespace) {
            continue;
        }
        let Some(len) = code[offset..].find(';') else {
            continue;
        };
        for path in use_paths(&code[offset + 3..offset + len]) {
            push(&path, offset);
        }
        uses.push(offset..offset + len);
    }
    for root in ["crate", "super", "self"] {
        for (offset, _) in code.match_indices(root) {
            let before = code[..offset].chars().next_back();
            if before.is_some_and(is_ident)
                || !code[offset + root.len()..].starts_with("::")
                || uses.iter().any(|r| r.contains(&offset))
            {
                continue;
            }
            let written = &code[offset..];
            let end = written
                .find(|ch: char| !is_ident(ch) && ch != ':')
                .unwrap_or(written.len());
            let path: Vec<String> = written[..end]
                .split("::")
                .take_while(|s| !s.is_empty())
                .map(str::to_owned)
                .collect();
            push(&path, offset);
        }
    }
    found
}

/// The modules that are built only for tests: `tests` modules and `#[cfg(test)] mod x;`.
fn test_only(krate: &Crate) -> BTreeSet<Module> {
    let mut set = BTreeSet::new();
    for file in &krate.files {
        if file.module.iter().any(|m| m == "tests") {
            set.insert(file.module.clone());
        }
        for child in &file.test_children {
            let mut module = file.module.clone();
            module.push(child.clone());
            set.insert(module);
        }
    }
    // A test-only module's own submodules are test-only too.
    let roots = set.clone();
    for file in &krate.files {
        if roots.iter().any(|r| file.module.starts_with(r)) {
            set.insert(file.module.clone());
        }
    }
    set
}

/// The edges between siblings, by parent: `edges[parent][(a, b)]` lists where `a` imports `b`.
type Siblings = BTreeMap<Module, BTreeMap<(String, String), Vec<String>>>;

fn sibling_edges(krate: &Crate) -> Siblings {
    let modules: BTreeSet<Module> = krate.files.iter().map(|f| f.module.clone()).collect();
    let tests = test_only(krate);
    let mut edges = Siblings::new();
    for file in krate.files.iter().filter(|f| !tests.contains(&f.module)) {
        for import in imports(file, &modules) {
            let (from, to) = (&import.from, &import.to);
            if tests.contains(to) || from.starts_with(to) || to.starts_with(from) {
                continue; // a module and its own ancestor or descendant
            }
            let common = from.iter().zip(to).take_while(|(a, b)| a == b).count();
            edges
                .entry(from[..common].to_vec())
                .or_default()
                .entry((from[common].clone(), to[common].clone()))
                .or_default()
                .push(import.site);
        }
    }
    edges
}

/// Every elementary cycle of the graph, each listed once, from its least node.
fn cycles(edges: &BTreeMap<(String, String), Vec<String>>) -> Vec<Vec<String>> {
    let mut next: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (a, b) in edges.keys() {
        next.entry(a).or_default().push(b);
    }
    fn walk<'a>(
        next: &BTreeMap<&'a str, Vec<&'a str>>,
        path: &mut Vec<&'a str>,
        found: &mut Vec<Vec<String>>,
    ) {
        let (start, here) = (path[0], *path.last().unwrap());
        for &to in next.get(here).into_iter().flatten() {
            if to == start {
                found.push(path.iter().map(|s| (*s).to_owned()).collect());
            } else if to > start && !path.contains(&to) && found.len() < 200 {
                path.push(to);
                walk(next, path, found);
                path.pop();
            }
        }
    }
    let mut found = Vec::new();
    for &start in next.keys() {
        walk(&next, &mut vec![start], &mut found);
    }
    found
}

fn display(module: &[String]) -> String {
    std::iter::once("crate")
        .chain(module.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join("::")
}

#[test]
fn no_sibling_modules_import_each_other_round_a_circle() {
    let mut failures = Vec::new();
    for krate in crates() {
        for (parent, edges) in sibling_edges(&krate) {
            for cycle in cycles(&edges) {
                let mut message = format!(
                    "{}, in `{}`: {} → {}",
                    krate.name,
                    display(&parent),
                    cycle.join(" → "),
                    cycle[0]
                );
                for (i, a) in cycle.iter().enumerate() {
                    let b = &cycle[(i + 1) % cycle.len()];
                    let sites = &edges[&(a.clone(), b.clone())];
                    message += &format!("\n    {a} → {b}: {}", sites[0]);
                    if sites.len() > 1 {
                        message += &format!(" (and {} more)", sites.len() - 1);
                    }
                }
                failures.push(message);
            }
        }
    }
    assert!(
        failures.is_empty(),
        "\n{} circle(s) between sibling modules; move the type that closes each to the module \
         it belongs to (or one of its own), re-exported where the public API needs it:\n\n{}\n",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn the_reader_sees_through_comments_strings_groups_and_super() {
    let source = r##"
        // use crate::comment::X;
        /* use crate::block::X; /* nested */ */
        use crate::{a::X, b::{Y, Z as W}, c::*};
        use super::super::d::V;
        use self::e::{self, U};
        fn f<'a>(s: &'a str) -> char {
            let _ = "crate::string::X";
            let _ = r#"crate::raw::"X""#;
            let _ = '"';
            crate::f::g(); super::h::I
        }
        #[cfg(test)]
        mod tests { use crate::only_tests::X; }
        #[cfg(test)]
        mod generate;
        #[cfg(all(test, feature = "x"))]
        mod featured { use crate::only_featured_tests::X; }
        #[cfg(feature = "x")]
        use crate::featured_code::X;
    "##;
    let (code, test_children) = without_tests(&strip(source));
    let module: Module = vec!["p".into(), "q".into(), "r".into()];
    let modules: BTreeSet<Module> = [
        vec![],
        vec!["a"],
        vec!["b"],
        vec!["c"],
        vec!["f"],
        vec!["p"],
        vec!["p", "d"],
        vec!["p", "q", "h"],
        vec!["p", "q"],
        vec!["p", "q", "r"],
        vec!["p", "q", "r", "e"],
        vec!["comment"],
        vec!["block"],
        vec!["string"],
        vec!["raw"],
        vec!["only_tests"],
        vec!["only_featured_tests"],
        vec!["featured_code"],
    ]
    .into_iter()
    .map(|m| m.into_iter().map(String::from).collect())
    .collect();
    let file = File {
        path: "src/p/q/r.rs".into(),
        module,
        code,
        test_children,
    };
    let found: BTreeSet<String> = imports(&file, &modules)
        .into_iter()
        .map(|i| display(&i.to))
        .collect();
    let expected: BTreeSet<String> = [
        "crate::a",
        "crate::b",
        "crate::c",
        "crate::f",
        "crate::featured_code",
        "crate::p::d",
        "crate::p::q::h",
        "crate::p::q::r::e",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    assert_eq!(found, expected);
    assert_eq!(
        file.test_children,
        BTreeSet::from([
            "featured".to_owned(),
            "generate".to_owned(),
            "tests".to_owned()
        ])
    );
    assert_eq!(module_of(Path::new("lib.rs")), Module::new());
    assert_eq!(module_of(Path::new("a/mod.rs")), vec!["a".to_owned()]);
    assert_eq!(module_of(Path::new("a/b.rs")), vec!["a", "b"]);
}
