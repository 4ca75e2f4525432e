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
