// The first visit of a student on a slow phone: Chromium with the CPU slowed 4× and a 1.6 Mbit/s,
// 150 ms-latency network (DevTools protocol emulation), a fresh browser context per run (no
// cache), serving the release build (dist/). Prints page-ready time, first-answer time (Korf #1,
// from the Solve click) and second-answer time (Korf #2, same visit), per run and the median.
// Chromium throttles the page's CPU but refuses to throttle a worker's ("Operation is only
// supported for pages, not workers"), so the solver's search runs at full speed: each answer is
// also given with the search time the page reports multiplied by the slowdown ("worker slowed").
// `--link` opens a shared link instead (Korf #1 in `?board=…&goal=start`) and taps Solve first,
// touching nothing else: the first answer is then the time from that tap to the shortest.
// `--trace` prints, for each run, every request of the page and its workers (when it was asked
// for, when its last byte came, its bytes on the wire) against the phases: ready, tap, answer.
// First it prints a gauge of the host's speed (the same work in an unthrottled page): the
// figures move with the host, and compare across hosts only beside it.
// `--tasks` prints, for each run, the page's main thread until ready from Chromium's trace: its
// layout and style work, every task over 15 ms and what it spent its time on (ms since the
// address was opened), and what forced each layout over 8 ms (the innermost frames of its stack;
// the glue's names are minified). Steadier than the wall times: the tasks after the page's wasm
// has arrived are the page's own work. Tracing slows the page a little: compare traced runs with
// traced runs.
//   node bench/phone-bench.mjs [--runs 3] [--cpu 4] [--kbps 1600] [--latency 150] [--no-throttle] [--link] [--trace] [--tasks]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, launch } from '../tests/e2e/harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const throttle = !args.includes('--no-throttle');
const link = args.includes('--link');
const tracing = args.includes('--trace');
const tasks = args.includes('--tasks');
const runs = opt('runs', 3), cpu = opt('cpu', 4), kbps = opt('kbps', 1600), latency = opt('latency', 150);

// Korf's #1 (57 moves) and #2 (55 moves), goal blank first.
const korf = fs.readFileSync(path.join(root, '../shared/data/korf100_15puzzle.txt'), 'utf8')
  .split('\n').filter((l) => l.trim() && !l.startsWith('#')).slice(0, 2)
  .map((l) => { const f = l.trim().split(/\s+/); return { id: f[0], length: f[2], tiles: f.slice(4).join(' ') }; });

const srv = await startServer();
const browser = await launch();
console.log(`host gauge: ${(await gauge()).toFixed(0)} ms (the same DOM and script work in an unthrottled page, median of five; docs/benchmarks.md gives it beside the figures of each host)`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];

/** On a phone the panels are tabs: the board's text under Board, Solve under Solve. */
const tab = async (page, name) => { if (await page.isVisible(`#tab-${name}`)) await page.click(`#tab-${name}`); };

async function solve(page, board, typed = true) {
  if (typed) {
    await tab(page, 'board');
    await page.fill('#board-text', board.tiles);
    await page.click('#apply-text');
  }
  await tab(page, 'solve');
  const t0 = Date.now();
  await page.click('#solve');
  await page.waitForFunction((want) => document.querySelector('#r-length')?.textContent === want
    && !document.querySelector('#result')?.hidden, board.length, { timeout: 180000, polling: 50 });
  const seconds = (Date.now() - t0) / 1000;
  // "712.0 ms (650.0 ms tables)": the search is the part that is not tables.
  const [, total, tables = '0'] = (await page.textContent('#r-time')).match(/([\d.]+) ms(?: \(([\d.]+) ms tables\))?/);
  const search = (Number(total) - Number(tables)) / 1000;
  return { seconds, search, slowed: seconds + (throttle ? cpu - 1 : 0) * search };
}

for (let run = 1; run <= runs; run++) {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttle) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency, downloadThroughput: (kbps * 1000) / 8, uploadThroughput: (750 * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  const requests = [];
  if (tracing) {
    page.on('requestfinished', async (req) => {
      const { startTime, responseEnd } = req.timing();
      const sizes = await req.sizes().catch(() => ({}));
      requests.push({ url: req.url(), start: startTime, end: startTime + responseEnd, bytes: sizes.responseBodySize });
    });
  }
  if (tasks) {
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack'] });
  }
  // Page ready, timed in the page: the loading line gone (the component mounted), then the
  // frame after it drawn. The harness's own wait for the line polls from outside with a backoff
  // (Playwright: 0, 20, 50, 100, 100, then every 500 ms), which adds up to a few hundred ms
  // that no person waits; it is printed beside, as "seen".
  await page.addInitScript(() => {
    const watch = new MutationObserver(() => {
      if (document.getElementById('app') && !document.getElementById('loading')) {
        watch.disconnect();
        requestAnimationFrame(() => setTimeout(() => { window.__ready = performance.now(); }));
      }
    });
    watch.observe(document, { childList: true, subtree: true });
  });
  const t0 = Date.now();
  // The board as a shared link writes it: rows separated by /, the blank as _.
  const cells = korf[0].tiles.split(' ').map((t) => (t === '0' ? '_' : t));
  const shared = [0, 4, 8, 12].map((i) => cells.slice(i, i + 4).join(' ')).join('/');
  await page.goto(srv.url + '?goal=start' + (link ? `&board=${encodeURIComponent(shared)}` : ''));
  await page.waitForSelector('#loading', { state: 'hidden', timeout: 120000 });
  const seen = (Date.now() - t0) / 1000;
  await page.waitForFunction(() => window.__ready !== undefined, null, { polling: 'raf' });
  const ready = (await page.evaluate(() => performance.timeOrigin + window.__ready) - t0) / 1000;
  const traced = tasks ? JSON.parse(await browser.stopTracing()).traceEvents : null;
  const first = await solve(page, korf[0], !link);
  const answered = (Date.now() - t0) / 1000;
  const method = await page.textContent('#solve-message');
  const second = await solve(page, korf[1]);
  rows.push({ ready, seen, first: first.seconds, second: second.seconds, firstSlowed: first.slowed, secondSlowed: second.slowed });
  console.log(`run ${run}: page ready ${ready.toFixed(2)} s (seen ${seen.toFixed(2)} s), first answer (Korf #${korf[0].id}) ${first.seconds.toFixed(2)} s ` +
    `(search ${first.search.toFixed(2)} s; worker slowed ${first.slowed.toFixed(2)} s), second answer (Korf #${korf[1].id}) ` +
    `${second.seconds.toFixed(2)} s (search ${second.search.toFixed(2)} s; worker slowed ${second.slowed.toFixed(2)} s)`);
  console.log(`  ${method.trim()}`);
  if (traced) printTasks(traced);
  if (tracing) {
    const at = (ms) => ((ms - t0) / 1000).toFixed(2).padStart(6);
    for (const r of requests.sort((x, y) => x.start - y.start)) {
      const name = r.url.replace(srv.url, '').split('?')[0] || '(page)';
      console.log(`  ${at(r.start)} → ${at(r.end)} s ${String(r.bytes ?? '').padStart(8)} B  ${name}`);
    }
    console.log(`  phases (s since goto): ready ${ready.toFixed(2)}, Solve tapped about then, the first answer ${answered.toFixed(2)}`);
  }
  await context.close();
}
/** How fast this host runs a page's own work (markup parsed and laid out, a script's loop),
 * unthrottled: page figures from two hosts compare only beside it. */
async function gauge() {
  const page = await browser.newPage();
  const ms = await page.evaluate(() => {
    const times = [];
    for (let round = 0; round < 5; round++) {
      const t = performance.now();
      const div = document.body.appendChild(document.createElement('div'));
      for (let i = 0; i < 20; i++) {
        div.innerHTML = Array.from({ length: 500 }, (_, k) => `<p class="c${k % 7}"><span>${k + i}</span> cell</p>`).join('');
        void div.offsetHeight;
      }
      div.remove();
      let x = 0;
      for (let i = 0; i < 2e7; i++) x = (x * 31 + i) | 0;
      // x read, so the loop is not dropped as dead.
      times.push(performance.now() - t + (x === 0.5 ? 1 : 0));
    }
    return times.sort((a, b) => a - b)[2];
  });
  await page.close();
  return ms;
}

/** The page's main thread in a trace until ready (`--tasks`). */
function printTasks(events) {
  const main = events.find((e) => e.name === 'TracingStartedInBrowser')?.args?.data?.frames?.[0]?.processId;
  const mine = events.filter((e) => e.pid === main && e.ph === 'X' && e.dur);
  const start = Math.min(...mine.map((e) => e.ts));
  const at = (e) => ((e.ts - start) / 1000).toFixed(0);
  const ms = (us) => (us / 1000).toFixed(0);
  const sums = ['Layout', 'UpdateLayoutTree', 'ParseHTML', 'FunctionCall', 'EvaluateScript', 'Paint']
    .map((name) => `${name} ${ms(mine.filter((e) => e.name === name).reduce((sum, e) => sum + e.dur, 0))}`);
  console.log(`  main thread until ready: ${sums.join(', ')} ms`);
  for (const task of mine.filter((e) => e.name === 'RunTask' && e.dur > 15_000)) {
    const inside = mine.filter((e) => e !== task && e.tid === task.tid && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 3_000);
    console.log(`  task at ${at(task)}: ${ms(task.dur)} ms; ${inside.map((e) => `${e.name} ${ms(e.dur)}`).join(', ')}`);
  }
  for (const e of mine.filter((e) => e.name === 'Layout' && e.dur > 8_000)) {
    const stack = e.args?.beginData?.stackTrace ?? [];
    const by = stack.length ? `forced by ${stack.slice(0, 4).map((f) => f.functionName || '?').join(' < ')}` : 'in the frame';
    console.log(`  layout at ${at(e)}: ${ms(e.dur)} ms, ${by}`);
  }
}

const profile = (throttle ? `CPU ${cpu}× slower, ${kbps} kbit/s down, ${latency} ms latency` : 'no throttling')
  + (link ? '; Korf #1 from a shared link, Solve the first tap' : '');
console.log(`median of ${runs} (${profile}; Chromium ${browser.version()}): page ready ${median(rows.map((r) => r.ready)).toFixed(2)} s (seen ${median(rows.map((r) => r.seen)).toFixed(2)} s), ` +
  `first answer ${median(rows.map((r) => r.first)).toFixed(2)} s (worker slowed ${median(rows.map((r) => r.firstSlowed)).toFixed(2)} s), ` +
  `second answer ${median(rows.map((r) => r.second)).toFixed(2)} s (worker slowed ${median(rows.map((r) => r.secondSlowed)).toFixed(2)} s)`);
await browser.close();
srv.server.close();
