// What the LMS tests share: an exercise package made in the Exercise panel as a teacher makes
// one, and an LMS on another origin that runs it in a real SCORM 1.2 runtime (npm scorm-again),
// with every call recorded and faults to order (a call that answers "false" or throws).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { startHost, openPage, cellCenter } from './harness.mjs';

const TYPES = { html: 'text/html', js: 'text/javascript', wasm: 'application/wasm', css: 'text/css', json: 'application/json', svg: 'image/svg+xml', txt: 'text/plain', xml: 'application/xml', bin: 'application/octet-stream' };

/** Slides the tiles at these cells (row, column) of a 3×3, in order. */
export async function clickCells(frame, cells) {
  for (const [r, c] of cells) {
    const { x, y } = await cellCenter(frame, r, c, 3, 3);
    await (frame.mouse ?? frame.page().mouse).click(x, y);
  }
}

/** Makes a package in the Exercise panel of the page at `query`; returns its files. */
export async function makePackage(browser, srv, query, fill) {
  const page = await openPage(browser, `${srv.url}?${query}`, { acceptDownloads: true });
  await page.click('#author > summary');
  await fill(page);
  await page.waitForFunction(() => document.querySelector('#au-download')?.disabled === false);
  const started = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#au-download')]);
  const zip = fs.readFileSync(await download.path());
  await page.waitForFunction(() => /KB\) was downloaded/.test(document.querySelector('#au-package').textContent));
  const ms = Date.now() - started;
  assert.deepEqual(page.problems, []);
  await page.context().close();
  return { files: unzipSync(new Uint8Array(zip)), bytes: zip.length, ms, name: download.suggestedFilename() };
}

/**
 * An LMS serving `files` as a package at /pkg/, in SCORM 1.2 (`window.API`) or, with `format:
 * 'scorm2004'`, SCORM 2004 (`window.API_1484_11`). `lms.html` takes, in its query: `cmi` (a
 * resumed session's data, JSON), `fault` (JSON: a call's name to "false" or "throw"; also
 * `window.fault` later), `launch` (a query for the package's launch URL), `strict=1` (a
 * finished session cannot be opened again) and `hideEnds=1` (with strict: the LMS ends the
 * session itself when its page is hidden, as one that cleans up on leaving does).
 */
export async function startLms(files, { format = 'scorm12' } = {}) {
  const v2004 = format === 'scorm2004';
  const file = v2004 ? 'scorm2004.min.js' : 'scorm12.min.js';
  const runtime = fs.readFileSync(new URL(`../../node_modules/scorm-again/dist/${file}`, import.meta.url));
  // The runtime's calls, by what they do: SCORM 1.2's names, or 2004's.
  const calls = v2004
    ? ['Initialize', 'GetValue', 'SetValue', 'Commit', 'Terminate', 'GetLastError']
    : ['LMSInitialize', 'LMSGetValue', 'LMSSetValue', 'LMSCommit', 'LMSFinish', 'LMSGetLastError'];
  const lms = `<!doctype html><title>LMS</title><script src="/${file}"></script><script>
    const query = new URLSearchParams(location.search);
    const api = ${v2004 ? 'new Scorm2004API({ logLevel: 5 })' : 'new Scorm12API({ logLevel: 5 })'};
    window.${v2004 ? 'API_1484_11' : 'API'} = api;
    const saved = query.get('cmi');
    if (saved) api.loadFromJSON(JSON.parse(saved));
    // What the package called, in order (session_time is write-only in the runtime), and the
    // faults ordered: a call that answers "false" (taking nothing) or throws. With ?strict=1 the
    // session cannot be opened again once finished (scorm-again lets a reloaded SCO go on; many
    // LMSes do not): every call then fails with error 101.
    window.calls = [];
    window.fault = JSON.parse(query.get('fault') || 'null');
    let finished = false;
    const strict = query.get('strict') === '1';
    if (query.get('hideEnds') === '1') addEventListener('pagehide', () => { finished = true; });
    const [init, get, set, commit, finish, error] = ${JSON.stringify(calls)};
    for (const name of [init, get, set, commit, finish, error]) {
      const real = api[name].bind(api);
      api[name] = (...args) => {
        if (name !== get && name !== error) window.calls.push([name, ...args]);
        if (strict && finished) return name === error ? '101' : name === get ? '' : 'false';
        if (name === finish) finished = true;
        const f = window.fault && window.fault[name];
        if (f === 'throw') throw new Error('the LMS is down');
        if (f === 'false') return 'false';
        return real(...args);
      };
    }
    const frame = document.createElement('iframe');
    Object.assign(frame, { id: 'sco', width: 800, height: 900, title: 'Exercise' });
    frame.src = '/pkg/index.html' + (query.get('launch') ? '?' + query.get('launch') : '');
    document.addEventListener('DOMContentLoaded', () => document.body.append(frame));
  </script>`;
  const pages = {
    '/lms.html': lms,
    [`/${file}`]: { html: runtime, headers: { 'content-type': TYPES.js } },
  };
  return startHost({ ...pages, ...packagePages(files) });
}

/** A package's files as a host's pages under /pkg/. */
export function packagePages(files) {
  const pages = {};
  for (const [name, bytes] of Object.entries(files)) {
    const type = TYPES[name.split('.').pop()] ?? 'application/octet-stream';
    pages[`/pkg/${name}`] = { html: Buffer.from(bytes), headers: { 'content-type': type } };
  }
  return pages;
}

/** A value of the LMS's data model (`cmi.core.lesson_status`, or 2004's `cmi.success_status`). */
export const cmi = (page, name) => page.evaluate((n) => n.split('.').slice(1).reduce((o, k) => o[k], (window.API ?? window.API_1484_11).cmi), name);
