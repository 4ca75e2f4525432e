// Drives ziap/sliding-puzzle's own WebAssembly solver (zig-out/worker.wasm, as its page ships it)
// on Korf's 100, in Node or in headless Chromium, and checks every answer:
//   node bench/peers/ziap.mjs PEER [--browser | --native] [--korf FILE] [--boards A-B]
// PEER is a checkout of ziap/sliding-puzzle holding zig-out/worker.wasm and patterns.gz (the
// pattern database, made there by `zig build --release=fast pdb-gen`; see README.md here).
// The worker's interface (src/wasm-worker.zig): `databasePtr()`/`databaseSize()` locate the
// database in its memory (filled with patterns.gz inflated, raw deflate); `solve(u64)` takes a
// board, tile of cell i in bits 4i..4i+3, goal 1..15 then the blank, and calls the imported
// `doneSearch(ptr, size)` with its Solution: 80 u64 boards (each after one move; the start is
// not included) followed by the length in a byte.
// `--native` runs the same solver natively instead, through zig-out/bench-driver (ziap-native.zig,
// built by ziap-setup.sh), which takes the same boards and gives the same answers.
// Korf's boards (goal: blank first) are turned half a turn and relabelled t -> 16 - t, which
// maps Korf's goal onto ziap's and keeps every length.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const flag = (name, fallback) => { const i = args.indexOf(name); return i >= 0 ? args.splice(i, 2)[1] : fallback; };
const browser = args.includes('--browser') && args.splice(args.indexOf('--browser'), 1);
const native = args.includes('--native') && args.splice(args.indexOf('--native'), 1);
const korf = flag('--korf', path.join(root, '../shared/data/korf100_15puzzle.txt'));
const [from, to] = flag('--boards', '1-100').split('-').map(Number);
const peer = args[0];
if (!peer) { console.error('usage: node bench/peers/ziap.mjs PEER [--browser | --native] [--korf FILE] [--boards A-B]'); process.exit(2); }

const wasmBytes = fs.readFileSync(path.join(peer, 'zig-out/worker.wasm'));
const database = zlib.inflateRawSync(fs.readFileSync(path.join(peer, 'patterns.gz')));

const boards = fs.readFileSync(korf, 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => l.trim().split(/\s+/).map(Number))
  .map((f) => ({ id: f[0], expected: f[2], tiles: f.slice(-16) }))
  .filter((b) => b.id >= from && b.id <= to)
  .map((b) => {
    const t = Array.from({ length: 16 }, (_, p) => { const x = b.tiles[15 - p]; return x ? 16 - x : 0; });
    let data = 0n;
    for (let p = 15; p >= 0; p--) data = (data << 4n) | BigInt(t[p]);
    return { id: b.id, expected: b.expected, data: data.toString() };
  });

// Runs in Node or in the page: solves each board and returns the answers' boards with the times.
async function run(wasmBytes, database, boards) {
  let memory, answer;
  const { instance } = await WebAssembly.instantiate(wasmBytes, {
    env: { doneSearch(ptr, len) { answer = new Uint8Array(memory.buffer, ptr, len).slice(); } },
  });
  const x = instance.exports;
  memory = x.memory;
  if (x.databaseSize() !== database.length) throw new Error(`database: ${database.length} bytes, the wasm wants ${x.databaseSize()}`);
  new Uint8Array(memory.buffer, x.databasePtr(), x.databaseSize()).set(database);
  const rows = [];
  for (const b of boards) {
    answer = null;
    const t = performance.now();
    x.solve(BigInt(b.data));
    const ms = performance.now() - t;
    const view = new DataView(answer.buffer);
    const len = answer[640];
    const path = Array.from({ length: len }, (_, i) => view.getBigUint64(8 * i, true).toString());
    rows.push({ id: b.id, ms, path });
  }
  return { rows, memoryBytes: memory.buffer.byteLength };
}

let result, where;
if (native) {
  where = 'native code (zig-out/bench-driver)';
  const input = boards.map((b) => BigInt(b.data).toString(16)).join('\n') + '\n';
  const out = execFileSync(path.join(peer, 'zig-out/bench-driver'), { cwd: peer, input, maxBuffer: 1 << 26 }).toString();
  const rows = out.trim().split('\n').map((l, i) => {
    const [moves, ns] = l.split('|');
    return { id: boards[i].id, ms: Number(ns) / 1e6, path: moves.trim().split(/\s+/).filter(Boolean).map((h) => BigInt('0x' + h).toString()) };
  });
  result = { rows, memoryBytes: NaN };
} else if (!browser) {
  where = `Node ${process.version}`;
  result = await run(wasmBytes, database, boards);
} else {
  const { launch } = await import(path.join(root, 'tests/e2e/harness.mjs'));
  const chromium = await launch();
  where = `Chromium ${chromium.version()} (headless)`;
  const page = await (await chromium.newContext()).newPage();
  const files = { '/worker.wasm': [wasmBytes, 'application/wasm'], '/patterns.bin': [database, 'application/octet-stream'],
    '/': [Buffer.from('<!doctype html><title>peer</title>'), 'text/html'] };
  await page.route('http://peer.invalid/**', (route) => {
    const [body, contentType] = files[new URL(route.request().url()).pathname];
    return route.fulfill({ body, contentType });
  });
  await page.goto('http://peer.invalid/');
  result = await page.evaluate(async ({ boards, runSource }) => {
    const wasm = await (await fetch('/worker.wasm')).arrayBuffer();
    const db = new Uint8Array(await (await fetch('/patterns.bin')).arrayBuffer());
    return eval(`(${runSource})`)(wasm, db, boards);
  }, { boards, runSource: run.toString() });
  await chromium.close();
}

// Checks an answer: each board one move from the one before, the last the goal.
const cells = (d) => Array.from({ length: 16 }, (_, i) => Number((BigInt(d) >> BigInt(4 * i)) & 15n));
const goal = [...Array.from({ length: 15 }, (_, i) => i + 1), 0];
function valid(start, path) {
  let cur = cells(start);
  for (const d of path) {
    const next = cells(d);
    const diff = cur.flatMap((v, i) => (v !== next[i] ? [i] : []));
    if (diff.length !== 2) return false;
    const [a, b] = diff;
    const adjacent = (b - a === 4) || (b - a === 1 && a % 4 !== 3);
    if (!adjacent || cur[a] !== next[b] || cur[b] !== next[a] || (cur[a] && cur[b])) return false;
    cur = next;
  }
  return cur.every((v, i) => v === goal[i]);
}

let bad = 0;
console.log(`${'id'.padStart(4)} ${'length'.padStart(6)} ${'expected'.padStart(8)} ${'ms'.padStart(9)}`);
result.rows.forEach((r, i) => {
  const b = boards[i];
  const wrong = r.path.length !== b.expected || !valid(b.data, r.path);
  bad += wrong;
  console.log(`${String(r.id).padStart(4)} ${String(r.path.length).padStart(6)} ${String(b.expected).padStart(8)} ${r.ms.toFixed(1).padStart(9)}${wrong ? ' MISMATCH' : ''}`);
});
const ms = result.rows.map((r) => r.ms).sort((a, b) => a - b);
const total = ms.reduce((s, m) => s + m, 0);
console.log(`ziap/sliding-puzzle ${native ? 'solver' : 'worker.wasm'} in ${where}: ${result.rows.length} boards, ${bad} mismatches; ` +
  `search ${total.toFixed(0)} ms, median ${ms[ms.length >> 1].toFixed(2)} ms, slowest ${ms[ms.length - 1].toFixed(1)} ms; ` +
  `database ${(database.length / 1e6).toFixed(1)} MB${native ? '' : `, wasm memory ${(result.memoryBytes / 1e6).toFixed(1)} MB`}`);
process.exitCode = bad ? 1 : 0;
