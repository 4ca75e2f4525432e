// The class server scaled out: two instances behind one balancer on one PostgreSQL, a class of
// 500 launching through the test LMS and sending 5,000 attempt events (each student: the
// resume read and nine records, the last one ending the attempt), and one instance killed with
// SIGKILL halfway through. Every student's score must reach the gradebook exactly once: the states,
// sessions, attempts and outbox live in the database, so the instance left finishes what the
// killed one held. Prints throughput and p50/p95 latencies (recorded in docs/class-server.md);
// asserts no time. NPUZZLE_SCALE=N runs N students instead of 500.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './harness.mjs';
import { startPlatform } from './lti-platform.mjs';
import { startClassServer, freePort } from './class-server.mjs';
import { startPostgres } from './postgres.mjs';
import { startBalancer } from './balancer.mjs';

const STUDENTS = Number(process.env.NPUZZLE_SCALE) || 500;
const EVENTS_EACH = 10;
const AT_ONCE = 24; // students launching and playing at the same time
const TWO_AWAY = '1 2 3/4 _ 6/7 5 8';
// Six moves: 4 right and back twice, then the two; four of slack passes them.
const PLAYED = ['ArrowRight', 'ArrowLeft', 'ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowLeft'];

let postgres, platform, a, b, balancer, browser, link, records, expected;
before(async () => {
  postgres = await startPostgres();
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  [platform, a, browser] = await Promise.all([startPlatform(), startClassServer({ db: postgres.url, publicUrl }), launch()]);
  b = await startClassServer({ db: postgres.url, publicUrl });
  balancer = await startBalancer(port, [a.port, b.port]);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${platform.url}/test/register-tool?url=${encodeURIComponent(a.registration)}`);
  await page.waitForFunction(() => document.querySelector('#status')?.textContent.includes('Registration closed'), null, { timeout: 30000 });
  link = await addExercise(page);
  ({ records, expected } = await playOnce(page));
  await browser.close();
  browser = null;
});
after(async () => {
  await browser?.close();
  await balancer?.stop();
  await a?.stop();
  await b?.stop();
  await platform?.stop();
  postgres?.stop();
});

const toolFrame = async (page, ready) => {
  for (let i = 0; i < 300; i += 1) {
    const frame = page.frames().find((f) => f.name() === 'tool');
    if (frame && await ready(frame).catch(() => false)) return frame;
    await page.waitForTimeout(100);
  }
  throw new Error(`the tool's frame did not get there:\n${a.log().slice(-1500)}\n${b.log().slice(-1500)}`);
};

/** The teacher adds the exercise (its gradebook column comes with it). */
async function addExercise(page) {
  await page.goto(`${platform.url}/test/launch?${new URLSearchParams({ target: 'iframe', user: 'teacher-1', role: 'instructor', message: 'deeplink' })}`);
  const dialog = await toolFrame(page, async (f) => Boolean(await f.$('#title')));
  await dialog.fill('#title', 'Scale');
  await dialog.fill('#board', TWO_AWAY);
  await dialog.fill('#slack', '4');
  await dialog.click('button[type=submit]');
  await toolFrame(page, async (f) => Boolean(await f.$('#added')));
  const { links } = await platform.get('/test/links');
  return links.find((l) => l.title === 'Scale');
}

/** One learner plays in Chromium: the page's records, move by move, and the score it earned. */
async function playOnce(page) {
  await page.goto(`${platform.url}/test/launch?${new URLSearchParams({ target: 'iframe', user: 'model', role: 'learner', resource_link: link.id })}`);
  const frame = await toolFrame(page, async (f) => new URL(f.url()).pathname.startsWith('/exercise/') && Boolean(await f.$('#exercise:not([hidden])')));
  await frame.evaluate(() => {
    window.recordsSeen = [];
    document.addEventListener('npuzzle-attempt', (e) => {
      const saved = { ...e.detail };
      delete saved.type;
      window.recordsSeen.push(JSON.stringify(saved));
    });
  });
  await frame.locator('canvas').first().focus();
  for (const key of PLAYED) await page.keyboard.press(key);
  await frame.waitForSelector('#ex-result:not([hidden])');
  await frame.waitForFunction(() => document.documentElement.dataset.npuzzleGrade === 'delivered', null, { timeout: 60000 });
  const seen = await frame.evaluate(() => window.recordsSeen);
  const ended = seen.filter((r) => JSON.parse(r).score);
  assert.ok(ended.length >= 1 && seen.length >= 3, JSON.stringify(seen));
  // Nine records: the ones on the way (repeated in order as needed, as a page sends again),
  // then the ended one.
  const way = seen.filter((r) => !JSON.parse(r).score);
  const nine = Array.from({ length: EVENTS_EACH - 2 }, (_, i) => way[Math.floor((i * way.length) / (EVENTS_EACH - 2))]);
  const [score] = (await platform.get('/test/scores')).filter((s) => s.user_id === 'model').map((s) => s.body);
  return { records: [...nine, ended[ended.length - 1]], expected: score };
}

const unescape = (s) => s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** A learner's launch without a browser, as Chromium makes it: the course page's login, the
 * tool's redirect (and cookie), the LMS's form, the launch. Resolves with the session; `tool`
 * gets the time the tool took (its two requests), apart from the test LMS's. */
async function launchAs(user, tool) {
  const course = await (await fetch(`${platform.url}/test/launch?${new URLSearchParams({ target: 'iframe', user, role: 'learner', resource_link: link.id })}`)).text();
  const login = JSON.parse(/const login = (".*?");/.exec(course)[1]);
  let start = performance.now();
  const started = await fetch(login, { redirect: 'manual' });
  await started.arrayBuffer();
  let took = performance.now() - start;
  if (started.status !== 302) throw new Error(`login: ${started.status}`);
  const cookie = started.headers.get('set-cookie').split(';')[0];
  const form = await (await fetch(started.headers.get('location'))).text();
  const field = (name) => unescape(new RegExp(`name="${name}" value="([^"]*)"`).exec(form)[1]);
  const action = unescape(/action="([^"]*)"/.exec(form)[1]);
  start = performance.now();
  const landed = await fetch(action, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ id_token: field('id_token'), state: field('state') }),
  });
  await landed.arrayBuffer();
  took += performance.now() - start;
  if (landed.status !== 303) throw new Error(`launch: ${landed.status}`);
  tool.push(took);
  return /#lti=([\w-]+)$/.exec(landed.headers.get('location'))[1];
}

const percentile = (xs, p) => {
  const s = [...xs].sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

test(`${STUDENTS} launches and ${STUDENTS * EVENTS_EACH} attempt events on two instances, one killed halfway: every score arrives once`, async () => {
  const times = { launch: [], event: [], tool: [] };
  const retries = { launch: 0, event: 0 };
  let events = 0;
  let killedAt = null;
  const half = (STUDENTS * EVENTS_EACH) / 2;
  const t0 = performance.now();

  /** `work()` until it resolves, timing the try that did; a failure is tried again (as a page
   * does, or a student who clicks the link again), 200 ms later. */
  const timed = async (kind, work) => {
    for (let tries = 0; ; tries += 1) {
      const start = performance.now();
      try {
        const out = await work();
        times[kind].push(performance.now() - start);
        return out;
      } catch (e) {
        if (tries >= 50) throw e;
        retries[kind] += 1;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  };
  const send = (session, method, record) => timed('event', async () => {
    const r = await fetch(`${balancer.url}/lti/attempt`, {
      method,
      headers: { authorization: `Bearer ${session}`, ...(record ? { 'content-type': 'application/json' } : {}) },
      body: record ? JSON.stringify({ record }) : undefined,
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`${method} ${r.status}: ${text}`);
    events += 1;
    if (events >= half && killedAt === null) {
      killedAt = performance.now() - t0;
      b.kill();
    }
    return JSON.parse(text);
  });
  const student = async (i) => {
    const session = await timed('launch', () => launchAs(`load-${i}`, times.tool));
    await send(session, 'GET');
    let last;
    for (const record of records) last = await send(session, 'POST', record);
    assert.equal(last.ended, true, JSON.stringify(last));
  };
  let next = 0;
  await Promise.all(Array.from({ length: AT_ONCE }, async () => {
    while (next < STUDENTS) await student(next++);
  }));
  const loadSeconds = (performance.now() - t0) / 1000;

  // Every score reaches the LMS: the instance left takes over what the killed one held (its
  // leases run out), then nothing more comes.
  const mine = async () => (await platform.get('/test/scores')).filter((s) => s.user_id.startsWith('load-'));
  let held = await mine();
  for (let i = 0; i < 240 && new Set(held.map((s) => s.user_id)).size < STUDENTS; i += 1) {
    await new Promise((r) => setTimeout(r, 1000));
    held = await mine();
  }
  const allIn = (performance.now() - t0) / 1000;
  await new Promise((r) => setTimeout(r, 3000));
  held = await mine();
  const perUser = new Map();
  for (const s of held) perUser.set(s.user_id, (perUser.get(s.user_id) ?? 0) + 1);
  const twice = [...perUser].filter(([, n]) => n > 1);
  assert.equal(perUser.size, STUDENTS, `scores for ${perUser.size} of ${STUDENTS} students`);
  assert.deepEqual(twice, [], 'no score twice in the gradebook');
  for (const s of held) assert.equal(s.body.scoreGiven, expected.scoreGiven);
  // A score posted again reaches the LMS only where the killed instance had posted it and died
  // before it could note the LMS's answer: the same body, which the LMS refuses as not newer.
  // At most the rows one sender holds at once (4) can be caught so.
  const again = (await platform.get('/test/refused-again')).filter((r) => r.user_id.startsWith('load-'));
  assert.ok(again.every((r) => r.same), JSON.stringify(again));
  assert.ok(again.length <= 4, JSON.stringify(again));
  assert.ok(killedAt !== null, 'an instance was killed');

  const line = (kind, label) => `${label}: ${times[kind].length} in ${loadSeconds.toFixed(1)} s (${(times[kind].length / loadSeconds).toFixed(1)}/s), ` +
    `p50 ${percentile(times[kind], 50).toFixed(0)} ms, p95 ${percentile(times[kind], 95).toFixed(0)} ms, ${retries[kind]} tried again`;
  console.log(`class server at scale: 2 instances, PostgreSQL, ${AT_ONCE} students at once`);
  console.log(line('launch', 'launches (with the test LMS\'s part)'));
  console.log(`the tool's part of a launch (login and launch requests): p50 ${percentile(times.tool, 50).toFixed(0)} ms, p95 ${percentile(times.tool, 95).toFixed(0)} ms`);
  console.log(line('event', 'attempt events'));
  console.log(`one instance killed (SIGKILL) at ${(killedAt / 1000).toFixed(1)} s; all ${STUDENTS} scores at the LMS by ${allIn.toFixed(1)} s, each once; ${again.length} posted again (refused by the LMS as the score it held)`);
});
