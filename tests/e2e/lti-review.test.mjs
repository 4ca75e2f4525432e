// A student's attempt opened from the teacher's class view (`POST /lti/class/attempt`) against
// the test LMS (tests/lti/platform.py on lti1p3platform): a teacher adds a play exercise (Deep
// Linking), a student makes a few moves and leaves, and the teacher's launch opens that attempt
// in a new tab: the board is the student's, a notice names the student and the attempt, and
// what the teacher does there (even playing to the goal) is never sent: the student's kept
// attempt and the gradebook stay as they were. A student's session is refused the route.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { launch, readBoard, shots } from './harness.mjs';
import { startPlatform, registerTool, addExercise, launchLink } from './lti-platform.mjs';
import { startClassServer } from './class-server.mjs';

const TWO_AWAY = '1 2 3/4 _ 6/7 5 8';
// The arrow keys name the way a tile goes: 4 right, then 7 up; not the goal.
const STUDENT = ['ArrowRight', 'ArrowUp'];
const STUDENT_BOARD = [1, 2, 3, 7, 4, 6, 0, 5, 8];
// From there, back and on to the goal.
const TO_THE_GOAL = ['ArrowDown', 'ArrowLeft', 'ArrowUp', 'ArrowLeft'];

let platform, tool, browser, context, link;
before(async () => {
  [platform, tool, browser] = await Promise.all([startPlatform(), startClassServer(), launch()]);
  context = await browser.newContext();
  await registerTool(platform, context, tool.registration);
  link = await addExercise(platform, context, { title: 'Week 5: look back', board: TWO_AWAY, slack: 10 }, { log: tool.log });
});
after(async () => {
  await browser?.close();
  await tool?.stop();
  await platform?.stop();
});

/** The LMS's launch of the link as `user`, and the tool's frame once `ready` is in it. */
const launchAs = (user, role, ready) =>
  launchLink(platform, context, { user, role, link, ready: (f) => f.$(ready), log: tool.log });

/** Presses `keys` on the board of `frame` (a page or a frame). */
async function play(frame, keys) {
  await frame.locator('canvas').first().focus();
  const page = typeof frame.page === 'function' ? frame.page() : frame;
  for (const key of keys) await page.keyboard.press(key);
}

/** What the server keeps of the student's attempt, read with their session. */
const kept = async (session) =>
  (await fetch(`${tool.url}/lti/attempt`, { headers: { authorization: `Bearer ${session}` } })).json();

/** The scores the LMS holds for `user` at the link. */
const scoresOf = async (user) =>
  (await platform.get('/test/scores')).filter((s) => s.user_id === user && s.resource_link_id === link.id);

/** `POST /lti/class/attempt` with `form`. */
const open = (form) => fetch(`${tool.url}/lti/class/attempt`, {
  method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form),
});

/** Waits until the page's board is `want` (it replays the record once started); the board. */
async function boardComes(page, want) {
  let board;
  for (let i = 0; i < 100; i += 1) {
    board = (await readBoard(page)).flat;
    if (board.join() === want.join()) break;
    await page.waitForTimeout(100);
  }
  return board;
}

let studentSession, teacherSession;

test("the teacher opens a student's attempt from the class view: the student's board, named, and nothing sent", async () => {
  const student = await launchAs('learner-20', 'learner', '#exercise:not([hidden])');
  await play(student.frame, STUDENT);
  assert.deepEqual((await readBoard(student.page, student.frame)).flat, STUDENT_BOARD);
  studentSession = await student.frame.evaluate(() => sessionStorage.getItem(`npuzzle-lti:${location.pathname}`));
  // The page sends the change within a few seconds (lms-sync.js commits at most every five).
  let held;
  for (let i = 0; i < 100; i += 1) {
    held = await kept(studentSession);
    if (held.record && JSON.parse(held.record).moves === 2) break;
    await student.page.waitForTimeout(200);
  }
  assert.equal(JSON.parse(held.record).moves, 2, JSON.stringify(held));
  assert.deepEqual(student.problems, []);
  await student.page.close();

  const teacher = await launchAs('teacher-1', 'instructor', '[data-launched="instructor"]');
  const row = teacher.frame.locator('tr[data-user="learner-20"]');
  const name = (await row.locator('th').innerText()).trim();
  assert.match((await row.innerText()).replace(/\s+/g, ' '), /1 begun, 0 ended Open attempt: 1 \(latest\)/);
  await teacher.frame.locator('main').screenshot({ path: path.join(shots, 'lti-review-class.png') });
  teacherSession = await teacher.frame.getAttribute('form[data-refresh] input[name=session]', 'value');

  // Opened in a new tab; the form posts the session, never in an address.
  const [review] = await Promise.all([
    context.waitForEvent('page'),
    row.locator('form[data-open-attempts] button[value="1"]').click(),
  ]);
  const problems = [];
  review.on('pageerror', (e) => problems.push(e.message));
  const sent = [];
  review.on('request', (r) => { if (r.method() !== 'GET' || r.url().includes('/lti/attempt')) sent.push(`${r.method()} ${r.url()}`); });
  await review.waitForSelector('#exercise:not([hidden])');
  assert.equal(new URL(review.url()).pathname, '/lti/class/attempt');
  assert.equal(new URL(review.url()).search, '');
  assert.deepEqual(await boardComes(review, STUDENT_BOARD), STUDENT_BOARD, "the board is the student's");
  const notice = await review.locator('[data-npuzzle-review]').innerText();
  console.log(`notice: ${notice}`);
  assert.ok(notice.includes(`${name}'s attempt 1`), notice);
  assert.match(notice, /as they left it \(not ended\)/);
  assert.match(notice, /nothing done here is kept or sent/);
  await review.screenshot({ path: path.join(shots, 'lti-review.png') });

  // The teacher plays on to the goal: the attempt ends on the page, and none of it is sent.
  await play(review, TO_THE_GOAL);
  await review.waitForSelector('#ex-result:not([hidden])');
  await review.waitForTimeout(1500);
  assert.deepEqual(sent, [], 'the review sent nothing');
  const after = await kept(studentSession);
  assert.equal(after.record, held.record, "the student's kept attempt is as they left it");
  assert.equal(after.grade, null);
  assert.deepEqual(await scoresOf('learner-20'), [], 'the gradebook has nothing');
  assert.deepEqual(problems, []);
  await review.close();

  // Opened again, it is the student's board again: the first review's moves kept nothing.
  const [again] = await Promise.all([
    context.waitForEvent('page'),
    teacher.frame.locator('tr[data-user="learner-20"] form[data-open-attempts] button[value="1"]').click(),
  ]);
  await again.waitForSelector('#exercise:not([hidden])');
  assert.deepEqual(await boardComes(again, STUDENT_BOARD), STUDENT_BOARD);
  await again.close();
  assert.match((await row.innerText()).replace(/\s+/g, ' '), /1 begun, 0 ended/);
  await teacher.page.close();
});

test("an ended attempt opened again sends no grade; each attempt opens, the graded one marked", async () => {
  const student = await launchAs('learner-21', 'learner', '#exercise:not([hidden])');
  await play(student.frame, ['ArrowUp', 'ArrowLeft']);
  await student.frame.waitForSelector('#ex-result:not([hidden])');
  await student.frame.waitForFunction(() => document.documentElement.dataset.npuzzleGrade === 'delivered', null, { timeout: 30000 });
  await student.frame.click('#ex-again');
  await play(student.frame, ['ArrowRight']);
  const session = await student.frame.evaluate(() => sessionStorage.getItem(`npuzzle-lti:${location.pathname}`));
  let held;
  for (let i = 0; i < 100; i += 1) {
    held = await kept(session);
    if (held.record && JSON.parse(held.record).attempt === 2) break;
    await student.page.waitForTimeout(200);
  }
  assert.equal(JSON.parse(held.record).attempt, 2, JSON.stringify(held));
  await student.page.close();
  assert.equal((await scoresOf('learner-21')).length, 1);

  const teacher = await launchAs('teacher-1', 'instructor', '[data-launched="instructor"]');
  const forms = teacher.frame.locator('tr[data-user="learner-21"] form[data-open-attempts]');
  assert.equal((await forms.innerText()).replace(/\s+/g, ' ').trim(), 'Open attempt: 1 (graded) 2 (latest)');
  const [review] = await Promise.all([context.waitForEvent('page'), forms.locator('button[value="1"]').click()]);
  const sent = [];
  review.on('request', (r) => { if (r.method() !== 'GET' || r.url().includes('/lti/attempt')) sent.push(`${r.method()} ${r.url()}`); });
  await review.waitForSelector('#ex-result:not([hidden])');
  assert.deepEqual(await boardComes(review, [1, 2, 3, 4, 5, 6, 7, 8, 0]), [1, 2, 3, 4, 5, 6, 7, 8, 0], 'at the goal, as it ended');
  assert.match(await review.locator('[data-npuzzle-review]').innerText(), /attempt 1, as they left it \(ended\)/);
  await review.waitForTimeout(1500);
  assert.deepEqual(sent, []);
  assert.equal((await scoresOf('learner-21')).length, 1, 'no score sent again');
  await review.close();
  await teacher.page.close();
});

test("the review page is as strict as the student's, and only a teacher's session of the link opens an attempt of it", async () => {
  assert.ok(studentSession && teacherSession, 'the first test ran');
  const r = await open({ session: teacherSession, user: 'learner-20', attempt: '1' });
  assert.equal(r.status, 200);
  assert.equal(r.headers.get('referrer-policy'), 'same-origin');
  assert.equal(r.headers.get('cache-control'), 'no-store');
  const html = await r.text();
  const site = await (await fetch(`${tool.url}/index.html`)).text();
  const policy = (text) => /<meta content="([^"]*)" http-equiv=Content-Security-Policy>/.exec(text)?.[1];
  assert.ok(policy(site), 'the site has its policy');
  assert.equal(policy(html), policy(site), "the site's Content-Security-Policy");
  assert.match(html, /<script src="lti\/review.js"><\/script>/);
  assert.doesNotMatch(html, /lms-sync\.js|lti\/page\.js/);

  const student = await open({ session: studentSession, user: 'learner-20', attempt: '1' });
  assert.equal(student.status, 403);
  assert.match(await student.text(), /data-refusal="not-teacher"/);
  const nobody = await open({ session: 'over', user: 'learner-20', attempt: '1' });
  assert.equal(nobody.status, 401);
  assert.match(await nobody.text(), /data-refusal="session-ended"/);
  for (const form of [{ user: 'learner-20', attempt: '2' }, { user: 'learner-99', attempt: '1' }, { user: 'learner-20', attempt: 'one' }]) {
    const none = await open({ session: teacherSession, ...form });
    assert.equal(none.status, 404, JSON.stringify(form));
    assert.match(await none.text(), /data-refusal="no-attempt"/);
  }
  // A teacher's session of another link does not open this link's attempts.
  const other = await context.newPage();
  await other.goto(`${platform.url}/test/launch?${new URLSearchParams({ target: 'iframe', user: 'teacher-1', role: 'instructor', resource_link: 'another-link' })}`);
  let frame;
  for (let i = 0; i < 300 && !frame; i += 1) {
    frame = other.frames().find((f) => f.name() === 'tool');
    if (!frame || !(await frame.$('form[data-refresh]').catch(() => null))) { frame = null; await other.waitForTimeout(100); }
  }
  assert.ok(frame, tool.log().slice(-2000));
  const elsewhere = await frame.getAttribute('form[data-refresh] input[name=session]', 'value');
  const across = await open({ session: elsewhere, user: 'learner-20', attempt: '1' });
  assert.equal(across.status, 404);
  await other.close();
});
