// What each student answered, in the teacher's class view: a predict exercise added through the
// test LMS, one student answering it in Chromium (the questions' right nodes and the frontier
// each was picked from), then a class of 30 answering without a browser as the page sends its
// records (launch, then a record after each answer). The class view, left open, shows each
// question's share right and its common wrong answers as they come (no reload; the time from
// the last answer to the view showing it is printed); the CSV holds every answer as sent. Only a
// teacher's session opens either. A student is found by name and the list sorted, through the
// updates; the view is axe clean on a desktop and a phone. On SQLite and PostgreSQL.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { launch, shots } from './harness.mjs';
import { startPlatform } from './lti-platform.mjs';
import { startClassServer } from './class-server.mjs';
import { startPostgres } from './postgres.mjs';

const HARD = '8 6 7/2 5 4/3 _ 1';
const QUESTIONS = 3;
const CLASS = 30;

for (const database of ['sqlite', 'postgres']) describe(`the class's answers on ${database}`, () => {
let platform, tool, browser, context, postgres, link;
before(async () => {
  postgres = database === 'postgres' ? await startPostgres() : null;
  [platform, tool, browser] = await Promise.all([startPlatform(), startClassServer({ db: postgres?.url }), launch()]);
  context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${platform.url}/test/register-tool?url=${encodeURIComponent(tool.registration)}`);
  await page.waitForFunction(() => document.querySelector('#status')?.textContent.includes('Registration closed'), null, { timeout: 30000 });
  await page.close();
  link = await addExercise('Week 5: predict A*');
});
after(async () => {
  await browser?.close();
  await tool?.stop();
  await platform?.stop();
  postgres?.stop();
});

/** The tool's frame in `page`, once `ready` holds in it. */
async function toolFrame(page, ready) {
  for (let i = 0; i < 300; i += 1) {
    const frame = page.frames().find((f) => f.name() === 'tool');
    if (frame && await ready(frame).catch(() => false)) return frame;
    await page.waitForTimeout(100);
  }
  throw new Error(`the tool's frame did not get there:\n${tool.log().slice(-2000)}`);
}

/** A teacher adds a predict exercise of three questions on HARD (A*), in the LMS's dialog. */
async function addExercise(title) {
  const page = await context.newPage();
  await page.goto(`${platform.url}/test/launch?${new URLSearchParams({ target: 'iframe', user: 'teacher-1', role: 'instructor', message: 'deeplink' })}`);
  const dialog = await toolFrame(page, (f) => f.$('#title'));
  await dialog.fill('#title', title);
  await dialog.selectOption('#task', 'predict');
  await dialog.fill('#board', HARD);
  await dialog.fill('#count', String(QUESTIONS));
  await dialog.click('button[type=submit]');
  await toolFrame(page, (f) => f.$('#added'));
  await page.close();
  const { links } = await platform.get('/test/links');
  const made = links.find((l) => l.title === title);
  assert.ok(made, JSON.stringify(links));
  return made;
}

/** One student answers in Chromium, the lowest f each time: each question's frontier, the
 * answers' records the page reported, and the ended record it kept. */
async function model() {
  const page = await context.newPage();
  await page.goto(`${platform.url}/test/launch?${new URLSearchParams({ target: 'iframe', user: 'model', role: 'learner', resource_link: link.id })}`);
  const frame = await toolFrame(page, async (f) => new URL(f.url()).pathname.startsWith('/exercise/') && Boolean(await f.$('#ex-frontier button')));
  await frame.evaluate(() => {
    window.seen = { records: [], reports: [] };
    document.addEventListener('npuzzle-attempt', (e) => { const s = { ...e.detail }; delete s.type; window.seen.records.push(s); });
    document.addEventListener('npuzzle-completed', (e) => window.seen.reports.push(JSON.parse(JSON.stringify(e.detail))));
  });
  const frontiers = [];
  for (let k = 0; k < QUESTIONS; k += 1) {
    await frame.waitForSelector('#ex-frontier button');
    const rows = await frame.$$eval('#ex-frontier tr', (trs) => trs.map((tr) => ({
      node: tr.querySelector('button').dataset.node, f: Number(tr.children[4].textContent) })));
    frontiers.push(rows.map((r) => r.node));
    rows.sort((a, b) => a.f - b.f);
    const before = await frame.textContent('#ex-status');
    await frame.click(`#ex-frontier button[data-node="${rows[0].node}"]`);
    await frame.waitForFunction((b) => document.querySelector('#ex-status').textContent !== b, before);
  }
  await frame.waitForFunction(() => window.seen.reports.length > 0);
  const seen = await frame.evaluate(() => window.seen);
  await page.close();
  const ended = seen.records.filter((r) => r.score).pop();
  return { frontiers, answers: seen.reports[0].answers, ended };
}

const unescape = (s) => s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** A learner's launch without a browser, as Chromium makes it; resolves with the session. */
async function launchAs(user) {
  const course = await (await fetch(`${platform.url}/test/launch?${new URLSearchParams({ target: 'iframe', user, role: 'learner', resource_link: link.id })}`)).text();
  const login = JSON.parse(/const login = (".*?");/.exec(course)[1]);
  const started = await fetch(login, { redirect: 'manual' });
  assert.equal(started.status, 302);
  const cookie = started.headers.get('set-cookie').split(';')[0];
  const form = await (await fetch(started.headers.get('location'))).text();
  const field = (name) => unescape(new RegExp(`name="${name}" value="([^"]*)"`).exec(form)[1]);
  const landed = await fetch(unescape(/action="([^"]*)"/.exec(form)[1]), {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ id_token: field('id_token'), state: field('state') }),
  });
  assert.equal(landed.status, 303);
  return /#lti=([\w-]+)$/.exec(landed.headers.get('location'))[1];
}

async function send(session, record) {
  const r = await fetch(`${tool.url}/lti/attempt`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
    body: JSON.stringify({ record: JSON.stringify(record) }),
  });
  const text = await r.text();
  assert.ok(r.ok, `${r.status}: ${text}`);
  return JSON.parse(text);
}

/** Whether student `i` gets question `k` right: a pattern that gives each question its own share. */
const right = (i, k) => (i * (k + 2)) % 5 < 3 - k;

test(`a class of ${CLASS}: each question's share right and common wrong answers, live in the class view; the CSV holds every answer`, async () => {
  const { frontiers, answers, ended } = await model();
  assert.equal(answers.length, QUESTIONS);
  const expected = answers.map((a) => a.expected);
  const wrongs = frontiers.map((nodes, k) => nodes.filter((n) => n !== expected[k]));
  assert.ok(wrongs.every((w) => w.length > 0), JSON.stringify(frontiers));

  // The teacher opens the class view before the class starts, and leaves it open.
  const teacher = await context.newPage();
  await teacher.goto(`${platform.url}/test/launch?${new URLSearchParams({ target: 'iframe', user: 'teacher-1', role: 'instructor', resource_link: link.id })}`);
  const view = await toolFrame(teacher, (f) => f.$('[data-launched="instructor"]'));
  const sessionField = await view.getAttribute('form[data-refresh] input[name=session]', 'value');

  const picks = (i) => expected.map((e, k) => (right(i, k) ? e : wrongs[k][(i + k) % wrongs[k].length]));
  const sessions = await Promise.all(Array.from({ length: CLASS }, (_, i) => launchAs(`student-${i}`)));
  let lastAnswer = 0;
  await Promise.all(sessions.map(async (session, i) => {
    const mine = picks(i).map(Number);
    for (let k = 1; k <= QUESTIONS; k += 1) {
      const record = { ...ended, picks: mine.slice(0, k), times: [4000, 9000, 15000].slice(0, k), started: Date.now() - 20000 };
      if (k < QUESTIONS) delete record.score;
      const answer = await send(session, record);
      assert.equal(answer.ended, k === QUESTIONS);
    }
    lastAnswer = Math.max(lastAnswer, Date.now());
  }));

  // The view catches up by itself: each question's share, as the class answered.
  // The model student answered too: 31 students a question.
  const shares = expected.map((_, k) => Array.from({ length: CLASS }, (__, i) => right(i, k)).filter(Boolean).length + Number(answers[k].correct));
  const wanted = shares.map((n) => `${n}/${CLASS + 1}`).join(' ');
  const shown = () => view.$$eval('tr[data-question]', (trs) => trs.map((tr) => `${tr.dataset.right}/${tr.dataset.students}`).join(' '));
  for (let i = 0; i < 300 && (await shown()) !== wanted; i += 1) await teacher.waitForTimeout(50);
  const caughtUp = Date.now() - lastAnswer;
  assert.equal(await shown(), wanted, 'the shares of the class, without a reload');
  console.log(`# the class view showed the last of ${CLASS * QUESTIONS} answers ${caughtUp} ms after it was sent (it asks every second)`);
  for (const [k, row] of (await view.$$eval('tr[data-question]', (trs) => trs.map((tr) => tr.innerText.replace(/\s+/g, ' ')))).entries()) {
    const percent = Math.round((100 * shares[k]) / (CLASS + 1));
    assert.match(row, new RegExp(`^q${k + 1} ${percent}% \\(${shares[k]} of ${CLASS + 1}\\) ${expected[k]} `), row);
    // The most common wrong answer first, with how many gave it.
    const counts = new Map();
    const given = [...Array.from({ length: CLASS }, (_, i) => picks(i)[k]), answers[k].response];
    for (const g of given) if (g !== expected[k]) counts.set(g, (counts.get(g) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    if (top) assert.ok(row.includes(`${top[0]} (${top[1]})`), `${row} lacks ${top}`);
  }
  if (database === 'sqlite') await view.locator('table[data-questions]').screenshot({ path: path.join(shots, 'lti-class-questions.png') });

  // Finding a student, and sorting by grade: both stay through the view's updates.
  await view.fill('#find', 'student-1');
  const visible = () => view.$$eval('tr[data-user]', (trs) => trs.filter((tr) => !tr.hidden).map((tr) => tr.dataset.user));
  assert.deepEqual((await visible()).sort(), ['student-1', ...Array.from({ length: 10 }, (_, i) => `student-1${i}`)].sort());
  await view.fill('#find', '');
  await view.click('table[data-class] thead >> text=Grade');
  const grades = () => view.$$eval('tr[data-user]', (trs) => trs.map((tr) => Number(tr.dataset.sort.split('|')[2])));
  const ascending = (xs) => xs.every((x, i) => i === 0 || xs[i - 1] <= x);
  assert.ok(ascending(await grades()), `${await grades()}`);
  assert.equal(await view.getAttribute('table[data-class] thead th:nth-child(3)', 'aria-sort'), 'ascending');
  const tick = await view.evaluate(() => document.documentElement.dataset.classUpdated);
  await view.waitForFunction((t) => document.documentElement.dataset.classUpdated !== t, tick);
  await view.fill('#find', 'student');
  await view.waitForFunction((t) => document.documentElement.dataset.classUpdated !== t, await view.evaluate(() => document.documentElement.dataset.classUpdated));
  assert.ok(ascending(await grades()), 'still sorted after an update');

  // The class view on its own, on a desktop and on a phone: axe clean.
  for (const [viewport, tag] of [[{ width: 1280, height: 800 }, 'desktop'], [{ width: 360, height: 640 }, 'phone']]) {
    const alone = await browser.newContext({ viewport, isMobile: tag === 'phone', hasTouch: tag === 'phone' });
    const page = await alone.newPage();
    await page.setContent(`<form method="post" action="${tool.url}/lti/class"><input name="session" value="${sessionField}"></form>`);
    await Promise.all([page.waitForNavigation(), page.evaluate(() => document.forms[0].submit())]);
    await page.waitForSelector('table[data-questions]');
    const { violations } = await new AxeBuilder({ page }).analyze();
    assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`), [], tag);
    if (database === 'sqlite') await page.screenshot({ path: path.join(shots, `lti-class-view-${tag}.png`), fullPage: true });
    await alone.close();
  }

  // The CSV: a line per answer, as each student answered.
  const csv = await fetch(`${tool.url}/lti/class.csv`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `session=${sessionField}` });
  assert.equal(csv.status, 200);
  assert.match(csv.headers.get('content-type'), /^text\/csv/);
  assert.match(csv.headers.get('content-disposition'), /attachment; filename="answers.csv"/);
  const lines = (await csv.text()).trim().split('\r\n');
  assert.equal(lines[0], 'student,name,attempt,question,task,response,expected,correct,seconds,answered_at_utc');
  const rows = lines.slice(1).map((l) => l.split(','));
  assert.equal(rows.filter((r) => r[0].startsWith('student-')).length, CLASS * QUESTIONS);
  for (let i = 0; i < CLASS; i += 1) {
    const mine = rows.filter((r) => r[0] === `student-${i}`);
    assert.deepEqual(mine.map((r) => [r[3], r[5], r[6], r[7], r[8]]), picks(i).map((p, k) =>
      [`q${k + 1}`, p, expected[k], String(right(i, k)), ['4.0', '5.0', '6.0'][k]]));
  }
  await teacher.close();

  // A learner's session opens neither.
  const learner = await launchAs('student-0');
  for (const where of ['/lti/class', '/lti/class.csv']) {
    const r = await fetch(`${tool.url}${where}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `session=${learner}` });
    assert.equal(r.status, 403, where);
    assert.match(await r.text(), /not-teacher/);
  }
});

// A teacher whose LMS speaks Arabic (launch_presentation.locale ar-EG) sees the class above right
// to left: every word of the view and of its script in Arabic (the students' names, the link's
// title and the answers are the class's own), the table mirrored, on a phone with no sideways
// scroll and no overlap, axe clean.
test('a teacher launching in Arabic (ar-EG) sees the class view right to left, in Arabic, on a phone', async () => {
  const ftl = (lang) => fs.readFileSync(path.join(import.meta.dirname, '../../locales', lang, 'npuzzle.ftl'), 'utf8').split('\n');
  const message = (lang, id) => ftl(lang).find((l) => l.startsWith(`${id} = `)).slice(id.length + 3).trim();
  const latin = (text) => new Set((text.toLowerCase().match(/[a-z]{3,}/g) ?? []));
  // English's words of the class view, but for the names Arabic keeps too (CSV, UTC, Deep Linking).
  const words = (lang) => latin(ftl(lang).filter((l) => l.startsWith('class-')).map((l) => l.split(' = ')[1].replace(/\{\s*\$\w+/g, ' ')).join(' '));
  const kept = words('ar');
  const english = [...words('en')].filter((w) => !kept.has(w));
  assert.ok(english.length > 60, english.join(' '));

  const lms = await context.newPage();
  await lms.goto(`${platform.url}/test/launch?${new URLSearchParams({ target: 'iframe', user: 'teacher-1', role: 'instructor', resource_link: link.id, locale: 'ar-EG' })}`);
  const framed = await toolFrame(lms, (f) => f.$('[data-launched="instructor"]'));
  const sessionField = await framed.getAttribute('form[data-refresh] input[name=session]', 'value');
  await lms.close();

  const phone = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.setContent(`<form method="post" action="${tool.url}/lti/class"><input name="session" value="${sessionField}"></form>`);
  await Promise.all([page.waitForNavigation(), page.evaluate(() => document.forms[0].submit())]);
  await page.waitForSelector('table[data-class] thead th button');
  const seen = await page.evaluate(() => {
    const body = document.body.cloneNode(true);
    // The class's own words: the link's title, the students' names, the answers.
    body.querySelectorAll('h1, tbody th, tr[data-question] td:nth-child(3), tr[data-question] td:nth-child(4)').forEach((e) => e.remove());
    // Less the values each label isolates (a student's name in an attempt's button).
    const labels = [...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label').replace(/\u2068[^\u2069]*\u2069/g, ' '));
    return {
      lang: document.documentElement.lang, dir: document.documentElement.dir, rows: document.querySelectorAll('tr[data-user]').length,
      text: [document.title.replace(document.querySelector('h1').textContent, ''), body.textContent, ...labels].join(' '),
      refresh: document.querySelector('form[data-refresh] button').textContent,
      csv: document.querySelector('form[action$="class.csv"] button').textContent,
      find: document.querySelector('label[for=find]').textContent,
      columns: [...document.querySelectorAll('table[data-class] thead th')].map((th) => th.textContent),
    };
  });
  assert.equal(seen.lang, 'ar');
  assert.equal(seen.dir, 'rtl');
  assert.ok(seen.rows > CLASS, `${seen.rows} students`);
  assert.equal(seen.refresh, message('ar', 'class-refresh'));
  assert.equal(seen.csv, message('ar', 'class-download'));
  assert.equal(seen.find, message('ar', 'class-find'));
  assert.deepEqual(seen.columns, ['class-student', 'class-attempts', 'class-grade', 'class-gradebook', 'class-last-seen'].map((id) => message('ar', id)));
  assert.deepEqual([...latin(seen.text)].filter((w) => english.includes(w)), [], seen.text);

  // Mirrored: the first column at the right, the label at the right edge; nothing wider than the
  // phone but the tables' own scrolling regions, and the blocks of the page one under another.
  const layout = await page.evaluate(() => {
    const box = (e) => e.getBoundingClientRect();
    const [first, second] = document.querySelectorAll('table[data-class] thead th');
    const blocks = [...document.querySelector('main').querySelectorAll(':scope > *, [data-live] > *')].filter((e) => !e.hidden && !e.matches('[data-live]')).map(box);
    return {
      first: box(first).left, second: box(second).left,
      label: box(document.querySelector('label[for=find]')).right, main: box(document.querySelector('main')).right,
      scroll: document.documentElement.scrollWidth, width: innerWidth,
      overlaps: blocks.slice(1).filter((b, i) => b.top < blocks[i].bottom - 0.5).length,
    };
  });
  console.log(`# the Arabic class view on a phone: ${JSON.stringify(layout)}`);
  assert.ok(layout.first > layout.second, 'the students\' names in the right-hand column');
  assert.ok(Math.abs(layout.label - layout.main) < 1, 'the label against the right edge');
  assert.ok(layout.scroll <= layout.width, 'no sideways scroll');
  assert.equal(layout.overlaps, 0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`), []);
  if (database === 'sqlite') await page.screenshot({ path: path.join(shots, 'lti-class-view-ar-phone.png'), fullPage: true });

  // The script's own sentence, once the session is gone: in Arabic too.
  await page.evaluate(() => { document.querySelector('form[data-refresh] input[name=session]').value = 'ended'; });
  await page.waitForSelector('p[role=status]');
  assert.equal(await page.textContent('p[role=status]'), message('ar', 'class-stopped'));
  await phone.close();
});
});
