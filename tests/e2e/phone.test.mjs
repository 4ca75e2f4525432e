// Phone-first layout (issue 25): at 360×640 and 390×844 on a touch screen, every flow (solve and
// play, step and back, predict, Compare) keeps the board and the control in use on screen
// together, with taps only; no sideways scroll; no control under 44×44 px; axe clean in each
// state. The same layout from the element's own width in a narrow column of a desktop page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { startServer, startHost, launch, shots, waitForResult } from './harness.mjs';

let srv, host, browser;
before(async () => {
  srv = await startServer();
  host = await startHost({
    '/column.html': `<!doctype html><html lang="en"><title>Course page</title>
      <script type="module" src="${srv.url}n-puzzle.js"></script>
      <style>body { display: grid; grid-template-columns: 1fr 380px; gap: 24px; margin: 0; } main { height: 2000px; }</style>
      <main><h1>Week 3: A*</h1><p>Reading…</p></main>
      <aside><n-puzzle id="a" board="8 6 7 / 2 5 4 / 3 _ 1" algo="astar"></n-puzzle></aside>`,
  });
  browser = await launch();
});
after(async () => { await browser?.close(); srv?.server.close(); host?.server.close(); });

const PHONES = [[360, 640], [390, 844]];

async function phone(width, height, query) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') page.problems.push(`console: ${m.text()}`); });
  await page.goto(`${srv.url}${query}`);
  await page.waitForSelector('#loading', { state: 'hidden' });
  return page;
}

/** Where `selector` is, whether it is wholly in the viewport, and whether a tap at its centre
 * reaches it (not the pinned board over it). */
const place = (page, selector) => page.locator(selector).first().evaluate((e) => {
  const r = e.getBoundingClientRect();
  const inside = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5 && r.height > 0;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const root = e.getRootNode();
  const under = root.elementFromPoint ? root.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) : hit;
  return { top: Math.round(r.top), bottom: Math.round(r.bottom), inside, reachable: inside && (under === e || e.contains(under)) };
});

/** The board and `control` on screen together (the control scrolled to first if `scroll`). */
async function together(page, control, label, { scroll = false } = {}) {
  let c;
  // A list that follows a playback may scroll on between the scroll and the look (more often on
  // a busy machine): scrolled to again, a few frames apart, as a person would.
  for (let i = 0; i < (scroll ? 5 : 1); i += 1) {
    if (scroll) {
      await page.locator(control).first().scrollIntoViewIfNeeded();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    c = await place(page, control);
    if (c.reachable) break;
  }
  const board = await place(page, '#board');
  assert.ok(board.inside, `${label}: the board is off screen (${board.top}–${board.bottom})`);
  assert.ok(c.reachable, `${label}: ${control} is not reachable on screen (${c.top}–${c.bottom})`);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  assert.ok(sideways <= 0, `${label}: the page scrolls sideways by ${sideways}px`);
}

/** Visible controls smaller than 44×44 px (a checkbox counts by its label, which takes its taps). */
const smallTargets = (page) => page.evaluate(() => {
  const small = [];
  for (const e of document.querySelectorAll('button, select, input, textarea, summary, a[href], [role=tab]')) {
    const target = e.matches('input[type=checkbox], input[type=radio]') ? e.closest('label') ?? e : e;
    const r = target.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || getComputedStyle(e).visibility === 'hidden') continue;
    if (r.width < 44 || r.height < 44) small.push(`${e.tagName.toLowerCase()}#${e.id || e.dataset.part || ''} ${Math.round(r.width)}×${Math.round(r.height)}`);
  }
  return small;
});

async function audit(page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

/** Checks of one state: targets, axe, and a screenshot named for it. */
async function state(page, name) {
  assert.deepEqual(await smallTargets(page), [], `${name}: controls under 44×44 px`);
  assert.deepEqual(await audit(page), [], `${name}: axe`);
  const [w, h] = [page.viewportSize().width, page.viewportSize().height];
  await page.screenshot({ path: path.join(shots, `phone-${w}x${h}-${name}.png`) });
}

for (const [w, h] of PHONES) {
  test(`${w}×${h}: solve and play, with the board and the control in use on screen together`, async () => {
    const page = await phone(w, h, '?board=8,6,7,2,5,4,3,0,1');
    // Solve is under the board at first, without scrolling.
    assert.equal(await page.evaluate(() => scrollY), 0);
    await together(page, '#solve', 'fresh');
    await state(page, 'fresh');
    await page.tap('#solve');
    await waitForResult(page, 60000);
    await together(page, '#pb-play', 'solved');
    await state(page, 'solved');
    await page.tap('#pb-play');
    await page.waitForFunction(() => Number(document.querySelector('#move-count').textContent) >= 2);
    await together(page, '#pb-play', 'playing');
    // Down the move list, the board stays pinned.
    await together(page, '#moves-list li:last-child button', 'the last move', { scroll: true });
    await page.tap('#pb-play');
    await page.tap('#moves-list li:last-child button');
    assert.equal(await page.textContent('#move-count'), '31');
    await state(page, 'moves');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test(`${w}×${h}: step and back, predict with pictures of the nodes, Compare, each beside the board`, async () => {
    const page = await phone(w, h, '?board=8,6,7,2,5,4,3,0,1&algo=astar');
    await page.tap('#tab-study');
    assert.equal(await page.getAttribute('#tab-study', 'aria-selected'), 'true');
    assert.ok(await page.locator('#solve').isHidden(), 'one panel at a time');
    await together(page, '[data-part=trace]', 'study', { scroll: true });
    await page.tap('[data-part=trace]');
    await page.waitForSelector('[data-part=trace-step]', { state: 'visible', timeout: 30000 });
    await together(page, '[data-part=trace-step]', 'recorded');
    await page.tap('[data-part=trace-step]');
    await page.tap('[data-part=trace-step]');
    await together(page, '[data-part=trace-back]', 'stepping');
    const event = await page.textContent('[data-part=trace-event]');
    await page.tap('[data-part=trace-back]');
    assert.notEqual(await page.textContent('[data-part=trace-event]'), event, 'Back steps back');
    await state(page, 'stepping');

    await page.tap('[data-part=predict]');
    const pick = '[data-part=frontier] button[data-node]';
    await page.waitForSelector(pick);
    // Each node to pick from is shown as a small board, named in words.
    assert.match(await page.getAttribute('[data-part=frontier] svg.mini-board', 'aria-label'), /^Node \d+'s board: /);
    await together(page, pick, 'predict', { scroll: true });
    await page.tap(pick);
    await page.waitForFunction(() => document.querySelector('[data-part=verdict]').textContent !== '');
    await together(page, '[data-part=verdict]', 'verdict', { scroll: true });
    await state(page, 'predict');

    await page.tap('[data-part=trace-close]');
    await together(page, '[data-part=compare]', 'compare', { scroll: true });
    await page.tap('[data-part=compare]');
    const row = '[data-part=compare-rows] tr button';
    // Until the comparison ends each result draws the rows again (a row found may be gone when
    // it is scrolled to): its end is when the copy buttons come.
    await page.waitForSelector('[data-part=copy-csv]', { state: 'visible', timeout: 120000 });
    assert.ok(await page.locator(row).count() >= 10);
    await together(page, row, 'compared', { scroll: true });
    await page.tap(row);
    await together(page, '#pb-play', 'a row plays');
    await state(page, 'compare');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test('360×640: Board and Share are tabs too, and the tabs follow the arrow keys', async () => {
  const page = await phone(360, 640, '?board=8,6,7,2,5,4,3,0,1');
  // Most of the Study panel is built the first time its tab is chosen, not with the page.
  assert.equal(await page.locator('#trace').count(), 0, 'Study not built before its tab');
  await page.tap('#tab-board');
  await together(page, '#shuffle', 'board tab');
  await page.tap('#shuffle');
  await state(page, 'board');
  await together(page, '#board-text', 'the board as text', { scroll: true });
  await page.tap('#tab-share');
  await page.waitForFunction(() => document.querySelector('[data-part=share-link]').value !== '');
  await together(page, '[data-part=copy-link]', 'share tab', { scroll: true });
  await state(page, 'share');
    await page.focus('#tab-share');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.getAttribute('#tab-study', 'aria-selected'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-study');
  await page.waitForSelector('#trace', { state: 'visible' });
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('an element in a 380-px column of a desktop page takes the narrow layout from its own width', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${host.origin}/column.html`);
  await page.waitForFunction(() => document.querySelector('#a').ready);
  const tabs = page.locator('#a [role=tablist]');
  assert.ok(await tabs.isVisible(), 'tabs in the narrow column');
  assert.ok(await page.locator('#a [data-part=study-panel]').isHidden(), 'one panel at a time');
  await page.locator('#a [data-part=tab-study]').click();
  assert.ok(await page.locator('#a [data-part=study-panel]').isVisible());
  await page.screenshot({ path: path.join(shots, 'column-380.png') });
  await context.close();
});
