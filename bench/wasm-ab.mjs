// Two builds of the wasm API compared in one headless Chromium page (issue 53, item 6): Korf's 100
// (goal blank first, the 4×4 tables: the site's, or a build's own), board by board, each board
// solved by both builds in turn (which goes first alternates), so that both meet the same
// moments of a noisy machine.
// Prints each build's least and median search time over the rounds, and its nodes (which must
// agree when only speed changed).
//   node bench/wasm-ab.mjs DIR_A DIR_B [ROUNDS=4]
// DIR_A and DIR_B are folders of dist/ holding `npuzzle-wasm.js` and its wasm: `api` (the current
// build) and an earlier build's dist/api, copied outside dist/ before the next `trunk build`
// (which replaces dist/) and back into it after. A build whose tables differ from the site's
// reads its own from DIR/pdb-4x4.bin when that file is there. CHROMIUM_ARGS adds browser flags
// (e.g. `--js-flags=--no-liftoff`; read by tests/e2e/harness.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [dirA, dirB, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg || 4);
const boards = fs.readFileSync(path.join(root, '../shared/data/korf100_15puzzle.txt'), 'utf8').split('\n')
  .map((l) => l.trim()).filter((l) => l && !l.startsWith('#')).map((l) => l.split(/\s+/).slice(-16).map(Number));
const { startServer, launch } = await import(path.join(root, 'tests/e2e/harness.mjs'));
const srv = await startServer();
const chromium = await launch();
const page = await (await chromium.newContext()).newPage();
await page.goto(srv.url + 'favicon.svg');
const out = await page.evaluate(async ({ boards, urls, rounds, tablesUrls }) => {
  const apis = [];
  for (const [i, u] of urls.entries()) {
    let got = await fetch(tablesUrls[i][0]);
    if (!got.ok) got = await fetch(tablesUrls[i][1]);
    if (!got.ok) throw new Error(`no tables for ${u}: ${got.status}`);
    const api = await import(u);
    await api.default();
    api.install_tables(new Uint8Array(await got.arrayBuffer()));
    apis.push(api);
  }
  const times = urls.map(() => []);
  for (let r = 0; r < rounds; r++) {
    // Board by board, alternating which build goes first: both see the same moments of noise.
    const sums = apis.map(() => [0, 0]);
    boards.forEach((b, k) => {
      const order = (k + r) % 2 ? [1, 0] : [0, 1];
      for (const i of order) { const res = apis[i].solve(b, { goal: 'start', algorithm: 'auto' }); sums[i][0] += res.ms; sums[i][1] += res.generated; }
    });
    sums.forEach((s, i) => times[i].push(s));
  }
  return times;
}, {
  boards, urls: [dirA, dirB].map((d) => `${srv.url}${d}/npuzzle-wasm.js`), rounds,
  tablesUrls: [dirA, dirB].map((d) => [`${srv.url}${d}/pdb-4x4.bin`, srv.url + 'tables/pdb-4x4.bin']),
});
await chromium.close(); srv.server.close();
for (const [i, d] of [dirA, dirB].entries()) {
  const ms = out[i].map((x) => x[0]).sort((a, b) => a - b);
  console.log(`${d}: least ${ms[0].toFixed(0)} ms, median ${ms[Math.floor(ms.length / 2)].toFixed(0)} ms, all ${out[i].map((x) => x[0].toFixed(0)).join(' ')}; nodes ${out[i][0][1]}`);
}
