// An LTI 1.3 platform for the tests: the test LMS of tests/lti/platform.py (PyPI lti1p3platform
// behind FastAPI, in the virtualenv scripts/setup.sh makes), started here on a free loopback port.
// Its module docstring lists its endpoints and test controls; in short, a test registers the tool
// through `/test/register-tool?url=…` (or `/test/registration-token`), opens the course page
// `/test/launch?client_id=…&user=…&role=…&resource_link=…` and reads back what the tool did with
// `/test/scores`, `/test/links`, `/test/tools` and `/test/token-requests`.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './harness.mjs';

const VENV = process.env.LTI_PLATFORM_VENV || path.join(os.homedir(), '.cache/npuzzle/lti-platform');
const SCRIPT = new URL('../lti/platform.py', import.meta.url).pathname;


/**
 * The platform on a free port, answering once `startPlatform()` resolves: `url` (= `issuer`,
 * `http://127.0.0.1:PORT`), `get(path)` and `post(path, body)` for its JSON endpoints (they throw
 * on an HTTP error, with the platform's reason), `log()` what it printed (each refusal, with why)
 * and `stop()`.
 */
export async function startPlatform() {
  const port = await freePort();
  const child = spawn(path.join(VENV, 'bin/python'), [SCRIPT, '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => { log += d; });
  child.stderr.on('data', (d) => { log += d; });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${url}/.well-known/openid-configuration`)).ok) break;
    } catch { /* not up yet */ }
    if (i > 150 || child.exitCode !== null) {
      child.kill();
      throw new Error(`the LTI platform did not start (is ${VENV} set up? scripts/setup.sh):\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const call = async (method, pathname, body) => {
    const r = await fetch(url + pathname, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await r.text();
    if (!r.ok) throw new Error(`LTI platform: ${method} ${pathname}: HTTP ${r.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  return {
    url,
    issuer: url,
    get: (pathname) => call('GET', pathname),
    post: (pathname, body = {}) => call('POST', pathname, body),
    log: () => log,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    }),
  };
}

// The steps most LTI specs take, in the LMS's own pages in Chromium: the tool registered, an
// exercise added through Deep Linking, a link launched as a user.

/** The tool's frame (named `tool`) in `page`, once `ready(frame)` holds in it (30 s at most);
 * `log()` (the tool's output) goes into the error if it never does. */
export async function toolFrame(page, ready, log = () => '') {
  for (let i = 0; i < 300; i += 1) {
    const frame = page.frames().find((f) => f.name() === 'tool');
    if (frame && await ready(frame).catch(() => false)) return frame;
    await page.waitForTimeout(100);
  }
  throw new Error(`the tool's frame did not get there:\n${log().slice(-2000)}`);
}

/** Registers the tool whose registration URL is `registration` at `platform`, as an admin does
 * in the LMS's page (Dynamic Registration), in the browser context `context`. */
export async function registerTool(platform, context, registration) {
  const page = await context.newPage();
  await page.goto(`${platform.url}/test/register-tool?url=${encodeURIComponent(registration)}`);
  await page.waitForFunction(() => document.querySelector('#status')?.textContent.includes('Registration closed'), null, { timeout: 30000 });
  await page.close();
}

/** A teacher adds an exercise in the LMS's Deep Linking dialog: `fields` are the builder's
 * (`title`, `task`, `board`, `slack`, `count`, …; a title is required, to find the link by).
 * Resolves with the link the LMS made (`/test/links`'s entry: `id`, `title`, …). */
export async function addExercise(platform, context, fields, { user = 'teacher-1', log } = {}) {
  const page = await context.newPage();
  await page.goto(`${platform.url}/test/launch?${new URLSearchParams({ target: 'iframe', user, role: 'instructor', message: 'deeplink' })}`);
  const dialog = await toolFrame(page, (f) => f.$('#title'), log);
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'task') await dialog.selectOption('#task', value);
    else await dialog.fill(`#${name}`, String(value));
  }
  await dialog.click('button[type=submit]');
  await toolFrame(page, (f) => f.$('#added'), log);
  await page.close();
  const { links } = await platform.get('/test/links');
  const made = links.find((l) => l.title === fields.title);
  if (!made) throw new Error(`the LMS has no link titled ${fields.title}: ${JSON.stringify(links)}`);
  return made;
}

/** `user` opens `link` from the course page (in `context`), as `role`: the page (its uncaught
 * errors in `problems`) and the tool's frame once `ready(frame)` holds in it (by default: a
 * student's exercise, shown). */
export async function launchLink(platform, context, { user, link, role = 'learner', ready, log }) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${platform.url}/test/launch?${new URLSearchParams({ target: 'iframe', user, role, locale: 'en', resource_link: link.id })}`);
  ready ??= async (f) => new URL(f.url()).pathname.startsWith('/exercise/') && Boolean(await f.$('#exercise:not([hidden])'));
  const frame = await toolFrame(page, ready, log);
  return { page, frame, problems };
}
