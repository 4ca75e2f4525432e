// A cmi5 LMS for the tests: a real learning record store (PyPI `ralph-malph`, installed by
// scripts/setup.sh, started here on a free loopback port with its file backend, mended in
// lrs/ralph_app.py to keep more than one request's statements) behind an LMS
// of our own on another origin than the package. Ralph stores statements only, so the LMS
// answers the rest of what cmi5 asks of it: the one-time fetch URL, the State API
// (LMS.LaunchData and the AU's own documents) and the learner's preferences; it forwards
// statements to Ralph and answers CORS as an LRS must for content on another origin.
import { spawn, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './harness.mjs';

const RALPH = process.env.RALPH_BIN || path.join(os.homedir(), '.cache/npuzzle/ralph/bin');
const USER = 'lms';
const PASSWORD = 'secret';
export const AUTH = Buffer.from(`${USER}:${PASSWORD}`).toString('base64');


/** Ralph on a free port, its data in a fresh folder; `stop()` ends it. `env` adds Ralph's own
 * settings (`RALPH_RUNSERVER_CORS_ALLOW_ORIGINS`, say). */
export async function startRalph({ env: settings = {} } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npuzzle-ralph-'));
  const env = { ...process.env, RALPH_AUTH_FILE: path.join(dir, 'auth.json'), RALPH_APP_DIR: dir, RALPH_RUNSERVER_BACKEND: 'fs', ...settings };
  execFileSync(path.join(RALPH, 'ralph'), ['auth', '-u', USER, '-p', PASSWORD, '-s', 'all', '-M', 'mailto:lms@example.org', '-w'],
    { env, cwd: dir, stdio: 'ignore' });
  const port = await freePort();
  // ralph_app.py is Ralph's app with its file backend made to append (see there).
  const appDir = new URL('./lrs/', import.meta.url).pathname;
  const child = spawn(path.join(RALPH, 'uvicorn'), ['ralph_app:app', '--app-dir', appDir, '--host', '127.0.0.1', '--port', String(port)],
    { env, cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (d) => { log += d; });
  const url = `http://127.0.0.1:${port}/xAPI/`;
  for (let i = 0; ; i += 1) {
    try {
      const r = await fetch(`${url}statements?limit=1`, { headers: { Authorization: `Basic ${AUTH}`, 'X-Experience-API-Version': '1.0.3' } });
      if (r.ok) break;
    } catch { /* not up yet */ }
    if (i > 150 || child.exitCode !== null) throw new Error(`Ralph did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop: () => child.kill() };
}

/** Every statement Ralph holds for `registration`, oldest first. */
export async function statements(ralph, registration, { answered = false } = {}) {
  const r = await fetch(`${ralph.url}statements?registration=${registration}&limit=500`,
    { headers: { Authorization: `Basic ${AUTH}`, 'X-Experience-API-Version': '1.0.3' } });
  if (!r.ok) throw new Error(`Ralph: HTTP ${r.status}`);
  // In the order the AU made them (its timestamps are strictly in order). The `answered`
  // statements (one per answer, timed when it was given) only when asked for.
  const all = (await r.json()).statements.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  return answered ? all : all.filter((s) => !s.verb.id.endsWith('/answered'));
}

const read = (req) => new Promise((resolve) => {
  let body = '';
  req.on('data', (d) => { body += d; });
  req.on('end', () => resolve(body));
});

// A State API document's key: its id, registration, activity and agent.
const key = (q) => `${q.get('stateId')}|${q.get('registration')}|${q.get('activityId')}|${q.get('agent') ?? ''}`;

/** Notes each statement posted, as `session id|verb`, whether or not its token still holds. */
function noteArrivals(db, body) {
  let list = [];
  try { list = [].concat(JSON.parse(body)); } catch { return; }
  for (const st of list) {
    const session = st?.context?.extensions?.['https://w3id.org/xapi/cmi5/context/extensions/sessionid'];
    db.arrived.add(`${session}|${String(st?.verb?.id).split('/').pop()}`);
  }
}

/** The record store's side of the LMS (`/xapi/…`, with a token it accepts): statements
 * forwarded to Ralph, the State API and the learner's profile kept in `db.state`, and the fault
 * `db.hang` ordered (a request taken and never answered: `never()`). */
async function answerXapi(db, req, url, body, send, never) {
  if (url.pathname === '/xapi/statements' && req.method === 'POST') noteArrivals(db, body);
  if (!db.live.has((req.headers.authorization ?? '').replace(/^Basic /, ''))) return send(401);
  const rest = url.pathname.slice('/xapi/'.length);
  if (rest === 'statements') {
    // The `answered` statements posted, by registration (a copy the LRS then keeps once counts).
    if (req.method === 'POST') {
      let list = [];
      try { list = [].concat(JSON.parse(body)); } catch { /* Ralph answers it */ }
      for (const st of list) {
        if (!String(st?.verb?.id).endsWith('/answered')) continue;
        const reg = st.context?.registration;
        db.answeredPosts.set(reg, (db.answeredPosts.get(reg) ?? 0) + 1);
      }
    }
    const r = await fetch(`${db.ralph.url}statements${url.search}`, {
      method: req.method,
      headers: { Authorization: `Basic ${AUTH}`, 'X-Experience-API-Version': '1.0.3', 'Content-Type': 'application/json' },
      body: req.method === 'GET' ? undefined : body,
    });
    if (db.hang === 'statements') return never();
    return send(r.status, await r.text());
  }
  if (db.hang === 'state' && rest === 'activities/state') return never();
  // The outcome's state refused (500), every copy of it: the statements land all the same.
  if (db.refuse === 'outcome' && rest === 'activities/state' && req.method === 'PUT' && url.searchParams.get('stateId') === 'urn:npuzzle:outcome') return send(500);
  // The outcome's state that says its statements landed (no `pending` in it): as if the page
  // went before it arrived.
  const settling = req.method === 'PUT' && url.searchParams.get('stateId') === 'urn:npuzzle:outcome' && !('pending' in JSON.parse(body || '{}'));
  if (db.hang === 'settled' && rest === 'activities/state' && settling) return never();
  if (rest === 'activities/state') {
    const k = key(url.searchParams);
    if (req.method === 'PUT' || req.method === 'POST') {
      JSON.parse(body); // a document that is not JSON fails the test here
      db.state.set(k, body);
      return send(204);
    }
    return db.state.has(k) ? send(200, db.state.get(k)) : send(404);
  }
  if (rest === 'agents/profile') {
    const doc = db.state.get(`profile|${url.searchParams.get('profileId')}`);
    return doc ? send(200, doc) : send(404);
  }
  return send(404);
}

/**
 * The LMS: `lms.launch(page, { registration, launchData, preferences })` opens its course page,
 * which frames the package (served at `pkgOrigin`/pkg/) with cmi5's launch parameters, after
 * storing the session's LaunchData (a fresh session id in its context template). `lms.fetches`
 * counts the token requests, `lms.state` holds the State API's documents. Each session has its
 * own token; `lms.end(session)` refuses it from then on (401), as an LMS does once a session is
 * over. Faults to order: `lms.hang = 'fetch' | 'statements' | 'state'` takes such requests and
 * never answers them (hung statements are stored all the same: the answer is what is lost);
 * `'settled'` does so to the outcome's state once its statements have landed;
 * `lms.hung` counts them; `lms.hang = null` answers again. `lms.refuse = 'outcome'` answers 500
 * to every write of the outcome's state.
 */
export async function startCmi5Lms(ralph, pkgOrigin, auId) {
  const state = new Map();
  const tokens = new Map(); // fetch id -> used
  const live = new Set(); // the tokens it accepts
  const held = []; // the responses it never sends
  let fetches = 0;
  const tokenOf = (session) => Buffer.from(`au:${session}`).toString('base64');
  const cors = (req) => ({
    'access-control-allow-origin': req.headers.origin || '*',
    'access-control-allow-headers': 'Authorization, Content-Type, X-Experience-API-Version',
    'access-control-allow-methods': 'GET, PUT, POST, OPTIONS',
  });
  const db = { ralph, state, live, hang: null, refuse: null, answeredPosts: new Map(), arrived: new Set() };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    const body = await read(req);
    const send = (status, text = '', type = 'application/json') => {
      res.writeHead(status, { 'content-type': type, ...cors(req) });
      res.end(text);
    };
    if (req.method === 'OPTIONS') return send(204);
    if (url.pathname === '/lms.html') {
      const launch = url.searchParams.get('launch');
      return send(200, `<!doctype html><title>LMS</title><iframe id="au" title="Exercise" width="800" height="900" src="${launch.replace(/"/g, '&quot;')}"></iframe>`, 'text/html');
    }
    const never = () => { held.push(res); };
    if (url.pathname === '/fetch' && req.method === 'POST') {
      if (db.hang === 'fetch') return never();
      fetches += 1;
      const id = url.searchParams.get('id');
      if (tokens.get(id) !== false) return send(200, JSON.stringify({ 'error-code': '1', 'error-text': 'This fetch URL was used already.' }));
      tokens.set(id, true);
      return send(200, JSON.stringify({ 'auth-token': tokenOf(id) }));
    }
    if (!url.pathname.startsWith('/xapi/')) return send(404);
    return answerXapi(db, req, url, body, send, never);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const actor = { objectType: 'Agent', account: { homePage: origin, name: 'student-1' }, name: 'A Student' };
  const lms = {
    server,
    origin,
    state,
    actor,
    get fetches() { return fetches; },
    /** Whether a statement of `verb` from `session` has reached the LMS (before its token is
     * checked and before the LRS has it). */
    arrived(session, verb) { return db.arrived.has(`${session}|${verb}`); },
    /** The `answered` statements posted for `registration`, copies included. */
    answeredPosts(registration) { return db.answeredPosts.get(registration) ?? 0; },
    get hung() { return held.length; },
    set hang(what) {
      db.hang = what;
      if (!what) for (const res of held.splice(0)) res.destroy();
    },
    set refuse(what) { db.refuse = what; },
    end(session) { live.delete(tokenOf(session)); },
    /** Opens a new session of `registration` in `page`; returns the AU's frame. */
    async launch(page, { registration, launchData = {}, preferences = null } = {}) {
      const session = crypto.randomUUID();
      const agent = JSON.stringify(actor);
      state.set(`LMS.LaunchData|${registration}|${auId}|${agent}`, JSON.stringify({
        contextTemplate: {
          contextActivities: { grouping: [{ id: auId.replace(':au:', ':course:'), objectType: 'Activity' }] },
          extensions: { 'https://w3id.org/xapi/cmi5/context/extensions/sessionid': session },
        },
        launchMode: 'Normal',
        moveOn: 'CompletedAndPassed',
        ...launchData,
      }));
      if (preferences) state.set('profile|cmi5LearnerPreferences', JSON.stringify(preferences));
      else state.delete('profile|cmi5LearnerPreferences');
      tokens.set(session, false);
      live.add(tokenOf(session));
      const params = new URLSearchParams({
        endpoint: `${origin}/xapi/`, fetch: `${origin}/fetch?id=${session}`, actor: agent, registration, activityId: auId,
      });
      await page.goto(`${origin}/lms.html?launch=${encodeURIComponent(`${pkgOrigin}/pkg/index.html?${params}`)}`);
      const frame = page.frame({ url: /\/pkg\// });
      await frame.waitForSelector('#exercise:not([hidden])');
      return { frame, session };
    },
  };
  return lms;
}
