// Release builds (scripts/no-inline-script.mjs calls this first): the page's wasm built again
// with the code of the panels built when first shown (the Study panel past Hint, the exercise
// maker's fields) cut out into a file of its own, fetched the first time one of them shows
// (crates/npuzzle-web/src/view/unfolded.rs). Trunk cannot run a step between cargo and
// wasm-bindgen, so this does the page's whole pipeline itself and puts its files in place of
// Trunk's:
//   cargo rustc (feature `split`, relocations kept: wasm-split reads them)
//   → wasm-split-cli (app.wasm, split_panels.wasm and __wasm_split.js, its loader)
//   → wasm-bindgen --keep-lld-exports (the split file imports the function table)
//   → wasm-opt, with the page's options (`OPT`; Trunk's own build of the page runs none).
// In a target folder of its own (`ABORT_AT_ONCE`): a clean build compiles the standard library
// and the page's dependencies again, about 45 s on two cores; later ones only the page's crate.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const root = path.resolve(new URL('..', import.meta.url).pathname);

/** Runs a tool, its output shown; throws, naming it, if it fails. */
function run(tool, args, options = {}) {
  try {
    return execFileSync(tool, args, {
      cwd: root, stdio: ['ignore', options.capture ? 'pipe' : 'inherit', 'inherit'], encoding: 'utf8', maxBuffer: 1 << 28,
      env: { ...process.env, ...options.env },
    });
  } catch (e) {
    throw new Error(`split-page: ${tool} ${args.join(' ')} failed (${e.status ?? e.message})`);
  }
}

/** The page's profile, from its link in index.html. */
function pageProfile() {
  const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  const link = html.match(/<link data-trunk rel="rust" href="crates\/npuzzle-web\/Cargo\.toml"[^>]*>/)?.[0];
  if (!link) throw new Error('split-page: index.html has no link for crates/npuzzle-web');
  return link.match(/data-cargo-profile-release="([^"]*)"/)?.[1] ?? 'release';
}

// The page's wasm: small beats fast. Beyond -Oz: --converge; --low-memory-unused (Rust puts its
// data at 1 MB and its stack below it, so the first KB is never used); the producers and
// target-features sections are tools' metadata. About 1.1 KB gzipped off the initial load. Then
// its control flow flattened and rebuilt (--flatten --rereloop) and -Oz again: 0.6 KB.
const OPT = ['-Oz', '--converge', '--low-memory-unused', '--strip-producers', '--strip-target-features',
  '--flatten', '--rereloop', '-Oz', '--merge-similar-functions', '-Oz', '--converge'];

// A panic in the page's wasm stops it at once, its standard library built for the page
// (rust-src, scripts/setup.sh) without the code that formats and reports a panic: 14 KB
// gzipped off the initial load (a panic already ended the page; the console now shows the
// trap, not the file and line). Both flags are unstable in Rust 1.95, the pinned toolchain,
// which RUSTC_BOOTSTRAP lets use them, as the Linux kernel and Firefox do theirs. Its own
// target folder: the dependencies built so differ from Trunk's.
const ABORT_AT_ONCE = {
  RUSTC_BOOTSTRAP: '1',
  RUSTFLAGS: '-Zunstable-options -Cpanic=immediate-abort',
  CARGO_TARGET_DIR: path.join(root, 'target', 'page-std'),
  // Cargo prefers it to RUSTFLAGS: a hook's environment must not bring one.
  CARGO_ENCODED_RUSTFLAGS: undefined,
};

/**
 * Builds the page's split files and puts them into `dir` in place of Trunk's `app.js`,
 * `app_bg.wasm` and `app.d.ts`, with `__wasm_split.js` and `split_*.wasm` beside them.
 */
export function splitPage(dir) {
  const profile = pageProfile();
  const messages = run('cargo', ['rustc', '--quiet', '-p', 'npuzzle-web', '--bin', 'app', '--profile', profile,
    '--target', 'wasm32-unknown-unknown', '--features', 'split', '--message-format', 'json-render-diagnostics',
    '-Zbuild-std=std,panic_abort', '--', '-C', 'link-arg=--emit-relocs'],
  { capture: true, env: ABORT_AT_ONCE });
  const built = messages.split('\n').filter(Boolean).map((l) => JSON.parse(l))
    .find((m) => m.reason === 'compiler-artifact' && m.target?.name === 'app' && m.target.kind.includes('bin'));
  const input = built?.filenames.find((f) => f.endsWith('.wasm'));
  if (!input) throw new Error('split-page: cargo named no app.wasm');
  const work = path.join(root, 'target', 'split-page');
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  const split = path.join(work, 'split');
  run('wasm-split-cli', [input, split, '--out-name', 'app']);
  const out = path.join(work, 'out');
  run('wasm-bindgen', [path.join(split, 'app.wasm'), '--target', 'web', '--out-dir', out, '--out-name', 'app',
    '--typescript', '--keep-lld-exports']);
  const chunks = fs.readdirSync(split).filter((f) => /^split_.*\.wasm$/.test(f));
  if (chunks.length === 0) throw new Error('split-page: wasm-split cut nothing out (no #[wasm_split] function in the build?)');
  const opt = (from, to) => run('wasm-opt', [from, ...OPT, '-o', to]);
  opt(path.join(out, 'app_bg.wasm'), path.join(dir, 'app_bg.wasm'));
  for (const chunk of chunks) opt(path.join(split, chunk), path.join(dir, chunk));
  fs.copyFileSync(path.join(out, 'app.js'), path.join(dir, 'app.js'));
  fs.copyFileSync(path.join(out, 'app.d.ts'), path.join(dir, 'app.d.ts'));
  fs.writeFileSync(path.join(dir, '__wasm_split.js'), anyType(fs.readFileSync(path.join(split, '__wasm_split.js'), 'utf8')));
  // The glue's snippets (the page's inline JavaScript), where Trunk's build put its own.
  fs.cpSync(path.join(out, 'snippets'), path.join(dir, 'snippets'), { recursive: true });
  console.log(`split-page: ${['app_bg.wasm', ...chunks].map((f) => `${f} ${fs.statSync(path.join(dir, f)).size} bytes`).join(', ')}`);
}

/**
 * wasm-split's loader compiles each file with `WebAssembly.instantiateStreaming`, which refuses a
 * response not typed `application/wasm`: some hosts (an LMS serving a package's files, say)
 * type it otherwise. As wasm-bindgen's own loader does for the page's wasm, such a response is
 * read whole and compiled; a failed one (404, 503) is an error naming the file.
 */
function anyType(loader) {
  const streaming = 'return async (imports) => (WebAssembly.instantiateStreaming(src, imports));';
  if (!loader.includes(streaming)) throw new Error(`split-page: wasm-split's loader changed (no \`${streaming}\`)`);
  return loader.replaceAll(streaming, `return async (imports) => {
        const response = await src;
        if (!response.ok) throw new Error(\`\${response.url}: HTTP \${response.status}\`);
        return (response.headers.get('content-type') ?? '').startsWith('application/wasm')
            ? WebAssembly.instantiateStreaming(response, imports)
            : WebAssembly.instantiate(await response.arrayBuffer(), imports);
    };`);
}
