// The back-forward cache in the tests: an LMS page (the top page) that frames a package, taken
// away and back with Back. Playwright loses track of a page's frames once it comes back from the
// cache (the frames are no longer in its model), so the package's frame is read and clicked
// through the top page: a listener put in the frame before it goes answers `postMessage`s with
// what the test needs (the frame may be on another origin, as cmi5's is), and clicks are real
// mouse clicks at the frame's place on the screen.
import assert from 'node:assert/strict';

/** Readies the package's `frame` to be read after a restore: it records its `pagehide` and
 * `pageshow` events (with `persisted`) and answers `probe`. */
export async function watch(frame) {
  await frame.evaluate(() => {
    const life = [];
    addEventListener('pagehide', (e) => life.push(`hide:${e.persisted}`));
    addEventListener('pageshow', (e) => life.push(`show:${e.persisted}`));
    addEventListener('message', (e) => {
      if (!e.data || e.data.probe === undefined) return;
      const text = (sel) => document.querySelector(sel)?.textContent ?? '';
      const board = document.querySelector('#board').getBoundingClientRect();
      e.source.postMessage({
        reply: e.data.probe,
        life,
        // A restore from the cache keeps the page's first navigation ('navigate'); a page
        // loaded again by Back has a new one ('back_forward').
        navigation: performance.getEntriesByType('navigation')[0].type,
        lms: document.documentElement.getAttribute('data-npuzzle-lms'),
        delivery: text('#ex-delivery'),
        score: document.querySelector('#ex-score:not([hidden])') ? text('#ex-score') : '',
        board: { x: board.x, y: board.y, width: board.width, height: board.height },
      }, '*');
    });
  });
}

/** What the package's frame (the top page's first iframe) says now, or null if it does not
 * answer within a second. */
export function probe(page) {
  return page.evaluate(() => new Promise((resolve) => {
    const id = Math.random();
    const on = (e) => {
      if (e.data?.reply !== id) return;
      removeEventListener('message', on);
      resolve(e.data);
    };
    addEventListener('message', on);
    document.querySelector('iframe').contentWindow.postMessage({ probe: id }, '*');
    setTimeout(() => resolve(null), 1000);
  }));
}

/** Waits until `probe(page)` answers something `ok` takes; returns it. */
export async function until(page, ok, what, timeout = 20000) {
  const end = Date.now() + timeout;
  let last = null;
  while (Date.now() < end) {
    last = await probe(page);
    if (last && ok(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  assert.fail(`${what}: the frame said ${JSON.stringify(last)}`);
}

/** Goes to `url`, then Back; checks that the page came back from the back-forward cache (its
 * scripts' state kept, `pageshow` with `persisted`), not loaded again. Returns the frame's word. */
export async function awayAndBack(page, url) {
  await page.evaluate(() => { window.beforeAway = true; });
  await page.goto(url);
  // A restore from the cache fires no `load`: Playwright's goBack waits for the commit only.
  await page.goBack({ waitUntil: 'commit' });
  const state = await until(page, (s) => s.life.includes('show:true'), 'restored from the back-forward cache');
  assert.equal(await page.evaluate(() => window.beforeAway), true, 'the top page kept its scripts\' state');
  assert.deepEqual(state.life, ['hide:true', 'show:true']);
  assert.equal(state.navigation, 'navigate');
  return state;
}

/** Slides the tiles at these cells (row, column) of a 3×3 in the package's frame, with the
 * mouse, as harness.mjs's cellCenter places them. */
export async function clickCells(page, cells) {
  const { board } = await probe(page);
  const frame = await page.locator('iframe').first().boundingBox();
  const pad = Math.max(Math.min(board.width, board.height) * 0.02, 1);
  const cell = Math.min((board.width - 2 * pad) / 3, (board.height - 2 * pad) / 3);
  for (const [r, c] of cells) {
    await page.mouse.click(frame.x + board.x + pad + (c + 0.5) * cell, frame.y + board.y + pad + (r + 0.5) * cell);
  }
}
