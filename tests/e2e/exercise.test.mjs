// Graded exercises: a play task in the page (events, score, a reload that keeps it), bad
// settings, a predict task in a course page on another origin (messages, H5P's resizer), and the
// Exercise panel's SCORM package in a real SCORM 1.2 runtime (npm scorm-again): played well and
// badly, predicted, and resumed in a new LMS session on a fresh browser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import AxeBuilder from '@axe-core/playwright';
import { startServer, startHost, launch, openPage, shots } from './harness.mjs';
import { clickCells, makePackage as pack, startLms, cmi } from './lms.mjs';

let srv, browser;
const makePackage = (query, fill) => pack(browser, srv, query, fill);
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

const TWO_AWAY = '1 2 3/4 _ 6/7 5 8';

/** Records the component's exercise events on the page (window.__events). */
const recordEvents = (page) => page.evaluate(() => {
  window.__events = [];
  for (const name of ['npuzzle-score', 'npuzzle-completed', 'npuzzle-attempt']) {
    document.addEventListener(name, (e) => window.__events.push({ name, detail: e.detail }));
  }
});

test('a play exercise in the page: the task, its events and score, kept over a reload', async () => {
  const q = new URLSearchParams({ exercise: 'play', board: TWO_AWAY, slack: '0', 'exercise-id': 'e2e-play' });
  const page = await openPage(browser, `${srv.url}?${q}`);
  await recordEvents(page);
  assert.ok(await page.isVisible('#exercise'));
  assert.ok(await page.isHidden('#solve-panel'), 'Solve is not offered in an exercise');
  assert.match(await page.textContent('#ex-task'), /at most 0 moves more than the shortest/);
  await clickCells(page, [[2, 1], [2, 2]]);
  await page.waitForSelector('#ex-score', { state: 'visible' });
  assert.match(await page.textContent('#ex-score'), /^Passed: 100 of 100 \(attempt 1\)\. 2 moves; the shortest solution takes 2\.$/);
  const events = await page.evaluate(() => window.__events);
  const done = events.find((e) => e.name === 'npuzzle-completed').detail;
  assert.equal(done.exercise, 'e2e-play');
  assert.deepEqual(done.score, { raw: 100, min: 0, max: 100, scaled: 1 });
  assert.equal(done.passed, true);
  assert.equal(done.attempt, 1);
  assert.ok(done.durationMs > 0);
  assert.equal(done.statement.verb.id, 'http://adlnet.gov/expapi/verbs/passed');
  assert.equal(done.statement.object.id, 'urn:npuzzle:exercise:e2e-play');
  assert.equal(done.statement.result.success, true);
  assert.match(done.statement.result.duration, /^PT\d+(\.\d)?S$/);
  assert.ok(events.some((e) => e.name === 'npuzzle-attempt' && e.detail.score?.passed));
  await page.screenshot({ path: path.join(shots, 'exercise-play-passed.png'), fullPage: true });
  // A reload: the attempt is back, finished, and the board does not move.
  await page.reload();
  await page.waitForSelector('#ex-score', { state: 'visible' });
  assert.match(await page.textContent('#ex-note'), /restored/);
  assert.match(await page.textContent('#ex-score'), /^Passed/);
  // Try again: attempt 2, from the start.
  await page.click('#ex-again');
  await page.waitForSelector('#ex-score', { state: 'hidden' });
  assert.match(await page.textContent('#ex-status'), /Attempt 2/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('bad exercise settings are worded on the component, never a broken page', async () => {
  for (const [query, words] of [
    ['exercise=juggle', /the task “juggle” is not one/],
    ['exercise=play&slack=-1', /slack “-1” is not a number of moves from 0 to 1,000/],
    ['exercise=predict&count=1000000000', /count “1000000000” is not a number of questions from 1 to 20/],
    ['exercise=play&size=5x5', /a 5×5 board is too large for an exercise/],
  ]) {
    const page = await openPage(browser, `${srv.url}?${query}`);
    const text = await page.textContent('#ex-task');
    assert.match(text, /^This exercise cannot start: /, query);
    assert.match(text, words, query);
    assert.ok(await page.isHidden('#solve-panel'), query);
    assert.deepEqual(page.problems, [], query);
    await page.context().close();
  }
});

test('a predict exercise on another origin: messages carry the results, H5P\'s resizer sizes the frame', async () => {
  const q = new URLSearchParams({ exercise: 'predict', board: '8 6 7/2 5 4/3 _ 1', algo: 'astar', count: '2' });
  // A course page: it keeps the messages, and answers H5P's resizer protocol as h5p-resizer.js does.
  const course = `<!doctype html><title>Course</title><h1>Predict A*</h1>
    <iframe id="f" src="${srv.url}?${q}" width="700" height="300" title="N-puzzle"></iframe>
    <script>
      window.messages = [];
      addEventListener('message', (e) => {
        const f = document.getElementById('f');
        if (e.source !== f.contentWindow) return;
        const d = e.data;
        if (d && d.source === 'npuzzle') window.messages.push(d);
        if (!d || d.context !== 'h5p') return;
        const respond = (action) => e.source.postMessage({ context: 'h5p', action }, e.origin);
        if (d.action === 'hello') respond('hello');
        if (d.action === 'prepareResize') { f.style.height = d.clientHeight + 'px'; respond('resizePrepared'); }
        if (d.action === 'resize') { f.style.height = d.scrollHeight + 'px'; window.resized = d.scrollHeight; }
      });
    </script>`;
  const host = await startHost({ '/course.html': course });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${host.origin}/course.html`);
  const frame = page.frame({ url: /puzzle/ });
  await frame.waitForSelector('#ex-frontier button');
  for (let i = 0; i < 2; i += 1) {
    const before = await frame.evaluate(() => document.querySelector('#ex-status').textContent);
    await frame.click('#ex-frontier button >> nth=0');
    await frame.waitForFunction((b) => document.querySelector('#ex-status').textContent !== b, before);
  }
  await page.waitForFunction(() => window.messages.some((m) => m.type === 'npuzzle-completed'));
  const messages = await page.evaluate(() => window.messages);
  const scores = messages.filter((m) => m.type === 'npuzzle-score').map((m) => m.detail);
  assert.equal(scores[0].statement.verb.display['en-US'], 'answered');
  assert.equal(scores[0].passed, null);
  const done = messages.find((m) => m.type === 'npuzzle-completed').detail;
  assert.equal(done.task, 'predict');
  // Every task on one scale: a percentage, whatever the number of questions.
  assert.equal(done.score.max, 100);
  assert.equal(done.score.raw, Math.round(done.score.scaled * 100));
  assert.ok([0, 50, 100].includes(done.score.raw), `${done.score.raw}`);
  assert.equal(done.questions, 2);
  assert.match(done.statement.verb.id, /\/(passed|failed)$/);
  assert.ok(done.exercise.startsWith('ex-'), 'an id made from the settings');
  // H5P's resizer: the frame took the page's height.
  await page.waitForFunction(() => window.resized > 300);
  const height = await page.evaluate(() => document.getElementById('f').getBoundingClientRect().height);
  assert.ok(height > 300, `${height}`);
  await context.close();
  host.server.close();
});

/** Serves an unzipped package at /pkg/ and an LMS page at /lms.html whose window.API is
 * scorm-again's SCORM 1.2 runtime (resuming from `?cmi=` JSON, as an LMS's next session). */
test('the SCORM package: manifest, and a play task graded in a SCORM 1.2 runtime, then resumed', async () => {
  const { files, bytes, ms, name } = await makePackage(`board=${encodeURIComponent(TWO_AWAY)}`, async (page) => {
    await page.selectOption('#au-task', 'play');
    await page.fill('#au-slack', '0');
    await page.fill('#au-id', 'week3-play');
  });
  console.log(`# SCORM package: ${bytes} bytes, made in ${ms} ms`);
  assert.equal(name, 'npuzzle-week3-play.zip');
  const manifest = strFromU8(files['imsmanifest.xml']);
  assert.match(manifest, /<schemaversion>1\.2<\/schemaversion>/);
  assert.match(manifest, /adlcp:scormtype="sco" href="index.html"/);
  const listed = [...manifest.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => m[1]).sort();
  const zipped = Object.keys(files).filter((f) => f !== 'imsmanifest.xml').sort();
  assert.deepEqual(listed, zipped, 'the manifest lists every file of the zip (but itself)');
  for (const f of ['index.html', 'lms-sync.js', 'scorm.js', 'app_bg.wasm', 'worker_bg.wasm', 'lang/de.txt']) assert.ok(files[f], f);
  assert.ok(!Object.keys(files).some((f) => f.startsWith('tables/') || f === 'scorm2004.js'), 'a 3×3 needs no tables; SCORM 1.2 no 2004 adapter');
  assert.match(strFromU8(files['index.html']), /<meta name="npuzzle-exercise" content="board=1%202%203\/4%20_%206\/7%205%208&#38;[^"]*exercise=play&#38;exercise-id=week3-play/);

  const lms = await startLms(files);
  // A student plays it optimally.
  let context = await browser.newContext();
  let page = await context.newPage();
  await page.goto(`${lms.origin}/lms.html`);
  let frame = page.frame({ url: /pkg/ });
  await frame.waitForSelector('#exercise:not([hidden])');
  assert.equal(await cmi(page, 'cmi.core.lesson_status'), 'incomplete');
  await clickCells(frame, [[2, 1], [2, 2]]);
  await page.waitForFunction(() => window.API.cmi.core.lesson_status === 'passed');
  assert.equal(await cmi(page, 'cmi.core.score.raw'), '100');
  assert.equal(await cmi(page, 'cmi.core.score.min'), '0');
  assert.equal(await cmi(page, 'cmi.core.score.max'), '100');
  const suspend = await cmi(page, 'cmi.suspend_data');
  assert.equal(JSON.parse(suspend).score.passed, true);
  // The student leaves: the session's time is written and the runtime finished.
  await frame.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  const calls = await page.evaluate(() => window.calls);
  const time = calls.find((c) => c[0] === 'LMSSetValue' && c[1] === 'cmi.core.session_time');
  assert.match(time?.[2] ?? '', /^\d{4}:\d{2}:\d{2}\.\d{2}$/);
  assert.deepEqual(calls.slice(-2).map((c) => c[0]), ['LMSCommit', 'LMSFinish']);
  assert.ok(calls.some((c) => c[1] === 'cmi.core.exit' && c[2] === 'suspend'), 'resumable');
  await context.close();

  // Another device, a new LMS session from the saved data: the attempt is back, finished.
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(`${lms.origin}/lms.html?cmi=${encodeURIComponent(JSON.stringify({ suspend_data: suspend }))}`);
  frame = page.frame({ url: /pkg/ });
  await frame.waitForSelector('#ex-score:not([hidden])');
  assert.match(await frame.textContent('#ex-note'), /restored/);
  assert.match(await frame.textContent('#ex-score'), /^Passed: 100 of 100/);
  await context.close();

  // Another student plays it badly: four moves where two would do.
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(`${lms.origin}/lms.html`);
  frame = page.frame({ url: /pkg/ });
  await frame.waitForSelector('#exercise:not([hidden])');
  await clickCells(frame, [[0, 1], [1, 1], [2, 1], [2, 2]]);
  await page.waitForFunction(() => window.API.cmi.core.lesson_status === 'failed');
  assert.equal(await cmi(page, 'cmi.core.score.raw'), '50');
  await frame.waitForSelector('#ex-score:not([hidden])');
  await page.screenshot({ path: path.join(shots, 'exercise-scorm-failed.png') });
  await context.close();
  lms.server.close();
});

test('a tampered file list is refused by the panel\'s packager, naming the entry, and nothing is downloaded', async () => {
  const page = await openPage(browser, `${srv.url}?board=${encodeURIComponent(TWO_AWAY)}`, { acceptDownloads: true });
  const downloads = [];
  page.on('download', (d) => downloads.push(d));
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.click('#author > summary');
  await page.waitForFunction(() => document.querySelector('#au-download')?.disabled === false);
  for (const [bad, words] of [
    ['../../etc/passwd', 'names “../../etc/passwd” outside the site (..)'],
    ['/etc/hostname', 'names “/etc/hostname” from the root (/)'],
    ['a\\b', 'names “a\\b” with a backslash'],
    ['C:x', 'names “C:x” with a colon'],
    ['index.html', 'names “index.html” twice'],
  ]) {
    await page.route('**/files.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(['index.html', bad, 'lms-sync.js', 'scorm.js']) }));
    await page.click('#au-download');
    await page.waitForFunction((w) => document.querySelector('#au-package').textContent.includes(w), words);
    assert.match(await page.textContent('#au-package'), /^The package could not be made: files\.json names/, bad);
    await page.unroute('**/files.json');
  }
  assert.deepEqual(downloads, [], 'nothing downloaded');
  assert.ok(!fetched.some((p) => /etc\/(passwd|hostname)|\/a%5Cb|C:x/i.test(p)), `nothing outside the site fetched: ${fetched}`);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the SCORM package: a predict task with right and wrong picks', async () => {
  const { files } = await makePackage(`board=${encodeURIComponent('8 6 7/2 5 4/3 _ 1')}&algo=astar`, async (page) => {
    await page.selectOption('#au-task', 'predict');
    await page.fill('#au-count', '4');
    await page.fill('#au-pass', '50%');
  });
  const lms = await startLms(files);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${lms.origin}/lms.html`);
  const frame = page.frame({ url: /pkg/ });
  let right = 0;
  for (let i = 0; i < 4; i += 1) {
    await frame.waitForSelector('#ex-frontier button');
    // The lowest f (column 5: #, node, g, h, f; A*'s choice, ties aside) on even questions, the highest on odd ones.
    const rows = await frame.$$eval('#ex-frontier tr', (trs) => trs.map((tr) => ({
      node: tr.querySelector('button').dataset.node, f: Number(tr.children[4].textContent) })));
    rows.sort((a, b) => a.f - b.f);
    const pick = i % 2 === 0 ? rows[0] : rows[rows.length - 1];
    await frame.click(`#ex-frontier button[data-node="${pick.node}"]`);
    await frame.waitForSelector('#ex-feedback p');
    if (!(await frame.getAttribute('#ex-feedback p', 'class')).includes('error')) right += 1;
  }
  assert.ok(right > 0 && right < 4, `both right and wrong picks (${right} right)`);
  await page.waitForFunction(() => ['passed', 'failed'].includes(window.API.cmi.core.lesson_status));
  // Out of 100, as every task reports (Moodle grades raw against the activity's maximum).
  assert.equal(await cmi(page, 'cmi.core.score.raw'), String(right * 25));
  assert.equal(await cmi(page, 'cmi.core.score.max'), '100');
  // No score was written before the attempt ended: a score so far is not a grade.
  const early = await page.evaluate(() => window.calls.filter((c) => c[0] === 'LMSSetValue' && c[1] === 'cmi.core.score.raw').map((c) => c[2]));
  assert.deepEqual(early, [String(right * 25)]);
  assert.equal(await cmi(page, 'cmi.core.lesson_status'), right >= 2 ? 'passed' : 'failed');
  await context.close();
  lms.server.close();
});

async function audit(page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

test('the exercise panels pass axe on desktop and phone, in English, German and Spanish', async () => {
  const board = encodeURIComponent('8 6 7/2 5 4/3 _ 1');
  for (const [viewport, tag] of [[{ width: 1280, height: 800 }, 'desktop'], [{ width: 360, height: 640 }, 'phone']]) {
    const options = { viewport, isMobile: tag === 'phone', hasTouch: tag === 'phone' };
    // The student's three tasks, each with an answer given.
    for (const lang of ['en', 'de', 'es']) {
      const page = await openPage(browser, `${srv.url}?exercise=children&board=${board}&count=2&lang=${lang}`, options);
      await page.waitForSelector('#ex-children:not([hidden]) input');
      await page.fill('#ex-children input >> nth=0', '1');
      await page.click('#ex-children button[type=submit]');
      await page.waitForSelector('#ex-feedback li');
      assert.deepEqual(await audit(page), [], `children ${lang} ${tag}`);
      if (lang === 'en') await page.screenshot({ path: path.join(shots, `exercise-children-${tag}.png`), fullPage: true });
      await page.context().close();
    }
    let page = await openPage(browser, `${srv.url}?exercise=predict&board=${board}&count=2`, options);
    await page.waitForSelector('#ex-frontier button');
    await page.click('#ex-frontier button >> nth=0');
    await page.waitForSelector('#ex-feedback p');
    assert.deepEqual(await audit(page), [], `predict ${tag}`);
    await page.screenshot({ path: path.join(shots, `exercise-predict-${tag}.png`), fullPage: true });
    await page.context().close();
    page = await openPage(browser, `${srv.url}?exercise=play&board=${board}&hints=2`, options);
    await page.click('#ex-hint');
    await page.waitForSelector('#ex-hint-text:not([hidden])');
    assert.deepEqual(await audit(page), [], `play ${tag}`);
    await page.screenshot({ path: path.join(shots, `exercise-play-${tag}.png`), fullPage: true });
    await page.context().close();
    // The teacher's panel, open, with a setting it refuses and then a good one.
    page = await openPage(browser, `${srv.url}?board=${board}`, options);
    if (tag === 'phone') await page.click('#tab-share');
    await page.click('#author > summary');
    await page.selectOption('#au-task', 'predict');
    await page.fill('#au-count', '0');
    assert.match(await page.textContent('#au-check'), /^Not ready: Questions: count “0” is not a number of questions from 1 to 20$/);
    assert.ok(await page.isDisabled('#au-download'));
    assert.deepEqual(await audit(page), [], `author refused ${tag}`);
    await page.fill('#au-count', '5');
    await page.selectOption('#au-task', 'play');
    await page.waitForFunction(() => document.querySelector('#au-download')?.disabled === false);
    assert.deepEqual(await audit(page), [], `author ${tag}`);
    await page.screenshot({ path: path.join(shots, `exercise-author-${tag}.png`), fullPage: true });
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
});
