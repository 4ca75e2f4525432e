// Trunk post-build hook: moves the inline module script Trunk writes into index.html (its wasm
// loader) into start.js, so the page's Content-Security-Policy needs no 'unsafe-inline' for
// scripts. Fails the build if an inline script would remain or the policy is missing.
import fs from 'node:fs';
import path from 'node:path';
import { listFiles, stamp } from './sw-stamp.mjs';
import { minifyGlue } from './minify-glue.mjs';
import { shortImports } from './short-imports.mjs';
import { splitPage } from './split-page.mjs';

const dir = process.env.TRUNK_STAGING_DIR || 'dist';
const file = path.join(dir, 'index.html');
let html = fs.readFileSync(file, 'utf8');
let count = 0;
// Quotes are optional: a minified release page writes `<script type=module>`.
html = html.replace(/<script type=["']?module["']?>([\s\S]*?)<\/script>/g, (_, body) => {
  count += 1;
  const name = count === 1 ? 'start.js' : `start-${count}.js`;
  fs.writeFileSync(path.join(dir, name), (count === 1 ? warmIntl(body) : body).trim() + '\n');
  return `<script type="module" src="./${name}"></script>`;
});
// A preload of the wasm (as=fetch) cannot be checked by integrity, and Chromium warns on every
// visit that the attribute is ignored there: drop it from that link only (the module preloads
// keep theirs).
html = html.replace(/<link\b[^>]*\brel=["']?preload["']?[^>]*>/g, (link) => link.replace(/\s+integrity=("[^"]*"|'[^']*'|[^\s>]+)/, ''));
// Stylesheets with an integrity are fetched with CORS: from a sandboxed frame (an opaque origin)
// every request is cross-origin, and the browser refuses to check, so refuses to apply, the rest.
html = html.replace(/<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/g, (link) =>
  (/\bintegrity=/.test(link) && !/\bcrossorigin\b/.test(link) ? link.replace(/^<link\b/, '<link crossorigin') : link));
// The page's wasm and scripts asked for first, before the stylesheets: on a slow phone the parser
// takes several milliseconds to issue each request, and Trunk writes these last in the head,
// where the wasm (the longest download, the one page ready waits for) went out about 30 ms after
// the first stylesheet. Right after <base>, which their addresses are resolved against.
const early = [];
html = html.replace(/<link\b[^>]*>/g, (link) => {
  if (!/\brel=["']?(preload|modulepreload)\b/.test(link)) return link;
  early.push(link);
  return '';
});
// The wasm first, then the scripts in the order Trunk wrote them.
early.sort((a, b) => Number(/\.wasm\b/.test(b)) - Number(/\.wasm\b/.test(a)));
if (early.length) {
  const base = html.match(/<base\b[^>]*>/);
  if (!base) throw new Error(`${file}: no <base> to put the page's preloads after`);
  html = html.replace(base[0], base[0] + early.join(''));
}
if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html)) throw new Error(`${file}: an inline script is left`);
if (!/http-equiv=["']?Content-Security-Policy/.test(html)) throw new Error(`${file}: no Content-Security-Policy`);
fs.writeFileSync(file, html);
console.log(`no-inline-script: ${count} inline script(s) moved out of ${file}`);

// The solver worker's loader: ours (www/worker-loader.js), which reports a failure to load,
// in place of Trunk's shim (which also called the wasm-bindgen init the deprecated way).
// The same for the first answer's build (first/, built as the binary `first` so that its files
// and the solver's never share a name in Trunk's work), renamed as the solver's are named: the
// page starts both the same way.
for (const [from, to] of [['first_loader.js', 'worker_loader.js'], ['first.js', 'worker.js'], ['first_bg.wasm', 'worker_bg.wasm']]) {
  const file = path.join(dir, 'first', from);
  if (fs.existsSync(file)) fs.renameSync(file, path.join(dir, 'first', to));
}
for (const folder of ['', 'first']) {
  const loader = path.join(dir, folder, 'worker_loader.js');
  if (!fs.existsSync(loader)) continue;
  const template = fs.readFileSync(new URL('../www/worker-loader.js', import.meta.url), 'utf8');
  fs.writeFileSync(loader, template.replace('__WORKER_JS__', '"./worker.js"').replace('__WORKER_WASM__', '"./worker_bg.wasm"'));
}

// Release builds: the page's wasm built again with the panels built when first shown apart
// (scripts/split-page.mjs); then the page's and the solver worker's wasm imports get short names
// (in the wasm and its glue), then the page's glue and the split's loader are minified (the
// glue's integrity hash follows).
if (process.env.TRUNK_PROFILE === 'release') {
  splitPage(dir);
  shortImports(dir, 'app');
  shortImports(dir, 'worker');
  shortImports(path.join(dir, 'first'), 'worker');
  await minifyGlue(dir);
  await minifyGlue(dir, '__wasm_split.js');
}

// Exercise packages (www/scorm-pack.js): the zip library, and the list of the files a SCORM
// package carries (the app, its solver and tables, the adapter; not the embedding guide, the
// class page for a record store and its words, the element's script and its notices, the JavaScript API, the
// service worker, or Scan's dialog, its words and its reader: an exercise is played, not
// scanned, and the button hides itself where Scan is not served). Every language's words go: the learner's may be any.
fs.mkdirSync(path.join(dir, 'vendor'), { recursive: true });
fs.copyFileSync(new URL('../node_modules/fflate/esm/browser.js', import.meta.url), path.join(dir, 'vendor', 'fflate.js'));
// Files are matched by their own name, wherever they sit (`lang/scan-fr.js`, `lang/class-fr.js`).
const packaged = listFiles(dir, (name, folder) => (folder ? ['api', 'vendor', '.stage', 'scan', 'pack', 'first'].includes(name)
  : /^(sw\.js|files\.json|scorm-pack\.js|manifest\.webmanifest|n-puzzle\.js|embed\..*|class(-lrs)?\.(html|js|css)|class-[\w-]+\.js|.*\.d\.ts|scan(-worker)?\.(js|css)|scan-[\w-]+\.js|element\.js)$/.test(path.posix.basename(name))));
if (!packaged.some((f) => f.startsWith('tables/'))) throw new Error(`${dir}/tables is empty: run scripts/tables.sh first (scripts/post-build.sh does)`);
fs.writeFileSync(path.join(dir, 'files.json'), JSON.stringify(packaged));
console.log(`no-inline-script: ${packaged.length} files listed for exercise packages`);

// Last, once every file is in place: the service worker's version and precache list.
stamp(dir);

/**
 * The page's loader (Trunk's, `const wasm = await init(…)`), made to read the browser's ICU data
 * while the wasm downloads: the first `Intl.NumberFormat` of a page reads it (25–40 ms here, four
 * times that on a slow phone), and otherwise the component's first build made it, on the way to
 * page ready. Fails the build if Trunk's loader reads otherwise.
 */
function warmIntl(body) {
  const call = /const wasm = await (init\([^;]*\));/;
  if (!call.test(body)) throw new Error(`start.js: Trunk's loader changed (no \`const wasm = await init(…)\`): ${body}`);
  return body.replace(call, (_, init) => `const loading = ${init};\nnew Intl.NumberFormat();\nconst wasm = await loading;`);
}
