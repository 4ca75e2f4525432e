// Flows a student meets on a phone: Predict's verdict in sight after a pick (not under the pinned
// board), its caption true to the order shown, Step while predicting said; an unsolvable board
// said where it was typed and on every tab; Record the search pointing at the control it needs;
// Solve keeping the moves played by hand.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openPage, typeBoard, waitForResult } from './harness.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const tab = (page, name) => page.tap(`[data-part=tabs] [data-tab=${name}]`);

/** Whether `selector` is wholly on screen and not under the pinned board. */
const inSight = (page, selector) => page.evaluate((s) => {
  const r = document.querySelector(s).getBoundingClientRect();
  const pin = document.querySelector('.board-pin').getBoundingClientRect();
  return { ok: r.height > 0 && r.top >= pin.bottom - 1 && r.bottom <= innerHeight + 1, top: r.top, bottom: r.bottom, pin: pin.bottom };
}, selector);

test('Predict on a phone: the caption says the order shown, a pick\'s verdict is in sight, Step says what it passed', async () => {
  const page = await openPage(browser, `${srv.url}?board=${encodeURIComponent('8 6 7/2 5 4/3 _ 1')}&algo=astar`, PHONE);
  await tab(page, 'study');
  await page.tap('[data-part=trace]');
  await page.waitForSelector('[data-part=trace-step]', { state: 'visible', timeout: 30000 });
  for (let i = 0; i < 3; i += 1) await page.tap('[data-part=trace-step]');
  assert.match(await page.textContent('[data-part=frontier-caption]'), /^Frontier, next first/);
  await page.tap('[data-part=predict]');
  assert.match(await page.textContent('[data-part=frontier-caption]'), /^Frontier in the order its nodes were made/);
  // The last row of the frontier, scrolled to as a student scrolls to it, then picked.
  const last = '[data-part=frontier] tr:last-child button[data-node]';
  await page.locator(last).scrollIntoViewIfNeeded();
  await page.tap(last);
  await page.waitForFunction(() => document.querySelector('[data-part=verdict]').textContent !== '');
  await page.waitForTimeout(300); // a smooth scroll, if any, settles
  const seen = await inSight(page, '[data-part=verdict]');
  assert.ok(seen.ok, `the verdict is out of sight: ${JSON.stringify(seen)}`);
  // Step while predicting: the question passed is said, not skipped in silence.
  const next = await page.evaluate(() => document.querySelector('[data-part=verdict]').textContent);
  await page.tap('[data-part=trace-step]');
  await page.waitForFunction((before) => document.querySelector('[data-part=verdict]').textContent !== before, next);
  assert.match(await page.textContent('[data-part=verdict]'), /^Skipped without a pick: node \d+ was next\. A\* takes the smallest f = g \+ h/);
  assert.match(await page.textContent('[data-part=live]'), /^Skipped without a pick/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('an unsolvable board typed on the Board tab is explained there, and said with the board on every tab', async () => {
  const page = await openPage(browser, srv.url, PHONE);
  await tab(page, 'board');
  await typeBoard(page, '1 2 3 / 4 5 6 / 8 7 _');
  await page.waitForSelector('[data-part=board-unsolvable]:not([hidden])');
  assert.match(await page.textContent('[data-part=board-unsolvable]'), /^No solution possible\. Inversions/);
  for (const name of ['board', 'solve', 'study', 'share']) {
    await tab(page, name);
    assert.ok(await page.isVisible('[data-part=unsolvable-badge]'), `the badge on ${name}`);
  }
  await tab(page, 'board');
  await typeBoard(page, '1 2 3 / 4 5 6 / 7 _ 8');
  assert.ok(await page.isHidden('[data-part=unsolvable-badge]'));
  assert.ok(await page.isHidden('[data-part=board-unsolvable]'));
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('Record the search with Auto on a phone points at Solve, where the algorithm is chosen', async () => {
  const page = await openPage(browser, srv.url, PHONE);
  await tab(page, 'study');
  await page.tap('[data-part=trace]');
  const said = await page.textContent('[data-part=study-message]');
  assert.match(said, /under Solve\.$/);
  assert.doesNotMatch(said, /above/);
  await page.context().close();
});

test('Share on a 15-puzzle with A* chosen: the link opens with Auto, and the panel says so', async () => {
  const page = await openPage(browser, `${srv.url}?board=${encodeURIComponent('14 13 15 7/11 12 9 5/6 _ 2 1/4 8 10 3')}&goal=start&algo=astar`);
  await page.click('[data-part=share] summary');
  // The panel is drawn when it opens (its toggle event, a task after the click).
  await page.waitForFunction(() => document.querySelector('[data-part=share-link]').value !== '');
  const link = await page.inputValue('[data-part=share-link]');
  assert.match(link, /&algo=auto(&|$)/);
  assert.match(await page.textContent('[data-part=share-note]'), /^The link and snippets open with Auto: A\* may not finish a 4×4 board/);
  assert.equal(await page.inputValue('#algo'), 'astar', 'the page keeps its own choice');
  await page.context().close();
});

test('Solve keeps the moves played by hand: the count goes on from them', async () => {
  const page = await openPage(browser, `${srv.url}?board=${encodeURIComponent('1 2 3/4 5 6/_ 7 8')}`);
  await page.focus('#board');
  // Two moves by hand, away and back: the board is as it was, the count is 2.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('#move-count').textContent === '2');
  await page.click('#solve');
  await waitForResult(page);
  assert.equal(await page.textContent('#move-count'), '2');
  await page.click('#pb-fwd');
  assert.equal(await page.textContent('#move-count'), '3');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
