// The JavaScript API (dist/api, as shipped) called as careless course pages call it: every export
// with a table of hostile values. Each call returns a valid result or throws an Error with a
// `code`; never a WebAssembly.RuntimeError (a trap), and a normal solve still works after each.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { dist } from './harness.mjs';

const api = await import(path.join(dist, 'api/npuzzle-wasm.js'));
api.initSync({ module: fs.readFileSync(path.join(dist, 'api/npuzzle-wasm_bg.wasm')) });

const big = Array.from({ length: 65 * 65 }, (_, i) => (i + 1) % (65 * 65));
const hostile = [
  undefined, null, true, 0, -1, 3, 1.5, NaN, Infinity, -Infinity, 2 ** 53, -(2 ** 63), 1e308,
  '', ' ', '3', '4', '3x4', 'x', '\u0000', '\u200b1 2 3 0', '\ufeff', 'auto', 'fast', 'bfs',
  'start', 'end', 'flat', 'grid', '1 2 3 0', '8 6 7 / 2 5 4 / 3 _ 1', '(((', '9'.repeat(400),
  '65', '65x65', '0x0', Symbol('s'), 10n, -5n, {}, { algorithm: 'astar' }, { algorithm: 42 },
  { maxNodes: -1 }, { maxNodes: NaN }, { goal: {} }, { heuristic: 'manhattan' }, { bogus: 1 },
  [], [1, 2, 3, 0], [[1, 2], [3, 0]], [1, 2, 3, NaN], [1, 2, 3, -1], [1, 2, 3, 1.5], ['1', '2', '3', '0'],
  [1n, 2n, 3n, 0n], big, new Uint8Array([1, 2, 3, 0]), new Float64Array(4), new ArrayBuffer(8),
  () => 1, new Date(0), /re/, new Map(), Object.create(null),
];

function describe(v) {
  try {
    if (typeof v === 'symbol' || typeof v === 'bigint') return String(v) + (typeof v === 'bigint' ? 'n' : '');
    if (typeof v === 'function') return 'function';
    const s = JSON.stringify(v);
    return s === undefined ? String(v) : s.length > 40 ? s.slice(0, 40) + '…' : s;
  } catch { return Object.prototype.toString.call(v); }
}

// Argument lists per export: each position takes every hostile value, the others sensible ones.
const exports = {
  solve: ['1 2 3 4 5 6 7 0 8', 'auto'],
  is_solvable: ['1 2 3 0', undefined],
  parse_board: ['1 2 3 0'],
  explain: ['8 1 3 4 0 2 7 6 5', undefined],
  format_board: ['1 2 3 0', 'flat'],
  random_board: ['3', 1, undefined],
  scramble: ['3', 5, 1, undefined],
  install_tables: [new Uint8Array([1, 2, 3])],
  table_bytes: [],
};

test('every export, every hostile value: a result or an Error with a code, never a trap', () => {
  const counts = { calls: 0, results: 0, errors: 0 };
  const codes = new Map();
  for (const [name, sensible] of Object.entries(exports)) {
    const positions = Math.max(sensible.length, 1);
    for (let at = 0; at < positions; at++) {
      for (const value of hostile) {
        const args = [...sensible];
        args[at] = value;
        counts.calls++;
        const what = `${name}(${args.map(describe).join(', ')})`;
        try {
          api[name](...args);
          counts.results++;
        } catch (e) {
          assert.ok(!(e instanceof WebAssembly.RuntimeError), `${what} trapped: ${e.message}`);
          assert.ok(e instanceof Error, `${what} threw a non-Error: ${describe(e)}`);
          assert.equal(typeof e.code, 'string', `${what} threw without a code: ${e.message}`);
          counts.errors++;
          codes.set(e.code, (codes.get(e.code) || 0) + 1);
        }
        // The module keeps working after each call.
        const r = api.solve('1 2 3 4 5 6 7 0 8', 'astar');
        assert.equal(r.length, 1, `solve after ${what}`);
      }
    }
  }
  const byCode = [...codes].sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${n}`).join(', ');
  console.log(`hostile JS: ${counts.calls} calls, ${counts.results} results, ${counts.errors} Errors with a code (${byCode}), 0 traps`);
  assert.equal(counts.calls, counts.results + counts.errors);
});

test('explain gives the assignment example\'s numbers', () => {
  const e = api.explain('8 1 3 / 4 _ 2 / 7 6 5');
  assert.equal(e.heuristics.hamming, 5);
  assert.equal(e.heuristics.manhattan, 10);
  assert.equal(e.solvability.solvable, true);
  assert.equal(api.explain('1 2 3 4 5 6 8 7 0').solvability.inversions, 1);
});

test('the previous traps: a number for the size, NaN for the size', () => {
  assert.equal(api.random_board(3, 3).cells.length, 9);
  assert.throws(() => api.scramble(NaN, 5, 1), (e) => e.code === 'invalid-argument' && /size/.test(e.message));
  assert.throws(() => api.scramble('3', 2e6, 1), (e) => e.code === 'too-many-moves');
});
