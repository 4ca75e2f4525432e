// The page under a strict Content-Security-Policy, with a bounded worker that is replaced when it
// dies (issue 11).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openPage, typeBoard, waitForResult, solverWorker } from './harness.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

const KORF_1 = '14 13 15 7\n11 12 9 5\n6 0 2 1\n4 8 10 3';

/** Opens the page with a listener for CSP violations installed before anything loads. */
async function openWatched() {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (m) => { if (m.type() === 'error') page.problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  await page.goto(srv.url);
  await page.waitForSelector('#loading', { state: 'hidden' });
  return page;
}

test('a strict Content-Security-Policy: no inline script, no eval, and the page solves', async () => {
  const page = await openWatched();
  const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'/);
  assert.doesNotMatch(policy, / 'unsafe-eval'|'unsafe-inline'/);
  assert.equal(await page.locator('script:not([src])').count(), 0, 'no inline script');
  await typeBoard(page, '8 6 7\n2 5 4\n3 0 1');
  await page.click('#solve');
  await waitForResult(page);
  assert.equal(await page.textContent('#r-length'), '31');
  await typeBoard(page, KORF_1);
  await page.selectOption('#goal', 'start');
  await page.click('#solve');
  await waitForResult(page, 60000);
  assert.equal(await page.textContent('#r-length'), '57');
  assert.deepEqual(await page.evaluate(() => window.cspViolations), []);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('BFS on a 4×4 ends at the node limit with the worker under 256 MB of wasm memory', async () => {
  const page = await openWatched();
  await typeBoard(page, KORF_1);
  await page.selectOption('#goal', 'start');
  await page.selectOption('#algo', 'bfs');
  await page.click('#solve');
  await page.waitForFunction(() => /node limit/.test(document.querySelector('#solve-message')?.textContent ?? ''),
    null, { timeout: 120000 });
  // The worker that ran it: the first answer's, or the solver's if it has taken over.
  const sizes = await Promise.all(page.workers().map((w) => w.evaluate(() => wasm_bindgen.wasm_memory_bytes()).catch(() => 0)));
  const bytes = Math.max(...sizes);
  console.log(`worker wasm memory after BFS on a 4×4: ${(bytes / 2 ** 20).toFixed(0)} MB`);
  assert.ok(bytes < 256 * 2 ** 20, `${bytes} bytes`);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a worker that dies is replaced at once; the next solve works', async () => {
  const page = await openWatched();
  await typeBoard(page, '1 2 3\n4 5 6\n0 7 8');
  await page.click('#solve');
  await waitForResult(page);
  // Kill it as an out-of-memory trap would: an uncaught error inside the worker. It was idle, so
  // no job is lost and nothing is said (a job that dies is reported: crates/npuzzle-app/tests/state/).
  const worker = await solverWorker(page);
  const replaced = page.waitForEvent('worker');
  await worker.evaluate(() => { setTimeout(() => { throw new Error('simulated crash'); }); });
  await replaced;
  assert.doesNotMatch(await page.textContent('#solve-message'), /stopped/);
  await typeBoard(page, '8 6 7\n2 5 4\n3 0 1');
  await page.click('#solve');
  await page.waitForFunction(() => document.querySelector('#r-length')?.textContent === '31');
  assert.ok(await page.isVisible('#result'));
  await page.context().close();
});

test('a first visit and solve say nothing on the console: no warning, no error (issue 24)', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const said = [];
  page.on('console', (m) => { if (m.type() === 'warning' || m.type() === 'error') said.push(`${m.type()}: ${m.text()}`); });
  await page.goto(srv.url);
  await page.waitForSelector('#loading', { state: 'hidden' });
  await typeBoard(page, '8 6 7\n2 5 4\n3 0 1');
  await page.click('#solve');
  await waitForResult(page);
  await page.waitForTimeout(500);
  assert.deepEqual(said, []);
  await context.close();
});
