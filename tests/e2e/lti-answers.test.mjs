// Every kind of question (predict, children, play, heuristic) reaches the class server with the
// record the page makes of it, as SCORM and cmi5 get it (answers.test.mjs): a teacher adds the
// exercise in the test LMS's Deep Linking dialog, students answer it in Chromium in the real UI
// (one wrong, then right after a retry; another wrong in another way), and the server, which
// replays each attempt and never reads the browser's answers, holds the same question, task,
// response, expected answer and verdict in the teacher's CSV and class view. A student's session
// opens neither. On SQLite.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './harness.mjs';
import { startPlatform, registerTool, addExercise, launchLink } from './lti-platform.mjs';
import { startClassServer } from './class-server.mjs';

const HARD = '8 6 7/2 5 4/3 _ 1';
const TWO_AWAY = '1 2 3/4 _ 6/7 5 8';
/** A heuristic as a spreadsheet would run it (a leading `-`), with a comma and a `<`. */
const OTHER = '-1 + max(manhattan, if hamming < 9 then hamming else 0)';

let platform, tool, browser, context;
before(async () => {
  [platform, tool, browser] = await Promise.all([startPlatform(), startClassServer(), launch()]);
  context = await browser.newContext();
  await registerTool(platform, context, tool.registration);
});
after(async () => {
  await browser?.close();
  await tool?.stop();
  await platform?.stop();
});

/** Waits until the page has reported `n` answers in all (its `npuzzle-score` events). */
const answered = (frame, n) => frame.waitForFunction((k) => window.seen.scores >= k, n, { timeout: 30000 });

/** The arrow keys pressed on the board. */
async function press(frame, keys) {
  await frame.locator('canvas').first().focus();
  for (const key of keys) await frame.page().keyboard.press(key);
}

// Each kind: the builder's fields, what shows the exercise is ready for an answer, and ways of
// answering it in the page: `wrong` and `other` (wrong differently), and `right`, from the
// record of an attempt before (the questions are the same each attempt: the teacher's board).
// Ann answers `wrong` then `right`; Bob `other` (or the kind's `bob`).
const KINDS = {
  predict: {
    fields: { task: 'predict', board: HARD, count: '3' },
    ready: '#ex-frontier button',
    /** Each question: the node of lowest f on even questions, of highest f on odd ones
     * (`other`: highest always); `right`: the nodes expanded next. */
    answer: async (frame, how, before) => {
      for (let k = 0; k < 3; k += 1) {
        await frame.waitForSelector('#ex-frontier button');
        const rows = await frame.$$eval('#ex-frontier tr', (trs) => trs.map((tr) => ({
          node: tr.querySelector('button').dataset.node, f: Number(tr.children[4].textContent) })));
        rows.sort((a, b) => a.f - b.f);
        const node = how === 'right' ? before[k].expected
          : (how === 'wrong' && k % 2 === 0 ? rows[0] : rows[rows.length - 1]).node;
        const heard = await frame.evaluate(() => window.seen.scores);
        await frame.click(`#ex-frontier button[data-node="${node}"]`);
        await answered(frame, heard + 1);
      }
    },
  },
  children: {
    fields: { task: 'children', board: HARD, count: '2' },
    ready: '#ex-children:not([hidden]) input',
    /** Each question's g, h and f: 1 for all but the last, left blank (`other`: 0 for all);
     * `right`: the true values. */
    answer: async (frame, how, before) => {
      for (let k = 0; k < 2; k += 1) {
        await frame.waitForSelector('#ex-children:not([hidden]) input');
        const inputs = await frame.$$('#ex-children input');
        const truth = how === 'right' ? before[k].expected.split(/[;/]/) : [];
        assert.equal(truth.length || inputs.length, inputs.length, 'a value typed in each field');
        for (const [i, input] of inputs.entries()) {
          const value = how === 'right' ? truth[i] : how === 'other' ? '0' : i < inputs.length - 1 ? '1' : '';
          await input.fill(value);
        }
        const heard = await frame.evaluate(() => window.seen.scores);
        await frame.click('#ex-children button[type=submit]');
        await answered(frame, heard + 1);
      }
    },
  },
  play: {
    fields: { task: 'play', board: TWO_AWAY, slack: '0' },
    ready: '#board',
    /** Two moves are the shortest: four (4 right and back first) and six fail. */
    answer: (frame, how) => press(frame, {
      right: ['ArrowUp', 'ArrowLeft'],
      wrong: ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowLeft'],
      other: ['ArrowRight', 'ArrowLeft', 'ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowLeft'],
    }[how]),
  },
  heuristic: {
    fields: { task: 'heuristic', board: TWO_AWAY },
    bob: ['nan', 'other'],
    ready: '#ex-heuristic:not([hidden])',
    /** An overestimate; linear conflict (passes); one not a number at the goal (0 / 0); and
     * one whose text a spreadsheet would run (a leading `-`), with a comma and a `<` in it. */
    answer: async (frame, how) => {
      await frame.fill('#ex-formula', { wrong: 'manhattan * 2', right: 'manhattan + 2*conflicts', nan: 'manhattan / hamming', other: OTHER }[how]);
      await frame.click('#ex-submit-h');
    },
  },
};

/** A student's attempts at `link`, answered in the page one after the other (`Again` between
 * them): the page's record of each attempt's answers (its `npuzzle-completed` report), and the
 * student's session. */
async function attempts(link, user, kind, ways) {
  const k = KINDS[kind];
  const { page, frame, problems } = await launchLink(platform, context, { user, link, log: tool.log });
  // What the page warned of (a record the server refused, say), for a failure's message.
  const warned = [];
  page.on('console', (m) => { if (m.type() === 'warning') warned.push(m.text()); });
  await frame.evaluate(() => {
    window.seen = { scores: 0, reports: [] };
    document.addEventListener('npuzzle-score', () => { window.seen.scores += 1; });
    document.addEventListener('npuzzle-completed', (e) => window.seen.reports.push(JSON.parse(JSON.stringify(e.detail))));
  });
  const records = [];
  for (const [i, how] of ways.entries()) {
    if (i > 0) await frame.click('#ex-again');
    await frame.waitForSelector(k.ready);
    await k.answer(frame, how, records.at(-1)?.answers);
    await frame.waitForFunction((n) => window.seen.reports.length > n, i, { timeout: 60000 });
    const report = (await frame.evaluate(() => window.seen.reports)).at(-1);
    assert.equal(report.attempt, i + 1, `${user}: ${how}`);
    records.push({ user, attempt: report.attempt, answers: report.answers });
  }
  const session = await frame.evaluate(() => sessionStorage.getItem(`npuzzle-lti:${location.pathname}`));
  // The page sends one record at a time, each once the last was taken (a heuristic's grading
  // takes seconds): the tab stays open until the server holds the last attempt's end.
  let held;
  for (let i = 0; i < 600; i += 1) {
    held = JSON.parse((await (await fetch(`${tool.url}/lti/attempt`, { headers: { authorization: `Bearer ${session}` } })).json()).record ?? '{}');
    if (held.attempt === ways.length && held.score) break;
    await page.waitForTimeout(100);
  }
  assert.ok(held.attempt === ways.length && held.score,
    `${user}: the server holds ${JSON.stringify(held)}; the page warned ${JSON.stringify(warned)}; the server's log ends:\n${tool.log().slice(-2000)}`);
  await page.close();
  assert.deepEqual(problems, [], user);
  return { records, session };
}

/** RFC 4180: the CSV's rows, each a list of cells. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i += 1; } else if (c === '"') quoted = false; else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(cell); cell = ''; } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell); rows.push(row); row = []; cell = ''; i += 1;
    } else cell += c;
  }
  if (cell || row.length) { row.push(cell); rows.push(row); }
  return rows;
}

/** A cell as the student wrote it: the CSV keeps one a spreadsheet would run as a formula as
 * text, with a leading `'` (`=`, `+`, `-`, `@` first). */
const unguard = (cell) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** The CSV of `link`'s answers, for the session `session`. */
const csvOf = (session) => fetch(`${tool.url}/lti/class.csv`, {
  method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ session }),
});

const CSV_HEADER = 'student,name,attempt,question,task,response,expected,correct,seconds,answered_at_utc';

for (const kind of Object.keys(KINDS)) {
  test(`${kind}: the teacher's CSV and class view hold each answer as the page recorded it`, async () => {
    const link = await addExercise(platform, context, { title: `Answers: ${kind}`, ...KINDS[kind].fields }, { log: tool.log });
    const ann = await attempts(link, `${kind}-ann`, kind, ['wrong', 'right']);
    const bob = await attempts(link, `${kind}-bob`, kind, KINDS[kind].bob ?? ['other']);
    const records = [...ann.records, ...bob.records];
    const answers = records.flatMap(({ user, attempt, answers: given }) => given.map((a) => ({ user, attempt, ...a })));
    assert.ok(answers.some((a) => a.correct) && answers.some((a) => !a.correct), JSON.stringify(answers));
    for (const a of answers) assert.equal(a.task, kind);

    // The teacher's launch: the class view, and its session for the CSV.
    const teacher = await launchLink(platform, context, {
      user: 'teacher-1', role: 'instructor', link, log: tool.log, ready: (f) => f.$('[data-launched="instructor"]'),
    });
    const session = await teacher.frame.getAttribute('form[data-refresh] input[name=session]', 'value');

    // Each answer's line, as the page recorded it: the server replays each record on its own
    // time (a heuristic's race takes seconds), so it is asked again until it has them all.
    // Lines by student and attempt (the CSV's order is by name, which the LMS chooses), each
    // attempt's answers in order.
    const byAttempt = (rows) => rows.map((r, i) => [r, i]).sort(([a, i], [b, j]) => a[0].localeCompare(b[0]) || a[1] - b[1] || i - j).map(([r]) => r);
    const want = byAttempt(answers.map((a) => [a.user, a.attempt, a.question, a.task, a.response, a.expected, String(a.correct), a.at, a.latencyMs]));
    let lines = [];
    let text = '';
    for (let i = 0; i < 300; i += 1) {
      const r = await csvOf(session);
      assert.equal(r.status, 200);
      text = await r.text();
      lines = parseCsv(text);
      if (lines.length - 1 >= answers.length) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.equal(lines[0].join(','), CSV_HEADER);
    for (const r of lines.slice(1)) assert.equal(r.length, 10, `a line of ten cells: ${JSON.stringify(r)}`);
    const rows = byAttempt(lines.slice(1).map((r) => [r[0], Number(r[2]), ...r.slice(3)]));
    assert.deepEqual(rows.map((r) => [r[0], r[1], r[2], r[3], unguard(r[4]), r[5], r[6]]), want.map((w) => w.slice(0, 7)), `${text}\n${tool.log().slice(-3000)}`);
    // When each was answered, and how long it took: the page's clock, as the page recorded it.
    rows.forEach((r, i) => {
      const [at, latencyMs] = want[i].slice(7);
      assert.equal(r[8], new Date(at).toISOString(), text);
      assert.ok(Math.abs(Number(r[7]) - latencyMs / 1000) <= 0.05, `${r[7]} s against ${latencyMs} ms`);
    });
    if (kind === 'heuristic') {
      const guarded = rows.find((r) => unguard(r[4]) === OTHER);
      assert.equal(guarded[4], `'${OTHER}`, 'kept as text');
      assert.ok(text.includes(`,"'${OTHER}",`), `quoted for its comma: ${text}`);
      assert.deepEqual(answers.map((a) => a.verdict), ['not-admissible', 'admissible', 'not-a-number', 'admissible']);
    }
    console.log(`# ${kind}: ${rows.length} answers in the CSV, ${rows.filter((r) => r[6] === 'true').length} right`);

    // The class view: each question across the class, by each student's latest answer.
    const view = await launchLink(platform, context, {
      user: 'teacher-1', role: 'instructor', link, log: tool.log, ready: (f) => f.$('table[data-questions]'),
    });
    const shown = await view.frame.$$eval('tr[data-question]', (trs) => trs.map((tr) => ({
      id: tr.dataset.question, right: Number(tr.dataset.right), students: Number(tr.dataset.students),
      expected: tr.children[2].textContent, wrong: tr.children[3].textContent })));
    const latest = new Map();
    for (const a of answers) latest.set(`${a.question} ${a.user}`, a);
    const questions = [...new Set(answers.map((a) => a.question))];
    assert.deepEqual(shown.map((q) => q.id), questions);
    for (const q of shown) {
      const mine = [...latest.values()].filter((a) => a.question === q.id);
      assert.equal(q.students, mine.length, q.id);
      assert.equal(q.right, mine.filter((a) => a.correct).length, q.id);
      assert.equal(q.expected, mine[0].expected, q.id);
      const wrong = mine.filter((a) => !a.correct).map((a) => a.response);
      if (wrong.length === 0) assert.equal(q.wrong, 'none', q.id);
      for (const w of wrong) assert.ok(q.wrong.includes(`${w} (1)`), `${q.id}: ${q.wrong} lacks ${w}`);
    }
    await teacher.page.close();
    await view.page.close();

    // A student's session opens neither the CSV nor the class view.
    for (const where of ['/lti/class.csv', '/lti/class']) {
      const r = await fetch(`${tool.url}${where}`, {
        method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ session: bob.session }),
      });
      assert.equal(r.status, 403, where);
      assert.match(await r.text(), /not-teacher/, where);
    }
  });
}
