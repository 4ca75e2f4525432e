// Embedding in a course page: URL parameters, bad parameters, phone viewport, screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { startServer, launch, openPage, readBoard, shots, waitForResult } from './harness.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

test('URL parameters configure the page inside an iframe', async () => {
  const q = new URLSearchParams({ board: '8 6 7/2 5 4/3 _ 1', algo: 'idastar', heuristic: 'manhattan',
    controls: 'solve', autoplay: '1' }).toString();
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  await page.goto(`${srv.origin}/embed.html?q=${encodeURIComponent(q)}`);
  const frame = page.frameLocator('#puzzle');
  await frame.locator('#loading').waitFor({ state: 'hidden' });
  const f = page.frame({ url: /puzzle/ });
  assert.equal(await f.inputValue('#algo'), 'idastar');
  assert.equal(await f.inputValue('#heuristic'), 'manhattan');
  assert.ok(await f.isHidden('#setup-panel'), 'setup controls hidden');
  assert.ok(await f.isVisible('#solve-panel'));
  assert.ok(await f.isHidden('header.top'), 'page chrome hidden when embedded');
  // autoplay: solved and played through to the goal.
  await f.waitForFunction(() => document.querySelector('#pb-step-of')?.textContent === 'Step 31 of 31', null, { timeout: 60000 });
  assert.deepEqual((await readBoard(f, f)).flat, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
  assert.deepEqual(problems, []);
  await context.close();
});

test('bad parameters give a visible message and defaults, never markup', async () => {
  const q = new URLSearchParams({ board: '<img src=x onerror=alert(1)>', size: '1x9', goal: 'middle',
    algo: 'quantum', colour: 'red' }).toString();
  const page = await openPage(browser, `${srv.url}?${q}`);
  const notice = await page.textContent('#notice');
  assert.ok(await page.isVisible('#notice'));
  for (const part of [/board “<img src=x onerror=alert\(1\)>” was ignored: “<img” \(item 1\) is not a tile number/,
    /size “1x9” was ignored/, /goal “middle” was ignored/, /algorithm “quantum” was ignored/, /Unknown setting “colour”/]) assert.match(notice, part);
  assert.equal(await page.locator('#notice img').count(), 0, 'parameter text is never HTML');
  assert.equal((await readBoard(page)).size, '3×3');
  assert.equal(await page.inputValue('#algo'), 'auto');
  await page.context().close();
});

test('size and goal parameters', async () => {
  const page = await openPage(browser, `${srv.url}?size=3x4&goal=start`);
  assert.equal((await readBoard(page)).size, '3×4');
  assert.equal(await page.inputValue('#goal'), 'start');
  await page.context().close();
});

test('phone viewport 360×640: no horizontal scroll, large touch targets; desktop screenshot', async () => {
  const page = await openPage(browser, srv.url, { viewport: { width: 360, height: 640 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `no horizontal overflow (${overflow}px)`);
  const small = await page.evaluate(() => [...document.querySelectorAll('button, select')]
    .filter((b) => b.offsetParent !== null)
    .map((b) => [b.id || b.textContent, b.getBoundingClientRect().height])
    .filter(([, h]) => h < 36));
  assert.deepEqual(small, [], 'touch targets at least 36 px tall');
  const canvas = await page.evaluate(() => { const c = document.querySelector('#board'); return [c.width, c.clientWidth]; });
  assert.equal(canvas[0], canvas[1] * 2, 'canvas backed at devicePixelRatio 2');
  // A swipe moves a tile (the board's text is under the Board tab on a phone).
  await page.tap('#tab-board');
  await page.fill('#board-text', '1 2 3\n4 0 5\n7 8 6');
  await page.click('#apply-text');
  await page.locator('#board').scrollIntoViewIfNeeded();
  const box = await page.locator('#board').boundingBox();
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width * 0.8, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width * 0.5, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await page.waitForFunction(() => document.querySelector('#move-count').textContent === '1');
  assert.deepEqual((await readBoard(page)).flat, [1, 2, 3, 4, 5, 0, 7, 8, 6]);
  await page.click('#shuffle');
  await page.screenshot({ path: path.join(shots, 'phone-360x640.png'), fullPage: true });
  await page.context().close();

  const desk = await openPage(browser, srv.url, { viewport: { width: 1280, height: 900 } });
  await desk.fill('#board-text', '8 6 7\n2 5 4\n3 0 1');
  await desk.click('#apply-text');
  await desk.selectOption('#algo', 'astar');
  await desk.click('#solve');
  await waitForResult(desk);
  await desk.click('#pb-fwd');
  await desk.click('#pb-fwd');
  await desk.screenshot({ path: path.join(shots, 'desktop-1280.png') });
  assert.deepEqual(desk.problems, []);
  await desk.context().close();
});
