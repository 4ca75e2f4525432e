// The result an LMS keeps across attempts, as the teacher chose it: a retry that does worse never
// overwrites a pass (the default, "best"), or the last attempt counts ("last"); every score on the
// one scale of 0 to 100; the student told before a retry what it does. In scorm-again's SCORM 1.2
// and 2004 runtimes (cmi5, in Ralph: cmi5.test.mjs).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { startServer, launch, shots } from './harness.mjs';
import { clickCells, makePackage, startLms, cmi } from './lms.mjs';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

const TWO_AWAY = '1 2 3/4 _ 6/7 5 8';
const PASS = [[2, 1], [2, 2]];
// Twenty moves up and down, then the two that finish: 22 moves where 2 would do (9 of 100).
const BADLY = [...Array(10).fill([[0, 1], [1, 1]]).flat(), ...PASS];

const pack = (format, keep, id) => makePackage(browser, srv, `board=${encodeURIComponent(TWO_AWAY)}`, async (page) => {
  await page.selectOption('#au-task', 'play');
  await page.fill('#au-slack', '0');
  await page.fill('#au-id', id);
  await page.selectOption('#au-format', format);
  if (keep) await page.selectOption('#au-keep', keep);
});

/** A package of `format` (keeping `keep`, or the default), its LMS, and the LMS's page open. */
async function inLms(format, keep, id) {
  const { files } = await pack(format, keep, id);
  const lms = await startLms(files, { format });
  return { lms, ...(await openLms(lms)) };
}

async function openLms(lms) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${lms.origin}/lms.html`);
  const frame = page.frame({ url: /pkg/ });
  await frame.waitForSelector('#exercise:not([hidden])');
  return { context, page, frame, problems };
}

/** Attempt 1 passes; the student reads what a retry does; attempt 2 does badly and ends. */
async function passThenFail(page, frame, shot) {
  await clickCells(frame, PASS);
  await frame.waitForSelector('#ex-result:not([hidden])');
  const told = await frame.textContent('#ex-keep');
  const described = await frame.evaluate(() => {
    const b = document.querySelector('#ex-again');
    return document.getElementById(b.getAttribute('aria-describedby'))?.textContent;
  });
  assert.equal(described, told, 'Try again is described by what it does to the result kept');
  if (shot) await frame.locator('#exercise').screenshot({ path: path.join(shots, shot) });
  await page.waitForFunction(() => /"attempt":1/.test((window.API ?? window.API_1484_11).cmi.suspend_data));
  await frame.click('#ex-again');
  await clickCells(frame, BADLY);
  await frame.waitForSelector('#ex-result:not([hidden])');
  // The second attempt's end has gone to the LMS (its record, with its score, is written).
  await page.waitForFunction(() => {
    const saved = JSON.parse((window.API ?? window.API_1484_11).cmi.suspend_data || '{}');
    return saved.attempt === 2 && saved.score && saved.moves === 22;
  });
  return told;
}

test('SCORM 1.2, best kept (the default): a retry that fails leaves the pass and its 100 of 100', async () => {
  const { lms, context, page, frame, problems } = await inLms('scorm12', null, 'keep-best-12');
  const told = await passThenFail(page, frame, 'keep-best.png');
  assert.match(told, /keeps your best result: another attempt cannot lower it/);
  assert.equal(await cmi(page, 'cmi.core.lesson_status'), 'passed');
  assert.deepEqual([await cmi(page, 'cmi.core.score.raw'), await cmi(page, 'cmi.core.score.min'), await cmi(page, 'cmi.core.score.max')],
    ['100', '0', '100']);
  // Nothing of attempt 2's score was written at all, not even for a moment.
  const writes = await page.evaluate(() => window.calls.filter((c) => c[0] === 'LMSSetValue' && /score\.raw|lesson_status/.test(c[1])).map((c) => `${c[1]}=${c[2]}`));
  assert.deepEqual(writes.sort(), ['cmi.core.lesson_status=incomplete', 'cmi.core.lesson_status=passed', 'cmi.core.score.raw=100']);
  assert.deepEqual(problems, []);
  await context.close();
  lms.server.close();
});

test('SCORM 1.2, last kept: the retry\'s fail is the record, on the same scale of 100', async () => {
  const { lms, context, page, frame, problems } = await inLms('scorm12', 'last', 'keep-last-12');
  const told = await passThenFail(page, frame);
  assert.match(told, /keeps your last result: another attempt replaces this one/);
  await page.waitForFunction(() => window.API.cmi.core.lesson_status === 'failed');
  assert.deepEqual([await cmi(page, 'cmi.core.score.raw'), await cmi(page, 'cmi.core.score.max')], ['9', '100']);
  assert.deepEqual(problems, []);
  await context.close();
  lms.server.close();
});

test('SCORM 2004, best kept: success stays passed, scaled stays 1', async () => {
  const { lms, context, page, frame, problems } = await inLms('scorm2004', null, 'keep-best-2004');
  await passThenFail(page, frame);
  assert.equal(await cmi(page, 'cmi.success_status'), 'passed');
  assert.equal(await cmi(page, 'cmi.completion_status'), 'completed');
  assert.deepEqual([await cmi(page, 'cmi.score.raw'), await cmi(page, 'cmi.score.max'), await cmi(page, 'cmi.score.scaled')], ['100', '100', '1']);
  assert.deepEqual(problems, []);
  await context.close();
  lms.server.close();
});

test('SCORM 2004, best kept: a fail, then a better fail, then a pass each raise the record', async () => {
  const { lms, context, page, frame, problems } = await inLms('scorm2004', null, 'keep-raise-2004');
  const scores = () => page.evaluate(() => [window.API_1484_11.cmi.success_status, window.API_1484_11.cmi.score.raw]);
  // 22 moves (9), then 6 moves (33), then 2 (100): each better than the one held.
  const attempts = [[BADLY, ['failed', '9']], [[[0, 1], [1, 1], [0, 1], [1, 1], ...PASS], ['failed', '33']], [PASS, ['passed', '100']]];
  for (const [i, [moves, want]] of attempts.entries()) {
    if (i > 0) await frame.click('#ex-again');
    await clickCells(frame, moves);
    await page.waitForFunction((w) => window.API_1484_11.cmi.score.raw === w, want[1]);
    assert.deepEqual(await scores(), want);
  }
  assert.deepEqual(problems, []);
  await context.close();
  lms.server.close();
});

test('SCORM 1.2, two tabs of one course: a pass the LMS did not take stays in the browser over the other tab\'s moves, and reaches the LMS', async () => {
  const { files } = await pack('scorm12', null, 'two-tabs-12');
  const lms = await startLms(files, { format: 'scorm12' });
  const context = await browser.newContext();
  const problems = [];
  const open = async (fault) => {
    const page = await context.newPage();
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${lms.origin}/lms.html${fault ? `?fault=${encodeURIComponent(JSON.stringify(fault))}` : ''}`);
    const frame = page.frame({ url: /pkg/ });
    await frame.waitForSelector('#exercise:not([hidden])');
    return { page, frame };
  };
  // Tab A's LMS takes nothing; tab B's takes everything.
  const a = await open({ LMSSetValue: 'false' });
  const b = await open(null);
  await clickCells(a.frame, PASS);
  await a.frame.waitForSelector('#ex-result:not([hidden])');
  await a.frame.waitForFunction(() => document.documentElement.getAttribute('data-npuzzle-lms') === 'pending');
  // B hears of the pass A kept and hands it to its LMS.
  await b.page.waitForFunction(() => window.API.cmi.core.lesson_status === 'passed');
  assert.equal(await cmi(b.page, 'cmi.core.score.raw'), '100');
  // B moves on the attempt it left unfinished: A's pass stays kept.
  await clickCells(b.frame, [[0, 1]]);
  await b.frame.waitForFunction(() => document.querySelector('#move-count')?.textContent === '1');
  for (const tab of [a, b]) await tab.page.close();
  // The next session, in a new LMS window: the ended attempt comes back, and its end goes.
  const c = await open(null);
  await c.frame.waitForSelector('#ex-result:not([hidden])');
  await c.page.waitForFunction(() => window.API.cmi.core.lesson_status === 'passed');
  assert.equal(await cmi(c.page, 'cmi.core.score.raw'), '100');
  assert.deepEqual(problems, []);
  await context.close();
  lms.server.close();
});
