// Issue 8's "done": a course page with three different puzzles, its script from another origin,
// works online and then offline. The elements run in the course page, which the app's service
// worker cannot reach: both servers send the Cache-Control a static host sends, and the browser's
// HTTP cache brings them back. The iframe is the app's own page: its service worker does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, startHost, launch, waitForResult } from './harness.mjs';

const KORF1 = '14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3'; // 57 moves, goal blank first
let assets, host, bare, frameHost, browser;

before(async () => {
  assets = await startServer({ maxAge: 600 });
  // The iframe's case: the app's files with no freshness lifetime, so only its service worker
  // can bring the frame back offline.
  bare = await startServer();
  frameHost = await startHost({
    '/week4.html': `<!doctype html><html lang="en"><title>Week 4</title><h1>Solve it</h1>
      <iframe src="${bare.url}?goal=start&amp;controls=solve&amp;board=${encodeURIComponent(KORF1)}" title="N-puzzle" width="760" height="900"></iframe>`,
  }, { maxAge: 600 });
  host = await startHost({
    '/week3.html': `<!doctype html><html lang="en"><title>Week 3: informed search</title>
      <script type="module">
        window.results = {};
        document.addEventListener('npuzzle-result', (e) => { window.results[e.target.id] = e.detail.solution; });
      </script>
      <script type="module" src="${assets.url}n-puzzle.js"></script>
      <h1>Exercise 1: the hardest 8-puzzle</h1>
      <n-puzzle id="e1" board="8 6 7 / 2 5 4 / 3 _ 1" algo="astar" heuristic="manhattan" controls="solve"></n-puzzle>
      <h1>Exercise 2: Korf's first 15-puzzle</h1>
      <n-puzzle id="e2" board="${KORF1}" goal="start" controls="solve" lang="de"></n-puzzle>
      <h1>Exercise 3: a 3×4 board by IDA*</h1>
      <n-puzzle id="e3" board="1 10 5 11 / 8 2 7 4 / 9 _ 6 3" algo="idastar" controls="solve" lang="es"></n-puzzle>`,
  }, { maxAge: 600 });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  for (const s of [assets, host, bare, frameHost]) s?.server.close();
});

/** Solves all three exercises and returns their solutions' lengths, optimal or not. */
async function solveAll(page) {
  await page.waitForFunction(() => ['e1', 'e2', 'e3'].every((id) => document.getElementById(id)?.ready), null, { timeout: 30000 });
  await page.evaluate(() => { window.results = {}; for (const id of ['e1', 'e2', 'e3']) document.getElementById(id).solve(); });
  await page.waitForFunction(() => Object.keys(window.results).length === 3, null, { timeout: 120000 });
  return page.evaluate(() => Object.fromEntries(Object.entries(window.results).map(([id, s]) => [id, [s.status, s.moves.length, s.optimal]])));
}

test('a course page with three puzzles from another origin works online, then offline', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(`${host.origin}/week3.html`);
  const want = { e1: ['solved', 31, true], e2: ['solved', 57, true], e3: ['solved', 34, true] };
  assert.deepEqual(await solveAll(page), want, 'online');

  await context.setOffline(true);
  await page.goto(`${host.origin}/week3.html`);
  assert.deepEqual(await solveAll(page), want, 'offline, from the HTTP cache');
  assert.equal(await page.locator('#e2 button[data-part=solve]').textContent(), 'Lösen');
  assert.equal(await page.locator('#e3 button[data-part=solve]').textContent(), 'Resolver');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the iframe embed comes back offline through the app\'s service worker', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${frameHost.origin}/week4.html`);
  const frame = () => page.frame({ url: /course/ });
  const solve = async () => {
    await frame().waitForSelector('#loading', { state: 'hidden' });
    await frame().click('#solve');
    await waitForResult(frame(), 120000);
    return frame().textContent('#r-length');
  };
  assert.equal(await solve(), '57');
  // The worker registers after the first answer; once it controls the frame it keeps what it fetches.
  await frame().waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  await frame().evaluate(async () => { await fetch('./tables/pdb-4x4-quick.bin'); await fetch('./tables/pdb-4x4.bin'); });

  await context.setOffline(true);
  await page.goto(`${frameHost.origin}/week4.html`);
  assert.equal(await solve(), '57', 'offline: the frame, its solver and tables from the service worker');
  await context.close();
});
