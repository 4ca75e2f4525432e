// A student's last record is not lost when the tab closes while the one before it is still
// being sent. The page sends one record at a time, and the class server grades each as it
// takes it (slow when a class hands in at once): a pass made while the server has not yet
// answered the move before it waits behind that move. Here the server sits behind a front
// (balancer.mjs) that holds its answer to the first record until the test ends; the student
// passes and closes the tab at once, and the pass must reach the server, then the LMS's
// gradebook, once, with no new launch. On SQLite.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './harness.mjs';
import { startPlatform, registerTool, addExercise, launchLink } from './lti-platform.mjs';
import { startClassServer, freePort } from './class-server.mjs';
import { startBalancer } from './balancer.mjs';

const TWO_AWAY = '1 2 3/4 _ 6/7 5 8';

let platform, tool, front, browser, context;
// The first record's answer: `taken` resolves once the server has given it (the front then
// holds it), `release()` passes it on to the page.
let heard, release;
const taken = new Promise((resolve) => { heard = resolve; });
const released = new Promise((resolve) => { release = resolve; });
let holding = false;
function hold(req) {
  if (holding || req.method !== 'POST' || new URL(req.url, 'http://front').pathname !== '/lti/attempt') return null;
  holding = true;
  heard();
  return released;
}

before(async () => {
  const port = await freePort();
  [platform, tool, browser] = await Promise.all([
    startPlatform(), startClassServer({ publicUrl: `http://127.0.0.1:${port}` }), launch()]);
  front = await startBalancer(port, [tool.port], { hold });
  context = await browser.newContext();
  await registerTool(platform, context, tool.registration);
});
after(async () => {
  release();
  await browser?.close();
  await front?.stop();
  await tool?.stop();
  await platform?.stop();
});

/** The record the server holds for `session` (asked of the server itself, not through the
 * front), as an object; `{}` if none. */
async function recordOf(session) {
  const r = await fetch(`http://127.0.0.1:${tool.port}/lti/attempt`, { headers: { authorization: `Bearer ${session}` } });
  assert.equal(r.status, 200);
  return JSON.parse((await r.json()).record ?? '{}');
}

/** The scores the LMS holds for `user` at `link`. */
async function scoresOf(user, link) {
  const all = await platform.get('/test/scores');
  return all.filter((s) => s.user_id === user && s.resource_link_id === link.id).map((s) => s.body);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('a pass made while the server has not answered the move before it reaches the gradebook when the tab closes at once', async () => {
  const link = await addExercise(platform, context, { title: 'Leave: two moves', task: 'play', board: TWO_AWAY, slack: '0' }, { log: tool.log });
  const { page, frame, problems } = await launchLink(platform, context, { user: 'learner-30', link, log: tool.log });
  const session = await frame.evaluate(() => sessionStorage.getItem(`npuzzle-lti:${location.pathname}`));
  // The attempt's first record (its start) went at once; the server took it, its answer is held.
  await taken;
  // 5 up, 8 left: the goal, a pass, queued behind that record.
  await frame.locator('canvas').first().focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await frame.waitForSelector('#ex-result:not([hidden])');
  const first = await recordOf(session);
  assert.ok(first.moves < 2 && !first.score, `the server has not the pass yet: ${JSON.stringify(first)}`);
  assert.deepEqual(problems, []);

  // The tab closed at once (its pagehide runs); the first record's answer is still held.
  await page.close({ runBeforeUnload: true });
  const closed = Date.now();
  let record = first;
  for (let i = 0; i < 150 && !record.score; i += 1) {
    await sleep(100);
    record = await recordOf(session);
  }
  console.log(`# the pass reached the server ${Date.now() - closed} ms after the tab closed (${record.score ? 'arrived' : 'never arrived'})`);
  assert.equal(record.moves, 2, JSON.stringify(record));
  assert.equal(record.score?.passed, true, JSON.stringify(record));

  // The server grades it and posts the grade, once, even after the older answer is let go.
  let scores = [];
  for (let i = 0; i < 150 && !scores.length; i += 1) {
    await sleep(200);
    scores = await scoresOf('learner-30', link);
  }
  release();
  await sleep(1500);
  scores = await scoresOf('learner-30', link);
  assert.deepEqual(scores.map((s) => [s.scoreGiven, s.activityProgress, s.gradingProgress]), [[100, 'Completed', 'FullyGraded']], tool.log().slice(-2000));
  assert.equal((await recordOf(session)).moves, 2, 'the held answer, let go, changes nothing');
});
