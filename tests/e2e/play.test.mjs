// A person playing: load, shuffle, move tiles by click and by key, paste boards.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { startServer, launch, openPage, readBoard, cellCenter, typeBoard, shots, dist, BASE_PATH, waitForResult, solverWorker, heldTables } from './harness.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); fs.mkdirSync(shots, { recursive: true }); });
after(async () => { await browser?.close(); srv?.server.close(); });

test('loads with no console errors, a labelled focusable canvas and a favicon', async () => {
  const page = await openPage(browser, srv.url);
  assert.equal(await page.title(), 'N-Puzzle Solver: Play, solve and study the sliding-tile puzzle');
  const board = await readBoard(page);
  assert.equal(board.size, '3×3');
  assert.deepEqual([...board.flat].sort((a, b) => a - b), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
  assert.equal(await page.getAttribute('#board', 'tabindex'), '0');
  const favicon = await page.request.get(srv.origin + '/favicon.ico');
  assert.equal(favicon.status(), 200);
  await page.waitForTimeout(300);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

/** A fresh visit, ready and left alone for half a second; `loaded` lists every path fetched.
 * `options`: the context's (a phone's viewport, say). */
async function untouchedVisit(options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const loaded = [];
  page.on('response', (r) => loaded.push(new URL(r.url()).pathname));
  await page.goto(srv.url);
  await page.waitForSelector('#loading', { state: 'hidden' });
  await page.waitForTimeout(500);
  return { context, page, loaded };
}

/** The files of a visit's site, and their bytes gzipped at level 9. */
function initialLoad(loaded) {
  const files = loaded.filter((p) => p.startsWith(BASE_PATH)).map((p) => p.slice(BASE_PATH.length) || 'index.html');
  const gz = files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
  return { files, gz };
}

test('the initial load stays under 200 KB gzipped (the budget) on a phone; the solver worker loads on the first solve', async () => {
  // A phone shows one panel at a time: the Study panel's code (split_panels.wasm) is not asked for.
  const phone = await untouchedVisit({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  const small = initialLoad(phone.loaded);
  console.log(`# initial load on a phone: ${small.gz} bytes gzipped`);
  assert.ok(!small.files.includes('split_panels.wasm'), `${small.files}`);
  assert.ok(small.gz <= 200_000, `initial load on a phone ${small.gz} bytes gzipped (${small.files.join(', ')})`);
  await phone.context.close();

  const { context, page, loaded } = await untouchedVisit();
  const { files, gz } = initialLoad(loaded);
  assert.ok(!files.some((f) => f.startsWith('worker')), `no worker yet: ${files}`);
  console.log(`# initial load: ${gz} bytes gzipped`);
  // The product's budget is 200 KB; this guard sits just above today's figure so that growth is
  // a decision (docs/benchmarks.md records each step: 170,217 bytes on 2026-11-23). On
  // 2026-12-03 each answer's report took the page 1.4 KB over the budget, knowingly: the guard
  // holds that figure until the words of the panels closed at first leave the page's wasm
  // (docs/benchmarks.md, "Initial load and page size"). On 2026-12-03 bidirectional BFS (its
  // words, its pseudocode, two frontiers), each language's own units and one improvement shape
  // for hosts took it to 203,615 bytes, again knowingly; the same lever wins it back. On
  // 2026-12-03 the first answer's worker (pool/first.rs: two workers) took it to 205,638 bytes,
  // and trying the solver's own again after it failed to load, to 205,716; 2026-12-04 the
  // number formats kept per language and places, ICU's data read while the wasm downloads and
  // the pin's height not inherited (0.1 s less of a slow phone's start), to 205,844; the same
  // day, counts unknown shown as such and no stale line while a 5×5's beams run, to 205,952;
  // the same day, the Study panel built the first time it shows (about 0.1 s less of a slow
  // phone's start; its views' code now in two functions, a step towards loading it apart), to
  // 206,964; and the view built again by itself on a language change (`View::rebuilt`), 206,987.
  // 2026-12-05: the panels built when first shown loaded apart (split_panels.wasm): a phone's
  // visit fell to 188,664 bytes, under the budget; a desktop's, which shows the Study panel at
  // once and so fetches the panels' code once the page is ready, rose to 215,371 (the split
  // costs about 7 KB: calls between the two files go through the function table).
  // 2026-12-05: a panic in the page's wasm stops it at once (its standard library built
  // without the code that reports one): 174,429 bytes on a phone, 200,438 here; then the
  // panels' line while their file comes or after it failed, 174,991 and 201,070. The split's
  // file is not the same to the byte from one checkout's build to another's (70 bytes more
  // gzipped in a fresh clone: the paths differ, and with them the order of its functions), so
  // the guard leaves that much.
  assert.ok(gz <= 201_200, `initial load ${gz} bytes gzipped (${files.join(', ')})`);
  await page.click('#solve');
  await waitForResult(page);
  assert.ok(loaded.some((p) => p.endsWith('worker_bg.wasm')), 'worker loaded on solve');
  await context.close();
});

test('the solver starts loading when a person first touches the puzzle, not before', async () => {
  const { context, page, loaded } = await untouchedVisit();
  assert.ok(!loaded.some((p) => p.endsWith('worker_bg.wasm')), 'not on a visit that touches nothing');
  // A key on the board (a move): the worker loads, with no Solve asked.
  await page.focus('#board');
  await page.keyboard.press('ArrowUp');
  await page.waitForResponse((r) => r.url().endsWith('worker_bg.wasm'));
  // Its first Solve is answered by that worker: each build's loader was fetched once.
  await page.click('#solve');
  await waitForResult(page);
  assertLoadedOnce(loaded);
  await context.close();
});

test('a board given in the link is one to solve: the solver loads once the page has settled, untouched', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const loaded = [];
  page.on('response', (r) => loaded.push(new URL(r.url()).pathname));
  await page.goto(`${srv.url}?board=8 6 7/2 5 4/3 _ 1`);
  await page.waitForSelector('#loading', { state: 'hidden' });
  for (let i = 0; i < 100 && !loaded.some((p) => p.endsWith('worker_bg.wasm')); i++) await page.waitForTimeout(50);
  assert.ok(loaded.some((p) => p.endsWith('worker_bg.wasm')), `the solver loaded: ${loaded.join(' ')}`);
  await page.click('#solve');
  await waitForResult(page);
  assertLoadedOnce(loaded);
  await context.close();
});

/** The first answer's worker was started once, and the solver's own at most once. */
function assertLoadedOnce(loaded) {
  const loaders = loaded.filter((p) => p.endsWith('worker_loader.js'));
  assert.equal(loaders.filter((p) => p.endsWith('/first/worker_loader.js')).length, 1, loaders.join(' '));
  assert.ok(loaders.filter((p) => !p.endsWith('/first/worker_loader.js')).length <= 1, loaders.join(' '));
}

test('the first answer comes from the smaller build; the solver\'s own loads behind it and takes over', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const asked = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto(`${srv.url}?goal=start&board=${encodeURIComponent('14 13 15 7/11 12 9 5/6 _ 2 1/4 8 10 3')}`);
  await page.waitForSelector('#loading', { state: 'hidden' });
  await page.click('#solve');
  await waitForResult(page, 120000);
  assert.equal(await page.textContent('#r-length'), '57');
  // The page itself asked for the first build's wasm (it compiles it while the worker starts);
  // the solver's own came after the quick tables had arrived, so it took nothing from them.
  const at = (f) => asked.findIndex((p) => p.endsWith(f));
  assert.ok(at('/first/worker_bg.wasm') >= 0, asked.join(' '));
  const solver = await solverWorker(page);
  assert.ok(at('/tables/pdb-4x4-quick.bin') < asked.findIndex((p) => /\/worker_bg\.wasm$/.test(p) && !p.includes('/first/')), asked.join(' '));
  assert.equal(await heldTables(page, 'full'), 'full', 'the solver completes the quick tables it was handed');
  // The next board is the solver's: Korf's #2, 55 moves.
  await typeBoard(page, '13 5 4 10 / 9 12 8 14 / 2 3 7 1 / 0 15 11 6');
  await page.click('#solve');
  await waitForResult(page, 120000);
  assert.equal(await page.textContent('#r-length'), '55');
  assert.equal(await solver.evaluate(() => wasm_bindgen.build()), 'solver');
  assert.equal(asked.filter((p) => p.endsWith('pdb-4x4-quick.bin')).length, 1, 'the quick tables came once');
  await context.close();
});

test('a site served without the first answer\'s build still answers, from the solver\'s own', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/first/**', (route) => route.fulfill({ status: 404, body: 'not here' }));
  await page.goto(`${srv.url}?board=8 6 7/2 5 4/3 _ 1`);
  await page.waitForSelector('#loading', { state: 'hidden' });
  await page.click('#solve');
  await waitForResult(page);
  assert.equal(await page.textContent('#r-length'), '31');
  assert.equal(await (await solverWorker(page)).evaluate(() => wasm_bindgen.build()), 'solver');
  assert.doesNotMatch(await page.textContent('#solve-message'), /could not|stopped/);
  await context.close();
});

test('the solver\'s own worker, failing to load once behind the first answer\'s, is tried again and takes over', async () => {
  // No service worker: its fetches would pass the page's route unseen.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  let loaderAsked = 0;
  // The solver's loader (not the first answer's, under first/) fails once, as on a phone whose
  // network dropped for a moment.
  await page.route(/\/worker_loader\.js(\?.*)?$/, (route) => {
    if (new URL(route.request().url()).pathname.includes('/first/')) return route.continue();
    loaderAsked += 1;
    return loaderAsked === 1 ? route.fulfill({ status: 503, body: 'try later' }) : route.continue();
  });
  await page.goto(`${srv.url}?board=8 6 7/2 5 4/3 _ 1`);
  await page.waitForSelector('#loading', { state: 'hidden' });
  for (let i = 0; i < 200 && loaderAsked === 0; i++) await page.waitForTimeout(50);
  assert.equal(loaderAsked, 1, 'the solver\'s worker was tried behind the first answer\'s');
  await page.waitForTimeout(1000);
  assert.equal(loaderAsked, 1, 'not tried again before a job has ended');
  await page.click('#solve');
  await waitForResult(page);
  assert.equal(await page.textContent('#r-length'), '31');
  assert.doesNotMatch(await page.textContent('#solve-message'), /could not|stopped/);
  // Tried again once that job had ended: the solver's takes over.
  assert.equal(await (await solverWorker(page)).evaluate(() => wasm_bindgen.build()), 'solver');
  assert.equal(loaderAsked, 2);
  await context.close();
});

test('shuffle gives a new board and resets the move counter', async () => {
  const page = await openPage(browser, srv.url);
  const seen = new Set();
  for (let i = 0; i < 4; i++) {
    await page.click('#shuffle');
    seen.add((await readBoard(page)).flat.join(' '));
    assert.equal(await page.textContent('#move-count'), '0');
  }
  assert.ok(seen.size >= 3, 'shuffles differ');
  assert.match(await page.textContent('#live'), /Shuffled/);
  await page.context().close();
});

test('a tile moves by click and by arrow key, and the counter and live region follow', async () => {
  const page = await openPage(browser, srv.url);
  await typeBoard(page, '1 2 3\n4 0 5\n7 8 6');
  // Click tile 5 (right of the blank): it slides left.
  const p = await cellCenter(page, 1, 2, 3, 3);
  await page.mouse.click(p.x, p.y);
  assert.deepEqual((await readBoard(page)).flat, [1, 2, 3, 4, 5, 0, 7, 8, 6]);
  assert.equal(await page.textContent('#move-count'), '1');
  assert.match(await page.textContent('#live'), /Moved 5 left/);
  // Arrow up: tile 6 (below the blank) slides up, which solves the board.
  await page.focus('#board');
  await page.keyboard.press('ArrowUp');
  assert.deepEqual((await readBoard(page)).flat, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
  assert.equal(await page.textContent('#move-count'), '2');
  assert.ok(await page.isVisible('#solved-badge'));
  assert.match(await page.textContent('#live'), /Solved in 2 moves/);
  // Clicking a tile not beside the blank does nothing.
  const far = await cellCenter(page, 0, 0, 3, 3);
  await page.mouse.click(far.x, far.y);
  assert.equal(await page.textContent('#move-count'), '2');
  // Reset returns to the typed board.
  await page.click('#reset');
  assert.deepEqual((await readBoard(page)).flat, [1, 2, 3, 4, 0, 5, 7, 8, 6]);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a bad paste shows an inline error and keeps the typed text', async () => {
  const page = await openPage(browser, srv.url);
  const before = (await readBoard(page)).flat;
  const typed = '1 2 3\n4 5 6\n7 7 0';
  await typeBoard(page, typed);
  assert.match(await page.textContent('#text-error'), /tile 7 appears twice, at row 3, column 1 and at row 3, column 2/);
  assert.equal(await page.inputValue('#board-text'), typed, 'typed text kept');
  assert.deepEqual((await readBoard(page)).flat, before, 'board unchanged');
  // Playing a tile does not wipe the unapplied text either.
  await page.focus('#board');
  for (const k of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) await page.keyboard.press(k);
  assert.equal(await page.inputValue('#board-text'), typed);
  // Other accepted forms, including a rectangular board that adds its size to the menu.
  await typeBoard(page, '(8 6 7 2 5 4 3 nil 1)');
  assert.equal(await page.textContent('#text-error'), '');
  assert.deepEqual((await readBoard(page)).flat, [8, 6, 7, 2, 5, 4, 3, 0, 1]);
  await typeBoard(page, '2 7\n1 2 3 4 5 6 7\n8 9 10 11 12 13 0');
  assert.equal((await readBoard(page)).size, '2×7');
  assert.equal(await page.inputValue('#size'), '2x7');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('size and goal controls', async () => {
  const page = await openPage(browser, srv.url);
  await page.selectOption('#size', '3x4');
  const b = await readBoard(page);
  assert.equal(b.size, '3×4');
  assert.equal(b.flat.length, 12);
  await page.selectOption('#size', '8x8');
  assert.equal((await readBoard(page)).flat.length, 64);
  await page.selectOption('#size', '3x3');
  await page.selectOption('#goal', 'start');
  await typeBoard(page, '_ 1 2 / 3 4 5 / 6 7 8');
  assert.ok(await page.isVisible('#solved-badge'), 'blank-first goal reached');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a slide redraws only its two cells, and the board drawn is the board whole (issue 24)', async () => {
  const page = await openPage(browser, srv.url);
  await typeBoard(page, '1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15');
  await page.focus('#board');
  for (const key of ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'ArrowDown']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(60); // a slide is 120 ms: the next starts mid-slide
  }
  const pixels = () => page.$eval('#board', (c) => c.toDataURL());
  // The canvas at rest. A slide ends by the clock (120 ms after it starts, render.rs): the first
  // frame after that draws it in place and asks for no more. So past that time, two frames later
  // the canvas is at rest however late the frames come on a busy machine (reading it until it
  // stopped changing once took a stalled slide for rest).
  const settled = async () => {
    await page.waitForTimeout(300);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    return pixels();
  };
  const afterSlides = await settled();
  // Draw it whole: the overlay on and off forces whole frames.
  await page.check('[data-part=overlay]');
  await settled();
  await page.uncheck('[data-part=overlay]');
  assert.equal(await settled(), afterSlides, 'no trace of the slides, nothing missing');
  await page.context().close();
});
