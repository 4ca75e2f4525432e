// A keyboard alone: the language menu walked with the arrows and committed with Enter, focus kept
// on a sensible control when the focused one disables itself (Solve, Cancel, Record the search),
// the tabs' arrows in a right-to-left page, numbers typed in Arabic and Persian digits, and the
// teacher's language carried by what the Exercise panel hands out.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { startServer, launch, openPage, readBoard, typeBoard, shots, waitForResult } from './harness.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

const KORF1 = '14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3'; // 57 moves, goal blank first

/** The focused element, as `tag#id[data-part]`, and whether it shows its focus ring. */
const focused = (page) => page.evaluate(() => {
  const e = document.activeElement;
  return { at: `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.dataset.part ? `[${e.dataset.part}]` : ''}`, ring: e.matches(':focus-visible') };
});

test('the language menu: arrows walk it without re-wording the page, Enter applies, focus stays; a reload keeps it', async () => {
  const page = await openPage(browser, `${srv.url}?lang=en`);
  // Tab to the menu as a keyboard user does.
  for (let i = 0; i < 40 && (await focused(page)).at !== 'select#lang[lang]'; i += 1) await page.keyboard.press('Tab');
  assert.equal((await focused(page)).at, 'select#lang[lang]');
  const tags = await page.$$eval('#lang option', (os) => os.map((o) => o.value));
  const steps = tags.indexOf('fr') - tags.indexOf('en');
  for (let i = 0; i < Math.abs(steps); i += 1) {
    await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
    // On the way, nothing changes under the user.
    assert.equal(await page.getAttribute('html', 'lang'), 'en', `step ${i}`);
    assert.equal((await focused(page)).at, 'select#lang[lang]');
  }
  assert.equal(await page.inputValue('#lang'), 'fr');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.documentElement.lang === 'fr' && document.querySelector('#solve').textContent === 'Résoudre');
  const f = await focused(page);
  assert.equal(f.at, 'select#lang[lang]', 'focus stays on the menu in its new words');
  assert.ok(f.ring, 'with its focus ring');
  assert.match(page.url(), /[?&]lang=fr(&|$)/);
  await page.reload();
  await page.waitForSelector('#loading', { state: 'hidden' });
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  assert.equal(await page.textContent('#solve'), 'Résoudre');
  // Leaving the menu after a walk applies it too.
  await page.focus('#lang');
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.getAttribute('html', 'lang'), 'fr');
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => document.documentElement.lang !== 'fr');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('focus follows the work: Solve hands it to Cancel, Cancel back to Solve, Record the search to Step', async () => {
  const page = await openPage(browser, `${srv.url}?board=${encodeURIComponent(KORF1)}&goal=start&algo=bfs`);
  await page.focus('#solve');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'cancel');
  assert.deepEqual(await focused(page), { at: 'button#cancel[cancel]', ring: true });
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('#cancel').disabled);
  await page.waitForFunction(() => document.activeElement?.id === 'solve');
  assert.deepEqual(await focused(page), { at: 'button#solve[solve]', ring: true });
  // A board that solves at once: focus is back on Solve, never on the page's body.
  await typeBoard(page, '1 2 3 / 4 5 6 / 7 _ 8');
  await page.focus('#solve');
  await page.keyboard.press('Enter');
  await waitForResult(page);
  await page.waitForFunction(() => ['solve', 'cancel'].includes(document.activeElement?.id));
  assert.equal((await focused(page)).at, 'button#solve[solve]');
  await page.screenshot({ path: path.join(shots, 'keyboard-focus-solve.png') });
  // Record the search (breadth-first, still chosen): the stepper's Step takes over.
  await typeBoard(page, '1 2 3 / 4 _ 6 / 7 5 8');
  await page.focus('[data-part=trace]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.dataset.part === 'trace-step');
  assert.ok((await focused(page)).ring);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('right to left: the tabs\' arrows follow the visual order', async () => {
  const page = await openPage(browser, `${srv.url}?lang=ar`, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.waitForSelector('[data-part=tabs] [role=tab]:not([hidden])');
  const order = await page.$$eval('[data-part=tabs] [role=tab]', (ts) => ts.filter((t) => !t.hidden).map((t) => [t.dataset.tab, t.getBoundingClientRect().x]));
  // The first tab is the rightmost.
  assert.ok(order[0][1] > order[1][1], `tabs laid out right to left: ${JSON.stringify(order)}`);
  const selected = () => page.$eval('[data-part=tabs] [aria-selected=true]', (t) => t.dataset.tab);
  await page.focus('[data-part=tabs] [aria-selected=true]');
  const start = await selected();
  const i = order.findIndex(([t]) => t === start);
  // ← goes to the tab drawn on its left: the next one.
  await page.keyboard.press('ArrowLeft');
  assert.equal(await selected(), order[(i + 1) % order.length][0]);
  await page.keyboard.press('ArrowRight');
  assert.equal(await selected(), start);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('numbers in Arabic and Persian digits: the board, the pass mark, the questions; errors name the field in the page\'s language', async () => {
  const page = await openPage(browser, `${srv.url}?lang=ar&board=${encodeURIComponent('8 6 7/2 5 4/3 _ 1')}&algo=astar`);
  const label = () => page.getAttribute('#board', 'aria-label');
  await typeBoard(page, '1 2 3 / 4 5 6 / 7 _ 8');
  const other = await label();
  await typeBoard(page, '8 6 7 / 2 5 4 / 3 _ 1');
  const ascii = await label();
  assert.notEqual(ascii, other);
  await typeBoard(page, '1 2 3 / 4 5 6 / 7 _ 8');
  await typeBoard(page, '۸ ۶ ۷ / ۲ ۵ ۴ / ۳ _ ۱');
  assert.equal(await label(), ascii, 'Persian digits');
  await typeBoard(page, '1 2 3 / 4 5 6 / 7 _ 8');
  await typeBoard(page, '٨، ٦، ٧ / ٢، ٥، ٤ / ٣، _، ١');
  assert.equal(await label(), ascii, 'Arabic digits and commas');
  assert.equal(await page.textContent('#text-error'), '');
  await page.click('#author > summary');
  await page.selectOption('#au-task', 'predict');
  await page.fill('#au-count', '٣');
  await page.fill('#au-pass', '٦٠٪');
  await page.waitForFunction(() => !document.querySelector('#au-download').disabled);
  assert.equal(await page.textContent('#au-check'), '');
  // The preview carries the teacher's language.
  assert.match(await page.getAttribute('#au-preview', 'href'), /[?&]lang=ar(&|$)/);
  await page.fill('#au-count', 'x');
  await page.waitForFunction(() => document.querySelector('#au-download').disabled);
  const words = (await page.textContent('#au-check')).replace(/[\u2066-\u2069]/g, '');
  assert.match(words, /الأسئلة: قيمة count «x»/);
  await page.screenshot({ path: path.join(shots, 'keyboard-digits-ar.png'), fullPage: true });
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a student types g, h and f in Persian digits: they are read as numbers', async () => {
  const page = await openPage(browser, `${srv.url}?exercise=children&board=${encodeURIComponent('1 2 3/4 _ 6/7 5 8')}&count=1`);
  await page.waitForSelector('#ex-children:not([hidden]) input');
  // Every child of the start is one move away (g 1); by Manhattan or Hamming three of them are
  // 3 from the goal and one (the 5 slid home) 1. Typed ۱, ۳ and ۴ for all four: three are right.
  const rows = await page.$$('#ex-children tbody tr');
  assert.equal(rows.length, 4);
  for (const row of rows) {
    const [g, h, f] = await row.$$('input');
    await g.fill('۱');
    await h.fill('۳');
    await f.fill('۴');
  }
  await page.click('#ex-children button[type=submit]');
  await page.waitForSelector('#ex-feedback li');
  assert.match(await page.textContent('#ex-feedback'), /3 of 4 children right/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('an exercise by keyboard alone: played with the arrows, Try again, focus back on the board; each hint said once', async () => {
  const page = await openPage(browser, `${srv.url}?exercise=play&slack=0&board=${encodeURIComponent('1 2 3/4 _ 6/7 5 8')}`);
  await page.waitForSelector('#exercise:not([hidden])');
  // Everything the live region says, as it says it (later news may replace the hint there; the
  // component may build its views again meanwhile, the region with them).
  await page.evaluate(() => {
    window.said = [];
    new MutationObserver(() => window.said.push(document.querySelector('[data-part=live]')?.textContent ?? ''))
      .observe(document.body, { childList: true, characterData: true, subtree: true });
  });
  await page.focus('#ex-hint');
  await page.keyboard.press('Enter');
  // "Thinking…" while the solver works, then the hint.
  await page.waitForFunction(() => /^Next: /.test(document.querySelector('#ex-hint-text').textContent));
  const hint = await page.textContent('#ex-hint-text');
  await page.waitForFunction((h) => window.said.some((t) => t.includes(h)), hint);
  // Said once: by the one live region, not again by the line that shows it (nor a region
  // around that line).
  const shownIn = await page.$eval('#ex-hint-text', (e) => e.closest('[aria-live], [role=status], [role=alert], [role=log]')?.dataset.part ?? null);
  assert.equal(shownIn, null, 'the line showing the hint is not a live region');
  await page.focus('#board');
  // The 5 slides up into the gap, then the 8 slides left: the goal in two moves.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector('#ex-result:not([hidden])');
  assert.match(await page.textContent('#ex-score'), /^Passed: 100 of 100/);
  await page.focus('#ex-again');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'board');
  assert.ok((await focused(page)).ring, 'the board shows its focus');
  assert.match(await page.textContent('#ex-status'), /Attempt 2/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
