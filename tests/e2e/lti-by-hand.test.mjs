// An LMS registered by hand (Blackboard's way: no Dynamic Registration), against the test LMS:
// its admin adds the tool from the tool's /lti/config.json, copies the values it shows into
// `npuzzle lms add`, and learners launch; a new deployment (another sub-account) is refused
// until `npuzzle lms deploy` adds it. On SQLite and PostgreSQL, with the server running.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { launch } from './harness.mjs';
import { startPlatform } from './lti-platform.mjs';
import { startClassServer, npuzzle } from './class-server.mjs';
import { startPostgres } from './postgres.mjs';

/** `npuzzle lms ARGS` on the server's database: `{code, out, err}`. */
const lms = (db, ...args) => {
  const r = spawnSync(npuzzle(), ['lms', ...args, '--db', db], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

for (const database of ['sqlite', 'postgres']) describe(`an LMS registered by hand, on ${database}`, () => {
let platform, tool, browser, postgres, added;
before(async () => {
  postgres = database === 'postgres' ? await startPostgres() : null;
  [platform, tool, browser] = await Promise.all([startPlatform(), startClassServer({ db: postgres?.url }), launch()]);
});
after(async () => {
  await browser?.close();
  await tool?.stop();
  await platform?.stop();
  postgres?.stop();
});

/** A learner's launch from the course page: how the tool ended it (the login's refusal, or
 * the launch's answer), with the refusal's code. */
async function launchStatus(user) {
  const page = await browser.newPage();
  let status;
  page.on('response', (r) => {
    const at = new URL(r.url()).pathname;
    if (at === '/lti/launch' || (at === '/lti/login' && r.status() >= 400)) status = r.status();
  });
  await page.goto(`${platform.url}/test/launch?${new URLSearchParams({ target: 'iframe', user, role: 'learner', resource_link: 'by-hand' })}`);
  // Until the frame shows the refusal's page or the exercise's.
  let refusal = null;
  for (let i = 0; i < 300; i += 1) {
    const frame = page.frames().find((f) => f.name() === 'tool');
    if (frame && new URL(frame.url()).pathname.startsWith('/exercise/')) break;
    refusal = await frame?.evaluate(() => document.querySelector('[data-refusal]')?.dataset.refusal ?? null).catch(() => null);
    if (refusal) break;
    await page.waitForTimeout(100);
  }
  await page.close();
  return { status, refusal };
}

test("the admin copies the LMS's values into npuzzle lms add; learners launch", async () => {
  const config = await (await fetch(`${tool.url}/lti/config.json`)).json();
  added = await platform.post('/test/add-tool', config);
  const values = ['--issuer', added.issuer, '--client-id', added.client_id, '--deployment', added.deployment_id,
    '--auth-url', added.auth_url, '--token-url', added.token_url, '--jwks-url', added.jwks_url];
  // A value mistyped is named, and nothing is kept.
  const typo = lms(tool.db, 'add', ...values.slice(0, -1), 'platform.example/jwks');
  assert.equal(typo.code, 2);
  assert.match(typo.err, /--jwks-url platform\.example\/jwks: not a URL/);
  const before = await launchStatus('learner-1');
  assert.deepEqual(before, { status: 403, refusal: 'unknown-platform' });
  const r = lms(tool.db, 'add', ...values, '--name', 'Test LMS');
  assert.equal(r.code, 0, r.err);
  assert.equal(r.out, `registered: ${added.issuer} (client ${added.client_id}, deployment ${added.deployment_id})\n`);
  assert.deepEqual(await launchStatus('learner-1'), { status: 303, refusal: null });
  // Entered twice (or with another key set): refused, the first stands.
  const again = lms(tool.db, 'add', ...values.slice(0, -1), `${platform.url}/other-jwks`);
  assert.equal(again.code, 2);
  assert.match(again.err, /is registered already; to add a deployment: npuzzle lms deploy/);
});

test('a new deployment launches once npuzzle lms deploy adds it', async () => {
  const { deployment_id: deployment } = await platform.post('/test/new-deployment', { client_id: added.client_id });
  assert.deepEqual(await launchStatus('learner-2'), { status: 403, refusal: 'deployment' });
  const r = lms(tool.db, 'deploy', '--issuer', added.issuer, '--client-id', added.client_id, '--deployment', deployment);
  assert.equal(r.code, 0, r.err);
  assert.equal(r.out, `deployment ${deployment}: added\n`);
  assert.deepEqual(await launchStatus('learner-2'), { status: 303, refusal: null });
  const listed = lms(tool.db, 'list');
  assert.equal(listed.code, 0, listed.err);
  assert.match(listed.out, new RegExp(`^${added.issuer.replace(/[.:/]/g, '\\$&')} \\(Test LMS\\)\n  client id: +${added.client_id}\n  deployments: ${added.deployment_id}, ${deployment}\n`));
  const unknown = lms(tool.db, 'deploy', '--issuer', added.issuer, '--client-id', 'nobody', '--deployment', 'd');
  assert.equal(unknown.code, 2);
  assert.match(unknown.err, /no registration has issuer .* and client id nobody/);
});
});
