// The heuristic task: a student writes h, the worker checks it on all 8-puzzles and races it
// against Manhattan. In a SCORM 1.2 package (npm scorm-again): a formula that does not read, one
// that overestimates (failed, with the board that shows it), then linear conflict (passed); a
// resumed session grades the kept formula again, and a forged pass in the saved data is graded
// as what its formula earns. axe and screenshots on desktop and phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { startServer, launch, openPage, shots } from './harness.mjs';
import { makePackage as pack, startLms, cmi } from './lms.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

/** Types `formula` as a person would and hands it in. */
async function handIn(frame, formula) {
  await frame.fill('#ex-formula', '');
  await frame.type('#ex-formula', formula);
  await frame.click('#ex-submit-h');
}

test('the heuristic task in a SCORM package: an error, an overestimate, a pass, a resume', async () => {
  const { files } = await pack(browser, srv, '', async (page) => {
    await page.selectOption('#au-task', 'heuristic');
    assert.ok(await page.isHidden('#au-count-row'), 'no questions to count');
    await page.fill('#au-pass', '70%');
    await page.fill('#au-id', 'week5-h');
  });
  const lms = await startLms(files);
  let context = await browser.newContext();
  let page = await context.newPage();
  await page.goto(`${lms.origin}/lms.html`);
  let frame = page.frame({ url: /pkg/ });
  await frame.waitForSelector('#ex-heuristic:not([hidden])');
  assert.match(await frame.textContent('#ex-task'), /checked on all 181,440 boards and raced with A\* against Manhattan on 120 boards\. You pass when h is admissible and generates at most 70% of Manhattan's nodes\./);

  // A formula that does not read: said with its place, not an answer.
  await handIn(frame, 'manhattan +');
  await frame.waitForFunction(() => /h cannot be used: at character 12: expected a number/.test(document.querySelector('#ex-note').textContent));
  assert.ok(await frame.isHidden('#ex-result'));
  assert.equal(await frame.inputValue('#ex-formula'), 'manhattan +', 'what was typed stays');

  // An overestimate: failed at once, with a board where h is above the distance.
  await handIn(frame, 'manhattan * 2');
  await page.waitForFunction(() => window.API.cmi.core.lesson_status === 'failed');
  assert.equal(await cmi(page, 'cmi.core.score.raw'), '0');
  const verdict = await frame.textContent('#ex-feedback');
  const [, h, hStar] = verdict.match(/Not admissible: h = (\d+) on a board the goal is (\d+) moves from\./);
  assert.ok(Number(h) > Number(hStar), verdict);
  assert.match(verdict, /([_1-8] ){2}[_1-8] \/ ([_1-8] ){2}[_1-8] \/ ([_1-8] ){2}[_1-8]/, 'the board');
  assert.ok(await frame.isHidden('#ex-heuristic'), 'an ended attempt takes no more formulas');
  assert.match(verdict, /^Your heuristic h: manhattan \* 2/);
  await page.screenshot({ path: path.join(shots, 'exercise-heuristic-overestimate.png') });

  // Try again with linear conflict: admissible, and about half of Manhattan's nodes.
  await frame.click('#ex-again');
  await frame.waitForSelector('#ex-heuristic:not([hidden])');
  await handIn(frame, 'manhattan + 2*conflicts');
  await page.waitForFunction(() => window.API.cmi.core.lesson_status === 'passed', null, { timeout: 30_000 });
  assert.equal(await cmi(page, 'cmi.core.score.raw'), '100');
  const raced = await frame.textContent('#ex-feedback');
  const [, own, manhattan, percent] = raced.match(/h generated ([\d,]+) nodes, Manhattan ([\d,]+): (\d+)% of Manhattan's/);
  const n = (s) => Number(s.replaceAll(',', ''));
  assert.ok(n(own) < n(manhattan) * 0.7, raced);
  assert.equal(Number(percent), Math.round((100 * n(own)) / n(manhattan)));
  // The race by depth: six depths whose nodes add up to the totals.
  const rows = await frame.$$eval('#ex-feedback tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => Number(c.textContent.replaceAll(',', '')))));
  assert.deepEqual(rows.map((r) => r[0]), [4, 8, 12, 16, 20, 24]);
  assert.equal(rows.reduce((s, r) => s + r[1], 0), n(own));
  assert.equal(rows.reduce((s, r) => s + r[2], 0), n(manhattan));
  const suspend = JSON.parse(await cmi(page, 'cmi.suspend_data'));
  assert.equal(suspend.formula, 'manhattan + 2*conflicts');
  // The race's boards are the exercise's: their seed is in the record and said.
  assert.ok(Number.isInteger(suspend.seed) && suspend.seed >= 0, JSON.stringify(suspend));
  assert.match(raced, new RegExp(`drawn with seed ${suspend.seed}: npuzzle heuristic grade --seed ${suspend.seed} grades h`));
  assert.equal(suspend.attempt, 2);
  assert.ok(JSON.stringify(suspend).length <= 4096);
  await page.screenshot({ path: path.join(shots, 'exercise-heuristic-scorm.png') });
  await context.close();

  // A new session from the saved data: the formula is graded again, and passes again.
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(`${lms.origin}/lms.html?cmi=${encodeURIComponent(JSON.stringify({ suspend_data: JSON.stringify(suspend) }))}`);
  frame = page.frame({ url: /pkg/ });
  await frame.waitForSelector('#ex-score:not([hidden])', { timeout: 30_000 });
  assert.match(await frame.textContent('#ex-note'), /restored/);
  assert.match(await frame.textContent('#ex-score'), /^Passed: 100 of 100 \(attempt 2\)/);
  // Raced again on the exercise's boards: the same nodes depth by depth.
  const again = await frame.$$eval('#ex-feedback tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => Number(c.textContent.replaceAll(',', '')))));
  assert.deepEqual(again, rows);
  await context.close();

  // A forged pass: Manhattan with a passing score written into the saved data. The formula is
  // graded, not the score: 100% of Manhattan's nodes against 70% allowed.
  const forged = { ...suspend, formula: 'manhattan', score: { raw: 100, max: 100, passed: true } };
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(`${lms.origin}/lms.html?cmi=${encodeURIComponent(JSON.stringify({ suspend_data: JSON.stringify(forged) }))}`);
  frame = page.frame({ url: /pkg/ });
  await page.waitForFunction(() => window.API.cmi.core.lesson_status === 'failed', null, { timeout: 30_000 });
  assert.equal(await cmi(page, 'cmi.core.score.raw'), '70');
  assert.match(await frame.textContent('#ex-score'), /^Not passed: 70 of 100/);
  await context.close();
  lms.server.close();
});

test('the heuristic task passes axe on desktop and on a phone; screenshots', async () => {
  for (const [viewport, tag] of [[{ width: 1280, height: 800 }, 'desktop'], [{ width: 390, height: 844 }, 'phone']]) {
    const options = { viewport, isMobile: tag === 'phone', hasTouch: tag === 'phone' };
    for (const lang of ['en', 'de', 'es']) {
      const page = await openPage(browser, `${srv.url}?exercise=heuristic&lang=${lang}`, options);
      await page.waitForSelector('#ex-heuristic:not([hidden])');
      await handIn(page, 'max(manhattan, hamming)');
      await page.waitForSelector('#ex-score:not([hidden])', { timeout: 30_000 });
      const { violations } = await new AxeBuilder({ page }).analyze();
      assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes[0].target}`), [], `${lang} ${tag}`);
      if (lang === 'en') {
        assert.match(await page.textContent('#ex-score'), /^Not passed: 80 of 100/);
        await page.screenshot({ path: path.join(shots, `exercise-heuristic-${tag}.png`), fullPage: true });
      }
      assert.deepEqual(page.problems, []);
      await page.context().close();
    }
  }
});
