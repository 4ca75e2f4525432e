// Benchmarks the wasm build of the solver (dist/api, as shipped) in Node and in headless Chromium:
//   node bench/wasm-bench.mjs [FILE] [--browser] [--goal start|end] [--algo NAME] [--expect-field K]
//        [--tables FILE[,FILE]|none] [--shape RxC] [--max-nodes N] [--api DIR]
// `--api` names another build's folder in dist/ (default `api`); CHROMIUM_ARGS adds browser flags.
// FILE holds one board per line (labels before the tiles, as for `npuzzle bench`); the default is
// Korf's 100 (goal blank first, optimal length in field 3). Square boards are the largest square
// of trailing fields; `--shape 4x5` takes the last 20 (so `npuzzle random --size 4x5` lines work).
// Prints a line per board and totals.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name, fallback) => { const i = args.indexOf(name); return i >= 0 ? args.splice(i, 2)[1] : fallback; };
const browser = args.includes('--browser') && args.splice(args.indexOf('--browser'), 1);
const goal = flag('--goal', 'start');
const algorithm = flag('--algo', 'auto');
// The tables the site ships (several, comma-separated: fast mode on a 5×5 reads the 5×5's and the
// 4×4's); `--tables none` makes the first solve build them instead.
const tables = flag('--tables', path.join(root, 'dist/tables/pdb-4x4.bin'));
const tableFiles = tables === 'none' ? [] : tables.split(',');
const expectField = Number(flag('--expect-field', '3'));
const shape = flag('--shape', null)?.split('x').map(Number);
const maxNodes = flag('--max-nodes', null);
// Another build of the API, in dist/ (to compare two builds in the same minutes).
const apiDir = flag('--api', 'api');
const file = args[0] || path.join(root, '../shared/data/korf100_15puzzle.txt');

const boards = fs.readFileSync(file, 'utf8').split('\n').map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'))
  .map((l, i) => {
    const f = l.split(/\s+/);
    // The tiles: the last R·C fields, or the largest square.
    const n = shape ? shape[0] * shape[1] : Math.floor(Math.sqrt(f.length)) ** 2;
    const labels = f.slice(0, f.length - n);
    const tiles = f.slice(-n).map(Number);
    // A non-square board goes as rows of text (an array of numbers is read as a square).
    const rows = shape && Array.from({ length: shape[0] }, (_, r) => tiles.slice(r * shape[1], (r + 1) * shape[1]).join(' ')).join(' / ');
    // With --shape the labels are `R C`: number the boards instead.
    return { id: shape ? String(i + 1) : labels[0] ?? '', expected: expectField ? Number(labels[expectField - 1]) : NaN, tiles: rows || tiles };
  });

// Runs in Node or in the page: `api` is the wasm-bindgen module, already initialised.
async function run(api, memory, boards, options, loadTables) {
  const rows = [];
  const t0 = performance.now();
  let loadMs = 0;
  if (loadTables) {
    const t = performance.now();
    for (const bytes of await loadTables()) api.install_tables(bytes);
    loadMs = performance.now() - t;
  }
  for (const b of boards) {
    const r = api.solve(b.tiles, options);
    rows.push({ id: b.id, expected: b.expected, length: r.length, expanded: r.expanded, generated: r.generated,
      ms: r.ms, tableMs: r.tableMs, method: r.method, status: r.status, optimal: r.optimal });
  }
  return { rows, loadMs, wallMs: performance.now() - t0, tableBytes: api.table_bytes(),
    memoryBytes: memory.buffer.byteLength };
}

const options = { goal, algorithm, ...(maxNodes ? { maxNodes: Number(maxNodes) } : {}) };
let result, where;
if (!browser) {
  where = `Node ${process.version}`;
  const api = await import(path.join(root, 'dist', apiDir, 'npuzzle-wasm.js'));
  const exports = api.initSync({ module: fs.readFileSync(path.join(root, 'dist', apiDir, 'npuzzle-wasm_bg.wasm')) });
  const load = tableFiles.length ? async () => tableFiles.map((f) => fs.readFileSync(f)) : null;
  result = await run(api, exports.memory, boards, options, load);
} else {
  const { startServer, launch } = await import(path.join(root, 'tests/e2e/harness.mjs'));
  const srv = await startServer();
  const chromium = await launch();
  where = `Chromium ${chromium.version()} (headless)`;
  const page = await (await chromium.newContext()).newPage();
  await page.goto(srv.url + 'favicon.svg');
  result = await page.evaluate(async ({ boards, options, url, tablesUrls, runSource }) => {
    const api = await import(url);
    const exports = await api.default();
    const run = eval(`(${runSource})`);
    const load = tablesUrls.length ? async () => Promise.all(tablesUrls.map(async (u) => new Uint8Array(await (await fetch(u)).arrayBuffer()))) : null;
    return run(api, exports.memory, boards, options, load);
  }, { boards, options, url: srv.url + apiDir + '/npuzzle-wasm.js',
    tablesUrls: tableFiles.map((f) => srv.url + 'tables/' + path.basename(f)), runSource: run.toString() });
  await chromium.close();
  srv.server.close();
}

let mismatches = 0;
console.log(`${'id'.padStart(4)} ${'length'.padStart(6)} ${'expected'.padStart(8)} ${'expanded'.padStart(11)} ${'generated'.padStart(11)} ${'ms'.padStart(9)}`);
for (const r of result.rows) {
  // A known length must be matched by optimal solvers; fast mode's are compared in the ratio below.
  const bad = !Number.isNaN(r.expected) && (r.optimal ? r.length !== r.expected : r.status !== 'solved');
  mismatches += bad;
  console.log(`${String(r.id).padStart(4)} ${String(r.length ?? '-').padStart(6)} ${String(r.expected).padStart(8)} ${String(r.expanded).padStart(11)} ${String(r.generated).padStart(11)} ${r.ms.toFixed(1).padStart(9)}${bad ? ' MISMATCH' : ''}`);
}
const ms = result.rows.map((r) => r.ms).sort((a, b) => a - b);
const median = ms.length % 2 ? ms[(ms.length - 1) / 2] : (ms[ms.length / 2 - 1] + ms[ms.length / 2]) / 2;
const tableMs = result.loadMs + result.rows.reduce((s, r) => s + r.tableMs, 0);
const generated = result.rows.reduce((s, r) => s + r.generated, 0);
const expanded = result.rows.reduce((s, r) => s + r.expanded, 0);
console.log(`${where}: ${result.rows.length} boards, ${result.rows.filter((r) => r.status === 'solved').length} solved, ${mismatches} mismatches; ` +
  `total ${result.wallMs.toFixed(0)} ms (tables ${tableMs.toFixed(0)} ms ${result.loadMs ? 'loaded' : 'built'}, search ${(result.wallMs - tableMs).toFixed(0)} ms), median ${median.toFixed(2)} ms, slowest ${ms[ms.length - 1].toFixed(1)} ms; ` +
  `mean nodes expanded ${(expanded / result.rows.length).toFixed(0)}, generated ${(generated / result.rows.length).toFixed(0)}; ` +
  `tables ${(result.tableBytes / 1e6).toFixed(1)} MB, wasm memory ${(result.memoryBytes / 1e6).toFixed(1)} MB`);
const known = result.rows.filter((r) => !Number.isNaN(r.expected) && r.status === 'solved');
if (known.length) {
  const total = known.reduce((s, r) => s + r.length, 0);
  const expected = known.reduce((s, r) => s + r.expected, 0);
  console.log(`lengths ${total} against ${expected} expected: ratio ${(total / expected).toFixed(3)}`);
}
process.exitCode = mismatches ? 1 : 0;
