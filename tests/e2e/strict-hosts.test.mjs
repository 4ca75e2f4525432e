// Embeds on strict hosts (issue 26): the page in frames sandboxed with and without
// allow-same-origin; the element on a host page that sends the embedding guide's
// Content-Security-Policy, and the same policy with each directive left out; storage that
// throws; the element's files unreachable.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { startServer, startHost, launch, shots, waitForResult } from './harness.mjs';

const HARDEST = '8,6,7,2,5,4,3,0,1'; // 31 moves
const KORF1 = '14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3'; // 57 moves, goal blank first: tables
let assets, host, browser;

/** The guide's policy for a page that embeds the element from `site`, less `omit`. */
function policy(site, omit) {
  const directives = {
    'default-src': "'none'",
    'script-src': `${site} 'wasm-unsafe-eval'`,
    'worker-src': 'blob:',
    'connect-src': site,
    'style-src': site,
  };
  if (omit === 'wasm-unsafe-eval') directives['script-src'] = site;
  else if (omit) delete directives[omit];
  return Object.entries(directives).map(([k, v]) => `${k} ${v}`).join('; ');
}

before(async () => {
  assets = await startServer();
  const frame = (sandbox) => `<!doctype html><html lang="en"><title>Course</title><h1>Week 3</h1>
    <iframe id="p" sandbox="${sandbox}" src="${assets.url}?board=${HARDEST}&amp;algo=astar" title="N-puzzle" width="760" height="900"></iframe>`;
  const element = (omit) => ({
    headers: { 'content-security-policy': policy(assets.url, omit) },
    html: `<!doctype html><html lang="en"><title>Strict course page</title>
      <script type="module" src="${assets.url}n-puzzle.js"></script>
      <h1>Exercise</h1><n-puzzle id="a" board="${KORF1}" goal="start" controls="solve">Loading the puzzle…</n-puzzle>`,
  });
  const pages = {
    '/sandboxed.html': frame('allow-scripts'),
    '/sandboxed-same-origin.html': frame('allow-scripts allow-same-origin allow-forms allow-popups'),
    '/strict.html': element(null),
  };
  for (const omit of ['wasm-unsafe-eval', 'script-src', 'worker-src', 'connect-src', 'style-src']) pages[`/without-${omit}.html`] = element(omit);
  host = await startHost(pages);
  browser = await launch();
});
after(async () => { await browser?.close(); assets?.server.close(); host?.server.close(); });

/** A host page with its problems (console errors, uncaught errors) and its elements' events. */
async function open(file, { init } = {}) {
  const context = await browser.newContext();
  // Injected by the test, not the page: the host's policy allows no script of its own.
  await context.addInitScript(() => {
    window.events = [];
    for (const type of ['npuzzle-ready', 'npuzzle-result', 'npuzzle-error'])
      document.addEventListener(type, (e) => window.events.push({ type, detail: e.detail }));
  });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  page.problems = [];
  page.requests = [];
  page.on('console', (m) => { if (m.type() === 'error') page.problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  page.on('request', (r) => page.requests.push(r.url()));
  await page.goto(`${host.origin}/${file}`);
  return page;
}

/** Whether the text the host put inside the element is drawn (it is not once the element has
 * its own shadow content: nothing is slotted). */
const fallbackShown = (page) => page.evaluate(() => {
  const range = document.createRange();
  range.selectNodeContents(document.getElementById('a'));
  return range.getClientRects().length > 0;
});
const events = (page, type) => page.evaluate((t) => window.events.filter((e) => e.type === t), type);

for (const [file, sandbox] of [['sandboxed.html', 'allow-scripts'], ['sandboxed-same-origin.html', 'allow-scripts allow-same-origin …']]) {
  test(`a frame sandboxed with ${sandbox}: styled, solves the 31-move board, no errors`, async () => {
    const page = await open(file);
    const frame = page.frameLocator('#p');
    await frame.locator('#loading').waitFor({ state: 'hidden' });
    // The stylesheets applied (their integrity checked with CORS): Solve is the accent button.
    const solve = frame.locator('#solve');
    assert.equal(await solve.evaluate((b) => getComputedStyle(b).backgroundColor), 'rgb(47, 111, 219)');
    await solve.click();
    await frame.locator('#result').waitFor({ state: 'visible', timeout: 60000 });
    assert.equal(await frame.locator('#r-length').textContent(), '31');
    await page.screenshot({ path: path.join(shots, `strict-${file.replace('.html', '')}.png`) });
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test("the element under the guide's Content-Security-Policy: solves with tables, events, no violation", async () => {
  const page = await open('strict.html', {
    init: () => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
    },
  });
  await page.waitForFunction(() => window.events.some((e) => e.type === 'npuzzle-ready'));
  assert.equal(await fallbackShown(page), false, 'the fallback text is gone');
  await page.locator('#a button[data-part=solve]').click();
  await page.waitForFunction(() => window.events.some((e) => e.type === 'npuzzle-result'), null, { timeout: 120000 });
  const [result] = await events(page, 'npuzzle-result');
  assert.equal(result.detail.solution.moves.length, 57);
  assert.ok(page.requests.some((u) => u.startsWith(`${assets.url}tables/`)), `tables fetched: ${page.requests.filter((u) => u.includes('tables'))}`);
  assert.deepEqual(await page.evaluate(() => window.violations), []);
  assert.deepEqual(await events(page, 'npuzzle-error'), []);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('each directive left out: the element says which, in words (or the host text stays)', async () => {
  // Where the element cannot start: its notice and npuzzle-error name the directive.
  for (const [omit, directive] of [['wasm-unsafe-eval', /script-src 'wasm-unsafe-eval'/], ['connect-src', /connect-src/]]) {
    const page = await open(`without-${omit}.html`);
    const notice = page.locator('#a [part=notice]');
    await notice.waitFor({ timeout: 20000 });
    const text = await notice.textContent();
    assert.match(text, /^The puzzle cannot start on this page: the page's Content-Security-Policy refuses it \(/, omit);
    assert.match(text, directive, omit);
    assert.equal(await notice.getAttribute('role'), 'alert');
    const [error] = await events(page, 'npuzzle-error');
    assert.equal(error.detail.reason, 'policy', omit);
    assert.match(error.detail.directive, directive, omit);
    await page.screenshot({ path: path.join(shots, `strict-without-${omit}.png`) });
    await page.context().close();
  }
  // No script of ours may run: the text the host put inside stays on show.
  {
    const page = await open('without-script-src.html');
    await page.waitForTimeout(1000);
    assert.ok(await fallbackShown(page));
    assert.equal(await page.textContent('#a'), 'Loading the puzzle…');
    await page.context().close();
  }
  // No worker: the puzzle plays, and Solve says why it cannot search.
  {
    const page = await open('without-worker-src.html');
    await page.waitForFunction(() => window.events.some((e) => e.type === 'npuzzle-ready'));
    await page.locator('#a button[data-part=solve]').click();
    const line = page.locator('#a [data-part=solve-message]');
    await page.waitForFunction(() => /Content-Security-Policy/.test(document.querySelector('#a').shadowRoot.querySelector('[data-part=solve-message]').textContent), null, { timeout: 20000 });
    assert.match(await line.textContent(), /^The solver cannot start on this page: the page's Content-Security-Policy refuses it \(worker-src\)/);
    assert.ok(await page.locator('#a button[data-part=solve]').isEnabled(), 'Solve can be tried again');
    await page.context().close();
  }
  // No stylesheet: it says so, and works unstyled.
  {
    const page = await open('without-style-src.html');
    const notice = page.locator('#a [part=notice]');
    await notice.waitFor({ timeout: 20000 });
    assert.match(await notice.textContent(), /refuses the puzzle's stylesheet \(style-src(-elem)?\): it works, but looks plain\.$/);
    await page.locator('#a button[data-part=solve]').click();
    await page.waitForFunction(() => window.events.some((e) => e.type === 'npuzzle-result'), null, { timeout: 120000 });
    await page.context().close();
  }
});

test('storage that throws (private mode, blocked third-party storage): the page solves, no errors', async () => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage', 'indexedDB', 'caches']) {
      Object.defineProperty(window, name, { get() { throw new DOMException(`${name} is denied`, 'SecurityError'); } });
    }
  });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(`${assets.url}?board=${HARDEST}`);
  await page.waitForSelector('#loading', { state: 'hidden' });
  await page.click('#solve');
  await waitForResult(page, 60000);
  assert.equal(await page.textContent('#r-length'), '31');
  // The service worker is registered after the first answer: refused quietly too.
  await page.waitForTimeout(500);
  assert.deepEqual(problems, []);
  await context.close();
});

test("the element's files unreachable (an offline first visit): it says so, and the next element tries again", async () => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    window.events = [];
    document.addEventListener('npuzzle-error', (e) => window.events.push({ type: 'npuzzle-error', detail: e.detail }));
  });
  const page = await context.newPage();
  let offline = true;
  await page.route('**/app_bg.wasm', (r) => (offline ? r.abort('internetdisconnected') : r.continue()));
  await page.goto(`${host.origin}/sandboxed.html`); // any host page; the element is added below
  await page.evaluate(async (src) => {
    await import(src);
    const el = document.createElement('n-puzzle');
    el.id = 'a';
    el.setAttribute('lang', 'de');
    document.body.append(el);
  }, `${assets.url}n-puzzle.js`);
  const notice = page.locator('#a [part=notice]');
  await notice.waitFor({ timeout: 20000 });
  assert.match(await notice.textContent(), /^Das Puzzle konnte nicht geladen werden \(.+\)\. Prüfe die Verbindung und lade die Seite neu\.$/);
  const [error] = await page.evaluate(() => window.events);
  assert.equal(error.detail.reason, 'load');
  offline = false;
  await page.evaluate(() => {
    const el = document.createElement('n-puzzle');
    el.id = 'b';
    document.body.append(el);
    return new Promise((r) => el.addEventListener('npuzzle-ready', r));
  });
  assert.ok(await page.locator('#b canvas').isVisible(), 'back online, a new element starts');
  await context.close();
});
