// Shared by the e2e specs: a static server for dist/ under a sub-path (proving relative URLs),
// and a headless Debian Chromium driven by playwright-core.
import http from 'node:http';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dist = path.join(root, 'dist');
export const shots = path.join(root, 'tests/e2e/screenshots');
/** A port nobody holds now, well away from the common ones, and one no other test file running
 * at the same time was given: two files run at once (tests/e2e/run.mjs), and a port is taken
 * only some time after it is handed out (a server starting). Below Linux's ephemeral range
 * (32768–60999), where the kernel picks the ports of `listen(0)` (startServer's) and of every
 * outgoing connection, so that neither takes it meanwhile. Each is claimed by a file in the
 * temporary folder, created only if absent, removed when this process exits; a claim over an
 * hour old is a crashed run's, taken over. */
export async function freePort() {
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 12768);
    if (!claim(port)) continue;
    const free = await new Promise((resolve) => {
      const s = net.createServer().once('error', () => resolve(false)).listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

const claims = path.join(os.tmpdir(), 'npuzzle-e2e-ports');
const claimed = [];
function claim(port) {
  fs.mkdirSync(claims, { recursive: true });
  const file = path.join(claims, String(port));
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (e) {
    if (e.code !== 'EEXIST') throw e;
    try {
      if (Date.now() - fs.statSync(file).mtimeMs < 3600_000) return false;
      fs.rmSync(file, { force: true });
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    } catch { return false; }
  }
  if (!claimed.length) process.once('exit', () => { for (const f of claimed) fs.rmSync(f, { force: true }); });
  claimed.push(file);
  return true;
}

export const BASE_PATH = '/course/ai-search/puzzle/';

const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.svg': 'image/svg+xml', '.ico': 'image/x-icon', '.json': 'application/json',
};

/** Serves dist/ at BASE_PATH, and /embed.html: a course page that embeds the app in an iframe.
 * `maxAge` (seconds) adds the Cache-Control a static host or CDN sends (default: none). */
export async function startServer({ maxAge } = {}) {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ is missing: run `trunk build --release` first');
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/embed.html') {
      const src = BASE_PATH + '?' + url.searchParams.get('q');
      res.writeHead(200, { 'content-type': types['.html'] });
      res.end(`<!doctype html><title>Course page</title><h1>Week 3: A*</h1>
        <iframe id="puzzle" src="${src.replace(/"/g, '&quot;')}" width="760" height="900" title="N-puzzle"></iframe>`);
      return;
    }
    if (url.pathname === '/favicon.ico') return send(res, path.join(dist, 'favicon.ico'), req, maxAge);
    if (!url.pathname.startsWith(BASE_PATH)) { res.writeHead(404); res.end('not found'); return; }
    let rel = decodeURIComponent(url.pathname.slice(BASE_PATH.length)) || 'index.html';
    const file = path.join(dist, rel);
    if (!file.startsWith(dist)) { res.writeHead(403); res.end(); return; }
    send(res, file, req, maxAge);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { server, origin: `http://127.0.0.1:${port}`, url: `http://127.0.0.1:${port}${BASE_PATH}` };
}

/** The Cache-Control a static host or CDN sends, if `maxAge` (seconds) is given. */
const caching = (maxAge) => (maxAge ? { 'cache-control': `public, max-age=${maxAge}` } : {});

// Compressed as static hosts serve them (the tables are compressed already).
const compressible = new Set(['.html', '.js', '.wasm', '.css', '.svg', '.json']);

function send(res, file, req, maxAge) {
  fs.readFile(file, (err, data) => {
    if (err) { res.writeHead(404); res.end('not found'); return; }
    // Open to other origins, as a CDN serves it: course pages load the element from here.
    const headers = { 'content-type': types[path.extname(file)] || 'application/octet-stream',
      'access-control-allow-origin': '*', ...caching(maxAge) };
    if (compressible.has(path.extname(file)) && /\bgzip\b/.test(req?.headers['accept-encoding'] ?? '')) {
      headers['content-encoding'] = 'gzip';
      data = zlib.gzipSync(data);
    }
    res.writeHead(200, headers);
    res.end(data);
  });
}

/** A course page on another origin (another port): `pages` maps a path to its HTML, or to
 * `{ html, headers }` (a Content-Security-Policy, say; or any body with its content-type). */
export async function startHost(pages, { maxAge } = {}) {
  const server = http.createServer((req, res) => {
    const page = pages[new URL(req.url, 'http://x').pathname];
    if (req.url === '/favicon.ico') { res.writeHead(204); res.end(); return; }
    if (page === undefined) { res.writeHead(404); res.end('not found'); return; }
    const { html, headers = {} } = typeof page === 'string' ? { html: page } : page;
    res.writeHead(200, { 'content-type': types['.html'], ...caching(maxAge), ...headers });
    res.end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

/** Chromium as every spec drives it; `more` adds flags (a fake camera, say). With `bfcache`, the
 * back-forward cache is on (Playwright turns it off by default). */
export async function launch(more = [], { bfcache = false } = {}) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    ignoreDefaultArgs: bfcache ? ['--disable-back-forward-cache'] : [],
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', ...more,
      // Benches add flags this way (e.g. CHROMIUM_ARGS=--js-flags=--no-liftoff).
      ...(process.env.CHROMIUM_ARGS?.split(' ').filter(Boolean) ?? [])],
  });
}

/** A page that records console errors and failed requests. */
export async function openPage(browser, url, options = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (m) => { if (m.type() === 'error') page.problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => page.problems.push(`page error: ${e.message}`));
  // A request cut short (net::ERR_ABORTED) is no problem: the browser stops what a document or
  // worker that went away was fetching (a reload while a worker's wasm still arrives, on a slow
  // host), and what the page itself stopped. Nor is a generic failure (net::ERR_FAILED) of a
  // request this document did not ask for: the previous document's, or a worker's ended by the
  // page (Playwright reports a worker's failed requests but not its requests). A worker that
  // needed the file fails the test by what the page then does. Any other failure is a problem.
  let navigations = 0;
  const askedAt = new WeakMap();
  page.on('framenavigated', (f) => { if (f === page.mainFrame()) navigations += 1; });
  page.on('request', (r) => askedAt.set(r, navigations));
  page.on('requestfailed', (r) => {
    const why = r.failure()?.errorText;
    const ours = askedAt.get(r) === navigations;
    if (why !== 'net::ERR_ABORTED' && (ours || why !== 'net::ERR_FAILED')) page.problems.push(`request failed (${why}): ${r.url()}`);
  });
  page.on('response', (r) => { if (r.status() >= 400) page.problems.push(`${r.status()}: ${r.url()}`); });
  await page.goto(url);
  await page.waitForSelector('#loading', { state: 'hidden' });
  return page;
}

/** The board as the screen-reader label states it: rows of numbers, 0 for the blank. */
export async function readBoard(page, frame = page) {
  const label = await frame.getAttribute('#board', 'aria-label');
  const [, size, body] = label.match(/^Puzzle board, (\d+×\d+): (.*)$/);
  const rows = body.split('; ').map((r) => r.split(' ').map((t) => (t === 'blank' ? 0 : Number(t))));
  return { size, rows, flat: rows.flat() };
}

/** Client coordinates of the centre of cell (r, c), using the same layout as the renderer. */
export async function cellCenter(frame, r, c, rows, cols) {
  const box = await frame.locator('#board').boundingBox();
  const pad = Math.max(Math.min(box.width, box.height) * 0.02, 1);
  const cell = Math.min((box.width - 2 * pad) / cols, (box.height - 2 * pad) / rows);
  return { x: box.x + pad + (c + 0.5) * cell, y: box.y + pad + (r + 0.5) * cell };
}

export async function typeBoard(page, text) {
  await page.fill('#board-text', text);
  await page.click('#apply-text');
}

/**
 * Waits until Solve's search has ended with its result shown: not an answer shown while `auto`
 * searches on for a shorter one (Cancel is enabled until the search ends).
 */
export async function waitForResult(page, timeout = 30000) {
  await page.waitForFunction(() => {
    const result = document.querySelector('#result');
    const cancel = document.querySelector('#cancel');
    return result && !result.hidden && (!cancel || cancel.disabled);
  }, null, { timeout, polling: 50 });
}

/** The page's solver worker, once the first answer's worker (a smaller build that answers
 * while the solver's loads: crates/npuzzle-web/src/pool/first.rs) has gone; throws after a minute. */
export async function solverWorker(page) {
  for (let i = 0; i < 600; i++) {
    const builds = await Promise.all(page.workers().map(async (w) => [w, await w.evaluate(() => wasm_bindgen.build()).catch(() => '')]));
    const solver = builds.find(([, b]) => b === 'solver');
    if (solver && !builds.some(([, b]) => b === 'first')) return solver[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the solver's worker did not take over: ${page.workers().map((w) => w.url()).join(' ')}`);
}

/** The tables the page's solver worker holds for the 4×4 (`quick`, `full`), once they are
 * `want`, or what it holds after a minute. */
export async function heldTables(page, want) {
  const worker = await solverWorker(page);
  for (let i = 0; i < 600; i++) {
    const held = await worker.evaluate(() => wasm_bindgen.held_tables(4, 4)).catch(() => '');
    if (held === want) return held;
    await new Promise((r) => setTimeout(r, 100));
  }
  return worker.evaluate(() => wasm_bindgen.held_tables(4, 4));
}

/** Picks in the predict panel: the lowest f on even questions, the highest on odd ones; each
 * pick with whether the page judged it right and the node it says was next. */
export async function predict(frame, count) {
  const picks = [];
  for (let i = 0; i < count; i += 1) {
    await frame.waitForSelector('#ex-frontier button');
    const rows = await frame.$$eval('#ex-frontier tr', (trs) => trs.map((tr) => ({
      node: tr.querySelector('button').dataset.node, f: Number(tr.children[4].textContent) })));
    rows.sort((a, b) => a.f - b.f);
    const pick = i % 2 === 0 ? rows[0] : rows[rows.length - 1];
    const before = await frame.textContent('#ex-status');
    await frame.click(`#ex-frontier button[data-node="${pick.node}"]`);
    await frame.waitForFunction((b) => document.querySelector('#ex-status').textContent !== b, before);
    const said = await frame.textContent('#ex-feedback p');
    const right = /^Right/.test(said);
    const next = right ? pick.node : /node (\d+) is next/.exec(said)?.[1];
    picks.push({ node: pick.node, right, next });
  }
  return picks;
}
