// Accessibility (axe-core), the page in German and Spanish, and Share (phones: phone.test.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { startServer, launch, openPage, typeBoard, readBoard, shots, waitForResult } from './harness.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

async function audit(page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

test('no axe violations: fresh, with a solution and its move list, with Share open', async () => {
  const page = await openPage(browser, srv.url);
  assert.deepEqual(await audit(page), []);
  await typeBoard(page, '8 6 7\n2 5 4\n3 0 1');
  await page.click('#solve');
  await waitForResult(page);
  await page.click('[data-part=share] summary');
  assert.deepEqual(await audit(page), []);
  await page.context().close();
});

test('the page in German and Spanish: every label, the page around it, and the board\'s words', async () => {
  const page = await openPage(browser, `${srv.url}?lang=de&board=${encodeURIComponent('1 2 3/4 5 6/8 7 _')}`);
  assert.equal(await page.textContent('#page-title'), 'N-Puzzle-Löser');
  assert.equal(await page.getAttribute('html', 'lang'), 'de');
  assert.equal(await page.textContent('#solve'), 'Lösen');
  assert.equal(await page.textContent('#shuffle'), 'Mischen');
  assert.match(await page.getAttribute('#board', 'aria-label'), /^Puzzlebrett, 3×3: 1 2 3; 4 5 6; 8 7 Lücke$/);
  assert.match(await page.textContent('#solve-message'), /^Keine Lösung möglich\. Inversionen .*: 1\. .* 1 ist ungerade/);
  await typeBoard(page, '1 2 3 / 4 4 6 / 7 _ 8');
  assert.match(await page.textContent('#text-error'), /^Kein gültiges Brett: Plättchen 4 kommt zweimal vor, bei Zeile 2, Spalte 1 und bei Zeile 2, Spalte 2\.$/);
  assert.deepEqual(await audit(page), []);
  await page.screenshot({ path: path.join(shots, 'page-de.png'), fullPage: true });
  const es = await openPage(browser, `${srv.url}?lang=es&board=${encodeURIComponent('1 2 3/4 5 6/7 _ 8')}`);
  await es.click('#solve');
  await waitForResult(es);
  assert.match(await es.textContent('#solve-message'), /^Resuelto con Auto.*: 1 movimiento, óptima\./);
  assert.equal(await es.textContent('#pb-step-of'), 'Paso 0 de 1');
  await page.context().close();
  await es.context().close();
});

test('Share copies a link that restores board, goal, algorithm and heuristic', async () => {
  const page = await openPage(browser, srv.url, { permissions: ['clipboard-read', 'clipboard-write'] });
  await page.selectOption('#goal', 'start');
  await typeBoard(page, '8 6 7 / 2 5 4 / 3 _ 1');
  await page.selectOption('#algo', 'greedy');
  await page.selectOption('#heuristic', 'hamming');
  await page.click('[data-part=share] summary');
  await page.click('[data-part=copy-link]');
  await page.waitForFunction(() => /Copied/.test(document.querySelector('[data-part=live]').textContent));
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(link, /\?board=8%206%207\/2%205%204\/3%20_%201&goal=start&algo=greedy&heuristic=hamming$/);
  assert.match(await page.inputValue('[data-part=share-element]'), /<n-puzzle board="8 6 7\/2 5 4\/3 _ 1" goal="start" algo="greedy" heuristic="hamming"><\/n-puzzle>/);
  assert.match(await page.inputValue('[data-part=share-iframe]'), /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/course\/ai-search\/puzzle\/\?board=/);
  const again = await openPage(browser, link);
  assert.deepEqual((await readBoard(again)).flat, [8, 6, 7, 2, 5, 4, 3, 0, 1]);
  assert.equal(await again.inputValue('#goal'), 'start');
  assert.equal(await again.inputValue('#algo'), 'greedy');
  assert.equal(await again.inputValue('#heuristic'), 'hamming');
  await page.context().close();
  await again.context().close();
});
