// A person solving: A* with progress, result and playback; BFS on a 4×4 cancelled; unsolvable.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openPage, readBoard, typeBoard, waitForResult, heldTables } from './harness.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/** The names of the table files `page` asks for, in order, as they are asked. */
function tablesAsked(page) {
  const names = [];
  page.on('request', (r) => { if (r.url().includes('/tables/')) names.push(r.url().split('/').pop()); });
  return names;
}

test('A* solves a 31-move 3×3: progress, result, move list and playback to the goal', async () => {
  const page = await openPage(browser, srv.url);
  await typeBoard(page, '8 6 7\n2 5 4\n3 0 1');
  await page.selectOption('#algo', 'astar');
  await page.selectOption('#heuristic', 'hamming'); // a weak heuristic: enough nodes to report progress
  await page.evaluate(() => {
    window.progressSeen = [];
    new MutationObserver(() => window.progressSeen.push(document.querySelector('#p-expanded').textContent))
      .observe(document.querySelector('#p-expanded'), { childList: true, characterData: true, subtree: true });
  });
  await page.click('#solve');
  await waitForResult(page);
  assert.ok((await page.evaluate(() => window.progressSeen)).some((t) => t !== '0'), 'progress was shown');
  assert.equal(await page.textContent('#r-length'), '31');
  assert.equal(await page.textContent('#r-optimal'), 'yes');
  assert.match(await page.textContent('#live'), /Solved: 31 moves, optimal/);
  assert.equal(await page.locator('#moves-list li').count(), 31);
  assert.equal(await page.textContent('#pb-step-of'), 'Step 0 of 31');
  // Step forward and back, then jump to the end.
  await page.click('#pb-fwd');
  assert.equal(await page.textContent('#pb-step-of'), 'Step 1 of 31');
  assert.equal(await page.getAttribute('#moves-list li:nth-child(1) button', 'aria-current'), 'step');
  await page.click('#pb-back');
  assert.deepEqual((await readBoard(page)).flat, [8, 6, 7, 2, 5, 4, 3, 0, 1]);
  await page.click('#pb-last');
  assert.deepEqual((await readBoard(page)).flat, GOAL);
  assert.ok(await page.isVisible('#solved-badge'));
  // Play from the start at full speed reaches the goal by itself.
  await page.click('#pb-first');
  await page.fill('#pb-speed', '10');
  await page.click('#pb-play');
  await page.waitForFunction(() => document.querySelector('#pb-step-of').textContent === 'Step 31 of 31', null, { timeout: 10000 });
  assert.deepEqual((await readBoard(page)).flat, GOAL);
  assert.match(await page.textContent('#pb-play'), /Play/);
  // Clicking a move in the list jumps there.
  await page.click('#moves-list li:nth-child(10) button');
  assert.equal(await page.textContent('#pb-step-of'), 'Step 10 of 31');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('BFS on a 4×4 can be cancelled within 200 ms while the page stays responsive', async () => {
  const page = await openPage(browser, srv.url);
  await typeBoard(page, '14 13 15 7\n11 12 9 5\n6 0 2 1\n4 8 10 3');
  await page.selectOption('#goal', 'start');
  await page.selectOption('#algo', 'bfs');
  assert.ok(await page.isDisabled('#heuristic'), 'BFS takes no heuristic');
  await page.click('#solve');
  await page.waitForFunction(() => Number(document.querySelector('#p-expanded').textContent.replace(/,/g, '')) > 0);
  assert.match(await page.textContent('#p-depth'), /^Depth: \d+/);
  // The main thread answers while the search runs: frames keep coming and typing works.
  const frames = await page.evaluate(() => new Promise((done) => {
    let n = 0; const t0 = performance.now();
    const f = () => { n++; if (performance.now() - t0 < 500) requestAnimationFrame(f); else done(n); };
    requestAnimationFrame(f);
  }));
  assert.ok(frames >= 10, `animation frames kept coming (${frames} in 500 ms)`);
  await page.fill('#board-text', 'still typing');
  assert.equal(await page.inputValue('#board-text'), 'still typing');
  const ms = await page.evaluate(() => new Promise((done) => {
    const t0 = performance.now();
    const msg = document.querySelector('#solve-message');
    new MutationObserver(() => { if (/Cancelled/.test(msg.textContent)) done(performance.now() - t0); })
      .observe(msg, { childList: true, characterData: true, subtree: true });
    document.querySelector('#cancel').click();
  }));
  assert.ok(ms < 200, `cancelled in ${ms.toFixed(1)} ms`);
  assert.ok(await page.isEnabled('#solve'));
  assert.ok(await page.isDisabled('#cancel'));
  assert.deepEqual((await readBoard(page)).flat.slice(0, 4), [14, 13, 15, 7], 'board kept');
  // A fresh worker serves the next job.
  await page.selectOption('#algo', 'auto');
  await typeBoard(page, '1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15');
  await page.selectOption('#goal', 'end');
  await page.click('#solve');
  await waitForResult(page);
  assert.equal(await page.textContent('#r-length'), '1');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('an unsolvable board is explained as soon as it is entered; no stale result stays', async () => {
  const page = await openPage(browser, srv.url);
  // A solved board first, so there is a result that would go stale.
  await typeBoard(page, '1 2 3\n4 5 6\n7 0 8');
  await page.selectOption('#algo', 'astar');
  await page.click('#solve');
  await waitForResult(page);
  assert.match(await page.textContent('#solve-message'), /^Solved by A\* with Manhattan: 1 move, optimal\./);
  await typeBoard(page, '1 2 3\n4 5 6\n8 7 0');
  // Known without pressing Solve, with the numbers.
  assert.match(await page.textContent('#solve-message'), /No solution possible\. Inversions \(pairs of tiles in the reverse of their goal order\): 1\. .* 1 is odd/);
  assert.ok(await page.isHidden('#result'), 'the previous board\'s result is gone');
  await page.click('#solve');
  assert.match(await page.textContent('#solve-message'), /No solution possible/);
  assert.ok(await page.isHidden('#progress'));
  assert.ok(await page.isHidden('#result'));
  assert.deepEqual((await readBoard(page)).flat, [1, 2, 3, 4, 5, 6, 8, 7, 0], 'board kept');
  assert.match(await page.textContent('#live'), /No solution possible/);
  await page.context().close();
});

test('a search that hits its node limit says so with the numbers', async () => {
  const page = await openPage(browser, srv.url);
  await typeBoard(page, '5 1 2 3 4\n6 7 8 9 10\n11 12 13 14 15\n16 17 18 19 20\n21 22 23 24 0');
  await page.click('#shuffle'); // a random 5×5: DFS wanders until its budget is spent
  await page.selectOption('#algo', 'dfs');
  await page.click('#solve');
  await waitForResult(page, 120000);
  const msg = await page.textContent('#solve-message');
  if (!/node limit/.test(msg)) assert.match(msg, /Solved by depth-first search/); // DFS may get lucky
  else assert.match(msg, /nodes expanded/);
  await page.context().close();
});

test('auto solves a Korf 15-puzzle optimally: quick tables first, the full ones after the answer', async () => {
  const page = await openPage(browser, srv.url);
  // From the first touch: a 15-puzzle typed while the solver loads has its quick tables fetched
  // ahead by the page, before Solve.
  const tableRequests = tablesAsked(page);
  await page.selectOption('#goal', 'start');
  await typeBoard(page, '14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3'); // Korf's instance 1: 57 moves
  assert.equal(await page.inputValue('#algo'), 'auto');
  await watchBuilding(page);
  const aheadOfSolve = tableRequests.length > 0;
  await page.click('#solve');
  await waitForResult(page, 120000);
  // The quick tables (0.1 MB) answered; the full ones (4.75 MB) are fetched only after.
  assert.match(await page.textContent('#solve-message'), /quick \(5-5-5\) pattern databases/);
  assert.equal(tableRequests[0], 'pdb-4x4-quick.bin');
  // The first answer's worker answered; the solver's own, loaded behind it, fetches the full ones.
  assert.equal(await heldTables(page, 'full'), 'full');
  assert.deepEqual(tableRequests, ['pdb-4x4-quick.bin', 'pdb-4x4.bin']);
  const seen = await page.evaluate(() => window.buildSeen);
  // Fetched at Solve, the quick tables show their progress and time; fetched ahead while the
  // solver loaded, they may already be in the worker, and neither is owed.
  if (!aheadOfSolve) {
    assert.ok(seen.some((t) => /preparing tables for 4×4… \d+%/.test(t)), `build progress shown: ${seen.slice(-3)} / ${await page.textContent('#solve-message')}`);
    assert.match(await page.textContent('#solve-message'), /pattern databases.*Tables ready in/);
  }
  assert.equal(await page.textContent('#r-length'), '57');
  assert.equal(await page.textContent('#r-optimal'), 'yes');
  assert.match(await page.textContent('#solve-message'), /pattern databases/);
  // The second solve reuses the tables: no build.
  await typeBoard(page, '13 5 4 10 / 9 12 8 14 / 2 3 7 1 / 0 15 11 6'); // instance 2: 55 moves
  await page.click('#solve');
  await waitForResult(page, 60000);
  assert.equal(await page.textContent('#r-length'), '55');
  assert.doesNotMatch(await page.textContent('#solve-message'), /Tables ready/);
  assert.match(await page.textContent('#solve-message'), /additive pattern databases and reflection/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

/** Korf's instance 1 (57 moves) as a shared link writes it, goal blank first. */
const KORF1_LINK = '?goal=start&board=' + encodeURIComponent('14 13 15 7/11 12 9 5/6 _ 2 1/4 8 10 3');

/** A fresh visit to `url` recording every table file asked for, by the page or its workers. */
async function visitRecordingTables(url, { failFirstQuick = false } = {}) {
  const context = await browser.newContext();
  const tables = [];
  context.on('request', (r) => { if (r.url().includes('/tables/')) tables.push(r.url().split('/').pop()); });
  let failed = 0;
  if (failFirstQuick) {
    await context.route('**/tables/pdb-4x4-quick.bin', (route) => (failed++ === 0 ? route.abort() : route.continue()));
  }
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('#loading', { state: 'hidden' });
  return { page, tables };
}

test('a board given in a link: its quick tables come while the solver loads, untouched; Solve uses them, the full ones follow', async () => {
  const { page, tables } = await visitRecordingTables(srv.url + KORF1_LINK);
  // Nothing touched: the page fetched the quick tables and handed them to the worker.
  assert.equal(await heldTables(page, 'quick'), 'quick');
  assert.deepEqual(tables, ['pdb-4x4-quick.bin']);
  await page.click('#solve');
  await waitForResult(page, 120000);
  assert.equal(await page.textContent('#r-length'), '57');
  assert.equal(await page.textContent('#r-optimal'), 'yes');
  // No wait for tables after the tap: they were there.
  assert.doesNotMatch(await page.textContent('#r-time'), /tables/);
  assert.equal(await heldTables(page, 'full'), 'full');
  assert.deepEqual(tables, ['pdb-4x4-quick.bin', 'pdb-4x4.bin'], 'each file once');
  await page.context().close();
});

test('a board given in a link whose quick tables fail to come ahead: the worker fetches them itself at Solve', async () => {
  const { page, tables } = await visitRecordingTables(srv.url + KORF1_LINK, { failFirstQuick: true });
  await page.click('#solve');
  await waitForResult(page, 120000);
  assert.equal(await page.textContent('#r-length'), '57');
  assert.equal(await heldTables(page, 'full'), 'full');
  assert.deepEqual(tables, ['pdb-4x4-quick.bin', 'pdb-4x4-quick.bin', 'pdb-4x4.bin']);
  await page.context().close();
});

test('a 3×3 board given in a link fetches no tables', async () => {
  const { page, tables } = await visitRecordingTables(srv.url + '?board=' + encodeURIComponent('8 6 7/2 5 4/3 _ 1'));
  await page.click('#solve');
  await waitForResult(page, 60000);
  assert.equal(await page.textContent('#r-length'), '31');
  assert.deepEqual(tables, []);
  await page.context().close();
});

/**
 * Records every text the build line shows, as `window.buildSeen`, and whether the search counters
 * were visible at each percentage, as `window.countersWhileBuilding`.
 */
async function watchBuilding(page) {
  await page.evaluate(() => {
    window.buildSeen = [];
    window.countersWhileBuilding = [];
    const el = document.querySelector('#p-building');
    new MutationObserver(() => {
      window.buildSeen.push(el.textContent);
      if (/\d+%/.test(el.textContent)) window.countersWhileBuilding.push(document.querySelector('#p-time').checkVisibility());
    })
      .observe(el, { childList: true, characterData: true, subtree: true });
  });
}

/** The percentages the build line showed. */
async function buildPercents(page) {
  const seen = await page.evaluate(() => window.buildSeen);
  return seen.map((t) => /tables for 4×5… (\d+)%/.exec(t)).filter(Boolean).map((m) => Number(m[1]));
}

/** A later visit in the same browser (a new page and worker) that solves `board` with auto. */
async function solveOnNewPage(page, board) {
  const visit = await page.context().newPage();
  await visit.goto(srv.url);
  await typeBoard(visit, board);
  await watchBuilding(visit);
  await visit.click('#solve');
  await waitForResult(visit, 120000);
  return visit;
}

test('auto on a 4×5 builds its tables in the worker with progress, keeps them in the browser, and a damaged copy is built again', async () => {
  const page = await openPage(browser, srv.url);
  // 60 moves each (120-move scrambles): hard enough that auto builds the tables.
  const first = '11 10 19 13 4 / 7 3 17 2 0 / 1 16 9 5 15 / 6 12 18 14 8';
  const second = '17 6 8 0 10 / 12 7 19 4 1 / 3 11 2 16 5 / 18 13 15 9 14';
  await typeBoard(page, first);
  assert.equal(await page.inputValue('#algo'), 'auto', '20 cells: optimal by default');
  assert.equal(await page.textContent('#algo-note'), '');
  await watchBuilding(page);
  await page.click('#solve');
  await waitForResult(page, 120000);
  assert.equal(await page.textContent('#r-length'), '60');
  assert.equal(await page.textContent('#r-optimal'), 'yes');
  assert.match(await page.textContent('#solve-message'), /pattern databases/);
  assert.ok((await buildPercents(page)).some((p) => p > 0), 'the build showed its progress');
  const counters = await page.evaluate(() => window.countersWhileBuilding);
  assert.ok(counters.length > 0 && counters.every((shown) => !shown), 'no standing search counters beside the build line');
  // Kept once the answer is out.
  const kept = () => page.evaluate(async () =>
    (await (await caches.open('npuzzle-tables-v1')).keys()).map((r) => r.url.split('/').pop()));
  for (let i = 0; i < 300 && !(await kept()).includes('pdb-4x5.bin'); i++) await page.waitForTimeout(100);
  assert.deepEqual(await kept(), ['pdb-4x5.bin']);

  // A later visit (same browser, new page and worker) loads them: no build.
  const again = await solveOnNewPage(page, second);
  assert.equal(await again.textContent('#r-length'), '60');
  assert.equal(await again.textContent('#r-optimal'), 'yes');
  assert.deepEqual((await buildPercents(again)).filter((p) => p > 0), [], 'loaded, not built');

  // A damaged copy is not trusted: it is built again and replaced.
  await again.evaluate(async () => {
    const cache = await caches.open('npuzzle-tables-v1');
    const [request] = await cache.keys();
    const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
    bytes[bytes.length >> 1] ^= 0x40;
    await cache.put(request, new Response(bytes));
  });
  const third = await solveOnNewPage(page, first);
  assert.equal(await third.textContent('#r-length'), '60');
  assert.ok((await buildPercents(third)).some((p) => p > 0), 'built again');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('fast mode on a 5×5 searches the whole board with the 5×5 tables, then loads the 4×4 ones', async () => {
  const page = await openPage(browser, srv.url);
  await page.selectOption('#goal', 'start');
  const tableRequests = tablesAsked(page);
  // Korf & Taylor's first 24-puzzle: optimal 100 moves; line by line gave 140.
  await typeBoard(page, '17 1 20 9 16 / 2 22 19 14 5 / 15 21 0 3 24 / 23 18 13 12 7 / 10 8 6 4 11');
  assert.equal(await page.inputValue('#algo'), 'fast');
  await page.click('#solve');
  await waitForResult(page, 60000);
  let length = Number(await page.textContent('#r-length'));
  assert.ok(length >= 100 && length <= 125, `length ${length}`); // measured 118
  assert.match(await page.textContent('#solve-message'), /weighted A\* with pattern databases, weight 1\.5/);
  assert.deepEqual(tableRequests, ['pdb-5x5.bin']);
  await page.click('#pb-last');
  assert.ok(await page.isVisible('#solved-badge'));
  // Their second board (optimal 95) needs more than the search's budget: line by line, the
  // last 4×4 with the 4×4 tables, which this solve fetched.
  await typeBoard(page, '14 5 9 2 18 / 8 23 19 12 17 / 15 0 10 20 4 / 6 11 21 1 7 / 24 3 16 22 13');
  await page.click('#solve');
  await waitForResult(page, 60000);
  length = Number(await page.textContent('#r-length'));
  assert.ok(length >= 95 && length <= 160, `length ${length}`);
  assert.match(await page.textContent('#solve-message'), /4×4 optimally with pattern databases/);
  assert.deepEqual(tableRequests.slice(0, 2), ['pdb-5x5.bin', 'pdb-4x4-quick.bin']);
  await page.click('#pb-last');
  assert.ok(await page.isVisible('#solved-badge'));
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('auto on a 5×5 answers with beams on the 5×5 tables, its counts unknown until its search counts', async () => {
  const page = await openPage(browser, srv.url);
  await page.selectOption('#goal', 'start');
  const tableRequests = tablesAsked(page);
  // Korf and Felner's #25: optimal 81 moves. Without the tables auto's answer was 131 moves,
  // and never bettered; the first beam on them gives 85 (measured).
  await typeBoard(page, '3 17 9 8 24 / 1 11 12 14 0 / 5 4 22 13 16 / 21 15 6 7 10 / 20 23 2 18 19');
  await page.selectOption('#algo', 'auto');
  await page.click('#solve');
  const found = /^(\d+) moves found; the shortest takes at least (\d+) \(proved\)\. Still searching…$/;
  await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#solve-message').textContent), found.source, { timeout: 60000 });
  // Searching, the tables ready: no download's line stands beside the answer.
  assert.ok(await page.isEnabled('#cancel'), 'still searching');
  assert.ok(!(await page.isVisible('#p-building')), await page.textContent('#p-building'));
  await page.click('#cancel');
  const [, moves, bound] = (await page.textContent('#solve-message')).match(/^Stopped\. The best answer found stays: (\d+) moves; the shortest takes at least (\d+) \(proved\)\.$/);
  assert.ok(Number(moves) <= 93 && Number(bound) <= 81, `${moves} moves, at least ${bound}`);
  assert.deepEqual(tableRequests, ['pdb-5x5.bin']);
  // The beams' nodes are not the optimal search's counters: none counted yet is unknown, not 0.
  const counts = await Promise.all(['#r-expanded', '#r-generated', '#r-frontier'].map((s) => page.textContent(s)));
  assert.ok(counts.every((c) => c === '–' || /^[1-9]/.test(c)), counts.join(' '));
  await page.click('#pb-last');
  assert.ok(await page.isVisible('#solved-badge'));
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('fast mode answers a lightly scrambled large board in about as many moves as the scramble', async () => {
  const page = await openPage(browser, srv.url);
  await page.selectOption('#size', '8x8');
  await page.fill('[data-part=scramble-moves]', '20');
  await page.click('[data-part=scramble]');
  await page.click('#solve');
  await waitForResult(page);
  // Searched whole (weight 1.5): at most 1.5 times the shortest, which is at most 20 here.
  const length = Number(await page.textContent('#r-length'));
  assert.ok(length >= 1 && length <= 30, `length ${length}`);
  assert.match(await page.textContent('#solve-message'), /weighted A\* with linear conflict, weight 1\.5/);
  await page.click('#pb-last');
  assert.ok(await page.isVisible('#solved-badge'));
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('large boards default to fast mode, which says it is not necessarily shortest', async () => {
  const page = await openPage(browser, srv.url);
  await page.selectOption('#size', '8x8');
  assert.equal(await page.inputValue('#algo'), 'fast');
  assert.match(await page.textContent('#algo-note'), /not necessarily the shortest/);
  await page.click('#solve');
  await waitForResult(page);
  assert.equal(await page.textContent('#r-optimal'), 'not guaranteed');
  assert.match(await page.textContent('#solve-message'), /not necessarily shortest/);
  await page.click('#pb-last');
  assert.ok(await page.isVisible('#solved-badge'));
  await page.selectOption('#size', '3x3');
  assert.equal(await page.inputValue('#algo'), 'auto', 'small boards go back to auto');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
