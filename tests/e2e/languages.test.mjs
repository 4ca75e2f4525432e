// Every language of locales/ in the page as a person meets it: each loads (its words fetched,
// the page's lang and dir set, a label in that language), the page's language menu re-words the
// page at once, counts take their plural forms and numbers their digits through the browser's
// Intl, and Arabic, Hebrew and Persian mirror on a 390×844 phone with no sideways scroll and no
// axe violation: the page, the element on a course page, the Scan dialog and an exercise.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { startServer, startHost, launch, openPage, shots, dist } from './harness.mjs';

const locales = path.join(import.meta.dirname, '../../locales');
const LANGS = fs.readdirSync(locales).filter((d) => !d.startsWith('.')).sort();
const RTL = ['ar', 'fa', 'he'];

/** A one-line message of a language's file, as it reads (no placeholders, no selects). */
function message(lang, id) {
  const line = fs.readFileSync(path.join(locales, lang, 'npuzzle.ftl'), 'utf8').split('\n').find((l) => l.startsWith(`${id} = `));
  assert.ok(line, `${lang} has ${id}`);
  return line.slice(id.length + 3).trim();
}

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

/** The page in `lang` once its words are here. */
async function pageIn(lang, viewport = { width: 1280, height: 900 }, query = '') {
  const page = await openPage(browser, `${srv.url}?lang=${lang}${query}`, { viewport });
  await page.waitForSelector('#loading', { state: 'hidden' });
  await page.waitForFunction((want) => document.querySelector('#solve')?.textContent === want, message(lang, 'solve'));
  return page;
}

/** The direction an element's text is laid out in, as the browser computed it. */
const direction = (locator) => locator.evaluate((e) => getComputedStyle(e).direction);

/** What the board's live region said last. */
const announced = (page) => page.locator('[data-part=live]').first().textContent();

test('every language loads: its words fetched once (at most 12 KB gzipped), lang and dir set, its labels', async () => {
  assert.equal(LANGS.length, 18);
  for (const lang of LANGS) {
    if (lang !== 'en') {
      const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, 'lang', `${lang}.txt`)), { level: 9 }).length;
      assert.ok(gz <= 12_000, `${lang}: ${gz} bytes gzipped`);
    }
    const page = await pageIn(lang);
    const html = await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir, menu: document.querySelector('#lang')?.value }));
    assert.deepEqual(html, { lang, dir: RTL.includes(lang) ? 'rtl' : 'ltr', menu: lang }, lang);
    assert.equal(await page.locator('label[for=lang]').textContent(), message(lang, 'language'));
    assert.equal(await page.locator('.npz').getAttribute('dir'), RTL.includes(lang) ? 'rtl' : 'ltr');
    assert.deepEqual(page.problems, [], lang);
    await page.context().close();
  }
});

test('the language menu re-words the page at once, the page around it too', async () => {
  const page = await pageIn('en');
  await page.selectOption('#lang', 'ru');
  await page.waitForFunction((want) => document.querySelector('#solve')?.textContent === want, message('ru', 'solve'));
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
  assert.equal(await page.textContent('#page-title'), message('ru', 'page-title'));
  await page.selectOption('#lang', 'he');
  await page.waitForFunction((want) => document.querySelector('#solve')?.textContent === want, message('he', 'solve'));
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  // Each language's name in its own script, for its speakers and their screen readers.
  const options = await page.$$eval('#lang option', (os) => os.map((o) => [o.value, o.lang, o.textContent]));
  assert.equal(options.length, 18);
  for (const [value, lang, name] of options) {
    assert.equal(lang, value);
    assert.equal(name, message(value, 'language-name'));
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

// Sized by its options, the menu's first layout shaped every name in its own script, a fallback
// font loaded for each (docs/benchmarks.md, "Phone bench"): its width is its own, on a phone too,
// and still fits the longest name.
test('the language menu is not sized by its options, and fits the longest name', async () => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 640 }]) {
    const page = await pageIn('en', viewport);
    const widths = await page.evaluate(() => {
      const menu = document.querySelector('#lang');
      const before = menu.getBoundingClientRect().width;
      // The widest name, its padding and about 20 px for the arrow, against the room inside.
      const style = getComputedStyle(menu);
      const text = document.createElement('canvas').getContext('2d');
      text.font = style.font;
      const widest = Math.max(...[...menu.options].map((o) => text.measureText(o.text).width));
      const longest = widest + parseFloat(style.paddingInlineStart) + parseFloat(style.paddingInlineEnd) + 20 - menu.clientWidth;
      const option = menu.appendChild(document.createElement('option'));
      option.textContent = 'A name far longer than any language has';
      const after = menu.getBoundingClientRect().width;
      option.remove();
      return { before, after, longest, min: style.minInlineSize };
    });
    // In its flex row an automatic minimum would measure the names anyway.
    assert.equal(widths.min, '0px');
    assert.equal(widths.after, widths.before, `${viewport.width}: a longer option leaves the menu's width`);
    assert.ok(widths.longest <= 0, `${viewport.width}: every name fits the menu (${widths.longest} px over)`);
    await page.context().close();
  }
});

test('counts take their plural forms and numbers their digits, by the browser\'s Intl', async () => {
  const scramble = async (page, n) => {
    await page.fill('[data-part=scramble-moves]', String(n));
    await page.click('[data-part=scramble]');
    return announced(page);
  };
  const fr = await pageIn('fr');
  assert.match(await scramble(fr, 1), /1 coup aléatoire\.$/);
  assert.match(await scramble(fr, 2), /2 coups aléatoires\.$/);
  await fr.context().close();
  const ru = await pageIn('ru');
  assert.match(await scramble(ru, 1), /1 случайным ходом\.$/);
  assert.match(await scramble(ru, 3), /3 случайными ходами\.$/);
  await ru.context().close();
  // Persian writes its own digits; Arabic and Hebrew set numbers apart (bidi isolation).
  const fa = await pageIn('fa');
  assert.match(await scramble(fa, 12), /۱۲/);
  await fa.context().close();
  const ar = await pageIn('ar');
  assert.match(await scramble(ar, 5), /\u20685\u2069/);
  await ar.context().close();
});

/** No sideways scroll: the document no wider than the viewport, and nothing sticking out. */
async function noSidewaysScroll(page, what) {
  const { scroll, client, wide } = await page.evaluate(() => {
    const all = [...document.querySelectorAll('body *')].filter((e) => e.getClientRects().length);
    const wide = all.filter((e) => e.getBoundingClientRect().right > innerWidth + 1 || e.getBoundingClientRect().left < -1)
      .map((e) => e.tagName + (e.dataset?.part ? `[${e.dataset.part}]` : '')).slice(0, 5);
    return { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth, wide };
  });
  assert.ok(scroll <= client, `${what}: ${scroll} wide for ${client} (${wide.join(', ')})`);
}

test('Arabic, Hebrew and Persian mirror on a phone: no sideways scroll, axe clean; the Scan dialog and an exercise too', async () => {
  const phone = { width: 390, height: 844 };
  for (const lang of RTL) {
    const page = await pageIn(lang, phone);
    await noSidewaysScroll(page, `${lang} page`);
    // The board keeps its geometry: the blank of the goal is bottom right in every language.
    const { violations } = await new AxeBuilder({ page }).analyze();
    assert.deepEqual(violations.map((v) => v.id), [], `${lang}: axe`);
    await page.screenshot({ path: path.join(shots, `lang-${lang}-phone.png`) });
    for (const tab of ['solve', 'study', 'share']) {
      await page.click(`[data-part=tab-${tab}]`);
      // The Study panel is built in the frame after its tab is first chosen.
      if (tab === 'study') await page.waitForSelector('[data-part=trace]', { state: 'visible' });
      await noSidewaysScroll(page, `${lang} ${tab} tab`);
    }
    await page.click('[data-part=tab-board]');
    await page.click('#scan');
    const dialog = page.locator('dialog[data-npuzzle-scan-dialog]');
    await dialog.waitFor({ state: 'visible' });
    const scan = (await import(path.join(dist, 'lang', `scan-${lang}.js`))).default;
    assert.equal(await dialog.locator('h2').textContent(), scan['scan-title']);
    assert.equal(await direction(dialog), 'rtl');
    // The board read from a photo keeps its geometry: its grid fills from the left.
    assert.equal(await direction(dialog.locator('[data-scan=board]')), 'ltr');
    await noSidewaysScroll(page, `${lang} Scan`);
    const scanAxe = await new AxeBuilder({ page }).include('dialog[data-npuzzle-scan-dialog]').analyze();
    assert.deepEqual(scanAxe.violations.map((v) => v.id), [], `${lang}: Scan's axe`);
    if (lang === 'ar') await page.screenshot({ path: path.join(shots, 'lang-ar-scan-phone.png') });
    assert.deepEqual(page.problems, [], lang);
    await page.context().close();
  }
  const exercise = await pageIn('ar', phone, '&exercise=play&exercise-id=rtl1&board=1 2 3/4 _ 6/7 5 8');
  await noSidewaysScroll(exercise, 'an Arabic exercise');
  const { violations } = await new AxeBuilder({ page: exercise }).analyze();
  assert.deepEqual(violations.map((v) => v.id), [], 'the exercise: axe');
  await exercise.screenshot({ path: path.join(shots, 'lang-ar-exercise-phone.png') });
  await exercise.context().close();
});

test('in Arabic the playback and step-through controls keep the order and arrows of a media player, their words right to left', async () => {
  const page = await pageIn('ar', { width: 1280, height: 900 }, '&board=8 6 7/2 5 4/3 _ 1');
  await page.click('#solve');
  await page.waitForFunction(() => !document.querySelector('#pb-fwd')?.disabled);
  await page.click('#pb-fwd');
  await page.click('#pb-fwd');
  // Start to end from left to right, as platform media players keep them in every language:
  // each arrow then points the way its button moves (mirrored order under unmirrored arrows
  // had "step forward" pointing at "jump to start").
  const x = (id) => page.locator(id).evaluate((b) => b.getBoundingClientRect().x);
  const order = ['#pb-first', '#pb-back', '#pb-play', '#pb-fwd', '#pb-last'];
  const xs = await Promise.all(order.map(x));
  assert.deepEqual([...xs].sort((a, b) => a - b), xs, `left to right: ${xs}`);
  // The speed slider grows the same way; the words around still read right to left.
  assert.equal(await direction(page.locator('#pb-speed')), 'ltr');
  for (const part of ['[data-part=pb-step-of]', 'label[for=pb-speed]']) {
    assert.equal(await direction(page.locator(part)), 'rtl', part);
  }
  assert.deepEqual(page.problems, []);
  await page.locator('[data-part=pb-controls]').screenshot({ path: path.join(shots, 'lang-ar-playback.png') });
  // Stepping through a search the same way: from its start on the left to its end on the right.
  await page.selectOption('#algo', 'astar');
  await page.click('[data-part=trace]');
  await page.waitForSelector('[data-part=trace-view]', { state: 'visible' });
  const steps = ['reset', 'back', 'run', 'step', 'end'].map((s) => `[data-part=trace-${s}]`);
  const stepXs = await Promise.all(steps.map(x));
  assert.deepEqual([...stepXs].sort((a, b) => a - b), stepXs, `step through, left to right: ${stepXs}`);
  // The sentence about a node reads right to left with g, h and f each kept beside its value
  // (unisolated, "g 0، h 2، f" ran left to right and the last value strayed past the f).
  await page.click('[data-part=trace-step]');
  const at = await page.locator('[data-part=trace-event]').evaluate((e) => {
    const text = e.firstChild;
    const x = (i) => { const r = document.createRange(); r.setStart(text, i); r.setEnd(text, i + 1); return r.getBoundingClientRect().x; };
    return Object.fromEntries(['g', 'h', 'f'].map((v) => {
      const i = text.textContent.indexOf(`${v} `);
      const digit = [...text.textContent].findIndex((c, j) => j > i && /[0-9]/.test(c));
      return [v, { letter: x(i), value: x(digit) }];
    }));
  });
  assert.ok(at.g.letter > at.h.letter && at.h.letter > at.f.letter, `g, h, f from the right: ${JSON.stringify(at)}`);
  for (const v of ['g', 'h', 'f']) {
    assert.ok(at[v].value > at[v].letter && at[v].value - at[v].letter < 30, `${v} beside its value: ${JSON.stringify(at)}`);
  }
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('in Persian the Compare table marks the playing row from the right, its arrow pointing into the row; its figures in Persian digits', async () => {
  const page = await pageIn('fa', { width: 1280, height: 900 }, '&board=1 2 3/4 5 6/_ 7 8');
  // The answer's length and the moves made, in Persian digits too (both were in ASCII digits).
  await page.click('#solve');
  await page.waitForFunction(() => document.querySelector('#r-length')?.textContent);
  assert.equal(await page.textContent('#r-length'), '۲');
  assert.equal(await page.textContent('#move-count'), '۰');
  await page.click('[data-part=compare]');
  await page.waitForSelector('[data-part=copy-csv]', { state: 'visible', timeout: 120000 });
  await page.click('[data-part=compare-rows] tr button');
  const row = page.locator('[data-part=compare-rows] tr[aria-current=true]');
  // Left to right the mark was "▶" at the row's left; mirrored, it stood at the right pointing out.
  assert.equal(await row.locator('th').evaluate((th) => getComputedStyle(th, '::before').content), '"◀ "');
  const bar = await row.evaluate((tr) => getComputedStyle(tr).boxShadow);
  assert.match(bar, /-4px 0px 0px/, `the bar on the right: ${bar}`);
  // Its time in Persian digits, as every other figure of the table (it was in ASCII digits).
  const ms = await row.locator('td[data-label=ms]').textContent();
  assert.match(ms, /^[۰-۹]+٫[۰-۹]$/, ms);
  assert.deepEqual(page.problems, []);
  await page.locator('[data-part=compare-table]').screenshot({ path: path.join(shots, 'lang-fa-compare.png') });
  await page.context().close();
});

test('in Hebrew, what is written left to right stays so: the board as text, formulas, depths, links, snippets; the pseudocode is Hebrew, right to left', async () => {
  const page = await pageIn('he', { width: 1280, height: 900 }, '&board=8 6 7/2 5 4/3 _ 1');
  // In a right-to-left field the row "8 6 7" showed as "7 6 8", beside a board reading 8 6 7.
  const fields = ['#board-text', '#lab-formula', '#exp-depths', '#share-link', '#share-iframe', '#share-element', '#au-id'];
  // The exercise maker's fields are built when it first opens.
  await page.click('[data-part=author] summary');
  for (const f of fields) {
    assert.equal(await direction(page.locator(f)), 'ltr', f);
  }
  // Their labels, and the page, still read right to left.
  // So does the pseudocode, printed in Hebrew as Hebrew textbooks print it.
  for (const f of ['label[for=board-text]', 'label[for=exp-depths]', '#solve', '[data-part=pseudocode]']) {
    assert.equal(await direction(page.locator(f)), 'rtl', f);
  }
  await page.locator('#board-text').screenshot({ path: path.join(shots, 'lang-he-board-text.png') });
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('an element on a Hebrew course page speaks the page\'s language and mirrors inside its shadow root; its menu only when asked', async () => {
  const host = await startHost({
    '/he.html': `<!doctype html><html lang="he" dir="rtl"><meta name="viewport" content="width=device-width"><title>שבוע 3</title>
      <script type="module" src="${srv.url}n-puzzle.js"></script>
      <n-puzzle id="plain" board="1 2 3 / 4 5 6 / 7 _ 8"></n-puzzle>
      <n-puzzle id="menu" board="1 2 3 / 4 5 6 / 7 _ 8" lang-menu="1"></n-puzzle>`,
  });
  const page = await openPage(browser, `${host.origin}/he.html`, { viewport: { width: 390, height: 844 } });
  try {
  const want = message('he', 'solve');
  await page.waitForFunction((want) => ['plain', 'menu'].every((id) => document.getElementById(id)?.shadowRoot?.querySelector('[data-part=solve]')?.textContent === want), want);
  const root = (id) => page.evaluate((id) => {
    const r = document.getElementById(id).shadowRoot.querySelector('.npz');
    return { dir: r.getAttribute('dir'), lang: r.getAttribute('lang'), menu: !r.querySelector('[data-part=language]').hidden };
  }, id);
  assert.deepEqual(await root('plain'), { dir: 'rtl', lang: 'he', menu: false });
  assert.deepEqual(await root('menu'), { dir: 'rtl', lang: 'he', menu: true });
  await noSidewaysScroll(page, 'the Hebrew course page');
  await page.screenshot({ path: path.join(shots, 'lang-he-element-phone.png'), fullPage: true });
  assert.deepEqual(page.problems, []);
  } finally {
    await page.context().close();
    host.server.close();
  }
});

test('a language whose words do not come: the page shows in English at once, says so, and switches when they arrive', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/lang/de.txt', async (route) => { await held; await route.continue(); });
  await page.goto(`${srv.url}?lang=de`);
  await page.waitForSelector('#loading', { state: 'hidden', timeout: 5000 });
  assert.equal(await page.textContent('#solve'), message('en', 'solve'));
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'the page says which language it is in');
  await page.waitForSelector('#words-late:not([hidden])', { timeout: 15000 });
  assert.match(await page.textContent('#words-late'), /have not arrived/);
  release();
  await page.waitForFunction((want) => document.querySelector('#solve')?.textContent === want, message('de', 'solve'));
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
  assert.equal(await page.textContent('#page-tagline'), message('de', 'page-tagline'));
  assert.ok(await page.locator('#words-late').isHidden(), 'the line goes once the words are here');
  assert.deepEqual(problems, []);
  await context.close();
});
