// The panels built when first shown, their code loaded apart (view/unfolded.rs,
// scripts/split-page.mjs): the Study panel past Hint and the exercise maker's fields. A phone's
// first visit fetches none of it; opening one fetches it once and it works, a line saying it
// loads until then; a file that fails to come is said to have failed and asked for again a few
// seconds later, and nothing typed is lost meanwhile; a host that types wasm otherwise is
// served too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer, launch, dist, BASE_PATH } from './harness.mjs';

const CHUNK = 'split_panels.wasm';
let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

/** A phone's visit; `fetched` lists the site's paths asked for, `problems` its errors. */
async function phone(query = '', route) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  if (route) await page.route(`**/${CHUNK}`, route);
  page.fetched = [];
  page.problems = [];
  page.warnings = [];
  page.on('request', (r) => page.fetched.push(new URL(r.url()).pathname.slice(BASE_PATH.length)));
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') page.problems.push(`console: ${m.text()}`);
    if (m.type() === 'warning') page.warnings.push(m.text());
  });
  await page.goto(srv.url + query);
  await page.waitForSelector('#loading', { state: 'hidden' });
  return page;
}

const count = (page, file) => page.fetched.filter((f) => f === file).length;

test('the release build cuts the panels out of the page\'s wasm, and a phone fetches them when one first shows', async () => {
  // Both files are the build's: the page's wasm without the panels, and theirs.
  const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
  assert.ok(gz(CHUNK) > 10_000, `${CHUNK} holds the panels' code: ${gz(CHUNK)} bytes gzipped`);
  console.log(`# page's wasm ${gz('app_bg.wasm')} bytes gzipped, the panels' ${gz(CHUNK)}`);

  const page = await phone('?board=8,6,7,2,5,4,3,0,1&algo=astar');
  await page.waitForTimeout(500);
  assert.equal(count(page, CHUNK), 0, `not on a first visit: ${page.fetched}`);
  assert.equal(await page.locator('[data-part=trace]').count(), 0);
  // The Study tab: the panel's code comes, the stepper is built and records.
  await page.tap('#tab-study');
  await page.tap('[data-part=trace]');
  await page.waitForSelector('[data-part=trace-step]', { state: 'visible', timeout: 30000 });
  await page.tap('[data-part=trace-step]');
  assert.match(await page.textContent('[data-part=trace-event]'), /\S/, 'a step is shown');
  // The exercise maker (under Share): built from the same file, not fetched again.
  await page.tap('#tab-share');
  await page.click('[data-part=author] summary');
  await page.waitForSelector('[data-part=au-task]', { state: 'visible' });
  const before = await page.getAttribute('[data-part=au-preview]', 'href');
  assert.ok(before, 'the preview links to the exercise');
  await page.selectOption('[data-part=au-task]', 'predict');
  await page.waitForFunction((was) => document.querySelector('[data-part=au-preview]').getAttribute('href') !== was, before);
  assert.equal(count(page, CHUNK), 1, 'fetched once');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('while the panels\' file comes, the panel says it is loading; the line goes once it is built', async () => {
  const page = await phone('?board=8,6,7,2,5,4,3,0,1', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.tap('#tab-study');
  const line = page.locator('[data-part=study-coming]');
  await line.waitFor({ state: 'visible' });
  assert.equal(await line.textContent(), 'Loading this panel…');
  assert.equal(await line.getAttribute('role'), 'status', 'said to a screen reader too');
  await page.waitForSelector('[data-part=trace]', { state: 'visible', timeout: 30000 });
  assert.ok(await line.isHidden(), 'no line once the panel is built');
  // The maker's fields, from the file already here: no line shows.
  await page.tap('#tab-share');
  await page.click('[data-part=author] summary');
  await page.waitForSelector('[data-part=au-task]', { state: 'visible' });
  assert.ok(await page.locator('[data-part=author-coming]').isHidden());
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a panels file that fails to come: the panel says so, and asks again by itself a few seconds later; nothing typed is lost', async () => {
  let refused = 0;
  const page = await phone('?board=8,6,7,2,5,4,3,0,1&lang=fr', (route) => {
    if (refused++ === 0) return route.fulfill({ status: 503, body: 'busy' });
    return route.continue();
  });
  await page.tap('#tab-study');
  const line = page.locator('[data-part=study-coming]');
  await page.waitForFunction(() => /pas pu être chargé/.test(document.querySelector('[data-part=study-coming]').textContent));
  assert.ok(await line.isVisible(), 'the line shows, in the page\'s language');
  assert.equal(await page.locator('[data-part=trace]').count(), 0, 'no stepper without its code');
  assert.ok(page.warnings.some((w) => /did not load/.test(w)), `a warning says so: ${page.warnings}`);
  // The board still plays, and what is typed stays; back to Study within the wait: it is not
  // asked for again at once (no request at every draw).
  await page.tap('#tab-board');
  await page.fill('#board-text', '1 2 3\n4 5 6\n7 _ 8');
  await page.tap('#tab-study');
  assert.equal(count(page, CHUNK), 1, 'not asked for again before the wait');
  // Then, touching nothing, asked for again and built.
  await page.waitForSelector('[data-part=trace]', { state: 'visible', timeout: 30000 });
  assert.equal(count(page, CHUNK), 2, 'asked for twice');
  assert.ok(await line.isHidden(), 'the line gone');
  await page.tap('#tab-board');
  assert.equal(await page.inputValue('#board-text'), '1 2 3\n4 5 6\n7 _ 8', 'the typed board kept');
  // The failure's own console lines (the refused fetch, wasm-split's report) are the test's.
  const others = page.problems.filter((p) => !/503|split|Failed to load|WebAssembly/i.test(p));
  assert.deepEqual(others, []);
  await page.context().close();
});

test('a host that types wasm otherwise (application/octet-stream, as some LMSs serve a package): the panels still load', async () => {
  const page = await phone('?board=8,6,7,2,5,4,3,0,1', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'application/octet-stream' } });
  });
  await page.tap('#tab-study');
  await page.waitForSelector('[data-part=trace]', { state: 'visible', timeout: 30000 });
  assert.equal(count(page, CHUNK), 1);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('on a desktop the Study panel shows at once: its code is asked for once the page\'s own has come', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(srv.url);
  await page.waitForSelector('[data-part=trace]', { state: 'visible', timeout: 30000 });
  const [wasm, chunk] = await page.evaluate((files) => files.map((f) => performance.getEntriesByType('resource')
    .filter((e) => e.name.endsWith(`/${f}`)).map((e) => ({ start: e.startTime, end: e.responseEnd }))), ['app_bg.wasm', CHUNK]);
  assert.equal(chunk.length, 1, 'fetched once');
  assert.ok(chunk[0].start >= wasm[0].end, `after the page's wasm: ${JSON.stringify({ wasm, chunk })}`);
  await context.close();
});
