// Builds MichaelKim/15puzzle natively and runs it on Korf's 100, one process a board (so that a
// board can be capped), and checks every answer:
//   node bench/peers/michaelkim.mjs PEER [--work DIR] [--db 663-reg] [--cap SECONDS] [--boards A-B] [--korf FILE]
// PEER is a checkout or a bare mirror of the repository. It is copied to DIR (default
// /tmp/peer-michaelkim) and built there with its Makefile's flags (g++ -std=c++17 -Wall -O3 -g;
// the Makefile itself names a missing obj/Util.cpp). Its pattern databases are made on the first
// run and kept in DIR/databases/*.dat.
// Its 663-reg and 555-reg databases have the blank last (1..15, 0); Korf's boards (blank first)
// are turned half a turn and relabelled t -> 16 - t, which maps Korf's goal onto that one and
// keeps every length. The time is the solver's own for the search ("Time elapsed" around
// Idastar::solve), the nodes its "Nodes expanded" (f within the bound, summed over iterations).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const flag = (name, fallback) => { const i = args.indexOf(name); return i >= 0 ? args.splice(i, 2)[1] : fallback; };
const korf = flag('--korf', path.join(root, '../shared/data/korf100_15puzzle.txt'));
const work = path.resolve(flag('--work', '/tmp/peer-michaelkim'));
const db = flag('--db', '663-reg');
const cap = Number(flag('--cap', '120'));
const [from, to] = flag('--boards', '1-100').split('-').map(Number);
const peer = args[0];
if (!peer) { console.error('usage: node bench/peers/michaelkim.mjs PEER [--work DIR] [--db 663-reg] [--cap SECONDS] [--boards A-B] [--korf FILE]'); process.exit(2); }

const binary = path.join(work, 'puzzle');
if (!fs.existsSync(binary)) {
  fs.mkdirSync(work, { recursive: true });
  if (fs.existsSync(path.join(peer, 'src'))) fs.cpSync(peer, work, { recursive: true });
  else {
    // A bare mirror: its files at HEAD.
    const git = (...a) => execFileSync('git', ['-C', peer, ...a], { maxBuffer: 1 << 28 });
    for (const f of git('ls-tree', '-r', '--name-only', 'HEAD').toString().split('\n').filter(Boolean)) {
      fs.mkdirSync(path.dirname(path.join(work, f)), { recursive: true });
      fs.writeFileSync(path.join(work, f), git('show', `HEAD:${f}`));
    }
  }
  const sources = fs.readdirSync(path.join(work, 'src')).filter((f) => f.endsWith('.cpp')).map((f) => `src/${f}`);
  execFileSync('g++', ['-std=c++17', '-Wall', '-O3', '-g', '-o', 'puzzle', ...sources], { cwd: work, stdio: 'inherit' });
}

const boards = fs.readFileSync(korf, 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => l.trim().split(/\s+/).map(Number))
  .map((f) => ({ id: f[0], expected: f[2], tiles: f.slice(-16) }))
  .filter((b) => b.id >= from && b.id <= to)
  .map((b) => ({ ...b, peer: Array.from({ length: 16 }, (_, p) => { const x = b.tiles[15 - p]; return x ? 16 - x : 0; }) }));

const goal = '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0';
const rows = [];
console.log(`${'id'.padStart(4)} ${'length'.padStart(6)} ${'expected'.padStart(8)} ${'expanded'.padStart(12)} ${'ms'.padStart(10)}`);
for (const b of boards) {
  const file = path.join(work, 'board.txt');
  fs.writeFileSync(file, `4 4 1\n\n${[0, 4, 8, 12].map((r) => b.peer.slice(r, r + 4).join(' ')).join('\n')}\n`);
  const out = spawnSync(binary, ['-d', `databases/${db}`, '-b', file], { cwd: work, timeout: cap * 1000, maxBuffer: 1 << 26 });
  const text = out.stdout.toString();
  const nodes = Number(text.match(/Nodes expanded: (\d+)/)?.[1]);
  // The timers in order: database, walking distance, this board's search, all boards.
  const times = [...text.matchAll(/Time elapsed: ([\d.e+-]+)/g)].map((m) => Number(m[1]));
  const length = Number(text.match(/Solution: (\d+) moves/)?.[1]);
  // After "Checking solutions:" it prints the board with its moves applied: the goal, or not.
  const checked = text.split('Checking solutions:')[1]?.trim().split(/\s+/).join(' ');
  const solved = out.status === 0 && !Number.isNaN(length);
  const row = { id: b.id, expected: b.expected, length, nodes, ms: solved ? times[2] * 1000 : cap * 1000, solved,
    ok: solved && length === b.expected && checked === goal };
  rows.push(row);
  console.log(`${String(b.id).padStart(4)} ${String(solved ? length : '-').padStart(6)} ${String(b.expected).padStart(8)} ${String(solved ? nodes : '-').padStart(12)} ${row.ms.toFixed(1).padStart(10)}${solved ? (row.ok ? '' : ' MISMATCH') : ` stopped at the ${cap} s cap`}`);
}
const solved = rows.filter((r) => r.solved);
const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
const total = ms.reduce((s, m) => s + m, 0);
const nodes = solved.reduce((s, r) => s + r.nodes, 0);
console.log(`MichaelKim/15puzzle (${db}, native): ${rows.length} boards, ${solved.length} solved, ` +
  `${solved.filter((r) => !r.ok).length} mismatches; search ${total.toFixed(0)} ms${solved.length < rows.length ? ' (a stopped board counted at the cap)' : ''}, ` +
  `median ${ms[ms.length >> 1].toFixed(1)} ms, slowest ${ms[ms.length - 1].toFixed(1)} ms; mean nodes expanded ${(nodes / Math.max(1, solved.length)).toFixed(0)} (solved boards)`);
process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
