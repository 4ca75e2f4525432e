// Long solutions never freeze the page (issue 24): no main-thread task over 50 ms while a
// solution of tens of thousands or hundreds of thousands of moves arrives, is listed, played
// and stepped. Measured with a PerformanceObserver for `longtask`, started once the page is up.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, typeBoard, waitForResult } from './harness.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

/** The page at `query`, with long tasks recorded from when `watch()` is called. */
async function open(query = '') {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.longTasks = [];
    window.watching = false;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (window.watching) window.longTasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask', buffered: false });
  });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  await page.goto(`${srv.url}${query}`);
  await page.waitForSelector('#loading', { state: 'hidden' });
  page.watch = () => page.evaluate(() => { window.watching = true; });
  page.longTasks = () => page.evaluate(() => window.longTasks);
  return page;
}

const idle = (page) => page.evaluate(() => new Promise((r) => setTimeout(r, 300)));

test('DFS on the 31-move 8-puzzle (tens of thousands of moves): listed, stepped and played without a long task', async () => {
  const page = await open();
  await typeBoard(page, '8 6 7\n2 5 4\n3 0 1');
  await page.selectOption('#algo', 'dfs');
  await page.watch();
  await page.click('#solve');
  await waitForResult(page, 60000);
  const length = Number((await page.textContent('#r-length')).replace(/[,.]/g, ''));
  assert.ok(length > 10000, `DFS found ${length} moves`);
  assert.ok(await page.locator('#moves-list li').count() <= 120, 'a window of the moves is listed');
  for (let i = 0; i < 5; i++) await page.click('#pb-fwd');
  await page.click('#pb-last');
  await page.click('#pb-first');
  await page.click('[data-part=moves-later]');
  assert.ok(Number((await page.textContent('#move-count')).replace(/[,.]/g, '')) > 100, 'later moves: a later window, and the board follows');
  // The move on show is scrolled into the list's view.
  const seen = await page.evaluate(() => {
    const list = document.querySelector('#moves-list').getBoundingClientRect();
    const current = document.querySelector('#moves-list [aria-current=step]').getBoundingClientRect();
    return current.top >= list.top - 1 && current.bottom <= list.bottom + 1;
  });
  assert.ok(seen, 'the current move is in view in the list');
  await page.$eval('#pb-speed', (e) => { e.value = '10'; e.dispatchEvent(new Event('input', { bubbles: true })); });
  await page.click('#pb-play');
  await page.waitForTimeout(1500);
  await page.click('#pb-play');
  await idle(page);
  assert.deepEqual(await page.longTasks(), [], 'long tasks (ms)');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a 64×64 board solved and played at once (800,000 moves): no long task', async () => {
  const page = await open('?size=64x64');
  await page.watch();
  await page.click('#solve');
  await waitForResult(page, 120000);
  const length = Number((await page.textContent('#r-length')).replace(/[,.]/g, ''));
  assert.ok(length > 100000, `${length} moves`);
  await page.click('#pb-play');
  await page.waitForTimeout(1000);
  await page.click('#pb-last');
  await page.click('#pb-back');
  await idle(page);
  assert.deepEqual(await page.longTasks(), [], 'long tasks (ms)');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
