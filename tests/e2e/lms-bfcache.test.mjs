// The LMS session follows the page's life, with the back-forward cache on (Playwright turns it
// off by default): the student opens the exercise in the LMS, the page goes elsewhere, Back
// restores it from the cache (proved: `pageshow` with `persisted`, the scripts' state kept), then
// the student passes. In SCORM 1.2 and 2004 (npm scorm-again) and in cmi5 (the real LRS Ralph)
// the LMS ends up with the pass; where the LMS ended the session while the page was away, the
// page says so and the pass reaches the LMS in the next session.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { startServer, startHost, launch } from './harness.mjs';
import { makePackage, packagePages, startLms, cmi } from './lms.mjs';
import { startRalph, startCmi5Lms, statements } from './lrs.mjs';
import { watch, probe, until, awayAndBack, clickCells } from './bfcache.mjs';

const TWO_AWAY = '1 2 3/4 _ 6/7 5 8';
const PASS = [[2, 1], [2, 2]];
const NOT_TAKING = /The course is not taking results now: yours is kept here/;

let srv, browser, elsewhere;
before(async () => {
  [srv, browser, elsewhere] = await Promise.all([startServer(), launch([], { bfcache: true }),
    startHost({ '/news.html': '<!doctype html><title>Elsewhere</title><p>Another page.' })]);
});
after(async () => { await browser?.close(); srv?.server.close(); elsewhere?.server.close(); });

const away = () => `${elsewhere.origin}/news.html`;
const packageOf = (format, id) => makePackage(browser, srv, `board=${encodeURIComponent(TWO_AWAY)}`, async (page) => {
  await page.selectOption('#au-task', 'play');
  await page.fill('#au-slack', '0');
  await page.fill('#au-id', id);
  await page.selectOption('#au-format', format);
});

/** The SCORM LMS's page in a context of its own (or `context`), its package's frame watched. */
async function openScorm(lms, query = '', context = null) {
  const ctx = context ?? await browser.newContext();
  const page = await ctx.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${lms.origin}/lms.html${query}`);
  const frame = page.frame({ url: /pkg/ });
  await frame.waitForSelector('#exercise:not([hidden])');
  await watch(frame);
  return { ctx, page, problems };
}

const SCORM = {
  scorm12: { status: 'cmi.core.lesson_status', raw: 'cmi.core.score.raw', set: 'LMSSetValue', commit: 'LMSCommit', end: 'LMSFinish', time: 'cmi.core.session_time' },
  scorm2004: { status: 'cmi.success_status', raw: 'cmi.score.raw', set: 'SetValue', commit: 'Commit', end: 'Terminate', time: 'cmi.session_time' },
};

for (const [format, names] of Object.entries(SCORM)) {
  test(`${format}: away and Back from the back-forward cache, then passed: the LMS has the pass`, async () => {
    const { files } = await packageOf(format, `bfcache-${format}`);
    const lms = await startLms(files, { format });
    const { ctx, page, problems } = await openScorm(lms);
    await awayAndBack(page, away());
    // Hidden into the cache, the session's time and what was pending were committed, and the
    // session stayed open: nothing ended it.
    const calls = await page.evaluate(() => window.calls.map((c) => c[0] + (c[1] ? ` ${c[1]}` : '')));
    const time = calls.indexOf(`${names.set} ${names.time}`);
    assert.ok(time > 0 && calls.slice(time).includes(names.commit), calls.join(', '));
    assert.ok(!calls.includes(names.end), `no ${names.end} while the page may come back: ${calls.join(', ')}`);
    await clickCells(page, PASS);
    await page.waitForFunction((n) => n.split('.').slice(1).reduce((o, k) => o[k], (window.API ?? window.API_1484_11).cmi) === 'passed', names.status);
    assert.equal(await cmi(page, names.raw), '100');
    const said = await until(page, (s) => /^Passed: 100 of 100/.test(s.score), 'passed');
    assert.doesNotMatch(said.delivery, NOT_TAKING);
    assert.deepEqual(problems, []);
    await ctx.close();
    lms.server.close();
  });

  test(`${format}: the LMS ended the session while the page was away: the page says so, and the pass reaches the next session`, async () => {
    const { files } = await packageOf(format, `bfcache-ended-${format}`);
    const lms = await startLms(files, { format });
    const { ctx, page } = await openScorm(lms, '?strict=1&hideEnds=1');
    await awayAndBack(page, away());
    await until(page, (s) => NOT_TAKING.test(s.delivery), 'the notice on coming back');
    await clickCells(page, PASS);
    const said = await until(page, (s) => /^Passed: 100 of 100/.test(s.score), 'passed');
    assert.match(said.delivery, NOT_TAKING);
    assert.notEqual(await cmi(page, names.status), 'passed');
    await page.close();
    // The next session, in the same browser: the kept result goes.
    const next = await openScorm(lms, '', ctx);
    await next.page.waitForFunction((n) => n.split('.').slice(1).reduce((o, k) => o[k], (window.API ?? window.API_1484_11).cmi) === 'passed', names.status);
    await ctx.close();
    lms.server.close();
  });
}

test('cmi5: away and Back from the back-forward cache, then passed: the LRS has the pass; an LMS that ended the session meanwhile is told in words and gets the pass next launch', async () => {
  const ID = 'bfcache-cmi5';
  const { files } = await packageOf('cmi5', ID);
  const ralph = await startRalph();
  const host = await startHost(packagePages(files));
  const lms = await startCmi5Lms(ralph, host.origin, `urn:npuzzle:au:npuzzle-${ID}`);
  const verbs = async (registration, count) => {
    for (let i = 0; i < 100; i += 1) {
      const list = await statements(ralph, registration);
      if (list.length >= count) return list.map((s) => s.verb.id.split('/').pop());
      await new Promise((r) => setTimeout(r, 100));
    }
    return (await statements(ralph, registration)).map((s) => s.verb.id.split('/').pop());
  };
  try {
    // The session goes on after the restore: the same token, the same session id.
    let registration = crypto.randomUUID();
    let ctx = await browser.newContext();
    let page = await ctx.newPage();
    let launched = await lms.launch(page, { registration });
    await watch(launched.frame);
    assert.deepEqual(await verbs(registration, 1), ['initialized']);
    await awayAndBack(page, away());
    assert.deepEqual(await verbs(registration, 1), ['initialized'], 'not terminated while the page may come back');
    await clickCells(page, PASS);
    assert.deepEqual(await verbs(registration, 3), ['initialized', 'passed', 'completed']);
    const [, passed] = await statements(ralph, registration);
    assert.equal(passed.context.extensions['https://w3id.org/xapi/cmi5/context/extensions/sessionid'], launched.session);
    assert.doesNotMatch((await probe(page)).delivery, NOT_TAKING);
    // Closed now (not into the cache): the session ends.
    await page.close({ runBeforeUnload: true });
    assert.deepEqual(await verbs(registration, 4), ['initialized', 'passed', 'completed', 'terminated']);
    await ctx.close();

    // The LMS ended the session while the page was away (its token is refused): the page says
    // the course is not taking results, and the next launch sends the pass.
    registration = crypto.randomUUID();
    ctx = await browser.newContext();
    page = await ctx.newPage();
    launched = await lms.launch(page, { registration });
    await watch(launched.frame);
    await awayAndBack(page, away());
    lms.end(launched.session);
    await clickCells(page, PASS);
    // The refusal may come before the pass is drawn (an earlier statement refused first): both
    // are waited for.
    await until(page, (s) => NOT_TAKING.test(s.delivery) && /^Passed: 100 of 100/.test(s.score),
      'the pass, and the notice once the LMS refuses');
    assert.deepEqual(await verbs(registration, 1), ['initialized']);
    await page.close();
    page = await ctx.newPage();
    await lms.launch(page, { registration });
    assert.deepEqual(await verbs(registration, 4), ['initialized', 'initialized', 'passed', 'completed']);
    await ctx.close();
  } finally {
    lms.server.close();
    host.server.close();
    ralph.stop();
  }
});
