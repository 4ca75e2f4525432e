// cmi5: a package made in the Exercise panel (and by `npuzzle package`), launched by an LMS with
// cmi5's parameters, its statements stored by a real LRS (Ralph, tests/e2e/lrs.mjs) and read
// back from it: the verbs in cmi5's order, the context every statement must carry, a resumed
// session that sends nothing twice, the LMS's mastery score, Browse mode and the learner's
// language; an LRS that takes a request and never answers.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { npuzzle } from './class-server.mjs';
import { startServer, startHost, launch, dist, readBoard } from './harness.mjs';
import { clickCells, makePackage, packagePages } from './lms.mjs';
import { startRalph, startCmi5Lms, statements } from './lrs.mjs';

const TWO_AWAY = '1 2 3/4 _ 6/7 5 8';
const ID = 'week3-cmi5';
const AU = `urn:npuzzle:au:npuzzle-${ID}`;
const CMI5 = 'https://w3id.org/xapi/cmi5/context/';
const SESSION = `${CMI5}extensions/sessionid`;

let srv, browser, ralph, host, lms, files;
before(async () => {
  [srv, browser, ralph] = await Promise.all([startServer(), launch(), startRalph()]);
  ({ files } = await makePackage(browser, srv, `board=${encodeURIComponent(TWO_AWAY)}`, async (page) => {
    await page.selectOption('#au-task', 'play');
    await page.fill('#au-slack', '0');
    await page.fill('#au-id', ID);
    await page.selectOption('#au-format', 'cmi5');
  }));
  host = await startHost(packagePages(files));
  lms = await startCmi5Lms(ralph, host.origin, AU);
});
after(async () => {
  await browser?.close();
  srv?.server.close();
  host?.server.close();
  lms?.server.close();
  ralph?.stop();
});

const verbs = (list) => list.map((s) => s.verb.id.split('/').pop());
/** Waits until Ralph holds `count` statements of `registration`; returns them. */
async function settled(registration, count) {
  for (let i = 0; i < 100; i += 1) {
    const list = await statements(ralph, registration);
    if (list.length >= count) return list;
    await new Promise((r) => setTimeout(r, 100));
  }
  return statements(ralph, registration);
}
/** Waits until the LMS holds the outcome document of `registration`. */
async function outcomeStored(registration) {
  const key = `urn:npuzzle:outcome|${registration}|${AU}|${JSON.stringify(lms.actor)}`;
  for (let i = 0; i < 100 && !lms.state.has(key); i += 1) await new Promise((r) => setTimeout(r, 50));
  assert.ok(lms.state.has(key), 'the outcome is stored');
}
/** A new session in a context of its own (or `context`: the same browser); `deadlineMs`
 * shortens the AU's request deadline. */
async function session(options, { deadlineMs, context: same } = {}) {
  const context = same ?? await browser.newContext();
  if (deadlineMs) await context.addInitScript((ms) => { window.npuzzleLmsDeadlineMs = ms; }, deadlineMs);
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const { frame, session: id } = await lms.launch(page, options);
  return { context, page, frame, id, problems };
}
/** Leaves the course page as a student does: the AU's `terminated` goes as it unloads. */
async function leave(s) {
  await s.page.goto('about:blank');
  // Closing the browser's context cancels requests still on their way, which a student's browser
  // carries on sending after the page has gone: the context stays until `terminated` reaches
  // the LMS (none comes from a session that never opened; the assertions after say what came).
  for (let i = 0; i < 100 && !lms.arrived(s.id, 'terminated'); i += 1) await new Promise((r) => setTimeout(r, 50));
  await s.context.close();
  assert.deepEqual(s.problems, []);
}

test('the package: cmi5.xml with one AU, cmi5.js as its adapter, as `npuzzle package` writes it', async () => {
  const course = strFromU8(files['cmi5.xml']);
  assert.match(course, /<courseStructure xmlns="https:\/\/w3id.org\/xapi\/profiles\/cmi5\/v1\/CourseStructure.xsd">/);
  assert.match(course, new RegExp(`<au id="${AU}" moveOn="CompletedAndPassed" launchMethod="AnyWindow">`));
  assert.match(course, /<url>index.html<\/url>/);
  assert.ok(files['cmi5.js'] && files['lms-sync.js'] && !files['scorm.js'] && !files['imsmanifest.xml'], 'its own adapter and manifest only');
  assert.match(strFromU8(files['index.html']), /<script src="lms-sync.js"><\/script><script src="cmi5.js"><\/script>/);
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npuzzle-pkg-')), 'cmi5.zip');
  execFileSync(npuzzle(), ['package', '--lang', 'en', '--site', dist,
    '--format', 'cmi5', '--task', 'play', '--board', TWO_AWAY, '--slack', '0', '--id', ID, '-o', out],
  { stdio: ['ignore', 'ignore', 'inherit'] });
  const cli = unzipSync(new Uint8Array(fs.readFileSync(out)));
  assert.deepEqual(Object.keys(cli).sort(), Object.keys(files).sort());
  for (const f of ['cmi5.xml', 'index.html']) assert.equal(strFromU8(cli[f]), strFromU8(files[f]), f);
});

test('played well: initialized, passed, completed, terminated in the LRS, each with the context cmi5 asks for; resumed, nothing is sent twice', async () => {
  const registration = crypto.randomUUID();
  const fetchesBefore = lms.fetches;
  let s = await session({ registration });
  assert.deepEqual(verbs(await settled(registration, 1)), ['initialized']);
  await clickCells(s.frame, [[2, 1], [2, 2]]);
  await s.frame.waitForSelector('#ex-score:not([hidden])');
  assert.deepEqual(verbs(await settled(registration, 3)), ['initialized', 'passed', 'completed']);
  // The state that says they went follows their answer: left before it lands, the next session
  // could not know (cmi5.js's sendOutcome).
  await outcomeStored(registration);
  await leave(s);
  const first = await settled(registration, 4);
  assert.deepEqual(verbs(first), ['initialized', 'passed', 'completed', 'terminated']);
  assert.equal(lms.fetches - fetchesBefore, 1, 'the fetch URL is asked once');
  for (const st of first) {
    assert.equal(st.context.registration, registration);
    assert.equal(st.object.id, AU);
    assert.deepEqual(st.actor, lms.actor);
    assert.equal(st.context.extensions[SESSION], s.id, 'the session id of the context template');
    assert.equal(st.context.contextActivities.grouping[0].id, 'urn:npuzzle:course:npuzzle-week3-cmi5');
    assert.ok(st.context.contextActivities.category.some((c) => c.id === `${CMI5}categories/cmi5`), 'cmi5 defined');
  }
  const [, passed, completed, terminated] = first;
  assert.deepEqual(passed.result.score, { scaled: 1, raw: 100, min: 0, max: 100 });
  assert.equal(passed.result.success, true);
  assert.match(passed.result.duration, /^PT(\d+H)?(\d+M)?[\d.]+S$/);
  assert.ok(passed.context.contextActivities.category.some((c) => c.id === `${CMI5}categories/moveon`));
  assert.equal(completed.result.completion, true);
  assert.match(terminated.result.duration, /^PT/);

  // A new session of the same registration: the attempt comes back from the State API,
  // finished, and the LRS hears only initialized and terminated.
  s = await session({ registration });
  await s.frame.waitForSelector('#ex-score:not([hidden])');
  assert.match(await s.frame.textContent('#ex-note'), /restored/);
  assert.match(await s.frame.textContent('#ex-score'), /^Passed: 100 of 100/);
  await leave(s);
  const all = await settled(registration, 6);
  assert.deepEqual(verbs(all), ['initialized', 'passed', 'completed', 'terminated', 'initialized', 'terminated']);
  assert.equal(all[4].context.extensions[SESSION], s.id);
});

test("played badly: failed; the LMS's mastery score decides the verdict; Browse mode judges nothing", async () => {
  // Four moves where two would do: 50 of 100, failed by the exercise's rule (no slack).
  let registration = crypto.randomUUID();
  let s = await session({ registration });
  await clickCells(s.frame, [[0, 1], [1, 1], [2, 1], [2, 2]]);
  await s.frame.waitForSelector('#ex-score:not([hidden])');
  let list = await settled(registration, 3);
  assert.deepEqual(verbs(list), ['initialized', 'failed', 'completed']);
  assert.equal(list[1].result.success, false);
  assert.equal(list[1].result.score.scaled, 0.5);
  await leave(s);

  // The same play where the LMS sets a mastery score of 0.4: passed, and the statement says
  // which mastery score judged it.
  registration = crypto.randomUUID();
  s = await session({ registration, launchData: { masteryScore: 0.4 } });
  await clickCells(s.frame, [[0, 1], [1, 1], [2, 1], [2, 2]]);
  list = await settled(registration, 3);
  assert.deepEqual(verbs(list), ['initialized', 'passed', 'completed']);
  assert.equal(list[1].context.extensions[`${CMI5}extensions/masteryscore`], 0.4);
  await leave(s);

  // Browse: the student looks around; no verdict, no completion.
  registration = crypto.randomUUID();
  s = await session({ registration, launchData: { launchMode: 'Browse' } });
  await clickCells(s.frame, [[2, 1], [2, 2]]);
  await s.frame.waitForSelector('#ex-score:not([hidden])');
  await leave(s);
  assert.deepEqual(verbs(await settled(registration, 2)), ['initialized', 'terminated']);
});

test('retries in one registration: a fail, then a pass on the scale of 100, then a worse retry sends nothing', async () => {
  const registration = crypto.randomUUID();
  const s = await session({ registration });
  await clickCells(s.frame, [[0, 1], [1, 1], [2, 1], [2, 2]]);
  await s.frame.waitForSelector('#ex-score:not([hidden])');
  assert.deepEqual(verbs(await settled(registration, 3)), ['initialized', 'failed', 'completed']);
  await s.frame.click('#ex-again');
  await clickCells(s.frame, [[2, 1], [2, 2]]);
  const list = await settled(registration, 4);
  assert.deepEqual(verbs(list), ['initialized', 'failed', 'completed', 'passed']);
  assert.deepEqual(list[3].result.score, { scaled: 1, raw: 100, min: 0, max: 100 });
  await outcomeStored(registration);
  // The pass stands: a third attempt that fails sends no verdict (the best is kept).
  await s.frame.click('#ex-again');
  await clickCells(s.frame, [[0, 1], [1, 1], [2, 1], [2, 2]]);
  await s.frame.waitForFunction(() => /Attempt 3|attempt 3/.test(document.querySelector('#ex-score')?.textContent ?? ''));
  await leave(s);
  assert.deepEqual(verbs(await settled(registration, 5)), ['initialized', 'failed', 'completed', 'passed', 'terminated']);
});

test("the learner's language from cmi5's learner preferences: the first the page has", async () => {
  const registration = crypto.randomUUID();
  const s = await session({ registration, preferences: { languagePreference: 'sw-KE,de-DE,en-US', audioPreference: 'on' } });
  assert.equal(await s.frame.evaluate(() => document.documentElement.lang), 'de');
  assert.equal((await s.frame.textContent('#exercise h2')).trim(), 'Übung');
  await leave(s);
});

test('a reload of the same launch has no session left: the page says so and keeps the attempt', async () => {
  const registration = crypto.randomUUID();
  const s = await session({ registration });
  await clickCells(s.frame, [[2, 1]]);
  await s.frame.evaluate(() => location.reload());
  const frame = s.page.frame({ url: /\/pkg\// });
  await frame.waitForSelector('#exercise:not([hidden])');
  await frame.waitForFunction(() => document.documentElement.getAttribute('data-npuzzle-lms') === 'no-session');
  assert.match(await frame.textContent('[data-part=ex-delivery]'), /not taking results now: yours is kept here/);
  // The move made before the reload is still on the board (the browser kept the attempt).
  assert.deepEqual((await readBoard(frame, frame)).flat, [1, 2, 3, 4, 5, 6, 7, 0, 8]);
  await leave(s);
  assert.deepEqual(verbs(await settled(registration, 2)), ['initialized', 'terminated']);
});

const lmsWord = (frame) => frame.evaluate(() => document.documentElement.getAttribute('data-npuzzle-lms'));
const saysLms = (frame, word) => frame.waitForFunction((w) => document.documentElement.getAttribute('data-npuzzle-lms') === w, word, { timeout: 20000 });

test('statements that are taken and never answered: past the deadline the page says so, and the pass arrives once, when the LRS answers again', async () => {
  const registration = crypto.randomUUID();
  const s = await session({ registration }, { deadlineMs: 1500 });
  assert.deepEqual(verbs(await settled(registration, 1)), ['initialized']);
  const attemptKey = `urn:npuzzle:attempt|${registration}|${AU}|${JSON.stringify(lms.actor)}`;
  const before = lms.state.get(attemptKey);
  lms.hang = 'statements';
  try {
    await clickCells(s.frame, [[2, 1], [2, 2]]);
    await s.frame.waitForSelector('#ex-score:not([hidden])');
    await saysLms(s.frame, 'pending');
    assert.match(await s.frame.textContent('[data-part=ex-delivery]'), /has not reached the course yet; it is kept and will be sent again/);
    assert.ok(lms.hung >= 1, 'the verdict was held');
    // The attempt's state went all the same: nothing waits behind the hung request.
    assert.ok(lms.state.get(attemptKey) && lms.state.get(attemptKey) !== before, 'the attempt, as it ended, is in the State API');
  } finally {
    lms.hang = null;
  }
  // The retry sends the same statements (the same ids): the LRS, which stored the hung ones,
  // keeps each once.
  await saysLms(s.frame, 'delivered');
  assert.match(await s.frame.textContent('[data-part=ex-delivery]'), /has reached the course/);
  await leave(s);
  assert.deepEqual(verbs(await settled(registration, 4)), ['initialized', 'passed', 'completed', 'terminated']);
});

test('a page that goes before its outcome is settled: the next session sends the same verdict again, and the LRS holds it once', async () => {
  const registration = crypto.randomUUID();
  const key = `urn:npuzzle:outcome|${registration}|${AU}|${JSON.stringify(lms.actor)}`;
  const outcome = () => (lms.state.has(key) ? JSON.parse(lms.state.get(key)) : null);
  let s = await session({ registration }, { deadlineMs: 1500 });
  assert.deepEqual(verbs(await settled(registration, 1)), ['initialized']);
  lms.hang = 'settled';
  let first;
  try {
    await clickCells(s.frame, [[2, 1], [2, 2]]);
    await s.frame.waitForSelector('#ex-score:not([hidden])');
    first = await settled(registration, 3);
    assert.deepEqual(verbs(first), ['initialized', 'passed', 'completed']);
    // The outcome's state holds them, as pending, from before they went.
    for (let i = 0; i < 100 && !outcome(); i += 1) await new Promise((r) => setTimeout(r, 50));
    assert.deepEqual(outcome().pending.map((st) => st.id), first.slice(1).map((st) => st.id));
    assert.equal(outcome().passed, true);
    await leave(s);
  } finally {
    lms.hang = null;
  }
  assert.deepEqual(verbs(await settled(registration, 4)), ['initialized', 'passed', 'completed', 'terminated']);
  // The next session sends them again as they were (the LRS keeps one per id), then settles
  // the outcome's state; it sends no verdict of its own.
  s = await session({ registration });
  await s.frame.waitForSelector('#ex-score:not([hidden])');
  for (let i = 0; i < 100 && outcome().pending; i += 1) await new Promise((r) => setTimeout(r, 50));
  assert.equal(outcome().pending, undefined, 'settled');
  assert.equal(outcome().passed, true);
  await leave(s);
  const all = await settled(registration, 6);
  assert.deepEqual(verbs(all), ['initialized', 'passed', 'completed', 'terminated', 'initialized', 'terminated']);
  assert.deepEqual(all.slice(1, 3).map((st) => st.id), first.slice(1).map((st) => st.id));
});

test('a token fetch that never answers: the page says the course is not taking results, and the pass goes once it answers', async () => {
  const registration = crypto.randomUUID();
  const fetchesBefore = lms.fetches;
  lms.hang = 'fetch';
  let s;
  try {
    s = await session({ registration }, { deadlineMs: 1500 });
    await saysLms(s.frame, 'no-session');
    assert.match(await s.frame.textContent('[data-part=ex-delivery]'), /not taking results now: yours is kept here/);
    assert.deepEqual(await statements(ralph, registration), []);
  } finally {
    lms.hang = null;
  }
  await clickCells(s.frame, [[2, 1], [2, 2]]);
  await s.frame.waitForSelector('#ex-score:not([hidden])');
  await saysLms(s.frame, 'delivered');
  assert.deepEqual(verbs(await settled(registration, 3)), ['initialized', 'passed', 'completed']);
  assert.equal(lms.fetches - fetchesBefore, 1, 'the token was given once');
  await leave(s);
  assert.deepEqual(verbs(await settled(registration, 4)), ['initialized', 'passed', 'completed', 'terminated']);
});

const PASS = [[2, 1], [2, 2]];

/** A session whose LMS takes the State API's requests from just after `initialized` and never
 * answers them (`deadlineMs`: the AU's deadline for each); `during(s, registration)` plays, then
 * the page is left. Answers Ralph's statements of the session once `count` have arrived. */
async function leftWhileStateHangs({ deadlineMs, count }, during) {
  const registration = crypto.randomUUID();
  const s = await session({ registration }, { deadlineMs });
  assert.deepEqual(verbs(await settled(registration, 1)), ['initialized']);
  lms.hang = 'state';
  try {
    await during(s, registration);
    await leave(s);
    return await settled(registration, count);
  } finally {
    lms.hang = null;
  }
}

test('a State API that never answers holds up nothing else: terminated goes as the page leaves', async () => {
  const all = await leftWhileStateHangs({ deadlineMs: 1500, count: 2 }, async (s) => {
    await clickCells(s.frame, [[2, 1]]);
    await saysLms(s.frame, 'pending');
    assert.ok(lms.hung >= 1, "the attempt's state was held");
  });
  assert.deepEqual(verbs(all), ['initialized', 'terminated']);
});

test('passed while the attempt\'s state hangs, and the page left at once: the verdict goes beside the write under way', async () => {
  const all = await leftWhileStateHangs({ count: 4 }, async (s, registration) => {
    await clickCells(s.frame, PASS);
    await s.frame.waitForSelector('#ex-score:not([hidden])');
    // The attempt's end is being written first (its state), and never answered: the verdict
    // waits behind it while the page lives.
    for (let i = 0; i < 100 && lms.hung < 1; i += 1) await new Promise((r) => setTimeout(r, 50));
    assert.ok(lms.hung >= 1, "the attempt's state was held");
    assert.deepEqual(verbs(await statements(ralph, registration)), ['initialized'], 'nothing else went yet');
  });
  assert.deepEqual(verbs(all), ['initialized', 'passed', 'completed', 'terminated'], 'terminated stamped last');
  assert.equal(all[1].result.success, true);
});

test('passed while the attempt\'s state keeps failing, and the page left between two tries: the verdict goes beside the next', async () => {
  const all = await leftWhileStateHangs({ deadlineMs: 1500, count: 4 }, async (s, registration) => {
    await clickCells(s.frame, PASS);
    await s.frame.waitForSelector('#ex-score:not([hidden])');
    // The first try failed at its deadline, the verdict behind it never tried; the next waits.
    await saysLms(s.frame, 'pending');
    assert.deepEqual(verbs(await statements(ralph, registration)), ['initialized'], 'nothing else went yet');
  });
  assert.deepEqual(verbs(all), ['initialized', 'passed', 'completed', 'terminated']);
});


test('one registration in two tabs: the pass made in the tab whose session the LMS ended is kept over the other tab\'s moves, reaches the LRS once, and comes back', async () => {
  const registration = crypto.randomUUID();
  const context = await browser.newContext();
  const problems = [];
  const open = async () => {
    const page = await context.newPage();
    page.on('pageerror', (e) => problems.push(e.message));
    return { page, ...(await lms.launch(page, { registration })) };
  };
  const a = await open();
  assert.deepEqual(verbs(await settled(registration, 1)), ['initialized']);
  const b = await open();
  assert.deepEqual(verbs(await settled(registration, 2)), ['initialized', 'initialized']);
  // B's launch abandoned A's session: the LMS refuses A's token from now on.
  lms.end(a.session);
  await clickCells(a.frame, PASS);
  await a.frame.waitForSelector('#ex-score:not([hidden])');
  await saysLms(a.frame, 'no-session');
  assert.match(await a.frame.textContent('[data-part=ex-delivery]'), /yours is kept here/);
  // B still holds a session: the pass A kept goes through it.
  assert.deepEqual(verbs(await settled(registration, 4)), ['initialized', 'initialized', 'passed', 'completed']);
  // B, on the attempt it left unfinished, moves: the pass kept in the browser stays.
  await clickCells(b.frame, [[2, 1]]);
  await b.frame.waitForFunction(() => document.querySelector('#move-count')?.textContent === '1');
  const kept = await b.frame.evaluate(() => {
    const k = Object.keys(localStorage).find((key) => key.startsWith('npuzzle:'));
    return JSON.parse(localStorage.getItem(k));
  });
  assert.equal(kept.moves, 2, "the browser keeps A's ended attempt");
  assert.equal(kept.score.passed, true);
  for (const tab of [a, b]) await tab.page.goto('about:blank');
  // The next launch, in the same browser: the attempt that ended comes back, passed.
  const c = await open();
  await c.frame.waitForSelector('#ex-score:not([hidden])');
  assert.match(await c.frame.textContent('#ex-score'), /^Passed: 100 of 100/);
  await c.page.goto('about:blank');
  await context.close();
  assert.deepEqual(problems, []);
  const all = verbs(await statements(ralph, registration));
  assert.equal(all.filter((v) => v === 'passed').length, 1, all.join(' '));
  assert.equal(all.filter((v) => v === 'completed').length, 1, all.join(' '));
});

test("an outcome's state the LMS refuses: the next session, in another browser, sends the verdict again with the same ids, and the LRS holds it once", async () => {
  const registration = crypto.randomUUID();
  let s, first;
  lms.refuse = 'outcome';
  try {
    s = await session({ registration });
    await clickCells(s.frame, PASS);
    await s.frame.waitForSelector('#ex-score:not([hidden])');
    first = await settled(registration, 3);
    assert.deepEqual(verbs(first), ['initialized', 'passed', 'completed']);
    await saysLms(s.frame, 'pending');
    await leave(s);
  } finally {
    lms.refuse = null;
  }
  // Another browser: nothing kept but the attempt in the State API, which comes back ended and
  // hands its end over again.
  s = await session({ registration });
  await s.frame.waitForSelector('#ex-score:not([hidden])');
  await outcomeStored(registration);
  await leave(s);
  const all = await settled(registration, 6);
  assert.deepEqual(verbs(all), ['initialized', 'passed', 'completed', 'terminated', 'initialized', 'terminated']);
  assert.deepEqual(all.slice(1, 3).map((st) => st.id), first.slice(1).map((st) => st.id));
});

test('a context template of 20 KB from the LMS: the verdict still goes (a browser carries 64 KB of keepalive requests at once)', async () => {
  const registration = crypto.randomUUID();
  const NOTES = 'https://example.org/xapi/course-notes';
  const s = await session({ registration, launchData: { contextTemplate: { extensions: { [SESSION]: crypto.randomUUID(), [NOTES]: 'n'.repeat(20000) } } } });
  assert.deepEqual(verbs(await settled(registration, 1)), ['initialized']);
  await clickCells(s.frame, PASS);
  await s.frame.waitForSelector('#ex-score:not([hidden])');
  await outcomeStored(registration);
  const list = await settled(registration, 3);
  assert.deepEqual(verbs(list), ['initialized', 'passed', 'completed']);
  assert.equal(list[1].context.extensions[NOTES].length, 20000);
  assert.notEqual(await lmsWord(s.frame), 'pending');
  await leave(s);
});

test('statements still on their way as the page goes (a slow LRS, a 16 KB context template): `terminated` keeps its room among the 64 KB of keepalive', async () => {
  const registration = crypto.randomUUID();
  const id = crypto.randomUUID();
  const NOTES = 'https://example.org/xapi/course-notes';
  // Each statement posted, and whether it went with keepalive (only those outlive the page).
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const send = window.fetch;
    window.npuzzleSent = [];
    window.fetch = function (url, init) {
      if (String(url).endsWith('/statements') && init?.method === 'POST') {
        for (const st of JSON.parse(init.body)) window.npuzzleSent.push([st.verb.id.split('/').pop(), init.keepalive === true]);
      }
      return send.apply(this, arguments);
    };
  });
  // Every statement carries the template: about 17 KB each, and the browser carries at most
  // 64 KB of keepalive bodies at once. Taken and never answered, each holds its share.
  const s = await session({ registration, launchData: { contextTemplate: { extensions: { [SESSION]: id, [NOTES]: 'n'.repeat(16000) } } } }, { context });
  s.id = id;
  assert.deepEqual(verbs(await settled(registration, 1)), ['initialized']);
  lms.hang = 'statements';
  try {
    // Four moves where two would do: the answer and the verdict go, and hang.
    await clickCells(s.frame, [[0, 1], [1, 1], [2, 1], [2, 2]]);
    await s.frame.waitForSelector('#ex-score:not([hidden])');
    for (let i = 0; i < 100 && !lms.arrived(id, 'failed'); i += 1) await new Promise((r) => setTimeout(r, 50));
    assert.ok(lms.arrived(id, 'failed'), 'the verdict was taken, and not answered');
    // The page going, as the browser tells it (the page stays to be read).
    await s.frame.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
    const sent = Object.fromEntries(await s.frame.evaluate(() => window.npuzzleSent));
    assert.equal(sent.failed, true, 'the verdict with keepalive');
    assert.equal(sent.terminated, true, '`terminated` with keepalive');
    await leave(s);
  } finally {
    lms.hang = null;
  }
  assert.deepEqual(verbs(await settled(registration, 5)).filter((v) => v !== 'answered'), ['initialized', 'failed', 'completed', 'terminated']);
});

test("each answer is an `answered` statement in the session: the question as an activity of the AU's, the response, the verdict and the time taken; sent once", async () => {
  const registration = crypto.randomUUID();
  let s = await session({ registration });
  await settled(registration, 1);
  const before = Date.now();
  // Two moves out and back, then the two that finish: 4 moves where 2 would do (slack 0).
  await clickCells(s.frame, [[0, 1], [1, 1], [2, 1], [2, 2]]);
  await s.frame.waitForSelector('#ex-score:not([hidden])');
  await outcomeStored(registration);
  const all = async () => (await statements(ralph, registration, { answered: true })).filter((st) => st.verb.id.endsWith('/answered'));
  for (let i = 0; i < 100 && (await all()).length < 1; i += 1) await new Promise((r) => setTimeout(r, 100));
  const [answered, ...more] = await all();
  assert.equal(more.length, 0);
  assert.equal(answered.verb.id, 'http://adlnet.gov/expapi/verbs/answered');
  assert.equal(answered.object.id, `urn:npuzzle:exercise:${ID}:play`);
  assert.equal(answered.object.definition.type, 'http://adlnet.gov/expapi/activities/cmi.interaction');
  assert.equal(answered.object.definition.interactionType, 'numeric');
  assert.deepEqual(answered.object.definition.correctResponsesPattern, ['2']);
  assert.match(answered.object.definition.name['en-US'], /^N-puzzle exercise: /);
  assert.deepEqual({ response: answered.result.response, success: answered.result.success }, { response: '4', success: false });
  assert.match(answered.result.duration, /^PT(\d+H)?(\d+M)?[\d.]+S$/);
  assert.equal(answered.result.extensions, undefined, 'a play has no more to say');
  assert.ok(Math.abs(Date.parse(answered.timestamp) - before) < 10000, answered.timestamp);
  // In the session (its registration and context), the AU its parent, not a cmi5 defined one.
  assert.equal(answered.context.registration, registration);
  assert.equal(answered.context.extensions[SESSION], s.id);
  assert.deepEqual(answered.context.contextActivities.parent.map((a) => a.id), [AU]);
  assert.ok(!(answered.context.contextActivities.category ?? []).some((c) => c.id === `${CMI5}categories/cmi5`));
  assert.equal(lms.answeredPosts(registration), 1);
  await s.page.goto('about:blank');
  await s.page.close();
  // A new session in the same browser restores the finished attempt: the answer, noted as taken,
  // is not posted again.
  s = await session({ registration }, { context: s.context });
  await s.frame.waitForSelector('#ex-score:not([hidden])');
  await leave(s);
  await settled(registration, 6);
  assert.equal(lms.answeredPosts(registration), 1, 'posted once');
  // In another browser it is posted again, with the same id: the LRS keeps one.
  s = await session({ registration });
  await s.frame.waitForSelector('#ex-score:not([hidden])');
  for (let i = 0; i < 100 && lms.answeredPosts(registration) < 2; i += 1) await new Promise((r) => setTimeout(r, 100));
  assert.equal(lms.answeredPosts(registration), 2);
  await leave(s);
  await settled(registration, 8);
  assert.equal((await all()).length, 1, 'kept once');
});
