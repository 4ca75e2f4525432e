// Long solutions never freeze the page (issue 24): no main-thread task over 50 ms while a
// solution of tens of thousands or hundreds of thousands of moves arrives, is listed, played
// and stepped. Measured in a Chromium trace by each task's thread time, so that it holds with
// the machine's cores busy with other work (issue 79) and still fails when a task does too much.
// The 50 ms are the reference machine's (docs/benchmarks.md); a slower host's budget grows with
// its time for a fixed script (`budgetOf`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, typeBoard, waitForResult } from './harness.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

/** The page at `query`, ready. */
async function open(query = '') {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  await page.goto(`${srv.url}${query}`);
  await page.waitForSelector('#loading', { state: 'hidden' });
  return page;
}

const idle = (page) => page.evaluate(() => new Promise((r) => setTimeout(r, 300)));

/** `work` done on `page` while Chromium traces it: the page's main-thread tasks, each with its
 * wall time and its thread time (the CPU the page's own code used). A long task is one whose
 * thread time is over 50 ms: what the page controls. Its wall time is not judged: with every
 * core busy (a laptop compiling, the tests beside other work) the system makes a task wait
 * between its slices, and its wall time grows though the page did no more. */
async function traced(page, work) {
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline'] });
  let buffer;
  try {
    await work();
  } finally {
    buffer = await browser.stopTracing();
  }
  const events = JSON.parse(buffer.toString()).traceEvents;
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`));
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ wall: Math.round(e.dur / 1000), cpu: Math.round(e.tdur / 1000) }));
  assert.ok(tasks.length > 0, 'the trace holds the page\'s tasks');
  assert.ok(tasks.every((t) => Number.isFinite(t.cpu)), 'each with its thread time');
  const most = (k) => Math.max(...tasks.map((t) => t[k]));
  console.log(`# ${tasks.length} main-thread tasks; longest ${most('cpu')} ms of CPU, ${most('wall')} ms of wall time`);
  return tasks;
}

/** `n` steps of a script loop, run as one task of the page's own (a timer, as the page's
 * code runs; not inside the DevTools evaluation, which a trace may not show as a task). */
const steps = (page, n) => page.evaluate((n) => new Promise((resolve) => {
  setTimeout(() => {
    let x = 0;
    for (let i = 0; i < n; i += 1) x = (x + i) % 1000003;
    setTimeout(() => resolve(x), 100);
  }, 100);
}), n);

/** The budget of a task's thread time: 50 ms on the machine of docs/benchmarks.md, where ten
 * million steps of the loop above take 48 ms of CPU, and that loop's time on a slower one (the
 * same work takes longer on a slower CPU, whoever wrote it: a CI host about 2.2 times slower once
 * showed a 64 ms task on the 64×64). Never under 50 ms. Measured once, on the first page. */
let budget;
async function budgetOf(page) {
  if (budget === undefined) {
    const times = [];
    for (let i = 0; i < 3; i += 1) {
      const tasks = await traced(page, () => steps(page, 1e7));
      times.push(Math.max(...tasks.map((t) => t.cpu)));
    }
    const gauge = times.sort((a, b) => a - b)[1];
    budget = Math.max(50, gauge);
    console.log(`# ten million steps: ${gauge} ms of CPU, so a task's budget is ${budget} ms`);
  }
  return budget;
}

/** The tasks whose thread time is over the budget (their CPU and wall times). */
async function long(page, tasks) {
  const most = await budgetOf(page);
  return tasks.filter((t) => t.cpu > most).map((t) => `${t.cpu} ms (wall ${t.wall})`);
}

test('DFS on the 31-move 8-puzzle (tens of thousands of moves): listed, stepped and played without a long task', async () => {
  const page = await open();
  await typeBoard(page, '8 6 7\n2 5 4\n3 0 1');
  await page.selectOption('#algo', 'dfs');
  const tasks = await traced(page, async () => {
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
  });
  assert.deepEqual(await long(page, tasks), [], 'long tasks');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a 64×64 board solved and played at once (800,000 moves): no long task', async () => {
  const page = await open('?size=64x64');
  const tasks = await traced(page, async () => {
    await page.click('#solve');
    await waitForResult(page, 120000);
    const length = Number((await page.textContent('#r-length')).replace(/[,.]/g, ''));
    assert.ok(length > 100000, `${length} moves`);
    await page.click('#pb-play');
    await page.waitForTimeout(1000);
    await page.click('#pb-last');
    await page.click('#pb-back');
    await idle(page);
  });
  assert.deepEqual(await long(page, tasks), [], 'long tasks');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the measure finds a task that does too much: a script that computes for a while in one task', async () => {
  const page = await open();
  // Four times the gauge's work in one task: over the budget on any host, however busy its cores.
  const tasks = await traced(page, () => steps(page, 4e7));
  const found = await long(page, tasks);
  assert.equal(found.length, 1, `one long task: ${found}`);
  await page.context().close();
});
