// Improvements on long thin boards (issue 53, item 2): for each shape, random boards solved by
// `auto` with a node budget on one thread; prints each board's answer over its proved lower bound
// (1 for a board solved) and the mean per shape.
//   node bench/thin-boards.mjs [--shapes 2x10,2x9,3x7,4x5,5x4] [-n 5] [--seed 7]
//        [--max-nodes 20000000] [--bin target/release/npuzzle]
// The tables are built on first need and cached (NPUZZLE_CACHE_DIR), so a first run is slower.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name, fallback) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : fallback; };
const shapes = flag('--shapes', '2x10,2x9,3x7,4x5,5x4').split(',');
const count = flag('-n', '5');
const seed = flag('--seed', '7');
const maxNodes = flag('--max-nodes', '20000000');
const bin = path.resolve(root, flag('--bin', 'target/release/npuzzle'));
// `bench` exits with 1 when a board is stopped unsolved, which is the point here.
const run = (argv, input) => {
  const r = spawnSync(bin, argv, { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status > 1 || r.error) throw new Error(`${bin} ${argv.join(' ')}: ${r.error ?? r.stderr}`);
  return r.stdout;
};

console.log(`${count} boards a shape (seed ${seed}), ${maxNodes} nodes, one thread`);
console.log('shape  mean   per board (answer/bound)                     seconds');
for (const shape of shapes) {
  const boards = run(['random', '--size', shape, '-n', count, '--seed', seed]);
  const t0 = Date.now();
  const lines = run(['bench', '-', '--max-nodes', maxNodes, '--threads', '1', '--json'], boards)
    .trim().split('\n').map((l) => JSON.parse(l)).filter((d) => !d.summary);
  const seconds = (Date.now() - t0) / 1000;
  const ratios = lines.map((d) => (d.status === 'solved' ? 1 : d.length / d.lowerBound));
  const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length;
  const each = lines.map((d, i) => `${d.length}/${d.status === 'solved' ? d.length : d.lowerBound}=${ratios[i].toFixed(3)}`);
  console.log(`${shape.padEnd(6)} ${mean.toFixed(3)}  ${each.join(' ').padEnd(44)} ${seconds.toFixed(1)}`);
}
