// The class server as an LTI 1.3 tool, driven in Chromium against a platform we did not write
// (tests/lti/platform.py on PyPI lti1p3platform): Dynamic Registration from the LMS's admin
// page, a learner's launch landing on the exercise in the launch's language, a teacher's launch
// landing on the class's page, and every hostile launch of the 1EdTech security framework
// refused, each by its kind, with a 4xx and no session. All of it on SQLite and on PostgreSQL.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, readBoard } from './harness.mjs';
import { startPlatform } from './lti-platform.mjs';
import { startClassServer } from './class-server.mjs';
import { startPostgres } from './postgres.mjs';

const TWO_AWAY = '1 2 3/4 _ 6/7 5 8';
const EXERCISE = `exercise=play&board=${encodeURIComponent(TWO_AWAY)}&slack=0`;

for (const database of ['sqlite', 'postgres']) describe(`the class server on ${database}`, () => {
let platform, tool, browser, context, postgres;
before(async () => {
  postgres = database === 'postgres' ? await startPostgres() : null;
  [platform, tool, browser] = await Promise.all([startPlatform(), startClassServer({ db: postgres?.url }), launch()]);
  context = await browser.newContext();
});
after(async () => {
  await browser?.close();
  await tool?.stop();
  await platform?.stop();
  postgres?.stop();
});

/** The course page's launch, and the tool's frame once it has answered the launch's form. */
async function launchAs(params) {
  const page = await context.newPage();
  const statuses = [];
  page.on('response', (r) => { if (new URL(r.url()).pathname === '/lti/launch') statuses.push(r.status()); });
  const query = new URLSearchParams({ target: 'iframe', ...params });
  await page.goto(`${platform.url}/test/launch?${query}`);
  const frame = () => page.frames().find((f) => f.name() === 'tool');
  await page.waitForFunction(() => true);
  for (let i = 0; i < 300 && !(frame() && statuses.length); i += 1) await page.waitForTimeout(100);
  assert.ok(statuses.length, `the launch reached the tool:\n${platform.log().slice(-2000)}\n${tool.log().slice(-2000)}`);
  return { page, frame: frame(), status: statuses[0] };
}

test('an LMS administrator registers the tool by pasting its one URL (Dynamic Registration)', async () => {
  const page = await context.newPage();
  await page.goto(`${platform.url}/test/register-tool?url=${encodeURIComponent(tool.registration)}`);
  await page.waitForFunction(() => document.querySelector('#status')?.textContent.includes('Registration closed'), null, { timeout: 30000 });
  const tools = await platform.get('/test/tools');
  const list = Array.isArray(tools) ? tools : Object.values(tools.tools ?? tools);
  assert.equal(list.length, 1, 'one registration at the LMS');
  assert.match(tool.log(), /^registered: http:\/\/127\.0\.0\.1:\d+ \(client \S+, deployment \S+\)$/m);
  await page.close();
});

test('a registration address without the printed key, or with another, is refused', async () => {
  const bare = tool.registration.replace(/\?key=.*/, '');
  for (const address of [bare, `${bare}?key=guess`]) {
    const r = await fetch(`${address}${address.includes('?') ? '&' : '?'}openid_configuration=${encodeURIComponent(`${platform.url}/.well-known/openid-configuration`)}`);
    assert.equal(r.status, 403);
    assert.match(await r.text(), /data-refusal="registration-key"/);
  }
});

test("a learner's launch opens the exercise the link names, with the board it set", async () => {
  const { page, frame, status } = await launchAs({
    user: 'learner-1', role: 'learner', resource_link: 'week-3', locale: 'en',
    custom: JSON.stringify({ exercise: EXERCISE }),
  });
  assert.equal(status, 303);
  await frame.waitForSelector('#loading', { state: 'hidden' });
  // The student's own page for the link, in the launch's language; the settings are the
  // link's (kept by the server), and the session, which came in the fragment, has left the
  // address for the tab's storage.
  const url = new URL(frame.url());
  assert.match(url.pathname, /^\/exercise\/[\w-]{22}\/[\w-]{22}$/);
  assert.deepEqual([...url.searchParams.keys()], ['lang']);
  assert.equal(url.searchParams.get('lang'), 'en');
  assert.equal(url.hash, '');
  assert.match(await frame.evaluate(() => sessionStorage.getItem(`npuzzle-lti:${location.pathname}`)), /^[\w-]{43}$/);
  assert.doesNotMatch(await frame.textContent('body'), /ignored/, 'no setting of the address is refused');
  assert.deepEqual((await readBoard(page, frame)).flat, [1, 2, 3, 4, 0, 6, 7, 5, 8]);
  await page.close();
});

test("the launch's locale is the page's language", async () => {
  const { page, frame } = await launchAs({ user: 'learner-2', role: 'learner', resource_link: 'week-3', locale: 'fr',
    custom: JSON.stringify({ exercise: EXERCISE }) });
  await frame.waitForSelector('#loading', { state: 'hidden' });
  await frame.waitForFunction(() => document.documentElement.lang === 'fr');
  await page.close();
});

test("a teacher's launch opens the class's page, not the exercise", async () => {
  const { page, frame, status } = await launchAs({ user: 'teacher-1', role: 'instructor', resource_link: 'week-3',
    custom: JSON.stringify({ exercise: EXERCISE }) });
  assert.equal(status, 200);
  await frame.waitForSelector('[data-launched="instructor"]');
  await page.close();
});

// Each hostile launch the test platform can make, and the refusal it must meet.
const HOSTILE = {
  'alg-none': 'algorithm', hs256: 'algorithm', 'bad-signature': 'bad-signature', 'unknown-kid': 'unknown-key',
  'wrong-iss': 'issuer', 'wrong-aud': 'audience', 'wrong-azp': 'azp', 'multi-aud-no-azp': 'azp',
  expired: 'expired', 'future-iat': 'not-yet-valid', 'no-exp': 'missing-claim', 'no-iat': 'missing-claim',
  'no-nonce': 'missing-claim', 'no-target-link-uri': 'missing-claim', 'no-deployment-id': 'missing-claim',
  'unknown-deployment': 'deployment', 'wrong-message-type': 'message-type', 'no-version': 'missing-claim',
  'no-roles': 'missing-claim', 'no-sub': 'missing-claim', 'old-nonce': 'nonce', 'state-mismatch': 'state',
};

for (const [tamper, refusal] of Object.entries(HOSTILE)) {
  test(`a launch with ${tamper} is refused (${refusal}), with no session`, async () => {
    const { page, frame, status } = await launchAs({ user: 'learner-1', role: 'learner', resource_link: 'week-3', tamper,
      custom: JSON.stringify({ exercise: EXERCISE }) });
    assert.ok(status >= 400 && status < 500, `HTTP ${status}`);
    const shown = await frame.getAttribute('[data-refusal]', 'data-refusal');
    assert.equal(shown, refusal);
    if (tamper.startsWith('no-')) {
      const claim = tamper.slice(3).replaceAll('-', '_').replace('target_link_uri', 'target_link_uri');
      assert.match(await frame.textContent('main'), new RegExp(`lacks the ${claim} claim`));
    }
    assert.ok(!frame.url().includes('#lti='), 'no session reached the page');
    await page.close();
  });
}

test('an id_token posted twice is refused the second time, even with the login\'s cookie', async () => {
  const { page, frame, status } = await launchAs({ user: 'learner-3', role: 'learner', resource_link: 'week-3',
    custom: JSON.stringify({ exercise: EXERCISE }) });
  assert.equal(status, 303);
  await frame.waitForSelector('#loading', { state: 'hidden' });
  const last = await platform.get('/test/last-launch');
  const again = await fetch(last.redirect_uri, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `npuzzle-lti-${last.state}=1` },
    body: new URLSearchParams({ id_token: last.id_token, state: last.state }),
  });
  assert.equal(again.status, 401);
  assert.match(await again.text(), /data-refusal="state-used"/);
  await page.close();
});

test('a login from an LMS that is not registered is refused', async () => {
  const r = await fetch(`${tool.url}/lti/login?iss=${encodeURIComponent('https://evil.example')}&login_hint=x&target_link_uri=${encodeURIComponent(`${tool.url}/lti/launch`)}`,
    { redirect: 'manual' });
  assert.equal(r.status, 403);
  assert.match(await r.text(), /data-refusal="unknown-platform"/);
  const elsewhere = await fetch(`${tool.url}/lti/login?iss=${encodeURIComponent(platform.issuer)}&login_hint=x&target_link_uri=${encodeURIComponent('https://evil.example/')}`,
    { redirect: 'manual' });
  assert.equal(elsewhere.status, 401, 'a login never sends the browser off the tool');
});

test("the LMS's new signing key is fetched and its launches pass", async () => {
  // The tool fetches an LMS's keys again at most every 10 s, however many unknown keys come.
  await new Promise((r) => setTimeout(r, 11000));
  await platform.post('/test/rotate-key');
  const { page, frame, status } = await launchAs({ user: 'learner-4', role: 'learner', resource_link: 'week-3',
    custom: JSON.stringify({ exercise: EXERCISE }) });
  assert.equal(status, 303);
  await frame.waitForSelector('#loading', { state: 'hidden' });
  await page.close();
});
test('a teacher builds an exercise in the LMS\'s dialog; its link and gradebook column appear; a learner launches it', async () => {
  const { page, frame, status } = await launchAs({ user: 'teacher-1', role: 'instructor', message: 'deeplink', locale: 'en' });
  assert.equal(status, 200);
  await frame.waitForSelector('form[action="/lti/deep-link"]');
  // A board that does not read: the builder says why and keeps what was typed.
  await frame.fill('#title', 'Week 3: two moves');
  await frame.fill('#board', '1 2 3/4 _ 6/7 5');
  await frame.click('button[type=submit]');
  await frame.waitForSelector('#dl-error');
  assert.equal(await frame.inputValue('#title'), 'Week 3: two moves');
  assert.equal(await frame.inputValue('#board'), '1 2 3/4 _ 6/7 5');
  await frame.fill('#board', TWO_AWAY);
  await frame.fill('#slack', '0');
  await frame.click('button[type=submit]');
  const tool = () => page.frames().find((f) => f.name() === 'tool');
  await page.waitForFunction(() => true);
  for (let i = 0; i < 200 && !(await tool().$('#added').catch(() => null)); i += 1) await page.waitForTimeout(100);
  assert.equal(await tool().textContent('#added'), 'Added: Week 3: two moves');
  const { links, lineitems } = await platform.get('/test/links');
  const link = links.find((l) => l.title === 'Week 3: two moves');
  assert.ok(link, JSON.stringify(links));
  const query = new URLSearchParams(link.custom.exercise);
  assert.equal(query.get('exercise'), 'play');
  assert.equal(query.get('board'), TWO_AWAY);
  assert.equal(query.get('slack'), '0');
  const column = lineitems.find((i) => i.resourceLinkId === link.id);
  assert.ok(column, JSON.stringify(lineitems));
  assert.equal(column.scoreMaximum, 100);
  assert.equal(column.label, 'Week 3: two moves');
  await page.close();
  const learner = await launchAs({ user: 'learner-5', role: 'learner', resource_link: link.id, locale: 'en' });
  assert.equal(learner.status, 303);
  await learner.frame.waitForSelector('#loading', { state: 'hidden' });
  assert.deepEqual((await readBoard(learner.page, learner.frame)).flat, [1, 2, 3, 4, 0, 6, 7, 5, 8]);
  await learner.page.close();
});

test("a learner's Deep Linking launch is not a builder", async () => {
  const { page, frame, status } = await launchAs({ user: 'learner-6', role: 'learner', message: 'deeplink' });
  assert.equal(status, 403);
  assert.equal(await frame.locator('form').count(), 0);
  await page.close();
});
// Last: a second registration of the same LMS makes logins without a client id ambiguous.
test('a launch form without its token, and a login that cannot tell two registrations apart, are refused', async () => {
  const bare = await fetch(`${tool.url}/lti/launch`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'state=x',
  });
  assert.equal(bare.status, 400);
  assert.match(await bare.text(), /data-refusal="missing-parameter"/);
  const page = await context.newPage();
  await page.goto(`${platform.url}/test/register-tool?url=${encodeURIComponent(tool.registration)}`);
  await page.waitForFunction(() => document.querySelector('#status')?.textContent.includes('Registration closed'), null, { timeout: 30000 });
  await page.close();
  const r = await fetch(`${tool.url}/lti/login?iss=${encodeURIComponent(platform.issuer)}&login_hint=x&target_link_uri=${encodeURIComponent(`${tool.url}/lti/launch`)}`,
    { redirect: 'manual' });
  assert.equal(r.status, 400);
  assert.match(await r.text(), /data-refusal="client-id-needed"/);
});
});
