// The class page for a cmi5 course's record store (class.html), against Ralph, a real LRS: a
// student answers a cmi5 predict exercise in Chromium (the package's page sends its `answered`
// statements), more students' statements are made from that student's own (the same shape, as
// www/cmi5.js makes them), and the teacher's page reads them with Ralph's real key: each
// question's share right (latest answer per student), right answer and common wrong answers,
// each student's answers, the CSV of report.rs's header and rules; a new answer appears without
// a reload; wrong keys, an unreachable store, an address that is no store and an AU with no
// answers each get their own words; axe finds nothing, on a desktop and a phone.
//
// Ralph answers CORS for the origins its setting names (RALPH_RUNSERVER_CORS_ALLOW_ORIGINS): here,
// the site's. It pages its answers by 4 here, so the page follows `more` links.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { startServer, startHost, launch, freePort, shots, predict } from './harness.mjs';
import { makePackage, packagePages } from './lms.mjs';
import { startRalph, startCmi5Lms, AUTH } from './lrs.mjs';

const HARD = '8 6 7/2 5 4/3 _ 1';
const EXERCISE = 'class-predict';
const AU = `urn:npuzzle:au:npuzzle-${EXERCISE}`;
const ANSWERED = 'http://adlnet.gov/expapi/verbs/answered';
const [KEY, SECRET] = Buffer.from(AUTH, 'base64').toString().split(':');
const HEADER = 'student,name,attempt,question,task,response,expected,correct,seconds,answered_at_utc';

let srv, browser, ralph;
before(async () => {
  srv = await startServer();
  browser = await launch();
  ralph = await startRalph({ env: { RALPH_RUNSERVER_CORS_ALLOW_ORIGINS: JSON.stringify([srv.origin]), RALPH_RUNSERVER_MAX_SEARCH_HITS_COUNT: '4' } });
});
after(async () => { await browser?.close(); srv?.server.close(); ralph?.stop(); });

const xapi = { Authorization: `Basic ${AUTH}`, 'X-Experience-API-Version': '1.0.3' };

/** Every `answered` statement of the AU in Ralph, its `more` links followed. */
async function answeredIn(au) {
  const out = [];
  let url = new URL(`statements?verb=${encodeURIComponent(ANSWERED)}&activity=${encodeURIComponent(au)}&related_activities=true`, ralph.url);
  for (;;) {
    const body = await (await fetch(url, { headers: xapi })).json();
    out.push(...body.statements);
    if (!body.more || !body.statements.length) return out;
    url = new URL(body.more, ralph.url);
  }
}

async function post(statements) {
  const r = await fetch(`${ralph.url}statements`, { method: 'POST', headers: { ...xapi, 'Content-Type': 'application/json' }, body: JSON.stringify(statements) });
  assert.ok(r.ok, `Ralph took the statements: HTTP ${r.status} ${await r.text()}`);
}

/** Another student's answer to `question`, made from the real student's statement for it: the
 * same object (its definition: name, interaction type, the right answer) and context, as
 * www/cmi5.js's `answered` makes them; a new id, actor, registration, time and result. */
function like(real, { actor, registration, question, response, at, duration = 'PT3.5S' }) {
  const st = structuredClone(real.find((s) => s.object.id.endsWith(`:${question}`)));
  delete st.stored; delete st.authority; delete st.version;
  const pattern = st.object.definition.correctResponsesPattern[0];
  return {
    ...st,
    id: crypto.randomUUID(),
    actor: { objectType: 'Agent', ...actor },
    timestamp: new Date(at).toISOString(),
    result: { response, success: response === pattern, duration },
    context: { ...st.context, registration },
  };
}

/** What the page should show, worked out here plainly: per question, each student's latest
 * answer; the right answer; the wrong ones, most common first (ties by value), three at most. */
function expectedQuestions(statements) {
  const latest = new Map();
  for (const st of [...statements].sort((a, b) => a.timestamp.localeCompare(b.timestamp))) {
    const q = st.object.id.split(':').pop();
    const who = st.actor.account?.name ?? st.actor.mbox;
    latest.set(`${q}|${who}`, { q, st });
  }
  const by = {};
  for (const { q, st } of latest.values()) (by[q] ??= []).push(st);
  return Object.fromEntries(Object.entries(by).map(([q, list]) => {
    const wrong = {};
    for (const st of list) if (!st.result.success) wrong[st.result.response] = (wrong[st.result.response] ?? 0) + 1;
    const top = Object.entries(wrong).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 3);
    const right = list.filter((st) => st.result.success).length;
    return [q, {
      students: list.length,
      right,
      share: `${Math.round((100 * right) / list.length)}% (${right} of ${list.length})`,
      expected: list[0].object.definition.correctResponsesPattern[0],
      wrong: top.length ? top.map(([v, n]) => `${v} (${n})`).join(', ') : 'none',
    }];
  }));
}

/** The questions table as the page shows it. */
const shown = (page) => page.$$eval('[data-questions] tbody tr', (rows) => Object.fromEntries(rows.map((r) => [r.dataset.question, {
  students: Number(r.dataset.students),
  right: Number(r.dataset.right),
  share: r.children[1].textContent,
  expected: r.children[2].textContent,
  wrong: r.children[3].textContent,
}])));

async function audit(page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

async function openClass(options = {}) {
  const context = await browser.newContext({ acceptDownloads: true, ...options });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  await page.goto(`${srv.url}class.html`);
  return page;
}

async function connect(page, { endpoint = ralph.url, key = KEY, secret = SECRET, activity = AU } = {}) {
  await page.fill('#endpoint', endpoint);
  await page.fill('#key', key);
  await page.fill('#secret', secret);
  await page.fill('#activity', activity);
  await page.keyboard.press('Enter');
}

test('the class from the record store: shares, right and wrong answers, each student, the CSV, live; wrong keys and other faults in clear words; axe', async () => {
  // A real student answers three predict questions of a cmi5 package in Chromium.
  const { files } = await makePackage(browser, srv, `board=${encodeURIComponent(HARD)}&algo=astar`, async (page) => {
    await page.selectOption('#au-task', 'predict');
    await page.fill('#au-count', '3');
    await page.fill('#au-id', EXERCISE);
    await page.selectOption('#au-format', 'cmi5');
  });
  const host = await startHost(packagePages(files));
  const lms = await startCmi5Lms(ralph, host.origin, AU);
  const student = await browser.newContext();
  const { frame } = await lms.launch(await student.newPage(), { registration: crypto.randomUUID() });
  await predict(frame, 3);
  let real = [];
  for (let i = 0; i < 150 && real.length < 3; i += 1) {
    real = await answeredIn(AU);
    if (real.length < 3) await new Promise((r) => setTimeout(r, 100));
  }
  assert.equal(real.length, 3, 'the student\'s three answers are in Ralph');
  await student.close();
  const right = Object.fromEntries(real.map((st) => [st.object.id.split(':').pop(), st.object.definition.correctResponsesPattern[0]]));
  for (const r of Object.values(right)) assert.ok(!['96', '97', '98', '99'].includes(r), `a wrong answer below is wrong: ${r}`);

  // Three more students: one answers twice (two registrations: the later attempt's answers are
  // the latest), one is known by e-mail only, one's name is a spreadsheet formula with a comma.
  const home = lms.origin;
  const bea = { account: { homePage: home, name: 'student-2' }, name: 'Bea' };
  const eve = { account: { homePage: home, name: 'student-3' }, name: '=HYPERLINK("x"), Eve' };
  const cem = { mbox: 'mailto:cem@example.org' };
  const t = Date.now() - 60000;
  const [rb, re1, re2, rc] = [1, 2, 3, 4].map(() => crypto.randomUUID());
  const others = [
    like(real, { actor: bea, registration: rb, question: 'q1', response: right.q1, at: t, duration: 'PT2.25S' }),
    like(real, { actor: bea, registration: rb, question: 'q2', response: '98', at: t + 1000 }),
    like(real, { actor: bea, registration: rb, question: 'q3', response: '99', at: t + 2000 }),
    like(real, { actor: eve, registration: re1, question: 'q1', response: '97', at: t, duration: 'PT1M5S' }),
    like(real, { actor: eve, registration: re2, question: 'q1', response: right.q1, at: t + 5000 }),
    like(real, { actor: eve, registration: re2, question: 'q2', response: right.q2, at: t + 6000, duration: 'PT2.75S' }),
    like(real, { actor: eve, registration: re2, question: 'q3', response: '98', at: t + 7000 }),
    like(real, { actor: cem, registration: rc, question: 'q1', response: '98', at: t + 3000 }),
    like(real, { actor: cem, registration: rc, question: 'q2', response: '98', at: t + 4000 }),
  ];
  await post(others);
  const all = [...real, ...others];

  // The teacher's page, the real key typed in.
  const page = await openClass();
  await page.evaluate(() => { window.sameDocument = true; });
  const asked = [];
  page.on('request', (r) => { if (r.url().startsWith(ralph.url)) asked.push(new URL(r.url()).searchParams); });
  await connect(page);
  await page.waitForFunction(() => document.querySelectorAll('[data-questions] tbody tr').length === 3);
  const want = expectedQuestions(all);
  assert.deepEqual(await shown(page), want);
  // Spelled out, the cases worked out above: Eve's first attempt's wrong q1 is not her latest.
  assert.equal(want.q1.students, 4);
  assert.ok(!want.q1.wrong.includes('97'), want.q1.wrong);
  assert.match(want.q2.wrong, /^98 \(2\)/);
  assert.equal(want.q3.students, 3);
  console.log(`# questions: ${Object.entries(want).map(([q, w]) => `${q} ${w.share}, wrong ${w.wrong}`).join('; ')}`);
  assert.match(await page.textContent('#status'), /^12 answers from 4 students\./);
  // The secret is in no address and nowhere stored.
  assert.ok(!page.url().includes(SECRET) && page.url().includes(encodeURIComponent(AU)), page.url());
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  assert.ok(!stored.includes(SECRET), stored);

  // Each student's answers: Eve's four, her two attempts.
  const eveRows = await page.$$eval('details[data-student$="|student-3"] tbody tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent)));
  assert.deepEqual(eveRows.map((r) => r.slice(0, 3)), [['q1', '97', 'wrong'], ['q1', right.q1, 'right'], ['q2', right.q2, 'right'], ['q3', '98', 'wrong']]);
  assert.match(await page.textContent('details[data-student$="|student-3"] summary'), /: 2 of 3 right \(latest answers\), 4 answers$/);
  await page.focus('details[data-student$="|student-3"] summary');
  await page.keyboard.press('Enter');
  assert.equal(await page.$eval('details[data-student$="|student-3"]', (d) => d.open), true, 'a student opens from the keyboard');

  // The CSV: report.rs's header and rules, every answer a line.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#csv')]);
  const text = fs.readFileSync(await download.path(), 'utf8');
  assert.ok(text.endsWith('\r\n') && !/[^\r]\n/.test(text), 'CRLF lines');
  const [head, ...lines] = text.slice(0, -2).split('\r\n');
  assert.equal(head, HEADER);
  const attemptOf = (st) => (st.context.registration === re2 ? 2 : 1);
  const q = (s) => (/[,"]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  // Rust's `{:.1}` (report.rs) takes an exact tie to the even digit: 2.25 s is 2.2, 2.75 s 2.8.
  const tenths = (ms) => (ms % 500 === 250 ? (2 * Math.round(Math.floor(ms / 100) / 2 + 0.25) / 10).toFixed(1) : (ms / 1000).toFixed(1));
  const durationMs = (d) => Math.round(1000 * (Number(/([\d.]+)S$/.exec(d)[1]) + 60 * Number(/(\d+)M/.exec(d)?.[1] ?? 0) + 3600 * Number(/(\d+)H/.exec(d)?.[1] ?? 0)));
  assert.deepEqual(['PT2.25S', 'PT2.75S', 'PT1M5S', 'PT3.5S'].map((d) => tenths(durationMs(d))), ['2.2', '2.8', '65.0', '3.5']);
  const csvLine = (st) => [
    st.actor.account?.name ?? 'cem@example.org',
    st.actor.name === eve.name ? q(`'${eve.name}`) : (st.actor.name ?? ''),
    attemptOf(st), st.object.id.split(':').pop(), 'predict', st.result.response,
    st.object.definition.correctResponsesPattern[0], String(st.result.success),
    tenths(durationMs(st.result.duration)),
    new Date(st.timestamp).toISOString(),
  ].join(',');
  assert.deepEqual([...lines].sort(), all.map(csvLine).sort());
  assert.ok(lines.some((l) => l.startsWith(`student-3,"'=HYPERLINK(""x""), Eve",`)), 'a formula is kept as text');

  // A new answer shows up without a reload.
  const dana = { account: { homePage: home, name: 'student-5' }, name: 'Dana' };
  const posted = Date.now();
  const late = like(real, { actor: dana, registration: crypto.randomUUID(), question: 'q1', response: '96', at: Date.now() });
  await post([late]);
  await page.waitForFunction(() => document.querySelector('[data-question="q1"]')?.dataset.students === '5', null, { timeout: 20000 });
  console.log(`# a new answer appeared in ${Date.now() - posted} ms (the page reads every 2 s)`);
  assert.deepEqual((await shown(page)).q1, expectedQuestions([...all, late]).q1);
  assert.equal(await page.evaluate(() => window.sameDocument), true, 'no reload');
  // Read as the xAPI query asks, the store's `more` pages followed, then only what is new since.
  assert.ok(asked.every((q) => q.get('verb') === ANSWERED && q.get('activity') === AU && q.get('related_activities') === 'true'));
  const paged = asked.filter((q) => q.has('search_after')).length;
  const since = asked.filter((q) => q.has('since')).length;
  assert.ok(paged > 0 && since > 0, `${paged} pages by \`more\`, ${since} reads since`);
  console.log(`# ${asked.length} requests: ${paged} of them \`more\` pages, ${since} reads with \`since\``);
  assert.equal(await page.textContent('details[data-student$="|student-5"] summary'), 'Dana: 0 of 1 right (latest answers), 1 answer');
  assert.equal(await page.$eval('details[data-student$="|student-3"]', (d) => d.open), true, 'what was open stays open');
  // Find a student: only theirs shown, and still so after the next read.
  await page.fill('#find', 'DAN');
  const shownNow = () => page.$$eval('#students details', (ds) => ds.filter((d) => !d.hidden).map((d) => d.querySelector('summary').textContent.split(':')[0]));
  assert.deepEqual(await shownNow(), ['Dana']);
  await page.waitForTimeout(2500);
  assert.deepEqual(await shownNow(), ['Dana'], 'kept through the live reads');
  await page.fill('#find', '');
  assert.equal((await shownNow()).length, 5);

  assert.deepEqual(await audit(page), []);
  await page.screenshot({ path: path.join(shots, 'class-lrs.png'), fullPage: true });

  // Wrong keys: the credentials' words, nothing else read.
  await connect(page, { secret: 'not-the-secret' });
  await page.waitForSelector('#problem:not([hidden])');
  assert.match(await page.textContent('#problem'), /^The record store refused the key and secret \(HTTP 401\)\./);
  assert.equal(await page.isHidden('#results'), true);
  assert.deepEqual(await audit(page), []);

  // A store that cannot be reached (or allows no page of this origin: the browser says the same).
  await connect(page, { endpoint: `http://127.0.0.1:${await freePort()}/xAPI/` });
  await page.waitForFunction(() => /could not be reached/.test(document.querySelector('#problem').textContent));
  assert.match(await page.textContent('#problem'), new RegExp(`allows this page's origin \\(${srv.origin.replace(/[.:/]/g, '\\$&')}\\) to read it \\(CORS\\)`));
  // The cmi5 LMS's own endpoint answers CORS to any page, but refuses Ralph's key.
  await connect(page, { endpoint: `${lms.origin}/xapi/` });
  await page.waitForFunction(() => /HTTP 401/.test(document.querySelector('#problem').textContent));
  // An address that is no record store: this site.
  await connect(page, { endpoint: srv.url });
  await page.waitForFunction(() => /not as an xAPI record store \(HTTP 404\)/.test(document.querySelector('#problem').textContent));
  // Not an address at all.
  await connect(page, { endpoint: 'lrs.example.org' });
  await page.waitForFunction(() => /must be a full http/.test(document.querySelector('#problem').textContent));
  assert.equal(await page.getAttribute('#endpoint', 'aria-invalid'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'endpoint');
  // A key typed into the address is refused, and never reaches the page's own address.
  await connect(page, { endpoint: ralph.url.replace('//', `//${KEY}:${SECRET}@`) });
  await page.waitForFunction(() => /in their own fields/.test(document.querySelector('#problem').textContent));
  assert.ok(!page.url().includes(SECRET), page.url());
  // An AU with no answers yet.
  await connect(page, { activity: 'urn:npuzzle:au:npuzzle-nobody' });
  await page.waitForFunction(() => /^No answers to this exercise yet/.test(document.querySelector('#status').textContent));
  assert.equal(await page.isHidden('#problem'), true);
  assert.deepEqual(page.problems, []);
  await page.context().close();

  // On a phone: the page fits its width, and axe finds nothing.
  const phone = await openClass({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await phone.goto(`${srv.url}class.html?endpoint=${encodeURIComponent(ralph.url)}&activity=${encodeURIComponent(AU)}`);
  assert.equal(await phone.inputValue('#activity'), AU, 'the address fills in the store and the AU');
  await phone.fill('#key', KEY);
  await phone.fill('#secret', SECRET);
  await phone.click('#show');
  await phone.waitForFunction(() => document.querySelector('[data-question="q1"]')?.dataset.students === '5');
  await phone.click('details[data-student$="|student-2"] summary');
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0, 'nothing wider than the phone');
  assert.deepEqual(await audit(phone), []);
  await phone.screenshot({ path: path.join(shots, 'class-lrs-phone.png'), fullPage: true });
  assert.deepEqual(phone.problems, []);
  await phone.context().close();
  host.server.close();
  lms.server.close();
});

// A teacher whose browser speaks Arabic (ar-EG) sees the page right to left, every word of it
// from locales/ar/npuzzle.ftl (the class view's words and the page's own, class-lrs-*): the
// counts in Arabic's plural forms, an error in Arabic too; axe clean. `?lang=` picks another.
test('in Arabic: the page right to left, its words from the Arabic file, plural forms and errors too; axe', async () => {
  const ftl = (lang) => fs.readFileSync(path.join(import.meta.dirname, '../../locales', lang, 'npuzzle.ftl'), 'utf8').split('\n');
  /** A message's text: its first line, or the whole of one with variants. */
  const message = (lang, id) => {
    const lines = ftl(lang);
    const at = lines.findIndex((l) => l.startsWith(`${id} = `));
    assert.ok(at >= 0, `${lang} has ${id}`);
    let end = at + 1;
    while (end < lines.length && /^\s+\S/.test(lines[end])) end += 1;
    return lines.slice(at, end).join('\n').slice(id.length + 3).trim();
  };
  const variant = (text, key) => new RegExp(`\\[${key}\\] ([^\\n]*)`).exec(text)[1].trim();
  const isolated = (v) => `\u2068${v}\u2069`;
  const latin = (text) => new Set((text.toLowerCase().match(/[a-z]{3,}/g) ?? []));
  // English's words of the class view and page, but for those Arabic keeps too (CSV, xAPI, UTC…).
  const words = (lang) => latin(ftl(lang).filter((l) => /^class-|^\s+\*?\[/.test(l)).map((l) => l.replace(/^[\w-]+ = |^\s+\*?\[\w+\]/, '').replace(/\{\s*\$\w+\s*\}?/g, ' ')).join(' '));
  const kept = words('ar');
  const english = [...words('en')].filter((w) => !kept.has(w));
  assert.ok(english.length > 100, english.join(' '));

  // Two students of an AU of its own: Layla answers two questions (one right), Omar one (right).
  const au = 'urn:npuzzle:au:npuzzle-class-arabic';
  const answer = (actor, question, response, right, at) => ({
    id: crypto.randomUUID(),
    actor: { objectType: 'Agent', ...actor },
    verb: { id: ANSWERED, display: { 'en-US': 'answered' } },
    object: { objectType: 'Activity', id: `urn:npuzzle:exercise:class-arabic:${question}`, definition: { type: 'http://adlnet.gov/expapi/activities/cmi.interaction', interactionType: 'fill-in', correctResponsesPattern: [right] } },
    result: { response, success: response === right, duration: 'PT4S' },
    context: { registration: crypto.randomUUID(), contextActivities: { parent: [{ objectType: 'Activity', id: au }] } },
    timestamp: new Date(at).toISOString(),
  });
  const layla = { account: { homePage: 'https://lms.example.org', name: 'layla' }, name: 'ليلى' };
  const omar = { account: { homePage: 'https://lms.example.org', name: 'omar' }, name: 'Omar' };
  const t = Date.now() - 60000;
  await post([answer(layla, 'q1', '4', '6', t), answer(layla, 'q2', '7', '7', t + 1000), answer(omar, 'q1', '6', '6', t + 2000)]);

  const page = await openClass({ locale: 'ar-EG' });
  await page.goto(`${srv.url}class.html?endpoint=${encodeURIComponent(ralph.url)}&activity=${encodeURIComponent(au)}`);
  await page.waitForFunction(() => document.querySelector('#show').textContent !== '');
  assert.equal(await page.getAttribute('html', 'lang'), 'ar');
  assert.equal(await page.getAttribute('html', 'dir'), 'rtl');
  await connect(page, { activity: au });
  await page.waitForFunction(() => document.querySelectorAll('[data-questions] tbody tr').length === 2);
  await page.click('details[data-student$="|layla"] summary');

  const seen = await page.evaluate(() => ({
    title: document.title,
    h1: document.querySelector('h1').textContent,
    labels: [...document.querySelectorAll('label')].map((l) => l.textContent),
    show: document.querySelector('#show').textContent,
    headings: [...document.querySelectorAll('h2')].map((h) => h.textContent),
    columns: [...document.querySelectorAll('[data-questions] thead th')].map((th) => th.textContent),
    answerColumns: [...document.querySelectorAll('details[data-student$="|layla"] thead th')].map((th) => th.textContent),
    results: [...document.querySelectorAll('details[data-student$="|layla"] tbody tr')].map((r) => r.children[2].textContent),
    share: document.querySelector('[data-question="q1"] td').textContent,
    none: document.querySelector('[data-question="q2"] [data-wrong]').textContent,
    status: document.querySelector('#status').textContent,
    summary: document.querySelector('details[data-student$="|layla"] summary').textContent,
    csv: document.querySelector('#csv').textContent,
    // Every word shown but the class's own (names, answers, question ids: each value a sentence
    // holds is isolated, U+2068 … U+2069), the regions' names too.
    text: [document.title, document.body.innerText, ...[...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'))]
      .join(' ').replace(/\u2068[^\u2069]*\u2069/g, ' ').replace(/Omar|layla|omar/g, ' '),
  }));
  const ar = (id) => message('ar', id);
  assert.equal(seen.title, ar('class-lrs-title'));
  assert.equal(seen.h1, ar('class-lrs-title'));
  assert.deepEqual(seen.labels, ['class-lrs-endpoint', 'class-lrs-key', 'class-lrs-secret', 'class-lrs-activity', 'class-find'].map(ar));
  assert.equal(seen.show, ar('class-lrs-show'));
  assert.deepEqual(seen.headings, ['class-questions', 'class-students'].map(ar));
  assert.deepEqual(seen.columns, ['class-question', 'class-right', 'class-right-answer', 'class-wrong-answers'].map(ar));
  assert.deepEqual(seen.answerColumns, ['class-question', 'class-lrs-answer', 'class-lrs-result', 'class-lrs-seconds', 'class-lrs-when'].map(ar));
  assert.deepEqual(seen.results, ['class-lrs-no', 'class-lrs-yes'].map(ar));
  assert.equal(seen.share, ar('class-share').replace('{ $percent }', isolated(50)).replace('{ $right }', isolated(1)).replace('{ $students }', isolated(2)));
  assert.equal(seen.none, ar('class-no-wrong'));
  assert.equal(seen.csv, ar('class-download'));
  // The counts in Arabic's forms: three answers (few), two students (two), two answers (two).
  const live = ar('class-lrs-live');
  const [answersOf, studentsOf] = live.split('} من {');
  const after = live.slice(live.lastIndexOf('}') + 1);
  assert.equal(seen.status, `${variant(answersOf, 'few').replace('{ $answers }', isolated(3))} من ${variant(studentsOf, 'two')}${after}`);
  const summary = ar('class-lrs-student-summary');
  assert.equal(seen.summary, summary.split('{ $answers ->')[0].replace('{ $name }', isolated('ليلى')).replace('{ $right }', isolated(1)).replace('{ $questions }', isolated(2)) + variant(summary, 'two'));
  assert.deepEqual([...latin(seen.text)].filter((w) => english.includes(w)), [], seen.text);
  assert.deepEqual(await audit(page), []);
  await page.screenshot({ path: path.join(shots, 'class-lrs-ar.png'), fullPage: true });

  // An error in Arabic: the key refused.
  await connect(page, { activity: au, secret: 'not-the-secret' });
  await page.waitForSelector('#problem:not([hidden])');
  assert.equal(await page.textContent('#problem'), ar('class-lrs-credentials').replace('{ $status }', isolated(401)));
  assert.deepEqual(await audit(page), []);
  assert.deepEqual(page.problems, []);
  await page.context().close();

  // `?lang=` before the browser's languages; a language the page lacks is passed over.
  for (const [locale, query, lang, dir] of [['en-US', 'he', 'he', 'rtl'], ['de-AT', 'xx', 'de', 'ltr'], ['gd-GB', '', 'en', 'ltr']]) {
    const other = await openClass({ locale });
    await other.goto(`${srv.url}class.html${query ? `?lang=${query}` : ''}`);
    await other.waitForFunction(() => document.querySelector('#show').textContent !== '');
    assert.deepEqual(await other.evaluate(() => [document.documentElement.lang, document.documentElement.dir, document.querySelector('#show').textContent]),
      [lang, dir, message(lang, 'class-lrs-show')], `${locale} ?lang=${query}`);
    await other.context().close();
  }
  // Arabic's words not to be had: the page in English.
  const lost = await openClass({ locale: 'ar-EG' });
  await lost.route('**/lang/class-ar.js', (route) => route.abort());
  await lost.goto(`${srv.url}class.html`);
  await lost.waitForFunction(() => document.querySelector('#show').textContent !== '');
  assert.deepEqual(await lost.evaluate(() => [document.documentElement.lang, document.documentElement.dir, document.title]), ['en', 'ltr', message('en', 'class-lrs-title')]);
  await lost.context().close();
});
