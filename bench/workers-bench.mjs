// One long search on several page workers (issue 38): random 4×5 boards solved in the page
// (release build, a fresh context each, so the tables are built each time) with `?workers=1`,
// then with each count asked; prints the search's time (the solve's less its tables'), its nodes,
// and the speedup over one worker.
//   node bench/workers-bench.mjs [--workers 2] [--seed 100] [--boards 4,8]
// The boards are `npuzzle random --size 4x5 -n 8 --seed SEED` (the CLI's own generator, in
// target/release), picked by their place in that list.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launch, typeBoard, waitForResult } from '../tests/e2e/harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const counts = opt('workers', '2').split(',').map(Number);
const seed = opt('seed', '100');
const picks = opt('boards', '4,8').split(',').map(Number);
const cli = path.join(root, 'target/release/npuzzle');
const lines = execFileSync(cli, ['random', '--size', '4x5', '-n', '8', '--seed', seed], { encoding: 'utf8' }).trim().split('\n');

const srv = await startServer();
const browser = await launch();

async function solve(board, workers) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${srv.url}${srv.url.includes('?') ? '&' : '?'}workers=${workers}`);
  await page.waitForSelector('#loading', { state: 'hidden' });
  await typeBoard(page, board);
  await page.evaluate(() => {
    document.addEventListener('npuzzle-result', (e) => { window.result = e.detail.solution; });
  });
  await page.click('#solve');
  await waitForResult(page, 1_800_000);
  const s = await page.evaluate(() => window.result);
  await context.close();
  return { length: s.moves.length, optimal: s.optimal, search: (s.stats.ms - s.stats.tableMs) / 1000, nodes: s.stats.generated };
}

console.log('board  workers  length  search s  nodes (M)  speedup');
for (const pick of picks) {
  const tiles = lines[pick - 1].split(' ').slice(2);
  const board = [0, 1, 2, 3].map((r) => tiles.slice(r * 5, r * 5 + 5).join(' ')).join('\n');
  const one = await solve(board, 1);
  const row = (w, r, base) => console.log(`${String(pick).padStart(5)}  ${String(w).padStart(7)}  ${String(r.length).padStart(6)}${r.optimal ? '' : '?'}  ${r.search.toFixed(2).padStart(8)}  ${(r.nodes / 1e6).toFixed(1).padStart(9)}  ${(base / r.search).toFixed(2).padStart(7)}×`);
  row(1, one, one.search);
  for (const w of counts) {
    const r = await solve(board, w);
    if (r.length !== one.length) throw new Error(`board ${pick}: ${r.length} moves with ${w} workers, ${one.length} with one`);
    row(w, r, one.search);
  }
}
await browser.close();
srv.server.close();
