// Each answer reported where each LMS keeps it: SCORM 1.2's and 2004's cmi.interactions in
// scorm-again (the exact values each question writes), never written twice, not even by a
// session in another browser that restores the finished attempt; a 400-move play whose record
// still fits SCORM 1.2's 4,096 characters with its interaction written; an LMS that refuses
// interactions still gets the grade; and every kind of question in SCORM 1.2, 2004 and cmi5
// (its `answered` statement in Ralph, a real LRS) as the page's own record of it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { startServer, startHost, launch, predict } from './harness.mjs';
import { clickCells, makePackage, startLms, cmi, packagePages } from './lms.mjs';
import { startRalph, startCmi5Lms, statements } from './lrs.mjs';

const HARD = '8 6 7/2 5 4/3 _ 1';
const TWO_AWAY = '1 2 3/4 _ 6/7 5 8';

let srv, browser;
before(async () => { srv = await startServer(); browser = await launch(); });
after(async () => { await browser?.close(); srv?.server.close(); });

const pkg = (board, format, id, fill) => makePackage(browser, srv, `board=${encodeURIComponent(board)}&algo=astar`, async (page) => {
  await fill(page);
  await page.fill('#au-id', id);
  await page.selectOption('#au-format', format);
});

/** The LMS's page with the package framed, in a context of its own. */
async function open(lms, query = '') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${lms.origin}/lms.html${query}`);
  const frame = page.frame({ url: /pkg/ });
  await frame.waitForSelector('#exercise:not([hidden])');
  return { context, page, frame, problems };
}

/** The interactions the runtime holds, as plain data (scorm-again's JSON of them). */
const interactions = (page) => page.evaluate(() => {
  const api = window.API ?? window.API_1484_11;
  const json = JSON.parse(JSON.stringify(api.cmi.interactions));
  return Object.keys(json).filter((k) => /^\d+$/.test(k)).sort((a, b) => a - b).map((k) => json[k]);
});
/** The SetValue calls that wrote an interaction. */
const interactionWrites = (page) => page.evaluate(() => window.calls.filter((c) => /SetValue$/.test(c[0]) && /^cmi\.interactions\.\d/.test(c[1])));

test('SCORM 1.2: each predict question is an interaction with what was picked, what was next, the verdict and the time taken; another browser restoring the attempt writes none again', async () => {
  const { files } = await pkg(HARD, 'scorm12', 'week5-predict', async (page) => {
    await page.selectOption('#au-task', 'predict');
    await page.fill('#au-count', '3');
  });
  const lms = await startLms(files);
  const s = await open(lms);
  const picks = await predict(s.frame, 3);
  assert.ok(picks.some((p) => p.right) && picks.some((p) => !p.right), JSON.stringify(picks));
  await s.page.waitForFunction(() => ['passed', 'failed'].includes(window.API.cmi.core.lesson_status));
  await s.page.waitForFunction(() => window.API.cmi.interactions.childArray.length === 3);
  const got = await interactions(s.page);
  got.forEach((it, k) => {
    const p = picks[k];
    assert.equal(it.id, `urn:npuzzle:exercise:week5-predict:q${k + 1}`);
    assert.equal(it.type, 'fill-in', 'a node number is no single-character choice');
    assert.equal(it.student_response, p.node);
    assert.equal(it.correct_responses[0].pattern, p.next);
    assert.equal(it.result, p.right ? 'correct' : 'wrong');
    assert.match(it.latency, /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/);
    assert.match(it.time, /^\d{2}:\d{2}:\d{2}$/);
  });
  // Each written once, the id first.
  const writes = await interactionWrites(s.page);
  assert.equal(writes.filter((c) => /\.id$/.test(c[1])).length, 3);
  assert.equal(writes[0][1], 'cmi.interactions.0.id');
  const suspend = await cmi(s.page, 'cmi.suspend_data');
  assert.equal(JSON.parse(suspend).times.length, 3, 'the record keeps each answer\'s time');
  const kept = { suspend_data: suspend, core: { lesson_status: await cmi(s.page, 'cmi.core.lesson_status') } };
  await s.context.close();
  assert.deepEqual(s.problems, []);

  // Another browser, a new session from what the LMS kept: the finished attempt comes back and
  // its end is said again, but its answers are in the record the LMS holds: none is written.
  const again = await open(lms, `?cmi=${encodeURIComponent(JSON.stringify(kept))}`);
  await again.frame.waitForSelector('#ex-score:not([hidden])');
  assert.match(await again.frame.textContent('#ex-note'), /restored/);
  await again.frame.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  assert.deepEqual(await interactionWrites(again.page), []);
  await again.context.close();
  // The control: the same record without its answers' times vouches for none, and the restored
  // page reports them (as answered now).
  const bare = JSON.parse(suspend);
  delete bare.times;
  const control = await open(lms, `?cmi=${encodeURIComponent(JSON.stringify({ ...kept, suspend_data: JSON.stringify(bare) }))}`);
  await control.frame.waitForSelector('#ex-score:not([hidden])');
  await control.page.waitForFunction(() => window.calls.filter((c) => c[1] && /^cmi\.interactions\.\d+\.id$/.test(c[1])).length === 3);
  await control.context.close();
  lms.server.close();
});

test('SCORM 2004: a children question is an interaction with every value typed against the true ones, timestamped, described; a session restoring it writes none again', async () => {
  const { files } = await pkg(HARD, 'scorm2004', 'week5-children', async (page) => {
    await page.selectOption('#au-task', 'children');
    await page.fill('#au-count', '1');
  });
  const lms = await startLms(files, { format: 'scorm2004' });
  const s = await open(lms);
  await s.frame.waitForSelector('#ex-children:not([hidden]) input');
  const inputs = await s.frame.$$('#ex-children input');
  // g, h and f typed as 1 for every child, and the last child's f left blank.
  for (const [i, input] of inputs.entries()) if (i < inputs.length - 1) await input.fill('1');
  const started = Date.now();
  await s.frame.click('#ex-children button[type=submit]');
  await s.page.waitForFunction(() => window.API_1484_11.cmi.success_status === 'failed');
  await s.page.waitForFunction(() => window.API_1484_11.cmi.interactions.childArray.length === 1);
  const [it] = await interactions(s.page);
  const children = inputs.length / 3;
  assert.equal(it.id, 'urn:npuzzle:exercise:week5-children:q1');
  assert.equal(it.type, 'fill-in');
  assert.equal(it.learner_response, [...Array(children - 1).fill('1/1/1'), '1/1/_'].join(';'));
  // The true values: g is 1 for every child of the start; f = g + h.
  const truth = it.correct_responses[0].pattern.split(';').map((c) => c.split('/').map(Number));
  assert.equal(truth.length, children);
  for (const [g, h, f] of truth) assert.ok(g === 1 && f === g + h, it.correct_responses[0].pattern);
  assert.equal(it.result, 'incorrect');
  assert.match(it.latency, /^PT(\d+H)?(\d+M)?[\d.]+S$/);
  const stamp = Date.parse(it.timestamp);
  assert.match(it.timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,2})?Z$/);
  assert.ok(Math.abs(stamp - started) < 5000, `${it.timestamp}`);
  assert.match(it.description, /^N-puzzle exercise: .+ #1$/);
  const kept = JSON.parse(await s.page.evaluate(() => JSON.stringify(window.API_1484_11.cmi)));
  await s.context.close();
  assert.deepEqual(s.problems, []);

  // A new session holding the interactions and the record: none written again.
  const resumed = { suspend_data: kept.suspend_data, interactions: kept.interactions, completion_status: 'completed', success_status: 'failed' };
  const again = await open(lms, `?cmi=${encodeURIComponent(JSON.stringify(resumed))}`);
  await again.frame.waitForSelector('#ex-score:not([hidden])');
  await again.frame.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  assert.deepEqual(await interactionWrites(again.page), []);
  await again.context.close();
  lms.server.close();
});

test('SCORM 1.2: a 400-move play keeps its record within 4,096 characters, with its interaction: moves, the shortest, the verdict', async () => {
  const { files } = await pkg(TWO_AWAY, 'scorm12', 'long-play', async (page) => {
    await page.selectOption('#au-task', 'play');
    await page.fill('#au-slack', '0');
  });
  const lms = await startLms(files);
  const s = await open(lms);
  await s.frame.locator('canvas').first().focus();
  for (let i = 0; i < 398; i += 1) await s.page.keyboard.press(i % 2 === 0 ? 'ArrowUp' : 'ArrowDown');
  await clickCells(s.frame, [[2, 1], [2, 2]]);
  await s.page.waitForFunction(() => window.API.cmi.core.lesson_status === 'failed');
  await s.page.waitForFunction(() => window.API.cmi.interactions.childArray.length === 1);
  const [it] = await interactions(s.page);
  assert.deepEqual(
    { id: it.id, type: it.type, response: it.student_response, pattern: it.correct_responses[0].pattern, result: it.result },
    { id: 'urn:npuzzle:exercise:long-play:play', type: 'numeric', response: '400', pattern: '2', result: 'wrong' });
  const suspend = await cmi(s.page, 'cmi.suspend_data');
  assert.equal(JSON.parse(suspend).moves, 400);
  assert.ok(suspend.length <= 4096, `${suspend.length} characters`);
  console.log(`# a 400-move play's record: ${suspend.length} characters of 4,096`);
  await s.context.close();
  assert.deepEqual(s.problems, []);
  lms.server.close();
});

test('an LMS that refuses every interaction (its own rules): the grade and the record still arrive, and nothing is tried again', async () => {
  const { files } = await pkg(TWO_AWAY, 'scorm12', 'strict-lms', async (page) => {
    await page.selectOption('#au-task', 'play');
    await page.fill('#au-slack', '0');
  });
  const lms = await startLms(files);
  const s = await open(lms);
  // The runtime refuses interactions as a strict LMS refuses a value it reads as badly typed.
  await s.page.evaluate(() => {
    const api = window.API;
    const set = api.LMSSetValue;
    const error = api.LMSGetLastError;
    let last = null;
    api.LMSSetValue = (name, value) => {
      if (/^cmi\.interactions\./.test(name)) { window.calls.push(['refused', name]); last = '405'; return 'false'; }
      last = null;
      return set(name, value);
    };
    api.LMSGetLastError = () => last ?? error();
  });
  await clickCells(s.frame, [[2, 1], [2, 2]]);
  await s.page.waitForFunction(() => window.API.cmi.core.lesson_status === 'passed');
  await s.page.waitForFunction(() => JSON.parse(window.API.cmi.suspend_data || '{}').score);
  await s.frame.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  const refused = await s.page.evaluate(() => window.calls.filter((c) => c[0] === 'refused'));
  assert.deepEqual(refused, [['refused', 'cmi.interactions.0.id']], 'refused once, then given up');
  assert.equal(await s.frame.getAttribute('html', 'data-npuzzle-lms'), null, 'the student is not told of a trouble');
  await s.context.close();
  lms.server.close();
});

// Each kind of question, in each SCORM version: the interaction is the page's own record of the
// answer (its `npuzzle-score` detail), written as that version's data model says.
const KINDS = {
  predict: { board: HARD, fill: (p) => p.fill('#au-count', '1'), answer: (f) => f.click('#ex-frontier button >> nth=0') },
  children: {
    board: HARD,
    fill: (p) => p.fill('#au-count', '1'),
    answer: async (f) => {
      await f.waitForSelector('#ex-children:not([hidden]) input');
      for (const input of await f.$$('#ex-children input')) await input.fill('1');
      await f.click('#ex-children button[type=submit]');
    },
  },
  play: { board: TWO_AWAY, fill: (p) => p.fill('#au-slack', '0'), answer: (f) => clickCells(f, [[2, 1], [2, 2]]) },
  heuristic: {
    board: TWO_AWAY,
    fill: () => {},
    answer: async (f) => {
      await f.waitForSelector('#ex-heuristic:not([hidden])');
      await f.fill('#ex-formula', 'manhattan * 2');
      await f.click('#ex-submit-h');
    },
  },
};
const TYPE_12 = { predict: 'fill-in', children: 'fill-in', play: 'numeric', heuristic: 'fill-in' };
const TYPE_2004 = { predict: 'choice', children: 'fill-in', play: 'numeric', heuristic: 'long-fill-in' };

test('every kind of question in SCORM 1.2 and 2004: the interaction written is the page\'s record of the answer', async () => {
  for (const [kind, k] of Object.entries(KINDS)) {
    for (const format of ['scorm12', 'scorm2004']) {
      const { files } = await pkg(k.board, format, `each-${kind}`, async (page) => {
        await page.selectOption('#au-task', kind);
        await k.fill(page);
      });
      const lms = await startLms(files, { format });
      const s = await open(lms);
      await s.frame.evaluate(() => {
        window.heard = [];
        document.addEventListener('npuzzle-score', (e) => window.heard.push(JSON.parse(JSON.stringify(e.detail.answers))));
      });
      await k.answer(s.frame);
      const api = format === 'scorm12' ? 'API' : 'API_1484_11';
      await s.page.waitForFunction((a) => window[a].cmi.interactions.childArray.length === 1, api);
      const [record] = (await s.frame.evaluate(() => window.heard)).pop();
      const [it] = await interactions(s.page);
      const where = `${kind} in ${format}`;
      assert.equal(it.id, `urn:npuzzle:exercise:each-${kind}:${record.question}`, where);
      assert.equal(record.task, kind, where);
      if (format === 'scorm12') {
        assert.equal(it.type, TYPE_12[kind], where);
        assert.equal(it.student_response, record.response.slice(0, 255), where);
        assert.equal(it.result, record.correct ? 'correct' : 'wrong', where);
      } else {
        assert.equal(it.type, TYPE_2004[kind], where);
        assert.equal(it.learner_response, record.response, where);
        assert.equal(it.result, record.correct ? 'correct' : 'incorrect', where);
        assert.equal(Date.parse(it.timestamp), Math.floor(record.at / 10) * 10, where);
      }
      const pattern = it.correct_responses?.[0]?.pattern ?? '';
      assert.equal(pattern, record.expected, where);
      if (kind === 'heuristic') assert.equal(record.verdict, 'not-admissible', where);
      await s.context.close();
      assert.deepEqual(s.problems, [], where);
      lms.server.close();
    }
  }
});

test('every kind of question in cmi5: an `answered` statement in Ralph that is the page\'s record of the answer', async () => {
  const ralph = await startRalph();
  try {
    for (const [kind, k] of Object.entries(KINDS)) {
      const id = `cmi5-${kind}`;
      const au = `urn:npuzzle:au:npuzzle-${id}`;
      const { files } = await pkg(k.board, 'cmi5', id, async (page) => {
        await page.selectOption('#au-task', kind);
        await k.fill(page);
      });
      const host = await startHost(packagePages(files));
      const lms = await startCmi5Lms(ralph, host.origin, au);
      const context = await browser.newContext();
      const page = await context.newPage();
      const registration = crypto.randomUUID();
      const { frame } = await lms.launch(page, { registration });
      await frame.waitForSelector('#exercise:not([hidden])');
      await frame.evaluate(() => {
        window.heard = [];
        document.addEventListener('npuzzle-score', (e) => window.heard.push(JSON.parse(JSON.stringify(e.detail.answers))));
      });
      await k.answer(frame);
      let got = [];
      for (let i = 0; i < 150 && !got.length; i += 1) {
        got = (await statements(ralph, registration, { answered: true })).filter((st) => st.verb.id.endsWith('/answered'));
        if (!got.length) await new Promise((r) => setTimeout(r, 100));
      }
      const [record] = (await frame.evaluate(() => window.heard)).pop();
      const [st] = got;
      const where = `${kind} in cmi5`;
      assert.equal(got.length, 1, where);
      assert.equal(st.object.id, `urn:npuzzle:exercise:${id}:${record.question}`, where);
      assert.equal(st.object.definition.interactionType, TYPE_2004[kind], where);
      assert.deepEqual(st.object.definition.correctResponsesPattern ?? [], record.expected === '' ? [] : [record.expected], where);
      assert.equal(st.result.response, record.response, where);
      assert.equal(st.result.success, record.correct, where);
      assert.ok(Math.abs(Date.parse(st.timestamp) - record.at) < 1, `${where}: ${st.timestamp} ${record.at}`);
      if (kind === 'heuristic') {
        assert.equal(st.result.extensions['urn:npuzzle:extension:verdict'], 'not-admissible', where);
        assert.match(st.result.extensions['urn:npuzzle:extension:board'], /^(\d+ ){8}\d+$/, where);
      }
      if (kind === 'children') assert.equal(st.result.extensions['urn:npuzzle:extension:node'], record.node, where);
      await context.close();
      host.server.close();
      lms.server.close();
    }
  } finally {
    ralph.stop();
  }
});
