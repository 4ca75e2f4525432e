// The component's events and API as a course page meets them (issue 79, item 8), and a language
// change that keeps what the person typed and where their focus was (item 9): Cancel ends a
// solve with an `npuzzle-result` of status 'cancelled'; an event's detail reads whole when a
// store deep-freezes it; mountPuzzle() on an element it cannot draw in rejects with a worded
// TypeError and the page goes on working; the language menu, walked with the keys, keeps the
// typed board, g/h/f answers and scramble moves, the sections opened and the focus.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startServer, startHost, launch, openPage } from './harness.mjs';

const KORF1 = '14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3'; // breadth-first runs out of time on it
const locales = path.join(import.meta.dirname, '../../locales');

/** A one-line message of a language's file, as it reads. */
const message = (lang, id) => fs.readFileSync(path.join(locales, lang, 'npuzzle.ftl'), 'utf8')
  .split('\n').find((l) => l.startsWith(`${id} = `)).slice(id.length + 3).trim();

let assets, host, browser;

before(async () => {
  assets = await startServer();
  const script = `${assets.url}n-puzzle.js`;
  const log = `<script type="module">
    window.results = [];
    document.addEventListener('npuzzle-result', (e) => window.results.push(e.detail));
  </script>`;
  host = await startHost({
    '/solve.html': `<!doctype html><html lang="en"><title>Week 3: search</title>${log}
      <script type="module" src="${script}"></script>
      <n-puzzle id="p" board="${KORF1}" goal="start" algo="bfs" controls="solve"></n-puzzle>`,
    '/mount.html': `<!doctype html><html lang="en"><title>Own UI</title>
      <div id="ok"></div>
      <form id="form"><div id="in-form"></div><n-puzzle id="element-in-form" board="1 2 3 / 4 5 6 / 7 _ 8" exercise="children" count="1"></n-puzzle></form>
      <table id="table"><tr><td>a</td></tr></table><svg id="svg"></svg>
      <select id="select"></select><textarea id="textarea"></textarea><iframe id="iframe" title="x"></iframe>
      <script type="module">
        import { mountPuzzle } from '${script}';
        window.mountPuzzle = mountPuzzle;
      </script>`,
    '/element.html': `<!doctype html><html lang="en"><title>Exercise</title>
      <script type="module" src="${script}"></script>
      <n-puzzle id="ex" board="1 2 3 / 4 _ 6 / 7 5 8" exercise="children" count="2"></n-puzzle>`,
  });
  browser = await launch();
});
after(async () => { await browser?.close(); assets?.server.close(); host?.server.close(); });

async function open(file) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (m) => { if (m.type() === 'error') page.problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  await page.goto(`${host.origin}/${file}`);
  return page;
}

test('Cancel, clicked or called, ends the solve with npuzzle-result, status cancelled', async () => {
  const page = await open('solve.html');
  const puzzle = page.locator('#p');
  await puzzle.locator('[data-part=solve]').click();
  await puzzle.locator('[data-part=cancel]:not([disabled])').click();
  await page.waitForFunction(() => window.results.length === 1);
  const [clicked] = await page.evaluate(() => window.results);
  assert.equal(clicked.type, 'npuzzle-result');
  assert.equal(clicked.board.trim().split(/\s+/).join(' '), KORF1.replace(/ \/ /g, ' ').replace(/\b0\b/, '_'));
  assert.equal(clicked.solution.status, 'cancelled');
  assert.equal(clicked.solution.algorithm, 'bfs');
  assert.deepEqual([clicked.solution.moves, clicked.solution.tiles, clicked.solution.optimal], [[], [], false]);
  assert.equal(typeof clicked.solution.stats.expanded, 'number');
  // The element's own methods: solve(), then cancel().
  await page.evaluate(() => document.getElementById('p').solve());
  await puzzle.locator('[data-part=cancel]:not([disabled])').waitFor();
  await page.evaluate(() => document.getElementById('p').cancel());
  await page.waitForFunction(() => window.results.length === 2);
  assert.equal(await page.evaluate(() => window.results[1].solution.status), 'cancelled');
  // One result per solve: nothing more comes, and a cancel with nothing running says nothing.
  await page.evaluate(() => document.getElementById('p').cancel());
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.results.length), 2);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('a detail deep-frozen by a store (as immer does) reads whole: moves, tiles and every field', async () => {
  const page = await open('solve.html');
  const puzzle = page.locator('#p');
  await page.evaluate(() => {
    const deepFreeze = (o) => {
      Object.freeze(o);
      for (const v of Object.values(o)) if (v && typeof v === 'object' && !Object.isFrozen(v)) deepFreeze(v);
      return o;
    };
    window.kept = [];
    document.addEventListener('npuzzle-result', (e) => {
      try {
        const d = deepFreeze(e.detail);
        const s = d.solution;
        s.moves = ['written']; // ignored, as on any frozen object
        window.kept.push({ json: JSON.stringify(d), clone: structuredClone(d), same: s.moves === s.moves,
          frozen: Object.isFrozen(s) && Object.isFrozen(s.moves) && Object.isFrozen(s.tiles) && Object.isFrozen(s.stats),
          keys: Object.keys(s), moves: s.moves, tiles: s.tiles });
      } catch (error) { window.kept.push({ error: String(error) }); }
    });
  });
  // Two moves from the goal (blank first), once the element is ready (setBoard throws before).
  await page.waitForFunction(() => document.getElementById('p').ready);
  await page.evaluate(() => document.getElementById('p').setBoard('3 1 2 / 4 _ 5 / 6 7 8'));
  await puzzle.locator('[data-part=solve]').click();
  await page.waitForFunction(() => window.kept.length === 1);
  const [kept] = await page.evaluate(() => window.kept);
  assert.equal(kept.error, undefined);
  assert.deepEqual(kept.moves, ['left', 'up']);
  assert.deepEqual(kept.tiles, [4, 3]);
  assert.ok(kept.same && kept.frozen, JSON.stringify(kept));
  for (const key of ['status', 'algorithm', 'heuristic', 'method', 'moves', 'tiles', 'optimal', 'stats']) assert.ok(kept.keys.includes(key), key);
  const json = JSON.parse(kept.json);
  assert.deepEqual(json.solution.moves, ['left', 'up']);
  assert.equal(json.solution.status, 'solved');
  assert.deepEqual(kept.clone.solution.moves, ['left', 'up']);
  assert.equal(kept.clone.board, '3 1 2\n4 _ 5\n6 7 8');
  // Read again later, from the frozen object a store keeps.
  assert.deepEqual(await page.evaluate(() => window.results[0].solution.moves), ['left', 'up']);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('mountPuzzle() on an element it cannot draw in: a worded TypeError, and the page goes on', async () => {
  const page = await open('mount.html');
  await page.waitForFunction(() => window.mountPuzzle);
  const refusals = await page.evaluate(async () => {
    const targets = {
      text: document.createTextNode('puzzle here'),
      comment: document.createComment('puzzle'),
      fragment: document.createDocumentFragment(),
      template: document.createElement('template'),
      select: document.getElementById('select'),
      table: document.getElementById('table'),
      tr: document.querySelector('#table tr'),
      textarea: document.getElementById('textarea'),
      iframe: document.getElementById('iframe'),
      img: document.createElement('img'),
      button: document.createElement('button'),
      svg: document.getElementById('svg'),
      'in-form': document.getElementById('in-form'),
      null: null,
      string: '#ok',
      document,
    };
    const out = {};
    for (const [name, target] of Object.entries(targets)) {
      try {
        await window.mountPuzzle(target, { board: '1 2 3 / 4 5 6 / 7 _ 8' });
        out[name] = 'mounted';
      } catch (e) { out[name] = `${e.constructor.name}: ${e.message}`; }
    }
    return out;
  });
  for (const [name, said] of Object.entries(refusals)) {
    assert.match(said, /^TypeError: mountPuzzle\(element, options\): /, `${name}: ${said}`);
  }
  const names = { text: 'a text node', comment: 'a comment', fragment: 'a document fragment', null: 'null', string: 'a string', document: 'a document' };
  for (const [name, what] of Object.entries(names)) {
    assert.match(refusals[name], new RegExp(`must be an HTML element .*, not ${what}$`), refusals[name]);
  }
  for (const tag of ['template', 'select', 'table', 'tr', 'textarea', 'iframe', 'img', 'button']) {
    assert.match(refusals[tag], new RegExp(`cannot be drawn in <${tag}>: it needs an element that holds its panels and controls, such as a <div>`), refusals[tag]);
  }
  assert.match(refusals.svg, /cannot be drawn in <svg>, which is not an HTML element/);
  assert.match(refusals['in-form'], /cannot be drawn inside a <form> .* or use <n-puzzle>/);
  // Nothing was drawn in them, and a good element mounts after them all.
  assert.equal(await page.evaluate(() => document.getElementById('select').children.length), 0);
  const board = await page.evaluate(async () => (await window.mountPuzzle(document.getElementById('ok'), { board: '1 2 3 / 4 5 6 / _ 7 8' })).board);
  assert.equal(board, '1 2 3\n4 5 6\n_ 7 8');
  await page.locator('#ok canvas').focus();
  await page.keyboard.press('ArrowLeft');
  assert.match(await page.locator('#ok canvas').getAttribute('aria-label'), /7 blank 8/);
  // <n-puzzle> inside a form draws in its own shadow root, forms and all, as the error says.
  const inForm = page.locator('#element-in-form');
  await inForm.locator('[data-part=ex-children]:not([hidden]) input').first().waitFor();
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

/** Presses `key` until the focused element matches `selector` (at most 80 times). */
async function pressUntil(page, key, selector) {
  for (let i = 0; i < 80; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return;
    await page.keyboard.press(key);
  }
  assert.fail(`${key} never reached ${selector}`);
}

/** Walks the closed language menu (focused) to `lang` with the arrow keys. */
async function walkTo(page, lang) {
  const tags = await page.$$eval('#lang option', (os) => os.map((o) => o.value));
  const steps = tags.indexOf(lang) - tags.indexOf(await page.inputValue('#lang'));
  for (let i = 0; i < Math.abs(steps); i += 1) await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
}

/** Waits for the page's words in `lang`. */
const wordsIn = (page, lang) => page.waitForFunction((want) => document.querySelector('#solve')?.textContent === want, message(lang, 'solve'));

const focusedId = (page) => page.evaluate(() => document.activeElement?.id);

test('a language change keeps the typed board, the scramble moves, the opened settings and the focus', async () => {
  const page = await openPage(browser, `${assets.url}?lang=en`);
  await page.click('#board-text');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('8 6 7 / 2 5 4 / 3 _ 1   typed, not yet used');
  await page.fill('#scramble-moves', '35');
  await page.click('[data-part=settings] summary');
  // Back to the menu with the keys, to German, Enter.
  await page.click('#board-text');
  await pressUntil(page, 'Shift+Tab', '#lang');
  await walkTo(page, 'de');
  await page.keyboard.press('Enter');
  await wordsIn(page, 'de');
  assert.equal(await page.inputValue('#board-text'), '8 6 7 / 2 5 4 / 3 _ 1   typed, not yet used');
  assert.equal(await page.inputValue('#scramble-moves'), '35');
  assert.ok(await page.evaluate(() => document.querySelector('[data-part=settings]').open), 'Settings still open');
  assert.equal(await focusedId(page), 'lang', 'focus stays on the menu');
  // Left with Tab after a walk: applied, and focus is where Tab took it (not the page's body).
  await page.keyboard.press('Tab');
  const next = await focusedId(page);
  await page.keyboard.press('Shift+Tab');
  await walkTo(page, 'es');
  await page.keyboard.press('Tab');
  await wordsIn(page, 'es');
  assert.ok(next, 'Tab leads to a control with an id');
  assert.equal(await focusedId(page), next, 'focus where Tab took it');
  assert.equal(await page.inputValue('#board-text'), '8 6 7 / 2 5 4 / 3 _ 1   typed, not yet used');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("a language change keeps the children task's typed g, h and f", async () => {
  const board = encodeURIComponent('1 2 3/4 _ 6/7 5 8');
  const page = await openPage(browser, `${assets.url}?exercise=children&board=${board}&count=2&lang=en`);
  const fields = page.locator('#ex-children input');
  await fields.first().waitFor();
  await fields.first().click();
  for (const value of ['1', '2', '3', '1', '4']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  const typed = () => fields.evaluateAll((is) => is.map((i) => i.value));
  const before = await typed();
  assert.deepEqual(before.slice(0, 5), ['1', '2', '3', '1', '4']);
  await pressUntil(page, 'Shift+Tab', '#lang');
  await walkTo(page, 'ar');
  await page.keyboard.press('Enter');
  await wordsIn(page, 'ar');
  assert.deepEqual(await typed(), before);
  assert.equal(await focusedId(page), 'lang');
  // Checked in Arabic, they are the answers typed.
  await page.click('#ex-children button[type=submit]');
  await page.waitForSelector('#ex-feedback li');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the host changing the language while the student types: the field keeps its text, focus and caret', async () => {
  const page = await open('element.html');
  const puzzle = page.locator('#ex');
  const field = puzzle.locator('[data-part=ex-children] input').nth(1);
  await field.waitFor();
  await field.click();
  await page.keyboard.type('12');
  await page.keyboard.press('ArrowLeft');
  await page.evaluate(() => document.getElementById('ex').setAttribute('lang', 'fr'));
  await page.waitForFunction(() => document.getElementById('ex').shadowRoot.querySelector('[data-part=ex-children] button').textContent === 'Vérifier');
  const state = await page.evaluate(() => {
    const root = document.getElementById('ex').shadowRoot;
    const f = root.activeElement;
    return { value: f?.value, child: f?.dataset.child, k: f?.dataset.value, caret: f?.selectionStart };
  });
  assert.deepEqual(state, { value: '12', child: '0', k: '1', caret: 1 });
  await page.keyboard.type('3');
  assert.equal(await field.inputValue(), '132');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});
