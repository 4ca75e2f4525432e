// Grades through LTI 1.3 against the test LMS (tests/lti/platform.py on lti1p3platform): a
// teacher adds an exercise with its gradebook column (Deep Linking), a learner plays it in the
// LMS's frame, and the score, computed by the server from the replayed moves, reaches the LMS's
// AGS store exactly once. A retry that does worse leaves the pass; a record that claims a pass it
// did not play earns nothing; an LMS that refuses scores for a while, and a server killed with
// SIGKILL while a score waits, lose nothing and send nothing twice. On SQLite and PostgreSQL.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, readBoard, shots } from './harness.mjs';
import { startPlatform } from './lti-platform.mjs';
import { startClassServer } from './class-server.mjs';
import { startPostgres } from './postgres.mjs';

const TWO_AWAY = '1 2 3/4 _ 6/7 5 8';
// The arrow keys name the way a tile goes: 5 up, then 8 left, reaches the goal in two moves.
const SHORTEST = ['ArrowUp', 'ArrowLeft'];
// Four moves: 4 right and back, then the two.
const DETOUR = ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowLeft'];

for (const database of ['sqlite', 'postgres']) describe(`grades on ${database}`, () => {
let platform, tool, browser, context, postgres, link;
before(async () => {
  postgres = database === 'postgres' ? await startPostgres() : null;
  [platform, tool, browser] = await Promise.all([startPlatform(), startClassServer({ db: postgres?.url }), launch()]);
  context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${platform.url}/test/register-tool?url=${encodeURIComponent(tool.registration)}`);
  await page.waitForFunction(() => document.querySelector('#status')?.textContent.includes('Registration closed'), null, { timeout: 30000 });
  await page.close();
  link = await addExercise('Week 4: two moves');
});
after(async () => {
  await browser?.close();
  await tool?.stop();
  await platform?.stop();
  postgres?.stop();
});

/** The course page's launch, and the tool's frame once the exercise is ready in it. */
async function launchAs(params) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const query = new URLSearchParams({ target: 'iframe', role: 'learner', locale: 'en', ...params });
  await page.goto(`${platform.url}/test/launch?${query}`);
  let frame;
  for (let i = 0; i < 300 && !frame; i += 1) {
    frame = page.frames().find((f) => f.name() === 'tool' && new URL(f.url()).pathname.startsWith('/exercise/'));
    if (!frame) await page.waitForTimeout(100);
  }
  assert.ok(frame, `the exercise opened:\n${tool.log().slice(-2000)}`);
  await frame.waitForSelector('#exercise:not([hidden])');
  return { page, frame, problems };
}

/** A teacher adds a play exercise on TWO_AWAY, 0 moves of slack, in the LMS's dialog. */
async function addExercise(title) {
  const page = await context.newPage();
  await page.goto(`${platform.url}/test/launch?${new URLSearchParams({ target: 'iframe', user: 'teacher-1', role: 'instructor', message: 'deeplink' })}`);
  const dialog = () => page.frames().find((f) => f.name() === 'tool');
  for (let i = 0; i < 300 && !(dialog() && await dialog().$('#title').catch(() => null)); i += 1) await page.waitForTimeout(100);
  await dialog().fill('#title', title);
  await dialog().fill('#board', TWO_AWAY);
  await dialog().fill('#slack', '0');
  await dialog().click('button[type=submit]');
  for (let i = 0; i < 300 && !(await dialog()?.$('#added').catch(() => null)); i += 1) await page.waitForTimeout(100);
  await page.close();
  const { links } = await platform.get('/test/links');
  const made = links.find((l) => l.title === title);
  assert.ok(made, JSON.stringify(links));
  return made;
}

/** The launch's session, which the page took out of its address and keeps for the tab. */
const sessionOf = (frame) => frame.evaluate(() => sessionStorage.getItem(`npuzzle-lti:${location.pathname}`));

/** Plays `keys` on the exercise's board. */
async function play(frame, keys) {
  await frame.locator('canvas').first().focus();
  for (const key of keys) await frame.page().keyboard.press(key);
}

/** The scores the LMS holds for `user` at `item` (the link's column). */
async function scoresOf(user, linkId = link.id) {
  const all = await platform.get('/test/scores');
  return all.filter((s) => s.user_id === user && s.resource_link_id === linkId).map((s) => s.body);
}

/** Waits until the page says its grade is `state` (`data-npuzzle-grade`). */
const gradeIs = (frame, state, timeout = 30000) =>
  frame.waitForFunction((s) => document.documentElement.dataset.npuzzleGrade === s, state, { timeout });

test('a learner plays to a pass: the server scores the moves and the gradebook has it, once', async () => {
  const { page, frame, problems } = await launchAs({ user: 'learner-10', resource_link: link.id });
  await play(frame, SHORTEST);
  await frame.waitForSelector('#ex-result:not([hidden])');
  await gradeIs(frame, 'delivered');
  const scores = await scoresOf('learner-10');
  assert.equal(scores.length, 1, JSON.stringify(scores));
  const [score] = scores;
  assert.equal(score.scoreGiven, 100);
  assert.equal(score.scoreMaximum, 100);
  assert.equal(score.activityProgress, 'Completed');
  assert.equal(score.gradingProgress, 'FullyGraded');
  assert.equal(score.comment, 'Attempt 1: 100 of 100, passed.');
  // Nothing was said: all went well at once, as with SCORM.
  assert.equal(await frame.evaluate(() => document.documentElement.dataset.npuzzleLms ?? null), null);
  // A reload of the same launch resumes the ended attempt; nothing is sent again. The old
  // document is marked, so that what follows is read from the reloaded one.
  await frame.evaluate(() => { window.npzBeforeReload = true; location.reload(); });
  await frame.waitForFunction(() => !window.npzBeforeReload && document.querySelector('#ex-result:not([hidden])'), null, { timeout: 30000 });
  await gradeIs(frame, 'delivered');
  await page.waitForTimeout(1500);
  assert.equal((await scoresOf('learner-10')).length, 1);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a retry that does worse leaves the pass in the gradebook (the teacher keeps the best)', async () => {
  const { page, frame } = await launchAs({ user: 'learner-11', resource_link: link.id });
  await play(frame, SHORTEST);
  await gradeIs(frame, 'delivered');
  await frame.click('#ex-again');
  await play(frame, DETOUR);
  await frame.waitForSelector('#ex-result:not([hidden])');
  // The second attempt reached the server, ended, and was judged: the pass stands.
  const session = await sessionOf(frame);
  let held;
  for (let i = 0; i < 100; i += 1) {
    held = await (await fetch(`${tool.url}/lti/attempt`, { headers: { authorization: `Bearer ${session}` } })).json();
    const record = JSON.parse(held.record ?? '{}');
    if (record.attempt === 2 && record.moves === 4) break;
    await page.waitForTimeout(200);
  }
  assert.equal(JSON.parse(held.record).attempt, 2, JSON.stringify(held));
  assert.deepEqual([held.grade.attempt, held.grade.raw, held.grade.state], [1, 100, 'delivered']);
  await page.waitForTimeout(1000);
  const scores = await scoresOf('learner-11');
  assert.deepEqual(scores.map((s) => s.scoreGiven), [100], 'only the pass went');
  await page.close();
});

test("the teacher's launch shows the class: each student's attempts, grade and whether it reached the gradebook", async () => {
  const page = await context.newPage();
  const query = new URLSearchParams({ target: 'iframe', user: 'teacher-1', role: 'instructor', resource_link: link.id });
  await page.goto(`${platform.url}/test/launch?${query}`);
  let frame;
  for (let i = 0; i < 300 && !frame; i += 1) {
    frame = page.frames().find((f) => f.name() === 'tool');
    if (!frame || !(await frame.$('[data-launched="instructor"]').catch(() => null))) { frame = null; await page.waitForTimeout(100); }
  }
  assert.ok(frame, tool.log().slice(-2000));
  const row = async (user) => (await frame.locator(`tr[data-user="${user}"]`).innerText()).replace(/\s+/g, ' ');
  assert.match(await row('learner-10'), /^learner-10 Tester 1 begun, 1 ended Open attempt: 1 \(graded, latest\) 100 of 100, passed sent \d{4}-\d\d-\d\d \d\d:\d\d$/);
  assert.match(await row('learner-11'), /^learner-11 Tester 2 begun, 2 ended Open attempt: 1 \(graded\) 2 \(latest\) 100 of 100, passed sent /);
  if (database === 'sqlite') await frame.locator('main').screenshot({ path: path.join(shots, 'lti-class-view.png') });
  // The refresh posts the session in a form, never in an address.
  await frame.click('text=Refresh');
  await frame.waitForSelector('tr[data-user="learner-10"]');
  assert.equal(new URL(frame.url()).search, '');
  await page.close();
  // A learner's session does not open it.
  const learner = await launchAs({ user: 'learner-10', resource_link: link.id });
  const session = await sessionOf(learner.frame);
  const r = await fetch(`${tool.url}/lti/class`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `session=${session}` });
  assert.equal(r.status, 403);
  assert.match(await r.text(), /data-refusal="not-teacher"/);
  await learner.page.close();
});

test('a record that claims a pass it did not play earns nothing; one of another exercise is refused', async () => {
  const { page, frame } = await launchAs({ user: 'learner-12', resource_link: link.id });
  await play(frame, ['ArrowUp']);
  const session = await sessionOf(frame);
  // The page sends a change within a few seconds (lms-sync.js commits at most every five).
  let held;
  for (let i = 0; i < 100 && !held?.record; i += 1) {
    held = await (await fetch(`${tool.url}/lti/attempt`, { headers: { authorization: `Bearer ${session}` } })).json();
    if (!held.record) await page.waitForTimeout(200);
  }
  assert.ok(held.record, 'the attempt so far is kept by the server');
  const record = JSON.parse(held.record);
  const forged = { ...record, score: { raw: 100, max: 100, passed: true } };
  const post = (r, who = session) => fetch(`${tool.url}/lti/attempt`, {
    method: 'POST', headers: { authorization: `Bearer ${who}`, 'content-type': 'application/json' },
    body: JSON.stringify({ record: JSON.stringify(r) }),
  });
  const answer = await post(forged);
  assert.equal(answer.status, 200);
  const said = await answer.json();
  assert.equal(said.ended, false, 'one move of two: not at the goal, whatever it claims');
  assert.equal(said.grade, null);
  const other = await post({ ...record, exercise: 'another-exercise' });
  assert.equal(other.status, 422);
  assert.equal((await other.json()).error, 'record');
  const stranger = await post(record, 'not-a-session');
  assert.equal(stranger.status, 401);
  assert.equal((await stranger.json()).error, 'session');
  const huge = await post({ ...record, formula: 'x'.repeat(20000) });
  assert.equal(huge.status, 413);
  assert.equal((await huge.json()).error, 'too-large');
  const ended = await fetch(`${tool.url}/lti/class`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'session=over' });
  assert.equal(ended.status, 401);
  assert.match(await ended.text(), /data-refusal="session-ended"/);
  await page.waitForTimeout(1000);
  assert.deepEqual(await scoresOf('learner-12'), []);
  await page.close();
});

test('a link that fixes no board is not graded (409); a session that is no link\'s, and a page of no link, are refused', async () => {
  const { page, frame } = await launchAs({ user: 'learner-18', resource_link: 'no-board',
    custom: JSON.stringify({ exercise: 'exercise=play&slack=0' }) });
  const session = await sessionOf(frame);
  // The page's own record of a move, as it would send it (the board is the page's own draw:
  // one of the four arrows moves a tile).
  const sent = frame.evaluate(() => new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('no move was recorded')), 20000);
    document.addEventListener('npuzzle-attempt', (e) => {
      const saved = { ...e.detail };
      delete saved.type;
      resolve(JSON.stringify(saved));
    }, { once: true });
  }));
  sent.catch(() => {}); // awaited below: a failure is reported there
  await play(frame, ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
  const record = await sent;
  const post = (who) => fetch(`${tool.url}/lti/attempt`, {
    method: 'POST', headers: { authorization: `Bearer ${who}`, 'content-type': 'application/json' },
    body: JSON.stringify({ record }),
  });
  const unboarded = await post(session);
  assert.equal(unboarded.status, 409);
  const said = await unboarded.json();
  assert.equal(said.error, 'settings');
  assert.match(said.message, /sets no board/);
  await page.close();
  // A teacher's Deep Linking session builds links; it is not one.
  const teacher = await context.newPage();
  await teacher.goto(`${platform.url}/test/launch?${new URLSearchParams({ target: 'iframe', user: 'teacher-1', role: 'instructor', message: 'deeplink' })}`);
  let dialog;
  for (let i = 0; i < 300 && !dialog; i += 1) {
    dialog = teacher.frames().find((f) => f.name() === 'tool');
    if (!dialog || !(await dialog.$('input[name=session]').catch(() => null))) { dialog = null; await teacher.waitForTimeout(100); }
  }
  assert.ok(dialog, `the builder opened:\n${tool.log().slice(-2000)}`);
  const builder = await dialog.getAttribute('input[name=session]', 'value');
  const notLink = await fetch(`${tool.url}/lti/attempt`, { headers: { authorization: `Bearer ${builder}` } });
  assert.equal(notLink.status, 403);
  assert.equal((await notLink.json()).error, 'not-a-link');
  await teacher.close();
  const nowhere = await fetch(`${tool.url}/exercise/${'a'.repeat(22)}/${'b'.repeat(22)}`);
  assert.equal(nowhere.status, 404);
  assert.match(await nowhere.text(), /data-refusal="no-link"/);
});

test('two students on one computer: the second starts afresh, never on the first one\'s moves', async () => {
  const first = await launchAs({ user: 'learner-15', resource_link: link.id });
  await play(first.frame, ['ArrowUp']);
  await first.frame.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('npuzzle:')));
  await first.page.close();
  const second = await launchAs({ user: 'learner-16', resource_link: link.id });
  assert.deepEqual((await readBoard(second.page, second.frame)).flat, [1, 2, 3, 4, 0, 6, 7, 5, 8]);
  await second.page.close();
  // The first, back on the same computer, finds the move where it was.
  const again = await launchAs({ user: 'learner-15', resource_link: link.id });
  assert.deepEqual((await readBoard(again.page, again.frame)).flat, [1, 2, 3, 4, 5, 6, 7, 0, 8]);
  await again.page.close();
});

test('an LMS that refuses scores for a while: the student is told, and the score arrives once it takes it', async () => {
  await platform.post('/test/fail-scores', { count: 3, status: 503 });
  const { page, frame } = await launchAs({ user: 'learner-13', resource_link: link.id });
  await play(frame, SHORTEST);
  await frame.waitForFunction(() => document.documentElement.dataset.npuzzleLms === 'pending', null, { timeout: 20000 });
  assert.match(await frame.textContent('#exercise'), /not reached the course yet/);
  await frame.waitForFunction(() => document.documentElement.dataset.npuzzleLms === 'delivered', null, { timeout: 60000 });
  assert.match(await frame.textContent('#exercise'), /reached the course/);
  assert.deepEqual((await scoresOf('learner-13')).map((s) => s.scoreGiven), [100]);
  await page.close();
});

test('the server killed (SIGKILL) while a score waits: started again, it sends it, once', async () => {
  await platform.post('/test/fail-scores', { count: 1000, status: 503 });
  const { page, frame } = await launchAs({ user: 'learner-14', resource_link: link.id });
  await play(frame, SHORTEST);
  await gradeIs(frame, 'queued');
  // Killed once a post has failed: the score waits in the outbox for its next try.
  const session = await sessionOf(frame);
  for (let i = 0; i < 100; i += 1) {
    const held = await (await fetch(`${tool.url}/lti/attempt`, { headers: { authorization: `Bearer ${session}` } })).json();
    if (held.grade?.lastError) break;
    await page.waitForTimeout(200);
  }
  await page.close();
  await tool.kill();
  await platform.post('/test/fail-scores', { count: 0 });
  tool = await startClassServer({ db: tool.db, port: tool.port });
  // Its next try is at most 16 s away (or, killed mid-post, its 45-second lease).
  for (let i = 0; i < 300 && !(await scoresOf('learner-14')).length; i += 1) await new Promise((r) => setTimeout(r, 200));
  await new Promise((r) => setTimeout(r, 1500));
  assert.deepEqual((await scoresOf('learner-14')).map((s) => s.scoreGiven), [100]);
});
});
