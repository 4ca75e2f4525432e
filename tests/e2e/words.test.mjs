// German and Spanish are fetched when chosen (the page's wasm carries English only, which keeps
// the initial load in its budget): the German page waits for its words and draws once in German,
// an element in Spanish on a course page is built again in Spanish when they arrive, an English
// visit fetches neither, and words that cannot arrive leave a working page in English.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, startHost, launch, openPage, waitForResult } from './harness.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

/** The site's files a page asked for (paths under the site). */
function recordRequests(page) {
  const asked = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  return asked;
}

test('a German page fetches its words once and draws in German; an English one fetches none', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const asked = recordRequests(page);
  await page.goto(`${srv.url}?lang=de`);
  await page.waitForSelector('#loading', { state: 'hidden' });
  assert.equal(await page.textContent('#solve'), 'Lösen');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  assert.equal(asked.filter((p) => p.endsWith('/lang/de.txt')).length, 1);
  assert.ok(!asked.some((p) => p.endsWith('/lang/es.txt')));
  await context.close();
  const english = await browser.newContext();
  const en = await english.newPage();
  const enAsked = recordRequests(en);
  await en.goto(srv.url);
  await en.waitForSelector('#loading', { state: 'hidden' });
  assert.equal(await en.textContent('#solve'), 'Solve');
  assert.ok(!enAsked.some((p) => p.includes('/lang/')), enAsked.join(' '));
  await english.close();
});

test('an element in Spanish on a course page of another origin is built again in Spanish', async () => {
  const host = await startHost({
    '/es.html': `<!doctype html><html lang="es"><title>Semana 3</title>
      <script type="module" src="${srv.url}n-puzzle.js"></script>
      <n-puzzle id="p" board="1 2 3 / 4 5 6 / 7 _ 8" lang="es"></n-puzzle>`,
  });
  const page = await openPage(browser, `${host.origin}/es.html`);
  await page.waitForFunction(() => document.querySelector('#p')?.shadowRoot?.querySelector('[data-part=solve]')?.textContent === 'Resolver');
  assert.match(await page.locator('#p canvas').getAttribute('aria-label'), /^Tablero/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
  host.server.close();
});

test('words that cannot arrive leave a working page in English', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route('**/lang/*.txt', (route) => route.abort());
  await page.goto(`${srv.url}?lang=de&board=1 2 3/4 5 6/7 _ 8`);
  await page.waitForSelector('#loading', { state: 'hidden' });
  assert.equal(await page.textContent('#solve'), 'Solve');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'and says it is English');
  await page.click('#solve');
  await waitForResult(page);
  assert.deepEqual(errors, []);
  await context.close();
});

test('words arriving after a person has typed in the Study panel: it is built again with what they typed, and the focus', async () => {
  // The Study panel is built the first time it shows (`View::unfold`); built again in other
  // words, it must be there at once for the typed text and the focus to be carried over.
  const host = await startHost({
    '/es.html': `<!doctype html><html lang="es"><title>Semana 3</title>
      <script type="module" src="${srv.url}n-puzzle.js"></script>
      <n-puzzle id="p" board="1 2 3 / 4 5 6 / 7 _ 8" lang="es"></n-puzzle>`,
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await typedThenRelabelled(context, host);
  } finally {
    await context.close();
    host.server.close();
  }
});

async function typedThenRelabelled(context, host) {
  const page = await context.newPage();
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/lang/es.txt', async (route) => { await held; await route.continue(); });
  await page.goto(`${host.origin}/es.html`);
  const depths = page.locator('#p [data-part=exp-depths]');
  await depths.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2..6:2');
  assert.equal(await page.locator('#p [data-part=solve]').textContent(), 'Solve', 'still English');
  release();
  await page.waitForFunction(() => document.querySelector('#p')?.shadowRoot?.querySelector('[data-part=solve]')?.textContent === 'Resolver');
  assert.equal(await depths.inputValue(), '2..6:2', 'what was typed');
  assert.equal(await page.evaluate(() => document.querySelector('#p').shadowRoot.activeElement?.dataset.part), 'exp-depths');
}
