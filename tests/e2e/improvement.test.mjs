// Every board answered at once (issue 38): Solve on a 4×5 with no tables cached shows a valid
// answer while auto goes on (tables, then the optimal search), says what is proved of it, puts
// a better answer in its place, and Cancel keeps the best with its bound. Hosts hear each
// answer as `npuzzle-improved`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openPage, readBoard, typeBoard } from './harness.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

// A random 4×5 (npuzzle random --size 4x5 --seed 9): its optimal search runs for minutes in
// the page.
const BOARD = '17 0 18 13 4\n10 16 12 6 19\n7 9 14 5 2\n1 15 3 8 11';
const GOAL = [...Array.from({ length: 19 }, (_, i) => i + 1), 0];
const IMPROVEMENT = /^(\d+) moves found; the shortest takes at least (\d+) \(proved\)\. Still searching…$/;

test('a 4×5: an answer at once, playable; a better one replaces it; Cancel keeps the best', async () => {
  const page = await openPage(browser, srv.url);
  await typeBoard(page, BOARD);
  await page.evaluate(() => {
    window.improved = [];
    document.addEventListener('npuzzle-improved', (e) => window.improved.push({
      length: e.detail.solution.moves.length,
      bound: e.detail.solution.lowerBound,
      optimal: e.detail.solution.optimal,
    }));
  });
  const clicked = Date.now();
  await page.click('#solve');
  await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#solve-message').textContent), IMPROVEMENT.source);
  console.log(`first answer shown ${Date.now() - clicked} ms after Solve (tables not yet built)`);
  // The message, the table and the events agree (read at once: answers keep coming).
  const shown = await page.evaluate(() => [document.querySelector('#solve-message').textContent,
    document.querySelector('#r-length').textContent, document.querySelector('#r-optimal').textContent]);
  const [, moves, bound] = shown[0].match(IMPROVEMENT);
  assert.ok(Number(moves) >= Number(bound), `${moves} moves against a bound of ${bound}`);
  assert.deepEqual(shown.slice(1), [moves, 'not guaranteed']);
  assert.ok(await page.isEnabled('#cancel'), 'still searching');
  // While the tables are built (no answer comes then), the answer plays to the goal.
  await page.waitForFunction(() => /preparing tables/.test(document.querySelector('#p-building').textContent), null, { timeout: 60_000 });
  const now = await page.textContent('#r-length');
  await page.click('#pb-last');
  assert.deepEqual((await readBoard(page)).flat, GOAL);
  assert.equal(await page.textContent('#pb-step-of'), `Step ${now} of ${now}`);

  // Tables built, a better answer with them: it takes the place of the one before.
  await page.waitForFunction((n) => Number(document.querySelector('#r-length').textContent) < n, Number(now), { timeout: 120_000 });
  const [, better, proved] = (await page.textContent('#solve-message')).match(IMPROVEMENT);
  const heard = await page.evaluate(() => window.improved);
  const first = heard[0].length;
  assert.ok(Number(better) < first && Number(better) >= Number(proved));
  console.log(`better answer: ${better} moves (first ${first}); proved at least ${proved}`);
  assert.ok(heard.some((h) => h.length === Number(better)), 'hosts heard the better answer');
  assert.ok(heard.every((h, i) => !h.optimal && h.bound <= h.length && (i === 0 || h.length <= heard[i - 1].length)));

  // Cancel: the best answer stays, with its bound, and still plays to the goal.
  await page.click('#cancel');
  const kept = await page.textContent('#solve-message');
  const [, keptMoves, keptBound] = kept.match(/^Stopped\. The best answer found stays: (\d+) moves; the shortest takes at least (\d+) \(proved\)\.$/);
  assert.equal(keptMoves, await page.textContent('#r-length'));
  assert.ok(Number(keptBound) >= Number(proved));
  // Its counts are those so far; the largest frontier is not known then, so not shown as 0.
  assert.match(await page.textContent('#r-frontier'), /^(–|[1-9][\d,]*)$/);
  await page.click('#pb-first');
  await page.click('#pb-last');
  assert.deepEqual((await readBoard(page)).flat, GOAL);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
