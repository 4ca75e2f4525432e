//! The dependency rules that docs/architecture.md states, checked against `cargo metadata`, so
//! the document cannot go stale silently: an edge that breaks one fails here, naming the crate,
//! the edge and the part of the document to read.
//!
//! What a crate reaches is worked out per crate, as building that crate alone would resolve it:
//! a workspace crate's optional dependencies count only when a feature asked of it enables them
//! (`npuzzle-i18n`'s `browser`, asked for by the web crate alone, does not make the app a web
//! crate). Crates from the registry are followed through the workspace's resolved graph.

use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::process::Command;
use std::sync::OnceLock;

const DOC: &str = "docs/architecture.md";
/// Crates that bind to a browser: only the crates compiled for the page may reach them.
const WEB: &[&str] = &["wasm-bindgen", "web-sys", "js-sys"];
/// Crates that need an operating system's sockets, thread pools or files: the class server's.
const OS: &[&str] = &["tokio", "reqwest", "sqlx", "axum"];

/// Every workspace crate's layer, as the code map lists them: an edge between two of them goes
/// from a higher layer to a lower one. The entry points (4) are what nothing else depends on.
const LAYERS: &[(&str, u8)] = &[
    ("npuzzle-core", 0),
    ("npuzzle-scan", 0),
    ("npuzzle-protocol", 1),
    ("npuzzle-i18n", 1),
    ("npuzzle-app", 2),
    ("npuzzle-class", 3),
    ("npuzzle-web", 4),
    ("npuzzle-worker", 4),
    ("npuzzle-wasm", 4),
    ("npuzzle-scan-wasm", 4),
    ("npuzzle-pack-wasm", 4),
    ("npuzzle-cli", 4),
];

/// The workspace as `cargo metadata` describes it.
struct Workspace {
    /// Packages by id.
    packages: BTreeMap<String, Value>,
    /// Workspace members' ids by name.
    members: BTreeMap<String, String>,
    /// The resolved graph: each package's normal (non-dev, non-build) dependencies' ids.
    resolved: BTreeMap<String, Vec<String>>,
}

fn workspace() -> &'static Workspace {
    static WORKSPACE: OnceLock<Workspace> = OnceLock::new();
    WORKSPACE.get_or_init(|| {
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| env!("CARGO").into());
        let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
        // Not `--offline`: metadata reads every package's manifest, other platforms' too, which
        // a fresh machine's builds have not downloaded.
        let out = Command::new(&cargo)
            .args([
                "metadata",
                "--format-version",
                "1",
                "--manifest-path",
                manifest,
            ])
            .output()
            .expect("run `cargo metadata`");
        assert!(
            out.status.success(),
            "`cargo metadata` failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let meta: Value = serde_json::from_slice(&out.stdout).expect("cargo metadata's JSON");
        let packages: BTreeMap<String, Value> = meta["packages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| (p["id"].as_str().unwrap().to_owned(), p.clone()))
            .collect();
        let members = meta["workspace_members"]
            .as_array()
            .unwrap()
            .iter()
            .map(|id| {
                let id = id.as_str().unwrap();
                (
                    packages[id]["name"].as_str().unwrap().to_owned(),
                    id.to_owned(),
                )
            })
            .collect();
        let resolved = meta["resolve"]["nodes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|node| {
                let normal = node["deps"].as_array().unwrap().iter().filter(|d| {
                    d["dep_kinds"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .any(|k| k["kind"].is_null())
                });
                let ids = normal
                    .map(|d| d["pkg"].as_str().unwrap().to_owned())
                    .collect();
                (node["id"].as_str().unwrap().to_owned(), ids)
            })
            .collect();
        Workspace {
            packages,
            members,
            resolved,
        }
    })
}

impl Workspace {
    fn name(&self, id: &str) -> &str {
        self.packages[id]["name"].as_str().unwrap()
    }

    /// The optional dependencies that `features` (and what they enable in turn) switch on.
    fn enabled_optional(&self, id: &str, features: &BTreeSet<String>) -> BTreeSet<String> {
        let table = &self.packages[id]["features"];
        let mut todo: Vec<String> = features.iter().cloned().collect();
        let mut seen = BTreeSet::new();
        let mut deps = BTreeSet::new();
        while let Some(feature) = todo.pop() {
            if !seen.insert(feature.clone()) {
                continue;
            }
            let Some(entries) = table[&feature].as_array() else {
                deps.insert(feature); // an optional dependency's implicit feature
                continue;
            };
            for entry in entries.iter().filter_map(Value::as_str) {
                if let Some(dep) = entry.strip_prefix("dep:") {
                    deps.insert(dep.to_owned());
                } else if let Some((dep, _)) = entry.split_once('/') {
                    if !dep.ends_with('?') {
                        deps.insert(dep.to_owned());
                    }
                } else {
                    todo.push(entry.to_owned());
                }
            }
        }
        deps
    }

    /// Every package `root` reaches by normal dependencies on any target, built alone with its
    /// default features, each with the shortest chain of crates that leads to it.
    fn reach(&self, root: &str) -> BTreeMap<String, Vec<String>> {
        let root_id = &self.members[root];
        let mut found: BTreeMap<String, Vec<String>> = BTreeMap::new();
        let mut queue = VecDeque::from([(
            root_id.clone(),
            BTreeSet::from(["default".to_owned()]),
            vec![root.to_owned()],
        )]);
        let mut visited = BTreeSet::new();
        while let Some((id, features, chain)) = queue.pop_front() {
            if !visited.insert((id.clone(), features.clone())) {
                continue;
            }
            let is_member = self.members.values().any(|m| *m == id);
            let mut next: Vec<(String, BTreeSet<String>)> = Vec::new();
            if is_member {
                let optional = self.enabled_optional(&id, &features);
                for dep in self.packages[&id]["dependencies"].as_array().unwrap() {
                    let name = dep["name"].as_str().unwrap();
                    let local = dep["rename"].as_str().unwrap_or(name);
                    let wanted = !dep["optional"].as_bool().unwrap()
                        || optional.contains(local)
                        || optional.contains(name);
                    if !dep["kind"].is_null() || !wanted {
                        continue;
                    }
                    let dep_id = self.resolved[&id]
                        .iter()
                        .find(|d| self.name(d) == name)
                        .unwrap_or_else(|| panic!("{name} is not in the resolved graph"));
                    let mut asked: BTreeSet<String> = dep["features"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|f| f.as_str().unwrap().to_owned())
                        .collect();
                    if dep["uses_default_features"].as_bool().unwrap() {
                        asked.insert("default".to_owned());
                    }
                    next.push((dep_id.clone(), asked));
                }
            } else {
                next.extend(
                    self.resolved[&id]
                        .iter()
                        .map(|d| (d.clone(), BTreeSet::new())),
                );
            }
            for (dep_id, asked) in next {
                let mut chain = chain.clone();
                chain.push(self.name(&dep_id).to_owned());
                found
                    .entry(self.name(&dep_id).to_owned())
                    .or_insert_with(|| chain.clone());
                queue.push_back((dep_id, asked, chain));
            }
        }
        found
    }

    /// The forbidden crates `root` reaches, one line each with the chain that leads there.
    fn reached(&self, root: &str, forbidden: &[&str], rule: &str) -> Vec<String> {
        let reach = self.reach(root);
        forbidden
            .iter()
            .filter_map(|bad| reach.get(*bad))
            .map(|chain| {
                let bad = chain.last().unwrap();
                format!(
                    "{root} depends on {bad} ({}): {DOC}, code map, `{root}`: {rule}",
                    chain.join(" → ")
                )
            })
            .collect()
    }
}

fn layer(name: &str) -> Option<u8> {
    LAYERS.iter().find(|(n, _)| *n == name).map(|(_, l)| *l)
}

/// Every edge between two workspace crates, of any kind: (from, to, kind).
fn internal_edges() -> Vec<(String, String, String)> {
    let ws = workspace();
    let mut edges = Vec::new();
    for (from, id) in &ws.members {
        for dep in ws.packages[id]["dependencies"].as_array().unwrap() {
            let to = dep["name"].as_str().unwrap();
            if ws.members.contains_key(to) {
                let kind = dep["kind"].as_str().unwrap_or("normal").to_owned();
                edges.push((from.clone(), to.to_owned(), kind));
            }
        }
    }
    edges
}

fn assert_none(failures: Vec<String>) {
    assert!(failures.is_empty(), "\n{}\n", failures.join("\n"));
}

#[test]
fn the_core_reaches_no_web_and_no_os_crate() {
    let rule = "the core is pure Rust, the same natively and in wasm";
    let bad: Vec<&str> = WEB.iter().chain(OS).copied().collect();
    assert_none(workspace().reached("npuzzle-core", &bad, rule));
}

#[test]
fn the_platform_free_crates_reach_no_web_and_no_os_crate() {
    let ws = workspace();
    let bad: Vec<&str> = WEB.iter().chain(OS).copied().collect();
    let mut failures = Vec::new();
    for (name, rule) in [
        (
            "npuzzle-app",
            "the component's logic has no web types, so `cargo test` covers it",
        ),
        (
            "npuzzle-protocol",
            "the workers' messages are plain types, the same on both sides",
        ),
        (
            "npuzzle-i18n",
            "the words reach the browser's `Intl` only with the `browser` feature",
        ),
    ] {
        failures.extend(ws.reached(name, &bad, rule));
    }
    // On wasm32 the photo reader's image library reaches wasm-bindgen for its randomness
    // (imageproc enables getrandom's `wasm_js`), so only the OS crates are ruled out here.
    let rule = "the photo reader takes pixels, whoever decoded them, natively or in wasm";
    failures.extend(ws.reached("npuzzle-scan", OS, rule));
    assert_none(failures);
}

#[test]
fn every_workspace_crate_has_a_layer_and_a_place_in_the_code_map() {
    let ws = workspace();
    let mut failures = Vec::new();
    for name in ws.members.keys() {
        if layer(name).is_none() {
            failures.push(format!(
                "{name} is a workspace crate with no layer: describe it in {DOC}'s code map \
                 and give it a layer in this test's LAYERS"
            ));
        }
    }
    for (name, _) in LAYERS {
        if !ws.members.contains_key(*name) {
            failures.push(format!(
                "{name} is in LAYERS but not in the workspace: update {DOC}"
            ));
        }
    }
    assert_none(failures);
}

#[test]
fn edges_between_workspace_crates_run_one_way() {
    let mut failures = Vec::new();
    for (from, to, kind) in internal_edges() {
        let (Some(a), Some(b)) = (layer(&from), layer(&to)) else {
            continue; // the test above names it
        };
        if a <= b {
            failures.push(format!(
                "{from} → {to} ({kind} dependency) runs the wrong way: {from} is in layer {a}, \
                 {to} in layer {b}; {DOC}, bird's-eye view: edges run entry points (cli, web, \
                 worker, wasm) → class → app → protocol and i18n → core"
            ));
        }
    }
    assert_none(failures);
}

#[test]
fn only_the_command_line_depends_on_the_class_server() {
    let failures = internal_edges()
        .into_iter()
        .filter(|(from, to, _)| to == "npuzzle-class" && from != "npuzzle-cli")
        .map(|(from, to, kind)| {
            format!(
                "{from} → {to} ({kind} dependency): {DOC}, code map, `npuzzle-class`: the class \
                 server is started by `npuzzle serve` alone; nothing else takes in its OS crates"
            )
        })
        .collect();
    assert_none(failures);
}
