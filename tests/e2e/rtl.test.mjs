// Right to left, as a student in Tehran, Cairo or Haifa reads it on a phone: names such as A*
// read as written, the move list's buttons show the digits their names say, no tab name breaks
// inside a word, playback says which tile moved, the board is an application a screen reader
// hands the arrow keys to (read from the accessibility tree), and screenshots to look at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { startServer, launch, openPage, shots, waitForResult } from './harness.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const tab = (page, name) => page.click(`[data-part=tabs] [data-tab=${name}]`);

/** Every text node under `selector` that holds `word`: whether its first letter is drawn left
 * of its last character (A before *), as a reader of the page sees it. */
const drawnInOrder = (page, selector, word) => page.evaluate(([sel, w]) => {
  const out = [];
  for (const root of document.querySelectorAll(sel)) {
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const at = n.data.indexOf(w);
      if (at < 0 || !n.parentElement.getClientRects().length) continue;
      const box = (i) => { const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + 1); return r.getBoundingClientRect(); };
      const first = box(at), last = box(at + w.length - 1);
      if (first.width && last.width) out.push({ text: n.data.slice(0, 60), ok: first.left < last.left });
    }
  }
  return out;
}, [selector, word]);

for (const lang of ['fa', 'ar', 'he']) {
  test(`${lang} on a phone: A* and b* read as written, digits as named, tabs whole, playback says the tile`, async () => {
    const page = await openPage(browser, `${srv.url}?lang=${lang}&board=${encodeURIComponent('8 6 7/2 5 4/3 _ 1')}`, PHONE);
    assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
    // One digit system on a line: the board's size in the language's digits, as its moves are.
    const status = await page.textContent('.board-status');
    const systems = new Set([...status].filter((c) => /\p{Nd}/u.test(c)).map((c) => c.codePointAt(0) & ~0xf));
    assert.ok(systems.size === 1, `${lang}: digits of ${systems.size} systems in “${status}”`);
    // No tab name is broken inside a word: each is one line.
    const lines = await page.$$eval('[data-part=tabs] [role=tab]', (ts) => ts.filter((t) => !t.hidden).map((t) => {
      const r = document.createRange(); r.selectNodeContents(t);
      const tops = new Set([...r.getClientRects()].map((b) => Math.round(b.top)));
      return [t.textContent, tops.size];
    }));
    for (const [name, n] of lines) assert.equal(n, 1, `the tab “${name}” takes ${n} lines`);
    await tab(page, 'solve');
    await page.selectOption('#algo', 'astar');
    await page.click('#solve');
    await waitForResult(page);
    // The solver's sentence and the menus name A* as written.
    // The panel is built in the frame after its tab is chosen (`View::unfold`).
    await tab(page, 'study');
    await page.waitForSelector('[data-part=trace]', { state: 'visible' });
    const names = [...await drawnInOrder(page, '.npz', 'A*'), ...await drawnInOrder(page, '.npz', 'b*')];
    assert.ok(names.length >= 2, `A* and b* are on the page: ${JSON.stringify(names)}`);
    for (const n of names) assert.ok(n.ok, `reversed: ${n.text}`);
    await tab(page, 'solve');
    // The move list: a button shows the tile in the digits its name says.
    const buttons = await page.$$eval('[data-part=moves-list] button[data-step]', (bs) => bs.slice(0, 3).map((b) => [b.textContent, b.getAttribute('aria-label')]));
    assert.ok(buttons.length > 0);
    for (const [shown, name] of buttons) {
      const digits = shown.replace(/[^\p{Nd}]/gu, '');
      assert.ok(name.includes(digits), `“${shown}” is not in its name “${name}”`);
    }
    assert.deepEqual((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id), []);
    // Playback's step: the tile and the way, in the language.
    await page.click('#pb-fwd');
    const said = await page.textContent('[data-part=live]');
    const tile = buttons[0][0].replace(/[^\p{Nd}]/gu, '');
    assert.ok(said.includes(tile), `the step names its tile ${tile}: “${said}”`);
    await page.screenshot({ path: path.join(shots, `rtl-phone-${lang}.png`), fullPage: true });
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test('the board in the accessibility tree: an application with its keys described, not an image', async () => {
  const page = await openPage(browser, `${srv.url}?board=${encodeURIComponent('1 2 3/4 5 6/7 _ 8')}`);
  const snapshot = await page.locator('.canvas-box').ariaSnapshot();
  assert.match(snapshot, /application "Puzzle board, 3×3: 1 2 3; 4 5 6; 7 blank 8"/);
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const board = nodes.find((n) => n.role?.value === 'application');
  assert.ok(board, 'an application in the tree');
  assert.match(board.description?.value ?? '', /Arrow keys slide a tile into the gap/);
  const roledescription = board.properties?.find((p) => p.name === 'roledescription')?.value?.value;
  assert.equal(roledescription, 'puzzle board');
  assert.ok(!nodes.some((n) => n.role?.value === 'image' && /Puzzle board/.test(n.name?.value ?? '')), 'not an image');
  // The arrow keys work on it.
  await page.focus('#board');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => /7 8 blank$/.test(document.querySelector('#board').getAttribute('aria-label')));
  await page.context().close();
});

test('after a solve on a 390×844 phone the pinned board, playback and tabs keep under half the screen', async () => {
  for (const lang of ['fr', 'fa']) {
    const page = await openPage(browser, `${srv.url}?lang=${lang}&board=${encodeURIComponent('8 6 7/2 5 4/3 _ 1')}`, PHONE);
    await tab(page, 'solve');
    await page.click('#solve');
    await waitForResult(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    const pin = await page.evaluate(() => document.querySelector('.board-pin').getBoundingClientRect().height);
    assert.ok(pin <= 844 / 2, `${lang}: the pin takes ${pin}px of 844`);
    // Its tiles stay large enough to tap.
    const board = await page.evaluate(() => document.querySelector('#board').getBoundingClientRect().width);
    assert.ok(board / 3 >= 44, `${lang}: tiles of ${board / 3}px`);
    await page.context().close();
  }
});

test('the pseudocode in the page\'s language, as its textbooks print it: German, and Persian right to left', async () => {
  for (const [lang, line, dir] of [['de', 'solange Rand nicht leer ist:', 'ltr'], ['fa', 'تا وقتی مرز خالی نیست:', 'rtl']]) {
    const page = await openPage(browser, `${srv.url}?lang=${lang}&algo=astar&board=${encodeURIComponent('1 2 3/4 _ 6/7 5 8')}`);
    await page.click('[data-part=trace]');
    await page.waitForSelector('[data-part=trace-step]', { state: 'visible', timeout: 30000 });
    await page.click('[data-part=trace-step]');
    const code = await page.$$eval('[data-part=pseudocode] li code', (cs) => cs.map((c) => c.textContent.trim()));
    assert.ok(code.includes(line), `${lang}: ${code.join(' | ')}`);
    assert.ok(!code.some((c) => /\bwhile\b|\bis not empty\b|\breturn\b/.test(c)), `${lang}: English left in ${code.join(' | ')}`);
    assert.equal(await page.$eval('[data-part=pseudocode]', (o) => getComputedStyle(o).direction), dir);
    // The line of the event is lit, and said with the event in the same words.
    const bare = (t) => t.replace(/[\u2066-\u2069]/g, '').trim();
    const lit = bare(await page.$eval('[data-part=pseudocode] li[aria-current] code', (c) => c.textContent));
    const event = bare(await page.textContent('[data-part=trace-event]'));
    assert.ok(event.includes(lit), `${lang}: “${event}” does not say “${lit}”`);
    await page.locator('.pseudocode').screenshot({ path: path.join(shots, `pseudocode-${lang}.png`) });
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});
