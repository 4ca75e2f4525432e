// A class without third-party cookies: Chromium blocks them (its own setting, as Chrome's users
// may choose), the tool runs on localhost inside an LMS on 127.0.0.1 (two sites). Chromium still
// keeps the login's cookie, which is partitioned (CHIPS), so a browser that keeps none at all
// (Safari without partitioned cookies) is made by clearing it before the launch. The
// launch then holds through LTI Client Side postMessage storage (`lti_storage_target`: the
// login's state is kept by the LMS's page, and read back before a session opens): a teacher
// adds an exercise, a learner plays it to a pass and the grade reaches the gradebook. A
// platform without storage gets a page that says what to do; a storage frame that stays silent,
// and a check page's post forged from another site, open no session. On SQLite and PostgreSQL.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startPlatform } from './lti-platform.mjs';
import { startClassServer } from './class-server.mjs';
import { startPostgres } from './postgres.mjs';

const TWO_AWAY = '1 2 3/4 _ 6/7 5 8';
const SHORTEST = ['ArrowUp', 'ArrowLeft'];

/** Chromium with third-party cookies blocked (the setting's own preference), in its own profile. */
async function blockingThirdPartyCookies() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npuzzle-no3pc-'));
  fs.mkdirSync(path.join(dir, 'Default'));
  fs.writeFileSync(path.join(dir, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 1 } }));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  return { context, close: async () => { await context.close(); fs.rmSync(dir, { recursive: true, force: true }); } };
}

for (const database of ['sqlite', 'postgres']) describe(`no third-party cookies, on ${database}`, () => {
let platform, tool, browser, postgres, link;
before(async () => {
  postgres = database === 'postgres' ? await startPostgres() : null;
  [platform, tool, browser] = await Promise.all([startPlatform(),
    startClassServer({ host: 'localhost', db: postgres?.url }), blockingThirdPartyCookies()]);
  const page = await browser.context.newPage();
  await page.goto(`${platform.url}/test/register-tool?url=${encodeURIComponent(tool.registration)}`);
  await page.waitForFunction(() => document.querySelector('#status')?.textContent.includes('Registration closed'), null, { timeout: 30000 });
  await page.close();
  link = await addExercise('Week 5: no cookies');
});
after(async () => {
  await browser?.close();
  await tool?.stop();
  await platform?.stop();
  postgres?.stop();
});

/** The tool's frame on the course page, once `ready(frame)` holds (30 s at most). */
async function toolFrame(page, ready) {
  for (let i = 0; i < 300; i += 1) {
    const frame = page.frames().find((f) => f.name() === 'tool');
    if (frame && await ready(frame).catch(() => false)) return frame;
    await page.waitForTimeout(100);
  }
  assert.fail(`the tool's frame did not get there:\n${platform.log().slice(-1500)}\n${tool.log().slice(-1500)}`);
}

/** The login's cookie gone before the launch reaches the tool: a browser that keeps no cookie
 * in a frame at all. (Rewriting the login's answer instead would make it a page from nowhere,
 * which Chromium's local network rules stop from reaching the LMS.) */
const dropCookie = (page) => page.route((url) => url.origin === new URL(tool.url).origin && url.pathname === '/lti/launch', async (route) => {
  await browser.context.clearCookies({ domain: 'localhost' });
  await route.continue();
});

/** The course page's launch (`/test/launch` with `params`) in a browser that keeps no cookie
 * in the frame (unless `cookie`), with the launch's statuses. */
async function openCourse(params, prepare = async () => {}, { cookie = false } = {}) {
  const page = await browser.context.newPage();
  const statuses = [];
  page.on('response', (r) => { if (new URL(r.url()).pathname === '/lti/launch') statuses.push(r.status()); });
  if (!cookie) await dropCookie(page);
  await prepare(page);
  const query = new URLSearchParams({ target: 'iframe', role: 'learner', locale: 'en', ...params });
  await page.goto(`${platform.url}/test/launch?${query}`);
  return { page, statuses };
}

/** A teacher adds a play exercise on TWO_AWAY in the LMS's dialog, through the storage frame. */
async function addExercise(title) {
  const { page } = await openCourse({ user: 'teacher-1', role: 'instructor', message: 'deeplink', storage: '1' });
  const dialog = await toolFrame(page, async (f) => Boolean(await f.$('#title')));
  await dialog.fill('#title', title);
  await dialog.fill('#board', TWO_AWAY);
  await dialog.fill('#slack', '0');
  await dialog.click('button[type=submit]');
  await toolFrame(page, async (f) => Boolean(await f.$('#added')));
  await page.close();
  const { links } = await platform.get('/test/links');
  const made = links.find((l) => l.title === title);
  assert.ok(made, JSON.stringify(links));
  return made;
}

/** What the LMS's page (or its storage frame) answered the tool, by subject. */
async function storageLog(page, frameName) {
  const where = frameName ? page.frames().find((f) => f.name() === frameName) : page.mainFrame();
  return where.evaluate(() => window.ltiStorage.log.map((e) => ({ origin: e.origin, subject: e.message?.subject, key: e.message?.key, error: e.reply?.error?.code ?? null })));
}

const refusalOf = (frame) => frame.evaluate(() => document.querySelector('[data-refusal]')?.dataset.refusal ?? null);

test('Chromium blocking third-party cookies keeps the partitioned login cookie: the launch needs no storage', async () => {
  const { page, statuses } = await openCourse({ user: 'learner-19', resource_link: link.id }, undefined, { cookie: true });
  const frame = await toolFrame(page, async (f) => new URL(f.url()).pathname.startsWith('/exercise/') && Boolean(await f.$('#exercise:not([hidden])')));
  assert.deepEqual(statuses, [303]);
  // The frame's storage is blocked, as the setting says; the page goes on without it.
  assert.equal(await frame.evaluate(() => { try { localStorage.getItem('x'); return 'open'; } catch (e) { return e.name; } }), 'SecurityError');
  await page.close();
});

test('a browser that keeps no cookie, with an LMS without storage: the launch is refused in words', async () => {
  const { page, statuses } = await openCourse({ user: 'learner-20', resource_link: link.id });
  const frame = await toolFrame(page, async (f) => Boolean(await f.$('[data-refusal]')));
  assert.equal(await refusalOf(frame), 'no-cookie');
  assert.deepEqual(statuses, [401]);
  assert.match(await frame.textContent('main'), /open the exercise in a new window/);
  assert.ok(!frame.url().includes('/exercise/'), 'no session');
  await page.close();
});

test('a learner plays to a pass through the storage frame; the grade reaches the gradebook once', async () => {
  const { page, statuses } = await openCourse({ user: 'learner-21', resource_link: link.id, storage: '1' });
  const frame = await toolFrame(page, async (f) => new URL(f.url()).pathname.startsWith('/exercise/') && Boolean(await f.$('#exercise:not([hidden])')));
  // The launch was answered twice: the check page (200), then its own confirmed post (303).
  assert.deepEqual(statuses, [200, 303]);
  const log = await storageLog(page, 'post_message_forwarding');
  const origin = new URL(tool.url).origin;
  assert.deepEqual(log.map((e) => [e.origin, e.subject, e.error]),
    [[origin, 'lti.put_data', null], [origin, 'lti.get_data', null]], JSON.stringify(log));
  assert.equal(log[0].key, log[1].key);
  await frame.locator('canvas').first().focus();
  for (const key of SHORTEST) await page.keyboard.press(key);
  await frame.waitForSelector('#ex-result:not([hidden])');
  await frame.waitForFunction(() => document.documentElement.dataset.npuzzleGrade === 'delivered', null, { timeout: 30000 });
  const scores = (await platform.get('/test/scores')).filter((s) => s.user_id === 'learner-21' && s.resource_link_id === link.id);
  assert.equal(scores.length, 1, JSON.stringify(scores));
  assert.equal(scores[0].body.scoreGiven, 100);
  await page.close();
});

test('an LMS whose course page keeps the data itself (_parent) works too', async () => {
  const { page, statuses } = await openCourse({ user: 'learner-22', resource_link: link.id, storage: '_parent' });
  await toolFrame(page, async (f) => new URL(f.url()).pathname.startsWith('/exercise/') && Boolean(await f.$('#exercise:not([hidden])')));
  assert.deepEqual(statuses, [200, 303]);
  const log = await storageLog(page, null);
  assert.deepEqual(log.map((e) => [e.subject, e.error]), [['lti.put_data', null], ['lti.get_data', null]]);
  await page.close();
});

test('a storage frame that never answers opens no session: refused in words (storage-unconfirmed)', async () => {
  const silent = async (page) => page.route('**/test/storage-frame*', (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>silent</title>' }));
  const { page, statuses } = await openCourse({ user: 'learner-23', resource_link: link.id, storage: '1' }, silent);
  const frame = await toolFrame(page, async (f) => Boolean(await f.$('[data-refusal]')));
  assert.equal(await refusalOf(frame), 'storage-unconfirmed');
  assert.deepEqual(statuses, [200, 401]);
  await page.close();
});

test("a check page's post forged from another site is refused; the same post from the tool's page passes", async () => {
  // The check page stays put (its script never comes), so the login is still in flight.
  const stay = async (page) => page.route('**/lti/storage.js', (r) => (new URL(r.request().frame().url()).pathname === '/lti/launch' ? r.abort() : r.continue()));
  const { page, statuses } = await openCourse({ user: 'learner-24', resource_link: link.id, storage: '1' }, stay);
  await toolFrame(page, async (f) => Boolean(await f.$('[data-mode="get"]')));
  assert.deepEqual(statuses, [200]);
  const last = await platform.get('/test/last-launch');
  const post = (origin) => fetch(last.redirect_uri, {
    method: 'POST', redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ id_token: last.id_token, state: last.state, lti_storage_target: last.lti_storage_target, storage_check: 'confirmed' }),
  });
  const forged = await post(platform.url);
  assert.equal(forged.status, 401);
  assert.match(await forged.text(), /data-refusal="state"/);
  const own = await post(new URL(tool.url).origin);
  assert.equal(own.status, 303, await own.text());
  assert.match(own.headers.get('location'), /\/exercise\/[\w-]{22}\/[\w-]{22}\?lang=en#lti=[\w-]{43}$/);
  await page.close();
});

test("another site that makes the browser post someone else's launch gets no session (login CSRF)", async () => {
  // The attacker's own launch, stopped at the check page: a token and state in flight.
  const stay = async (page) => page.route('**/lti/storage.js', (r) => (new URL(r.request().frame().url()).pathname === '/lti/launch' ? r.abort() : r.continue()));
  const own = await openCourse({ user: 'learner-25', resource_link: link.id, storage: '1' }, stay);
  await toolFrame(own.page, async (f) => Boolean(await f.$('[data-mode="get"]')));
  const last = await platform.get('/test/last-launch');
  await own.page.close();
  // A page on another site frames the LMS's real storage frame under the name the launch gives,
  // and posts the attacker's launch into a frame beside it, in the victim's browser.
  const fields = { id_token: last.id_token, state: last.state, lti_storage_target: last.lti_storage_target };
  const inputs = Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`).join('');
  const html = `<!doctype html><title>prize</title>
<iframe name="${last.lti_storage_target}" id="storage" src="${platform.url}/test/storage-frame"></iframe>
<iframe name="tool"></iframe>
<form id="f" method="post" target="tool" action="${last.redirect_uri}">${inputs}</form>
<script>document.getElementById('storage').addEventListener('load', () => document.getElementById('f').submit());</script>`;
  const site = http.createServer((req, res) => { res.writeHead(200, { 'content-type': 'text/html' }); res.end(html); });
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
  try {
    const page = await browser.context.newPage();
    const statuses = [];
    page.on('response', (r) => { if (new URL(r.url()).pathname === '/lti/launch') statuses.push(r.status()); });
    await page.goto(`http://127.0.0.1:${site.address().port}/`);
    const frame = await toolFrame(page, async (f) => Boolean(await f.$('[data-refusal]')));
    assert.equal(await refusalOf(frame), 'storage-unconfirmed');
    assert.deepEqual(statuses, [200, 401]);
    await page.close();
  } finally {
    site.close();
  }
});
});
