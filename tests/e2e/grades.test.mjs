// Grades a teacher can trust, in a real SCORM 1.2 runtime (npm scorm-again) and on a course
// page: an LMS that refuses or throws is worded to the student and the pass reaches it once it
// works again (in the same session or the next), a frame reload mid-attempt loses nothing, the
// commits are bounded, the package's launch URL cannot change its settings, and a script on the
// page cannot swap a running exercise's board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { startServer, startHost, launch, openPage, shots } from './harness.mjs';
import { clickCells, makePackage, startLms, cmi } from './lms.mjs';

let srv, browser, lms;
const TWO_AWAY = '1 2 3/4 _ 6/7 5 8';

before(async () => {
  srv = await startServer();
  browser = await launch();
  const { files } = await makePackage(browser, srv, `board=${encodeURIComponent(TWO_AWAY)}`, async (page) => {
    await page.selectOption('#au-task', 'play');
    await page.fill('#au-slack', '0');
    await page.fill('#au-id', 'grades-play');
  });
  lms = await startLms(files);
});
after(async () => { await browser?.close(); srv?.server.close(); lms?.server.close(); });

/** The LMS page (in `context`, a new one by default) and the package's frame in it. */
async function openLms(query = '', context = null) {
  const ctx = context ?? await browser.newContext();
  const page = await ctx.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  await page.goto(`${lms.origin}/lms.html${query}`);
  const frame = page.frame({ url: /pkg/ });
  await frame.waitForSelector('#exercise:not([hidden])');
  return { ctx, page, frame };
}

const delivery = (frame, words) => frame.waitForFunction(
  (w) => new RegExp(w).test(document.querySelector('#ex-delivery')?.textContent ?? ''), words);
const status = (page) => page.evaluate(() => window.API.cmi.core.lesson_status);

test('the LMS refuses or throws: the student is told, and the pass arrives once it takes it', async () => {
  for (const how of ['false', 'throw']) {
    const { ctx, page, frame } = await openLms();
    await page.evaluate((h) => { window.fault = { LMSSetValue: h, LMSCommit: h }; }, how);
    await clickCells(frame, [[2, 1], [2, 2]]);
    await frame.waitForSelector('#ex-score:not([hidden])');
    await delivery(frame, 'has not reached the course yet; it is kept and will be sent again');
    assert.equal(await status(page), 'incomplete', how);
    if (how === 'false') await frame.locator('#exercise').screenshot({ path: path.join(shots, 'grades-pending.png') });
    // The LMS works again; the page is shown again (or the next change, or the timer): sent.
    await page.evaluate(() => { window.fault = null; });
    await frame.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForFunction(() => window.API.cmi.core.lesson_status === 'passed');
    assert.equal(await cmi(page, 'cmi.core.score.raw'), '100');
    await delivery(frame, 'Your result has reached the course');
    assert.deepEqual(page.problems, [], how);
    await ctx.close();
  }
});

test('commits are bounded: a long attempt commits a few times, not once a move', async () => {
  const { ctx, page, frame } = await openLms();
  const commits = () => page.evaluate(() => window.calls.filter((c) => c[0] === 'LMSCommit').length);
  const first = await commits();
  // Twenty moves up and down, then the two that finish: 22 moves where 2 would do.
  for (let i = 0; i < 10; i += 1) await clickCells(frame, [[0, 1], [1, 1]]);
  await clickCells(frame, [[2, 1], [2, 2]]);
  await page.waitForFunction(() => window.API.cmi.core.lesson_status === 'failed');
  const during = (await commits()) - first;
  console.log(`# 22 moves: ${during} commits (${first} at the start)`);
  assert.ok(during <= 3, `${during} commits for 22 moves`);
  assert.equal(await cmi(page, 'cmi.core.score.raw'), '9');
  // The record the LMS keeps is the whole attempt, replayable: 22 moves.
  await page.waitForFunction(() => JSON.parse(window.API.cmi.suspend_data || '{}').moves === 22);
  await ctx.close();
});

test('no LMS session: the pass is kept in the browser and reaches the LMS in the next session', async () => {
  const refused = `?fault=${encodeURIComponent(JSON.stringify({ LMSInitialize: 'false' }))}`;
  const { ctx, page, frame } = await openLms(refused);
  await delivery(frame, 'The course is not taking results now');
  await clickCells(frame, [[2, 1], [2, 2]]);
  await frame.waitForSelector('#ex-score:not([hidden])');
  assert.notEqual(await status(page), 'passed');
  await page.close();
  // The next session, in the same browser: the result kept goes to the LMS as the session
  // opens, and the kept attempt comes back finished.
  const next = await openLms('', ctx);
  await next.page.waitForFunction(() => window.API.cmi.core.lesson_status === 'passed');
  assert.equal(await cmi(next.page, 'cmi.core.score.raw'), '100');
  await next.frame.waitForSelector('#ex-score:not([hidden])');
  assert.match(await next.frame.textContent('#ex-score'), /^Passed: 100 of 100/);
  await ctx.close();
});

test('a frame reload mid-attempt loses nothing: the moves come back, and the pass reaches the LMS', async () => {
  // scorm-again lets the reloaded page open the session again; a strict LMS does not, and then
  // the result waits, in words, for the next session.
  for (const strict of [false, true]) {
    const { ctx, page, frame } = await openLms(strict ? '?strict=1' : '');
    await clickCells(frame, [[2, 1]]);
    await frame.waitForFunction(() => /Moves: 1/.test(document.querySelector('#ex-status').textContent));
    // The reload's pagehide finishes the session. Until the new document commits, the old one
    // still shows the move: wait for what only the new one says.
    await frame.evaluate(() => location.reload());
    await frame.waitForFunction(() => /restored/.test(document.querySelector('#ex-note')?.textContent ?? ''));
    await frame.waitForSelector('#exercise:not([hidden])');
    assert.match(await frame.textContent('#ex-status'), /Moves: 1/);
    await clickCells(frame, [[2, 2]]);
    await frame.waitForSelector('#ex-score:not([hidden])');
    assert.match(await frame.textContent('#ex-score'), /^Passed: 100 of 100/);
    if (!strict) {
      await page.waitForFunction(() => window.API.cmi.core.lesson_status === 'passed');
      await ctx.close();
      continue;
    }
    await delivery(frame, 'The course is not taking results now');
    assert.notEqual(await status(page), 'passed');
    await frame.locator('#exercise').screenshot({ path: path.join(shots, 'grades-no-session.png') });
    await page.close();
    const next = await openLms('', ctx);
    await next.page.waitForFunction(() => window.API.cmi.core.lesson_status === 'passed');
    await ctx.close();
  }
});

test('the launch URL chooses the language only: board, id, slack and a resume record are ignored, in words', async () => {
  const forged = { v: 2, exercise: 'grades-play', task: 'play', attempt: 1, start: '1 2 3 4 5 6 7 8 0', moves: 0, path: '', hints: 0, picks: [], values: [], started: 1 };
  const launchQuery = new URLSearchParams({
    board: '1 2 3/4 5 6/7 _ 8', 'exercise-id': 'other', slack: '99', resume: JSON.stringify(forged), lang: 'es',
  }).toString();
  const { ctx, page, frame } = await openLms(`?launch=${encodeURIComponent(launchQuery)}`);
  assert.equal(await frame.evaluate(() => document.documentElement.lang), 'es');
  const notice = await frame.textContent('#notice');
  for (const name of ['board', 'exercise-id', 'slack', 'resume']) {
    assert.ok(notice.includes(`Se ignoró «${name}» en la dirección: el paquete lo fija.`), notice);
  }
  // One move: on the forged board it would have finished; on the package's it does not.
  await clickCells(frame, [[2, 1]]);
  await page.waitForFunction(() => JSON.parse(window.API.cmi.suspend_data || '{}').moves === 1, null, { timeout: 15000 });
  const saved = JSON.parse(await cmi(page, 'cmi.suspend_data'));
  assert.equal(saved.exercise, 'grades-play');
  assert.equal(saved.start, '1 2 3 4 0 6 7 5 8');
  assert.notEqual(await status(page), 'passed');
  await ctx.close();
});

test('on a course page, a script cannot swap a running exercise\'s board; a new board attribute starts a new attempt', async () => {
  const host = await startHost({
    '/week3.html': `<!doctype html><html lang="en"><title>Week 3</title>
      <script type="module" src="${srv.url}n-puzzle.js"></script>
      <script>window.done = []; document.addEventListener('npuzzle-completed', (e) => window.done.push(e.detail));</script>
      <n-puzzle id="ex" exercise="play" board="1 2 3 / 4 _ 6 / 7 5 8" exercise-id="el-play" slack="0"></n-puzzle>`,
  });
  const page = await openPage(browser, `${host.origin}/week3.html`);
  const part = (name) => page.locator(`#ex [data-part=${name}]`);
  await part('exercise').waitFor();
  await page.waitForFunction(() => /Attempt 1/.test(document.querySelector('#ex').shadowRoot.querySelector('[data-part=ex-status]').textContent));
  const thrown = await page.evaluate(() => ['setBoard', 'shuffle'].map((call) => {
    try { document.getElementById('ex')[call]('1 2 3 / 4 5 6 / 7 _ 8'); return null; } catch (e) { return e.message; }
  }));
  for (const t of thrown) assert.match(t ?? 'nothing thrown', /cannot be changed while it runs/);
  assert.match(await page.locator('#ex canvas').getAttribute('aria-label'), /1 2 3; 4 blank 6; 7 5 8/);
  // The host's attribute: a new attempt on the new board, and the student is told.
  await page.evaluate(() => document.getElementById('ex').setAttribute('board', '1 2 3 / 4 5 6 / 7 _ 8'));
  await page.waitForFunction(() => /a new attempt has started/.test(document.querySelector('#ex').shadowRoot.querySelector('[data-part=ex-note]').textContent));
  assert.match(await part('ex-status').textContent(), /Attempt 2/);
  await page.locator('#ex canvas').focus();
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => window.done.length === 1);
  const done = await page.evaluate(() => window.done[0]);
  assert.equal(done.attempt, 2, 'the new attempt, not the old one with its moves');
  assert.equal(done.hints, 0);
  assert.equal(done.statement.result.extensions['urn:npuzzle:extension:hints'], 0);
  assert.deepEqual(page.problems, []);
  await page.context().close();
  host.server.close();
});

test("the guide's grading snippet takes a result from its own frame only, never a sibling's", async () => {
  const guide = await (await fetch(`${srv.url}embed.html`)).text();
  const snippet = guide.match(/<code id="grading-snippet">([\s\S]*?)<\/code>/)[1]
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
    .replace('https://your.site/puzzle/', srv.url)
    .replace("'https://your.site'", `'${new URL(srv.url).origin}'`);
  const fake = `data:text/html,<script>parent.postMessage({source:'npuzzle',type:'npuzzle-completed',detail:{forged:true}},'*')</script>`;
  const page = await browser.newPage();
  const logged = [];
  page.on('console', (m) => { if (m.type() === 'log') logged.push(m.text()); });
  await page.setContent(`<!doctype html><title>Course</title>${snippet}<iframe id="other" src="${fake}"></iframe>`);
  const puzzle = page.frames().find((f) => f.url().startsWith(srv.url));
  await puzzle.waitForSelector('#exercise:not([hidden])');
  // What the exercise's own frame posts is taken (the filter is not shut to everything).
  await puzzle.evaluate(() => parent.postMessage({ source: 'npuzzle', type: 'npuzzle-completed', detail: { own: true } }, '*'));
  await page.waitForTimeout(1000);
  // One result logged: the own frame's; the sibling's forged one would be a second.
  assert.equal(logged.length, 1, logged.join('\n'));
  await page.close();
});
