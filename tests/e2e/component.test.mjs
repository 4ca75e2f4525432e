// The component on course pages: <n-puzzle> elements loaded from another origin (two ports), two
// on one page, their events, live attributes and teardown; mountPuzzle(); the iframe's messages.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { startServer, startHost, launch, shots, solverWorker } from './harness.mjs';

const KORF1 = '14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3'; // 57 moves, goal blank first
let assets, host, browser;

before(async () => {
  assets = await startServer();
  const script = `${assets.url}n-puzzle.js`;
  const log = `<script type="module">
    window.events = [];
    for (const type of ['npuzzle-ready', 'npuzzle-move', 'npuzzle-solved', 'npuzzle-result'])
      document.addEventListener(type, (e) => window.events.push({ type, id: e.target.id, detail: e.detail }));
    window.addEventListener('message', (e) => { if (e.data?.source === 'npuzzle') window.events.push({ type: e.data.type, id: 'frame', detail: e.data.detail }); });
  </script>`;
  host = await startHost({
    '/two.html': `<!doctype html><html lang="en"><title>Week 3: search</title>${log}
      <script type="module" src="${script}"></script>
      <style>n-puzzle { --npz-tile: #8a2be2; max-width: 700px; }</style>
      <h1>Exercise 1</h1><n-puzzle id="a" board="1 2 3 / 4 5 6 / 7 _ 8" controls="play"></n-puzzle>
      <h1>Exercise 2</h1><n-puzzle id="b" board="${KORF1}" goal="start" controls="solve" lang="de"></n-puzzle>`,
    '/mount.html': `<!doctype html><html lang="en"><title>Own UI</title>${log}
      <div id="mine"></div>
      <script type="module">
        import { mountPuzzle } from '${script}';
        window.handle = await mountPuzzle(document.getElementById('mine'), { board: '1 2 3 / 4 5 6 / 7 _ 8', controls: 'none', algo: 'bfs' });
      </script>`,
    '/frame.html': `<!doctype html><html lang="en"><title>Iframe</title>${log}
      <iframe id="f" src="${assets.url}?board=1 2 3/4 5 6/7 _ 8&amp;controls=none&amp;lang=es" title="N-puzzle" width="600" height="300"></iframe>`,
  });
  browser = await launch();
});
after(async () => { await browser?.close(); assets?.server.close(); host?.server.close(); });

async function open(file, options) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (m) => { if (m.type() === 'error') page.problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400) page.problems.push(`${r.status()}: ${r.url()}`); });
  await page.goto(`${host.origin}/${file}`);
  return page;
}

const board = (page, id) => page.locator(`#${id} canvas`).getAttribute('aria-label');
const events = (page, type, id) => page.evaluate(([t, i]) => window.events.filter((e) => e.type === t && (!i || e.id === i)), [type, id]);

test('two elements from another origin: separate moves, concurrent solves, live attributes, clean removal', async () => {
  const page = await open('two.html');
  await page.waitForFunction(() => window.events.filter((e) => e.type === 'npuzzle-ready').length === 2);
  assert.match(await board(page, 'a'), /Puzzle board, 3×3: 1 2 3; 4 5 6; 7 blank 8/);
  // b's German words are fetched (lang/de.txt) and may arrive just after it is ready.
  await page.locator('#b canvas[aria-label^="Puzzlebrett"]').waitFor({ state: 'attached', timeout: 10000 });
  assert.match(await board(page, 'b'), /^Puzzlebrett, 4×4: 14 13 15 7;/, 'b speaks German');
  assert.equal(await page.locator('#b button[data-part=solve]').textContent(), 'Lösen');
  assert.ok(await page.locator('#a [data-part=solve-panel]').isHidden(), 'a: controls="play"');
  assert.ok(await page.locator('#b [data-part=setup-panel]').isHidden(), 'b: controls="solve"');
  // The host page's CSS cannot reach inside; its custom properties can.
  assert.equal(await page.locator('#a canvas').evaluate((c) => getComputedStyle(c).getPropertyValue('--npz-tile').trim()), '#8a2be2');
  // And the board is drawn in it (the theme is read as the canvas is fitted, not as the view is
  // built): tile 8, off its goal cell, a quarter of a cell in from its corner.
  const tile8 = await page.locator('#a canvas').evaluate((c) => [...c.getContext('2d').getImageData(c.width * 0.75, c.height * 0.75, 1, 1).data]);
  assert.deepEqual(tile8.slice(0, 3), [0x8a, 0x2b, 0xe2], 'tile 8 in the host page\'s colour');

  // A move in a: its events carry the documented fields; b is untouched.
  const bBefore = await board(page, 'b');
  await page.locator('#a canvas').focus();
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => window.events.some((e) => e.type === 'npuzzle-solved'));
  const [move] = await events(page, 'npuzzle-move', 'a');
  assert.deepEqual(move.detail, { type: 'npuzzle-move', tile: 8, direction: 'left', moves: 1, board: '1 2 3\n4 5 6\n7 8 _', solved: true });
  const [solved] = await events(page, 'npuzzle-solved', 'a');
  assert.equal(solved.detail.moves, 1);
  assert.equal(await board(page, 'b'), bBefore);

  // Both solve at once: a's BFS waits for b's 15-puzzle in the one shared worker, both finish.
  await page.evaluate(() => { document.getElementById('a').setAttribute('board', '8 6 7 / 2 5 4 / 3 _ 1'); });
  assert.match(await board(page, 'a'), /3×3: 8 6 7; 2 5 4; 3 blank 1/, 'attribute change re-renders');
  await page.evaluate(() => {
    // Every line each build line shows (b: the page's first job, the worker not started yet;
    // a: waiting for b's job), recorded as it changes: however briefly a line shows on a busy
    // machine, it is seen.
    for (const id of ['a', 'b']) {
      const line = document.getElementById(id).shadowRoot.querySelector('[data-part=p-building]');
      const lines = (window[`${id}Lines`] = []);
      new MutationObserver(() => lines.push(line.textContent)).observe(line, { childList: true, characterData: true, subtree: true });
    }
  });
  await page.evaluate(() => { document.getElementById('a').setAttribute('algo', 'astar'); document.getElementById('b').solve(); document.getElementById('a').solve(); });
  // Each says why it waits: b for the worker to start, a (in its solve panel, hidden here) for
  // b's job, which holds the worker.
  await page.waitForFunction(() => window.events.filter((e) => e.type === 'npuzzle-result').length === 2, null, { timeout: 120000 });
  assert.ok((await page.evaluate(() => window.aLines)).includes('Waiting for the solver (another puzzle on this page is using it)…'),
    "a said it waited for b's job");
  const results = Object.fromEntries((await events(page, 'npuzzle-result')).map((e) => [e.id, e.detail]));
  assert.equal(results.a.solution.moves.length, 31);
  assert.equal(results.a.solution.algorithm, 'astar');
  assert.equal(results.b.solution.moves.length, 57, 'auto, tables fetched across origins');
  assert.equal(results.b.solution.status, 'solved');
  assert.ok(results.b.solution.optimal);
  await solverWorker(page);
  assert.equal(page.workers().length, 1, 'one worker for both, once the first answer\'s has gone');
  const bLines = await page.evaluate(() => window.bLines);
  // b's board came as an attribute, so its worker and its quick tables may have started loading
  // before the click (warm once settled): then its first words are the tables', not the
  // start's, or there are none (the tables were there, and the search did not wait).
  const shown = bLines.filter(Boolean);
  if (shown.length > 0) {
    assert.match(shown[0], /^(Der Löser wird gestartet …|Erste Lösung dieser Größe)/, `b's lines: ${bLines}`);
  }
  assert.ok(!bLines.some((l) => /anderes Puzzle/.test(l)), `b never waited for a: ${bLines}`);
  assert.match(await page.locator('#b [data-part=solve-message]').textContent(), /^Gelöst mit Auto \(IDA\* mit .*Musterdatenbanken.*\): 57 Züge, optimal\./);

  // The search settings too: an attribute sets the element's own menu.
  await page.evaluate(() => document.getElementById('b').setAttribute('ties', 'newest'));
  assert.equal(await page.locator('#b [data-part=ties]').inputValue(), 'newest');
  assert.equal(await page.locator('#a [data-part=ties]').inputValue(), 'deeper', 'a keeps its own');

  // lang changes live; the board and result stay.
  // (Spanish words are fetched from the site the first time: the element is built again in them.)
  await page.evaluate(() => document.getElementById('b').setAttribute('lang', 'es'));
  await page.waitForFunction(() => document.querySelector('#b').shadowRoot.querySelector('button[data-part=solve]').textContent === 'Resolver');
  assert.match(await page.locator('#b [data-part=solve-message]').textContent(), /^Resuelto con Auto \(IDA\* con .*bases de datos de patrones.*\): 57 movimientos, óptima\./);
  await page.screenshot({ path: path.join(shots, 'two-elements-cross-origin.png'), fullPage: true });

  // b's long search holds the solver while a waits behind it; cancelling b's restarts the
  // solver, and a then says it waits for the solver to start, no longer for another puzzle.
  await page.evaluate(() => {
    const line = document.getElementById('a').shadowRoot.querySelector('[data-part=p-building]');
    window.aLines = [];
    new MutationObserver(() => window.aLines.push(line.textContent)).observe(line, { childList: true, characterData: true, subtree: true });
    const b = document.getElementById('b');
    b.setAttribute('algo', 'bfs');
    b.solve();
    document.getElementById('a').solve();
  });
  await page.locator('#a [data-part=p-building]', { hasText: 'another puzzle' }).waitFor({ state: 'attached' });
  await page.locator('#b button[data-part=cancel]').click();
  await page.waitForFunction(() => window.events.filter((e) => e.type === 'npuzzle-result' && e.id === 'a').length === 2, null, { timeout: 60000 });
  const aLines = await page.evaluate(() => window.aLines);
  const behind = aLines.findIndex((l) => /another puzzle/.test(l));
  assert.ok(behind >= 0 && aLines.slice(behind + 1).includes('Starting the solver…'), `a's lines: ${aLines}`);
  const [, again] = await events(page, 'npuzzle-result', 'a');
  assert.equal(again.detail.solution.moves.length, 31, 'a answered after the restart');

  // Removing b during a long search and a playing a: nothing of b is left behind.
  await page.evaluate(() => { const b = document.getElementById('b'); b.setAttribute('algo', 'bfs'); b.solve(); });
  await page.locator('#a [data-part=pb-play]').click();
  await page.evaluate(() => document.getElementById('b').remove());
  const census = await page.evaluate(async (url) => (await import(url)).census(), `${assets.url}app.js`);
  assert.deepEqual([...census], [1, 1, 0], 'mounted, timers, solver busy: only a, playing');
  await page.evaluate(() => document.getElementById('a').remove());
  const after = await page.evaluate(async (url) => (await import(url)).census(), `${assets.url}app.js`);
  assert.deepEqual([...after], [0, 0, 0]);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('mountPuzzle(): methods, a clear error for a bad board, events on the element', async () => {
  const page = await open('mount.html');
  await page.waitForFunction(() => window.handle);
  assert.ok(await page.locator('#mine [data-part=setup-panel]').isHidden());
  const error = await page.evaluate(() => { try { window.handle.setBoard('1 2 3 / 4 4 6 / 7 _ 8'); return null; } catch (e) { return e.message; } });
  assert.match(error, /tile 4 appears twice, at row 2, column 1 and at row 2, column 2/);
  assert.equal(await page.evaluate(() => window.handle.board), '1 2 3\n4 5 6\n7 _ 8', 'board kept');
  // The answer's lists are made when first read (issue 51): until then an accessor, then plain
  // writable properties, as they always were to a listener; JSON and writes work as before.
  await page.evaluate(() => document.addEventListener('npuzzle-result', (e) => {
    const s = e.detail.solution;
    const before = Object.getOwnPropertyDescriptor(s, 'moves');
    const json = JSON.parse(JSON.stringify(s));
    const after = Object.getOwnPropertyDescriptor(s, 'moves');
    s.tiles = ['written'];
    window.lazy = { before: typeof before.get, json: json.moves, after: after.writable && Array.isArray(after.value), written: s.tiles, listed: Object.keys(s).includes('tiles') };
  }, { once: true }));
  await page.evaluate(() => { window.handle.setBoard('1 2 3 / 4 5 6 / _ 7 8'); window.handle.solve(); });
  await page.waitForFunction(() => window.events.some((e) => e.type === 'npuzzle-result'));
  const [result] = await events(page, 'npuzzle-result');
  assert.equal(result.id, 'mine');
  assert.deepEqual(result.detail.solution.moves, ['right', 'right']);
  assert.deepEqual(await page.evaluate(() => window.lazy), { before: 'function', json: ['right', 'right'], after: true, written: ['written'], listed: true });
  assert.equal(result.detail.solution.algorithm, 'bfs');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the iframe tells its parent when the student solves it, and its height', async () => {
  const page = await open('frame.html');
  await page.waitForFunction(() => window.events.some((e) => e.type === 'npuzzle-height'));
  const frame = page.frame({ url: /course/ });
  await frame.waitForSelector('#board');
  assert.match(await frame.getAttribute('#board', 'aria-label'), /^Tablero del puzle, 3×3/);
  await frame.focus('#board');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => window.events.some((e) => e.type === 'npuzzle-solved'));
  const [solved] = await events(page, 'npuzzle-solved', 'frame');
  assert.equal(solved.detail.moves, 1);
  const [height] = await events(page, 'npuzzle-height', 'frame');
  assert.ok(height.detail.height > 200 && height.detail.height < 2000, `height ${height.detail.height}`);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the embedding guide: its snippets name this site, its live element plays and logs events', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`); });
  await page.goto(`${assets.url}embed.html`);
  assert.match(await page.textContent('#element-snippet'), new RegExp(`src="${assets.url}n-puzzle.js"`));
  await page.waitForSelector('#demo canvas');
  // The element's German words load after it is drawn (its label is English until then).
  const german = /^Puzzlebrett, 3×3: 1 2 3; 4 Lücke 6; 7 5 8/;
  await page.waitForFunction((re) => new RegExp(re).test(document.querySelector('#demo canvas').getAttribute('aria-label')),
    german.source, { timeout: 10_000 }).catch(() => {});
  assert.match(await page.locator('#demo canvas').getAttribute('aria-label'), german);
  await page.locator('#demo canvas').focus();
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => /npuzzle-move: tile 6, direction left, moves 1/.test(document.querySelector('#demo-log').textContent));
  await page.screenshot({ path: path.join(shots, 'embed-guide.png'), fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test('hostile arguments get a TypeError with a message, never a wasm trap (issue 24)', async () => {
  const page = await open('mount.html');
  await page.waitForFunction(() => window.handle);
  const errors = await page.evaluate(() => {
    const h = window.handle;
    const attempt = (f) => { try { f(); return 'no error'; } catch (e) { return `${e.constructor.name}: ${e.message}`; } };
    return [
      attempt(() => h.setBoard({})),
      attempt(() => h.setBoard(null)),
      attempt(() => h.setOption('lang', {})),
      attempt(() => h.setOption({}, 'de')),
      attempt(() => h.setBoard('1'.repeat(2_000_000))),
    ];
  });
  assert.equal(errors[0], 'TypeError: setBoard(text): text must be a string, not object');
  assert.equal(errors[1], 'TypeError: setBoard(text): text must be a string, not null');
  assert.equal(errors[2], 'TypeError: setOption(name, value): value must be a string, not object');
  assert.equal(errors[3], 'TypeError: setOption(name, value): name must be a string, not object');
  assert.match(errors[4], /^Error: the text is 2000000 bytes long, more than any board/);
  // The component still works after them.
  await page.evaluate(() => { window.handle.setBoard('1 2 3 / 4 5 6 / 7 _ 8'); });
  assert.equal(await page.evaluate(() => window.handle.board), '1 2 3\n4 5 6\n7 _ 8');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('an element moved in the page keeps its board and result; mounting twice replaces cleanly (issue 24)', async () => {
  const page = await open('two.html');
  await page.waitForFunction(() => window.events.filter((e) => e.type === 'npuzzle-ready').length === 2);
  await page.locator('#a canvas').focus();
  await page.keyboard.press('ArrowLeft');
  const before = await board(page, 'a');
  assert.match(before, /7 8 blank/);
  await page.evaluate(() => document.body.prepend(document.getElementById('a')));
  await page.waitForTimeout(100);
  assert.equal(await board(page, 'a'), before, 'the same board after the move');
  assert.equal(await page.locator('#a').evaluate((e) => e.ready), true);
  // `algorithm` is understood as an attribute too, as it is in a link.
  await page.evaluate(() => document.getElementById('a').setAttribute('algorithm', 'bfs'));
  assert.equal(await page.locator('#a [data-part=algo]').inputValue(), 'bfs');
  // A puzzle mounted twice on one element: the first goes, the second answers alone.
  await page.evaluate(async () => {
    const { mountPuzzle } = await import(document.querySelector('script[src$="n-puzzle.js"]').src);
    const div = document.createElement('div');
    document.body.append(div);
    window.first = await mountPuzzle(div, { board: '1 2 3 / 4 5 6 / 7 _ 8' });
    window.second = await mountPuzzle(div, { board: '1 2 3 / 4 5 6 / _ 7 8' });
  });
  const census = await page.evaluate(async () => {
    const app = await import(new URL('app.js', document.querySelector('script[src$="n-puzzle.js"]').src));
    return app.census();
  });
  assert.equal(census[0], 3, 'two elements and one mounted div, no hidden fourth');
  assert.equal(await page.evaluate(() => window.first.board), undefined, 'the first is gone');
  assert.equal(await page.evaluate(() => window.second.board), '1 2 3\n4 5 6\n_ 7 8');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test("the guide's iframe snippet listens to its own frame only (issue 24)", async () => {
  // The snippet as the guide prints it, on a course page with a second frame that posts a height.
  const guide = await (await fetch(`${assets.url}embed.html`)).text();
  const snippet = guide.match(/<code id="iframe-snippet">([\s\S]*?)<\/code>/)[1]
    .replace(/<span class="origin"><\/span>/g, assets.url)
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const sibling = `data:text/html,<script>parent.postMessage({source:'npuzzle',type:'npuzzle-height',detail:{height:99999}},'*')</script>`;
  const page = await browser.newPage();
  await page.setContent(`<!doctype html><title>Course</title>${snippet}<iframe id="other" src="${sibling}"></iframe>`);
  await page.waitForFunction(() => window.frames.length === 2);
  const puzzle = page.frames().find((f) => f.url().startsWith(assets.url));
  await puzzle.waitForSelector('#loading', { state: 'hidden' });
  await page.waitForTimeout(1000);
  const height = Number(await page.getAttribute('iframe:not(#other)', 'height'));
  assert.ok(height > 200 && height < 5000, `the puzzle's own height (${height}), not the other frame's 99999`);
  await page.close();
});
