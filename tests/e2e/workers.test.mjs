// One long search on several workers (issue 38): the solver worker hands `auto`'s long
// iterations to helper workers it starts itself, one per worker (`?workers=N` asks for N; by
// default one fewer than the device's cores, so this 2-core machine would search alone). Two workers give the answer one
// gives; Cancel ends the helpers at once; another puzzle on the page is answered while a
// long search goes on.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, startHost, launch, openPage, readBoard, typeBoard, waitForResult, solverWorker } from './harness.mjs';

let srv, host, browser;
// A random 4×5 whose optimal search runs for minutes (tests/e2e/improvement.test.mjs).
const LONG = '17 0 18 13 4\n10 16 12 6 19\n7 9 14 5 2\n1 15 3 8 11';
before(async () => {
  srv = await startServer();
  // A course page (another origin) with two puzzles, asking for two workers.
  host = await startHost({
    '/two.html': `<!doctype html><html lang="en"><title>Week 3</title>
      <script type="module">
        window.results = [];
        document.addEventListener('npuzzle-result', (e) => window.results.push({ id: e.target.id, at: performance.now(), solution: e.detail.solution }));
      </script>
      <script type="module" src="${srv.url}n-puzzle.js"></script>
      <n-puzzle id="a" board="8 6 7 / 2 5 4 / 3 _ 1" algo="astar" controls="solve"></n-puzzle>
      <n-puzzle id="b" board="${LONG.replaceAll('\n', ' / ')}" controls="solve"></n-puzzle>`,
  });
  browser = await launch();
});
after(async () => { await browser?.close(); srv?.server.close(); host?.server.close(); });

// 77 moves after about 44 M nodes natively (`LONG_4X5` in crates/npuzzle-core/tests/common):
// its last two iterations are long enough to share (the other board there shares only its last).
const BOARD = '19 12 17 2 4\n13 3 15 7 18\n9 14 16 6 10\n8 0 1 11 5';
const OPTIMUM = 77;
const GOAL = [...Array.from({ length: 19 }, (_, i) => i + 1), 0];
const url = (workers) => `${srv.url}${srv.url.includes('?') ? '&' : '?'}workers=${workers}`;
const helpers = (page) => page.workers().filter((w) => w.url().startsWith('blob:'));

async function solveWith(workers) {
  const page = await openPage(browser, url(workers));
  // Helpers start at the hand-over (a long iteration ahead) and end with the search.
  const started = [];
  page.on('worker', (w) => {
    if (w.url().startsWith('blob:')) started.push(new Promise((resolve) => w.on('close', resolve)));
  });
  await typeBoard(page, BOARD);
  await page.evaluate(() => {
    window.result = null;
    document.addEventListener('npuzzle-result', (e) => { window.result = e.detail.solution; });
  });
  const t0 = Date.now();
  await page.click('#solve');
  await waitForResult(page, 180_000);
  const ms = Date.now() - t0;
  const solution = await page.evaluate(() => window.result);
  assert.match(await page.textContent('#solve-message'), new RegExp(`${OPTIMUM} moves, optimal`));
  await page.click('#pb-last');
  assert.deepEqual((await readBoard(page)).flat, GOAL, 'the answer plays to the goal');
  const ended = Promise.all(started);
  await Promise.race([ended, new Promise((_, reject) => setTimeout(() => reject(new Error('a helper outlived the search')), 10_000))]);
  assert.deepEqual(page.problems, []);
  await page.context().close();
  console.log(`${workers} worker(s): ${ms} ms, ${solution.stats.generated} nodes, ${started.length} helper(s) started`);
  return { solution, started: started.length };
}

test('two workers give the answer one worker gives', async () => {
  const two = await solveWith(2);
  const one = await solveWith(1);
  assert.equal(two.started, 2, 'the long iterations were handed over: two helpers searched them');
  assert.equal(one.started, 0);
  for (const { solution } of [one, two]) {
    assert.equal(solution.moves.length, OPTIMUM);
    assert.equal(solution.optimal, true);
    assert.equal(solution.lowerBound, OPTIMUM);
  }
  assert.deepEqual(two.solution.moves, one.solution.moves, 'the same answer, move for move');
  assert.deepEqual(two.solution.tiles, one.solution.tiles);
});

test('Cancel ends the helpers at once; the next solve is answered', async () => {
  const page = await openPage(browser, url(2));
  await typeBoard(page, LONG);
  const started = [];
  page.on('worker', (w) => { if (w.url().startsWith('blob:')) started.push(w); });
  await page.click('#solve');
  // The helpers start at the hand-over: past the tables, into the long iterations.
  await page.waitForFunction(() => /at least (\d+) \(proved\)\. Still searching/.test(document.querySelector('#solve-message').textContent)
    && !/preparing tables/.test(document.querySelector('#p-building').textContent), null, { timeout: 120_000 });
  const deadline = Date.now() + 120_000;
  while (started.length < 2 && Date.now() < deadline) await page.waitForTimeout(100);
  assert.equal(started.length, 2);
  const closed = Promise.all(started.map((w) => new Promise((resolve) => w.on('close', resolve))));
  await page.click('#cancel');
  await Promise.race([closed, new Promise((_, reject) => setTimeout(() => reject(new Error('a helper still runs')), 10_000))]);
  assert.match(await page.textContent('#solve-message'), /^Stopped\. The best answer found stays: \d+ moves; the shortest takes at least \d+ \(proved\)\.$/);
  assert.equal(helpers(page).length, 0, 'no helper left');
  // The search went on in the background: the solver worker takes the next job at once.
  await typeBoard(page, '1 2 3 4 5\n6 7 8 9 10\n11 12 13 14 15\n16 17 18 0 19');
  await page.click('#solve');
  await waitForResult(page);
  assert.match(await page.textContent('#solve-message'), /1 move, optimal|1 moves, optimal/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('another puzzle on the page is answered while a long search goes on in the background', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  const workers = [];
  page.on('worker', (w) => workers.push(w));
  await page.goto(`${host.origin}/two.html?workers=2`);
  await page.waitForFunction(() => document.getElementById('b')?.shadowRoot?.querySelector('canvas'));
  // The boards came as attributes, so the solver's workers (blob: here, the assets being on
  // another origin) are loading already: the first answer's, and the solver's behind it once
  // that one was idle; the first retires once the solver's is ready. Wait for that (a slow
  // machine is still loading them here), so what starts after b's Solve is helpers alone: two,
  // once b's search is handed over.
  await solverWorker(page);
  const before = workers.length;
  await page.evaluate(() => document.getElementById('b').solve());
  const deadline = Date.now() + 120_000;
  while (workers.length < before + 2 && Date.now() < deadline) await page.waitForTimeout(200);
  await page.waitForTimeout(500);
  assert.equal(workers.length - before, 2, 'two helpers');
  const asked = await page.evaluate(() => performance.now());
  await page.evaluate(() => document.getElementById('a').solve());
  await page.waitForFunction(() => window.results.some((r) => r.id === 'a'), null, { timeout: 20_000 });
  const [a] = await page.evaluate(() => window.results.filter((r) => r.id === 'a'));
  console.log(`a answered ${Math.round(a.at - asked)} ms after its Solve, beside b's long search`);
  assert.equal(a.solution.moves.length, 31);
  assert.equal(a.solution.optimal, true);
  assert.ok(!(await page.evaluate(() => window.results.some((r) => r.id === 'b'))), 'b still searches');
  assert.match(await page.locator('#b [data-part=solve-message]').textContent(), /Still searching/);
  // b's Cancel reaches the search in the background: b keeps its best answer.
  await page.evaluate(() => document.getElementById('b').cancel());
  await page.locator('#b [data-part=solve-message]', { hasText: /^Stopped\. The best answer found stays/ }).waitFor();
  // The worker takes the next job at once.
  await page.evaluate(() => { const a = document.getElementById('a'); a.setAttribute('board', '1 2 3 / 4 5 6 / 7 _ 8'); a.solve(); });
  await page.waitForFunction(() => window.results.filter((r) => r.id === 'a').length === 2, null, { timeout: 20_000 });
  assert.deepEqual(problems, []);
  await context.close();
});
