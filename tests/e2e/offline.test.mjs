// Installable and offline: the manifest, the service worker, and a 15-puzzle solved with the
// network off after one visit; the cache is named by the build, so a deploy replaces it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startServer, launch, openPage, typeBoard, dist, waitForResult, heldTables } from './harness.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

test('after one visit the page, the element script and the tables work offline', async () => {
  const page = await openPage(browser, srv.url);
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel=manifest]').href)).json());
  assert.equal(manifest.display, 'standalone');
  assert.ok(manifest.icons.length > 0);
  await page.selectOption('#goal', 'start');
  await typeBoard(page, '14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3');
  await page.click('#solve');
  await waitForResult(page, 120000);
  // Registered after the first answer; wait until it controls the page and holds the tables.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  await page.evaluate(async () => { await fetch('./tables/pdb-4x4-quick.bin'); await fetch('./tables/pdb-4x4.bin'); });
  const version = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8').match(/const VERSION = '([0-9a-f]+)'/)[1];
  assert.deepEqual(await page.evaluate(() => caches.keys()), [`npuzzle-${version}`], 'one cache, named by this build');
  const cached = await page.evaluate(async (v) => (await (await caches.open(`npuzzle-${v}`)).keys()).map((r) => new URL(r.url).pathname.split('/').pop()), version);
  for (const f of ['n-puzzle.js', 'app_bg.wasm', 'worker_bg.wasm', 'pdb-4x4-quick.bin']) assert.ok(cached.includes(f), `${f} cached: ${cached}`);

  // Offline: the page with a board in its link loads and solves Korf's second instance.
  await page.context().setOffline(true);
  await page.goto(`${srv.url}?goal=start&board=${encodeURIComponent('13 5 4 10/9 12 8 14/2 3 7 1/0 15 11 6')}`);
  await page.waitForSelector('#loading', { state: 'hidden' });
  await page.click('#solve');
  await waitForResult(page, 120000);
  assert.equal(await page.textContent('#r-length'), '55');
  const elementScript = await page.evaluate(async () => (await fetch('./n-puzzle.js')).ok);
  assert.ok(elementScript, 'the element script is there offline');
  await page.context().close();
});

test('a damaged tables file in the cache (a host\'s error page kept as the full 4×4 tables) is removed and fetched again: the full tables load, the cache holds a sound copy', async () => {
  const page = await openPage(browser, srv.url);
  await page.selectOption('#goal', 'start');
  await typeBoard(page, '4 1 2 3 / 5 9 6 7 / 8 13 10 11 / 12 0 14 15');
  await page.click('#solve');
  await waitForResult(page, 120000);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  const version = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8').match(/const VERSION = '([0-9a-f]+)'/)[1];
  const FULL = './tables/pdb-4x4.bin';
  const head = (p) => p.evaluate(async ([v, f]) => {
    const r = await (await caches.open(`npuzzle-${v}`)).match(f);
    return r ? [...new Uint8Array(await r.arrayBuffer()).slice(0, 2)].map((x) => x.toString(16)).join('') : null;
  }, [version, FULL]);
  await page.evaluate(async ([v, f]) => {
    const cache = await caches.open(`npuzzle-${v}`);
    await cache.put(f, new Response('<!doctype html><title>Not found</title><p>Try our home page.', { headers: { 'content-type': 'text/html' } }));
  }, [version, FULL]);
  assert.equal(await head(page), '3c21', '<!');
  // The next visit: the quick tables answer, then the full ones come from the cache, fail, and
  // come again from the site.
  const next = await page.context().newPage();
  const warnings = [];
  next.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  await next.goto(`${srv.url}?goal=start&board=${encodeURIComponent('4 1 2 3/5 9 6 7/8 13 10 11/12 0 14 15')}`);
  await next.waitForSelector('#loading', { state: 'hidden' });
  await next.click('#solve');
  await waitForResult(next, 120000);
  assert.equal(await heldTables(next, 'full'), 'full');
  const sound = fs.readFileSync(path.join(dist, 'tables/pdb-4x4.bin')).subarray(0, 2).toString('hex');
  for (let i = 0; i < 100 && (await head(next)) !== sound; i += 1) await new Promise((r) => setTimeout(r, 100));
  assert.equal(await head(next), sound, 'the cache holds the site\'s file again');
  assert.ok(warnings.some((w) => /pdb-4x4\.bin: .*fetched again/.test(w)), `the console says why: ${warnings}`);
  await page.context().close();
});

test('a deploy gets a new cache name: the version is a hash of the build', async () => {
  const { stamp } = await import('../../scripts/sw-stamp.mjs');
  const tmp = fs.mkdtempSync(path.join(dist, '..', 'target', 'sw-'));
  const build = (text) => {
    fs.writeFileSync(path.join(tmp, 'sw.js'), "const VERSION = '__VERSION__'; const PRECACHE = __PRECACHE__;");
    fs.writeFileSync(path.join(tmp, 'index.html'), text);
    fs.writeFileSync(path.join(tmp, 'app.js'), 'x');
    return stamp(tmp);
  };
  const a = build('one'), again = build('one'), b = build('two');
  assert.equal(a.version, again.version, 'the same build, the same cache');
  assert.notEqual(a.version, b.version, 'another build, another cache');
  assert.deepEqual(a.precache, ['./', 'app.js', 'index.html']);
  fs.rmSync(tmp, { recursive: true });
});

test('the service worker keeps to the app: only its files, a page with its own build, index.html offline (issue 24)', async () => {
  const page = await openPage(browser, srv.url);
  await typeBoard(page, '1 2 3 / 4 5 6 / 7 0 8');
  await page.click('#solve');
  await waitForResult(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
  const notes = path.join(dist, 'course-notes.html');
  const sw = path.join(dist, 'sw.js');
  const original = fs.readFileSync(sw, 'utf8');
  try {
    // Another page of the course site under the same path: fetched, never cached or served stale.
    fs.writeFileSync(notes, '<!doctype html><title>Week 3 notes</title>');
    assert.equal(await page.evaluate(async () => (await fetch('./course-notes.html')).status), 200);
    assert.equal(await page.evaluate(async () => (await caches.match('./course-notes.html')) === undefined), true,
      'not the app\'s: not cached');
    // Offline, the page by its own name loads too.
    await page.context().setOffline(true);
    await page.goto(`${srv.url}index.html?board=1 2 3/4 5 6/7 _ 8`);
    await page.waitForSelector('#loading', { state: 'hidden' });
    await page.context().setOffline(false);
    // A deploy while the page is open: the new worker installs and waits; the page stays with
    // the build it was served by.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    const before = await page.evaluate(() => navigator.serviceWorker.controller.scriptURL);
    fs.writeFileSync(sw, original.replace(/const VERSION = '([0-9a-f]+)'/, "const VERSION = '$1-next'"));
    await page.evaluate(async () => { const r = await navigator.serviceWorker.getRegistration(); await r.update(); });
    // Polled in the page (an async predicate would count as true at once).
    await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      for (let i = 0; i < 100 && !r.waiting; i++) await new Promise((done) => setTimeout(done, 200));
    });
    const after = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { controller: navigator.serviceWorker.controller.scriptURL, waiting: r.waiting !== null, caches: await caches.keys() };
    });
    assert.equal(after.controller, before);
    assert.ok(after.waiting, 'the new build waits');
    const version = original.match(/const VERSION = '([0-9a-f]+)'/)[1];
    assert.ok(after.caches.includes(`npuzzle-${version}`), `this build's cache is kept: ${after.caches}`);
  } finally {
    fs.rmSync(notes, { force: true });
    fs.writeFileSync(sw, original);
  }
  await page.context().close();
});
