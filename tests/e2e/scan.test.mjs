// Scan a puzzle (issue 41): a photo chosen in the board editor is read into the board, a cell
// fixed by hand, the board used and solved; bad files refused in words; the dialog accessible
// on desktop and phone; the same flow in a sandboxed frame. The photo is a held-out synthetic
// one (`npuzzle scan-bench --first 9000 --save`), its truth beside it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { startServer, startHost, launch, openPage, readBoard, shots, waitForResult, BASE_PATH } from './harness.mjs';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const PHOTO = path.join(fixtures, 'scan-3x3.jpg');
const TRUTH = JSON.parse(fs.readFileSync(path.join(fixtures, 'scan-3x3.json'), 'utf8'));

let srv, host, browser;
before(async () => {
  srv = await startServer();
  host = await startHost({
    '/sandboxed.html': `<!doctype html><html lang="en"><title>Course</title><h1>Week 3</h1>
      <iframe id="p" sandbox="allow-scripts" src="${srv.url}" title="N-puzzle" width="760" height="1100"></iframe>`,
  });
  browser = await launch();
  fs.mkdirSync(shots, { recursive: true });
});
after(async () => { await browser?.close(); srv?.server.close(); host?.server.close(); });

/** Opens the dialog in `frame` (a page or a frame locator) and reads the fixture photo. */
async function scanPhoto(frame) {
  // On a phone the board editor is a tab of its own.
  const tab = frame.locator('#tab-board');
  if (await tab.isVisible()) await tab.click();
  await frame.locator('#scan').click();
  const dialog = frame.locator('dialog[data-npuzzle-scan-dialog]');
  await dialog.waitFor({ state: 'visible' });
  await dialog.locator('[data-scan=file]').setInputFiles(PHOTO);
  await dialog.locator('[data-scan=status]').filter({ hasText: /Read a 3×3 board/ }).waitFor({ timeout: 20000 });
  return dialog;
}

const cellValues = (dialog) => dialog.locator('[data-scan=board] input').evaluateAll((cs) => cs.map((c) => (c.value === '' ? 0 : Number(c.value))));

test('a photo is read into the board: one cell fixed by hand, the board used, then solved', async () => {
  const page = await openPage(browser, srv.url);
  const loaded = [];
  page.on('response', (r) => loaded.push(new URL(r.url()).pathname.slice(BASE_PATH.length)));
  const dialog = await scanPhoto(page);
  assert.ok(loaded.includes('scan/npuzzle-scan-wasm_bg.wasm'), `the reader loaded on Scan: ${loaded}`);
  assert.deepEqual(await cellValues(dialog), TRUTH.tiles, 'the board as read is the photo\'s');
  await page.screenshot({ path: path.join(shots, 'scan-read.png') });
  // A slip of the finger: a number twice. The dialog says which cells, and Use waits.
  const first = dialog.locator('[data-scan=board] input').first();
  const right = await first.inputValue();
  const other = String(TRUTH.tiles.find((t, i) => i > 0 && t !== 0 && String(t) !== right));
  await first.fill(other);
  await dialog.locator('[data-scan=problem]').filter({ hasText: /must appear once/ }).waitFor();
  assert.equal(await first.getAttribute('aria-invalid'), 'true');
  assert.ok(await dialog.locator('[data-scan=use]').isDisabled());
  await first.fill(right);
  assert.equal(await dialog.locator('[data-scan=problem]').textContent(), '');
  await dialog.locator('[data-scan=use]').click();
  await dialog.waitFor({ state: 'detached' });
  const board = await readBoard(page);
  assert.equal(board.size, '3×3');
  assert.deepEqual(board.flat, TRUTH.tiles);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'scan', 'focus back on Scan');
  await page.click('#solve');
  await waitForResult(page);
  assert.match(await page.textContent('#r-length'), /^\d+$/, 'solved: a length');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('bad files are refused in words: not a photo, and a photo over 50 MB by its size', async () => {
  const page = await openPage(browser, srv.url + '?lang=de');
  await page.click('#scan');
  const dialog = page.locator('dialog[data-npuzzle-scan-dialog]');
  const file = dialog.locator('[data-scan=file]');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('1 2 3\n4 5 6\n7 8 0\n') });
  await dialog.locator('[data-scan=problem]').filter({ hasText: 'kein Foto' }).waitFor({ timeout: 20000 });
  await file.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(50_000_001) });
  await dialog.locator('[data-scan=problem]').filter({ hasText: 'bis 50 MB' }).waitFor();
  // Cancel leaves the board as it was.
  const before = await page.getAttribute('#board', 'aria-label');
  await dialog.locator('[data-scan=cancel]').click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await page.getAttribute('#board', 'aria-label'), before);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

for (const [name, options] of [
  ['desktop', {}],
  ['a 390×844 phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }],
]) {
  test(`the dialog on ${name}: no axe violations, nothing wider than the screen`, async () => {
    const page = await openPage(browser, srv.url, options);
    const dialog = await scanPhoto(page);
    const { violations } = await new AxeBuilder({ page }).include('dialog[data-npuzzle-scan-dialog]').analyze();
    assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`), []);
    const box = await dialog.boundingBox();
    const width = await page.evaluate(() => window.innerWidth);
    assert.ok(box.x >= 0 && box.x + box.width <= width + 1, `dialog ${box.x}+${box.width} in ${width}`);
    const cell = await dialog.locator('[data-scan=board] input').first().boundingBox();
    assert.ok(cell.height >= 44, `cells are tap targets (${cell.height}px)`);
    await page.screenshot({ path: path.join(shots, `scan-${name.startsWith('a ') ? 'phone' : 'desktop'}.png`), fullPage: false });
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test('in a frame sandboxed with allow-scripts only, the photo path works', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${host.origin}/sandboxed.html`);
  const frame = page.frameLocator('#p');
  await frame.locator('#loading').waitFor({ state: 'hidden' });
  const dialog = await scanPhoto(frame);
  assert.deepEqual(await cellValues(dialog), TRUTH.tiles);
  await dialog.locator('[data-scan=use]').click();
  await dialog.waitFor({ state: 'detached' });
  const label = await frame.locator('#board').getAttribute('aria-label');
  assert.match(label, /^Puzzle board, 3×3: /);
  assert.deepEqual(problems, []);
  await context.close();
});
